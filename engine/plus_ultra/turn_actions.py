"""Plus Ultra's action phase (seed 002, "Pasos del Turno" / "Fase de Acciones", "Colocación
de Tercios", "Acciones de personaje", "Acciones comunes", "Bulas"): the secret tercio bids and
their placing, the character rounds, the legal character, common, bull and estate actions of a
character turn, and applying them.

Functions that change the state in place, as the game's ``_apply`` does; the last character
turn hands over to the end of the turn (``phase = TURN_END``, resolved by rules.advance).
"""
from __future__ import annotations

from functools import lru_cache

from ..core import Action
from . import actions as A
from . import data
from .state import TURN_END, PlusUltraState as S

_of = lru_cache(maxsize=None, typed=True)(Action.of)
""":meth:`Action.of`, one shared (immutable) Action per notation: the legal lists are rebuilt
at every step of every game and search, and ``a in legal`` then matches by identity."""


def start_bids(s: S) -> None:
    """The action phase begins with the secret bids of the seats holding active tercios, in
    turn order; with none, the tercios are placed at once (seed 002, "Colocación de Tercios")."""
    s.phase = "bid"
    s.queue = [seat for seat in s.turn_order if s.p(seat).tercios_active > 0]
    if not s.queue:
        place_tercios(s)


def place_tercios(s: S) -> None:
    """Reveal bids; most first (ties by Peer Order), one tercio each in turn, up to the level.

    Seed 002, "Colocación de Tercios" (worked example: Red, Green, Blue).
    """
    s.undo_floor = len(s.history)
    bids = {seat: s.p(seat).bid or 0 for seat in s.turn_order}
    if any(bids.values()):                # who sent how many (review 2026-11-24 section 2)
        for seat in s.turn_order:
            s.note_n("{player} reveals a bid of {n} tercio",
                     "{player} reveals a bid of {n} tercios", bids[seat], player=seat)
    order = sorted(s.turn_order, key=lambda seat: -bids[seat])
    left = dict(bids)
    while len(s.war) < s.war_level and any(left.values()):
        for seat in order:
            if left[seat] and len(s.war) < s.war_level:
                left[seat] -= 1
                s.war = s.war + [seat]
    for seat, bid in bids.items():
        p = s.p(seat)
        p.tercios_active -= bid
        p.tercios_tired += left[seat]
        p.bid = None
    s.phase = "act"
    s.round = 1
    begin_character_turn(s, s.turn_order[0])


def begin_character_turn(s: S, seat: int) -> None:
    """``seat`` (0-based) begins a character turn: no character used yet in it."""
    s.actor, s.acted, s.current = seat, False, None


def next_actor(s: S) -> None:
    """The next character turn in turn order, round after round (``s.rounds()``); after the
    last, the end of the turn (seed 002, "Acciones de personaje")."""
    actor = s.actor
    assert actor is not None
    i = s.turn_order.index(actor) + 1
    if i == len(s.turn_order):
        i, s.round = 0, s.round + 1
    if s.round > s.rounds():
        s.phase = TURN_END
    else:
        begin_character_turn(s, s.turn_order[i])


def character_actions(s: S, seat: int) -> list[Action]:
    """One unused character's action 1 or 2 whose required part is possible; else (P-33)
    turning an unused character over without effect."""
    p = s.p(seat)
    unused = [c for c in p.characters if c not in p.used]
    acts = [_of("act", c, n) for c in unused for n in (1, 2) if A.CAN[c, n](s, seat)]
    return acts or [_of("skip", c) for c in unused]


def commons(s: S, seat: int) -> list[Action]:
    """The turn's one common action, if not yet taken (unmarked, affordable, possible)."""
    p = s.p(seat)
    if p.common_used:
        return []
    taken, cost, possible = s.commons_taken, s.rules.common_cost, A.COMMON_POSSIBLE
    return [_of("common", c) for c in data.COMMON_ACTIONS     # A.can_common, inlined
            if c not in taken and p.ducats >= cost[c] and possible[c](s, seat, p)]


def estate_actions(s: S, seat: int) -> list[Action]:
    """Seed 000, "Fincas": a resource estate may be discarded for its resource "en cualquier
    momento del turno de su propietario" (here: during his character turns)."""
    return [_of("discard", kind) for kind in data.ESTATE_GAINS
            if kind in s.p(seat).estates and A.can_cash_estate(s, seat, kind)]


def bull_actions(s: S, seat: int) -> list[Action]:
    """Extra actions a bull buys, judged as they would be once the bull is spent."""
    p = s.p(seat)
    if p.bulls == 0 or p.bull_used or s.current is None:
        return []
    saved = (p.bulls, p.bull_used, s.bull_supply)
    A.spend_bull(s, seat)
    try:
        return ([_of("bull", "act", n) for n in (1, 2) if A.CAN[s.current, n](s, seat)]
                + [_of("bull", "common", c) for c in data.COMMON_ACTIONS
                   if A.can_common(s, seat, c)])
    finally:
        p.bulls, p.bull_used, s.bull_supply = saved


def on_bid(s: S, seat: int, a: Action) -> None:
    """``seat`` bids ``a.args[0]`` tercios in secret; the last bid reveals them all."""
    s.p(seat).bid = int(a.args[0])
    s.queue = s.queue[1:]
    if not s.queue:
        place_tercios(s)


def on_act(s: S, seat: int, a: Action) -> None:
    """A character turn: one character, at most one common action, at most one bull."""
    p = s.p(seat)
    if a.verb in ("act", "skip"):
        p.used.append(a.args[0])
        s.acted, s.current = True, a.args[0]
        if a.verb == "act":
            character_action(s, seat, int(a.args[1]))
        else:
            s.note("{player} turns {character} over without effect", player=seat,
                   character=a.args[0])
    elif a.verb == "discard":
        A.cash_estate(s, seat, a.args[0])
    elif a.verb == "common":
        p.common_used = True
        A.do_common(s, seat, a.args[0])
    elif a.verb == "bull":
        A.spend_bull(s, seat)
        s.note("{player} uses a bull", player=seat)
        if a.args[0] == "act":
            character_action(s, seat, int(a.args[1]))
        else:
            A.do_common(s, seat, a.args[1])
    else:
        next_actor(s)


def character_action(s: S, seat: int, n: int) -> None:
    character = s.current
    assert character is not None                  # the character whose action this is
    s.note("{player} uses {character} action {n}", player=seat, character=character, n=n)
    if character == "king":                 # passive: the King's holder goes first
        A.to_first(s, seat)
    A.DO[character, n](s, seat)
