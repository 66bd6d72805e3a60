"""Scenario helpers for the Nippon rule tests.

Scenarios start from ``G.new(...)``, set plain fields of the state (a dataclass) and are then
driven only through ``G.legal_actions`` / ``G.apply``.  ``new`` picks a seed whose turn order
is seat 0, 1, 2, … (the rulebook draws the first player at random) so expected values read
plainly.
"""
from __future__ import annotations

from engine.nippon import GAME as G
from engine.nippon import data
from tests.helpers import Scenarios

_SCENARIOS = Scenarios(G)
legal, play = _SCENARIOS.legal, _SCENARIOS.play
SEED = _SCENARIOS.identity_seeds(lambda s: s.order)


def new(players: int = 4):
    """A new game whose turn order is 0, 1, 2, …; seat 0 is to play."""
    s = G.new(players, seed=SEED[players])
    assert s.order == list(range(players)) and s.current == 0
    return s


def give_factory(s, seat: int, fid: str, goods: int = 0, machine: int = 0) -> None:
    """Put a factory in front of a player (taken from the supply)."""
    f = data.FACTORIES[fid]
    s.factory_supply.remove(fid)
    s.p(seat).factories[f.good] = {"id": fid, "machine": machine, "goods": goods}


def set_space(s, space: int, colors) -> None:
    """Set the workers on action space ``space`` (1-based, as in notations)."""
    s.spaces[space - 1] = list(colors)


def take(s, space_action: str, color: str = "white"):
    """Take a worker of ``color`` for an action (``"<space> <action>"``; the space holds only
    that colour) and return the state after it."""
    set_space(s, int(space_action.split()[0]), [color] * 3)
    return play(s, f"take {space_action}")
