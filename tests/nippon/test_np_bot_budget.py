"""The budget estimate, a candidate for the hard bot (engine/nippon/bot.py ``HELD_YEN``,
``resources(..., budget=True)``): the Yen and coal in the budget are worth what they can still
buy before the next consolidation discards them (seed 003, "Consolidar", 1. Presupuesto)."""
from __future__ import annotations

import random

import pytest

from engine.nippon import GAME as G
from engine.nippon import bot, data
from engine.nippon.rules import BUDGETED

from tests.nippon.np_helpers import new
from tests.nippon.test_np_bot_estimate import documented_parts


def test_estimate_1_is_the_budget_estimate_and_no_level_searches_with_it():
    """A search budget's ``estimate`` 1 rates with the budget estimate (the pilots of
    docs/BOTS.md); the levels' own budgets keep the plain one."""
    assert G.estimator(1) is BUDGETED and G.estimator(0) is G
    assert all(b.get("estimate", 0) == 0 for b in G.bot_budgets.values())


def test_with_six_workers_the_budget_is_worth_nothing():
    """6 workers taken: the seat must consolidate next (seed 003, "Lleve un trabajador"), which
    discards its Yen and coal ("Consolidar", 1. Presupuesto).  The budget estimate counts them
    at nothing there; with one worker space left they still count."""
    s = new(2)
    s.p(0).workers = ["white"] * data.WORKER_SPACES
    rich = s.clone()
    rich.p(0).yen += 9000
    rich.p(0).coal += 3
    assert BUDGETED.evaluate(rich, 0) == BUDGETED.evaluate(s, 0)
    assert G.evaluate(rich, 0) > G.evaluate(s, 0)             # the plain estimate counts them
    for state in (s, rich):
        state.p(0).workers = ["white"] * (data.WORKER_SPACES - 1)
    assert BUDGETED.evaluate(rich, 0) > BUDGETED.evaluate(s, 0)


def test_a_machine_bought_late_rates_above_the_yen_it_cost():
    """Half-way through the game (scoring marker on 4 of 6) a machine bought for 5,000 Yen
    (seed 003, "B. Maquinaria") rates above keeping the Yen with the budget estimate, below it
    with the plain one, which counts a Yen held at its full weight although the next
    consolidation discards it."""
    s = new(2)
    s.marker = 4
    assert bot.game_left(s) == pytest.approx(0.5)
    bought = s.clone()
    bought.p(0).yen -= 5000
    bought.p(0).reserve += 1
    assert BUDGETED.evaluate(bought, 0) > BUDGETED.evaluate(s, 0)
    assert G.evaluate(bought, 0) < G.evaluate(s, 0)


@pytest.mark.parametrize("players", [2, 3])
def test_the_budget_estimate_is_the_sum_of_its_documented_parts(players):
    """``estimates(s, budget=True)`` is the VP track plus the same parts as the plain estimate,
    with ``resources(..., budget=True)``; it differs from the plain one only there."""
    rng, s, differs = random.Random(players), G.new(players, seed=players), 0
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
        assert bot.estimates(s, budget=True) == documented_parts(s, budget=True)
        differs += bot.estimates(s, budget=True) != bot.estimates(s)
    assert differs > 50

