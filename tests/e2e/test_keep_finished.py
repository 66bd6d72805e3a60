"""Issue 30, "storage that stays healthy", in Chromium: the shelf lists the finished games the
player keeps (a setting on the shelf), counts the older ones, exports them to one file and
deletes them when asked; the index of the shelf's rows is written (web/keeping.py,
web/storage.py ``index``).
"""
from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.stored import stored_keys
from tests.e2e.test_storage import open_with

pytestmark = pytest.mark.e2e
P = "euro-games/v1/"


def _finished(seed: int) -> dict:
    game, rng = engine.get_game("plus_ultra"), random.Random(seed)
    state = game.new(2, seed=seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def test_finished_games_beyond_the_kept_number_are_counted_exported_and_deleted(app):
    """5 finished games, the shelf keeping 3: 3 listed, "2 older finished games are not
    listed"; Export gives one file with those 2 saves; keeping 4 lists 4; Delete them (asked
    first) removes the oldest; the index lists every stored game; Import of the exported
    file stores the deleted game again (with its time: it is the oldest again) and knows the
    other is there already."""
    docs = [_finished(seed) for seed in (1, 2, 3, 4, 5)]
    items = {f"{P}autosave/plus_ultra/g{n}": json.dumps(
        {"saved": f"2026-11-20T10:0{n}:00Z", "doc": doc}) for n, doc in enumerate(docs)}
    page = open_with(app, {**items, f"{P}keep-finished": "3"})
    rows = page.locator("#resume li.saved-game")
    expect(rows).to_have_count(3)
    beyond = page.locator("[data-testid=beyond]")
    expect(beyond).to_have_text("2 older finished games are not listed. Export them to a "
                                "file to keep them.")
    expect(page.locator("#keep-finished")).to_have_value("3")
    with page.expect_download() as download:
        page.locator("[data-cmd=export-beyond]").click()
    exported_path = download.value.path()
    exported = json.loads(open(exported_path, encoding="utf-8").read())
    assert exported["format"] == "euro-games/finished-games"
    assert [d["seed"] for d in exported["saves"]] == [1, 2]          # the two oldest
    assert exported["saved"] == ["2026-11-20T10:00:00Z", "2026-11-20T10:01:00Z"]
    page.locator("#keep-finished").fill("4")
    page.locator("#keep-finished").dispatch_event("change")
    expect(rows).to_have_count(4)
    expect(beyond).to_contain_text("1 older finished game is not listed")
    page.locator("[data-cmd=ask-delete-beyond]").click()
    page.locator("[data-cmd=delete-beyond]").click()
    expect(beyond).to_have_count(0)
    expect(rows).to_have_count(4)
    keys = stored_keys(page)
    assert "autosave/plus_ultra/g0" not in keys and "keep-finished" in keys
    index = json.loads(page.evaluate(f"localStorage.getItem('{P}index')"))
    assert sorted(index["games"]) == [f"plus_ultra/g{n}" for n in (1, 2, 3, 4)]
    page.set_input_files("#import-file", str(exported_path))
    expect(page.get_by_role("alert")).to_contain_text(
        "1 finished game was added to “Your games”. 1 was there already and was not stored twice.")
    expect(beyond).to_contain_text("1 older finished game is not listed")
    games = [k for k in stored_keys(page) if k.startswith("autosave/")]
    assert len(games) == 5
    back = [json.loads(page.evaluate(f"localStorage.getItem('{P}{k}')")) for k in games
            if not k.startswith("autosave/plus_ultra/g")]
    assert [(v["doc"]["seed"], v["saved"]) for v in back] == [(1, "2026-11-20T10:00:00Z")]
    page.locator("#lang").select_option("es")
    expect(page.locator("label[for=keep-finished]")).to_have_text(
        "Partidas terminadas que se guardan")
