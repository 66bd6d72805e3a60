"""Boards an explainer author would choose, item 1 (issue 32): painted at once, one runtime.

examples/explainer.html uses the script embed (web/board-embed.js, engine/snippet.py): every
board's drawing travels in the page, so every board is on screen with the Python runtime
refused (its wasm blocked), within the issue's 5 s of load; stepping two boards starts one
runtime (one board-host.html, one wasm download) for the whole page, the page's own buttons
drive a board, and once the runtime has started the page and its boards work offline. The
page's dark theme reaches the boards' controls, and printed every chapter shows its board.
On a 390 px phone every board shows the games' stacked layout at the width of its own element,
painted and drawn by the runtime alike, and no caption is cut.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect


from tests.e2e.test_accessibility import assert_clean


pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots"))
PAINT_MS = 5000
"""The issue's bound: every board on screen within 5 s of load, without Python."""
RUNTIME_MS = 120_000
"""The first step waits for the page's one runtime to start (a cold start on a loaded CI
machine)."""


def boards_drawn(page) -> list[str]:
    """The game of every board of the page, once each board's drawing is visible."""
    figures = page.locator("figure.euro-board")
    count = figures.count()
    assert count >= 4, count
    games = []
    for n in range(count):
        svg = figures.nth(n).locator(".euro-board-view svg").first
        expect(svg).to_be_visible(timeout=PAINT_MS)
        assert svg.bounding_box()["width"] > 300
        games.append(svg.get_attribute("data-game"))
    return games


def test_every_board_shows_with_the_runtime_refused(page, serve_dist):
    """Acceptance: the boards show with the wasm refused, within 5 s of load; the step
    controls are there (translated), and nothing started Python.  The page's dark theme
    reaches the boards' controls through the host's custom properties, and printed (print
    media) every chapter's board shows with its title and caption, without controls."""
    server = serve_dist()
    wasm = []
    page.route("**/*.wasm", lambda route: (wasm.append(route.request.url), route.abort()))
    page.set_viewport_size({"width": 900, "height": 1000})
    page.goto(server.url + "examples/explainer.html", wait_until="commit")
    games = boards_drawn(page)
    elapsed = page.evaluate("performance.now()")
    assert elapsed < PAINT_MS, elapsed
    assert set(games) == {"village"}, games           # one game's rules, explained
    sections = page.locator("section.euro-chapter")
    assert sections.count() >= 6
    first = page.locator("figure.euro-board").first
    expect(first.locator(".euro-board-counter")).to_have_text("Move 1 of 1")
    expect(first.locator('button[data-cmd="next"]')).to_be_disabled()
    expect(first.locator('button[aria-label="Previous move"]')).to_be_enabled()
    assert page.evaluate("document.querySelector('[data-testid=static-svg]').naturalWidth") > 0
    assert not wasm and not page.locator("iframe").count()       # no runtime started
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "explainer-painted.png"))

    nav = page.locator("#lesson .euro-chapters-nav button").first
    light = nav.evaluate("b => getComputedStyle(b).backgroundColor")
    page.get_by_role("button", name="Dark page").click()
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert nav.evaluate("b => getComputedStyle(b).backgroundColor") == "rgb(42, 37, 31)" != light
    assert nav.evaluate("b => getComputedStyle(b).fontFamily").startswith("Georgia")
    page.screenshot(path=str(SHOTS / "explainer-dark.png"), full_page=True)
    assert_clean(page, "explainer, dark page")

    page.emulate_media(media="print")
    for n in range(sections.count()):                  # every chapter, not only the shown one
        section = sections.nth(n)
        expect(section.locator(".euro-board-view svg.wide")).to_be_visible()
        expect(section.locator(".euro-chapter-title")).to_be_visible()
    for figure in page.locator("figure.euro-board").all():
        expect(figure.locator("figcaption")).to_be_visible()
    expect(page.locator(".euro-chapters-nav").first).to_be_hidden()
    expect(page.locator(".euro-board-bar button").first).to_be_hidden()
    expect(page.locator("#frame-section")).to_be_hidden()
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == \
        "rgb(255, 255, 255)"
    page.screenshot(path=str(SHOTS / "explainer-print.png"), full_page=True)
    assert not wasm


SHOWN = """view => { const svg = [...view.shadowRoot.querySelectorAll('svg')]
  .find(s => s.getClientRects().length);
  return svg && {layout: svg.classList.contains('narrow') ? 'narrow' : 'wide',
    width: svg.getBoundingClientRect().width, room: view.clientWidth,
    units: svg.viewBox.baseVal.width}; }"""
"""The drawing a board's element shows: its layout, CSS width, the element's width, and the
drawing's width in its own units."""
CLIPPED = """root => [...root.querySelectorAll(`figcaption, .euro-board-caption,
  .euro-chapter-title, .euro-chapter-text, .euro-board-told`)].filter(e => e.getClientRects().length
  && (e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).textOverflow === 'ellipsis'
      || e.textContent.includes('…'))).map(e => e.textContent)"""
"""The captions and texts of the boards under ``root`` that are cut (wider than their box,
an ellipsis)."""


def test_a_phone_shows_every_board_stacked_at_its_width_before_python(page, serve_dist):
    """At 390 px, with the runtime refused: every board's drawing is the stacked layout (as
    embed.html's below 520 px), filling its element at twice the wide layout's scale; captions
    and chapter texts wrap, uncut; a one-chapter set has no chapter bar; nothing scrolls
    sideways; axe finds nothing critical or serious."""
    server = serve_dist()
    page.route("**/*.wasm", lambda route: route.abort())
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(server.url + "examples/explainer.html", wait_until="commit")
    views = page.locator("figure.euro-board .euro-board-view:visible")
    expect(views.first.locator("svg.narrow")).to_be_visible(timeout=PAINT_MS)
    assert views.count() >= 5
    for n in range(views.count()):
        shown = views.nth(n).evaluate(SHOWN)
        assert shown["layout"] == "narrow", (n, shown)
        assert shown["width"] >= 0.95 * shown["room"] and shown["room"] > 300, (n, shown)
        assert shown["width"] / shown["units"] > 0.6, (n, shown)   # wide: 356 px / 1000
    assert not page.evaluate(CLIPPED, page.locator("main").element_handle())
    expect(page.locator("#quiz .euro-chapters-nav")).to_be_hidden()     # one chapter
    expect(page.locator("#lesson .euro-chapters-nav")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "explainer-phone.png"))
    assert_clean(page, "explainer, 390 px phone")


def test_stepping_two_boards_starts_one_runtime_and_works_offline(page, context, serve_dist):
    server = serve_dist()
    loads = []
    page.on("request", lambda r: loads.append(r.url.rsplit("/", 1)[-1])
            if r.url.endswith(("pyodide.asm.wasm", "board-host.html")) else None)
    page.set_viewport_size({"width": 900, "height": 1000})
    page.goto(server.url + "examples/explainer.html")
    figures = page.locator("figure.euro-board")
    first, plague = figures.nth(0), figures.nth(1)
    total = plague.get_attribute("data-total")
    plague.locator('button[data-cmd="prev"]').click()
    expect(plague.locator(".euro-board-note")).to_have_text("Loading the games…")
    expect(plague).not_to_have_attribute("data-move", total, timeout=RUNTIME_MS)
    expect(plague.locator(".euro-board-counter")).to_have_text(
        f"Move {plague.get_attribute('data-move')} of {total}")
    expect(plague.locator(".euro-board-note")).to_be_hidden()
    plague.locator(".euro-board-view").focus()
    page.keyboard.press("Home")                                  # the keys, on a board
    expect(plague).to_have_attribute("data-move", "0")
    expect(plague.locator('button[data-cmd="first"]')).to_be_disabled()
    page.click("#host-before")                                   # the page's own buttons
    expect(page.locator("#host-position")).to_have_attribute("data-move", "0")
    expect(first).to_have_attribute("data-move", "0")
    page.click("#host-after")
    expect(first).to_have_attribute("data-move", "1")
    assert loads.count("pyodide.asm.wasm") == 1 and loads.count("board-host.html") == 1, loads
    assert page.locator("iframe").count() == 1
    page.screenshot(path=str(SHOTS / "explainer-stepped.png"))

    page.set_viewport_size({"width": 390, "height": 844})        # a board the runtime drew
    expect(plague.locator(".euro-board-view svg.narrow")).to_be_visible()   # follows its width
    assert plague.locator(".euro-board-view").evaluate(SHOWN)["width"] > 300
    death = page.locator("#death-1")                # the rulebook's death example: a long move
    death.locator('button[data-cmd="next"]').click()
    expect(death.locator(".euro-board-caption")).to_contain_text("enters the chronicle")
    assert not page.evaluate(CLIPPED, page.locator("main").element_handle())
    page.set_viewport_size({"width": 900, "height": 1000})
    expect(plague.locator(".euro-board-view svg.wide")).to_be_visible()

    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    server.stop()
    context.set_offline(True)
    page.reload()
    boards_drawn(page)
    first = page.locator("figure.euro-board").first
    first.locator('button[data-cmd="first"]').click()
    expect(first).to_have_attribute("data-move", "0", timeout=RUNTIME_MS)


PLACES = """() => [...document.querySelectorAll('figure.euro-board .euro-board-view')]
  .filter(view => view.checkVisibility()).map(view => {
    const svg = view.shadowRoot.querySelector('.euro-board-art svg.wide');
    return {height: view.getBoundingClientRect().height,
            drawn: svg.checkVisibility({contentVisibilityAuto: true})}; })"""
"""Every shown board's height and whether its drawing is laid out and painted (not skipped
for being off screen)."""


def test_a_board_off_screen_waits_in_its_place_and_is_drawn_once_the_page_is_idle(
        page, serve_dist):
    """Many boards cost about what the ones on screen cost (issue 32): with the script
    refused, a board below the screen is not laid out yet, yet holds the height it has once
    drawn, so nothing moves as the reader scrolls to it; with the script, every board is
    drawn soon after the page has loaded (idle), so it is ready to be scrolled to, found or
    captured whole."""
    server = serve_dist()
    page.route("**/*.wasm", lambda route: route.abort())
    page.route("**/board-embed.js", lambda route: route.abort())
    page.set_viewport_size({"width": 900, "height": 1000})
    page.goto(server.url + "examples/explainer.html")
    before = page.evaluate(PLACES)
    assert before[0]["drawn"] and not before[-1]["drawn"], before
    views = page.locator("figure.euro-board .euro-board-view")
    for n, place in enumerate(before):
        if place["drawn"]:
            continue
        views.nth(n).scroll_into_view_if_needed()
        page.wait_for_function(f"() => ({PLACES})()[{n}].drawn")
        assert abs(page.evaluate(PLACES)[n]["height"] - place["height"]) <= 1, (n, place)

    page.unroute("**/board-embed.js")
    page.goto(server.url + "examples/explainer.html")
    page.wait_for_function(f"() => ({PLACES})().every(place => place.drawn)", timeout=PAINT_MS)
    assert page.evaluate("scrollY") == 0


BOX = """() => { const figure = document.querySelector('figure.euro-board');
  const view = figure.querySelector('.euro-board-view'), style = getComputedStyle(figure);
  return {width: view.getBoundingClientRect().width, margin: style.marginLeft,
          border: getComputedStyle(view).borderTopWidth}; }"""
"""The first board's width, its figure's left margin and its element's border."""


def test_a_drawn_board_keeps_its_width_when_the_script_comes(page, browser, serve_dist):
    """A board on screen is laid out once (issue 32): drawn before board-embed.js arrives,
    it already has the box the script gives it (each figure's copy of the script's box rules,
    for script-on readers), so the script's coming adds the controls without changing the
    board's width; with script off the figure keeps the page's own look (the browser's
    margins, no border)."""
    server = serve_dist()
    held = []
    page.route("**/*.wasm", lambda route: route.abort())
    page.route("**/board-embed.js", lambda route: held.append(route))
    page.set_viewport_size({"width": 900, "height": 1000})
    page.goto(server.url + "examples/explainer.html", wait_until="commit")
    page.wait_for_function("""() => { const v = document.querySelector('.euro-board-view');
      return v && v.shadowRoot && v.shadowRoot.querySelector('svg')
        && document.readyState !== 'loading'; }""", timeout=PAINT_MS)
    before = page.evaluate(BOX)
    assert not page.locator(".euro-board-bar").count() and held
    held[0].continue_()
    expect(page.locator(".euro-board-bar").first).to_be_visible()
    assert page.evaluate(BOX) == before == {"width": before["width"], "margin": "0px",
                                            "border": "1px"}, before

    off = browser.new_context(java_script_enabled=False)
    try:
        quiet = off.new_page()
        quiet.route("**/*.wasm", lambda route: route.abort())
        quiet.goto(server.url + "examples/explainer.html")
        assert quiet.evaluate(BOX)["margin"] == "40px"
        assert quiet.evaluate(BOX)["border"] == "0px"
    finally:
        off.close()
