"""Lazy boards of the script embed (issue 32: 12 boards cost at most 1.3x what 1 does).

A page of many boards spends its load building every board's drawing; a board the author
marks lazy (``render --snippet --lazy``, engine/snippet.py ``lazy``) carries its drawing as a
noscript's text, and web/board-embed.js builds it as the board comes near the
viewport, once the page is idle, or before printing.  Until then its box holds the height of
its drawing, so nothing moves; with script off the drawing shows as a board that is not lazy
shows it, wide or stacked by the board's width.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from engine import snippet

pytestmark = pytest.mark.e2e
DIST = Path(__file__).resolve().parents[2] / "dist"
BOARDS = 6
EAGER = 2
STATE = """() => [...document.querySelectorAll('figure.euro-board .euro-board-view')]
  .map(view => { const svg = [...view.shadowRoot.querySelectorAll('svg')]
      .find(s => s.checkVisibility());
    return {height: Math.round(view.getBoundingClientRect().height),
            width: Math.round(view.getBoundingClientRect().width),
            built: !view.shadowRoot.querySelector('noscript.euro-wide'),
            layout: svg ? (svg.classList.contains('narrow') ? 'narrow' : 'wide') : null}; })"""
"""Per board of the page: its element's height and width, whether its wide drawing is built
(no noscript.euro-wide left), and the layout of the drawing it shows (None: none shows)."""


def lazy_site(tmp_path: Path) -> Path:
    """dist/'s entries linked into ``tmp_path`` beside lazy.html: ``BOARDS`` boards of the
    shelf's games, those after the first ``EAGER`` lazy."""
    for entry in DIST.iterdir():
        (tmp_path / entry.name).symlink_to(entry)
    shelf = [info["id"] for info in engine.games()]
    figures = []
    for k in range(BOARDS):
        game = engine.get_game(shelf[k % len(shelf)])
        state, rng = game.new(3, seed=k + 1), random.Random(k + 1)
        for _ in range(12):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        figures.append(snippet.figure(engine.save(state), move=6, whole=True,
                                      caption=f"board {k + 1}", lazy=k >= EAGER))
    (tmp_path / "lazy.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" '
        'content="width=device-width, initial-scale=1"><title>lazy boards</title></head>'
        f'<body><h1>Lazy boards</h1>{"".join(figures)}{snippet.script_tag()}</body></html>',
        encoding="utf-8")
    return tmp_path


def test_lazy_boards_hold_their_place_and_are_drawn_near_the_screen_or_when_idle(
        page, serve_dist, tmp_path):
    """With board-embed.js held back, a lazy board has no drawing yet but holds its drawing's
    height; once the script runs, every board is built (idle) at that same height, and a
    board scrolled to shows its wide drawing."""
    server = serve_dist(lazy_site(tmp_path))
    held = []
    page.route("**/*.wasm", lambda route: route.abort())
    page.route("**/board-embed.js", lambda route: held.append(route))
    page.set_viewport_size({"width": 900, "height": 900})
    page.goto(server.url + "lazy.html", wait_until="commit")
    page.wait_for_function(f"""() => {{ const views = document.querySelectorAll(
        'figure.euro-board .euro-board-view');
      return views.length === {BOARDS} && views[{BOARDS - 1}].shadowRoot; }}""")
    before = page.evaluate(STATE)
    assert [b["built"] for b in before] == [True] * EAGER + [False] * (BOARDS - EAGER), before
    assert all(b["layout"] is None and b["height"] > 300 for b in before[EAGER:]), before
    assert before[0]["layout"] == "wide"
    assert held
    held[0].continue_()
    page.wait_for_function(f"() => ({STATE})().every(b => b.built)", timeout=10_000)
    after = page.evaluate(STATE)
    for n, (was, now) in enumerate(zip(before, after, strict=True)):
        assert abs(was["height"] - now["height"]) <= 1, (n, was, now)
    labels = page.evaluate("""() => [...document.querySelectorAll(
        'figure.euro-board .euro-board-view')].map(view => view.getAttribute('aria-label'))""")
    assert all(label and label.endswith("board") for label in labels), labels
    view = page.locator("figure.euro-board .euro-board-view").last
    view.scroll_into_view_if_needed()
    expect(view.locator("svg.wide")).to_be_visible()
    assert page.evaluate(STATE)[-1]["layout"] == "wide"


def test_lazy_boards_show_stacked_on_a_phone_and_with_script_off(
        page, browser, serve_dist, tmp_path):
    """At 390 px a lazy board is drawn in the stacked layout once it nears the screen, as
    the other boards are; with script off every lazy board shows its drawing (stacked at
    390 px, wide at 900 px) with no script at all."""
    server = serve_dist(lazy_site(tmp_path))
    page.route("**/*.wasm", lambda route: route.abort())
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(server.url + "lazy.html")
    view = page.locator("figure.euro-board .euro-board-view").nth(EAGER)
    view.scroll_into_view_if_needed()
    expect(view.locator("svg.narrow")).to_be_visible()
    page.wait_for_function(f"() => ({STATE})().every(b => b.built)", timeout=10_000)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    expect(page.locator("figure.euro-board .euro-board-view").last.locator("svg.narrow")
           ).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    off = browser.new_context(java_script_enabled=False)
    try:
        quiet = off.new_page()
        for width, layout in ((900, "wide"), (390, "narrow")):
            quiet.set_viewport_size({"width": width, "height": 900})
            quiet.goto(server.url + "lazy.html")
            views = quiet.locator("figure.euro-board .euro-board-view")
            for n in range(BOARDS):
                views.nth(n).scroll_into_view_if_needed()
                shown = views.nth(n).locator(f"svg.{layout}")
                expect(shown).to_be_visible()
                assert shown.bounding_box()["width"] > width / 2, (n, width)
                other = "narrow" if layout == "wide" else "wide"
                expect(views.nth(n).locator(f"svg.{other}")).to_be_hidden()
    finally:
        off.close()


def test_lazy_boards_are_drawn_before_printing(page, serve_dist, tmp_path):
    """Printing right after load prints every board: each lazy board is built on
    ``beforeprint`` even if the page was not yet idle."""
    server = serve_dist(lazy_site(tmp_path))
    page.route("**/*.wasm", lambda route: route.abort())
    page.add_init_script("window.requestIdleCallback = () => 0;")     # never idle
    page.set_viewport_size({"width": 900, "height": 900})
    page.goto(server.url + "lazy.html")
    page.wait_for_function("() => window.euroBoards")
    assert not page.evaluate(STATE)[-1]["built"]
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    assert all(b["built"] for b in page.evaluate(STATE))
