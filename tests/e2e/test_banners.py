"""Issue 30 in Chromium (reliability review of 2026-11-28, ../shared/reviews/
reliability-review-2026-11-28.md): a refused import is shown above the hand-off cover and can
be dismissed (D-3); a good import after a refused one clears the refusal (D-4); a
40-character unbroken name stays inside the game-over panel (minor note).
"""
from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.test_app import PHONE

pytestmark = pytest.mark.e2e
P = "euro-games/v1/"


def played(game_id: str, players: int, seed: int, moves: int | None, names=None) -> dict:
    game, rng = engine.get_game(game_id), random.Random(seed)
    state = game.new(players, seed=seed, names=names)
    while not game.is_over(state) and (moves is None or len(state.history) < moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def wrapped(doc) -> str:
    return json.dumps({"saved": "2026-11-28T04:00:00Z", "doc": doc}, separators=(",", ":"))


def bad_file() -> dict:
    doc = played("village", 2, 3, 3)
    doc["actions"][1] = "act " + "x" * 50
    return {"name": "bad.json", "mimeType": "application/json", "buffer": json.dumps(doc).encode()}


def good_file() -> dict:
    doc = played("village", 2, 14, 25)
    return {"name": "good.json", "mimeType": "application/json", "buffer": json.dumps(doc).encode()}


def test_a_refused_import_shows_above_the_handoff_cover_and_a_good_import_clears_it(app):
    """D-3: the refusal was rendered under the hand-off cover, which took the clicks of its
    Dismiss.  D-4: the next, good import opened under the old refusal."""
    page = app("?new=plus_ultra&players=2&seed=5")
    expect(page.locator("#handoff")).to_be_visible()          # a secret choice is next
    page.set_input_files("#import-file", files=[bad_file()])
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("This save cannot be opened")
    box = alert.bounding_box()
    on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('#alert') !== null",
                           [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    assert on_top, "the hand-off cover hides the refusal"
    page.locator("#alert [data-cmd=dismiss-alert]").click(timeout=3_000)   # not intercepted
    expect(alert).to_be_hidden()
    page.set_viewport_size(PHONE)               # on a phone, long tokens wrap: Dismiss in view
    page.set_input_files("#import-file", files=[bad_file()])
    expect(alert).to_contain_text("This save cannot be opened")
    expect(page.locator("#alert [data-cmd=dismiss-alert]")).to_be_in_viewport(ratio=1)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.set_input_files("#import-file", files=[good_file()])
    expect(page.locator("#game-screen")).to_have_attribute("data-history", "25")
    expect(alert).to_be_hidden()                               # D-4: no stale refusal


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, PHONE],
                         ids=["desktop", "phone"])
def test_a_40_character_unbroken_name_stays_inside_the_game_over_panel(app, viewport):
    """The winner line and the standings wrap a name without spaces (the review's
    hostile_gameover.png); the score chart's own SVG text is the engine's (not checked)."""
    name = "W" * 40
    doc = played("lorenzo", 2, 77, None, names=[name, "M" * 40])
    page = app.page
    page.set_viewport_size(viewport)
    page.goto(app.base_url + "pyscript.json")
    page.evaluate("items => { localStorage.clear(); for (const [k, v] of Object.entries(items))"
                  " localStorage.setItem(k, v); }",
                  {P + "autosave/lorenzo/a": wrapped(doc), P + "current": "lorenzo/a"})
    app("")
    expect(page.locator("[data-testid=final-summary]")).to_be_visible()
    wide = page.evaluate("""() => {
      const panel = document.getElementById('decision').getBoundingClientRect();
      return [...document.querySelectorAll('#decision *')]
        .filter(el => el instanceof HTMLElement && el.getClientRects().length > 0)
        .filter(el => el.getBoundingClientRect().right > panel.right + 1
                      || el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible'
                         && el.clientWidth > 0)
        .map(el => el.tagName + '.' + (typeof el.className === 'string' ? el.className : ''))
        .slice(0, 5);
    }""")
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert not wide, f"wider than the panel: {wide}"


