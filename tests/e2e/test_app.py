"""The app shell in Chromium: hotseat games played by clicking, saves, links, layout shots.

Games are played the way DESIGN.md's contract allows any outside script to: click a uniformly
chosen (seeded) visible ``[data-action]`` element, or ``[data-testid=continue]`` when a hand-off
screen is up, until the board root says ``data-game-over="true"``.  Scores shown are checked
against the host engine replaying the autosaved document.  Screenshots go to $SHOTS
(default /tmp/shots).
"""
from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.stored import open_autosave

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots"))
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
CLICK_MS = 5_000

# One round trip: what is on screen now.
PROBE = """() => {
  const go = document.querySelector('[data-testid=continue]');
  const root = document.querySelector('#board svg');
  const visible = [...document.querySelectorAll('[data-action]')]
      .map((el, i) => [i, el.getClientRects().length > 0 && el.checkVisibility()])
      .filter(p => p[1]).map(p => p[0]);   // checkVisibility: not in a closed <details>
  return {handoff: !!(go && go.getClientRects().length > 0), actions: visible,
          over: !!root && root.getAttribute('data-game-over') === 'true',
          history: Number(document.getElementById('game-screen').dataset.history || -1)};
}"""


class Player:
    """Plays the open game by random clicks; counts and times them."""

    def __init__(self, page, seed: int):
        self.page, self.rng = page, random.Random(seed)
        self.clicks = 0
        self.seconds = 0.0

    def probe(self) -> dict:
        return self.page.evaluate(PROBE)

    def step(self) -> dict:
        """Take one step (continue or a random action); return the probe before it."""
        seen = self.probe()
        if seen["over"]:
            return seen
        started = time.perf_counter()
        if seen["handoff"]:
            self.page.click("[data-testid=continue]", timeout=CLICK_MS)
        else:
            assert seen["actions"], "no visible [data-action] element while the game is on"
            index = self.rng.choice(seen["actions"])
            self.page.locator("[data-action]").nth(index).click(timeout=CLICK_MS)
            self.clicks += 1
        self.seconds += time.perf_counter() - started
        return seen

    def play(self, actions: int | None = None, limit: int = 2_000) -> dict:
        """Play until the game is over (or ``actions`` more actions were applied)."""
        target = None if actions is None else self.probe()["history"] + actions
        for _ in range(limit):
            seen = self.probe()
            if seen["over"] or (target is not None and seen["history"] >= target):
                return seen
            self.step()
        raise AssertionError(f"game not finished after {limit} steps")


def autosave(page) -> dict:
    """The save document of the open game (its instance's autosave)."""
    return open_autosave(page)


def history(page) -> int:
    return int(page.locator("#game-screen").get_attribute("data-history"))


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def no_page_scroll(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"page scrolls sideways ({width} px wide)"


def start(app, players: int, seed: int):
    page = app(f"?new=plus_ultra&players={players}&seed={seed}")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    return page



def final_scores_match(page, game_id: str) -> dict:
    """The final score table equals the engine's scores of the autosaved game: every line of
    every seat, the totals, the columns in ranking order, the winner's column.  Returns the
    autosaved document."""
    table = page.locator("[data-testid=final-scores]")
    expect(table).to_be_visible()
    assert page.locator("[data-action]").count() == 0
    doc = open_autosave(page)
    assert doc["game"] == game_id
    game, state = engine.get_game(game_id), engine.load(doc)  # the host replays the same game
    assert game.is_over(state) and len(doc["actions"]) == history(page)
    scores, ranking = game.scores(state), game.ranking(state)
    shown = {int(cell.get_attribute("data-seat")): int(cell.inner_text())
             for cell in table.locator("[data-testid=total]").all()}
    assert shown == {seat: s["total"] for seat, s in enumerate(scores)}
    columns = [int(s) for s in table.locator("thead th[data-seat]").evaluate_all(
        "cells => cells.map(c => c.dataset.seat)")]
    assert columns == ranking
    expect(table.locator("thead th.winner")).to_have_attribute("data-seat", str(ranking[0]))
    cells = table.locator("td[data-seat][data-line]").evaluate_all(
        "cells => cells.map(c => [Number(c.dataset.seat), c.dataset.line, c.innerText.trim()])")
    assert {(seat, line): text for seat, line, text in cells} == {
        (seat, line): str(points) for seat, s in enumerate(scores)
        for line, points in s["breakdown"].items()}
    return doc

# -- (1) + (6): whole games, scores checked against the engine, screenshots -----------------
@pytest.mark.parametrize("players,viewport", [(2, DESKTOP), (3, PHONE), (4, DESKTOP)],
                         ids=["2p-desktop", "3p-phone", "4p-desktop"])
def test_full_hotseat_game(app, players, viewport, record_property):
    app.page.set_viewport_size(viewport)
    page = start(app, players, seed=100 + players)
    size = f"{viewport['width']}x{viewport['height']}"
    player = Player(page, seed=players)
    player.play(actions=1)                        # past the first hand-off
    if player.probe()["handoff"]:
        player.step()
    shot(page, f"{players}p-{size}-start")
    no_page_scroll(page)
    player.play(actions=90)
    if player.probe()["handoff"]:
        player.step()
    shot(page, f"{players}p-{size}-mid")
    no_page_scroll(page)
    player.play()

    expect(page.locator("#board svg")).to_have_attribute("data-game-over", "true")
    table = page.locator("[data-testid=final-scores]")
    expect(table).to_be_visible()
    shot(page, f"{players}p-{size}-end")
    no_page_scroll(page)
    assert page.locator("[data-action]").count() == 0

    doc = final_scores_match(page, "plus_ultra")
    assert len(doc["actions"]) == player.clicks

    per_click = player.seconds / max(1, player.clicks)
    record_property("clicks", player.clicks)
    record_property("ms_per_click", round(per_click * 1000))
    print(f"{players}p: {player.clicks} actions, {per_click * 1000:.0f} ms per click "
          f"(Playwright round trip included), boot {app.boot_ms:.0f} ms")


# -- (2) reload resumes ----------------------------------------------------------------------
def test_reload_resumes_autosave(app):
    page = start(app, 3, seed=11)
    Player(page, seed=1).play(actions=40)
    before, to_move = history(page), page.locator("#board svg").get_attribute("data-to-move")
    page.reload()
    app.wait_ready()
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    assert "?" not in page.url
    assert history(page) == before == len(autosave(page)["actions"])
    expect(page.locator("#board svg")).to_have_attribute("data-to-move", to_move)


# -- (3) export then import --------------------------------------------------------------------
def test_export_then_import_restores_position(app, tmp_path):
    page = start(app, 2, seed=21)
    player = Player(page, seed=2)
    player.play(actions=30)
    page.click("#nav-saves")
    with page.expect_download() as download_info:
        page.click("[data-cmd=export]")
    path = tmp_path / download_info.value.suggested_filename
    download_info.value.save_as(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported["format"] == "euro-games-save" and len(exported["actions"]) == history(page)

    page.keyboard.press("Escape")
    player.play(actions=15)                       # move on, then go back to the file
    assert history(page) > len(exported["actions"])
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#game-screen")).to_have_attribute(
        "data-history", str(len(exported["actions"])))
    assert autosave(page)["actions"] == exported["actions"]
    expect(page.get_by_role("alert")).to_have_count(0)


# -- (4) bad imports and a broken autosave ------------------------------------------------------
@pytest.mark.parametrize("content,reason", [
    (b"{this is not json", "not JSON"),
    (json.dumps({"format": "euro-games-save", "version": 1, "game": "plus_ultra",
                 "variant": "reglamento", "seed": 5,
                 "players": [{"name": "A"}, {"name": "B"}],
                 "actions": ["draft king", "bid 99"]}).encode(), "does not replay"),
    (b'{"format": "something-else"}', "not a save file"),
], ids=["corrupted", "illegal-action", "foreign"])
def test_bad_import_shows_error_and_keeps_game(app, content, reason):
    page = start(app, 2, seed=31)
    Player(page, seed=3).play(actions=12)
    before, saved = history(page), autosave(page)
    page.set_input_files("#import-file", files=[
        {"name": "bad.json", "mimeType": "application/json", "buffer": content}])
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text(reason)
    assert history(page) == before and autosave(page) == saved
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")


def test_broken_autosave_is_kept_aside_and_reported(app):
    page = start(app, 2, seed=41)
    key = "euro-games/v1/autosave/" + page.evaluate("localStorage.getItem('euro-games/v1/current')")
    broken_text = json.dumps({"format": "euro-games-save", "version": 1, "game": "plus_ultra",
                              "seed": 1, "players": [], "actions": ["nonsense"]})
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, broken_text])
    page.reload()
    app.wait_ready()
    expect(page.get_by_role("alert")).to_contain_text("could not be read")
    kept = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('euro-games/v1/broken/')).map(k => localStorage.getItem(k))""")
    assert kept == [broken_text]
    assert page.evaluate("k => localStorage.getItem(k)", key) is None
    expect(page.locator('#games li[data-game="plus_ultra"]')).to_be_visible()


# -- (5) a ?new= link --------------------------------------------------------------------------
def test_new_game_link_starts_and_replaces_url(app):
    page = start(app, 3, seed=7)
    assert "?" not in page.url
    doc = autosave(page)
    assert doc["seed"] == 7 and len(doc["players"]) == 3 and doc["actions"] == []
    page.reload()                                 # resumes, does not start again
    app.wait_ready()
    assert autosave(page)["seed"] == 7 and "?" not in page.url



def test_new_game_link_with_a_doubled_slash_in_the_path(app):
    """A host's link with ``//`` in the path still starts the game and drops the query (the
    address was replaced by the path alone, which ``//`` made a link to another host:
    SecurityError, the app did not start)."""
    base = app.base_url.rstrip("/")
    page = app.page
    page.goto(base + "//index.html?new=village&players=2&seed=5")
    app.wait_ready()
    assert page.url == base + "//index.html"
    doc = autosave(page)
    assert doc["game"] == "village" and doc["seed"] == 5 and len(doc["players"]) == 2

# -- the rest of the shell -----------------------------------------------------------------------
def test_shelf_dialog_starts_named_game(app):
    page = app()
    expect(page.locator("#games li.game")).to_have_count(len(engine.games()))
    page.click('#games [data-cmd=new][data-game="plus_ultra"]')
    page.select_option("#new-players", "3")
    page.fill("#new-name-0", "Ana")
    page.fill("#new-name-1", "Bruno")
    page.fill("#new-name-2", "Carmen")
    page.fill("#new-seed", "99")
    shot(page, "dialog-1280x720")
    page.click("#new-form button[type=submit]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    doc = autosave(page)
    assert [p["name"] for p in doc["players"]] == ["Ana", "Bruno", "Carmen"]
    assert doc["seed"] == 99 and doc["variant"] == "reglamento"
    page.click("#nav-shelf")
    expect(page.locator("[data-cmd=resume]")).to_have_count(1)
    shot(page, "shelf-1280x720")
    page.click("[data-cmd=resume]")
    expect(page.locator("#board svg")).to_be_visible()


def test_named_save_slots(app):
    page = start(app, 2, seed=71)
    player = Player(page, seed=7)
    player.play(actions=10)
    saved_at = history(page)
    page.click("#nav-saves")
    page.fill("#slot-name", "before lunch")
    page.click("#save-form button[type=submit]")
    expect(page.locator(".slots .slot-name")).to_have_text(["before lunch"])
    expect(page.locator("[data-testid=saved]")).to_have_text("Saved as “before lunch”.")
    expect(page.locator(".slots li")).to_contain_text(f"Moves: {saved_at}")
    shot(page, "saves-1280x720")
    page.keyboard.press("Escape")
    player.play(actions=10)
    page.click("#nav-saves")
    page.click('[data-cmd=load-slot][data-slot="before lunch"]')
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(saved_at))
    assert len(autosave(page)["actions"]) == saved_at
    page.click("#nav-saves")
    page.click('[data-cmd=ask-delete-slot][data-slot="before lunch"]')
    expect(page.locator(".slots .slot-name")).to_have_text(["before lunch"])   # asks first
    page.click('[data-cmd=delete-slot][data-slot="before lunch"]')
    expect(page.locator(".slots")).to_have_count(0)


def test_handoff_hides_actions_and_undo_respects_floor(app):
    page = start(app, 2, seed=51)
    player = Player(page, seed=5)
    while not player.probe()["handoff"]:
        player.step()
    assert page.locator("[data-action]").count() == 0   # nothing playable behind the hand-off
    player.step()
    assert not player.probe()["handoff"] and page.locator("[data-action]").count() > 0
    undo = page.locator("[data-cmd=undo]")
    before = history(page)
    if undo.is_enabled():
        undo.click()
        assert history(page) == before - 1
    # play to a point right after a reveal: undo is refused there
    for _ in range(300):
        state = engine.load(autosave(page))
        if len(state.history) == state.undo_floor and not player.probe()["handoff"]:
            expect(undo).to_be_disabled()
            break
        player.step()
    else:
        pytest.fail("never reached an undo floor")


def test_board_actions_work_from_the_keyboard(app):
    page = start(app, 2, seed=61)
    player = Player(page, seed=6)
    for _ in range(200):
        if not player.probe()["handoff"] and page.locator("#board [data-action]").count():
            break
        player.step()
    before = history(page)
    target = page.locator("#board [data-action]").first
    target.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(before + 1))


def test_language_switch_is_remembered(app):
    page = app()
    page.select_option("#lang", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator("#nav-saves")).to_have_text("Guardadas")
    expect(page.locator('#games li[data-game="plus_ultra"]')).to_have_attribute(
        "data-meta", "2–4 jugadores")
    page.reload()
    app.wait_ready()
    expect(page.locator("#lang")).to_have_value("es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    page.goto(app.base_url + "?new=plus_ultra&players=2&seed=3")
    app.wait_ready()
    expect(page.locator("[data-testid=continue]")).to_contain_text("continuar")
    page.click("[data-testid=continue]")
    expect(page.locator("#decision .prompt")).to_have_text(
        "Elige un personaje (secreto hasta que todos hayan elegido).")


# -- a player can look at their own face-down estates --------------------------------------------
def _save_with_estate_to_move() -> tuple[dict, int]:
    """A save whose seat to move holds an estate (public decision): found by seeded play."""
    game = engine.get_game("plus_ultra")
    for seed in range(1, 200):
        state, rng = game.new(2, seed=seed), random.Random(seed)
        while not game.is_over(state):
            d = game.decision(state)
            if not d.private and d.prompt == "character" and state.areas[d.seat].estates:
                return engine.save(state), sum(state.areas[d.seat].estates)
            legal = game.legal_actions(state)
            common = [a for a in legal if a.notation == "common estate"]
            state = game.apply(state, common[0] if common else rng.choice(legal))
    raise AssertionError("no such position")


def test_show_my_secrets_reveals_own_estates_after_a_handoff(app, tmp_path):
    """Seed 002, "Fincas": an estate's value is secret to the other players, not to its owner."""
    doc, value = _save_with_estate_to_move()
    path = tmp_path / "estate.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    page = start(app, 2, seed=41)
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(len(doc["actions"])))
    board = page.locator("#board svg")
    assert "(+" not in board.inner_html()
    page.click("[data-cmd=peek]")
    expect(page.locator("[data-testid=continue]")).to_be_visible()
    assert page.locator("#board [data-action]").count() == 0
    page.click("[data-testid=continue]")
    expect(page.locator("[data-cmd=hide]")).to_be_visible()
    assert "(+" in board.inner_html()
    page.click("[data-cmd=hide]")
    expect(page.locator("[data-cmd=peek]")).to_be_visible()
    assert "(+" not in board.inner_html()
