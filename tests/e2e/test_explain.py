"""Every component explains itself, in the browser (issue 21; web/explain.py).

In Chromium, on a desktop (1280×800, mouse and keyboard) and a touch-emulated phone (390×844,
``has_touch``): the explanation popover shows on hover, on keyboard focus and on a tap of an
explained element that is not a move; a tap on a legal move still plays it, and a press held
on it explains it without playing; Escape and a tap elsewhere close it.  The popover passes
axe-core, shows in Spanish, and shows in embed.html too; the icon legend opens from the game
screen.  Screenshots (en + es, desktop + phone) go to $SHOTS (default /tmp/shots)/explain/.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect
from tests.e2e.test_accessibility import AXE, BLOCKING, assert_clean

import engine
from engine import share

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots")) / "explain"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
POP = "#explain-pop"
START = "?new={game}&players=2&seed=3"
"""A two-person game: its first decision (a secret draft in Plus Ultra) has a hand-off."""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def open_game(app, game_id: str, lang: str = "en", variant: str | None = None):
    """A new game of ``game_id`` (in the edition ``variant``, default: the game's) past its
    hand-off cover, in the language ``lang``."""
    page = app(START.format(game=game_id) + (f"&variant={variant}" if variant else ""))
    if lang != "en":
        page.select_option("#lang", lang)
    cover = page.locator('[data-testid="continue"]')
    if cover.is_visible():
        cover.click()
    expect(page.locator("#board svg")).to_be_visible()
    return page


def explained(page, key: str):
    return page.locator(f'#board [data-explain="{key}"]').first


def test_hover_and_focus_show_the_explanation_on_a_desktop(app, page):
    """English, then Spanish on the same page (the language switched in the game)."""
    page.set_viewport_size(DESKTOP)
    open_game(app, "plus_ultra")
    for lang in ("en", "es"):
        if lang != "en":
            page.select_option("#lang", lang)
            expect(page.locator("html")).to_have_attribute("lang", lang)
        pop = page.locator(POP)
        page.mouse.move(5, 790)                                # the hand-off's button was here
        expect(pop).to_be_hidden()
        crown = explained(page, "plus_ultra:zone:crown")
        crown.hover()
        expect(pop).to_be_visible()
        expect(pop).to_contain_text("Riqueza de la Corona" if lang == "es" else "Crown wealth")
        expect(pop).to_contain_text("6")                     # the Crown's cap: a number of now
        assert crown.get_attribute("aria-describedby") == "explain-pop"
        shot(page, f"desktop-hover-{lang}")
        page.mouse.move(5, 790)                                # away from the board: it closes
        expect(pop).to_be_hidden()
        painter = explained(page, "plus_ultra:common:painter")
        painter.focus()
        expect(pop).to_be_visible()
        expect(pop).to_contain_text("pintor de la Corte" if lang == "es" else "Court Painter")
        expect(pop).to_contain_text("4")                       # its cost in this edition
        box, target = pop.bounding_box(), painter.bounding_box()
        assert box["y"] >= target["y"] + target["height"] - 1 or box["y"] + box["height"] <= target["y"] + 1
        assert 0 <= box["x"] and box["x"] + box["width"] <= DESKTOP["width"]
        shot(page, f"desktop-focus-{lang}")
        assert_clean(page, f"popover shown ({lang})")
        page.keyboard.press("Escape")
        expect(pop).to_be_hidden()


@pytest.fixture
def phone(browser, server_url):
    """A touch-emulated phone (Chromium with touch events, 390×844)."""
    from tests.conftest import App
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    yield App(page, server_url)
    context.close()


def test_a_tap_explains_and_a_tap_on_a_move_still_plays_it_on_a_phone(phone):
    """English for the first person's draft, then Spanish (switched in the game) for the
    second person's, on the same page."""
    page = open_game(phone, "plus_ultra")
    for lang in ("en", "es"):
        if lang != "en":
            page.select_option("#lang", lang)
            expect(page.locator("html")).to_have_attribute("lang", lang)
            cover = page.locator('[data-testid="continue"]')
            if cover.is_visible():                         # the second person's hand-off
                cover.click()
            expect(page.locator('#board [data-action^="draft "][data-explain]').first
                   ).to_be_visible()
        pop = page.locator(POP)
        wars = explained(page, "plus_ultra:zone:wars")
        wars.scroll_into_view_if_needed()
        wars.tap()
        expect(pop).to_be_visible()
        expect(pop).to_contain_text("Guerras europeas" if lang == "es" else "European Wars")
        box = pop.bounding_box()
        assert 0 <= box["x"] and box["x"] + box["width"] <= PHONE["width"]
        shot(page, f"phone-tap-{lang}")
        page.locator("#board").tap(position={"x": 1, "y": 1})  # a tap elsewhere closes it (the
        #                           board's margin: the phone's game screen hides the brand)
        expect(pop).to_be_hidden()

        history = page.locator("#game-screen").get_attribute("data-history")
        card = page.locator('#board [data-action^="draft "][data-explain]').first
        card.scroll_into_view_if_needed()
        hold(page, card)                                       # held: explained, not played
        expect(pop).to_be_visible()
        expect(pop).to_contain_text("1:")
        shot(page, f"phone-hold-{lang}")
        page.wait_for_timeout(300)
        assert page.locator("#game-screen").get_attribute("data-history") == history
        notation = card.get_attribute("data-action")
        card.tap()                                             # a plain tap plays the move
        expect(page.locator("#game-screen")).not_to_have_attribute("data-history", history)
        assert page.locator(f'#board [data-action="{notation}"]').count() == 0


def hold(page, locator, ms: int = 700) -> None:
    """Press a finger on the element's centre for ``ms`` milliseconds (CDP touch events)."""
    box = locator.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                          "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_timeout(ms)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_the_icon_legend_opens_from_the_game_screen(app, page):
    page.set_viewport_size(DESKTOP)
    open_game(app, "plus_ultra")
    page.click("#nav-legend")
    dialog = page.locator("#legend-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("dt").first).to_be_visible()
    assert dialog.locator("dt").count() == len(engine.get_game("plus_ultra").legend())
    shot(page, "legend-en")
    assert_clean(page, "icon legend")
    dialog.locator('[data-cmd="close-dialog"]').click()
    expect(dialog).to_be_hidden()


def test_the_embed_page_explains_its_board(app, page):
    page.set_viewport_size({"width": 900, "height": 700})
    game = engine.get_game("plus_ultra")
    state = game.new(2, seed=3)
    app("embed.html#" + share.make_fragment(engine.save(state), move=0, lang="es"))
    explained(page, "plus_ultra:zone:market").hover()
    pop = page.locator(POP)
    expect(pop).to_be_visible()
    expect(pop).to_contain_text("Mercado")
    shot(page, "embed-es")
    assert_clean(page, "embed.html with a popover")


def axe_explained(page) -> list[dict]:
    """axe-core's critical and serious violations on the popover and the explained board
    elements only (the rest of each screen is tests/e2e/test_accessibility.py's)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => {
        const result = await axe.run({include: [['#explain-pop'], ['#board [data-explain]']]},
                                     {resultTypes: ['violations']});
        return result.violations.map(v => ({id: v.id, impact: v.impact,
            nodes: v.nodes.slice(0, 4).map(n => n.target.join(' '))}));
    }""")
    return [v for v in found if v["impact"] in BLOCKING]


FIRST_PLAIN = """() => { const e = [...document.querySelectorAll('#board [data-explain]')]
  .find(e => !e.closest('[data-action]') && e.getClientRects().length
             && e.getBoundingClientRect().width < 300);
  return e ? e.getAttribute('data-explain') : null; }"""
"""The key of the first visible explained element that is no move (and not a whole zone)."""


def test_every_games_board_explains_itself_on_desktop_and_phone(app, phone):
    """Hover (desktop, English) and tap (phone, Spanish) on each game's board; axe-core with
    the popover shown.
    Every game in turn on one page: one browser context (a cold one costs ~6 navigations)."""
    for game_id in [g["id"] for g in engine.games()]:
        page = app.page
        page.set_viewport_size(DESKTOP)
        open_game(app, game_id)
        page.mouse.move(5, 790)
        key = page.evaluate(FIRST_PLAIN)
        assert key and key.startswith(game_id + ":")
        explained(page, key).hover()
        pop = page.locator(POP)
        expect(pop).to_be_visible()
        head = engine.get_game(game_id).explain(key).split("\n")[0]
        expect(pop.locator(".explain-head")).to_have_text(head)
        shot(page, f"{game_id}-desktop-en")
        assert not axe_explained(page), f"{game_id} popover"

        touch = open_game(phone, game_id, "es")
        key = touch.evaluate(FIRST_PLAIN)
        target = explained(touch, key)
        target.scroll_into_view_if_needed()
        target.tap()
        expect(touch.locator(POP)).to_be_visible()
        box = touch.locator(POP).bounding_box()
        width = touch.evaluate("document.documentElement.clientWidth")
        assert 0 <= box["x"] and box["x"] + box["width"] <= width + 1, (box, width)
        shot(touch, f"{game_id}-phone-es")
