"""Scenario helpers for the Village rule tests.

Scenarios start from ``G.new(...)``, set plain fields of the state (a dataclass) and are then
driven only through ``G.legal_actions`` / ``G.apply``.
"""
from __future__ import annotations

import pytest

import engine.village  # noqa: F401  (registers the game)
from engine import IllegalAction, get_game
from engine.village import data

G = get_game("village")


def new(players: int = 2, seed: int = 1):
    return G.new(players, seed=seed)


def legal(s) -> list[str]:
    return [a.notation for a in G.legal_actions(s)]


def play(s, *notations):
    """Apply notations in order (each must be legal); returns the last state."""
    for n in notations:
        assert n in legal(s), f"{n!r} not legal; legal: {legal(s)}"
        s = G.apply(s, n)
    return s


def assert_illegal(s, notation: str) -> None:
    with pytest.raises(IllegalAction):
        G.apply(s, notation)


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
