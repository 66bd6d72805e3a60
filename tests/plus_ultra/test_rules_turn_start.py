"""Start of turn and the character draft (seed 002, "Comienzo del Turno", "Personajes",
"El Orden de Pares", "Ronda y Turno", "Guerras Europeas"; spec §5.1, §6.1, P-18, P-19, P-22)."""
from __future__ import annotations

from collections import Counter

import pytest

from tests.plus_ultra.pu_helpers import CHARACTERS, G, acting, drive_to, end_turn, exploration, legal, new, play, \
    assert_illegal, draft_all, sizes, without_secretary


# -- refill and tercio recovery -------------------------------------------------------------------
def test_empty_exploration_spaces_are_refilled_face_up_at_turn_start():
    """Seed 002, "Comienzo del Turno": "Coloca nuevas losetas boca arriba en el Nuevo Mundo donde
    no haya losetas"; face-down tiles stay face down ("El Nuevo Mundo")."""
    s = acting(3)
    s.exploration = exploration(("gold", True), None, ("silver", False), None, ("gems", False),
                                ("spices", True), None)
    s.deck = ["gold", "gems", "spices", "silver"]           # top = last
    s = end_turn(s)
    assert s.turn == 2
    rows = s.exploration
    assert rows[1] == ("silver", True) and rows[3] == ("spices", True) and rows[6] == ("gems", True)
    assert rows[2] == ("silver", False) and rows[4] == ("gems", False)
    assert s.deck == ["gold"]


def test_a_colony_drawn_in_the_refill_settles_and_drawing_continues():
    """Seed 002, "Explorar el Nuevo Mundo": "Si apareciese una Colonia, se deberá colocar en el
    espacio de Colonias y se continuará por la siguiente casilla vacía" (P-21)."""
    s = acting(3)
    s.exploration = exploration(*[("gems", False)] * 6, None)
    s.colonies = [None] * 7
    s.colony_size = sizes(s.colonies)
    s.deck = ["silver", "colony"]
    s = end_turn(s)
    assert s.colonies[0] == [] and s.exploration[6] == ("silver", True) and s.deck == []


def test_all_tired_tercios_recover_for_1_ducat():
    """Seed 002, "Colocación de Tercios": "Cuando al final de una Ronda todos los tercios de un
    jugador estén cansados podrá devolverlos a la Reserva al comienzo de la siguiente ronda pagando
    1 [ducado]"; "Comienzo del Turno": "Se pueden recuperar los Tercios pagando 1"."""
    s = acting(3)
    s.p(1).tercios_active, s.p(1).tercios_tired, s.p(1).ducats = 0, 3, 1
    s.p(2).tercios_active, s.p(2).tercios_tired = 1, 2       # not all tired: not offered
    s.p(0).tercios_active, s.p(0).tercios_tired, s.p(0).ducats = 0, 2, 0   # cannot pay
    s = end_turn(s)
    d = G.decision(s)
    assert (d.seat, d.prompt) == (1, "recover") and legal(s) == ["recover", "pass"]
    after = play(s, "recover")
    assert (after.p(1).tercios_active, after.p(1).tercios_tired, after.p(1).ducats) == (3, 0, 0)
    assert after.phase == "draft" and after.p(2).tercios_active == 1
    passed = play(s, "pass")
    assert (passed.p(1).tercios_active, passed.p(1).tercios_tired, passed.p(1).ducats) == (0, 3, 1)


def test_recover_is_illegal_outside_the_recovery_step():
    """Seed 002, "Colocación de Tercios": recovery only "al comienzo de la siguiente ronda"."""
    s = new(3)
    assert_illegal(s, "recover")


# -- war level ------------------------------------------------------------------------------------
def _dice_notes(s):
    return [params for key, params in s.log if key == "the war level is {n}"]


@pytest.mark.parametrize("players,dice", [(2, 3), (3, 2), (4, 2)])
def test_war_level_is_the_lowest_of_2_dice_or_3_with_2_players(players, dice):
    """Seed 002, "Guerras Europeas": "lanzando 2 dados (o 3 en el caso de 2 jugadores) y quedándose
    con el resultado más bajo" (once per turn, P-18)."""
    for seed in range(1, 40):
        s = G.new(players, seed=seed)
        (note,) = _dice_notes(s)
        assert len(note["dice"]) == dice and all(1 <= d <= 6 for d in note["dice"])
        assert s.war_level == note["n"] == min(note["dice"])


@pytest.mark.parametrize("players,mean", [(3, 91 / 36), (2, 441 / 216)])
def test_war_level_distribution_matches_lowest_of_n_dice(players, mean):
    """Seed 002, "Guerras Europeas": the level is the lowest die; E[min of 2d6] = 91/36,
    E[min of 3d6] = 441/216 (spec §15.2 table)."""
    levels = [G.new(players, seed=seed).war_level for seed in range(1, 1501)]
    assert abs(sum(levels) / len(levels) - mean) < 0.12
    freq = Counter(levels)
    assert set(freq) <= set(range(1, 7)) and freq[1] > freq[3] > freq[6]


def test_war_level_is_rolled_again_each_turn():
    """Seed 002, "Comienzo del Turno": "Determina el Nivel de Guerra en Europa" every turn."""
    s = acting(3)
    s = drive_to(end_turn(s), "draft")
    assert len(_dice_notes(s)) == 2


# -- hoard card ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_character_is_set_aside_unseen_and_never_drafted(players):
    """Seed 002, "Comienzo del Turno": "Baraja el mazo de Personajes y descarta uno de ellos boca
    abajo. Mantenlo separado del resto de personajes que los jugadores no seleccionen"."""
    for seed in range(1, 15):
        s = G.new(players, seed=seed)
        assert s.hoard in CHARACTERS
        assert sorted(s.pool) == sorted(c for c in CHARACTERS if c != s.hoard)
        assert f"draft {s.hoard}" not in legal(s)
        hoard = s.hoard
        while s.phase == "draft":
            s = G.apply(s, legal(s)[0])
        held = [c for p in s.areas for c in p.characters]
        assert hoard not in held and s.hoard == hoard and len(set(held)) == len(held)


# -- the draft -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_draft_3_4_players_in_peer_order_until_two_each(players):
    """Seed 002, "Personajes": "Si hay 3 ó 4 jugadores, la elección de personajes se realiza en el
    Orden de Pares ... hasta que todos los jugadores hayan seleccionado dos personajes"."""
    s = new(players)
    s.peer_order = s.turn_order = order = list(reversed(range(players)))
    s.draft_queue = order * 2
    seats = []
    while s.phase == "draft":
        d = G.decision(s)
        seats.append(d.seat)
        assert d.private and sorted(G.view(s, d.seat)["pool"]) == sorted(s.pool)
        s = G.apply(s, legal(s)[0])
    assert seats == order * 2
    assert all(len(p.characters) == 2 for p in s.areas)
    assert s.rounds() == 2


def test_draft_pick_out_of_turn_or_of_a_taken_card_is_illegal():
    """Seed 002, "Personajes": each player chooses one character in turn from those left."""
    s = new(3)
    first = legal(s)[0]
    s2 = play(s, first)
    assert_illegal(s2, first)                   # already taken
    assert_illegal(s, "draft nobody")
    assert_illegal(s, "act king 1")


def test_two_player_draft_gives_three_characters_each_in_three_rounds():
    """Seed 002, "Personajes": "El primer jugador por Orden de Pares elige un personaje. El segundo
    jugador elige dos y descarta uno al azar de los restantes. El primer jugador elige dos personajes
    y por último el segundo jugador elige uno y descarta el sobrante" (P-19: 3 rounds)."""
    s = new(2)
    seats, pool_sizes = [], []
    while s.phase == "draft":
        seats.append(G.decision(s).seat)
        pool_sizes.append(len(s.pool))
        s = G.apply(s, legal(s)[0])
    assert seats == [0, 1, 1, 0, 0, 1]
    assert pool_sizes == [8, 7, 6, 4, 3, 2]   # a random discard after the 2nd player's two picks
    assert [len(p.characters) for p in s.areas] == [3, 3]
    s = drive_to(s, "act")
    turns = []
    while s.phase == "act" and s.turn == 1:
        if not s.acted and not s.pending:
            turns.append((s.round, s.actor))
        opts = legal(s)
        s = G.apply(s, "done" if "done" in opts else opts[0])
    assert turns == [(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)]


# -- reveal: Peer Order income and passives ------------------------------------------------------
@pytest.mark.parametrize("players,income", [(2, [0, 0]), (3, [0, 0, 1]), (4, [0, 0, 1, 2])])
def test_peer_order_income_third_1_ducat_fourth_2_ducats(players, income):
    """Seed 002, "El Orden de Pares": "Al comienzo de cada turno, el jugador que ocupe la tercera
    posición ganará 1 Ducado y el que ocupase la cuarta, 2 Ducados"."""
    s = without_secretary(new(players))
    order = list(range(players))[::-1]
    s.peer_order, s.turn_order = list(order), list(order)
    s.draft_queue = [order[0], order[1], order[1], "discard", order[0], order[0], order[1],
                     "discard"] if players == 2 else order * 2
    s = draft_all(s, {seat: ["admiral"] for seat in range(players)})
    for pos, seat in enumerate(order):
        assert s.p(seat).ducats == 2 + income[pos]
        assert s.p(seat).gp == 0


@pytest.mark.parametrize("turn,gp", [(4, [0, 0, 0]), (5, [1, 0, 0]), (6, [2, 1, 0]), (7, [2, 1, 0])])
def test_peer_order_greatness_from_turn_5(turn, gp):
    """Seed 002, "Ronda y Turno": "Al comienzo del quinto turno el jugador que esté primero en el
    Orden de Pares ganará 1 PG. El sexto y séptimo turno, el jugador primero ganará 2 PG y el
    segundo 1 PG"."""
    s = without_secretary(new(3))
    s.turn = turn
    s = draft_all(s)
    assert [p.gp for p in s.areas] == gp
    assert [p.ducats for p in s.areas] == [2, 2, 3]


@pytest.mark.parametrize("picks,king_hoard,expected", [
    ({0: ["secretary", "king"]}, False, 2),          # the Secretary holds the King himself
    ({0: ["secretary"], 1: ["king"]}, False, 0),     # another player has the King
    ({0: ["secretary"]}, True, 2),                   # the King is the set-aside card
])
def test_secretary_passive_2_gp_if_no_other_player_has_the_king(picks, king_hoard, expected):
    """Seed 002, "Personajes" (Secretario de Estado, Pasiva): "Si ninguno de los otros jugadores
    tiene al Rey, gana 2 PG cuando se revelen los personajes"."""
    s = new(4)
    if king_hoard:
        s.hoard = "king"
        s.pool = sorted(c for c in CHARACTERS if c != "king")
    elif s.hoard in ("secretary", "king"):
        s.hoard = "admiral"
        s.pool = sorted(c for c in CHARACTERS if c != "admiral")
    s = draft_all(s, picks)
    assert "secretary" in s.p(0).characters
    assert s.p(0).gp == expected
    assert all(s.p(o).gp == 0 for o in (1, 2, 3))


def test_secretary_passive_with_the_king_among_3_player_leftovers():
    """Seed 002, "Personajes" (Secretario, Pasiva): a King left over in the 3-player draft is held
    by nobody, so the Secretary gains 2 PG."""
    s = new(3)
    s.hoard = "merchant"
    s.pool = sorted(c for c in CHARACTERS if c != "merchant")
    s = draft_all(s, {0: ["secretary", "admiral"], 1: ["cardinal", "constable"],
                       2: ["pirate", "viceroy"]})
    assert all("king" not in p.characters for p in s.areas)
    assert s.p(0).gp == 2


def test_viceroy_passive_1_ducat_per_colony_with_own_house():
    """Seed 000 (Virrey, Pasiva; Q-40 — text missing from seed 002): gain 1 ducat per colony with at
    least one of your houses, paid when characters are revealed (P-22)."""
    s = without_secretary(new(3))
    s.colonies = [[0, 0, 1], [1], [0, 1, 1], [], None, None, None]
    s.colony_size = sizes(s.colonies)
    s = draft_all(s, {0: ["viceroy"]})
    assert s.p(0).ducats == 2 + 2         # two colonies hold his houses (three houses)
    assert s.p(1).ducats == 2 and s.p(2).ducats == 2 + 1   # position 3 income only
