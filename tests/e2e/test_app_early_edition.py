"""The earlier edition of Plus Ultra (variant ``early``, seed 000) in Chromium: chosen from the
new-game dialog by its readable name and by ``?new=plus_ultra&variant=early``, and whole 2-, 3-
and 4-player hotseat games played to the end by random clicks, their final scores checked against
the host engine replaying the autosave.

To keep the time small the clicks are dispatched inside the page, a batch per round trip
(``CLICKS``): a seeded choice among the visible ``[data-action]`` elements, or the hand-off's
``[data-testid=continue]`` — the same DOM events a user's click sends, without Playwright's
per-click actionability waits (test_app.py plays its games with real pointer clicks).
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.test_app import autosave, history, shot

pytestmark = pytest.mark.e2e

CLICKS = """([seed, steps]) => {
  let x = seed >>> 0;
  const rnd = () => { x = (x + 0x6D2B79F5) >>> 0; let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const shown = el => el.getClientRects().length > 0;
  let clicks = 0;
  for (let i = 0; i < steps; i++) {
    const root = document.querySelector('#board svg');
    if (root && root.getAttribute('data-game-over') === 'true') return {over: true, clicks};
    const go = document.querySelector('[data-testid=continue]');
    if (go && shown(go)) { go.click(); continue; }
    const options = [...document.querySelectorAll('[data-action]')].filter(shown);
    if (!options.length) return {over: false, clicks, stuck: true};
    options[Math.floor(rnd() * options.length)]
      .dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    clicks++;
  }
  return {over: false, clicks};
}"""


def play_to_the_end(page, seed: int) -> int:
    """Click until the board says the game is over; returns the number of actions clicked."""
    clicks = 0
    for batch in range(200):
        seen = page.evaluate(CLICKS, [seed * 1000 + batch, 25])
        clicks += seen["clicks"]
        assert not seen.get("stuck"), "no visible [data-action] element while the game is on"
        if seen["over"]:
            return clicks
    raise AssertionError("the game did not end")


def test_dialog_offers_the_early_edition_by_name(app):
    page = app()
    page.click('#games [data-cmd=new][data-game="plus_ultra"]')
    options = page.locator("#new-variant option")
    expect(options).to_have_count(2)
    assert options.evaluate_all("os => os.map(o => [o.value, o.textContent])") == [
        ["reglamento", "Published rules"], ["early", "Early edition"]]
    page.select_option("#new-variant", "early")
    page.select_option("#new-players", "2")
    page.fill("#new-seed", "8")
    page.click("#new-form button[type=submit]")
    board = page.locator("#board svg")
    expect(board).to_have_attribute("data-game", "plus_ultra")
    expect(board.locator(".zone.magellan")).to_contain_text("Magellan cards")
    assert autosave(page)["variant"] == "early"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_hotseat_game_of_the_early_edition(app, players):
    page = app(f"?new=plus_ultra&variant=early&players={players}&seed={200 + players}")
    board = page.locator("#board svg")
    expect(board).to_have_attribute("data-game", "plus_ultra")
    assert autosave(page)["variant"] == "early"
    clicks = play_to_the_end(page, seed=players)
    expect(board).to_have_attribute("data-game-over", "true")
    table = page.locator("[data-testid=final-scores]")
    expect(table).to_be_visible()
    shot(page, f"early-{players}p-end")

    doc = autosave(page)
    state = engine.load(doc)
    game = engine.get_game("plus_ultra")
    assert doc["variant"] == "early" and game.is_over(state)
    assert len(doc["actions"]) == clicks == history(page)
    shown = {int(cell.get_attribute("data-seat")): int(cell.inner_text())
             for cell in table.locator("[data-testid=total]").all()}
    assert shown == {seat: s["total"] for seat, s in enumerate(game.scores(state))}
    assert table.locator('td[data-line="church"]').count() == 0       # no Church line in seed 000
    print(f"early {players}p: {clicks} actions")
