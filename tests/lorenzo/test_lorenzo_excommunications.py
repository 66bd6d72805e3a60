"""Excommunication tiles (lorenzo-data.md §3; seed 001_edd640461a1660f5.txt, "C. Informe del
Vaticano": an excommunicated player "sufrirán los efectos negativos de su excomunión")."""
from __future__ import annotations

from lz_helpers import G, legal, new, play, zero


def excommunicated(tile: str, players: int = 2, dice=(3, 3, 3), seat: int = 0):
    """A new game whose ``seat`` suffers excommunication ``tile`` (e.g. "ex1_4"), supply empty."""
    s = new(players, dice=dice)
    period = int(tile[2])
    s.excommunications[period - 1] = tile
    s.p(seat).excommunicated = [period]
    zero(s, seat)
    return s


def test_1_4_lets_the_player_choose_wood_or_stone():
    """Data §3, 1_4: "receive 1 fewer wood **or** stone; −1 for each source". The basic bonus
    tile's harvest gives 1 wood + 1 stone + 1 servant: the player chooses which one is lost
    (review C1), as a decision of its own."""
    s = play(excommunicated("ex1_4"), "place black harvest 1")
    d = G.decision(s)
    assert (d.seat, d.prompt) == (0, "fewer")
    assert legal(s) == ["fewer wood", "fewer stone"]
    after = play(s, "fewer stone")
    res = after.p(0).res
    assert (res["wood"], res["stone"], res["servants"]) == (1, 0, 1)
    res = play(s, "fewer wood").p(0).res
    assert (res["wood"], res["stone"], res["servants"]) == (0, 1, 1)
    assert G.decision(after).seat == 1


def test_1_4_asks_for_a_privilege_of_wood_and_stone_and_not_for_wood_alone():
    """Data §3, 1_4, "−1 for each source": the council privilege 1 wood + 1 stone asks which is
    lost; the territory tower's 3rd floor bonus (1 wood only) loses its wood without asking."""
    s = excommunicated("ex1_4", dice=(1, 5, 1))
    s = play(s, "place black council", "privilege wood_stone")
    assert legal(s) == ["fewer wood", "fewer stone"]
    s = play(s, "fewer wood")
    assert (s.p(0).res["wood"], s.p(0).res["stone"], s.p(0).res["coins"]) == (0, 1, 1)
    s = play(s, "place white council", "privilege coins")        # seat 1
    before = s.p(0).res["wood"]
    s = play(s, "place white territory 3")
    assert G.decision(s).prompt != "fewer" and s.p(0).res["wood"] == before
