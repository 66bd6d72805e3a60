"""Nippon component data against the component list (seed 003, "Componentes") and the data
file nippon-data.md (P1–P16)."""
from __future__ import annotations

from collections import Counter

from engine.nippon import data


def test_24_factories_4_per_good_with_knowledge_2_4_6_by_level():
    """Seed 003, "Componentes": 24 factory tiles; "Invierta ...": knowledge 2/4/6 by level."""
    assert len(data.FACTORIES) == 24
    assert Counter(f.good for f in data.FACTORIES.values()) == {g: 4 for g in data.GOODS}
    for f in data.FACTORIES.values():
        assert f.knowledge == {1: 2, 2: 4, 3: 6}[f.level]
        assert f.bonus in data.BONUSES and f.storage >= 3 and f.coal >= 1
    assert len({f.bonus for f in data.FACTORIES.values()}) == 24      # every bonus differs


def test_32_contract_tiles_are_8_contracts_per_player():
    """Seed 003: 32 contract tiles; each player takes 1 of each of the 8 types."""
    assert len(data.CONTRACTS) * 4 == 32
    for c in data.CONTRACTS.values():
        assert 1 <= len(c.cubes) <= 4 and all(1 <= n <= 3 for n in c.cubes)
        assert c.bonus[0] in ("yen", "vp") and 0 <= c.money <= 3
    assert sum(sum(c.cubes) for c in data.CONTRACTS.values()) == 26      # P13: 26 goods


def test_16_blueprint_tiles_worth_1_or_2():
    """Seed 003: 16 blueprint tiles valued 1 or 2 (split 10 + 6 assumed, P15 #11)."""
    assert sum(data.BLUEPRINT_TILES.values()) == 16 and set(data.BLUEPRINT_TILES) == {1, 2}


def test_9_city_tiles_with_4_different_goods_each_good_on_6():
    """Seed 003: 9 city tiles; each shows 4 different goods (S19, S7); P5 balance."""
    assert len(data.CITY_TILES) == 9
    assert all(len(set(goods)) == 4 for goods in data.CITY_TILES.values())
    counts = Counter(g for goods in data.CITY_TILES.values() for g in goods)
    assert counts == {g: 6 for g in data.GOODS}


def test_24_reward_tiles_in_12_stacks_and_four_2x_tiles():
    """Seed 003, "Azulejos de recompensa": 24 tiles, 12 stacks (multiplier 2–5 × bonus)."""
    stacks = len(data.REWARD_MULTIPLIERS) * len(data.REWARD_BONUSES)
    assert stacks == 12 and stacks * data.REWARDS_PER_STACK == 24
    assert data.REWARD_BONUSES == {"blueprints": 2, "coal": 2, "yen": 5000}
    assert data.VP_TILES == 4


def test_48_workers_in_6_colours():
    """Seed 003, "Componentes": 48 workers, 8 in each of 6 colours."""
    assert len(data.WORKER_COLORS) == 6 and data.WORKERS_PER_COLOR * 6 == 48


def test_regions_cities_and_foreign_numbers():
    """Seed 003: 4 regions × 2 cities, 4 influence spaces per city; S7: numbers 0–3 per city;
    region bonuses 5,000 Yen / 2 coal / 2 blueprints / 2 VP."""
    assert len(data.REGIONS) == 4 and len(data.CITY_SPACES) == 8
    assert [c for r in data.REGIONS for c in r.cities] == list(data.CITY_SPACES)
    assert all(sorted(v) == [0, 1, 2, 3] for v in data.FOREIGN.values())
    assert sorted(r.bonus for r in data.REGIONS) == sorted(
        [("yen", 5000), ("coal", 2), ("blueprints", 2), ("vp", 2)])


def test_action_spaces_show_the_nine_actions_once_local_market_alone_on_the_right():
    """Seed 003, "Acciones disponibles": 9 actions; the Local Market is the right-most space."""
    shown = [a for space in data.ACTION_SPACES for a in space]
    assert sorted(shown) == sorted(data.ACTIONS) and len(shown) == 9
    assert data.ACTION_SPACES[-1] == ("market",)


def test_tracks_start_at_the_printed_values():
    """Seed 003, "Tableros de jugadores": coal "2", money "12", knowledge "1"; values rise."""
    assert (data.MONEY_TRACK[0], data.COAL_TRACK[0], data.KNOWLEDGE_TRACK[0]) == (12000, 2, 1)
    for track in (data.MONEY_TRACK, data.COAL_TRACK, data.KNOWLEDGE_TRACK):
        assert list(track) == sorted(track)
    assert data.KNOWLEDGE_TRACK[-1] >= 6                        # level-3 factories reachable


def test_influence_tiles_and_value_table():
    """Seed 003: 10 influence tiles valued 1–7 per player; the table grows with level and cubes."""
    assert len(data.INFLUENCE_TILES) == 10 and set(data.INFLUENCE_TILES) == set(range(1, 8))
    for row in data.INFLUENCE_VALUE.values():
        assert list(row) == sorted(row)


def test_achievements_nine_spaces_two_printed_1x():
    """Reference sheet (S4): 9 achievement spaces, two with a printed 1x (b and c, P11)."""
    assert len(data.ACHIEVEMENTS) == 9
    assert [a.id for a in data.ACHIEVEMENTS if a.printed] == ["b", "c"]


def test_reward_levels_above_worker_spaces_3_to_6():
    """Seed 003: levels 2–5 above the worker spaces; a reward needs 3 workers (P14)."""
    assert data.REWARD_LEVEL == (None, None, 2, 3, 4, 5)
    assert data.WORKER_SPACES == 6
