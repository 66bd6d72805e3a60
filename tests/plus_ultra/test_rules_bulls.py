"""Bulls: purchase, the Cardinal's passive, and using one (seed 002, "Bulas", "Comienzo del
Turno", Cardenal; spec §3.4, P-09, P-15, P-16)."""
from __future__ import annotations

from tests.plus_ultra.pu_helpers import G, acting, assert_illegal, legal, new, play, to_bulls


def test_bulls_are_offered_in_peer_order_for_3_ducats():
    """Seed 002, "Bulas": "Al principio de cada Turno los jugadores pueden, por Orden de Pares,
    hacerse con una Bula a cambio de 3 [ducados]"."""
    s = to_bulls(picks={}, hoard="cardinal")
    seats = []
    while s.phase == "bulls":
        seats.append(G.decision(s).seat)
        assert legal(s) == ["buy", "pass"]
        s = G.apply(s, "buy")
    assert seats == [0, 1, 2]
    assert [p.bulls for p in s.areas] == [1, 1, 1]
    assert [p.ducats for p in s.areas] == [5 - 3, 5 - 3, 5 + 1 - 3]   # seat 2: 3rd-place income
    assert s.bull_supply == 4 - 3


def test_cardinal_gains_1_ducat_per_bull_another_player_buys():
    """Seed 002, "Personajes" (Cardenal, Pasiva): "Gana 1 [ducado] por cada Bula que otro jugador
    compre esta Ronda" — not for his own purchase."""
    s = to_bulls()
    assert "cardinal" in s.p(1).characters
    s = play(s, "buy", "buy", "buy")
    assert s.p(1).ducats == 5 - 3 + 2           # two bulls bought by others, his own pays nothing
    assert s.p(0).ducats == 5 - 3 and s.p(2).ducats == 5 + 1 - 3


def test_players_who_cannot_pay_3_are_skipped_and_an_empty_supply_ends_the_purchase():
    """Seed 002, "Bulas": a bull costs 3 ducats; only the bulls on the board can be bought (P-09)."""
    s = new(3)
    for p in s.areas:
        p.ducats = 0
    s.bull_supply = 1
    s.p(1).ducats = 3
    s.p(2).ducats = 9
    while s.phase == "draft":
        s = G.apply(s, legal(s)[0])
    assert G.decision(s).seat == 1 and G.decision(s).prompt == "bulls"
    s = play(s, "buy")
    assert s.phase != "bulls" and s.p(2).bulls == 0 and s.bull_supply == 0


def test_a_bull_gives_a_second_character_action_with_the_current_character():
    """Seed 002, "Bulas": "Realizar una Acción de Personaje con su personaje actual, lo que le
    permite realizar un total de dos Acciones de Personaje (pueden ser la misma acción o
    diferentes)"; the bull returns to the board."""
    s = acting(3, {0: ["admiral", "merchant"]})
    s.p(0).bulls, s.bull_supply = 2, 2
    assert not any(a.startswith("bull") for a in legal(s))        # only after acting
    s = play(s, "act admiral 2")
    assert "bull act 2" in legal(s)
    s = play(s, "bull act 2")
    assert s.trade[0] == 4 and s.p(0).ducats == 2 + 2
    assert s.p(0).bulls == 1 and s.bull_supply == 3


def test_only_one_bull_per_turn():
    """Seed 002, "Bulas": "Un jugador puede tener cualquier número de Bulas, pero solo puede usar
    una por Turno"."""
    s = acting(3, {0: ["admiral", "merchant"]})
    s.p(0).bulls = 2
    s = play(s, "act admiral 2", "bull act 2")
    assert not any(a.startswith("bull") for a in legal(s))
    assert_illegal(s, "bull act 1")
    s = play(s, "done")
    # next round, same player: still no bull
    s.actor, s.acted, s.current = 0, False, None
    s = play(s, "act merchant 2") if "act merchant 2" in legal(s) else play(s, legal(s)[0])
    assert not any(a.startswith("bull") for a in legal(s))


def test_a_bull_gives_an_unmarked_common_action_paid_as_usual_in_addition_to_the_normal_one():
    """Seed 002, "Bulas": "Realizar un Acción Común: El jugador puede realizar una Acción Común que
    estuviese disponible. Debe pagar, por supuesto, los costes asociados" (P-15: extra to the
    normal one per turn)."""
    s = acting(3, {0: ["admiral", "merchant"]})
    s.p(0).bulls, s.p(0).ducats, s.p(0).gp = 1, 10, 3
    s = play(s, "common painter", "act admiral 2")
    assert "common loan" not in legal(s)              # the normal common action is spent
    assert "bull common loan" in legal(s) and "bull common painter" not in legal(s)
    s = play(s, "bull common loan")
    assert (s.p(0).gp, s.p(0).ducats) == (3 + 2 - 1, 10 - 4 + 1 + 3)
    assert s.commons_taken == ["painter", "loan"] and s.p(0).bulls == 0


def test_a_bull_common_action_must_be_affordable():
    """Seed 002, "Bulas": "Debe pagar, por supuesto, los costes asociados a la misma"."""
    s = acting(3, {0: ["admiral", "merchant"]})
    s.p(0).bulls, s.p(0).ducats = 1, 2
    s = play(s, "act admiral 2")                     # 3 ducats now: the painter costs 4
    assert "bull common painter" not in legal(s) and "bull common trade" in legal(s)
    assert_illegal(s, "bull common painter")
