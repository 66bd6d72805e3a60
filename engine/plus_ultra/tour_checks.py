"""The claims of Plus Ultra's tour steps (tour.py) as checks on each step's own position
(issue 27, "Teach only what is true"): :class:`engine.tour.Check` objects whose
``holds(before, after)`` reads the states before and after the step's move and, where a text
speaks of what comes later (the end of the turn, the draft's end, the final scoring), plays it
in the engine on a copy.  tests/test_tour_claims.py evaluates them.

Rule sources: seed 002 (variant ``reglamento``), the sections tour.SOURCES cites.
"""
from __future__ import annotations

from ..tour import Check
from . import data
from .rules import advance
from .turn_end import end_turn


def game():
    """Plus Ultra's game object (engine.get_game), for the tours' checks."""
    from .. import get_game

    return get_game("plus_ultra")


def mover(s) -> int:
    """The seat deciding in a tour position ``s`` (never a finished game).

    Used by both editions' tour texts and checks (tour.py, tour_early.py and their checks)."""
    from .view import to_move_seat

    seat = to_move_seat(s)
    assert seat is not None                      # a tour's position is not over
    return seat


def _end_of_turn(s):
    """A copy of ``s`` with the turn ended at once by the engine (seed 002, "Fin del Turno"):
    the war settled, the colonies shipped, the Crown's hoard; then the next turn's start."""
    t = s.clone()
    t.pending = None
    end_turn(t)
    advance(t)
    return t


def _after_draft(s):
    """A copy of ``s`` with the draft finished by the engine, each pick the first legal one."""
    g = game()
    while s.phase == "draft":
        s = g.apply(s, g.legal_actions(s)[0].notation)
    return s


def _trade_lines(s) -> list[int]:
    return [row["breakdown"]["trade"] for row in game().scores(s)]


def _legal(s) -> list[str]:
    return [a.notation for a in game().legal_actions(s)]


def _draft_checks():
    return (
        Check("the mover is first in Peer Order and picks first",
              lambda b, a: b.peer_order[0] == mover(b) and not any(
                  p.characters for p in b.areas)),
        Check(f"{len(data.CHARACTERS)} characters: one set aside face down, the rest in the "
              "pool",
              lambda b, a: b.hoard is not None
              and len(b.pool) == len(data.CHARACTERS) - 1 and b.hoard not in b.pool),
        Check("the mover takes the Admiral",
              lambda b, a: "admiral" in a.p(mover(b)).characters),
        Check("everyone holds two characters at the end of the draft (3 players)",
              lambda b, a: b.players == 3
              and all(len(p.characters) == 2 for p in _after_draft(a).areas)),
        Check("two rounds: one per character held",
              lambda b, a: _after_draft(a).rounds() == 2),
        Check("the set-aside character's goods leave the Market at the end of the turn",
              lambda b, a: data.CHARACTER_ICON[a.hoard] not in _end_of_turn(
                  _after_draft(a)).market),
    )


def _bidding_checks():
    def order(b):
        return b.turn_order

    return (
        Check("the war level is the one quoted (3, the rulebook's example)",
              lambda b, a: b.war_level == 3),
        Check("the rulebook's example: the first showed 2, the second 1, the learner (third) "
              "shows 2",
              lambda b, a: (b.p(order(b)[0]).bid, b.p(order(b)[1]).bid) == (2, 1)
              and mover(b) == order(b)[2] and b.p(order(b)[2]).tercios_active == 2),
        Check("placing order: first, third (tie broken by Peer Order), then second",
              lambda b, a: a.war == [order(b)[0], order(b)[2], order(b)[1]]),
        Check("the level is reached and the leftover tercios go back tired",
              lambda b, a: len(a.war) == a.war_level
              and a.p(order(b)[0]).tercios_tired == b.p(order(b)[0]).tercios_tired + 1
              and a.p(order(b)[2]).tercios_tired == b.p(order(b)[2]).tercios_tired + 1),
    )


def _constable_checks():
    def gained(b, a):
        seat = mover(b)
        return _end_of_turn(a).p(seat).gp - a.p(seat).gp

    return (
        Check("war level 3 with 2 spaces filled",
              lambda b, a: (b.war_level, len(b.war)) == (3, 2)),
        Check("the Constable's first action fills the last space with the mover's tercio",
              lambda b, a: a.war == b.war + [mover(b)]
              and a.p(mover(b)).tercios_active == b.p(mover(b)).tercios_active - 1),
        Check(f"Spain wins at the end of the turn: {data.WAR_GP} GP for the mover's one tercio "
              f"placed plus {data.CONSTABLE_GP} GP as Constable",
              lambda b, a: "constable" in a.p(mover(b)).characters
              and a.war.count(mover(b)) == 1 and gained(b, a) == data.WAR_GP + data.CONSTABLE_GP),
        Check(f"every other tercio placed gives its owner {data.WAR_GP} GP",
              lambda b, a: all(_end_of_turn(a).p(o).gp - a.p(o).gp
                               == data.WAR_GP * a.war.count(o)
                               for o in range(a.players)
                               if o != mover(b) and "constable" not in a.p(o).characters)),
        Check("once the level is matched, the Constable's first action swaps tercios",
              lambda b, a: _swap_offered(a)),
    )


def _swap_offered(a) -> bool:
    """With the war full, Constable 1 is a swap: the war keeps its size, the swapper's
    tercio in it and the replaced one tired (seed 002, Condestable 1)."""
    from .court import can_constable_1, do_constable_1

    t = a.clone()
    seat = next(o for o in range(t.players) if o != t.war[0])      # 2 players or more
    t.p(seat).tercios_active = max(1, t.p(seat).tercios_active)
    t.pending = None
    if not can_constable_1(t, seat):
        return False
    do_constable_1(t, seat)
    g = game()
    while t.pending and t.pending.seat == seat:
        t = g.apply(t, g.legal_actions(t)[0].notation)
    return len(t.war) == t.war_level and seat in t.war


def _admiral_checks():
    def seat(b):
        return mover(b)

    return (
        Check("the mover holds the Admiral, not used yet, and takes its second action",
              lambda b, a: "admiral" in b.p(seat(b)).characters
              and "admiral" not in b.p(seat(b)).used and "admiral" in a.p(seat(b)).used),
        Check(f"the second action places {data.ADMIRAL_MARKERS} trade markers and gives "
              f"{data.ADMIRAL_DUCATS} ducat",
              lambda b, a: a.trade[seat(b)] == b.trade[seat(b)] + data.ADMIRAL_MARKERS
              and a.p(seat(b)).ducats == b.p(seat(b)).ducats + data.ADMIRAL_DUCATS),
        Check("trade scoring by rank: {} GP to the most, {} to the second, {} to the others "
              "with a marker, 0 without one (the line quoted)".format(*data.TRADE_GP),
              lambda b, a: _trade_ok(a)),
        Check("on this board a player has no marker and scores 0 for trade",
              lambda b, a: any(n == 0 for n in a.trade)
              and all(gp == 0 for n, gp in zip(a.trade, _trade_lines(a), strict=True) if n == 0)),
    )


def _trade_ok(a) -> bool:
    lines = _trade_lines(a)
    ranks = sorted({n for n in a.trade if n > 0}, reverse=True)
    first, second, other = data.TRADE_GP
    want = [0 if n == 0 else (first, second)[ranks.index(n)] if ranks.index(n) < 2 else other
            for n in a.trade]
    return lines == want


def _bull_checks():
    def seat(b):
        return mover(b)

    return (
        Check("the mover has just used the Admiral's first action and holds a bull",
              lambda b, a: b.current == "admiral" and "admiral" in b.p(seat(b)).used
              and b.p(seat(b)).bulls >= 1),
        Check("the bull goes back and buys the Admiral's second action: "
              f"{data.ADMIRAL_MARKERS} markers, {data.ADMIRAL_DUCATS} ducat",
              lambda b, a: a.p(seat(b)).bulls == b.p(seat(b)).bulls - 1
              and a.bull_supply == b.bull_supply + 1
              and a.trade[seat(b)] == b.trade[seat(b)] + data.ADMIRAL_MARKERS
              and a.p(seat(b)).ducats == b.p(seat(b)).ducats + data.ADMIRAL_DUCATS),
        Check("only one bull per turn: no bull action is offered after it",
              lambda b, a: a.p(seat(b)).bull_used
              and not any(n.startswith("bull ") for n in _legal(a))),
        Check(f"each bull held at the end costs {data.BULL_END_GP} GP",
              lambda b, a: all(row["breakdown"]["bulls"] == -data.BULL_END_GP * a.p(o).bulls
                               for o, row in enumerate(game().scores(a)))),
        Check("bulls are bought for the price quoted, in Peer Order, at the start of a turn",
              lambda b, a: _bulls_bought(a.players)),
    )


def _church_checks():
    def seat(b):
        return mover(b)

    def space(b):
        return b.pending["space"]

    return (
        Check("the Cardinal placed goods not yet in the Church, and the rosetón is offered",
              lambda b, a: b.pending.prompt == "roseton"
              and [c[0] for c in b.church if c].count(b.church[space(b)][0]) == 1),
        Check(f"the rosetón costs {data.ROSETON_PRICE} ducat and stays on that space",
              lambda b, a: a.p(seat(b)).ducats == b.p(seat(b)).ducats - data.ROSETON_PRICE
              and a.church[space(b)] == (b.church[space(b)][0], seat(b))
              and a.p(seat(b)).rosetones == b.p(seat(b)).rosetones - 1),
        Check(f"a donation gives {data.DONATION_GP} GP; goods already in the Church offer no "
              "rosetón",
              lambda b, a: _donation(a, seat(b))),
        Check(f"a rosetón still in the Church scores {data.ROSETON_END_GP} GP at the end",
              lambda b, a: game().scores(a)[seat(b)]["breakdown"]["church"]
              == data.ROSETON_END_GP * a.rosetones_on_church(seat(b)) >= 1),
        Check("filling the last space builds a Cathedral: rosetones back with "
              f"{data.ROSETON_RETURN_GP} GP, {data.CATHEDRAL_GP} GP more to the filler",
              lambda b, a: _cathedral(a, seat(b))),
    )


def _bulls_bought(players: int) -> bool:
    """A new game played by the engine to its bull purchase (seed 002, "Bulas" and "Comienzo
    del Turno" 6): each player in Peer Order may buy one, for ``data.BULL_PRICE`` ducats."""
    g = game()
    t = g.new(players, seed=1)
    for p in t.areas:
        p.ducats = 2 * data.BULL_PRICE
    while t.phase == "draft":
        t = g.apply(t, _legal(t)[0])
    seats, paid = [], True
    while t.phase == "bulls":
        seat = g.decision(t).seat
        before = t.p(seat).ducats
        t = g.apply(t, "buy")
        seats.append(seat)
        paid = paid and t.p(seat).ducats == before - data.BULL_PRICE and t.p(seat).bulls == 1
    return paid and seats == t.peer_order


def _donation(a, seat: int) -> bool:
    """On a copy of ``a``, the mover donates goods already in the Church (seed 002, Cardenal 1):
    ``data.DONATION_GP``, and no rosetón question although the mover could pay for one."""
    from ..core import Action
    from .court import step_donate

    t = a.clone()
    t.pending = None
    present = next(c[0] for c in t.church if c)
    t.market = [present] + t.market[1:]
    p = t.p(seat)
    p.ducats, p.rosetones = max(1, p.ducats), max(1, p.rosetones)
    gp = p.gp
    if t.church.count(None) < 2:
        return False
    step_donate(t, seat, Action.parse("market 1"), {})
    return t.p(seat).gp == gp + data.DONATION_GP and t.pending is None


def _cathedral(a, owner: int) -> bool:
    """Fill the Church of a copy of ``a`` by the engine's donation, another player donating
    last: the rosetón's owner gets it back with ``data.ROSETON_RETURN_GP``, the donor
    ``data.DONATION_GP`` + ``data.CATHEDRAL_GP`` (seed 002, "Iglesia")."""
    from .court import step_donate

    t = a.clone()
    donor = next(o for o in range(t.players) if o != owner)
    while t.church.count(None) > 1:
        t.church[t.church.index(None)] = ("gems", None)
    t.market = ["silver"] + t.market[1:] if t.market else ["silver"]
    t.p(donor).rosetones = 0                          # no rosetón question for the donor
    before = (t.p(owner).gp, t.p(owner).rosetones, t.p(donor).gp)
    from ..core import Action

    step_donate(t, donor, Action.parse("market 1"), {})
    return (t.p(owner).gp == before[0] + data.ROSETON_RETURN_GP
            and t.p(owner).rosetones == before[1] + 1
            and t.p(donor).gp == before[2] + data.DONATION_GP + data.CATHEDRAL_GP and t.church.count(None) == len(t.church))


def _natives_checks():
    def seat(b):
        return mover(b)

    return (
        Check("natives were just turned up by the Conquistador: pay or spend a bull",
              lambda b, a: b.current == "conquistador" and "choose pay" in _legal(b)),
        Check(f"paying costs {data.NATIVES_PRICE} ducat and tires a tercio; the tile is "
              "captured",
              lambda b, a: a.p(seat(b)).ducats == b.p(seat(b)).ducats - data.NATIVES_PRICE
              and a.p(seat(b)).tercios_tired == b.p(seat(b)).tercios_tired + 1
              and a.p(seat(b)).tercios_active == b.p(seat(b)).tercios_active - 1
              and a.p(seat(b)).natives == b.p(seat(b)).natives + 1),
        Check("natives score the square of the tiles captured",
              lambda b, a: all(row["breakdown"]["natives"] == a.p(o).natives ** 2
                               for o, row in enumerate(game().scores(a)))),
    )


def _hoarding_checks():
    return (
        Check("the mover acts last with both characters used: ending it ends the turn",
              lambda b, a: a.turn == b.turn + 1),
        Check("the set-aside character is the Merchant, whose (printed) icon is silver",
              lambda b, a: b.hoard == "merchant" and data.CHARACTER_ICON["merchant"] == "silver"
              and "merchant" in data.PRINTED_ICONS),
        Check(f"its Market tiles leave and the Crown gains {data.HOARD_DUCATS} ducat each (the "
              "numbers quoted)",
              lambda b, a: data.CHARACTER_ICON[b.hoard] not in a.market
              and a.crown == b.crown
              + data.HOARD_DUCATS * b.market.count(data.CHARACTER_ICON[b.hoard])
              <= data.CROWN_CAP),
    )


CHECKS = {"draft": _draft_checks(), "bidding": _bidding_checks(),
          "constable": _constable_checks(), "admiral": _admiral_checks(),
          "bull": _bull_checks(), "church": _church_checks(), "natives": _natives_checks(),
          "hoarding": _hoarding_checks()}
"""Per tour step id, the checks of what its texts say (tour.py)."""
