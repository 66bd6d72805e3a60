"""The moves of a game (DESIGN.md, "The engine contract"): :class:`Action`, one move in the
canonical notation that saves record, and :class:`Decision`, who must decide what now.

Re-exported by :mod:`engine.core`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .errors import InvalidAction, brief

_TOKEN = re.compile(r"^[a-z0-9_.:+-]+$")


@dataclass(frozen=True)
class Action:
    """One move in canonical notation: a verb and zero or more argument tokens.

    The notation is lowercase tokens separated by single spaces and round-trips:

    >>> Action.parse("act king 1")
    Action.parse('act king 1')
    >>> Action("bid", ("2",)).notation
    'bid 2'
    """

    verb: str
    args: tuple[str, ...] = ()

    @cached_property
    def notation(self) -> str:
        """The notation text (computed once per Action: games share one Action per notation)."""
        return " ".join((self.verb,) + self.args)

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Parse notation text; raises InvalidAction if it is not well formed."""
        if not isinstance(text, str):
            raise InvalidAction(f"action must be text, got {type(text).__name__}")
        tokens = text.strip().split()
        if not tokens or not all(_TOKEN.match(t) for t in tokens):
            raise InvalidAction(f"not an action notation: {brief(text)}")
        return cls(tokens[0], tuple(tokens[1:]))

    @classmethod
    def of(cls, verb: str, *args: object) -> "Action":
        """Build an action from a verb and arguments converted to text."""
        return cls(verb, tuple(str(a) for a in args))

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Action.parse({self.notation!r})"


@dataclass(frozen=True)
class Decision:
    """Who must decide what now.

    Attributes:
        seat: the deciding seat (0-based), or None once the game is over.
        prompt: a message key naming the choice (e.g. "draft", "bid"), rendered through i18n.
        params: parameters of the prompt (JSON-shaped).
        private: True when the choice shows information only this seat may see (a secret
            bid, a draft hand): a hotseat UI shows a hand-off screen first.
    """

    seat: int | None
    prompt: str
    params: dict = field(default_factory=dict)
    private: bool = False


@lru_cache(maxsize=None)
def plain_decision(seat: int | None, prompt: str, private: bool = False) -> Decision:
    """A decision without parameters, one shared (frozen) object per seat, prompt and privacy
    (asked at every step of every game and search)."""
    return Decision(seat, prompt, private=private)

