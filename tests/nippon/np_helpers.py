"""Scenario helpers for the Nippon rule tests.

Scenarios start from ``G.new(...)``, set plain fields of the state (a dataclass) and are then
driven only through ``G.legal_actions`` / ``G.apply``.  ``new`` picks a seed whose turn order
is seat 0, 1, 2, … (the rulebook draws the first player at random) so expected values read
plainly.
"""
from __future__ import annotations

from engine.nippon import GAME as G
from engine.nippon import data


def _identity_seed(players: int) -> int:
    return next(seed for seed in range(1, 10_000)
                if G.new(players, seed=seed).order == list(range(players)))


SEED = {n: _identity_seed(n) for n in (2, 3, 4)}


def new(players: int = 4):
    """A new game whose turn order is 0, 1, 2, …; seat 0 is to play."""
    s = G.new(players, seed=SEED[players])
    assert s.order == list(range(players)) and s.current == 0
    return s


def legal(s) -> list[str]:
    return [a.notation for a in G.legal_actions(s)]


def play(s, *notations):
    """Apply notations in order through the public API (each must be legal)."""
    for n in notations:
        s = G.apply(s, n)
    return s


def give_factory(s, seat: int, fid: str, goods: int = 0, machine: int = 0) -> None:
    """Put a factory in front of a player (taken from the supply)."""
    f = data.FACTORIES[fid]
    s.factory_supply.remove(fid)
    s.p(seat).factories[f.good] = {"id": fid, "machine": machine, "goods": goods}


def set_space(s, space: int, colors) -> None:
    """Set the workers on action space ``space`` (1-based, as in notations)."""
    s.spaces[space - 1] = list(colors)
