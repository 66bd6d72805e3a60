"""The earlier edition of the rules (variant ``early``, seed 000_123e0bde5a69e388.txt): one test per
row of the difference table (plus-ultra-spec.md §18, D-01 … D-46), citing seed 000's section, and
where it applies the published behaviour (variant ``reglamento``, seed 002) beside it.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from tests.plus_ultra.pu_helpers import CHARACTERS, G, acting, assert_illegal, church, drive_to, end_turn, \
    draft_all, exploration, legal, new, play, sizes
from engine.plus_ultra import data
from engine.plus_ultra.render import board
from engine.plus_ultra.scoring import breakdown, trade_points

RED, GREEN, BLUE = 0, 1, 2


def early(chars=None, players=3, **fields):
    """An early-edition state in the action phase, seat 0 to use a character (pu_helpers.acting)."""
    return acting(players, chars, variant="early", **fields)


def _war_notes(s):
    return [params for key, params in s.log if key == "the war level is {n}"]


# -- D-01 war level ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_d01_war_level_is_the_middle_of_3_dice(players):
    """D-01. Seed 000, "Guerras Europeas": "lanzando 3 dados. El resultado intermedio determinará el
    nivel de guerra" — for every player count."""
    for seed in range(1, 40):
        s = G.new(players, seed=seed, variant="early")
        (note,) = _war_notes(s)
        assert len(note["dice"]) == 3 and s.war_level == sorted(note["dice"])[1]


def test_d01_published_rules_take_the_lowest_of_2_dice():
    """D-01 [R]. Seed 002, "Guerras Europeas": 2 dice (3 with 2 players), the lowest."""
    (note,) = _war_notes(G.new(3, seed=7))
    assert len(note["dice"]) == 2 and note["n"] == min(note["dice"])


def test_d01_middle_of_3_dice_distribution():
    """D-01. The median of 3d6 has mean 3.5 and is symmetric (spec §15.2: 16/40/52/52/40/16)."""
    levels = Counter(G.new(3, seed=seed, variant="early").war_level for seed in range(1, 1501))
    assert abs(sum(k * v for k, v in levels.items()) / 1500 - 3.5) < 0.12
    assert levels[3] > levels[2] > levels[1] and levels[4] > levels[5] > levels[6]


# -- D-02 board area 5: the market-church donation guides --------------------------------------------
def test_d02_board_shows_donation_guides_over_the_market_slots():
    """D-02. Seed 000, board areas: "4. Iglesia 5. Guías de donaciones Mercado-Iglesia 6. Mercado" —
    church space j is drawn above market slot j (slot 1 right-most, as the market)."""
    s = early({0: ["cardinal", "merchant"]}, market=["gold", "spices"], surplus=["gems"],
              church=church(None, ("gold", None)))
    s = play(s, "act cardinal 1", "surplus")
    svg = board(G.view(s, 0), legal=G.legal_actions(s))
    root = ET.fromstring(svg)
    x = {e.get("data-action"): float(e.find("{http://www.w3.org/2000/svg}rect").get("x"))
         for e in root.iter() if (e.get("data-action") or "").startswith("church ")}
    assert set(x) == {"church 1", "church 3", "church 4"}
    assert x["church 1"] > x["church 3"] > x["church 4"]       # right to left, as the market
    assert "↓1" in svg and "↓4" in svg
    assert "↓1" not in board(G.view(acting(3), 0))               # D-02 [R]: area 5 holds the bulls


# -- D-03 rosetón cards ----------------------------------------------------------------------
def test_d03_ten_shared_roseton_cards_one_dealt_to_each_player():
    """D-03. Seed 000, "Componentes": "10 cartas de Rosetón"; "Preparación": each player receives 1
    rosetón. The cards are one shared supply: with 4 players 6 are left."""
    s = early(players=4)
    assert [p.rosetones for p in s.areas] == [1, 1, 1, 1]
    assert s.rosetones_free(0) == 6 and G.view(s, 0)["roseton_supply"] == 6
    s.p(1).rosetones, s.p(2).rosetones_used = 4, 3             # 1 + 4 + (1 + 3) + 1: none left
    s.p(0).ducats = 9
    assert s.rosetones_free(0) == 0
    s = play(s, "common workshops")                            # only the house is left to gain
    assert (s.p(0).rosetones, s.p(0).houses) == (1, 3)


def test_d03_published_rosetones_are_4_pieces_per_colour():
    """D-03 [R]. Seed 002, "Componentes": "16 Rosetones, 4 de cada color"."""
    s = acting(4)
    s.p(1).rosetones = 4
    assert s.rosetones_free(0) == 3 and s.rosetones_free(1) == 0


# -- D-04 donation source ---------------------------------------------------------------------
def test_d04_donation_from_the_slot_under_an_empty_church_space_or_the_surplus_top():
    """D-04. Seed 000, "Iglesia": "debe coger el recurso que se encuentre en el mercado justo debajo
    de una casilla de la Iglesia que no tenga ya un recurso ... en lugar de [eso], el recurso que se
    encuentre encima de la pila de excedentes en cualquier casilla de la Iglesia"."""
    s = early({0: ["cardinal", "merchant"]}, market=["gold", "spices", "silver"],
              surplus=["silver", "gems"], church=church(None, ("gold", None)))
    s.p(0).rosetones = 0
    s = play(s, "act cardinal 1")
    assert legal(s) == ["market 1", "market 3", "surplus"]     # space 2 is taken; no tile in slot 4
    under = play(s, "market 3")
    assert under.church == church(None, ("gold", None), ("silver", None))
    assert under.market == ["gold", "spices"] and under.p(0).gp == 1
    top = play(s, "surplus")
    assert legal(top) == ["church 1", "church 3", "church 4"]
    top = play(top, "church 4")
    assert top.church == church(None, ("gold", None), None, ("gems", None))
    assert top.surplus == ["silver"] and top.market == ["gold", "spices", "silver"]


def test_d04_published_donation_takes_any_market_tile_and_never_the_surplus():
    """D-04 [R]. Seed 002, Cardenal 1: "Coloca un Recurso del Mercado en la Iglesia"."""
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gold", "spices"], surplus=["gems"],
               church=church(("gold", None)))
    s = play(s, "act cardinal 1")
    assert legal(s) == ["market 1", "market 2"]


def test_d04_no_donation_when_no_source_fits():
    """D-04. Seed 000: with every market tile under a filled church space and no Surplus, the
    Cardinal cannot donate (P-33)."""
    s = early({0: ["cardinal", "merchant"]}, market=["gold"], surplus=[],
              church=church(("silver", None)))
    assert "act cardinal 1" not in legal(s)
    assert_illegal(s, "act cardinal 1")


# -- D-05 rosetón use ----------------------------------------------------------------------------
@pytest.mark.parametrize("resource,gp", [("gold", 2), ("gems", 2), ("silver", 1), ("spices", 1)])
def test_d05_flipping_a_roseton_card_gives_2_gp_for_gold_or_gems_1_for_silver_or_spices(resource, gp):
    """D-05. Seed 000, "Iglesia": "si el jugador tiene un rosetón disponible (boca arriba) podrá
    usarlo, dándole la vuelta y ganando PG en función del recurso que ha donado: 2 PG si era Oro o
    Gemas o 1 PG si era Plata o Especias"."""
    s = early({0: ["cardinal", "merchant"]}, market=[resource], surplus=[])
    s = play(s, "act cardinal 1")
    assert G.decision(s).prompt == "flip_roseton" and G.decision(s).params == {"gp": gp}
    yes = play(s, "choose yes")
    assert (yes.p(0).gp, yes.p(0).rosetones, yes.p(0).rosetones_used) == (1 + gp, 0, 1)
    assert yes.p(0).ducats == 2                                  # flipping costs nothing
    no = play(s, "choose no")
    assert (no.p(0).gp, no.p(0).rosetones, no.p(0).rosetones_used) == (1, 1, 0)


def test_d05_without_a_face_up_card_there_is_no_rosetón_choice():
    """D-05. Seed 000, "Iglesia": only "si el jugador tiene un rosetón disponible (boca arriba)"."""
    s = early({0: ["cardinal", "merchant"]}, market=["gold"], surplus=[])
    s.p(0).rosetones, s.p(0).rosetones_used = 0, 1
    s = play(s, "act cardinal 1")
    assert s.pending is None and s.p(0).gp == 1


def test_d05_published_roseton_is_a_piece_placed_for_1_ducat():
    """D-05 [R]. Seed 002, Cardenal 1: "puedes pagar 1 [ducado] y colocar un Rosetón de tu color"."""
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gold"])
    s = play(s, "act cardinal 1", "choose yes")
    assert s.church[0] == ("gold", 0) and (s.p(0).ducats, s.p(0).gp) == (1, 1)


# -- D-06 completing the church -----------------------------------------------------------------
def test_d06_completing_the_church_donor_2_gp_used_cards_turn_face_up_tiles_leave():
    """D-06. Seed 000, "Iglesia": "Cuando todas las casillas de la Iglesia están ocupadas ... Los
    jugadores podrán volver a dar la vuelta a las cartas de rosetón que estuviesen usadas y el
    jugador que complete la Iglesia gana 2 PG adicionales. A continuación, elimina todos los
    recursos"."""
    s = early({0: ["cardinal", "merchant"]}, market=["gold", "spices", "silver", "gems"],
              surplus=[], church=church(("gold", None), ("silver", None), None, ("gems", None)))
    s.p(1).rosetones, s.p(1).rosetones_used = 0, 2
    s = play(s, "act cardinal 1")            # the only source (slot 3) is taken at once
    assert G.decision(s).prompt == "flip_roseton"
    s = play(s, "choose yes")
    assert s.p(0).gp == 1 + 1 + 2              # donation, silver rosetón, completion
    assert (s.p(0).rosetones, s.p(0).rosetones_used) == (1, 0)
    assert (s.p(1).rosetones, s.p(1).rosetones_used) == (2, 0) and s.p(1).gp == 0
    assert s.church == church() and s.market == ["gold", "spices", "gems"]


def test_d06_published_cathedral_pays_2_gp_per_roseton_on_it():
    """D-06 [R]. Seed 002, "Iglesia": "Los jugadores recuperan sus Rosetones y ganan 2 PG por cada
    uno de ellos"."""
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gems"],
               church=church(("gold", 1), ("silver", 1), ("spices", None)))
    s.p(0).rosetones = 0
    s = play(s, "act cardinal 1")
    assert s.p(1).gp == 4 and s.p(0).gp == 3 and s.church == church()


# -- D-07 / D-08 end-of-game conversion ------------------------------------------------------------
def _final(variant, **fields):
    base = dict(colonies=[None] * 7, trade=[0, 0, 0], magellan=[], church=church(), war=[])
    s = acting(3, variant=variant, **{**base, **fields})
    for p in s.areas:
        p.ducats = p.gp = p.bulls = p.natives = p.tercios_active = p.houses = 0
        p.tercios_tired = p.rosetones = 0
        p.estates = []
    return s


def test_d07_roseton_cards_convert_to_1_ducat_each_and_there_is_no_church_line():
    """D-07. Seed 000, "Fin de la Partida": "Cambia todos los Tercios y Rosetones, así como todas
    las Casas que no estuviesen en Colonias por 1 ducado cada una. Gana 1 PG por cada 5 Ducados"."""
    s = _final("early")
    a = s.p(0)
    a.ducats, a.rosetones, a.rosetones_used, a.tercios_tired, a.houses = 2, 1, 2, 3, 2
    lines = breakdown(s, 0)
    assert lines["money"] == (2 + 1 + 2 + 3 + 2) // 5 == 2 and "church" not in lines


def test_d07_published_rosetones_on_the_church_give_1_gp_and_are_not_converted():
    """D-07 [R]. Seed 002, "Fin de la Partida": "1 PG por cada rosetón de su color que haya sobre
    alguna casilla de la Iglesia"."""
    s = _final("reglamento", church=church(("gold", 0)))
    s.p(0).ducats, s.p(0).rosetones = 4, 1
    lines = breakdown(s, 0)
    assert lines["church"] == 1 and lines["money"] == 0


def test_d08_bulls_cost_1_gp_each_and_are_not_converted():
    """D-08. Seed 000, "Fin de la Partida": "-1 PG por cada Bula que tuviese"; the conversion lists
    tercios, rosetones and houses only."""
    s = _final("early")
    s.p(0).bulls, s.p(0).ducats = 2, 4
    assert (breakdown(s, 0)["bulls"], breakdown(s, 0)["money"]) == (-2, 0)
    r = _final("reglamento")
    r.p(0).bulls, r.p(0).ducats = 2, 4
    assert (breakdown(r, 0)["bulls"], breakdown(r, 0)["money"]) == (-2, 1)   # seed 002: "y Bulas"


# -- D-09 / D-10 colonies -------------------------------------------------------------------------
def test_d09_colony_tiles_of_size_2_3_4_in_the_deck():
    """D-09. Seed 000, "Colonias del Nuevo Mundo": "el tamaño máximo de la colonia: ... tamaño 2 ...
    tamaño 3 ... tamaño 4"; 2 tiles of each size assumed (P-06)."""
    s = G.new(3, seed=1, variant="early")
    kinds = Counter(s.deck + [t[0] for t in s.exploration if t]) 
    placed = Counter(size for size in s.colony_size if size)
    for size in (2, 3, 4):
        assert kinds[f"colony{size}"] + placed[size] == 2
    assert "colony" not in kinds
    published = G.new(3, seed=1)
    tiles = Counter(published.deck + [t[0] for t in published.exploration if t])
    assert tiles["colony"] + sum(1 for c in published.colonies if c is not None) == 6


@pytest.mark.parametrize("size,open_", [(2, False), (3, True)])
def test_d09_a_colony_holds_at_most_its_size(size, open_):
    """D-09. Seed 000: "Las colonias del Nuevo Mundo pueden albergar hasta 4 casas cada una" with a
    maximum size per tile; a full colony takes no house."""
    s = early({0: ["viceroy", "merchant"]}, colonies=[[1, 2]] + [None] * 6,
              colony_size=[size] + [0] * 6)
    assert ("act viceroy 1" in legal(s)) == open_
    if open_:
        s = play(s, "act viceroy 1")
        assert s.colonies[0] == [1, 2, 0]


def test_d09_published_colonies_hold_4_houses():
    """D-09 [R]. Seed 002: "Cada Colonia no puede tener más de un total de cuatro casas"."""
    s = acting(3, {0: ["viceroy", "merchant"]}, colonies=[[1, 2, 1]] + [None] * 6)
    assert s.colony_size[0] == 4 and "act viceroy 1" in legal(s)


def test_d10_majority_gp_by_colony_size_1_2_3_and_ties_give_nothing():
    """D-10. Seed 000, "Colonias": "Las colonias de tamaño máximo 2 conceden 1 PG al que las
    controle, las de tamaño 3 dan 2 PG y las de tamaño 4 dan 3 PG. Nadie recibe PG por controlar más
    casas en caso de empate"."""
    s = _final("early")
    s.colonies = [[0, 0], [0, 1, 0], [0, 0, 0, 1], [1, 0], [2], None, None]
    s.colony_size = [2, 3, 4, 2, 4, 0, 0]
    assert breakdown(s, 0)["colonies"] == 1 + 2 + 3
    assert breakdown(s, 1)["colonies"] == 0
    assert breakdown(s, 2)["colonies"] == 3


def test_d10_published_majority_is_2_gp_flat():
    """D-10 [R]. Seed 002: "ser el jugador con más casas en una colonia da 2 PG adicionales"."""
    s = _final("reglamento")
    s.colonies = [[0, 0], [0, 1, 0], [1, 0]] + [None] * 4
    s.colony_size = sizes(s.colonies)
    assert breakdown(s, 0)["colonies"] == 4 and breakdown(s, 1)["colonies"] == 0


# -- D-11 / D-12 blue-backed colonies and the 13-step turn -----------------------------------------
def _to_turn(s, turn):
    while s.turn < turn:
        s = end_turn(drive_to(s, "act"))
    return s


def test_d11_two_blue_colonies_set_aside_one_placed_in_turns_2_and_5():
    """D-11. Seed 000, "Preparación" 2: "Aparta las Colonias con fondo Azul a un lado del tablero";
    "Comienzo del Turno" 7: "En los 2 y 5, coloca una de las dos losetas de colonias de fondo azul en
    el primer hueco de colonias disponible" (size 3 each, P-06)."""
    s = new(3, "early")
    assert s.blue_colonies == ["colony3", "colony3"]
    placed = []
    for turn in range(2, 7):
        s = _to_turn(s, turn)
        before = [c is not None for c in s.colonies]
        first_empty = before.index(False) if False in before else None
        s = drive_to(s, "act")
        if turn in (2, 5):
            assert first_empty is not None and s.colony_size[first_empty] == 3
            assert s.colonies[first_empty] == []
            placed.append(turn)
        else:
            assert [c is not None for c in s.colonies] == before
    assert placed == [2, 5] and s.blue_colonies == []
    assert G.new(3, seed=1).blue_colonies == []            # D-11 [R]: no such tiles


def test_d12_the_blue_colony_step_comes_after_the_bull_purchase():
    """D-12. Seed 000, "Comienzo del Turno": step 6 "Cada jugador, en Orden de Pares, puede comprar
    una Bula", step 7 the blue colony — 13 steps in all (7 + 2 + 4)."""
    s = _to_turn(new(3, "early"), 2)
    s = drive_to(s, "bulls") if s.phase != "bulls" else s
    for p in s.areas:
        p.ducats = 5
    s.queue = list(s.turn_order)
    assert s.phase == "bulls" and len(s.blue_colonies) == 2
    s = play(s, "pass", "pass")
    assert len(s.blue_colonies) == 2                       # not before the last buyer has chosen
    s = play(s, "pass")
    assert len(s.blue_colonies) == 1 and s.phase in ("bid", "act")


# -- D-13 / D-14 / D-15 market -----------------------------------------------------------------
def test_d13_goods_go_into_the_first_free_slot():
    """D-13. Seed 000, "Mercado": "debe hacerselo sobre el primer hueco libre que haya (el situado más
    a la derecha)"."""
    s = early({0: ["admiral", "merchant"]}, market=["gold", "spices"],
              exploration=exploration(("gems", True)))
    s = play(s, "act admiral 1")
    assert s.market == ["gold", "spices", "gems"]


def test_d14_production_into_a_full_market_goes_to_the_surplus():
    """D-14. Seed 000, "Colonias": "coloca su loseta del mercancía en el Mercado. Si no hubiese hueco,
    coloca dicha loseta directamente en los Excedentes"."""
    s = early({0: ["admiral", "merchant"]}, market=["gold", "spices", "gems", "gold"], surplus=[],
              colonies=[[]] + [None] * 6, exploration=exploration(("gems", True)))
    s.hoard = "merchant"                                       # silver: hoards nothing here
    s = end_turn(s)
    assert s.surplus == ["gems"] and s.market == ["gold", "spices", "gems", "gold"]


def test_d15_admiral_puts_his_tile_into_any_slot_of_a_full_market_in_place():
    """D-14/D-15. Seed 000, Almirante 1, Nota: "Si el mercado estuviese lleno, el almirante puede
    colocar la loseta en cualquier espacio del mercado, expulsando la que allí hubiese a los
    excedentes"."""
    s = early({0: ["admiral", "merchant"]}, market=["gold", "spices", "silver", "silver"],
              surplus=["silver"], exploration=exploration(("gems", True)))
    s = play(s, "act admiral 1")
    assert G.decision(s).prompt == "replace_market"
    assert legal(s) == ["market 1", "market 2", "market 3", "market 4"]
    s = play(s, "market 2")
    assert s.market == ["gold", "gems", "silver", "silver"] and s.surplus == ["silver", "spices"]
    assert (s.p(0).gp, s.trade[0]) == (2, 1)


def test_d15_published_full_market_closes_up_and_the_tile_lands_last():
    """D-14 [R]. Seed 002, "Mercado": the placer removes one tile to the Surplus; the row closes up."""
    s = acting(3, {0: ["admiral", "merchant"]}, market=["gold", "spices", "silver", "silver"],
               exploration=exploration(("gems", True)))
    s = play(s, "act admiral 1", "market 2")
    assert s.market == ["gold", "silver", "silver", "gems"]


# -- D-16 / D-17 maritime trade ------------------------------------------------------------------
def test_d16_trade_is_a_track_not_limited_by_house_markers():
    """D-16/D-39. Seed 000, "Comercio marítimo": "deberá aumentar en un paso su marcador"; the
    markers are separate pieces ("12 marcadores, 3 de cada color"), so steps use no house supply."""
    s = early({0: ["admiral", "merchant"]}, trade=[9, 0, 0])
    s.p(0).houses = 5
    s = play(s, "act admiral 2")
    assert s.trade[0] == 11 and s.p(0).houses == 5
    r = acting(3, {0: ["admiral", "merchant"]}, trade=[7, 0, 0])
    r.p(0).houses = 2                                         # 7 + 2 + 0 built: 1 cube left
    assert play(r, "act admiral 2").trade[0] == 8             # seed 002: cubes


def test_d17_trade_ranks_are_shared_and_1_gp_needs_a_presence():
    """D-17. Seed 000, "Comercio marítimo": "el jugador o jugadores con más avanzados ganarán 5 PG,
    los segundos, 3 PG y el resto que tenga al menos presencia en el comercio marítimo, 1 PG"."""
    assert trade_points([3, 3, 1, 0]) == [5, 5, 3, 0]
    assert trade_points([4, 2, 1, 1]) == [5, 3, 1, 1]


# -- D-18 / D-19 / D-23 / D-41 Magellan cards ---------------------------------------------------------
@pytest.mark.parametrize("players,cards", [(2, 5), (3, 5), (4, 6)])
def test_d18_magellan_cards_6_with_4_players_5_with_fewer(players, cards):
    """D-18/D-41. Seed 000, "Preparación" 7: "Coloca las cartas de Magallanes (6 con 4 jugadores o 5
    con 3 o menos)" — no player-count board indicators."""
    s = new(players, "early")
    assert s.rules.magellan_spaces(players) == cards == G.view(s, 0)["magellan_spaces"]


def test_d18_d23_taking_the_last_magellan_card_completes_the_voyage_3_gp_per_card():
    """D-18/D-23. Seed 000, Secretario 1: "gana ... una carta de Magallanes"; "Viaje de Magallanes":
    "una carta de Magallanes, que valdrá 3 PG en el momento en el que el viaje se complete" — the
    voyage completes when the last card is taken (P-08)."""
    s = early({0: ["secretary", "merchant"]}, magellan=[0, 1, 1, 2])
    s = play(s, "act secretary 1")
    assert legal(s) == ["choose roseton", "choose house", "choose magellan_card"]
    s = play(s, "choose magellan_card")
    assert s.magellan_done and s.magellan == []
    assert [p.gp for p in s.areas] == [6, 6, 3]
    s2 = early({0: ["secretary", "merchant"]}, magellan_done=True)
    assert "choose magellan_card" not in legal(play(s2, "act secretary 1"))


def test_d23_published_secretary_places_a_magellan_marker():
    """D-23 [R]. Seed 002, Secretario 1: "pon un Marcador en el Viaje de Magallanes"."""
    s = play(acting(3, {0: ["secretary", "merchant"]}), "act secretary 1")
    assert "choose magellan" in legal(s) and "choose magellan_card" not in legal(s)


def test_d19_uncompleted_voyage_1_gp_per_card_at_the_end():
    """D-19. Seed 000, "Fin de la Partida": "1 PG por cada carta del Viaje de Magallanes, si no se
    completó"."""
    s = _final("early", magellan=[0, 0, 2])
    assert breakdown(s, 0)["magellan"] == 2 and breakdown(s, 2)["magellan"] == 1
    s.magellan_done = True
    assert breakdown(s, 0)["magellan"] == 0


# -- D-20 / D-21 / D-22 estates ---------------------------------------------------------------------
def test_d20_six_of_ten_estates_drawn_at_random():
    """D-20. Seed 000, "Fincas": "Plus Ultra cuenta con 10 fincas diferentes de las cuales, sólo 6
    serán escogidas al azar al comienzo de la partida" (list assumed, P-11)."""
    box = Counter(data.EARLY.estates)
    assert sum(box.values()) == 10
    drawn = set()
    for seed in range(1, 30):
        s = G.new(3, seed=seed, variant="early")
        assert len(s.estates_deck) == 6 and not Counter(s.estates_deck) - box
        drawn.add(tuple(sorted(map(str, s.estates_deck))))
    assert len(drawn) > 5


@pytest.mark.parametrize("estate,check", [
    ("ducats", lambda s: s.p(0).ducats == 4),
    ("house", lambda s: s.p(0).houses == 3),
    ("roseton", lambda s: s.p(0).rosetones == 2),
    ("bull", lambda s: (s.p(0).bulls, s.bull_supply) == (1, 3)),
])
def test_d20_a_resource_estate_is_discarded_in_your_turn_for_its_resource(estate, check):
    """D-20. Seed 000, "Fincas": "algunas fincas contienen algún recurso que puede ser usado en
    cualquier momento del turno de su propietario descartando dicha finca"; it then scores no GP."""
    s = early({0: ["admiral", "merchant"]})
    s.p(0).estates = [estate, 2]
    assert f"discard {estate}" in legal(s)
    s = play(s, f"discard {estate}")
    assert check(s) and s.p(0).estates == [2] and breakdown(s, 0)["estates"] == 2
    assert f"discard {estate}" not in legal(s)


def test_d20_the_tercio_estate_and_only_in_the_owners_turn():
    """D-20. Seed 000, "Fincas": "una finca que concede 1 PG al final de la partida para su
    propietario, o bien un tercio en cualquier momento de su turno si es descartada"."""
    s = early({0: ["admiral", "merchant"]})
    s.p(0).estates = ["tercio"]
    assert breakdown(s, 0)["estates"] == 1
    s = play(s, "act admiral 2", "discard tercio", "choose active")
    assert s.p(0).tercios_active == 3 and s.p(0).estates == []
    other = early({0: ["admiral", "merchant"]})
    other.p(1).estates = ["tercio"]
    assert "discard tercio" not in legal(other)
    assert_illegal(other, "discard tercio")


def test_d20_published_estates_are_only_worth_gp():
    """D-20 [R]. Seed 002, "Fincas": "losetas de Fincas que tienen puntuaciones de +1 a +3 PG"."""
    s = G.new(3, seed=2)
    assert sorted(s.estates_deck) == [1, 1, 2, 2, 3, 3]


def test_d21_d22_secretary_2_buys_the_top_estate_for_2_ducats():
    """D-21/D-22. Seed 000, Secretario de Estado 2: "Compra una finca del tablero por 2 ducados"."""
    s = early({0: ["secretary", "merchant"]}, estates_deck=[3, "bull", 2])
    order = list(s.peer_order)
    s = play(s, "act secretary 2")
    assert s.p(0).estates == [2] and s.p(0).ducats == 0 and s.estates_deck == [3, "bull"]
    assert s.peer_order == order
    poor = early({0: ["secretary", "merchant"]})
    poor.p(0).ducats = 1
    assert "act secretary 2" not in legal(poor)
    assert "act secretary 2" not in legal(early({0: ["secretary", "merchant"]}, estates_deck=[]))


def test_d21_buy_estates_common_action_costs_4():
    """D-21. Seed 000, "Comprar Fincas": "Gasta 4 ducados y adquiere una finca del tablero"."""
    s = early({0: ["admiral", "merchant"]}, estates_deck=[2, "house"])
    s.p(0).ducats = 5
    s = play(s, "common estate")
    assert s.p(0).estates == ["house"] and s.p(0).ducats == 1


def test_d22_published_secretary_2_advances_in_peer_order_and_gains_1_ducat():
    """D-22 [R]. Seed 002, Secretario 2: "Avanza en 1 paso tu posición en el Orden de Pares y gana 1"."""
    s = play(acting(3, {1: ["secretary", "merchant"]}, actor=1), "act secretary 2")
    assert s.peer_order == [1, 0, 2] and s.p(1).ducats == 3


# -- D-24 Secretary passive ------------------------------------------------------------------------
@pytest.mark.parametrize("picks,king_hoard,expected", [
    ({0: ["secretary", "king"]}, False, 2),          # "porque lo tengas tú"
    ({0: ["secretary"], 1: ["king"]}, False, 0),
    ({0: ["secretary"]}, True, 2),                   # "porque no esté en juego"
])
def test_d24_secretary_passive_king_not_in_play_or_held_by_you(picks, king_hoard, expected):
    """D-24. Seed 000, Secretario de Estado, Pasiva: "Si ninguno de los otros jugadores tiene al Rey
    (porque no esté en juego o porque lo tengas tú), gana 2 PG cuando se revelen los personajes"."""
    s = new(4, "early")
    if king_hoard:
        s.hoard = "king"
    elif s.hoard in ("secretary", "king"):
        s.hoard = "admiral"
    s.pool = sorted(c for c in CHARACTERS if c != s.hoard)
    s = draft_all(s, picks)
    assert s.p(0).gp == expected


# -- D-25 / D-26 Pirate -------------------------------------------------------------------------------
def test_d25_pirate_2_plunders_goods_next_to_a_colony_and_house_owners_pay():
    """D-25. Seed 000, Pirata 2: "Elimina una mercancía que esté al lado de una colonia del Nuevo
    Mundo y gana 2 ducados. Cada jugador que tenga una casa al menos en dicha colonia deberá cansar
    un tercio de su reserva o bien perder 1 ducado (que no lo gana el Pirata)" (P-36)."""
    s = early({0: ["pirate", "merchant"]}, colonies=[None, [1, 2, 1]] + [None] * 5,
              exploration=exploration(("gold", True), ("spices", True)))
    s.p(2).tercios_active = 0
    s = play(s, "act pirate 2")                  # only row 2 is next to a colony: taken at once
    assert s.exploration[1] is None and s.exploration[0] == ("gold", True)
    assert s.p(0).ducats == 4
    assert G.decision(s).seat == 1 and legal(s) == ["choose tercio", "choose ducat"]
    s = play(s, "choose tercio")
    assert (s.p(1).tercios_active, s.p(1).tercios_tired) == (1, 1)
    assert s.p(2).ducats == 1 and s.p(0).ducats == 4     # seat 2 could only pay: no choice asked
    assert s.pending is None and G.decision(s).seat == 0


def test_d25_without_goods_next_to_a_colony_or_trade_the_pirate_still_gains_2():
    """D-25. Seed 000, Pirata, Nota: "Si no pudiese realizar ninguna de las opciones ... aun así
    ganaría 2 ducados"."""
    s = early({0: ["pirate", "merchant"]}, colonies=[None] * 7, trade=[0, 0, 0],
              exploration=exploration(("gold", True)))
    s = play(s, "act pirate 2")
    assert s.p(0).ducats == 4 and s.exploration[0] == ("gold", True)


def test_d25_published_pirate_2_takes_any_goods_without_penalty():
    """D-25 [R]. Seed 002, Pirata 2: "Elimina una Loseta del Nuevo Mundo revelada que tenga Recursos
    y gana 2"."""
    s = acting(3, {0: ["pirate", "merchant"]}, colonies=[None, [1]] + [None] * 5,
               exploration=exploration(("gold", True), ("spices", True)))
    s = play(s, "act pirate 2")
    assert legal(s) == ["tile 1", "tile 2"]
    s = play(s, "tile 2")
    assert s.pending is None and s.p(1).ducats == 2


def test_d26_pirate_1_moves_a_trade_marker_one_step_back():
    """D-26. Seed 000, Pirata 1: "Desciende en uno el Marcador de Comercio Marítimo de cualquier
    jugador y gana 2 ducados"."""
    s = play(early({0: ["pirate", "merchant"]}, trade=[0, 3, 0]), "act pirate 1")
    assert s.trade == [0, 2, 0] and s.p(0).ducats == 4


# -- D-27 / D-28 King ---------------------------------------------------------------------------------
@pytest.mark.parametrize("crown,gp", [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_d27_king_1_table(crown, gp):
    """D-27. Seed 000, Rey 1: "3 PG si la corona tiene 6 ducados, 2 PG si tiene 4 ó 5 ducados, 1 PG si
    tiene 3 ó 2 ducado y 0 PG si tiene uno o ningún ducados"."""
    s = play(early({0: ["king", "merchant"]}, crown=crown), "act king 1")
    assert s.p(0).gp == gp and s.crown == crown


def test_d28_king_2_others_lose_1_gp_unless_they_pay_1_ducat_crown_plus_2():
    """D-28. Seed 000, Rey 2: "El resto de los jugadores pierden 1 PG a menos que pierdan 1 ducado.
    La Riqueza de la Corona aumenta en 2 ducados"."""
    s = early({0: ["king", "merchant"]}, crown=3)
    s.p(1).gp, s.p(2).gp, s.p(2).ducats = 2, 2, 0
    s = play(s, "act king 2")
    assert G.decision(s).seat == 1 and legal(s) == ["choose ducat", "choose gp"]
    s = play(s, "choose gp")
    assert (s.p(1).gp, s.p(1).ducats, s.p(2).gp, s.crown) == (1, 2, 1, 5)


# -- D-29 Cardinal passive ------------------------------------------------------------------------
def test_d29_cardinal_gains_for_bulls_bought_not_for_estate_bulls():
    """D-29. Seed 000, Cardenal, Pasiva: "Gana 1 ducado por cada Bula que otro jugador compre este
    turno. Nota: Este efecto no se aplica a bulas adquiridas de otro modo, por ejemplo, por medio de
    una finca"."""
    s = early({0: ["admiral", "merchant"], 1: ["cardinal", "king"]})
    s.p(0).estates = ["bull"]
    s = play(s, "discard bull")
    assert s.p(0).bulls == 1 and s.p(1).ducats == 2
    b = drive_to(new(3, "early"), "bulls")
    b.p(0).characters, b.p(1).characters = ["admiral", "king"], ["cardinal", "merchant"]
    b.p(2).characters = ["pirate", "viceroy"]
    for p in b.areas:
        p.ducats = 5
    b.queue, b.bull_supply = [0, 1, 2], 4
    b = play(b, "buy", "buy")
    assert [p.ducats for p in b.areas] == [2, 2 + 1, 5]   # +1 for seat 0's bull, none for his own


# -- D-30 / D-31 / D-32 Constable, Merchant, Viceroy ------------------------------------------------------
def test_d30_constable_swap_the_displaced_tercio_returns_tired():
    """D-30. Seed 000, Condestable 1: "intercambiar un Tercio activo tuyo por cualquiera de los allí
    colocados (que se retirará cansado al fondo de su propietario)"."""
    s = early({0: ["constable", "merchant"]}, war_level=2, war=[BLUE, GREEN])
    s = play(s, "act constable 1", "war 1")
    assert s.war == [RED, GREEN] and s.p(BLUE).tercios_tired == 1 and s.p(0).tercios_active == 1


def test_d31_merchant_price_is_4_minus_other_equal_goods_in_the_market():
    """D-31. Seed 000, Comerciante 1: "gana 4 ducados menos 1 ducado por cada otro Recurso igual que
    haya en el Mercado"."""
    s = play(early({0: ["merchant", "admiral"]}, market=["silver", "silver", "gold"], surplus=[]),
             "act merchant 1")
    assert s.p(0).ducats == 2 + 3 and s.market == ["silver", "gold"]


def test_d32_viceroy_actions():
    """D-32. Seed 000, Virrey 1: "Paga 1 ducado propio y uno de la corona y coloca una casa"; 2: "Gasta
    una bula o bien paga 1 ducado propio y otro de la corona y cansa un tercio tuyo para capturar una
    loseta de indios revelada"."""
    s = early({0: ["viceroy", "merchant"]}, crown=3, colonies=[[]] + [None] * 6)
    one = play(s, "act viceroy 1")
    assert one.colonies[0] == [0] and (one.p(0).ducats, one.crown) == (1, 2)
    s = early({0: ["viceroy", "merchant"]}, crown=3, exploration=exploration(("natives", True)))
    two = play(s, "act viceroy 2")
    assert two.p(0).natives == 1 and two.p(0).tercios_tired == 1 and two.crown == 2


# -- D-33 / D-34 / D-35 common actions ------------------------------------------------------------
def test_d33_open_a_mission_costs_2():
    """D-33. Seed 000, "Abrir una misión": "Paga 2 ducados y coloca una casa, que ya tuvieses, en una
    Colonia"."""
    s = early({0: ["admiral", "merchant"]}, colonies=[[]] + [None] * 6)
    s = play(s, "common mission")
    assert s.colonies[0] == [0] and s.p(0).ducats == 0


@pytest.mark.parametrize("pay,order", [(1, [0, 2, 1, 3]), (2, [2, 0, 1, 3])])
def test_d34_visit_the_court_1_ducat_per_step_up_to_two(pay, order):
    """D-34. Seed 000, "Visitar la Corte": "Paga 1 ducado para avanzar tu posición un paso en el
    orden de pares o 2 ducados para avanzar en dos"."""
    s = early({2: ["admiral", "merchant"]}, players=4, actor=2)
    s = play(s, "common court")
    assert G.decision(s).prompt == "court_steps" and legal(s) == ["choose 1", "choose 2"]
    s = play(s, f"choose {pay}")
    assert s.peer_order == order and s.p(2).ducats == 2 - pay


def test_d34_one_place_ahead_allows_one_step_only():
    """D-34. Seed 000: from second place only one step can be bought."""
    s = play(early({1: ["admiral", "merchant"]}, actor=1), "common court")
    assert s.peer_order == [1, 0, 2] and s.p(1).ducats == 1


def test_d34_published_court_2_ducats_one_step():
    """D-34 [R]. Seed 002, "Visitar la Corte": "Gasta 2 y adelante en uno tu posición"."""
    s = play(acting(4, {2: ["admiral", "merchant"]}, actor=2), "common court")
    assert s.peer_order == [0, 2, 1, 3] and s.p(2).ducats == 0


def test_d35_trade_routes_one_step_for_2_ducats():
    """D-35. Seed 000, "Establecer rutas de comercio": "Gasta 2 ducados y aumenta en 1 tu marcador de
    comercio marítimo"."""
    s = play(early({0: ["admiral", "merchant"]}), "common trade")
    assert s.trade[0] == 1 and s.p(0).ducats == 0


# -- D-36 / D-37 / D-38 / D-40 player counts and components ------------------------------------------
def test_d36_two_players_draft_two_characters_each_in_the_standard_way():
    """D-36. Seed 000, "Personajes": one draft for every player count: "hasta que todos tengan dos"
    (the special 2-player draft is seed 002's); 4 cards are left over; 2 rounds (P-19)."""
    s = new(2, "early")
    seats = []
    while s.phase == "draft":
        seats.append(G.decision(s).seat)
        s = G.apply(s, legal(s)[0])
    assert seats == [0, 1, 0, 1]
    assert [len(p.characters) for p in s.areas] == [2, 2] and s.rounds() == 2
    r = draft_all(new(2))
    assert [len(p.characters) for p in r.areas] == [3, 3]


@pytest.mark.parametrize("players,bulls", [(2, 3), (3, 4), (4, 5)])
def test_d37_bull_supply_5_4_3(players, bulls):
    """D-37. Seed 000, "Preparación" 5: "Con 4 jugadores habrá 5 bulas, con 3 jugadores habrá 4
    bulas. Con dos jugadores, solo habrá 3 bulas"."""
    assert G.new(players, seed=3, variant="early").bull_supply == bulls


def test_d38_five_houses_per_colour():
    """D-38. Seed 000, "Componentes": "25 marcadores de Casas del Nuevo Mundo, 5 de cada color" (Q-30:
    5 per player); Magellan cards and trade steps use none of them."""
    s = early({0: ["secretary", "merchant"]}, colonies=[[0, 0]] + [None] * 6,
              colony_size=[4] + [0] * 6, trade=[6, 0, 0], magellan=[0])
    s.p(0).houses = 2
    assert s.cubes_free(0) == 1
    s = play(s, "act secretary 1")
    assert "choose house" in legal(s)
    s.p(0).houses = 3
    assert s.cubes_free(0) == 0


def test_d40_the_bank_is_not_limited_to_38_ducats():
    """D-40. Seed 000, "Componentes": "38 ducados"; the bank is unlimited (P-37)."""
    s = early({0: ["admiral", "merchant"]})
    s.p(0).ducats = 40
    assert play(s, "act admiral 2").p(0).ducats == 41


# -- D-42 / D-43 / D-44 / D-45 / D-46 the turn -----------------------------------------------------------
def test_d42_one_common_action_before_or_after_the_character():
    """D-42. Seed 000, "Fase de acciones" 2: "realiza una acción activa de uno de sus Personajes (y
    opcionalmente un sola acción común antes o después de la de sus personaje)"."""
    s = early({0: ["admiral", "merchant"]})
    assert "common loan" not in legal(s) and "common painter" not in legal(s)
    assert "common trade" in legal(s)
    before = play(s, "common trade")
    assert not any(a.startswith("common") for a in legal(before))
    after = play(s, "act admiral 2")
    assert "common trade" in legal(after)


def test_d43_players_with_all_tercios_tired_may_pay_1_to_activate_them():
    """D-43. Seed 000, "Comienzo del Turno" 2: "Los jugadores con todos sus tercios cansados pueden
    pagar 1 ducado para activarlos a todos"."""
    s = early({0: ["admiral", "merchant"]})
    s.p(1).tercios_active, s.p(1).tercios_tired = 0, 3
    s.p(2).tercios_active, s.p(2).tercios_tired = 1, 1
    s = end_turn(s)
    assert s.phase == "recover" and s.queue == [1]
    s = play(s, "recover")
    assert (s.p(1).tercios_active, s.p(1).tercios_tired) == (3, 0)


def test_d44_a_used_bull_returns_to_the_supply():
    """D-44. Seed 000, "Bulas": "Devolviendo la carta de Bula al mazo"."""
    s = early({0: ["admiral", "merchant"]}, bull_supply=2)
    s.p(0).bulls = 1
    s = play(s, "act admiral 2", "bull act 2")
    assert (s.p(0).bulls, s.bull_supply, s.trade[0]) == (0, 3, 4)


def test_d45_trade_marker_starts_beside_the_track_and_scores_nothing():
    """D-45. Seed 000, "Preparación": "un marcador de su color en el Comercio Marítimo, fuera de la
    primera casilla"."""
    s = new(3, "early")
    assert s.trade == [0, 0, 0] and all(x["breakdown"]["trade"] == 0 for x in G.scores(s))


def test_d46_tercio_example_at_war_level_4():
    """D-46. Seed 000, "Colocación de Tercios", example: "Si el nivel hubiese sido 4, el jugador rojo
    hubiese colocado primero, al haber mostrado dos y tener prioridad sobre el azul"."""
    s = drive_to(new(3, "early"), "bid")
    s.war_level = 4
    for p in s.areas:
        p.tercios_active = 2
    s = play(s, "bid 2", "bid 1", "bid 2")
    assert s.war == [RED, BLUE, GREEN, RED]
    assert (s.p(BLUE).tercios_active, s.p(BLUE).tercios_tired) == (0, 1)


# -- the whole game -------------------------------------------------------------------------------
def test_early_is_a_variant_of_plus_ultra_and_plays_to_the_end():
    """Seed 000, "Fin de la Partida": "Al final del 7º turno acaba la partida"."""
    import random
    assert G.variants == ("reglamento", "early")
    rng = random.Random(5)
    s = G.new(4, seed=5, variant="early")
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    assert s.turn == 7 and "church" not in G.scores(s)[0]["breakdown"]


def test_visit_the_court_options_say_ducat_and_ducats():
    """Seed 000, "Acciones comunes": Visit the Court costs 1 ducat a step, up to two; the
    options read "Pay 1 ducat" and "Pay 2 ducats" (the panel said "Pay 1 ducats"), in English
    and Spanish."""
    import engine
    from engine.i18n import translator

    game = engine.get_game("plus_ultra")
    step = next(s for s in game.tour(None, "early") if s.id == "court")
    state = engine.savedoc.load(step.doc, upto=step.index)
    legal = [a.notation for a in game.legal_actions(state)]
    assert legal == ["choose 1", "choose 2"]
    names = list(state.names)
    assert [game.action_label(n, names, None, "early") for n in legal] == [
        "Pay 1 ducat", "Pay 2 ducats"]
    es = translator("es", "plus_ultra")
    assert [game.action_label(n, names, es, "early") for n in legal] == [
        "Pagar 1 ducado", "Pagar 2 ducados"]
