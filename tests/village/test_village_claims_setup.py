"""Claim tests: setup, rounds and influence cubes (seed 004_097ee86c06bfb6e7.txt, "Preparar",
"Como se Juega", "Cubos de influencia y cubos de plaga", "Sembrando los espacios de acción",
"Fin de una ronda", "Comenzando una nueva ronda", "Fin del juego")."""
from __future__ import annotations

import pytest

from tests.village.vg_helpers import G, data, decision, legal, new, play, turn


@pytest.mark.teaches("village", "Each player takes a farmyard, the {members} family members",
                     "Each player gets {start_coins} coin.",
                     "The oldest player starts.",
                     "You guide several generations of a family through village life")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_gives_11_members_four_1s_at_home_and_1_coin(players):
    """Seed 004, "Preparar": 11 members, the four "1" in the farmyard, the rest unborn; 1 coin
    each; the first seat (the oldest player, an engine choice) starts."""
    s = new(players)
    for seat in range(players):
        p = s.p(seat)
        assert len(p.members) == len(data.GENERATIONS)
        firsts = data.GENERATIONS.count(data.START_GENERATION)
        assert p.at("farm") == [data.START_GENERATION] * firsts
        assert sorted(p.at("unborn")) == sorted(g for g in data.GENERATIONS
                                                if g != data.START_GENERATION)
        assert p.coins == data.START_COINS
    assert (s.start, decision(s).seat) == (0, 0)


@pytest.mark.teaches("village", "A farmyard holds any number of cubes and goods",
                     "Cubes you took from the action spaces, to pay for actions. Keep any")
def test_a_farmyard_keeps_any_number_of_cubes_and_goods():
    """Seed 004, "Preparar": "puede almacenar tantos cubos de influencia y bienes aquí como
    desee"."""
    s = turn(2, harvest=["pink"])
    s.p(0).cubes["pink"], s.p(0).goods["wagon"] = 17, 8
    s = play(s, "take harvest pink", "pass")
    assert (s.p(0).cubes["pink"], s.p(0).goods["wagon"]) == (18, 8)


@pytest.mark.teaches("village", "The game is played in rounds. At the start of a round",
                     "From the starting player on, players take turns clockwise until")
def test_a_round_ends_with_the_last_cube_then_a_mass_and_a_new_seeding():
    """Seed 004, "Como se Juega" / "Fin de una ronda": players take turns until the last cube
    is taken; the mass follows, and the board is seeded again from the green bag, which gets
    the setup card's cubes and every plague cube."""
    s = turn(2, harvest=["pink"], church=["orange"])
    s = play(s, "take harvest pink", "pass")
    assert decision(s).seat == 1 and s.round == 1
    s = play(s, "take church orange", "pass")
    assert s.round == 2 and decision(s).seat == s.start
    card = data.SETUP_CARDS[2]
    assert s.cubes_on_board() == sum(card.per_space.values())
    assert s.bag["black"] + sum(sp["black"] for sp in s.spaces.values()) == data.PLAGUE_CUBES


@pytest.mark.teaches("village", "Influence cubes pay for actions: orange (skill) for crafts",
                     "Skill: needed for crafts and travel.",
                     "Persuasion: needed for the market and the council chamber.",
                     "Faith: needed for the church and travel.",
                     "Knowledge: needed for crafts and travel.")
def test_each_colour_pays_the_actions_it_is_named_for():
    """Seed 004, "Cubos de influencia y cubos de plaga": orange for crafts and travel, green
    for the market and the council, brown for the church and travel, pink for crafts and
    travel.  The crafts' prices and the paths (data.py) ask for exactly these; a paid market
    sale, a council entry and a church payment are played in the engine (the test used to add
    green and brown to its own table, so it could not fail)."""
    uses = {c: set() for c in data.COLORS}
    for craft in data.CRAFTS.values():
        for k in craft.price:
            if k in uses:
                uses[k].add("crafts")
    for path in data.PATHS.values():
        uses[path.color].add("travel")
    served = []                                           # market: a paid sale takes green
    for green in (0, data.MARKET_EXTRA["green"]):
        s = turn(2, market=["pink"], harvest=["pink"])
        s.stalls = ["k02", "k03", None, None, None]
        for p in s.areas:
            p.coins = 0
        s.p(0).goods["wagon"], s.p(1).goods["scroll"] = 1, 1
        s.p(1).cubes["green"] = green
        s = play(s, "take market pink", "serve 1")
        served.append(s.phase == "market" and "serve 2" in legal(s))
    if served == [False, True]:
        uses["green"].add("market")
    s = turn(2, council=["pink"])                         # council: 2 green (or a scroll)
    s.p(0).coins = 0
    no_green = legal(s)                                   # nothing to pay: the cube alone
    s.p(0).cubes["green"] = data.COUNCIL_GREEN
    if "take council pink" not in no_green and "enter 1" in legal(play(s, "take council pink")):
        uses["green"].add("council")
    s = turn(2, church=["orange"], harvest=["orange"])    # church: 1 brown (or time)
    s.p(0).cubes["brown"] = data.CHURCH_BROWN
    s = play(s, "take church orange", "church 1", "pay brown")
    if s.p(0).cubes["brown"] == 0 and s.p(0).at("bag"):
        uses["brown"].add("church")
    assert uses == {"orange": {"crafts", "travel"}, "green": {"market", "council"},
                    "brown": {"church", "travel"}, "pink": {"crafts", "travel"}}
    s = turn(2, crafts=["orange"])                        # orange and pink buy a wagon
    s.p(0).cubes["pink"], s.p(0).coins = 1, 0
    s = play(s, "take crafts orange", "buy wagon")
    assert s.p(0).goods["wagon"] == 1


@pytest.mark.teaches("village", "No mass is said at that round's end; after the last actions")
def test_no_round_mass_during_the_last_actions_but_a_final_mass():
    """Seed 004, "Fin del juego", "Nota": the usual mass is skipped; the final mass is said
    after every last action, then the final scoring."""
    s = turn(3, harvest=["black"], church=[])
    for p in s.areas:
        p.coins = 0
    for cat in s.chronicle:
        s.chronicle[cat] = [9 if x is None else x for x in s.chronicle[cat]]
    s.chronicle["farm"][1] = None
    s.p(0).time = data.LIFE_TRACK - 1
    s.p(2).members[4] = "church:2"
    s = play(s, "take harvest black", "pass")             # the end; the last cube is gone
    assert s.end_by == 0 and s.cubes_on_board() == 0 and s.round == 1
    assert s.p(2).prestige == 0
    s = play(s, "pass", "pass")
    assert G.is_over(s) and s.round == 1
    assert s.p(2).prestige == data.MAJORITY_PRESTIGE      # the final mass
