"""Phone findings of the screenshot sweep still open after issues 20 and 21 (390×844, a touch
phone, Board Game Arena on a phone as the yardstick):

* the options sheet showed two or three options in 42 % of the screen: options are denser, and
  folded by its handle (a keyboard-operable disclosure button) it still shows who is to play and
  the prompt, never hiding the decision to make; the board never moves;
* a guided tour step scrolls the board part it points at into view (Nippon's consolidate step
  pointed at a track two screens down);
* Continue on the hand-off cover opens no explanation popover under the finger or pointer;
* the board's zoom buttons floated over the board and, at game over, over the score table:
  they sit in the sheet's handle row, at game over under the board.
"""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
HANDLE = "[data-testid=sheet-handle]"
SHOWN_WHOLE = """() => { const sheet = document.getElementById('decision').getBoundingClientRect();
  return [...document.querySelectorAll('#decision .actions button.action')]
    .map(b => b.getBoundingClientRect())
    .filter(r => r.height && r.top >= sheet.top - 0.5 && r.bottom <= sheet.bottom + 0.5).length; }"""
"""How many option buttons are wholly in view inside the sheet, as it opens (not scrolled)."""


def lorenzo_after_others(app, page):
    """A 3-seat hotseat Lorenzo on a phone, played by random options until a person faces a
    choice of a space (many options) with the other seats' moves listed above it."""
    page.set_viewport_size(PHONE)
    page = app("?new=lorenzo&players=3&seed=3&seats=human,human,human")
    rng = random.Random(3)
    for _ in range(40):
        go = page.get_by_test_id("continue")
        if go.count() and go.first.is_visible():
            go.first.click()
            continue
        options = page.locator("#decision .actions button.action:visible")
        if (options.count() >= 8
                and page.locator("[data-testid=since-last-turn] li").count()):
            return page
        history = page.locator("#game-screen").get_attribute("data-history")
        options.nth(rng.randrange(options.count())).click()
        expect(page.locator("#game-screen")).not_to_have_attribute("data-history", history)
    raise AssertionError("no decision with many options after others' moves")


def test_the_phone_sheet_shows_five_options_in_its_42_percent(app, page):
    """Lorenzo, a space to choose under "Since your last turn": the sheet showed three whole
    options; denser rows show at least five in no more of the screen."""
    page = lorenzo_after_others(app, page)
    box = page.locator("#decision").bounding_box()
    assert box["height"] <= 0.42 * PHONE["height"] + 1, box
    shown = page.evaluate(SHOWN_WHOLE)
    assert shown >= 5, shown
    size = page.locator("#decision .actions button.action").first.bounding_box()
    assert size["height"] >= 32, size                    # still a comfortable finger target


def test_the_folded_sheet_keeps_the_prompt_and_works_from_the_keyboard(app, page):
    page = lorenzo_after_others(app, page)
    board = page.locator("#board svg").bounding_box()["y"]
    handle = page.locator(HANDLE)
    expect(handle).to_have_attribute("aria-expanded", "true")
    handle.focus()
    page.keyboard.press("Enter")
    expect(handle).to_have_attribute("aria-expanded", "false")
    expect(page.locator("#decision .prompt")).to_be_visible()       # the decision to make
    expect(page.locator("#decision .to-move")).to_be_visible()
    expect(page.locator("#decision .actions").first).to_be_hidden()
    assert page.locator("#decision").bounding_box()["height"] <= 0.2 * PHONE["height"]
    assert page.locator("#board svg").bounding_box()["y"] == board
    page.keyboard.press("Space")
    expect(handle).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#decision .actions").first).to_be_visible()
    assert page.locator("#board svg").bounding_box()["y"] == board


@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_continue_on_the_hand_off_opens_no_popover(app, page, variant):
    """Hotseat, a mouse: the board drawn under the pointer when the hand-off cover goes showed
    the explanation of whatever lay under the Continue button, though the player pointed at
    nothing new; moving the pointer still explains."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page = app(f"?new=plus_ultra&variant={variant}&players=3&seed=3&seats=human,human,human")
    rng = random.Random(4)
    covers = 0
    for _ in range(30):
        go = page.get_by_test_id("continue")
        if go.count() and go.first.is_visible():
            box = go.first.bounding_box()
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            under = page.evaluate(f"""() => {{ const c = document.querySelector('.handoff');
                c.style.visibility = 'hidden';
                const e = document.elementFromPoint({x}, {y});
                c.style.visibility = '';
                return !!(e && e.closest('#board [data-explain]')); }}""")
            go.first.click()
            page.wait_for_timeout(400)
            if under:
                covers += 1
                expect(page.locator("#explain-pop")).to_be_hidden()
                page.mouse.move(x + 3, y + 3)
                page.mouse.move(x, y)
                expect(page.locator("#explain-pop")).to_be_visible()   # pointing still explains
                break
            continue
        options = page.locator("#decision .actions button.action:visible")
        history = page.locator("#game-screen").get_attribute("data-history")
        options.nth(rng.randrange(options.count())).click()
        expect(page.locator("#game-screen")).not_to_have_attribute("data-history", history)
    assert covers, "no hand-off cover over an explained board element"


IN_VIEW = """() => { const t = document.querySelector('#board .tour-focus')
                    || document.querySelector('#board svg [data-action]');
  if (!t) return null;
  const sheet = document.getElementById('decision'), r = t.getBoundingClientRect();
  const bottom = getComputedStyle(sheet).position === 'fixed'
    ? sheet.getBoundingClientRect().top : innerHeight;
  const seen = Math.min(r.bottom, bottom) - Math.max(r.top, 0);
  return {seen: Math.round(seen), need: Math.round(Math.min(r.height, 40)),
          top: Math.round(r.top), bottom: Math.round(bottom)}; }"""
"""How much of the step's first pointed-at board part (else its lit move) is in view, above a
fixed options sheet, and how much should be."""


def test_every_tour_step_shows_its_board_part_on_a_phone(browser, server_url):
    """Nippon's consolidate step pointed at Bruno's money and coal tracks two screens below
    the step's text on a 390×844 phone: every step's board part is scrolled into view.  Every
    game's tour in turn on one page: one browser context (a cold one costs ~6 navigations)."""
    import engine
    from tests.conftest import App
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        app = App(context.new_page(), server_url)
        for game_id in ["plus_ultra", "lorenzo", "nippon", "village"]:
            steps = [step.id for step in engine.get_game(game_id).tour()]
            page = app(f"index.html?tour={game_id}")
            for n, step in enumerate(steps):
                expect(page.locator("#game-screen")).to_have_attribute("data-tour-step", step)
                page.wait_for_timeout(150)
                seen = page.evaluate(IN_VIEW)
                assert seen is not None, (game_id, step)
                assert seen["seen"] >= seen["need"], (game_id, step, seen)
                expect(page.locator("#tour-step-title")).to_be_in_viewport()   # and its text
                if n + 1 < len(steps):
                    page.get_by_test_id("tour-skip").click()
    finally:
        context.close()


TEXT_PX = """() => { const svg = document.querySelector('#board svg');
  const scale = svg.getScreenCTM().a;
  const sizes = [...svg.querySelectorAll('text')].filter(t => t.getClientRects().length)
    .map(t => parseFloat(getComputedStyle(t).fontSize) * scale).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 4)]; }"""
"""The board's text size in CSS px, the lower quartile of its text elements."""


@pytest.mark.parametrize("game_id", ["lorenzo", "nippon"])
def test_the_phone_board_zooms_to_readable_text(app, page, game_id):
    """Lorenzo's and Nippon's boards drew their text at 5–7 px on a 390 px phone: the board's
    zoom (named −/+ buttons beside the options sheet) draws it at 10 px or more, the board
    scrolling sideways in its box (never the page), and keeps the zoom through moves."""
    page.set_viewport_size(PHONE)
    page = app(f"?new={game_id}&players=3&seed=3&seats=human,human,human")
    small = page.evaluate(TEXT_PX)
    assert small < 8, small
    zoom_in = page.get_by_role("button", name="Zoom in")
    zoom_out = page.get_by_role("button", name="Zoom out")
    expect(zoom_in).to_be_in_viewport()
    expect(zoom_out).to_be_disabled()
    while zoom_in.is_enabled():
        zoom_in.click()
    zoomed = page.evaluate(TEXT_PX)
    assert zoomed >= 10, (small, zoomed)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    box = page.locator("#board")
    assert box.evaluate("b => b.scrollWidth > b.clientWidth")          # pans inside its box
    history = page.locator("#game-screen").get_attribute("data-history")
    page.locator("#decision .actions button.action:visible").first.click()
    expect(page.locator("#game-screen")).not_to_have_attribute("data-history", history)
    assert page.evaluate(TEXT_PX) >= 10                                  # kept after a move
    zoom_out.focus()
    while zoom_out.is_enabled():
        page.keyboard.press("Enter")
    assert abs(page.evaluate(TEXT_PX) - small) < 0.5
    page.set_viewport_size({"width": 1280, "height": 800})
    expect(zoom_in).to_be_hidden()                    # the desktop board fits its column


ZOOM_OVER = """() => {
  const zoom = [...document.querySelectorAll('#board-zoom button')]
    .map(b => b.getBoundingClientRect()).filter(r => r.width && r.height);
  const hits = [];
  for (const root of document.querySelectorAll('#decision, #scores, .log-box')) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (!node.textContent.trim() || node.parentElement.closest('#board-zoom')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const text of range.getClientRects()) {
        const r = {left: text.left, right: text.right, top: text.top, bottom: text.bottom};
        for (let up = node.parentElement; up; up = up.parentElement)   // scrolled out of view
          if (getComputedStyle(up).overflowY !== 'visible') {
            const c = up.getBoundingClientRect();
            r.top = Math.max(r.top, c.top); r.bottom = Math.min(r.bottom, c.bottom); }
        for (const z of zoom)
          if (z.left < r.right && r.left < z.right && z.top < r.bottom && r.top < z.bottom)
          hits.push(node.textContent.trim().slice(0, 30)); }
    } }
  return hits; }"""
"""The game's text (the options sheet, the game-over panel, the scores, the log) that the
board's zoom buttons lie over."""


@pytest.mark.parametrize("game_id", ["village", "lorenzo"])
def test_the_zoom_buttons_sit_in_the_options_sheet(app, page, game_id):
    """The −/+ buttons floated over the board above the options sheet (an empty slot of
    Village's Market under them): they sit in the sheet's header row, open or folded, over no
    board and none of the sheet's text."""
    page.set_viewport_size(PHONE)
    page = app(f"?new={game_id}&players=3&seed=3&seats=human,human,human")
    zoom = page.locator("#board-zoom")
    expect(zoom).to_be_visible()
    sheet = page.locator("#decision").bounding_box()
    for button in zoom.locator("button").all():
        box = button.bounding_box()
        assert box["y"] >= sheet["y"] - 0.5, (box, sheet)            # inside the sheet,
        assert box["y"] + box["height"] <= sheet["y"] + sheet["height"] + 0.5
    assert page.evaluate(ZOOM_OVER) == []                             # over none of its text
    page.locator(HANDLE).click()                                      # folded: still in it
    expect(page.locator(HANDLE)).to_have_attribute("aria-expanded", "false")
    sheet = page.locator("#decision").bounding_box()
    assert zoom.bounding_box()["y"] >= sheet["y"] - 0.5
    assert page.evaluate(ZOOM_OVER) == []


@pytest.mark.parametrize("game_id,lang", [("village", "en"), ("lorenzo", "es")])
def test_the_zoom_buttons_never_cover_the_game_over_panel(app, game_id, lang):
    """At game over the −/+ buttons floated over the last column of the phone's score table:
    they sit in the page's flow, over no text at any scroll, right above the board where it
    begins (session 12 left them under it, a long scroll down a phone's tall board)."""
    from tests.e2e.test_endgame import finished, open_finished
    app.page.set_viewport_size(PHONE)
    page = open_finished(app, finished(game_id, 3, 5, kinds=["human"] * 3), lang=lang)
    page.set_viewport_size(PHONE)
    expect(page.locator("#decision table").first).to_be_visible()
    height = page.evaluate("document.documentElement.scrollHeight")
    for y in range(0, height, 200):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(50)
        assert page.evaluate(ZOOM_OVER) == [], y
    zoom, board = page.locator("#board-zoom").bounding_box(), page.locator("#board").bounding_box()
    assert 0 <= board["y"] - (zoom["y"] + zoom["height"]) <= 24, (zoom, board)
    page.locator("#board").scroll_into_view_if_needed()
    expect(page.get_by_role("button", name="Zoom in" if lang == "en" else "Acercar")).to_be_visible()
