"""Benchmark: how long the bots take to decide, in CPython and in Chromium's Pyodide.

    python build.py build                     # dist/ with the engine wheel
    python bench/bot_speed.py                 # normal and hard, every game, both runtimes
    python bench/bot_speed.py --games nippon --levels normal --positions 4 --where browser
    python bench/bot_speed.py --games plus_ultra,nippon --levels normal --against f2d3e39 --runs 3

Both runtimes run :func:`engine.ai.timing.decision_times` on the same positions (random
2-player games from one seed): in the browser it is imported from the wheel in dist/, loaded
into a bare Pyodide page served by build.py's server.  Prints one JSON line per measurement and
a table of medians.  Issue 7's targets: median ``normal`` ≤ 1.0 s and ``hard`` ≤ 3 s in Pyodide.

``--against REF`` (CPython only) times the engine of commit REF, with its own budgets, beside
this checkout's, each in a subprocess, alternating over ``--runs`` seeds so that machine load
hits both alike (issue 19: faster engine, larger budgets, about the same time per decision).
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, serve_dist

sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402  (after the path is set)
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


def in_browser(jobs: list[dict], measure: str = MEASURE) -> list[dict]:
    """Run ``jobs`` (game, level, count, seed) in Pyodide inside Chromium with the page
    function ``measure`` (a job in, JSON text out); their results, each with "where"."""
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
                result = json.loads(page.evaluate(measure, job))
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


WORKER = """
import json, sys
sys.path.insert(0, sys.argv[1])
from engine.ai.timing import decision_times
print(json.dumps(decision_times(*json.loads(sys.argv[2]))))
"""


def against(ref: str, jobs: list[dict], runs: int) -> int:
    """Decision times of the engine at ``ref`` and of this checkout, side by side; prints one
    JSON line per game and level and a table (sums and medians over every position)."""
    from engine_speed import unpack

    print(f"# CPython {sys.version.split()[0]}; old engine {ref}, new engine {ROOT / 'engine'}")
    rows = []
    with tempfile.TemporaryDirectory(prefix="bot-speed-") as tmp:
        roots = {"old": unpack(ref, Path(tmp)), "new": ROOT}
        for job in jobs:
            times = {"old": [], "new": []}
            for run in range(runs):
                order = ("old", "new") if run % 2 == 0 else ("new", "old")
                for label in order:
                    args = [job["game"], job["level"], 2, job["count"], job["seed"] + run]
                    out = subprocess.run([sys.executable, "-c", WORKER, str(roots[label]),
                                          json.dumps(args)], check=True, capture_output=True,
                                         text=True).stdout
                    times[label] += json.loads(out)["times_s"]
            row = {"game": job["game"], "level": job["level"], "positions": len(times["new"])}
            for label, ts in times.items():
                row[label] = {"sum_s": round(sum(ts), 2), "median_s": round(statistics.median(ts), 3)}
            row["old_over_new"] = round(row["old"]["sum_s"] / row["new"]["sum_s"], 2)
            rows.append(row)
            print(json.dumps(row), flush=True)
    print(f"\n{'game':<12}{'level':<8}{'old sum s':>10}{'new sum s':>10}{'old/new':>8}"
          f"{'old med':>9}{'new med':>9}")
    for r in rows:
        print(f"{r['game']:<12}{r['level']:<8}{r['old']['sum_s']:>10.2f}{r['new']['sum_s']:>10.2f}"
              f"{r['old_over_new']:>8.2f}{r['old']['median_s']:>9.3f}{r['new']['median_s']:>9.3f}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(registry.GAME_PACKAGES))
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--where", choices=("both", "cpython", "browser"), default="both")
    parser.add_argument("--against", metavar="REF",
                        help="time the engine of commit REF beside this one (CPython)")
    parser.add_argument("--runs", type=int, default=3, help="seeds per engine with --against")
    args = parser.parse_args(argv)
    jobs = [{"game": g, "level": lv, "count": args.positions, "seed": args.seed}
            for g in args.games.split(",") for lv in args.levels.split(",")]
    if args.against:
        return against(args.against, jobs, args.runs)
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
