"""Nippon rules the review of 2026-11-24 found untested (its section 5): the common supply
(seed 003, "Suministro común"), the 2nd scoring's trigger ("Filas de trabajador vacías"), the
money track's top slot ("Exportación", "Trenes"/"Barcos"), and the region bonuses other than
coal ("Mercado local")."""
from __future__ import annotations

import pytest

from engine.nippon import data
from np_helpers import G, give_factory, legal, new, play, set_space


def take(s, space_action: str):
    set_space(s, int(space_action.split()[0]), ["white"] * 3)
    return play(s, f"take {space_action}")


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
