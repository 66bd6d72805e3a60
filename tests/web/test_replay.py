"""The replay's move list and autoplay speed (web/replay.py, issue 20 "Replay")."""
import random
import sys
from pathlib import Path

from engine import core
from engine.__main__ import play_random

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
import replay  # noqa: E402


def recorded(game_id, players=3, seed=2, moves=None):
    game = core.get_game(game_id)
    if moves is None:
        state = play_random(game, players, seed, None)
    else:
        state, rng = game.new(players, seed=seed), random.Random(seed)
        while len(state.history) < moves:
            state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, list(core.iter_states(core.save(state)))


def test_one_entry_per_move_with_a_marker_at_each_round():
    """Lorenzo has 6 rounds (seed 001, "Fin del juego"): six markers, the first on move 1."""
    game, states = recorded("lorenzo")
    entries = replay.moves(states, game, None, lambda s: s)
    assert [e["move"] for e in entries] == list(range(1, len(states)))
    assert [e["marker"] for e in entries if e["marker"]] == [f"Round {n}" for n in range(1, 7)]
    assert entries[0]["marker"] == "Round 1"
    assert all(e["text"] for e in entries)


def test_nippon_marks_each_turn_with_its_player():
    game, states = recorded("nippon")
    entries = replay.moves(states, game, None, lambda s: s)
    first = entries[0]
    assert first["marker"] == f"Turn 1 · {states[0].names[first['seat']]}"


def test_unrevealed_secret_moves_are_named_without_their_content():
    """Plus Ultra's character draft stays secret until revealed (DESIGN.md: "chose …")."""
    game, states = recorded("plus_ultra", moves=2)
    hidden = game.hidden_moves(states[-1])
    assert hidden
    entries = replay.moves(states, game, None, lambda s: s)
    for index in hidden:
        assert "chose" in entries[index]["text"]
    html = replay.move_list(entries, 1, lambda s: s)
    assert 'aria-current="step"' in html and 'data-move="1"' in html


def test_autoplay_delay_by_speed():
    assert replay.delay_ms("1") == replay.STEP_MS
    assert replay.delay_ms("4") == replay.STEP_MS // 4
    assert replay.delay_ms("bogus") == replay.STEP_MS
