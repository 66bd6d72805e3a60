"""Find the positions of the guided tours (issue 21) and write them as Python data.

Each tour step is a real position: a seeded game played with random legal moves until the
situation of a rulebook example arises (a Harvest with enough territories to show the
activation value at work, a Vatican report where the player may support the Church, a market
day…).  The script records the seed, the action notations up to and including the move the
learner is asked to make, and the numbers the step's texts quote (``params``), and writes them
to ``engine/<game>/tour_games.py`` so the wheel ships them as code.  The finders live in
``tools/tour_finders_<game>.py``; tests/test_tours_content.py replays every position and checks
the numbers against the engine.

Usage::

    .venv/bin/python -m tools.tour_positions            # every game
    .venv/bin/python -m tools.tour_positions lorenzo    # one game

Regenerate after a rules change that breaks a stored position (the tests say which).
"""
from __future__ import annotations

import importlib
import pprint
import random
import sys
from pathlib import Path
from typing import Callable, Iterable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import Action, Game, State  # noqa: E402
from engine.registry import get_game  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
from engine.tourbook import NAMES  # noqa: E402
GAMES = ("lorenzo", "nippon", "village")

Match = Callable[[Game, State, Action], "dict | None"]
"""A finder's test of one legal move in one position: the step's params, or None."""


def search(game_id: str, match: Match, *, players: int = 2, variant: str | None = None,
           seeds: Iterable[int] = range(1, 400), max_moves: int = 3000,
           after: dict | None = None) -> dict:
    """The first position of random seeded games where a legal move passes ``match``.

    Games are played with uniformly random legal moves, seed by seed; in each position every
    legal move is offered to ``match`` before one is played.  ``after``: a position already
    found; the search goes on from its move (same players, variant and seed), so that two steps
    of a tour follow each other in one game.

    Returns:
        ``{"players", "variant", "seed", "index", "actions", "params"}`` with ``actions`` the
        notations up to and including the matched move (``actions[index]``).

    Raises:
        LookupError: no seed gave the situation.
    """
    game = get_game(game_id)
    variant = variant or game.default_variant
    if after is not None:
        players, variant, seeds = after["players"], after["variant"], [after["seed"]]
    for seed in seeds:
        state = game.new(players, seed=seed, variant=variant, names=list(NAMES[:players]))
        rng = random.Random(seed)
        actions: list[str] = []
        for notation in after["actions"] if after is not None else ():
            state = game.apply(state, notation)
            actions.append(notation)
        while not game.is_over(state) and len(actions) < max_moves:
            legal = game.legal_actions(state)
            for action in legal:
                params = match(game, state, action)
                if params is not None:
                    return {"players": players, "variant": variant, "seed": seed,
                            "index": len(actions), "actions": actions + [action.notation],
                            "params": params}
            action = rng.choice(legal)
            state = game.apply(state, action)
            actions.append(action.notation)
    raise LookupError(f"{game_id}: no position found for {match.__name__}")


def search_after(game_id: str, match: Match, after: dict, **options) -> dict:
    """:func:`search` going on from the position ``after`` if that game gives the situation,
    else in fresh games."""
    try:
        return search(game_id, match, after=after, **options)
    except LookupError:
        return search(game_id, match, **options)


Finder = Callable[[dict], dict]
"""A game's finder of one step: the positions found so far (step id -> position) -> its own."""


def shared_games(positions: dict) -> tuple[dict, dict]:
    """The positions with their games shared: ``(games, stored)``.

    Positions found in one seed's random game share its moves up to the move the learner
    makes; each is stored as ``game`` (a key of ``games``, the longest game played, as action
    notations), ``index`` and ``move`` (``actions = games[game][:index] + [move]``)."""
    games: dict[str, list[str]] = {}
    owner: dict[str, tuple] = {}
    stored = {}
    for step_id, position in positions.items():
        header = (position["players"], position["variant"], position["seed"])
        played = position["actions"][:position["index"]]
        for key, moves in games.items():
            if owner[key] != header:
                continue
            if moves[:len(played)] == played:
                break
            if played[:len(moves)] == moves:
                games[key] = played
                break
        else:
            key = f"g{len(games) + 1}"
            games[key], owner[key] = played, header
        stored[step_id] = {"players": position["players"], "variant": position["variant"],
                           "seed": position["seed"], "game": key, "index": position["index"],
                           "move": position["actions"][position["index"]]}
        if "params" in position:          # Plus Ultra's texts read their numbers from states
            stored[step_id]["params"] = position["params"]
    return games, stored


def write(game_id: str, positions: dict, script: str = "tools/tour_positions.py",
          command: str = "python -m tools.tour_positions", module: str = "tour_games") -> Path:
    """Write ``engine/<game>/<module>.py`` (``tour_games``; Plus Ultra's early edition has a
    tour of its own): GAMES and POSITIONS (in the tour's order), see :func:`shared_games`; its
    docstring names ``script``, which writes it, and the ``command`` that runs that script."""
    games, stored = shared_games(positions)
    path = ROOT / "engine" / game_id / f"{module}.py"
    lines = "".join(f"    {key!r}: " + pprint.pformat(moves, width=88, compact=True).replace(
        "\n", "\n" + " " * (len(repr(key)) + 6)) + ",\n" for key, moves in games.items())
    body = pprint.pformat(stored, width=100, sort_dicts=False)
    path.write_text(
        f'"""Positions of {game_id}\'s guided tour (issue 21), written by {script}:\n'
        "GAMES: seeded games as action notations; POSITIONS: step id -> players, variant, seed,\n"
        "the game, the index and notation of the move the learner makes there (the actions are\n"
        "``GAMES[game][:index] + [move]``) and the numbers the step's texts quote.\n"
        f'Do not edit by hand: regenerate with ``{command}``."""\n\n'
        "from typing import Any\n\n"
        f"GAMES: dict[str, list[str]] = {{\n{lines}}}\n\n"
        f"POSITIONS: dict[str, dict[str, Any]] = {body}\n", encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    for game_id in argv or GAMES:
        finders = importlib.import_module(f"tools.tour_finders_{game_id}")
        positions = {}
        for step_id, find in finders.FINDERS.items():
            positions[step_id] = find(positions)
            print(f"{game_id} {step_id}: seed {positions[step_id]['seed']}, "
                  f"move {positions[step_id]['index']} {positions[step_id]['actions'][-1]!r}",
                  flush=True)
        print(write(game_id, positions))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
