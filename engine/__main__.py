"""Command line: ``python -m engine simulate|validate|render|chart|replay|bench|tournament|
coach|review``.

``simulate`` plays games with uniformly random legal actions and prints one JSON object
(DESIGN.md, "Contract that tests ... rely on"); its exit status is non-zero if any game raised.
``validate``, ``replay`` and ``render`` read a save file as the app reads an imported one
(:func:`engine.savedoc.read`); a file they cannot use gives a one-line message and exit
status 1, never a traceback, and ``render -o`` never leaves an empty or partial file.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback

from . import core, registry, savedoc
from .i18n import format_event


def play_random(game: core.Game, players: int, seed: int, variant: str | None) -> core.State:
    """One game with uniformly random legal actions (the RNG is seeded by ``seed``)."""
    chooser = random.Random(seed)
    state = game.new(players, seed=seed, variant=variant)
    while not game.is_over(state):
        state = game.apply(state, chooser.choice(game.legal_actions(state)))
    return state


def simulate(args: argparse.Namespace) -> int:
    game = registry.get_game(args.game)
    started = time.perf_counter()
    errors = 0
    lengths: list[int] = []
    totals: list[int] = []
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


class BadInput(Exception):
    """A file or option the command cannot use; main() prints the message and exits 1."""


def _load(path: str) -> dict:
    """The save document in file ``path``, read as the app reads an imported file
    (engine.savedoc.parse: UTF-8 with or without BOM, size and depth limits) and checked."""
    try:
        with open(path, "rb") as f:
            data = f.read(savedoc.MAX_BYTES + 1)
    except OSError as err:
        raise BadInput(f"cannot read {path}: {err.strerror or err}") from None
    try:
        return savedoc.read(data)
    except core.SaveError as err:
        raise BadInput(f"invalid save: {err}") from None


def _replay(path: str, upto: int | None = None) -> core.State:
    """The state of the save in ``path`` after ``upto`` actions (all by default)."""
    doc = _load(path)
    if upto is not None and upto < 0:
        raise BadInput(f"--move must be 0 or more, not {upto}")
    try:
        return savedoc.load(doc, upto=upto)
    except core.SaveError as err:
        raise BadInput(f"invalid save: {err}") from None


def validate(args: argparse.Namespace) -> int:
    state = _replay(args.save)
    game = registry.get_game(state.game)
    print(json.dumps({"game": state.game, "actions": len(state.history),
                      "over": game.is_over(state)}))
    return 0


def replay(args: argparse.Namespace) -> int:
    state = _replay(args.save)
    game = registry.get_game(state.game)
    print("\n".join(format_event(key, params, state.names, terms=game.terms)
                    for key, params in state.log))
    return 0


def render(args: argparse.Namespace) -> int:
    """Draw the position (``--seat``'s view, else the public one, in ``--lang``), or with
    ``--snippet`` the script embed's HTML of it (engine/snippet.py: the drawing and a link
    carrying only what that view may see, unless ``--whole``).  The output file is written
    whole or not at all (a temporary file beside it, renamed on success), so a failure never
    leaves an empty or partial board."""
    from . import snippet

    if args.chapters:
        return _render_chapters(args)
    if not args.save:
        raise BadInput("render needs a save file (or --chapters SPEC)")
    state = _replay(args.save, args.move)
    game = registry.get_game(state.game)
    if args.seat is not None and not 0 <= args.seat < state.players:
        raise BadInput(f"--seat must be from 0 to {state.players - 1} for this save")
    if args.snippet:
        try:
            html = snippet.figure(_load(args.save), move=len(state.history), seat=args.seat,
                                  lang=args.lang, play=args.play, caption=args.caption,
                                  whole=args.whole, lazy=args.lazy)
        except core.SaveError as err:
            raise BadInput(f"invalid save: {err}") from None
        return _write_svg(args.output, html + "\n" + snippet.script_tag(args.base) + "\n")
    if args.lang == "en":         # exactly the embedded board's "SVG" download (English)
        return _write_svg(args.output, game.render(game.view(state, args.seat), legal=()))
    return _write_svg(args.output, snippet.board_svg(state, seat=args.seat, lang=args.lang))


def _render_chapters(args: argparse.Namespace) -> int:
    """``render --chapters SPEC``: the chapter set of an author's spec file
    (:func:`engine.chapters.read_spec`) as the script embed's snippet (``--snippet``), or its
    link's fragment for embed.html (``--link``)."""
    from . import chapters, snippet

    if args.save or not (args.snippet or args.link):
        raise BadInput("--chapters SPEC takes no save file, and --snippet or --link")
    try:
        book = chapters.read_spec(args.chapters)
    except core.SaveError as err:
        raise BadInput(f"invalid chapters: {err}") from None
    if args.link:
        return _write_svg(args.output, args.base + "embed.html#"
                          + chapters.fragment(book, lang=args.lang) + "\n")
    html = snippet.chapters_figure(book, lang=args.lang, ident=args.id)
    return _write_svg(args.output, html + "\n" + snippet.script_tag(args.base) + "\n")


def chart(args: argparse.Namespace) -> int:
    """Draw the score chart of a save (engine/scorechart.py), in English or ``--lang``'s
    language; written like ``render``'s board."""
    from . import scorechart
    from .i18n import translator
    state = _replay(args.save)
    if args.seat is not None and not 0 <= args.seat < state.players:
        raise BadInput(f"--seat must be from 0 to {state.players - 1} for this save")
    data = scorechart.progress(savedoc.save(state), seat=args.seat)
    return _write_svg(args.output, scorechart.chart(data, translator(args.lang, state.game)))


def _write_svg(output: str, svg: str) -> int:
    """Write ``svg`` to the file ``output`` ("-": standard output) whole or not at all."""
    if output == "-":
        sys.stdout.write(svg)
        return 0
    folder = os.path.dirname(os.path.abspath(output))
    try:
        fd, temp = tempfile.mkstemp(prefix=".render-", suffix=".svg", dir=folder)
    except OSError as err:
        raise BadInput(f"cannot write {output}: {err.strerror or err}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(svg)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)            # as open() would have made it
        os.replace(temp, output)
    except OSError as err:
        os.unlink(temp)
        raise BadInput(f"cannot write {output}: {err.strerror or err}") from None
    except BaseException:
        os.unlink(temp)
        raise
    return 0


def bench(args: argparse.Namespace) -> int:
    """Print apply / legal_actions timings per game (figures, not a pass/fail test)."""
    game = registry.get_game(args.game)
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


def _search_seed(doc: dict, seed: int | None) -> int:
    """The coach's seed: ``--seed``, else the save's seed (0 for a link's position)."""
    if seed is not None:
        return seed
    return doc["seed"] if type(doc.get("seed")) is int else 0


def _label(game: core.Game, state: core.State, notation: str) -> str:
    """An action's English label beside its notation (the notation alone when the game has
    no label of its own)."""
    from .i18n import translator
    label = game.action_label(notation, list(state.names), translator("en", state.game),
                              state.variant)
    return f"{label} ({notation})" if label and label != notation else notation


def _option_text(option: dict) -> str:
    if option.get("only"):
        return "the only legal move (not searched)"
    if option["visits"] == 0:
        return "no simulation"
    return (f"estimate {option['estimate']:+.2f} points, win {option['win']:.0%}, "
            f"{option['visits']} simulations")


def coach_hint(args: argparse.Namespace) -> int:
    """The coach's hint at a position of a save (engine/ai/coach.py): by default the last
    position and the seat to move; prints text or, with ``--json``, the list of options."""
    from .ai import coach

    doc = _load(args.save)
    state = _replay(args.save, args.move)
    game = registry.get_game(state.game)
    mover = game.decision(state).seat
    if mover is None:
        raise BadInput("the game is over at that position: there is nothing to decide")
    if args.seat is not None and args.seat != mover:
        raise BadInput(f"--seat {args.seat} is not to move at that position (seat {mover} is)")
    options = coach.hint(game, state, mover, seed=_search_seed(doc, args.seed),
                         level=args.level, top=args.top, iterations=args.iterations)
    if args.json:
        print(json.dumps({"move": len(state.history), "seat": mover, "options": options}))
        return 0
    print(f"move {len(state.history)}, {state.names[mover]} to move; the coach ({args.level}) "
          "prefers:")
    for rank, option in enumerate(options, 1):
        print(f"{rank}. {_label(game, state, option['action'])}: {_option_text(option)}")
    return 0


def coach_review(args: argparse.Namespace) -> int:
    """The coach's review of a save (engine/ai/coach.py); a review kept in the save (its
    ``review`` header, of these actions and level) is printed without searching again."""
    from .ai import coach

    doc = _load(args.save)
    state = _replay(args.save)
    game = registry.get_game(state.game)
    seed = _search_seed(doc, args.seed)
    found = coach.stored_review(doc)
    if found is None or found["seed"] != seed or found["level"] != args.level or (
            args.iterations and found["iterations"] != args.iterations):
        found = coach.review(game, doc, seed=seed, level=args.level,
                             iterations=args.iterations)
    if args.json:
        print(json.dumps(found))
        return 0
    hints = savedoc.hints_taken(doc, state.players)
    print(f"review of {game.id} ({found['variant']}), {found['actions']} actions, "
          f"{len(found['decisions'])} decisions searched ({found['iterations']} simulations "
          f"each, seed {seed})")
    for seat in found["seats"]:
        curve = found["curves"][seat]
        print(f"{state.names[seat]}: hints taken {hints[seat]}; estimated win chance "
              + ", ".join(f"{win:.0%} after move {move}" for move, win in curve[-1:]))
        for d in found["costly"][seat]:
            print(f"  move {d['move']}: played {_label(game, state, d['played']['action'])} "
                  f"({_option_text(d['played'])}); the coach prefers "
                  f"{_label(game, state, d['best']['action'])} ({_option_text(d['best'])}); "
                  f"{d['loss']:.2f} points lost")
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
    p.add_argument("save", nargs="?", default="")
    p.add_argument("--chapters", default="", metavar="SPEC",
                   help="a chapter set's spec file (JSON, docs/EMBED.md): with --snippet its "
                        "script embed, with --link its embed.html link")
    p.add_argument("--link", action="store_true", help="--chapters: write the iframe's link")
    p.add_argument("--id", default="chapters",
                   help="--chapters --snippet: the figure's id (deep links #ID-N[-MOVE])")
    p.add_argument("--move", type=int, default=None, help="actions to replay (default: all)")
    p.add_argument("--seat", type=int, default=None, help="seat whose view (default: public)")
    p.add_argument("--lang", default="en", help="language of the words (en, es)")
    p.add_argument("--snippet", action="store_true",
                   help="write the script embed's HTML (board drawn in it) instead of the SVG")
    p.add_argument("--caption", default="", help="--snippet: the text under the board")
    p.add_argument("--play", action="store_true", help="--snippet: readers may play on")
    p.add_argument("--base", default="",
                   help="--snippet: the app's address ending in / (where board-embed.js is)")
    p.add_argument("--whole", action="store_true",
                   help="--snippet: the link carries the whole save (every secret and the "
                        "seed) so readers step through a game in progress: your own demo "
                        "games only")
    p.add_argument("--lazy", action="store_true",
                   help="--snippet: a board below the page's first screen: drawn as it nears "
                        "the screen (board-embed.js), so many boards cost about the first ones")
    p.add_argument("-o", "--output", "--out", default="-")
    p.set_defaults(run=render)
    p = sub.add_parser("chart", help="draw a save's score chart as SVG")
    p.add_argument("save")
    p.add_argument("--seat", type=int, default=None,
                   help="seat whose view counts during play (default: public)")
    p.add_argument("--lang", default="en", help="language of the words (en, es)")
    p.add_argument("-o", "--output", default="-")
    p.set_defaults(run=chart)
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
    p = sub.add_parser("coach", help="the coach's hint at a position of a save")
    p.add_argument("save")
    p.add_argument("--move", type=int, default=None, help="actions to replay (default: all)")
    p.add_argument("--seat", type=int, default=None, help="the seat to move (checked)")
    _coach_options(p, level="hard")
    p.add_argument("--top", type=int, default=3, help="options shown (3)")
    p.set_defaults(run=coach_hint)
    p = sub.add_parser("review", help="the coach's review of a finished save")
    p.add_argument("save")
    _coach_options(p, level="normal")
    p.set_defaults(run=coach_review)
    args = parser.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):    # a name may hold a lone surrogate
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        return args.run(args)
    except BadInput as err:
        print(err, file=sys.stderr)
        return 1
    except (KeyError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


def _coach_options(p: argparse.ArgumentParser, level: str) -> None:
    p.add_argument("--seed", type=int, default=None, help="search seed (default: the save's)")
    p.add_argument("--level", default=level, choices=("normal", "hard"),
                   help=f"bot level searched with ({level})")
    p.add_argument("--iterations", type=int, default=None,
                   help="simulations per decision (default: the level's or the review's)")
    p.add_argument("--json", action="store_true", help="print JSON")


if __name__ == "__main__":
    sys.exit(main())
