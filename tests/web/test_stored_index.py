"""The index of the shelf's rows (issue 30, "storage that stays healthy": boot read every
autosave, 64× slower with the 1,409 games a full storage holds): web/storage.py ``index``,
web/saves.py ``stored_games``.  An instance with a good row is listed without reading its
save; a missing, broken or stale index is rebuilt from a scan and lists the same games.
"""
from __future__ import annotations

import json

import pytest

import engine

import saves
import storage

P = storage.PREFIX


def _store(games: int = 3) -> storage.Storage:
    """A store of ``games`` finished-or-not Village games written as the app writes them."""
    store = storage.Storage(storage.MemoryBackend())
    game = engine.get_game("village")
    for n in range(games):
        state = game.new(2, seed=n + 1)
        for _ in range(n):
            state = game.apply(state, game.legal_actions(state)[0])
        store.autosave(f"village/2026112{n}T000000Z-00000{n}", engine.save(state),
                       saves.facts(state))
    return store


class Counting(storage.MemoryBackend):
    """Counts the autosaves read (getItem of an ``autosave/`` key)."""

    reads = 0

    def getItem(self, key):  # noqa: N802
        if "/autosave/" in key:
            self.reads += 1
        return super().getItem(key)


def _counting(store: storage.Storage) -> storage.Storage:
    backend = Counting()
    backend.data = dict(store.backend.data)
    return storage.Storage(backend)


def _rows(entries):
    return sorted((e["ref"], e["facts"]["moves"]) for e in entries)


def test_the_index_is_built_once_then_no_save_is_read_to_list_the_games():
    store = _store(3)
    first = saves.stored_games(store)                     # no index yet: a scan builds it
    assert set(store.index()) == {e["ref"] for e in first}
    again = _counting(store)
    assert _rows(saves.stored_games(again)) == _rows(first)
    assert again.backend.reads == 0


def test_moves_and_deletions_keep_the_index_up_to_date():
    store = _store(3)
    saves.stored_games(store)
    game = engine.get_game("village")
    ref = "village/20261120T000000Z-000000"
    state = game.apply(game.new(2, seed=1), game.legal_actions(game.new(2, seed=1))[0])
    store.autosave(ref, engine.save(state), saves.facts(state))
    assert store.index()[ref]["moves"] == 1
    store.delete_instance(ref)
    assert ref not in store.index()
    assert ref not in {e["ref"] for e in saves.stored_games(_counting(store))}


def test_a_missing_broken_or_wrong_index_is_rebuilt_from_a_scan():
    store = _store(3)
    expected = _rows(saves.stored_games(store))
    ref = "village/20261121T000000Z-000001"
    for bad in (None, "garbage{", json.dumps({"v": 1, "games": []}),
                json.dumps({"v": 1, "games": {ref: {"game": "nippon"}}})):
        if bad is None:
            store.remove(storage.INDEX)
        else:
            store.set(storage.INDEX, bad)
        assert _rows(saves.stored_games(store)) == expected
        assert set(store.index()) == {r for r, _ in expected}
    # a row of a game no longer stored is dropped; a game stored without a row is read
    rows = store.index()
    rows["village/20261129T000000Z-00000f"] = rows.pop(ref)
    store.write_index(rows)
    assert _rows(saves.stored_games(store)) == expected
    assert set(store.index()) == {r for r, _ in expected}


def test_a_refused_index_write_removes_the_index_and_the_games_are_still_listed():
    """The autosave fits, its row in the index does not: the index goes (it frees its room),
    the move is stored, and the next listing rebuilds the index with every game."""
    store = _store(2)
    saves.stored_games(store)
    game = engine.get_game("village")
    state = game.new(2, seed=9)
    ref = "village/20261125T000000Z-000009"
    doc, facts = engine.save(state), saves.facts(state)
    used = sum(len(k) + len(v) for k, v in store.backend.data.items())
    store.backend.quota = used + len(P + storage.AUTOSAVE + ref) + len(storage.envelope(doc, facts))
    store.autosave(ref, doc, facts)
    assert store.index() is None and store.autosave_text(ref) is not None
    store.backend.quota = None
    assert len(saves.stored_games(store)) == 3 and len(store.index()) == 3


def _finished_store(finished: int, keep: int) -> storage.Storage:
    """``finished`` finished Plus Ultra games (saved a minute apart, oldest first) and one
    unfinished Village game, the shelf keeping ``keep``."""
    store = storage.Storage(storage.MemoryBackend())
    game = engine.get_game("plus_ultra")
    state = game.new(2, seed=1)
    import random
    rng = random.Random(1)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc, facts = engine.save(state), saves.facts(state)
    for n in range(finished):
        store.set(f"autosave/plus_ultra/g{n:02d}",
                  storage.envelope(doc, facts, saved=f"2026-11-20T10:{n:02d}:00Z"))
    village = engine.get_game("village").new(2, seed=2)
    store.autosave("village/open", engine.save(village), saves.facts(village))
    store.set_keep_finished(keep)
    return store


def test_the_finished_games_beyond_the_kept_number_are_the_oldest():
    store = _finished_store(5, keep=3)
    entries = saves.stored_games(store)
    assert saves.beyond_limit(entries, 3) == {"plus_ultra/g00", "plus_ultra/g01"}
    assert saves.beyond_limit(entries, 5) == set()
    assert store.keep_finished() == 3


def test_a_full_storage_drops_finished_games_beyond_the_kept_number_before_refusing():
    """The review's quota case: a move's autosave on a full storage.  First the copies kept
    aside go (test_storage_keys), then the finished games beyond the kept number, oldest
    first, never a kept one nor the open game; each is recorded to be told."""
    store = _finished_store(5, keep=3)
    saves.stored_games(store)                              # the index is built
    store.backend.quota = sum(len(k) + len(v) for k, v in store.backend.data.items())
    game = engine.get_game("village")
    state = game.new(2, seed=2)
    store.set_current("village/open")
    for _ in range(3):
        state = game.apply(state, game.legal_actions(state)[0])
        store.autosave("village/open", engine.save(state), saves.facts(state))
    assert saves.read(store.autosave_text("village/open")).doc["actions"] == engine.save(
        state)["actions"]
    assert store.dropped_games and set(store.dropped_games) <= {"plus_ultra/g00",
                                                                "plus_ultra/g01"}
    assert store.dropped_games == sorted(store.dropped_games)          # oldest first
    left = {e["ref"] for e in saves.stored_games(store)}
    assert {"plus_ultra/g02", "plus_ultra/g03", "plus_ultra/g04", "village/open"} <= left
    # nothing beyond the kept number left to drop: the next refusal is told as before
    for ref in ("plus_ultra/g00", "plus_ultra/g01"):
        store.delete_instance(ref)
    store.backend.quota = sum(len(k) + len(v) for k, v in store.backend.data.items())
    with pytest.raises(storage.WriteRefused):
        store.autosave("village/open", engine.save(game.apply(state, game.legal_actions(
            state)[0])), saves.facts(state))


class IndexCounting(storage.MemoryBackend):
    """Counts reads and writes of the index key."""

    reads = writes = 0

    def getItem(self, key):  # noqa: N802
        self.reads += key == P + storage.INDEX
        return super().getItem(key)

    def setItem(self, key, value):  # noqa: N802
        self.writes += key == P + storage.INDEX
        super().setItem(key, value)


def test_a_moves_autosave_writes_its_row_key_and_never_reads_or_rewrites_the_index(monkeypatch):
    """Issue 30: each autosave parsed and rewrote the whole index (1,400 rows on a full
    storage).  A move writes its autosave and its ``row/`` key only; the index read shows the
    move; a listing only reads a few row keys (a boot writes nothing), and folds more into the
    index, removing the keys."""
    store = _store(3)
    saves.stored_games(store)
    backend = IndexCounting()
    backend.data = dict(store.backend.data)
    store = storage.Storage(backend)
    game = engine.get_game("village")
    ref = "village/20261122T000000Z-000002"
    state = saves.read(store.autosave_text(ref)).state
    for _ in range(3):
        state = game.apply(state, game.legal_actions(state)[0])
        store.autosave(ref, engine.save(state), {**saves.facts(state), **saves.record_facts(
            engine.save(state))})
    assert (backend.reads, backend.writes) == (0, 0)
    assert store.keys(storage.ROW) == [storage.ROW + ref]
    assert store.index()[ref]["moves"] == 5
    entries = saves.stored_games(store)
    assert {e["ref"]: e["facts"]["moves"] for e in entries}[ref] == 5
    assert backend.writes == 0 and store.keys(storage.ROW) == [storage.ROW + ref]  # only read
    again = _counting(store)
    assert _rows(saves.stored_games(again)) == _rows(entries) and again.backend.reads == 0
    monkeypatch.setattr(saves, "FOLD_AT", 0)         # more row keys than a listing only reads
    assert _rows(saves.stored_games(store)) == _rows(entries)
    assert store.keys(storage.ROW) == [] and backend.writes == 1
    assert json.loads(store.get(storage.INDEX))["games"][ref]["moves"] == 5
    again = _counting(store)
    assert _rows(saves.stored_games(again)) == _rows(entries) and again.backend.reads == 0


def test_a_row_key_rewritten_by_another_tab_while_folding_is_kept():
    store = _store(2)
    saves.stored_games(store)
    ref = "village/20261121T000000Z-000001"
    game = engine.get_game("village")
    state = saves.read(store.autosave_text(ref)).state
    state = game.apply(state, game.legal_actions(state)[0])
    store.autosave(ref, engine.save(state), saves.facts(state))
    rows, folded = store.index_rows()
    store.set(storage.ROW + ref, json.dumps({**saves.facts(state), "moves": 9, "saved": "x"}))
    store.write_index(rows, folded)
    assert store.keys(storage.ROW) == [storage.ROW + ref]      # newer than what was folded
    assert store.index()[ref]["moves"] == 9


def test_row_keys_of_a_store_without_an_index_are_folded_by_the_scan_and_deletions_drop_them():
    store = _store(2)                                     # autosaves wrote row keys, no index
    assert store.get(storage.INDEX) is None and len(store.keys(storage.ROW)) == 2
    assert len(saves.stored_games(store)) == 2
    assert store.keys(storage.ROW) == [] and len(store.index()) == 2
    ref = "village/20261121T000000Z-000001"
    state = saves.read(store.autosave_text(ref)).state
    store.autosave(ref, engine.save(state), saves.facts(state))
    store.delete_instance(ref)
    assert store.keys(storage.ROW) == [] and ref not in store.index()
