"""Sub-decisions: a choice inside an action is asked with :func:`ask`, which records a pending
decision whose options are action notations; the chosen option is handed to the named step
function (registered with :func:`step`).  An action is complete when ``s.pending`` is None.
"""
from __future__ import annotations

from typing import Callable

from ..core import Action

STEPS: dict[str, Callable] = {}
"""Step functions by name: ``fn(s, seat, action, params)``."""


FIELDS = frozenset({"seat", "prompt", "step", "options"})
"""The keys of a pending sub-decision that are not its parameters."""


def step(name: str) -> Callable:
    """Register a step function under ``name``."""
    def register(fn: Callable) -> Callable:
        STEPS[name] = fn
        return fn
    return register


def ask(s, seat: int, prompt: str, name: str, options: list[str], **params) -> None:
    """Ask ``seat`` to pick one of ``options`` (notations); a single option is taken at once."""
    if len(options) == 1:
        STEPS[name](s, seat, Action.parse(options[0]), params)
    else:
        s.pending = {"seat": seat, "prompt": prompt, "step": name, "options": options, **params}


def answer(s, action: Action) -> None:
    """Resolve the pending sub-decision with one of its options."""
    pending, s.pending = s.pending, None
    params = {k: v for k, v in pending.items() if k not in FIELDS}
    STEPS[pending["step"]](s, pending["seat"], action, params)
