"""Copies kept aside are never dropped without telling (issue 30, point 3; risk 1 of the
reliability review of 2026-11-28, case Q3): ``Storage.write`` still frees the room of the oldest
``broken/`` copies when the storage is full, and now records which it deleted
(``Storage.dropped``) for the app to say so."""
from __future__ import annotations

import random

import engine

import storage


def played(moves: int) -> dict:
    game, rng = engine.get_game("village"), random.Random(3)
    state = game.new(2, seed=3)
    while len(state.history) < moves:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def test_the_copies_dropped_to_make_room_are_recorded_oldest_first():
    backend = storage.MemoryBackend()
    store = storage.Storage(backend)
    store.autosave("village/a", played(2))
    old, older = "broken/autosave/x/2026-02-01T00:00:00Z", "broken/autosave/x/2026-01-01T00:00:00Z"
    store.set(old, "b" * 3000)
    store.set(older, "a" * 3000)
    assert store.dropped == []
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items()) + 100
    store.autosave("village/a", played(40))
    assert store.dropped == [older]                       # one was enough
    assert store.keys("broken/") == [old]


def test_nothing_is_recorded_when_nothing_is_dropped():
    store = storage.Storage(storage.MemoryBackend())
    store.set("broken/autosave/x/2026-01-01T00:00:00Z", "a")
    store.autosave("village/a", played(2))
    assert store.dropped == []


def test_a_refused_write_records_the_copies_it_dropped_in_vain():
    backend = storage.MemoryBackend()
    store = storage.Storage(backend)
    store.set("broken/autosave/x/2026-01-01T00:00:00Z", "a" * 100)
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items())
    try:
        store.autosave("village/a", played(40))
    except storage.WriteRefused:
        pass
    assert store.dropped == ["broken/autosave/x/2026-01-01T00:00:00Z"]



def test_what_was_dropped_is_taken_once():
    """``Storage.take_dropped`` hands the app the copies and the finished games dropped so
    far, then forgets them: the player is told of each once (web/autosaves.py ``tell_dropped``)."""
    backend = storage.MemoryBackend()
    store = storage.Storage(backend)
    store.autosave("village/a", played(2))
    copy = "broken/autosave/x/2026-01-01T00:00:00Z"
    store.set(copy, "a" * 3000)
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items()) + 100
    store.autosave("village/a", played(40))
    assert store.take_dropped() == ([copy], [])
    assert store.take_dropped() == ([], []) and store.dropped == store.dropped_games == []


# -- the Saves dialog lists the copies kept aside (review risk 1: no screen showed them) ---------
import ui
from engine.i18n import translator


def test_kept_aside_copies_are_listed_newest_first_with_their_size():
    store = storage.Storage(storage.MemoryBackend())
    store.set("broken/autosave/nippon/x/2026-11-20T10:00:00Z", "garbage{{{")
    store.set("broken/autosave/plus_ultra/y/2026-11-21T10:00:00Z-2", "x" * 3000)
    store.set("autosave/village/a", "{}")
    assert store.broken_copies() == [
        {"key": "broken/autosave/plus_ultra/y/2026-11-21T10:00:00Z-2",
         "of": "autosave/plus_ultra/y", "time": "2026-11-21T10:00:00Z", "size": 3000},
        {"key": "broken/autosave/nippon/x/2026-11-20T10:00:00Z",
         "of": "autosave/nippon/x", "time": "2026-11-20T10:00:00Z", "size": 10}]


def test_the_saves_dialog_offers_download_and_delete_for_each_copy_kept_aside():
    _ = translator("en")
    copies = [{"key": "broken/autosave/nippon/<b>x/2026-11-20T10:00:00Z",
               "of": "autosave/nippon/<b>x", "time": "2026-11-20T10:00:00Z", "size": 10}]
    html = ui.saves_dialog([], {}, True, _, kept_aside=copies)
    assert "Kept aside" in html and "autosave/nippon/&lt;b&gt;x" in html and "<b>x" not in html
    assert 'data-cmd="download-broken"' in html and 'data-cmd="ask-delete-broken"' in html
    asking = ui.saves_dialog([], {}, True, _, kept_aside=copies, confirming=copies[0]["key"])
    assert 'data-cmd="delete-broken"' in asking and "Delete this copy for good?" in asking
    assert "Kept aside" not in ui.saves_dialog([], {}, True, _)
