"""What one seat may see of a Lorenzo il Magnifico game (DESIGN.md, ``game.view``).

Everything on the table is public in the basic game; hidden are the order of the development
card decks (only their sizes are shown), the RNG and, in the advanced game, the leaders in other
players' hands and their draft hands (only the number of leaders in hand is shown).
"""
from __future__ import annotations

from . import actions as A, data
from . import effects as E
from .state import LorenzoState as S


def view(s: S, seat: int | None = None) -> dict:
    """JSON-shaped view for ``seat`` (None: the public view)."""
    players = []
    for i, p in enumerate(s.areas):
        players.append({
            "name": s.names[i], "res": dict(p.res),
            "cards": {t: list(p.cards[t]) for t in data.TYPES},
            "placed": list(p.placed), "done": p.done,
            "excommunicated": list(p.excommunicated), "tile": p.tile,
            "leaders": list(p.leaders) if i == seat else None, "hand_size": len(p.leaders),
            "played": list(p.played), "used": list(p.used), "copied": p.copied, "six": p.six,
            "draft": list(s.draft[i]) if s.draft and i == seat else None,
        })
    to_move = None
    if s.pending:
        to_move = s.pending[0].seat
    elif s.phase == "vatican":
        to_move = s.vatican_queue[0]
    elif s.phase in ("draft", "tiles"):
        to_move = s.queue[0]
    elif s.phase == "actions":
        to_move = s.current
    task = s.pending[0] if s.pending else None
    choosing = None
    if task is not None and task.step == "space":     # a family member chosen, no space yet
        choosing = {"seat": task.seat, "member": task["member"],
                    "value": E.member_value(s, task.seat, task["member"]),
                    "costs": A.space_costs(s, task.seat, task["member"])}
    return {
        "game": s.game, "variant": s.variant, "viewer": seat,
        "round": s.round, "period": s.period, "rounds": data.ROUNDS, "phase": s.phase,
        "players": players, "turn_order": list(s.turn_order),
        "dice": dict(s.dice),
        "towers": {t: list(s.towers[t]) for t in data.TYPES},
        "tower_members": {t: [None if m is None else list(m) for m in s.tower_members[t]]
                          for t in data.TYPES},
        "market": [None if m is None else list(m) for m in s.market],
        "market_open": data.MARKET_SPACES[s.players],
        "council": [list(m) for m in s.council],
        "harvest": [[list(m) for m in space] for space in s.harvest],
        "production": [[list(m) for m in space] for space in s.production],
        "deck_sizes": {t: len(s.decks[t]) for t in data.TYPES},
        "excommunications": list(s.excommunications),
        "task": None if task is None else {
            "kind": task.step, "seat": task.seat,
            "card": task.get("card"), "options": task.get("options"),
            "cards": task.get("cards"), "area": task.get("area"),
            "type": task.get("type"), "value": task.get("value")},
        "to_move": to_move,
        "choosing": choosing,
    }
