"""Nippon's position estimate for the bots (engine/nippon/bot.py): it prefers positions that
are better by the rules' own terms (seed 003, "Fin del juego", "Consolidar", and the actions)."""
from __future__ import annotations

import random

import pytest

from engine.flow import Pending
from engine.nippon import GAME as G
from engine.nippon import bot, data
from engine.nippon.scoring import achievement_base
from engine.nippon.state import space_id

from tests.nippon.np_helpers import give_factory, new


def _pair():
    """Two copies of a fresh 2-player position (seat 0 to play), to change one of them."""
    s = new(2)
    return s, s.clone()


def _better(changed, base, seat=0):
    assert G.evaluate(changed, seat) > G.evaluate(base, seat)


def test_the_estimate_is_a_lead_and_zero_sum_for_two_players():
    s = new(2)
    s.p(0).yen += 4000
    assert G.evaluate(s, 0) == -G.evaluate(s, 1)
    assert G.evaluate(s, 0) > 0


def test_more_yen_coal_blueprints_rate_higher():
    """Yen and coal pay for actions until the next consolidation; 3 blueprints buy a step."""
    for field, amount in (("yen", 5000), ("coal", 2), ("blueprints", 3)):
        s, base = _pair()
        setattr(s.p(0), field, getattr(s.p(0), field) + amount)
        _better(s, base)


def test_goods_a_factory_and_machines_rate_higher():
    s, base = _pair()
    give_factory(s, 0, "len-1")
    _better(s, base)                                          # a factory: production to come
    stocked = s.clone()
    stocked.p(0).factories["lenses"]["goods"] = 3
    _better(stocked, s)                                       # goods: influence or contracts
    machine = s.clone()
    machine.p(0).factories["lenses"]["machine"] = 1
    _better(machine, s)                                       # +1 cube per run


def test_higher_money_and_coal_tracks_rate_higher():
    """Income at every consolidation ("Consolidar": Yen and coal by the track positions)."""
    for field in ("money", "coal_track"):
        s, base = _pair()
        setattr(s.p(0), field, 3)
        _better(s, base)


def test_an_influence_majority_before_a_scoring_rates_higher():
    """Influence tiles win region places at the scorings still to come ("Fin del juego"):
    tiles 7 and 6 on the spaces printed 3 of both cities of r1 leave the foreign companies 6,
    so seat 0 is first at the next scoring (10 VP) and at the later ones (14, 18 VP, weighted)."""
    s, base = _pair()
    for key, value in ((space_id(0, 3), 7), (space_id(1, 2), 6)):   # cs1-w and cs2-s: 3 each
        s.influence[key] = (0, value)
        s.p(0).influence.remove(value)
    assert s.foreign(0) == 6
    expected = 10 + bot.LATER_SCORING * (14 + 18) + bot.INFLUENCE_VP * 13
    assert bot.regions_ahead(s)[0] == pytest.approx(expected)
    assert bot.regions_ahead(base)[0] == 0
    _better(s, base)


def test_ships_count_only_for_the_first_two_places():
    """Players 1st or 2nd in a region also score their ships there ("Fin del juego")."""
    s = new(2)
    with_ship = s.clone()
    with_ship.transport[0].append((0, "ship"))
    with_ship.p(0).ships = 1
    assert bot.regions_ahead(with_ship)[0] == bot.regions_ahead(s)[0] == 0   # no place
    for state in (s, with_ship):
        state.influence[space_id(0, 0)] = (0, 7)       # 7 < foreign 12: second place
    diff = bot.regions_ahead(with_ship)[0] - bot.regions_ahead(s)[0]
    assert diff == pytest.approx(data.SHIP_VP[0] * (1 + 2 * bot.LATER_SCORING))


def test_wages_owed_for_more_worker_colours_rate_lower():
    """3,000 Yen per worker colour at consolidation ("Mano de obra"): same number of workers,
    more colours, lower estimate."""
    s, base = _pair()
    s.p(0).workers = ["white", "white", "white"]
    base.p(0).workers = ["white", "yellow", "orange"]
    _better(s, base)


def test_a_reward_tile_on_offer_counts_at_the_best_empty_achievement():
    """At consolidation the tile taken goes on an empty achievement space (seed 003,
    "Recompensa del emperador"): valued at its multiplier × the largest empty base."""
    s = new(2)
    s.p(0).knowledge = 8                                      # three knowledge stars (c)
    bases = bot.achievement_bases(s, 0)
    assert bases["c"] == 3 and bot.empty_best(s.p(0), bases) == 3
    s.p(0).achievements["c"] = 2
    assert bot.empty_best(s.p(0), bases) == 2                 # b: 12,000 Yen income / 6,000
    s.pending = Pending(0, "pick_achievement", "achievement", ("achievement a",), {"value": 5})
    assert bot.pending_reward(s, 0, 2) == 5 * 2
    assert bot.pending_reward(s, 1, 2) == 0


def test_achievement_bases_agree_with_the_scoring_but_b_counts_the_final_income():
    """The bots' fast achievement bases are scoring.achievement_base (P11), except b on the
    final money income (the final scoring replaces the Yen held by it, reference sheet S4)."""
    rng, s, checked = random.Random(7), G.new(2, seed=7), 0
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
        for seat in range(2):
            bases = bot.achievement_bases(s, seat)
            for a in data.ACHIEVEMENT_IDS:
                if a == "b":
                    assert bases[a] == data.MONEY_TRACK[s.p(seat).money] / 6000
                else:
                    assert bases[a] == achievement_base(s, seat, a)
                    checked += bases[a] > 0
    assert checked > 50


def test_the_tally_counts_influence_like_the_scoring():
    rng, s = random.Random(8), G.new(2, seed=8)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
        tally = bot.Tally(s)
        for region in range(len(data.REGIONS)):
            assert tally.foreign[region] == s.foreign(region)
            for seat in range(2):
                assert tally.tiles[seat][region] == sum(s.tiles_in_region(seat, region))
                assert tally.ships[seat][region] == s.transport_in(seat, region, "ship")


def test_game_left_runs_down_with_the_scoring_marker_and_the_final_turns():
    s = new(2)
    assert bot.game_left(s) == 1.0
    s.marker = 4
    later = bot.game_left(s)
    s.marker, s.final_turns = data.FIRST_GOLDEN, 2
    last = bot.game_left(s)
    assert 1.0 > later > last > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_estimate_is_the_sum_of_its_documented_parts(players):
    """``estimates`` computes its parts in one pass (the bots call it thousands of times a
    move); it must equal, to the last bit, the VP track plus the parts the module names:
    regions_ahead, achievements_ahead over achievement_bases, resources with empty_best, and
    pending_reward."""
    rng, s, checked = random.Random(players), G.new(players, seed=players), 0
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
        assert bot.estimates(s) == documented_parts(s)
        checked += 1
    assert checked > 100


def documented_parts(s, budget: bool = False) -> list[float]:
    """Each seat's estimate summed from the parts engine/nippon/bot.py documents: the VP
    track, regions_ahead, achievements_ahead over achievement_bases, resources (``budget``:
    the budget estimate's) with empty_best, and pending_reward."""
    left, regions = bot.game_left(s), bot.regions_ahead(s)
    parts = []
    for seat in range(s.players):
        p, bases = s.areas[seat], bot.achievement_bases(s, seat)
        best = bot.empty_best(p, bases)
        parts.append(p.vp + regions[seat] + bot.achievements_ahead(p, bases, left)
                     + bot.resources(s, seat, left, best, budget)
                     + bot.pending_reward(s, seat, best))
    return parts
