"""Every move reads as a sentence naming its player (issue 20; player review 2026-11-24,
section 2: "The 'Last move' shows fragments such as 'Player 3: Exchange option 2'", and a move
that wrote nothing to the log was shown by its option label alone, e.g. "End my turn" or
"Take a worker: 3 Machinery"): in the "since your last turn" list (web/since.py) and in the
replay's move list (web/replay.py), in every game and edition, in English and Spanish."""
from __future__ import annotations

import random

import pytest

import engine
from engine import savedoc
from engine.i18n import translator

import labels
import replay
import since

NAMES = ("Ana", "Bea", "Cid")
EDITIONS = [("plus_ultra", "reglamento"), ("plus_ultra", "early"), ("lorenzo", "basic"),
            ("lorenzo", "advanced"), ("nippon", None), ("village", None)]


def played(game_id: str, variant, seed: int, limit: int = 400):
    """A random game of 3 (at most ``limit`` moves) and its timeline."""
    game = engine.get_game(game_id)
    state = game.new(3, seed=seed, variant=variant, names=list(NAMES))
    timeline, rng = since.Timeline(len(state.log)), random.Random(seed)
    while not game.is_over(state) and len(state.history) < limit:
        seat = game.decision(state).seat
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        timeline.add(seat, state)
    return game, state, timeline


def bare(game, state, index: int, text: str, _) -> bool:
    """Whether ``text`` is only the move's option label or notation (or starts with it)."""
    notation = state.history[index]
    label = labels.action_label(game, notation, list(state.names), _, state.variant)
    return text in (notation, label, label[:1].upper() + label[1:]) or text.startswith(label + ";")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game_id,variant", EDITIONS)
def test_every_move_line_is_a_sentence_naming_its_player(game_id, variant, lang):
    checked = 0
    for seed in (1, 2):
        game, state, timeline = played(game_id, variant, seed)
        _ = translator(lang, game.id)
        for index, seat in enumerate(timeline.seats):
            for viewer in (None, seat, (seat + 1) % 3):
                text = since.move_text(game, state, timeline, index, viewer, _)
                assert NAMES[seat] in text, (state.history[index], text)
                assert not bare(game, state, index, text, _), (state.history[index], text)
                if lang == "es":
                    assert not any(w in text for w in (" chose ", " passes", " ends their")), text
                checked += 1
        states = list(savedoc.iter_states(savedoc.save(state)))
        for entry in replay.moves(states, game, None, _):
            index, seat = entry["move"] - 1, entry["seat"]
            assert NAMES[seat] in entry["text"], (state.history[index], entry["text"])
            assert not bare(game, state, index, entry["text"], _), entry["text"]
    assert checked > 300


def test_a_move_without_log_lines_is_a_sentence_in_spanish():
    """Nippon: taking a worker writes no line (the action follows); Spanish words throughout."""
    game, state, timeline = played("nippon", None, 1, limit=3)
    _ = translator("es", game.id)
    texts = [since.move_text(game, state, timeline, i, None, _) for i in range(len(timeline))]
    assert any(t.startswith(f"{NAMES[timeline.seats[i]]} eligió «") for i, t in enumerate(texts)), texts
    assert labels.move_sentence(game, "pass", 1, NAMES, _) == "Bea pasa"
    assert labels.move_sentence(game, "done", 2, NAMES, _) == "Cid termina su turno"
