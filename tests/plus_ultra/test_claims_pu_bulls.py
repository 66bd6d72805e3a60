"""Claim tests (issue 27): what the app teaches about bulls, played in the engine.  Seed 002
(``reglamento``), "Bulas", "Comienzo del Turno" 6 and Cardenal, Pasiva; seed 000 (``early``),
"Bulas" and "Fin de la Partida"."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import (G, acting, assert_illegal, exploration, legal, next_character_turn,
                        play, to_bulls)
from engine.plus_ultra import data
from engine.plus_ultra.scoring import breakdown


@pytest.mark.teaches("plus_ultra", "6. In Peer Order, each player may buy one bull for {bull_price} ducats.",
                     "At the start of a turn each player may buy one for {price} ducats",
                     "Bulls are bought for {price} ducats at the start of a turn, in Peer Order",
                     "Passive: {income_ducats} for each bull another player buys this turn.")
def test_bulls_are_bought_in_peer_order_for_3_and_pay_the_cardinal():
    """Seed 002, "Bulas" and "Comienzo del Turno" 6: one bull each, in Peer Order, for 3 ducats;
    Cardenal, Pasiva: 1 ducat per bull another player buys."""
    s = to_bulls()
    assert "cardinal" in s.p(1).characters and data.BULL_PRICE == 3
    seats = []
    while s.phase == "bulls":
        seats.append(G.decision(s).seat)
        assert legal(s) == ["buy", "pass"]
        s = G.apply(s, "buy")
    assert seats == [0, 1, 2] and [p.bulls for p in s.areas] == [1, 1, 1]
    assert s.p(0).ducats == 5 - data.BULL_PRICE
    assert s.p(1).ducats == 5 - data.BULL_PRICE + 2          # two bulls bought by others


@pytest.mark.teaches("plus_ultra",
                     "Bulls: by returning a bull when you act, you may take one more action",
                     "Spend one (at most one a turn) for a second action",
                     "One a turn: a second action of your character or a common action",
                     "Giving a bull back to the board buys one more action at once",
                     "{name} placed {markers} more markers in Maritime Trade (now {trade})")
def test_a_bull_buys_one_more_action_once_a_turn():
    """Seed 002, "Bulas": returning a bull gives another action of the current character or a
    common action still free, paid; only one bull per turn."""
    s = acting(3, {0: ["admiral", "merchant"]})
    s.p(0).bulls, s.bull_supply, s.p(0).ducats, s.p(0).gp = 2, 2, 10, 3
    assert not any(a.startswith("bull") for a in legal(s))
    s = play(s, "act admiral 1") if "act admiral 1" in legal(s) else play(s, "act admiral 2")
    assert {"bull act 1", "bull act 2"} & set(legal(s)) and "bull common loan" in legal(s)
    again = play(s, "bull act 2")
    assert again.p(0).bulls == 1 and again.bull_supply == 3
    assert (again.trade[0], again.p(0).ducats) == (s.trade[0] + 2, s.p(0).ducats + 1)
    assert not any(a.startswith("bull") for a in legal(again))
    assert_illegal(again, "bull common loan")
    later = next_character_turn(play(again, "done"), 0)           # round 2 of the same turn
    assert later.turn == 1 and later.round == 2 and later.p(0).bulls == 1
    later = play(later, "act merchant 2", "choose 2")
    assert not any(a.startswith("bull") for a in legal(later))     # one bull a turn
    common = play(s, "bull common painter")
    assert (common.p(0).ducats, common.p(0).gp) == (s.p(0).ducats - 4, s.p(0).gp + 2)


@pytest.mark.teaches("plus_ultra", "Each bull still held costs {end_gp} GP at the end",
                     "each bull still held at the end of the game costs {end_gp} GP",
                     "-{end_gp} GP each if unused at the end")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_every_bull_held_at_the_end_costs_1_gp_bought_or_gained(variant):
    """Seed 002 and seed 000, "Fin de la Partida": "-1 PG por cada Bula que tuviese"; a bull
    gained with the Cardinal counts too (docs/DATA.md ruling on seed 000's "Bulas")."""
    s = acting(3, {0: ["cardinal", "merchant"]}, variant=variant, bull_supply=2)
    s = play(s, "act cardinal 2")
    assert s.p(0).bulls == 1 and breakdown(s, 0)["bulls"] == -1


def test_the_bull_buttons_offer_either_action_of_the_current_character():
    """Seed 002, "Bulas": the bull's character action is one of the current character's,
    "pueden ser la misma acción o diferentes".  The legend of the +1 / +2 buttons said "that
    action of your current character again", which is not so for the other action."""
    s = acting(3, {0: ["admiral", "merchant"]}, market=["spices"],
               exploration=exploration(("gold", True), ("gems", True)))
    s.p(0).bulls, s.bull_supply = 1, 4
    s = play(s, "act admiral 1", "tile 1")
    assert {"bull act 1", "bull act 2"} <= set(legal(s))                 # same or other
    other = play(s, "bull act 2")
    assert other.trade[0] == s.trade[0] + 2
    legend = dict(G.legend(lambda m: m))["+1  +2"]
    assert "again" not in legend and "the same one or the other" in legend
