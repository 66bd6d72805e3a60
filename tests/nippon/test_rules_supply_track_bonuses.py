"""Nippon rules the review of 2026-11-24 found untested (its section 5): the common supply
(seed 003, "Suministro común"), the 2nd scoring's trigger ("Filas de trabajador vacías"), the
money track's top slot ("Exportación", "Trenes"/"Barcos"), and the region bonuses other than
coal ("Mercado local")."""
from __future__ import annotations

import pytest

from engine.nippon import data
from tests.nippon.np_helpers import G, give_factory, legal, new, play, set_space, take



# -- Suministro común ------------------------------------------------------------------------------
def test_the_common_supply_of_machinery_is_not_limited():
    """Seed 003, "Suministro común": "Los artículos del suministro común no están limitados."
    A player without factories keeps buying machinery into his reserve ("Maquinaria")."""
    s = new(4)
    s.p(0).reserve, s.p(0).yen = 30, 15000
    s = take(s, "3 machinery")                        # no factory: the reserve is the only choice
    assert legal(s) == ["reserve", "stop"]
    s = play(s, "reserve", "reserve")
    assert (s.p(0).reserve, s.p(0).yen) == (33, 0)


def test_paying_always_means_yen_never_blueprints():
    """Seed 003, "Suministro común": "Cuando las reglas establecen que un jugador tiene que
    pagar, siempre significa que tiene que pagar yenes".  4,000 Yen and 9 blueprints buy no
    machine (5,000 Yen), ship or train; a 1,000-Yen step still can be bought."""
    s = new(4)
    s.p(0).yen, s.p(0).blueprints = 4000, 9
    options = legal(s)
    assert "take 3 machinery" not in options
    assert "take 4 trains" not in options and "take 4 ships" not in options
    assert "take 1 knowledge" in options


# -- the scoring track ---------------------------------------------------------------------------
def test_the_second_scoring_happens_when_the_marker_passes_its_symbol():
    """Seed 003, "Filas de trabajador vacías": with every row empty, all spaces and rows are
    refilled and the scoring marker moves 1 step; "Cuando el marcador de puntuación pase este
    símbolo, realice la segunda puntuación" (entering space 5, P3).  Seat 0 beats the foreign
    companies (14 against 12) in Kyushu: the 2nd scoring's 1st place (14, assumed P6)."""
    s = new(2)
    for key in ("cs1-n", "cs2-e"):                     # both printed 0: foreign stays 12
        s.influence[key] = (0, 7)
    s.p(0).influence.remove(7)
    s.rows = [[], []]
    s.marker, s.scorings = 4, 1
    set_space(s, 1, ["white"])
    s = play(s, "take 1 knowledge", "steps 1")
    assert (s.marker, s.scorings) == (5, 2)
    assert s.p(0).vp_lines["scorings"] == data.REGION_VP[1][0] == 14
    assert s.final_turns is None


def test_the_first_golden_space_starts_the_final_turns_without_a_scoring():
    """Seed 003: "Cuando el marcador de puntuación alcanza el primer espacio dorado, cada jugador
    tiene exactamente 3 turnos más … luego realiza la tercera puntuación"."""
    s = new(3)
    s.rows = [[], [], []]
    s.marker, s.scorings = 5, 2
    set_space(s, 1, ["white"])
    s = play(s, "take 1 knowledge", "steps 1")
    assert (s.marker, s.scorings, s.final_turns) == (6, 2, 9)


# -- the money track's top slot ----------------------------------------------------------------------
def test_contract_money_steps_stop_at_the_top_slot():
    """Seed 003, "Exportación": "Mueve su marcador hacia arriba 1, 2 o 3 pasos en el marcador de
    Dinero … El marcador no puede avanzar más allá de la ranura superior."  C4 gives 3 steps."""
    s = new(4)
    top = len(data.MONEY_TRACK) - 1
    s.p(0).money = top - 1
    give_factory(s, 0, "sil-2", goods=2)
    give_factory(s, 0, "pap-1", goods=1)
    s.p(0).contracts = ["c4"]
    s = take(s, "2 export")
    assert s.p(0).money == top and "c4" not in s.p(0).contracts


def test_a_money_icon_at_the_top_slot_moves_nothing():
    """Seed 003, "Trenes"/"Barcos": a revealed money icon moves the money marker 1 step "si es
    posible. El marcador no puede moverse más allá de la ranura superior."  (The 2nd train
    reveals an icon, P10.)"""
    s = new(4)
    top = len(data.MONEY_TRACK) - 1
    s.p(0).money, s.p(0).trains, s.p(0).yen = top, 1, 5000
    s = take(s, "4 trains")
    s = play(s, "region r1")
    assert (s.p(0).money, s.p(0).trains) == (top, 2)


# -- region bonuses ---------------------------------------------------------------------------------
@pytest.mark.parametrize("region,field,gain", [("r2", "blueprints", 2), ("r3", "yen", 5000),
                                                ("r4", "vp", 2)])
def test_each_influence_tile_gives_its_regions_bonus(region, field, gain):
    """Seed 003, "Mercado local": "Reciba inmediatamente la bonificación de región …: 5.000
    yenes, 2 de carbón, 2 planos o 2 PV" (Kansai blueprints, Kanto Yen, Tohoku-Hokkaido VP:
    mapping assumed, P4).  Two tiles give the bonus twice."""
    s = new(4)
    for city in range(8):
        s.cities[city] = ("t4", 0)                     # silk on the north side of every city
    give_factory(s, 0, "sil-2", goods=4)
    before = getattr(s.p(0), field)
    s = take(s, "5 market")
    s = play(s, f"region {region}", "cubes 1")        # tile 1, on either city of the region
    s = play(s, legal(s)[0], "good silk", "cubes 2")   # tile 2 …
    empty = [o for o in legal(s) if "-".join(o.split()[1:]) not in s.influence]
    s = play(s, empty[0])                              # … on the other city
    p = s.p(0)
    assert getattr(p, field) - before == 2 * gain
    if field == "vp":
        assert p.vp_lines["market"] == 4


# -- further sub-rules the review found untested (its section 5) ----------------------------------
def test_the_first_player_is_drawn_at_random_and_starts_on_10_vp():
    """Seed 003, "Registro de puntos de victoria": "Determina al azar un primer jugador … 1er
    jugador en el 10, 2do jugador en el 11, 3er jugador en el 12 y 4to jugador en el 13"."""
    firsts = {G.new(4, seed=seed).order[0] for seed in range(1, 60)}
    assert firsts == {0, 1, 2, 3}
    s = G.new(3, seed=8)
    assert [s.p(seat).vp for seat in s.order] == [10, 11, 12]


def test_ships_cost_5000_yen_each():
    """Seed 003, "Barcos": 1–3 ships, 5,000 Yen each."""
    s = new(4)
    s.p(0).yen = 12000
    s = take(s, "4 ships")
    s = play(s, "region r1", "region r2")              # 2,000 left: no third ship, turn ends
    assert (s.p(0).ships, s.p(0).yen, s.current) == (2, 2000, 1)


def test_covering_ones_own_lower_tile_returns_it_and_pays_the_bonus_again():
    """Seed 003, "Espacio de influencia disponible": a space with a lower tile of any player,
    one's own included, is available; the tile goes back to its owner; the region bonus is
    paid for the new tile ("Mercado local")."""
    s = new(4)
    s.cities[0] = ("t4", 0)                            # cs1: silk on the north side
    for city in range(1, 8):
        s.cities[city] = ("t1", 0)                     # no silk elsewhere
    s.influence["cs1-n"] = (0, 1)
    s.p(0).influence.remove(1)
    give_factory(s, 0, "sil-2", goods=2)
    s = take(s, "5 market")                            # forced: 2 cubes, tile 2, over the own 1
    p = s.p(0)
    assert s.influence["cs1-n"] == (0, 2) and 1 in p.influence and p.coal == 2 + 2


def test_the_reward_bonus_is_kept_when_the_tile_is_discarded():
    """Seed 003, "Recompensa del emperador": the bonus is received at once; with no empty
    achievement space the tile is discarded (the bonus stays)."""
    s = new(4)
    s.p(0).workers = ["white"] * 3
    s.p(0).achievements = {a: 2 for a in "abcdefghi"}
    s = play(s, "consolidate", "reward 2x coal")
    assert s.p(0).coal == data.COAL_TRACK[0] + 2 and s.rewards["2-coal"] == 1


def test_a_factory_runs_again_on_the_next_turn():
    """Seed 003, "Producir bienes": each factory runs at most once per action/turn; on a later
    turn it may run again."""
    s = new(2)
    give_factory(s, 0, "pap-1")
    s.p(0).coal = 4
    s = take(s, "3 produce")                           # one factory: runs, the turn ends
    assert s.p(0).factories["paper"]["goods"] == 1 and s.current == 1
    s = play(s, "consolidate")
    assert "take 3 produce" in legal(s)
    s = take(s, "3 produce")
    assert s.p(0).factories["paper"]["goods"] == 2


def test_step_counts_are_only_those_the_marker_can_make_in_full():
    """Seed 003, "Conocimiento": 1, 2 or 3 steps; the marker cannot pass the top (P15 #5: a
    step count is offered only if all its steps fit)."""
    s = new(4)
    s.p(0).knowledge = len(data.KNOWLEDGE_TRACK) - 3   # room for 2
    s = take(s, "1 knowledge")
    assert legal(s) == ["steps 1", "steps 2"]


def test_two_players_the_foreign_companies_take_a_place():
    """Seed 003, "Fin del juego": the foreign companies count as a player; with 2 players they
    can hold 2nd place, so the other player is 3rd (1st scoring 10/7/5, N1)."""
    s = new(2)
    s.influence["cs1-n"] = (0, 7)
    s.influence["cs2-e"] = (0, 7)                       # seat 0: 14; foreign 12 (both printed 0)
    s.influence["cs1-e"] = (1, 1)                       # seat 1: 1; foreign 12 - 1 = 11
    from engine.nippon import scoring
    before = [p.vp for p in s.areas]
    scoring.region_scoring(s, 0)
    assert [p.vp - b for p, b in zip(s.areas, before, strict=True)] == [10, 5]
