"""Scenario helpers for the Plus Ultra rule tests.

Scenarios start from ``G.new(...)``, set plain fields of the state (it is a dataclass) and are
then driven only through ``G.legal_actions`` / ``G.apply``.  Seeds are chosen so that the
initial Peer Order is seat 0, 1, 2, ... (the rulebook draws it at random), which keeps the
expected values readable.
"""
from __future__ import annotations

import engine
from tests.helpers import Scenarios

G = engine.get_game("plus_ultra")
CHARACTERS = ("admiral", "cardinal", "merchant", "constable", "conquistador", "pirate",
              "king", "secretary", "viceroy")
_SCENARIOS = Scenarios(G)
legal, play, assert_illegal = _SCENARIOS.legal, _SCENARIOS.play, _SCENARIOS.assert_illegal
SEED = _SCENARIOS.identity_seeds(lambda s: s.peer_order)


def new(players: int = 3, variant: str = "reglamento"):
    """A new game whose Peer Order is 0, 1, 2, ... (the first draw of either edition's setup)."""
    s = G.new(players, seed=SEED[players], variant=variant)
    assert s.peer_order == list(range(players))
    return s


def default_choice(s) -> str:
    """A quiet choice for the start-of-turn phases: pass, first draft card, bid 0."""
    opts = legal(s)
    for pref in ("pass", "bid 0"):
        if pref in opts:
            return pref
    return opts[0]


def drive_to(s, phase: str):
    """Apply quiet choices until the state is in ``phase`` (and no sub-decision is pending)."""
    for _ in range(200):
        if s.phase == phase and not s.pending:
            return s
        s = G.apply(s, default_choice(s))
    raise AssertionError(f"never reached phase {phase!r}")


def acting(players: int = 3, chars: dict | None = None, actor: int = 0, *,
           variant: str = "reglamento", **fields):
    """A state in the action phase, ``actor`` to use a character, holding ``chars[seat]``.

    The characters of the draft are replaced by the scenario's (chars: seat → list), every
    player is reset to the starting 2 ducats and 0 GP (undoing turn-1 income and passives), and
    ``fields`` are set on the state.
    """
    s = drive_to(new(players, variant), "act")
    for p in s.areas:
        p.ducats, p.gp = 2, 0
    per_player = 3 if players == 2 and s.rules.two_player_draft else 2
    spare = [c for c in CHARACTERS]
    for seat in range(players):
        wanted = list((chars or {}).get(seat, ()))
        for c in wanted:
            spare.remove(c)
    for seat in range(players):
        wanted = list((chars or {}).get(seat, ()))
        while len(wanted) < per_player:
            wanted.append(spare.pop())
        s.p(seat).characters = wanted
        s.p(seat).used = []
    s.hoard = spare.pop()
    s.actor, s.acted, s.current, s.round = actor, False, None, 1
    for k, v in fields.items():
        assert hasattr(s, k), k
        setattr(s, k, v)
    if "colonies" in fields and "colony_size" not in fields:
        s.colony_size = sizes(s.colonies)
    return s


def sizes(colonies, size: int = 4) -> list[int]:
    """Colony sizes matching a colonies list: ``size`` houses per colony, 0 for an empty slot."""
    return [0 if c is None else size for c in colonies]


def end_turn(s):
    """Let the last character turn of the turn finish ("done"), which runs the end of turn."""
    for p in s.areas:
        p.used = list(p.characters)
    s.phase = "act"
    s.pending = None
    s.round = s.rounds()
    s.actor = s.turn_order[-1]
    s.acted = True
    s.current = s.p(s.actor).characters[-1]
    assert "done" in legal(s)
    return G.apply(s, "done")


def draft_all(s, picks=None):
    """Draft; ``picks`` maps seat → characters to take first (others: first in the pool)."""
    picks = {k: list(v) for k, v in (picks or {}).items()}
    while s.phase == "draft":
        seat = G.decision(s).seat
        want = [c for c in picks.get(seat, []) if c in s.pool]
        s = G.apply(s, f"draft {want[0]}" if want else legal(s)[0])
    return s


def without_secretary(s):
    """Set the Secretary aside (its passive would add GP at the reveal)."""
    s.hoard = "secretary"
    s.pool = sorted(c for c in CHARACTERS if c != "secretary")
    return s


def exploration(*tiles):
    """Seven exploration rows from ("kind", face_up) pairs / None, padded with None."""
    rows = list(tiles) + [None] * (7 - len(tiles))
    return [None if t is None else (t[0], t[1]) for t in rows]


def church(*spaces):
    """The four church spaces, filled from space 1 with (resource, rosetón owner) pairs."""
    return list(spaces) + [None] * (4 - len(spaces))


def next_character_turn(s, seat: int):
    """Play the other players' character turns (their first character action, first options,
    no common action, no bull) until ``seat`` is to act again with a character (the next
    round of the same turn)."""
    for _ in range(100):
        if s.phase == "act" and not s.acted and s.pending is None and s.actor == seat:
            return s
        opts = legal(s)
        acts = [a for a in opts if a.startswith(("act ", "skip "))]
        if "done" in opts:
            s = G.apply(s, "done")
        elif acts:
            s = G.apply(s, acts[0])
        else:
            s = G.apply(s, next(a for a in opts if not a.startswith(("common", "bull"))))
    raise AssertionError(f"seat {seat} never acted again")


def bidding(level: int, active=(2, 2, 2)):
    """3 players at the tercio bid with the war at ``level`` and ``active[seat]`` active
    tercios each."""
    s = drive_to(new(3), "bid")
    s.war_level = level
    for seat, n in enumerate(active):
        s.p(seat).tercios_active = n
    return s


def to_bulls(players: int = 3, ducats: int = 5, picks=None, hoard: str = "secretary"):
    """Draft (seat 1 takes the Cardinal unless told otherwise) with everybody holding
    ``ducats``, ``hoard`` set aside; the state after the draft, where bulls are bought."""
    s = new(players)
    s.hoard = hoard                             # set aside: not drafted
    s.pool = sorted(c for c in CHARACTERS if c != hoard)
    for p in s.areas:
        p.ducats = ducats
    picks = picks if picks is not None else {1: ["cardinal"]}
    while s.phase == "draft":
        seat = G.decision(s).seat
        want = [c for c in picks.get(seat, []) if c in s.pool]
        avoid = [a for a in legal(s) if a.split()[1] not in
                 {c for cs in picks.values() for c in cs}]
        s = G.apply(s, f"draft {want[0]}" if want else avoid[0])
    return s


def scoring_blank(variant: str = "reglamento", **fields):
    """3 players in the action phase with nothing that scores at the end (no GP, ducats,
    bulls, natives, rosetones, tercios, houses in hand or estates; empty colonies, trade,
    Magellan, Church and war), then ``fields`` set on the state."""
    base = dict(colonies=[None] * 7, trade=[0, 0, 0], magellan=[], church=church(), war=[])
    s = acting(3, variant=variant, **{**base, **fields})
    for p in s.areas:
        p.ducats = p.gp = p.bulls = p.natives = p.rosetones = p.rosetones_used = 0
        p.tercios_active = p.tercios_tired = p.houses = 0
        p.estates = []
    return s


def viceroy_draft(variant: str = "reglamento"):
    """A 3-player game whose seat 0 drafts the Viceroy while holding houses in colonies 1 and 2
    (the Secretary set aside), played through the draft to the reveal: (the state after,
    seat 0's ducats before).  For the Viceroy's passive (seed 000, Virrey: a ducat per colony
    with a house, paid at the reveal)."""
    s = new(3, variant)
    s.colonies = [[0, 1], [0, 0], [1], [], None, None, None]
    s.colony_size = [4 if c is not None else 0 for c in s.colonies]
    s.hoard, s.pool = "secretary", sorted(c for c in CHARACTERS if c != "secretary")
    before = s.p(0).ducats
    while s.phase == "draft":
        mine = G.decision(s).seat == 0 and "viceroy" in s.pool
        s = G.apply(s, "draft viceroy" if mine else
                    next(a for a in legal(s) if a != "draft viceroy"))
    return s, before
