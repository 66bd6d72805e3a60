"""Benchmark: a candidate position estimate played by the easy bot (one step of lookahead)
against the easy bot on the game's plain estimate (issue 31: a better estimate for `hard`).

The candidate is the game's :meth:`~engine.core.Game.estimator` for ``--estimate``; both seats
are ``engine.ai.bots.GreedyBot`` with the seeds of ``engine.ai.tournament`` (seat ``i`` of game
``seed``: ``seed * 31 + i``), the candidate in seat 0 of odd seeds and seat 1 of even ones.  A
game still running after ``--cap`` decisions (in Nippon two seats may consolidate with no
workers for ever) counts half a win and is reported as stalled.  Prints the candidate's wins,
win rate with its 95 % interval and mean final lead.

    nice -n 10 python bench/estimate_pilot.py --game nippon --estimate 1 --seeds 7101-7200
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from engine import registry  # noqa: E402
from engine.ai.bots import GreedyBot  # noqa: E402
from engine.ai.tournament import wilson  # noqa: E402


def play(game_id: str, estimate: int, seed: int, cap: int) -> tuple[float, int | None]:
    """Game ``seed``: (the candidate's win, 1, 0 or 0.5 if stalled; its final lead or None)."""
    game = registry.get_game(game_id)
    rated = game.estimator(estimate)
    mine = 0 if seed % 2 else 1
    bots = [GreedyBot(seed * 31 + i) for i in range(2)]
    state = game.new(2, seed=seed)
    for _ in range(cap):
        if game.is_over(state):
            totals = [s["total"] for s in game.scores(state)]
            return float(game.ranking(state)[0] == mine), totals[mine] - totals[1 - mine]
        seat = game.decision(state).seat
        assert seat is not None                         # the game is not over
        state = game.apply(state, bots[seat].choose(rated if seat == mine else game, state))
    return 0.5, None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--estimate", type=int, default=1, help="the candidate's estimate (1)")
    ap.add_argument("--seeds", default="7001-7100", help="first-last (7001-7100)")
    ap.add_argument("--cap", type=int, default=1200, help="decisions before a game stalls")
    args = ap.parse_args(argv)
    first, last = (int(x) for x in args.seeds.split("-"))
    results = [play(args.game, args.estimate, seed, args.cap) for seed in range(first, last + 1)]
    wins = sum(w for w, _ in results)
    leads = [lead for _, lead in results if lead is not None]
    lo, hi = wilson(wins, len(results))
    print(f"{args.game} easy with estimate {args.estimate} against the plain estimate: "
          f"{len(results)} games, {wins:g} won, {wins / len(results):.3f} ({lo:.3f}-{hi:.3f}), "
          f"{len(results) - len(leads)} stalled, mean lead {statistics.mean(leads):+.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
