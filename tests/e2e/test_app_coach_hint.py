"""Issue 31, "A coach at the table", items 1 to 3 in the browser: a person to move asks the
coach (button or key H); the bot worker thinks; the best options show in the panel with their
estimates in words and are outlined on the board; a click on one plays it; the hints taken are
counted per seat in the save (export keeps them); a finished game's review; Spanish, a 390 px
phone, axe clean."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from engine import share
from engine.__main__ import play_random
from engine.ai import coach
from tests.e2e.stored import open_autosave
from tests.e2e.test_accessibility import assert_clean

pytestmark = pytest.mark.e2e
OPTION = "#decision .hint-option"


def person_moves(page, n: int) -> None:
    """Play the person's first option ``n`` times (the easy bot answers in between)."""
    screen = page.locator("#game-screen")
    for _ in range(n):
        expect(screen).to_have_attribute("data-thinking", "false", timeout=60_000)
        before = screen.get_attribute("data-history")
        page.locator("#decision .actions [data-action]").first.click()
        expect(screen).not_to_have_attribute("data-history", before)


def _shows_stored_review(page, box, reviewed: dict, review_button: str) -> list:
    """Assert the stored review of ``reviewed`` is shown in ``box`` (its chart, one entry per
    marked decision of the first seat, in Spanish) and ``review_button`` offers no new one (a
    review is not computed twice); return the first seat's marked decisions."""
    expect(box.locator('svg[data-testid="win-chart"]')).to_be_visible()
    expect(page.locator(review_button)).to_have_count(0)
    marked = reviewed["review"]["costly"][0]
    expect(box.locator('[data-testid="review-decision"]')).to_have_count(len(marked))
    expect(box.locator('[data-testid="review-decision"]').first).to_contain_text("Jugaste")
    return marked


def test_a_hint_shows_outlines_plays_and_is_counted(app, page, tmp_path):
    app("?new=village&players=2&seed=3&seats=human,easy")
    screen = page.locator("#game-screen")
    person_moves(page, 4)                                   # a position a few moves in
    expect(screen).to_have_attribute("data-thinking", "false", timeout=60_000)
    expect(page.locator("#board svg")).to_have_attribute("data-to-move", "0")
    page.locator("#board").focus()
    page.keyboard.press("h")                                # the key asks as the button does
    expect(page.locator('[data-cmd="hint"]')).to_be_disabled()
    expect(page.locator(OPTION)).not_to_have_count(0, timeout=60_000)
    hinted = page.locator(OPTION).evaluate_all("els => els.map(e => e.dataset.notation)")
    legal = set(page.locator("#decision .actions [data-action], #board [data-action]")
                .evaluate_all("els => els.map(e => e.dataset.action)"))
    assert 1 <= len(hinted) <= 3 and set(hinted) <= legal
    assert len(hinted) == min(3, len(legal))
    outlined = set(page.locator(".coach-hint").evaluate_all(
        "els => els.map(e => e.dataset.action)"))
    assert outlined == set(hinted)                          # each hinted option, and no other
    board_marks = page.locator("#board .coach-hint")
    if board_marks.count():                                 # drawn apart from a legal option
        style = board_marks.first.evaluate("e => getComputedStyle(e).outlineStyle")
        assert style == "dotted"
    first = page.locator(OPTION).first
    expect(first).to_contain_text("points expected")
    expect(first).to_contain_text("chance to win")
    expect(first).to_contain_text("simulation")
    hint_ms = int(page.locator("body").get_attribute("data-hint-ms"))
    print(f"village 2p hint after {hinted and len(hinted)} options: {hint_ms} ms")

    page.select_option("#lang", "es")                       # the same hint, in Spanish
    expect(page.locator(OPTION).first).to_contain_text("probabilidad de ganar")
    expect(page.locator('[data-cmd="hint"]')).to_have_text("Pista")
    page.set_viewport_size({"width": 390, "height": 844})   # and on a phone
    expect(page.locator('[data-testid="hint-box"]')).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_clean(page, "hint (es, phone)")

    before = int(screen.get_attribute("data-history"))
    page.locator(OPTION).nth(len(hinted) - 1).click()       # a click plays that option
    expect(screen).not_to_have_attribute("data-history", str(before))
    expect(page.locator('[data-testid="hint-box"]')).to_have_count(0)   # gone with the position
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click("#nav-saves")
    with page.expect_download() as download:
        page.click("[data-cmd=export]")
    path = tmp_path / "hinted.json"
    download.value.save_as(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["hints"] == [1, 0]
    assert saved["actions"][before] == hinted[-1]


def test_a_finished_game_is_reviewed_in_the_worker_and_its_review_kept(app, page, tmp_path):
    """Item 3: "Review the game" on the game-over panel shows its progress and stops on Stop;
    a save that carries a review shows the win-chance chart and each person's marked
    decisions with links to the replay at that move, in Spanish on a phone; the hints taken
    are on the panel."""
    game = engine.get_game("village")
    state = play_random(game, 2, 4, None)
    doc = engine.save(state, seats=[{"name": "Ana", "kind": "human"},
                                    {"name": "Bot", "kind": "bot:easy"}], keep={"hints": [2, 0]})
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(doc), encoding="utf-8")
    app()
    page.set_input_files("#import-file", str(plain))
    expect(page.locator('[data-testid="hints-taken"]')).to_have_text("Hints taken: Ana: 2 · Bot: 0")
    page.click('[data-cmd="review"]')
    bar = page.locator('[data-testid="review-progress"] progress')
    page.wait_for_function("""() => { const p = document.querySelector(
        '[data-testid="review-progress"] progress'); return p && p.value > 0; }""",
                           timeout=120_000)
    assert int(bar.get_attribute("max")) > 1
    page.click('[data-cmd="stop-review"]')
    expect(page.locator('[data-testid="review-progress"]')).to_have_count(0)
    expect(page.locator('[data-cmd="review"]')).to_be_visible()      # nothing kept: ask again

    other = engine.save(play_random(game, 2, 5, None), seats=doc["players"])   # a new record
    reviewed = coach.store_review(other, coach.review(game, other, seed=1, iterations=2,
                                                      mark_visits=1))
    stored = tmp_path / "reviewed.json"
    stored.write_text(json.dumps(reviewed), encoding="utf-8")
    page.set_viewport_size({"width": 390, "height": 844})
    page.select_option("#lang", "es")
    page.set_input_files("#import-file", str(stored))
    box = page.locator('[data-testid="review"]')
    marked = _shows_stored_review(page, box, reviewed, '[data-cmd="review"]')
    href = box.locator('[data-testid="review-link"]').first.get_attribute("href")
    assert "embed.html#" in href and f"move={marked[0]['move']}" in href
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_clean(page, "review (es, phone)")
    assert open_autosave(page)["review"] == reviewed["review"]     # kept with the save
    replay = page.context.new_page()                  # the link's replay (its save has no
    replay.goto(href)                                 # review) shows the stored one
    replay.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    expect(replay.locator("body")).to_have_attribute("data-move", str(marked[0]["move"]))
    expect(replay.locator('#panel [data-testid="review"] svg[data-testid="win-chart"]')
           ).to_be_visible()
    expect(replay.locator('[data-testid="bar-review"]')).to_be_hidden()   # not computed again


SHOTS = Path("/tmp/coach-web-shots")


def test_the_replay_reviews_and_play_from_here_hints(app, page):
    """Items 3 and 4 in embed.html (the app's Replay), one page: a finished game's replay
    offers "Review the game", runs it in the worker with its progress and Stop; a save that
    carries a review shows it without computing, its "Move N" buttons jump within the replay
    and the review stays beside the board; "Play from here" offers the hint (key H), outlined
    on the board, a click plays it; Spanish on a 390 px phone, axe clean."""
    SHOTS.mkdir(exist_ok=True)
    game = engine.get_game("village")
    players = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "bot:easy"}]
    plain = engine.save(play_random(game, 2, 4, None), seats=players)
    app("embed.html#" + share.make_fragment(plain, move=0, whole=True))   # as Replay opens it
    expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    page.click('[data-testid="bar-review"]')
    page.wait_for_function("""() => { const p = document.querySelector(
        '#panel [data-testid="review-progress"] progress'); return p && p.value > 0; }""",
                           timeout=120_000)
    page.screenshot(path=str(SHOTS / "embed-review-progress.png"))
    page.click('#panel [data-cmd="stop-review"]')
    expect(page.locator('[data-testid="review-progress"]')).to_have_count(0)
    expect(page.locator('[data-testid="bar-review"]')).to_be_visible()   # nothing kept

    other = engine.save(play_random(game, 2, 5, None), seats=players)
    reviewed = coach.store_review(other, coach.review(game, other, seed=1, iterations=2,
                                                      mark_visits=1))
    page.evaluate("h => { location.hash = h; }",
                  share.make_fragment(reviewed, whole=True, play=True, lang="es"))
    box = page.locator('#panel [data-testid="review"]')
    marked = _shows_stored_review(page, box, reviewed, '[data-cmd="review"]:visible')
    page.screenshot(path=str(SHOTS / "embed-review-es.png"), full_page=True)
    box.locator('[data-testid="review-link"]').first.click()       # jumps within the replay
    body = page.locator("body")
    expect(body).to_have_attribute("data-move", str(marked[0]["move"]))
    expect(box).to_be_visible()                                     # still beside the board
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=str(SHOTS / "embed-review-es-phone.png"), full_page=True)
    assert_clean(page, "embed review (es, phone)")

    page.click('[data-cmd="more"]')                                 # the phone's "⋯"
    page.click('[data-cmd="play"]')
    expect(body).to_have_attribute("data-mode", "play")
    if page.locator('#panel [data-cmd="hint"]').count() == 0:      # nobody to move: step on
        raise AssertionError("no hint button at a person's decision")
    page.locator("#board").focus()
    page.keyboard.press("h")
    options = page.locator("#panel .hint-option")
    expect(options).not_to_have_count(0, timeout=60_000)
    hinted = options.evaluate_all("els => els.map(e => e.dataset.notation)")
    legal = set(page.locator("#panel .actions [data-action], #board [data-action]")
                .evaluate_all("els => els.map(e => e.dataset.action)"))
    assert 1 <= len(hinted) <= 3 and set(hinted) <= legal
    outlined = set(page.locator(".coach-hint").evaluate_all(
        "els => els.map(e => e.dataset.action)"))
    assert outlined == set(hinted)
    expect(options.first).to_contain_text("probabilidad de ganar")
    page.screenshot(path=str(SHOTS / "embed-hint-es-phone.png"), full_page=True)
    assert_clean(page, "embed hint (es, phone)")
    options.first.click()                                           # a click plays it
    expect(page.locator("#counter")).to_contain_text("tu variante")
    expect(page.locator('[data-testid="hint-box"]')).to_have_count(0)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.keyboard.press("h")
    expect(options).not_to_have_count(0, timeout=60_000)
    page.screenshot(path=str(SHOTS / "embed-hint-es-desktop.png"))
