"""Command line: ``python -m engine simulate|validate|render|replay|bench|tournament``.

``simulate`` plays games with uniformly random legal actions and prints one JSON object
(DESIGN.md, "Contract that tests ... rely on"); its exit status is non-zero if any game raised.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback

from . import core
from .i18n import format_event


def play_random(game: core.Game, players: int, seed: int, variant: str | None) -> core.State:
    """One game with uniformly random legal actions (the RNG is seeded by ``seed``)."""
    chooser = random.Random(seed)
    state = game.new(players, seed=seed, variant=variant)
    while not game.is_over(state):
        state = game.apply(state, chooser.choice(game.legal_actions(state)))
    return state


def simulate(args: argparse.Namespace) -> int:
    game = core.get_game(args.game)
    started = time.perf_counter()
    errors, lengths, totals = 0, [], []
    for k in range(args.games):
        seed = args.seed + k
        try:
            state = play_random(game, args.players, seed, args.variant)
        except Exception:  # report every failure, keep playing the others
            errors += 1
            if errors <= 3:
                print(f"game seed {seed} raised:", file=sys.stderr)
                traceback.print_exc()
            continue
        lengths.append(len(state.history))
        totals.extend(s["total"] for s in game.scores(state))
    result = {
        "game": args.game, "variant": args.variant or game.default_variant,
        "players": args.players, "games": args.games, "errors": errors,
        "mean_actions": round(sum(lengths) / len(lengths), 1) if lengths else None,
        "mean_score": round(sum(totals) / len(totals), 2) if totals else None,
        "max_score": max(totals) if totals else None,
        "seconds": round(time.perf_counter() - started, 2),
    }
    print(json.dumps(result))
    return 1 if errors else 0


def _load(path: str) -> dict:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def validate(args: argparse.Namespace) -> int:
    try:
        state = core.load(_load(args.save))
    except (OSError, ValueError) as err:
        print(f"invalid save: {err}", file=sys.stderr)
        return 1
    game = core.get_game(state.game)
    print(json.dumps({"game": state.game, "actions": len(state.history),
                      "over": game.is_over(state)}))
    return 0


def replay(args: argparse.Namespace) -> int:
    state = core.load(_load(args.save))
    game = core.get_game(state.game)
    for key, params in state.log:
        print(format_event(key, params, state.names, terms=game.terms))
    return 0


def render(args: argparse.Namespace) -> int:
    state = core.load(_load(args.save), upto=args.move)
    game = core.get_game(state.game)
    svg = game.render(game.view(state, args.seat), legal=())
    if args.output == "-":
        sys.stdout.write(svg)
    else:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(svg)
    return 0


def bench(args: argparse.Namespace) -> int:
    """Print apply / legal_actions timings per game (figures, not a pass/fail test)."""
    game = core.get_game(args.game)
    chooser = random.Random(args.seed)
    applies = legals = 0.0
    n = 0
    for k in range(args.games):
        state = game.new(args.players, seed=args.seed + k)
        while not game.is_over(state):
            t0 = time.perf_counter()
            legal = game.legal_actions(state)
            t1 = time.perf_counter()
            state = game.apply(state, chooser.choice(legal))
            applies += time.perf_counter() - t1
            legals += t1 - t0
            n += 1
    print(json.dumps({"game": args.game, "players": args.players, "actions": n,
                      "legal_actions_us": round(1e6 * legals / n, 1),
                      "apply_us": round(1e6 * applies / n, 1)}))
    return 0


def tournament(args: argparse.Namespace) -> int:
    """Seat-rotated bot games (engine/ai/tournament.py); prints one JSON object."""
    from pathlib import Path

    from .ai import tournament as t

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    jobs = args.jobs or t.default_jobs()
    result = t.run(args.game, args.players, args.variant, bots,
                   range(args.seed, args.seed + args.games), jobs=jobs,
                   log=Path(args.log) if args.log else None)
    print(json.dumps(result))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("simulate", help="play random games and report")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant")
    p.set_defaults(run=simulate)
    p = sub.add_parser("validate", help="replay a save file and report")
    p.add_argument("save")
    p.set_defaults(run=validate)
    p = sub.add_parser("replay", help="print the log of a save in text")
    p.add_argument("save")
    p.set_defaults(run=replay)
    p = sub.add_parser("render", help="draw a save's position as SVG")
    p.add_argument("save")
    p.add_argument("--move", type=int, default=None, help="actions to replay (default: all)")
    p.add_argument("--seat", type=int, default=None, help="seat whose view (default: public)")
    p.add_argument("-o", "--output", default="-")
    p.set_defaults(run=render)
    p = sub.add_parser("bench", help="time legal_actions and apply")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(run=bench)
    p = sub.add_parser("tournament", help="seat-rotated games between bots; prints JSON")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bots", default="mcts,greedy,random",
                   help="comma-separated levels: random, greedy|easy, mcts|normal, hard")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant")
    p.add_argument("--jobs", type=int, default=1, help="processes (0: one per core)")
    p.add_argument("--log", help="JSON-lines file: finished games are appended to it and "
                                 "games it holds are not played again")
    p.set_defaults(run=tournament)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except (KeyError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
