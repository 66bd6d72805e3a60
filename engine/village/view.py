"""What one seat may see of a Village game (DESIGN.md, ``game.view``).

Everything is public except the order of the face-down customer pile (its size is shown), the
customers another player served (face down beside their farmyard until the end, seed 004,
"Mercado": only how many) and the RNG.  The contents of both bags follow from public play, so
they are shown.
"""
from __future__ import annotations

from . import data
from .state import VillageState as S


def view(s: S, seat: int | None, to_move: int | None) -> dict:
    """JSON-shaped view for ``seat`` (None: the public view); ``to_move`` is the deciding seat."""
    players = []
    for i, p in enumerate(s.areas):
        players.append({
            "name": s.names[i], "color": data.PLAYER_COLORS[i],
            "members": [list(m) for m in p.pairs()],
            "cubes": dict(p.cubes), "goods": dict(p.goods), "grain": p.grain,
            "coins": p.coins, "prestige": p.prestige, "time": p.time,
            "life": p.time % data.LIFE_TRACK,
            "deaths_owed": p.time // data.LIFE_TRACK - p.crossings,
            "customers": list(p.customers) if i == seat or s.phase == "over" else None,
            "served": len(p.customers), "visited": list(p.visited),
        })
    return {
        "game": s.game, "variant": s.variant, "viewer": seat, "round": s.round,
        "phase": s.phase, "step": s.step, "actor": s.actor, "space": s.space,
        "to_move": to_move, "start": s.start, "next_start": s.next_start,
        "players": players,
        "bag": dict(s.bag), "spaces": {k: dict(v) for k, v in s.spaces.items()},
        "supply": {c: s.cube_supply(c) for c in data.CUBE_KINDS},
        "goods_supply": {g: s.goods_supply(g) for g in data.GOODS},
        "chronicle": {k: list(v) for k, v in s.chronicle.items()},
        "graves": list(s.graves),
        "stalls": list(s.stalls), "usable_stalls": s.usable_stalls(),
        "waiting": list(s.waiting), "pile_size": len(s.pile),
        "market": None if s.market is None else {
            "starter": s.market.starter, "queue": list(s.market.queue),
            "free": s.market.free},
        "end_by": s.end_by, "final": None if s.final is None else list(s.final),
        "final_mass": s.final_mass,
    }
