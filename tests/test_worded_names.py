"""A board drawn in a language words the stored default names ("Player 2") as that language
does ("Jugador 2"), every game; names people gave stay as given (issue 32: a Spanish reader of
an English save's embed saw "Player 2" on the board while the caption said "Jugador 2")."""
from __future__ import annotations

import pytest

import engine
from engine import snippet
from engine.i18n import default_names, translator, worded_names, worded_view

GAMES = [g["id"] for g in engine.games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_spanish_board_words_default_names_in_spanish(game_id):
    game = engine.get_game(game_id)
    state = game.new(3, seed=4, names=["Player 1", "Ana", "Player 3"])
    es = snippet.board_svg(state, lang="es")
    assert "Jugador 1" in es and "Jugador 3" in es and "Ana" in es
    assert "Player 1" not in es and "Player 3" not in es
    en = snippet.board_svg(state, lang="en")
    assert "Player 1" in en and "Jugador" not in en


def test_worded_view_copies_only_what_changes():
    es = translator("es")
    view = {"players": [{"name": "Player 1", "vp": 3}, {"name": "Ana", "vp": 2}], "turn": 1}
    worded = worded_view(view, es)
    assert [p["name"] for p in worded["players"]] == ["Jugador 1", "Ana"]
    assert worded["players"][1] is view["players"][1] and view["players"][0]["name"] == "Player 1"
    assert worded_view(view, translator("en")) is view
    assert worded_names(default_names(2), es) == ["Jugador 1", "Jugador 2"]
    assert worded_names(["Player 2", "Player 1"], es) == ["Player 2", "Player 1"]   # not seats' own
