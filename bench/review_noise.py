"""Benchmark: how much the coach's review depends on its seed, with every decision marked as
before and with only trusted marks (issue 31: engine.ai.coach.MARK_VISITS).

    python bench/review_noise.py                                # every game, seeds 1,2,3
    python bench/review_noise.py --games village --cache /tmp/reviews   # keep the reviews

Per game, one whole 2-player game of greedy bots from ``--game-seed`` (as
engine.ai.timing.review_time plays it) is reviewed with each of ``--seeds`` at the review's
default budget (engine.ai.coach.REVIEW_ITERATIONS).  The same reviews give both columns: the
searches are the same, only which decisions may be marked differs ("all": every decision with
a loss, as :func:`engine.ai.coach.costly` does with ``min_visits=1``; "trusted": the coach's
preferred option backed by at least MARK_VISITS simulations, or ``--mark-visits``).  Printed per game:

- best agrees: decisions whose preferred option is the same for every seed (of those
  searched), and among the decisions trusted under every seed;
- by visits: that agreement per bucket of the fewest simulations behind the preferred option
  over the seeds (what the threshold is read from);
- marks: per seed how many decisions are marked (at most 3 per seat), and of the marked
  decisions how many every seed marks, how many at least two, and how many any seed marks.

``--cache DIR`` keeps each review as JSON (DIR/GAME-SEED.json) and reuses it, so the marks can
be read again without searching.  Figures, not a pass/fail test; ``uptime`` before and after.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402  (after the path is set)
from engine.ai import coach  # noqa: E402
from engine.ai.timing import greedy_game  # noqa: E402

BUCKETS = ((1, 4), (5, 9), (10, 19), (20, 39), (40, 79), (80, 10**9))
"""Buckets of the fewest simulations behind a decision's preferred option (over the seeds)."""


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def reviews(game_id: str, game_seed: int, seeds: list[int], cache: Path | None) -> list[dict]:
    """The reviews of the game of ``game_seed``, one per seed (from ``cache`` when there)."""
    found, game, state = [], None, None
    for seed in seeds:
        path = cache / f"{game_id}-{game_seed}-{seed}.json" if cache else None
        if path is not None and path.exists():
            found.append(json.loads(path.read_text()))
            continue
        if state is None:
            game, state = greedy_game(game_id, game_seed)
        assert game is not None
        started, cpu = time.perf_counter(), time.process_time()
        result = coach.review(game, state, seed=seed)
        print(f"# {game_id} seed {seed}: {len(result['decisions'])} decisions, "
              f"{time.perf_counter() - started:.1f} s ({time.process_time() - cpu:.1f} s CPU)",
              flush=True)
        if path is not None:
            path.write_text(json.dumps(result))
        found.append(result)
    return found


def marked(review: dict, min_visits: int) -> set[tuple[int, int]]:
    """(seat, move) of the decisions :func:`engine.ai.coach.costly` marks with ``min_visits``."""
    players = len(review["curves"])
    return {(d["seat"], d["move"])
            for seat in coach.costly(review["decisions"], players, min_visits) for d in seat}


def report(game_id: str, runs: list[dict], floor: int) -> list[str]:
    by_move = [{d["move"]: d for d in r["decisions"]} for r in runs]
    moves = sorted(set.intersection(*(set(m) for m in by_move)))
    agree = [len({m[move]["best"]["action"] for m in by_move}) == 1 for move in moves]
    fewest = [min(m[move]["best"]["visits"] for m in by_move) for move in moves]
    trusted = [v >= floor for v in fewest]
    lines = [f"{game_id}: {len(moves)} decisions × {len(runs)} seeds, "
             f"{runs[0]['iterations']} simulations each",
             f"  best agrees: all {sum(agree)} of {len(moves)}; trusted under every seed "
             f"(≥ {floor} simulations) "
             f"{sum(a for a, t in zip(agree, trusted, strict=True) if t)} of {sum(trusted)}"]
    parts = []
    for low, high in BUCKETS:
        inside = [a for a, v in zip(agree, fewest, strict=True) if low <= v <= high]
        label = f"{low}–{high}" if high < 10**9 else f"≥{low}"
        parts.append(f"{label}: {sum(inside)} of {len(inside)}")
    lines.append("  by visits of the preferred option (fewest over the seeds): " + "; ".join(parts))
    for name, least in (("all", 1), ("trusted", floor)):
        sets = [marked(r, least) for r in runs]
        union = set.union(*sets)
        counts = {key: sum(key in s for s in sets) for key in union}
        lines.append(f"  marks ({name:>7}): per seed {[len(s) for s in sets]}; marked by every "
                     f"seed {sum(c == len(sets) for c in counts.values())}, by at least two "
                     f"{sum(c >= 2 for c in counts.values())}, by any {len(union)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(registry.GAME_PACKAGES))
    parser.add_argument("--seeds", default="1,2,3", help="review seeds (1,2,3)")
    parser.add_argument("--game-seed", type=int, default=1, help="the greedy game's seed (1)")
    parser.add_argument("--cache", type=Path, default=None, help="folder to keep reviews in")
    parser.add_argument("--mark-visits", type=int, default=coach.MARK_VISITS,
                        help=f"the trusted marks' threshold ({coach.MARK_VISITS})")
    args = parser.parse_args(argv)
    seeds = [int(s) for s in args.seeds.split(",")]
    if args.cache is not None:
        args.cache.mkdir(parents=True, exist_ok=True)
    print(f"# uptime before: {uptime()}", flush=True)
    out = []
    for game_id in args.games.split(","):
        out += report(game_id, reviews(game_id, args.game_seed, seeds, args.cache),
                      args.mark_visits)
    print(f"# uptime after: {uptime()}")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
