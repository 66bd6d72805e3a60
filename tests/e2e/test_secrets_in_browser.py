"""Bots' secret choices never reach the page before their reveal (issue 16, point 1; review B2).

A person after two bots in the Plus Ultra draft and bids, and after a bot in Lorenzo's leader
draft: neither the text nor any attribute of the page (aria-label, title, SVG <title>, hidden
elements included) names a bot's pick or bid; the "since your last turn" list says "… chose a character".
Only the person's own option buttons are left out (they list the person's own choices).
"""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

import engine

import labels

pytestmark = pytest.mark.e2e

PAGE_TEXT = """() => {
  const own = new Set(document.querySelectorAll('#decision .actions, #decision .actions *'));
  const out = [];
  for (const el of document.querySelectorAll('*')) {
    if (own.has(el)) continue;
    for (const attr of el.attributes) out.push(attr.value);
    for (const node of el.childNodes) if (node.nodeType === 3) out.push(node.textContent);
  }
  return out.join('\\n');
}"""
"""Every text node and attribute value of the page, except the person's own option buttons."""


def saved_game(page, game_id: str):
    """The open game's state, replayed from its autosave (whatever its storage key)."""
    docs = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.includes('autosave')).map(k => localStorage.getItem(k))""")
    for text in docs:
        try:
            doc = json.loads(text)
        except (TypeError, ValueError):
            continue
        if isinstance(doc, dict) and isinstance(doc.get("doc"), dict):
            doc = doc["doc"]                     # {"saved", "doc"}: one game instance
        if isinstance(doc, dict) and doc.get("game") == game_id:
            return engine.load(doc)
    raise AssertionError(f"no autosave of {game_id}")


def wait_for_person(page) -> None:
    """Until the person has options (no bot thinking)."""
    expect(page.locator("#game-screen")).to_have_attribute("data-thinking", "false",
                                                           timeout=60_000)
    expect(page.locator("#decision [data-action]").first).to_be_visible(timeout=60_000)


def assert_no_secret(page, game, state, person: int) -> int:
    """The page names none of the other seats' hidden moves; returns how many were hidden."""
    text = page.evaluate(PAGE_TEXT)
    hidden = {i: seat for i, (seat, _p) in game.hidden_moves(state).items() if seat != person}
    for index in hidden:
        notation = state.history[index]
        label = labels.action_label(game, notation, state.names, lambda s: s, state.variant)
        component = game.terms.get(notation.split()[1], "")
        for secret in filter(None, (label, notation, component)):
            assert not re.search(rf"(?<!\w){re.escape(secret)}(?!\w)", text), \
                f"the page shows {secret!r} (move {index}: {notation!r})"
    return len(hidden)


def test_plus_ultra_bots_drafting_and_bidding_first_keep_their_secrets(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    # seed 2: Peer Order is seat 1, seat 0, seat 2, so both bots pick and bid before the person
    app("?new=plus_ultra&players=3&seed=2&seats=easy,easy,human")
    game = engine.get_game("plus_ultra")
    seen = {"draft": 0, "bid": 0}
    for _ in range(40):
        wait_for_person(page)
        state = saved_game(page, "plus_ultra")
        prompt = game.decision(state).prompt
        if prompt in seen:
            hidden = assert_no_secret(page, game, state, person=2)
            if hidden:
                seen[prompt] += 1
                chose = "chose a character" if prompt == "draft" else "chose a bid"
                expect(page.get_by_test_id("since-last-turn")).to_contain_text(chose)
        if prompt == "bid":
            break
        page.locator("#decision [data-action]").first.click()
        expect(page.locator("#game-screen")).not_to_have_attribute(
            "data-history", str(len(state.history)))
    assert seen == {"draft": 2, "bid": 1}        # both draft rounds and the bids were looked at


def test_lorenzo_bot_drafting_leaders_first_keeps_its_picks_secret(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    # seed 1: the bot (seat 0) is first in turn order, so it picks before the person each round
    app("?new=lorenzo&players=2&seed=1&variant=advanced&seats=easy,human")
    game = engine.get_game("lorenzo")
    looked = 0
    for _ in range(6):
        wait_for_person(page)
        state = saved_game(page, "lorenzo")
        if game.decision(state).prompt != "draft":
            break
        looked += assert_no_secret(page, game, state, person=1)
        expect(page.get_by_test_id("since-last-turn")).to_contain_text("chose a leader")
        page.locator("#decision [data-action]").first.click()
        expect(page.locator("#game-screen")).not_to_have_attribute(
            "data-history", str(len(state.history)))
    state = saved_game(page, "lorenzo")
    assert looked == 1 + 2 + 3                   # the bot's picks hidden at each of the 3 rounds
    assert_no_secret(page, game, state, person=1)  # and still after the draft
