"""The replay's move list and autoplay speed (web/replay.py, issue 20 "Replay")."""
import random

from engine import registry, savedoc
from engine.__main__ import play_random

import replay


def recorded(game_id, players=3, seed=2, moves=None):
    game = registry.get_game(game_id)
    if moves is None:
        state = play_random(game, players, seed, None)
    else:
        state, rng = game.new(players, seed=seed), random.Random(seed)
        while len(state.history) < moves:
            state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, list(savedoc.iter_states(savedoc.save(state)))


def test_one_entry_per_move_with_a_marker_at_each_round():
    """Lorenzo has 6 rounds (seed 001, "Fin del juego"): six markers, the first on move 1."""
    game, states = recorded("lorenzo")
    entries = replay.moves(states, game, None, lambda s: s)
    assert entries[0]["first"] == 1 and entries[-1]["move"] == len(states) - 1
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


def test_a_lorenzo_placement_is_one_entry_that_jumps_past_the_placement():
    """Player review 2026-11-24 (issue 20): the move list showed the family member choice
    ("member black 5") as a move of its own.  A placement reads as one entry, as in the
    "since your last turn" summary; its button jumps to the position after the placement."""
    game, states = recorded("lorenzo", seed=12)
    entries = replay.moves(states, game, None, lambda s: s)
    assert not [e for e in entries if states[e["move"]].history[-1].startswith("member ")]
    placements = [e for e in entries if states[e["first"]].history[-1].startswith("member ")]
    assert placements
    for e in placements:
        assert e["move"] > e["first"]                              # member, then its space
        assert game.decision(states[e["move"]]).prompt not in game.follow_prompts
        assert "family member" in e["text"]
    covered = [n for e in entries for n in range(e["first"], e["move"] + 1)]
    assert covered == list(range(1, len(states)))                 # every action, once
    one = placements[0]
    html = replay.move_list(entries, one["first"], lambda s: s)   # stepped inside the move
    assert html.count('aria-current="step"') == 1
    assert f'data-move="{one["move"]}" aria-current="step"' in html
    assert replay.next_stop(entries, one["first"] - 1) == one["move"]


def test_the_replays_steps_go_a_whole_placement_forth_and_back():
    """Session 12's open point (issue 20): the replay's ‹ › stepped single actions, so a
    Lorenzo placement took two presses (the member, then its space) where the move list and
    autoplay take one; both steps now go from the end of one move entry to the next."""
    game, states = recorded("lorenzo", seed=12)
    entries = replay.moves(states, game, None, lambda s: s)
    ends = [0] + [e["move"] for e in entries]
    forth, n = [0], 0
    while n < len(states) - 1:
        n = replay.next_stop(entries, n)
        forth.append(n)
    assert forth == ends
    back, n = [], ends[-1]
    while n > 0:
        n = replay.prev_stop(entries, n)
        back.append(n)
    assert back == ends[-2::-1]
    one = next(e for e in entries if e["move"] > e["first"])
    assert replay.prev_stop(entries, one["first"]) == ends[ends.index(one["move"]) - 1]
