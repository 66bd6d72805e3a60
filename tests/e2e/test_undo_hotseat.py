"""Undo is yours, in Chromium (issue 29 item 3; player review 2026-11-28 D4, D10): the review's
steps, Plus Ultra early edition, 2-player hotseat, seed 77: the first player bids 2 tercios,
the device passes to the second, whose Undo is greyed and says why (tooltip and accessible
name, English and Spanish); pressing it withdraws nothing."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from engine.i18n import translator, worded_names
from tests.e2e.stored import open_autosave

pytestmark = pytest.mark.e2e


def test_the_next_player_cannot_undo_a_secret_bid(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    app("?new=plus_ultra&players=2&seed=77&variant=early")
    game, screen = engine.get_game("plus_ultra"), page.locator("#game-screen")
    go = page.get_by_test_id("continue")
    for _ in range(20):                      # the draft, each pick behind a hand-off
        if go.is_visible():
            go.click()
        state = engine.load(open_autosave(page))
        if game.decision(state).prompt == "bid":
            break
        history = screen.get_attribute("data-history")
        page.locator("#decision [data-action]:visible").first.click()
        expect(screen).not_to_have_attribute("data-history", history)
    bidder = game.decision(state).seat
    page.locator('#decision [data-action="bid 2"]').click()      # Ana's secret bid
    expect(go).to_be_visible()                                    # pass the device
    go.click()
    state = engine.load(open_autosave(page))
    assert game.decision(state).seat != bidder and game.decision(state).prompt == "bid"
    undo = page.locator('#decision [data-cmd="undo"]')
    why = f"You can undo only your own moves; the last move was {state.names[bidder]}'s."
    expect(undo).to_be_disabled()
    expect(undo).to_have_attribute("title", why)
    expect(undo).to_have_accessible_name(f"Undo: {why}")
    undo.click(force=True)
    expect(screen).to_have_attribute("data-history", str(len(state.history)))
    expect(go).to_be_hidden()                                     # no hand-off back to Ana
    page.select_option("#lang", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(undo).to_have_attribute(
        "title", f"Solo puedes deshacer tus propias jugadas; la última jugada fue de "
                 f"{worded_names(state.names, translator('es'))[bidder]}.")
