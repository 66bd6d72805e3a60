"""Claim tests (issue 27) for Nippon's region scorings, final scoring and end of the game
(engine/nippon/howto.py "Scoring", "End of the game"; explain.py's region and achievement
popovers).  Seed 003, "Fin del juego"; region VP 10/7/5 and 11/8 sourced (N1, N2), the others
assumed (P6); achievements per the reference sheet S4 and P11.
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import pytest

from engine.i18n import translator
from engine.nippon import data, scoring
from engine.nippon.explain import explain
from engine.tour import assumed
from tests.nippon.np_helpers import G, give_factory, legal, new, play, set_space


def _gains(s, k: int) -> list[int]:
    before = [p.vp for p in s.areas]
    scoring.region_scoring(s, k)
    return [p.vp - b for p, b in zip(s.areas, before, strict=True)]


@pytest.mark.teaches("nippon", "At each scoring, every region is scored on its own",
                     "Your influence: your tiles here, plus your trains here if you have a tile")
def test_influence_is_the_tiles_plus_trains_where_a_tile_is_placed():
    """Seed 003, "Fin del juego"."""
    s = new(4)
    s.influence["cs1-n"] = (0, 3)
    s.influence["cs3-n"] = (1, 2)
    s.transport[0] = [(0, "train"), (1, "train")]
    assert scoring.influence(s, 0, 0) == 3 + data.TRAIN_INFLUENCE[0]
    assert scoring.influence(s, 1, 0) == 0                  # a train without a tile there
    assert scoring.influence(s, 1, 1) == 2


@pytest.mark.teaches("nippon", "First, second and third place gain {region_vp_1} VP",
                     "Scoring {n}: the most influence gains {a} VP, the second {b}, the third")
@pytest.mark.parametrize("k", [0, 1, 2])
def test_each_scoring_pays_its_places_and_ties_share_rounding_down(k):
    """Seed 003, "Fin del juego": 1st/2nd/3rd place VP per scoring; tied competitors add the
    places they share and split them, rounding down."""
    s = new(4)
    for key in ("cs1-n", "cs1-e", "cs1-s", "cs1-w", "cs2-n", "cs2-e", "cs2-s", "cs2-w"):
        s.influence[key] = (3, 1)                            # foreign 0
    s.influence["cs1-n"] = (0, 7)
    s.influence["cs1-e"] = (1, 7)                            # seats 0, 1 tie for 1st (7 each)
    s.influence["cs1-s"] = (2, 6)                            # seat 2: 6; seat 3: 5 tiles of 1
    first, second, third = data.REGION_VP[k]
    assert [scoring.influence(s, seat, 0) for seat in range(4)] == [7, 7, 6, 5]
    assert s.foreign(0) == 0
    gains = _gains(s, k)
    tie = (first + second) // 2
    assert gains[0] == gains[1] == tie
    assert (gains[2], gains[3]) == (third, 0)                # after a 1st-place tie: 3rd, 4th
    v = G.view(s)
    v["scorings"] = k
    text = explain("nippon:region:r1", translator("en", "nippon"), v)
    assert f"gains {first} VP, the second {second}, the third {third}" in text
    assert (assumed(translator("en", "nippon")) in text.split("\n")[2]) == (k > 0)


@pytest.mark.teaches("nippon", "Region bonus: {bonus} for each influence tile placed here.",
                     "Each tile gains the region's bonus.")
@pytest.mark.parametrize("region", [0, 1, 2, 3])
def test_each_region_gives_its_bonus_per_tile(region):
    """Seed 003, "I. Mercado local": the region's bonus at once for each tile placed (the
    mapping is assumed, P4)."""
    s = new(4)
    for city in range(8):
        s.cities[city] = ("t4", 0)                     # silk on the north side of every city
    give_factory(s, 0, "sil-4", goods=4)
    kind, amount = data.REGIONS[region].bonus
    field = {"coal": "coal", "blueprints": "blueprints", "yen": "yen", "vp": "vp"}[kind]
    before = getattr(s.p(0), field)
    set_space(s, 5, ["white"] * 3)
    s = play(s, "take 5 market", f"region {data.REGIONS[region].id}", "cubes 1")
    if G.decision(s).prompt == "pick_space":
        s = play(s, legal(s)[0])
    assert getattr(s.p(0), field) - before == amount
    text = explain(f"nippon:region:{data.REGIONS[region].id}", translator("en", "nippon"))
    assert assumed(translator("en", "nippon")) in text.split("\n")[1]


@pytest.mark.teaches("nippon", "After the third scoring comes the final scoring")
def test_final_scoring_discards_yen_takes_income_then_pays_wages():
    """Seed 003, "Fin del juego" (final scoring, S4)."""
    s = new(2)
    s.p(0).yen, s.p(0).money = 50000, 3
    s.p(0).workers = ["white", "black"]
    scoring.final_scoring(s)
    assert s.p(0).yen == data.MONEY_TRACK[3] - 2 * data.WAGE


@pytest.mark.teaches("nippon", "Then each achievement space scores its base VP times",
                     "At the end of the game: {text}, times the multiplier")
def test_achievements_score_base_times_the_tile_or_the_printed_1x():
    """Reference sheet S4 and P11: base VP × the tile's multiplier; empty: the printed 1x on
    b and c, nothing on the others; b counts 1 VP per 6,000 Yen."""
    s = new(4)
    p = s.p(0)
    p.yen = 2 * data.YEN_PER_ACHIEVEMENT_VP + 1
    p.knowledge = len(data.KNOWLEDGE_TRACK) - 1              # every knowledge star
    ach = scoring.achievements(s, 0)
    printed = {a.id: a.printed for a in data.ACHIEVEMENTS}
    assert ach["b"] == 2 * printed["b"] == 2
    assert ach["c"] == len(data.KNOWLEDGE_STARS) * printed["c"]
    assert printed["a"] == 0 and ach["a"] == 0
    p.achievements = {"b": 4}
    assert scoring.achievements(s, 0)["b"] == 2 * 4


@pytest.mark.teaches("nippon", "The player with the most VP wins. A tie goes to the tied player")
def test_a_tie_goes_to_the_last_player_then_counter_clockwise():
    """Seed 003, "Fin del juego"."""
    s = new(4)
    for p in s.areas:
        p.vp, p.vp_lines = 20, {"start": 20}
    s.last_player = 2
    assert G.ranking(s) == [2, 1, 0, 3]
