"""Share links keep secrets in the browser (issue 29, D1; the review's steps).

Plus Ultra, 3 players, two bots have drafted: Share offers the public view and the person's,
no bot's, and says why; Public view says what the link reveals;
the link decodes to a position without seed or moves; Open → Play from here plays on from that
position (its re-dealt pool and picks), never from the real game: after the reveal the page
shows the link's picks, and the bots' real picks are nowhere on the board before it.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from engine import share
from tests.e2e.stored import open_autosave

pytestmark = pytest.mark.e2e

SEED = 5
"""A seed whose draft order is bot, bot, person (draft_queue [1, 2, 0, 1, 2, 0])."""


def characters_on_board(page) -> list[str]:
    keys = page.locator('#board svg [data-explain^="plus_ultra:character:"]').evaluate_all(
        "els => els.map(e => e.dataset.explain)")
    return sorted(k.rsplit(":", 1)[1] for k in keys)


def test_a_public_link_after_two_bots_drafted_reveals_none_of_their_picks(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    app(f"?new=plus_ultra&players=3&seed={SEED}&seats=human,easy,easy")
    screen = page.locator("#game-screen")
    expect(screen).to_have_attribute("data-history", "2", timeout=60_000)
    expect(page.locator("#decision [data-action]").first).to_be_visible()
    real = engine.load(open_autosave(page))
    game = engine.get_game("plus_ultra")
    picks = {seat: list(real.areas[seat].characters) for seat in (1, 2)}
    assert all(len(p) == 1 for p in picks.values())

    page.click('#decision [data-cmd="share"]')
    # the views offered: the public and Ana's, no bot's while the game is played (issue 29)
    views = page.locator("#share-seat option")
    assert views.evaluate_all("els => els.map(e => e.value)") == ["", "0"]
    expect(page.locator("[data-testid=share-withheld]")).to_contain_text("bots' views")
    reveals = page.locator("[data-testid=share-reveals]")
    expect(reveals).to_contain_text("Public view: the position as everyone sees it")
    expect(reveals).to_contain_text("re-dealt")
    for _ in range(12):       # each new link re-deals anew: take one whose picks are not real
        link = page.locator("[data-testid=share-link]").input_value()
        doc = share.parse_fragment(link.split("#", 1)[1])["doc"]
        shown = engine.load(doc)
        if any(shown.areas[seat].characters != picks[seat] for seat in picks):
            break
        page.select_option("#share-seat", "0")
        page.select_option("#share-seat", "")
    assert any(shown.areas[seat].characters != picks[seat] for seat in picks)
    assert "seed" not in doc and doc["actions"] == [] and shown.seed != real.seed
    assert game.view(shown, None) == game.view(real, None)

    page.goto(link)
    app.wait_ready()
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    assert characters_on_board(page) == []            # the public sees no pick, no pool
    page.click('[data-cmd="play"]')
    expect(page.locator("body")).to_have_attribute("data-mode", "play")
    state = shown
    while state.phase == "draft":                     # the reader drafts for every seat
        options = page.locator("#panel [data-action]")
        expect(options.first).to_be_visible()
        offered = sorted(options.evaluate_all("els => els.map(e => e.dataset.action)"))
        assert offered == sorted(a.notation for a in game.legal_actions(state))
        notation = offered[0]
        page.locator(f'#panel [data-action="{notation}"]').click()
        state = game.apply(state, notation)
        expect(page.locator("#counter")).to_contain_text("your line")
    held = sorted(c for p in state.areas for c in p.characters)
    expect(page.locator('#board svg [data-explain^="plus_ultra:character:"]')).to_have_count(
        len(held))
    assert characters_on_board(page) == held          # the link's deal, not the real one
    for seat in picks:                                # the bots' first picks as the link dealt
        assert state.areas[seat].characters[0] == shown.areas[seat].characters[0] or \
            shown.areas[seat].characters[0] in state.areas[seat].characters
