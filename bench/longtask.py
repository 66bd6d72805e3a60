"""Benchmark: the longest main-thread task while bots play, in every game (issues 19 and 33).

    python3 build.py build
    .venv/bin/python bench/longtask.py                     # 60 bot moves per game, level normal
    .venv/bin/python bench/longtask.py --games village,plus_ultra:early --moves 30 --level hard
    .venv/bin/python bench/longtask.py --modes worker --moves 0 --level easy   # whole games
    .venv/bin/python bench/longtask.py --modes worker --dist /tmp/old/dist,dist  # two builds

Opens ``index.html?new=<game>&players=4&seed=S&seats=<level>,…`` (bots only) in Chromium and
collects every long task (a main-thread task over 50 ms) with a PerformanceObserver('longtask')
installed before any page script.  Counted from the moment the page is ready (the boot's own
long tasks are not the bots') until ``--moves`` moves are in the game's autosave (``--moves
0``: until the game is over; the app's bot pause between moves included).  Prints one JSON
line per game and a table: the longest task, the 95th percentile of the long tasks, how many
went over 50 ms and over 100 ms.  Issue 19's target: no task over 50 ms while a bot thinks.

Baselines, interleaved in the same run:
- ``--modes``: ``page`` has the bots think in the page in 30 ms slices (``?bots=page``, the
  only path before the bot worker), ``worker`` in the bot worker (web/bots.py).
- In the same page, every ``--calib-every`` seconds, the browser's own full redraw of the
  board on screen: ``#board.innerHTML`` set to its own markup, layout forced, then the next
  frame (no Python); its tasks are left out of the app's.  Issue 33's target: the app's
  longest task at most 1.5 times the median of these redraws (``max/redraw``).
- ``--dist``: several built dist/ folders (the baseline first), game by game in the order
  A,B then B,A.
A game may name its rules variant (``plus_ultra:early``); the default list has both Plus
Ultra editions.  The 1-minute load average is printed before and after.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_dist

sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402  (after the path is set)
OBSERVE = """(() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({type: 'longtask', buffered: true});
})();"""
MOVES = """() => {
  let most = 0;
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith('euro-games/v1/autosave')) continue;
    try {
      const doc = JSON.parse(localStorage.getItem(key)).doc;
      most = Math.max(most, (doc && doc.actions || []).length);
    } catch (err) { /* not ours */ }
  }
  return most;
}"""


CALIB = """() => new Promise(done => {
  const board = document.getElementById('board');
  const html = board.innerHTML;
  const start = performance.now();
  board.innerHTML = html;
  board.getBoundingClientRect();
  requestAnimationFrame(() => { const channel = new MessageChannel();
    channel.port1.onmessage = () => done([start, performance.now() - start]);
    channel.port2.postMessage(0); });
})"""
OVER = """() => { const root = document.querySelector('#board svg');
  return !!root && root.getAttribute('data-game-over') === 'true'; }"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def one_game(browser, base: str, game_id: str, level: str, moves: int, seed: int,
             timeout_s: float, mode: str = "worker", variant: str | None = None,
             calib_every: float = 5.0) -> dict:
    """Long tasks of a bots-only game from ready until ``moves`` moves are saved (0: until
    the game is over), and the JS-only full redraws of the board timed every ``calib_every``
    seconds meanwhile; ``mode`` "page" thinks in the page (``?bots=page``, the path before
    the bot worker)."""
    game = registry.get_game(game_id)
    players = min(4, game.max_players)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        context.add_init_script(OBSERVE)
        page = context.new_page()
        seats = ",".join([level] * players)
        extra = ("&bots=page" if mode == "page" else "") + (f"&variant={variant}" if variant
                                                              else "")
        page.goto(f"{base}index.html?new={game_id}&players={players}&seed={seed}&seats={seats}"
                  + extra)
        page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=180_000)
        ready_at = page.evaluate("performance.now()")
        start_moves = page.evaluate(MOVES)
        started = last_calib = time.monotonic()
        done, over, calibs = start_moves, False, []
        while ((moves == 0 or done - start_moves < moves) and not over
               and time.monotonic() - started < timeout_s):
            time.sleep(0.5)
            if calib_every and time.monotonic() - last_calib >= calib_every:
                calibs.append(page.evaluate(CALIB))
                last_calib = time.monotonic()
            done, over = page.evaluate(MOVES), page.evaluate(OVER)
        end_at = page.evaluate("performance.now()")
        windows = [(at - 5, at + ms + 5) for at, ms in calibs]
        tasks = [d for t, d in page.evaluate("window.__long") if ready_at <= t <= end_at
                 and not any(a <= t <= b for a, b in windows)]
        worker = page.evaluate("document.body.dataset.botWorker || null")
        redraw = statistics.median([ms for _at, ms in calibs]) if calibs else None
        return {"game": game_id + (f":{variant}" if variant else ""), "mode": mode,
                "worker": worker, "level": level, "players": players, "over": over,
                "moves": done - start_moves, "seconds": round((end_at - ready_at) / 1000, 1),
                "long_tasks": len(tasks), "max_ms": round(max(tasks, default=0.0)),
                "p95_ms": round(percentile(tasks, 0.95)),
                "over_100ms": sum(1 for d in tasks if d > 100),
                "redraw_ms": [round(ms, 1) for _at, ms in calibs],
                "max_over_redraw": (round(max(tasks, default=0.0) / redraw, 2) if redraw
                                    else None)}
    finally:
        context.close()


DEFAULT_GAMES = ("plus_ultra", "plus_ultra:early", "lorenzo", "nippon", "village")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(DEFAULT_GAMES),
                        help="game ids, each optionally :variant")
    parser.add_argument("--modes", default="page,worker",
                        help="page (baseline: bots think in the page) and/or worker")
    parser.add_argument("--level", default="normal", help="bot level of every seat")
    parser.add_argument("--moves", type=int, default=60,
                        help="bot moves per game (default 60; 0: the whole game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600, help="seconds per game at most")
    parser.add_argument("--calib-every", type=float, default=5.0,
                        help="seconds between JS-only redraws of the board (0: none)")
    parser.add_argument("--dist", default="", help="built dist/ folders, comma-separated "
                        "(the baseline first; default: dist/)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    modes = args.modes.split(",")
    builds = [Path(d).resolve() for d in args.dist.split(",")] if args.dist else [None]
    names = args.games.split(",")
    runs = [(name, dist, mode) for number, name in enumerate(names)
            for dist in (builds if number % 2 == 0 else builds[::-1]) for mode in modes]
    results: dict[tuple, dict] = {}
    load_before = os.getloadavg()[0]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, dist, mode in runs:
            game_id, _, variant = name.partition(":")
            with serve_dist(dist) as (_build, base):
                result = one_game(browser, base, game_id, args.level, args.moves, args.seed,
                                  args.timeout, mode, variant or None, args.calib_every)
            result["dist"] = str(dist or "dist")
            results[name, dist, mode] = result
            print(json.dumps(result), flush=True)
        browser.close()
    print(f"\nms; load (1 min) {load_before:.1f} → {os.getloadavg()[0]:.1f}; targets: max ≤ 50 "
          "(issue 19), max/redraw ≤ 1.5 (issue 33)")
    print("| game | build | mode | moves | over | max | p95 | >50 | >100 | JS redraw median "
          "(min–max) | max/redraw |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name in names:
        for dist in builds:
            for mode in modes:
                r = results[name, dist, mode]
                cal = r["redraw_ms"]
                spread = (f"{statistics.median(cal):.0f} ({min(cal):.0f}–{max(cal):.0f})"
                          if cal else "—")
                where = f"{dist.parent.name}/{dist.name}" if dist else "dist"
                print(f"| {name} | {where} | {mode} | {r['moves']} | {r['over']} | "
                      f"{r['max_ms']} | {r['p95_ms']} | {r['long_tasks']} | {r['over_100ms']} "
                      f"| {spread} | {r['max_over_redraw']} |")
    fallback = sorted({n for (n, _d, m), r in results.items()
                       if m == "worker" and r["worker"] != "ready"})
    if fallback:
        print(f"note: the bot worker was not ready in {', '.join(fallback)} (bots in the page)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
