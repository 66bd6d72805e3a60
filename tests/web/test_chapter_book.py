"""Chapters and exercises as the embeds read them (issue 32, items 2, 3): web/chapterbook.py,
the one model behind embed.html and the script embed's runtime (web/boardhost.py)."""
from __future__ import annotations

import random

import pytest

import engine
from boardhost import Boards
from chapterbook import ChapterBook
from engine import chapters
from engine.i18n import translator


def played(game_id: str, moves: int | None, seed: int = 2) -> dict:
    game = engine.get_game(game_id)
    state, rng = game.new(3, seed=seed), random.Random(seed)
    while (moves is None or len(state.history) < moves) and not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


@pytest.fixture(scope="module")
def book():
    done = played("village", None)
    state = engine.load(done, upto=20)
    game = engine.get_game("village")
    legal = [a.notation for a in game.legal_actions(state)]
    recorded = engine.load(done, upto=21).history[-1]
    assert len(legal) > 1
    return chapters.build([
        chapters.chapter(done, first=10, move=14, title="Moves 10–14"),
        chapters.chapter(done, move=20, kind="exercise", answers=[recorded],
                         right="Yes: that one.", rng=random.Random(1)),
        chapters.chapter(played("plus_ultra", 6), kind="free", rng=random.Random(1))])


def test_a_view_chapter_steps_only_within_its_range(book):
    b = ChapterBook(book, 0, 12)
    v = b.viewer
    assert (v.move, v.first, v.total) == (12, 10, 14)
    assert v.step("first") == 10 and v.step("prev") == 10
    assert v.step("last") == 14 and v.step("next") == 14 and v.goto(99) == 14
    assert not b.playable and b.status is None
    with pytest.raises(ValueError, match="no move may be played"):
        b.play(engine.get_game("village").legal_actions(v.state)[0].notation)


def test_an_exercise_is_checked_by_the_engine_right_wrong_retry_and_answer(book):
    _ = translator("en", "village")
    b = ChapterBook(book, 1)
    game, state = b.viewer.game, b.viewer.state
    answer = book["chapters"][1]["answers"][0][0]
    wrong = next(a.notation for a in game.legal_actions(state) if a.notation != answer)
    assert b.status == "ask" and b.playable
    b.play(wrong)
    assert b.status == "wrong" and b.feedback(_) == "Not this one." and not b.playable
    b.retry()
    assert b.status == "ask" and b.viewer.state is state                  # taken back
    with pytest.raises(ValueError):                                      # not legal: refused
        b.play("nonsense 9")
    assert b.status == "ask" and not b.viewer.branch
    b.play(" " + answer.replace(" ", "  ") + " ")  # the same action, however it is spaced
    assert b.status == "right" and b.feedback(_) == "Yes: that one."
    b.show_answer()
    assert b.status == "shown" and [s.history[-1] for s in b.viewer.branch] == [answer]
    assert translator("es", "village")("Not this one.") != "Not this one."   # translated


def test_free_play_plays_for_every_seat_and_resets(book):
    b = ChapterBook(book, 2)
    start = b.viewer.state
    game = b.viewer.game
    for _ in range(3):
        b.play(game.legal_actions(b.viewer.state)[0].notation)
    assert len(b.viewer.branch) == 3 and b.playable
    b.retry()
    assert b.viewer.state is start


def test_the_script_runtime_answers_an_exercise_and_changes_chapter(book):
    boards = Boards()
    link = chapters.fragment(book, chapter=2, lang="es")
    boards.handle({"type": "euro-games:board-open", "board": "0", "link": link})
    first = boards.handle({"type": "euro-games:first", "board": "0", "width": 900})
    assert first["chapter"] == {"chapter": 2, "chapters": 3, "kind": "exercise",
                                "status": "ask", "first": 0, "played": 0}
    answer = book["chapters"][1]["answers"][0][0]
    assert answer in {o["action"] for o in first["options"]}
    assert all(o["label"] for o in first["options"])
    assert 'data-action="' in first["svg"] or first["options"]
    right = boards.handle({"type": "euro-games:play", "board": "0", "action": answer,
                           "width": 900})
    assert right["chapter"]["status"] == "right" and right["feedback"] == "Yes: that one."
    assert right["options"] == []
    moved = boards.handle({"type": "euro-games:chapter", "board": "0", "chapter": 1,
                           "width": 900})
    assert (moved["chapter"]["chapter"], moved["move"], moved["total"]) == (1, 10, 14)
    nxt = boards.handle({"type": "euro-games:next", "board": "0", "width": 900})
    assert nxt["move"] > 10
    bad = boards.handle({"type": "euro-games:chapter", "board": "0", "chapter": 9})
    assert bad["type"] == "euro-games:board-error" and "from 1 to 3" in bad["message"]
    plain = Boards()
    plain.handle({"type": "euro-games:board-open", "board": "1",
                  "link": engine.share.make_fragment(played("village", None), move=3)})
    refused = plain.handle({"type": "euro-games:play", "board": "1", "action": answer})
    assert refused["type"] == "euro-games:board-error"
    assert "chapter set" in refused["message"]
