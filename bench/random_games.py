"""Random games with invariants checked, per game, variant and player count (issue 17; not CI).

    nice -n 19 .venv/bin/python bench/random_games.py --log auto   # 10,000 per configuration,
                                                                   # resumable (below)
    .venv/bin/python bench/random_games.py --report                # the log, summed
    python bench/random_games.py --games 200 --game village --jobs 2

Resumable and shardable: with ``--log`` (``auto``: bench/results/random_games.jsonl) the games
run in chunks of ``--chunk`` seeds, taken in turn from every configuration (so a stopped run
has covered them evenly), and each finished chunk appends one JSON line to the log: its
configuration, seeds ``from``–``to`` (inclusive), games, actions, errors (the first ones with
their seeds), seconds, the engine's commit (``git describe``, ``+dirty`` when engine/ has
changes) and the Python version.  A chunk already in the log is skipped, so the same command
resumes a stopped run; ``--from-seed``/``--to-seed`` and ``--shard K/N`` (every N-th chunk from
the K-th) split one run between machines or processes appending to their own logs.
``--report`` sums one or more logs per configuration (a chunk counted once).

Every configuration (game × variant × player count) plays ``--games`` games with uniformly
random legal actions, seeds ``--seed`` … ``--seed + games − 1``, and checks after every action:

- the decision names a seat in play and there are legal actions, without repeats, until the
  game is over (then none);
- ``apply`` returns a new state whose history is the old one plus the action, and leaves its
  input as it was (a pickle of the state's fields and the lengths of history and log);
- the public view is JSON-serialisable (every seat's view too, every ``--every`` actions and at
  the end);
- at the end: every seat's total is the sum of its breakdown lines; the visible scores equal the
  scores; the ranking is a permutation of the seats whose first has the highest total;
  ``returns`` share 1 among seats with that total, the first ranked getting the most (Village
  shares a tie left after both tie-breaks); and every ``--every``-th game replays from its JSON save to the
  same history and view.

A game longer than ``--max-actions`` counts as an error.  Prints one JSON line per configuration
(games, actions, errors, seconds, the first errors with their seeds) and a summary line; exits 1
if any check failed.  The figures of a run are in docs/RELIABILITY.md.
"""
from __future__ import annotations

import argparse
import json
import os
import pickle
import random
import subprocess
import sys
import time
from datetime import datetime, timezone
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEFAULT_LOG = ROOT / "bench" / "results" / "random_games.jsonl"

import engine  # noqa: E402


class Broken(Exception):
    """An invariant that did not hold (the message says which, and where)."""


def fingerprint(state) -> tuple:
    """What ``apply`` must not change in its input: every field by value, except the
    append-only history and log, which are compared by length (pickling them at every action
    would make a game quadratic)."""
    fields = {k: v for k, v in vars(state).items() if k not in ("history", "log")}
    return pickle.dumps(fields, protocol=pickle.HIGHEST_PROTOCOL), len(state.history), \
        len(state.log)


def views_json(game, state, seats: bool) -> None:
    """Raises if a view is not JSON (a cycle would raise RecursionError: no circular check)."""
    json.dumps(game.view(state), check_circular=False)
    if seats:
        for seat in range(state.players):
            json.dumps(game.view(state, seat), check_circular=False)


def check_end(game, state, replay: bool) -> None:
    scores = game.scores(state)
    if len(scores) != state.players:
        raise Broken(f"{len(scores)} scores for {state.players} seats")
    for seat, score in enumerate(scores):
        lines = score["breakdown"].values()
        if any(v is None for v in lines) or score["total"] != sum(lines):
            raise Broken(f"seat {seat}: total {score['total']} is not the sum of {score}")
    if game.visible_scores(state, None) != scores:
        raise Broken("visible scores differ from the scores at the end")
    ranking = game.ranking(state)
    if sorted(ranking) != list(range(state.players)):
        raise Broken(f"ranking {ranking} is not a permutation of the seats")
    if scores[ranking[0]]["total"] != max(s["total"] for s in scores):
        raise Broken(f"ranking {ranking} does not start with the highest total")
    returns = game.returns(state)
    if abs(sum(returns) - 1) > 1e-9 or returns[ranking[0]] != max(returns) or any(
            r and scores[seat]["total"] != scores[ranking[0]]["total"]
            for seat, r in enumerate(returns)):
        raise Broken(f"returns {returns} do not share 1 among the winners (ranking {ranking})")
    if replay:
        again = engine.load(json.loads(json.dumps(engine.save(state))))
        if again.history != state.history or game.view(again) != game.view(state):
            raise Broken("the JSON save does not replay to the same game")


def play(game_id: str, variant: str, players: int, seed: int, every: int,
         max_actions: int) -> int:
    """One checked random game; returns its number of actions.  Raises Broken (or whatever
    the engine raised) with the action index in the message."""
    game = engine.get_game(game_id)
    rng = random.Random(seed)
    state = game.new(players, seed=seed, variant=variant)
    for step in range(max_actions + 1):
        decision = game.decision(state)
        legal = game.legal_actions(state)
        views_json(game, state, step % every == 0)
        if decision.seat is None:
            if legal:
                raise Broken(f"action {step}: the game is over but {len(legal)} actions are legal")
            check_end(game, state, seed % every == 0)
            return step
        if not 0 <= decision.seat < players or not legal:
            raise Broken(f"action {step}: seat {decision.seat} with {len(legal)} legal actions")
        notations = [a.notation for a in legal]
        if len(set(notations)) != len(notations):
            raise Broken(f"action {step}: repeated legal actions")
        action = rng.choice(legal)
        before = fingerprint(state)
        after = game.apply(state, action)
        if fingerprint(state) != before:
            raise Broken(f"action {step} ({action.notation}): apply changed its input")
        if after is state or after.history != state.history + [action.notation]:
            raise Broken(f"action {step} ({action.notation}): history not extended by it")
        state = after
    raise Broken(f"no end within {max_actions} actions")


def run_chunk(args: tuple) -> dict:
    """Games ``seeds`` of one configuration: counts, actions, seconds, errors."""
    game_id, variant, players, seeds, every, max_actions = args
    started = time.perf_counter()
    actions, errors = 0, []
    for seed in seeds:
        try:
            actions += play(game_id, variant, players, seed, every, max_actions)
        except Exception as err:          # every failure is counted; the run goes on
            errors.append(f"seed {seed}: {type(err).__name__}: {str(err)[:200]}")
    return {"games": len(seeds), "actions": actions, "errors": errors,
            "seconds": time.perf_counter() - started}


def configurations(only: list[str] | None) -> list[tuple[str, str, int]]:
    return [(info["id"], variant, n)
            for info in engine.games() if not only or info["id"] in only
            for variant in info["variants"]
            for n in range(info["min_players"], info["max_players"] + 1)]


def engine_commit() -> str:
    """The commit the engine runs from (``git describe --always``), ``+dirty`` when engine/
    has uncommitted changes; "unknown" outside a git checkout."""
    try:
        head = subprocess.run(["git", "describe", "--always", "--abbrev=10"], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "engine"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+dirty" if dirty else "")


def chunk_key(line: dict) -> tuple:
    return line["game"], line["variant"], line["players"], line["from"], line["to"]


def read_log(paths: list[Path]) -> dict[tuple, dict]:
    """The chunks of the logs (a torn last line, as a killed run leaves, is ignored)."""
    done = {}
    for path in paths:
        if not path.exists():
            continue
        for text in path.read_text(encoding="utf-8").splitlines():
            try:
                line = json.loads(text)
                done.setdefault(chunk_key(line), line)
            except (ValueError, KeyError, TypeError):
                continue
    return done


def report(paths: list[Path]) -> int:
    """Print the logs summed per configuration (and in all); exit 1 if any error."""
    done = read_log(paths)
    per: dict[tuple, dict] = {}
    for (game_id, variant, players, *_), line in sorted(done.items()):
        row = per.setdefault((game_id, variant, players), {
            "game": game_id, "variant": variant, "players": players, "games": 0,
            "actions": 0, "errors": 0, "seconds": 0.0, "commits": set(), "first_errors": []})
        row["games"] += line["games"]
        row["actions"] += line["actions"]
        row["errors"] += line["errors"]
        row["seconds"] += line["seconds"]
        row["commits"].add(line["commit"])
        row["first_errors"] += line.get("first_errors", [])
    total = {"games": 0, "actions": 0, "errors": 0, "seconds": 0.0}
    for row in per.values():
        row["commits"] = sorted(row["commits"])
        row["seconds"] = round(row["seconds"], 1)
        row["first_errors"] = row["first_errors"][:3]
        print(json.dumps(row), flush=True)
        for key in total:
            total[key] += row[key]
    total["seconds"] = round(total["seconds"], 1)
    print(json.dumps({"total": total, "chunks": len(done)}), flush=True)
    return 1 if total["errors"] else 0


def run_logged(args, log: Path) -> int:
    """Run the chunks not yet in ``log`` (in turn across configurations), appending each."""
    done = read_log([log])
    configs = configurations(args.game)
    seeds = range(args.from_seed, args.to_seed + 1)
    starts = list(range(0, len(seeds), args.chunk))
    shard, shards = args.shard
    todo = []
    for index, start in enumerate(starts):             # chunk-major: configurations in turn
        if index % shards != shard:
            continue
        part = seeds[start:start + args.chunk]
        for game_id, variant, players in configs:
            if (game_id, variant, players, part[0], part[-1]) not in done:
                todo.append((game_id, variant, players, part, args.every, args.max_actions))
    for game_id in {c[0] for c in configs}:   # all imported now: the commit logged is the code run
        engine.get_game(game_id)
    commit, python = engine_commit(), sys.version.split()[0]
    print(json.dumps({"log": str(log), "chunks_done": len(done), "chunks_to_run": len(todo),
                      "commit": commit}), flush=True)
    log.parent.mkdir(parents=True, exist_ok=True)
    if log.exists() and log.read_bytes()[-1:] not in (b"", b"\n"):
        with open(log, "a", encoding="utf-8") as f:        # end a torn last line first
            f.write("\n")
    errors = 0
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Inline() as pool:
        for part, result in zip(todo, pool.map(run_chunk, todo), strict=False):
            game_id, variant, players, seeds_, *_ = part
            line = {"game": game_id, "variant": variant, "players": players,
                    "from": seeds_[0], "to": seeds_[-1], "games": result["games"],
                    "actions": result["actions"], "errors": len(result["errors"]),
                    "first_errors": result["errors"][:3],
                    "seconds": round(result["seconds"], 2), "commit": commit,
                    "python": python,
                    "at": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}
            with open(log, "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
                f.flush()
                os.fsync(f.fileno())
            errors += line["errors"]
            print(json.dumps(line), flush=True)
    return 1 if errors else 0


def shard_arg(text: str) -> tuple[int, int]:
    k, _, n = text.partition("/")
    k, n = int(k), int(n)
    if not 0 <= k < n:
        raise argparse.ArgumentTypeError("--shard K/N needs 0 <= K < N")
    return k, n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000,
                        help="games per game, variant and player count (default 10,000)")
    parser.add_argument("--game", action="append", help="only this game id (repeatable)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--from-seed", type=int, help="first seed (default --seed)")
    parser.add_argument("--to-seed", type=int,
                        help="last seed, inclusive (default: first seed + games - 1)")
    parser.add_argument("--every", type=int, default=10,
                        help="all seats' views every N actions; save replay every N games")
    parser.add_argument("--max-actions", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--log", help="append finished chunks to this JSON-lines log and skip "
                                      "those already in it ('auto': bench/results/"
                                      "random_games.jsonl)")
    parser.add_argument("--chunk", type=int, default=50, help="seeds per logged chunk")
    parser.add_argument("--shard", type=shard_arg, default=(0, 1),
                        help="K/N: run only every N-th chunk from the K-th (with --log)")
    parser.add_argument("--report", nargs="*", metavar="LOG",
                        help="sum these logs (default: the auto log) per configuration")
    args = parser.parse_args(argv)
    if args.report is not None:
        return report([Path(p) for p in args.report] or [DEFAULT_LOG])
    args.from_seed = args.seed if args.from_seed is None else args.from_seed
    if args.to_seed is None:
        args.to_seed = args.from_seed + args.games - 1
    args.games = args.to_seed - args.from_seed + 1
    if args.log:
        return run_logged(args, DEFAULT_LOG if args.log == "auto" else Path(args.log))
    chunk = max(1, min(250, args.games // max(1, args.jobs)))
    total = {"games": 0, "actions": 0, "errors": 0, "seconds": 0.0}
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Inline() as pool:
        for game_id, variant, players in configurations(args.game):
            seeds = range(args.from_seed, args.to_seed + 1)
            parts = [(game_id, variant, players, seeds[i:i + chunk], args.every,
                      args.max_actions) for i in range(0, len(seeds), chunk)]
            t0 = time.perf_counter()
            results = list(pool.map(run_chunk, parts))
            errors = [e for r in results for e in r["errors"]]
            line = {"game": game_id, "variant": variant, "players": players,
                    "games": sum(r["games"] for r in results),
                    "actions": sum(r["actions"] for r in results), "errors": len(errors),
                    "seconds": round(time.perf_counter() - t0, 1), "first_errors": errors[:3]}
            print(json.dumps(line), flush=True)
            for key in ("games", "actions"):
                total[key] += line[key]
            total["errors"] += len(errors)
    total["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps({"total": total, "python": sys.version.split()[0]}), flush=True)
    return 1 if total["errors"] else 0


class _Inline:
    """A stand-in for a process pool that runs the chunks here (``--jobs 1``)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    @staticmethod
    def map(fn, items):
        return map(fn, items)


if __name__ == "__main__":
    sys.exit(main())
