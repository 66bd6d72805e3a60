"""Prints docs/BOTS.md's table of the bots' targets from the logs in bench/tournaments/.

    python bench/tournament_table.py [--games 200] [--write docs/BOTS.md]

One row per log (GAME-A-B.jsonl): games finished (the ``--games`` seeds from the log's first
one: issue 7's runs start at seed 1, issue 31's hard-vs-normal runs at fresh seeds), A's wins
with the Wilson 95% interval, the target and whether the finished games already decide it (the
interval wholly above or below).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ai.tournament import read_log, summarize  # noqa: E402

START, END = "<!-- table: python bench/tournament_table.py -->", "<!-- end table -->"
"""The markers around the table in docs/BOTS.md (--write)."""

TARGETS = {("mcts", "random"): 0.95, ("mcts", "greedy"): 0.65, ("greedy", "random"): 0.85,
           ("hard", "normal"): 0.60, ("hard", "mcts"): 0.60}
"""The win rate the first bot must reach against the second (issue 7; hard against normal:
issue 31, 5; ``mcts`` is the command line's name of normal)."""


def rows(folder: Path, games: int) -> list[str]:
    out = ["| game | pairing | games | wins of the first | win rate (95% CI) | target | status |",
           "|---|---|---|---|---|---|---|"]
    for path in sorted(folder.glob("*-*-*.jsonl")):
        records = sorted(read_log(path).values(), key=lambda r: r["seed"])
        if not records:
            continue
        records = [r for r in records if r["seed"] < records[0]["seed"] + games]
        bots = records[0]["bots"]
        first = summarize(records, bots)[bots[0]]
        target = TARGETS.get(tuple(bots))
        low, high = first["ci95"]
        if len(records) == games:
            status = "met" if target and first["win_rate"] >= target else "not met"
        elif target and low >= target:     # the whole interval above: decided already
            status = f"met (interval above it at {len(records)} of {games})"
        elif target and high < target:
            status = f"not met (interval below it at {len(records)} of {games})"
        else:
            status = f"running ({len(records)} of {games})"
        out.append(f"| {records[0]['game']} | {' vs '.join(bots)} | {len(records)} | "
                   f"{first['wins']} | {first['win_rate']:.3f} ({low:.3f}–{high:.3f}) | "
                   f"{'≥ %.2f' % target if target else '—'} | {status} |")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--logs", default=str(ROOT / "bench" / "tournaments"))
    parser.add_argument("--write", help="a Markdown file whose table markers to fill")
    args = parser.parse_args()
    table = "\n".join(rows(Path(args.logs), args.games))
    print(table)
    if args.write:
        doc = Path(args.write)
        text = doc.read_text()
        head, rest = text.split(START, 1)
        _, tail = rest.split(END, 1)
        doc.write_text(f"{head}{START}\n{table}\n{END}{tail}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
