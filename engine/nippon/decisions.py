"""Nippon's sub-decisions and the economy helpers every action uses (seed 003, "Acciones
disponibles", "Registro de puntos de victoria"; split from actions.py).

A choice is asked with ``STEPS.ask`` (:class:`engine.flow.Steps`), which records a pending
sub-decision (:class:`engine.flow.Pending`) whose options are action notations; the chosen
option goes to the step function registered under the pending decision's ``step`` name with
``@STEPS.step(name)`` where it is defined (actions.py, trade.py, rules.py).  Actions of 1–3
units offer ``stop`` once one unit is done (:func:`_ask_unit`).  When an action is complete,
:func:`finish` marks it done; the turn (rules.py) sees that once the answer has been played
and goes on (blueprint exchange, then end of turn), so no step module imports the turn.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from ..core import Action
from ..flow import Steps
from . import data
from .state import ActionProgress, NipponState as S, Player


# -- sub-decisions ------------------------------------------------------------------------------
class _Actions(dict[str, Action]):
    """Notation → its one shared Action, made on first use (``ACTIONS[text]``)."""

    def __missing__(self, text: str) -> Action:
        verb, *args = text.split(" ")
        action = self[text] = Action(verb, tuple(args))
        return action


ACTIONS: dict[str, Action] = _Actions()
"""The Action of every option notation met so far (options are built by the rules, so they are
well formed; Actions are immutable, so one object per notation is kept and shared); indexing
it with a new notation makes its Action (``list(map(ACTIONS.__getitem__, options))``)."""

STEPS = Steps(parse=ACTIONS.__getitem__)
"""Nippon's one registry of step functions (engine/flow.py): ``STEPS.ask`` asks a
sub-decision, ``STEPS.answer`` resolves it; the steps register with ``@STEPS.step(name)``."""

DONE = ActionProgress("done")
"""What :func:`finish` leaves in ``s.action``: the action is complete and the turn goes on.
Seen and cleared by the turn (rules.py) before the move ends, so no state keeps it."""


def finish(s: S) -> None:
    """The action is complete: mark it done (``s.action`` is :data:`DONE`).  The turn
    (rules.py ``Nippon._apply``) checks for it after every answer and every action started,
    and then runs the blueprint exchange and the end of the turn.  Callers return at once."""
    s.action = DONE


def option_names(verb: str, args: Iterable[Any]) -> dict[Any, str]:
    """Argument → the option notation ``"<verb> <argument>"``, for each of ``args``: options
    made once instead of at each ask (their text hashed once too)."""
    return {arg: f"{verb} {arg}" for arg in args}


REGION = option_names("region", data.REGION_IDS)
"""Region id → the option of picking it (trains, ships, local market)."""


def _more(s: S) -> bool:
    """Whether the action in progress may do one more unit (at most 3, seed 003)."""
    action = s.action
    assert action is not None
    return action.count < data.MAX_PER_ACTION


def _ask_unit(s: S, seat: int, prompt: str, step: str, options: list[str],
              **params: Any) -> None:
    """Ask for the next unit of a 1–3 unit action.  Once a unit is done, ``stop`` is offered
    too and the prompt is ``<prompt>_more``, which says so (review C1, C2: no prompt offers a
    stop that is not there)."""
    action = s.action
    assert action is not None
    if action.count:
        STEPS.ask(s, seat, prompt + "_more", step, options + ["stop"], **params)
    else:
        STEPS.ask(s, seat, prompt, step, options, **params)


T = TypeVar("T")
R = TypeVar("R")


def last_list(fn: Callable[[tuple[T, ...]], R]) -> Callable[[list[T]], R]:
    """``fn(tuple(items))`` as a function of a list ``items`` (``fn`` cached, e.g. by
    ``lru_cache``), remembering the answer for the last list asked about: a list equal to that
    one, whose items are then mostly the very same objects, costs no tuple to build and hash.
    For board lists that seldom change (the cities, the factory supply)."""
    last: list[Any] = [None, None]

    def of(items: list[T]) -> R:
        if items != last[0]:
            last[0], last[1] = items[:], fn(tuple(items))
        result: R = last[1]
        return result
    return of


def own_factory(p: Player, good: str) -> dict:
    """``p``'s factory of ``good``, copied (and the factories' dict) so that it may change:
    :meth:`NipponState.successor` shares a board's containers with the state before."""
    p.factories = dict(p.factories)
    f = p.factories[good] = dict(p.factories[good])
    return f


# -- economy helpers ----------------------------------------------------------------------------
def gain_vp(s: S, seat: int, n: int, line: str) -> None:
    """Move the VP disc (seed 003, "Registro de puntos de victoria") and book the source."""
    p = s.p(seat)
    p.vp += n
    p.vp_lines = {**p.vp_lines, line: p.vp_lines.get(line, 0) + n}   # replaced: see Player.copy


def room(p: Player, track: str) -> int:
    """Steps left before the top slot of a track."""
    return data.TRACK_SLOTS[track] - 1 - getattr(p, _SLOT[track])


_SLOT = {"money": "money", "coal": "coal_track", "knowledge": "knowledge"}
"""Track → the Player attribute of its marker."""


def move_track(s: S, seat: int, track: str, steps: int) -> int:
    """Move a level marker up; it cannot pass the top slot, surplus steps are lost (P15 #5).
    Returns the steps actually moved."""
    p = s.p(seat)
    steps = min(steps, room(p, track))
    if track == "money":
        p.money += steps
    elif track == "coal":
        p.coal_track += steps
    else:
        p.knowledge += steps
    return steps


def gain(s: S, seat: int, kind: str, amount: int, line: str = "factories") -> None:
    """Receive a bonus of one of the interchangeable kinds: "yen", "coal", "blueprints", "vp"."""
    p = s.p(seat)
    if kind == "yen":
        p.yen += amount
    elif kind == "coal":
        p.coal += amount
    elif kind == "blueprints":
        p.blueprints += amount
    else:
        gain_vp(s, seat, amount, line)
