"""Where a click's Python time goes in the browser: cProfile inside Pyodide over clicks on board
elements (the mid-game position of bench/clicks.py), printed by cumulative time.

    .venv/bin/python bench/click_profile.py --game lorenzo --clicks 8 [--dist DIR] [--top 35]

The built ``--dist`` is copied to a temporary folder whose web/start.mjs also keeps the
Pyodide instance as ``globalThis.__py`` (the app's own build never does), so the page can
start and stop a ``cProfile.Profile`` around the clicks.  cProfile slows Python down
(roughly 1.5–2×): compare functions with each other, not with bench/clicks.py's figures.
Measures only.
"""
from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_dist
from clicks import open_mid_game

HOOK = "  const py = await loadPyodide("
"""The line of web/start.mjs that makes the Pyodide instance (kept as ``globalThis.__py``)."""

START = ('import cProfile, builtins, io, pstats, sys; builtins.EURO_MODULES = set(sys.modules); '
         'builtins.EURO_PROFILE = cProfile.Profile(); builtins.EURO_PROFILE.enable()')
"""Imports what STOP uses before profiling starts: importing ``pstats`` inside the profile
compiled it and its imports from the runtime's source-only standard library (~90 ms that were
no click's)."""
STOP = ('import builtins, io, pstats, sys; builtins.EURO_PROFILE.disable(); out = io.StringIO(); '
        'pstats.Stats(builtins.EURO_PROFILE, stream=out).sort_stats("cumtime")'
        '.print_stats({top}); new = sorted(set(sys.modules) - builtins.EURO_MODULES); '
        'out.write("modules imported during the clicks: " + (", ".join('
        'f"{{m}} ({{getattr(sys.modules[m], \'__file__\', None)}})" for m in new) or "none")); '
        'out.getvalue()')
"""Prints the profile, then the modules the clicks imported and their files (a ``.py`` one
was compiled from source in the page)."""


def profiled_copy(dist: Path, into: Path) -> Path:
    """A copy of ``dist`` in ``into`` whose start.mjs keeps the Pyodide instance global.

    Raises:
        ValueError: web/start.mjs has no line that makes the instance."""
    copy = into / "dist"
    shutil.copytree(dist, copy)
    start = copy / "web" / "start.mjs"
    lines = start.read_text(encoding="utf-8").split("\n")
    at = next((i for i, line in enumerate(lines) if line.startswith(HOOK)), None)
    if at is None:
        raise ValueError(f"{start}: no line starting {HOOK.strip()!r}")
    lines.insert(at + 1, "  globalThis.__py = py;")
    start.write_text("\n".join(lines), encoding="utf-8")
    return copy


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="lorenzo")
    parser.add_argument("--clicks", type=int, default=8)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--top", type=int, default=35)
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        dist = profiled_copy(Path(args.dist), Path(tmp))
        with serve_dist(dist) as (_b, base), sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1280, "height": 800},
                                          service_workers="block")
            page = context.new_page()
            open_mid_game(page, base, args.game, args.seed)
            page.evaluate("(code) => __py.runPython(code)", START)
            rng = random.Random(args.seed)
            for _ in range(args.clicks):
                if page.locator("[data-testid=continue]").is_visible():
                    page.click("[data-testid=continue]")
                targets = page.locator("#board [data-action]")
                if targets.count() == 0:
                    page.locator("[data-action]").first.click()
                    continue
                before = page.locator("#game-screen").get_attribute("data-history")
                targets.nth(rng.randrange(targets.count())).click(timeout=4000)
                page.wait_for_function("(before) => document.getElementById('game-screen')"
                                       ".dataset.history !== before", arg=before)
                time.sleep(0.4)
            print(page.evaluate("(code) => __py.runPython(code)", STOP.format(top=args.top)))
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
