"""A prompt offers only what is there (player review 2026-11-28 D10: Plus Ultra asked "Take a
common action, use a bull, or end your turn." when the only button was "End my turn"; Lorenzo
advanced asked to "play, use or discard a leader" when no leader could be played or used).
The panel's prompt (web/labels.py ``prompt_text`` with the legal actions) is checked at every
decision of random games, in English and Spanish (seed 002 "Acciones de personaje", "Bulas";
Lorenzo data §2.1, leaders)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.i18n import translator

import labels

NAMES = ("Ana", "Bea", "Cid")


def _decisions(game_id, variant, seeds, prompts):
    """(game, decision, legal notations) at each decision of ``prompts`` in random games."""
    game = engine.get_game(game_id)
    for seed in seeds:
        state, rng = game.new(3, seed=seed, variant=variant, names=NAMES), random.Random(seed)
        while not game.is_over(state):
            decision, legal = game.decision(state), game.legal_actions(state)
            if decision.prompt in prompts:
                yield game, decision, legal
            state = game.apply(state, rng.choice(legal))


@pytest.mark.parametrize("variant", [None, "early"])
def test_plus_ultra_after_a_character_offers_what_is_there(variant):
    en, es = translator("en", "plus_ultra"), translator("es", "plus_ultra")
    seen = set()
    for game, decision, legal in _decisions("plus_ultra", variant, range(3),
                                            {"after_character", "character"}):
        verbs = {a.notation.split()[0] for a in legal}
        text = labels.prompt_text(game, decision, en, legal)
        if decision.prompt == "character":
            assert ("no action possible" in text) == (verbs == {"skip"}), (text, verbs)
            seen.add(("skip", verbs == {"skip"}))
            continue
        assert ("common action" in text) == ("common" in verbs), (text, verbs)
        assert ("bull" in text) == ("bull" in verbs), (text, verbs)
        assert "end your turn" in text
        spanish = labels.prompt_text(game, decision, es, legal)
        assert spanish != text and ("bula" in spanish.lower()) == ("bull" in verbs), spanish
        seen.add(("common" in verbs, "bull" in verbs))
    assert {(False, False), (True, False), ("skip", True)} <= seen, seen


def test_lorenzo_after_the_placement_offers_the_leader_actions_there_are():
    en, es = translator("en", "lorenzo"), translator("es", "lorenzo")
    seen = set()
    # (since save format 2 the "after" decision comes after a last placement of the round)
    for game, decision, legal in _decisions("lorenzo", "advanced", range(3, 5), {"after"}):
        verbs = {a.notation.split()[1] for a in legal if a.notation.startswith("leader ")}
        text = labels.prompt_text(game, decision, en, legal)
        assert text.startswith(f"Round {decision.params['round']}: ")
        assert ("play" in text) == ("play" in verbs), (text, verbs)
        assert (" use" in text) == ("use" in verbs), (text, verbs)
        assert ("discard" in text) == ("discard" in verbs), (text, verbs)
        assert labels.prompt_text(game, decision, es, legal) != text
        seen.add(frozenset(verbs))
    assert frozenset({"discard"}) in seen, seen       # the usual case: discards only
