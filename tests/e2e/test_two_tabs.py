"""Issue 30, D-1 in Chromium (reliability review of 2026-11-28, ../shared/reviews/
reliability-review-2026-11-28.md, task 2a): two tabs on one game lose no move, and the tab
that is behind the stored game is told and never writes over moves it has not seen.
"""
from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.stored import open_autosave, stored_keys
from tests.e2e.test_app import Player, history

pytestmark = pytest.mark.e2e
P = "euro-games/v1/"
STALE = "[data-testid=stale]"


def wrapped(doc) -> str:
    return json.dumps({"saved": "2026-11-28T04:00:00Z", "doc": doc}, separators=(",", ":"))


def _other_tab(app):
    """A second tab of the same browser context (same localStorage), as an ``App``."""
    return type(app)(app.page.context.new_page(), app.base_url)


def stored_actions(page) -> list[str]:
    return open_autosave(page)["actions"]


def test_two_tabs_on_one_game_lose_no_move_and_the_tab_behind_is_told(app):
    """D-1, the review's sequence: A plays 3; B opens the same game; A plays 2; B, behind, is
    told and cannot write over A's moves; B loads them and plays 2; A, behind now, is told,
    loads them and plays 1.  Every move is stored, and reloads show all 8."""
    a = app("?new=village&players=2&seed=7")
    play_a, play_b = Player(a, seed=1), Player(a, seed=2)
    play_a.play(actions=3)
    b = _other_tab(app)("")
    play_b.page = b
    expect(b.locator("#game-screen")).to_have_attribute("data-history", "3")
    expect(b.locator(STALE)).to_be_hidden()
    play_a.play(actions=2)
    line = stored_actions(a)
    assert len(line) == 5
    expect(b.locator(STALE)).to_be_visible()                   # told at once (storage event)
    expect(b.locator(STALE)).to_contain_text("another tab")
    b.locator("#board [data-action]").first.click()            # a move from the old position
    assert history(b) == 3 and stored_actions(b) == line       # refused: nothing written over
    b.locator(f"{STALE} [data-cmd=reload-game]").click()
    expect(b.locator("#game-screen")).to_have_attribute("data-history", "5")
    expect(b.locator(STALE)).to_be_hidden()
    play_b.play(actions=2)
    line_b = stored_actions(b)
    assert len(line_b) == 7 and line_b[:5] == line
    expect(a.locator(STALE)).to_be_visible()
    a.locator(f"{STALE} [data-cmd=reload-game]").click()
    expect(a.locator("#game-screen")).to_have_attribute("data-history", "7")
    play_a.play(actions=1)
    final = stored_actions(a)
    assert len(final) == 8 and final[:7] == line_b
    for page in (a, b):
        page.reload()
        page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
        expect(page.locator("#game-screen")).to_have_attribute("data-history", "8")


def test_a_tab_that_missed_the_news_never_writes_over_newer_moves(app):
    """A tab left behind (no storage event reached it: here the newer game is written by the
    tab itself) finds out at its next move: the move is not made, it is told, and it may keep
    its position as a separate game, beside the newer one."""
    game, rng = engine.get_game("village"), random.Random(7)
    state = game.new(2, seed=7)
    states = [state]
    for _ in range(5):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        states.append(state)
    page = app.page
    page.goto(app.base_url + "pyscript.json")
    page.evaluate("items => { localStorage.clear(); for (const [k, v] of Object.entries(items))"
                  " localStorage.setItem(k, v); }",
                  {P + "autosave/village/a": wrapped(engine.save(states[3])),
                   P + "current": "village/a"})
    app("")
    assert history(page) == 3
    newer = wrapped(engine.save(states[5]))
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [P + "autosave/village/a", newer])
    page.locator("#board [data-action]").first.click()
    expect(page.locator(STALE)).to_be_visible()
    assert history(page) == 3
    assert page.evaluate(f"localStorage.getItem('{P}autosave/village/a')") == newer
    page.locator(f"{STALE} [data-cmd=fork-game]").click()
    expect(page.locator(STALE)).to_be_hidden()
    Player(page, seed=3).play(actions=1)
    assert history(page) == 4
    refs = [k for k in stored_keys(page) if k.startswith("autosave/village/")]
    assert len(refs) == 2
    assert page.evaluate(f"localStorage.getItem('{P}autosave/village/a')") == newer
    assert len(open_autosave(page)["actions"]) == 4


def test_two_tabs_on_two_games_each_reopen_their_own_after_a_reload(app):
    """Review task 2a case 2 (risk 3): A plays Village, B starts Nippon; A's reload opened
    Nippon (``current`` is shared by the tabs).  Each tab keeps its own game and moves."""
    a = app("?new=village&players=2&seed=7")
    Player(a, seed=1).play(actions=2)
    b = _other_tab(app)("?new=nippon&players=2&seed=4")
    Player(b, seed=2).play(actions=2)
    Player(a, seed=1).play(actions=1)
    for page, game, moves in ((a, "village", 3), (b, "nippon", 2)):
        page.reload()
        page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
        expect(page.locator("#board svg")).to_have_attribute("data-game", game)
        assert history(page) == moves
        expect(page.locator(STALE)).to_be_hidden()
