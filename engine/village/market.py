"""The market day (seed 004, "Mercado").

The player who triggered it serves first and free; then, clockwise and round and round, each
player may serve one more available customer paying its demand plus 1 green cube and 1 time
(only the trigger's first sale is free).  A player who passes, or cannot serve anyone, is out
for this market day.  Time passing the bridge during the market day kills at once; a crossing
the trigger made earlier in the turn (a plague cube taken from the market space) still waits
for the end of the turn (seed 004, "Fallece un familiar").  Afterwards the served stalls are
refilled from the waiting line, and the line from the pile (assumed, P9).
"""
from __future__ import annotations

from ..core import Action
from . import data
from .actions import helping, pay
from .life import deaths_owed, resolve_deaths
from .state import MarketDay, VillageState as S


def start(s: S, seat: int) -> None:
    """Open a market day called by ``seat`` (compulsory once its action is taken)."""
    n = s.players
    s.phase = "market"
    s.market = MarketDay(seat, [(seat + k) % n for k in range(n)],
                         earlier=deaths_owed(s, seat))
    s.note("{player} calls a market day", player=seat)


def day(s: S) -> MarketDay:
    """The market day in progress (``s.market``, which is None between market days)."""
    market = s.market
    assert market is not None, "no market day in progress"
    return market


def available(s: S) -> list[int]:
    """Stall indices with a customer that can be served."""
    return [i for i in s.usable_stalls() if s.stalls[i] is not None]


def sale_cost(s: S, seat: int, tile: str) -> dict:
    """The customer's demand, plus 1 green and 1 time unless it is the trigger's first sale."""
    cost = dict(data.CUSTOMERS[tile].demand)
    market = day(s)
    if not (seat == market.starter and market.free):
        for key, n in data.MARKET_EXTRA.items():
            cost[key] = cost.get(key, 0) + n
    return cost


def serve_options(s: S, seat: int) -> list[str]:
    """``serve <stall>`` for each customer the seat can pay now (:func:`sale_cost`)."""
    market = day(s)
    paid = not (seat == market.starter and market.free)
    stalls, p = s.stalls, s.areas[seat]
    return [_SERVE[i] for i in s.usable_stalls() if stalls[i] is not None
            and helping(p, _SALE_COSTS[stalls[i], paid]) is True]


_SERVE = [f"serve {i + 1}" for i in range(len(data.STALLS))]
_SALE_COSTS = {(tile, paid): {**customer.demand, **(
    {key: customer.demand.get(key, 0) + n for key, n in data.MARKET_EXTRA.items()}
    if paid else {})} for tile, customer in data.CUSTOMERS.items() for paid in (False, True)}
""":func:`sale_cost` of each customer tile, for the trigger's free first sale and for the
others, worked out once (the market day asks every queued player about every stall)."""
_COSTS_BY_PAID = {paid: {tile: _SALE_COSTS[tile, paid] for tile in data.CUSTOMERS}
                  for paid in (False, True)}
"""The same by ``paid``, then tile (:func:`seller`)."""


def seller(s: S) -> int | None:
    """The seat to decide now, or None when the market day is over.  Not a pure query: the
    seats at the front of the queue who cannot serve anyone pass as it asks (they leave the
    queue, with a log line), so only the turn's advance while an action is applied calls it
    (rules.Village._advance)."""
    market = day(s)
    queue = market.queue
    if not queue:
        return None
    stalls = s.stalls
    tiles = [stalls[i] for i in s.usable_stalls() if stalls[i] is not None]  # available()
    starter = market.starter if market.free else None
    while queue and tiles:
        seat = queue[0]
        p, costs = s.areas[seat], _COSTS_BY_PAID[seat != starter]
        if any(helping(p, costs[tile]) is True for tile in tiles):      # serve_options()
            return seat
        s.note("{player} passes at the market", player=queue.pop(0))
    return None


def on_market(s: S, seat: int, a: Action) -> None:
    """``serve <stall>`` or ``pass`` (final for this market day)."""
    market = day(s)
    queue = market.queue
    queue.pop(0)
    if a.verb == "pass":
        s.note("{player} passes at the market", player=seat)
        return
    i = int(a.args[0]) - 1
    tile = s.stalls[i]
    pay(s, seat, sale_cost(s, seat, tile))
    if seat == market.starter:
        market.free = False
    s.stalls = s.stalls[:]                  # shared with the state before (VillageState.successor)
    s.stalls[i] = None
    s.p(seat).customers.append(tile)
    market.served += 1
    s.note("{player} serves a customer (face down)", player=seat)   # seed 004, "Mercado"
    queue.append(seat)
    earlier = market.earlier if seat == market.starter else 0
    resolve_deaths(s, seat, keep=earlier)   # during a market day, at once (seed 004); the
    # trigger's crossings from before the market day wait for the end of the turn


def close(s: S) -> None:
    """End the market day; refill if anyone was served (nothing moves otherwise)."""
    if day(s).served:
        refill(s)
    s.market = None
    s.phase = "turn"
    s.step = "end"


def refill(s: S) -> None:
    """Empty stalls S1→S5 take the front of the waiting line; the line closes up and fills
    from the face-down pile (assumed, P9)."""
    line = [t for t in s.waiting if t is not None]
    s.stalls, s.pile = s.stalls[:], s.pile[:]   # shared with the state before (successor)
    for i in s.usable_stalls():
        if s.stalls[i] is None and line:
            s.stalls[i] = line.pop(0)
    while len(line) < data.WAITING and s.pile:
        line.append(s.pile.pop())
        s.undo_floor = len(s.history)           # a face-down tile revealed: no undo past it
    s.waiting = line + [None] * (data.WAITING - len(line))
