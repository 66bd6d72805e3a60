"""The game log reads like the table (issue 20; player review 2026-11-24 sections 2 and 10:
"Tercios revealed: 0, 1, 0 in the log does not say who sent what"; "few round headers, lower-case
ids"): each game names who did what, and declares the lines that open a part of the game
(``Game.log_heads``), which the app shows as headers."""
from __future__ import annotations

import random

import pytest

import engine
from engine.i18n import format_event, translator


def random_log(game_id: str, seed: int, players: int = 3, variant=None):
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed, variant=variant), random.Random(seed)
    while not game.is_over(state) and len(state.history) < 1500:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, state


@pytest.mark.parametrize("game_id", [info["id"] for info in engine.games()])
def test_every_game_opens_its_parts_with_header_lines(game_id):
    """Each of the game's header templates is a real log line: a whole game logs the setup, at
    least two parts (rounds, turns or scorings) and the end as headers."""
    game, state = random_log(game_id, seed=2)
    keys = [key for key, _params in state.log]
    heads = [key for key in keys if key in game.log_heads]
    assert heads[0] == "setup: {n} players" and heads[-1] == "the game is over"
    assert len(heads) >= 4
    assert all(any(key == head for key in keys) or head not in heads for head in game.log_heads)


def test_plus_ultra_logs_who_sent_how_many_tercios():
    """Seed 002, "Colocación de Tercios": the bids are revealed together; the log names each
    player's bid (it read "tercios revealed: 2, 1, 1")."""
    game = engine.get_game("plus_ultra")
    _ = translator("en", "plus_ultra")
    for seed in range(1, 30):
        game, state = random_log("plus_ultra", seed)
        lines = [format_event(k, p, state.names, _, game.terms) for k, p in state.log]
        bids = [line for line in lines if "reveals a bid of" in line]
        if bids:
            break
    assert bids and not any(line.startswith("tercios revealed") for line in lines)
    assert all(line.split(" reveals")[0] in state.names for line in bids)
    assert any(line.endswith(" 1 tercio") for line in bids) or any(
        line.endswith(" tercios") for line in bids)


def test_lorenzo_names_the_colour_of_each_die_and_nippon_writes_the_multiplier():
    game, state = random_log("lorenzo", seed=3)
    _ = translator("en", "lorenzo")
    rounds = [format_event(k, p, state.names, _, game.terms) for k, p in state.log
              if k in game.log_heads and "dice" in k]
    assert rounds and all("black" in r and "white" in r and "orange" in r for r in rounds)
    game, state = random_log("nippon", seed=3)
    tiles = [k for k, _p in state.log if "takes a" in str(k) and "reward tile" in str(k)]
    assert tiles and all("×{n}" in k for k in tiles)
