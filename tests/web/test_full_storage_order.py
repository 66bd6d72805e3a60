"""A full storage (issue 30, acceptance; review of 2026-11-28, case Q1 and risk 1): the app
frees the room it owns, copies kept aside first (oldest first), then the finished games
beyond the number the shelf keeps (oldest first, never a kept one nor the open game), each
recorded for the player to be told (``Storage.dropped``, ``dropped_games``: web/autosaves.py
``tell_dropped`` after every event); every move is stored while room can be freed, and the
move that cannot be stored is refused at once (``WriteRefused``: the app's "saving is off"
notice, with Export), the last good save kept.  The player reads beforehand that both go
first (the shelf's setting, the list of copies kept aside)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.i18n import translator

import saves
import storage
import ui_saves

KEPT_ASIDE = ["broken/autosave/nippon/x/2026-11-20T10:00:00Z",
              "broken/autosave/nippon/y/2026-11-21T10:00:00Z"]


def finished(seed: int) -> tuple[dict, dict]:
    game, rng = engine.get_game("plus_ultra"), random.Random(seed)
    state = game.new(2, seed=seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc = engine.save(state)
    return doc, {**saves.facts(state), **saves.record_facts(doc)}


def full_store() -> storage.Storage:
    """An open Village game, 4 finished games (the shelf keeps 2), 2 copies kept aside of
    150 characters, the index built; then no character left."""
    store = storage.Storage(storage.MemoryBackend())
    for n in range(4):
        doc, facts = finished(n + 1)
        store.set(f"autosave/plus_ultra/g{n}",
                  storage.envelope(doc, facts, saved=f"2026-11-2{n}T10:00:00Z"))
    for key in KEPT_ASIDE:
        store.set(key, "x" * 150)
    state = engine.get_game("village").new(2, seed=2)
    store.autosave("village/open", engine.save(state), saves.facts(state))
    store.set_current("village/open")
    store.set_keep_finished(2)
    saves.stored_games(store)
    store.backend.quota = sum(len(k) + len(v) for k, v in store.backend.data.items())
    return store


def test_every_move_is_stored_after_the_app_frees_its_own_room_in_order():
    store = full_store()
    game = engine.get_game("village")
    state = game.new(2, seed=2)
    rng, freed = random.Random(5), []
    for _ in range(40):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        doc = engine.save(state)
        store.autosave("village/open", doc, {**saves.facts(state), **saves.record_facts(doc)})
        assert saves.read(store.autosave_text("village/open")).doc["actions"] == doc["actions"]
        freed.append((len(store.dropped), len(store.dropped_games), len(store.keys("broken/"))))
    assert store.dropped == KEPT_ASIDE                      # the copies first, oldest first
    assert store.dropped_games == ["plus_ultra/g0"]         # then the oldest game: room enough
    assert all(copies_left == 0 for _, games, copies_left in freed if games)
    left = {e["ref"] for e in saves.stored_games(store)}
    assert {"plus_ultra/g2", "plus_ultra/g3", "village/open"} <= left  # kept, and the open one
    store.delete_instance("plus_ultra/g1")     # (the player's choice) nothing left to free
    # nothing the app owns is left to free: the next move is refused at once, the last good
    # save stays (the app tells the player at that move: "saving is off", with Export)
    store.backend.quota = sum(len(k) + len(v) for k, v in store.backend.data.items())
    moves = len(state.history)
    state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc = engine.save(state)
    with pytest.raises(storage.WriteRefused) as refused:
        store.autosave("village/open", doc, {**saves.facts(state), **saves.record_facts(doc)})
    assert refused.value.quota
    assert len(saves.read(store.autosave_text("village/open")).doc["actions"]) == moves


def test_a_listing_on_a_full_storage_records_the_finished_games_it_drops():
    store = full_store()
    store.remove(storage.INDEX)                   # rebuilt by the next listing: no room for it
    for key in KEPT_ASIDE:
        store.remove(key)
    store.backend.quota = sum(len(k) + len(v) for k, v in store.backend.data.items())
    refs = [e["ref"] for e in saves.stored_games(store)]
    assert store.dropped_games and store.dropped_games == sorted(store.dropped_games)
    assert set(store.dropped_games) <= {"plus_ultra/g0", "plus_ultra/g1"}
    assert not set(store.dropped_games) & set(refs) and "village/open" in refs


@pytest.mark.parametrize("lang, copies_rule, games_rule", [
    ("en", "these copies are deleted first", "older finished games are deleted first"),
    ("es", "estas copias se borran primero", "primero se borran las partidas terminadas")])
def test_the_player_reads_beforehand_that_copies_kept_aside_and_old_games_go_first(
        lang, copies_rule, games_rule):
    _ = translator(lang)
    copies = [{"key": KEPT_ASIDE[0], "of": "autosave/nippon/x", "time": "2026-11-20T10:00:00Z",
               "size": 2000}]
    assert copies_rule in ui_saves.kept_aside_items(copies, _)
    assert games_rule in ui_saves.keep_finished(2, 2, _)
