"""Claim tests: time, deaths, the village chronicle and the anonymous graves (seed
004_097ee86c06bfb6e7.txt, "La hora de la moneda", "Fallece un familiar", "Crónica del
pueblo", "Puntuación final"; assumed P6, P7)."""
from __future__ import annotations

import pytest

from engine.village import scoring
from tests.village.vg_helpers import data, decision, legal, play, turn


@pytest.mark.teaches("village", "Each time it passes the bridge (every {life_track} time), one",
                     "each time it passes the bridge, one of your oldest visible members dies",
                     "Each time the marker passes the bridge, one of your oldest family",
                     "The lowest number dies first when your life time passes the bridge.",
                     "at the end of the turn the family member with the lowest number dies",
                     "Member {generation} entered the village chronicle among the craftsmen")
def test_the_bridge_kills_the_lowest_number_at_the_end_of_the_turn_every_10_time():
    """Seed 004, "Fallece un familiar", Peter's example: past the bridge he still finishes
    his crafts action (3 + 3 time); then the lowest number dies, on the board or in the
    farmyard, his choice among equals (assumed P7: a bridge every 10 time)."""
    s = turn(2, crafts=["black"])
    p = s.p(0)
    p.time = data.LIFE_TRACK - 2
    p.members[:5] = ["farm", "council:1", "bag", "bag", "farm"]     # and a "2" at home
    s = play(s, "take crafts black")
    assert s.p(0).time == data.LIFE_TRACK and decision(s).prompt == "act"   # no death yet
    s = play(s, "train smithy 1", "produce plow")
    assert (decision(s).seat, decision(s).prompt) == (0, "die")
    assert legal(s) == ["die 1 council:1", "die 1 craft:smithy"]
    s = play(s, "die 1 craft:smithy")
    assert s.p(0).at("chronicle:crafts") == [1] and s.p(0).at("farm") == [2]
    assert s.p(0).time // data.LIFE_TRACK == s.p(0).crossings == 1


@pytest.mark.teaches("village", "Many actions cost time: your marker moves along your",
                     "Time paid for actions moves your marker")
def test_time_paid_moves_the_marker_and_a_full_lap_is_a_crossing():
    """Seed 004, "La hora de la moneda": each hourglass moves the marker one space."""
    s = turn(2, church=["orange"], harvest=["orange"])
    s.p(0).cubes["brown"], s.p(0).coins = 0, 0
    s = play(s, "take church orange", "church 1")        # no brown cube, no coin: time
    assert s.p(0).time == data.CHURCH_TIME and s.p(0).crossings == 0


@pytest.mark.teaches("village", "The dead member enters the village chronicle in the category",
                     "For members who die in the council chamber.",
                     "For members who die in a craft building.",
                     "For members who die on the travel map.",
                     "For members who die in the church.",
                     "For members who die in the farmyard.",
                     "Where it worked decides its place")
@pytest.mark.parametrize("place,category", [("council:3", "council"), ("craft:office", "crafts"),
                                            ("city:c2", "travel"), ("church:2", "church"),
                                            ("farm", "farm")])
def test_the_chronicle_category_is_where_the_member_worked(place, category):
    """Seed 004, "Fallece un familiar" a)."""
    s = turn(2, harvest=["black"], family=["orange"])
    s.p(0).time = data.LIFE_TRACK - 1
    s.p(0).members[:4] = [place, "bag", "bag", "bag"]
    s = play(s, next(o for o in legal(s) if o.startswith("take harvest black")))
    if "pass" in legal(s):
        s = play(s, "pass")
    assert s.p(0).at(f"chronicle:{category}") == [1]


@pytest.mark.teaches("village", "otherwise he rests in an anonymous grave, worth nothing",
                     "A dying member with no free chronicle space for its place rests here",
                     "else an anonymous grave, which scores nothing")
def test_a_full_category_sends_the_member_to_an_anonymous_grave_worth_nothing():
    """Seed 004, "Fallece un familiar" b)."""
    s = turn(2, harvest=["black"], family=["orange"])
    s.chronicle["farm"] = [1, 1, -1, -1]
    s.p(0).time = data.LIFE_TRACK - 1
    s = play(s, "take harvest black", "pass")
    assert s.p(0).at("grave") == [1] and s.graves[0] == 0
    assert scoring.breakdown(s, 0)["chronicle"] == 0


@pytest.mark.teaches("village", "Spaces marked 3 or 4 are closed with fewer players.",
                     "With fewer than 4 players some stalls stay empty and family members")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_spaces_marked_3_or_4_are_closed_with_fewer_players(players):
    """Seed 004, "Preparar": spaces and graves labelled "3"/"4" take an unused colour's member
    below that many players; stalls "3"/"4" stay empty (assumed P6, P9)."""
    s = turn(players)
    for slots in s.chronicle.values():
        assert [x == -1 for x in slots] == [data.blocked(label, players)
                                           for label in data.CHRONICLE_SLOTS]
    assert [x == -1 for x in s.graves] == [data.blocked(label, players) for label in data.GRAVES]
    assert sum(t is not None for t in s.stalls) == sum(
        not data.blocked(label, players) for label in data.STALLS)


@pytest.mark.teaches("village", "At the end, members in the chronicle score: {chronicle_points}",
                     "At the end, members in the chronicle score: {points} prestige.",
                     "At the end {chronicle_counts} members in the chronicle score {chronicle_points}")
def test_the_chronicle_scores_nothing_for_1_or_2_then_4_7_12():
    """Seed 004, "Puntuación final: Crónica del pueblo"."""
    s = turn(2)
    most = len(data.CHRONICLE_POINTS) - 1                  # "5 or more"
    assert data.CHRONICLE_POINTS[1] == data.CHRONICLE_POINTS[2] == 0
    for n in range(1, most + 2):
        s.p(0).members[:n] = ["chronicle:farm"] * n
        assert scoring.breakdown(s, 0)["chronicle"] == data.CHRONICLE_POINTS[min(n, most)]
