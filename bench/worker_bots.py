"""Benchmark: how long a bot's move takes in the app, thought in its bot worker, normal and
hard side by side (issue 31: hard ≤ 3 s a decision in the worker, under load).

    python3 build.py build
    .venv/bin/python bench/worker_bots.py                          # every game, 6 moves a level
    .venv/bin/python bench/worker_bots.py --games lorenzo,village --steps 10 --rounds 2

Opens ``index.html?new=<game>&players=2&seed=S&seats=L,L`` (two bots of level L) in Chromium,
pauses the bots and clicks Step: the time from the click until the move is on the page
(the game screen's ``data-history`` changes) is one decision of the worker's bot, with its
deadline (web/botthink.py ``DEADLINE_S``), the messages and the move's replay in the worker.
The first step of a page starts the worker and is not counted.  Levels alternate per game
and round (normal, hard, hard, normal …) from the same seed, so a busy machine slows both.
Prints one JSON line per page and a table of medians (min–max), with the 1-minute load
before and after: a figure, not a pass/fail test.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_dist

sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402  (after the path is set)

MOVED = """(() => {
  window.__moved = [];
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => window.__moved.push(performance.now())).observe(
      document.getElementById('game-screen'), {attributeFilter: ['data-history']});
  });
})();"""


def step(page) -> float:
    """Click Step (bots paused), wait for the move; milliseconds from the click to the move."""
    screen = page.locator("#game-screen")
    before = screen.get_attribute("data-history")
    clicked = page.evaluate("performance.now()")
    page.click('[data-cmd="step"]')
    page.wait_for_function(f"""() => document.getElementById('game-screen')
        .getAttribute('data-history') !== {json.dumps(before)}""", timeout=120_000)
    return page.evaluate("window.__moved[window.__moved.length - 1]") - clicked


def one_page(browser, base: str, game_id: str, level: str, seed: int, steps: int) -> dict:
    """``steps`` timed bot moves of ``level`` in a 2-player game of bots from ``seed``."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        context.add_init_script(MOVED)
        page = context.new_page()
        page.goto(f"{base}index.html?new={game_id}&players=2&seed={seed}&seats={level},{level}")
        page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=180_000)
        page.click('[data-cmd="pause"]')
        page.wait_for_selector('#game-screen[data-thinking="false"]', state="attached")
        step(page)                                      # starts the worker: not counted
        times = [round(step(page)) for _ in range(steps)]
        worker = page.evaluate("document.body.dataset.botWorker || null")
        return {"game": game_id, "level": level, "seed": seed, "worker": worker,
                "ms": times}
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(registry.GAME_PACKAGES))
    parser.add_argument("--steps", type=int, default=6, help="timed moves per page (6)")
    parser.add_argument("--rounds", type=int, default=1, help="normal, hard, hard, normal (1)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    times: dict[tuple[str, str], list[int]] = {}
    load_before = os.getloadavg()[0]
    with sync_playwright() as pw, serve_dist() as (_build, base):
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for game_id in args.games.split(","):
            for round_ in range(args.rounds):
                for level in ("normal", "hard", "hard", "normal"):
                    result = one_page(browser, base, game_id, level, args.seed + round_,
                                      args.steps)
                    times.setdefault((game_id, level), []).extend(result["ms"])
                    print(json.dumps(result), flush=True)
        browser.close()
    print(f"\nms per move, worker; load (1 min) {load_before:.1f} → {os.getloadavg()[0]:.1f}")
    print("| game | normal median (min–max) | hard median (min–max) | hard ≤ 3000 |")
    print("|---|---|---|---|")
    for game_id in args.games.split(","):
        cells = []
        for level in ("normal", "hard"):
            ms = times[game_id, level]
            cells.append(f"{statistics.median(ms):.0f} ({min(ms)}–{max(ms)})")
        hard = times[game_id, "hard"]
        print(f"| {game_id} | {cells[0]} | {cells[1]} | {'yes' if max(hard) <= 3000 else 'no'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
