"""Benchmark: random games per second of today's engine against an older one, side by side (issue 19).

    python bench/engine_speed.py                          # every game and variant, 4 players, 20 s each
    python bench/engine_speed.py --games plus_ultra,nippon --seconds 10
    python bench/engine_speed.py --count 50 --players 2 --old f2d3e39

The old engine is ``git archive <old> engine`` unpacked into a temporary directory; the new one
is this checkout's ``engine/`` (the working tree, so uncommitted changes count).  Each runs in
its own CPython subprocess (imports and setup are paid before timing starts) that plays what
it is told: random games, each action drawn by ``random.Random(seed).choice`` from
``legal_actions``, the loop ``decision`` → ``legal_actions`` → ``apply`` until the decision has
no seat.  Both engines play the same seeds, in chunks of ``--chunk`` games that alternate old,
new, new, old, … so that machine load hits both alike; a configuration (game × variant) stops
after ``--count`` games, or once both engines together spent ``2 × --seconds`` on it.

Rule changes since the old commit can make games longer or shorter, so besides games per second
(g/s) it prints actions per second (a/s) and actions per game, by the wall clock and by each
worker's CPU time (``time.process_time``: steadier on a shared, loaded machine, where the wall
clock also counts the time other processes ran).  One JSON line per configuration, then a
table.  Issue 19's target: new / old ≥ 2 in g/s for every game (against f2d3e39).
"""
from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WORKER = r"""
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
import engine
print(json.dumps({g["id"]: g["variants"] for g in engine.games()}), flush=True)
for line in sys.stdin:
    job = json.loads(line)
    game = engine.get_game(job["game"])
    actions = 0
    started, cpu = time.perf_counter(), time.process_time()
    for seed in range(job["seed"], job["seed"] + job["count"]):
        rng = random.Random(seed)
        state = game.new(job["players"], seed=seed, variant=job["variant"])
        while game.decision(state).seat is not None:
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            actions += 1
    print(json.dumps({"seconds": time.perf_counter() - started, "actions": actions,
                      "cpu": time.process_time() - cpu}), flush=True)
"""


class Engine:
    """One engine in a subprocess: ``variants`` (game id → variant ids) and :meth:`play`."""

    def __init__(self, label: str, root: Path):
        self.label = label
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(root)], text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=root)
        self.variants = json.loads(self.proc.stdout.readline())

    def play(self, game: str, variant: str, players: int, seed: int, count: int) -> dict:
        """``count`` games from ``seed`` on; {"seconds" (wall clock), "cpu" (the worker's CPU
        time), "actions"}."""
        self.proc.stdin.write(json.dumps({"game": game, "variant": variant, "players": players,
                                          "seed": seed, "count": count}) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def unpack(ref: str, into: Path) -> Path:
    """``engine/`` of commit ``ref`` unpacked under ``into``; returns ``into``."""
    archive = subprocess.run(["git", "archive", ref, "engine"], cwd=ROOT, check=True,
                             capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        if hasattr(tarfile, "data_filter"):       # Python ≥ 3.11.4 / 3.12
            tar.extractall(into, filter="data")
        else:
            tar.extractall(into)
    return into


def measure(old: Engine, new: Engine, game: str, variant: str, args) -> dict:
    """Alternating chunks of the same seeds on both engines; totals per engine."""
    totals = {e.label: {"games": 0, "actions": 0, "seconds": 0.0, "cpu": 0.0} for e in (old, new)}
    seed, turn = args.seed, 0
    while True:
        played = totals["old"]["games"]
        if args.count and played >= args.count:
            break
        if not args.count and played and \
                totals["old"]["seconds"] + totals["new"]["seconds"] >= 2 * args.seconds:
            break
        count = min(args.chunk, args.count - played) if args.count else args.chunk
        for engine in ((old, new) if turn % 2 == 0 else (new, old)):
            result = engine.play(game, variant, args.players, seed, count)
            t = totals[engine.label]
            t["games"] += count
            t["actions"] += result["actions"]
            t["seconds"] += result["seconds"]
            t["cpu"] += result["cpu"]
        seed += count
        turn += 1
    line = {"game": game, "variant": variant, "players": args.players,
            "seeds": [args.seed, seed - 1]}
    for label, t in totals.items():
        line[label] = {"games": t["games"], "actions": t["actions"],
                       "seconds": round(t["seconds"], 2), "cpu": round(t["cpu"], 2),
                       "cpu_games_per_s": round(t["games"] / t["cpu"], 1),
                       "games_per_s": round(t["games"] / t["seconds"], 1),
                       "actions_per_s": round(t["actions"] / t["seconds"]),
                       "actions_per_game": round(t["actions"] / t["games"], 1)}
    line["ratio"] = round(line["new"]["games_per_s"] / line["old"]["games_per_s"], 2)
    line["actions_ratio"] = round(line["new"]["actions_per_s"] / line["old"]["actions_per_s"], 2)
    line["cpu_ratio"] = round(line["new"]["cpu_games_per_s"] / line["old"]["cpu_games_per_s"], 2)
    return line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="", help="game ids, comma-separated (default: all)")
    parser.add_argument("--old", default="f2d3e39", help="commit of the old engine (f2d3e39)")
    parser.add_argument("--players", type=int, default=4, help="seats per game (default 4)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--seconds", type=float, default=20.0,
                       help="seconds per engine and configuration, about (default 20)")
    group.add_argument("--count", type=int, default=0, help="games per engine and configuration")
    parser.add_argument("--chunk", type=int, default=5, help="games per alternation (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="engine-speed-") as tmp:
        old = Engine("old", unpack(args.old, Path(tmp)))
        new = Engine("new", ROOT)
        try:
            wanted = [g for g in args.games.split(",") if g] or list(new.variants)
            print(f"# CPython {sys.version.split()[0]}; old engine {args.old}, new engine "
                  f"{ROOT / 'engine'}; {args.players} players", flush=True)
            lines = []
            for game in wanted:
                for variant in new.variants[game]:
                    if variant not in old.variants.get(game, ()):
                        print(f"# {game} {variant}: not in the old engine, skipped", flush=True)
                        continue
                    lines.append(measure(old, new, game, variant, args))
                    print(json.dumps(lines[-1]), flush=True)
        finally:
            old.close()
            new.close()
    print(f"\n{'game':<12}{'variant':<12}{'games':>6}{'old g/s':>9}{'new g/s':>9}{'ratio':>7}"
          f"{'old a/s':>9}{'new a/s':>9}{'ratio':>7}{'old a/g':>9}{'new a/g':>9}"
          f"{'cpu old g/s':>12}{'cpu new g/s':>12}{'cpu ratio':>10}")
    for ln in lines:
        o, n = ln["old"], ln["new"]
        print(f"{ln['game']:<12}{ln['variant']:<12}{o['games']:>6}{o['games_per_s']:>9.1f}"
              f"{n['games_per_s']:>9.1f}{ln['ratio']:>7.2f}{o['actions_per_s']:>9}"
              f"{n['actions_per_s']:>9}{ln['actions_ratio']:>7.2f}{o['actions_per_game']:>9.1f}"
              f"{n['actions_per_game']:>9.1f}{o['cpu_games_per_s']:>12.1f}"
              f"{n['cpu_games_per_s']:>12.1f}{ln['cpu_ratio']:>10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
