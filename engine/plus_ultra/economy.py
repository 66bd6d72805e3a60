"""Plus Ultra actions, the shared part: the game's one registry of sub-decisions
(:data:`STEPS`, on the shared kernel engine/flow.py) and the economy every action moves (seed
002, "Personajes" and "Listado de acciones comunes" through "Zonas del Tablero"): greatness
points, Crown wealth and its excess, Peer Order, Market and Surplus, Maritime Trade, bulls,
tercios, houses and Magellan's voyage.  The characters' actions are in overseas.py and
court.py, the common actions in commons.py; actions.py gathers them into the tables the rules
use.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core import Action
from ..flow import Steps
from . import data
from .state import PlusUltraState as S

parse = lru_cache(maxsize=4096)(Action.parse)
""":meth:`Action.parse` of a sub-decision's option texts, one shared (immutable) Action per
notation: the rules list the pending options at every step of every game and search."""

STEPS = Steps(parse=parse)
"""Plus Ultra's one registry of step functions (engine/flow.py): ``STEPS.ask(s, seat, prompt,
step, options, **params)`` asks a sub-decision (a single option is taken at once),
``STEPS.answer(s, action)`` resolves it; each step registers with ``@STEPS.step(name)`` where
it is defined (here, overseas.py, court.py, commons.py).  A step either asks again or returns
with its action complete (``s.pending`` None); no step calls back into the turn."""


# -- economy ---------------------------------------------------------------------------------
def note_count(s: S, n: int, one: str, many: str, **params) -> None:
    """Log ``one`` when ``n`` is 1, else ``many`` (with ``n``): the singular and plural of
    English and Spanish.  Both templates are marked with ``N_`` by the caller."""
    if n == 1:
        s.note(one, **params)
    else:
        s.note(many, n=n, **params)


def gain_gp(s: S, seat: int, n: int) -> None:
    s.p(seat).gp = max(0, s.p(seat).gp + n)   # P-32: never below 0


def crown_gain(s: S, n: int) -> None:
    """Add to Crown wealth; above 6 the excess goes one ducat at a time in Peer Order (P-25)."""
    s.crown += n
    order = s.turn_order or s.peer_order
    i = 0
    while s.crown > data.CROWN_CAP:
        seat = order[i % len(order)]
        s.p(seat).ducats += 1
        s.crown -= 1
        s.note("{player} receives 1 ducat of the Crown's excess", player=seat)
        i += 1


def pay_with_crown(s: S, seat: int) -> None:
    """Pay 1 own ducat and 1 of the Crown; the player pays both if the Crown is empty."""
    s.p(seat).ducats -= s.crown_cost()
    s.crown = max(0, s.crown - data.CROWN_SHARE)


def advance(s: S, seat: int) -> None:
    """Advance one step on the Peer Order track (swap with the player ahead)."""
    i = s.peer_order.index(seat)
    if i > 0:
        s.peer_order = s.peer_order[:]           # lists are replaced, not changed (state.py)
        s.peer_order[i - 1], s.peer_order[i] = s.peer_order[i], s.peer_order[i - 1]


def to_first(s: S, seat: int) -> None:
    """Move to first place on the Peer Order track; the players ahead drop one place."""
    s.peer_order = [seat] + [other for other in s.peer_order if other != seat]


def place_in_market(s: S, resource: str) -> None:
    """Put a goods tile in the first free market slot (the market must have room)."""
    s.market = s.market + [resource]


def to_surplus(s: S, resource: str) -> None:
    s.surplus = s.surplus + [resource]


def add_trade(s: S, seat: int, n: int) -> None:
    """Gain ``n`` maritime-trade markers (seed 002) or track steps (seed 000); cubes beyond the
    supply are lost (Q-30)."""
    room = s.trade_room(seat, n)
    s.trade = s.trade[:]
    s.trade[seat] += room


def can_capture_with_bull(s: S, seat: int) -> bool:
    return s.p(seat).bulls > 0 and not s.p(seat).bull_used


def spend_bull(s: S, seat: int) -> None:
    """Return a bull to the board; one bull per turn, any use counts (P-16)."""
    p = s.p(seat)
    p.bulls -= 1
    p.bull_used = True
    s.bull_supply += 1


def tire_tercio(s: S, seat: int) -> None:
    p = s.p(seat)
    p.tercios_active -= 1
    p.tercios_tired += 1


def build_house(s: S, seat: int, slot: int) -> None:
    s.p(seat).houses -= 1
    colony = s.colonies[slot]
    assert colony is not None                         # an open colony (open_colonies)
    colony.append(seat)
    s.note("{player} builds a house in colony {slot}", player=seat, slot=slot + 1)


def magellan_open(s: S) -> bool:
    return not s.magellan_done and len(s.magellan) < s.rules.magellan_spaces(s.players)


def add_magellan(s: S, seat: int) -> None:
    """Place a marker on Magellan's Voyage; filling the last space completes it (3 GP each)."""
    s.magellan = s.magellan + [seat]
    if len(s.magellan) == s.rules.magellan_spaces(s.players):
        s.note("Magellan's voyage is completed")
        for owner in sorted(set(s.magellan)):
            gain_gp(s, owner, data.MAGELLAN_GP * s.magellan.count(owner))
            s.note("{player} gains {n} GP for Magellan's voyage", player=owner,
                   n=data.MAGELLAN_GP * s.magellan.count(owner))
        s.magellan = []
        s.magellan_done = True


def gain_options(s: S, seat: int, kinds: tuple[str, ...]) -> list[str]:
    """Which of rosetón / house / Magellan share the seat can still receive.  The Magellan share
    is a marker on a space (seed 002, a cube) or a card (seed 000, "choose magellan_card")."""
    ok = {"roseton": s.rosetones_free(seat) > 0,
          "house": s.cubes_free(seat) > 0,
          "magellan": magellan_open(s) and (s.cubes_free(seat) > 0 or not s.rules.shared_cubes)}
    return [f"choose {s.rules.magellan_piece if k == 'magellan' else k}"
            for k in kinds if ok[k]]


@STEPS.step("gain")
def step_gain(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Take the chosen piece (``choose roseton|house|magellan|magellan_card``, from
    :func:`gain_options`)."""
    kind = a.args[0]
    if kind == "roseton":
        s.p(seat).rosetones += 1
    elif kind == "house":
        s.p(seat).houses += 1
    else:                                    # "magellan" (seed 002) or "magellan_card" (seed 000)
        add_magellan(s, seat)
    s.note("{player} gains a {piece}", player=seat, piece=kind)


@STEPS.step("tercio")
def step_tercio(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Take a tercio from the supply standing (``choose active``) or lying (``choose tired``)."""
    p = s.p(seat)
    if a.args[0] == "active":
        p.tercios_active += 1
    else:
        p.tercios_tired += 1
    s.note("{player} gains a tercio", player=seat)


def ask_tercio(s: S, seat: int) -> None:
    """Ask whether the tercio gained stands or lies (step ``tercio``)."""
    STEPS.ask(s, seat, "tercio_state", "tercio", ["choose active", "choose tired"])
