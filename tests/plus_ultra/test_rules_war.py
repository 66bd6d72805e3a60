"""European Wars and tercios (seed 002, "Guerras Europeas", "Colocación de Tercios", Condestable;
spec §15)."""
from __future__ import annotations

from tests.plus_ultra.pu_helpers import G, acting, assert_illegal, bidding, drive_to, end_turn, legal, new, play

RED, GREEN, BLUE = 0, 1, 2


def test_worked_example_red_green_blue_level_3():
    """Seed 002, "Colocación de Tercios", Exempli Gratia: war level 3, Peer Order Red, Green, Blue;
    Red reveals 2, Blue 2, Green 1. "Al haber empatado el Rojo coloca primero ... Luego coloca el
    Azul ... Por último, el jugador Verde ... Los otros Tercios mostrados vuelven a la zona de sus
    jugadores cansados"."""
    s = bidding(3)
    assert [G.decision(s).seat] == [RED]
    s = play(s, "bid 2")
    assert G.decision(s).seat == GREEN
    s = play(s, "bid 1")
    assert G.decision(s).seat == BLUE
    s = play(s, "bid 2")
    assert s.war == [RED, BLUE, GREEN]
    red, green, blue = s.p(RED), s.p(GREEN), s.p(BLUE)
    assert (red.tercios_active, red.tercios_tired) == (0, 1)
    assert (blue.tercios_active, blue.tercios_tired) == (0, 1)
    assert (green.tercios_active, green.tercios_tired) == (1, 0)
    assert s.phase == "act"


def test_same_bids_at_war_level_4_place_a_second_red_tercio():
    """Seed 002, "Colocación de Tercios": the player showing most places one, "luego el siguiente,
    hasta que todos hayan colocado los Tercios mostrados o hasta que se haya completado el nivel";
    ties by Peer Order (the level-4 variant of the example, spec §15.4)."""
    s = play(bidding(4), "bid 2", "bid 1", "bid 2")
    assert s.war == [RED, BLUE, GREEN, RED]
    assert (s.p(BLUE).tercios_active, s.p(BLUE).tercios_tired) == (0, 1)
    assert (s.p(RED).tercios_active, s.p(RED).tercios_tired) == (0, 0)


def test_more_tercios_shown_places_first_regardless_of_peer_order():
    """Seed 002, "Colocación de Tercios": "Aquel que muestre más colocará uno de ellos en la primera
    casilla"."""
    s = play(bidding(2, (3, 3, 3)), "bid 1", "bid 0", "bid 3")
    assert s.war == [BLUE, RED]
    assert (s.p(BLUE).tercios_active, s.p(BLUE).tercios_tired) == (0, 2)


def test_only_active_tercios_can_be_bid_and_a_bid_is_secret():
    """Seed 002, "Colocación de Tercios": "Cada jugador coge secretamente cualquier número de
    Tercios Activos de su Reserva"."""
    s = bidding(3, (2, 2, 2))
    s.p(RED).tercios_tired = 2
    assert legal(s) == ["bid 0", "bid 1", "bid 2"]
    assert G.decision(s).private
    assert_illegal(s, "bid 3")
    s = play(s, "bid 1")
    v = G.view(s, GREEN)
    assert v["players"][RED]["bid"] == "hidden"
    assert G.view(s, RED)["players"][RED]["bid"] == 1


def test_players_without_active_tercios_do_not_bid():
    """Seed 002, "Colocación de Tercios": only active tercios can be shown."""
    s = new(3)
    s.p(GREEN).tercios_active, s.p(GREEN).tercios_tired = 0, 2
    s.p(BLUE).tercios_active = 1
    s = drive_to(s, "bid")
    s.war_level = 3
    seats = []
    while s.phase == "bid":
        seats.append(G.decision(s).seat)
        s = G.apply(s, legal(s)[-1])
    assert seats == [RED, BLUE] and s.war == [RED, BLUE, RED]


def test_war_won_each_placed_tercio_1_gp_constable_1_gp_tercios_return_tired():
    """Seed 002, "Guerras Europeas": "Si al final del Turno el nivel de Guerra es igual al número de
    tercios colocados se habrá ganado la guerra y cada tercio colocado confiere 1 PG a su
    propietario"; Condestable, Pasiva: "Gana 1 PG si España gana la Guerra"; "Al final del Turno,
    los Tercios que hayan participado en la guerra regresan también Cansados"."""
    s = acting(3, {2: ["constable", "admiral"]})
    s.war_level, s.war = 3, [RED, RED, GREEN]
    for p in s.areas:
        p.tercios_active, p.tercios_tired = 0, 0
    s = end_turn(s)
    assert [p.gp for p in s.areas] == [2, 1, 1]
    assert [p.tercios_tired + p.tercios_active for p in s.areas] == [2, 1, 0]
    assert s.war == []


def test_war_lost_gives_nothing_but_tercios_still_return_tired():
    """Seed 002, "Guerras Europeas" / "Fin del Turno": "Comprueba si se gana la guerra y retira los
    Tercios a la Zona de Descanso" — fewer tercios than the level: no PG, not even the Constable."""
    s = acting(3, {2: ["constable", "admiral"]})
    s.war_level, s.war = 4, [RED, RED, GREEN]
    for p in s.areas:
        p.tercios_active, p.tercios_tired = 0, 0
    s = end_turn(s)
    assert [p.gp for p in s.areas] == [0, 0, 0]
    assert (s.p(RED).tercios_tired, s.p(GREEN).tercios_tired) == (2, 1)


def test_constable_places_an_active_tercio_when_the_level_is_not_reached():
    """Seed 002, Condestable 1: "Si no se ha igualado el Nivel de Guerra, puedes colocar un Tercio
    activo tuyo en la primera casilla libre de las Guerras Europeas"."""
    s = acting(3, {0: ["constable", "admiral"]})
    s.war_level, s.war = 3, [BLUE]
    s.p(0).tercios_active = 1
    s = play(s, "act constable 1")
    assert s.war == [BLUE, RED] and s.p(0).tercios_active == 0


def test_constable_swaps_an_active_tercio_for_a_placed_one_when_the_level_is_reached():
    """Seed 002, Condestable 1: "Si se ha igualado el Nivel de Guerra, puedes intercambiar un Tercio
    activo tuyo por cualquiera de los allí colocados" (the replaced one goes back tired, seed 000)."""
    s = acting(3, {0: ["constable", "admiral"]})
    s.war_level, s.war = 2, [BLUE, GREEN]
    s.p(0).tercios_active = 1
    s = play(s, "act constable 1")
    assert legal(s) == ["war 1", "war 2"]
    s = play(s, "war 2")
    assert s.war == [BLUE, RED]
    assert s.p(GREEN).tercios_tired == 1 and s.p(0).tercios_active == 0


def test_constable_1_needs_an_active_tercio():
    """Seed 002, Condestable 1: "un Tercio activo tuyo"."""
    s = acting(3, {0: ["constable", "admiral"]})
    s.war_level, s.war = 3, []
    s.p(0).tercios_active, s.p(0).tercios_tired = 0, 2
    assert "act constable 1" not in legal(s)
    assert_illegal(s, "act constable 1")


def test_constable_2_gains_a_tercio_active_or_tired_up_to_5():
    """Seed 002, Condestable 2: "Adquieres una Tercio Activo o Cansado, a tu elección"; 5 tercios per
    colour ("Componentes del juego")."""
    s = acting(3, {0: ["constable", "admiral"]})
    s = play(s, "act constable 2")
    assert legal(s) == ["choose active", "choose tired"]
    assert play(s, "choose tired").p(0).tercios_tired == 1
    assert play(s, "choose active").p(0).tercios_active == 3
    full = acting(3, {0: ["constable", "admiral"]})
    full.p(0).tercios_active, full.p(0).tercios_tired, full.war = 2, 2, [0]
    assert "act constable 2" not in legal(full)
