"""Village component data (seed 004 "Componentes del juego", village-data.md and its proposed
values P1–P9)."""
from __future__ import annotations

from collections import Counter

from tests.village.vg_helpers import data


def test_family_members_per_colour():
    """village-data.md §8 (R): 11 per colour, 4×"1", 3×"2", 2×"3", 2×"4"."""
    assert Counter(data.GENERATIONS) == {1: 4, 2: 3, 3: 2, 4: 2}


def test_components_counts():
    """Seed 004, "Componentes del juego": 24 customers, 15 coins, 20 grain, 6 plague cubes,
    72 influence cubes (18 per colour), 40 goods, 4 monks, 8 markers per colour."""
    assert len(data.CUSTOMERS) == 24
    assert (data.COINS, data.GRAIN_SUPPLY, data.PLAGUE_CUBES, data.MONKS) == (15, 20, 6, 4)
    assert data.CUBES_PER_COLOR * len(data.COLORS) == 72
    assert data.GOODS_PER_KIND * len(data.GOODS) == 40
    assert data.MARKERS == 8 and data.TRAVEL_MARKERS == 6


def test_setup_cards_draw_18_21_24_cubes_and_never_4_on_the_church():
    """village-data.md §1b: 18/21/24 cubes on the board (V, S7); no base card puts 4 on the
    church (V, S8); P1's assumed values."""
    for n, total in ((2, 18), (3, 21), (4, 24)):
        card = data.SETUP_CARDS[n]
        assert sum(card.per_space.values()) == total
        assert tuple(card.per_space) == data.SPACES
        assert card.per_space["church"] < 4
    assert [data.SETUP_CARDS[n].bag_per_color for n in (2, 3, 4)] == [6, 6, 7]


def test_craft_buildings():
    """Seed 004, "Artesanía" and village-data.md P2: training = production = price size."""
    assert data.CRAFTS["wainwright"].price == {"orange": 1, "pink": 1}   # seed 004 example
    assert (data.CRAFTS["smithy"].training, data.CRAFTS["smithy"].production) == (3, 3)
    assert data.CRAFTS["stables"].goods == ("horse", "ox")
    assert data.CRAFTS["stables"].price == {"grain": 3}
    assert sorted(data.BUILDING_OF) == sorted(data.GOODS)
    for craft in data.CRAFTS.values():
        assert craft.training == craft.production == sum(craft.price.values())


def test_travel_map_is_connected_and_entry_paths_are_known():
    """Seed 004, "Viajar": 2 paths from the village, 2 time + 1 wagon + 2 brown or 2 pink;
    P3: 8 cities, each colour of travel on 4 paths, 3 PP ×3, 1 coin ×2, 2 cubes ×3."""
    assert data.neighbours("village") == ["c1", "c2"]
    p1, p2 = data.PATHS["p1"], data.PATHS["p2"]
    assert {(p1.time, p1.wagons, p1.color), (p2.time, p2.wagons, p2.color)} == {
        (2, 1, "brown"), (2, 1, "pink")}
    assert Counter(p.color for p in data.PATHS.values()) == {"orange": 4, "brown": 4, "pink": 4}
    assert Counter(data.CITY_REWARDS.values()) == {"prestige": 3, "coin": 2, "cubes": 3}
    seen, todo = set(), ["village"]
    while todo:
        here = todo.pop()
        for city in data.neighbours(here):
            if city not in seen:
                seen.add(city)
                todo.append(city)
    assert seen == set(data.CITIES)
    assert data.neighbours("c4") == ["c1", "c2", "c6", "c7"]


def test_scoring_tables():
    """Seed 004, "Puntuación final"."""
    assert data.TRAVEL_POINTS == (0, 1, 3, 6, 10, 14, 18)
    assert data.COUNCIL_POINTS[1:] == (0, 2, 4, 6)
    assert data.WINDOW_POINTS[1:] == (2, 3, 4, 6)
    assert data.CHRONICLE_POINTS == (0, 0, 0, 4, 7, 12)


def test_council_and_church_costs():
    """Seed 004: entry 1 time; advances 2 or 3 time (P4: 2/3/3); church steps P5: 1/2/2."""
    assert data.COUNCIL_ENTER_TIME == 1
    assert set(data.COUNCIL_ADVANCE_TIME.values()) == {2, 3}
    assert sum(data.WINDOW_GRAIN.values()) == data.GRAIN_CAP


def test_customer_tiles_demand_each_good_8_times():
    """P8: each good demanded on exactly 8 tiles; prestige = demand cost (wagon, scroll 2;
    horse, ox, plow 3; grain 1); 2–9 PP."""
    demand = Counter()
    worth = {"wagon": 2, "scroll": 2, "horse": 3, "ox": 3, "plow": 3, "grain": 1}
    for tile in data.CUSTOMERS.values():
        demand.update(tile.demand)
        assert tile.prestige == sum(worth[k] * n for k, n in tile.demand.items())
    assert all(demand[g] == 8 for g in data.GOODS)
    assert demand["grain"] == 15
    assert sum(t.prestige for t in data.CUSTOMERS.values()) == 119


def test_chronicle_and_graves_per_player_count():
    """Seed 004, "Preparar": spaces labeled "4" blocked with 3 players, "3" and "4" with 2;
    P6: 10/15/20 chronicle spaces and 3/4/5 graves."""
    for n, chron, graves in ((2, 10, 3), (3, 15, 4), (4, 20, 5)):
        free = sum(not data.blocked(label, n) for label in data.CHRONICLE_SLOTS)
        assert free * len(data.CATEGORIES) == chron
        assert sum(not data.blocked(label, n) for label in data.GRAVES) == graves
