"""Benchmark: the CPU cost of seeded random games under cachegrind, an older engine beside
this checkout's (issue 28: Nippon no slower than before the decision kernel).

Wall-clock ratios of a few per cent drown in the load of a shared 2-core machine
(bench/engine_speed.py moves by ±15 % between runs there); cachegrind counts are the same run
after run.  Each engine plays ``--games`` seeded 4-player random games (bench/engine_speed.py's
loop) under ``valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes``, minus a run that
only imports the engine, with ``PYTHONHASHSEED=0``.  Printed per engine: instructions (Ir),
first-level instruction-cache misses (I1mr), branch mispredictions, and a cost
``Ir + 12·I1mr + 15·mispredictions`` (cycles, roughly: a miss served by the second-level cache
and a mispredicted branch cost about that many instructions' time), old, new, old, new.

    python bench/engine_cost.py --game nippon --old cfa52c5 --games 30

Needs valgrind (Debian: ``apt install valgrind``); runs the Python that runs it.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_speed import unpack  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

PLAY = """
import random, sys
sys.path.insert(0, sys.argv[1])
import engine
g = engine.get_game(sys.argv[2])
for seed in range(1, int(sys.argv[3]) + 1):
    rng = random.Random(seed)
    s = g.new(4, seed=seed)
    while g.decision(s).seat is not None:
        s = g.apply(s, rng.choice(g.legal_actions(s)))
"""

COUNTS = {"Ir": r"I\s+refs:\s+([\d,]+)", "I1mr": r"I1\s+misses:\s+([\d,]+)",
          "mispred": r"Mispredicts:\s+([\d,]+)"}


def counts(root: Path, game: str, games: int, script: Path) -> dict[str, int]:
    """Cachegrind's totals for ``games`` random games of ``game`` with the engine at ``root``
    (a directory holding ``engine/``): ``{"Ir", "I1mr", "mispred"}``, in events.

    Raises:
        subprocess.CalledProcessError: valgrind or the game failed.
    """
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=yes", "--branch-sim=yes",
         "--cachegrind-out-file=/dev/null", sys.executable, str(script), str(root), game,
         str(games)],
        env={**os.environ, "PYTHONHASHSEED": "0"}, capture_output=True, text=True, check=True)
    return {k: int(re.search(rx, run.stderr).group(1).replace(",", ""))  # type: ignore[union-attr]
            for k, rx in COUNTS.items()}


def cost(c: dict[str, int]) -> float:
    """The cost model: ``Ir + 12·I1mr + 15·mispred`` (events)."""
    return c["Ir"] + 12 * c["I1mr"] + 15 * c["mispred"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="nippon", help="game id (nippon)")
    ap.add_argument("--old", default="cfa52c5", help="commit of the old engine (cfa52c5)")
    ap.add_argument("--games", type=int, default=30, help="seeded games per run (30)")
    ap.add_argument("--rounds", type=int, default=2, help="old, new pairs (2)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "play.py"
        script.write_text(PLAY)
        roots = {"old": unpack(args.old, Path(tmp) / "old"), "new": ROOT}
        base = {name: counts(root, args.game, 0, script) for name, root in roots.items()}
        print(f"# {args.game}, {args.games} seeded 4-player random games minus none; "
              f"old {args.old}, new {ROOT}; M events")
        print(f"{'engine':6} {'Ir':>9} {'I1mr':>7} {'mispred':>8} {'cost':>9}")
        costs: dict[str, list[float]] = {"old": [], "new": []}
        for _ in range(args.rounds):
            for name, root in roots.items():
                c = counts(root, args.game, args.games, script)
                c = {k: v - base[name][k] for k, v in c.items()}
                costs[name].append(cost(c))
                print(f"{name:6} {c['Ir'] / 1e6:9.1f} {c['I1mr'] / 1e6:7.2f} "
                      f"{c['mispred'] / 1e6:8.2f} {cost(c) / 1e6:9.1f}")
        old, new = min(costs["old"]), min(costs["new"])
        print(f"cost old/new (lowest of each): {old / new:.4f}  (above 1: the new engine is cheaper)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
