"""End of turn (seed 002, "Fin del Turno", "Colonias del Nuevo Mundo", "Ronda y Turno"; spec §5.3,
P-05, P-12, P-23, P-38)."""
from __future__ import annotations

from tests.plus_ultra.pu_helpers import G, acting, end_turn, exploration, legal


def _quiet(**fields):
    """Action phase with no silver character set aside ... hoard chosen by the test."""
    fields.setdefault("colonies", [None] * 7)
    fields.setdefault("hoard", "cardinal")           # gems icon (P-10)
    return acting(3, {0: ["admiral", "pirate"], 1: ["merchant", "king"],
                      2: ["constable", "conquistador"]}, **fields)


def test_natives_next_to_a_colony_remove_its_last_built_house():
    """Seed 002, "Fin del Turno": "Si alguna loseta contiene Indígenas retira la última casa colocada
    en la colonia adyacente a dicha loseta (si la hay)"; the house returns to its owner ("Colonias
    del Nuevo Mundo": "devuelve a su propietario la última casa"); P-05: same row."""
    s = _quiet(colonies=[[0, 2, 1], [2], [], None, None, None, None],
               exploration=exploration(("natives", True), ("gold", False), ("natives", True)))
    houses = [p.houses for p in s.areas]
    s = end_turn(s)
    assert s.colonies[:3] == [[0, 2], [2], []]
    assert [p.houses for p in s.areas] == [houses[0], houses[1] + 1, houses[2]]


def test_face_down_natives_do_nothing():
    """Seed 002, "El Nuevo Mundo": a tile still face down has not been revealed as natives."""
    s = _quiet(colonies=[[0, 1]] + [None] * 6, exploration=exploration(("natives", False)))
    s = end_turn(s)
    assert s.colonies[0] == [0, 1]


def test_colony_production_goes_to_the_market_first_colony_first():
    """Seed 002, "Fin del Turno": "Mueve los recursos que permanezcan en las Colonias del Nuevo Mundo
    al Mercado o a los Excedentes si no hay hueco, comenzando por la primera Colonia" (P-23: also a
    colony without houses)."""
    s = _quiet(market=["gold", "spices"], surplus=[],
               colonies=[[1], [], [0], None, None, None, None],
               exploration=exploration(("silver", True), ("natives", True), ("gold", True),
                                       ("gems", True)),
               deck=[])
    s = end_turn(s)
    assert s.market == ["gold", "spices", "silver", "gold"]
    assert s.exploration[:4] == [None, ("natives", True), None, ("gems", True)]


def test_colony_production_overflows_to_the_surplus():
    """Seed 002, "Colonias del Nuevo Mundo": "Si no hubiese hueco, coloca dicha loseta directamente en
    los Excedentes" (P-12: no bump at the end of the turn)."""
    s = _quiet(market=["gold", "spices", "silver"], surplus=["gems"],
               colonies=[[], [], None, None, None, None, None],
               exploration=exploration(("spices", True), ("gold", True)), deck=[])
    s = end_turn(s)
    assert s.market == ["gold", "spices", "silver", "spices"]
    assert s.surplus == ["gems", "gold"]


def test_production_comes_before_hoarding():
    """Seed 002, "Fin del Turno": the colonies ship to the Market, then the set-aside character's
    resource is removed from it."""
    s = _quiet(hoard="merchant", market=["gold"], crown=2,
               colonies=[[]] + [None] * 6, exploration=exploration(("silver", True)), deck=[])
    s = end_turn(s)
    assert s.market == ["gold"] and s.crown == 3


def test_end_of_turn_resets_characters_commons_bulls_and_advances_the_turn():
    """Seed 002, "Fin del Turno": "Mueve el marcador de turnos a la siguiente posición"; characters
    are shuffled again and the common actions are free again next turn ("Acciones")."""
    s = _quiet()
    s.commons_taken = ["loan"]
    s.p(0).common_used = s.p(0).bull_used = True
    s = end_turn(s)
    assert s.turn == 2 and s.hoard is not None
    assert all(p.characters == [] and p.used == [] and not p.common_used and not p.bull_used
               for p in s.areas)
    assert s.phase == "draft" and len(s.pool) == 8


def test_game_ends_after_the_end_of_turn_7():
    """Seed 002, "Fin de la Partida": "Al final del 7º turno acaba la partida" (P-38: turn 7 runs its
    end-of-turn steps first)."""
    s = _quiet(turn=7, war_level=1, war=[2])
    s = end_turn(s)
    assert s.phase == "over" and G.is_over(s) and legal(s) == []
    assert G.decision(s).seat is None
    assert s.p(2).gp == 1 + 1            # the war was won (1 GP) and seat 2 holds the Constable


def test_a_game_lasts_exactly_seven_turns():
    """Seed 002, "Ronda y Turno": "El juego se divide en 7 turnos"."""
    s = _quiet()
    seen = []
    while not G.is_over(s):
        seen.append(s.turn)
        s = end_turn(s) if s.phase == "act" else G.apply(s, legal(s)[-1] if s.phase == "bid"
                                                             else legal(s)[0])
    assert sorted(set(seen)) == [1, 2, 3, 4, 5, 6, 7] and s.turn == 7
