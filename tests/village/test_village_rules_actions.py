"""The actions of the spaces A–G (seed 004, "Las acciones")."""
from __future__ import annotations

from tests.village.vg_helpers import assert_illegal, decision, legal, play, turn


# -- A. grain harvest ------------------------------------------------------------------------
def test_harvest_2_grain_3_with_horse_and_plow_4_with_ox_and_plow():
    """Seed 004, "Cosecha de granos": 2; horse+plow 3; ox+plow 4; goods are not spent."""
    for goods, grain in (({}, 2), ({"horse": 1}, 2), ({"horse": 1, "plow": 1}, 3),
                         ({"ox": 1, "plow": 1}, 4), ({"ox": 1, "horse": 1, "plow": 2}, 4)):
        s = turn(harvest=["pink"])
        s.p(0).goods.update(goods)
        s = play(s, "take harvest pink", "harvest")
        assert s.p(0).grain == grain
        assert all(s.p(0).goods[g] == n for g, n in goods.items())


def test_harvest_needs_a_member_on_the_farmyard():
    s = turn(harvest=["pink"])
    s.p(0).members[:4] = ["bag"] * 4
    s = play(s, "take harvest pink only")                 # the option says it (issue 16)
    assert "harvest" not in legal(s) and decision(s).seat == 1   # nothing to do: turn over


def test_harvest_never_above_5_grain():
    """Seed 004: "¡Cada corral tiene una capacidad de 5 sacos de grano!" (assumed E7)."""
    s = turn(harvest=["pink"])
    s.p(0).grain = 4
    s.p(0).goods.update(ox=1, plow=1)
    s = play(s, "take harvest pink", "harvest")
    assert s.p(0).grain == 5


# -- B. family --------------------------------------------------------------------------------
def test_family_lowest_number_from_the_supply_peters_example():
    """Seed 004, "Familia", example: Peter has one "2", two "3" and two "4" left in the
    supply; he must take the "2"."""
    s = turn(family=["green"])
    s.p(0).members[4:6] = ["farm", "farm"]                      # two "2" already born
    assert s.p(0).at("unborn") == [2, 3, 3, 4, 4]
    s = play(s, "take family green")
    assert legal(s) == ["birth", "pass"]
    s = play(s, "birth")
    assert s.p(0).at("unborn") == [3, 3, 4, 4] and s.p(0).at("farm") == [1, 1, 1, 1, 2, 2, 2]


def test_family_brings_a_member_home_from_the_board_not_from_the_bag():
    """Seed 004, "Importante": instead, bring an employed living member back to the farmyard
    (assumed E9: not from the black bag)."""
    s = turn(family=["green"])
    s.p(0).members[:3] = ["craft:smithy", "council:2", "bag"]
    s = play(s, "take family green")
    assert legal(s) == ["birth", "recall 1 council:2", "recall 1 craft:smithy", "pass"]
    s = play(s, "recall 1 council:2")
    assert s.p(0).at("farm") == [1, 1] and s.p(0).at("council:2") == []


# -- C. crafts ---------------------------------------------------------------------------------
def test_crafts_train_then_produce_with_time():
    """Seed 004, "Artesanía" a): place a member (training time), then produce (production
    time); later productions cost only the production time."""
    s = turn(crafts=["orange", "pink"])
    s = play(s, "take crafts orange", "train wainwright 1")
    assert decision(s).prompt == "produce" and legal(s) == ["produce wagon", "stop"]
    s = play(s, "produce wagon")
    assert (s.p(0).time, s.p(0).goods["wagon"]) == (4, 1)
    assert s.p(0).at("craft:wainwright") == [1]
    s.actor = 0
    s = play(s, "take crafts pink", "produce wagon")
    assert (s.p(0).time, s.p(0).goods["wagon"]) == (6, 2)


def test_crafts_members_make_only_their_buildings_good():
    s = turn(crafts=["orange"])
    s.p(0).members[0] = "craft:smithy"
    s = play(s, "take crafts orange")
    assert "produce plow" in legal(s) and "produce scroll" not in legal(s)


def test_crafts_buy_with_cubes_or_grain_without_a_member():
    """Seed 004, "Artesanía" b): Philipp could have bought the wagon with 1 orange and 1 pink;
    the stables take grain."""
    s = turn(crafts=["orange"])
    s.p(0).cubes["pink"] = 1
    s.p(0).coins = 0
    s = play(s, "take crafts orange", "buy wagon")
    assert s.p(0).goods["wagon"] == 1 and s.p(0).cubes == dict.fromkeys(s.p(0).cubes, 0)
    assert s.p(0).time == 0
    s = turn(crafts=["orange"])
    s.p(0).grain, s.p(0).coins = 3, 0
    s = play(s, "take crafts orange")
    assert "buy ox" in legal(s) and "buy horse" in legal(s) and "buy plow" not in legal(s)
    s = play(s, "buy ox")
    assert (s.p(0).grain, s.p(0).goods["ox"]) == (0, 1)


def test_mill_2_time_and_2_grain_for_2_coins_nobody_on_it():
    """Seed 004: "En el molino, obtienes 2 monedas"; no members on the mill."""
    s = turn(crafts=["orange"])
    s.p(0).grain = 2
    s = play(s, "take crafts orange")
    assert not any(o.startswith("train mill") for o in legal(s))
    s = play(s, "mill")
    assert (s.p(0).grain, s.p(0).coins, s.p(0).time) == (0, 3, 2)


# -- E. travel ----------------------------------------------------------------------------------
def test_travel_from_the_village_costs_2_time_1_wagon_2_brown_and_gives_3_prestige():
    """Seed 004, "Viajar": 2 time, 1 wagon and 2 brown or 2 pink by the path; a marker on the
    city and its reward (3 prestige)."""
    s = turn(travel=["brown"])
    s.p(0).cubes["brown"] = 1
    s.p(0).goods["wagon"] = 1
    s.p(0).coins = 0
    s = play(s, "take travel brown")
    assert legal(s) == ["travel 1 farm c1", "pass"]
    s = play(s, "travel 1 farm c1")
    p = s.p(0)
    assert (p.time, p.goods["wagon"], p.cubes["brown"], p.prestige) == (2, 0, 0, 3)
    assert p.visited == ["c1"] and p.at("city:c1") == [1]


def test_travel_on_to_an_adjacent_city_and_one_reward_per_city():
    """Seed 004: move a member to an adjacent city, pay again, reward once per city."""
    s = turn(travel=["orange", "pink"])
    p = s.p(0)
    p.members[0], p.visited = "city:c1", ["c1"]
    p.cubes.update(orange=2, pink=2)
    p.goods["wagon"], p.coins = 2, 0
    s = play(s, "take travel orange", "travel 1 c1 c3")
    assert decision(s).prompt == "cube"
    s = play(s, "cube green", "cube green")
    p = s.p(0)
    assert p.cubes["green"] == 2 and p.visited == ["c1", "c3"] and p.time == 1
    s.actor = 0
    p.members[1], p.visited = "city:c4", ["c1", "c3", "c4"]
    s = play(s, "take travel pink")
    assert "travel 1 c4 c1" in legal(s)
    before = p.prestige
    s = play(s, "travel 1 c4 c1")
    assert s.p(0).prestige == before and s.p(0).visited == ["c1", "c3", "c4"]


# -- F. council chamber ----------------------------------------------------------------------------
def test_council_enter_1_time_and_2_green_then_the_stage_1_privilege():
    """Seed 004, "cámara del Consejo" a)."""
    s = turn(council=["green"])
    s.p(0).cubes["green"], s.p(0).coins = 2, 0
    s = play(s, "take council green", "enter 1")
    assert (s.p(0).time, s.p(0).cubes["green"]) == (1, 1)
    assert decision(s).prompt == "privilege" and legal(s) == ["privilege 1", "none"]
    s = play(s, "privilege 1")
    assert s.next_start == 0 and s.p(0).at("council:1") == [1]


def test_council_advance_with_a_scroll_and_a_lower_stage_privilege():
    """Seed 004 b): 1 scroll or 2 green plus 2 or 3 time (assumed P4: 2 to stage 2); a
    privilege of the new stage or an earlier one."""
    s = turn(council=["green"])
    p = s.p(0)
    p.members[0] = "council:1"
    p.goods["scroll"] = 1
    s = play(s, "take council green", "advance 1 1")
    assert legal(s) == ["pay green 1", "pay scroll"]      # 1 green + the start coin as a joker
    s = play(s, "pay scroll")
    assert (s.p(0).time, s.p(0).goods["scroll"], s.p(0).cubes["green"]) == (2, 0, 1)
    assert legal(s) == ["privilege 1", "privilege 2", "none"]
    s = play(s, "privilege 2", "cube pink", "cube brown")
    assert s.p(0).cubes["pink"] == s.p(0).cubes["brown"] == 1


def test_council_privilege_without_moving_and_stage_4_coin_for_3_prestige():
    """Seed 004 c) and "4ª etapa: Paga exactamente 1 moneda ... 3 puntos"."""
    s = turn(council=["pink"])
    s.p(0).members[0] = "council:4"
    s = play(s, "take council pink")
    assert {"privilege 1", "privilege 2", "privilege 3", "privilege 4"} <= set(legal(s))
    s = play(s, "privilege 4")
    assert (s.p(0).coins, s.p(0).prestige, s.p(0).time) == (0, 3, 0)
    s = turn(council=["pink"])
    s.p(0).members[0], s.p(0).coins = "council:4", 0
    s = play(s, "take council pink")
    assert "privilege 4" not in legal(s)


def test_stage_1_privilege_gives_nothing_once_the_marker_is_taken():
    """Seed 004: "Si el marcador ya ha sido tomado por otro jugador, no recibirás nada"."""
    s = turn(council=["green"])
    s.p(0).members[0], s.next_start = "council:1", 1
    s = play(s, "take council green")
    assert "privilege 1" not in legal(s)


# -- G. church ------------------------------------------------------------------------------------
def test_church_a_member_into_the_black_bag_for_1_brown_or_3_time():
    """Seed 004, "Iglesia"."""
    s = turn(church=["brown", "orange"], harvest=["pink"])
    s.p(0).coins = 0
    s = play(s, "take church brown", "church 1")
    assert legal(s) == ["pay brown", "pay time"]
    s = play(s, "pay brown")
    assert (s.p(0).cubes["brown"], s.p(0).time, s.p(0).at("bag")) == (0, 0, [1])
    s.actor = 0
    s = play(s, "take church orange", "church 1")         # no brown, no coin: time only
    assert (s.p(0).time, s.p(0).at("bag")) == (3, [1, 1])


def test_members_sent_to_the_board_come_from_the_farmyard():
    """Seed 004, "Nota": members added to the board or the black bag come from the farmyard."""
    s = turn(church=["orange"])
    s.p(0).members[:4] = ["council:1"] * 4
    s = play(s, "take church orange only")
    assert not any(o.startswith("church") for o in legal(s))
    assert_illegal(s, "church 1")
