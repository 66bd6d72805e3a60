"""The nine characters' active actions and the King's passive (seed 002, "Personajes"; the Viceroy
from seed 000, Q-40; spec §6.2)."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, acting, assert_illegal, church, exploration, legal, play


def _actor(char, other="merchant", players=3, **fields):
    return acting(players, {0: [char, other]}, **fields)


# -- Almirante ---------------------------------------------------------------------------------
def test_admiral_1_moves_a_new_resource_to_the_market_for_2_gp_and_a_trade_marker():
    """Seed 002, Almirante 1: "Traslada una loseta de Recursos del Nuevo Mundo al Mercado. Si dicho
    recurso no está ya presente en el Mercado gana además 2 PG. Añade un marcador al Comercio
    Marítimo"."""
    s = _actor("admiral", market=["gold", "spices"],
               exploration=exploration(("gems", True), ("natives", True), ("silver", False)))
    s = play(s, "act admiral 1")                      # the only revealed goods tile: taken at once
    assert s.market == ["gold", "spices", "gems"] and s.exploration[0] is None
    assert (s.p(0).gp, s.trade[0]) == (2, 1)


def test_admiral_1_resource_already_in_market_no_gp_and_choice_of_tile():
    """Seed 002, Almirante 1: no 2 PG if the resource is already present; face-down tiles and
    natives are not resource tiles that can be moved (P-35)."""
    s = _actor("admiral", market=["gold", "spices"],
               exploration=exploration(("gold", True), ("natives", True), ("silver", False),
                                       ("spices", True)))
    s = play(s, "act admiral 1")
    assert legal(s) == ["tile 1", "tile 4"]
    s = play(s, "tile 4")
    assert s.market == ["gold", "spices", "spices"] and s.exploration[3] is None
    assert (s.p(0).gp, s.trade[0]) == (0, 1)


def test_admiral_1_full_market_bumps_a_chosen_tile_to_the_top_of_the_surplus():
    """Seed 002, "Mercado": "Si no hay [hueco], quien coloca el Recurso debe retirar a la zona de
    Excedentes uno de los que ya hay colocados"; "Cuando un Recurso abandona el mercado, los
    restantes deben ocupar los huecos"."""
    s = _actor("admiral", market=["gold", "spices", "silver", "silver"], surplus=["silver"],
               exploration=exploration(("gems", True)))
    s = play(s, "act admiral 1")
    assert legal(s) == ["market 1", "market 2", "market 3", "market 4"]
    s = play(s, "market 2")
    assert s.surplus == ["silver", "spices"]
    assert s.market == ["gold", "silver", "silver", "gems"]
    assert (s.p(0).gp, s.trade[0]) == (2, 1)


def test_admiral_1_full_market_resource_present_before_the_move_gives_no_gp():
    """Seed 002, Almirante 1: "Si dicho recurso no está ya presente en el Mercado" — judged before
    the move, so bumping the only gold to place a gold is not a new resource (spec §6.2)."""
    s = _actor("admiral", market=["gold", "spices", "silver", "silver"],
               exploration=exploration(("gold", True)))
    s = play(s, "act admiral 1", "market 1")
    assert s.market == ["spices", "silver", "silver", "gold"] and s.p(0).gp == 0


def test_admiral_1_needs_a_revealed_resource_tile():
    """Seed 002, Almirante 1: a resource tile of the New World is required (P-33)."""
    s = _actor("admiral", exploration=exploration(("natives", True), ("gold", False)))
    assert "act admiral 1" not in legal(s)
    assert_illegal(s, "act admiral 1")


def test_admiral_2_two_trade_markers_and_1_ducat():
    """Seed 002, Almirante 2: "Coloca en la zona de Comercio Marítimo dos Marcadores ... de tu color
    y gana 1 [ducado]"."""
    s = play(_actor("admiral"), "act admiral 2")
    assert (s.trade[0], s.p(0).ducats) == (2, 3)


# -- Cardenal ----------------------------------------------------------------------------------
def test_cardinal_1_donation_1_gp_and_optional_roseton_for_1_ducat():
    """Seed 002, Cardenal 1 / "Iglesia": "Coloca un Recurso del Mercado en la Iglesia y gana 1 PG. Si
    dicho Recurso no está ya presente, puedes pagar 1 [ducado] y colocar un Rosetón de tu color"."""
    s = _actor("cardinal", market=["gold", "spices", "silver"], church=church(("silver", 1)))
    s = play(s, "act cardinal 1")
    assert legal(s) == ["market 1", "market 2", "market 3"]
    s = play(s, "market 2")
    assert s.market == ["gold", "silver"] and s.p(0).gp == 1
    assert legal(s) == ["choose yes", "choose no"]
    yes = play(s, "choose yes")
    assert yes.church == church(("silver", 1), ("spices", 0))
    assert (yes.p(0).rosetones, yes.p(0).ducats) == (0, 1)
    no = play(s, "choose no")
    assert no.church == church(("silver", 1), ("spices", None)) and no.p(0).rosetones == 1


def test_cardinal_1_no_roseton_if_the_resource_is_already_in_the_church():
    """Seed 002, "Iglesia": a rosetón only "si dicho recurso no se encuentra ya en la Iglesia"."""
    s = _actor("cardinal", market=["silver"], church=church(("silver", None)))
    s = play(s, "act cardinal 1")
    assert s.church == church(("silver", None), ("silver", None)) and s.pending is None
    assert s.p(0).rosetones == 1 and s.p(0).gp == 1


def test_cardinal_1_completing_the_church_builds_a_cathedral():
    """Seed 002, "Iglesia": "Cuando se ocupan todas las casillas de la Iglesia se completa una
    Catedral. Los jugadores recuperan sus Rosetones y ganan 2 PG por cada uno de ellos. El jugador
    que complete la Catedral gana otros 2 PG. Los Recursos son descartados" (P-02: 4 spaces; P-24:
    a rosetón on the completing tile counts)."""
    s = _actor("cardinal", market=["gems"], church=church(("gold", 1), ("silver", 2), ("spices", 1)))
    s.p(1).rosetones = s.p(2).rosetones = 0
    s = play(s, "act cardinal 1", "choose yes")
    assert s.church == church() and s.market == []
    assert [p.gp for p in s.areas] == [1 + 2 + 2, 4, 2]
    assert [p.rosetones for p in s.areas] == [1, 2, 1]
    assert s.p(0).ducats == 1


def test_cardinal_1_needs_a_market_tile():
    """Seed 002, Cardenal 1: "Coloca un Recurso del Mercado" — an empty market gives no donation."""
    s = _actor("cardinal", market=[])
    assert "act cardinal 1" not in legal(s)


def test_cardinal_2_gains_a_bull_from_the_board():
    """Seed 002, Cardenal 2: "Gana una Bula"; none when the board has no bull."""
    s = play(_actor("cardinal", bull_supply=2), "act cardinal 2")
    assert (s.p(0).bulls, s.bull_supply) == (1, 1)
    assert "act cardinal 2" not in legal(_actor("cardinal", bull_supply=0))


# -- Comerciante --------------------------------------------------------------------------------
def test_merchant_1_sells_the_last_market_slot_the_sold_tile_not_counted():
    """Seed 002, Comerciante 1: "gana 4 menos 1 por cada otro Recurso igual que haya en el Mercado.
    Nota: Si se vende la loseta del mercado ésta no cuenta" (P-13: the end slot is slot 1)."""
    s = _actor("merchant", "admiral", market=["silver", "gold", "silver", "silver"], surplus=[])
    s = play(s, "act merchant 1")
    assert s.market == ["gold", "silver", "silver"] and s.p(0).ducats == 2 + (4 - 2)


def test_merchant_1_sells_the_top_of_the_surplus():
    """Seed 002, Comerciante 1: "Elimina la loseta de recursos superior de la Zona de Excedentes ...
    y gana 4 menos 1 por cada otro Recurso igual que haya en el Mercado"."""
    s = _actor("merchant", "admiral", market=["gold", "spices", "silver", "silver"],
               surplus=["gems", "silver"])
    s = play(s, "act merchant 1")
    assert legal(s) == ["market 1", "surplus"]
    s = play(s, "surplus")
    assert s.surplus == ["gems"] and s.market == ["gold", "spices", "silver", "silver"]
    assert s.p(0).ducats == 2 + (4 - 2)


def test_merchant_1_unique_resource_sells_for_4():
    """Seed 002, Comerciante 1: no equal resource in the market: 4 ducats."""
    s = _actor("merchant", "admiral", market=["gems", "gold"], surplus=[])
    s = play(s, "act merchant 1")
    assert s.p(0).ducats == 6


@pytest.mark.parametrize("paid,gp", [(2, 1), (3, 2), (4, 3)])
def test_merchant_2_buys_titles(paid, gp):
    """Seed 002, Comerciante 2: "Pierde 2 [ducados] y gana 1 PG ó 3 y gana 2 PG ó 4 y gana 3 PG"."""
    s = _actor("merchant", "admiral")
    s.p(0).ducats = 4
    s = play(s, "act merchant 2")
    assert legal(s) == ["choose 2", "choose 3", "choose 4"]
    s = play(s, f"choose {paid}")
    assert (s.p(0).ducats, s.p(0).gp) == (4 - paid, gp)


def test_merchant_2_only_affordable_titles():
    """Seed 002, Comerciante 2: the ducats must be paid."""
    s = _actor("merchant", "admiral")
    s.p(0).ducats = 1
    assert "act merchant 2" not in legal(s)
    s.p(0).ducats = 3
    s = play(s, "act merchant 2")
    assert legal(s) == ["choose 2", "choose 3"]


# -- Conquistador -------------------------------------------------------------------------------
def test_conquistador_1_reveals_the_next_tile_goods_2_gp():
    """Seed 002, Conquistador 1: "Revela la siguiente loseta no explorada del Nuevo Mundo. Si es un
    Recurso cualquiera, gana 2 PG"."""
    s = _actor("conquistador", exploration=exploration(("gold", True), ("silver", False),
                                                     ("gems", False)))
    s = play(s, "act conquistador 1")
    assert s.exploration[:3] == [("gold", True), ("silver", True), ("gems", False)]
    assert s.p(0).gp == 2


def test_conquistador_1_natives_captured_for_1_ducat_and_a_tired_tercio():
    """Seed 002, Conquistador 1: "Si son Indígenas puedes gastar inmediatamente una Bula o bien pagar
    1 [ducado] y cansar un Tercio de tu Reserva para capturarlos"."""
    s = _actor("conquistador", exploration=exploration(("gold", True), ("natives", False)))
    s.p(0).bulls = 1
    s = play(s, "act conquistador 1")
    assert s.exploration[1] == ("natives", True)
    assert legal(s) == ["choose bull", "choose pay", "choose no"]
    pay = play(s, "choose pay")
    p = pay.p(0)
    assert (p.natives, p.ducats, p.tercios_active, p.tercios_tired, p.bulls) == (1, 1, 1, 1, 1)
    assert pay.exploration[1] is None
    no = play(s, "choose no")
    assert no.exploration[1] == ("natives", True) and no.p(0).natives == 0


def test_conquistador_1_natives_captured_with_a_bull_counts_as_the_turns_bull():
    """Seed 002, Conquistador 1 ("gastar inmediatamente una Bula") and "Bulas" ("solo puede usar una
    por Turno"); P-16: the capture bull is the turn's bull."""
    s = _actor("conquistador", exploration=exploration(("natives", False)), bull_supply=0)
    s.p(0).bulls = 2
    s = play(s, "act conquistador 1", "choose bull")
    assert (s.p(0).natives, s.p(0).bulls, s.bull_supply) == (1, 1, 1)
    assert not any(a.startswith("bull") for a in legal(s))


def test_conquistador_1_natives_without_means_cannot_be_captured():
    """Seed 002, Conquistador 1: capture needs a bull or 1 ducat and an active tercio."""
    s = _actor("conquistador", exploration=exploration(("natives", False)))
    s.p(0).ducats = 0
    s = play(s, "act conquistador 1")
    assert s.pending is None and s.exploration[0] == ("natives", True) and s.p(0).natives == 0


def test_conquistador_1_colony_settles_and_a_house_can_be_built_for_2():
    """Seed 002, Conquistador 1: "Si aparece una loseta de Colonia, muévela a la primera colonia libre
    del Nuevo Mundo. Puedes colocar una casa en ella, si tuvieses, a cambio de 2 [ducados]"."""
    s = _actor("conquistador", exploration=exploration(("gold", True), ("colony", False)),
               colonies=[[1], None, None, None, None, None, None])
    s = play(s, "act conquistador 1")
    assert s.exploration[1] is None and s.colonies[1] == []
    assert legal(s) == ["choose yes", "choose no"]
    s = play(s, "choose yes")
    assert s.colonies[1] == [0] and (s.p(0).houses, s.p(0).ducats) == (1, 0)


def test_conquistador_1_with_no_face_down_tile_draws_from_the_pile():
    """P-20: with no face-down tile left, the top of the pile is explored into the first empty
    space."""
    s = _actor("conquistador", exploration=exploration(("gold", True), None, ("gems", True)),
               deck=["silver", "spices"])
    s = play(s, "act conquistador 1")
    assert s.exploration[1] == ("spices", True) and s.deck == ["silver"] and s.p(0).gp == 2


def test_conquistador_1_impossible_without_face_down_tile_or_free_space():
    """P-20: no face-down tile and no empty space: the action cannot be chosen."""
    s = _actor("conquistador", exploration=[("gold", True)] * 7, deck=["silver"])
    assert "act conquistador 1" not in legal(s)
    assert_illegal(s, "act conquistador 1")


def test_conquistador_2_resource_to_the_surplus_for_2_ducats():
    """Seed 002, Conquistador 2: "Puedes mover un Recurso del Nuevo Mundo a la Zona de Excedentes y
    ganar 2 [ducados]"."""
    s = _actor("conquistador", surplus=["silver"],
               exploration=exploration(("natives", True), ("gems", True), ("gold", False)))
    s = play(s, "act conquistador 2")
    assert s.surplus == ["silver", "gems"] and s.exploration[1] is None and s.p(0).ducats == 4


# -- Pirata -------------------------------------------------------------------------------------
def test_pirate_1_removes_a_trade_marker_of_any_player_for_2_ducats():
    """Seed 002, Pirata 1: "Elimina un Marcador de Comercio Marítimo de cualquier jugador y gana 2
    [ducados]" (P-26: his own too)."""
    s = _actor("pirate", trade=[1, 0, 3])
    s = play(s, "act pirate 1")
    assert legal(s) == ["seat 0", "seat 2"]
    s = play(s, "seat 2")
    assert s.trade == [1, 0, 2] and s.p(0).ducats == 4


def test_pirate_2_removes_a_revealed_resource_tile_for_2_ducats():
    """Seed 002, Pirata 2: "Elimina una Loseta del Nuevo Mundo revelada que tenga Recursos y gana 2
    [ducados]"; the tile leaves the game (P-14)."""
    s = _actor("pirate", trade=[0, 0, 0], surplus=[], market=[],
               exploration=exploration(("natives", True), ("gold", True), ("gems", False)))
    s = play(s, "act pirate 2")
    assert s.exploration[:3] == [("natives", True), None, ("gems", False)]
    assert s.surplus == [] and s.market == [] and s.p(0).ducats == 4


def test_pirate_with_no_target_still_gains_2_ducats():
    """Seed 002, Pirata, Nota: "Si no pudiese realizar ninguna de las opciones por no haber
    marcadores de comercio marítimo ni losetas de recursos, aun así ganaría 2 [ducados]"."""
    s = _actor("pirate", trade=[0, 0, 0], exploration=exploration(("natives", True),
                                                                 ("gold", False)))
    assert {"act pirate 1", "act pirate 2"} <= set(legal(s))
    assert play(s, "act pirate 1").p(0).ducats == 4
    assert play(s, "act pirate 2").p(0).ducats == 4


def test_pirate_2_without_resource_tiles_but_with_trade_markers_is_not_available():
    """Seed 002, Pirata: the no-target note applies only when neither option is possible."""
    s = _actor("pirate", trade=[0, 1, 0], exploration=exploration(("natives", True)))
    assert "act pirate 2" not in legal(s) and "act pirate 1" in legal(s)


# -- Rey ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("crown,gp", [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_king_1_greatness_by_crown_wealth(crown, gp):
    """Seed 002, Rey 1: "Gana PG en función de la Riqueza de la Corona. Ver tablero" (P-04: seed
    000's table 0-1 → 0, 2-3 → 1, 4-5 → 2, 6 → 3); the Crown is not reduced."""
    s = play(_actor("king", crown=crown), "act king 1")
    assert s.p(0).gp == gp and s.crown == crown


def test_king_passive_moves_his_holder_first_from_the_next_turn():
    """Seed 002, Rey, Pasiva: "Cuando actúe el Rey colócate el primero en el Orden de Pares";
    "El Orden de Pares": changes apply from the next turn (P-17)."""
    s = acting(4, {2: ["king", "merchant"]}, actor=2)
    s = play(s, "act king 1", "done")
    assert s.peer_order == [2, 0, 1, 3]
    assert s.turn_order == [0, 1, 2, 3] and s.actor == 3


def test_king_2_tax_choice_forced_payment_and_crown_plus_2():
    """Seed 002, Rey 2: "El resto de los jugadores pierden 1 [ducado] o 1 PG a su elección. Si no
    pueden pagar de uno de los dos tipos deben forzosamente pagar del otro. La Riqueza de la Corona
    aumenta en 2" (P-32: a player with neither loses nothing)."""
    s = acting(4, {1: ["king", "merchant"]}, actor=1, crown=2)
    s.p(0).ducats, s.p(0).gp = 3, 2          # chooses
    s.p(2).ducats, s.p(2).gp = 0, 4          # forced to pay GP
    s.p(3).ducats, s.p(3).gp = 0, 0          # nothing to lose
    s = play(s, "act king 2")
    assert G.decision(s).seat == 0 and legal(s) == ["choose ducat", "choose gp"]
    gp = play(s, "choose gp")
    assert (gp.p(0).ducats, gp.p(0).gp) == (3, 1)
    s = play(s, "choose ducat")
    assert (s.p(0).ducats, s.p(0).gp) == (2, 2)
    assert (s.p(2).ducats, s.p(2).gp) == (0, 3)
    assert (s.p(3).ducats, s.p(3).gp) == (0, 0)
    assert s.crown == 4 and (s.p(1).ducats, s.p(1).gp) == (2, 0)


def test_king_2_crown_overflow_paid_one_by_one_in_peer_order():
    """Seed 002, "Riqueza de la Corona": "Si en algún momento la Riqueza de la Corona supera 6, se
    entregarán los sobrantes a los jugadores por Orden de Pares" (P-25: one at a time, first
    first; P-17: the order frozen at the start of the turn)."""
    s = acting(3, {2: ["king", "merchant"]}, actor=2, crown=6)
    for p in s.areas:
        p.ducats, p.gp = 0, 0                    # nobody can pay the tax
    s = play(s, "act king 2")
    assert s.crown == 6
    assert [p.ducats for p in s.areas] == [1, 1, 0]


# -- Secretario de Estado -----------------------------------------------------------------------
@pytest.mark.parametrize("choice", ["roseton", "house", "magellan"])
def test_secretary_1_pays_1_own_and_1_crown_for_a_roseton_house_or_magellan(choice):
    """Seed 002, Secretario 1: "Paga 1 [ducado] propio y 1 de la Corona y gana un Rosetón o una Casa
    o bien pon un Marcador en el Viaje de Magallanes"."""
    s = play(_actor("secretary", crown=3), "act secretary 1")
    assert legal(s) == ["choose roseton", "choose house", "choose magellan"]
    s = play(s, f"choose {choice}")
    assert (s.p(0).ducats, s.crown) == (1, 2)
    p = s.p(0)
    assert (p.rosetones, p.houses, s.magellan) == {
        "roseton": (2, 2, []), "house": (1, 3, []), "magellan": (1, 2, [0])}[choice]


def test_secretary_1_with_an_empty_crown_the_player_pays_both_ducats():
    """Seed 002, "Riqueza de la Corona": "Cuando un personaje requiere de 1 [ducado] de la corona ...
    pero la corona no dispone de fondos ... el jugador debe aportar dicho [ducado] de su propia
    riqueza, en otro caso no podrá llevar a cabo dicha acción"."""
    s = play(_actor("secretary", crown=0), "act secretary 1", "choose house")
    assert (s.p(0).ducats, s.crown, s.p(0).houses) == (0, 0, 3)
    poor = _actor("secretary", crown=0)
    poor.p(0).ducats = 1
    assert "act secretary 1" not in legal(poor)
    assert_illegal(poor, "act secretary 1")
    poor.crown = 1
    assert "act secretary 1" in legal(poor)


def test_magellan_completion_3_gp_per_marker_once_only():
    """Seed 002, "Viaje de Magallanes": "se completa cuando todas sus casillas están ocupadas ... cada
    jugador recupera sus Marcadores, ganando 3 PG por cada uno de ellos. ... sólo se puede completar
    una vez" (4 spaces with fewer than 4 players)."""
    s = _actor("secretary", magellan=[1, 2, 1])
    s = play(s, "act secretary 1", "choose magellan")
    assert [p.gp for p in s.areas] == [3, 6, 3]
    assert s.magellan == [] and s.magellan_done
    assert s.cubes_free(1) == 10 - s.p(1).houses
    again = _actor("secretary", magellan=[], magellan_done=True)
    again = play(again, "act secretary 1")
    assert "choose magellan" not in legal(again)


def test_magellan_has_5_spaces_with_4_players():
    """Seed 002, "Indicadores de números de personajes": 4 Magellan spaces with fewer than 4 players;
    P-07: 5 with 4 players."""
    s = acting(4, {0: ["secretary", "merchant"]}, magellan=[1, 2, 1])
    s = play(s, "act secretary 1", "choose magellan")
    assert s.magellan == [1, 2, 1, 0] and not s.magellan_done


def test_secretary_2_advances_one_step_and_gains_1_ducat():
    """Seed 002, Secretario 2: "Avanza en 1 paso tu posición en el Orden de Pares y gana 1
    [ducado]"."""
    s = acting(3, {2: ["secretary", "merchant"]}, actor=2)
    s = play(s, "act secretary 2")
    assert s.peer_order == [0, 2, 1] and s.p(2).ducats == 3
    first = play(_actor("secretary"), "act secretary 2")
    assert first.peer_order == [0, 1, 2] and first.p(0).ducats == 3


# -- Virrey (seed 000, Q-40) --------------------------------------------------------------------
def test_viceroy_1_pays_1_own_and_1_crown_and_builds_a_house():
    """Seed 000, Virrey 1 (Q-40): pay 1 ducat and 1 of the Crown and build a house in a colony with
    room (seed 002, "Colonias": at most four houses)."""
    s = _actor("viceroy", crown=2, colonies=[[1, 1, 2, 2], [], None, None, None, None, None])
    s = play(s, "act viceroy 1")
    assert s.colonies[1] == [0] and (s.p(0).ducats, s.crown, s.p(0).houses) == (1, 1, 1)


def test_viceroy_1_needs_a_house_and_a_colony_with_room():
    """Seed 002, "Colonias del Nuevo Mundo": "Cada Colonia no puede tener más de un total de cuatro
    casas"."""
    s = _actor("viceroy", colonies=[[1, 1, 2, 2], None, None, None, None, None, None])
    assert "act viceroy 1" not in legal(s)
    s = _actor("viceroy", colonies=[[], None, None, None, None, None, None])
    s.p(0).houses = 0
    assert "act viceroy 1" not in legal(s)


def test_viceroy_2_captures_revealed_natives():
    """Seed 000, Virrey 2 (Q-40): capture revealed natives with a bull, or 1 ducat + 1 of the Crown
    + tiring an active tercio."""
    s = _actor("viceroy", crown=1, exploration=exploration(("gold", True), ("natives", True),
                                                           ("natives", False)))
    s.p(0).bulls = 1
    s = play(s, "act viceroy 2")
    assert legal(s) == ["choose bull", "choose pay"]
    pay = play(s, "choose pay")
    p = pay.p(0)
    assert (p.natives, p.ducats, pay.crown, p.tercios_active, p.tercios_tired) == (1, 1, 0, 1, 1)
    assert pay.exploration[1] is None and pay.exploration[2] == ("natives", False)
    bull = play(s, "choose bull")
    assert (bull.p(0).natives, bull.p(0).bulls, bull.p(0).bull_used) == (1, 0, True)


# -- general ----------------------------------------------------------------------------------
def test_a_colony_with_no_free_colony_slot_leaves_the_game():
    """P-05: 7 colony slots; "Siempre que se revela una loseta con una zona de asentamiento debe ser
    colocada en la primera casilla vacía" (seed 002, "Explorar el Nuevo Mundo") — with none free
    the tile leaves the game and no house can be built."""
    full = [[1]] * 7
    s = _actor("conquistador", colonies=[list(c) for c in full],
               exploration=exploration(("gold", True), ("colony", False)))
    s = play(s, "act conquistador 1")
    assert s.pending is None and s.exploration[1] is None
    assert s.colonies == full and s.p(0).houses == 2 and s.p(0).gp == 0


def test_a_character_with_no_possible_action_is_turned_over_without_effect():
    """P-33: an action whose required part is impossible cannot be chosen; a player who can use no
    action of any remaining character turns one over with no effect (seed 002, "Acciones": "Cuando
    actúes con un Personaje dale la vuelta")."""
    s = acting(3, {0: ["cardinal", "viceroy"]}, market=[], bull_supply=0, colonies=[None] * 7,
               exploration=exploration(("gold", False)))
    acts = [a for a in legal(s) if not a.startswith("common")]
    assert acts == ["skip cardinal", "skip viceroy"]
    before = s.clone()
    s = play(s, "skip viceroy")
    assert s.p(0).used == ["viceroy"] and s.acted
    assert [p.ducats for p in s.areas] == [p.ducats for p in before.areas]
    assert [p.gp for p in s.areas] == [p.gp for p in before.areas]
    assert_illegal(s, "skip cardinal")


def test_a_used_character_cannot_act_again_this_turn():
    """Seed 002, "Acciones": "Cuando actúes con un Personaje dale la vuelta para marcar que ya has
    actuado con él"; "Ronda": each round a player uses one of his characters."""
    s = play(_actor("admiral"), "act admiral 2")
    assert_illegal(s, "act admiral 2")           # not twice in the same character turn
    assert_illegal(s, "act merchant 2")          # nor a second character in the same turn
    s = play(s, "done")
    s.actor, s.acted, s.current = 0, False, None  # his next character turn
    assert not any(a.startswith("act admiral") for a in legal(s))
    assert_illegal(s, "act admiral 1")


def test_malformed_notation_raises_invalid_action():
    """Notation (STYLE.md): text that does not parse raises InvalidAction, a ValueError."""
    from engine import InvalidAction
    s = _actor("admiral")
    before = s.clone()
    for text in ("", "   ", "ACT KING 1", "act king 1!", "act king/1"):
        with pytest.raises(InvalidAction):
            G.apply(s, text)
    assert s == before


def test_cardinal_gains_nothing_for_a_bull_taken_with_cardinal_2():
    """Seed 002, Cardenal, Pasiva: only bulls another player "compre" (buys) pay the Cardinal."""
    s = acting(3, {0: ["cardinal", "merchant"], 1: ["admiral", "pirate"]}, actor=0, bull_supply=3)
    s = play(s, "act cardinal 2")
    assert s.p(0).ducats == 2 and s.p(0).bulls == 1
