"""Saved games in Chromium: what a browser's localStorage may hold never stops the app or loses a
game (issue 17, defects 1-5 and 7; issue 16 point 2, "No game is ever lost").

Each test sets localStorage on a same-origin page that is not the app (``/pyscript.json``), as
the reliability review did (../shared/reviews/reliability-review-2026-11-24.md, tasks 2-4),
then opens index.html and checks that the app is ready within 20 s, that the player is told,
and that every game is still there.  Save documents are made by the host engine.
"""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from tests.e2e.stored import open_autosave, stored_keys
from tests.e2e.test_accessibility import assert_clean
from tests.e2e.test_app import Player, history

pytestmark = pytest.mark.e2e
P = "euro-games/v1/"
READY_MS = 20_000
"""The issue's limit from opening the page to ready.  Checked when the machine is not
overloaded (1-minute load average under 2 per core); on a shared test machine the vendored
Pyodide's own start alone can pass it."""
APP_BOOT_MS = 5_000
"""Limit for the app's own boot (App.boot: stored games checked, the game or shelf drawn),
checked always: that is the part stored data can slow down."""
START_CPU_S = 8.0
"""Limit for the CPU the page's renderer spends from navigation to ready (all its threads),
checked always, loaded machine or not: the start's cost, which the wall time only shows on an
idle machine.  Measured on the shared 2-core machine at load 20: 4.0 s for a first start
(the wasm compiled), 1.9–2.0 s for a start from the HTTP cache, against 19.1 and 7.5–7.9 s of
wall time; so 8 s of CPU on an idle 2-core machine keeps the wall time well under 20 s."""


def check_ready_time(app) -> None:
    boot = float(app.page.locator("body").get_attribute("data-boot-ms"))
    assert boot < APP_BOOT_MS, f"App.boot took {boot:.0f} ms"
    if app.boot_cpu_s is not None:
        assert app.boot_cpu_s < START_CPU_S, f"the start took {app.boot_cpu_s:.1f} s of CPU"
    if os.getloadavg()[0] < 2 * (os.cpu_count() or 1):
        assert app.boot_ms < READY_MS, f"ready after {app.boot_ms:.0f} ms"
    cpu = "?" if app.boot_cpu_s is None else f"{app.boot_cpu_s:.1f}"
    print(f"ready after {app.boot_ms:.0f} ms, {cpu} s of CPU (App.boot {boot:.0f} ms)")


def played(game_id: str, players: int, seed: int, moves: int) -> dict:
    game, rng = engine.get_game(game_id), random.Random(seed)
    state = game.new(players, seed=seed)
    while len(state.history) < moves:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def compact(doc) -> str:
    return json.dumps(doc, separators=(",", ":"))


def wrapped(doc) -> str:
    return compact({"saved": "2026-11-24T06:00:00Z", "doc": doc})


def open_with(app, items: dict[str, str], path: str = "", script: str = ""):
    """Open the app after setting ``items`` (and running ``script``) in its localStorage."""
    page = app.page
    page.goto(app.base_url + "pyscript.json")
    page.evaluate("items => { localStorage.clear();"
                  " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                  items)
    if script:
        page.evaluate(script)
    app(path)
    check_ready_time(app)
    return page


def your_games(page) -> list[str]:
    return page.locator("#resume li.saved-game").evaluate_all(
        "rows => rows.map(r => r.dataset.instance)")


VILLAGE_3 = played("village", 2, 3, 3)
PLUS_ULTRA_4 = played("plus_ultra", 2, 5, 4)


def test_a_store_written_by_f2d3e39_loads_with_nothing_lost(app):
    """The key layout of main at f2d3e39: one bare document per title, `current` a game id."""
    page = open_with(app, {
        P + "lang": "es",
        P + "autosave/plus_ultra": compact(PLUS_ULTRA_4),
        P + "autosave/village": compact(VILLAGE_3),
        P + "current": "plus_ultra",
        P + "slot/keep-me": compact({"saved": "2026-11-24T05:40:00Z", "doc": VILLAGE_3}),
        P + "broken/autosave/nippon/2026-11-24T05:40:36Z": "garbage{{{",
    })
    expect(page.locator("#board svg")).to_have_attribute("data-game", "plus_ultra")
    assert history(page) == 4 and open_autosave(page) == PLUS_ULTRA_4
    expect(page.locator("html")).to_have_attribute("lang", "es")
    keys = stored_keys(page)
    assert "autosave/plus_ultra" not in keys and "autosave/village" not in keys
    assert "broken/autosave/nippon/2026-11-24T05:40:36Z" in keys and "slot/keep-me" in keys
    page.click("#nav-shelf")
    rows = page.locator("#resume li.saved-game")
    expect(rows).to_have_count(2)
    expect(rows.filter(has_text="Village")).to_contain_text("Jugadas: 3")
    expect(rows.filter(has_text="Plus Ultra")).to_contain_text("Jugadas: 4")
    page.click("#nav-saves")
    expect(page.locator(".slots li")).to_contain_text("keep-me")
    expect(page.locator(".slots li")).to_contain_text("Jugadas: 3")
    assert_clean(page, "saves dialog with a slot")


def test_a_wrong_shaped_autosave_neither_stops_the_shelf_nor_hides_the_other_games(app):
    """Task 2 rows 8-9: {"actions": 5} and {"players": 5} crashed the shelf on every load.
    And the new-game dialog's remembered choices: 100,000 nested arrays there killed Pyodide
    ("fatal error") when the dialog opened (found in this audit); a 20-digit seed typed in
    the dialog gave "Something went wrong: seed must be an integer from …"."""
    page = open_with(app, {
        P + "autosave/village/a": compact({"actions": 5}),
        P + "autosave/lorenzo/b": compact({"players": 5}),
        P + "autosave/nippon/c": wrapped(played("nippon", 2, 13, 6)),
        P + "newgame/village": "[" * 100_000 + "]" * 100_000,
        P + "current": "",
    })
    expect(page.get_by_role("alert")).to_contain_text("kept aside")
    assert your_games(page) == ["nippon/c"]
    kept = [k for k in stored_keys(page) if k.startswith("broken/")]
    assert sorted(k.split("/")[2] for k in kept) == ["lorenzo", "village"]
    page.click('#games [data-cmd="new"][data-game="village"]')
    expect(page.locator("#new-dialog")).to_be_visible()
    page.fill("#new-seed", "9" * 20)
    page.locator("#new-dialog [type=submit]").click()
    expect(page.get_by_role("alert")).to_contain_text("whole number from 0 to 9007199254740991")
    page.keyboard.press("Escape")
    assert not [line for line in app.console if "fatal" in line.lower()]
    page.click("#resume [data-cmd=resume]")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "nippon")


def test_a_3mb_garbage_autosave_that_cannot_be_copied_is_skipped_and_can_be_deleted(app):
    """Task 2 row 6: 3,000,000 characters could not be copied to broken/, and the app never
    started.  Now it stays in place, is never opened, and the player may delete it."""
    page = open_with(app, {P + "autosave/village/a": wrapped(VILLAGE_3),
                           P + "current": "plus_ultra/b"},
                     script=f"localStorage.setItem('{P}autosave/plus_ultra/b', 'x'.repeat(3000000))")
    expect(page.get_by_role("alert")).to_contain_text("no room to keep a copy aside")
    expect(page.locator("#shelf-screen")).to_be_visible()
    rows = page.locator("#resume li.saved-game")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("Village")
    broken = rows.nth(1)
    assert_clean(page, "your games with an unreadable game")
    broken.locator("[data-cmd=ask-delete-game]").click()
    expect(broken.locator("[data-testid=keep]")).to_be_focused()       # asks first
    assert_clean(page, "your games asking before a deletion")
    page.keyboard.press("Enter")                                        # "Keep"
    expect(broken.locator("[data-cmd=ask-delete-game]")).to_be_focused()
    assert "autosave/plus_ultra/b" in stored_keys(page)
    broken.locator("[data-cmd=ask-delete-game]").click()
    broken.locator("[data-testid=confirm-delete]").click()
    expect(rows).to_have_count(1)
    assert "autosave/plus_ultra/b" not in stored_keys(page)
    plays_on(page, "village/a", 3)


def plays_on(page, ref: str, moves: int) -> None:
    """Continue the game ``ref`` (``moves`` moves stored) from "Your games" and make a move:
    it opens, plays, and its autosave takes the move."""
    page.click(f'#resume li[data-instance="{ref}"] [data-cmd=resume]')
    expect(page.locator("#game-screen")).to_have_attribute("data-history", str(moves))
    Player(page, seed=7).play(actions=1)
    stored = json.loads(page.evaluate(f"localStorage.getItem('{P}autosave/{ref}')"))
    assert len(stored["doc"]["actions"]) > moves


def test_a_save_under_another_titles_key_is_kept_aside_and_the_real_game_untouched(app):
    """Task 2 row 5: a Village save under Plus Ultra's key overwrote the real Village game."""
    intruder = played("village", 3, 14, 25)
    page = open_with(app, {P + "autosave/village/a": wrapped(VILLAGE_3),
                           P + "autosave/plus_ultra/b": wrapped(intruder),
                           P + "current": "plus_ultra/b"})
    expect(page.get_by_role("alert")).to_contain_text("holds a game of Village, not of Plus Ultra")
    expect(page.locator("#shelf-screen")).to_be_visible()
    assert your_games(page) == ["village/a"]
    assert json.loads(page.evaluate(f"localStorage.getItem('{P}autosave/village/a')"))["doc"] \
        == VILLAGE_3
    kept = [k for k in stored_keys(page) if k.startswith("broken/autosave/plus_ultra/b/")]
    assert len(kept) == 1
    plays_on(page, "village/a", 3)


FILL = """() => {                    // fill localStorage to the last character (binary search)
  let low = 0, high = 6000000;
  while (low < high) {
    const n = Math.ceil((low + high) / 2);
    try { localStorage.setItem('zz-filler', 'x'.repeat(n)); low = n; }
    catch (e) { high = n - 1; }
  }
  localStorage.setItem('zz-filler', 'x'.repeat(low));
  for (const n of [1000, 100, 10, 1]) {      // and the odd bits other keys can still take
    for (let i = 0; ; i++) {
      try { localStorage.setItem('zz-' + n + '-' + i, 'x'.repeat(n)); } catch (e) { break; }
    }
  }
  return low;
}"""


def test_a_full_storage_is_told_and_stays_told_and_the_last_good_save_is_kept(app):
    """Task 3: with the storage full the "Autosave failed" message was cleared at once and
    moves were lost silently; Save as and the language switch said "Something went wrong"."""
    page = app("?new=village&players=2&seed=3")
    player = Player(page, seed=1)
    player.play(actions=2)
    good = open_autosave(page)
    page.evaluate(FILL)
    player.play(actions=1)
    notice = page.locator("[data-testid=saving-off]")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("storage is full")
    player.play(actions=2)
    expect(notice).to_be_visible()                       # still told after more moves
    assert_clean(page, "saving-off notice")
    assert open_autosave(page) == good                   # the last good save is kept
    shown = history(page)
    with page.expect_download() as download:             # the notice's way to keep the game
        notice.locator("[data-cmd=export]").click()
    exported = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert len(exported["actions"]) == shown > len(good["actions"])
    assert exported["actions"][:len(good["actions"])] == good["actions"]
    page.click("#nav-saves")
    page.fill("#slot-name", "quota test")
    page.click("#save-form button[type=submit]")
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("storage is full")
    expect(alert).not_to_contain_text("Something went wrong")
    page.select_option("#lang", "es")
    expect(alert).to_contain_text("lleno")
    expect(alert).not_to_contain_text("Algo ha fallado")
    page.reload()
    app.wait_ready()
    assert history(page) == len(good["actions"])


def test_a_new_game_link_starts_beside_the_unfinished_game_of_that_title(app):
    """Player review B5: `?new=nippon…` replaced a 255-move Nippon game."""
    first = played("nippon", 2, 13, 12)
    page = open_with(app, {P + "autosave/nippon/a": wrapped(first), P + "current": "nippon/a"},
                     path="?new=nippon&players=2&seed=11")
    expect(page.locator("#board svg")).to_have_attribute("data-game", "nippon")
    assert open_autosave(page)["seed"] == 11
    page.click("#nav-shelf")
    assert len(your_games(page)) == 2 and "nippon/a" in your_games(page)
    assert json.loads(page.evaluate(f"localStorage.getItem('{P}autosave/nippon/a')"))["doc"] \
        == first


def test_a_huge_player_count_in_a_link_is_refused_at_once(app):
    """Task 4b row 4: players=99999999999999999999 froze the tab."""
    page = app("?new=nippon&players=99999999999999999999")
    check_ready_time(app)
    expect(page.get_by_role("alert")).to_contain_text("players must be 2–4")


def test_an_import_opens_beside_the_unfinished_game_of_that_title(app, tmp_path):
    """Review D-2: importing a Village save replaced the unfinished Village game."""
    path = tmp_path / "village.json"
    path.write_text(json.dumps(played("village", 3, 14, 25)), encoding="utf-8")
    page = open_with(app, {P + "autosave/village/a": wrapped(VILLAGE_3),
                           P + "current": "village/a"})
    assert history(page) == 3
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#game-screen")).to_have_attribute("data-history", "25")
    page.click("#nav-shelf")
    rows = page.locator("#resume li.saved-game")
    expect(rows).to_have_count(2)
    expect(rows.filter(has_text="Moves: 3")).to_have_count(1)
    expect(rows.filter(has_text="Moves: 25")).to_have_count(1)
    assert json.loads(page.evaluate(f"localStorage.getItem('{P}autosave/village/a')"))["doc"] \
        == VILLAGE_3                                     # the unfinished game, untouched


def test_a_finished_game_is_marked_and_offered_as_a_replay_not_continued(app, context):
    """Player review, "Your games" offered Continue for finished games with no marker."""
    game, rng = engine.get_game("village"), random.Random(3)
    state = game.new(2, seed=3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    page = open_with(app, {P + "autosave/village/a": wrapped(engine.save(state)),
                           P + "autosave/nippon/b": wrapped(played("nippon", 2, 13, 6)),
                           P + "current": ""})
    finished = page.locator('#resume li[data-instance="village/a"]')
    expect(finished.locator("[data-testid=finished]")).to_be_visible()
    expect(finished.locator("[data-cmd=resume]")).to_have_count(0)
    expect(page.locator('#resume li[data-instance="nippon/b"] [data-cmd=resume]')).to_be_visible()
    assert_clean(page, "your games with a finished game")
    with context.expect_page() as popup:
        finished.locator("[data-cmd=replay]").click()
    replay = popup.value
    replay.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    expect(replay.locator("body")).to_have_attribute("data-move", "0")
    expect(replay.locator("#board svg")).to_have_attribute("data-game", "village")


def test_the_shelf_lists_games_from_their_stored_facts_without_replaying_them(app):
    """Issue 19, boot: "Your games" used to replay every stored autosave at each start.  A
    value saved with its facts is listed from them; its document is checked and replayed
    only when opened.  Here the facts are sound but an action was damaged afterwards (only
    a replay can tell): the shelf lists it at boot, and Continue reports it and keeps it
    aside, the other game untouched."""
    doc = played("nippon", 2, 13, 6)
    state = engine.load(doc)
    facts = {"game": "nippon", "names": list(state.names), "moves": 6,
             "turn": state.names[engine.get_game("nippon").decision(state).seat],
             "over": False, "winner": None}
    damaged = {**doc, "actions": [*doc["actions"][:5], "not an action"]}
    page = open_with(app, {
        P + "autosave/nippon/a": compact({"saved": "2026-11-24T06:00:00Z", "doc": damaged,
                                          "facts": facts}),
        P + "autosave/village/b": wrapped(VILLAGE_3),
        P + "current": "",
    })
    expect(page.locator("#resume li.saved-game")).to_have_count(2)
    expect(page.get_by_role("alert")).to_be_hidden()             # nothing replayed at boot
    expect(page.locator('#resume li[data-instance="nippon/a"]')).to_contain_text("Moves: 6")
    village = json.loads(page.evaluate(f"localStorage.getItem('{P}autosave/village/b')"))
    assert village["doc"] == VILLAGE_3 and village["facts"]["moves"] == 3   # facts stored once
    page.click('#resume li[data-instance="nippon/a"] [data-cmd=resume]')
    expect(page.get_by_role("alert")).to_contain_text("kept aside")
    assert your_games(page) == ["village/b"]
    assert [k.split("/")[2] for k in stored_keys(page) if k.startswith("broken/")] == ["nippon"]


def test_a_full_storage_at_boot_with_a_broken_autosave_leaves_the_app_ready_and_playing(app):
    """Task 3 row 7 (D-4): with the storage full, a 10-character garbage autosave could not
    be copied to broken/ and the app never started.  Now it is ready, says so, leaves the value
    in place, and the good game opens and plays on with saving off (its last save kept)."""
    page = open_with(app, {P + "autosave/village/a": wrapped(VILLAGE_3),
                           P + "autosave/plus_ultra/b": "garbage{{{",
                           P + "current": "plus_ultra/b"}, script=FILL)
    expect(page.get_by_role("alert")).to_contain_text("no room to keep a copy aside")
    expect(page.locator("#shelf-screen")).to_be_visible()
    assert "autosave/plus_ultra/b" in stored_keys(page)
    page.click('#resume li[data-instance="village/a"] [data-cmd=resume]')
    expect(page.locator("#board svg")).to_have_attribute("data-game", "village")
    assert history(page) == 3
    Player(page, seed=2).play(actions=1)
    expect(page.locator("[data-testid=saving-off]")).to_contain_text("storage is full")
    assert json.loads(page.evaluate(f"localStorage.getItem('{P}autosave/village/a')"))["doc"] \
        == VILLAGE_3


def _hostile_files() -> list[tuple[str, bytes, str]]:
    """(case, file bytes, what the message must say): the review's corpus files that were
    defects or risks in the app (task 1), made from a real save."""
    doc = played("lorenzo", 3, 12, 25)
    text = json.dumps(doc)
    latin = json.dumps({**doc, "players": [{"name": "José", "kind": "human"},
                                           *doc["players"][1:]]}, ensure_ascii=False)
    return [
        ("29 nested 100,000", b"[" * 100_000 + b"]" * 100_000, "nests"),
        ("29b nested in a save", (text[:-1] + ', "x": ' + '{"a":' * 100_000 + "1"
                                  + "}" * 100_001).encode(), "nests"),
        ("16f seed null", json.dumps({**doc, "seed": None, "actions": []}).encode(), "no seed"),
        ("16c seed missing", json.dumps({k: v for k, v in doc.items() if k != "seed"}).encode(),
         "no seed"),
        ("16d seed true", json.dumps({**doc, "seed": True}).encode(), "seed must be an integer"),
        ("09b version true", json.dumps({**doc, "version": True}).encode(),
         "unsupported save version"),
        ("27c name object", json.dumps({**doc, "players": [{"name": {"first": "Ana"}},
                                                           *doc["players"][1:]]}).encode(),
         "name must be text"),
        ("27c name null", json.dumps({**doc, "players": [{"name": None},
                                                         *doc["players"][1:]]}).encode(),
         "name must be text"),
        ("32 UTF-16 with BOM", text.encode("utf-16"), "UTF-16"),
        ("33 Latin-1", latin.encode("latin-1"), "not UTF-8"),
        ("37 100,000-character token", json.dumps(
            {**doc, "actions": doc["actions"][:3] + ["act " + "x" * 100_000]}).encode(),
         "does not replay"),
        ("28 3 MB file", json.dumps({**doc, "pad": "x" * 3_000_000}).encode(), "too large"),
    ]


def test_hostile_files_are_refused_with_a_short_message_and_the_game_plays_on(app):
    """Task 1, in Chromium: each corpus file that was a defect or risk (a Pyodide stack
    overflow, a game dealt from a random seed, `true` for a number, a Python repr shown, a
    Latin-1 or UTF-16 file opened with its names changed, a 200,000-character banner) is
    refused with the reason, in a message of bounded length without Python reprs; the open
    game and its autosave stay as they were, and play goes on."""
    page = app("?new=plus_ultra&players=2&seed=5")
    check_ready_time(app)
    player = Player(page, seed=4)
    player.play(actions=4)
    before, saved, keys = history(page), open_autosave(page), stored_keys(page)
    alert = page.get_by_role("alert")
    for case, data, reason in _hostile_files():
        page.set_input_files("#import-file", files=[
            {"name": "game.json", "mimeType": "application/json", "buffer": data}])
        expect(alert, case).to_contain_text(reason)
        shown = alert.inner_text()
        assert "Your current game was not changed" in shown, case
        assert len(shown) < 500, (case, len(shown))
        for python in ("None", "True", "{'", "['", "\ufffd"):
            assert python not in shown, (case, shown)
        assert history(page) == before and open_autosave(page) == saved, case
        assert stored_keys(page) == keys, case
    assert not [line for line in app.console if "fatal" in line.lower()]
    player.play(actions=1)
    assert len(open_autosave(page)["actions"]) == before + 1


def test_names_with_control_characters_and_a_lone_surrogate_open_as_text(app):
    """Corpus 27b/27d: a valid save whose names hold NUL, BEL, ESC and a lone surrogate opens
    as its own game; the names are shown as text and play goes on."""
    doc = played("nippon", 2, 13, 6)
    doc["players"][0]["name"] = "Ana\x00\x07\x1b[31m"
    doc["players"][1]["name"] = "Bo\ud800b"
    page = app("")
    page.set_input_files("#import-file", files=[
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(doc).encode()}])           # ASCII: the surrogate as \ud800
    expect(page.locator("#game-screen")).to_have_attribute("data-history", "6")
    expect(page.get_by_role("alert")).to_have_count(0)
    expect(page.locator("#board svg")).to_contain_text("Ana")
    Player(page, seed=5).play(actions=1)
    assert len(open_autosave(page)["actions"]) == 7


def test_a_browser_that_gives_no_storage_says_so_and_play_goes_on(app):
    """Storage refused outright (disabled, a private mode that throws on localStorage): the
    app played on in memory without a word, so a reload lost the game (found in this audit).
    Now the lasting notice says nothing outlives the page, and the export keeps the game."""
    page = app.page
    page.add_init_script("Object.defineProperty(window, 'localStorage', {get() {"
                         " throw new DOMException('The operation is insecure.', 'SecurityError');"
                         " }})")
    app("?new=village&players=2&seed=3")
    check_ready_time(app)
    Player(page, seed=1).play(actions=2)
    notice = page.locator("[data-testid=saving-off]")
    expect(notice).to_contain_text("does not let this page store anything")
    expect(notice).to_contain_text("lost when this page is closed")
    assert_clean(page, "no-storage notice")
    with page.expect_download() as download:
        notice.locator("[data-cmd=export]").click()
    exported = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert len(exported["actions"]) == history(page) >= 2


def test_an_import_of_a_stored_game_offers_it_or_a_copy_never_a_silent_duplicate(app, tmp_path):
    """Review D6: importing an exported game again gave a second, identical "Your games"
    row; rows told neither the edition nor which seats are bots."""
    game, rng = engine.get_game("lorenzo"), random.Random(8)
    state = game.new(2, seed=8, variant="advanced")
    while len(state.history) < 4:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    doc = engine.save(state, seats=[{"name": "Ana", "kind": "human"},
                                    {"name": "Ben", "kind": "human"}])
    path = tmp_path / "lorenzo.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    page = open_with(app, {P + "autosave/lorenzo/a": wrapped(doc), P + "current": ""})
    page.set_input_files("#import-file", str(path))
    choices = page.locator("#alert [data-testid=stored-choices]")
    expect(choices).to_be_visible()
    expect(page.locator("#alert")).to_contain_text("already in “Your games”")
    assert your_games(page) == ["lorenzo/a"]                  # nothing stored twice unasked
    choices.locator("[data-cmd=keep-copy]").click()
    expect(page.locator("#game-screen")).to_have_attribute("data-history", "4")
    page.click("#nav-shelf")
    rows = page.locator("#resume li.saved-game")
    expect(rows).to_have_count(2)
    expect(rows.filter(has=page.locator("[data-testid=copy]"))).to_have_count(1)
    expect(rows.first).to_contain_text("Lorenzo il Magnifico · Advanced game")
    page.screenshot(path="/tmp/trust-tours-shots/d6-your-games-en-desktop.png")
    page.set_input_files("#import-file", str(path))
    page.locator("#alert [data-cmd=resume]").click()           # "Open it": the stored game
    expect(page.locator("#game-screen")).to_have_attribute("data-history", "4")
    expect(page.locator("#alert")).to_be_hidden()
    page.click("#nav-shelf")
    expect(rows).to_have_count(2)
