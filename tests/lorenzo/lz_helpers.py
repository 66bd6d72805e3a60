"""Scenario helpers for the Lorenzo rule tests.

Scenarios start from ``G.new(...)`` with a seed whose random turn order is seat 0, 1, 2, ...;
they set plain fields of the state (dice, tower cards, resources, cards held) and are then
driven only through ``G.legal_actions`` / ``G.apply``.
"""
from __future__ import annotations

import engine.lorenzo
import engine.lorenzo.effects
from engine import IllegalAction
from engine.lorenzo import data
from tests.helpers import Scenarios

G = engine.lorenzo.GAME
_SCENARIOS = Scenarios(G)
SEED = _SCENARIOS.identity_seeds(lambda s: s.turn_order)


def new(players: int = 4, *, dice=(3, 3, 3)):
    """A new game with turn order 0, 1, 2, ... and the given black/white/orange dice."""
    s = G.new(players, seed=SEED[players])
    s.dice = dict(zip(data.DICE, dice, strict=True))
    return s


def give(s, seat: int, **res) -> None:
    """Set some resources/points of a seat (others unchanged)."""
    s.p(seat).res.update(res)


def zero(s, seat: int) -> None:
    """Empty a seat's supply and points."""
    s.p(seat).res.update({k: 0 for k in data.KINDS})


def legal(s) -> list[str]:
    """The legal notations; at the ``place`` decision each family member's placements are
    written whole, ``place <member> <space…> [+<n>]`` (found by choosing the member, then
    listing its spaces: issue 20's two decisions), for tests that ask what can be placed."""
    out = []
    for a in G.legal_actions(s):
        if a.verb == "member":
            after = G.apply(s, a)
            out += [f"place {a.args[0]} {b.notation[len('place '):]}"
                    for b in G.legal_actions(after)]
        else:
            out.append(a.notation)
    return out


def steps(s, notation: str) -> list[str]:
    """The decisions of ``notation`` in ``s``: a whole placement ``place <member> <space…>``
    at the ``place`` decision is ``member <member> <value>`` then ``place <space…>``."""
    verb, *args = notation.split()
    if verb == "place" and args and args[0] in data.MEMBERS and G.decision(s).prompt == "place":
        value = engine.lorenzo.effects.member_value(s, G.decision(s).seat, args[0])
        return [f"member {args[0]} {value}", " ".join(["place", *args[1:]])]
    return [notation]


def play(s, *notations):
    """Apply notations in order, a whole placement as its two decisions (:func:`steps`, read
    in the state each notation meets)."""
    for n in notations:
        s = _SCENARIOS.play(s, *steps(s, n))
    return s


def assert_illegal(s, notation: str) -> None:
    """The action raises IllegalAction and leaves the state exactly as it was (a whole
    placement: its member step is illegal, or else its space step after it)."""
    *first, last = steps(s, notation)
    for step in first:
        try:
            s = G.apply(s, step)
        except IllegalAction:
            last = step
            break
    _SCENARIOS.assert_illegal(s, last)


def placing_seats(s) -> list[int]:
    """Play out round 1 (each placement on the Council Palace when it is offered, else the
    first legal action) and return the seats in the order they were asked to place."""
    seats = []
    while s.round == 1:
        d = G.decision(s)
        if d.prompt == "place":
            seats.append(d.seat)
        moves = legal(s)
        s = play(s, next((m for m in moves if m.endswith("council")), moves[0]))
    return seats


def scores_as_before_d9(state, scores):
    """``scores`` in the form the saves' recorded scores (f2d3e39, 7b4bc99) have: a category
    a third-period excommunication wipes reads 0 there, where today it shows its points and
    the excommunication line takes them (issue 29, D9)."""
    for seat, score in enumerate(scores):
        lines = score["breakdown"]
        for pen in state.penalties(seat) if state.areas[seat].excommunicated else ():
            if pen[0] == "no_final":
                wiped = pen[1] + "s" if pen[1] != "territory" else "territories"
                lines["excommunication"] += lines[wiped]
                lines[wiped] = 0
    return scores
