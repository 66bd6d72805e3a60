"""What one seat may see of a Nippon game (DESIGN.md, ``game.view``).

Nippon has no secret components: everything on the board and the player boards is open.
Hidden are only the RNG (the bag's future draws) and which city tile went back to the box;
the bag's content is shown as counts per colour (it is what is not on the table).
"""
from __future__ import annotations

from . import data, scoring
from .state import NipponState as S


def final_round(s: S) -> int | None:
    """The round (1–3) of the final phase being played: every player has one turn per round
    ("cada jugador tiene exactamente 3 turnos más", seed 003); None before the final phase."""
    if s.final_turns is None:
        return None
    return data.FINAL_ROUNDS - (s.final_turns - 1) // s.players


def view(s: S, seat: int | None = None) -> dict:
    """JSON-shaped view for ``seat`` (None: the public view)."""
    players = []
    for i, p in enumerate(s.areas):
        players.append({
            "name": s.names[i], "vp": p.vp, "yen": p.yen, "coal": p.coal,
            "blueprints": p.blueprints, "money": p.money, "coal_track": p.coal_track,
            "knowledge": p.knowledge, "knowledge_level": p.knowledge_level,
            "income": data.MONEY_TRACK[p.money], "coal_income": data.COAL_TRACK[p.coal_track],
            "workers": list(p.workers),
            "factories": {g: dict(f) for g, f in p.factories.items()},
            "reserve": p.reserve, "contracts": list(p.contracts),
            "influence": list(p.influence), "ships": p.ships, "trains": p.trains,
            "ship_vp": p.ship_vp, "train_value": p.train_value,
            "achievements": dict(p.achievements),
            "achievement_vp": scoring.achievements(s, i),
            "ran": list(p.ran),
            "region_influence": [scoring.influence(s, i, r) for r in range(len(data.REGIONS))],
        })
    to_move = None if s.phase == "over" else (s.pending.seat if s.pending else s.current)
    return {
        "game": s.game, "variant": s.variant, "viewer": seat, "phase": s.phase,
        "players": players, "order": list(s.order), "current": s.current, "to_move": to_move,
        "spaces": [list(x) for x in s.spaces], "rows": [list(r) for r in s.rows],
        "bag": {c: s.bag.count(c) for c in data.WORKER_COLORS},
        "cities": [{"tile": tile, "rotation": r, "goods": list(s.city_goods(i))}
                   for i, (tile, r) in enumerate(s.cities)],
        "influence": {k: list(v) for k, v in sorted(s.influence.items())},
        "foreign": [s.foreign(r) for r in range(len(data.REGIONS))],
        "transport": [[list(t) for t in region] for region in s.transport],
        "factory_supply": list(s.factory_supply),
        "rewards": dict(s.rewards), "vp_tiles": s.vp_tiles,
        "marker": s.marker, "scorings": s.scorings, "final_turns": s.final_turns,
        "final_round": final_round(s),
        "took": s.took,
        "action": None if s.action is None else s.action.name,
        "prompt": s.pending.prompt if s.pending else None,
    }
