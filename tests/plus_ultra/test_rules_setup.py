"""Plus Ultra setup (seed 002, "Preparación de la partida"; spec §4, P-01, P-05, P-09)."""
from __future__ import annotations

from collections import Counter

import pytest

from pu_helpers import G, legal, new

ALL_TILES = {"gold": 6, "silver": 11, "gems": 7, "spices": 11, "natives": 7, "colony": 6}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_1_roseton_2_tercios_2_houses_2_ducats(players):
    """Seed 002, "Preparación de la partida": "Cada jugador recibe 1 rosetón, 2 tercios, 2 casas
    y 2 [ducados]"; P-39: the two tercios start active; no GP, bulls, estates or natives."""
    s = G.new(players, seed=7)
    assert len(s.areas) == players
    for p in s.areas:
        assert (p.rosetones, p.tercios_active, p.tercios_tired, p.houses, p.ducats) == (1, 2, 0, 2, 2)
        assert (p.gp, p.bulls, p.estates, p.natives) == (0, 0, [], 0)
    assert s.trade == [0] * players and s.magellan == [] and s.church == [None] * 4 and s.war == []


@pytest.mark.parametrize("seed", range(1, 6))
def test_market_gold_spices_silver_silver_and_one_silver_in_surplus(seed):
    """Seed 002, "Preparación de la partida": "Coloca las losetas iniciales ... en el Mercado en
    este orden: Oro, Especias, Plata y Plata y 1 Plata en la zona de Excedentes"."""
    s = G.new(3, seed=seed)
    assert s.market == ["gold", "spices", "silver", "silver"]
    assert s.surplus == ["silver"]


@pytest.mark.parametrize("seed", range(1, 40))
def test_seven_exploration_tiles_only_the_first_face_up(seed):
    """Seed 002, "Preparación de la partida": "Coloca 7 losetas del Nuevo Mundo en las casillas de
    Exploración. Dale la vuelta a la que ocupe la primera fila." A revealed colony goes to the first
    colony slot (seed 002, "Explorar el Nuevo Mundo") and, at the start of turn 1, empty spaces are
    refilled face up (seed 002, "Comienzo del Turno")."""
    s = G.new(3, seed=seed)
    rows = s.exploration
    assert len(rows) == 7 and all(t is not None for t in rows)
    assert rows[0][1] is True and rows[0][0] != "colony"
    assert all(face_up is False for _, face_up in rows[1:])
    # the 48 New World tiles are all accounted for: pile + exploration + colonies placed
    kinds = Counter(s.deck) + Counter(t[0] for t in rows)
    kinds["colony"] += sum(c is not None for c in s.colonies)
    assert kinds == Counter(ALL_TILES)


def test_a_colony_in_the_first_row_settles_and_the_space_is_refilled_face_up():
    """Seed 002, "Explorar el Nuevo Mundo": a revealed colony "debe ser colocada en la primera
    casilla vacía ... de Colonias"; "Al comienzo de un Turno se rellenarán las casillas de
    Exploración vacías con losetas del Nuevo Mundo boca arriba" (P-21: keep drawing)."""
    seeds = [seed for seed in range(1, 400) if G.new(3, seed=seed).colonies[0] is not None]
    assert seeds, "no seed with a colony in the first row"
    s = G.new(3, seed=seeds[0])
    assert s.colonies[0] == []
    assert s.exploration[0][1] is True and s.exploration[0][0] != "colony"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_crown_starts_with_4_ducats(players):
    """Seed 002, "Preparación de la partida": "Coloca 4 [ducados] en Riqueza de la Corona"."""
    assert G.new(players, seed=3).crown == 4


@pytest.mark.parametrize("players,bulls", [(2, 3), (3, 4), (4, 5)])
def test_bull_supply_by_player_count(players, bulls):
    """Seed 002, "Preparación de la partida": "Coloca las Bulas en su zona"; P-09: 3/4/5 bulls
    with 2/3/4 players."""
    assert G.new(players, seed=3).bull_supply == bulls


@pytest.mark.parametrize("players", [2, 3, 4])
def test_six_estates_worth_1_to_3_face_down(players):
    """Seed 002, "Fincas": estates "boca abajo y al azar ... puntuaciones de +1 a +3 PG";
    P-11: +1, +1, +2, +2, +3, +3."""
    s = G.new(players, seed=5)
    assert sorted(s.estates_deck) == [1, 1, 2, 2, 3, 3]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_peer_order_is_a_random_permutation_and_game_starts_on_turn_1(players):
    """Seed 002, "Preparación de la partida": "En caso de que nadie haya dominado un imperio,
    elige el orden de los jugadores al azar"; "Coloca el marcador de turnos en el primero"."""
    orders = {tuple(G.new(players, seed=seed).peer_order) for seed in range(1, 60)}
    assert all(sorted(o) == list(range(players)) for o in orders)
    assert len(orders) > 1
    s = G.new(players, seed=1)
    assert s.turn == 1 and s.turn_order == s.peer_order


def test_player_count_outside_2_to_4_is_refused():
    """Seed 002, "Componentes del juego": pieces for 4 colours; the game is for 2-4 players."""
    for n in (0, 1, 5):
        with pytest.raises(ValueError):
            G.new(n, seed=1)


def test_first_decision_is_the_draft_by_the_first_in_peer_order():
    """Seed 002, "Personajes": "la elección de personajes se realiza en el Orden de Pares"."""
    s = new(3)
    d = G.decision(s)
    assert d.prompt == "draft" and d.seat == 0 and d.private
    assert len(legal(s)) == 8
