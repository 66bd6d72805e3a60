"""Copies kept aside are never dropped without telling (issue 30, point 3; risk 1 of the
reliability review of 2026-11-28, case Q3): ``Storage.write`` still frees the room of the oldest
``broken/`` copies when the storage is full, and now records which it deleted
(``Storage.dropped``) for the app to say so."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import engine

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
import storage  # noqa: E402


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
