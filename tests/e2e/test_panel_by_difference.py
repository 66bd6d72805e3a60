"""Issue 33: a move redraws the decision panel by difference (web/game_screen.py ``render``
through web/redraw.js ``euroRedraw``), and a pointer's move moves the focus after the frame.

- The panel's nodes that did not change stay (the Undo button, the "since your last turn"
  box's title): before, the panel and the "since" box were rebuilt by ``innerHTML`` on every
  move.
- The panel is still an ``aria-live`` region told what changed: whose turn it is.
- After a click on the board the focus still reaches the panel's first option (review B7),
  a frame later; a keyboard move focuses it at once (tests/e2e/test_buttons_and_keyboard.py).
- Panels drawn by difference equal the panels ``innerHTML`` would give (successive panels of
  a random game of each title, in a bare page with only web/redraw.js).
"""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

import since
from board_panel import BoardPanel

import engine
from engine.i18n import translator
from tests.conftest import DIST

pytestmark = pytest.mark.e2e

WATCH = """() => {
  const panel = document.getElementById('decision');
  window.__kept = {undo: panel.querySelector('[data-cmd=undo]'),
                   since: panel.querySelector('.since-title')};
  window.__told = [];
  new MutationObserver((records) => { for (const r of records) {
      const nodes = r.type === 'childList' ? Array.from(r.addedNodes) : [r.target];
      for (const n of nodes) window.__told.push(n.textContent); } })
    .observe(panel, {childList: true, subtree: true, characterData: true});
}"""
KEPT = """() => {
  const panel = document.getElementById('decision');
  return {undo: panel.querySelector('[data-cmd=undo]') === window.__kept.undo,
          since: window.__kept.since !== null
                 && panel.querySelector('.since-title') === window.__kept.since,
          live: panel.getAttribute('aria-live'), told: window.__told.join(' | ')};
}"""


def test_a_move_keeps_the_panels_unchanged_nodes_and_tells_whose_turn_it_is(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    app("?new=village&players=2&seed=5&seats=human,human")
    screen = page.locator("#game-screen")
    expect(screen).to_have_attribute("data-history", "0", timeout=60_000)
    heading = page.locator("#decision .to-move")
    for _ in range(20):          # until a move that passes the turn, a "since" box before it
        had_since = page.locator("#decision .since-title").count() > 0
        was_to_move, before = heading.text_content(), screen.get_attribute("data-history")
        page.evaluate(WATCH)
        page.locator("#board [data-action]").first.click()
        expect(screen).not_to_have_attribute("data-history", before)
        if had_since and heading.text_content() != was_to_move:
            break
    got = page.evaluate(KEPT)
    assert got["undo"] and got["since"], got              # not rebuilt
    assert got["live"] == "polite"
    to_move = heading.text_content()
    assert to_move and to_move != was_to_move and to_move in got["told"], got   # announced
    # the pointer's move: the focus reaches the first option after the frame
    expect(page.locator("#decision [data-action]").first).to_be_focused()


CHECK = """([panels]) => {
  const box = document.getElementById('box');
  const fresh = document.createElement('template');
  return panels.map((html) => {
    window.euroRedraw(box, html);
    fresh.innerHTML = html;
    return box.childNodes.length === fresh.content.childNodes.length
      && Array.from(box.childNodes).every((n, i) => n.isEqualNode(fresh.content.childNodes[i]));
  });
}"""


def panels(game_id: str) -> list[str]:
    """The "since your last turn" box and decision panel of 40 successive positions of a random
    4-player game of ``game_id`` (seed 7), as the app's game screen draws them (hotseat)."""
    game, rng = engine.get_game(game_id), random.Random(7)
    state, _ = game.new(4, seed=7), translator("en")
    timeline = since.Timeline(len(state.log))
    out = []
    for _step in range(40):
        if game.is_over(state):
            break
        decision = game.decision(state)
        legal = game.legal_actions(state)
        drawn = BoardPanel(game, state, None, _)
        out.append(since.summary(game, state, timeline, decision.seat, None, _)
                   + drawn.panel(legal, can_undo=bool(state.history)))
        state = game.apply(state, rng.choice(legal))
        timeline.add(decision.seat, state, decision.prompt)
    return out


def test_panels_by_difference_equal_a_full_redraw(page):
    page.set_content('<div id="box"></div>')
    page.add_script_tag(content=(DIST / "web" / "redraw.js").read_text(encoding="utf-8"))
    for game_id in ("plus_ultra", "lorenzo", "nippon", "village"):
        drawn = panels(game_id)
        assert all(page.evaluate(CHECK, [drawn])), game_id
