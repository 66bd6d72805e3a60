"""Claim tests (issue 27) for Nippon's factory popovers: the tile's values and each synergy
bonus in words (engine/nippon/explain.py BONUSES).  Seed 003, "A. Invierta en una nueva
industria" ("El bono de sinergia"); the tiles' coal, storage and bonuses are assumed (P12) but
SIL-1's (N10).
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import pytest

from engine.i18n import format_number, translator
from engine.nippon import data, scoring
from engine.nippon.explain import explain
from engine.tour import assumed
from tests.nippon.np_helpers import G, give_factory, new, play, set_space


def build(s, fid: str):
    """Seat 0 builds ``fid`` with an Invest worker (knowledge at the top)."""
    s.p(0).knowledge = len(data.KNOWLEDGE_TRACK) - 1
    set_space(s, 2, ["white"] * 3)
    return play(s, "take 2 invest", f"factory {fid}")


@pytest.mark.teaches("nippon", "Produces {good} (level {level}); needs knowledge {k}")
@pytest.mark.parametrize("fid", sorted(data.FACTORIES))
def test_a_factory_burns_and_stores_what_its_popover_says(fid):
    """Seed 003, "C. Producir bienes": a run burns the tile's coal; the storage holds at most
    the tile's number of goods.  The popover marks the assumed values (all but SIL-1)."""
    tile = data.FACTORIES[fid]
    s = new(4)
    give_factory(s, 0, fid, goods=tile.storage - 1, machine=2)
    s.p(0).coal = tile.coal
    set_space(s, 3, ["white"] * 3)
    s = play(s, "take 3 produce")
    if G.decision(s).prompt == "pick_run":
        s = play(s, f"run {tile.good}")
    assert s.p(0).coal == 0 and s.p(0).factories[tile.good]["goods"] == tile.storage
    en = translator("en", "nippon")
    text = explain(f"nippon:factory:{fid}", en)
    assert f"burns {tile.coal} coal a run; stores {tile.storage} goods" in text
    assert (assumed(en) in text.split("\n")[1]) == (fid != "sil-1")


BUILT = {
    "money_step": ("When built, your money marker moves up {money_step} step.", "sil-1"),
    "yen_3000": ("When built, you gain {yen_3000} Yen.", "sil-3"),
    "knowledge_2": ("When built, your knowledge marker moves up {knowledge_2} steps.", "pap-2"),
    "blueprints_2": ("When built, you gain {blueprints_2} blueprints.", "pap-3"),
    "coal_2": ("When built, your coal marker moves up {coal_2} steps.", "ben-2"),
    "blueprint_1": ("When built, you gain 1 blueprint.", "len-4"),
    "money_2": ("When built, your money marker moves up {money_2} steps.", "clo-3"),
    "vp_4": ("When built, you gain {vp_4} VP.", "bul-3"),
    "vp_2": ("When built, you gain {vp_2} VP.", "bul-4"),
}


@pytest.mark.teaches("nippon", *[text for text, _fid in BUILT.values()])
@pytest.mark.parametrize("bonus", sorted(BUILT))
def test_the_one_off_bonuses_give_what_their_text_says_when_built(bonus):
    """P12: the one-off bonuses (data.BUILD_GAINS, data.BUILD_STEPS)."""
    _text, fid = BUILT[bonus]
    s = new(4)
    s.p(0).knowledge = 3                                   # room on the track for +2
    s.p(0).blueprints = 9
    before = s.p(0).copy()
    s.p(0).knowledge = len(data.KNOWLEDGE_TRACK) - 3 if bonus == "knowledge_2" else \
        len(data.KNOWLEDGE_TRACK) - 1
    set_space(s, 2, ["white"] * 3)
    start_knowledge = s.p(0).knowledge
    s = play(s, "take 2 invest", f"factory {fid}")
    p = s.p(0)
    en = translator("en", "nippon")
    bonus_line = explain(f"nippon:factory:{fid}", en).split("\n")[2]
    if bonus in data.BUILD_GAINS:
        kind, amount = data.BUILD_GAINS[bonus]
        was = {"yen": before.yen - data.FACTORY_COST, "blueprints": before.blueprints,
               "vp": before.vp}[kind]
        assert getattr(p, kind) - was == amount
        unit = {"yen": "Yen", "blueprints": "blueprint", "vp": "VP"}[kind]
        said = f"you gain {format_number(amount, en)} {unit}"
    else:
        track, steps = data.BUILD_STEPS[bonus]
        was = start_knowledge if track == "knowledge" else getattr(before, {
            "money": "money", "coal": "coal_track"}[track])
        assert getattr(p, {"money": "money", "coal": "coal_track",
                           "knowledge": "knowledge"}[track]) - was == steps
        said = f"your {track} marker moves up {steps} step"
    assert said in bonus_line, bonus_line          # the popover says what the engine gave


@pytest.mark.teaches("nippon", "Each contract you fulfil from now on gives {contract_yen} Yen more.")
def test_sil2_adds_yen_to_each_contract():
    """P12, SIL-2."""
    s = new(4)
    give_factory(s, 0, "sil-2", goods=2)
    set_space(s, 2, ["white"] * 3)
    s = play(s, "take 2 export")                           # only C1 possible
    assert s.p(0).yen == data.START_YEN + data.CONTRACTS["c1"].bonus[1] + \
        data.CONTRACT_BONUS_YEN


@pytest.mark.teaches("nippon", "For achievement a, it counts as {contracts_x2} fulfilled contracts.",
                     "For achievement c, it counts as 1 knowledge star.",
                     "For achievement d, it counts as 1 ship star.",
                     "For achievement f, it counts as 1 coal star.")
def test_the_achievement_bonuses_count_for_their_achievement():
    """P12: SIL-4 (a), PAP-1 (c), LEN-1 (d), BUL-1 (f)."""
    s = new(4)
    base = {a: scoring.achievement_base(s, 0, a) for a in "acdf"}
    for fid in ("sil-4", "pap-1", "len-1", "bul-1"):
        give_factory(s, 0, fid)
    now = {a: scoring.achievement_base(s, 0, a) for a in "acdf"}
    assert {a: now[a] - base[a] for a in "acdf"} == {"a": 1, "c": 1, "d": 1, "f": 1}


@pytest.mark.teaches("nippon", "You gain {blueprint_income} blueprint at each consolidation.",
                     "You gain {coal_income} coal at each consolidation.",
                     "the first worker colour costs only {cheap_wage} Yen")
def test_the_consolidation_bonuses():
    """P12: PAP-4, BEN-4 and BEN-1."""
    s = new(4)
    give_factory(s, 0, "pap-4")
    give_factory(s, 0, "ben-4")
    s.p(0).workers = ["white", "black"]
    s = play(s, "consolidate")
    p = s.p(0)
    assert (p.blueprints, p.coal) == (data.START_BLUEPRINTS + 1, data.COAL_TRACK[0] + 1)
    s = new(4)
    give_factory(s, 0, "ben-1")
    s.p(0).workers = ["white", "black"]
    s = play(s, "consolidate")
    assert s.p(0).yen == data.MONEY_TRACK[0] - data.CHEAP_WAGE - data.WAGE


@pytest.mark.teaches("nippon", "When built, you get one machinery upgrade free.",
                     "When built, you build a ship free.", "When built, you build a train free.")
def test_the_free_machine_ship_and_train():
    """P12: BEN-3, LEN-2, CLO-2 (P15 #7: placed at once)."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    s = build(s, "ben-3")
    s = play(s, "machine silk")
    assert s.p(0).factories["silk"]["machine"] == 1
    assert s.p(0).yen == data.START_YEN - data.FACTORY_COST
    s = build(new(4), "len-2")
    s = play(s, "region r3")
    assert s.p(0).ships == 1 and s.p(0).yen == data.START_YEN - data.FACTORY_COST
    s = build(new(4), "clo-2")
    s = play(s, "region r1")
    assert s.p(0).trains == 1 and s.p(0).yen == data.START_YEN - data.FACTORY_COST


@pytest.mark.teaches("nippon", "Your ships turn over: each is worth {ship_back} VP",
                     "Your trains turn over: each adds {train_back} influence.",
                     "Your trains count in a region even without your influence tiles.",
                     "Your Light bulbs influence tiles may be 1 higher.")
def test_the_lasting_scoring_bonuses():
    """P12: LEN-3, CLO-1, CLO-4, BUL-2."""
    from engine.nippon.actions import tile_limit
    s = new(4)
    give_factory(s, 0, "len-3")
    assert s.p(0).ship_vp == data.SHIP_VP[1]
    s.influence["cs1-n"], s.influence["cs1-e"] = (0, 7), (0, 7)     # 1st in Kyushu
    s.transport[0] = [(0, "ship")]
    assert s.foreign(0) < scoring.influence(s, 0, 0)
    vp = s.p(0).vp
    scoring.region_scoring(s, 0)                          # the flipped side counts at a scoring
    assert s.p(0).vp - vp == data.REGION_VP[0][0] + data.SHIP_VP[1]
    s = new(4)
    give_factory(s, 0, "clo-4")
    s.transport[0] = [(0, "train")]
    assert scoring.influence(s, 0, 0) == data.TRAIN_INFLUENCE[0]          # no tile needed
    s = new(4)
    give_factory(s, 0, "clo-1")
    s.transport[0] = [(0, "train")]
    s.influence["cs1-n"] = (0, 1)
    assert scoring.influence(s, 0, 0) == 1 + data.TRAIN_INFLUENCE[1]
    s = new(4)
    plain = tile_limit(s.p(0), "bulbs", 1)
    give_factory(s, 0, "bul-2")
    assert tile_limit(s.p(0), "bulbs", 1) == plain + 1
