"""Time, the bridge, deaths, the village chronicle and the anonymous graves (seed 004, "La hora
de la moneda", "Fallece un familiar"; village-data.md P6, P7)."""
from __future__ import annotations

from tests.village.vg_helpers import decision, legal, play, turn


def test_peters_crafts_then_death_example():
    """Seed 004, "Fallece un familiar", example: Peter takes a plague cube from crafts and
    passes the bridge; he still places a "1" in the smithy (3 time) and makes a plow (3 time);
    then one of his lowest-numbered members dies: he has two "1" on the board and lets the
    craftsman he just placed die."""
    s = turn(crafts=["black"])
    p = s.p(0)
    p.time = 8
    p.members[:5] = ["farm", "council:1", "bag", "bag", "farm"]
    s = play(s, "take crafts black")
    assert s.p(0).time == 10 and decision(s).prompt == "act"        # past the bridge: no death yet
    s = play(s, "train smithy 1", "produce plow")
    p = s.p(0)
    assert (p.time, p.goods["plow"]) == (16, 1)
    d = decision(s)
    assert (d.seat, d.prompt) == (0, "die")
    assert legal(s) == ["die 1 council:1", "die 1 craft:smithy"]
    s = play(s, "die 1 craft:smithy")
    assert s.p(0).at("craft:smithy") == [] and s.p(0).at("council:1") == [1]
    assert s.p(0).at("chronicle:crafts") == [1] and s.chronicle["crafts"][0] == 0
    assert decision(s).seat == 1


def test_the_lowest_number_dies_and_equal_places_need_no_choice():
    """Seed 004: always the member with the lowest number; choose among equals (one place:
    no choice)."""
    s = turn(harvest=["black"])
    s.p(0).time = 9
    s.p(0).members[:4] = ["bag", "bag", "farm", "farm"]
    s = play(s, "take harvest black", "pass")
    assert s.p(0).at("chronicle:farm") == [1] and s.p(0).at("farm") == [1]
    assert decision(s).seat == 1


def test_members_in_the_black_bag_or_unborn_cannot_die():
    """Seed 004: a dying member must be visible; nobody dies if none is (assumed, P7/U19)."""
    s = turn(harvest=["black"])
    s.p(0).time = 9
    s.p(0).members[:4] = ["bag"] * 4
    s = play(s, "take harvest black only")
    assert s.p(0).crossings == 1 and s.p(0).at("bag") == [1, 1, 1, 1]
    assert all(slot in (None, -1) for slots in s.chronicle.values() for slot in slots)


def test_chronicle_category_is_where_the_member_worked():
    """Seed 004, a): the chronicle space depends on where the member worked at death."""
    for place, category in (("council:3", "council"), ("craft:office", "crafts"),
                            ("city:c2", "travel"), ("church:2", "church"), ("farm", "farm")):
        s = turn(harvest=["black"])
        s.p(0).time = 9
        s.p(0).members[:4] = [place, "bag", "bag", "bag"]
        s = play(s, "take harvest black" + ("" if place == "farm" else " only"))
        if "harvest" in legal(s):
            s = play(s, "pass")
        assert s.p(0).at(f"chronicle:{category}") == [1], place


def test_no_free_chronicle_space_means_an_anonymous_grave():
    """Seed 004, b): no suitable chronicle space left: an anonymous grave, no prestige."""
    s = turn(harvest=["black"])
    s.chronicle["farm"] = [1, 1, -1, -1]
    s.p(0).time = 9
    s = play(s, "take harvest black", "pass")
    assert s.p(0).at("grave") == [1] and s.graves[0] == 0


def test_passing_the_bridge_twice_kills_twice():
    """Assumed P7: one death per crossing, resolved one at a time."""
    s = turn(harvest=["black"])
    s.p(0).time = 18
    s.p(0).members[4] = "farm"
    s = play(s, "take harvest black", "pass")
    assert s.p(0).crossings == 2 and s.p(0).at("chronicle:farm") == [1, 1]
