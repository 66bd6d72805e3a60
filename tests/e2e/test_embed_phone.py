"""The embedded board on a phone (issue 20, open finding: at 360×640 embed.html shrank the
board to the frame's height, so a 4-player Lorenzo board was drawn 23 % of its size, about
1.6-px text).  In a narrow frame the board takes the frame's width in its stacked layout, as
the app on a phone does, and scrolls inside the frame; its controls stay in view."""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

import engine
from engine import share

pytestmark = pytest.mark.e2e
PHONE = {"width": 360, "height": 640}


def four_player_link(game_id: str, moves: int = 60, seed: int = 3) -> str:
    game = engine.get_game(game_id)
    state, rng = game.new(4, seed=seed), random.Random(seed)
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return "embed.html#" + share.make_fragment(engine.save(state), move=moves)


def board_box(page) -> dict:
    """The board's drawing: user units per CSS pixel, its size and the frame's scroll room."""
    return page.evaluate("""() => {
        const svg = document.querySelector('#board svg'), box = document.getElementById('board');
        const [, , vw, vh] = svg.getAttribute('viewBox').split(/[ ,]+/).map(Number);
        const ctm = svg.getScreenCTM();
        return {scale: ctm.a, drawnHeight: vh * ctm.d, width: vw * ctm.a,
                layout: svg.classList.contains('narrow') ? 'narrow' : 'wide',
                scroll: box.scrollHeight - box.clientHeight, clientHeight: box.clientHeight};
    }""")


@pytest.mark.parametrize("game_id", [info["id"] for info in engine.games()])
def test_a_phone_frame_draws_the_board_at_its_width_and_scrolls_it(app, page, game_id):
    page.set_viewport_size(PHONE)
    app(four_player_link(game_id))
    svg = page.locator("#board svg")
    expect(svg).to_have_attribute("data-game", game_id)
    drawn = board_box(page)
    assert drawn["layout"] == "narrow"
    assert drawn["width"] >= 0.9 * PHONE["width"], drawn          # the frame's width, not less
    if drawn["drawnHeight"] > drawn["clientHeight"] + 1:          # taller than the frame: scrolls
        assert drawn["scroll"] > 0, drawn
        page.locator("#board").evaluate("b => { b.scrollTop = b.scrollHeight; }")
        assert page.locator("#board").evaluate("b => b.scrollTop") > 0
    for control in ('[data-cmd="next"]', '[data-cmd="prev"]', '[data-cmd="zoom-in"]'):
        expect(page.locator(control)).to_be_in_viewport()
    page.click('[data-cmd="zoom-in"]')                            # zoom still enlarges it
    page.wait_for_timeout(200)
    assert board_box(page)["scale"] > drawn["scale"] * 1.3


NAMELESS = """() => [...document.querySelectorAll(
    '.embed-controls button, .embed-controls a, .embed-controls select')].filter(e => e.getClientRects().length)
    .filter(e => !(e.getAttribute('aria-label') || e.textContent.trim()
                   || (e.labels && e.labels.length))).map(e => e.outerHTML.slice(0, 80))"""


def test_a_360_px_frame_has_a_one_row_control_bar(app, page):
    """At 360×640 the control bar wrapped to three rows (about 150 px of the frame's 640):
    one row of named icon buttons (steps, play, zoom) and a "More" disclosure holding the
    rest, so the board gets the room."""
    from tests.e2e.test_accessibility import assert_clean
    page.set_viewport_size(PHONE)
    app(four_player_link("lorenzo"))
    bar = page.locator(".embed-controls")
    expect(page.locator('[data-cmd="next"]')).to_be_visible()
    assert bar.bounding_box()["height"] <= 48, bar.bounding_box()
    for control in ('[data-cmd="first"]', '[data-cmd="prev"]', '[data-cmd="next"]',
                    '[data-cmd="last"]', '[data-cmd="autoplay"]', '[data-cmd="zoom-in"]',
                    '[data-cmd="zoom-out"]', "#counter"):
        expect(page.locator(control)).to_be_in_viewport()
    assert page.evaluate(NAMELESS) == []
    more = page.locator('[data-cmd="more"]')
    expect(more).to_have_attribute("aria-expanded", "false")
    expect(page.locator('[data-cmd="svg"]')).to_be_hidden()
    more.focus()
    page.keyboard.press("Enter")                      # keyboard operable
    expect(more).to_have_attribute("aria-expanded", "true")
    for control in ('[data-cmd="moves"]', '[data-cmd="svg"]', "#enlarge", "#speed", "#to-app"):
        expect(page.locator(control)).to_be_in_viewport()
    assert page.evaluate(NAMELESS) == []
    assert_clean(page, "360 px embed, more controls open")
    page.click('[data-cmd="moves"]')
    expect(page.locator(".move-list")).to_be_visible()
    page.keyboard.press("Escape")
    expect(more).to_have_attribute("aria-expanded", "false")
    page.set_viewport_size({"width": 800, "height": 500})   # a wide frame: everything in the bar
    expect(page.locator('[data-cmd="svg"]')).to_be_visible()
    expect(more).to_be_hidden()


IN_FRAME = """() => { const t = document.querySelector('#board .tour-focus')
                    || document.querySelector('#board svg [data-action]');
  if (!t) return null;
  const box = document.getElementById('board').getBoundingClientRect(),
        r = t.getBoundingClientRect();
  const top = Math.max(box.top, 0), bottom = Math.min(box.bottom, innerHeight);
  const seen = Math.min(r.bottom, bottom) - Math.max(r.top, top);
  return {seen: Math.round(seen), need: Math.round(Math.min(r.height, 40)),
          top: Math.round(r.top), box: [Math.round(top), Math.round(bottom)]}; }"""
"""How much of the step's first pointed-at board part (else its lit move) shows in the board's
box of the frame, and how much should."""


def test_a_tour_step_in_a_phone_frame_shows_its_board_part(app, page):
    """The app's tour scrolls a step's board part into view (web/tour.py ``show_target``);
    a 360×640 frame showing one step (embed.html?tour=…&step=…) did not: Nippon's and
    Lorenzo's steps pointed at parts far down the frame's scrolling board.
    Every game in turn on one page: one browser context (a cold one costs ~6 navigations)."""
    for game_id in ["nippon", "lorenzo", "plus_ultra", "village"]:
        page.set_viewport_size(PHONE)
        missed = []
        for step in engine.get_game(game_id).tour():
            app(f"embed.html?tour={game_id}&step={step.id}")
            expect(page.locator('[data-testid="tour-move"]')).to_be_visible()
            page.wait_for_timeout(150)
            seen = page.evaluate(IN_FRAME)
            assert seen is not None, step.id
            if seen["seen"] < seen["need"]:
                missed.append((step.id, seen))
        assert missed == []
