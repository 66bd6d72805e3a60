"""Nippon setup and the turn (seed 003, "Preparar", "Como se Juega", "Lleve un trabajador",
"Ranura de acción vacía", "Filas de trabajador vacías")."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import Action, IllegalAction
from engine.nippon import data
from tests.nippon.np_helpers import G, legal, new, play, set_space


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_start_with_10_to_13_vp_12000_yen_2_coal_1_blueprint(players):
    """Seed 003, "Registro de puntos de victoria": 10, 11, 12, 13 by turn order; "Tableros de
    jugadores": 12,000 Yen, 2 coal, markers on coal 2 / money 12 / knowledge 1; "Suministro del
    jugador": 8 contracts, 1 blueprint, 10 influence tiles; 6 ships and 6 trains."""
    s = G.new(players, seed=5)
    for position, seat in enumerate(s.order):
        p = s.p(seat)
        assert p.vp == 10 + position
        assert (p.yen, p.coal, p.blueprints) == (12000, 2, 1)
        assert (data.MONEY_TRACK[p.money], data.COAL_TRACK[p.coal_track], p.knowledge_level) == (12000, 2, 1)
        assert len(p.contracts) == 8 and sorted(p.influence) == sorted(data.INFLUENCE_TILES)
        assert (p.ships, p.trains, p.workers, p.factories) == (0, 0, [], {})
    assert s.current == s.order[0]
    assert s.order == [(s.order[0] + k) % players for k in range(players)]    # clockwise


@pytest.mark.parametrize("players,rows,per_row,total", [(2, 2, 2, 36), (3, 3, 3, 42),
                                                         (4, 5, 3, 48)])
def test_three_workers_on_each_action_space_and_worker_row(players, rows, per_row, total):
    """Seed 003, "Ranuras de acción y filas de trabajadores": 3 workers from the bag on each
    action space and each worker row.  Rows and removed workers by player count: nippon-data.md
    N5 ("3-player game: remove 1 Worker of each of the 6 colors. Use only 3 Worker rows, placing
    3 Workers on each of them") and N6 ("2-player game: remove 2 Workers of each of the 6
    colors. Use only 2 Worker rows, placing 2 Workers on each of them")."""
    s = G.new(players, seed=9)
    assert [len(x) for x in s.spaces] == [3] * 5
    assert [len(r) for r in s.rows] == [per_row] * rows
    every = [c for x in s.spaces + s.rows for c in x] + s.bag
    assert len(every) == total
    assert Counter(every) == {c: total // 6 for c in data.WORKER_COLORS}


def test_eight_random_city_tiles_with_random_orientation():
    """Seed 003, "Azulejos de la ciudad": one random tile per city space, random orientation;
    the ninth tile is not used.  A tile rotated r quarter turns shows side k on side k + r."""
    s = G.new(4, seed=3)
    tiles = [t for t, _ in s.cities]
    assert len(tiles) == 8 and len(set(tiles)) == 8
    seen = {r for seed in range(1, 30) for _, r in G.new(2, seed=seed).cities}
    assert seen == {0, 1, 2, 3}
    s.cities[0] = ("t1", 1)                              # paper, clocks, bento, bulbs
    assert s.city_goods(0) == ("bulbs", "paper", "clocks", "bento")


def test_supply_24_factories_24_rewards_four_2x_tiles():
    """Seed 003, "Azulejos de fábrica", "Azulejos de recompensa", "VP Tiles"."""
    s = new(4)
    assert len(s.factory_supply) == 24 and sum(s.rewards.values()) == 24 and s.vp_tiles == 4
    assert s.marker == 1                                 # "Marcador de puntuación": left-most


def test_only_fully_performable_actions_can_be_chosen():
    """Seed 003, "Lleve un trabajador": "solo puede elegir una acción que pueda realizar por
    completo".  No factory: no Produce, Export or Local Market; 12,000 Yen: all else."""
    s = new(4)
    options = legal(s)
    assert "take 3 produce" not in options and "take 2 export" not in options
    assert not any(o.startswith("take 5") for o in options)
    assert {"take 1 knowledge", "take 1 mines", "take 2 invest", "take 3 machinery",
            "take 4 trains", "take 4 ships", "consolidate"} <= set(options)
    s.p(0).yen = 900
    assert legal(s) == ["consolidate"]
    with pytest.raises(IllegalAction):
        G.apply(s, "take 1 knowledge")


def test_the_worker_taken_goes_to_the_left_most_empty_worker_space():
    """Seed 003, "Lleve un trabajador": take 1 worker of one's choice from the action space and
    place it on the left-most empty worker space."""
    s = new(4)
    set_space(s, 1, ["white", "black", "white"])
    s = play(s, "take 1 knowledge")
    assert legal(s) == ["worker white", "worker black"]
    s = play(s, "worker black", "steps 1")
    assert s.p(0).workers == ["black"] and sorted(s.spaces[0]) == ["white", "white"]
    assert s.current == 1


def test_with_six_workers_the_player_must_consolidate():
    """Seed 003: at most 6 workers; "debe Consolidar en su próximo turno"."""
    s = new(4)
    s.p(0).workers = ["white"] * 6
    assert G.decision(s).prompt == "must_consolidate"
    assert legal(s) == ["consolidate"]


def test_three_blueprints_move_a_level_marker_one_step_any_time_in_the_turn():
    """Seed 003, "Como se Juega": discard 3 blueprints to move the money, coal or knowledge
    marker 1 step, several times; also after the action, before the turn ends."""
    s = new(4)
    s.p(0).blueprints = 7
    assert {"blueprint money", "blueprint coal", "blueprint knowledge"} <= set(legal(s))
    s = play(s, "blueprint knowledge", "blueprint money")
    p = s.p(0)
    assert (p.blueprints, p.knowledge, p.money, s.current) == (1, 1, 1, 0)
    s.p(0).blueprints = 3
    s = play(s, "take 1 mines", "worker " + s.spaces[0][0], "steps 1")
    assert G.decision(s).prompt == "exchange" and "done" in legal(s)
    s = play(s, "blueprint coal")
    assert s.p(0).coal_track == 2 and s.current == 1


def test_an_emptied_action_space_takes_the_highest_non_empty_worker_row():
    """Seed 003, "Ranura de acción vacía": after the turn, workers of the highest non-empty
    worker row move to the empty action space."""
    s = new(4)
    set_space(s, 1, ["green"])
    s.rows[0] = []
    row = list(s.rows[1])
    s = play(s, "take 1 knowledge", "steps 1")
    assert s.spaces[0] == row and s.rows[1] == [] and s.marker == 1


def test_all_rows_empty_refill_from_bag_and_move_the_scoring_marker():
    """Seed 003, "Filas de trabajador vacías": refill every action space to exactly 3, refill
    every worker row with 3, move the scoring marker 1 step."""
    s = new(4)
    set_space(s, 1, ["green"])
    set_space(s, 2, ["white"])
    s.bag += [c for r in s.rows for c in r]
    s.rows = [[] for _ in s.rows]
    s = play(s, "take 1 knowledge", "steps 1")
    assert [len(x) for x in s.spaces] == [3] * 5 and s.spaces[1][0] == "white"
    assert [len(r) for r in s.rows] == [3] * 5 and s.marker == 2


def test_a_short_bag_refills_as_far_as_possible_and_completes_later():
    """Seed 003, note: with too few workers in the bag place as many as possible, and complete
    the refill as soon as there are more (workers return at consolidation)."""
    s = new(4)
    set_space(s, 1, ["green"])
    s.rows = [[] for _ in s.rows]
    s.bag = ["black"] * 3
    s = play(s, "take 1 knowledge", "steps 1")
    assert [len(x) for x in s.spaces][0] == 3 and sum(len(r) for r in s.rows) == 0
    assert s.refill_owed == [f"r{i}" for i in range(5)]
    s.current = 1
    s.p(1).workers = ["white", "white", "brown"]
    s.p(1).yen = 0
    s = play(s, "consolidate")
    while G.decision(s).seat == 1:                      # reward choices, if any
        s = play(s, legal(s)[0])
    assert sorted(s.rows[0]) == ["brown", "white", "white"] and s.bag == []
    assert s.refill_owed == [f"r{i}" for i in range(1, 5)]


def test_scorings_when_the_marker_enters_spaces_3_and_5():
    """Seed 003: the 1st and 2nd scoring happen when the marker passes their symbols (P3:
    entering spaces 3 and 5)."""
    s = new(2)
    s.marker = 2
    set_space(s, 1, ["green"])
    s.rows = [[] for _ in s.rows]
    s.influence["cs1-n"] = (0, 5)
    vp = s.p(0).vp
    s = play(s, "take 1 knowledge", "steps 1")
    assert (s.marker, s.scorings) == (3, 1) and s.p(0).vp > vp


def test_first_golden_space_gives_everyone_exactly_three_more_turns():
    """Seed 003: at the first golden space each player has exactly 3 more turns, the marker
    moving each time all have played; then the 3rd scoring and the end (P3)."""
    s = new(3)
    s.marker = 5
    s.scorings = 2
    set_space(s, 1, ["green"])
    s.rows = [[] for _ in s.rows]
    s = play(s, "take 1 knowledge", "steps 1")
    assert (s.marker, s.final_turns, s.current) == (6, 9, 1)
    assert (G.decision(s).prompt, G.decision(s).params) == ("final_turn", {"turns": 3})
    markers = []
    for _ in range(9):
        assert not G.is_over(s)
        s = play(s, "consolidate")
        while s.pending:
            s = play(s, legal(s)[0])
        markers.append(s.marker)
    assert markers[:8] == [6, 6, 7, 7, 7, 8, 8, 8]
    assert G.is_over(s) and s.scorings == 3 and s.last_player == 0


def test_the_fast_legality_check_agrees_with_the_legal_actions():
    """engine/core.py ``Game.is_legal``: the override must give the membership answer, for the
    legal actions and for near misses, along random games."""
    import random
    probes = ["take 1 knowledge", "take 1 invest", "take 5 market", "take 6 market", "take 0 mines",
              "take 3 produce", "take 4 ships", "take 2 export x", "consolidate", "consolidate now",
              "blueprint money", "blueprint coal", "blueprint vp", "done", "stop", "steps 1"]
    for players in (2, 3, 4):
        rng = random.Random(players)
        s = G.new(players, seed=players)
        while not G.is_over(s):
            legal = G.legal_actions(s)
            for a in legal + [Action.parse(p) for p in probes]:
                assert G.is_legal(s, a) == (a in legal), a
            s = G.apply(s, rng.choice(legal))
        assert not G.is_legal(s, Action.parse("consolidate"))
