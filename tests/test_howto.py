"""A rules summary per game and edition (issue 21, "How to play"; ``Game.rules_summary``).

For every registered game and every variant (rules edition) whose game has an
``engine/<game>/howto.py``:

* the summary has a goal section, a turn / round / phase section and a scoring (end of the
  game) section, told apart by their English titles (:data:`ROLES`);
* every section has a title, at least one paragraph and a source; each "seed NNN § heading" of
  a source names a seed file of ../shared/rules/seeds and a heading found in it (an extra
  "<data file>.md § heading" must be a heading of that file);
* every text is translated into Spanish: through the marking gettext of
  tests/test_i18n_complete.py no word reaches the page outside a message of the game's catalog,
  and the Spanish catalog translates each one (run ``python build.py i18n`` first);
* a game with several editions says what differs: its summaries are not all the same.

A game without a howto.py yet is reported as skipped by name (it fails here as soon as its
module exists and breaks one of these rules).
"""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

import pytest
from test_i18n_complete import Marking, outside_marks, translated

import engine
from engine.i18n import translator

pytest.importorskip("babel")

ROOT = Path(__file__).resolve().parents[1]
RULES = next((p for p in (Path(os.environ["RULES_SEEDS"]).parent if os.environ.get("RULES_SEEDS")
                          else None, ROOT.parent / "shared" / "rules",
                          ROOT.parents[1] / "shared" / "rules")
              if p is not None and (p / "seeds").is_dir()), None)
"""The rulebooks: the parent of ``$RULES_SEEDS``, or shared/rules beside the checkout or its
worktree folder."""
ROLES = {
    "goal": re.compile(r"\b(goal|object|aim)\b", re.I),
    "turn": re.compile(r"\b(turn|round|phase|actions?|how to play)\b", re.I),
    "scoring": re.compile(r"\b(scor\w*|end of the game|game end|final)\b", re.I),
}
"""What a summary must have, recognised by its sections' English titles (a turn section may
instead open with how a turn goes: :data:`TURN_OPENING`, as Nippon's "Take a worker")."""
TURN_OPENING = re.compile(r"\b(on your turn|in turn order|each turn|each round|every round)\b",
                          re.I)
SOURCE = re.compile(r"^(?:seed (\d{3})|([\w-]+\.md)) § (.+)$")
WORD = r"[^\W\d_]{2,}"
CASES = [(g, v) for g in engine.core.GAME_PACKAGES for v in engine.get_game(g).variants]


def summary_or_skip(game_id: str, variant: str, gettext=None) -> list:
    game = engine.get_game(game_id)
    if game._module("howto") is None:
        pytest.skip(f"{game_id} has no engine/{game_id}/howto.py yet")
    return game.rules_summary(variant, gettext)


@lru_cache(maxsize=None)
def seed_text(number: str) -> str:
    files = sorted(RULES.glob(f"seeds/{number}_*.txt"))
    assert files, f"no seed {number} in {RULES / 'seeds'}"
    return files[0].read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def data_headings(name: str) -> tuple[str, ...]:
    path = RULES / name
    assert path.is_file(), f"no data file {name} in {RULES}"
    return tuple(line.lstrip("#").strip() for line in path.read_text(encoding="utf-8")
                 .splitlines() if line.startswith("#"))


@pytest.mark.parametrize("game_id,variant", CASES)
def test_the_summary_has_a_goal_a_turn_and_scoring(game_id, variant):
    sections = summary_or_skip(game_id, variant)
    titles = [s.title for s in sections]
    for role, pattern in ROLES.items():
        found = any(pattern.search(t) for t in titles) or role == "turn" and any(
            TURN_OPENING.search(s.paragraphs[0]) for s in sections[1:] if s.paragraphs)
        assert found, f"no {role} section among {titles}"
    assert len(titles) == len(set(titles)), f"repeated titles: {titles}"
    for section in sections:
        assert section.title.strip() and section.source.strip(), section
        assert section.paragraphs and all(p.strip() for p in section.paragraphs), section.title


@pytest.mark.parametrize("game_id,variant", CASES)
def test_every_source_cites_a_heading_of_its_seed(game_id, variant):
    sections = summary_or_skip(game_id, variant)
    if RULES is None:
        pytest.skip("the rulebooks (../shared/rules/seeds) are not beside this checkout")
    for section in sections:
        parts = [p.strip() for p in section.source.split(";")]
        assert any(p.startswith("seed ") for p in parts), f"{section.title}: no seed cited"
        for part in parts:
            match = SOURCE.match(part)
            assert match, f"{section.title}: {part!r} is not 'seed NNN § heading'"
            seed, data_file, heading = match.groups()
            if seed:
                found = re.search(r"(?<!\w)" + re.escape(heading) + r"(?!\w)", seed_text(seed))
                assert found, f"{section.title}: no heading {heading!r} in seed {seed}"
            else:
                assert any(h.startswith(heading) for h in data_headings(data_file)), \
                    f"{section.title}: no heading {heading!r} in {data_file}"


def test_the_heading_check_can_fail():
    """The seed search is exact: a heading the rulebook does not have is not found."""
    if RULES is None:
        pytest.skip("the rulebooks are not beside this checkout")
    assert re.search(re.escape("Fin de la Partida"), seed_text("002"))
    assert not re.search(re.escape("Fin de la Partidas"), seed_text("002"))


@pytest.mark.parametrize("game_id,variant", CASES)
def test_every_text_is_translated_into_spanish(game_id, variant):
    english = summary_or_skip(game_id, variant)
    spanish = engine.get_game(game_id).rules_summary(variant, translator("es", game_id))
    trouble = []
    for en, es in zip(english, spanish):
        for a, b in zip((en.title, *en.paragraphs), (es.title, *es.paragraphs)):
            if a == b:
                trouble.append(f"the Spanish text is the English one: {a!r}")
    for lang in ("en", "es"):
        marking = Marking(lang, game_id)
        marking.where, marking.words = f"{game_id} {variant}", set()
        for section in engine.get_game(game_id).rules_summary(variant, marking):
            for text in (section.title, *section.paragraphs):
                words = [w for w in re.findall(WORD, outside_marks(text))
                         if not translated(marking, w)]
                if words:
                    trouble.append(f"{lang}: words without gettext {words} in {text!r}")
        trouble.extend(f"{lang}: {m!r} {why}" for m, why in marking.missing.items())
    assert not trouble, "\n".join(trouble[:30])


@pytest.mark.parametrize("game_id", engine.core.GAME_PACKAGES)
def test_each_edition_says_what_differs(game_id):
    game = engine.get_game(game_id)
    if len(game.variants) < 2:
        pytest.skip(f"{game_id} has one edition")
    summaries = {v: summary_or_skip(game_id, v) for v in game.variants}
    texts = {v: [p for s in summary for p in s.paragraphs] for v, summary in summaries.items()}
    for a in game.variants:
        for b in game.variants:
            if a < b:
                assert texts[a] != texts[b], f"{a} and {b} read the same"
                only_a = set(texts[a]) - set(texts[b])
                assert only_a, f"nothing in {a}'s summary that {b}'s lacks"


@pytest.mark.parametrize("game_id", engine.core.GAME_PACKAGES)
def test_the_shelf_card_has_a_pitch_a_length_and_each_variants_note(game_id):
    """Issue 21: "The shelf shows a one-line pitch, players, length, and what each edition or
    variant changes" — Game.info() (shelf.json) carries them as msgids, translated to Spanish."""
    info = engine.get_game(game_id).info()
    low, high = info["play_minutes"]
    assert 0 < low <= high <= 240, info["play_minutes"]
    assert set(info["variant_notes"]) == set(info["variants"])
    texts = [info["pitch"], *info["variant_notes"].values()]
    assert all(t.strip() for t in texts), texts
    assert len(info["pitch"]) <= 160, "a pitch is one line"
    spanish = translator("es", game_id)
    for lang in ("en", "es"):
        marking = Marking(lang, game_id)
        marking.where, marking.words = f"{game_id} shelf", set()
        for text in texts:
            assert not re.findall(WORD, outside_marks(marking(text))), text
        assert not marking.missing, marking.missing
    for text in texts:
        assert spanish(text) != text, text
