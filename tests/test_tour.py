"""Guided tours (issue 21, "Guided tours from the rulebooks' worked examples"; engine/tour.py).

For every registered game (each must have a ``tour.py``: issue 21 asks a tour of every game,
and all four landed): at least five steps
with unique ids; each step's position is a save document that loads with
``engine.savedoc.load(doc, upto=index)``; the move asked for is legal there and applies; the
title, text and after-text are translated to Spanish (every word through gettext, no raw
ids); the source cites a section heading that the seed file really has; the board parts the
step points at are explained components.  The checks read the compiled catalogs: run
``python build.py i18n`` first.
"""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

import pytest
from tests.test_i18n_complete import Marking, outside_marks, translated

import engine
from engine import savedoc
from engine.i18n import translator

pytest.importorskip("babel")

MINIMUM_STEPS = 5
WORD = r"[^\W\d_]{2,}"
SOURCE = re.compile(r"^seed (\d{3}) § (.+)$")


GAMES = list(engine.registry.GAME_PACKAGES)
TOURS = [(g, v) for g in GAMES for v in engine.get_game(g).tour_variants()]
"""Every tour: (game, rules edition); Plus Ultra's early edition has one of its own."""
TOUR_IDS = [f"{g}-{v}" for g, v in TOURS]


@lru_cache(maxsize=None)
def tour(game_id: str, lang: str | None = None, variant: str | None = None):
    return engine.get_game(game_id).tour(translator(lang, game_id) if lang else None, variant)


def seed_dir() -> Path | None:
    """The rulebooks' folder: ``$RULES_SEEDS``, else ``shared/rules/seeds`` beside the
    repository or above it."""
    if os.environ.get("RULES_SEEDS"):
        return Path(os.environ["RULES_SEEDS"])
    here = Path(__file__).resolve().parent.parent
    for base in (here, *here.parents):
        candidate = base / "shared" / "rules" / "seeds"
        if candidate.is_dir():
            return candidate
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_tour(game_id):
    """Issue 21: "``game.tour()`` has at least 5 steps per game" — a game without a tour.py
    fails here (it used to be skipped: a lost tour.py went unnoticed)."""
    assert engine.get_game(game_id)._module("tour") is not None, f"{game_id}: no tour.py"


@pytest.mark.parametrize("game_id,variant", TOURS, ids=TOUR_IDS)
def test_enough_steps_with_unique_ids(game_id, variant):
    steps = tour(game_id, variant=variant)
    assert len(steps) >= MINIMUM_STEPS, [s.id for s in steps]
    ids = [s.id for s in steps]
    assert len(set(ids)) == len(ids), ids
    assert all(re.fullmatch(r"[a-z0-9][a-z0-9-]*", i) for i in ids), ids


@pytest.mark.parametrize("game_id,variant", TOURS, ids=TOUR_IDS)
def test_each_position_loads_and_its_move_is_legal_and_applies(game_id, variant):
    game = engine.get_game(game_id)
    for step in tour(game_id, variant=variant):
        savedoc.check(step.doc)
        assert step.doc["game"] == game_id
        assert 0 <= step.index <= len(step.doc["actions"]), step.id
        state = savedoc.load(step.doc, upto=step.index)
        assert not game.is_over(state), step.id
        legal = [a.notation for a in game.legal_actions(state)]
        assert step.move in legal, f"{step.id}: {step.move!r} not among {legal}"
        after = game.apply(state, step.move)
        assert after.history[-1] == step.move and len(after.history) == len(state.history) + 1


@pytest.mark.parametrize("game_id,variant", TOURS, ids=TOUR_IDS)
def test_texts_are_translated_to_spanish(game_id, variant):
    game = engine.get_game(game_id)
    english, spanish = tour(game_id, variant=variant), tour(game_id, "es", variant)
    trouble = []
    for en, es in zip(english, spanish, strict=False):
        for part in ("title", "text", "after"):
            if not getattr(en, part).strip():
                trouble.append(f"{en.id}.{part}: empty")
            elif getattr(es, part) == getattr(en, part):
                trouble.append(f"{en.id}.{part}: the Spanish text is the English one")
    for lang in ("en", "es"):
        marking = Marking(lang, game_id)
        marking.where, marking.words = "tour", set()
        for step in game.tour(marking, variant):
            for part in ("title", "text", "after"):
                for line in outside_marks(getattr(step, part)).splitlines():
                    words = [w for w in re.findall(WORD, line) if not translated(marking, w)]
                    if words:
                        trouble.append(f"{step.id}.{part} ({lang}): words without gettext "
                                       f"{words}")
        trouble.extend(f"tour ({lang}): {m!r} {why}" for m, why in marking.missing.items())
    assert not trouble, "\n".join(trouble[:40])


@pytest.mark.parametrize("game_id,variant", TOURS, ids=TOUR_IDS)
def test_sources_cite_headings_of_the_seed(game_id, variant):
    seeds = seed_dir()
    if seeds is None:
        pytest.skip("the rulebooks (shared/rules/seeds) are not beside this checkout")
    for step in tour(game_id, variant=variant):
        match = SOURCE.match(step.source)
        assert match, f"{step.id}: source {step.source!r} is not 'seed NNN § heading'"
        files = list(seeds.glob(f"{match.group(1)}_*.txt"))
        assert len(files) == 1, f"{step.id}: no seed file {match.group(1)}"
        heading = " ".join(match.group(2).split()).casefold()
        lines = {" ".join(line.split()).casefold()
                 for line in files[0].read_text(encoding="utf-8").splitlines()}
        assert any(line.startswith(heading) for line in lines), \
            f"{step.id}: seed {match.group(1)} has no section {match.group(2)!r}"


@pytest.mark.parametrize("game_id,variant", TOURS, ids=TOUR_IDS)
def test_focus_names_explained_components(game_id, variant):
    game = engine.get_game(game_id)
    for step in tour(game_id, variant=variant):
        for key in step.focus:
            assert game.explain(key) is not None, f"{step.id}: {key} is not explained"


def test_the_bidding_step_is_the_rulebooks_example():
    """Seed 002, "Colocación de Tercios": level 3; the first in Peer Order shows 2, the second
    1, the third 2; the first places, then the third (tie broken by Peer Order), then the
    second; the unplaced tercios go back tired."""
    game = engine.get_game("plus_ultra")
    step = next(s for s in tour("plus_ultra") if s.id == "bidding")
    state = savedoc.load(step.doc, upto=step.index)
    first, second, third = state.turn_order
    assert state.war_level == 3 and state.players == 3
    assert (state.p(first).bid, state.p(second).bid) == (2, 1)
    after = game.apply(state, step.move)
    assert after.war == [first, third, second]
    assert after.p(first).tercios_tired == 1 and after.p(third).tercios_tired == 1


def test_the_hoarding_step_is_the_rulebooks_example():
    """Seed 002, "Riqueza de la Corona": the Merchant set aside, its icon silver; the two
    silver tiles leave the Market and the Crown gains 2 ducats."""
    game = engine.get_game("plus_ultra")
    step = next(s for s in tour("plus_ultra") if s.id == "hoarding")
    state = savedoc.load(step.doc, upto=step.index)
    assert state.hoard == "merchant" and state.market.count("silver") == 2
    after = game.apply(state, step.move)
    assert after.turn == state.turn + 1 and "silver" not in after.market
    assert after.crown == state.crown + 2
    assert "2 to 4" in step.after or f"{state.crown} to {after.crown}" in step.after


def test_the_early_edition_has_its_own_tour_found_again_by_its_script():
    """Issue 29: the earlier edition of Plus Ultra (seed 000, variant ``early``) has a tour of
    its own, every position played by the early rules, the published tour's by the published
    ones; tools/tour_plus_ultra.py finds each early position again (so a rules change can
    regenerate it); a variant without a tour has none."""
    from tools.tour_plus_ultra import EARLY, search

    game = engine.get_game("plus_ultra")
    assert game.tour_variants() == ("reglamento", "early")
    early, published = tour("plus_ultra", variant="early"), tour("plus_ultra")
    assert {s.doc["variant"] for s in early} == {"early"}
    assert {s.doc["variant"] for s in published} == {"reglamento"}
    assert [s.id for s in early] == [t.id for t in EARLY]
    assert all(s.source.startswith("seed 000 § ") for s in early)
    for step, target in zip(early, EARLY, strict=True):
        found = search("plus_ultra", target, "early")
        assert found["actions"] == step.doc["actions"][:step.index + 1], step.id
    assert game.tour(None, "nope") == []
    assert engine.get_game("lorenzo").tour_variants() == ("basic",)
