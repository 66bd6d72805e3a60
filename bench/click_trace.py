"""Where a click's time goes in the browser: a Chromium trace of clicks on board elements
(the mid-game position of bench/clicks.py), the main thread's time by trace event name.

    .venv/bin/python bench/click_trace.py --game nippon --clicks 5 [--dist DIR]

Prints, for each click, the renderer main thread's top-level task time and its inclusive
times of the events that say where it went: the click's dispatch (Python and the JS it calls:
``EventDispatch``), parsing (``ParseHTML``), style (``UpdateLayoutTree``), ``Layout``,
``PrePaint``/``Paint``/``Layerize`` and the commit, in ms; then ``cpu``: the same events'
thread (CPU) times, ``tasks``, all the main thread's tasks', and ``forced``, the style and
layout computed inside an input event's ``EventDispatch`` (forced by a handler, e.g. a focus
call, instead of waiting for the frame), also by event type (``forced in click``); thread
times are less bent by a loaded machine than wall
times.  Measures only.
"""
from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import tempfile
import time
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_dist
from clicks import open_mid_game

NAMES = ("EventDispatch", "ParseHTML", "UpdateLayoutTree", "Layout", "PrePaint", "Paint",
         "Layerize", "Commit", "HitTest", "FunctionCall", "TimerFire", "FireAnimationFrame")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="nippon")
    parser.add_argument("--clicks", type=int, default=5)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    with serve_dist(Path(args.dist)) as (_b, base), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 800},
                                      service_workers="block")
        page = context.new_page()
        open_mid_game(page, base, args.game, args.seed)
        rng = random.Random(args.seed)
        for _ in range(args.clicks):
            if page.locator("[data-testid=continue]").is_visible():
                page.click("[data-testid=continue]")
            targets = page.locator("#board [data-action]")
            if targets.count() == 0:
                page.locator("[data-action]").first.click()
                continue
            before = page.locator("#game-screen").get_attribute("data-history")
            with tempfile.NamedTemporaryFile(suffix=".json") as trace:
                browser.start_tracing(page=page, path=trace.name, categories=[
                    "devtools.timeline", "disabled-by-default-devtools.timeline", "blink",
                    "toplevel"])
                try:
                    targets.nth(rng.randrange(targets.count())).click(timeout=4000)
                except Exception:  # noqa: BLE001
                    browser.stop_tracing()
                    continue
                page.wait_for_function(f"document.getElementById('game-screen').dataset.history"
                                       f" !== '{before}'")
                time.sleep(0.5)
                browser.stop_tracing()
                events = json.loads(Path(trace.name).read_text())["traceEvents"]
            main_tid = next(e["tid"] for e in events if e.get("name") == "thread_name"
                            and e["args"]["name"] == "CrRendererMain")
            spent, cpu = collections.Counter(), collections.Counter()
            tasks = []
            for e in events:
                if e.get("tid") != main_tid or e.get("ph") != "X":
                    continue
                if e["name"] in ("ThreadControllerImpl::RunTask", "RunTask"):
                    tasks.append(e["dur"] / 1000)
                    cpu["tasks"] += e.get("tdur", 0) / 1000
                if e["name"] in NAMES:
                    spent[e["name"]] += e["dur"] / 1000
                    cpu[e["name"]] += e.get("tdur", 0) / 1000
            dispatch = [(e["ts"], e["ts"] + e["dur"], e.get("args", {}).get("data", {})
                         .get("type", "?")) for e in events
                        if e.get("tid") == main_tid and e.get("ph") == "X"
                        and e["name"] == "EventDispatch"]
            for e in events:      # style and layout the input events' handlers forced
                if e.get("tid") != main_tid or e.get("ph") != "X" or e["name"] not in (
                        "UpdateLayoutTree", "Layout"):
                    continue
                kind = next((k for a, b, k in dispatch if a <= e["ts"] < b), None)
                if kind is not None:
                    cpu["forced"] += e.get("tdur", 0) / 1000
                    cpu["forced in " + kind] += e.get("tdur", 0) / 1000
            print(json.dumps({"longest_task": round(max(tasks, default=0), 1),
                              "tasks_over_5ms": [round(t, 1) for t in tasks if t > 5],
                              **{k: round(v, 1) for k, v in spent.most_common()},
                              "cpu": {k: round(v, 1) for k, v in cpu.most_common()}}),
                  flush=True)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
