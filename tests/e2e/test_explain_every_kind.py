"""Every kind of explained component shows its explanation in the browser (issue 21's
acceptance: "a popover shows on hover, focus and tap in Chromium (desktop and a
touch-emulated phone)"; web/explain.py).

For every game (its default edition, and each edition that draws other kinds: Lorenzo's
advanced game), on the start board (two players, seed 3):

- desktop (1280×800, English): one element of EACH kind of key (``<game>:<kind>:<id>``) met
  on the board is hovered at a point where it is the topmost explained element, and the
  popover shows that element's explanation (the engine's ``game.explain`` of the view on
  screen, whole text) inside the window's width; then a keyboard walk: the first board stop
  is focused and Tab moves focus through every keyboard stop of the board in document
  order; each focused explained element shows its explanation and Escape closes it; the
  walk meets every kind; the Tab after the last stop leaves the board;
- a touch-emulated phone (390×844, ``has_touch`` and ``is_mobile``, Spanish): one element of
  each kind is tapped (an element that is a legal move is held instead, since a tap plays
  it) and the popover shows its Spanish explanation inside the screen's width.

The sample tests of tests/e2e/test_explain.py check the finer behaviour (a tap on a move
still plays it, tapping elsewhere closes, axe-core).  Screenshots of one popover per game
go to $SHOTS (default /tmp/shots)/explain-kinds/.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect
from tests.e2e.test_explain import DESKTOP, PHONE, POP, open_game
from tests.test_explain_texts import keys_of

import engine
from engine.i18n import translator

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots")) / "explain-kinds"
SEED, PLAYERS = 3, 2
"""As test_explain.py's START link: a two-person game, seed 3."""

KINDS = """() => { const kinds = {};
  document.querySelectorAll('#board [data-explain]').forEach((e, i) => {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) return;
    const kind = e.getAttribute('data-explain').split(':')[1];
    (kinds[kind] = kinds[kind] || []).push(i);
  });
  return kinds; }"""
"""Per kind of key, the indices (among the board's explained elements) of the drawn ones."""

POINT = """(e) => {
  const r = e.getBoundingClientRect(), fractions = [];
  for (let i = 0; i <= 20; i++) fractions.push(0.025 + 0.0475 * i);
  fractions.sort((a, b) => Math.abs(a - 0.5) - Math.abs(b - 0.5));      // central ones first
  const owner = (x, y) => { if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    const hit = document.elementFromPoint(x, y);
    return hit ? hit.closest('[data-explain]') : null; };
  let fallback = null;
  for (const fy of fractions) for (const fx of fractions) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    if (owner(x, y) !== e) continue;
    const move = !!document.elementFromPoint(x, y).closest('[data-action]');
    const around = [[-12, 0], [12, 0], [0, -12], [0, 12], [-9, -9], [9, 9], [-9, 9], [9, -9]];
    if (around.every(([dx, dy]) => owner(x + dx, y + dy) === e)) return {x, y, move};
    fallback = fallback || {x, y, move};
  }
  return fallback; }"""
"""A point of the element where it is the topmost explained element, preferably one whose
surroundings (12 px: a finger's tap is not a point) are that element too, central ones
first; None if it has none on screen.  ``move``: a legal move is under that point."""

FOCUSED = """(stops) => {
  const a = document.activeElement, pop = document.querySelector('#explain-pop');
  const explained = a && a.closest ? a.closest('[data-explain]') : null;
  return {board: !!(a && document.querySelector('#board').contains(a)),
          index: [...document.querySelectorAll(stops)].indexOf(a),
          key: explained ? explained.getAttribute('data-explain') : null,
          shown: !pop.hidden, text: pop.hidden ? '' : pop.innerText,
          described: explained ? explained.getAttribute('aria-describedby') : null}; }"""
"""Where the keyboard focus is: in the board?, its index among the board's stops, the key
explaining it, and the popover's state (shown, text, and whether it describes the element)."""
STOPS = "#board [tabindex=\"0\"]"


def start(app, game_id: str, variant: str, lang: str):
    """Open a new game of ``game_id`` in the edition ``variant`` past its hand-off cover;
    returns the page and the explanation function of the view on screen."""
    page = open_game(app, game_id, lang, variant)
    game = engine.get_game(game_id)
    state = game.new(PLAYERS, seed=SEED, variant=variant)
    view = game.view(state, game.decision(state).seat)
    gettext = translator(lang, game_id) if lang != "en" else None
    return page, lambda key: game.explain(key, gettext, view)


def flat(text: str) -> str:
    return " ".join(text.split())


def each_kind(page):
    """Per kind of key drawn on the board, a function giving (key, point) of its first
    element that has a point of its own on screen, scrolled into view just then (a point
    found before a later scroll would be stale); None if no element of that kind has one."""
    elements = page.locator("#board [data-explain]")

    def first_of(indices):
        def find():
            for i in indices:
                element = elements.nth(i)
                element.scroll_into_view_if_needed()
                point = element.evaluate(POINT)
                if point:
                    return element.get_attribute("data-explain"), point
            return None
        return find
    return {kind: first_of(indices) for kind, indices in sorted(page.evaluate(KINDS).items())}


def expect_explains(page, key: str, explain) -> None:
    pop = page.locator(POP)
    expect(pop).to_be_visible()
    text = explain(key)
    expect(pop.locator(".explain-head")).to_have_text(text.split("\n")[0])
    assert flat(pop.inner_text()) == flat(text), key


def hold_at(page, x: float, y: float, ms: int = 700) -> None:
    """Press a finger at (x, y) for ``ms`` milliseconds (CDP touch events): explains a move
    without playing it."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_timeout(ms)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def board_kinds(game_id: str, variant: str) -> set[str]:
    """The kinds of keys on the start board as the engine draws it (both layouts)."""
    game = engine.get_game(game_id)
    state = game.new(PLAYERS, seed=SEED, variant=variant)
    seat = game.decision(state).seat
    kinds = set()
    for layout in ("wide", "narrow"):
        svg = game.render(game.view(state, seat), legal=game.legal_actions(state), layout=layout)
        kinds |= {k.split(":")[1] for k in keys_of(svg)}
    return kinds


def cases() -> list[tuple[str, str]]:
    """Each game's default edition, and every other edition whose start board draws a kind
    the default's does not (Lorenzo's advanced game: its leaders); an edition with the same
    kinds adds nothing to a check of each kind and would cost two boots."""
    found = []
    for g in engine.games():
        game = engine.get_game(g["id"])
        default = board_kinds(game.id, game.default_variant)
        found += [(game.id, v) for v in game.variants
                  if v == game.default_variant or not board_kinds(game.id, v) <= default]
    return found


def point_at_each_kind(page, explain, kinds, act, *, shots: str | None = None) -> set[str]:
    """For each kind, ``act(point)`` on its element's point and check the popover explains
    that element; the kinds with no point on screen (every element of the kind covered by
    another: Lorenzo's towers were, under the advanced setup's leader draft)."""
    missed = set()
    for n, (kind, find) in enumerate(kinds.items()):
        page.keyboard.press("Escape")
        expect(page.locator(POP)).to_be_hidden()
        found = find()
        if not found:
            missed.add(kind)
            continue
        key, point = found
        act(point)
        expect_explains(page, key, explain)
        box, width = page.locator(POP).bounding_box(), page.evaluate(
            "document.documentElement.clientWidth")
        assert 0 <= box["x"] and box["x"] + box["width"] <= width + 1, (key, box, width)
        if shots and n == 0:
            shot(page, shots)
    return missed


def keyboard_walk(page, explain) -> set[str]:
    """Focus the board's first keyboard stop, then Tab through all of them in document order:
    each explained one shows its explanation, described by the popover, and Escape hides it;
    the Tab after the last leaves the board.  The kinds explained on the way."""
    pop = page.locator(POP)
    stops = page.locator(STOPS)
    count = stops.count()
    stops.first.focus()
    kinds = set()
    for n in range(count):
        if n:
            page.keyboard.press("Tab")
        now = page.evaluate(FOCUSED, STOPS)
        assert now["board"] and now["index"] == n, (n, count, now)
        if now["key"]:
            if not now["shown"]:
                expect(pop).to_be_visible()
                now = page.evaluate(FOCUSED, STOPS)
            assert flat(now["text"]) == flat(explain(now["key"])), now["key"]
            assert now["described"] == "explain-pop", now["key"]
            kinds.add(now["key"].split(":")[1])
            page.keyboard.press("Escape")
            expect(pop).to_be_hidden()
    page.keyboard.press("Tab")
    assert not page.evaluate(FOCUSED, STOPS)["board"], "focus stayed in the board"
    expect(pop).to_be_hidden()
    return kinds


@pytest.mark.parametrize("game_id,variant", cases())
def test_each_kind_on_the_start_board_explains_on_hover_focus_and_tap(app, browser, server_url,
                                                                     game_id, variant):
    page = app.page
    page.set_viewport_size(DESKTOP)
    page, explain = start(app, game_id, variant, "en")
    drawn = board_kinds(game_id, variant)
    kinds = each_kind(page)
    assert set(kinds) == drawn
    hover = point_at_each_kind(page, explain, kinds, lambda p: page.mouse.move(p["x"], p["y"]),
                               shots=f"{game_id}-{variant}-desktop-hover")
    assert not hover, f"no element of these kinds can be hovered: {hover}"
    page.mouse.move(1, DESKTOP["height"] - 1)
    assert keyboard_walk(page, explain) == drawn

    from tests.conftest import App
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        touch, explain_es = start(App(context.new_page(), server_url), game_id, variant, "es")
        history = touch.locator("#game-screen").get_attribute("data-history")

        def tap(point):           # a move is held (a tap would play it), the rest tapped
            if point["move"]:
                hold_at(touch, point["x"], point["y"])
            else:
                touch.touchscreen.tap(point["x"], point["y"])

        kinds = each_kind(touch)
        assert set(kinds) == drawn
        missed = point_at_each_kind(touch, explain_es, kinds, tap,
                                    shots=f"{game_id}-{variant}-phone-tap-es")
        assert not missed, f"no element of these kinds can be tapped: {missed}"
        assert touch.locator("#game-screen").get_attribute("data-history") == history
    finally:
        context.close()
