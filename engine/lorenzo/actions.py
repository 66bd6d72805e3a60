"""Action spaces of Lorenzo il Magnifico: which placements are legal and what they do.

Seed 001, "B. Acciones": towers ("Reglas para colocar a un miembro de la familia en una
torre"), Harvest and Production ("Área de cosecha y producción"), the Market ("El mercado")
and the Council Palace ("El Palacio del Consejo").  A placement is two decisions (issue 20,
as at the table: take a family member, then put it on a space): ``member <member> <value>``
(the member's value now, so that its label can show it), then ``place <space...>`` with space
``<tower type> <floor 1-4>``, ``market <1-4>``, ``council``, ``harvest <1|2>`` or
``production <1|2>`` (1 = single space, 2 = large space).  Internally a placement is the
argument tuple ``(member, space...)``.  Servants needed to reach a space's value are part of
the option: a last token ``+<n>`` names the servants it spends (``place territory 4 +3``; no
token when none are needed); more would change nothing on a tower, the Market or the Council
Palace.  On Harvest and Production,
where more servants activate more cards, the player chooses how many in a following
``servants`` decision.  A free card action (``take <type> <floor> [+<n>]``) reads the same way.
A card's costs, the tower fee and taking the card are in towers.py.
"""
from __future__ import annotations

import functools
from typing import Any

from ..core import Action
from ..flow import Pending
from . import data
from . import effects as E
from .state import LorenzoState as S
from .towers import (_coloured_in, _floor_resources, _tower_entry, _tower_fee, net_costs,
                     take_card, tower_plan)
from .towers import discounts, pay_and_take, payment_options  # noqa: F401  (public here too)


# -- family member placements --------------------------------------------------------------------------
def area_ok(s: S, seat: int, area: str, space: int, member: str) -> bool:
    """Harvest/Production: the single space holds one member, the large one any number but
    not with 2 players; one coloured member per player per area (seed 001)."""
    spaces = getattr(s, area)
    if space == 0 and spaces[0] and not s.leader_ability(seat, "occupied_spaces"):
        return False
    if space == 1 and s.players < data.LARGE_SPACES_FROM:
        return False
    return member == "neutral" or not (_coloured_in(spaces[0], seat)
                                       or _coloured_in(spaces[1], seat))


class _Placer:
    """Legality of family-member placements for one seat in one state (seed 001, "B. Acciones":
    each space's value, servants 1:1, and the rules of each area).  Tower results that do not
    depend on the member are computed once, on first use."""

    def __init__(self, s: S, seat: int):
        self.s, self.seat, self.p = s, seat, s.areas[seat]       # (p: read only)
        self.ctx = E.context(s, seat)
        self.servants = self.p.res["servants"]
        self.no_market, self.anywhere = self.ctx.no_market, "occupied_spaces" in self.ctx.leaders

    def spare(self, tower: str, floor: int, fee: int) -> int:
        """The most servants that can be spent on taking the card on ``tower`` floor ``floor``
        (0-based) with some payment of it still possible, for any member, once the tower's
        ``fee`` (:func:`_tower_fee`) is paid; -1 when it cannot be taken at all
        (:func:`tower_plan` is None whatever the action's value)."""
        ctx = self.ctx
        found = _floor_resources(self.p, tower, floor, fee, ctx)
        if found is None:
            return -1
        res, best, key = found[1], -1, self.s.towers[tower][floor]
        costs = ctx.net_costs.get(key) or net_costs(self.s, self.seat, data.CARDS[key], (), ctx)
        for need_mp, _, paid in costs:
            if need_mp:
                if res["mp"] >= need_mp:
                    best = res["servants"]
                continue
            spent = 0
            for k, n in paid:
                if res[k] < n:
                    break
                if k == "servants":
                    spent = n
            else:
                best = max(best, res["servants"] - spent)
        return best

    def reach(self, base: int, need: int) -> bool:
        return self.ctx.needed(base, need) <= self.servants

    def ok(self, member: str, value: int, where: str, n: int) -> bool:
        """Whether ``member`` of ``value`` may go to space ``where`` ``n`` (0-based)."""
        s = self.s
        if where in data.TYPES:
            if s.towers[where][n] is None:
                return False
            if member != "neutral" and _coloured_in(s.tower_members[where], self.seat):
                return False
            fee = _tower_fee(s, self.seat, where, None, self.ctx)
            spare = -1 if fee is None else self.spare(where, n, fee)
            return spare >= 0 and self.ctx.needed(
                value + self.ctx.bonus.get(where, 0), data.FLOOR_VALUES[n]) <= spare
        if where == "market":
            return (not self.no_market and n < data.MARKET_SPACES[s.players]
                    and (s.market[n] is None or self.anywhere)
                    and self.reach(value, data.SPACE_VALUE))
        if where == "council":
            return self.reach(value, data.SPACE_VALUE)
        penalty = data.LARGE_SPACE_PENALTY if n else 0
        return area_ok(s, self.seat, where, n, member) and self.reach(
            value + self.ctx.bonus.get(where, 0) - penalty, data.SPACE_VALUE)


SPACES = tuple([(t, f) for t in data.TOWER_ORDER for f in range(4)]
               + [("market", i) for i in range(4)] + [("council", 0)]
               + [(a, i) for a in ("harvest", "production") for i in range(2)])
"""Every action space as (where, 0-based index), in the order legal actions are listed."""


@functools.lru_cache(maxsize=None)
def _args(member: str, where: str, n: int, servants: int = 0) -> tuple:
    args = (member, where) if where == "council" else (member, where, str(n + 1))
    return args + (servants_token(servants),) if servants else args


@functools.lru_cache(maxsize=None)
def place_action(member: str, where: str, n: int, servants: int = 0) -> Action:
    """The ``place <space> [+<n>]`` action of a placement of ``member`` (the decision before
    named it): one Action per notation."""
    return Action("place", _args(member, where, n, servants)[1:])


def servants_token(n: int) -> str:
    """The notation token of ``n`` servants spent by a placement or free action: ``+<n>``."""
    return f"+{n}"


def split_servants(args: tuple) -> tuple[tuple, int]:
    """(the arguments without a last ``+<n>`` token, n or 0)."""
    if args and args[-1][:1] == "+" and args[-1][1:].isdigit():
        return tuple(args[:-1]), int(args[-1][1:])
    return tuple(args), 0


_FLOORS = tuple(enumerate(data.FLOOR_VALUES))
"""(0-based floor, its action value) of a tower, bottom first."""
_UNPRICED = -1
"""A tower's fee not worked out yet (fees are 0 or more)."""


def placements(s: S, seat: int, only: str | None = None, make=None) -> list:
    """Legal placements of ``seat`` now, as argument tuples (member first, then the space and
    the servants token); ``only``: of that member only.

    Same answers as :meth:`_Placer.ok`, in :data:`data.MEMBERS` order, then :data:`SPACES`
    order: for each space the lowest member value that can use it (a tower floor's from the
    most servants its card leaves to spend) compared with the member's value.  ``make``:
    what to list instead of the argument tuples, ``make(member, where, n, servants)`` (e.g.
    :func:`place_action`)."""
    make = make or _args
    placed = s.areas[seat].placed
    if only is None:
        return [args for m in data.MEMBERS if m not in placed for args in placements(s, seat, m, make)]
    if only in placed:
        return []
    value = E.member_value(s, seat, only)
    placer = _Placer(s, seat)
    ctx, rate = placer.ctx, placer.ctx.rate
    per = placer.servants // rate
    out: list[Any] = []
    append, spare_of, towers, bonuses = out.append, placer.spare, s.towers, ctx.bonus
    for where in data.TOWER_ORDER:
        cards, bonus = towers[where], bonuses.get(where, 0)
        fee = _UNPRICED
        # (the tower's fee: worked out at its first floor in reach)
        for n, floor_value in _FLOORS:
            if cards[n] is None:
                continue
            need = floor_value - bonus
            if value < need - per:  # out of reach whatever the card costs (no floor bonus
                continue            # gives servants: data §5.1)
            if fee == _UNPRICED:
                priced = _tower_fee(s, seat, where, only, ctx)
                if priced is None:
                    break
                fee = priced
            spare = spare_of(where, n, fee)
            if spare >= 0 and value >= need - spare // rate:
                append(make(only, where, n, max(0, need - value) * rate))   # ctx.needed
    if value >= data.SPACE_VALUE - per:
        servants = ctx.needed(value, data.SPACE_VALUE)
        if not placer.no_market:
            for n in range(data.MARKET_SPACES[s.players]):
                if s.market[n] is None or placer.anywhere:
                    out.append(make(only, "market", n, servants))
        out.append(make(only, "council", 0, servants))
    for where in ("harvest", "production"):
        low = data.SPACE_VALUE - per - ctx.bonus.get(where, 0)
        for n in range(2):
            if value >= low + (data.LARGE_SPACE_PENALTY if n else 0) and area_ok(
                    s, seat, where, n, only):
                out.append(make(only, where, n))
    return out


_BONUS_CARDS = frozenset(card.key for card in data.CARDS.values()
                         if any(eff[0] == "action_bonus" and eff[2] > 0 for eff in card.permanent))
"""Character cards that raise an action's value (data §1.3)."""


def members(s: S, seat: int) -> list[tuple[str, int]]:
    """The family members ``seat`` can place now (at least one legal space, servants
    included), with their values, in :data:`data.MEMBERS` order: the first decision of a
    placement (``member <member> <value>``).  The Council Palace takes any number of members
    of value 1 or more (seed 001, "El Palacio del Consejo"), so only a member that cannot
    reach it even with every servant needs the other spaces looked at."""
    p = s.areas[seat]
    low = data.SPACE_VALUE - p.res["servants"] // E.servant_rate(s, seat)
    values = [(m, E.member_value(s, seat, m)) for m in data.MEMBERS if m not in p.placed]
    if min(values, key=_value, default=(None, low))[1] >= low:
        return values
    # below the Council Palace's value, only a character's action bonus can reach a space
    bonus = any(key in _BONUS_CARDS for key in p.cards["character"])
    return [(m, value) for m, value in values
            if value >= low or bonus and placements(s, seat, only=m)]


def _value(member_value: tuple) -> int:
    return member_value[1]


def space_costs(s: S, seat: int, member: str) -> dict[str, dict[str, int]]:
    """What each legal space of ``member`` costs before its card or reward: ``{"territory 4":
    {"servants": 3, "fee": 3}, …}`` (servants to reach the space's value; the 3 coins of an
    occupied tower, seed 001 "Reglas para colocar …"), for the board to show."""
    ctx = E.context(s, seat)
    out = {}
    for args in placements(s, seat, only=member):
        space, servants = split_servants(args[1:])
        fee = 0
        if space[0] in data.TYPES:
            entry = _tower_entry(s, seat, space[0], int(space[1]) - 1, member, ctx)
            assert entry is not None                # (a legal placement's tower can be entered)
            fee = entry[0]
        out[" ".join(space)] = {"servants": servants, "fee": fee}
    return out


def placement_servants(s: S, seat: int, member: str, where: str, n: int,
                       ctx: E.Context | None = None) -> int:
    """Servants a legal placement spends to reach its space's value (0 on Harvest and
    Production, where the ``servants`` decision follows)."""
    ctx = ctx or E.context(s, seat)
    value = E.member_value(s, seat, member)
    if where in data.TYPES:
        return ctx.needed(value + ctx.bonus.get(where, 0), data.FLOOR_VALUES[n])
    if where in ("market", "council"):
        return ctx.needed(value, data.SPACE_VALUE)
    return 0


def placement_ok(s: S, seat: int, args: tuple) -> bool:
    """Whether ``place <args>`` is legal now; the same answer as membership in
    :func:`placements`, for one placement only (legality check of ``apply``)."""
    args, servants = split_servants(args)
    if len(args) not in (2, 3) or args[0] not in data.MEMBERS or args[0] in s.areas[seat].placed:
        return False
    where = args[1]
    n = 0 if len(args) == 2 else (int(args[2]) - 1 if args[2] in ("1", "2", "3", "4") else -1)
    if (where, n) not in SPACES or _args(args[0], where, n) != args:
        return False
    placer = _Placer(s, seat)
    return (placer.ok(args[0], E.member_value(s, seat, args[0]), where, n)
            and servants == placement_servants(s, seat, args[0], where, n, placer.ctx))


def place(s: S, seat: int, args: tuple) -> None:
    """Place a family member (args as from :func:`placements`) and start its action."""
    args, servants = split_servants(args)
    member, where = args[0], args[1]
    p = s.p(seat)
    p.placed = p.placed + [member]              # (shared with the board before: Player.copy)
    value = E.member_value(s, seat, member)
    res = p.res
    space = " ".join(args[1:])
    if servants == 1:
        s.note("{player} places the {member} family member on {space} using 1 servant",
               player=seat, member=member, space=space, n=servants)
    elif servants:
        s.note("{player} places the {member} family member on {space} using {n} servants",
               player=seat, member=member, space=space, n=servants)
    else:
        s.note("{player} places the {member} family member on {space}", player=seat,
               member=member, space=space)
    if where in data.TYPES:
        floor = int(args[2]) - 1
        plan = tower_plan(s, seat, where, floor, value, member=member)
        assert plan is not None                 # (the placement was legal)
        row = s.tower_members[where][:]         # (shared with the state before: successor)
        row[floor] = (seat, member)
        s.tower_members = {**s.tower_members, where: row}
        take_card(s, seat, where, floor, plan)
    elif where == "market":
        i = int(args[2]) - 1
        res["servants"] -= E.servants_needed(s, seat, value, data.SPACE_VALUE)
        s.market = s.market[:]                  # (shared with the state before: successor)
        s.market[i] = (seat, member)
        reward = data.MARKET[i]
        if reward[0] == "privileges":
            E.resolve(s, seat, (reward,))
        else:
            E.gain(s, seat, reward)
    elif where == "council":
        res["servants"] -= E.servants_needed(s, seat, value, data.SPACE_VALUE)
        s.council = s.council + [(seat, member)]   # (shared with the state before: successor)
        E.gain(s, seat, data.COUNCIL_REWARD)
        E.resolve(s, seat, (("privileges", 1),))
    else:
        slot = int(args[2]) - 1
        spaces = list(getattr(s, where))        # (shared with the state before: successor)
        spaces[slot] = spaces[slot] + [(seat, member)]
        setattr(s, where, spaces)
        penalty = data.LARGE_SPACE_PENALTY if slot else 0
        s.pending.insert(0, E.value_task(s, seat, where, value - penalty,
                                         minimum=data.SPACE_VALUE))


def takes(s: S, task: Pending) -> list[tuple]:
    """Legal answers to a free card action (a ``take`` task): (type, floor 1-4[, ``+<n>``
    servants spent])."""
    seat = task.seat
    types = data.TOWER_ORDER if task["type"] == "any" else (task["type"],)
    ctx = E.context(s, seat)
    out = []
    for t in types:
        for f in range(4):
            plan = tower_plan(s, seat, t, f, task["value"], extra=task["discount"], ctx=ctx)
            if plan:
                out.append((t, str(f + 1)) + ((servants_token(plan["servants"]),)
                                             if plan["servants"] else ()))
    return out


def free_take(s: S, task: Pending, tower: str, floor: int) -> None:
    """Take a card with a card's free action (a ``take`` task): no family member is placed
    (data §0); the servants needed to reach the floor's value are spent and logged."""
    seat = task.seat
    plan = tower_plan(s, seat, tower, floor, task["value"], extra=task["discount"])
    assert plan is not None                     # (the answer was legal)
    if plan["servants"] == 1:
        s.note("{player} uses 1 servant for the free action", player=seat, n=1)
    elif plan["servants"]:
        s.note("{player} uses {n} servants for the free action", player=seat,
               n=plan["servants"])
    take_card(s, seat, tower, floor, plan)
