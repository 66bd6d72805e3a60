"""Village in Chromium: whole hotseat games played by clicking, offline reload resume, screenshots.

Played like tests/e2e/test_app.py: click a seeded random visible ``[data-action]`` element, or
``[data-testid=continue]`` on a hand-off screen, until the board says ``data-game-over``.  Every
hand-off (a market day or a death decided by another seat than the turn's player) is checked
against the host engine: it names the deciding seat and nothing is playable behind it.  Part
way through, the origin server is stopped, the browser goes offline and the page is reloaded:
the service worker serves the app and the game resumes from its autosave at the same position,
then plays to the end offline.  The final table is checked line by line against the host
engine replaying the autosaved document.  Screenshots go to $SHOTS (default /tmp/shots).

Issue 6, acceptance: "A full game with 2, 3 and 4 players plays to the end in real Chromium,
offline, resumes after reload, and its final scores equal the engine's breakdown";
"Screenshots looked at: village and farms legible at 1280×800".

CI plays the 2-player game from setup and the 3- and 4-player games from a save 30 actions
before their end; ``VILLAGE_E2E_FULL=1`` plays those from setup too (about 250–600 clicks
each).
"""
from __future__ import annotations

import json
import os
import random
import time
from collections import Counter
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from engine.village.state import DEAD, kind
from tests.e2e.test_app import DESKTOP, PHONE, Player, final_scores_match, history, no_page_scroll, shot
from tests.e2e.stored import open_autosave

pytestmark = pytest.mark.e2e
GAME = engine.get_game("village")
FULL = os.environ.get("VILLAGE_E2E_FULL") == "1"
"""Play the 3- and 4-player games from setup as well (see the module docstring)."""
RELOAD_AFTER = 90
"""Actions played from setup before the offline reload (a 2-player game lasts ~150–370)."""
MIN_FONT_PX = 9.5
"""Smallest on-screen size of the board's small text (11 user units) at 1280×800."""


def start(app, players: int, seed: int, base_url: str | None = None):
    page = app(f"?new=village&players={players}&seed={seed}", base_url=base_url)
    expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    return page


def autosave(page) -> dict:
    return open_autosave(page)


def to_move(page) -> str | None:
    return page.locator("#board svg").get_attribute("data-to-move")


class VillagePlayer(Player):
    """Random clicks (test_app.Player); each hand-off is checked against the host engine and
    counted by the prompt of the decision it hands over (``handed``)."""

    def __init__(self, page, seed: int):
        super().__init__(page, seed)
        self.handed: Counter = Counter()

    def step(self) -> dict:
        seen = self.probe()
        if seen["over"] or not seen["handoff"]:
            return super().step()
        state = engine.load(autosave(self.page))
        decision = GAME.decision(state)
        assert decision.private and decision.seat is not None, decision
        assert not seen["actions"], "actions playable behind the hand-off screen"
        expect(self.page.locator(".handoff-name")).to_have_text(state.names[decision.seat])
        super().step()
        expect(self.page.locator("#board svg")).to_have_attribute("data-to-move",
                                                                  str(decision.seat))
        self.handed[decision.prompt] += 1
        return seen


def _late_save(tmp_path, players: int, seed: int, left: int) -> Path:
    """A save of a random host game ``left`` actions before its end (to finish in Chromium)."""
    rng = random.Random(seed)
    s = GAME.new(players, seed=seed)
    while not GAME.is_over(s):
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    s = engine.load(engine.save(s), upto=max(0, len(s.history) - left))
    path = tmp_path / "late.json"
    path.write_text(json.dumps(engine.save(s)))
    return path


def _controlled_by_service_worker(page) -> None:
    """Wait until the service worker has precached dist/ and controls the page."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)


CASES = [(2, DESKTOP, True), (3, PHONE, FULL), (4, DESKTOP, FULL)]


@pytest.mark.parametrize("players,viewport,whole", CASES,
                         ids=[f"{n}p-{'desktop' if v is DESKTOP else 'phone'}-"
                              f"{'whole' if w else 'late'}" for n, v, w in CASES])
def test_full_village_game(app, context, serve_dist, players, viewport, whole, tmp_path,
                           record_property):
    """Issue 6, acceptance: a game plays to the end in Chromium, offline after a reload that
    resumes at the same position, and its final scores equal the engine's breakdown.  The
    2-player game is played from setup; the 3- and 4-player games too with VILLAGE_E2E_FULL=1,
    otherwise from an imported save 30 actions before their end (CI time)."""
    began = time.perf_counter()
    server = serve_dist()
    app.page.set_viewport_size(viewport)
    page = start(app, players, seed=200 + players, base_url=server.url)
    if not whole:
        page.set_input_files("#import-file", str(_late_save(tmp_path, players, 300 + players,
                                                            30)))
        expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    _controlled_by_service_worker(page)
    size = f"{viewport['width']}x{viewport['height']}"
    player = VillagePlayer(page, seed=players)
    player.play(actions=RELOAD_AFTER if whole else 20)
    if player.probe()["handoff"]:
        player.step()
    shot(page, f"village-{players}p-{size}-mid")
    no_page_scroll(page)

    before, seat = history(page), to_move(page)
    state = engine.load(autosave(page))
    assert len(state.history) == before and str(GAME.decision(state).seat) == seat
    server.stop()                    # the origin is gone: only the service worker can answer
    context.set_offline(True)
    page.reload()
    app.wait_ready()
    expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    assert history(page) == before and to_move(page) == seat
    player.play(limit=4_000)         # to the end, offline

    doc = final_scores_match(page, "village")
    shot(page, f"village-{players}p-{size}-end")
    no_page_scroll(page)
    if whole:
        assert player.handed["market"] > 0, player.handed   # others decided at a market day
    seconds = time.perf_counter() - began
    played = len(doc["actions"]) if whole else player.clicks
    per_click = player.seconds / max(1, player.clicks)
    record_property("actions", played)
    record_property("seconds", round(seconds, 1))
    record_property("ms_per_click", round(per_click * 1000))
    print(f"village {players}p {'whole' if whole else 'late'}: {played} actions "
          f"({player.clicks} clicked), hand-offs {dict(player.handed)}, {seconds:.1f} s, "
          f"{per_click * 1000:.0f} ms per click")


def _market_day_save(players: int = 4) -> dict:
    """A save of a seeded random host game at a market day decided by another seat than the
    turn's player, with the fullest chronicle found among the candidates (screenshots)."""
    best, best_filled = None, -1
    for seed in range(1, 9):
        s, rng = GAME.new(players, seed=seed), random.Random(seed)
        while not GAME.is_over(s):
            d = GAME.decision(s)
            if s.phase == "market" and d.private and d.prompt == "market":
                filled = sum(1 for slots in s.chronicle.values() for who in slots
                             if who is not None and who >= 0)
                if filled > best_filled:
                    best, best_filled = engine.save(s), filled
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return best


def test_market_day_board_is_legible_at_1280x800(app, tmp_path):
    """Issue 6, acceptance: "village and farms legible at 1280×800": a 4-player market day with
    a well-filled chronicle is shown whole, the board's small text is at least MIN_FONT_PX on
    screen, and the page does not scroll sideways; screenshots for a person to look at."""
    doc = _market_day_save()
    path = tmp_path / "market.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    page = start(app, 4, seed=1)
    page.set_viewport_size(DESKTOP)
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#game-screen")).to_have_attribute("data-history",
                                                           str(len(doc["actions"])))
    expect(page.locator("[data-testid=continue]")).to_be_visible()
    page.click("[data-testid=continue]")            # the market-day hand-off
    board = page.locator("#board svg")
    expect(board).to_have_attribute("data-to-move", str(GAME.decision(engine.load(doc)).seat))
    shot(page, "village-4p-1280x800-market")
    no_page_scroll(page)
    scale = board.evaluate("""svg => {            // the viewBox is fitted into the element
        const box = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
        return Math.min(box.width / vb.width, box.height / vb.height); }""")
    assert 11 * scale >= MIN_FONT_PX, f"board drawn at {scale:.2f}: small text {11 * scale:.1f} px"
    box = board.bounding_box()
    assert box["y"] + box["height"] <= DESKTOP["height"], "board taller than the window"


def _private_death_save(players: int = 4) -> dict:
    """A save of a seeded random host game whose next decision is a death with a choice
    (which member dies) by another seat than the turn's player, i.e. during a market day."""
    for seed in range(1, 60):
        s, rng = GAME.new(players, seed=seed), random.Random(seed)
        while not GAME.is_over(s):
            d = GAME.decision(s)
            if d.private and d.prompt == "die":
                return engine.save(s)
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    raise AssertionError("no death by another seat found")


def test_death_during_a_market_day_is_decided_by_its_seat(app, tmp_path):
    """Seed 004, "Muerte" during a market day (issue 6: deaths that require a choice are
    decisions for the right seat, behind a hand-off screen): the screen names the dying
    member's owner, hides every action, and after it that seat's choice is applied."""
    doc = _private_death_save()
    state = engine.load(doc)
    decision = GAME.decision(state)
    assert decision.seat != state.actor
    path = tmp_path / "death.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    page = start(app, 4, seed=1)
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#game-screen")).to_have_attribute("data-history",
                                                           str(len(doc["actions"])))
    expect(page.locator(".handoff-name")).to_have_text(state.names[decision.seat])
    assert page.locator("[data-action]").count() == 0
    page.click("[data-testid=continue]")
    expect(page.locator("#board svg")).to_have_attribute("data-to-move", str(decision.seat))
    choices = sorted(a.notation for a in GAME.legal_actions(state))
    shown = page.locator("[data-action]").evaluate_all("els => els.map(e => e.dataset.action)")
    assert sorted(shown) == choices
    page.click(f'[data-action="{choices[-1]}"]')
    expect(page.locator("#game-screen")).to_have_attribute("data-history",
                                                           str(len(doc["actions"]) + 1))
    after = autosave(page)
    assert after["actions"] == doc["actions"] + [choices[-1]]
    _, generation, place = choices[-1].split()
    before = Counter(state.areas[decision.seat].pairs())
    now = Counter(engine.load(after).areas[decision.seat].pairs())
    assert now[(int(generation), place)] == before[(int(generation), place)] - 1
    gone = (before - now) + (now - before)      # that member moved to the chronicle or a grave
    assert {kind(pl) for _, pl in now - before} <= set(DEAD) and sum(gone.values()) == 2
