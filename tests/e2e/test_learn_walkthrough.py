"""Findings of the issue 21 walkthrough in Chromium (learn-qa).

An explained row of the board (Plus Ultra's "Ducats … 2", Nippon's region heading, Village's
chronicle and graves rows, a farmyard's members) answers over its whole box: a pointer or a
finger in the gap between its label and its boxes explains it (it used to fall through to the
panel's background and show nothing).  No lit move is covered by such a box: the centre of
every ``[data-action]`` element still hits that element, at the start and in the middle of a
game of every title.
"""
from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import expect

import engine

pytestmark = pytest.mark.e2e
GAMES = [g["id"] for g in engine.games()]
HITS = """() => {
  const hit = e => { e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
                     return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); };
  const covered = [], gaps = [];
  for (const e of document.querySelectorAll('#board [data-action]')) {
    if (!e.getBoundingClientRect().width) continue;
    const h = hit(e);
    if (!h || !e.contains(h)) covered.push(e.getAttribute('data-action'));
  }
  for (const e of document.querySelectorAll('#board g[data-explain]:not([data-action])')) {
    const h = hit(e);
    if (!h || !(e.contains(h) || h.closest('[data-explain]'))) gaps.push(e.getAttribute('data-explain'));
  }
  return {covered, gaps};
}"""


def _midgame(game_id: str) -> dict:
    """A 3-player random game (seed 7) stopped halfway, as a save document."""
    game = engine.get_game(game_id)
    state, rng, n = game.new(3, seed=7), random.Random(7), 0
    probe = state
    while not game.is_over(probe):
        probe, n = game.apply(probe, rng.choice(game.legal_actions(probe))), n + 1
    rng = random.Random(7)
    for _ in range(n // 2):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state, seats=[{"name": name, "kind": "human"} for name in state.names])


@pytest.mark.parametrize("game_id", GAMES)
def test_explained_rows_answer_over_their_box_and_cover_no_move(app, page, game_id):
    page.set_viewport_size({"width": 1280, "height": 800})
    page = app(f"?new={game_id}&players=3&seed=5")
    for position in ("start", "middle"):
        if position == "middle":
            doc = _midgame(game_id)
            page.set_input_files("#import-file", files=[{
                "name": "game.json", "mimeType": "application/json",
                "buffer": json.dumps(doc).encode("utf-8")}])
            expect(page.locator("#game-screen")).to_have_attribute(
                "data-history", str(len(doc["actions"])))
        if page.locator("[data-testid=continue]").is_visible():
            page.click("[data-testid=continue]")
        expect(page.locator("#board svg")).to_be_visible()
        found = page.evaluate(HITS)
        assert found["covered"] == [], f"{position}: lit moves covered: {found['covered']}"
        assert [k for k in found["gaps"] if ":good:" not in k] == [], \
            f"{position}: explained rows that answer only over their strokes: {found['gaps']}"
