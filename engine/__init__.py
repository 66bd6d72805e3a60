"""Rules engines of four Euro board games (Plus Ultra, Lorenzo il Magnifico, Nippon, Village).

Pure Python, standard library only at run time, so it runs unchanged on CPython and in
Pyodide.  The shared contract is in :mod:`engine.core`.
"""
from .core import (Action, Decision, Game, IllegalAction, InvalidAction, SaveError, State,
                   replay)
from .registry import games, get_game
from .savedoc import load, save

__all__ = ["Action", "Decision", "Game", "IllegalAction", "InvalidAction", "SaveError", "State",
           "games", "get_game", "load", "replay", "save"]
__version__ = "0.1.0"
