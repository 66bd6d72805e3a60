"""The shelf: which games there are, and the :class:`~engine.game.Game` object of each.

Each game package registers its Game when it is imported (``GAME = register(...)`` in its
``__init__``); :func:`get_game` imports only the package it is asked for (a page imports only
the game it opens), :func:`games` every one of them, and :func:`shelf` reads the wheel's
``shelf.json`` instead where it is there (the browser lists the games without importing them).

This module imports no other module of the engine at run time but :mod:`engine.packages`
(:data:`GAME_PACKAGES`; :class:`Game` only for the type checker), so every module but
:mod:`engine.game` and what it imports may use it: save documents (:mod:`engine.savedoc`),
the games.  The translations (:mod:`engine.i18n`) read the package ids from
:mod:`engine.packages` itself.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .packages import GAME_PACKAGES

if TYPE_CHECKING:          # a type only: engine.game imports engine.i18n and engine.packages
    from .game import Game


SHELF_FILE = "shelf.json"
"""Written into the wheel by build.py: :func:`games` as JSON, so the browser lists the shelf
without importing every game package (issue 19: a page imports only the game it opens)."""

_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to the registry (called by each game package)."""
    _REGISTRY[game.id] = game
    return game


def games() -> list[dict]:
    """The registry: one info dict per game of :data:`GAME_PACKAGES`, in that order."""
    _load_all()
    return [_REGISTRY[name].info() for name in GAME_PACKAGES]


def shelf() -> list[dict]:
    """:func:`games`, read from :data:`SHELF_FILE` beside this module when it is there and
    names exactly :data:`GAME_PACKAGES` (the wheel's copy), otherwise :func:`games` itself."""
    import json
    import os

    loader: Any = globals()["__loader__"]   # the module's own (not in mypy's module names)
    try:   # through the loader: a directory or the pages' zip archive on sys.path alike
        infos = json.loads(loader.get_data(
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
