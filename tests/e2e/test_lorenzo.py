"""Lorenzo il Magnifico in Chromium: whole hotseat games by random clicks on the board and the
panel, scores checked against the host engine, reload resumes; screenshots to $SHOTS.

Issue 4 acceptance: "A full game ... plays to the end in real Chromium, offline, and resumes
after reload"; "Screenshots looked at: cards and tracks legible at 1280×800".
"""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

import engine
from test_app import DESKTOP, PHONE, Player, history, no_page_scroll, shot

pytestmark = pytest.mark.e2e
AUTOSAVE = "euro-games/v1/autosave/lorenzo"


def start(app, players: int, seed: int, variant: str = "basic"):
    page = app(f"?new=lorenzo&players={players}&seed={seed}&variant={variant}")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "lorenzo")
    return page


@pytest.mark.parametrize("players,viewport,variant", [(4, DESKTOP, "basic"),
                                                      (2, PHONE, "advanced")],
                         ids=["4p-desktop-basic", "2p-phone-advanced"])
def test_full_lorenzo_game_to_the_score_table(app, players, viewport, variant):
    app.page.set_viewport_size(viewport)
    page = start(app, players, seed=40 + players, variant=variant)
    size = f"{viewport['width']}x{viewport['height']}-{variant}"
    player = Player(page, seed=players)
    shot(page, f"lorenzo-{players}p-{size}-start")
    no_page_scroll(page)
    player.play(actions=60)
    shot(page, f"lorenzo-{players}p-{size}-mid")
    player.play()
    expect(page.locator("#board svg")).to_have_attribute("data-game-over", "true")
    table = page.locator("[data-testid=final-scores]")
    expect(table).to_be_visible()
    shot(page, f"lorenzo-{players}p-{size}-end")
    no_page_scroll(page)
    doc = json.loads(page.evaluate(f"localStorage.getItem({AUTOSAVE!r})"))
    state = engine.load(doc)
    game = engine.get_game("lorenzo")
    assert game.is_over(state) and len(doc["actions"]) == history(page)
    shown = {int(cell.get_attribute("data-seat")): int(cell.inner_text())
             for cell in table.locator("[data-testid=total]").all()}
    assert shown == {seat: s["total"] for seat, s in enumerate(game.scores(state))}


def test_lorenzo_reload_resumes(app):
    page = start(app, 3, seed=7)
    Player(page, seed=5).play(actions=25)
    before = history(page)
    to_move = page.locator("#board svg").get_attribute("data-to-move")
    page.reload()
    app.wait_ready()
    expect(page.locator("#board svg")).to_have_attribute("data-game", "lorenzo")
    assert history(page) == before
    expect(page.locator("#board svg")).to_have_attribute("data-to-move", to_move)
