"""The embed page's model (web/viewer.py, issue 8): stepping through a recorded game, playing on
without touching it, and host-page messages treated as data only."""
from __future__ import annotations

import random

import pytest

import engine
from engine import IllegalAction, SaveError

from viewer import BOOK_MESSAGES, PLAIN_OBJECT, Viewer, parse_host_message, parse_message

GAME = engine.get_game("plus_ultra")


@pytest.fixture(scope="module")
def doc() -> dict:
    state, rng = GAME.new(3, seed=9, names=["Ana", "Bruno", "Carla"]), random.Random(9)
    for _ in range(80):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return engine.save(state)


def test_opens_at_the_requested_move_and_steps(doc):
    v = Viewer(doc, move=10)
    assert v.total == 80 and v.move == 10
    assert v.state.history == doc["actions"][:10]
    assert v.step("next") == 11 and v.step("prev") == 10
    assert v.step("first") == 0 and v.step("prev") == 0          # clamped at the start
    assert v.step("last") == 80 and v.step("next") == 80         # clamped at the end
    assert v.step("goto", 500) == 80 and v.step("goto", 3) == 3
    assert v.state.history == doc["actions"][:3]


def test_each_position_equals_a_fresh_load(doc):
    v = Viewer(doc)
    for move in (0, 1, 37, 80):
        v.goto(move)
        assert engine.save(v.state) == engine.save(engine.load(doc, upto=move))


def test_playing_on_never_changes_the_recorded_game(doc):
    v = Viewer(doc, move=20)
    before = [list(s.history) for s in v.recorded]
    legal = GAME.legal_actions(v.state)
    v.play(legal[-1].notation)
    assert v.playing and v.move == 20 and v.state.history[-1] == legal[-1].notation
    assert [list(s.history) for s in v.recorded] == before and doc["actions"][20] is not None
    with pytest.raises(IllegalAction):
        v.play("act nobody 9")
    assert len(v.branch) == 1                                   # the refused move left no trace
    v.take_back()
    assert not v.playing and v.state is v.recorded[20]
    v.play(legal[0].notation)
    assert v.step("prev") == 20 and not v.playing               # "prev" first leaves the line
    assert v.position() == {"type": "euro-games:position", "game": "plus_ultra", "move": 20,
                            "total": 80, "playing": False, "over": False}


def test_a_save_that_does_not_replay_is_refused(doc):
    broken = dict(doc, actions=doc["actions"][:5] + ["act nobody 9"])
    with pytest.raises(SaveError, match="action 6"):
        Viewer(broken)


@pytest.mark.parametrize("message, expected", [
    ({"type": "euro-games:goto", "move": 4}, ("goto", 4)),
    ({"type": "euro-games:next"}, ("next", None)),
    ({"type": "euro-games:prev", "move": "ignored"}, ("prev", None)),
    ({"type": "euro-games:first"}, ("first", None)),
    ({"type": "euro-games:last"}, ("last", None)),
])
def test_host_messages_are_parsed(message, expected):
    assert parse_message(message) == expected


@pytest.mark.parametrize("message", [
    "euro-games:next", None, 7, ["euro-games:next"], {}, {"type": 3},
    {"type": "other:next"}, {"type": "euro-games:explode"},
    {"type": "euro-games:goto"}, {"type": "euro-games:goto", "move": -1},
    {"type": "euro-games:goto", "move": "3"}, {"type": "euro-games:goto", "move": True},
    {"type": "euro-games:goto", "move": 2.5},
])
def test_malformed_host_messages_are_refused(message):
    with pytest.raises(ValueError):
        parse_message(message)


def test_last_move_names_the_action_and_seat_that_led_to_the_position(doc):
    v = Viewer(doc, move=0)
    assert v.last_move() is None
    v.goto(25)
    before = v.recorded[24]
    assert v.last_move() == (GAME.decision(before).seat, doc["actions"][24])
    mover = GAME.decision(v.state).seat
    notation = GAME.legal_actions(v.state)[0].notation
    v.play(notation)
    assert v.last_move() == (mover, v.state.history[-1])


def test_only_the_parent_window_drives_the_board():
    """Reliability review 2026-11-24, task 4c O3/O4: a sibling frame of a third origin and the
    opener of a popup were obeyed.  Only messages whose source is the frame's parent count."""
    message = {"type": "euro-games:goto", "move": 7}
    assert parse_host_message(message, tag=PLAIN_OBJECT, from_parent=True) == ("goto", 7)
    with pytest.raises(ValueError, match="does not come from the page that embeds"):
        parse_host_message(message, tag=PLAIN_OBJECT, from_parent=False)


@pytest.mark.parametrize("tag", ["[object Map]", "[object Array]", "[object String]",
                                 "[object Null]", "[object Date]", ""])
def test_only_plain_objects_are_obeyed(tag):
    """Task 4c row 24: a JS Map (a dict once converted by Pyodide) was obeyed."""
    with pytest.raises(ValueError, match="plain object"):
        parse_host_message({"type": "euro-games:last"}, tag=tag, from_parent=True)


def test_refusals_quote_long_values_cut():
    with pytest.raises(ValueError) as err:
        parse_message({"type": "euro-games:" + "x" * 10_000})
    assert len(str(err.value)) < 150


@pytest.mark.parametrize("change", [{"seed": None}, {"seed": True}, {"version": True}])
def test_a_recording_without_a_proper_seed_or_version_is_refused(doc, change):
    """Review link l21 (D-8): an embed of a save with "seed": null showed a new board each time."""
    with pytest.raises(SaveError):
        Viewer({**doc, **change, "actions": []})


def test_a_chapter_sets_frame_takes_chapter_messages():
    """A host page turns an iframe's chapter (docs/EMBED.md, "Driving a board"): accepted
    only where the page has a chapter set (``BOOK_MESSAGES``), checked as data."""
    message = {"type": "euro-games:chapter", "chapter": 2, "move": 5}
    assert parse_message(message, requests=BOOK_MESSAGES) == ("chapter", 2)
    assert parse_message({"type": "euro-games:chapter", "chapter": 1},
                         requests=BOOK_MESSAGES) == ("chapter", 1)
    with pytest.raises(ValueError, match="unknown command"):
        parse_message(message)                                   # a board without chapters
    for bad in ({"chapter": 0}, {"chapter": "2"}, {"chapter": True}, {},
                {"chapter": 2, "move": -1}, {"chapter": 2, "move": 1.5}):
        with pytest.raises(ValueError):
            parse_message({"type": "euro-games:chapter", **bad}, requests=BOOK_MESSAGES)
