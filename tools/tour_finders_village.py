"""Finders of Village's tour positions (tools/tour_positions.py; seed 004).

Each finder plays seeded random 2-player games until its situation arises and returns the
position with the numbers its texts quote (engine/village/tour.py).
"""
from __future__ import annotations

from engine.flow import Pending
from engine.village import data
from engine.village.life import category
from engine.village.state import kind
from tools.tour_positions import search, search_after


def _pending(state, prompt: str) -> Pending | None:
    return state.pending if state.pending and state.pending.prompt == prompt else None


def _life(time: int) -> int:
    """The life-time marker's space (0–9) for a total time paid."""
    return time % data.LIFE_TRACK


def turn(game, state, action):
    """Seed 004, "Tomando tu turno": an influence cube taken from the Grain harvest space, with
    family members at home so that the harvest can follow."""
    if state.phase != "turn" or action.verb != "take" or action.args[:1] != ("harvest",):
        return None
    colour = action.args[1]
    seat = state.actor
    p = state.p(seat)
    if colour == data.PLAGUE or "farm" not in p.members or p.grain > 1 or len(action.args) > 2:
        return None
    after = game.apply(state, action)
    if "harvest" not in [a.notation for a in game.legal_actions(after)]:
        return None
    return {"seat": seat, "colour": colour, "before": p.cubes[colour],
            "after": after.p(seat).cubes[colour]}


def harvest(game, state, action):
    """Seed 004, "Cosecha de granos": 2 grain (3 or 4 with goods), at most 5."""
    if action.notation != "harvest" or state.step != "act":
        return None
    seat = state.actor
    p = state.p(seat)
    after = game.apply(state, action)
    return {"seat": seat, "before": p.grain, "after": after.p(seat).grain,
            "gain": after.p(seat).grain - p.grain}


def plague(game, state, action):
    """Seed 004, "Tomando tu turno" and "La hora de la moneda": a plague cube costs 2 time; no
    bridge crossed, so nobody dies yet."""
    if state.phase != "turn" or action.verb != "take" or action.args[1] != data.PLAGUE:
        return None
    seat = state.actor
    p = state.p(seat)
    if _life(p.time) + data.PLAGUE_TIME >= data.LIFE_TRACK or not p.time:
        return None
    after = game.apply(state, action)
    return {"seat": seat, "space": action.args[0], "before": _life(p.time),
            "after": _life(after.p(seat).time), "left": data.LIFE_TRACK - _life(after.p(seat).time)}


def market(game, state, action):
    """Seed 004, "Mercado": the player who called the market day serves first, for free."""
    if state.phase != "market" or action.verb != "serve" or not state.market.free:
        return None
    seat = state.market.starter
    if state.market.queue[:1] != [seat]:
        return None
    tile = state.stalls[int(action.args[0]) - 1]
    p = state.p(seat)
    after = game.apply(state, action)
    q = after.p(seat)
    if q.time != p.time or q.cubes != p.cubes:
        return None
    return {"seat": seat, "customer": tile, "prestige": data.CUSTOMERS[tile].prestige,
            "customers": len(q.customers)}


def market_extra(game, state, action):
    """Seed 004, "Mercado": any other sale costs 1 green cube and 1 time more."""
    if state.phase != "market" or action.verb != "serve" or len(action.args) > 1:
        return None
    seat = state.market.queue[0]
    if seat == state.market.starter:
        return None
    p = state.p(seat)
    if _life(p.time) + 1 >= data.LIFE_TRACK:
        return None
    tile = state.stalls[int(action.args[0]) - 1]
    after = game.apply(state, action)
    q = after.p(seat)
    if q.cubes["green"] != p.cubes["green"] - 1 or q.coins != p.coins:
        return None
    return {"seat": seat, "starter": state.market.starter, "customer": tile,
            "green_before": p.cubes["green"], "green_after": q.cubes["green"],
            "before": _life(p.time), "after": _life(q.time)}


def council(game, state, action):
    """Seed 004, "cámara del Consejo" a): entering stage 1 costs 1 time and 2 green cubes."""
    task = _pending(state, "pay_council")
    if not task or action.notation != "pay green" or task["stage"] != 0:
        return None
    seat = task.seat
    p = state.p(seat)
    if _life(p.time) + 1 >= data.LIFE_TRACK or state.next_start is not None:
        return None
    after = game.apply(state, action)
    q = after.p(seat)
    if "privilege 1" not in [a.notation for a in game.legal_actions(after)]:
        return None
    return {"seat": seat, "generation": task["generation"], "green_before": p.cubes["green"],
            "green_after": q.cubes["green"], "before": _life(p.time), "after": _life(q.time)}


def travel(game, state, action):
    """Seed 004, "Viajar": from the village to a first city, paying 2 time, 1 wagon and 2
    cubes, for the city's 3 prestige."""
    if action.verb != "travel" or action.args[1] != "farm" or state.p(state.actor).visited:
        return None
    seat = state.actor
    city = action.args[2]
    if data.CITY_REWARDS[city] != "prestige":
        return None
    path = data.PATHS[data.path_between("village", city)]
    p = state.p(seat)
    if _life(p.time) + path.time >= data.LIFE_TRACK:
        return None
    after = game.apply(state, action)
    q = after.p(seat)
    if q.coins != p.coins or q.cubes[path.color] != p.cubes[path.color] - path.cubes:
        return None
    return {"seat": seat, "generation": int(action.args[0]), "city": city,
            "colour": path.color, "time": path.time,
            "before": _life(p.time), "after": _life(q.time),
            "wagons_before": p.goods["wagon"], "wagons_after": q.goods["wagon"],
            "prestige_before": p.prestige, "prestige_after": q.prestige}


def church(game, state, action):
    """Seed 004, "Iglesia": a farmyard member into the black bag for 1 brown cube."""
    task = _pending(state, "pay_church")
    if not task or action.notation != "pay brown":
        return None
    seat = task.seat
    p = state.p(seat)
    after = game.apply(state, action)
    q = after.p(seat)
    return {"seat": seat, "generation": task["generation"], "brown_before": p.cubes["brown"],
            "brown_after": q.cubes["brown"], "bag": q.members.count("bag")}


def mass(game, state, action):
    """Seed 004, "Fin de una ronda", phase 2: grain moves a member up one church window."""
    if state.phase != "mass_promote" or action.verb != "promote":
        return None
    seat = state.queue[0]
    generation, window = int(action.args[0]), int(action.args[1])
    p = state.p(seat)
    after = game.apply(state, action)
    q = after.p(seat)
    return {"seat": seat, "generation": generation, "window": window, "to": window + 1,
            "grain": data.WINDOW_GRAIN[window + 1], "grain_before": p.grain,
            "grain_after": q.grain, "points_before": data.WINDOW_POINTS[window],
            "points_after": data.WINDOW_POINTS[window + 1]}


def death(game, state, action):
    """Seed 004, "Fallece un familiar": the lowest number dies; a craftsman finds a free space
    in the village chronicle."""
    task = _pending(state, "die")
    if not task or action.verb != "die" or state.end_by is not None:
        return None
    place = action.args[1]
    if kind(place) != "craft" or None not in state.chronicle["crafts"]:
        return None
    seat = task.seat
    after = game.apply(state, action)
    if after.end_by is not None:
        return None
    inside = sum(slots.count(seat) for slots in after.chronicle.values())
    return {"seat": seat, "generation": int(action.args[0]), "place": place,
            "category": category(place), "chronicle": inside,
            "free": after.chronicle["crafts"].count(None)}


def end(game, state, action):
    """Seed 004, "Fin del juego": the member who fills the last chronicle space or grave ends
    the game; the others have one last action each."""
    if state.end_by is not None or state.phase != "turn":
        return None
    after = game.apply(state, action)
    if after.end_by is None or game.is_over(after):
        return None
    seat = after.end_by
    graves = None not in after.graves
    return {"seat": seat, "graves": graves, "others": state.players - 1}


FINDERS = {
    "turn": lambda found: search("village", turn),
    "harvest": lambda found: search("village", harvest, after=found["turn"]),
    "plague": lambda found: search("village", plague),
    "market": lambda found: search("village", market),
    "market-extra": lambda found: search_after("village", market_extra, found["market"]),
    "council": lambda found: search("village", council),
    "travel": lambda found: search("village", travel),
    "church": lambda found: search("village", church),
    "mass": lambda found: search("village", mass),
    "death": lambda found: search("village", death),
    "end": lambda found: search("village", end),
}
"""Step id -> finder, in the tour's order."""
