"""The eight common actions and their limits (seed 002, "Acciones", "Listado de acciones
comunes"; spec §3.3, §7, Q-31, P-32)."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, acting, assert_illegal, church, legal, play


def _rich(**fields):
    s = acting(3, {0: ["admiral", "merchant"], 1: ["pirate", "king"]}, **fields)
    for p in s.areas:
        p.ducats, p.gp = 10, 3
    return s


def test_painter_4_ducats_for_2_gp():
    """Seed 002, "Visitar al pintor de la Corte": "Gasta 4 [ducados] y gana 2 PG"."""
    s = play(_rich(), "common painter")
    assert (s.p(0).ducats, s.p(0).gp) == (6, 5)


def test_mission_places_an_own_house_in_a_colony_for_2():
    """Seed 002, "Abrir una misión": "Coloca una casa, que ya tuvieses, en una Colonia" (Q-31: cost 2
    ducats as in seed 000)."""
    s = play(_rich(colonies=[[1, 1, 1, 1], [2], [], None, None, None, None]), "common mission")
    assert legal(s) == ["colony 2", "colony 3"]              # the full colony is not offered
    s = play(s, "colony 3")
    assert s.colonies[2] == [0] and (s.p(0).houses, s.p(0).ducats) == (1, 8)


def test_mission_needs_a_house_in_hand_and_a_colony():
    """Seed 002, "Abrir una misión": "una casa, que ya tuvieses"."""
    s = _rich(colonies=[None] * 7)
    assert "common mission" not in legal(s)
    s = _rich(colonies=[[]] + [None] * 6)
    s.p(0).houses = 0
    assert "common mission" not in legal(s)
    assert_illegal(s, "common mission")


def test_loan_minus_1_gp_plus_3_ducats_needs_a_gp():
    """Seed 002, "Pedir un préstamo": "Pierde 1 PG y gana 3 [ducados]" (P-32: not below 0 GP)."""
    s = play(_rich(), "common loan")
    assert (s.p(0).ducats, s.p(0).gp) == (13, 2)
    broke = _rich()
    broke.p(0).gp = 0
    assert_illegal(broke, "common loan")


def test_court_2_ducats_one_step_up_the_peer_order():
    """Seed 002, "Visitar la Corte": "Gasta 2 [ducados] y adelante en uno tu posición en el Orden de
    Pares"; the acting order of this turn does not change (seed 002, "El Orden de Pares")."""
    s = acting(3, {2: ["admiral", "merchant"]}, actor=2)
    s = play(s, "common court")
    assert s.peer_order == [0, 2, 1] and s.turn_order == [0, 1, 2] and s.p(2).ducats == 0
    assert "common court" not in legal(_rich())                 # seat 0 is already first


@pytest.mark.parametrize("state", ["active", "tired"])
def test_finance_tercios_2_ducats_for_a_tercio_of_either_state(state):
    """Seed 002, "Financiar a los Tercios": "Gasta 2 [ducados] y consigue un Tercio (activo o cansado,
    a tu elección)"."""
    s = play(_rich(), "common finance", f"choose {state}")
    p = s.p(0)
    assert p.ducats == 8 and (p.tercios_active, p.tercios_tired) == \
        ((3, 0) if state == "active" else (2, 1))


@pytest.mark.parametrize("piece", ["roseton", "house"])
def test_workshops_2_ducats_for_a_roseton_or_a_house(piece):
    """Seed 002, "Adquirir talleres": "Gasta 2 [ducados] y gana un Rosetón o una Casa de tu color"."""
    s = play(_rich(), "common workshops")
    assert legal(s) == ["choose roseton", "choose house"]
    s = play(s, f"choose {piece}")
    assert s.p(0).ducats == 8
    assert (s.p(0).rosetones, s.p(0).houses) == ((2, 2) if piece == "roseton" else (1, 3))


def test_workshops_roseton_limited_to_4_per_colour():
    """Seed 002, "Componentes del juego": "16 Rosetones, 4 de cada color"."""
    s = _rich(church=church(("gold", 0)))
    s.p(0).rosetones = 3
    s = play(s, "common workshops")          # a single option is taken at once: the house
    assert (s.p(0).rosetones, s.p(0).houses) == (3, 3)


def test_trade_routes_2_ducats_for_a_trade_marker():
    """Seed 002, "Establecer rutas de comercio": "Gasta 2 [ducados] y coloca un marcador de tu color en
    el Comercio Marítimo"."""
    s = play(_rich(), "common trade")
    assert (s.p(0).ducats, s.trade[0]) == (8, 1)


def test_estates_4_ducats_for_the_top_estate_kept_secret():
    """Seed 002, "Comprar Fincas": "Gasta 4 [ducados] y adquiere una Finca del tablero"; "Fincas": the
    value is secret until the end (P-28: top of the face-down stack)."""
    s = _rich(estates_deck=[1, 3, 2])
    s = play(s, "common estate")
    assert s.p(0).estates == [2] and s.estates_deck == [1, 3] and s.p(0).ducats == 6
    assert G.view(s, 1)["players"][0]["estates"] == [None]
    assert G.view(s, 0)["players"][0]["estates"] == [2]
    assert "common estate" not in legal(_rich(estates_deck=[]))


@pytest.mark.parametrize("action,cost", [("painter", 4), ("mission", 2), ("court", 2),
                                         ("finance", 2), ("workshops", 2), ("trade", 2),
                                         ("estate", 4)])
def test_common_actions_must_be_paid(action, cost):
    """Seed 002, "Listado de acciones comunes": each action's cost in ducats."""
    s = acting(3, {1: ["admiral", "merchant"]}, actor=1,
               colonies=[[]] + [None] * 6)
    s.p(1).ducats = cost - 1
    assert f"common {action}" not in legal(s)
    assert_illegal(s, f"common {action}")
    s.p(1).ducats = cost
    assert f"common {action}" in legal(s)


def test_one_common_action_per_player_per_turn_before_or_after_the_character():
    """Seed 002, "Acciones": "Un jugador puede realizar una única acción común por Turno, antes o
    después de la Acción de cualquiera de sus personajes"."""
    s = _rich()
    assert "common trade" in legal(s)                      # before acting
    s = play(s, "act admiral 2")
    assert "common trade" in legal(s)                      # after acting
    s = play(s, "common trade")
    assert not any(a.startswith("common") for a in legal(s))
    assert_illegal(s, "common painter")
    # his next character turn in the same turn: still no common action
    s = play(s, "done")
    while not (G.decision(s).seat == 0 and s.round == 2):
        opts = legal(s)
        s = play(s, "done" if "done" in opts else opts[0])
    assert not any(a.startswith("common") for a in legal(s))


def test_each_common_action_once_per_turn_for_the_whole_table():
    """Seed 002, "Acciones": "Cuando se realiza una Acción Común se debe marcar en el tablero. Esa
    Acción no podrá realizarse de nuevo en ese Turno"."""
    s = play(_rich(), "common painter", "act admiral 2", "done")
    assert G.decision(s).seat == 1
    assert "common painter" not in legal(s) and "common loan" in legal(s)
    assert_illegal(s, "common painter")


def test_common_actions_are_available_again_next_turn():
    """Seed 002, "Acciones": "Las Acciones Comunes ... están disponibles al principio de cada Turno"."""
    from tests.plus_ultra.pu_helpers import end_turn
    s = play(_rich(), "common painter")
    s = end_turn(s)
    assert s.commons_taken == [] and not any(p.common_used for p in s.areas)
