"""Nippon actions A–I (seed 003, "Acciones disponibles")."""
from __future__ import annotations

import pytest

from engine.nippon import data
from tests.nippon.np_helpers import G, give_factory, legal, new, play, take



# -- A. Invest --------------------------------------------------------------------------------------
def test_invest_pays_6000_and_needs_the_knowledge_of_the_factory_level():
    """Seed 003, "Invierta en una nueva industria": pay 6,000 Yen; knowledge 2/4/6 by level;
    knowledge is not spent."""
    s = new(4)
    s.p(0).blueprints = 0
    s.p(0).knowledge = 1                                   # level 2
    s = take(s, "2 invest")
    options = legal(s)
    assert "factory sil-1" in options and "factory pap-4" in options
    assert not any(o.startswith(("factory ben", "factory clo")) for o in options)
    s = play(s, "factory sil-3")
    p = s.p(0)
    assert p.yen == 12000 - 6000 + 3000                   # SIL-3 bonus: gain 3,000 Yen (P12)
    assert p.factories["silk"] == {"id": "sil-3", "machine": 0, "goods": 0}
    assert p.knowledge == 1 and "sil-3" not in s.factory_supply


def test_missing_knowledge_is_paid_in_blueprints_by_value():
    """Seed 003: "debe descartar tantos planos como la cantidad de conocimiento faltante"."""
    s = new(4)
    s.p(0).blueprints = 3                                  # knowledge 1 + 3 blueprints = 4
    s = take(s, "2 invest")
    assert "factory ben-2" in legal(s) and "factory clo-1" not in legal(s)
    s = play(s, "factory len-1")
    assert s.p(0).blueprints == 0


def test_no_second_factory_of_the_same_good():
    """Seed 003: "un jugador no puede tener más de 1 ficha de Fábrica que produzca el mismo Bien"."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    s.p(0).knowledge = 1
    s = take(s, "2 invest")
    assert not any(o.startswith("factory sil") for o in legal(s))


def test_a_new_factory_installs_reserve_machinery_and_upgrades_it_if_possible():
    """Seed 003, "Maquinaria", note: machinery in reserve is installed at once on the next
    factory and upgraded at once by discarding another "+1"."""
    s = new(4)
    s.p(0).reserve = 3
    s.p(0).knowledge = 1
    s = take(s, "2 invest")
    s = play(s, "factory sil-4")
    assert s.p(0).factories["silk"]["machine"] == 2 and s.p(0).reserve == 1


def test_invest_is_not_offered_without_6000_yen():
    """Seed 003: the factory costs 6,000 Yen; an action not fully performable cannot be chosen."""
    s = new(4)
    s.p(0).yen = 5999
    assert "take 2 invest" not in legal(s)


# -- B. Machinery ---------------------------------------------------------------------------------
def test_machinery_installs_then_upgrades_to_2_then_goes_to_reserve():
    """Seed 003, "Maquinaria": 1–3 upgrades of 5,000 Yen: install "+1" on an empty slot or flip
    "+1" to "+2" (no further); must use own factories if possible, otherwise reserve."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    s.p(0).yen = 20000
    s = take(s, "3 machinery")                             # the only option is taken at once:
    assert s.p(0).factories["silk"]["machine"] == 1        # a factory can take it, no reserve
    assert legal(s) == ["machine silk", "stop"]
    s = play(s, "machine silk")
    assert legal(s) == ["reserve", "stop"]                 # "+2" cannot be improved
    s = play(s, "reserve")
    p = s.p(0)
    assert (p.factories["silk"]["machine"], p.reserve, p.yen) == (2, 1, 5000)
    assert s.current == 1                                  # 3 upgrades: the action is over


# -- C. Produce --------------------------------------------------------------------------------------
def test_produce_pays_coal_adds_cubes_plus_machinery_within_storage():
    """Seed 003, "Producir bienes": pay the coal shown, 1 cube plus the machinery's +1/+2 as far
    as storage allows; each factory once per turn."""
    s = new(4)
    give_factory(s, 0, "sil-1", goods=2, machine=2)        # 2 coal (N10), storage 4: room for 2 of 3
    give_factory(s, 0, "ben-2")                            # 2 coal per run
    s.p(0).coal = 4
    s = take(s, "3 produce")
    assert legal(s) == ["run silk", "run bento"]
    s = play(s, "run silk")
    assert s.p(0).factories["silk"]["goods"] == 4 and s.p(0).coal == 2
    assert legal(s) == ["run bento", "stop"]               # silk ran already (and is full)
    s = play(s, "run bento")
    assert s.p(0).factories["bento"]["goods"] == 1 and s.p(0).coal == 0
    assert s.current == 1


def test_a_factory_without_coal_or_storage_cannot_run():
    """Seed 003: not enough coal, or no empty storage slot: the factory cannot run."""
    s = new(4)
    give_factory(s, 0, "clo-1")                             # 3 coal
    give_factory(s, 0, "sil-1", goods=4)                    # full
    assert "take 3 produce" not in legal(s)


# -- D. Knowledge, E. Mines ----------------------------------------------------------------------
@pytest.mark.parametrize("steps,cost", [(1, 1000), (2, 3000), (3, 6000)])
def test_knowledge_and_mines_cost_1000_3000_6000(steps, cost):
    """Seed 003, "Conocimiento" and "Minas": 1 / 2 / 3 steps cost 1,000 / 3,000 / 6,000 Yen."""
    s = take(new(4), "1 knowledge")
    s = play(s, f"steps {steps}")
    assert (s.p(0).knowledge, s.p(0).yen) == (steps, 12000 - cost)
    s = new(4)
    s = take(s, "1 mines")
    s = play(s, f"steps {steps}")
    assert (s.p(0).coal_track, s.p(0).yen) == (steps, 12000 - cost)


def test_a_marker_cannot_pass_the_top_slot():
    """Seed 003: "El marcador no puede moverse más allá de la ranura superior" (P15 #5)."""
    s = new(4)
    s.p(0).knowledge = len(data.KNOWLEDGE_TRACK) - 2
    s = take(s, "1 knowledge")
    assert G.decision(s).seat == 1 and s.p(0).knowledge == len(data.KNOWLEDGE_TRACK) - 1
    s = new(4)
    s.p(0).knowledge = len(data.KNOWLEDGE_TRACK) - 1
    assert "take 1 knowledge" not in legal(s)


# -- F. Trains, G. Ships --------------------------------------------------------------------------
def test_trains_cost_5000_each_go_to_different_regions_left_to_right():
    """Seed 003, "Trenes": 1–3 trains, 5,000 Yen each, taken left to right; several in one
    action go to different regions; 8 spaces per region."""
    s = new(4)
    s.p(0).yen = 20000
    s.transport[3] = [(1, "ship")] * 8                     # region 4 full
    s = take(s, "4 trains")
    assert legal(s) == ["region r1", "region r2", "region r3"]
    s = play(s, "region r2")
    assert legal(s) == ["region r1", "region r3", "stop"]
    s = play(s, "region r1", "region r3")
    p = s.p(0)
    assert p.trains == 3 and p.yen == 5000
    assert [s.transport_in(0, r, "train") for r in range(4)] == [1, 1, 1, 0]


def test_a_revealed_money_icon_moves_the_money_marker():
    """Seed 003, "Barcos": a money icon fully revealed when taking a tile moves the money
    marker 1 step (icons under the 2nd and 4th trains, 3rd and 5th ships: P10)."""
    s = new(4)
    s.p(0).yen = 20000
    s = take(s, "4 trains")
    s = play(s, "region r1", "region r2", "stop")
    assert s.p(0).money == 1
    s = new(4)
    s.p(0).yen = 20000
    s = take(s, "4 ships")
    s = play(s, "region r1", "region r2", "region r3")
    assert (s.p(0).money, s.p(0).ships) == (1, 3)


# -- H. Export ----------------------------------------------------------------------------------------
def test_export_discards_the_goods_takes_bonus_and_money_steps_turns_the_contract():
    """Seed 003, "Exportación": cubes = different goods, number = goods of that type; bonus
    (Yen or VP), money steps, contract face down (C4 = [2][1], 2,000 Yen, 3 steps: P13)."""
    s = new(4)
    give_factory(s, 0, "sil-1", goods=2)
    give_factory(s, 0, "pap-2", goods=1)
    s = take(s, "2 export")
    assert legal(s) == ["contract c1", "contract c2", "contract c4"]
    s = play(s, "contract c4")                            # [2] ← silk, [1] ← paper: no choice
    p = s.p(0)
    assert p.factories["silk"]["goods"] == 0 and p.factories["paper"]["goods"] == 0
    assert p.yen == 14000 and p.money == 3 and "c4" not in p.contracts
    assert s.current == 1


def test_export_two_goods_of_one_type_must_be_the_same_good():
    """Seed 003: "El número representado en cada cubo indica cuántos Bienes del mismo tipo"."""
    s = new(4)
    give_factory(s, 0, "sil-1", goods=1)
    give_factory(s, 0, "pap-2", goods=1)
    s = take(s, "2 export")                              # only C2 ([1][1]) is possible: taken
    assert s.action.contract == "c2"
    assert legal(s) == ["good silk", "good paper"]


# -- I. Local market ----------------------------------------------------------------------------------
def _market_state():
    s = new(4)
    s.cities[0] = ("t4", 0)                              # cs1: silk N, clocks E, lenses S, bulbs W
    s.cities[1] = ("t8", 0)                              # cs2: lenses N, silk E, clocks S, paper W
    give_factory(s, 0, "sil-1", goods=4)
    return s


def test_market_tile_value_by_good_and_cubes_lower_always_allowed():
    """Seed 003, "Mercado local" / "Influencia del valor del mosaico": the tile value depends on
    the good and cubes (P7: Silk 1/2/3); a lower tile may always be placed."""
    s = _market_state()
    s = take(s, "5 market")
    assert "region r1" in legal(s)
    s = play(s, "region r1")                             # silk is the only good: taken
    assert legal(s) == ["cubes 1", "cubes 2", "cubes 3"]
    s = play(s, "cubes 2")
    assert legal(s) == ["influence 1", "influence 2"]
    s = play(s, "influence 2")
    assert legal(s) == ["space cs1 n", "space cs2 e"]
    s = play(s, "space cs2 e")
    p = s.p(0)
    assert s.influence["cs2-e"] == (0, 2) and p.factories["silk"]["goods"] == 2
    assert p.influence.count(2) == 1 and p.coal == 4      # Kyushu bonus: 2 coal (P4)


def test_market_replaces_a_lower_tile_which_returns_to_its_owner():
    """Seed 003, "Espacio de influencia disponible": a space with a lower tile (any player's) is
    available; that tile returns to its owner.  Same or higher: not available."""
    s = _market_state()
    s.influence["cs1-n"] = (2, 2)
    s.p(2).influence.remove(2)
    s.influence["cs2-e"] = (1, 3)
    s.p(1).influence.remove(3)
    s = take(s, "5 market")
    s = play(s, "region r1")      # only 3 cubes → tile 3 → cs1 N (over the 2) is possible
    assert s.influence["cs1-n"] == (0, 3) and s.p(2).influence.count(2) == 2
    assert s.influence["cs2-e"] == (1, 3) and s.p(0).factories["silk"]["goods"] == 1


def test_market_tiles_of_one_action_go_to_one_region_each_with_the_region_bonus():
    """Seed 003: 1–3 tiles, all in the same region; each gives the region bonus at once."""
    s = _market_state()
    s.cities[6] = ("t4", 0)                              # r4 also shows silk
    s = take(s, "5 market")
    s = play(s, "region r1", "cubes 1", "space cs1 n")   # 1 cube of silk: only tile 1
    assert legal(s) == ["good silk", "stop"]
    s = play(s, "good silk")
    assert legal(s) == ["cubes 2", "cubes 3"]              # the 1 is placed: 1 cube is too few
    s = play(s, "cubes 2", "space cs2 e")                  # tile 2 is the only one ≤ 2 left
    assert s.p(0).coal == 6 and s.p(0).factories["silk"]["goods"] == 1
    assert "cs7" not in str(legal(s)) and "cs8" not in str(legal(s))


def test_market_needs_a_matching_city_side():
    """Seed 003: the tile goes beside a city side showing the good supplied."""
    s = new(4)
    for i in range(8):
        s.cities[i] = ("t1", 0)                          # no silk anywhere
    give_factory(s, 0, "sil-1", goods=4)
    assert "take 5 market" not in legal(s)


def test_market_offered_exactly_when_some_tile_has_a_space_over_random_games():
    """Seed 003, "I. Mercado local": the action is offered when some stored good can place a
    tile in some region.  The quick check the turn uses (trade.can_market: the highest
    allowed tile per good, found by bisection in the hand) agrees with the full list of
    placements (trade._placements) at every turn of 30 seeded random games, and each hand
    stays in ascending order, which the bisection relies on."""
    import random

    from engine.nippon import trade
    checked = 0
    for seed in range(1, 31):
        rng, s = random.Random(seed), G.new(2 + seed % 3, seed=seed)
        while G.decision(s).seat is not None:
            if s.pending is None:
                p = s.areas[s.current]
                assert p.influence == sorted(p.influence)
                full = any(trade._placements(s, s.current, r) for r in range(len(data.REGIONS)))
                assert trade.can_market(s, p) == (bool(p.factories) and full)
                checked += full
            s = G.apply(s, rng.choice(G.legal_actions(s)))
    assert checked > 100                     # (positions where a tile could go: not vacuous)
