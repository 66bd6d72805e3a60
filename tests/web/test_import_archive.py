"""Import reads the file of finished games that the shelf's Export them writes (issue 30,
"storage that stays healthy": the exported file could not be imported back): every game in
it is stored again with its time, a game already stored (or twice in the file) is
recognised as the import of one file recognises it (web/records.py ``read_archive``,
``import_archive``)."""
from __future__ import annotations

import json
import random

import pytest

import engine

import records
import saves
import storage


def finished(seed: int, game_id: str = "plus_ultra") -> dict:
    game, rng = engine.get_game(game_id), random.Random(seed)
    state = game.new(2, seed=seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def archive(docs: list[dict], times: list[str] | None = None) -> str:
    value = {"format": records.ARCHIVE_FORMAT, "saves": docs}
    if times is not None:
        value["saved"] = times
    return json.dumps(value)


def test_every_game_of_the_file_is_stored_again_with_its_time_and_listed():
    docs = [finished(1), finished(2), finished(3, "village")]
    times = ["2026-11-20T10:00:00Z", "2026-11-20T10:01:00Z", "2026-11-20T10:02:00Z"]
    box = storage.Storage(storage.MemoryBackend())
    games, unread = records.read_archive(records.parse_import(archive(docs, times).encode()))
    assert unread == [] and len(games) == 3
    done = records.import_archive(box, games)
    assert len(done.added) == 3 and done.again == [] and done.refused is None
    entries = {e["ref"]: e["facts"] for e in saves.stored_games(box)}
    assert sorted(f["saved"] for f in entries.values()) == times
    assert all(f["over"] for f in entries.values())
    back = [saves.read(box.autosave_text(ref)).doc for ref in done.added]
    assert sorted(d["seed"] for d in back) == [1, 2, 3]
    assert all(records.same_record(a, b) for a, b in zip(docs, back, strict=True))


def test_games_already_stored_or_twice_in_the_file_are_not_stored_twice():
    box = storage.Storage(storage.MemoryBackend())
    box.autosave("plus_ultra/kept", finished(1))
    games, _ = records.read_archive(json.loads(archive([finished(1), finished(2), finished(2)])))
    done = records.import_archive(box, games)
    assert len(done.added) == 1 and done.again == ["plus_ultra/kept", done.added[0]]
    assert len(box.instances()) == 2
    again = records.import_archive(box, games)             # the same file a second time
    assert again.added == [] and len(again.again) == 3 and len(box.instances()) == 2


def test_saves_that_do_not_load_are_reported_and_the_others_stored():
    bad = {**finished(2), "actions": ["no such move"]}
    games, unread = records.read_archive({"format": records.ARCHIVE_FORMAT,
                                        "saves": [finished(1), bad, 7], "saved": "x"})
    assert len(games) == 1 and games[0].saved == ""          # no usable times: stored now
    assert [n for n, _ in unread] == [2, 3]
    assert "does not replay" in str(unread[0][1]) or "no such move" in str(unread[0][1])
    with pytest.raises(engine.SaveError, match="not a save file"):
        records.read_archive({"format": records.ARCHIVE_FORMAT, "saves": {}})


def test_a_full_storage_stops_the_import_and_keeps_what_was_stored():
    box = storage.Storage(storage.MemoryBackend())
    games, _ = records.read_archive(json.loads(archive([finished(s) for s in (1, 2, 3)])))
    one = len(storage.envelope(games[0].doc, saves.facts(games[0].state))) + 300
    box.backend.quota = one + 200
    done = records.import_archive(box, games)
    assert len(done.added) == 1 and isinstance(done.refused, storage.WriteRefused)
    assert done.refused.quota and box.instances() == [done.added[0]]


def test_a_file_of_games_may_be_larger_than_one_save_may():
    docs = [finished(s) for s in range(1, 4)]
    big = archive(docs + [docs[0]] * 400)                   # over 1,000,000 characters
    assert len(big) > 1_000_000
    assert len(records.read_archive(records.parse_import(big))[0]) == 403
    with pytest.raises(engine.SaveError, match="too large"):
        records.parse_import(json.dumps({**docs[0], "pad": "x" * 1_000_000}))
    with pytest.raises(engine.SaveError, match="too large"):
        records.parse_import(b" " * (records.ARCHIVE_MAX_BYTES + 1))
