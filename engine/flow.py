"""Decisions in progress: the kernel the four games share for choices asked inside an action.

An action often needs more than one choice (which good, then which region, then stop).  The
rules ask for the next choice with :attr:`Steps.ask`, which records a :class:`Pending`
decision on the state (``s.pending``); the seat's answer goes through :attr:`Steps.answer` to
the *step function* registered under the pending decision's ``step`` name.  A step function
``fn(s, seat, action, params)`` either asks again or marks its action complete; it never
calls back into the turn.  The turn (each game's rules.py) polls for completion after every
answer, as TabletopGames' forward model polls an extended action sequence, so no step module
imports the turn.

Each game has one registry, a module-level :class:`Steps` whose :meth:`Steps.step` decorator
names each step function where it is defined (``@STEPS.step("trade_region")``), so a reader
or a static tool can go from a pending decision's ``step`` straight to its code.

Lorenzo keeps a stack of the same records (``s.pending`` is a list of :class:`Pending`, the
top first): its effects push tasks that are resolved in order.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, dataclass_transform

from .action import Action

StepFunction = Callable[[Any, int, Action, dict[str, Any]], None]
"""``fn(s, seat, action, params)``: resolve one answer of ``seat`` to a pending decision."""


@dataclass_transform(frozen_default=True)
def frozen_record(cls: type) -> type:
    """Class decorator: a dataclass with slots that type checkers treat as frozen (mypy
    rejects any assignment to its fields) and that Python builds with plain slot stores.
    A runtime-frozen dataclass pays ``object.__setattr__`` per field, or a ``__class__``
    switch per record (~700 CPU instructions): about 1 % of a random Nippon game, whose
    rules ask ~350 times (bench/results/kernel-digests.md)."""
    return dataclass(slots=True)(cls)


@frozen_record
class Pending:
    """A decision asked inside an action and not yet answered (immutable, checked by the type
    gate, :func:`frozen_record`: the rules replace it, never change it, so a successor state
    may share it).

    Attributes:
        seat: the deciding seat (0-based).
        prompt: the message key naming the choice (a game's prompt, e.g. ``"trade_good"``).
        step: the name of the step function that takes the answer (:class:`Steps`).
        options: the notations of the legal answers, in the order offered; empty where the
            rules compute them (Lorenzo's tasks).
        params: the prompt's parameters and what the step function needs to go on (text,
            numbers and lists of them; read, never changed).
    """

    seat: int
    prompt: str
    step: str
    options: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)

    KEYS = frozenset({"seat", "prompt", "step", "options"})
    """The keys of :meth:`as_dict` that are not parameters."""

    def __getitem__(self, key: str) -> Any:
        """A parameter by name (``KeyError`` if the decision has none of that name)."""
        return self.params[key]

    def get(self, key: str, default: Any = None) -> Any:
        """A parameter by name, or ``default``."""
        return self.params.get(key, default)

    @classmethod
    def make(cls, seat: int, prompt: str, step: str, options: tuple[str, ...],
             params: dict[str, Any]) -> "Pending":
        """The record ``Pending(seat, prompt, step, options, params)`` without the call to
        ``__init__`` (the games ask hundreds of times a game).  ``options`` must be a tuple
        and ``params`` a dict the caller no longer changes (both are kept as given)."""
        pending: Any = _new(cls)
        pending.seat, pending.prompt, pending.step = seat, prompt, step
        pending.options, pending.params = options, params
        made: Pending = pending
        return made

    def with_params(self, **changes: Any) -> "Pending":
        """This decision with some parameters changed or added (a new record)."""
        return Pending.make(self.seat, self.prompt, self.step, self.options,
                            {**self.params, **changes})

    def as_dict(self) -> dict[str, Any]:
        """The plain form ``{"seat", "prompt", "step", "options", **params}`` (``options`` a
        list), as bench/engine_digest.py and debugging print it."""
        return {"seat": self.seat, "prompt": self.prompt, "step": self.step,
                "options": list(self.options), **self.params}


_new = object.__new__


class HasPending(Protocol):
    """A state that holds at most one pending decision (Plus Ultra, Nippon, Village)."""

    pending: Pending | None


class Steps:
    """One game's registry of step functions by name, with the ask and answer that use it.

    ``parse`` turns an option's notation into its :class:`~engine.action.Action` (default
    :meth:`Action.parse`; a game may pass a cache that shares one Action per notation).
    """

    ask: Callable[..., None]
    """``ask(s, seat, prompt, step, options, **params)``: :meth:`_ask`, bound once."""

    answer: Callable[[HasPending, Action], None]
    """``answer(s, action)``: :meth:`_answer`, bound once."""

    def __init__(self, parse: Callable[[str], Action] = Action.parse) -> None:
        self.functions: dict[str, StepFunction] = {}
        self.parse = parse
        # The rules call ``STEPS.ask(...)`` and ``STEPS.answer(...)`` on an imported name,
        # which CPython 3.11 compiles to an attribute load (not a method load) that makes a
        # bound method per call, and that it cannot specialise when the class has a method of
        # that name.  Bound once here under names the class does not define, the load is a
        # specialised instance read (kernel-digests.md, "Speed of 4-player Nippon").
        self.ask = self._ask
        self.answer = self._answer

    def step(self, name: str) -> Callable[[StepFunction], StepFunction]:
        """Decorator: register the decorated function as the step called ``name``.

        Raises:
            ValueError: ``name`` is already registered (two steps may not share a name).
        """
        def register(fn: StepFunction) -> StepFunction:
            if name in self.functions:
                raise ValueError(f"step {name!r} is registered twice")
            self.functions[name] = fn
            return fn
        return register

    def __getitem__(self, name: str) -> StepFunction:
        return self.functions[name]

    def __contains__(self, name: object) -> bool:
        return name in self.functions

    def _ask(self, s: HasPending, seat: int, prompt: str, step: str, options: list[str],
             **params: Any) -> None:
        """Ask ``seat`` to pick one of ``options`` (notations) for the step ``step``; a single
        option is taken at once, without asking.

        Raises:
            KeyError: no step function is registered under ``step``.
        """
        if len(options) == 1:
            self.functions[step](s, seat, self.parse(options[0]), params)
        else:                                   # Pending.make, without the call
            pending: Any = _new(Pending)
            pending.seat, pending.prompt, pending.step = seat, prompt, step
            pending.options, pending.params = tuple(options), params
            s.pending = pending

    def _answer(self, s: HasPending, action: Action) -> None:
        """Resolve ``s.pending`` with ``action`` (the caller has checked that it is one of
        the options): the pending decision is cleared, then its step function runs with a
        copy of its parameters.

        Raises:
            TypeError: nothing is pending.
        """
        pending = s.pending
        if pending is None:
            raise TypeError("no decision is pending")
        s.pending = None
        params = pending.params
        self.functions[pending.step](s, pending.seat, action, params.copy() if params else {})
