"""Benchmark: CPU time of ``game.render`` (a whole board's SVG) in CPython, an older engine
against this checkout's, side by side (issue 33: the board is drawn on every move).

    python bench/render_cost.py                       # every game, old = 620d966, 6 rounds
    python bench/render_cost.py --old main --rounds 4 --games nippon

Positions: for each game, random 4-player games from seeds 11–15 (each action drawn by
``random.Random(seed).choice`` from ``legal_actions``), taken at half their length (the
positions of the performance review's click bench); each is drawn wide with its legal actions
clickable, from the public view.  The old engine is ``git archive <old> engine`` unpacked
into a temporary directory, the new one this checkout's ``engine/``; each runs in its own
CPython subprocess, rounds alternate old,new / new,old.  A round times ``--reps`` renders
of every position (``time.process_time``) and returns ms per render; also a digest of every
board drawn (wide and narrow, public and each seat's view), so the run says whether both
engines draw byte-identical boards.  Prints one JSON line per game, then a table: medians
with min–max over rounds, and the `uptime` load before and after.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("plus_ultra", "lorenzo", "nippon", "village")

WORKER = r"""
import hashlib, json, random, sys, time
sys.path.insert(0, sys.argv[1])
import engine

def mid(game, seed):
    rng = random.Random(seed)
    state = game.new(4, seed=seed)
    states = [state]
    while game.decision(state).seat is not None:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        states.append(state)
    return states[len(states) // 2]

cases = {}
for line in sys.stdin:
    job = json.loads(line)
    game = engine.get_game(job["game"])
    if job["game"] not in cases:
        cases[job["game"]] = [(s, game.view(s, None), game.legal_actions(s))
                              for s in (mid(game, seed) for seed in range(11, 16))]
    if job["kind"] == "digest":
        h = hashlib.sha256()
        for s, view, legal in cases[job["game"]]:
            for seat in [None, *range(len(s.names))]:
                for layout in ("wide", "narrow"):
                    h.update(game.render(game.view(s, seat), legal=legal if seat is None else [],
                                         layout=layout).encode())
        print(json.dumps({"digest": h.hexdigest()}), flush=True)
        continue
    cpu = time.process_time()
    for _ in range(job["reps"]):
        for s, view, legal in cases[job["game"]]:
            game.render(view, legal=legal, layout="wide")
    ms = 1000 * (time.process_time() - cpu) / (job["reps"] * len(cases[job["game"]]))
    print(json.dumps({"ms": ms}), flush=True)
"""


class Engine:
    """One engine in a CPython subprocess that renders what it is asked to."""

    def __init__(self, root: Path):
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(root)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, **job) -> dict:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(job) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()
        self.proc.wait()


def old_engine(rev: str, into: Path) -> Path:
    """``git archive <rev> engine`` unpacked under ``into``."""
    tar = subprocess.run(["git", "archive", rev, "engine"], cwd=ROOT, check=True,
                         capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        archive.extractall(into, filter="data")
    return into


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.2f} ({min(values):.2f}–{max(values):.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", default="620d966", help="git revision of the baseline engine")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--rounds", type=int, default=6, help="rounds (each: old and new)")
    parser.add_argument("--reps", type=int, default=4, help="renders of each position a round")
    args = parser.parse_args()
    load_before = os.getloadavg()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        old, new = Engine(old_engine(args.old, Path(tmp))), Engine(ROOT)
        for gid in args.games.split(","):
            same = (old.ask(game=gid, kind="digest")["digest"]
                    == new.ask(game=gid, kind="digest")["digest"])
            times: dict[str, list[float]] = {"old": [], "new": []}
            ratios = []
            for r in range(args.rounds):
                order = (("old", old), ("new", new)) if r % 2 == 0 else (("new", new), ("old", old))
                got = {label: eng.ask(game=gid, kind="time", reps=args.reps)["ms"]
                       for label, eng in order}
                for label in got:
                    times[label].append(got[label])
                ratios.append(got["new"] / got["old"])
            row = {"game": gid, "old": args.old, "identical_svg": same,
                   "old_ms": times["old"], "new_ms": times["new"], "ratio": ratios}
            print(json.dumps(row), flush=True)
            rows.append(row)
        old.close()
        new.close()
    load_after = os.getloadavg()
    print(f"\nCPU ms per game.render (wide, legal actions clickable), {args.rounds} rounds "
          f"× {args.reps} reps × 5 positions; load (1 min) {load_before[0]:.1f} → "
          f"{load_after[0]:.1f}")
    print(f"| game | old {args.old} | new | new/old | boards byte-identical |")
    print("|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['game']} | {spread(row['old_ms'])} | {spread(row['new_ms'])} | "
              f"{spread(row['ratio'])} | {'yes' if row['identical_svg'] else 'NO'} |")


if __name__ == "__main__":
    main()
