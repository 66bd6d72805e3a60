"""The engine contract shared by every game (DESIGN.md, "The engine contract").

A game is a :class:`Game` object (factory and configuration) that makes and advances
:class:`State` objects (one play).  States are never mutated by the public API:
:meth:`Game.apply` clones the state, changes the clone and returns it, so undo and tree
search can keep old states.  All chance comes from a counter-based seeded RNG stored in the
state (:meth:`State.rng`), so the same seed and actions give the same game on CPython and
Pyodide alike.

Saves follow PGN: headers plus the list of action notations; loading replays them
(:mod:`engine.savedoc`: ``save``, ``load``, ``iter_states``, re-exported here).

The contract's parts live in their own modules, all re-exported here so that callers import
from ``engine.core``: :mod:`engine.errors` (errors, :func:`brief`), :mod:`engine.action`
(:class:`Action`, :class:`Decision`), :mod:`engine.record` (:class:`Record`),
:mod:`engine.state` (:class:`State`, :class:`SharedAreas`, :data:`SEED_MAX`) and
:mod:`engine.game` (:class:`Game`).  This module keeps the registry of games, the score table
helper and :func:`replay`.
"""
from __future__ import annotations

import importlib
from typing import Callable

from .action import Action, Decision, plain_decision  # noqa: F401
from .errors import (BRIEF_CHARS, MAX_MESSAGE_CHARS, IllegalAction,  # noqa: F401
                     InvalidAction, SaveError, brief)
from .game import Game
from .record import Record, fork  # noqa: F401
from .state import SEED_MAX, SharedAreas, State  # noqa: F401


# -- registry ---------------------------------------------------------------------------
GAME_PACKAGES = ("plus_ultra", "lorenzo", "nippon", "village")
"""Game packages on the shelf, in shelf order (each registers its Game when imported).  A game
joins this list once its whole game flow plays and its board renders."""

_REGISTRY: dict[str, Game] = {}


def score_table(players: int, breakdown: Callable[[int], dict[str, int]]) -> list[dict]:
    """The :meth:`Game.scores` list built from a game's per-seat scoring lines: per seat
    {"total": the sum of the lines, "breakdown": ``breakdown(seat)``}."""
    table = []
    for seat in range(players):
        lines = breakdown(seat)
        table.append({"total": sum(lines.values()), "breakdown": lines})
    return table


def register(game: Game) -> Game:
    """Add a game to the registry (called by each game package)."""
    _REGISTRY[game.id] = game
    return game


def games() -> list[dict]:
    """The registry: one info dict per game of :data:`GAME_PACKAGES`, in that order."""
    _load_all()
    return [_REGISTRY[name].info() for name in GAME_PACKAGES]


SHELF_FILE = "shelf.json"
"""Written into the wheel by build.py: :func:`games` as JSON, so the browser lists the shelf
without importing every game package (issue 19: a page imports only the game it opens)."""


def shelf() -> list[dict]:
    """:func:`games`, read from :data:`SHELF_FILE` beside this module when it is there and
    names exactly :data:`GAME_PACKAGES` (the wheel's copy), otherwise :func:`games` itself."""
    import json
    import os

    try:   # through the loader: a directory or the pages' zip archive on sys.path alike
        infos = json.loads(__loader__.get_data(
            os.path.join(os.path.dirname(__file__), SHELF_FILE)).decode("utf-8"))
        if [info["id"] for info in infos] == list(GAME_PACKAGES):
            return infos
    except (OSError, ValueError, TypeError, KeyError):
        pass
    return games()


def get_game(game_id: str) -> Game:
    """The Game for an id, importing only its own package; raises KeyError naming the known
    ids."""
    if game_id not in _REGISTRY and game_id in GAME_PACKAGES:
        importlib.import_module(f"{__package__}.{game_id}")  # registers itself
    try:
        return _REGISTRY[game_id]
    except KeyError:
        known = sorted(set(_REGISTRY) | set(GAME_PACKAGES))
        raise KeyError(f"unknown game {game_id!r}; known: {known}") from None


def _load_all() -> None:
    for name in GAME_PACKAGES:
        if name not in _REGISTRY:
            importlib.import_module(f"{__package__}.{name}")  # registers itself


def replay(game: Game, state: State, upto: int) -> State:
    """The state after the first ``upto`` actions of ``state``'s history (for undo)."""
    new = game.new(state.players, seed=state.seed, variant=state.variant, names=state.names,
                   first=state.first)
    for notation in state.history[:upto]:
        new = game.apply(new, notation)
    return new


# Save documents live in engine/savedoc.py (it imports this module); re-exported for callers.
from .savedoc import SAVE_FORMAT, SAVE_VERSION, iter_states, load, save  # noqa: E402,F401
