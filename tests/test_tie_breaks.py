"""Which tie-break decided first place (``Game.tie_break``), per each rulebook's end of the game.

Each game is played to its end with random legal actions, then the points on its scoring
track are set so that the totals tie; the rest of the final position stays as played.
"""
import pytest

from engine import registry
from engine.__main__ import play_random


def finished(game_id: str, players: int = 3, seed: int = 5):
    game = registry.get_game(game_id)
    return game, play_random(game, players, seed, None)


def add_points(game_id: str, s, seat: int, n: int) -> None:
    """Move a seat's scoring-track marker by ``n`` points (the line every game has)."""
    p = s.p(seat)
    if game_id == "plus_ultra":
        p.gp += n
    elif game_id == "lorenzo":
        p.res["vp"] += n
    elif game_id == "nippon":
        p.vp_lines["start"] = p.vp_lines.get("start", 0) + n
    else:
        p.prestige += n


def tie(game, game_id, s, seats) -> None:
    """Give ``seats`` the same total, above every other seat's."""
    totals = [x["total"] for x in game.scores(s)]
    top = max(totals) + 5
    for seat in seats:
        add_points(game_id, s, seat, top - totals[seat])
    assert [x["total"] for x in game.scores(s)].count(top) == len(seats)


@pytest.mark.parametrize("game_id", ["plus_ultra", "lorenzo", "nippon", "village"])
def test_no_tie_break_without_a_tie(game_id):
    game, s = finished(game_id)
    totals = [x["total"] for x in game.scores(s)]
    add_points(game_id, s, 1, max(totals) + 3 - totals[1])
    assert game.ranking(s)[0] == 1
    assert game.tie_break(s) is None
    assert game.tie_break(game.new(3, seed=5)) is None        # not over: nothing decided yet


def test_plus_ultra_tie_goes_to_peer_order():
    """Seed 002 (and 000), "Fin de la Partida": "En caso de empate, gana quien estuviese primero
    en Orden de Pares"."""
    game, s = finished("plus_ultra")
    first, second = s.peer_order[0], s.peer_order[1]
    tie(game, "plus_ultra", s, [second, first])
    assert game.ranking(s)[0] == first
    assert game.tie_break(s) == "peer_order"
    assert "Peer Order" in game.tie_breaks["peer_order"]


def test_lorenzo_tie_goes_to_turn_order():
    """Seed 001, "Fin del juego": "En caso de empate, el jugador más avanzado en el orden de
    turno es el ganador"."""
    game, s = finished("lorenzo")
    tie(game, "lorenzo", s, s.turn_order[1:])
    assert game.ranking(s)[0] == s.turn_order[1]
    assert game.tie_break(s) == "turn_order"


def test_nippon_tie_goes_to_the_last_turn():
    """Seed 003, "Fin del juego": the tied player who played the last turn, or the closest to
    them counter-clockwise, wins."""
    game, s = finished("nippon")
    last = s.last_player if s.last_player is not None else s.order[-1]
    others = [seat for seat in range(3) if seat != last]
    tie(game, "nippon", s, [last, others[0]])
    assert game.ranking(s)[0] == last
    assert game.tie_break(s) == "last_turn"


def village_game():
    game, s = finished("village")
    ids = sorted(set(s.p(0).customers + s.p(1).customers + s.p(2).customers + s.pile))
    s.p(0).customers[:] = ids[:1]
    s.p(1).customers[:] = ids[1:2]
    return game, s, ids


def test_village_tie_goes_to_more_customers_served():
    """Seed 004, "Puntuación final": "En caso de empate, gana el jugador empatado que haya
    atendido a más clientes"."""
    game, s, ids = village_game()
    s.p(0).customers[:] = ids[:2]
    tie(game, "village", s, [1, 0])
    assert game.ranking(s)[0] == 0
    assert game.tie_break(s) == "customers"


def test_village_then_more_living_family_members_then_shared():
    """Seed 004, "Puntuación final": "Si todavía hay un empate, el jugador empatado con el mayor
    número de miembros de la familia «vivos» gana"; still tied: a shared victory (assumed, E16)."""
    game, s, ids = village_game()
    s.p(0).members[:] = ["farm"] * 2
    s.p(1).members[:] = ["farm"] * 3
    tie(game, "village", s, [0, 1])
    assert game.ranking(s)[0] == 1
    assert game.tie_break(s) == "living"
    s.p(0).members[:] = ["farm"] * 3
    assert game.tie_break(s) == "shared"
    from engine.village.scoring import winners
    assert winners(s) == [0, 1]
