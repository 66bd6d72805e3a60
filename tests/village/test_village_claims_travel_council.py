"""Claim tests: travel and the council chamber (seed 004_097ee86c06bfb6e7.txt, "Viajar",
"cámara del Consejo", "Resumen de los privilegios", "Puntuación final")."""
from __future__ import annotations

import pytest

from engine.village import scoring
from tests.village.vg_helpers import data, decision, legal, play, turn


@pytest.mark.teaches("village", "Send a member from your farmyard to one of the two cities next",
                     "Send a member from your farmyard to a city next to the village, or",
                     "Travel sends a family member from the farmyard to one of the two")
def test_travel_goes_from_the_farmyard_to_the_two_cities_next_to_the_village_or_on():
    """Seed 004, "Viajar": from the farmyard to one of the two cities next to the village, or
    a traveller on to an adjacent city."""
    s = turn(2, travel=["brown"])
    p = s.p(0)
    p.cubes.update(brown=2, pink=2)
    p.goods["wagon"], p.coins = 1, 0
    s = play(s, "take travel brown")
    firsts = sorted(o.split()[-1] for o in legal(s) if o.startswith("travel 1 farm"))
    assert firsts == sorted(data.neighbours(data.VILLAGE)) and len(firsts) == 2
    s = turn(2, travel=["orange"])
    p = s.p(0)
    p.members[0], p.visited = "city:c1", ["c1"]
    p.cubes["orange"], p.goods["wagon"], p.coins = 2, 1, 0
    s = play(s, "take travel orange")
    onward = sorted(o.split()[-1] for o in legal(s) if o.startswith("travel 1 c1"))
    assert onward and set(onward) <= set(data.neighbours("c1"))


@pytest.mark.teaches("village", "Each path shows its cost: {path_time} time, often a wagon",
                     "Paths: {ways}.", "The road shows its price: time, a wagon and {path_cubes} cubes",
                     "pay the path's time, wagons and {path_cubes} cubes.",
                     "Needed to travel on most paths",
                     "{player} paid {time} time ({before} → {after}), a wagon")
@pytest.mark.parametrize("pid", sorted(data.PATHS))
def test_each_path_costs_its_time_wagons_and_2_cubes_of_its_colour(pid):
    """Seed 004, "Viajar": the path shows the price (assumed P3 for the map)."""
    path = data.PATHS[pid]
    start, city = path.ends
    assert 2 * sum(1 for q in data.PATHS.values() if q.wagons) > len(data.PATHS)  # "most"
    s = turn(2, travel=["black"])
    p = s.p(0)
    p.coins = 0
    p.cubes[path.color], p.goods["wagon"] = path.cubes, path.wagons
    if start == data.VILLAGE:
        where = "farm"
    else:
        p.members[0], p.visited, where = f"city:{start}", [start], start
    s = play(s, "take travel black", f"travel 1 {where} {city}")
    while decision(s).prompt == "cube":                 # a reward of cubes of choice
        s = play(s, legal(s)[0])
    p = s.p(0)
    assert p.time == data.PLAGUE_TIME + path.time and p.goods["wagon"] == 0
    assert p.cubes[path.color] == 0 or data.CITY_REWARDS[city] == "cubes"
    assert p.at(f"city:{city}") == [1]


@pytest.mark.teaches("village", "Your first marker in a city gives its reward once:",
                     "Reward for your first marker here: {reward}.",
                     "Your marker on a new city brings its reward once",
                     "Your first marker in a city gives its reward; at the end")
@pytest.mark.parametrize("city", data.CITIES)
def test_a_citys_reward_comes_with_the_first_marker_only(city):
    """Seed 004, "Viajar": 3 prestige, 1 coin or 2 influence cubes of choice, once per city."""
    pid = min(data.PATHS, key=lambda k: (city not in data.PATHS[k].ends, k))
    path = data.PATHS[pid]
    start = path.ends[0] if path.ends[1] == city else path.ends[1]
    s = turn(2, travel=["black"])
    p = s.p(0)
    p.coins, p.cubes[path.color], p.goods["wagon"] = 0, path.cubes, path.wagons
    where = "farm" if start == data.VILLAGE else start
    if start != data.VILLAGE:
        p.members[0], p.visited = f"city:{start}", [start]
    s = play(s, "take travel black", f"travel 1 {where} {city}")
    while decision(s).prompt == "cube":
        s = play(s, "cube green")
    p = s.p(0)
    gained = {"prestige": (p.prestige, data.CITY_PRESTIGE), "coin": (p.coins, data.CITY_COINS),
              "cubes": (p.cubes["green"], data.CITY_CUBES)}[data.CITY_REWARDS[city]]
    assert gained[0] == gained[1]
    assert p.visited.count(city) == 1


@pytest.mark.teaches("village", "At the end, the cities your family visited score:",
                     "cities visited score {travel_points} prestige")
def test_cities_visited_score_1_3_6_10_14_18():
    """Seed 004, "Puntuación final: Viajar"."""
    s = turn(2)
    for n, points in enumerate((0, 1, 3, 6, 10, 14, 18)):
        s.p(0).visited = list(data.CITIES[:n])
        assert scoring.breakdown(s, 0)["travel"] == points == data.TRAVEL_POINTS[n]


@pytest.mark.teaches("village", "Put a member from your farmyard on stage 1 ({enter_time} time",
                     "Put a member on stage 1 ({enter_time} time and {green} green cubes or "
                     "{scrolls} scroll",
                     "A family member enters the council chamber's first stage for {enter_time} time",
                     "Reaching this stage costs {cost}.",
                     "{player} paid {green} green cubes ({green_before} → {green_after}) and {enter_time}")
@pytest.mark.parametrize("stage", range(1, data.COUNCIL_STAGES + 1))
def test_a_council_stage_costs_2_green_or_a_scroll_and_its_time(stage):
    """Seed 004, "cámara del Consejo" a) 1 time and 2 green (or a scroll); b) 2 green or 1
    scroll and 2 or 3 time by the stage (assumed P4: 2 / 3 / 3)."""
    s = turn(2, council=["pink"])
    p = s.p(0)
    p.cubes["green"], p.coins = data.COUNCIL_GREEN, 0
    if stage == 1:
        s = play(s, "take council pink", "enter 1")
        time = data.COUNCIL_ENTER_TIME
    else:
        p.members[0] = f"council:{stage - 1}"
        s = play(s, "take council pink", "advance 1 " + str(stage - 1))
        time = data.COUNCIL_ADVANCE_TIME[stage]
    if decision(s).prompt == "pay_council":
        s = play(s, next(o for o in legal(s) if o.startswith("pay green")))
    p = s.p(0)
    assert (p.cubes["green"], p.time, p.at(f"council:{stage}")) == (0, time, [1])
    assert time in (1, 2, 3)


@pytest.mark.teaches("village", "Then use the privilege of that stage or a lower one",
                     "Then use the privilege of that stage or one below",
                     "Usable by a member of yours on this stage or a higher one.",
                     "Then comes the privilege of its stage or a lower one")
def test_privileges_of_the_stage_or_lower_also_without_moving():
    """Seed 004, "cámara del Consejo" b) and c): the privilege of the member's stage or a
    lower one, also without moving."""
    s = turn(2, council=["pink"])
    s.p(0).members[0] = "council:3"
    s = play(s, "take council pink")
    assert {"privilege 1", "privilege 2", "privilege 3"} <= set(legal(s))
    assert "privilege 4" not in legal(s)


@pytest.mark.teaches("village", "Take the next-start marker: you start the next round",
                     "Stage 1: take the next-start marker (you start the next round).",
                     "the first stage's is the next starting player marker")
def test_the_first_privilege_makes_you_start_the_next_round_unless_taken():
    """Seed 004, "Resumen de los privilegios": first stage: the next-start marker; nothing if
    another player has it; "Comenzando una nueva ronda"."""
    s = turn(2, council=["pink"], church=["orange"])
    s.actor = 1
    s.p(1).members[0] = "council:1"
    s = play(s, "take council pink", "privilege 1")
    assert s.next_start == 1
    s = play(s, "take church orange", "pass")             # last cube: mass, new round
    assert (s.round, s.start, s.actor) == (2, 1, 1)
    s = turn(2, council=["pink"])
    s.p(0).members[0], s.next_start = "council:1", 1
    assert "take council pink only" in legal(s)          # the privilege would give nothing


@pytest.mark.teaches("village", "Take {privilege_cubes} influence cubes of your choice from the supply.",
                     "Stage 2: {privilege_cubes} influence cubes of your choice.")
def test_the_second_privilege_gives_2_cubes_of_choice():
    """Seed 004: "2da etapa: coge 2 cubos de influencia de tu elección"."""
    s = turn(2, council=["pink"])
    s.p(0).members[0] = "council:2"
    s = play(s, "take council pink", "privilege 2")
    for k in range(data.PRIVILEGE_CUBES):                 # each cube of the player's choice
        assert decision(s).prompt == "cube"
        s = play(s, ("cube orange", "cube brown")[k % 2])
    assert decision(s).prompt != "cube"
    assert s.p(0).cubes["orange"] + s.p(0).cubes["brown"] == data.PRIVILEGE_CUBES
    assert s.p(0).cubes["brown"] == data.PRIVILEGE_CUBES // 2


@pytest.mark.teaches("village", "Take {privilege_goods} good of your choice from the supply.",
                     "Stage 3: {privilege_goods} good of your choice.")
def test_the_third_privilege_gives_1_good_of_choice():
    """Seed 004: "Tercera etapa: toma 1 ficha de bienes de tu elección"."""
    s = turn(2, council=["pink"])
    s.p(0).members[0] = "council:3"
    s = play(s, "take council pink", "privilege 3")
    assert decision(s).prompt == "good"
    s = play(s, "good ox")
    assert s.p(0).goods["ox"] == 1 and sum(s.p(0).goods.values()) == 1


@pytest.mark.teaches("village",
                     "Pay exactly {privilege_coins} coin for {privilege_prestige} prestige.",
                     "Stage 4: pay exactly {privilege_coins} coin for {privilege_prestige} "
                     "prestige.",
                     "or buy {privilege_prestige} prestige on stage 4")
def test_the_fourth_privilege_turns_exactly_1_coin_into_3_prestige():
    """Seed 004: "4ª etapa: Paga exactamente 1 moneda … a cambio de 3 puntos"."""
    s = turn(2, council=["pink"])
    s.p(0).members[0], s.p(0).coins = "council:4", 2
    s = play(s, "take council pink", "privilege 4")
    assert (s.p(0).coins, s.p(0).prestige) == (1, data.PRIVILEGE_PRESTIGE)


@pytest.mark.teaches("village", "At the end each member on stage 2, 3 or 4 scores",
                     "At the end each member here scores {n} prestige.",
                     "From the 2nd stage on, members score {council_points} prestige")
def test_council_members_score_by_stage_from_stage_2():
    """Seed 004, "Puntuación final: cámara del Consejo": stage 2 / 3 / 4 score 2 / 4 / 6."""
    s = turn(2)
    for stage, points in enumerate((0, 2, 4, 6), start=1):
        s.p(0).members[0] = f"council:{stage}"
        assert scoring.breakdown(s, 0)["council"] == points == data.COUNCIL_POINTS[stage]
