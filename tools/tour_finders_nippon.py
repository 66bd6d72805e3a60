"""Finders of Nippon's tour positions (tools/tour_positions.py; seed 003).

Each finder plays seeded random 2-player games until its situation arises and returns the
position with the numbers its texts quote (engine/nippon/tour.py).
"""
from __future__ import annotations

from engine.flow import Pending
from engine.nippon import data
from tools.tour_positions import search


def _pending(state, prompt: str) -> Pending | None:
    return state.pending if state.pending and state.pending.prompt == prompt else None


def worker(game, state, action):
    """Seed 003, "I. Lleve un trabajador": the first worker of a player's board, taken from an
    action space that shows two actions, for the Mines."""
    task = _pending(state, "pick_worker")
    if not task or task.get("action") != "mines" or state.p(task.seat).workers:
        return None
    space = state.took
    if len(data.ACTION_SPACES[space]) != 2 or len(set(state.spaces[space])) < 2:
        return None
    seat = task.seat
    after = game.apply(state, action)
    return {"seat": seat, "space": space + 1, "colour": action.args[0],
            "actions": list(data.ACTION_SPACES[space]), "workers": len(after.p(seat).workers)}


def mines(game, state, action):
    """Seed 003, "E. Minas": 3 steps on the coal track for 6,000 Yen."""
    task = _pending(state, "pick_steps")
    if not task or task.get("track") != "coal" or action.notation != "steps 3":
        return None
    seat = task.seat
    p = state.p(seat)
    after = game.apply(state, action)
    q = after.p(seat)
    if q.yen != p.yen - 6000 or q.coal_track != p.coal_track + 3:
        return None
    return {"seat": seat, "before": p.yen, "after": q.yen,
            "coal_before": data.COAL_TRACK[p.coal_track],
            "coal_after": data.COAL_TRACK[q.coal_track]}


def invest(game, state, action):
    """Seed 003, "A. Invierta en una nueva industria": 6,000 Yen, knowledge or blueprints for
    the missing points; a factory whose bonus neither pays nor moves anything at once."""
    task = _pending(state, "pick_factory")
    if not task:
        return None
    seat = task.seat
    p = state.p(seat)
    factory = data.FACTORIES[action.args[0]]
    missing = factory.knowledge - p.knowledge_level
    if missing < 1 or p.reserve:
        return None
    after = game.apply(state, action)
    q = after.p(seat)
    if q.yen != p.yen - 6000 or q.blueprints != p.blueprints - missing or \
            q.knowledge != p.knowledge:
        return None
    return {"seat": seat, "factory": factory.id, "need": factory.knowledge,
            "knowledge": p.knowledge_level, "missing": missing, "before": p.yen,
            "after": q.yen, "blueprints_before": p.blueprints, "blueprints_after": q.blueprints}


def produce(game, state, action):
    """Seed 003, "C. Producir bienes": a factory with a machine burns its coal and stores
    1 good plus the machine's."""
    task = _pending(state, "pick_run")
    if not task or action.verb != "run":
        return None
    seat = task.seat
    p = state.p(seat)
    f = p.factories[action.args[0]]
    tile = data.FACTORIES[f["id"]]
    if not f["machine"] or tile.storage - f["goods"] < 1 + f["machine"]:
        return None
    after = game.apply(state, action)
    q = after.p(seat)
    return {"seat": seat, "factory": f["id"], "good": tile.good, "coal": tile.coal,
            "coal_before": p.coal, "coal_after": q.coal, "machine": f["machine"],
            "made": q.factories[tile.good]["goods"] - f["goods"],
            "stored": q.factories[tile.good]["goods"], "storage": tile.storage}


def consolidate(game, state, action):
    """Seed 003, "II. Consolidar", 1. Presupuesto: Yen and coal from the tracks; 3 or more
    workers of 2 or more colours, so a reward and the labour follow."""
    if action.notation != "consolidate" or state.pending:
        return None
    seat = state.current
    p = state.p(seat)
    if len(p.workers) < 4 or len(set(p.workers)) < 2 or p.factories and any(
            data.FACTORIES[f["id"]].bonus in ("coal_income", "blueprint_income")
            for f in p.factories.values()):
        return None
    after = game.apply(state, action)
    q = after.p(seat)
    if not _pending(after, "pick_reward"):
        return None
    return {"seat": seat, "yen_before": p.yen, "coal_before": p.coal, "yen": q.yen,
            "coal": q.coal, "workers": len(p.workers), "colours": len(set(p.workers)),
            "level": data.REWARD_LEVEL[len(p.workers) - 1]}


def reward(game, state, action):
    """Seed 003, "2. Recompensa del emperador": a reward tile with 2 coal, then an
    achievement space for its multiplier."""
    task = _pending(state, "pick_reward")
    if not task or not action.args[1] == "coal":
        return None
    seat = task.seat
    p = state.p(seat)
    multiplier = int(action.args[0].rstrip("x"))
    if multiplier < 3:
        return None
    after = game.apply(state, action)
    q = after.p(seat)
    if q.coal != p.coal + 2 or not _pending(after, "pick_achievement"):
        return None
    return {"seat": seat, "level": data.REWARD_LEVEL[len(p.workers) - 1],
            "workers": len(p.workers), "multiplier": multiplier, "coal_before": p.coal,
            "coal_after": q.coal}


def wages(game, state, action):
    """Seed 003, "3. Mano de obra": after the achievement, 3,000 Yen per worker colour."""
    task = _pending(state, "pick_achievement")
    if not task:
        return None
    seat = task.seat
    p = state.p(seat)
    colours = len(set(p.workers))
    if colours < 2 or p.has_bonus("cheap_wage") or p.yen < 3000 * colours:
        return None
    after = game.apply(state, action)
    q = after.p(seat)
    if q.yen != p.yen - 3000 * colours or q.workers:
        return None
    return {"seat": seat, "achievement": action.args[0], "multiplier": task["value"],
            "colours": colours, "workers": len(p.workers), "before": p.yen, "after": q.yen}


def scoring(game, state, action):
    """Seed 003, "Filas de trabajador vacías" and "Fin del juego": the move that empties the
    last worker row moves the scoring marker and starts the first scoring."""
    if state.scorings:
        return None
    after = game.apply(state, action)
    if not after.scorings:
        return None
    seat = game.decision(state).seat
    gains = [after.p(s).vp - state.p(s).vp for s in range(state.players)]
    if gains[seat] <= 0:
        return None
    return {"seat": seat, "marker": after.marker, "vp_before": state.p(seat).vp,
            "vp_after": after.p(seat).vp, "gain": gains[seat],
            "first": data.REGION_VP[0][0], "second": data.REGION_VP[0][1],
            "third": data.REGION_VP[0][2]}


FINDERS = {
    "worker": lambda found: search("nippon", worker),
    "mines": lambda found: search("nippon", mines, after=found["worker"]),
    "invest": lambda found: search("nippon", invest),
    "produce": lambda found: search("nippon", produce),
    "consolidate": lambda found: search("nippon", consolidate),
    "reward": lambda found: search("nippon", reward, after=found["consolidate"]),
    "wages": lambda found: search("nippon", wages, after=found["reward"]),
    "scoring": lambda found: search("nippon", scoring),
}
"""Step id -> finder, in the tour's order."""
