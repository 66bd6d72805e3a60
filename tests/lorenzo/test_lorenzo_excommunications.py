"""Excommunication tiles (lorenzo-data.md §3; seed 001_edd640461a1660f5.txt, "C. Informe del
Vaticano": an excommunicated player "sufrirán los efectos negativos de su excomunión")."""
from __future__ import annotations

import pytest

from tests.lorenzo.lz_helpers import G, give, legal, new, play, zero


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


def test_1_1_and_1_3_take_1_military_point_or_servant_from_each_source():
    """Data §3, 1_1 / 1_3: "receive 1 fewer military point" / "servant", for each source: the
    council privilege of 2 MP gives 1; of 2 servants gives 1."""
    s = excommunicated("ex1_1", dice=(1, 1, 1))
    s = play(s, "place black council", "privilege mp")
    assert s.p(0).res["mp"] == 1
    s = excommunicated("ex1_3", dice=(1, 1, 1))
    s = play(s, "place black council", "privilege servants")
    assert s.p(0).res["servants"] == 1 and s.p(0).res["coins"] == 1


def test_1_5_harvest_actions_lose_3():
    """Data §3, 1_5: "−3 to every Harvest action value": a die 3 reaches value 0 (no space: the
    action needs value 1, seed 001); a die 4 reaches 1 and activates the bonus tile only."""
    s = excommunicated("ex1_5", dice=(3, 4, 1))
    moves = legal(s)
    assert not any(m.startswith("place black harvest") for m in moves)
    assert "place white harvest 1" in moves
    s = play(s, "place white harvest 1")
    assert (s.p(0).res["wood"], s.p(0).res["stone"], s.p(0).res["servants"]) == (1, 1, 1)
    assert any(k == "{player} activates {area} with value {n}" and p["n"] == 1 for k, p in s.log)


@pytest.mark.parametrize("tile,tower", [("ex2_1", "territory"), ("ex2_2", "building"),
                                        ("ex2_3", "character"), ("ex2_4", "venture")])
def test_2_1_to_2_4_take_4_from_one_towers_action_value(tile, tower):
    """Data §3, 2_1-2_4: "−4 to the action value to take a card of" one type: a die 5 reaches
    floor 1 (value 1) free, floor 2 (value 3) with 2 servants; other towers are unchanged."""
    s = excommunicated(tile, dice=(5, 1, 1))
    give(s, 0, servants=2, coins=20, wood=10, stone=10, mp=20)
    moves = legal(s)
    assert f"place black {tower} 1" in moves and f"place black {tower} 2 +2" in moves
    assert not any(m.startswith(f"place black {tower} 3") for m in moves)
    other = next(t for t in ("territory", "building", "character", "venture") if t != tower)
    assert f"place black {other} 3" in moves


def test_2_5_closes_the_market():
    """Data §3, 2_5: "you cannot place family members in the Market"."""
    s = excommunicated("ex2_5", players=4, dice=(6, 6, 6))
    assert not any(" market " in m for m in legal(s))
    s = play(s, "place black council", "privilege coins")
    assert G.decision(s).seat == 1 and any(" market " in m for m in legal(s))   # seat 1 may


def test_2_6_two_servants_for_each_plus_1():
    """Data §3, 2_6: "you need 2 servants to increase your action value by 1": the neutral
    member reaches the Council Palace (value 1) with 2 servants."""
    s = excommunicated("ex2_6", dice=(1, 1, 1))
    give(s, 0, servants=3)
    assert "place neutral council +2" in legal(s)
    s = play(s, "place neutral council +2")
    assert s.p(0).res["servants"] == 1


@pytest.mark.parametrize("tile,line,cards", [
    ("ex3_2", "ventures", {"venture": ["crusade", "sacred_war"]}),
    ("ex3_3", "territories", {"territory": ["woods", "village", "forest", "city"]}),
])
def test_3_2_and_3_3_lose_the_final_points_of_ventures_or_territories(tile, line, cards):
    """Data §3, 3_2 / 3_3: no final VP for Ventures / Territories (seed 001, "Puntuación
    final": otherwise 13 VP for these ventures, 4 VP for 4 territories)."""
    s = excommunicated(tile)
    s.p(0).cards.update(cards)
    free = new(2)
    free.p(0).cards.update(cards)
    points = G.scores(free)[0]["breakdown"][line]
    assert points > 0
    assert G.scores(s)[0]["breakdown"]["excommunication"] == -points
    score = G.scores(s)[0]
    assert score["total"] == sum(v for k, v in score["breakdown"].items()
                                 if k not in (line, "excommunication"))


def test_3_5_one_vp_less_per_military_point():
    """Data §3, 3_5: "lose 1 VP for every military point" at the end."""
    s = excommunicated("ex3_5")
    give(s, 0, mp=7)
    assert G.scores(s)[0]["breakdown"]["excommunication"] == -7
