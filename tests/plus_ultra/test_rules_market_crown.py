"""Market, Surplus, Church and Crown Wealth (seed 002, "Mercado", "Excedentes", "Iglesia",
"Riqueza de la Corona"; spec §9-§11, P-01, P-12, P-14, P-25)."""
from __future__ import annotations

from tests.plus_ultra.pu_helpers import acting, church, end_turn, exploration, play, sizes


def _no_silver_char(hoard):
    return acting(3, {0: ["admiral", "pirate"], 1: ["cardinal", "king"],
                      2: ["constable", "conquistador"]}, hoard=hoard,
                  colonies=[None] * 7)


def test_worked_example_merchant_hoard_removes_both_silver_crown_plus_2():
    """Seed 002, "Riqueza de la Corona", Exempli Gratia: "el personaje apartado es el Comerciante,
    cuyo icono de Recursos es la Plata. Por tanto, deben ser eliminadas del mercado las dos losetas de
    Plata que hay y se deben colocar dos [ducados] en la Riqueza de la Corona"."""
    s = _no_silver_char("merchant")
    s.market, s.surplus, s.crown = ["gold", "silver", "spices", "silver"], ["silver"], 3
    s = end_turn(s)
    assert s.market == ["gold", "spices"]
    assert s.surplus == ["silver"]                 # the Surplus is not touched
    assert s.crown == 5


def test_hoard_with_no_matching_tile_changes_nothing():
    """Seed 002, "Fin del Turno": only "las losetas del Mercado con el Recurso que coincida" go."""
    s = _no_silver_char("merchant")
    s.market, s.crown = ["gold", "spices"], 4
    s = end_turn(s)
    assert s.market == ["gold", "spices"] and s.crown == 4


def test_hoarding_above_6_overflows_to_players_in_peer_order():
    """Seed 002, "Riqueza de la Corona": "Si en algún momento la Riqueza de la Corona supera 6, se
    entregarán los sobrantes a los jugadores por Orden de Pares" (P-25: one by one, cycling)."""
    s = _no_silver_char("merchant")
    s.market, s.crown = ["silver", "silver", "silver", "silver"], 6
    for p in s.areas:
        p.ducats = 0
    s.turn_order = [1, 2, 0]
    s.peer_order = [1, 2, 0]
    s = end_turn(s)
    assert s.crown == 6
    # 4 excess ducats: seat 1, 2, 0, 1 (the next turn's income comes later, after the draft)
    assert s.market == [] and s.phase == "draft"
    assert [p.ducats for p in s.areas] == [1, 2, 1]


def test_removing_a_market_tile_closes_up_the_row():
    """Seed 002, "Mercado": "Cuando un Recurso abandona el mercado, los restantes deben ocupar los
    huecos que hay a su derecha" — the rest keep their order."""
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gold", "spices", "silver", "gems"],
               church=church(("gold", None)))
    s = play(s, "act cardinal 1", "market 2", "choose no")
    assert s.market == ["gold", "silver", "gems"]
    assert s.church == church(("gold", None), ("spices", None))


def test_surplus_is_a_stack_tiles_go_on_top():
    """Seed 002, "Excedentes": "Cada recurso que pase a la zona de excedentes se coloca encima de los
    que ya haya"; the Merchant takes "la loseta ... superior"."""
    s = acting(3, {0: ["conquistador", "merchant"]}, surplus=["silver", "gold"],
               exploration=exploration(("gems", True)))
    s = play(s, "act conquistador 2")
    assert s.surplus == ["silver", "gold", "gems"]


def test_viceroy_1_with_empty_crown_pays_two_own_ducats():
    """Seed 002, "Riqueza de la Corona": with no ducat in the Crown the player pays it himself."""
    s = acting(3, {0: ["viceroy", "merchant"]}, crown=0, colonies=[[]] + [None] * 6)
    s = play(s, "act viceroy 1")
    assert (s.p(0).ducats, s.crown, s.colonies[0]) == (0, 0, [0])


def test_church_has_four_spaces():
    """P-02: 4 church spaces — the fourth donation completes the Cathedral, the third does not."""
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gems"],
               church=church(("gold", None), ("silver", None)))
    s = play(s, "act cardinal 1", "choose no")
    assert s.church_filled() == 3 and s.p(0).gp == 1


def test_no_more_than_4_market_tiles_production_overflows_to_the_surplus():
    """Seed 002, "Colonias del Nuevo Mundo": "coloca su loseta del Nuevo Mundo en el Mercado. Si no
    hubiese hueco, coloca dicha loseta directamente en los Excedentes" (P-01: 4 slots, P-12)."""
    s = _no_silver_char("admiral")
    s.hoard = "viceroy"        # silver icon (P-10): clears silver from the market at the end
    s.market = ["gold", "spices", "gems"]
    s.surplus = []
    s.colonies = [[], [], None, None, None, None, None]
    s.colony_size = sizes(s.colonies)
    s.exploration = exploration(("gold", True), ("gems", True))
    s = end_turn(s)
    assert s.market == ["gold", "spices", "gems", "gold"]
    assert s.surplus == ["gems"]
