"""The game screen words the stored default names ("Player 2") in the reader's language
("Jugador 2") everywhere it names a player, as the board does (issue 32's rule, engine.i18n
``worded_names``): whose turn it is in the panel, the "since your last turn" list, the log,
the score table and the end screen; names people gave stay as given."""
from __future__ import annotations

import random

import pytest

import endgame
import since
from board_panel import decision_panel
from scoretable import score_table

import engine
from engine.i18n import translator

GAMES = [g["id"] for g in engine.games()]


def played(game_id: str, moves: int):
    """A 3-player game named Player 1, Ana, Player 3 after ``moves`` random moves, with its
    timeline."""
    game = engine.get_game(game_id)
    state = game.new(3, seed=7, names=["Player 1", "Ana", "Player 3"])
    timeline, rng = since.Timeline(len(state.log)), random.Random(7)
    for _ in range(moves):
        if game.is_over(state):
            break
        seat = game.decision(state).seat
        prompt = game.decision(state).prompt
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        timeline.add(seat, state, prompt)
    return game, state, timeline


def texts(game, state, timeline, _) -> str:
    """Every text of the game screen that names players, as one string."""
    decision = game.decision(state)
    legal = game.legal_actions(state)
    panel = decision_panel(game, state, decision, legal, True, _)
    log = " ".join(text for text, _seat, _kind in since.log_entries(game, state, timeline, 0, _))
    told = " ".join(since.summary(game, state, timeline, person, None, _)
                    for person in range(state.players))
    return " ".join((panel, log, told, score_table(game, state, _)))


@pytest.mark.parametrize("game_id", GAMES)
def test_spanish_game_screen_words_default_names(game_id):
    game, state, timeline = played(game_id, 40)
    es = texts(game, state, timeline, translator("es", game_id))
    assert "Player 1" not in es and "Player 3" not in es
    assert "Jugador 1" in es and "Jugador 3" in es and "Ana" in es
    en = texts(game, state, timeline, translator("en", game_id))
    assert "Jugador" not in en and "Player 1" in en


@pytest.mark.parametrize("game_id", GAMES)
def test_spanish_end_screen_words_default_names(game_id):
    game = engine.get_game(game_id)
    state = game.new(2, seed=3, names=["Player 1", "Player 2"])
    rng = random.Random(3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    _ = translator("es", game_id)
    shown = endgame.winner_line(game, state, _) + score_table(game, state, _, final=True)
    assert "Player" not in shown and "Jugador" in shown
