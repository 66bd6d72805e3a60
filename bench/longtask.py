"""Benchmark: the longest main-thread task while bots play, in every game (issue 19).

    python3 build.py build
    .venv/bin/python bench/longtask.py                     # 60 bot moves per game, level normal
    .venv/bin/python bench/longtask.py --games village,plus_ultra:early --moves 30 --level hard
    .venv/bin/python bench/longtask.py --modes worker      # without the baseline

Opens ``index.html?new=<game>&players=4&seed=S&seats=<level>,…`` (bots only) in Chromium and
collects every long task (a main-thread task over 50 ms) with a PerformanceObserver('longtask')
installed before any page script.  Counted from the moment the page is ready (the boot's own
long tasks are not the bots') until ``--moves`` moves are in the game's autosave (the
app's bot pause between moves included).  Prints one JSON line per game and a table: the
longest task, the 95th percentile of the long tasks, how many went over 50 ms and over
100 ms.  Issue 19's target: no task over 50 ms while a bot thinks.  Measures only.

Each game runs once per ``--modes``: ``page`` is the baseline, bots thinking in the page in
30 ms slices (``?bots=page``, the only path before the bot worker), ``worker`` the bot worker
(web/bots.py); the table puts them side by side.  A game may name its rules variant
(``plus_ultra:early``); the default list has both Plus Ultra editions.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

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


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def one_game(browser, base: str, game_id: str, level: str, moves: int, seed: int,
             timeout_s: float, mode: str = "worker", variant: str | None = None) -> dict:
    """Long tasks of a bots-only game from ready until ``moves`` moves are saved; ``mode``
    "page" thinks in the page (``?bots=page``, the path before the bot worker)."""
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
        started = time.monotonic()
        done = start_moves
        while done - start_moves < moves and time.monotonic() - started < timeout_s:
            time.sleep(0.5)
            done = page.evaluate(MOVES)
        end_at = page.evaluate("performance.now()")
        tasks = [d for t, d in page.evaluate("window.__long") if ready_at <= t <= end_at]
        worker = page.evaluate("document.body.dataset.botWorker || null")
        return {"game": game_id + (f":{variant}" if variant else ""), "mode": mode, "worker": worker, "level": level,
                "players": players,
                "moves": done - start_moves, "seconds": round((end_at - ready_at) / 1000, 1),
                "long_tasks": len(tasks), "max_ms": round(max(tasks, default=0.0)),
                "p95_ms": round(percentile(tasks, 0.95)),
                "over_100ms": sum(1 for d in tasks if d > 100)}
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
    parser.add_argument("--moves", type=int, default=60, help="bot moves per game (default 60)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600, help="seconds per game at most")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    modes = args.modes.split(",")
    results: dict[tuple[str, str], dict] = {}
    with serve_dist() as (_build, base), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name in args.games.split(","):
            game_id, _, variant = name.partition(":")
            for mode in modes:
                result = one_game(browser, base, game_id, args.level, args.moves, args.seed,
                                  args.timeout, mode, variant or None)
                results[name, mode] = result
                print(json.dumps(result), flush=True)
        browser.close()
    head = "".join(f"{mode + ' max':>12}{'p95':>6}{'>50':>5}{'>100':>5}" for mode in modes)
    print(f"\n{'game':<18}{'moves':>6}{head}   (ms; target: max ≤ 50 ms)")
    for name in args.games.split(","):
        row = "".join(f"{results[name, m]['max_ms']:>12}{results[name, m]['p95_ms']:>6}"
                      f"{results[name, m]['long_tasks']:>5}{results[name, m]['over_100ms']:>5}"
                      for m in modes)
        print(f"{name:<18}{results[name, modes[-1]]['moves']:>6}{row}")
    fallback = [n for (n, m), r in results.items() if m == "worker" and r["worker"] != "ready"]
    if fallback:
        print(f"note: the bot worker was not ready in {', '.join(fallback)} (bots in the page)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
