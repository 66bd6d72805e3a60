"""Every automatic gain of Plus Ultra is logged, so a replay accounts for the GP track and the
ducats (rules review 2026-11-24, findings 1 and 2).  The gains themselves: seed 002, "El Orden
de Pares", "Ronda y Turno", "Personajes" (Secretario, Cardenal, Condestable), "Guerras
Europeas", "Explorar el Nuevo Mundo"; the Viceroy from seed 000 (Q-40, P-22)."""
from __future__ import annotations

from engine.i18n import format_event
from tests.plus_ultra.pu_helpers import CHARACTERS, G, acting, draft_all, end_turn, exploration, new, play, \
    sizes, without_secretary


def lines(s, since: int = 0) -> list[str]:
    """The English log lines from event ``since`` on, as the app shows them."""
    return [format_event(key, params, s.names, terms=G.terms) for key, params in s.log[since:]]


def test_peer_order_income_is_logged():
    """Seed 002, "El Orden de Pares": 3rd place 1 ducat, 4th 2 ducats; "Ronda y Turno": in the
    6th turn the 1st gains 2 GP and the 2nd 1 GP."""
    s = without_secretary(new(4))
    s.turn = 6
    before = len(s.log)
    s = draft_all(s)
    text = lines(s, before)
    assert "Player 1 gains 2 GP for their place in the Peer Order" in text
    assert "Player 2 gains 1 GP for their place in the Peer Order" in text
    assert "Player 3 receives 1 ducat for their place in the Peer Order" in text
    assert "Player 4 receives 2 ducats for their place in the Peer Order" in text
    assert [p.gp for p in s.areas] == [2, 1, 0, 0]


def test_secretary_and_viceroy_passives_are_logged():
    """Seed 002, Secretario de Estado, Pasiva: "Si ninguno de los otros jugadores tiene al Rey,
    gana 2 PG cuando se revelen los personajes"; seed 000, Virrey, Pasiva: 1 ducat per colony
    with a house of his (P-22: at the reveal)."""
    s = new(3)
    s.hoard = "king"
    s.pool = sorted(c for c in CHARACTERS if c != "king")
    s.colonies = [[0, 0, 1], [1], [0, 1, 1], [], None, None, None]
    s.colony_size = sizes(s.colonies)
    before = len(s.log)
    s = draft_all(s, {0: ["secretary", "viceroy"]})
    text = lines(s, before)
    assert "Player 1 gains 2 GP as Secretary: no other player has the King" in text
    assert "Player 1 receives 2 ducats as Viceroy: 1 per colony with their house" in text
    assert s.p(0).gp == 2 and s.p(0).ducats == 2 + 2


def test_the_cardinals_ducat_for_another_players_bull_is_logged():
    """Seed 002, Cardenal, Pasiva: "Gana 1 [ducado] por cada Bula que otro jugador compre"."""
    s = new(3)
    s.hoard = "secretary"
    s.pool = sorted(c for c in CHARACTERS if c != "secretary")
    for p in s.areas:
        p.ducats = 5
    s = draft_all(s, {1: ["cardinal"]})
    before = len(s.log)
    s = play(s, "buy", "buy")
    text = lines(s, before)
    assert text.count("Player 2 receives 1 ducat as Cardinal: Player 1 bought a bull") == 1
    assert not any("as Cardinal: Player 2" in line for line in text)


def test_war_points_and_the_constables_point_are_logged():
    """Seed 002, "Guerras Europeas": "cada tercio colocado confiere 1 PG a su propietario";
    Condestable, Pasiva: "Gana 1 PG si España gana la Guerra"."""
    s = acting(3, {2: ["constable", "admiral"]})
    s.war_level, s.war = 3, [0, 0, 1]
    before = len(s.log)
    s = end_turn(s)
    text = lines(s, before)
    assert "Player 1 gains 2 GP for their tercios in the war" in text
    assert "Player 2 gains 1 GP for their tercios in the war" in text
    assert "Player 3 gains 1 GP as Constable: the war is won" in text


def test_a_lost_war_logs_no_points():
    """Seed 002, "Guerras Europeas": GP only if the war is won."""
    s = acting(3, {2: ["constable", "admiral"]})
    s.war_level, s.war = 3, [0]
    before = len(s.log)
    s = end_turn(s)
    assert not any("GP" in line for line in lines(s, before))


def test_a_colony_settled_at_the_refill_is_logged():
    """Seed 002, "Explorar el Nuevo Mundo": "Si apareciese una Colonia, se deberá colocar en el
    espacio de Colonias"; at the start of turn the New World is refilled (P-21)."""
    s = acting(3)
    s.exploration = exploration(*[("gems", False)] * 6, None)
    s.colonies = [[1], None, None, None, None, None, None]
    s.colony_size = sizes(s.colonies)
    s.deck = ["silver", "colony"]
    before = len(s.log)
    s = end_turn(s)
    assert s.colonies[1] == []
    assert "a colony turns up in the New World and settles in colony 2" in lines(s, before)


# -- action hints (review finding 8) ---------------------------------------------------------------
def _label(notation: str, variant: str = "reglamento") -> str:
    return G.action_label(notation, ["Ana", "Bruno"], lambda m: m, variant)


def test_constable_hints_say_the_swap_and_the_choice_of_tercio():
    """Seed 002, Condestable, Activas: "1. Si se ha igualado el Nivel de Guerra, puedes
    intercambiar un Tercio activo tuyo por cualquiera de los allí colocados. Si no …, puedes
    colocar un Tercio activo tuyo …  2. Adquieres una Tercio Activo o Cansado, a tu elección"."""
    assert "swap" in _label("act constable 1") and "active tercio" in _label("act constable 1")
    assert "active or tired" in _label("act constable 2")


def test_secretary_and_viceroy_hints_give_their_cost():
    """Secretary 1 (seed 002) and Viceroy 1 and 2 (seed 000, Q-40): "Paga 1 propio y 1 de la
    Corona"; Viceroy 2: a bull instead, or pay and tire a tercio; Secretary 2: 1 step in Peer
    Order and 1 ducat."""
    for notation in ("act secretary 1", "act viceroy 1", "act viceroy 2"):
        assert "pay 1 ducat and 1 of the Crown" in _label(notation), notation
    assert "pay 1 ducat and 1 of the Crown" in _label("act secretary 1", "early")
    assert "bull" in _label("act viceroy 2") and "tire a tercio" in _label("act viceroy 2")
    assert "advance 1 step in Peer Order and gain 1 ducat" in _label("act secretary 2")


def test_the_idle_pirates_2_ducats_and_a_raid_on_his_own_ship_are_logged():
    """Seed 002, Pirata, Nota: "… aun así ganaría 2 [ducados]" (the gain was silent); Pirata 1
    on his own marker when it is the only one (P-26) reads as such (review finding 7)."""
    s = acting(3, {0: ["pirate", "admiral"]}, trade=[0, 0, 0],
               exploration=exploration(("natives", True), ("gold", False)))
    before = len(s.log)
    s = play(s, "act pirate 1")
    assert "Player 1 finds nothing to raid and still gains 2 ducats as Pirate" in lines(s, before)
    s = acting(3, {0: ["pirate", "admiral"]}, trade=[1, 0, 0], exploration=exploration())
    before = len(s.log)
    s = play(s, "act pirate 1")
    assert "Player 1 sinks one of their own trade ships (2 ducats)" in lines(s, before)
    assert s.trade == [0, 0, 0] and s.p(0).ducats == 4


def test_gains_an_action_brings_are_logged_with_their_gp():
    """Almirante 1: "Si dicho recurso no está ya presente en el Mercado gana además 2 PG";
    Conquistador 1: "Si es un Recurso cualquiera, gana 2 PG" (seed 002, "Personajes")."""
    s = acting(3, {0: ["admiral", "conquistador"]}, market=["gold"],
               exploration=exploration(("gems", True), ("silver", False)))
    before = len(s.log)
    s = play(s, "act admiral 1")
    assert "Player 1 gains 2 GP: gems is new to the market" in lines(s, before)
    s = acting(3, {0: ["conquistador", "admiral"]},
               exploration=exploration(("gold", True), ("silver", False)))
    before = len(s.log)
    s = play(s, "act conquistador 1")
    assert "Player 1 gains 2 GP for the goods found" in lines(s, before)


def test_the_cathedral_and_magellans_voyage_log_every_players_gp():
    """Seed 002, "Iglesia": the donor gains 2 PG; "Los jugadores recuperan sus Rosetones y ganan
    2 PG por cada uno de ellos"; "Viaje de Magallanes": 3 PG per marker when it completes."""
    from tests.plus_ultra.pu_helpers import church
    s = acting(3, {0: ["cardinal", "secretary"]}, market=["gems"],
               church=church(("gold", 1), ("silver", 1), ("spices", None)))
    s.p(0).rosetones = 0
    before = len(s.log)
    s = play(s, "act cardinal 1")
    text = lines(s, before)
    assert "Player 1 completes a Cathedral and gains 2 GP" in text
    assert text.count("Player 2's rosetón returns with 2 GP") == 2
    s = acting(3, {0: ["secretary", "merchant"]}, magellan=[0, 1, 1])
    before = len(s.log)
    s = play(s, "act secretary 1", "choose magellan")
    text = lines(s, before)
    assert "Player 1 gains 6 GP for Magellan's voyage" in text
    assert "Player 2 gains 6 GP for Magellan's voyage" in text
