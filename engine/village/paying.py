"""Paying for actions (seed 004, "Las monedas"): costs are dicts of influence colours,
"grain", goods, "time" and "coin"; a coin stands in for any missing influence cube (JOKER), cubes
are spent first (assumed engine order: the player keeps the coins).  Also the gains several
actions share: prestige, coins from the supply, influence cubes of the player's choice.
"""
from __future__ import annotations

from typing import Literal

from ..core import Action
from . import data
from .life import spend_time
from .state import VillageState as S
from .steps import STEPS


# -- paying ----------------------------------------------------------------------------------
def can_pay(s: S, seat: int, cost: dict) -> bool:
    """Whether ``seat`` can pay ``cost`` (time can always be paid)."""
    return helping(s.areas[seat], cost) is True


_COLORS, _GOODS = frozenset(data.COLORS), frozenset(data.GOODS)
_NONE: frozenset = frozenset()

Helping = Literal[True] | frozenset
"""What :func:`helping` and the spaces' ``*_with`` functions answer: True (it can be done now)
or the influence colours of which one more cube would make it possible (never False)."""


def helping(p, cost: dict) -> Helping:
    """True when the farmyard ``p`` can pay ``cost`` now (:func:`can_pay`); otherwise the
    influence colours of which one more cube would make it payable (empty: none would)."""
    short = cost.get("coin", 0)
    cubes = p.cubes
    for key, n in cost.items():
        if key in _COLORS:
            if n > cubes[key]:
                short += n - cubes[key]
        elif key == "grain":
            if p.grain < n:
                return _NONE
        elif key in _GOODS and p.goods[key] < n:
            return _NONE
    if short <= p.coins:
        return True
    if short > p.coins + 1:             # one more cube lowers the shortfall by one at most
        return _NONE
    return frozenset(k for k, n in cost.items() if k in _COLORS and n > cubes[k])


def pay(s: S, seat: int, cost: dict) -> None:
    """Pay ``cost`` to the supply: cubes first, coins for missing cubes (must be payable)."""
    p = s.p(seat)
    for key, n in cost.items():
        if key in data.COLORS:
            own = min(n, p.cubes[key])
            p.cubes[key] -= own
            p.coins -= n - own
        elif key == "grain":
            p.grain -= n
        elif key in data.GOODS:
            p.goods[key] -= n
        elif key == "coin":
            p.coins -= n
        elif key == "time":
            spend_time(s, seat, n)


def jokers(s: S, seat: int, cost: dict) -> int:
    """Coins that would stand in for missing influence cubes of ``cost`` (cubes first)."""
    p = s.areas[seat]
    return sum(max(0, n - p.cubes[k]) for k, n in cost.items() if k in data.COLORS)


def joker_token(s: S, seat: int, cost: dict) -> str:
    """`` <n>`` to end an option's notation when it would spend n coins as jokers (seed 004,
    "Las monedas"), so that its label can say so before it is chosen; else ""."""
    n = jokers(s, seat, cost)
    return f" {n}" if n else ""


def gain_prestige(s: S, seat: int, n: int) -> None:
    s.p(seat).prestige += n


def gain_coins(s: S, seat: int, n: int) -> int:
    """Take up to ``n`` coins from the supply; returns how many (assumed, E5)."""
    n = min(n, s.coin_supply())
    s.p(seat).coins += n
    return n


def choose_cubes(s: S, seat: int, left: int) -> None:
    """Take ``left`` influence cubes of the player's choice from the supply (assumed, E4)."""
    if left <= 0:
        return
    options = [f"cube {c}" for c in data.COLORS if s.cube_supply(c) > 0]
    if options:
        STEPS.ask(s, seat, "cube", "cube", options, left=left)


@STEPS.step("cube")
def _cube(s: S, seat: int, a: Action, params: dict) -> None:
    s.p(seat).cubes[a.args[0]] += 1
    s.note("{player} takes 1 {color} cube", player=seat, color=a.args[0])
    choose_cubes(s, seat, params["left"] - 1)

