"""Differential check: a digest of everything observable along seeded random games, for an older
engine and this checkout's, side by side (issue 19: a faster engine must keep the same moves).

    python bench/engine_digest.py --games nippon --count 40          # against main
    python bench/engine_digest.py --games village,lorenzo --old HEAD~3 --count 24

The old engine is ``git archive <old> engine`` unpacked into a temporary directory (as in
bench/engine_speed.py); each engine runs in its own subprocess.  Per game and variant it plays
``--count`` seeded random games of 2, 3 and 4 players in turn and hashes, at every step, the
decision, the legal actions, the public view and every state field (objects and records made
plain); every fifth step each seat's view, the bot estimates, the scores, ``is_legal`` of each
legal action, and that ``apply`` left its input as it was; every 150 steps of the first 8
games the easy and normal bots' choices; at the end scores, ranking, history and log.  Equal
digests: the same moves and results.  Prints one line per configuration and exits 1 on a
difference.  The old and the new engine run side by side (two processes).

Modes (``--mode``):

- ``full`` (default): everything above.
- ``light``: at every step the decision and the legal actions, every 25 steps the state's
  fields, at the end scores, ranking, history, log, fields and public view: for thousands of
  games (issue 28: ``--mode light --count 6000`` is 2,000 games per player count).
- ``bots``: ``--count`` seeded positions (random moves to a seeded step) and each bot level's
  move there (``--levels``).

Every instance field of the state and of the objects it holds is hashed (none skipped; the
copy-on-write mark ``_before`` of engine/state.py lives only while ``apply`` works and a final
state holds none).  Typed records (engine/flow.py) are hashed as the dict they stand for (their
``as_dict()``), so a change of representation alone keeps the digest.  One exception: a
``Pending`` whose ``options`` is empty and whose ``prompt`` equals its ``step`` (a Lorenzo task,
issue 28) is hashed as ``{"kind": step, "seat": seat, **params}``, the task dict it replaces.

``--log off`` leaves the log out (every other field, decision and result hashed as ever): for
an engine older than a deliberate change of a log line's words.  ``--log text`` hashes each
log entry as its English line (``engine.i18n.format_event`` with
the game's terms), in the state's fields and at the end: the same games told in the same
words, for an engine older than a change of how a line carries its numbers (a number typed in
the template became a parameter from data.py, issue 28's texts) that leaves the text as it was.
Both hash a decision's params without the rule values its prompt quotes (a game module's
``prompt_numbers(prompt)``: Village's decisions carry the church's and the council's prices
from data.py, which the prompts of an older engine typed).

``--format N`` compares with an engine older than a change of a game's decisions (save
formats, engine/savedoc.py): each new game of this checkout's engine is set up by
``Game.read_format(state, N)`` to play as format N reads, and a field the state gained since
(engine/position.py's ``ADDED``) that holds the value an older state stands for is hashed as
absent, as the old engine has no such field.  Lorenzo against cfa52c5 (before the advanced
game's "after" decision changed, issue 29 D10): ``--games lorenzo --format 1``.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from engine_speed import ROOT, unpack

WORKER = r"""
import hashlib, json, random, sys
sys.path.insert(0, sys.argv[1])
import engine
from engine.core import Record
from engine.ai.bots import make_bot

def plain(x):
    if hasattr(x, "as_dict"):        # a typed record (engine/flow.py) as the dict it replaces
        if type(x).__name__ == "Pending" and not x.options and x.prompt == x.step:
            return plain({"kind": x.step, "seat": x.seat, **x.params})   # a Lorenzo task
        return plain(x.as_dict())
    if isinstance(x, Record):
        return [plain(v) for v in x]
    if isinstance(x, dict):
        return {repr(k): plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [plain(v) for v in x]
    if hasattr(x, "__dict__"):
        return [type(x).__name__, {k: plain(v) for k, v in vars(x).items()
                                   if k not in AS_BEFORE or v != AS_BEFORE[k]}]
    return repr(x)

def params(d):
    # a decision's params; with --log text or off, without the rule values its prompt quotes
    quoted = RULE_VALUES(d.prompt) if RULE_VALUES is not None else {}
    return {k: v for k, v in d.params.items() if k not in quoted or v != quoted[k]}

def logged(s):
    # the log as hashed (--log): its entries, each entry's English line, or nothing
    if job["log"] == "entries":
        return list(s.log)
    if job["log"] == "off":
        return None
    from engine.i18n import format_event
    return [format_event(key, params, s.names, terms=g.terms) for key, params in s.log]

def fields(s):
    out = plain(s)
    if job["log"] != "entries":
        out[1]["log"] = logged(s)
    return json.dumps(out, sort_keys=True)

job = json.loads(sys.argv[2])
g = engine.get_game(job["game"])
AS_BEFORE = {}      # with --format: added fields at the value an older state stands for
if job["format"] is not None:
    from engine.position import ADDED
    for added in ADDED.values():
        AS_BEFORE.update(added.get(job["game"], {}))

RULE_VALUES = getattr(sys.modules[type(g).__module__], "prompt_numbers", None)
if job["log"] == "entries" or not callable(RULE_VALUES):
    RULE_VALUES = None

def new_game(n, seed):
    s = g.new(n, seed=seed, variant=job["variant"])
    if job["format"] is not None:
        g.read_format(s, job["format"])
    return s
digest = hashlib.sha256()
mode = job["mode"]

def positions():
    # (seed, state) of ``count`` seeded positions: seeded random moves up to a seeded step
    for seed in range(job["start"], job["start"] + job["count"]):
        n = g.min_players + seed % (g.max_players - g.min_players + 1)
        s = new_game(n, seed)
        rng = random.Random(seed * 7)
        for _ in range(rng.randrange(1, 120)):
            if g.decision(s).seat is None:
                break
            s = g.apply(s, rng.choice(g.legal_actions(s)))
        yield seed, s

if mode == "bots":
    for seed, s in positions():
        if g.decision(s).seat is None:
            digest.update(b"over")
            continue
        choices = [make_bot(level, seed=seed).choose(g, s).notation for level in job["levels"]]
        digest.update(repr([seed, choices]).encode())
        if job.get("show"):
            print(seed, choices, file=sys.stderr)
    print(digest.hexdigest())
    sys.exit()

for seed in range(job["start"], job["start"] + job["count"]):
    n = g.min_players + seed % (g.max_players - g.min_players + 1)
    s = new_game(n, seed)
    rng, k = random.Random(seed * 7), 0
    while True:
        d = g.decision(s)
        legal = g.legal_actions(s)
        if mode == "light":
            item = [d.seat, d.prompt, params(d), [a.notation for a in legal]]
            if k % 25 == 0:
                item.append(fields(s))
        else:
            item = [d.seat, d.prompt, params(d), d.private, [a.notation for a in legal],
                    g.view(s), s.rng_draws, s.undo_floor, fields(s), g.is_over(s)]
        if mode == "full" and k % 5 == 0:
            item += [[g.view(s, i) for i in range(n)],
                     [round(g.evaluate(s, i), 9) for i in range(n)],
                     g.scores(s), [g.is_legal(s, a) for a in legal]]
        if mode == "full" and k % 150 == 75 and seed <= 8 and legal:
            item.append([make_bot(level, seed=k).choose(g, s).notation
                         for level in ("easy", "normal")])
        digest.update(repr(item).encode())
        if d.seat is None:
            break
        before = fields(s) if mode == "full" and k % 5 == 0 else None
        after = g.apply(s, rng.choice(legal))
        assert before is None or fields(s) == before, f"apply changed its input: {seed}, {k}"
        s, k = after, k + 1
    digest.update(repr([g.scores(s), g.ranking(s), list(s.history), logged(s), fields(s),
                        g.view(s)]).encode())
print(digest.hexdigest())
"""


def digest(root: Path, game: str, variant: str, args) -> subprocess.Popen:
    """The worker playing ``args.count`` seeded games (or positions) of ``game`` with the engine
    under ``root`` (a directory holding ``engine/``), started; its stdout is the digest."""
    job = json.dumps({"game": game, "variant": variant, "count": args.count, "mode": args.mode,
                      "start": args.start, "levels": args.levels.split(","),
                      "format": args.format if root == ROOT else None,
                      "log": args.log})
    return subprocess.Popen([sys.executable, "-c", WORKER, str(root), job], cwd=root,
                            stdout=subprocess.PIPE, text=True)


def result(worker: subprocess.Popen) -> str:
    out, _ = worker.communicate()
    if worker.returncode:
        raise SystemExit(f"a digest worker failed ({worker.returncode})")
    return out.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="", help="game ids, comma-separated (default: all)")
    parser.add_argument("--old", default="main", help="commit of the old engine (main)")
    parser.add_argument("--count", type=int, default=24, help="games per configuration (24)")
    parser.add_argument("--start", type=int, default=1, help="first seed (1)")
    parser.add_argument("--mode", choices=("full", "light", "bots"), default="full",
                        help="what is hashed (full)")
    parser.add_argument("--levels", default="easy,normal,hard",
                        help="bot levels asked in --mode bots (easy,normal,hard)")
    parser.add_argument("--format", type=int, default=None,
                        help="this checkout's games play as this older save format reads "
                             "(Game.read_format; see the module docstring)")
    parser.add_argument("--log", choices=("entries", "text", "off"), default="entries",
                        help="hash the log's entries (key and parameters), each entry's "
                             "English line, or no log (see the module docstring)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    import engine
    variants = {g["id"]: g["variants"] for g in engine.games()}
    differ = False
    with tempfile.TemporaryDirectory(prefix="engine-digest-") as tmp:
        old = unpack(args.old, Path(tmp))
        for game in [g for g in args.games.split(",") if g] or list(variants):
            for variant in variants[game]:
                workers = digest(old, game, variant, args), digest(ROOT, game, variant, args)
                a, b = map(result, workers)
                differ |= a != b
                print(f"{game:10s} {variant:10s} {args.mode:5s} seeds {args.start}–"
                      f"{args.start + args.count - 1}  old {a[:16]}  new {b[:16]}  "
                      f"{'same' if a == b else 'DIFFERENT'}", flush=True)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
