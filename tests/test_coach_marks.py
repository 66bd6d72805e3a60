"""The review marks only decisions it can back (issue 31, item 3): a decision is marked as
costly only when the coach's preferred option has at least ``coach.MARK_VISITS`` simulations
behind it; with the review's small budget, an option seen a few times is preferred by luck
(bench/review_noise.py: such marks changed with the seed)."""
from __future__ import annotations

import random

import pytest

import engine
from engine import savedoc
from engine.ai import coach


def _decision(seat: int, move: int, loss: float, visits: int) -> dict:
    best = {"index": 0, "action": "a", "estimate": 1.0 + loss, "win": 0.6, "visits": visits}
    played = {"index": 1, "action": "b", "estimate": 1.0, "win": 0.5, "visits": 1}
    return {"move": move, "seat": seat, "played": played, "best": best, "loss": loss}


def test_only_decisions_backed_by_enough_simulations_are_marked():
    decisions = [_decision(0, 1, 9.0, coach.MARK_VISITS - 1),     # the greatest loss: rough
                 _decision(0, 2, 2.0, coach.MARK_VISITS),
                 _decision(0, 3, 5.0, coach.MARK_VISITS + 5),
                 _decision(0, 4, 0.0, 40),                        # agreed: no loss
                 _decision(1, 5, 3.0, 2)]
    marks = coach.costly(decisions, 2)
    assert [d["move"] for d in marks[0]] == [3, 2] and marks[1] == []
    every = coach.costly(decisions, 2, min_visits=1)
    assert [d["move"] for d in every[0]] == [1, 3, 2] and [d["move"] for d in every[1]] == [5]


def test_a_review_on_a_small_budget_marks_nothing_it_cannot_back():
    game = engine.get_game("nippon")
    state, rng = game.new(2, seed=3), random.Random(3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc = savedoc.save(state, seats=[{"name": "Ana", "kind": "human"},
                                     {"name": "Bot", "kind": "bot:easy"}])
    iterations = coach.MARK_VISITS - 1          # no option can reach the threshold
    review = coach.review(game, doc, seed=1, iterations=iterations)
    assert review["mark_visits"] == coach.MARK_VISITS
    assert any(d["loss"] > 0 for d in review["decisions"])      # losses, but none backed
    assert review["costly"] == [[], []]
    every = coach.review(game, doc, seed=1, iterations=iterations, mark_visits=1)
    assert every["decisions"] == review["decisions"] and every["costly"][0]
    assert every["costly"] == coach.costly(review["decisions"], 2, 1)
    with pytest.raises(ValueError, match="mark_visits"):
        coach.review(game, doc, seed=1, iterations=2, mark_visits=0)
