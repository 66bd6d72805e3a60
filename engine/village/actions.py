"""The actions of the seven action spaces (seed 004, "Las acciones").

For each space, ``options(s, seat, space)`` lists the notations of the action's possible
first choices, and :func:`do` performs one; further choices inside an action are asked with
:func:`steps.ask`.  Costs are dicts of influence colours, "grain", goods, "time" and "coin";
a coin stands in for any missing influence cube (seed 004, "Las monedas": JOKER), cubes are
spent first (assumed engine order: the player keeps the coins).
"""
from __future__ import annotations

from typing import Iterator

from ..core import Action
from . import data
from .life import spend_time
from .state import BOARD_PLACES, VillageState as S, where
from .steps import ask, step


# -- paying ----------------------------------------------------------------------------------
def can_pay(s: S, seat: int, cost: dict) -> bool:
    """Whether ``seat`` can pay ``cost`` (time can always be paid)."""
    return helping(s.areas[seat], cost) is True


_COLORS, _GOODS = frozenset(data.COLORS), frozenset(data.GOODS)
_NONE: frozenset = frozenset()


def helping(p, cost: dict) -> bool | frozenset:
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
        s.note("{player} uses the well with 3 coins", player=seat)
        return
    coins = jokers(s, seat, {color: data.WELL_CUBES})
    pay(s, seat, {color: data.WELL_CUBES})
    if coins == 0:
        s.note("{player} uses the well with 3 {color} cubes", player=seat, color=color)
    elif coins == 1:
        s.note("{player} uses the well with 2 {color} cubes and 1 coin", player=seat,
               color=color)
    else:
        s.note("{player} uses the well with 1 {color} cube and 2 coins", player=seat,
               color=color)


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
        ask(s, seat, "cube", "cube", options, left=left)


@step("cube")
def _cube(s: S, seat: int, a: Action, params: dict) -> None:
    s.p(seat).cubes[a.args[0]] += 1
    s.note("{player} takes 1 {color} cube", player=seat, color=a.args[0])
    choose_cubes(s, seat, params["left"] - 1)


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
    for place, g in sorted({(pl, g) for g, pl in zip(data.GENERATIONS, p.members)
                            if pl in BOARD_PLACES}):    # by place, then generation
        yield f"recall {g} {place}"


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
    for good, building, place in _GOOD_PLACES:
        if s.goods_supply(good) <= 0:
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
    goods = [g for g in data.CRAFTS[building].goods if s.goods_supply(g) > 0]
    ask(s, seat, "produce", "produce", [f"produce {g}" for g in goods] + ["stop"])


@step("produce")
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


# -- E. travel ---------------------------------------------------------------------------------
def path_cost(src: str, dst: str) -> dict:
    """The cost of walking the path between ``src`` and ``dst``: time, wagons and cubes."""
    path = data.PATHS[data.path_between(src, dst)]
    return {"time": path.time, "wagon": path.wagons, path.color: path.cubes}


_NEIGHBOURS = {src: tuple(data.neighbours(src)) for src in (data.VILLAGE,) + data.CITIES}
_PATH_COSTS = {(src, dst): path_cost(src, dst) for src, dsts in _NEIGHBOURS.items()
               for dst in dsts}
"""The travel map's neighbours and path costs, worked out once (option lists ask often)."""


def _travel_options(s: S, seat: int) -> Iterator[str]:
    p = s.areas[seat]
    for src, place in [(data.VILLAGE, "farm")] + [(where(pl), pl) for pl in p.places("city")]:
        gens = p.generations(place)
        if not gens:
            continue
        dsts = [dst for dst in _NEIGHBOURS[src] if can_pay(s, seat, _PATH_COSTS[src, dst])]
        for g in gens:
            for dst in dsts:
                yield f"travel {g} {where(place) or 'farm'} {dst}"


def _travel(s: S, seat: int, generation: str, src: str, dst: str) -> None:
    """Pay the path, move the member, place a marker and take the city's reward once per city
    (seed 004, "Viajar"; assumed E12: no marker left, no reward)."""
    p = s.p(seat)
    origin = data.VILLAGE if src == "farm" else src
    pay(s, seat, _PATH_COSTS[origin, dst])
    p.move(int(generation), "farm" if src == "farm" else f"city:{src}", f"city:{dst}")
    s.note("{player} travels to {city}", player=seat, city=dst)
    if dst in p.visited or len(p.visited) >= data.TRAVEL_MARKERS:
        return
    p.visited.append(dst)
    reward = data.CITY_REWARDS[dst]
    if reward == "prestige":
        gain_prestige(s, seat, data.CITY_PRESTIGE)
    elif reward == "coin":
        gain_coins(s, seat, data.CITY_COINS)
    else:
        choose_cubes(s, seat, data.CITY_CUBES)


# -- F. council chamber --------------------------------------------------------------------------
def council_payments(s: S, seat: int) -> list[str]:
    """``pay green`` (2 green cubes; ``pay green <n>``: n of them paid with coins) and/or
    ``pay scroll`` (1 scroll) for a council move."""
    out = []
    green = {"green": data.COUNCIL_GREEN}
    if can_pay(s, seat, green):
        out.append("pay green" + joker_token(s, seat, green))
    if s.areas[seat].goods["scroll"]:
        out.append("pay scroll")
    return out


def privileges(s: S, seat: int, top: int) -> list[int]:
    """Privileges of stages 1..``top`` that can be used now (seed 004; assumed E18, E19)."""
    return list(_privileges(s, seat, top))


def _privileges(s: S, seat: int, top: int) -> Iterator[int]:
    if top >= 1 and s.next_start is None:      # each condition worked out only if asked
        yield 1
    if top >= 2 and any(s.cube_supply(c) > 0 for c in data.COLORS):
        yield 2
    if top >= 3 and any(s.goods_supply(g) > 0 for g in data.GOODS):
        yield 3
    if top >= 4 and s.areas[seat].coins >= 1:
        yield 4


def _council_options(s: S, seat: int) -> Iterator[str]:
    p = s.areas[seat]
    if council_payments(s, seat):
        for g in p.generations("farm"):
            yield f"enter {g}"
        for place in p.places("council"):
            stage = int(where(place))
            if stage < data.COUNCIL_STAGES:
                for g in p.generations(place):
                    yield f"advance {g} {stage}"
    for n in privileges(s, seat, s.council_top(seat)):
        yield f"privilege {n}"


def _enter(s: S, seat: int, generation: str) -> None:
    ask(s, seat, "pay_council", "council_pay", council_payments(s, seat),
        generation=int(generation), stage=0)


def _advance(s: S, seat: int, generation: str, stage: str) -> None:
    ask(s, seat, "pay_council", "council_pay", council_payments(s, seat),
        generation=int(generation), stage=int(stage))


@step("council_pay")
def _council_pay(s: S, seat: int, a: Action, params: dict) -> None:
    """Enter stage 1 (1 time) or advance one stage (2 or 3 time), paying 2 green or 1 scroll;
    then a privilege of the new stage or an earlier one (seed 004, "cámara del Consejo")."""
    g, stage = params["generation"], params["stage"]
    pay(s, seat, {"scroll": 1} if a.args[0] == "scroll" else {"green": data.COUNCIL_GREEN})
    new = stage + 1
    spend_time(s, seat, data.COUNCIL_ENTER_TIME if stage == 0 else data.COUNCIL_ADVANCE_TIME[new])
    s.p(seat).move(g, "farm" if stage == 0 else f"council:{stage}", f"council:{new}")
    s.note("{player} moves family member {n} to council stage {stage}", player=seat, n=g,
           stage=new)
    options = [f"privilege {n}" for n in privileges(s, seat, new)]
    ask(s, seat, "privilege", "privilege", options + ["none"])


@step("privilege")
def _privilege_step(s: S, seat: int, a: Action, params: dict) -> None:
    if a.verb == "privilege":
        _privilege(s, seat, a.args[0])


def _privilege(s: S, seat: int, n: str) -> None:
    """Stage 1: next starting player; 2: 2 cubes; 3: a good; 4: 1 coin → 3 prestige."""
    n = int(n)
    if n == 1:
        s.next_start = seat
        s.note("{player} takes the next starting player marker", player=seat)
    elif n == 2:
        choose_cubes(s, seat, data.PRIVILEGE_CUBES)
    elif n == 3:
        options = [f"good {g}" for g in data.GOODS if s.goods_supply(g) > 0]
        ask(s, seat, "good", "good", options)
    else:
        pay(s, seat, {"coin": 1})
        gain_prestige(s, seat, data.PRIVILEGE_PRESTIGE)
        s.note("{player} pays 1 coin for 3 prestige", player=seat)


@step("good")
def _good(s: S, seat: int, a: Action, params: dict) -> None:
    s.p(seat).goods[a.args[0]] += 1
    s.note("{player} takes a {good}", player=seat, good=a.args[0])


# -- G. church -----------------------------------------------------------------------------------
def _church_options(s: S, seat: int) -> Iterator[str]:
    for g in s.areas[seat].generations("farm"):
        yield f"church {g}"


def _church(s: S, seat: int, generation: str) -> None:
    brown = {"brown": data.CHURCH_BROWN}
    options = (["pay brown" + joker_token(s, seat, brown)] if can_pay(s, seat, brown) else [])
    ask(s, seat, "pay_church", "church_pay", options + ["pay time"], generation=int(generation))


@step("church_pay")
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

DO = {"harvest": _harvest, "birth": _birth, "recall": _recall, "train": _train,
      "produce": _produce, "buy": _buy, "mill": _mill, "travel": _travel, "enter": _enter,
      "advance": _advance, "privilege": _privilege, "church": _church}
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


def usable_with(s: S, seat: int, space: str) -> bool | frozenset:
    """True when ``seat`` can use ``space``'s action now (:func:`usable`); otherwise the
    influence colours of which one more cube in the farmyard would make it usable (issue 16:
    the cube taken from the space itself; moving a cube from a space to a farmyard leaves the
    general supply as it was, so the privileges do not change).  The turn's option list asks
    it for every space, every turn: the tests compare it with the option lists."""
    p = s.areas[seat]
    check = _WITH.get(space)
    if check is not None:
        return check(s, seat, p)
    sure = _SURELY_USABLE.get(space)
    if sure is not None and sure(p.members):
        return True
    return True if next(OPTIONS[space](s, seat), None) is not None else _NONE


def _crafts_with(s: S, seat: int, p) -> bool | frozenset:
    """Train a farmyard member, grind at the mill, produce where trained, or buy a good."""
    if "farm" in p.members or p.grain >= data.MILL_GRAIN:
        return True
    out, asked = _NONE, set()
    for good, building, place in _GOOD_PLACES:
        if s.goods_supply(good) <= 0:
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


def _travel_with(s: S, seat: int, p) -> bool | frozenset:
    """A member on the farmyard or in a city with a path it can pay (:func:`helping` of the
    path's cost: enough wagons, coins for the missing cubes; time can always be paid)."""
    out, members, cubes = _NONE, p.members, p.cubes
    coins, wagons = p.coins, p.goods["wagon"]
    for place in _TRAVEL_FROM.intersection(members):
        for need, color, n in _PATHS_FROM[place]:
            if need <= wagons:
                short = n - cubes[color]
                if short <= coins:
                    return True
                if short == coins + 1:
                    out = out | {color}
    return out


def _council_with(s: S, seat: int, p) -> bool | frozenset:
    """A member to enter or advance with a payment for it, or a privilege to use."""
    stages = [_STAGE[place] for place in _STAGE.keys() & p.members]
    found = _NONE
    if "farm" in p.members or any(stage < data.COUNCIL_STAGES for stage in stages):
        if p.goods["scroll"]:
            return True
        found = helping(p, _GREEN)
        if found is True:
            return True
    return True if next(_privileges(s, seat, max(stages, default=0)), None) else found


_STAGE = {f"council:{n}": n for n in range(1, data.COUNCIL_STAGES + 1)}
"""The council stage of each council place."""


_WITH = {"crafts": _crafts_with, "travel": _travel_with, "council": _council_with}
"""usable_with of the spaces whose use may depend on a player's influence cubes; the other
spaces' options never ask for cubes."""
_PATHS_FROM = {("farm" if src == data.VILLAGE else f"city:{src}"): tuple(
    (cost["wagon"], color, cost[color]) for dst in dsts
    for cost in [_PATH_COSTS[src, dst]] for color in data.COLORS if color in cost)
    for src, dsts in _NEIGHBOURS.items()}
"""For each place a member travels from: (wagons, cube colour, cubes) of each path."""
_TRAVEL_FROM = frozenset(_PATHS_FROM)
_GREEN = {"green": data.COUNCIL_GREEN}
_SURELY_USABLE = {
    "harvest": lambda members: "farm" in members,       # harvest
    "market": lambda members: True,                     # a market day
    "church": lambda members: "farm" in members,        # a farmyard member to the bag
    "family": lambda members: "unborn" in members,      # a birth
}
"""Cheap sufficient conditions for :func:`usable`, read off the first option each generator
yields (the turn's option list asks every space, every turn)."""
