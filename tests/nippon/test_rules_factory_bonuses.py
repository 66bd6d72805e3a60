"""Nippon factory synergy bonuses (seed 003, "Invierta en una nueva industria": "El bono de
sinergia. Cada fábrica tiene una bonificación diferente"; the bonuses themselves are the
assumed table P12 of nippon-data.md)."""
from __future__ import annotations

from engine.nippon import scoring
from tests.nippon.np_helpers import G, give_factory, legal, new, play, set_space


def build(s, fid: str):
    """Seat 0 takes an Invest worker and builds ``fid`` (knowledge raised as needed)."""
    s.p(0).knowledge = 8
    set_space(s, 2, ["white"] * 3)
    return play(s, "take 2 invest", f"factory {fid}")


def test_immediate_track_and_money_bonuses():
    """P12: SIL-1 money +1, CLO-3 money +2, PAP-2 knowledge +2, BEN-2 coal +2 steps."""
    assert build(new(4), "sil-1").p(0).money == 1
    assert build(new(4), "clo-3").p(0).money == 2
    s = new(4)
    s.p(0).knowledge, s.p(0).blueprints = 3, 0
    set_space(s, 2, ["white"] * 3)
    assert play(s, "take 2 invest", "factory pap-2").p(0).knowledge == 5
    assert build(new(4), "ben-2").p(0).coal_track == 2


def test_immediate_goods_and_vp_bonuses():
    """P12: SIL-3 +3,000 Yen, PAP-3 +2 blueprints, LEN-4 +1 blueprint, BUL-3 +4 VP, BUL-4 +2 VP."""
    assert build(new(4), "sil-3").p(0).yen == 12000 - 6000 + 3000
    assert build(new(4), "pap-3").p(0).blueprints == 1 + 2
    s = build(new(4), "bul-3")
    assert s.p(0).vp == 14 and s.p(0).vp_lines["factories"] == 4
    assert build(new(4), "bul-4").p(0).vp == 12


def test_free_machine_is_one_unpaid_upgrade():
    """P12, BEN-3: one free Machinery upgrade, following the Machinery rules."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    s = build(s, "ben-3")
    assert legal(s) == ["machine silk", "machine bento"]
    s = play(s, "machine silk")
    assert s.p(0).factories["silk"]["machine"] == 1 and s.p(0).yen == 6000


def test_free_ship_and_train_are_placed_at_once():
    """P12 / P15 #7, LEN-2 and CLO-2: the next ship / train is built free, placed at once."""
    s = build(new(4), "len-2")
    assert G.decision(s).prompt == "pick_free_ship"
    s = play(s, "region r3")
    assert s.p(0).ships == 1 and s.transport[2] == [(0, "ship")] and s.p(0).yen == 6000
    s = build(new(4), "clo-2")
    s = play(s, "region r1")
    assert s.p(0).trains == 1 and s.current == 1


def test_contract_yen_bonus():
    """P12, SIL-2: +1,000 Yen for each contract fulfilled."""
    s = new(4)
    give_factory(s, 0, "sil-2", goods=2)
    set_space(s, 2, ["white"] * 3)
    s = play(s, "take 2 export")                         # only C1 ([2]) is possible: taken
    assert s.p(0).yen == 12000 + 3000 + 1000


def test_flips_and_trains_anywhere_change_scoring():
    """P12: LEN-3 ships 3 VP, CLO-1 trains +3, CLO-4 trains count without influence tiles."""
    s = new(4)
    give_factory(s, 0, "clo-4")
    give_factory(s, 0, "len-3")
    s.transport[0] = [(0, "train")]
    assert scoring.influence(s, 0, 0) == 2 and s.p(0).ship_vp == 3
    s = new(4)                                   # one factory per good: CLO-1 alone
    give_factory(s, 0, "clo-1")
    s.transport[0] = [(0, "train")]
    assert scoring.influence(s, 0, 0) == 0       # no tile there: the train does not count
    s.influence["cs1-n"] = (0, 1)
    assert scoring.influence(s, 0, 0) == 1 + 3


def test_income_bonuses_and_cheap_wage_at_consolidation():
    """P12: PAP-4 +1 blueprint and BEN-4 +1 coal at each consolidation; BEN-1 the first
    colour costs 1,000 Yen."""
    s = new(4)
    give_factory(s, 0, "pap-4")
    give_factory(s, 0, "ben-4")
    s.p(0).workers = ["white", "black"]
    s = play(s, "consolidate")
    p = s.p(0)
    assert (p.blueprints, p.coal, p.yen) == (2, 3, 12000 - 3000 - 3000)
    s = new(4)
    give_factory(s, 0, "ben-1")
    s.p(0).workers = ["white", "black"]
    assert play(s, "consolidate").p(0).yen == 12000 - 1000 - 3000


def test_bulbs_bonus_raises_the_tile_limit():
    """P12, BUL-2: Light bulbs influence tiles may be 1 higher than the table (max 7)."""
    from engine.nippon.actions import tile_limit
    s = new(4)
    assert tile_limit(s.p(0), "bulbs", 1) == 5
    give_factory(s, 0, "bul-2")
    assert tile_limit(s.p(0), "bulbs", 1) == 6 and tile_limit(s.p(0), "bulbs", 3) == 7


def test_end_game_counts_as_bonuses():
    """P12: SIL-4 two contracts (a), PAP-1 knowledge star (c), LEN-1 ship star (d), BUL-1 coal
    star (f)."""
    s = new(4)
    for fid in ("sil-4", "pap-1", "len-1", "bul-1"):
        give_factory(s, 0, fid)
    base = {a: scoring.achievement_base(s, 0, a) for a in "acdf"}
    assert base == {"a": 1, "c": 1, "d": 1, "f": 1}
