"""The actions of the seven action spaces (seed 004, "Las acciones").

For each space, ``options(s, seat, space)`` lists the notations of the action's possible
first choices, and :data:`DO` performs one; further choices inside an action are asked with
``STEPS.ask`` (steps.py).  Paying is in paying.py, travel (E) in travel.py and the council chamber (F)
in council.py.  Costs are dicts of influence colours, "grain", goods, "time" and "coin";
a coin stands in for any missing influence cube (seed 004, "Las monedas": JOKER), cubes are
spent first (assumed engine order: the player keeps the coins).
"""
from __future__ import annotations

from typing import Callable, Iterator

from ..core import Action
from . import data
from .council import _advance, _council_options, _council_with, _enter, _privilege
from .council import council_payments, privileges  # noqa: F401  (public, with the names below)
from .life import spend_time
from .paying import _NONE, Helping, can_pay, gain_coins, helping, joker_token, pay
from .paying import choose_cubes, gain_prestige, jokers  # noqa: F401  (actions' public names)
from .state import BOARD_PLACES, VillageState as S
from .steps import STEPS
from .travel import _travel, _travel_options, _travel_with, path_cost  # noqa: F401


# -- H. the well -------------------------------------------------------------------------------
def well_options(s: S, seat: int) -> list[str]:
    """Ways to pay the well (seed 004, "Bueno": 3 influence cubes of one colour): ``well
    <colour>[ <coins>]`` for each colour the player holds, coins standing in for its missing
    cubes, and ``well coins`` for 3 coins (coins at the well: assumed E1, switched by
    ``data.WELL_COIN_JOKERS``)."""
    p = s.areas[seat]
    cubes, coins = p.cubes, p.coins
    if not data.WELL_COIN_JOKERS:
        return [_WELL[c, 0] for c in data.COLORS if cubes[c] >= data.WELL_CUBES]
    out = [_WELL[c, max(0, data.WELL_CUBES - cubes[c])] for c in data.COLORS
           if cubes[c] and data.WELL_CUBES - cubes[c] <= coins]   # coins for missing cubes
    return out + (["well coins"] if coins >= data.WELL_CUBES else [])


_WELL = {(c, n): f"well {c}" + (f" {n}" if n else "") for c in data.COLORS
         for n in range(data.WELL_CUBES)}
"""``well <colour>[ <coins>]`` by colour and coins standing in (the notations joker_token
ends)."""


def pay_well(s: S, seat: int, color: str) -> None:
    """Pay the well as ``well_options`` named it, and log what was paid."""
    if color == "coins":
        pay(s, seat, {"coin": data.WELL_CUBES})
        s.note("{player} uses the well with {n} coins", player=seat, n=data.WELL_CUBES)
        return
    coins = jokers(s, seat, {color: data.WELL_CUBES})
    pay(s, seat, {color: data.WELL_CUBES})
    if coins == 0:
        s.note("{player} uses the well with {n} {color} cubes", player=seat, color=color,
               n=data.WELL_CUBES)
    elif coins == 1:
        s.note_n("{player} uses the well with {n} {color} cube and 1 coin",
                 "{player} uses the well with {n} {color} cubes and 1 coin",
                 data.WELL_CUBES - coins, player=seat, color=color)
    else:
        s.note_n("{player} uses the well with {n} {color} cube and {coins} coins",
                 "{player} uses the well with {n} {color} cubes and {coins} coins",
                 data.WELL_CUBES - coins, player=seat, color=color, coins=coins)




# -- A. grain harvest --------------------------------------------------------------------------
def harvest_amount(s: S, seat: int) -> int:
    """2 grain; 3 with a horse and a plow; 4 with an ox and a plow (seed 004, "Cosecha")."""
    goods = s.areas[seat].goods
    if goods["plow"]:
        for animal, amount in data.HARVEST:
            if goods[animal]:
                return amount
    return data.HARVEST_BASE


def _harvest_options(s: S, seat: int) -> Iterator[str]:
    if "farm" in s.areas[seat].members:
        yield "harvest"


def _harvest(s: S, seat: int) -> None:
    """Grain above the farmyard's 5 is not taken (seed 004; assumed E7)."""
    p = s.p(seat)
    n = max(0, min(harvest_amount(s, seat), data.GRAIN_CAP - p.grain, s.grain_supply()))
    p.grain += n
    s.note("{player} harvests {n} grain", player=seat, n=n)


# -- B. family ---------------------------------------------------------------------------------
def _family_options(s: S, seat: int) -> Iterator[str]:
    p = s.areas[seat]
    if "unborn" in p.members:
        yield "birth"
    for place, g in sorted({(pl, g) for g, pl in zip(data.GENERATIONS, p.members, strict=True)
                            if pl in BOARD_PLACES}):    # by place, then generation
        yield _RECALL[g, place]


_RECALL = {(g, place): f"recall {g} {place}" for g in set(data.GENERATIONS)
           for place in BOARD_PLACES}
"""``recall <generation> <place>`` (built once)."""


def _birth(s: S, seat: int) -> None:
    """The lowest-numbered member still in the supply joins the farmyard (seed 004, "Familia")."""
    p = s.p(seat)
    g = p.at("unborn")[0]
    p.move(g, "unborn", "farm")
    s.note("{player}: a family member {n} is born", player=seat, n=g)


def _recall(s: S, seat: int, generation: str, place: str) -> None:
    """A living member on the board returns to the farmyard (seed 004; assumed E9)."""
    s.p(seat).move(int(generation), place, "farm")
    s.note("{player} brings family member {n} home", player=seat, n=int(generation))


# -- C. crafts ---------------------------------------------------------------------------------
def _craft_options(s: S, seat: int) -> Iterator[str]:
    p = s.areas[seat]
    farm = p.generations("farm")
    for building in data.CRAFTS:
        for g in farm:
            yield _TRAIN[building, g]
    payable: dict[str, bool] = {}
    out = s.goods_out()
    for good, building, place in _GOOD_PLACES:
        if good in out:
            continue
        if place in p.members:
            yield _PRODUCE[good]
        if building not in payable:
            payable[building] = can_pay(s, seat, data.CRAFTS[building].price)
        if payable[building]:
            yield _BUY[good]
    if p.grain >= data.MILL_GRAIN:
        yield "mill"


_GOOD_PLACES = tuple((good, data.BUILDING_OF[good], f"craft:{data.BUILDING_OF[good]}")
                     for good in data.GOODS)
"""Each good with its building and the place of a member trained there."""
_TRAIN = {(b, g): f"train {b} {g}" for b in data.CRAFTS for g in set(data.GENERATIONS)}
_PRODUCE, _BUY = ({good: f"{verb} {good}" for good in data.GOODS} for verb in ("produce", "buy"))


def _train(s: S, seat: int, building: str, generation: str) -> None:
    """Place a farmyard member on a craft building for its training time; then produce at
    once or stop (seed 004, "Artesanía" a; assumed E8)."""
    spend_time(s, seat, data.CRAFTS[building].training)
    s.p(seat).move(int(generation), "farm", f"craft:{building}")
    s.note("{player} trains family member {n} at the {building}", player=seat,
           n=int(generation), building=building)
    out = s.goods_out()
    goods = [g for g in data.CRAFTS[building].goods if g not in out]
    STEPS.ask(s, seat, "produce", "produce", [f"produce {g}" for g in goods] + ["stop"])


@STEPS.step("produce")
def _produce_step(s: S, seat: int, a: Action, params: dict) -> None:
    if a.verb == "produce":
        _produce(s, seat, a.args[0])


def _produce(s: S, seat: int, good: str) -> None:
    """A trained member makes the good for the production time."""
    spend_time(s, seat, data.CRAFTS[data.BUILDING_OF[good]].production)
    s.p(seat).goods[good] += 1
    s.note("{player} produces one {good}", player=seat, good=good)


def _buy(s: S, seat: int, good: str) -> None:
    """The good for the building's cubes or grain, no member needed (seed 004, "Artesanía" b)."""
    pay(s, seat, data.CRAFTS[data.BUILDING_OF[good]].price)
    s.p(seat).goods[good] += 1
    s.note("{player} buys a {good}", player=seat, good=good)


def _mill(s: S, seat: int) -> None:
    """The mill: 2 time and 2 grain for 2 coins (village-data.md §3)."""
    pay(s, seat, {"time": data.MILL_TIME, "grain": data.MILL_GRAIN})
    n = gain_coins(s, seat, data.MILL_COINS)
    s.note("{player} grinds grain at the mill for {n} coins", player=seat, n=n)


# -- D. market (the market day itself is in market.py) ----------------------------------------
def _market_options(s: S, seat: int) -> Iterator[str]:
    yield "market"


# -- G. church -----------------------------------------------------------------------------------
def _church_options(s: S, seat: int) -> Iterator[str]:
    for g in s.areas[seat].generations("farm"):
        yield _CHURCH[g]


_CHURCH = {g: f"church {g}" for g in set(data.GENERATIONS)}


def _church(s: S, seat: int, generation: str) -> None:
    brown = {"brown": data.CHURCH_BROWN}
    options = (["pay brown" + joker_token(s, seat, brown)] if can_pay(s, seat, brown) else [])
    STEPS.ask(s, seat, "pay_church", "church_pay", options + ["pay time"], generation=int(generation))


@STEPS.step("church_pay")
def _church_pay(s: S, seat: int, a: Action, params: dict) -> None:
    """A farmyard member into the black bag for 1 brown or 3 time (seed 004, "Iglesia")."""
    cost = {"brown": data.CHURCH_BROWN} if a.args[0] == "brown" else {"time": data.CHURCH_TIME}
    pay(s, seat, cost)
    s.p(seat).move(params["generation"], "farm", "bag")
    s.note("{player} puts family member {n} into the black bag", player=seat,
           n=params["generation"])


# -- dispatch ------------------------------------------------------------------------------------
OPTIONS = {"harvest": _harvest_options, "family": _family_options, "crafts": _craft_options,
           "market": _market_options, "travel": _travel_options, "council": _council_options,
           "church": _church_options}
"""Option generator of each action space: ``fn(s, seat)`` yields the notations in order."""

DO: dict[str, Callable[..., None]] = {"harvest": _harvest, "birth": _birth, "recall": _recall, "train": _train,
                                     "produce": _produce, "buy": _buy, "mill": _mill,
                                     "travel": _travel, "enter": _enter, "advance": _advance,
                                     "privilege": _privilege, "church": _church}
"""Performer of each first-choice verb (the market's is in rules.py)."""


def options(s: S, seat: int, space: str | None) -> list[str]:
    """First choices of one space's action, or of every space (``None``: the well or a free
    final action)."""
    spaces = data.SPACES if space is None else (space,)
    return [o for sp in spaces for o in OPTIONS[sp](s, seat)]


def usable(s: S, seat: int, space: str) -> bool:
    """Whether ``seat`` has any first choice at ``space``'s action (``bool(options(...))``;
    tests/village/test_village_invariants.py checks it)."""
    return usable_with(s, seat, space) is True


def usable_with(s: S, seat: int, space: str) -> Helping:
    """True when ``seat`` can use ``space``'s action now (:func:`usable`); otherwise the
    influence colours of which one more cube in the farmyard would make it usable (issue 16:
    the cube taken from the space itself; moving a cube from a space to a farmyard leaves the
    general supply as it was, so the privileges do not change).  The turn's option list asks
    it for every space, every turn: the tests compare it with the option lists."""
    return USABLE_WITH[space](s, seat, s.areas[seat])


def _crafts_with(s: S, seat: int, p) -> Helping:
    """Train a farmyard member, grind at the mill, produce where trained, or buy a good."""
    if "farm" in p.members or p.grain >= data.MILL_GRAIN:
        return True
    out, asked, gone = _NONE, set(), s.goods_out()
    for good, building, place in _GOOD_PLACES:
        if good in gone:
            continue
        if place in p.members:
            return True
        if building not in asked:
            asked.add(building)
            found = helping(p, data.CRAFTS[building].price)
            if found is True:
                return True
            out = out | found
    return out


def _harvest_with(s: S, seat: int, p) -> Helping:
    """A farmyard member to harvest (the only condition of :func:`_harvest_options`)."""
    return True if "farm" in p.members else _NONE


def _family_with(s: S, seat: int, p) -> Helping:
    """A birth, or a member on the board to bring home (:func:`_family_options`)."""
    members = p.members
    return True if "unborn" in members or not BOARD_PLACES.isdisjoint(members) else _NONE


def _market_with(s: S, seat: int, p) -> Helping:
    """A market day always takes place."""
    return True


USABLE_WITH = {"harvest": _harvest_with, "family": _family_with, "crafts": _crafts_with,
               "market": _market_with, "travel": _travel_with, "council": _council_with,
               "church": _harvest_with}
""":func:`usable_with` of each space, ``fn(s, seat, farmyard)``: each reads off its options'
conditions (the church's are the harvest's: a farmyard member); only crafts, travel and
council depend on the player's influence cubes."""
