"""Scenario helpers for the Village rule tests.

Scenarios start from ``G.new(...)``, set plain fields of the state (a dataclass) and are then
driven only through ``G.legal_actions`` / ``G.apply``.
"""
from __future__ import annotations

import engine.village  # noqa: F401  (registers the game)
from engine import get_game
from engine.village import data
from tests.helpers import Scenarios

G = get_game("village")
_SCENARIOS = Scenarios(G, check_legal=True)
legal, play, assert_illegal = _SCENARIOS.legal, _SCENARIOS.play, _SCENARIOS.assert_illegal


def new(players: int = 2, seed: int = 1):
    return G.new(players, seed=seed)


def board(s, **cubes):
    """Put exactly the given cubes on the action spaces, e.g. ``board(s, crafts=["black"])``;
    every other space is empty except one orange cube on the church (so the round goes on)."""
    for space in data.SPACES:
        s.spaces[space] = {k: 0 for k in data.CUBE_KINDS}
    cubes.setdefault("church", ["orange"])
    for space, kinds in cubes.items():
        for k in kinds:
            s.spaces[space][k] += 1
    s.bag = {k: 0 for k in data.CUBE_KINDS}
    return s


def turn(players: int = 2, seat: int = 0, seed: int = 1, **cubes):
    """A new game at the start of ``seat``'s turn with a chosen board (see :func:`board`)."""
    s = new(players, seed)
    s.actor = seat
    return board(s, **cubes)


def places(s, seat: int) -> list[str]:
    return list(s.p(seat).members)


def decision(s):
    return G.decision(s)
