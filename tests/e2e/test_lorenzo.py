"""Lorenzo il Magnifico in Chromium: whole hotseat games by random clicks on the board and the
panel, offline (the server stopped and the network cut once the service worker controls the
page), reloaded part way through, scores checked against the host engine; screenshots to
$SHOTS.

Issue 4 acceptance: "A full game in both variants with 2, 3 and 4 players plays to the end in
real Chromium, offline, and resumes after reload"; "Screenshots looked at: cards and tracks
legible at 1280×800".
"""
from __future__ import annotations

import os
import time

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.test_app import DESKTOP, PHONE, SHOTS, Player, history, no_page_scroll, shot
from tests.e2e.test_buttons_and_keyboard import import_doc
from tests.e2e.stored import open_autosave

pytestmark = pytest.mark.e2e

FULL = os.environ.get("LORENZO_E2E_FULL") == "1"
"""Play all six games (variant × 2/3/4 players).  By default (CI) only three run: basic 4p,
advanced 2p and advanced 3p (every player count and both variants); each takes 25–65 s with
the boot, so the other three wait for this flag."""

CASES = [  # variant, players, viewport, played out in CI
    ("basic", 2, DESKTOP, False),
    ("basic", 3, DESKTOP, False),
    ("basic", 4, DESKTOP, True),
    ("advanced", 2, PHONE, True),
    ("advanced", 3, DESKTOP, True),
    ("advanced", 4, DESKTOP, False),
]


def start(app, players: int, seed: int, variant: str = "basic", base_url: str | None = None):
    page = app(f"?new=lorenzo&players={players}&seed={seed}&variant={variant}",
               base_url=base_url)
    expect(page.locator("#board svg")).to_have_attribute("data-game", "lorenzo")
    return page


def go_offline(page, context, server) -> None:
    """Cut the origin once the service worker controls the page (as tests/e2e/test_boot.py):
    from now on only its cache can answer a reload."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    server.stop()
    context.set_offline(True)


def to_move(page) -> str | None:
    return page.locator("#board svg").get_attribute("data-to-move")


@pytest.mark.parametrize(
    "variant,players,viewport,in_ci", CASES,
    ids=[f"{v}-{n}p-{'phone' if vp is PHONE else 'desktop'}" for v, n, vp, _ in CASES])
def test_lorenzo_game_offline_resumes_after_reload_and_scores(
        app, context, serve_dist, variant, players, viewport, in_ci, record_property):
    """Issue 4, acceptance: from setup by clicks, offline; a reload part way resumes at the
    same position (history length, player to move); the game ends with the engine's scores
    for the saved game (three of the six games in CI, all with LORENZO_E2E_FULL=1)."""
    if not (FULL or in_ci):
        pytest.skip("played with LORENZO_E2E_FULL=1 (CI budget)")
    app.page.set_viewport_size(viewport)
    server = serve_dist()
    page = start(app, players, seed=40 + players, variant=variant, base_url=server.url)
    go_offline(page, context, server)
    size = f"{viewport['width']}x{viewport['height']}-{variant}"
    player = Player(page, seed=players)
    started = time.perf_counter()
    shot(page, f"lorenzo-{players}p-{size}-start")
    no_page_scroll(page)
    player.play(actions=20 * players)                  # about a third of the game
    shot(page, f"lorenzo-{players}p-{size}-mid")
    page.locator("#board").screenshot(path=str(SHOTS / f"lorenzo-{players}p-{size}-board.png"))

    before, seat = history(page), to_move(page)
    page.reload()
    app.wait_ready()
    expect(page.locator("#board svg")).to_have_attribute("data-game", "lorenzo")
    assert "?" not in page.url
    assert history(page) == before
    assert to_move(page) == seat
    state = engine.load(open_autosave(page))
    assert len(state.history) == before
    assert str(engine.get_game("lorenzo").decision(state).seat) == seat

    player.play(limit=3_000)
    seconds = time.perf_counter() - started
    expect(page.locator("#board svg")).to_have_attribute("data-game-over", "true")
    table = page.locator("[data-testid=final-scores]")
    expect(table).to_be_visible()
    shot(page, f"lorenzo-{players}p-{size}-end")
    no_page_scroll(page)
    assert page.locator("[data-action]").count() == 0
    doc = open_autosave(page)
    state = engine.load(doc)
    game = engine.get_game("lorenzo")
    assert game.is_over(state) and len(doc["actions"]) == player.clicks == history(page)
    shown = {int(cell.get_attribute("data-seat")): int(cell.inner_text())
             for cell in table.locator("[data-testid=total]").all()}
    assert shown == {seat: s["total"] for seat, s in enumerate(game.scores(state))}
    record_property("clicks", player.clicks)
    record_property("seconds", round(seconds))
    print(f"lorenzo {variant} {players}p: {player.clicks} actions in {seconds:.0f} s "
          f"({player.seconds / max(1, player.clicks) * 1000:.0f} ms per click)")


def _after_decision() -> dict:
    """An advanced 2-player game (seed 42, no leader action taken) played to its first "after"
    decision: a player's last placement of round 1, leaders in hand."""
    import random
    game = engine.get_game("lorenzo")
    state, rng = game.new(2, seed=42, variant="advanced"), random.Random(42)
    while game.decision(state).prompt != "after":
        legal = game.legal_actions(state)
        keep = [a for a in legal if not a.notation.startswith("leader ")] or legal
        state = game.apply(state, rng.choice(keep))
    return engine.save(state, seats=[{"name": n, "kind": "human"} for n in state.names])


def test_end_turn_button_after_the_placement_in_english_and_spanish(app):
    """Advanced game (data §2.1, leader actions before or after the placement): after the
    last placement of the round, a player holding leaders gets the "after" prompt with its
    leader actions and an "End your turn" button (Spanish: "Terminar tu turno"); clicking it
    passes the turn on."""
    page = start(app, 2, seed=42, variant="advanced")
    doc = _after_decision()
    open_save(page, doc)
    end = page.locator('[data-action="end"]')
    expect(end).to_have_text("End your turn", timeout=30_000)
    expect(page.locator("#decision .prompt")).to_contain_text("or end your turn")
    assert page.locator('[data-action^="leader discard"]').count() > 0
    page.select_option("#lang", "es")
    expect(end).to_have_text("Terminar tu turno")
    expect(page.locator("#decision .prompt")).to_contain_text("termina tu turno")
    page.set_viewport_size(DESKTOP)
    page.locator("#board").screenshot(path=str(SHOTS / "lorenzo-2p-1280x800-es-board.png"))
    seat, before = to_move(page), history(page)
    end.click()
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(before + 1))
    assert to_move(page) != seat


SHOWN = """() => {
  const panel = document.querySelector('#decision');
  const seen = el => el.getClientRects().length > 0 && el.checkVisibility();
  return [...panel.querySelectorAll('[data-action], summary')].filter(seen)
      .map(el => el.getAttribute('data-action') || 'group: ' + el.textContent);
}"""
"""The options a player sees in the panel: visible buttons and the summaries of folded groups."""


def test_a_placement_is_made_member_first_with_at_most_twelve_options(app):
    """Issue 20 (review: "a wall of buttons", up to 60+ placements; servants spent unseen):
    the panel offers the family members with their values; a member tapped on the board lights
    its legal spaces with their cost, and the panel folds them by tower (≤ 12 options shown
    at every step); a lit space tapped on the board places the member (two moves saved)."""
    page = app("?new=lorenzo&players=2&seed=5&seats=human,easy")
    expect(page.locator("#board svg")).to_have_attribute("data-to-move", "0", timeout=60_000)
    expect(page.locator("#decision [data-action^='member ']").first).to_be_visible()
    shown = page.evaluate(SHOWN)
    members = [a for a in shown if a.startswith("member ")]
    assert members and len(shown) <= 12, shown
    expect(page.locator("#decision [data-action^='member black']")).to_contain_text(
        "Black family member (")
    before = history(page)
    page.locator("#board [data-action^='member black']").click()
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(before + 1))
    expect(page.locator("#decision .prompt")).to_contain_text("Choose a space for the black")
    shown = page.evaluate(SHOWN)
    assert len(shown) <= 12, shown
    lit = page.locator("#board [data-action^='place ']")
    assert lit.count() >= 2
    state = engine.load(open_autosave(page))
    legal = {a.notation for a in engine.get_game("lorenzo").legal_actions(state)}
    assert {lit.nth(i).get_attribute("data-action") for i in range(lit.count())} == legal
    costly = page.locator("#board [data-action^='place '][data-action*='+']")
    if costly.count():
        assert "servant" in costly.first.get_attribute("aria-label")
    shot(page, "lorenzo-member-space")
    target = lit.first.get_attribute("data-action")
    page.locator(f"#board [data-action='{target}']").click()
    expect(page.locator("#game-screen")).not_to_have_attribute("data-history", str(before + 1))
    doc = open_autosave(page)
    assert doc["actions"][before:before + 2] == [members[0] if members[0].startswith(
        "member black") else next(m for m in members if m.startswith("member black")), target]


def test_servants_are_chosen_with_a_stepper_by_mouse_and_keyboard(app):
    """Issue 20 ("servants are chosen with a stepper"; review B4, servants spent unseen): a
    family member placed on the Harvest, then the servants: one form with −/+ buttons and a
    number input bounded by the legal counts, the value reached and what it activates said
    beside it, one confirm button whose action follows the count.  + + − and the keyboard's
    ArrowUp then Enter play ``servants 2``: the member's value 1 becomes 3, 2 servants
    spent (seed 5: seat 1 first, white die 1, 3 servants)."""
    page = start(app, 2, seed=5)
    before = history(page)
    page.locator("#board [data-action^='member white']").click()
    page.locator("#board [data-action='place harvest 1']").click()
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(before + 2))
    form = page.locator("#decision form.stepper")
    expect(form).to_be_visible()
    box = form.locator("input[type=number]")
    expect(box).to_have_attribute("min", "0")
    expect(box).to_have_attribute("max", "3")
    assert page.locator("#decision [data-action^='servants']").count() == 1
    confirm = form.locator("[data-action]")
    expect(confirm).to_have_attribute("data-action", "servants 0")
    fewer = form.get_by_role("button", name="One servant fewer")
    more = form.get_by_role("button", name="One servant more")
    expect(fewer).to_be_disabled()
    more.click()
    more.click()
    fewer.focus()
    page.keyboard.press("Enter")                   # − by keyboard: 1 servant
    expect(box).to_have_value("1")
    fewer.press("Enter")                           # − again: 0, the button is disabled and
    expect(box).to_be_focused()                    # the focus moves to the count, not lost
    expect(fewer).to_be_disabled()
    page.keyboard.press("ArrowUp")
    expect(box).to_have_value("1")
    expect(confirm).to_have_attribute("data-action", "servants 1")
    expect(form.locator("output")).to_contain_text("Harvest value 2")
    box.focus()
    page.keyboard.press("ArrowUp")
    expect(box).to_have_value("2")
    expect(confirm).to_have_attribute("data-action", "servants 2")
    expect(confirm).to_have_text("Add 2 servants")
    expect(form.locator("output")).to_contain_text("Harvest value 3: bonus tile")
    from tests.e2e.test_accessibility import assert_clean
    assert_clean(page, "Lorenzo servants stepper")
    page.set_viewport_size(PHONE)
    shot(page, "lorenzo-servants-stepper-390x844")
    page.set_viewport_size(DESKTOP)
    shot(page, "lorenzo-servants-stepper-1280x800")
    page.select_option("#lang", "es")
    form = page.locator("#decision form.stepper")
    expect(form.locator("label")).to_have_text("Sirvientes que añades")
    expect(form.locator("[data-action]")).to_have_text("Añadir 2 sirvientes")   # kept
    expect(form.locator("output")).to_contain_text("Cosecha de valor 3")
    shot(page, "lorenzo-servants-stepper-1280x800-es")
    page.select_option("#lang", "en")
    page.locator("#decision form.stepper input").fill("3")
    expect(page.locator("#decision form.stepper [data-action]")).to_have_attribute(
        "data-action", "servants 3")
    page.locator("#decision form.stepper input").fill("2")
    page.locator("#decision form.stepper input").press("Enter")
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(before + 3))
    doc = open_autosave(page)
    assert doc["actions"][before:before + 3] == ["member white 1", "place harvest 1",
                                                 "servants 2"]
    state = engine.load(doc)
    assert state.p(1).res["servants"] == 3 - 2 + 1     # the basic bonus tile gives 1 back
    assert any(k == "{player} activates {area} with value {n} using {servants} servants"
               and p["servants"] == 2 and p["n"] == 3 for k, p in state.log)


def open_save(page, doc: dict) -> None:
    """Import the save ``doc`` and get past a hand-off: its position is on the screen."""
    import_doc(page, doc)
    if page.locator("[data-testid=continue]").is_visible():
        page.click("[data-testid=continue]")


def _leader_to_use() -> dict:
    """An advanced 2-player game played until a leader in play has a legal once-per-round
    ability (leaders played as soon as their requirement is held; the first seed from 1 whose
    game gets there: with seed 1 no such ability is ever legal)."""
    import random
    game = engine.get_game("lorenzo")
    for seed in range(1, 20):
        state, rng = game.new(2, seed=seed, variant="advanced"), random.Random(seed)
        while legal := game.legal_actions(state):
            if any(a.notation.startswith("leader use") for a in legal):
                return engine.save(state, seats=[{"name": n, "kind": "human"}
                                                 for n in state.names])
            plays = [a for a in legal if a.notation.startswith("leader play")]
            keep = [a for a in legal if not a.notation.startswith("leader discard")] or legal
            state = game.apply(state, plays[0] if plays else rng.choice(keep))
    raise AssertionError("no seed from 1 to 19 reaches a leader's legal ability")


def test_a_leader_in_play_is_used_from_its_card_on_the_board(app):
    """Issue 20: a leader in play whose once-per-round ability is legal now is lit on the
    board like a space, named "Use <leader>'s ability", and clicking it plays ``leader use``
    (data §2.1)."""
    page = start(app, 2, seed=1, variant="advanced")
    doc = _leader_to_use()
    open_save(page, doc)
    card = page.locator("#board [data-action^='leader use']")
    expect(card).to_have_count(1)
    notation = card.get_attribute("data-action")
    assert card.get_attribute("aria-label").startswith("Use ")
    assert card.get_attribute("data-explain").startswith("lorenzo:leader:")
    card.scroll_into_view_if_needed()
    shot(page, "lorenzo-leader-use-1280x800")
    page.set_viewport_size(PHONE)
    shot(page, "lorenzo-leader-use-390x844")
    page.set_viewport_size(DESKTOP)
    page.locator(f"#board [data-action='{notation}']").click()
    expect(page.locator("#game-screen")).to_have_attribute("data-history",
                                                           str(len(doc["actions"]) + 1))
    assert open_autosave(page)["actions"][-1] == notation


def _leader_to_play() -> dict:
    """An advanced 2-player game played until a leader in hand may be played (its requirement
    held, data §2.1); no leader is played or discarded before."""
    import random
    game = engine.get_game("lorenzo")
    state, rng = game.new(2, seed=1, variant="advanced"), random.Random(1)
    while not any(a.notation.startswith("leader play") for a in game.legal_actions(state)):
        legal = game.legal_actions(state)
        keep = [a for a in legal if not a.notation.startswith("leader ")] or legal
        state = game.apply(state, rng.choice(keep))
    return engine.save(state, seats=[{"name": n, "kind": "human"} for n in state.names])


def test_a_leader_in_hand_is_played_from_its_card_on_the_board(app):
    """Issue 20's open finding: a leader in hand could be played only from the panel.  Its
    card on the owner's board is lit when playing it is legal, named "Play <leader>"; a click
    plays ``leader play`` (data §2.1), and the card moves to the leaders in play."""
    page = start(app, 2, seed=1, variant="advanced")
    doc = _leader_to_play()
    open_save(page, doc)
    cards = page.locator("#board [data-action^='leader play']")
    expect(cards.first).to_be_visible(timeout=30_000)      # a loaded machine: patience
    state = engine.load(doc)
    legal = {a.notation for a in engine.get_game("lorenzo").legal_actions(state)}
    shown = {cards.nth(i).get_attribute("data-action") for i in range(cards.count())}
    assert shown == {n for n in legal if n.startswith("leader play")}
    assert page.locator("#board [data-action^='leader discard']").count() == 0
    notation = cards.first.get_attribute("data-action")
    assert cards.first.get_attribute("aria-label").startswith("Play ")
    cards.first.scroll_into_view_if_needed()
    shot(page, "lorenzo-leader-play-1280x800")
    page.set_viewport_size(PHONE)
    cards.first.scroll_into_view_if_needed()
    shot(page, "lorenzo-leader-play-390x844")
    page.set_viewport_size(DESKTOP)
    page.locator(f"#board [data-action='{notation}']").click()
    expect(page.locator("#game-screen")).to_have_attribute(
        "data-history", str(len(doc["actions"]) + 1), timeout=30_000)
    assert open_autosave(page)["actions"][-1] == notation
    expect(page.locator(f"#board [data-action='{notation}']")).to_have_count(0)
