"""The end of a game in Chromium (issue 20, "End of the game, and again"): the game-over panel
with the engine's score chart and a working Rematch; the new-game dialog remembers the last
choices and offers "me against bots"; screenshots of the end screens."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.stored import open_autosave, stored_keys
from tests.e2e.test_accessibility import assert_clean

pytestmark = pytest.mark.e2e
P = "euro-games/v1/"
SHOTS = Path("/tmp/shots/endgame")


def finished(game_id: str, players: int, seed: int, names=None, kinds=None) -> dict:
    game, rng = engine.get_game(game_id), random.Random(seed)
    state = game.new(players, seed=seed, names=names)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc = engine.save(state)
    for player, kind in zip(doc["players"], kinds or [], strict=False):
        player["kind"] = kind
    return doc


def open_finished(app, doc: dict, ref: str = "a", lang: str = "en"):
    page = app.page
    page.goto(app.base_url + "pyscript.json")
    page.evaluate("items => { localStorage.clear();"
                  " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                  {P + f"autosave/{doc['game']}/{ref}": json.dumps(
                      {"saved": "2026-11-24T06:00:00Z", "doc": doc}),
                   P + "current": f"{doc['game']}/{ref}", P + "lang": json.dumps(lang)[1:-1]})
    app()
    expect(page.locator("#board svg")).to_have_attribute("data-game-over", "true")
    return page


def test_game_over_panel_has_the_chart_and_rematch_opens_a_new_instance(app):
    names = ["Ana", "Bea <b>", "Cris"]
    kinds = ["human", "bot:easy", "human"]
    doc = finished("lorenzo", 3, 11, names, kinds)
    page = open_finished(app, doc)
    page.set_viewport_size({"width": 1280, "height": 800})
    chart = page.locator('#decision svg[data-testid="score-chart"]')
    expect(chart).to_be_visible()
    expect(chart.locator("title")).to_have_text("Scores over the game")
    game = engine.get_game("lorenzo")
    final = engine.load(doc)
    expect(page.locator(".winner-line")).to_contain_text(
        final.names[game.ranking(final)[0]] + " wins!")
    assert chart.locator("polyline:not(.casing)").count() == 3
    assert_clean(page, "game over with the score chart")
    page.click('[data-cmd="rematch"]')
    expect(page.locator("#board svg")).not_to_have_attribute("data-game-over", "true")
    new = open_autosave(page)
    assert [p["name"] for p in new["players"]] == names
    assert [p["kind"] for p in new["players"]] == kinds
    assert new["variant"] == doc["variant"] and new["seed"] != doc["seed"]
    keys = [k for k in stored_keys(page) if k.startswith("autosave/lorenzo/")]
    assert "autosave/lorenzo/a" in keys and len(keys) == 2        # the finished game stays
    current = page.evaluate(f"() => localStorage.getItem({P + 'current'!r})")
    assert current != "lorenzo/a"
    # the rematch is played: the bot moves when it is its turn, a person's click is a move
    screen = page.locator("#game-screen")
    expect(screen).to_have_attribute("data-thinking", "false", timeout=60_000)
    if page.locator("[data-testid=continue]").is_visible():
        page.click("[data-testid=continue]")
    played = int(screen.get_attribute("data-history"))
    page.locator("#decision [data-action]:visible").first.click()
    expect(screen).not_to_have_attribute("data-history", str(played))
    assert len(open_autosave(page)["actions"]) > played


def test_the_dialog_remembers_choices_and_offers_me_against_bots(app):
    page = app.page
    page.set_viewport_size({"width": 1280, "height": 800})
    app()
    page.click('#games [data-cmd=new][data-game="nippon"]')
    page.select_option("#new-players", "3")
    page.fill("#new-name-0", "Dora")
    page.fill("#new-name-1", "Eli")
    page.select_option("#new-kind-2", "easy")
    page.click("#new-form button[type=submit]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "nippon")
    page.click("#nav-shelf")
    page.click('#games [data-cmd=new][data-game="nippon"]')
    expect(page.locator("#new-players")).to_have_value("3")
    expect(page.locator("#new-name-0")).to_have_value("Dora")
    expect(page.locator("#new-name-1")).to_have_value("Eli")
    expect(page.locator("#new-kind-2")).to_have_value("easy")
    assert_clean(page, "new-game dialog with remembered choices")
    page.click('[data-testid="against-bots"]')
    expect(page.locator("#board svg")).to_have_attribute("data-game", "nippon")
    doc = open_autosave(page)
    assert [p["kind"] for p in doc["players"]] == ["human", "bot:easy", "bot:easy"]
    assert doc["players"][0]["name"] == "Dora"


GAMES = [("plus_ultra", 3, 4), ("lorenzo", 4, 5), ("nippon", 3, 6), ("village", 3, 7)]


def test_end_screen_screenshots(app):
    """1280×800 and 390×844 end screens of every game, English then Spanish (the language
    switched on the same page; looked at).  Every game in turn on one page: one browser
    context (a cold one costs ~6 navigations)."""
    for game_id, players, seed in GAMES:
        doc = finished(game_id, players, seed, kinds=["human"] * players)
        page = open_finished(app, doc, lang="en")
        SHOTS.mkdir(parents=True, exist_ok=True)
        for lang in ("en", "es"):
            if lang != "en":
                page.set_viewport_size({"width": 1280, "height": 800})
                page.select_option("#lang", lang)
                expect(page.locator("html")).to_have_attribute("lang", lang)
            for width, height in ((1280, 800), (390, 844)):
                page.set_viewport_size({"width": width, "height": height})
                page.wait_for_timeout(300)
                expect(page.locator('svg[data-testid="score-chart"]')).to_be_visible()
                page.locator("#decision h2").scroll_into_view_if_needed()
                page.screenshot(path=str(SHOTS / f"{game_id}-{lang}-{width}-top.png"))
                page.locator('svg[data-testid="score-chart"]').scroll_into_view_if_needed()
                page.screenshot(path=str(SHOTS / f"{game_id}-{lang}-{width}.png"))
            if lang == "es":
                expect(page.locator('svg[data-testid="score-chart"] title')).to_have_text(
                    "Puntos a lo largo de la partida")
                expect(page.locator('[data-cmd="rematch"]')).to_have_text("Revancha")
            assert_clean(page, f"{game_id} end screen ({lang})")


def open_replay(app, doc: dict, size=(1280, 800), **options):
    from engine import share
    page = app.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    app("embed.html#" + share.make_fragment(doc, **options))
    expect(page.locator("#board svg")).to_have_attribute("data-game", doc["game"])
    return page


def test_replay_autoplays_jumps_from_the_move_list_and_ends_on_the_final_scores(app):
    doc = finished("lorenzo", 3, 12)
    page = open_replay(app, doc, move=0)
    body = page.locator("body")
    moves = page.locator('[data-testid="move-list"] button[data-move]')
    game, states = engine.get_game("lorenzo"), list(engine.savedoc.iter_states(doc))
    ends = [n for n in range(1, len(states)) if n == len(states) - 1
            or game.decision(states[n]).prompt not in game.follow_prompts]
    expect(moves).to_have_count(len(ends) + 1)  # the start and every move: a placement is one
    markers = page.locator('[data-testid="move-list"] li.marker')
    expect(markers.first).to_have_text("Round 1")
    assert markers.count() == 6                                   # Lorenzo: 6 rounds
    page.select_option("#speed", "4")
    page.click('[data-testid="autoplay"]')
    expect(page.locator('[data-testid="autoplay"]')).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("Number(document.body.dataset.move) >= 3", timeout=15_000)
    page.click('[data-testid="autoplay"]')                             # pause
    expect(page.locator('[data-testid="autoplay"]')).to_have_attribute("aria-pressed", "false")
    paused = int(body.get_attribute("data-move"))
    page.wait_for_timeout(1200)
    assert int(body.get_attribute("data-move")) == paused
    end = next(n for n in ends if n >= 40 and states[n].history[-2].startswith("member "))
    target = page.locator(f'[data-testid="move-list"] button[data-move="{end}"]')
    target.click()                                  # a placement: after its space, not the member
    expect(body).to_have_attribute("data-move", str(end))
    text = target.locator(".move-text").inner_text()
    assert "family member" in text                  # the placement's whole text, as the caption
    expect(page.locator("#caption")).to_have_text(text)
    expect(target).to_have_attribute("aria-current", "step")
    after = ends[ends.index(end) + 1]
    page.click('[data-cmd="next"]')                 # › and ‹ step whole placements too
    expect(body).to_have_attribute("data-move", str(after))
    page.keyboard.press("ArrowLeft")
    expect(body).to_have_attribute("data-move", str(end))
    page.click('[data-cmd="prev"]')
    expect(body).to_have_attribute("data-move", str(ends[ends.index(end) - 1]))
    target.click()
    expect(body).to_have_attribute("data-move", str(end))
    assert_clean(page, "replay with the move list")
    page.click('[data-cmd="last"]')
    summary = page.locator('[data-testid="final-summary"]')
    expect(summary).to_be_visible()
    game, final = engine.get_game("lorenzo"), engine.load(doc)
    expect(summary.locator(".winner-line")).to_contain_text(final.names[game.ranking(final)[0]])
    expect(summary.locator('svg[data-testid="score-chart"]')).to_be_visible()
    page.click('[data-cmd="zoom-in"]')
    width = page.evaluate("document.querySelector('#board svg').getBoundingClientRect().width")
    frame = page.evaluate("document.getElementById('board').clientWidth")
    assert width > frame * 1.3                                   # the board is larger
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "replay-last-1280.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOTS / "replay-last-390.png"))


def test_share_copies_the_link_and_the_snippet_is_large(app, context):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    doc = finished("plus_ultra", 4, 3)
    page = open_finished(app, doc)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click('#decision [data-cmd="share"]')
    page.click('[data-testid="copy-share-link"]')
    expect(page.locator("#copy-status")).to_have_text("Copied")
    link = page.locator('[data-testid="share-link"]').input_value()
    assert page.evaluate("navigator.clipboard.readText()") == link
    snippet = page.locator('[data-testid="share-snippet"]').input_value()
    assert 'width="960" height="800"' in snippet and "max-width:100%" in snippet
    assert_clean(page, "share dialog with Copy buttons")
    page.screenshot(path=str(SHOTS / "share-copied-1280.png"))
