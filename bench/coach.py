"""Benchmark: the coach's hint latency and whole-game review time, beside the hard bot's own
decision time measured in the same run (issue 31).

    python bench/coach.py                            # every game, CPython
    python bench/coach.py --games village --positions 4
    python build.py build && python bench/coach.py --where both   # and in Chromium's Pyodide

Per game, :func:`engine.ai.timing.coach_times` times the hint (hard) and the hard bot's
decision in turn (A B B A) on the same 2-player positions, and
:func:`engine.ai.timing.review_time` reviews a whole 2-player game of greedy bots from the
seed with the review's default budget (engine.ai.coach.REVIEW_ITERATIONS).  In the browser the
same functions run from the engine wheel in dist/ (as bench/bot_speed.py does).  Prints one
JSON line per game and runtime, then a table of medians (min–max), with ``uptime`` before and
after (the machine is shared).  Figures, not a pass/fail test.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

from browser import ROOT

sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402  (after the path is set)
from engine.ai.timing import coach_times, review_time  # noqa: E402

MEASURE = """async (args) => window.py.runPython(
  `import json\\nfrom engine.ai.timing import coach_times, review_time\\n`
  + `json.dumps({**coach_times(${JSON.stringify(args.game)}, count=${args.count}, `
  + `seed=${args.seed}), **review_time(${JSON.stringify(args.game)}, seed=${args.seed})})`)"""


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def spread(times: list[float]) -> str:
    """Median (min–max) of seconds."""
    return f"{statistics.median(times):.2f} ({min(times):.2f}–{max(times):.2f})"


def on_host(jobs: list[dict]) -> list[dict]:
    print(f"# CPython {sys.version.split()[0]}", flush=True)
    results = []
    for job in jobs:
        result = {**coach_times(job["game"], count=job["count"], seed=job["seed"]),
                  **review_time(job["game"], seed=job["seed"]), "where": "cpython"}
        results.append(result)
        print(json.dumps(result), flush=True)
    return results


def in_browser(jobs: list[dict]) -> list[dict]:
    """The same measurements in Pyodide inside Chromium (dist/ must be built), by
    bench/bot_speed.py's page with this bench's measuring function."""
    import bot_speed
    return bot_speed.in_browser(jobs, MEASURE)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(registry.GAME_PACKAGES))
    parser.add_argument("--positions", type=int, default=6, help="hint positions per game (6)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--where", choices=("cpython", "browser", "both"), default="cpython")
    args = parser.parse_args(argv)
    jobs = [{"game": g, "count": args.positions, "seed": args.seed}
            for g in args.games.split(",")]
    print(f"# uptime before: {uptime()}", flush=True)
    results = []
    if args.where in ("cpython", "both"):
        results += on_host(jobs)
    if args.where in ("browser", "both"):
        results += in_browser(jobs)
    print(f"# uptime after: {uptime()}")
    print(f"\n{'game':<12}{'runtime':<9}{'hint s, median (min–max)':>26}"
          f"{'hard bot s, median (min–max)':>30}{'review s':>10}{'cpu s':>7}{'searched':>10}"
          f"{'iter':>6}")
    for r in results:
        print(f"{r['game']:<12}{r['where']:<9}{spread(r['hint_s']):>26}{spread(r['bot_s']):>30}"
              f"{r['review_s']:>10.1f}{r['review_cpu_s']:>7.1f}{r['decisions']:>10}"
              f"{r['iterations']:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
