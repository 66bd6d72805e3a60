"""Errors and messages of the engine contract (DESIGN.md, "The engine contract"): what a game
raises for an action text that is not notation (:class:`InvalidAction`), an action the rules
do not allow now (:class:`IllegalAction`) and a save document that does not load
(:class:`SaveError`), and how values are quoted in those messages (:func:`brief`).

Re-exported by :mod:`engine.core`.
"""
from __future__ import annotations

from typing import Any

BRIEF_CHARS = 60
"""Values quoted in error messages are cut to this many characters (a file or link may hold a
100,000-character token; the message must stay readable)."""

MAX_MESSAGE_CHARS = 400
"""Longest :class:`SaveError` message; longer ones are cut."""


def brief(value: Any, limit: int = BRIEF_CHARS) -> str:
    """``repr(value)`` cut to ``limit`` characters (an ellipsis marks the cut), for messages."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


class InvalidAction(ValueError):
    """An action text that does not parse as notation (e.g. empty or with odd characters)."""


class IllegalAction(ValueError):
    """A well-formed action that is not legal in the given state; the state is unchanged."""


class SaveError(ValueError):
    """A save document that cannot be parsed or replayed.

    Attributes:
        index: position of the first action that failed to replay, or None.
    """

    def __init__(self, message: str, index: int | None = None):
        if len(message) > MAX_MESSAGE_CHARS:
            message = message[:MAX_MESSAGE_CHARS - 1] + "…"
        super().__init__(message)
        self.index = index

