"""The panel beside and under the board (issue 20, "Phone and desktop ergonomics"; player review
2026-11-24 section 3: "At 1280×800 the log is below the fold"; "after each tap on the board the
page jumps because the option list above changes length").

* Desktop 1280×800: with the live scores folded (one click opens them), the log's last lines
  are in view without scrolling, in every game, mid-game; the scores open on demand.
* Phone 390×844: the options are a sheet fixed at the bottom of the screen, so a longer or
  shorter option list never moves the board.
"""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

import engine

pytestmark = pytest.mark.e2e
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def play_some(page, moves: int, seed: int) -> None:
    """``moves`` random options of the panel (continuing any hand-off)."""
    rng = random.Random(seed)
    for _ in range(moves):
        go = page.get_by_test_id("continue")
        if go.count() and go.first.is_visible():
            go.first.click()
        options = page.locator("#decision [data-action]:visible")
        history = page.locator("#game-screen").get_attribute("data-history")
        options.nth(rng.randrange(options.count())).click()
        expect(page.locator("#game-screen")).not_to_have_attribute("data-history", history)


def in_view(page, selector: str) -> dict:
    return page.evaluate("""sel => { const r = document.querySelector(sel).getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, height: r.height,
                inside: r.top >= 0 && r.bottom <= innerHeight + 0.5}; }""", selector)


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_the_log_is_in_view_at_1280_by_800(app, page, game_id):
    page.set_viewport_size(DESKTOP)
    app(f"?new={game_id}&players=3&seed=5")
    play_some(page, 6, seed=5)
    screen = page.locator("#game-screen")       # the log follows the board, a frame later
    expect(screen).to_have_attribute("data-logged", screen.get_attribute("data-history"))
    page.evaluate("window.scrollTo(0, 0)")
    box = in_view(page, ".log-box")
    assert box["inside"], box
    last = in_view(page, "#log li:last-child")
    assert last["inside"] and last["height"] > 0, last        # the newest line is readable
    assert page.locator("#log li").count() >= 3
    scores = page.locator("#scores")
    assert scores.get_attribute("open") is None               # folded beside the board
    page.click("#scores-title")
    expect(page.locator("[data-testid=score-table]")).to_be_visible()


def test_the_phone_options_are_a_sheet_fixed_at_the_bottom(app, page):
    """Village on a phone: the options sheet touches the bottom edge whatever the page's
    scroll, and the board stays put while the option list changes length."""
    page.set_viewport_size(PHONE)
    app("?new=village&players=3&seed=5")
    sheet = page.locator("#decision")
    expect(sheet).to_be_visible()
    rng = random.Random(5)
    lengths = set()
    for _ in range(8):
        page.evaluate("window.scrollTo(0, 300)")
        board_top = page.locator("#board").bounding_box()["y"]
        box = sheet.bounding_box()
        assert abs(box["y"] + box["height"] - PHONE["height"]) <= 1
        assert box["height"] <= PHONE["height"] * 0.45
        lengths.add(page.locator("#decision [data-action]:visible").count())
        go = page.get_by_test_id("continue")
        if go.count() and go.first.is_visible():
            go.first.click()
            continue
        options = page.locator("#decision [data-action]:visible")
        history = page.locator("#game-screen").get_attribute("data-history")
        options.nth(rng.randrange(options.count())).click()
        expect(page.locator("#game-screen")).not_to_have_attribute("data-history", history)
        page.wait_for_timeout(100)
        assert abs(page.locator("#board").bounding_box()["y"] - board_top) <= 1
    assert len(lengths) >= 2                                  # option lists of other lengths
    log = page.evaluate("document.querySelector('.log-scroll').getBoundingClientRect().height")
    assert log > 20                        # the log, under the board, shows its lines
