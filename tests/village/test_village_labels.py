"""Village's button labels (engine/village/text.py): every action a player can take reads as a
sentence in English and Spanish, naming the member's generation and places by their names
(seed 004: "Preparar" names the places; members are told apart by generation)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.i18n import translator

import labels

GAME = engine.get_game("village")
RAW = ("craft:", "city:", "council:", "church:", " c1", " c2", " farm ")


def test_labels_name_generations_and_places():
    en = translator("en", "village")
    assert (labels.action_label(GAME, "travel 1 farm c2", [], en)
            == "Travel: generation 1 member, farmyard → City 2")
    assert labels.action_label(GAME, "church 2", [], en) == \
        "Send a generation 2 member to the church"
    assert labels.action_label(GAME, "take harvest black", [], en) == \
        "Take 1 plague cube from Grain harvest"
    assert labels.action_label(GAME, "pay green", [], en) == "Pay with 2 green cubes"
    assert labels.action_label(GAME, "die 3 council:2", [], en) == \
        "Generation 3 member dies (council stage 2)"
    es = translator("es", "village")
    assert labels.action_label(GAME, "church 2", [], es) == \
        "Enviar a un miembro de la generación 2 a la iglesia"
    assert labels.action_label(GAME, "train office 1", [], es).startswith(
        "Capacitar a un miembro de la generación 1")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_village_action_label_is_a_sentence_without_raw_ids(lang):
    _ = translator(lang, "village")
    verbs = set()
    for seed in (1, 2, 3):
        rng, state = random.Random(seed), GAME.new(2, seed=seed)
        while not GAME.is_over(state):
            for action in GAME.legal_actions(state):
                label = labels.action_label(GAME, action.notation, state.names, _)
                verbs.add(action.notation.split()[0])
                assert label and not any(raw in f" {label} " for raw in RAW), \
                    (action.notation, label)
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert {"take", "travel", "train", "church", "die", "advance"} <= verbs
