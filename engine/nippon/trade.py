"""Nippon actions H (Export) and I (Local market): goods leave the factories for contracts or
influence spaces (seed 003, "Exportación", "Mercado local"; split from actions.py).

Every option offered leads to a complete unit: generators only list choices that can still be
finished (so an illegal half-action can never be reached).
"""
from __future__ import annotations

import math
from bisect import bisect_right
from functools import lru_cache
from typing import Any

from ..core import Action
from . import data
from .decisions import (REGION, STEPS, _ask_unit, _more, finish, gain, last_list, move_track,
                        own_factory)
from .state import ActionProgress, NipponState as S, Player, space_id, space_region


# -- H. Export ------------------------------------------------------------------------------------------
def stored(p: Player) -> dict[str, int]:
    return {g: f["goods"] for g, f in p.factories.items() if f["goods"]}


def assignable(cubes: tuple[int, ...], goods: dict[str, int] | dict[int, int]) -> bool:
    """Whether distinct goods can cover each group of ``cubes`` (seed 003, "Exportación":
    the number of cubes = different goods; the number in each = how many of that good).
    Matching the largest groups to the largest stocks finds a cover whenever one exists."""
    have = sorted((n for n in goods.values() if n > 0), reverse=True)
    if len(have) < len(cubes):
        return False
    # the largest goods against the largest cubes; the goods left over are not needed
    return all(h >= n for h, n in zip(have, sorted(cubes, reverse=True), strict=False))


def exportable(s: S, seat: int) -> list[str]:
    """The seat's contracts that its stored goods can fulfil (:func:`assignable`)."""
    p = s.areas[seat]
    counts = tuple(sorted(f["goods"] for f in p.factories.values() if f["goods"]))
    return [c for c in p.contracts if _covers(c, counts)]


@lru_cache(maxsize=4096)
def _covers(contract: str, counts: tuple[int, ...]) -> bool:
    """Whether stocks of ``counts`` cubes of distinct goods cover ``contract`` (only the
    numbers matter to :func:`assignable`)."""
    return assignable(data.CONTRACTS[contract].cubes, dict(enumerate(counts)))


def can_export(s: S, p: Player) -> bool:
    if not p.factories:
        return False
    counts = [f["goods"] for f in p.factories.values() if f["goods"]]
    if not counts:
        return False
    counts.sort()
    return _coverable(tuple(counts), tuple(p.contracts))


@lru_cache(maxsize=4096)
def _coverable(counts: tuple[int, ...], contracts: tuple[str, ...]) -> bool:
    """Whether stocks of ``counts`` cubes of distinct goods cover one of ``contracts``: only
    the numbers matter to :func:`assignable`, not which goods they are."""
    goods = dict(enumerate(counts))
    total, kinds = sum(counts), len(counts)
    return any(_NEEDS[c][0] <= total and _NEEDS[c][1] <= kinds
               and assignable(data.CONTRACTS[c].cubes, goods) for c in contracts)


_NEEDS = {c.id: (sum(c.cubes), len(c.cubes)) for c in data.CONTRACTS.values()}


def start_export(s: S, seat: int) -> None:
    s.action = ActionProgress("export")
    _ask_contract(s, seat)


def _ask_contract(s: S, seat: int) -> None:
    contracts = exportable(s, seat) if _more(s) else []
    action = s.action
    assert action is not None
    if action.count and not contracts:
        return finish(s)
    _ask_unit(s, seat, "pick_contract", "contract", [f"contract {c}" for c in contracts])


@STEPS.step("contract")
def step_contract(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Choose the contract to fulfil next (seed 003, "Exportación"), or stop."""
    if a.verb == "stop":
        return finish(s)
    action = s.action
    assert action is not None
    action.contract, action.goods = a.args[0], []
    _ask_goods(s, seat)


def _ask_goods(s: S, seat: int) -> None:
    """Pick the good for the next cube group, keeping the rest of the contract coverable."""
    action = s.action
    assert action is not None and action.contract is not None and action.goods is not None
    contract = data.CONTRACTS[action.contract]
    chosen = action.goods
    if len(chosen) == len(contract.cubes):
        return _fulfil(s, seat, contract)
    need, rest = contract.cubes[len(chosen)], contract.cubes[len(chosen) + 1:]
    goods = stored(s.areas[seat])
    options = []
    for g in data.GOODS:
        if g in chosen or goods.get(g, 0) < need:
            continue
        left = {k: v for k, v in goods.items() if k != g and k not in chosen}
        if assignable(rest, left):
            options.append(f"good {g}")
    STEPS.ask(s, seat, "pick_goods", "export_good", options, n=need)


@STEPS.step("export_good")
def step_export_good(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """The good for the contract's next cube group (``n`` cubes of it)."""
    action = s.action
    assert action is not None and action.goods is not None
    action.goods = action.goods + [a.args[0]]                # replaced: see successor
    _ask_goods(s, seat)


def _fulfil(s: S, seat: int, contract: data.Contract) -> None:
    """Discard the goods, take the bonus and money steps, turn the contract face down."""
    p = s.p(seat)
    action = s.action
    assert action is not None and action.goods is not None
    for good, n in zip(action.goods, contract.cubes, strict=True):
        own_factory(p, good)["goods"] -= n
    gain(s, seat, *contract.bonus, line="contracts")
    if p.has_bonus("contract_yen"):
        p.yen += data.CONTRACT_BONUS_YEN
    move_track(s, seat, "money", contract.money)
    p.contracts = p.contracts[:]
    p.contracts.remove(contract.id)
    s.note("{player} fulfils a contract", player=seat)
    action.count += 1
    action.contract = action.goods = None
    _ask_contract(s, seat)


# -- I. Local market ------------------------------------------------------------------------------------
def tile_limit(p: Player, good: str, cubes: int) -> int:
    """Highest influence tile for ``cubes`` of ``good`` (P7; Light bulbs +1 with BUL-2)."""
    value = _VALUES[good][cubes - 1]
    if good == "bulbs" and p.has_bonus("bulbs_plus"):
        value = min(7, value + 1)
    return value


_VALUES = {g: data.INFLUENCE_VALUE[level] for g, level in data.GOOD_LEVEL.items()}


def open_spaces(s: S, region: int, good: str, value: int,
                showing: dict | None = None) -> list[str]:
    """Influence spaces of a region beside a city side showing ``good`` that are free or hold a
    lower tile (seed 003, "Espacio de influencia disponible").  With 2–3 players a city holds at
    most 2–3 tiles: a free space of a full city takes only a tile higher than one placed there
    (nippon-data.md N9).  ``showing``: :func:`sides_showing` of ``s``, when the caller has it."""
    limit = data.CITY_TILE_LIMIT[s.players]
    return [key for key in (showing or sides_showing(s))[good][region]
            if value > space_bound(s, key, limit)]


def open_above(s: S, region: int, good: str, showing: dict | None = None) -> float | None:
    """The tile value ``t`` such that :func:`open_spaces` of ``region`` and ``good`` is
    non-empty exactly for tiles higher than ``t`` (−inf: any tile; None: no space at all).
    Each space's condition rises with the tile value, so one bound answers every value."""
    limit = data.CITY_TILE_LIMIT[len(s.names)]
    low = None
    for key in (showing or sides_showing(s))[good][region]:
        bound = space_bound(s, key, limit)
        if bound == -math.inf:
            return bound
        if low is None or bound < low:
            low = bound
    return low


def space_bound(s: S, key: str, limit: int) -> float:
    """The value a tile placed on influence space ``key`` must exceed (−inf: any tile): the
    tile on it (a higher one replaces it, seed 003, "Espacio de influencia disponible"), else,
    with the city's ``limit`` of tiles reached (``data.CITY_TILE_LIMIT``, nippon-data.md N9),
    the lowest tile around the city.  :func:`open_spaces`, :func:`open_above` and
    :func:`can_market` all ask it."""
    tile = s.influence.get(key)
    if tile is not None:
        return tile[1]
    if limit >= len(data.SIDES):
        return -math.inf
    values = [v for _, v in city_tiles(s, key).values()]
    return -math.inf if len(values) < limit else min(values)


def city_tiles(s: S, key: str) -> dict[str, tuple[int, int]]:
    """The influence tiles around the city of influence space ``key``: space → (seat, value)."""
    city = _CITY_OF.get(key) or key.split("-")[0]
    return {k: v for k, v in s.influence.items() if (_CITY_OF.get(k) or k.split("-")[0]) == city}


_CITY_OF = {space_id(c, side): data.CITY_SPACES[c]
            for c in range(len(data.CITY_SPACES)) for side in range(len(data.SIDES))}
"""Influence space id → its city's id (the part before "-")."""


def sides_showing(s: S) -> dict[str, list[list[str]]]:
    """good → per region, the influence spaces beside a city side showing that good."""
    return _showing(s.cities)


@lru_cache(maxsize=64)
def _sides_showing(cities: tuple) -> dict[str, list[list[str]]]:
    """good → per region, the influence spaces beside a city side showing that good (the
    cities never move after setup, so this is computed once per game)."""
    out: dict[str, list[list[str]]] = {g: [[] for _ in data.REGIONS] for g in data.GOODS}
    for city, (tile, r) in enumerate(cities):
        goods = data.CITY_TILES[tile]
        for side in range(4):
            out[goods[(side - r) % 4]][city // 2].append(space_id(city, side))
    return out


_showing = last_list(_sides_showing)


def _placements(s: S, seat: int, region: int, good: str | None = None,
                cubes: int | None = None) -> list[tuple[str, int, int]]:
    """Every (good, cubes, tile value) with a space to go to, narrowed by what is chosen."""
    p = s.areas[seat]
    out = []
    showing = sides_showing(s)
    values = sorted(set(p.influence))
    for g, have in stored(p).items():
        if good not in (None, g):
            continue
        low = open_above(s, region, g, showing)
        if low is None:
            continue
        for n in range(1, min(3, have) + 1):
            if cubes not in (None, n):
                continue
            limit = tile_limit(p, g, n)
            out += [(g, n, v) for v in values if low < v <= limit]
    return out


def can_market(s: S, p: Player) -> bool:
    """Some good can go to some region: the highest tile its cubes allow
    (:func:`_best_tiles`) beats the bound of some influence space beside a city side showing
    that good, in any region (:func:`space_bound`, one space at a time: the region does not
    matter to whether there is one)."""
    if not p.influence or not p.factories:
        return False
    best = _best_tiles(p)
    if not best:
        return False
    showing = _showing_anywhere(s.cities)
    limit = data.CITY_TILE_LIMIT[len(s.names)]
    for good, value in best:
        for key in showing[good]:
            if value > space_bound(s, key, limit):
                return True
    return False


@lru_cache(maxsize=64)
def _sides_showing_anywhere(cities: tuple) -> dict[str, list[str]]:
    """good → the influence spaces beside a city side showing that good, every region's
    (:func:`_sides_showing`'s lists joined)."""
    return {good: [key for spaces in regions for key in spaces]
            for good, regions in _sides_showing(cities).items()}


_showing_anywhere = last_list(_sides_showing_anywhere)


def _best_tiles(p: Player) -> list[tuple[str, int]]:
    """(good, the highest tile in hand that its stored cubes allow) for each good with such a
    tile: the most permissive placement of that good (:func:`tile_limit` grows with the cubes)."""
    tiles = p.influence                               # in ascending order (Player)
    out = []
    for good, f in p.factories.items():
        have = f["goods"]
        if have:
            fits = bisect_right(tiles, tile_limit(p, good, have if have < 3 else 3))
            if fits:
                out.append((good, tiles[fits - 1]))
    return out


def _market_goods(s: S, region: int, best: list[tuple[str, int]], showing: dict) -> list[str]:
    """The goods of ``best`` (:func:`_best_tiles`, in its order) that have a space in
    ``region``: the goods of :func:`_placements` of the region."""
    out = []
    for good, value in best:
        low = open_above(s, region, good, showing)
        if low is not None and value > low:
            out.append(good)
    return out


_REGIONS = range(len(data.REGIONS))


def start_market(s: S, seat: int) -> None:
    s.action = ActionProgress("market")
    best, showing = _best_tiles(s.areas[seat]), sides_showing(s)
    STEPS.ask(s, seat, "pick_market_region", "market_region",
              [_REGION_OPTION[r] for r in _REGIONS if _market_goods(s, r, best, showing)])


_REGION_OPTION = [REGION[r] for r in data.REGION_IDS]


@STEPS.step("market_region")
def step_market_region(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """The region of this Local market action (seed 003, "Mercado local": one region)."""
    action = s.action
    assert action is not None
    action.region = data.REGION_IDS.index(a.args[0])
    _ask_supply(s, seat)


def _region(s: S) -> int:
    """The region (index) of the Local market action in progress."""
    action = s.action
    assert action is not None and action.region is not None
    return action.region


def _ask_supply(s: S, seat: int) -> None:
    goods = (_market_goods(s, _region(s), _best_tiles(s.areas[seat]), sides_showing(s))
             if _more(s) else [])
    action = s.action
    assert action is not None
    if action.count and not goods:
        return finish(s)
    goods.sort(key=data.GOODS.index)
    _ask_unit(s, seat, "pick_supply", "supply", [f"good {g}" for g in goods])


@STEPS.step("supply")
def step_supply(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """The good of the next supply to the region (or stop)."""
    if a.verb == "stop":
        return finish(s)
    good = a.args[0]
    counts = sorted({n for _, n, _ in _placements(s, seat, _region(s), good)})
    STEPS.ask(s, seat, "pick_cubes", "cubes", [f"cubes {n}" for n in counts], good=good)


@STEPS.step("cubes")
def step_cubes(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """How many cubes of the ``good`` parameter to supply (1–3, P7)."""
    good, n = params["good"], int(a.args[0])
    values = sorted({v for _, _, v in _placements(s, seat, _region(s), good, n)})
    STEPS.ask(s, seat, "pick_tile", "tile", [f"influence {v}" for v in values], good=good,
              cubes=n)


@STEPS.step("tile")
def step_tile(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """The influence tile to place (at most the value the cubes allow, P7)."""
    v = int(a.args[0])
    spaces = open_spaces(s, _region(s), params["good"], v)
    STEPS.ask(s, seat, "pick_space", "space", [f"space {k.replace('-', ' ')}" for k in spaces],
              good=params["good"], cubes=params["cubes"], value=v)


@STEPS.step("space")
def step_space(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """A free space of a full city (2–3 players): its lowest tile returns to its owner, chosen
    by the active player among equal lowest tiles (nippon-data.md N9); then the tile goes down."""
    key = "-".join(a.args)
    if key not in s.influence:
        tiles = city_tiles(s, key)
        if len(tiles) >= data.CITY_TILE_LIMIT[s.players]:
            low = min(v for _, v in tiles.values())
            lowest = [k for k, (_, v) in sorted(tiles.items()) if v == low]
            return STEPS.ask(s, seat, "pick_returned", "returned",
                             [f"return {k.replace('-', ' ')}" for k in lowest], **params,
                             key=key)
    _place(s, seat, key, params)


@STEPS.step("returned")
def step_returned(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Which of a full city's equal lowest tiles goes back to its owner (nippon-data.md N9)."""
    key = "-".join(a.args)
    s.influence = dict(s.influence)
    owner, value = s.influence.pop(key)
    _return_tile(s, owner, value)
    s.note("the city is full: {player}'s influence tile {n} goes back", player=owner, n=value)
    _place(s, seat, params["key"], params)


def _return_tile(s: S, owner: int, value: int) -> None:
    p = s.p(owner)
    p.influence = sorted(p.influence + [value])     # replaced: see Player.copy


def _place(s: S, seat: int, key: str, params: dict[str, Any]) -> None:
    """Discard the cubes, place the tile (a lower tile returns to its owner), region bonus."""
    p = s.p(seat)
    own_factory(p, params["good"])["goods"] -= params["cubes"]
    p.influence = p.influence[:]
    p.influence.remove(params["value"])
    s.influence = dict(s.influence)
    if key in s.influence:
        _return_tile(s, *s.influence[key])
    s.influence[key] = (seat, params["value"])
    s.note_n("{player} supplies {n} cube of {good} to the local market",
             "{player} supplies {n} cubes of {good} to the local market", params["cubes"],
             player=seat, good=params["good"])
    region = data.REGIONS[space_region(key)]
    gain(s, seat, *region.bonus, line="market")
    s.note("{player} places influence {n} in {region}", player=seat, n=params["value"],
           region=region.id)
    action = s.action
    assert action is not None
    action.count += 1
    _ask_supply(s, seat)
