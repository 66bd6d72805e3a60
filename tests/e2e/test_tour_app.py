"""Guided tours in the browser (issue 21; web/tour.py, the app's ``?tour=<game>`` and
embed.html's ``?tour=<game>&step=<id>``).

In Chromium: every game with a tour is completed by making the highlighted moves (only the
step's move is lit on the board, the other options are disabled); the tour never writes a
stored game (a game open before it comes back unchanged, its autosave untouched); the shelf
card and the game screen's help open it; one step shows in embed.html; axe-core finds no
serious or critical violation on the tour screen (desktop and phone, en and es) nor in the
embed.  Screenshots go to $SHOTS (default /tmp/shots)/tour-app/.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect
from tests.e2e.test_accessibility import assert_clean

import engine

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots")) / "tour-app"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
TOURS = [g["id"] for g in engine.games()]
"""Every game has a tour (issue 21; tests/test_tour.py): each is completed here."""
STORED = """() => Object.fromEntries(Object.keys(localStorage)
    .filter(k => !k.endsWith('/language')).map(k => [k, localStorage.getItem(k)]))"""
"""The stored games (everything but the language choice)."""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def walk(page, game_id: str, *, shots: str | None = None, variant: str | None = None) -> int:
    """Complete the open tour of ``game_id`` (of its rules edition ``variant``, if that has a
    tour of its own) by its highlighted moves; the steps walked."""
    steps = engine.get_game(game_id).tour(None, variant)
    screen = page.locator("#game-screen")
    for n, step in enumerate(steps, 1):
        expect(screen).to_have_attribute("data-tour-step", step.id)
        expect(screen).to_have_attribute("data-tour-made", "false")
        expect(page.locator('[data-testid="tour-progress"]')).to_have_text(
            f"Step {n} of {len(steps)}")
        expect(page.locator("#tour-step-title")).to_have_text(step.title)
        lit = page.locator("#board [data-action]")
        assert {lit.nth(i).get_attribute("data-action") for i in range(lit.count())} <= \
            {step.move}, f"{step.id}: other moves lit on the board"
        assert page.locator("#decision [data-action]").count() == 1
        expect(page.locator('[data-testid="tour-move"]')).to_have_attribute(
            "data-action", step.move)
        expect(page.locator('[data-testid="tour-move"]')).to_be_visible()  # unfolded
        if shots:
            shot(page, f"{shots}-{n}-{step.id}")
        on_board = page.locator(f'#board [data-action="{step.move}"]')
        if on_board.count() and on_board.first.is_visible():
            on_board.first.click()                  # the lit place on the board
        else:
            page.click('[data-testid="tour-move"]')  # the lit option in the panel
        expect(screen).to_have_attribute("data-tour-made", "true")
        expect(page.locator('[data-testid="tour-after"]')).to_contain_text(step.after[:40])
        expect(page.locator("#board [data-action]")).to_have_count(0)
        if shots and n == 1:
            shot(page, f"{shots}-{n}-{step.id}-after")
        expect(page.locator('[data-testid="tour-next"]')).to_be_focused()
        page.click('[data-testid="tour-next"]')
    return len(steps)


def test_a_tour_is_completed_by_its_highlighted_moves(app, page):
    """Every game in turn on one page: one browser context (a cold one costs ~6 navigations)."""
    for game_id in TOURS:
        page.set_viewport_size(DESKTOP)
        page = app(f"index.html?tour={game_id}")
        before = page.evaluate(STORED)
        assert walk(page, game_id, shots=f"{game_id}-en-desktop") >= 5
        expect(page.locator("#shelf-screen")).to_be_visible()       # the last step's Finish
        assert page.evaluate(STORED) == before, "the tour wrote to the stored games"
        assert "tour=" not in page.url


def test_the_early_edition_has_its_own_tour(app, page):
    """Issue 29, on one page: the Plus Ultra card's early-edition entry opens the early
    edition's tour (seed 000), walked to the end by its highlighted moves; an early-edition
    game's help dialog opens the same tour, which passes axe on a phone in Spanish, and Exit
    goes back to that game."""
    page.set_viewport_size(DESKTOP)
    page = app()
    page.click('#games [data-testid="tour-entry"][data-game="plus_ultra"][data-variant="early"]')
    expect(page.locator("#game-title")).to_have_text("Guided tour: Plus Ultra (Early edition)")
    assert "variant=early" in page.url
    steps = engine.get_game("plus_ultra").tour(None, "early")
    assert walk(page, "plus_ultra", variant="early", shots="plus_ultra-early-en-desktop") \
        == len(steps) >= 5
    expect(page.locator("#shelf-screen")).to_be_visible()
    page.click('#games [data-cmd=new][data-game="plus_ultra"]')
    page.select_option("#new-variant", "early")
    page.select_option("#new-players", "2")
    page.click("#new-form button[type=submit]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    if page.locator('[data-testid="continue"]').is_visible():
        page.click('[data-testid="continue"]')
    history = page.locator("#game-screen").get_attribute("data-history")
    page.click("#nav-legend")
    page.click('#legend-dialog [data-testid="tour-entry"]')
    expect(page.locator("#game-screen")).to_have_attribute("data-tour-step", steps[0].id)
    expect(page.locator('[data-testid="tour-progress"]')).to_have_text(
        f"Step 1 of {len(steps)}")
    page.set_viewport_size(PHONE)
    page.select_option("#lang", "es")
    expect(page.locator("#game-title")).to_have_text(
        "Recorrido guiado: Plus Ultra (Primera edición)")
    shot(page, "plus_ultra-early-es-phone-1")
    assert_clean(page, "early edition's tour (es, phone)")
    page.click('[data-testid="tour-exit"]')
    expect(page.locator("#game-screen")).to_have_attribute("data-history", history)
    expect(page.locator("#game-title")).to_have_text("Plus Ultra")


def test_a_tour_from_a_game_leaves_the_game_and_its_autosave_as_they_were(app, page):
    page.set_viewport_size(DESKTOP)
    page = app("?new=plus_ultra&players=2&seed=3")
    page.click('[data-testid="continue"]')
    page.locator("#decision [data-action]").first.click()
    history = page.locator("#game-screen").get_attribute("data-history")
    stored = page.evaluate(STORED)
    page.click("#nav-legend")
    page.click('#legend-dialog [data-testid="tour-entry"]')
    expect(page.locator('[data-testid="tour-progress"]')).to_have_text(
        f"Step 1 of {len(engine.get_game('plus_ultra').tour())}")
    page.click('[data-testid="tour-move"]')
    page.click('[data-testid="tour-next"]')
    page.click('[data-testid="tour-move"]')
    page.reload()                                # the address keeps the tour and its step
    app.wait_ready()
    expect(page.locator("#game-screen")).to_have_attribute("data-tour-step", "bidding")
    assert page.evaluate(STORED) == stored
    page.click('[data-testid="tour-exit"]')
    expect(page.locator("#shelf-screen")).to_be_visible()
    page.locator("#resume [data-cmd]").first.click()
    expect(page.locator("#game-screen")).to_have_attribute("data-history", history)
    assert page.evaluate(STORED)["euro-games/v1/current"] == stored["euro-games/v1/current"]


def test_exit_returns_to_the_open_game(app, page):
    page.set_viewport_size(DESKTOP)
    page = app("?new=plus_ultra&players=2&seed=3")
    page.click('[data-testid="continue"]')
    page.click("#nav-legend")
    page.click('#legend-dialog [data-testid="tour-entry"]')
    expect(page.locator('[data-testid="tour-move"]')).to_be_focused()
    page.keyboard.press("Enter")                       # keyboard: the move, then Next
    expect(page.locator('[data-testid="tour-next"]')).to_be_focused()
    page.click('[data-testid="tour-exit"]')
    expect(page.locator("#decision [data-action]").first).to_be_visible()   # the game again
    expect(page.locator("#game-screen")).to_have_attribute("data-history", "0")
    expect(page.locator("#game-title")).to_have_text("Plus Ultra")


def test_the_tour_screen_passes_axe(app, page):
    """English and Spanish, desktop and phone, on one page: the tour is opened from the shelf,
    checked at its bidding step before and after the move, and left for the shelf again."""
    page = app()
    for lang in ("en", "es"):
        for viewport in (DESKTOP, PHONE):
            page.set_viewport_size(viewport)
            page.select_option("#lang", lang)
            expect(page.locator("html")).to_have_attribute("lang", lang)
            page.click('#games [data-testid="tour-entry"][data-game="plus_ultra"]:not([data-variant])')
            heading = {"en": "Guided tour: Plus Ultra", "es": "Recorrido guiado: Plus Ultra"}[lang]
            expect(page.locator("#game-title")).to_have_text(heading)
            tag = f"{lang}-{'phone' if viewport is PHONE else 'desktop'}"
            page.click('[data-testid="tour-skip"]')                 # step 2: the bidding example
            expect(page.locator("#game-screen")).to_have_attribute("data-tour-step", "bidding")
            shot(page, f"screen-{tag}-bidding")
            assert_clean(page, f"tour screen ({tag})")
            page.click('[data-testid="tour-move"]')
            expect(page.locator('[data-testid="tour-after"]')).to_be_visible()
            shot(page, f"screen-{tag}-bidding-after")
            assert_clean(page, f"tour screen after the move ({tag})")
            if viewport is PHONE:                  # nothing wider than the phone's screen
                assert page.evaluate("document.documentElement.scrollWidth") <= 390
            page.click('[data-testid="tour-exit"]')
            expect(page.locator("#shelf-screen")).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_step_in_embed_html(app, page, lang):
    page.set_viewport_size({"width": 960, "height": 800})
    step = next(s for s in engine.get_game("plus_ultra").tour() if s.id == "bidding")
    page = app(f"embed.html?tour=plus_ultra&step=bidding&lang={lang}")
    expect(page.locator('[data-testid="tour-move"]')).to_have_attribute("data-action",
                                                                           step.move)
    if lang == "en":
        expect(page.locator("#panel")).to_contain_text(step.title)
    shot(page, f"embed-{lang}")
    assert_clean(page, f"embed.html tour step ({lang})")
    page.click('[data-testid="tour-move"]')
    expect(page.locator('[data-testid="tour-after"]')).to_be_visible()
    expect(page.locator("body")).to_have_attribute("data-mode", "tour-made")
    shot(page, f"embed-{lang}-after")
    assert_clean(page, f"embed.html tour step after the move ({lang})")
    page.click('[data-testid="tour-again"]')
    expect(page.locator('[data-testid="tour-move"]')).to_be_visible()
    link = page.locator("#to-app")
    assert link.get_attribute("href").endswith("index.html?tour=plus_ultra&step=bidding")


def test_an_unknown_step_is_said_in_the_embed(app, page):
    page = app("embed.html?tour=plus_ultra&step=nope")
    expect(page.locator("#error")).to_contain_text("no step nope")


def test_the_language_changes_during_a_tour(app, page):
    page.set_viewport_size(DESKTOP)
    page = app("index.html?tour=plus_ultra&step=hoarding")
    expect(page.locator("#tour-step-title")).to_have_text("The Crown hoards")
    page.select_option("#lang", "es")
    expect(page.locator("#tour-step-title")).to_have_text("La Corona acapara")
    expect(page.locator('[data-testid="tour-progress"]')).to_contain_text("Paso")
    page.click('[data-testid="tour-move"]')
    expect(page.locator('[data-testid="tour-after"]')).to_contain_text("Comerciante")
    shot(page, "screen-es-desktop-hoarding-after")


IN_VIEW = """() => { const h = window.innerHeight, w = window.innerWidth;
    const box = e => { const r = e.getBoundingClientRect();
                       return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
    const title = document.querySelector('#tour-step-title');
    const text = document.querySelector('#decision .tour-text');
    return {h, w, title: box(title), text: box(text)}; }"""


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_step_text_stays_in_view_at_every_step(app, page, viewport):
    """Review D5: on the desktop, Nippon's steps 5-7 point at the lower board and the page
    scrolled the step's title and text above the window.  At every step the title is in the
    window, and the text is (on a phone its start, above the board: the sheet scrolls)."""
    page.set_viewport_size(viewport)
    app("index.html?tour=nippon")
    steps = engine.get_game("nippon").tour()
    for i, step in enumerate(steps):
        expect(page.locator("#game-screen")).to_have_attribute("data-tour-step", step.id)
        seen = page.evaluate(IN_VIEW)
        h, title, text = seen["h"], seen["title"], seen["text"]
        where = f"step {i + 1} ({step.id}): {seen}"
        assert 0 <= title["top"] and title["bottom"] <= h, where
        assert 0 <= text["top"] < h - 20, where
        if viewport is DESKTOP:
            assert text["bottom"] <= h, where
        if i + 1 < len(steps):
            page.click('[data-testid="tour-skip"]')
