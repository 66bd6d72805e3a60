"""Scenario helpers for the Lorenzo rule tests.

Scenarios start from ``G.new(...)`` with a seed whose random turn order is seat 0, 1, 2, ...;
they set plain fields of the state (dice, tower cards, resources, cards held) and are then
driven only through ``G.legal_actions`` / ``G.apply``.
"""
from __future__ import annotations

import pytest

import engine.lorenzo
from engine import IllegalAction
from engine.lorenzo import data

G = engine.lorenzo.GAME


def _identity_seed(players: int) -> int:
    return next(seed for seed in range(1, 10_000)
                if G.new(players, seed=seed).turn_order == list(range(players)))


SEED = {n: _identity_seed(n) for n in (2, 3, 4)}


def new(players: int = 4, *, dice=(3, 3, 3)):
    """A new game with turn order 0, 1, 2, ... and the given black/white/orange dice."""
    s = G.new(players, seed=SEED[players])
    s.dice = dict(zip(data.DICE, dice))
    return s


def give(s, seat: int, **res) -> None:
    """Set some resources/points of a seat (others unchanged)."""
    s.p(seat).res.update(res)


def zero(s, seat: int) -> None:
    """Empty a seat's supply and points."""
    s.p(seat).res.update({k: 0 for k in data.KINDS})


def legal(s) -> list[str]:
    return [a.notation for a in G.legal_actions(s)]


def play(s, *notations):
    for n in notations:
        s = G.apply(s, n)
    return s


def assert_illegal(s, notation: str) -> None:
    """The action raises IllegalAction and leaves the state exactly as it was."""
    before = s.clone()
    with pytest.raises(IllegalAction):
        G.apply(s, notation)
    assert s == before
