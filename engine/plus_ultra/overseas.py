"""Plus Ultra actions of the characters who act across the ocean (seed 002, "Personajes"):
the Admiral (resource tiles to the Market), the Conquistador (exploration and colonies), the
Pirate (raids on Maritime Trade and tiles) and the Viceroy (colonies and captures; seed 000
text, Q-40).  Each action is ``can_<character>_<n>`` / ``do_<character>_<n>`` with its
``step_*`` functions, each registered with ``@STEPS.step(name)`` (economy.py).
"""
from __future__ import annotations

from typing import Any

from ..core import Action
from . import data
from .economy import (STEPS, add_trade, build_house, can_capture_with_bull, gain_gp,
                      pay_with_crown, place_in_market, spend_bull, tire_tercio, to_surplus)
from .state import PlusUltraState as S


# -- Admiral ------------------------------------------------------------------------------------
def can_admiral_1(s: S, seat: int) -> bool:
    return bool(s.goods_rows())


def _tile(s: S, row: int) -> str:
    """The kind of the exploration tile on ``row``, a row an option named (it holds one)."""
    tile = s.exploration[row]
    assert tile is not None, f"no exploration tile on row {row + 1}"
    return tile[0]


def do_admiral_1(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "pick_tile", "admiral_tile", [f"tile {r + 1}" for r in s.goods_rows()])


@STEPS.step("admiral_tile")
def step_admiral_tile(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    row = int(a.args[0]) - 1
    resource = _tile(s, row)
    s.exploration = s.exploration[:]
    s.exploration[row] = None
    new = resource not in s.market           # "no está ya presente": judged before any bump
    slots = [f"market {i + 1}" for i in range(len(s.market))]
    if len(s.market) < data.MARKET_SLOTS:
        _admiral_place(s, seat, resource, new)
    elif s.rules.admiral_replaces:           # seed 000, Almirante 1, Nota: any slot, in place
        STEPS.ask(s, seat, "replace_market", "admiral_replace", slots, resource=resource, new=new)
    else:                                    # seed 002, "Mercado": the placer bumps one tile
        STEPS.ask(s, seat, "bump_market", "admiral_bump", slots, resource=resource, new=new)


@STEPS.step("admiral_bump")
def step_admiral_bump(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    s.market = s.market[:]
    to_surplus(s, s.market.pop(int(a.args[0]) - 1))
    _admiral_place(s, seat, params["resource"], params["new"])


@STEPS.step("admiral_replace")
def step_admiral_replace(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Seed 000: "el almirante puede colocar la loseta en cualquier espacio del mercado,
    expulsando la que allí hubiese a los excedentes"."""
    i = int(a.args[0]) - 1
    to_surplus(s, s.market[i])
    s.market = s.market[:]
    s.market[i] = params["resource"]
    _admiral_reward(s, seat, params["resource"], params["new"])


def _admiral_place(s: S, seat: int, resource: str, new: bool) -> None:
    place_in_market(s, resource)
    _admiral_reward(s, seat, resource, new)


def _admiral_reward(s: S, seat: int, resource: str, new: bool) -> None:
    add_trade(s, seat, 1)
    s.note("{player} ships {resource} to the market", player=seat, resource=resource)
    if new:
        gain_gp(s, seat, data.ADMIRAL_NEW_GP)
        s.note("{player} gains {n} GP: {resource} is new to the market", player=seat,
               n=data.ADMIRAL_NEW_GP, resource=resource)


def can_admiral_2(s: S, seat: int) -> bool:
    return True


def do_admiral_2(s: S, seat: int) -> None:
    add_trade(s, seat, data.ADMIRAL_MARKERS)
    s.p(seat).ducats += data.ADMIRAL_DUCATS
    s.note("{player} trades overseas", player=seat)


# -- Conquistador -----------------------------------------------------------------------------
def _hidden_rows(s: S) -> list[int]:
    return [i for i, t in enumerate(s.exploration) if t and not t[1]]


def can_conquistador_1(s: S, seat: int) -> bool:
    """A face-down tile to turn, or else a pile tile and an empty space for it (P-20)."""
    return bool(_hidden_rows(s)) or (bool(s.deck) and None in s.exploration)


def do_conquistador_1(s: S, seat: int) -> None:
    hidden = _hidden_rows(s)
    if hidden:
        row = hidden[0]
        tile = _tile(s, row)
    else:
        row = s.exploration.index(None)
        s.deck = s.deck[:]
        tile = s.deck.pop()
    s.exploration = s.exploration[:]
    s.exploration[row] = (tile, True)
    s.undo_floor = len(s.history)
    s.note("{player} explores and finds {tile}", player=seat, tile=tile)
    if tile in data.RESOURCES:
        gain_gp(s, seat, data.EXPLORE_GP)
        s.note("{player} gains {n} GP for the goods found", player=seat, n=data.EXPLORE_GP)
    elif tile == data.NATIVES:
        p = s.p(seat)
        options = (["choose bull"] if can_capture_with_bull(s, seat) else []) + \
                  (["choose pay"] if p.ducats >= data.NATIVES_PRICE and p.tercios_active >= 1 else [])
        if options:
            STEPS.ask(s, seat, "capture", "explore_capture", options + ["choose no"], row=row)
    else:
        s.exploration = s.exploration[:]
        s.exploration[row] = None
        slot = place_colony(s, tile)
        p = s.p(seat)
        if slot is not None and p.houses > 0 and p.ducats >= data.EXPLORE_HOUSE_PRICE:
            STEPS.ask(s, seat, "build_house", "explore_build", ["choose yes", "choose no"], slot=slot)


@STEPS.step("explore_capture")
def step_explore_capture(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    how = a.args[0]
    if how == "no":
        return
    if how == "bull":
        spend_bull(s, seat)
    else:
        s.p(seat).ducats -= data.NATIVES_PRICE
        tire_tercio(s, seat)
    _capture(s, seat, params["row"])


def _capture(s: S, seat: int, row: int) -> None:
    s.exploration = s.exploration[:]
    s.exploration[row] = None
    s.p(seat).natives += 1
    s.note("{player} captures natives", player=seat)


@STEPS.step("explore_build")
def step_explore_build(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    if a.args[0] == "yes":
        s.p(seat).ducats -= data.EXPLORE_HOUSE_PRICE
        build_house(s, seat, params["slot"])


def place_colony(s: S, kind: str) -> int | None:
    """Put a colony tile of ``kind`` (data.COLONY_SIZE) in the first empty colony slot; None if
    all are full (P-05)."""
    if None not in s.colonies:
        s.note("a colony tile finds no free slot and leaves the game")
        return None
    slot = s.colonies.index(None)
    s.colonies[slot] = []
    s.colony_size = s.colony_size[:]
    s.colony_size[slot] = data.COLONY_SIZE[kind]
    return slot


def can_conquistador_2(s: S, seat: int) -> bool:
    return bool(s.goods_rows())


def do_conquistador_2(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "pick_tile", "to_surplus", [f"tile {r + 1}" for r in s.goods_rows()])


@STEPS.step("to_surplus")
def step_to_surplus(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    row = int(a.args[0]) - 1
    to_surplus(s, _tile(s, row))
    s.exploration = s.exploration[:]
    s.exploration[row] = None
    s.p(seat).ducats += data.CONQUISTADOR_DUCATS
    s.note("{player} sends goods to the surplus", player=seat)


# -- Pirate ------------------------------------------------------------------------------------
def _plunder_rows(s: S) -> list[int]:
    """Pirate 2 targets: any revealed goods tile (seed 002), or one "que esté al lado de una
    colonia del Nuevo Mundo" (seed 000; "al lado" = the same row, P-05)."""
    rows = s.goods_rows()
    if s.rules.pirate_next_to_colony:
        rows = [r for r in rows if s.colonies[r] is not None]
    return rows


def _pirate_idle(s: S) -> bool:
    """Neither action has a target: the Pirate still gains 2 ducats (Pirata, Nota, both seeds)."""
    return not any(s.trade) and not _plunder_rows(s)


def can_pirate_1(s: S, seat: int) -> bool:
    return any(s.trade) or _pirate_idle(s)


def do_pirate_1(s: S, seat: int) -> None:
    targets = [f"seat {i}" for i, n in enumerate(s.trade) if n > 0]
    if targets:
        STEPS.ask(s, seat, "pick_trade", "raid_trade", targets)
    else:
        _pirate_idle_gain(s, seat)


@STEPS.step("raid_trade")
def step_raid_trade(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    target = int(a.args[0])
    s.trade = s.trade[:]
    s.trade[target] = max(0, s.trade[target] - data.PIRATE_SINK)
    s.p(seat).ducats += data.PIRATE_DUCATS
    if target == seat:                   # P-26: his own markers are the only ones left
        s.note("{player} sinks one of their own trade ships ({n} ducats)", player=seat,
               n=data.PIRATE_DUCATS)
    else:
        s.note("{player} sinks a trade ship of {target}", player=seat, target=target)


def can_pirate_2(s: S, seat: int) -> bool:
    return bool(_plunder_rows(s)) or _pirate_idle(s)


def do_pirate_2(s: S, seat: int) -> None:
    rows = _plunder_rows(s)
    if rows:
        STEPS.ask(s, seat, "pick_tile", "raid_tile", [f"tile {r + 1}" for r in rows])
    else:
        _pirate_idle_gain(s, seat)


def _pirate_idle_gain(s: S, seat: int) -> None:
    """Pirata, Nota: "Si no pudiese realizar ninguna de las opciones … aun así ganaría 2"."""
    s.p(seat).ducats += data.PIRATE_DUCATS
    s.note("{player} finds nothing to raid and still gains {n} ducats as Pirate", player=seat,
           n=data.PIRATE_DUCATS)


@STEPS.step("raid_tile")
def step_raid_tile(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    row = int(a.args[0]) - 1
    s.note("{player} plunders {resource}", player=seat, resource=_tile(s, row))
    s.exploration = s.exploration[:]
    s.exploration[row] = None            # the tile leaves the game (P-14)
    s.p(seat).ducats += data.PIRATE_DUCATS
    if s.rules.pirate_next_to_colony:
        colony = s.colonies[row]
        assert colony is not None                # _plunder_rows: rows next to a colony
        owners = set(colony)
        _pirate_penalty(s, [v for v in s.turn_order if v in owners])


def _pirate_penalty(s: S, victims: list[int]) -> None:
    """Seed 000, Pirata 2: "Cada jugador que tenga una casa al menos en dicha colonia deberá
    cansar un tercio de su reserva o bien perder 1 ducado (que no lo gana el Pirata)"; the Pirate
    too (P-36); a player able to do neither is unaffected."""
    while victims:
        v = victims.pop(0)
        p = s.p(v)
        options = ((["choose tercio"] if p.tercios_active >= 1 else [])
                   + (["choose ducat"] if p.ducats >= data.PIRATE_TOLL else []))
        if options:
            STEPS.ask(s, v, "pirate_penalty", "pirate_penalty", options, victims=victims)
            return


@STEPS.step("pirate_penalty")
def step_pirate_penalty(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    if a.args[0] == "tercio":
        tire_tercio(s, seat)
    else:
        s.p(seat).ducats -= data.PIRATE_TOLL
    s.note("{player} pays the Pirate's toll", player=seat)
    _pirate_penalty(s, list(params["victims"]))


# -- Viceroy (seed 000 text, Q-40) ---------------------------------------------------------------
def can_viceroy_1(s: S, seat: int) -> bool:
    p = s.p(seat)
    return p.houses > 0 and bool(s.open_colonies()) and p.ducats >= s.crown_cost()


def do_viceroy_1(s: S, seat: int) -> None:
    pay_with_crown(s, seat)
    ask_colony(s, seat)


def ask_colony(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "pick_colony", "colony", [f"colony {c + 1}" for c in s.open_colonies()])


@STEPS.step("colony")
def step_colony(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    build_house(s, seat, int(a.args[0]) - 1)


def _viceroy_payments(s: S, seat: int) -> list[str]:
    p = s.p(seat)
    return ((["choose bull"] if can_capture_with_bull(s, seat) else [])
            + (["choose pay"] if p.ducats >= s.crown_cost() and p.tercios_active >= 1 else []))


def can_viceroy_2(s: S, seat: int) -> bool:
    return bool(s.native_rows()) and bool(_viceroy_payments(s, seat))


def do_viceroy_2(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "pick_tile", "viceroy_tile", [f"tile {r + 1}" for r in s.native_rows()])


@STEPS.step("viceroy_tile")
def step_viceroy_tile(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    STEPS.ask(s, seat, "capture", "viceroy_pay", _viceroy_payments(s, seat), row=int(a.args[0]) - 1)


@STEPS.step("viceroy_pay")
def step_viceroy_pay(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    if a.args[0] == "bull":
        spend_bull(s, seat)
    else:
        pay_with_crown(s, seat)
        tire_tercio(s, seat)
    _capture(s, seat, params["row"])
