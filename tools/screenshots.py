"""Screenshots of every game as a player sees it, for a person to look at (issues 20, 21).

For every game and edition (Plus Ultra's two editions), in English and Spanish, on a desktop
(1280×800, mouse) and a touch phone (390×844), the script captures: the start, a mid-game
position, the end (the game-over panel with its score chart), an explanation popover (hover on
the desktop, tap on the phone), the "How to play" summary and the icon legend opened from the
game, the hand-off cover of a secret choice (where the start has one), and two guided tour
steps (``index.html?tour=<game>&step=<id>``).  Positions are reached without clicking
through a game: a seeded game is played with random legal moves in CPython, saved
(engine.save) and written into the app's localStorage as the open game's autosave, exactly as
tests/e2e/test_endgame.py does; every seat is a person, so no bot moves while a shot is taken.

Usage (after ``python3 build.py build``)::

    .venv/bin/python -m tools.screenshots                       # everything, /tmp/shots/sweep
    .venv/bin/python -m tools.screenshots --games nippon --langs es --sizes phone \\
        --kinds start,end --out /tmp/shots/x

Files are named ``<game>[-<edition>]-<lang>-<size>-<kind>.png``.  It prints one line per shot
and, at the end, the layout faults it measured on every screen (an element of the page wider
than the viewport, sideways scrolling), which a person should look at first.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from tools.build.serve import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic", "--disable-dev-shm-usage"]
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
P = "euro-games/v1/"
NAMES = ["Ana", "Bartolomé", "Carmen", "Dolores"]
"""Seat names (one longer than the rest, as people type them)."""
KINDS = ("start", "mid", "end", "popover", "howto", "legend", "handoff", "tour1", "tour2")
EDITIONS = [("plus_ultra", "reglamento", 3), ("plus_ultra", "early", 3), ("lorenzo", None, 3),
            ("nippon", None, 3), ("village", None, 3)]
"""(game id, variant or None for the default, players) of every game shown."""
TOUR_STEPS = {"plus_ultra": ("draft", "natives"), "lorenzo": ("member", "vatican"),
              "nippon": ("worker", "consolidate"), "village": ("turn", "death")}
FIRST_PLAIN = """() => { const e = [...document.querySelectorAll('#board [data-explain]')]
  .find(e => !e.closest('[data-action]') && e.getClientRects().length
             && e.getBoundingClientRect().width < 300
             && e.getBoundingClientRect().top >= 0);
  return e ? e.getAttribute('data-explain') : null; }"""
"""The key of the first visible explained element that is no move (and not a whole zone)."""
WIDE = """() => { const w = document.documentElement.clientWidth; const out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (!r.width || getComputedStyle(e).visibility === 'hidden') continue;
    if (e.closest('svg') && e.tagName.toLowerCase() !== 'svg') continue;
    if (r.right > w + 1 || r.left < -1) out.push((e.id ? '#' + e.id : e.tagName.toLowerCase()
        + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : ''))
        + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
  }
  if (document.documentElement.scrollWidth > w) out.unshift('page scrolls sideways: '
      + document.documentElement.scrollWidth + ' > ' + w);
  return out.slice(0, 8); }"""
"""Elements sticking out of the viewport sideways (those inside an SVG are the SVG's)."""


def docs(game_id: str, variant: str | None, players: int, seed: int) -> dict[str, dict]:
    """Save documents of the start, a mid-game position and the end of one random game."""
    game, rng = engine.get_game(game_id), random.Random(seed)
    state = game.new(players, seed=seed, variant=variant, names=NAMES[:players])
    states = [state]
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        states.append(state)
    out = {"start": engine.save(states[0]), "mid": engine.save(states[len(states) // 2]),
           "end": engine.save(states[-1])}
    for doc in out.values():
        for player in doc["players"]:
            player["kind"] = "human"
    return out


class Shooter:
    """One browser page (one size) taking the shots; ``faults`` gathers measured faults."""

    def __init__(self, browser, base: str, size: str, out: Path):
        touch = size == "phone"
        self.context = browser.new_context(viewport=SIZES[size], has_touch=touch,
                                           is_mobile=touch)
        self.page = self.context.new_page()
        self.base, self.size, self.out = base, size, out
        self.faults: list[str] = []

    def ready(self, path: str = "") -> None:
        self.page.goto(self.base + path)
        self.page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=90_000)
        self.page.wait_for_timeout(300)

    def open_doc(self, doc: dict, lang: str, cover: str | None = None) -> None:
        """Open ``doc`` as the stored open game, in ``lang``; a hand-off cover is passed, or
        shot as ``cover`` first when that name is given."""
        page = self.page
        page.goto(self.base + "pyscript.json")
        page.evaluate("items => { localStorage.clear(); for (const [k, v] of"
                      " Object.entries(items)) localStorage.setItem(k, v); }",
                      {P + f"autosave/{doc['game']}/a": json.dumps(
                          {"saved": "2026-11-24T06:00:00Z", "doc": doc}),
                       P + "current": f"{doc['game']}/a", P + "lang": lang})
        self.ready()
        page.wait_for_selector("#board svg", timeout=30_000)
        hand_off = page.locator('[data-testid="continue"]')
        if hand_off.count() and hand_off.first.is_visible():
            if cover:
                self.shot(cover)
            hand_off.first.click()
            if self.size == "desktop":
                page.mouse.move(2, SIZES["desktop"]["height"] - 2)   # off the board
            page.wait_for_timeout(300)

    def shot(self, name: str, *, full: bool = False) -> None:
        path = self.out / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=full)
        wide = self.page.evaluate(WIDE)
        if wide:
            self.faults.append(f"{name}: " + "; ".join(wide))
        print(path, flush=True)

    def game(self, game_id: str, variant: str | None, players: int, lang: str,
             kinds: set[str], seed: int = 5) -> None:
        name = f"{game_id}-{variant}" if game_id == "plus_ultra" else game_id
        stem = f"{name}-{lang}-{self.size}"
        page = self.page
        positions = docs(game_id, variant, players, seed)
        if "start" in kinds:
            self.open_doc(positions["start"], lang,
                          f"{stem}-handoff" if "handoff" in kinds else None)
            self.shot(f"{stem}-start")
        if kinds & {"mid", "popover", "howto", "legend"}:
            self.open_doc(positions["mid"], lang)
            if "mid" in kinds and self.size == "desktop":
                self.shot(f"{stem}-mid", full=True)
            elif "mid" in kinds:           # the options sheet is fixed: the page, screen by screen
                for n, y in enumerate((0, 450, 900)):
                    page.evaluate(f"() => window.scrollTo(0, {y})")
                    page.wait_for_timeout(100)
                    self.shot(f"{stem}-mid" + (f"-{n}" if n else ""))
            if "popover" in kinds:
                self.popover(stem)
            for kind, button in (("legend", "#nav-legend"), ("howto", "#nav-howto")):
                if kind in kinds:                  # a dialog opened from the game's top bar
                    page.keyboard.press("Escape")
                    page.click(button)
                    page.wait_for_selector(f"#{kind}-dialog", state="visible")
                    page.wait_for_timeout(200)
                    self.shot(f"{stem}-{kind}")
                    page.keyboard.press("Escape")
        if "end" in kinds:
            self.open_doc(positions["end"], lang)
            page.wait_for_selector('svg[data-testid="score-chart"]', timeout=30_000)
            page.locator("#decision h2").first.scroll_into_view_if_needed()
            self.shot(f"{stem}-end-top")
            page.locator('svg[data-testid="score-chart"]').scroll_into_view_if_needed()
            self.shot(f"{stem}-end")
        for n, step in enumerate(TOUR_STEPS[game_id], 1):
            if f"tour{n}" in kinds and (game_id != "plus_ultra" or variant == "reglamento"):
                page.goto(self.base + "pyscript.json")
                page.evaluate(f"() => {{ localStorage.clear(); localStorage.setItem("
                              f"{P + 'lang'!r}, {lang!r}); }}")
                self.ready(f"index.html?tour={game_id}&step={step}")
                page.wait_for_timeout(200)  # the step scrolls its board part into view
                # a phone's step sits in the fixed sheet: what the screen shows, not the page
                self.shot(f"{game_id}-{lang}-{self.size}-tour{n}-{step}",
                          full=self.size == "desktop")

    def popover(self, stem: str) -> None:
        page = self.page
        page.evaluate("() => window.scrollTo(0, 0)")
        key = page.evaluate(FIRST_PLAIN)
        if not key:
            self.faults.append(f"{stem}-popover: no explained element in view")
            return
        target = page.locator(f'#board [data-explain="{key}"]').first
        target.scroll_into_view_if_needed()
        if self.size == "phone":
            target.tap()
        else:
            target.hover()
        page.wait_for_selector("#explain-pop", state="visible", timeout=10_000)
        self.shot(f"{stem}-popover")
        page.keyboard.press("Escape")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="/tmp/shots/sweep")
    parser.add_argument("--games", default="", help="comma-separated ids (plus_ultra-early too)")
    parser.add_argument("--langs", default="en,es")
    parser.add_argument("--sizes", default="desktop,phone")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    wanted = {g for g in args.games.split(",") if g}
    kinds = {k for k in args.kinds.split(",") if k}
    server = make_server(ROOT / "dist", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    faults: list[str] = []
    started = time.monotonic()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for size in args.sizes.split(","):
                shooter = Shooter(browser, base, size, out)
                for lang in args.langs.split(","):
                    for game_id, variant, players in EDITIONS:
                        label = f"{game_id}-{variant}" if variant else game_id
                        if wanted and game_id not in wanted and label not in wanted:
                            continue
                        shooter.game(game_id, variant, players, lang, kinds, args.seed)
                faults += shooter.faults
                shooter.context.close()
            browser.close()
    finally:
        server.shutdown()
    print(f"\n{time.monotonic() - started:.0f} s; measured faults: {len(faults)}")
    for fault in faults:
        print("  " + fault)
    return 0


if __name__ == "__main__":
    sys.exit(main())
