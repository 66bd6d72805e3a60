"""Village in Chromium: whole hotseat games played by clicking, reload resume, screenshots.

Played like tests/e2e/test_app.py: click a seeded random visible ``[data-action]`` element, or
``[data-testid=continue]`` on a hand-off screen, until the board says ``data-game-over``.  The
final table is checked against the host engine replaying the autosaved document.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from test_app import DESKTOP, PHONE, Player, history, no_page_scroll, shot

pytestmark = pytest.mark.e2e
AUTOSAVE = "euro-games/v1/autosave/village"


def start(app, players: int, seed: int):
    page = app(f"?new=village&players={players}&seed={seed}")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    return page


def autosave(page) -> dict:
    return json.loads(page.evaluate(f"localStorage.getItem({AUTOSAVE!r})"))


def _late_save(tmp_path, players: int, seed: int, left: int) -> Path:
    """A save of a random host game ``left`` actions before its end (to finish in Chromium)."""
    g, rng = engine.get_game("village"), random.Random(seed)
    s = g.new(players, seed=seed)
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    s = engine.load(engine.save(s), upto=max(0, len(s.history) - left))
    path = tmp_path / "late.json"
    path.write_text(json.dumps(engine.save(s)))
    return path


@pytest.mark.parametrize("players,viewport,late", [(2, DESKTOP, False), (3, PHONE, True),
                                                   (4, DESKTOP, True)],
                         ids=["2p-desktop-whole", "3p-phone-late", "4p-desktop-late"])
def test_full_village_game(app, players, viewport, late, tmp_path):
    """Issue 6, acceptance: a game plays to the end in Chromium, resumes after a reload, and
    its final scores equal the engine's breakdown.  The 2-player game is played whole; the 3-
    and 4-player games start from an imported save near their end (CI time)."""
    app.page.set_viewport_size(viewport)
    page = start(app, players, seed=200 + players)
    if late:
        page.set_input_files("#import-file", str(_late_save(tmp_path, players, 300 + players,
                                                            30)))
        expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    size = f"{viewport['width']}x{viewport['height']}"
    player = Player(page, seed=players)
    player.play(actions=20 if late else 40)
    if player.probe()["handoff"]:
        player.step()
    shot(page, f"village-{players}p-{size}-mid")
    no_page_scroll(page)
    before = history(page)
    page.reload()                                   # resumes the autosave
    app.wait_ready()
    expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    assert history(page) == before
    player.play(limit=4_000)

    expect(page.locator("#board svg")).to_have_attribute("data-game-over", "true")
    table = page.locator("[data-testid=final-scores]")
    expect(table).to_be_visible()
    shot(page, f"village-{players}p-{size}-end")
    assert page.locator("[data-action]").count() == 0
    doc = autosave(page)
    state = engine.load(doc)
    game = engine.get_game("village")
    assert game.is_over(state) and len(doc["actions"]) == history(page)
    scores, ranking = game.scores(state), game.ranking(state)
    shown = {int(cell.get_attribute("data-seat")): int(cell.inner_text())
             for cell in table.locator("[data-testid=total]").all()}
    assert shown == {seat: s["total"] for seat, s in enumerate(scores)}
    for line, points in scores[ranking[0]]["breakdown"].items():
        cell = table.locator(f'td[data-seat="{ranking[0]}"][data-line="{line}"]')
        expect(cell).to_have_text(str(points))
