"""Benchmark: a click on the board → the board repainted, against a JavaScript-only redraw of
the same board in the same page (issue 33: at most 1.2 times it, every game).

    python3 build.py build
    .venv/bin/python bench/clicks.py                                   # dist/, 16 rounds a game
    .venv/bin/python bench/clicks.py --dist /tmp/old/dist,dist --rounds 12

Per game a mid-game position (a random 4-player game from ``--seed``, each action drawn by
``random.Random(seed).choice`` from ``legal_actions``, at half its length; every seat a
person) is put in localStorage as the open game and index.html opened at 1280×800 (service
workers blocked).  Each round clicks, in an order rotating round by round:
  L  a visible ``#board [data-action]`` element chosen at random (Playwright's real input
     events): the app plays it and redraws;
  R  a 16 px button whose handler sets ``#board.innerHTML`` to the markup of the board on
     screen, read just before the click (a full redraw without Python: parse, style, layout,
     paint; the board stays the app's own, so the next round's L clicks a live option);
  N  a 16 px button with an empty handler (input → next frame: the floor of any click).
Latency: the click's ``event.timeStamp`` → the first task after the animation frame that
follows the first change under ``#board`` but the explanation popover's ``aria-describedby``
(N: after its handler).  Hand-off covers are passed
(Continue, not timed).  Several ``--dist`` folders (the baseline build first) are measured
game by game in the order A,B then B,A; each game is a new page.  Prints one JSON line per
(game, build), then a table: medians with min–max, L/R per round, and the load (`uptime`).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_dist

sys.path.insert(0, str(ROOT))

import engine  # noqa: E402  (after the path is set)

HOOKS = """() => {
  window.__lat = []; window.__pending = null;
  const board = document.getElementById('board');
  const frame = (p) => requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => { p.done = performance.now(); window.__lat.push(p);
                                 window.__pending = null; };
    ch.port2.postMessage(0); });
  new MutationObserver((records) => { const p = window.__pending;
      // the explanation popover's own aria-describedby is not the redraw
      if (!records.some(r => r.attributeName !== 'aria-describedby')) return;
      if (p && p.ts && p.expectMut && !p.mut) { p.mut = performance.now(); frame(p); } })
    .observe(board, {childList: true, subtree: true, attributes: true, characterData: true});
  window.addEventListener('click', (e) => { const p = window.__pending; if (!p || p.ts) return;
      p.ts = e.timeStamp; if (!p.expectMut) frame(p); }, true);
  const button = (id, left, fn) => { const b = document.createElement('button'); b.id = id;
      b.style.cssText = `position:fixed;top:0;left:${left}px;width:16px;height:16px;` +
        'z-index:99999;padding:0;border:0;opacity:0.6';
      b.addEventListener('click', (e) => { e.stopPropagation(); fn(); });
      document.body.appendChild(b); };
  button('bench-redraw', 0, () => { board.innerHTML = window.__boardHTML; });
  button('bench-null', 20, () => {});
}"""
PROBE = """() => {
  const seen = el => el.getClientRects().length > 0 && el.checkVisibility();
  const go = document.querySelector('[data-testid=continue]');
  const index = sel => [...document.querySelectorAll(sel)].map((e, i) => [i, seen(e)])
      .filter(p => p[1]).map(p => p[0]);
  const root = document.querySelector('#board svg');
  return {handoff: !!(go && seen(go)), board: index('#board [data-action]'),
          any: index('[data-action]'),
          over: !!root && root.getAttribute('data-game-over') === 'true',
          history: Number(document.getElementById('game-screen').dataset.history || -1)};
}"""
GAMES = ("plus_ultra", "lorenzo", "nippon", "village")


def mid_doc(game_id: str, players: int, seed: int) -> dict:
    """The save document of a random game of ``game_id`` at half its length."""
    game = engine.get_game(game_id)
    rng = random.Random(seed)
    state = game.new(players, seed=seed)
    states = [state]
    while game.decision(state).seat is not None:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        states.append(state)
    return engine.save(states[len(states) // 2])


def timed(page, kind: str, locator) -> float | None:
    """ms from the click on ``locator`` to the frame after its redraw (None: no redraw seen
    in 15 s, or Playwright found the element covered)."""
    page.evaluate("k => { window.__pending = {kind: k, expectMut: k !== 'N'}; }", kind)
    try:
        locator.click(timeout=4_000)
    except Exception:  # noqa: BLE001  (covered by another element)
        page.evaluate("window.__pending = null")
        return None
    waited = time.monotonic()
    while time.monotonic() - waited < 15:
        if page.evaluate("window.__pending === null"):
            got = page.evaluate("window.__lat[window.__lat.length - 1]")
            return got["done"] - got["ts"]
        time.sleep(0.01)
    page.evaluate("window.__pending = null")
    return None


def open_mid_game(page, base: str, game_id: str, seed: int) -> None:
    """Open index.html of the build at ``base`` in ``page`` on the open game :func:`mid_doc`
    (4 players, ``seed``) put in localStorage, and wait until the app is ready."""
    page.goto(base + "pyscript.json")
    name = f"{game_id}/bench{seed}"
    page.evaluate("""([name, value]) => {
        localStorage.setItem('euro-games/v1/current', name);
        localStorage.setItem('euro-games/v1/autosave/' + name, value); }""",
                  [name, json.dumps({"saved": datetime.now(timezone.utc).isoformat(),
                                     "doc": mid_doc(game_id, 4, seed)})])
    page.goto(base + "index.html")
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=240_000)


def one_game(browser, base: str, game_id: str, rounds: int, seed: int) -> dict:
    """L, R and N latencies (ms) of ``rounds`` rounds in a new page of the build at ``base``."""
    context = browser.new_context(viewport={"width": 1280, "height": 800},
                                  service_workers="block")
    try:
        page = context.new_page()
        open_mid_game(page, base, game_id, seed)
        page.wait_for_selector("#game-screen:not([hidden])", timeout=30_000)
        page.evaluate(HOOKS)
        rng = random.Random(seed)
        rows: dict[str, list[float]] = {"L": [], "R": [], "N": []}
        ratios: list[float] = []
        turn = 0
        for _ in range(rounds * 6):
            if len(ratios) >= rounds:
                break
            seen = page.evaluate(PROBE)
            if seen["over"]:
                break
            if seen["handoff"]:
                page.click("[data-testid=continue]")
                continue
            if not seen["board"]:
                if not seen["any"]:
                    break
                page.locator("[data-action]").nth(rng.choice(seen["any"])).click()
                continue
            order = ["L", "R", "N"][turn % 3:] + ["L", "R", "N"][:turn % 3]
            turn += 1
            target = page.locator("#board [data-action]").nth(rng.choice(seen["board"]))
            got = {}
            for kind in order:
                if kind == "R":
                    page.evaluate("window.__boardHTML = "
                                  "document.getElementById('board').innerHTML")
                locator = {"L": target, "R": page.locator("#bench-redraw"),
                           "N": page.locator("#bench-null")}[kind]
                got[kind] = timed(page, kind, locator)
                if kind == "L" and got[kind] is None:
                    break                                    # a covered target: next round
            if None in got.values() or len(got) < 3:
                continue
            for kind, ms in got.items():
                rows[kind].append(ms)
            ratios.append(got["L"] / got["R"])
        return {"rows": rows, "ratios": ratios,
                "elements": page.evaluate("document.querySelectorAll('#board *').length")}
    finally:
        context.close()


def spread(values: list[float], digits: int = 0) -> str:
    if not values:
        return "—"
    return (f"{statistics.median(values):.{digits}f} "
            f"({min(values):.{digits}f}–{max(values):.{digits}f})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"),
                        help="built dist/ folders, comma-separated (the baseline first)")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--rounds", type=int, default=16, help="L,R,N rounds per game")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    builds = [Path(d).resolve() for d in args.dist.split(",")]
    results = []
    load_before = os.getloadavg()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for number, game_id in enumerate(args.games.split(",")):
            order = builds if number % 2 == 0 else builds[::-1]
            for dist in order:
                with serve_dist(dist) as (_build, base):
                    load = os.getloadavg()[0]
                    got = one_game(browser, base, game_id, args.rounds, args.seed)
                row = {"game": game_id, "dist": str(dist), "load": [load, os.getloadavg()[0]],
                       **got}
                results.append(row)
                print(json.dumps(row), flush=True)
        browser.close()
    load_after = os.getloadavg()
    print(f"\nms, median (min–max) over rounds; load (1 min) {load_before[0]:.1f} → "
          f"{load_after[0]:.1f}; target L/R ≤ 1.2")
    print("| game | build | board elements | L click → repaint | R JS-only redraw | N null click "
          "| L/R per round |")
    print("|---|---|---|---|---|---|---|")
    for row in sorted(results, key=lambda r: (GAMES.index(r["game"]), builds.index(Path(r["dist"])))):
        print(f"| {row['game']} | {Path(row['dist']).parent.name}/{Path(row['dist']).name} | "
              f"{row['elements']} | {spread(row['rows']['L'])} | {spread(row['rows']['R'])} | "
              f"{spread(row['rows']['N'])} | {spread(row['ratios'], 2)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
