"""The script embed's runtime (issue 32, item 1): web/boardhost.py steps the boards of a page.

One runtime draws every board of the page from the links the page opened; a message of the
wrong shape is refused (the page ignores it with a warning); a damaged link answers with its
reason for that board only.
"""
from __future__ import annotations

import html
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


def death_book() -> str:
    """The link of examples/explainer.html's "death" chapter set (Village, seed 004 § Fallece
    un familiar): the rulebook's death example, then a free play from it."""
    from engine import chapters
    from tools.build.explainer import chapter_sets

    return chapters.fragment(chapter_sets()["death"])


def test_a_board_is_drawn_again_for_its_new_width_where_it_was():
    """A board whose element crosses the phone width is redrawn in the other layout
    (web/board-embed.js's ResizeObserver): same position, the reader's move kept."""
    boards = Boards()
    boards.handle({"type": "euro-games:board-open", "board": "0",
                   "link": death_book() + "&chapter=2"})
    wide = boards.handle({"type": "euro-games:retry", "board": "0", "width": 734})
    played = boards.handle({"type": "euro-games:play", "board": "0", "width": 734,
                            "action": wide["options"][0]["action"]})
    assert played["chapter"]["played"] == 1 and "wide" in played["svg"].split(">", 1)[0]
    narrow = boards.handle({"type": "euro-games:redraw", "board": "0", "width": 356})
    assert 'class="board village narrow"' in narrow["svg"].split(">", 1)[0]
    assert (narrow["move"], narrow["chapter"], narrow["caption"]) == (
        played["move"], played["chapter"], played["caption"])
    back = boards.handle({"type": "euro-games:redraw", "board": "0", "width": 520})
    assert back["svg"] == played["svg"]                  # 520 px and up: the wide layout


def test_a_long_move_is_captioned_whole_and_shortened_only_in_the_move_list():
    """The caption under a board wraps the whole move (seed 004 § Fallece un familiar: the
    plague cube, then the member's death and its place in the chronicle), not cut with "…"."""
    import replay

    boards = Boards()
    boards.handle({"type": "euro-games:board-open", "board": "0",
                   "link": death_book() + "&chapter=1"})
    shown = boards.handle({"type": "euro-games:next", "board": "0", "width": 356})
    caption = shown["caption"]
    assert len(caption) > replay.TEXT_MAX and "…" not in caption, caption
    assert caption.endswith("dies and enters the chronicle (Crafts)"), caption
    entries = boards.boards["0"].moves()
    listed = replay.move_list(entries, shown["move"], lambda text: text)
    cut = html.escape(caption[:replay.TEXT_MAX - 1] + "…")
    assert cut in listed and html.escape(caption) not in listed


def test_a_spanish_caption_words_the_stored_default_names_in_spanish():
    """A save's default names are stored in English ("Player 2", engine/game.py); a Spanish
    board's captions and options say "Jugador 2", and a name a person gave stays as given."""
    from engine.i18n import translator, worded_names

    es = translator("es", "plus_ultra")
    assert worded_names(["Player 1", "Player 2", "Ana", "Player 3"], es) == [
        "Jugador 1", "Jugador 2", "Ana", "Player 3"]     # "Player 3" is not seat 4's default
    doc = recorded("plus_ultra", 12)
    assert doc["players"][1]["name"] == "Player 2"
    boards = Boards()
    for board, lang in (("0", "es"), ("1", "en")):
        link = share.make_fragment(doc, move=0, whole=True, lang=lang)
        boards.handle({"type": "euro-games:board-open", "board": board, "link": link})
    captions = {"0": [], "1": []}
    for _ in range(6):
        for board in captions:
            captions[board].append(boards.handle(
                {"type": "euro-games:next", "board": board, "width": 900})["caption"])
    spanish, english = " ".join(captions["0"]), " ".join(captions["1"])
    assert "Jugador 2" in spanish and "Player" not in spanish, spanish
    assert "Player 2" in english and "Jugador" not in english, english
