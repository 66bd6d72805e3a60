"""Live scores must not reveal face-down estates (seed 002, "Fincas": "mantiene su puntuación
en secreto para el resto de jugadores hasta el final de la partida")."""
import engine
G = engine.get_game("plus_ultra")


def _with_estates():
    s = G.new(3, seed=5)
    s.areas[0].estates = [3]
    s.areas[1].estates = [1, 2]
    return s


def test_other_seats_estates_are_hidden_during_play():
    s = _with_estates()
    shown = G.visible_scores(s, 0)
    assert shown[0]["breakdown"]["estates"] == 3 and "partial" not in shown[0]
    assert shown[1]["breakdown"]["estates"] is None and shown[1]["partial"]
    full = G.scores(s)
    assert shown[1]["total"] == full[1]["total"] - 3


def test_everything_is_shown_once_the_game_is_over():
    s = _with_estates()
    s.phase = "over"
    assert G.visible_scores(s, None) == G.scores(s)
