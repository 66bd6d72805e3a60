"""Nippon prompts, the board's final-round counter and the log's wording (rules review
2026-11-24, findings C1–C4).  The rules behind them: seed 003, "Acciones disponibles" (1–3
units, then the player may stop) and "Como se Juega" ("cada jugador tiene exactamente 3
turnos más")."""
from __future__ import annotations

import random

import pytest

from engine.i18n import format_event
from engine.nippon import text
from tests.nippon.np_helpers import G, give_factory, legal, new, play, set_space


def _random_states(players: int, seed: int):
    """Every state of one random game (seeded)."""
    rng = random.Random(seed)
    s = G.new(players, seed=seed)
    while s.phase != "over":
        yield s
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    yield s


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_a_prompt_mentions_stop_exactly_when_stop_can_be_chosen(players, seed):
    """Review C1 and C2: "Install or improve a machine …, or stop." and "Choose a region, or
    stop." were shown with no ``stop`` among the options (the first unit of an action, the free
    machine of BEN-3, the Local Market's region).  Seed 003, "Acciones disponibles": stopping
    is possible only after the first unit."""
    seen = set()
    for s in _random_states(players, seed):
        d = G.decision(s)
        if d.seat is None:
            continue
        prompt = text.PROMPTS[d.prompt]
        can_stop = "stop" in legal(s)
        assert ("or stop" in prompt) == can_stop, (d.prompt, legal(s))
        seen.add(d.prompt)
    assert len(seen) >= 8


def test_the_free_machine_prompt_offers_no_stop_and_says_it_is_free():
    """Review C1: BEN-3's bonus is one unpaid upgrade (P12); its prompt neither mentions the
    5,000 Yen nor a stop."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    give_factory(s, 0, "pap-1")
    s.p(0).knowledge = 4
    set_space(s, 2, ["white"] * 3)
    s = play(s, "take 2 invest", "factory ben-3")
    d = G.decision(s)
    assert d.prompt == "pick_free_machine" and "stop" not in legal(s)
    assert "5,000" not in text.PROMPTS[d.prompt] and "free" in text.PROMPTS[d.prompt]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_final_turn_counter_counts_rounds_like_the_prompt(players):
    """Review C3: the board showed "Final turns left: 12" (every player's turns summed) while
    the prompt said 3.  Seed 003: "cada jugador tiene exactamente 3 turnos más": the board
    shows the final round (1–3), and the prompt the turns left for the player to move."""
    s = new(players)
    s.final_turns = 3 * players
    for round_ in (1, 2, 3):
        for _turn in range(players):
            v = G.view(s)
            assert v["final_round"] == round_
            assert G.decision(s).params["turns"] == 3 - round_ + 1
            board = G.render(v)
            assert f"Final round {round_} of 3" in board and "Final turns left" not in board
            s = play(s, "consolidate")
            if s.pending:
                s = play(s, "done")
    assert s.phase == "over"


def _lines(s) -> list[str]:
    return [format_event(key, params, s.names, terms=text.TERMS) for key, params in s.log]


def test_log_lines_use_singular_articles_and_lower_case_track_names():
    """Review C4: "moves the Knowledge marker 1 steps", "takes a orange worker"; "Knowledge"
    capitalised where "coal" is not."""
    s = new(4)
    set_space(s, 1, ["orange"] * 3)
    s = play(s, "take 1 knowledge", "steps 1")
    s.p(1).blueprints = 3
    s = play(s, "blueprint knowledge")
    lines = _lines(s)
    assert "Player 1 takes a worker (orange) for Knowledge" in lines
    assert "Player 1 moves the knowledge marker 1 step" in lines
    assert "Player 2 exchanges 3 blueprints for a knowledge step" in lines
    set_space(s, 1, ["white"] * 3)
    s.p(1).yen = 12000
    s = play(s, "take 1 mines", "steps 2")
    assert "Player 2 moves the coal marker 2 steps" in _lines(s)


def test_log_of_production_and_wages_counts_in_the_singular_and_plural():
    """Review C4: "produces 1 …" and "cannot pay 1 worker colours"."""
    s = new(4)
    give_factory(s, 0, "pap-1")
    give_factory(s, 0, "ben-2", machine=1)
    s.p(0).coal = 5
    set_space(s, 3, ["white"] * 3)
    s = play(s, "take 3 produce", "run paper", "run bento")
    lines = _lines(s)
    assert "Player 1 produces 1 cube of Paper" in lines
    assert "Player 1 produces 2 cubes of Bento" in lines
    s.p(1).workers, s.p(1).yen, s.p(1).money = ["white", "black"], 0, 0
    s = play(s, "consolidate")                                  # 12,000 Yen: both paid
    s.p(2).workers = ["white", "black", "green", "brown", "orange"]
    s = play(s, "consolidate", "reward 2x coal", "achievement a")   # 15,000 for 12,000: 1 unpaid
    assert "Player 3 cannot pay 1 worker colour" in _lines(s)
