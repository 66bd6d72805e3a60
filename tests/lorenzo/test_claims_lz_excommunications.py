"""Claim tests (issue 27) of the excommunication tiles' explanations: lorenzo-data.md §3 and
seed 001_edd640461a1660f5.txt, "C. Informe del Vaticano" (an excommunicated player "sufrirán
los efectos negativos de su excomunión")."""
from __future__ import annotations

import pytest
from tests.lorenzo.lz_helpers import G, give, legal, new, placing_seats, play
from tests.lorenzo.test_lorenzo_excommunications import excommunicated

from engine.lorenzo import data, effects, rounds


def _penalty(tile: str) -> tuple:
    return data.EXCOMMUNICATION[tile].penalty


@pytest.mark.teaches("lorenzo", "Each time you gain {what}, you get {n} fewer.")
@pytest.mark.parametrize("tile,privilege,kind", [("ex1_1", "mp", "mp"),
                                                 ("ex1_2", "coins", "coins"),
                                                 ("ex1_3", "servants", "servants")])
def test_1_1_to_1_3_take_1_from_each_gain(tile, privilege, kind):
    """Data §3, 1_1-1_3: 1 fewer of the kind from each source: the Council Palace's coin and a
    privilege of 2 are two sources."""
    s = play(excommunicated(tile, dice=(1, 1, 1)), "place black council",
             f"privilege {privilege}")
    n = dict(data.PRIVILEGES[privilege])[kind] - _penalty(tile)[2]
    coins = dict(data.COUNCIL_REWARD)["coins"] - (1 if kind == "coins" else 0)
    assert s.p(0).res[kind] == n + (coins if kind == "coins" else 0)
    assert kind == "coins" or s.p(0).res["coins"] == coins


@pytest.mark.teaches("lorenzo", "Each action to take a {what} card has value −{n}.")
@pytest.mark.parametrize("tile,tower", [("ex2_1", "territory"), ("ex2_2", "building"),
                                        ("ex2_3", "character"), ("ex2_4", "venture")])
def test_2_1_to_2_4_lower_the_actions_that_take_a_card_of_the_type(tile, tower):
    """Data §3, 2_1-2_4: −4 to the value of an action to take a card of the type (review
    LZ-T4): the tower's floors, and a card's free action for that type; a Harvest or Production
    (which uses Territory / Building cards) keeps its value."""
    s = excommunicated(tile, dice=(5, 5, 5))
    give(s, 0, coins=20, wood=10, stone=10, mp=20)
    n = _penalty(tile)[2]
    ctx = effects.context(s, 0)
    assert ctx.bonus.get(tower, 0) == -n
    moves = legal(s)
    assert f"place black {tower} 1" in moves                          # 5 − 4 = 1
    assert not any(m.startswith(f"place black {tower} 2") for m in moves)
    area = {"territory": "harvest", "building": "production"}.get(tower)
    if area:
        s = play(s, f"place black {area} 1")
        assert any(k == "{player} activates {area} with value {n}" and p["n"] == 5
                   for k, p in s.log)                            # the die's 5, unchanged
        assert effects.action_bonus(s, 0, area) == 0


@pytest.mark.teaches("lorenzo", "Each {what} action you take has value −{n}.")
@pytest.mark.parametrize("tile,area", [("ex1_5", "harvest"), ("ex1_6", "production")])
def test_1_5_and_1_6_lower_every_harvest_or_production(tile, area):
    """Data §3, 1_5 / 1_6: −3 to every Harvest / Production action: a die 4 acts at 1."""
    s = play(excommunicated(tile, dice=(4, 4, 4)), f"place black {area} 1")
    n = _penalty(tile)[2]
    assert any(k == "{player} activates {area} with value {n}" and p["n"] == 4 - n
               for k, p in s.log)


@pytest.mark.teaches("lorenzo", "Your coloured family members have value −{n}.")
def test_1_7_coloured_members_lose_1():
    """Data §3, 1_7: every coloured family member −1; the neutral one keeps 0."""
    s = excommunicated("ex1_7", dice=(3, 4, 5))
    n = _penalty("ex1_7")[1]
    assert [effects.member_value(s, 0, c) for c in data.DICE] == [3 - n, 4 - n, 5 - n]
    assert effects.member_value(s, 0, "neutral") == 0
    assert effects.member_value(s, 1, "black") == 3


@pytest.mark.teaches("lorenzo", "You cannot place family members in the Market.")
def test_2_5_closes_the_market_to_the_player():
    """Data §3, 2_5: no family member of the player in the Market."""
    s = excommunicated("ex2_5", players=4, dice=(6, 6, 6))
    assert not any(" market " in m for m in legal(s))
    assert any(" council" in m for m in legal(s))


@pytest.mark.teaches("lorenzo", "Each +1 of value costs {n} servant")
def test_2_6_two_servants_per_plus_1():
    """Data §3, 2_6: 2 servants for each +1 of action value."""
    s = excommunicated("ex2_6", dice=(1, 1, 1))
    give(s, 0, servants=3)
    assert effects.servants_needed(s, 0, 0, 1) == _penalty("ex2_6")[1]
    s = play(s, "place neutral council +2")
    assert s.p(0).res["servants"] == 1


@pytest.mark.teaches("lorenzo", "You skip your first turn of each round and place that member "
                     "last.")
def test_2_7_skips_the_first_turn():
    """Data §3, 2_7: the player's first turn of each round is skipped; that member is placed
    after everyone else's."""
    s = new(2, dice=(6, 6, 6))
    s.p(0).excommunicated = [2]
    s.excommunications[1] = "ex2_7"
    s.turn, s.sweep = -1, 0
    rounds.next_turn(s)
    assert placing_seats(s) == [1, 0, 1, 0, 1, 0, 1, 0]


@pytest.mark.teaches("lorenzo", "At the end, your {what} cards score no victory points.")
@pytest.mark.parametrize("tile,line,cards", [
    ("ex3_1", "characters", {"character": ["dame", "farmer"]}),
    ("ex3_2", "ventures", {"venture": ["crusade", "sacred_war"]}),
    ("ex3_3", "territories", {"territory": ["woods", "village", "forest"]})])
def test_3_1_to_3_3_cards_of_a_type_score_nothing(tile, line, cards):
    """Data §3, 3_1-3_3: no final VP for Characters / Ventures / Territories."""
    s = excommunicated(tile)
    s.p(0).cards.update(cards)
    s.p(1).cards.update(cards)
    assert G.scores(s)[1]["breakdown"][line] > 0
    score = G.scores(s)[0]
    lines = score["breakdown"]            # the cards' points shown, and taken back by the
    assert lines[line] > 0                # excommunication line (issue 29, D9)
    assert lines["excommunication"] == -lines[line]
    assert score["total"] == sum(v for k, v in lines.items() if k not in (line, "excommunication"))


@pytest.mark.teaches("lorenzo", "At the end, lose 1 VP for every {n} VP you have.")
def test_3_4_one_vp_per_5():
    """Data §3, 3_4: −1 VP for every 5 VP on the track."""
    s = excommunicated("ex3_4")
    give(s, 0, vp=24)
    assert G.scores(s)[0]["breakdown"]["excommunication"] == -(24 // _penalty("ex3_4")[1])


@pytest.mark.teaches("lorenzo", "At the end, lose 1 VP for every {n} military point.")
def test_3_5_one_vp_per_military_point_even_below_zero():
    """Data §3, 3_5: −1 VP per military point; the total may go below 0 (assumed, docs/DATA.md
    "negative victory points")."""
    s = excommunicated("ex3_5")
    give(s, 0, mp=9)
    score = G.scores(s)[0]
    lost = 9 // _penalty("ex3_5")[1]
    assert score["breakdown"]["excommunication"] == -lost
    assert score["total"] == -lost + score["breakdown"]["military"] < 0


@pytest.mark.teaches("lorenzo", "At the end, lose 1 VP for each wood and stone in your "
                     "buildings' costs.")
def test_3_6_wood_and_stone_of_building_costs():
    """Data §3, 3_6: −1 VP per wood and stone printed in the costs of the player's buildings
    (coins do not count)."""
    s = excommunicated("ex3_6")
    s.p(0).cards["building"] = ["theater", "mint"]         # 2 coins + 2 wood; 1 wood + 3 stone
    printed = sum(n for key in ("theater", "mint") for cost in data.CARDS[key].costs[:1]
                  for kind, n in cost.resources if kind in ("wood", "stone"))
    assert G.scores(s)[0]["breakdown"]["excommunication"] == -printed


@pytest.mark.teaches("lorenzo", "At the end, lose 1 VP for every {n} resource you hold.")
def test_3_7_one_vp_per_resource():
    """Data §3, 3_7: −1 VP per wood, stone, coin and servant held (points do not count)."""
    s = excommunicated("ex3_7")
    give(s, 0, wood=1, stone=2, coins=3, servants=1, mp=4, fp=2)
    held = 1 + 2 + 3 + 1                                   # MP and FP are not resources
    assert G.scores(s)[0]["breakdown"]["excommunication"] == -(held // _penalty("ex3_7")[1])
