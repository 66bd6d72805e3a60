"""Plus Ultra's common actions (seed 002, "Listado de acciones comunes"; seed 000, "Visitar la
Corte" for the earlier edition's court steps): whether one can be taken, taking it, and the
estates it may buy and cash.
"""
from __future__ import annotations

from typing import Any

from ..core import Action
from . import data
from .economy import STEPS, add_trade, advance, ask_tercio, gain_gp, gain_options
from .overseas import ask_colony
from .state import PlusUltraState as S


# -- common actions ----------------------------------------------------------------------------
def can_common(s: S, seat: int, action: str) -> bool:
    """Whether ``seat`` can take common action ``action`` now (unmarked, affordable, possible)."""
    p = s.p(seat)
    if action in s.commons_taken or p.ducats < s.rules.common_cost[action]:
        return False
    return COMMON_POSSIBLE[action](s, seat, p)


COMMON_POSSIBLE = {                  # each checked only when asked (legal lists call it often)
    "painter": lambda s, seat, p: True,
    "mission": lambda s, seat, p: p.houses > 0 and bool(s.open_colonies()),
    "loan": lambda s, seat, p: p.gp >= 1,                                    # P-32
    "court": lambda s, seat, p: s.peer_order[0] != seat,
    "finance": lambda s, seat, p: s.tercios_free(seat) > 0,
    "workshops": lambda s, seat, p: bool(gain_options(s, seat, ("roseton", "house"))),
    "trade": lambda s, seat, p: s.trade_room(seat, 1) > 0,
    "estate": lambda s, seat, p: bool(s.estates_deck),
}


def do_common(s: S, seat: int, action: str) -> None:
    """Mark the common action, pay its cost and perform it."""
    p = s.p(seat)
    s.commons_taken = s.commons_taken + [action]
    s.commons_by = s.commons_by + [seat]               # marked with the player's own piece
    s.note("{player} takes the common action {action}", player=seat, action=action)
    if action == "court" and s.rules.court_steps > 1:
        STEPS.ask(s, seat, "court_steps", "court", court_options(s, seat))
        return
    p.ducats -= s.rules.common_cost[action]
    if action == "painter":
        gain_gp(s, seat, data.PAINTER_GP)
    elif action == "mission":
        ask_colony(s, seat)
    elif action == "loan":
        gain_gp(s, seat, -data.LOAN_GP)
        p.ducats += data.LOAN_DUCATS
    elif action == "court":
        advance(s, seat)
    elif action == "finance":
        ask_tercio(s, seat)
    elif action == "workshops":
        STEPS.ask(s, seat, "gain", "gain", gain_options(s, seat, ("roseton", "house")))
    elif action == "trade":
        add_trade(s, seat, data.TRADE_MARKERS)
    elif action == "estate":
        buy_estate(s, seat)


def court_options(s: S, seat: int) -> list[str]:
    """Seed 000, "Visitar la Corte": "Paga 1 ducado para avanzar ... un paso ... o 2 ducados para
    avanzar en dos" — as many steps as there are places ahead and ducats to pay."""
    price = s.rules.common_cost["court"]
    ahead = s.peer_order.index(seat)
    return [f"choose {k * price}" for k in range(1, s.rules.court_steps + 1)
            if k <= ahead and k * price <= s.p(seat).ducats]


@STEPS.step("court")
def step_court(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    paid = int(a.args[0])
    s.p(seat).ducats -= paid
    steps = paid // s.rules.common_cost["court"]
    for _ in range(steps):
        advance(s, seat)
    s.note_n("{player} moves up {n} place in the Peer Order",
             "{player} moves up {n} places in the Peer Order", steps, player=seat)


def buy_estate(s: S, seat: int) -> None:
    """Take the top estate of the face-down stack (P-28); undo stops here (a hidden draw)."""
    s.estates_deck = s.estates_deck[:]
    s.p(seat).estates.append(s.estates_deck.pop())
    s.undo_floor = len(s.history)
    s.note("{player} buys an estate", player=seat)


def can_cash_estate(s: S, seat: int, kind: str) -> bool:
    """Whether discarding a resource estate of ``kind`` can give its resource now."""
    return {"tercio": s.tercios_free(seat) > 0, "bull": s.bull_supply > 0,
            "ducats": True, "house": s.cubes_free(seat) > 0,
            "roseton": s.rosetones_free(seat) > 0}[kind]


def cash_estate(s: S, seat: int, kind: str) -> None:
    """Seed 000, "Fincas": discard an estate for its resource (losing its 1 GP).  A bull taken
    this way does not pay the Cardinal (Cardenal, Nota)."""
    p = s.p(seat)
    p.estates.remove(kind)
    s.undo_floor = len(s.history)
    s.note("{player} discards an estate for {piece}", player=seat, piece=kind)
    if kind == "tercio":
        ask_tercio(s, seat)
    elif kind == "bull":
        s.bull_supply -= 1
        p.bulls += 1
    elif kind == "ducats":
        p.ducats += data.ESTATE_DUCATS
    elif kind == "house":
        p.houses += 1
    else:
        p.rosetones += 1
