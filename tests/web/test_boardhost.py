"""The script embed's runtime (issue 32, item 1): web/boardhost.py steps the boards of a page.

One runtime draws every board of the page from the links the page opened; a message of the
wrong shape is refused (the page ignores it with a warning); a damaged link answers with its
reason for that board only.
"""
from __future__ import annotations

import random

import pytest

import engine
from boardhost import MAX_BOARDS, Boards
from engine import share


def recorded(game_id: str, moves: int, seed: int = 3) -> dict:
    game = engine.get_game(game_id)
    state, rng = game.new(2, seed=seed), random.Random(seed)
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def test_two_boards_of_one_page_step_apart_from_one_runtime():
    boards = Boards()
    plus = share.make_fragment(recorded("plus_ultra", 30), move=10, whole=True)
    lorenzo = share.make_fragment(recorded("lorenzo", 30), move=30, seat=1, whole=True,
                                  lang="es")
    assert boards.handle({"type": "euro-games:board-open", "board": "0", "link": plus}) is None
    assert boards.handle({"type": "euro-games:board-open", "board": "1", "link": lorenzo}) is None
    first = boards.handle({"type": "euro-games:next", "board": "0", "width": 900})
    assert (first["type"], first["board"], first["game"], first["total"]) == (
        "euro-games:board", "0", "plus_ultra", 30)
    assert first["move"] > 10 and first["svg"].startswith("<svg") and 'class="board plus_ultra wide' \
        in first["svg"]
    other = boards.handle({"type": "euro-games:goto", "move": 4, "board": "1", "width": 390})
    assert (other["game"], other["move"]) == ("lorenzo", 4)
    assert "narrow" in other["svg"].split(">", 1)[0]       # a phone-wide board: stacked layout
    assert 'aria-label="Tablero de Lorenzo il Magnifico"' in other["svg"]   # the link's lang
    # the seat's view: what BoardPanel draws for seat 1 (the highlight aside)
    assert other["svg"].split("<desc>")[1].split("</desc>")[0] == \
        "Lorenzo il Magnifico: ronda 1 de 6, periodo 1"
    again = boards.handle({"type": "euro-games:first", "board": "0"})
    assert again["move"] == 0                             # board 0 kept its own place


def test_a_link_without_a_language_is_worded_in_the_figures():
    boards = Boards()
    link = share.make_fragment(recorded("village", 10), move=10, whole=True)
    assert "lang=" not in link
    boards.handle({"type": "euro-games:board-open", "board": "0", "link": link, "lang": "es"})
    boards.handle({"type": "euro-games:board-open", "board": "1", "link": link, "lang": "<x>"})
    spanish = boards.handle({"type": "euro-games:prev", "board": "0"})
    english = boards.handle({"type": "euro-games:prev", "board": "1"})
    assert 'aria-label="Tablero de Village"' in spanish["svg"]
    assert 'aria-label="Village board"' in english["svg"]           # not a language: English


def test_a_damaged_link_answers_for_its_board_and_bad_messages_are_refused():
    boards = Boards()
    boards.handle({"type": "euro-games:board-open", "board": "0", "link": "save=1AAAA"})
    reply = boards.handle({"type": "euro-games:next", "board": "0"})
    assert reply["type"] == "euro-games:board-error" and "damaged" in reply["message"]
    for bad in ({"type": "euro-games:next", "board": "9"},          # never opened
                {"type": "euro-games:next"},                        # no board
                {"type": "euro-games:next", "board": ["0"]},
                {"type": "euro-games:rm", "board": "0"},
                {"type": "euro-games:goto", "board": "0", "move": -1},
                {"type": "euro-games:board-open", "board": "1", "link": 7},
                {"type": "euro-games:board-open", "board": "1", "link": "x" * 70_000},
                ["euro-games:next"]):
        with pytest.raises(ValueError):
            boards.handle(bad)
    for n in range(1, MAX_BOARDS):
        boards.handle({"type": "euro-games:board-open", "board": str(n), "link": ""})
    with pytest.raises(ValueError, match="at most"):
        boards.handle({"type": "euro-games:board-open", "board": "new", "link": ""})
