"""Benchmark: a candidate search budget for one bot level, played against another level before
it becomes the game's (issue 31: raise `hard` where it does not beat `normal`).

The game's :attr:`~engine.core.Game.bot_budgets` entry for ``--level`` is replaced in this
process only by ``--budget`` (JSON, the keys of ``engine.ai.bots.SEARCH``), then seat-rotated
games are played with ``engine.ai.tournament.run`` against ``--against`` and logged game by
game (``--log``: a run resumes; keep pilots' logs out of bench/tournaments/, whose logs are
of the committed budgets).  Prints the candidate's wins, win rate with its 95 % interval, its
mean final margin and its median seconds per decision.

    python bench/budget_pilot.py --game nippon --level hard \\
        --budget '{"iterations": 600, "playout": 0, "margin": 3, "follow": 4}' \\
        --seeds 5001-5100 --log /tmp/pilot-D.jsonl
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from engine import registry  # noqa: E402
from engine.ai import tournament  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--level", default="hard", help="the level given the budget (hard)")
    ap.add_argument("--against", default="normal", help="the opponent's level (normal)")
    ap.add_argument("--budget", required=True, help="JSON search settings, e.g. "
                    '\'{"iterations": 600, "playout": 0}\'')
    ap.add_argument("--seeds", default="5001-5100", help="first-last (5001-5100)")
    ap.add_argument("--log", type=Path, required=True, help="JSON-lines log (resumes)")
    args = ap.parse_args(argv)
    first, last = (int(x) for x in args.seeds.split("-"))
    game = type(registry.get_game(args.game))
    game.bot_budgets = {**game.bot_budgets, args.level: json.loads(args.budget)}
    bots = [args.level, args.against]
    tournament.run(args.game, 2, None, bots, range(first, last + 1), log=args.log)
    rows = [json.loads(line) for line in args.log.read_text().splitlines() if line.strip()]
    rows = [r for r in rows if r["bots"] == bots and first <= r["seed"] <= last]
    wins = sum(r["seats"][r["winner"]] == args.level for r in rows)
    lo, hi = tournament.wilson(wins, len(rows))
    seat = [r["seats"].index(args.level) for r in rows]
    margin = [r["totals"][s] - r["totals"][1 - s] for r, s in zip(rows, seat, strict=True)]
    pace = [r["seconds"][s] / max(1, r["decisions"][s]) for r, s in zip(rows, seat, strict=True)]
    print(f"{args.game} {args.level} {args.budget} against {args.against}: {len(rows)} games, "
          f"{wins} won, {wins / len(rows):.3f} ({lo:.3f}-{hi:.3f}), mean margin "
          f"{statistics.mean(margin):+.1f}, {statistics.median(pace):.2f} s per decision")
    return 0


if __name__ == "__main__":
    sys.exit(main())
