"""Benchmark: how long the bots take to decide, in CPython and in Chromium's Pyodide.

    python build.py build                     # dist/ with the engine wheel
    python bench/bot_speed.py                 # normal and hard, every game, both runtimes
    python bench/bot_speed.py --games nippon --levels normal --positions 4 --where browser

Both runtimes run :func:`engine.ai.timing.decision_times` on the same positions (random
2-player games from one seed): in the browser it is imported from the wheel in dist/, loaded
into a bare Pyodide page served by build.py's server.  Prints one JSON line per measurement and
a table of medians.  Issue 7's targets: median ``normal`` ≤ 1.0 s and ``hard`` ≤ 3 s in Pyodide.
"""
from __future__ import annotations

import argparse
import json
import sys

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_dist

sys.path.insert(0, str(ROOT))

from engine import core  # noqa: E402  (after the path is set)
from engine.ai.timing import decision_times  # noqa: E402

PAGE = "/bench-bots.html"   # answered by the page route below, never written to dist/

BOOT = """async ({wheel}) => {
  const {loadPyodide} = await import('./vendor/pyodide/pyodide.mjs');
  const py = await loadPyodide({indexURL: new URL('./vendor/pyodide/', location.href).href});
  await py.loadPackage(new URL(wheel, location.href).href);
  window.py = py;
  return py.runPython('import sys; sys.version.split()[0]');
}"""
MEASURE = """async (args) => window.py.runPython(
  `import json\\nfrom engine.ai.timing import decision_times\\n`
  + `json.dumps(decision_times(${JSON.stringify(args.game)}, ${JSON.stringify(args.level)}, `
  + `count=${args.count}, seed=${args.seed}))`)"""


def in_browser(jobs: list[dict]) -> list[dict]:
    """Run ``jobs`` (game, level, count, seed) in Pyodide inside Chromium; their results."""
    from playwright.sync_api import sync_playwright

    results = []
    with serve_dist() as (build, base):
        wheel = "./wheels/" + next((build.DIST / "wheels").glob("*.whl")).name
        base = base.rstrip("/")
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.set_default_timeout(0)
            page.route(base + PAGE, lambda route: route.fulfill(
                content_type="text/html", body="<!doctype html><title>bench</title>"))
            page.goto(base + PAGE)
            version = page.evaluate(BOOT, {"wheel": wheel})
            print(f"# Pyodide (CPython {version}) in {browser.version}", flush=True)
            for job in jobs:
                result = json.loads(page.evaluate(MEASURE, job))
                results.append({**result, "where": "pyodide"})
                print(json.dumps(results[-1]), flush=True)
            browser.close()
    return results


def on_host(jobs: list[dict]) -> list[dict]:
    """Run ``jobs`` in this interpreter; their results."""
    print(f"# CPython {sys.version.split()[0]}", flush=True)
    results = []
    for job in jobs:
        results.append({**decision_times(job["game"], job["level"], count=job["count"],
                                         seed=job["seed"]), "where": "cpython"})
        print(json.dumps(results[-1]), flush=True)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(core.GAME_PACKAGES))
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--where", choices=("both", "cpython", "browser"), default="both")
    args = parser.parse_args(argv)
    jobs = [{"game": g, "level": lv, "count": args.positions, "seed": args.seed}
            for g in args.games.split(",") for lv in args.levels.split(",")]
    results = []
    if args.where in ("both", "cpython"):
        results += on_host(jobs)
    if args.where in ("both", "browser"):
        results += in_browser(jobs)
    print(f"\n{'game':<12}{'level':<8}{'runtime':<9}{'median s':>9}{'max s':>8}")
    for r in results:
        print(f"{r['game']:<12}{r['level']:<8}{r['where']:<9}{r['median_s']:>9.3f}{r['max_s']:>8.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
