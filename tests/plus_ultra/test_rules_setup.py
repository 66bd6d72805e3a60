"""Plus Ultra setup (seed 002, "Preparación de la partida"; spec §4, P-01, P-05, P-09)."""
from __future__ import annotations

from collections import Counter

import pytest

from tests.plus_ultra.pu_helpers import G, legal, new

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


# -- the first player ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_to_have_ruled_an_empire_begins_and_the_rest_follow_to_the_left(players):
    """Seed 002, "Preparación de la partida": "El jugador inicial es el último que hubiese
    dominado un imperio y los restantes hacia su izquierda. En caso de que nadie haya dominado
    un imperio, elige el orden de los jugadores al azar."  ``first`` names him; the rest of the
    setup is the seed's."""
    for first in range(players):
        s = G.new(players, seed=11, first=first)
        assert s.peer_order == [(first + k) % players for k in range(players)]
        assert s.turn_order == s.peer_order and s.first == first
        plain = G.new(players, seed=11)
        assert (s.exploration, s.deck, s.market) == (plain.exploration, plain.deck, plain.market)
    orders = {tuple(G.new(players, seed=seed).peer_order) for seed in range(1, 40)}
    assert len(orders) > 1                                    # by default: at random


@pytest.mark.parametrize("first", [-1, 3, "1", True, 1.0])
def test_a_first_player_that_is_not_a_seat_is_refused(first):
    """``first`` must be a seat number of the game (engine/core.py, Game.new)."""
    with pytest.raises(ValueError):
        G.new(3, seed=1, first=first)


def test_the_chosen_first_player_is_kept_in_the_save_and_replays():
    """The save's headers carry ``first`` (docs/ARCHITECTURE.md, "Saves"); loading and undo
    replay the same game; a save without it is a random-order game as before."""
    import engine
    s = G.new(3, seed=7, first=2)
    s = G.apply(s, G.legal_actions(s)[0])
    doc = engine.save(s)
    assert doc["first"] == 2
    back = engine.load(doc)
    assert back.peer_order[0] == 2 and back == s
    assert engine.replay(G, s, 0).peer_order == s.peer_order
    assert "first" not in engine.save(G.new(3, seed=7))
    for bad in (5, -1, True, "2", 2.0):
        doc["first"] = bad
        with pytest.raises(engine.SaveError):
            engine.load(doc)


def test_games_without_a_chosen_first_player_refuse_one():
    """Only a game whose rulebook names who begins takes ``first`` (Nippon draws him, seed 003,
    "Registro de puntos de victoria": "Determina al azar un primer jugador")."""
    import engine
    with pytest.raises(ValueError):
        engine.get_game("nippon").new(2, seed=1, first=0)
    assert G.info()["choose_first"] and not engine.get_game("nippon").info()["choose_first"]
