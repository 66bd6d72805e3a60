"""Nippon actions A–I (seed 003, "Acciones disponibles") as sequences of small decisions.

Each action has ``can_<name>(s, seat) -> bool`` (at least its smallest version is fully
performable: seed 003, "Importante: ... solo puede elegir una acción que pueda realizar por
completo") and ``start_<name>(s, seat)``.  A choice is asked with :func:`ask`, which records a
pending sub-decision whose options are action notations; the chosen option goes to the named
step function.  Actions of 1–3 units offer ``stop`` once one unit is done (:func:`_ask_unit`).  When an action is
complete, :func:`finish` hands control back to the turn (rules.py).

Every option offered leads to a complete unit: generators only list choices that can still be
finished (so an illegal half-action can never be reached).
"""
from __future__ import annotations

import math
from functools import lru_cache

from ..core import Action
from . import data
from .state import NipponState as S, Player, space_id, space_region


# -- sub-decisions ------------------------------------------------------------------------------
ACTIONS: dict[str, Action] = {}
"""The Action of every option notation met so far (see :func:`notation`)."""


def notation(text: str) -> Action:
    """An option's Action (options are built here, so they are well formed).  Actions are
    immutable, so one object per notation is kept and shared."""
    action = ACTIONS.get(text)
    if action is None:
        verb, *args = text.split(" ")
        action = ACTIONS[text] = Action(verb, tuple(args))
    return action


def ask(s: S, seat: int, prompt: str, step: str, options: list[str], **params) -> None:
    """Ask ``seat`` to pick one of ``options`` (notations); a single option is taken at once."""
    if len(options) == 1:
        STEPS[step](s, seat, notation(options[0]), params)
    else:
        s.pending = {"seat": seat, "prompt": prompt, "step": step, "options": options, **params}


def answer(s: S, action: Action) -> None:
    """Resolve the pending sub-decision with one of its options."""
    pending, s.pending = s.pending, None
    params = {k: v for k, v in pending.items() if k not in ("seat", "prompt", "step", "options")}
    STEPS[pending["step"]](s, pending["seat"], action, params)


def finish(s: S, seat: int) -> None:
    """The action is complete: back to the turn (blueprint exchange, then end of turn)."""
    s.action = None
    _after_action(s, seat)


def _after_action(s: S, seat: int) -> None:
    """rules.after_action, imported on first use (rules imports this module)."""
    global _after_action
    from .rules import after_action as _after_action
    _after_action(s, seat)


def _more(s: S) -> bool:
    return s.action["count"] < data.MAX_PER_ACTION


def _ask_unit(s: S, seat: int, prompt: str, step: str, options: list[str], **params) -> None:
    """Ask for the next unit of a 1–3 unit action.  Once a unit is done, ``stop`` is offered
    too and the prompt is ``<prompt>_more``, which says so (review C1, C2: no prompt offers a
    stop that is not there)."""
    if s.action["count"]:
        ask(s, seat, prompt + "_more", step, options + ["stop"], **params)
    else:
        ask(s, seat, prompt, step, options, **params)


def own_factory(p: Player, good: str) -> dict:
    """``p``'s factory of ``good``, copied (and the factories' dict) so that it may change:
    :meth:`NipponState.successor` shares a board's containers with the state before."""
    p.factories = dict(p.factories)
    f = p.factories[good] = dict(p.factories[good])
    return f


# -- economy helpers ----------------------------------------------------------------------------
def gain_vp(s: S, seat: int, n: int, line: str) -> None:
    """Move the VP disc (seed 003, "Registro de puntos de victoria") and book the source."""
    p = s.p(seat)
    p.vp += n
    p.vp_lines = {**p.vp_lines, line: p.vp_lines.get(line, 0) + n}   # replaced: see Player.copy


def room(p: Player, track: str) -> int:
    """Steps left before the top slot of a track."""
    return data.TRACK_SLOTS[track] - 1 - _slot(p, track)


def _slot(p: Player, track: str) -> int:
    return {"money": p.money, "coal": p.coal_track, "knowledge": p.knowledge}[track]


def move_track(s: S, seat: int, track: str, steps: int) -> int:
    """Move a level marker up; it cannot pass the top slot, surplus steps are lost (P15 #5).
    Returns the steps actually moved."""
    p = s.p(seat)
    steps = min(steps, room(p, track))
    if track == "money":
        p.money += steps
    elif track == "coal":
        p.coal_track += steps
    else:
        p.knowledge += steps
    return steps


def gain(s: S, seat: int, kind: str, amount: int, line: str = "factories") -> None:
    """Receive a bonus of one of the interchangeable kinds: "yen", "coal", "blueprints", "vp"."""
    p = s.p(seat)
    if kind == "yen":
        p.yen += amount
    elif kind == "coal":
        p.coal += amount
    elif kind == "blueprints":
        p.blueprints += amount
    else:
        gain_vp(s, seat, amount, line)


# -- A. Invest in a new industry ------------------------------------------------------------------
def buildable(s: S, seat: int) -> list[str]:
    """Factories the seat may build: 6,000 Yen, knowledge (shortfall paid in blueprints), and no
    second factory of the same good (seed 003, "Invierta en una nueva industria")."""
    p = s.p(seat)
    if p.yen < data.FACTORY_COST:
        return []
    reach = p.knowledge_level + p.blueprints
    return [fid for fid in s.factory_supply
            if _GOOD[fid] not in p.factories and reach >= _NEED[fid]]


_GOOD = {fid: f.good for fid, f in data.FACTORIES.items()}
_NEED = {fid: f.knowledge for fid, f in data.FACTORIES.items()}


def can_invest(s: S, seat: int) -> bool:
    p = s.p(seat)
    if p.yen < data.FACTORY_COST:
        return False
    reach = p.knowledge_level + p.blueprints
    return any(_GOOD[fid] not in p.factories and reach >= _NEED[fid] for fid in s.factory_supply)


def start_invest(s: S, seat: int) -> None:
    ask(s, seat, "pick_factory", "build", [f"factory {f}" for f in buildable(s, seat)])


def step_build(s: S, seat: int, a: Action, params: dict) -> None:
    fid = a.args[0]
    f = data.FACTORIES[fid]
    p = s.p(seat)
    p.yen -= data.FACTORY_COST
    p.blueprints -= max(0, f.knowledge - p.knowledge_level)
    s.factory_supply = [f for f in s.factory_supply if f != fid]
    machine = 0
    if p.reserve:                                 # compulsory install from the reserve (seed 003)
        p.reserve -= 1
        machine = 1
        if p.reserve:                             # and upgrade at once if possible
            p.reserve -= 1
            machine = 2
    p.factories = {**p.factories, f.good: {"id": fid, "machine": machine, "goods": 0}}
    s.note("{player} builds a {good} factory", player=seat, good=data.FACTORIES[fid].good)
    factory_bonus(s, seat, f)


def factory_bonus(s: S, seat: int, f: data.Factory) -> None:
    """Immediate synergy bonuses (P12); permanent and end-game ones are read where they apply."""
    bonus = f.bonus
    simple = {"yen_3000": ("yen", 3000), "blueprints_2": ("blueprints", 2),
              "blueprint_1": ("blueprints", 1), "vp_4": ("vp", 4), "vp_2": ("vp", 2)}
    steps = {"money_step": ("money", 1), "money_2": ("money", 2), "knowledge_2": ("knowledge", 2),
             "coal_2": ("coal", 2)}
    if bonus in simple:
        gain(s, seat, *simple[bonus])
    elif bonus in steps:
        move_track(s, seat, *steps[bonus])
    elif bonus == "free_machine":
        s.action = {"name": "free_machine", "count": 0}
        ask(s, seat, "pick_free_machine", "machine", machine_options(s.p(seat)), free=True)
        return
    elif bonus in ("free_ship", "free_train"):
        kind = "ship" if bonus == "free_ship" else "train"
        regions = transport_regions(s, seat, kind, [])
        if regions:
            s.action = {"name": kind + "s", "count": 0, "regions": [], "free": True}
            ask(s, seat, f"pick_free_{kind}", "transport", [f"region {r}" for r in regions],
                free=True)
            return
    finish(s, seat)


# -- B. Machinery ----------------------------------------------------------------------------------
def machine_options(p: Player) -> list[str]:
    """Install or upgrade on own factories whenever possible, else into the reserve (seed 003)."""
    goods = [g for g in data.GOODS
             if g in p.factories and p.factories[g]["machine"] < data.MACHINE_MAX]
    return [f"machine {g}" for g in goods] or ["reserve"]


def can_machinery(s: S, seat: int) -> bool:
    return s.p(seat).yen >= data.MACHINE_COST


def start_machinery(s: S, seat: int) -> None:
    s.action = {"name": "machinery", "count": 0}
    _ask_machine(s, seat)


def _ask_machine(s: S, seat: int) -> None:
    p = s.p(seat)
    if s.action["count"] and (not _more(s) or p.yen < data.MACHINE_COST):
        return finish(s, seat)
    _ask_unit(s, seat, "pick_machine", "machine", machine_options(p))


def step_machine(s: S, seat: int, a: Action, params: dict) -> None:
    p = s.p(seat)
    if a.verb == "stop":
        return finish(s, seat)
    if not params.get("free"):
        p.yen -= data.MACHINE_COST
    if a.verb == "reserve":
        p.reserve += 1
        s.note("{player} puts a machine in reserve", player=seat)
    else:
        factory = own_factory(p, a.args[0])
        factory["machine"] += 1
        s.note("{player} improves the {good} factory to +{n}", player=seat, good=a.args[0],
               n=factory["machine"])
    s.action["count"] += 1
    if params.get("free"):
        return finish(s, seat)
    _ask_machine(s, seat)


# -- C. Produce goods --------------------------------------------------------------------------------
def runnable(s: S, seat: int) -> list[str]:
    """Factories that can run: not run this turn, enough coal, a free storage slot (seed 003)."""
    p = s.p(seat)
    out = []
    for good in data.GOODS:
        f = p.factories.get(good)
        if f is None or good in p.ran:
            continue
        tile = data.FACTORIES[f["id"]]
        if p.coal >= tile.coal and f["goods"] < tile.storage:
            out.append(good)
    return out


def can_produce(s: S, seat: int) -> bool:
    p = s.p(seat)
    return bool(p.factories) and p.coal > 0 and bool(runnable(s, seat))


def start_produce(s: S, seat: int) -> None:
    s.action = {"name": "produce", "count": 0}
    _ask_run(s, seat)


def _ask_run(s: S, seat: int) -> None:
    goods = runnable(s, seat) if _more(s) else []
    if s.action["count"] and not goods:
        return finish(s, seat)
    _ask_unit(s, seat, "pick_run", "run", [f"run {g}" for g in goods])


def step_run(s: S, seat: int, a: Action, params: dict) -> None:
    if a.verb == "stop":
        return finish(s, seat)
    good = a.args[0]
    p = s.p(seat)
    f = own_factory(p, good)
    tile = data.FACTORIES[f["id"]]
    p.coal -= tile.coal
    made = min(1 + f["machine"], tile.storage - f["goods"])   # extra cubes only if room
    f["goods"] += made
    p.ran = p.ran + [good]
    if made == 1:
        s.note("{player} produces 1 cube of {good}", player=seat, good=good)
    else:
        s.note("{player} produces {n} cubes of {good}", player=seat, n=made, good=good)
    s.action["count"] += 1
    _ask_run(s, seat)


# -- D. Knowledge and E. Mines ---------------------------------------------------------------------
def step_counts(s: S, seat: int, track: str) -> list[int]:
    """Steps (1–3) the seat can pay for and the marker can fully make (seed 003; P15 #5)."""
    p = s.p(seat)
    return [n for n, cost in data.STEP_COSTS.items() if n <= room(p, track) and p.yen >= cost]


def can_knowledge(s: S, seat: int) -> bool:
    p = s.p(seat)
    return p.yen >= data.STEP_COSTS[1] and p.knowledge < data.TRACK_SLOTS["knowledge"] - 1


def can_mines(s: S, seat: int) -> bool:
    p = s.p(seat)
    return p.yen >= data.STEP_COSTS[1] and p.coal_track < data.TRACK_SLOTS["coal"] - 1


def start_knowledge(s: S, seat: int) -> None:
    ask(s, seat, "pick_steps", "steps", [f"steps {n}" for n in step_counts(s, seat, "knowledge")],
        track="knowledge")


def start_mines(s: S, seat: int) -> None:
    ask(s, seat, "pick_steps", "steps", [f"steps {n}" for n in step_counts(s, seat, "coal")],
        track="coal")


def step_steps(s: S, seat: int, a: Action, params: dict) -> None:
    n = int(a.args[0])
    s.p(seat).yen -= data.STEP_COSTS[n]
    move_track(s, seat, params["track"], n)
    track = params["track"] + "_track"
    if n == 1:
        s.note("{player} moves the {track} marker 1 step", player=seat, track=track)
    else:
        s.note("{player} moves the {track} marker {n} steps", player=seat, track=track, n=n)
    finish(s, seat)


# -- F. Trains and G. Ships ---------------------------------------------------------------------------
def transport_regions(s: S, seat: int, kind: str, used: list[str]) -> list[str]:
    """Regions with an empty train/ship space not yet used by this action, if a tile is left
    (8 / 6 / 4 usable spaces per region with 4 / 3 / 2 players, nippon-data.md N8)."""
    p = s.p(seat)
    if (p.trains if kind == "train" else p.ships) >= data.TRANSPORT_TILES:
        return []
    spaces = data.TRANSPORT_SPACES[s.players]
    return [r for i, r in enumerate(data.REGION_IDS)
            if r not in used and len(s.transport[i]) < spaces]


def can_trains(s: S, seat: int) -> bool:
    p = s.p(seat)
    return (p.yen >= data.TRANSPORT_COST and p.trains < data.TRANSPORT_TILES
            and any(len(r) < data.TRANSPORT_SPACES[s.players] for r in s.transport))


def can_ships(s: S, seat: int) -> bool:
    p = s.p(seat)
    return (p.yen >= data.TRANSPORT_COST and p.ships < data.TRANSPORT_TILES
            and any(len(r) < data.TRANSPORT_SPACES[s.players] for r in s.transport))


def start_trains(s: S, seat: int) -> None:
    s.action = {"name": "trains", "count": 0, "regions": []}
    _ask_transport(s, seat)


def start_ships(s: S, seat: int) -> None:
    s.action = {"name": "ships", "count": 0, "regions": []}
    _ask_transport(s, seat)


def _ask_transport(s: S, seat: int) -> None:
    kind = s.action["name"][:-1]
    regions = (transport_regions(s, seat, kind, s.action["regions"])
               if _more(s) and s.p(seat).yen >= data.TRANSPORT_COST else [])
    if s.action["count"] and not regions:
        return finish(s, seat)
    _ask_unit(s, seat, f"pick_{kind}_region", "transport", [f"region {r}" for r in regions])


def step_transport(s: S, seat: int, a: Action, params: dict) -> None:
    """Take the left-most tile, place it in a region; a revealed money icon moves the money
    marker 1 step (seed 003, "Trenes", "Barcos")."""
    if a.verb == "stop":
        return finish(s, seat)
    kind = s.action["name"][:-1]
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
        move_track(s, seat, "money", 1)
    i = data.REGION_IDS.index(region)
    s.transport = s.transport[:]
    s.transport[i] = s.transport[i] + [(seat, kind)]
    s.note("{player} builds a {kind} in {region}", player=seat, kind=kind, region=region)
    s.action["count"] += 1
    s.action["regions"].append(region)
    if params.get("free"):
        return finish(s, seat)
    _ask_transport(s, seat)


# -- H. Export ------------------------------------------------------------------------------------------
def stored(p: Player) -> dict[str, int]:
    return {g: f["goods"] for g, f in p.factories.items() if f["goods"]}


def assignable(cubes: tuple[int, ...], goods: dict[str, int]) -> bool:
    """Whether distinct goods can cover each group of ``cubes`` (seed 003, "Exportación":
    the number of cubes = different goods; the number in each = how many of that good).
    Matching the largest groups to the largest stocks finds a cover whenever one exists."""
    have = sorted((n for n in goods.values() if n > 0), reverse=True)
    if len(have) < len(cubes):
        return False
    return all(h >= n for h, n in zip(have, sorted(cubes, reverse=True)))


def exportable(s: S, seat: int) -> list[str]:
    p = s.p(seat)
    goods = stored(p)
    return [c for c in p.contracts if assignable(data.CONTRACTS[c].cubes, goods)]


def can_export(s: S, seat: int) -> bool:
    p = s.p(seat)
    if not p.factories:
        return False
    goods = stored(p)
    total, kinds = sum(goods.values()), len(goods)
    return any(_NEEDS[c][0] <= total and _NEEDS[c][1] <= kinds
               and assignable(data.CONTRACTS[c].cubes, goods) for c in p.contracts)


_NEEDS = {c.id: (sum(c.cubes), len(c.cubes)) for c in data.CONTRACTS.values()}


def start_export(s: S, seat: int) -> None:
    s.action = {"name": "export", "count": 0}
    _ask_contract(s, seat)


def _ask_contract(s: S, seat: int) -> None:
    contracts = exportable(s, seat) if _more(s) else []
    if s.action["count"] and not contracts:
        return finish(s, seat)
    _ask_unit(s, seat, "pick_contract", "contract", [f"contract {c}" for c in contracts])


def step_contract(s: S, seat: int, a: Action, params: dict) -> None:
    if a.verb == "stop":
        return finish(s, seat)
    s.action["contract"], s.action["goods"] = a.args[0], []
    _ask_goods(s, seat)


def _ask_goods(s: S, seat: int) -> None:
    """Pick the good for the next cube group, keeping the rest of the contract coverable."""
    contract = data.CONTRACTS[s.action["contract"]]
    chosen = s.action["goods"]
    if len(chosen) == len(contract.cubes):
        return _fulfil(s, seat, contract)
    need, rest = contract.cubes[len(chosen)], contract.cubes[len(chosen) + 1:]
    goods = stored(s.p(seat))
    options = []
    for g in data.GOODS:
        if g in chosen or goods.get(g, 0) < need:
            continue
        left = {k: v for k, v in goods.items() if k != g and k not in chosen}
        if assignable(rest, left):
            options.append(f"good {g}")
    ask(s, seat, "pick_goods", "export_good", options, n=need)


def step_export_good(s: S, seat: int, a: Action, params: dict) -> None:
    s.action["goods"].append(a.args[0])
    _ask_goods(s, seat)


def _fulfil(s: S, seat: int, contract: data.Contract) -> None:
    """Discard the goods, take the bonus and money steps, turn the contract face down."""
    p = s.p(seat)
    for good, n in zip(s.action["goods"], contract.cubes):
        own_factory(p, good)["goods"] -= n
    gain(s, seat, *contract.bonus, line="contracts")
    if p.has_bonus("contract_yen"):
        p.yen += data.CONTRACT_BONUS_YEN
    move_track(s, seat, "money", contract.money)
    p.contracts = p.contracts[:]
    p.contracts.remove(contract.id)
    s.note("{player} fulfils a contract", player=seat)
    s.action["count"] += 1
    s.action.pop("contract")
    s.action.pop("goods")
    _ask_contract(s, seat)


# -- I. Local market ------------------------------------------------------------------------------------
def tile_limit(p: Player, good: str, cubes: int) -> int:
    """Highest influence tile for ``cubes`` of ``good`` (P7; Light bulbs +1 with BUL-2)."""
    value = data.INFLUENCE_VALUE[data.GOOD_LEVEL[good]][cubes - 1]
    if good == "bulbs" and p.has_bonus("bulbs_plus"):
        value = min(7, value + 1)
    return value


def open_spaces(s: S, region: int, good: str, value: int,
                showing: dict | None = None) -> list[str]:
    """Influence spaces of a region beside a city side showing ``good`` that are free or hold a
    lower tile (seed 003, "Espacio de influencia disponible").  With 2–3 players a city holds at
    most 2–3 tiles: a free space of a full city takes only a tile higher than one placed there
    (nippon-data.md N9).  ``showing``: :func:`sides_showing` of ``s``, when the caller has it."""
    placed = s.influence
    limit = data.CITY_TILE_LIMIT[s.players]
    out = []
    for key in (showing or sides_showing(s))[good][region]:
        if key in placed:
            if placed[key][1] < value:
                out.append(key)
        elif limit >= len(data.SIDES):
            out.append(key)
        else:
            values = [v for _, v in city_tiles(s, key).values()]
            if len(values) < limit or value > min(values):
                out.append(key)
    return out


def open_above(s: S, region: int, good: str, showing: dict | None = None) -> float | None:
    """The tile value ``t`` such that :func:`open_spaces` of ``region`` and ``good`` is
    non-empty exactly for tiles higher than ``t`` (−inf: any tile; None: no space at all).
    Each space's condition rises with the tile value, so one bound answers every value."""
    placed = s.influence
    limit = data.CITY_TILE_LIMIT[s.players]
    low = None
    for key in (showing or sides_showing(s))[good][region]:
        if key in placed:
            bound = placed[key][1]
        elif limit >= len(data.SIDES):
            return -math.inf
        else:
            values = [v for _, v in city_tiles(s, key).values()]
            if len(values) < limit:
                return -math.inf
            bound = min(values)
        if low is None or bound < low:
            low = bound
    return low


def city_tiles(s: S, key: str) -> dict[str, tuple[int, int]]:
    """The influence tiles around the city of influence space ``key``: space → (seat, value)."""
    city = _CITY_OF.get(key) or key.split("-")[0]
    return {k: v for k, v in s.influence.items() if (_CITY_OF.get(k) or k.split("-")[0]) == city}


_CITY_OF = {space_id(c, side): data.CITY_SPACES[c]
            for c in range(len(data.CITY_SPACES)) for side in range(len(data.SIDES))}
"""Influence space id → its city's id (the part before "-")."""


def sides_showing(s: S) -> dict[str, list[list[str]]]:
    """good → per region, the influence spaces beside a city side showing that good."""
    return _sides_showing(tuple(s.cities))


@lru_cache(maxsize=64)
def _sides_showing(cities: tuple) -> dict[str, list[list[str]]]:
    """good → per region, the influence spaces beside a city side showing that good (the
    cities never move after setup, so this is computed once per game)."""
    out = {g: [[] for _ in data.REGIONS] for g in data.GOODS}
    for city, (tile, r) in enumerate(cities):
        goods = data.CITY_TILES[tile]
        for side in range(4):
            out[goods[(side - r) % 4]][city // 2].append(space_id(city, side))
    return out


def _placements(s: S, seat: int, region: int, good: str | None = None,
                cubes: int | None = None) -> list[tuple[str, int, int]]:
    """Every (good, cubes, tile value) with a space to go to, narrowed by what is chosen."""
    p = s.p(seat)
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


def can_market(s: S, seat: int) -> bool:
    """Some good can go to some region: the highest tile allowed is the most permissive."""
    p = s.p(seat)
    if not p.influence or not p.factories:
        return False
    showing = None
    for good, have in stored(p).items():
        limit = tile_limit(p, good, min(3, have))
        best = max((v for v in p.influence if v <= limit), default=None)
        if best is not None:
            showing = showing or sides_showing(s)
            for r in range(len(data.REGIONS)):
                low = open_above(s, r, good, showing)
                if low is not None and best > low:
                    return True
    return False


def start_market(s: S, seat: int) -> None:
    s.action = {"name": "market", "count": 0}
    regions = [data.REGION_IDS[r] for r in range(len(data.REGIONS)) if _placements(s, seat, r)]
    ask(s, seat, "pick_market_region", "market_region", [f"region {r}" for r in regions])


def step_market_region(s: S, seat: int, a: Action, params: dict) -> None:
    s.action["region"] = data.REGION_IDS.index(a.args[0])
    _ask_supply(s, seat)


def _ask_supply(s: S, seat: int) -> None:
    placements = _placements(s, seat, s.action["region"]) if _more(s) else []
    if s.action["count"] and not placements:
        return finish(s, seat)
    goods = sorted({g for g, _, _ in placements}, key=data.GOODS.index)
    _ask_unit(s, seat, "pick_supply", "supply", [f"good {g}" for g in goods])


def step_supply(s: S, seat: int, a: Action, params: dict) -> None:
    if a.verb == "stop":
        return finish(s, seat)
    good = a.args[0]
    counts = sorted({n for _, n, _ in _placements(s, seat, s.action["region"], good)})
    ask(s, seat, "pick_cubes", "cubes", [f"cubes {n}" for n in counts], good=good)


def step_cubes(s: S, seat: int, a: Action, params: dict) -> None:
    good, n = params["good"], int(a.args[0])
    values = sorted({v for _, _, v in _placements(s, seat, s.action["region"], good, n)})
    ask(s, seat, "pick_tile", "tile", [f"influence {v}" for v in values], good=good, cubes=n)


def step_tile(s: S, seat: int, a: Action, params: dict) -> None:
    v = int(a.args[0])
    spaces = open_spaces(s, s.action["region"], params["good"], v)
    ask(s, seat, "pick_space", "space", [f"space {k.replace('-', ' ')}" for k in spaces],
        good=params["good"], cubes=params["cubes"], value=v)


def step_space(s: S, seat: int, a: Action, params: dict) -> None:
    """A free space of a full city (2–3 players): its lowest tile returns to its owner, chosen
    by the active player among equal lowest tiles (nippon-data.md N9); then the tile goes down."""
    key = "-".join(a.args)
    if key not in s.influence:
        tiles = city_tiles(s, key)
        if len(tiles) >= data.CITY_TILE_LIMIT[s.players]:
            low = min(v for _, v in tiles.values())
            lowest = [k for k, (_, v) in sorted(tiles.items()) if v == low]
            return ask(s, seat, "pick_returned", "returned",
                       [f"return {k.replace('-', ' ')}" for k in lowest], **params, key=key)
    _place(s, seat, key, params)


def step_returned(s: S, seat: int, a: Action, params: dict) -> None:
    key = "-".join(a.args)
    s.influence = dict(s.influence)
    owner, value = s.influence.pop(key)
    _return_tile(s, owner, value)
    s.note("the city is full: {player}'s influence tile {n} goes back", player=owner, n=value)
    _place(s, seat, params["key"], params)


def _return_tile(s: S, owner: int, value: int) -> None:
    back = s.own(owner).influence
    back.append(value)
    back.sort()


def _place(s: S, seat: int, key: str, params: dict) -> None:
    """Discard the cubes, place the tile (a lower tile returns to its owner), region bonus."""
    p = s.p(seat)
    own_factory(p, params["good"])["goods"] -= params["cubes"]
    p.influence = p.influence[:]
    p.influence.remove(params["value"])
    s.influence = dict(s.influence)
    if key in s.influence:
        _return_tile(s, *s.influence[key])
    s.influence[key] = (seat, params["value"])
    region = data.REGIONS[space_region(key)]
    gain(s, seat, *region.bonus, line="market")
    s.note("{player} places influence {n} in {region}", player=seat, n=params["value"],
           region=region.id)
    s.action["count"] += 1
    _ask_supply(s, seat)


# -- tables ---------------------------------------------------------------------------------------------
CAN = {name: globals()[f"can_{name}"] for name in data.ACTIONS}
START = {name: globals()[f"start_{name}"] for name in data.ACTIONS}
STEPS = {
    "build": step_build, "machine": step_machine, "run": step_run, "steps": step_steps,
    "transport": step_transport, "contract": step_contract, "export_good": step_export_good,
    "market_region": step_market_region, "supply": step_supply, "cubes": step_cubes,
    "tile": step_tile, "space": step_space, "returned": step_returned,
}
