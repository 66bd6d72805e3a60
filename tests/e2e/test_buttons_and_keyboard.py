"""Every button works or is absent, and the keyboard stays where the play is (issue 16, points 3
and 5; review B1, B3, B6, B7, B8 and section 7).

- Replay on the game-over panel opens the replay (it crashed: "Something went wrong: slot").
- A new game started without reloading gets its own log (the previous game's stayed above it).
- embed.html's "Play from here" panel holds only buttons the embed page runs (Share, New game
  and Replay there did nothing).
- "Show my secrets" is absent where the person's own view is on the board already (solo game).
- A person's forced, public move is played for them (review 2026-11-28 D10).
- Focus stays in the decision panel after every move, a bot's included (it fell to <body>); a
  skip link leads past the top bar and the board to the options; each screen has an h1.
"""
from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import expect

import engine
from engine import share
from tests.e2e.stored import open_autosave
from tests.e2e.test_app import _save_with_estate_to_move

pytestmark = pytest.mark.e2e
EMBED_COMMANDS = {"undo", "first", "prev", "next", "last", "play", "back", "svg", "hint",
                  "play-hint"}
"""The data-cmd values web/embed.py runs (the coach's through web/embed_coach.py)."""
IN_PANEL = "() => !!(document.activeElement && document.activeElement.closest('#decision'))"
RING = "() => getComputedStyle(document.activeElement).outlineStyle"
"""The focused element's outline style ("none": no visible focus ring)."""


def finished_save(game_id: str = "plus_ultra", seed: int = 3, players: int = 2,
                  kinds=None) -> dict:
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed), random.Random(seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    kinds = kinds or ["human"] * players
    return engine.save(state, seats=[{"name": n, "kind": k} for n, k in zip(state.names, kinds, strict=False)])


def import_doc(page, doc: dict) -> None:
    page.set_input_files("#import-file", files=[{
        "name": "game.json", "mimeType": "application/json",
        "buffer": json.dumps(doc).encode("utf-8")}])
    expect(page.locator("#game-screen")).to_have_attribute("data-history",
                                                           str(len(doc["actions"])))


def wait_for_person(page) -> None:
    expect(page.locator("#game-screen")).to_have_attribute("data-thinking", "false",
                                                           timeout=60_000)
    # a folded option group hides its buttons: the first one the person can see
    expect(page.locator("#decision [data-action]:visible").first).to_be_visible(timeout=60_000)


# -- buttons ---------------------------------------------------------------------------------
def test_replay_on_the_game_over_panel_opens_the_replay(app, page):
    """Review B1."""
    page.set_viewport_size({"width": 1280, "height": 800})
    app()
    doc = finished_save()
    import_doc(page, doc)
    expect(page.locator("#board svg")).to_have_attribute("data-game-over", "true")
    with page.context.expect_page() as opened:
        page.locator('#decision [data-cmd="replay"]').click()
    replay = opened.value
    replay.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    expect(replay.locator("#counter")).to_have_text(f"Move 0 of {len(doc['actions'])}")
    expect(page.locator("#alert")).to_be_hidden()
    replay.close()


def test_a_new_game_gets_its_own_log(app, page):
    """Review B3: the Lorenzo log began with the Plus Ultra lines."""
    page.set_viewport_size({"width": 1280, "height": 800})
    app("?new=plus_ultra&players=2&seed=3")
    page.click("[data-testid=continue]")
    page.locator("#decision [data-action]").first.click()
    expect(page.locator("#log li").first).to_be_attached()
    page.click("#nav-shelf")
    page.click('#games [data-cmd=new][data-game="lorenzo"]')
    page.fill("#new-seed", "5")
    page.click("#new-form button[type=submit]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "lorenzo")
    lorenzo = engine.get_game("lorenzo").new(2, seed=5)
    expect(page.locator("#log li")).to_have_count(len(lorenzo.log))
    assert "war level" not in page.locator("#log").inner_text()


@pytest.mark.parametrize("finished", [False, True])
def test_play_from_here_in_an_embed_shows_only_working_buttons(app, page, finished):
    """Review B6: Share (and on a finished game New game / Replay) did nothing there."""
    page.set_viewport_size({"width": 900, "height": 500})
    if finished:
        doc = finished_save()
    else:
        game = engine.get_game("plus_ultra")
        state, rng = game.new(2, seed=4), random.Random(4)
        for _ in range(40):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        doc = engine.save(state)
    total = len(doc["actions"])
    app("embed.html#" + share.make_fragment(doc, move=total, play=True))
    page.click('[data-cmd="play"]')
    panel = page.locator("#panel")
    expect(panel).to_be_visible()
    commands = set(panel.locator("[data-cmd]").evaluate_all(
        "els => els.map(e => e.dataset.cmd)"))
    assert commands and commands <= EMBED_COMMANDS, commands
    if not finished:                     # the reader's move, then Undo takes it back
        panel.locator("[data-action]").first.click()
        expect(page.locator("#counter")).to_contain_text("your line")
        panel.locator('[data-cmd="undo"]').click()
        expect(page.locator("#counter")).not_to_contain_text("your line")


@pytest.mark.parametrize("link", ["?new=lorenzo&players=3&seed=4&seats=human,easy,easy",
                                  "?new=lorenzo&players=2&seed=4"], ids=["solo", "hotseat"])
def test_show_my_secrets_is_absent_when_the_board_hides_nothing(app, page, link):
    """Review B8: against bots the person's own view is on the board already; in Lorenzo's
    basic game a seat has no secret at all (no leaders)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    app(link)
    wait_for_person(page)
    expect(page.locator("#decision .actions")).to_be_visible()
    expect(page.locator("[data-cmd=peek]")).to_have_count(0)


def test_show_my_secrets_is_absent_for_a_solo_player_with_an_estate(app, page):
    """Seed 002, "Fincas": the solo person's own estates are on the board; nothing to show."""
    doc, _value = _save_with_estate_to_move()
    state = engine.load(doc)
    person = engine.get_game("plus_ultra").decision(state).seat
    for seat, player in enumerate(doc["players"]):
        player["kind"] = "human" if seat == person else "bot:easy"
    page.set_viewport_size({"width": 1280, "height": 800})
    app()
    import_doc(page, doc)
    expect(page.locator("#decision .actions")).to_be_visible()
    assert "(+" in page.locator("#board svg").inner_html()     # own estates face up
    expect(page.locator("[data-cmd=peek]")).to_have_count(0)
    # same page: a person's forced, public move is played for them (review D10, web/turns.py
    # forced_move; seed 002 "Acciones de personaje": a character with no action possible is
    # turned over): imported at it, the game goes on by itself, no click
    forced = _forced_turnover()
    page.set_input_files("#import-file", files=[{
        "name": "forced.json", "mimeType": "application/json",
        "buffer": json.dumps(forced).encode("utf-8")}])
    expect(page.locator("#game-screen")).to_have_attribute(
        "data-history", str(len(forced["actions"]) + 1), timeout=30_000)
    assert open_autosave(page)["actions"][-1] == "skip viceroy"


def _forced_turnover() -> dict:
    """A 2-person Plus Ultra game (seed 3, random legal moves) at its first decision whose lone
    legal action is public ``skip viceroy`` (the Viceroy turned over, no action possible)."""
    game = engine.get_game("plus_ultra")
    state, rng = game.new(2, seed=3), random.Random(3)
    while [a.notation for a in game.legal_actions(state)] != ["skip viceroy"] or \
            game.decision(state).private:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


# -- keyboard ----------------------------------------------------------------------------------
def test_focus_stays_in_the_panel_after_a_bots_move(app, page):
    """Review B7: after a move with Enter and the bot's answer, focus was on <body>."""
    page.set_viewport_size({"width": 1280, "height": 800})
    app("?new=lorenzo&players=2&seed=5&seats=human,easy")
    screen = page.locator("#game-screen")
    for _ in range(3):
        wait_for_person(page)
        before = int(screen.get_attribute("data-history"))
        page.locator("#board [data-action]").first.focus()
        page.keyboard.press("Enter")
        expect(screen).not_to_have_attribute("data-history", str(before))
        assert page.evaluate(IN_PANEL)                        # right after the own move
        wait_for_person(page)                                 # after the bot's move
        assert page.evaluate(IN_PANEL), page.evaluate("document.activeElement.outerHTML")
    # a mouse player's click: focus follows into the panel too, without a page jump
    page.locator("#decision [data-action]").first.click()
    wait_for_person(page)
    assert page.evaluate(IN_PANEL)


FIRST_TAB_STOP = """() => {
  const all = [...document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [tabindex]')]
    .filter(e => !e.disabled && e.tabIndex >= 0 && e.getClientRects().length
            && !e.closest('[hidden], [inert], dialog:not([open])')
            && getComputedStyle(e).visibility !== 'hidden');
  if (all.some(e => e.tabIndex > 0)) return 'a positive tabindex';
  return all.length ? (all[0].id || all[0].outerHTML.slice(0, 80)) : null;
}"""
"""The id of the first element the Tab key reaches from the top of the page (document order;
no positive tabindex anywhere)."""


def test_skip_link_leads_to_the_options_and_each_screen_has_an_h1(app, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    app("?new=plus_ultra&players=2&seed=3")
    expect(page.locator("#handoff h1")).to_contain_text("Player")       # the hand-off screen
    skip = page.locator("#skip")
    assert page.evaluate(FIRST_TAB_STOP) == "skip"        # README: every screen's first stop
    skip.focus()
    page.keyboard.press("Enter")                          # behind the cover: to Continue
    expect(page.get_by_test_id("continue")).to_be_focused()
    page.click("[data-testid=continue]")
    expect(page.locator("#game-screen h1")).to_have_text("Plus Ultra")
    assert page.evaluate(FIRST_TAB_STOP) == "skip"
    page.locator("#nav-shelf").focus()
    page.keyboard.press("Shift+Tab")                # the skip link comes before the top bar
    skip = page.locator("#skip")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(page.locator("#decision [data-action]").first).to_be_focused()
    assert page.evaluate(RING) != "none"                          # the focus ring shows
    page.keyboard.press("Enter")                                  # and the option plays
    expect(page.locator("#game-screen")).to_have_attribute("data-history", "1")
    page.click("#nav-shelf")                                      # the shelf: to the games
    expect(page.locator("#shelf-screen")).to_be_visible()
    assert page.evaluate(FIRST_TAB_STOP) == "skip"
    expect(skip).to_have_text("Skip to the games")
    skip.focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.closest('#games') !== null")
