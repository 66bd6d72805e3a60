"""The app fits the screen (issue 16 point 7; player review 2026-11-24 B10, B11, section 3).

In Chromium, at the review's two sizes (desktop 1280×800, phone 390×844):

* the new-game dialog and everything in it lie inside the viewport and inside the dialog
  (B10: the "Player names" fieldset stuck out on desktop, seat selects were clipped on a phone);
* on a phone every visible ``[data-action]`` element of every game, at several positions of a
  game, is at least 24×24 CSS pixels (WCAG 2.5.8; the boards' buttons were 14–21 px);
* tapping a board element on a phone does not move the page (the option list above the board
  changed length and the page jumped, scrollY 960 → 577).

Screenshots go to $SHOTS (default /tmp/shots)/fits/.
"""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots")) / "fits"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
MIN_PX = 24

BOXES = """sel => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length)
  .map(e => { const r = e.getBoundingClientRect();
              return {what: e.tagName + (e.id ? '#' + e.id : '') + ' ' +
                            (e.getAttribute('data-action') || e.getAttribute('name') || ''),
                      x: r.left, y: r.top, right: r.right, bottom: r.bottom,
                      w: r.width, h: r.height}; })"""

VISIBLE_ACTIONS = """() => [...document.querySelectorAll('[data-action]')]
  .map((e, i) => [i, e.getClientRects().length > 0]).filter(p => p[1]).map(p => p[0])"""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_the_new_game_dialog_fits_the_screen(app):
    """Review B10: every box of the dialog (fieldset, name inputs, seat selects, buttons) lies
    inside the dialog, and the dialog inside the viewport, with four players shown: English
    and Spanish, desktop and phone, the dialog opened in turn on one page."""
    page = app("")
    for lang in ("en", "es"):
        for viewport in (DESKTOP, PHONE):
            page.set_viewport_size(viewport)
            page.select_option("#lang", lang)
            expect(page.locator("html")).to_have_attribute("lang", lang)
            shelf = page.locator("#nav-shelf")
            if shelf.is_visible():
                shelf.click()
            page.locator('[data-cmd="new"][data-game="nippon"]').first.click()
            dialog = page.locator("dialog[open]")
            expect(dialog).to_be_visible()
            page.select_option("#new-players", "4")
            outer = dialog.bounding_box()
            where = f"{lang} {viewport['width']} px"
            assert outer["x"] >= 0 and outer["y"] >= 0, where
            assert outer["x"] + outer["width"] <= viewport["width"], where
            assert outer["y"] + outer["height"] <= viewport["height"], where
            inside = page.evaluate(BOXES, "dialog[open] fieldset, dialog[open] legend, "
                                          "dialog[open] input, dialog[open] select, "
                                          "dialog[open] button")
            assert len(inside) >= 12, where
            right = outer["x"] + outer["width"]
            sticking_out = [b for b in inside
                            if b["right"] > right + 0.5 or b["x"] < outer["x"] - 0.5]
            shot(page, f"dialog-{lang}-{viewport['width']}")
            assert sticking_out == [], (where, sticking_out)
            page.keyboard.press("Escape")
            expect(page.locator("dialog[open]")).to_have_count(0)


def _step(page, rng) -> bool:
    """One random move (or the hand-off's continue); False when the game is over."""
    go = page.locator("[data-testid=continue]")
    if go.count() and go.first.is_visible():
        go.first.click()
        return True
    visible = page.evaluate(VISIBLE_ACTIONS)
    if not visible:
        return False
    before = page.locator("#game-screen").get_attribute("data-history")
    page.locator("[data-action]").nth(rng.choice(visible)).click(timeout=5_000)
    expect(page.locator("#game-screen")).not_to_have_attribute("data-history", before)
    return True


def test_phone_hit_targets_are_at_least_24_px(app):
    """Review section 3: board hit targets were 14 px (Lorenzo), 18 px (Village, Plus Ultra's
    character actions) and 21 px (Nippon).  Every visible [data-action] element, board and
    panel, at each position of the first moves of a hotseat game, is at least 24×24 px.
    Every game in turn on one page: one browser context (a cold one costs ~6 navigations)."""
    for game_id in engine.registry.GAME_PACKAGES:
        app.page.set_viewport_size(PHONE)
        page = app(f"?new={game_id}&players=3&seed=3")
        expect(page.locator("#board svg")).to_have_attribute("data-game", game_id)
        rng, small, seen = random.Random(3), {}, 0
        for _ in range(24):
            for box in page.evaluate(BOXES, "[data-action]"):
                seen += 1
                if box["w"] < MIN_PX - 0.01 or box["h"] < MIN_PX - 0.01:
                    small.setdefault(box["what"], (round(box["w"], 1), round(box["h"], 1)))
            if not _step(page, rng):
                break
        shot(page, f"{game_id}-phone")
        assert seen > 50, game_id
        assert small == {}, (game_id, sorted(small.items())[:20])


def test_a_tap_on_the_board_does_not_move_the_page(app):
    """Review section 3: after a tap on the board the page jumped (scrollY 960 → 577) because
    the option list above the board changed length.  Lorenzo on a phone, the page scrolled down
    to the board: tapping a family member's space keeps scrollY and the board where they were,
    over several moves of different option lists."""
    app.page.set_viewport_size(PHONE)
    page = app("?new=lorenzo&players=3&seed=5")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "lorenzo")
    rng, taps = random.Random(5), 0
    for _ in range(20):
        board = page.locator("#board [data-action]")
        visible = [i for i in range(board.count()) if board.nth(i).is_visible()]
        if not visible:                     # a choice in the panel only (e.g. end the turn)
            assert _step(page, rng)
            continue
        target = board.nth(rng.choice(visible))
        target.scroll_into_view_if_needed()
        page.evaluate("window.scrollBy(0, 200)")       # the board, not the panel, in view
        target.scroll_into_view_if_needed()
        y_before = page.evaluate("window.scrollY")
        top_before = page.locator("#board").bounding_box()["y"]
        history = page.locator("#game-screen").get_attribute("data-history")
        target.click()
        expect(page.locator("#game-screen")).not_to_have_attribute("data-history", history)
        page.wait_for_timeout(100)
        assert abs(page.evaluate("window.scrollY") - y_before) <= 2
        assert abs(page.locator("#board").bounding_box()["y"] - top_before) <= 2
        taps += 1
    assert taps >= 5
    shot(page, "lorenzo-phone-after-taps")


WORD_CUT = """() => [...document.querySelectorAll('table.scores tbody th')].filter(th => {
  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
  th.appendChild(probe);
  const room = th.clientWidth - parseFloat(getComputedStyle(th).paddingLeft)
               - parseFloat(getComputedStyle(th).paddingRight);
  const cut = th.textContent.split(/\\s+/).some(word => {
    probe.textContent = word; return probe.getBoundingClientRect().width > room + 0.5; });
  probe.remove();
  return cut;
}).map(th => th.textContent)"""


def test_score_lines_are_not_cut_mid_word_on_a_phone(app):
    """Review B11: on the phone the score line "Excommunication" broke as "Excommunicatio-n".
    Every score line name's longest word fits its cell (Lorenzo has the longest names), in
    English and in Spanish (the language switched on the same page)."""
    app.page.set_viewport_size(PHONE)
    page = app("?new=lorenzo&players=4&seed=2")
    for lang in ("en", "es"):
        if lang != "en":
            page.set_viewport_size(DESKTOP)
            page.select_option("#lang", lang)
            page.set_viewport_size(PHONE)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("table.scores tbody th").first).to_be_visible()
        assert page.locator("table.scores tbody th").count() >= 6
        assert page.evaluate(WORD_CUT) == [], lang
