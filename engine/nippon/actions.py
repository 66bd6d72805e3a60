"""Nippon actions A–I (seed 003, "Acciones disponibles") as sequences of small decisions.

Each action has ``can_<name>(s, p) -> bool``, ``p`` the acting seat's board (at least its
smallest version is fully performable: seed 003, "Importante: ... solo puede elegir una acción
que pueda realizar por completo") and ``start_<name>(s, seat)``.  A choice is asked with
``STEPS.ask`` (engine/flow.py), which records a pending sub-decision whose options are action
notations; the chosen option goes to the step function registered under its name
(``@STEPS.step``, beside each step below).  Actions of 1–3 units offer ``stop`` once one unit
is done (decisions.py ``_ask_unit``).  When an action is complete, ``finish`` marks it done
and the turn (rules.py) goes on.

Here: actions A–G and the tables (:data:`CAN`, :data:`START`); the step registry, the
sub-decision helpers and the economy helpers are in decisions.py, Export and Local market
(H, I) in trade.py, and this module re-exports their names.

Every option offered leads to a complete unit: generators only list choices that can still be
finished (so an illegal half-action can never be reached).
"""
from __future__ import annotations

from functools import lru_cache

from typing import Any, Callable

from ..core import Action
from . import data
from .decisions import (ACTIONS, DONE, REGION, STEPS, Player, S, _ask_unit,  # noqa: F401
                        _more, finish, gain, gain_vp, last_list, move_track, option_names,
                        own_factory, room)
from .state import ActionProgress
from .trade import (assignable, can_export, can_market, city_tiles, exportable,  # noqa: F401
                    open_above, open_spaces, sides_showing, start_export, start_market,
                    stored, tile_limit)


# -- A. Invest in a new industry ------------------------------------------------------------------
def buildable(s: S, seat: int) -> list[str]:
    """Factories the seat may build: 6,000 Yen, knowledge (shortfall paid in blueprints), and no
    second factory of the same good (seed 003, "Invierta en una nueva industria")."""
    p = s.areas[seat]
    if p.yen < data.FACTORY_COST:
        return []
    reach = p.knowledge_level + p.blueprints // data.BLUEPRINTS_PER_KNOWLEDGE
    return [fid for fid in s.factory_supply
            if _GOOD[fid] not in p.factories and reach >= _NEED[fid]]


_GOOD = {fid: f.good for fid, f in data.FACTORIES.items()}
_NEED = {fid: f.knowledge for fid, f in data.FACTORIES.items()}
_KNOWLEDGE = data.KNOWLEDGE_TRACK


def can_invest(s: S, p: Player) -> bool:
    if p.yen < data.FACTORY_COST:
        return False
    reach = _KNOWLEDGE[p.knowledge] + p.blueprints // data.BLUEPRINTS_PER_KNOWLEDGE
    owned = p.factories
    for good, need in _supply_need(s.factory_supply):
        if need > reach:
            return False
        if good not in owned:
            return True
    return False


@lru_cache(maxsize=256)
def _least_need(supply: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """(good, the least knowledge a factory of it in ``supply`` needs), least first."""
    least: dict[str, int] = {}
    for fid in supply:
        if _NEED[fid] < least.get(_GOOD[fid], 99):
            least[_GOOD[fid]] = _NEED[fid]
    return tuple(sorted(least.items(), key=lambda item: item[1]))


_supply_need = last_list(_least_need)


def start_invest(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "pick_factory", "build", [_FACTORY[f] for f in buildable(s, seat)])


_FACTORY = option_names("factory", data.FACTORIES)


@STEPS.step("build")
def step_build(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Build the chosen factory: 6,000 Yen, blueprints for missing knowledge, a machine from
    the reserve (seed 003, "Invierta en una nueva industria"), then its bonus."""
    fid = a.args[0]
    f = data.FACTORIES[fid]
    p = s.p(seat)
    p.yen -= data.FACTORY_COST
    p.blueprints -= data.BLUEPRINTS_PER_KNOWLEDGE * max(0, f.knowledge - p.knowledge_level)
    s.factory_supply = [f for f in s.factory_supply if f != fid]
    machine = 0
    if p.reserve:                                 # compulsory install from the reserve (seed 003)
        p.reserve -= 1
        machine = data.MACHINE_FIRST
        if p.reserve:                             # and upgrade at once if possible
            p.reserve -= 1
            machine = data.MACHINE_MAX
    p.factories = {**p.factories, f.good: {"id": fid, "machine": machine, "goods": 0}}
    s.note("{player} builds a {good} factory", player=seat, good=data.FACTORIES[fid].good)
    factory_bonus(s, seat, f)


def factory_bonus(s: S, seat: int, f: data.Factory) -> None:
    """Immediate synergy bonuses (P12); permanent and end-game ones are read where they apply."""
    bonus = f.bonus
    simple, steps = data.BUILD_GAINS, data.BUILD_STEPS
    if bonus in simple:
        gain(s, seat, *simple[bonus])
    elif bonus in steps:
        move_track(s, seat, *steps[bonus])
    elif bonus == "free_machine":
        s.action = ActionProgress("free_machine")
        STEPS.ask(s, seat, "pick_free_machine", "machine", machine_options(s.areas[seat]),
                  free=True)
        return
    elif bonus in ("free_ship", "free_train"):
        kind = "ship" if bonus == "free_ship" else "train"
        regions = transport_regions(s, seat, kind, [])
        if regions:
            s.action = ActionProgress(kind + "s", regions=[], free=True)
            STEPS.ask(s, seat, f"pick_free_{kind}", "transport", [REGION[r] for r in regions],
                      free=True)
            return
    finish(s)


# -- B. Machinery ----------------------------------------------------------------------------------
def machine_options(p: Player) -> list[str]:
    """Install or upgrade on own factories whenever possible, else into the reserve (seed 003)."""
    goods = [g for g in data.GOODS
             if g in p.factories and p.factories[g]["machine"] < data.MACHINE_MAX]
    return [_MACHINE[g] for g in goods] or ["reserve"]


_MACHINE = option_names("machine", data.GOODS)


def can_machinery(s: S, p: Player) -> bool:
    return p.yen >= data.MACHINE_COST


def start_machinery(s: S, seat: int) -> None:
    s.action = ActionProgress("machinery")
    _ask_machine(s, seat)


def _ask_machine(s: S, seat: int) -> None:
    p = s.areas[seat]
    action = s.action
    assert action is not None
    if action.count and (not _more(s) or p.yen < data.MACHINE_COST):
        return finish(s)
    _ask_unit(s, seat, "pick_machine", "machine", machine_options(p))


@STEPS.step("machine")
def step_machine(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Install or upgrade a machine, or put one in reserve (seed 003, "Maquinaria"); the free
    machine of a factory bonus (``free``) costs nothing and is one unit."""
    p = s.p(seat)
    if a.verb == "stop":
        return finish(s)
    if not params.get("free"):
        p.yen -= data.MACHINE_COST
    if a.verb == "reserve":
        p.reserve += 1
        s.note("{player} puts a machine in reserve", player=seat)
    else:
        factory = own_factory(p, a.args[0])
        factory["machine"] = data.MACHINE_MAX if factory["machine"] else data.MACHINE_FIRST
        s.note("{player} improves the {good} factory to +{n}", player=seat, good=a.args[0],
               n=factory["machine"])
    action = s.action
    assert action is not None
    action.count += 1
    if params.get("free"):
        return finish(s)
    _ask_machine(s, seat)


# -- C. Produce goods --------------------------------------------------------------------------------
def runnable(s: S, seat: int) -> list[str]:
    """Factories that can run: not run this turn, enough coal, a free storage slot (seed 003)."""
    p = s.areas[seat]
    out = []
    for good in data.GOODS:
        f = p.factories.get(good)
        if f is None or good in p.ran:
            continue
        tile = data.FACTORIES[f["id"]]
        if p.coal >= tile.coal and f["goods"] < tile.storage:
            out.append(good)
    return out


def can_produce(s: S, p: Player) -> bool:
    """Some factory can run (:func:`runnable`, stopping at the first)."""
    if not p.factories or p.coal <= 0:
        return False
    ran, coal = p.ran, p.coal
    for good, f in p.factories.items():
        tile = _TILE[f["id"]]
        if good not in ran and coal >= tile.coal and f["goods"] < tile.storage:
            return True
    return False


_TILE = data.FACTORIES


def start_produce(s: S, seat: int) -> None:
    s.action = ActionProgress("produce")
    _ask_run(s, seat)


def _ask_run(s: S, seat: int) -> None:
    goods = runnable(s, seat) if _more(s) else []
    action = s.action
    assert action is not None
    if action.count and not goods:
        return finish(s)
    _ask_unit(s, seat, "pick_run", "run", [_RUN[g] for g in goods])


_RUN = option_names("run", data.GOODS)


@STEPS.step("run")
def step_run(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Run the chosen factory: its coal burnt, 1 cube plus its machine's stored (seed 003,
    "Producir bienes")."""
    if a.verb == "stop":
        return finish(s)
    good = a.args[0]
    p = s.p(seat)
    f = own_factory(p, good)
    tile = data.FACTORIES[f["id"]]
    p.coal -= tile.coal
    made = min(data.PRODUCE_GOODS + f["machine"], tile.storage - f["goods"])   # only if room
    f["goods"] += made
    p.ran = p.ran + [good]
    if made == 1:
        s.note("{player} produces 1 cube of {good}", player=seat, good=good)
    else:
        s.note("{player} produces {n} cubes of {good}", player=seat, n=made, good=good)
    action = s.action
    assert action is not None
    action.count += 1
    _ask_run(s, seat)


# -- D. Knowledge and E. Mines ---------------------------------------------------------------------
def step_counts(s: S, seat: int, track: str) -> list[int]:
    """Steps (1–3) the seat can pay for and the marker can fully make (seed 003; P15 #5)."""
    p = s.areas[seat]
    steps, yen = room(p, track), p.yen
    return [n for n, cost in data.STEP_COSTS.items() if n <= steps and yen >= cost]


def can_knowledge(s: S, p: Player) -> bool:
    return p.yen >= _STEP_COST and p.knowledge < _TOP_KNOWLEDGE


def can_mines(s: S, p: Player) -> bool:
    return p.yen >= _STEP_COST and p.coal_track < _TOP_COAL


_STEP_COST = data.STEP_COSTS[1]
_STEPS = option_names("steps", data.STEP_COSTS)
_TOP_KNOWLEDGE, _TOP_COAL = data.TRACK_SLOTS["knowledge"] - 1, data.TRACK_SLOTS["coal"] - 1


def start_knowledge(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "pick_steps", "steps",
              [_STEPS[n] for n in step_counts(s, seat, "knowledge")], track="knowledge")


def start_mines(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "pick_steps", "steps", [_STEPS[n] for n in step_counts(s, seat, "coal")],
              track="coal")


@STEPS.step("steps")
def step_steps(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Pay for 1–3 steps of the ``track`` parameter's marker (seed 003, "Conocimiento",
    "Minas")."""
    n = int(a.args[0])
    s.p(seat).yen -= data.STEP_COSTS[n]
    move_track(s, seat, params["track"], n)
    track = params["track"] + "_track"
    if n == 1:
        s.note("{player} moves the {track} marker 1 step", player=seat, track=track)
    else:
        s.note("{player} moves the {track} marker {n} steps", player=seat, track=track, n=n)
    finish(s)


# -- F. Trains and G. Ships ---------------------------------------------------------------------------
def transport_regions(s: S, seat: int, kind: str, used: list[str]) -> list[str]:
    """Regions with an empty train/ship space not yet used by this action, if a tile is left
    (8 / 6 / 4 usable spaces per region with 4 / 3 / 2 players, nippon-data.md N8)."""
    p = s.areas[seat]
    if (p.trains if kind == "train" else p.ships) >= data.TRANSPORT_TILES:
        return []
    spaces = data.TRANSPORT_SPACES[s.players]
    return [r for i, r in enumerate(data.REGION_IDS)
            if r not in used and len(s.transport[i]) < spaces]


def can_trains(s: S, p: Player) -> bool:
    return p.yen >= data.TRANSPORT_COST and p.trains < data.TRANSPORT_TILES and _free_space(s)


def can_ships(s: S, p: Player) -> bool:
    return p.yen >= data.TRANSPORT_COST and p.ships < data.TRANSPORT_TILES and _free_space(s)


def _free_space(s: S) -> bool:
    """Some region has an empty train/ship space (nippon-data.md N8)."""
    spaces = data.TRANSPORT_SPACES[len(s.names)]
    for tiles in s.transport:
        if len(tiles) < spaces:
            return True
    return False


def start_trains(s: S, seat: int) -> None:
    s.action = ActionProgress("trains", regions=[])
    _ask_transport(s, seat)


def start_ships(s: S, seat: int) -> None:
    s.action = ActionProgress("ships", regions=[])
    _ask_transport(s, seat)


def _ask_transport(s: S, seat: int) -> None:
    action = s.action
    assert action is not None and action.regions is not None
    kind = action.name[:-1]
    regions = (transport_regions(s, seat, kind, action.regions)
               if _more(s) and s.areas[seat].yen >= data.TRANSPORT_COST else [])
    if action.count and not regions:
        return finish(s)
    _ask_unit(s, seat, f"pick_{kind}_region", "transport", [REGION[r] for r in regions])


@STEPS.step("transport")
def step_transport(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Take the left-most tile, place it in a region; a revealed money icon moves the money
    marker data.MONEY_ICON_STEPS up (seed 003, "Trenes", "Barcos")."""
    if a.verb == "stop":
        return finish(s)
    action = s.action
    assert action is not None and action.regions is not None
    kind = action.name[:-1]
    region = a.args[0]
    p = s.p(seat)
    if not params.get("free"):
        p.yen -= data.TRANSPORT_COST
    if kind == "train":
        position, icons = p.trains, data.TRAIN_MONEY_ICONS
        p.trains += 1
    else:
        position, icons = p.ships, data.SHIP_MONEY_ICONS
        p.ships += 1
    if position in icons:
        move_track(s, seat, "money", data.MONEY_ICON_STEPS)
    i = data.REGION_IDS.index(region)
    s.transport = s.transport[:]
    s.transport[i] = s.transport[i] + [(seat, kind)]
    s.note("{player} builds a {kind} in {region}", player=seat, kind=kind, region=region)
    action.count += 1
    action.regions = action.regions + [region]           # replaced: see successor
    if params.get("free"):
        return finish(s)
    _ask_transport(s, seat)


# -- tables ---------------------------------------------------------------------------------------------
CAN: dict[str, Callable[[S, Player], bool]] = {
    name: globals()[f"can_{name}"] for name in data.ACTIONS}
"""Action name → ``can_<name>(s, p)``: whether the seat of board ``p`` can perform it."""
LEAST_YEN = {"invest": data.FACTORY_COST, "machinery": data.MACHINE_COST,
             "knowledge": data.STEP_COSTS[1], "mines": data.STEP_COSTS[1],
             "trains": data.TRANSPORT_COST, "ships": data.TRANSPORT_COST}
"""The least Yen an action needs (its :data:`CAN` check is False with less); the turn's
options skip the check below it."""
START: dict[str, Callable[[S, int], None]] = {
    name: globals()[f"start_{name}"] for name in data.ACTIONS}
"""Action name → ``start_<name>(s, seat)``: begin it (its first sub-decision, or all of it)."""
