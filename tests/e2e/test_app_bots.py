"""Bots in the browser (issue 7): a person against bots plays to the end; a thinking bot leaves
the page responsive (Pause is handled before the bot's move lands); bot-only games can be
watched move by move; the new-game dialog seats bots and the autosave remembers them."""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.stored import open_autosave

pytestmark = pytest.mark.e2e


def autosave(page) -> dict:
    return open_autosave(page)


def history(page) -> int:
    return int(page.locator("#game-screen").get_attribute("data-history"))


def test_one_person_against_two_bots_plays_to_the_end(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    app("?new=plus_ultra&players=3&seed=21&seats=human,easy,random")
    rng, board = random.Random(21), page.locator("#board svg")
    for _ in range(3000):
        if board.get_attribute("data-game-over") == "true":
            break
        if page.locator("#game-screen").get_attribute("data-thinking") == "true":
            page.wait_for_timeout(50)
            continue
        actions = page.locator("#decision [data-action]")
        if actions.count() == 0:
            page.wait_for_timeout(50)
            continue
        actions.nth(rng.randrange(actions.count())).click()
    expect(board).to_have_attribute("data-game-over", "true")
    doc = autosave(page)
    assert [p["kind"] for p in doc["players"]] == ["human", "bot:easy", "bot:random"]
    game = engine.get_game("plus_ultra")
    final = engine.load(doc)
    winner = final.names[game.ranking(final)[0]]
    expect(page.locator(".winner-line")).to_contain_text(winner)
    assert [page.locator(f'[data-testid=final-scores] tfoot td[data-seat="{s}"]').text_content()
            for s in range(3)] == [str(x["total"]) for x in game.scores(final)]


def test_a_thinking_bot_leaves_the_page_responsive(app, page):
    """Pause, clicked while a search bot thinks, is handled before its move lands."""
    app("?new=plus_ultra&players=2&seed=5&seats=hard,hard")
    screen = page.locator("#game-screen")
    expect(screen).to_have_attribute("data-thinking", "true")
    page.click('[data-cmd="pause"]')                   # taken while the bot searches
    expect(screen).to_have_attribute("data-thinking", "false")
    before = history(page)
    page.wait_for_timeout(1500)
    assert history(page) == before                     # an interrupted move never lands
    page.click('[data-cmd="step"]')                    # watch mode: one move at a time
    expect(screen).to_have_attribute("data-history", str(before + 1), timeout=60_000)
    expect(page.locator("[data-testid=since-last-turn]")).to_be_visible()
    page.wait_for_timeout(800)
    assert history(page) == before + 1                 # still paused after the step
    page.click('[data-cmd="resume-bots"]')
    expect(screen).to_have_attribute("data-thinking", "true")


def test_dialog_seats_bots_and_undo_returns_to_the_persons_turn(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    app()
    page.click('#games [data-cmd=new][data-game="plus_ultra"]')
    page.select_option("#new-kind-1", "easy")
    page.fill("#new-seed", "8")
    page.click("#new-form button[type=submit]")
    screen = page.locator("#game-screen")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    assert [p["kind"] for p in autosave(page)["players"]] == ["human", "bot:easy"]
    # play until the bot has answered at least once after a move of ours
    for _ in range(40):
        expect(screen).to_have_attribute("data-thinking", "false", timeout=30_000)
        actions = page.locator("#decision [data-action]")
        if actions.count():
            mine = history(page)
            actions.first.click()
            expect(screen).not_to_have_attribute("data-history", str(mine))
            expect(screen).to_have_attribute("data-thinking", "false", timeout=30_000)
            if history(page) > mine + 1 and page.locator("#decision [data-action]").count():
                break
    after = history(page)
    assert page.locator("[data-testid=since-last-turn]").count() == 1
    undo = page.locator('#decision [data-cmd="undo"]')
    if undo.is_enabled():
        undo.click()
        expect(screen).not_to_have_attribute("data-history", str(after))
        assert history(page) < after
        expect(page.locator("#decision [data-action]").first).to_be_visible()   # a person decides


def test_the_board_outlines_what_the_last_player_did(app, page):
    """Issue 7: "the board shows that a bot is thinking and what it did (highlighted last
    action, log line)": the places of the last turn's moves carry a dashed outline."""
    app("?new=lorenzo&players=2&seed=3&seats=easy,easy")
    screen, board = page.locator("#game-screen"), page.locator("#board svg")
    page.wait_for_function(
        "Number(document.getElementById('game-screen').dataset.history) >= 2", timeout=60_000)
    page.click('[data-cmd="pause"]')
    expect(screen).to_have_attribute("data-thinking", "false")
    doc = open_autosave(page)
    assert any(a.startswith("place ") for a in doc["actions"])
    outlined = board.locator(".highlight")
    expect(outlined.first).to_be_visible()
    assert 1 <= outlined.count() <= 3
    expect(page.locator("[data-testid=since-last-turn]")).to_be_visible()
