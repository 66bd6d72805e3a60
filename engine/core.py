"""The engine contract shared by every game (DESIGN.md, "The engine contract").

A game is a :class:`Game` object (factory and configuration) that makes and advances
:class:`State` objects (one play).  States are never mutated by the public API:
:meth:`Game.apply` clones the state, changes the clone and returns it, so undo and tree
search can keep old states.  All chance comes from a counter-based seeded RNG stored in the
state (:meth:`State.rng`), so the same seed and actions give the same game on CPython and
Pyodide alike.

Saves follow PGN: headers plus the list of action notations; loading replays them
(:mod:`engine.savedoc`: ``save``, ``load``, ``iter_states``).  The games on the shelf and their
:class:`Game` objects are :mod:`engine.registry`'s (``get_game``, ``GAME_PACKAGES``).

The contract's parts live in their own modules, all re-exported here so that callers import
from ``engine.core``: :mod:`engine.errors` (errors, :func:`brief`), :mod:`engine.action`
(:class:`Action`, :class:`Decision`), :mod:`engine.record` (:class:`Record`),
:mod:`engine.state` (:class:`State`, :class:`SharedAreas`, :data:`SEED_MAX`) and
:mod:`engine.game` (:class:`Game`).  This module keeps the score table helper and
:func:`replay`; it imports neither the registry nor save documents, which import it.
"""
from __future__ import annotations

from typing import Callable

from .action import Action, Decision, plain_decision  # noqa: F401
from .errors import (BRIEF_CHARS, MAX_MESSAGE_CHARS, IllegalAction,  # noqa: F401
                     InvalidAction, SaveError, brief)
from .game import Game
from .record import Record, fork  # noqa: F401
from .state import SEED_MAX, SharedAreas, State  # noqa: F401


def score_table(players: int, breakdown: Callable[[int], dict[str, int]]) -> list[dict]:
    """The :meth:`Game.scores` list built from a game's per-seat scoring lines: per seat
    {"total": the sum of the lines, "breakdown": ``breakdown(seat)``}."""
    table = []
    for seat in range(players):
        lines = breakdown(seat)
        table.append({"total": sum(lines.values()), "breakdown": lines})
    return table


def replay(game: Game, state: State, upto: int) -> State:
    """The state after the first ``upto`` actions of ``state``'s history (for undo)."""
    new = game.new(state.players, seed=state.seed, variant=state.variant, names=state.names,
                   first=state.first)
    for notation in state.history[:upto]:
        new = game.apply(new, notation)
    return new

