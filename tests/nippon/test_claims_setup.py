"""Claim tests (issue 27) for Nippon's setup and goal: each test plays what a "How to play"
statement says (engine/nippon/howto.py, sections "Goal of the game" and "Setup") in the engine
and asserts the outcome, with the numbers of data.py.  Seed 003, "Como se Juega" and
"Preparar"; the 2- and 3-player adjustments are R-EN's (nippon-data.md N5–N9).
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.nippon import data
from tests.nippon.np_helpers import G, legal, new


def _random_game(players: int, seed: int):
    """The final state of a random game (seeded)."""
    rng = random.Random(seed)
    s = G.new(players, seed=seed)
    while s.phase != "over":
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    return s


@pytest.mark.teaches("nippon", "Three times in the game every region is scored")
@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12)])
def test_three_scorings_then_the_most_vp_wins(players, seed):
    """Seed 003, "Como se Juega" and "Fin del juego": three region scorings, then the final
    scoring; the player with the most VP wins."""
    s = _random_game(players, seed)
    assert s.scorings == len(data.REGION_VP) == 3
    totals = [G.scores(s)[seat]["total"] for seat in range(players)]
    assert totals[G.ranking(s)[0]] == max(totals)


@pytest.mark.teaches("nippon", "You lead a Zaibatsu")
def test_factories_goods_exports_and_city_sales_bring_influence_in_four_regions():
    """Seed 003, "Como se Juega": build factories (Invest), produce goods, export them and sell
    them in the cities of the four regions (Local Market) for influence there."""
    assert {"invest", "produce", "export", "market"} <= set(data.ACTIONS)
    assert len(data.REGIONS) == 4 and all(len(r.cities) == 2 for r in data.REGIONS)
    s = new(4)
    assert s.influence == {} and len(s.cities) == 8


@pytest.mark.teaches("nippon", "Each player starts with {start_yen} Yen")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_the_printed_budget_and_pieces(players):
    """Seed 003, "Tableros de jugadores" and "Suministro del jugador"."""
    s = G.new(players, seed=3)
    for p in s.areas:
        assert (p.yen, p.coal, p.blueprints) == (data.START_YEN, data.START_COAL,
                                                 data.START_BLUEPRINTS)
        assert p.contracts == list(data.CONTRACTS) and len(p.contracts) == 8
        assert sorted(p.influence) == sorted(data.INFLUENCE_TILES)
        assert data.TRANSPORT_TILES - p.trains == data.TRANSPORT_TILES - p.ships == 6
        assert (p.money, p.coal_track, p.knowledge) == (0, 0, 0)       # first slots


@pytest.mark.teaches("nippon", "A first player is drawn at random and play goes clockwise")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_random_first_player_then_clockwise_and_vp_by_turn_order(players):
    """Review 2026-11-28 TN3: the text said "Turn order is drawn at random".  Seed 003,
    "Preparar" 3: "Determina al azar un primer jugador. El orden de juego se establece en el
    sentido de las agujas del reloj"; "Registro de puntos de victoria": 10, 11, 12, 13 in turn
    order."""
    firsts = set()
    for seed in range(1, 40):
        s = G.new(players, seed=seed)
        first = s.order[0]
        firsts.add(first)
        assert s.order == [(first + k) % players for k in range(players)]   # clockwise
        assert s.current == first
        assert [s.p(seat).vp for seat in s.order] == list(data.START_VP[:players])
    assert firsts == set(range(players))                                   # drawn at random


@pytest.mark.teaches("nippon", "Workers are drawn from the bag: {per_space}")
def test_workers_from_the_bag_on_spaces_and_rows_and_random_turned_city_tiles():
    """Seed 003, "Ranuras de acción y filas de trabajadores" and "Azulejos de la ciudad"."""
    s = G.new(4, seed=2)
    assert [len(x) for x in s.spaces] == [data.WORKERS_PER_SPACE] * len(data.ACTION_SPACES)
    assert [len(r) for r in s.rows] == [data.WORKERS_PER_ROW[4]] * data.WORKER_ROWS[4]
    tiles = {G.new(4, seed=k).cities[0] for k in range(1, 30)}
    assert len({t for t, _r in tiles}) > 1 and {r for _t, r in tiles} == {0, 1, 2, 3}
    s.cities[0] = ("t1", 0)
    assert set(s.city_goods(0)) == set(data.CITY_TILES["t1"]) and len(s.city_goods(0)) == 4


@pytest.mark.teaches("nippon", "Fewer players use less of the board",
                     "{reward_removed} reward tile is removed at random from each stack")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fewer_players_rows_spaces_city_tiles_workers_and_reward_tiles(players):
    """Review 2026-11-28 TN4 (the 3-player reward tiles were not said).  R-EN's player-count
    adjustments (nippon-data.md N5–N9): worker rows, workers removed per colour, train/ship
    spaces per region, tiles per city; with 3 players 1 reward tile leaves each stack."""
    s = G.new(players, seed=4)
    assert len(s.rows) == data.WORKER_ROWS[players]
    assert all(len(r) == data.WORKERS_PER_ROW[players] for r in s.rows)
    every = Counter(c for x in s.spaces + s.rows + [s.bag] for c in x)
    left = data.WORKERS_PER_COLOR - data.WORKERS_REMOVED_PER_COLOR[players]
    assert every == {c: left for c in data.WORKER_COLORS}
    full = data.TRANSPORT_SPACES[players]
    s.transport = [[(1, "ship")] * full for _ in range(4)]            # every usable space taken
    assert "take 4 trains" not in legal(s) and "take 4 ships" not in legal(s)
    s.transport[0] = s.transport[0][:-1]
    assert "take 4 trains" in legal(s)
    per_stack = data.REWARDS_PER_STACK - data.REWARDS_REMOVED[players]
    assert set(s.rewards.values()) == {per_stack}
    assert (data.REWARDS_REMOVED[3], per_stack < data.REWARDS_PER_STACK) == (1, players == 3)
