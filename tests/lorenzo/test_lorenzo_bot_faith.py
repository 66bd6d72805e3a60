"""The hard bot's faith estimate (engine/lorenzo/bot.py ``faith_vp``; seed 001, "C. Informe
del Vaticano": 3/4/5 faith points at the reports after rounds 2, 4 and 6; a player short of
them is excommunicated and suffers the period's tile from then on, one with enough may support
the Church for the faith track's VP)."""
from __future__ import annotations

import pytest

from engine.ai.bots import MCTSBot, rating
from engine.lorenzo import bot, data, scoring
from engine.lorenzo.rules import FAITHFUL
from tests.lorenzo.lz_helpers import G, give, new, play


def at_privilege(round_: int, fp: int):
    """Seat 0 to choose a council privilege in ``round_`` with ``fp`` faith points; seat 1
    leads the military track by far (2 MP change no military VP)."""
    s = new(2)
    s.round = round_
    give(s, 0, fp=fp)
    give(s, 1, mp=20)
    s = play(s, "place black council")
    assert G.decision(s).prompt == "privilege" and G.decision(s).seat == 0
    return s


def rated(game, s) -> dict[str, float]:
    """The easy bot's rating of each privilege for seat 0 under ``game``'s estimate."""
    return {a.notation: rating(game, G.apply(s, a), 0) for a in G.legal_actions(s)}


def test_short_of_faith_in_the_report_round_the_faith_privilege_is_best():
    """Round 2, 2 FP of the 3 the report asks: the faith privilege (1 FP) rates best with the
    faith estimate, where the plain estimate ranks it below the others."""
    s = at_privilege(2, fp=2)
    plain, faithful = rated(G, s), rated(FAITHFUL, s)
    assert max(plain, key=plain.get) != "privilege fp"
    assert max(faithful, key=faithful.get) == "privilege fp"


def test_hard_bot_keeps_faith_near_the_report():
    """The hard bot (its budget's estimate 1) takes the faith privilege that keeps it from
    excommunication; the same search with the plain estimate does not."""
    s = at_privilege(2, fp=2)
    assert G.bot_budgets["hard"]["estimate"] == 1
    hard = MCTSBot(3, level="hard", iterations=150)
    plain = MCTSBot(3, level="hard", iterations=150, estimate=0)
    assert hard.choose(G, s).notation == "privilege fp"
    assert plain.choose(G, s).notation != "privilege fp"


def test_faith_enough_or_report_answered_costs_nothing():
    """A seat with the faith the report asks, or past this period's report, has no shortfall
    term; the normal bot's estimate (no faith) is unchanged."""
    s = new(2)
    s.round = 2
    give(s, 0, fp=data.FAITH_REQUIRED[1])
    assert bot.faith_vp(s, 0) == 0
    give(s, 1, fp=0)
    assert bot.faith_vp(s, 1) < 0
    assert G.estimator(0) is G and G.estimator(1) is FAITHFUL
    assert G.evaluate(s, 0) == bot.evaluate(s, 0, faith=False)


def test_shortfall_weighs_the_tile_and_the_support_vp_more_near_the_report():
    """Periods 1 and 2: the missing share of the faith asked times the tile's estimated cost
    for the rounds after the report plus the faith track's VP at the required level; half of
    it in the round before the report."""
    s = new(2)
    give(s, 0, fp=1)
    need = data.FAITH_REQUIRED[1]
    loss = bot.TILE_VP_PER_ROUND[1] * (data.ROUNDS - 2) + data.FAITH_VP[need]
    s.round = 2
    assert bot.faith_vp(s, 0) == pytest.approx(-loss * (need - 1) / need)
    s.round = 1
    assert bot.faith_vp(s, 0) == pytest.approx(-loss * (need - 1) / need / 2)


def test_a_tile_in_force_costs_each_round_left():
    """Excommunicated in period 1: the tile's estimated cost for every round still to play
    (in round 3, rounds 3 to 6)."""
    s = new(2)
    s.round = 3
    give(s, 0, fp=data.FAITH_REQUIRED[2])
    s.p(0).excommunicated = [1]
    assert bot.faith_vp(s, 0) == pytest.approx(-bot.TILE_VP_PER_ROUND[1] * 4)


def test_last_report_weighs_what_the_tile_takes_from_the_score():
    """Period 3: the faith points count the faith track's VP (everyone converts them at the
    last report), and falling short costs what the period's tile takes from the final score
    as it stands: "no final VP for ventures" costs a seat without ventures nothing (supporting
    is not worth chasing), and its venture VP to a seat with ventures."""
    s = new(2)
    s.round = 6
    s.excommunications = s.excommunications[:2] + ["ex3_2"]
    give(s, 0, fp=4)
    assert bot.faith_vp(s, 0) == data.FAITH_VP[4]               # no ventures: nothing to lose
    venture = next(c.key for c in data.CARDS.values() if c.type == "venture" and c.end_vp)
    s.p(0).cards = {**s.p(0).cards, "venture": [venture]}
    vp = scoring.breakdown(s, 0)["ventures"]
    assert vp > 0
    assert bot.faith_vp(s, 0) == pytest.approx(data.FAITH_VP[4] - vp / data.FAITH_REQUIRED[3])


def test_faith_counts_its_vp_in_the_last_round():
    """In round 6 the plain estimate counts a faith point as nothing, the faith estimate as
    the faith track's VP the last report gives for it."""
    s = new(2)
    s.round = 6
    give(s, 0, fp=data.FAITH_REQUIRED[3])
    give(s, 1, fp=data.FAITH_REQUIRED[3])
    more = s.clone()
    give(more, 0, fp=data.FAITH_REQUIRED[3] + 2)
    assert bot.evaluate(more, 0) == bot.evaluate(s, 0)
    gain = data.FAITH_VP[data.FAITH_REQUIRED[3] + 2] - data.FAITH_VP[data.FAITH_REQUIRED[3]]
    assert bot.evaluate(more, 0, faith=True) == pytest.approx(
        bot.evaluate(s, 0, faith=True) + gain)
