"""Nippon's sub-decisions and the economy helpers every action uses (seed 003, "Acciones
disponibles", "Registro de puntos de victoria"; split from actions.py).

A choice is asked with :func:`ask`, which records a pending sub-decision whose options are
action notations; the chosen option goes to the named step function of :data:`STEPS` (filled
by actions.py).  Actions of 1–3 units offer ``stop`` once one unit is done (:func:`_ask_unit`).
When an action is complete, :func:`finish` hands control back to the turn (rules.py).
"""
from __future__ import annotations

from ..core import Action
from . import data
from .state import NipponState as S, Player

STEPS: dict = {}
"""Step name → ``step(s, seat, action, params)``: every action's steps (actions.py fills it)."""


# -- sub-decisions ------------------------------------------------------------------------------
class _Actions(dict):
    """Notation → its one shared Action, made on first use (``ACTIONS[text]``)."""

    def __missing__(self, text: str) -> Action:
        verb, *args = text.split(" ")
        action = self[text] = Action(verb, tuple(args))
        return action


ACTIONS: dict[str, Action] = _Actions()
"""The Action of every option notation met so far (see :func:`notation`); indexing it with a
new notation makes its Action (``list(map(ACTIONS.__getitem__, options))``)."""


def option_names(verb: str, args) -> dict:
    """Argument → the option notation ``"<verb> <argument>"``, for each of ``args``: options
    made once instead of at each ask (their text hashed once too)."""
    return {arg: f"{verb} {arg}" for arg in args}


REGION = option_names("region", data.REGION_IDS)
"""Region id → the option of picking it (trains, ships, local market)."""


def notation(text: str) -> Action:
    """An option's Action (options are built here, so they are well formed).  Actions are
    immutable, so one object per notation is kept and shared."""
    return ACTIONS[text]


def ask(s: S, seat: int, prompt: str, step: str, options: list[str], **params) -> None:
    """Ask ``seat`` to pick one of ``options`` (notations); a single option is taken at once."""
    if len(options) == 1:
        STEPS[step](s, seat, ACTIONS[options[0]], params)
    else:
        s.pending = {"seat": seat, "prompt": prompt, "step": step, "options": options, **params}


def answer(s: S, action: Action) -> None:
    """Resolve the pending sub-decision with one of its options."""
    pending, s.pending = s.pending, None
    if len(pending) > 4:             # the keys every pending step has (ask), then its params
        params = pending.copy()
        del params["seat"], params["prompt"], params["step"], params["options"]
    else:
        params = {}
    STEPS[pending["step"]](s, pending["seat"], action, params)


def finish(s: S, seat: int) -> None:
    """The action is complete: back to the turn (blueprint exchange, then end of turn)."""
    s.action = None
    _after_action(s, seat)


def _after_action(s: S, seat: int) -> None:
    """rules.after_action, imported on first use (rules imports this module)."""
    global _after_action
    from .rules import after_action as _after_action
    _after_action(s, seat)


def _more(s: S) -> bool:
    return s.action["count"] < data.MAX_PER_ACTION


def _ask_unit(s: S, seat: int, prompt: str, step: str, options: list[str], **params) -> None:
    """Ask for the next unit of a 1–3 unit action.  Once a unit is done, ``stop`` is offered
    too and the prompt is ``<prompt>_more``, which says so (review C1, C2: no prompt offers a
    stop that is not there)."""
    if s.action["count"]:
        ask(s, seat, prompt + "_more", step, options + ["stop"], **params)
    else:
        ask(s, seat, prompt, step, options, **params)


def last_list(fn):
    """``fn(tuple(items))`` as a function of a list ``items`` (``fn`` cached, e.g. by
    ``lru_cache``), remembering the answer for the last list asked about: a list equal to that
    one, whose items are then mostly the very same objects, costs no tuple to build and hash.
    For board lists that seldom change (the cities, the factory supply)."""
    last = [None, None]

    def of(items: list):
        if items != last[0]:
            last[0], last[1] = items[:], fn(tuple(items))
        return last[1]
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
    return data.TRACK_SLOTS[track] - 1 - _slot(p, track)


def _slot(p: Player, track: str) -> int:
    return getattr(p, _SLOT[track])


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
