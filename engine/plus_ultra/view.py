"""What one seat may see of a Plus Ultra game (DESIGN.md, ``game.view``).

Hidden: the order of the New World pile and the estate stack, face-down exploration tiles,
the character set aside, the draft pool (shown only to the drafter), characters of other
players before the reveal, other players' secret bids and estate values.
"""
from __future__ import annotations

from . import data
from .state import PlusUltraState as S


def view(s: S, seat: int | None = None) -> dict:
    """JSON-shaped view for ``seat`` (None: the public view)."""
    drafting = s.phase == "draft"
    players = []
    for i, p in enumerate(s.areas):
        own = i == seat
        players.append({
            "name": s.names[i],
            "ducats": p.ducats, "gp": p.gp,
            "tercios_active": p.tercios_active, "tercios_tired": p.tercios_tired,
            "houses": p.houses, "rosetones": p.rosetones, "rosetones_used": p.rosetones_used,
            "bulls": p.bulls,
            "estates": list(p.estates) if own else [None] * len(p.estates),
            "natives": p.natives, "trade": s.trade[i],
            "characters": list(p.characters) if (own or not drafting) else [None] * len(p.characters),
            "used": list(p.used),
            "common_used": p.common_used, "bull_used": p.bull_used,
            "bid": p.bid if own else (None if p.bid is None else "hidden"),
            "cubes_free": s.cubes_free(i),
        })
    decision_seat = to_move_seat(s)
    return {
        "game": s.game, "variant": s.variant, "viewer": seat,
        "turn": s.turn, "turns": data.TURNS, "phase": s.phase, "round": s.round,
        "players": players,
        "peer_order": list(s.peer_order), "turn_order": list(s.turn_order),
        "crown": s.crown, "market": list(s.market), "surplus": list(s.surplus),
        "church": [None if c is None else list(c) for c in s.church],
        "exploration": [None if t is None else (list(t) if t[1] else ["hidden", False])
                        for t in s.exploration],
        "colonies": [None if c is None else list(c) for c in s.colonies],
        "colony_sizes": list(s.colony_size), "blue_colonies": len(s.blue_colonies),
        "deck_size": len(s.deck), "estates_left": len(s.estates_deck),
        "bull_supply": s.bull_supply, "war_level": s.war_level, "war": list(s.war),
        "magellan": list(s.magellan), "magellan_spaces": s.rules.magellan_spaces(s.players),
        "magellan_done": s.magellan_done,
        "edition": {"roseton_cards": s.rules.roseton_cards, "donation_guide": s.rules.donation_guide,
                    "magellan_piece": s.rules.magellan_piece,
                    "common_cost": dict(s.rules.common_cost), "court_steps": s.rules.court_steps},
        "roseton_supply": s.rosetones_free(0) if s.rules.roseton_cards else None,
        "pool": list(s.pool) if drafting and seat == decision_seat else [],
        "pool_size": len(s.pool),
        "commons_taken": list(s.commons_taken),
        "commons_by": dict(zip(s.commons_taken, s.commons_by, strict=False)),
        "actor": s.actor, "current": s.current, "to_move": decision_seat,
        "constants": {"market_slots": data.MARKET_SLOTS, "church_spaces": data.CHURCH_SPACES,
                      "crown_cap": data.CROWN_CAP, "colony_capacity": data.COLONY_CAPACITY,
                      "war_spaces": data.WAR_SPACES},
    }


def to_move_seat(s: S) -> int | None:
    """The seat that must decide now (None once the game is over)."""
    if s.pending:
        return s.pending.seat
    if s.phase == "over":
        return None
    if s.phase == "draft":
        seat = s.draft_queue[0]
        assert isinstance(seat, int)        # a "discard" mark is consumed as it reaches the front
        return seat
    if s.phase in ("recover", "bulls", "bid"):
        return s.queue[0]
    return s.actor
