"""The new-game dialog's "First player" select in Chromium (Plus Ultra, seed 002,
"Preparación": "El jugador inicial es el último que hubiese dominado un imperio y los
restantes hacia su izquierda. En caso de que nadie …, al azar")."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.stored import open_autosave

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots")) / "rules-np"


def _dialog(page, lang: str):
    if lang == "es":
        page.select_option("#lang", "es")
        expect(page.locator("html")).to_have_attribute("lang", "es")
    page.click('#games [data-cmd=new][data-game="plus_ultra"]')
    expect(page.locator("#new-first")).to_be_visible()


@pytest.mark.parametrize("viewport,lang", [((1280, 800), "en"), ((390, 844), "es")])
def test_the_chosen_first_player_begins(app, viewport, lang):
    """Seat 3 of 3 chosen: the game's Peer Order starts with seat 3 and goes on to the left
    (seats 1, 2); the save carries ``first``; a seat beyond the player count cannot be
    chosen."""
    page = app()
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    _dialog(page, lang)
    expect(page.locator("#new-first")).to_have_value("")              # at random by default
    page.select_option("#new-players", "3")
    expect(page.locator('#new-first option[data-seat="3"]')).to_be_hidden()
    page.select_option("#new-first", "2")
    page.fill("#new-seed", "5")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"first-player-dialog-{lang}-{viewport[0]}.png"),
                    full_page=True)
    page.click("#new-form button[type=submit]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    doc = open_autosave(page)
    assert doc["first"] == 2 and doc["seed"] == 5
    state = engine.load(doc)
    assert state.peer_order == [2, 0, 1]
    page.screenshot(path=str(SHOTS / f"first-player-game-{lang}-{viewport[0]}.png"))


def test_at_random_by_default_and_the_choice_follows_the_player_count(app):
    """No choice: the save has no ``first`` (the rules' random order); a chosen seat the new
    player count no longer has falls back to random."""
    page = app()
    _dialog(page, "en")
    page.select_option("#new-players", "4")
    page.select_option("#new-first", "3")
    page.select_option("#new-players", "2")
    expect(page.locator("#new-first")).to_have_value("")
    page.click("#new-form button[type=submit]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    assert "first" not in open_autosave(page)


@pytest.mark.parametrize("viewport", [(1280, 800), (390, 844)])
def test_nippon_seats_wear_the_rulebooks_colours_on_board_and_swatches(app, viewport):
    """Seed 003, "Suministro del jugador": "amarillo, rojo, morado o azul" (review C6): seat 2
    is purple in the dialog, on the board and in the panel's swatches; Plus Ultra keeps the
    app's green."""
    page = app()
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    page.click('#games [data-cmd=new][data-game="nippon"]')
    expect(page.locator("#new-first")).to_have_count(0)
    purple = "rgb(123, 31, 162)"
    swatch = "#new-form .name-row[data-seat='1'] .swatch"
    assert page.eval_on_selector(swatch, "e => getComputedStyle(e).backgroundColor") == purple
    page.fill("#new-seed", "4")
    page.click("#new-form button[type=submit]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "nippon")
    colours = page.eval_on_selector_all(
        "#game-screen .swatch.seat-1", "els => els.map(e => getComputedStyle(e).backgroundColor)")
    assert colours and set(colours) == {purple}
    assert 'fill="#7b1fa2"' in page.inner_html("#board")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"nippon-colours-{viewport[0]}.png"), full_page=True)
    page.click("#nav-shelf")
    page.click('#games [data-cmd=new][data-game="plus_ultra"]')
    assert page.eval_on_selector(swatch, "e => getComputedStyle(e).backgroundColor") \
        == "rgb(46, 125, 50)"
