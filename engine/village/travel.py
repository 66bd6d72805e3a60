"""E. Travel (seed 004, "Viajar"): a member walks a path of the travel map from the farmyard or a
city, paying its time, wagons and cubes, and takes the city's reward once per city."""
from __future__ import annotations

from typing import Iterator

from . import data
from .paying import _NONE, Helping, can_pay, choose_cubes, gain_coins, gain_prestige, pay
from .state import VillageState as S, where


# -- E. travel ---------------------------------------------------------------------------------
def path_cost(src: str, dst: str) -> dict:
    """The cost of walking the path between ``src`` and ``dst``: time, wagons and cubes."""
    pid = data.path_between(src, dst)
    if pid is None:
        raise KeyError(f"no path between {src} and {dst}")
    path = data.PATHS[pid]
    return {"time": path.time, "wagon": path.wagons, path.color: path.cubes}


_NEIGHBOURS = {src: tuple(data.neighbours(src)) for src in (data.VILLAGE,) + data.CITIES}
_PATH_COSTS = {(src, dst): path_cost(src, dst) for src, dsts in _NEIGHBOURS.items()
               for dst in dsts}
"""The travel map's neighbours and path costs, worked out once (option lists ask often)."""
_TRAVEL = {(g, place, dst): f"travel {g} {where(place) or 'farm'} {dst}"
           for g in set(data.GENERATIONS)
           for place in ["farm"] + [f"city:{c}" for c in data.CITIES] for dst in data.CITIES}
"""``travel <generation> <from> <to>`` by generation, place and city (built once)."""


def _travel_options(s: S, seat: int) -> Iterator[str]:
    p = s.areas[seat]
    for src, place in [(data.VILLAGE, "farm")] + [(where(pl), pl) for pl in p.places("city")]:
        gens = p.generations(place)
        if not gens:
            continue
        dsts = [dst for dst in _NEIGHBOURS[src] if can_pay(s, seat, _PATH_COSTS[src, dst])]
        for g in gens:
            for dst in dsts:
                yield _TRAVEL[g, place, dst]


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



def _travel_with(s: S, seat: int, p) -> Helping:
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



_PATHS_FROM = {("farm" if src == data.VILLAGE else f"city:{src}"): tuple(
    (cost["wagon"], color, cost[color]) for dst in dsts
    for cost in [_PATH_COSTS[src, dst]] for color in data.COLORS if color in cost)
    for src, dsts in _NEIGHBOURS.items()}
"""For each place a member travels from: (wagons, cube colour, cubes) of each path."""
_TRAVEL_FROM = frozenset(_PATHS_FROM)
