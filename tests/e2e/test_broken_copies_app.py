"""Copies kept aside are never dropped without telling (issue 30, point 3; reliability review
of 2026-11-28, risk 1, case Q3): with the storage full, the app still frees the room of the
oldest ``broken/`` copies for the game's autosave, and says which it deleted."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.stored import open_autosave, stored_keys
from tests.e2e.test_accessibility import assert_clean
from tests.e2e.test_app import Player, history
from tests.e2e.test_storage import FILL

pytestmark = pytest.mark.e2e
P = "euro-games/v1/"
COPIES = ["broken/autosave/nippon/x/2026-11-20T10:00:00Z", "broken/autosave/nippon/y/2026-11-21T10:00:00Z"]


def test_copies_dropped_for_a_move_on_a_full_storage_are_told(app):
    page = app("?new=village&players=2&seed=3")
    player = Player(page, seed=1)
    player.play(actions=1)
    page.evaluate("keys => keys.forEach(k => localStorage.setItem('euro-games/v1/' + k, 'x'.repeat(30000)))",
                  COPIES)
    page.evaluate(FILL)
    player.play(actions=1)
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("kept aside")
    expect(alert).to_contain_text(COPIES[0])              # the oldest went first, by name
    assert COPIES[0] not in stored_keys(page)
    assert len(open_autosave(page)["actions"]) == history(page)   # the move is stored


def test_the_saves_dialog_lists_downloads_and_deletes_copies_kept_aside(app):
    """Review risk 1: the player was told a copy was "kept aside in this browser", and no
    screen listed, exported or deleted it."""
    page = app.page
    page.goto(app.base_url + "pyscript.json")
    page.evaluate("([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }",
                  [P + COPIES[0], "garbage{{{ kept"])
    app("")
    page.click("#nav-saves")
    row = page.locator("#saves-dialog [data-testid=kept-aside] li")
    expect(row).to_have_count(1)
    expect(row).to_contain_text("autosave/nippon/x")
    assert_clean(page, "saves dialog with a copy kept aside")
    with page.expect_download() as download:
        row.locator("[data-cmd=download-broken]").click()
    assert open(download.value.path(), encoding="utf-8").read() == "garbage{{{ kept"
    row.locator("[data-cmd=ask-delete-broken]").click()
    row.locator("[data-testid=confirm-delete]").click()
    expect(row).to_have_count(0)
    assert COPIES[0] not in stored_keys(page)
