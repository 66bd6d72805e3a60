"""A rules summary per game and edition (issue 21, "How to play"; ``Game.rules_summary``).

For every registered game (each must have an ``engine/<game>/howto.py``) and every variant
(rules edition):

* the summary has a goal section, a turn / round / phase section and a scoring (end of the
  game) section, told apart by their English titles (:data:`ROLES`);
* every section has a title, at least one paragraph and a source; each "seed NNN § heading" of
  a source names a seed file of ../shared/rules/seeds and a heading found in it (an extra
  "<data file>.md § heading" must be a heading of that file);
* every text is translated into Spanish: through the marking gettext of
  tests/test_i18n_complete.py no word reaches the page outside a message of the game's catalog,
  and the Spanish catalog translates each one (run ``python build.py i18n`` first);
* a game with several editions says what differs: its summaries are not all the same.
"""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

import pytest
from tests.test_i18n_complete import Marking, outside_marks, translated

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
CASES = [(g, v) for g in engine.registry.GAME_PACKAGES for v in engine.get_game(g).variants]


def summary(game_id: str, variant: str, gettext=None) -> list:
    """The rules summary of ``game_id`` in ``variant``; a game without a howto.py fails (it
    used to be skipped, so a lost summary went unnoticed)."""
    game = engine.get_game(game_id)
    assert game._module("howto") is not None, f"{game_id} has no engine/{game_id}/howto.py"
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
    sections = summary(game_id, variant)
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
    sections = summary(game_id, variant)
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
    english = summary(game_id, variant)
    spanish = engine.get_game(game_id).rules_summary(variant, translator("es", game_id))
    trouble = []
    for en, es in zip(english, spanish, strict=False):
        for a, b in zip((en.title, *en.paragraphs), (es.title, *es.paragraphs), strict=False):
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


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_each_edition_says_what_differs(game_id):
    game = engine.get_game(game_id)
    if len(game.variants) < 2:
        pytest.skip(f"{game_id} has one edition")
    summaries = {v: summary(game_id, v) for v in game.variants}
    texts = {v: [p for s in summary for p in s.paragraphs] for v, summary in summaries.items()}
    for a in game.variants:
        for b in game.variants:
            if a < b:
                assert texts[a] != texts[b], f"{a} and {b} read the same"
                only_a = set(texts[a]) - set(texts[b])
                assert only_a, f"nothing in {a}'s summary that {b}'s lacks"


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
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


def text_of(game_id: str, variant: str, title: str) -> str:
    sections = [s for s in engine.get_game(game_id).rules_summary(variant) if s.title == title]
    assert sections, f"{game_id} {variant}: no section {title!r}"
    return " ".join(sections[0].paragraphs)


@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_plus_ultra_quotes_the_numbers_the_engine_plays(variant):
    """The summary says what data.py's edition plays (seed 002 / seed 000): starting pieces
    ("Preparación de la partida"), the war dice ("Guerras Europeas"), the bull's price ("Bulas"),
    each common action's cost ("Listado de acciones comunes" / "Acciones comunes") and the
    colony majority ("Colonias del Nuevo Mundo")."""
    from engine.plus_ultra import data

    rules = data.RULESETS[variant]
    start = data.START
    assert (f"{start['rosetones']} rosetón, {start['tercios']} tercios, {start['houses']} houses "
            f"and {start['ducats']} ducats") in text_of("plus_ultra", variant, "Setup")
    turn = text_of("plus_ultra", variant, "Start of the turn")
    if rules.war_pick == "lowest":
        assert rules.war_dice == (3, 2, 2) and "2 dice (3 with 2 players), and the lowest" in turn
    else:
        assert set(rules.war_dice) == {3} and "3 dice, and the middle die counts" in turn
    assert f"buy one bull for {data.BULL_PRICE} ducats" in turn
    common = text_of("plus_ultra", variant, "Common actions")
    cost = rules.common_cost
    assert f"Visit the Court Painter: pay {cost['painter']} ducats" in common
    assert f"Open a Mission: pay {cost['mission']} ducats" in common
    assert f"Finance the Tercios: pay {cost['finance']} ducats" in common
    assert f"Acquire Workshops: pay {cost['workshops']} ducats" in common
    assert f"Establish Trade Routes: pay {cost['trade']} ducats" in common
    assert f"Buy Estates: pay {cost['estate']} ducats" in common
    court = (f"pay {cost['court']} ducats to move up one place" if rules.court_steps == 1 else
             f"pay {cost['court']} ducat to move up one place in Peer Order, or "
             f"{2 * cost['court']} ducats to move up two")
    assert court in common
    world = text_of("plus_ultra", variant, "The New World")
    majority = ", ".join(str(rules.majority_gp[k]) for k in sorted(rules.majority_gp))
    assert (f"gains {majority} GP more" if len(rules.majority_gp) == 1
            else "gains 1, 2 or 3 GP by its size") in world
    assert rules.majority_gp in ({4: 2}, {2: 1, 3: 2, 4: 3})


def test_lorenzo_quotes_the_numbers_the_engine_plays():
    """Seed 001: floor values and the occupied-tower fee ("Reglas para colocar…"), starting
    coins ("Preparar"), faith points asked ("C. Informe del Vaticano"), the Market's spaces
    ("El mercado") and the final scoring tables ("Puntuación final")."""
    from engine.lorenzo import data

    towers = text_of("lorenzo", "basic", "Towers")
    assert "value {}, {}, {} and {}".format(*data.FLOOR_VALUES) in towers
    assert f"you pay {data.OCCUPIED_TOWER_FEE} coins first" in towers
    assert f"at most {data.MAX_CARDS_PER_TYPE} cards of each type" in towers
    assert ("the first player gets {} coins, the second {}, the third {} and the fourth {}"
            .format(*data.START_COINS)) in text_of("lorenzo", "basic", "Setup")
    assert ("period 1 asks for {} faith points, period 2 for {} and period 3 for {}"
            .format(*(data.FAITH_REQUIRED[p] for p in data.PERIODS))) in text_of(
        "lorenzo", "basic", "C. Vatican report")
    market = text_of("lorenzo", "basic", "Market and Council Palace")
    assert data.MARKET[:3] == (data.R(coins=5), data.R(servants=5), data.R(mp=3, coins=2))
    assert "5 coins; 5 servants; 3 military points and 2 coins; or 2 different" in market
    final = text_of("lorenzo", "advanced", "Final scoring")
    assert "{}, {}, {} or {} VP for 3, 4, 5 or 6 cards".format(*data.TERRITORY_VP[3:]) in final
    assert "{}, {}, {}, {}, {} or {} VP for 1 to 6 cards".format(*data.CHARACTER_VP[1:]) in final
    assert "{} VP for the most military points and {} VP for the second".format(
        *data.MILITARY_VP) in final
    assert f"1 VP for every {data.RESOURCES_PER_VP} wood" in final
