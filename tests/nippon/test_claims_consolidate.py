"""Claim tests (issue 27) for Nippon's consolidation: budget, the Emperor's reward and labour
(engine/nippon/howto.py "Consolidate"; explain.py's reward, rewards-zone, player-board,
worker and track popovers).  Seed 003, "II. Consolidar" 1–3; reward levels above the worker
spaces assumed (P14), track values above the first slot assumed (P9).
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import pytest

from engine.i18n import translator
from engine.nippon import data
from engine.nippon.explain import explain
from tests.nippon.np_helpers import G, legal, new, play


@pytest.mark.teaches("nippon", "1. Budget: discard the Yen and coal left in your budget",
                     "Yen you receive at each consolidation: the number at your marker",
                     "Coal you receive at each consolidation: the number at or below",
                     "Consolidate: new budget from the money and coal tracks")
def test_the_budget_is_replaced_by_what_the_tracks_show():
    """Seed 003, "1. Presupuesto"."""
    s = new(4)
    p = s.p(0)
    p.yen, p.coal, p.money, p.coal_track = 30000, 9, 2, 2
    v = G.view(s)
    en = translator("en", "nippon")
    assert f"now {data.MONEY_TRACK[2]:,} Yen" in explain("nippon:track:money:0", en, v)
    assert f"now {data.COAL_TRACK[2]}." in explain("nippon:track:coal:0", en, v)
    s = play(s, "consolidate")
    assert (s.p(0).yen, s.p(0).coal) == (data.MONEY_TRACK[2], data.COAL_TRACK[2])


@pytest.mark.teaches("nippon", "2. Emperor's reward: with at least {min_workers} workers",
                     "When you consolidate with at least {min_workers} workers on your board",
                     "Level {n}: your right-most worker must stand under level {n} or higher",
                     "The small number is the highest reward level your right-most worker")
@pytest.mark.parametrize("workers", [2, 3, 4, 5, 6])
def test_reward_levels_up_to_the_one_above_the_rightmost_worker(workers):
    """Seed 003, "2. Recompensa del emperador": at least 3 workers; the level above the
    right-most worker or lower (levels above spaces 3–6 assumed, P14)."""
    s = new(4)
    s.p(0).workers = ["white"] * workers
    s = play(s, "consolidate")
    if workers < data.MIN_WORKERS_FOR_REWARD:
        assert s.current == 1 and s.p(0).achievements == {}
        return
    levels = {int(o.split()[1].rstrip("x")) for o in legal(s)}
    top = data.REWARD_LEVEL[workers - 1]
    assert levels == {m for m in data.REWARD_MULTIPLIERS if m <= top}


@pytest.mark.teaches("nippon", "Gain its bonus at once ({reward_bonuses})",
                     "Gives {bonus} when taken; its back multiplies an achievement by {n}.",
                     "Reward tiles go here when you take them; once placed they never move.")
@pytest.mark.parametrize("bonus", ["yen", "blueprints", "coal"])
def test_the_reward_bonus_comes_at_once_and_the_tile_goes_on_an_empty_achievement(bonus):
    """Seed 003, "2. Recompensa del emperador": 5,000 Yen, 2 blueprints or 2 coal at once;
    the tile goes, multiplier up, on an empty achievement space and stays."""
    s = new(4)
    s.p(0).workers = ["white"] * 4
    s.p(0).achievements = {"a": 2}
    s = play(s, "consolidate")
    budget = {"yen": s.p(0).yen, "blueprints": s.p(0).blueprints, "coal": s.p(0).coal}
    s = play(s, f"reward 3x {bonus}")
    now = {"yen": s.p(0).yen, "blueprints": s.p(0).blueprints, "coal": s.p(0).coal}
    assert now[bonus] - budget[bonus] == data.REWARD_BONUSES[bonus]
    assert "achievement a" not in legal(s)                       # only empty spaces
    s = play(s, "achievement d")
    assert s.p(0).achievements == {"a": 2, "d": 3}


@pytest.mark.teaches("nippon", "With no rewards left you take a {vp_tile}x VP tile")
def test_without_rewards_a_2x_vp_tile():
    """Seed 003, "2. Recompensa del emperador": no reward tile left: a 2x VP tile."""
    s = new(4)
    s.rewards = {k: 0 for k in s.rewards}
    s.p(0).workers = ["white"] * 3
    s = play(s, "consolidate", "achievement a")
    assert s.p(0).achievements == {"a": data.VP_TILE_MULTIPLIER}
    assert s.vp_tiles == data.VP_TILES - 1


@pytest.mark.teaches("nippon", "3. Wages: pay {wage} Yen for each different worker colour",
                     "Each different colour costs {wage} Yen when you consolidate.",
                     "then {wage} Yen per worker colour ({wage_penalty} VP lost")
def test_wages_per_colour_and_vp_lost_for_each_colour_not_paid():
    """Seed 003, "3. Mano de obra"."""
    s = new(4)
    s.p(0).workers = ["white", "black", "black"]
    s = play(s, "consolidate", "reward 2x coal", "achievement a")
    assert s.p(0).yen == data.MONEY_TRACK[0] - 2 * data.WAGE and s.p(0).workers == []
    s = new(4)
    s.p(0).workers = ["white", "black", "green", "brown", "orange"]
    s.p(0).money = 0
    s.rewards = {k: 0 for k in s.rewards}
    s.vp_tiles = 0
    bag = len(s.bag)
    s = play(s, "consolidate")
    paid = data.MONEY_TRACK[0] // data.WAGE                      # 4 colours paid, 1 not
    assert s.p(0).vp == data.START_VP[0] - (5 - paid) * data.WAGE_PENALTY_VP
    assert len(s.bag) == bag + 5                                 # back to the bag


@pytest.mark.teaches("nippon", "Your budget, tracks, worker spaces (at most {worker_spaces})")
def test_the_player_board_holds_six_worker_spaces_and_nine_achievement_spaces():
    """Seed 003, "Tableros de jugadores"."""
    s = new(4)
    s.p(0).workers = ["white"] * data.WORKER_SPACES
    assert legal(s) == ["consolidate"]
    assert len(data.ACHIEVEMENT_IDS) == 9 and set(data.TRACKS) == {"money", "coal", "knowledge"}


@pytest.mark.teaches("nippon", "Left in this stack: {n}.")
def test_a_reward_stack_shows_the_tiles_left_and_taking_one_lowers_it():
    """Seed 003, "2. Recompensa del emperador"; 2 tiles a stack (P14)."""
    s = new(4)
    en = translator("en", "nippon")
    assert f"Left in this stack: {data.REWARDS_PER_STACK}." in explain(
        "nippon:reward:3x-coal", en, G.view(s))
    s.p(0).workers = ["white"] * 4
    s = play(s, "consolidate", "reward 3x coal")
    assert s.rewards["3-coal"] == data.REWARDS_PER_STACK - 1
    assert f"Left in this stack: {data.REWARDS_PER_STACK - 1}." in explain(
        "nippon:reward:3x-coal", en, G.view(s))


@pytest.mark.teaches("nippon", "Your knowledge level: the number at or below your marker")
def test_the_knowledge_level_is_the_number_at_or_below_the_marker():
    """Seed 003, "A. Invierta…"; the blank slot after printed 3 reads 3 (N11); the stars
    count for achievement c (stars assumed, P9)."""
    from engine.nippon import scoring
    s = new(4)
    for slot in range(len(data.KNOWLEDGE_PRINTED)):
        s.p(0).knowledge = slot
        below = next(n for n in reversed(data.KNOWLEDGE_PRINTED[:slot + 1]) if n is not None)
        assert s.p(0).knowledge_level == below
        v = G.view(s)
        assert f"now {below};" in explain("nippon:track:knowledge:0",
                                          translator("en", "nippon"), v)
        assert scoring.achievement_base(s, 0, "c") == sum(slot >= k for k in data.KNOWLEDGE_STARS)
