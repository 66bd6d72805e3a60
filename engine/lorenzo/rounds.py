"""Lorenzo il Magnifico's round (seed 001, "Preparar" and "Como se Juega", phases A-D): setup,
the start of a round (cards and dice), the order of turns in the Actions phase, the Vatican
report and the end of the round.

Functions that change the state in place, as the game's ``_apply`` does; rules.py calls
:func:`setup`, :func:`next_turn` (a turn has ended), :func:`start_round` (the advanced game's
leader draft is over) and :func:`on_vatican` (a report's answer).
"""
from __future__ import annotations

from ..core import Action
from . import data, leaders as L
from .state import LorenzoState as S, Player


def setup(s: S) -> None:
    """Seed 001, "Preparar": decks by period, one excommunication tile per period, random
    turn order, 2 wood + 2 stone + 3 servants each and 5/6/7/8 coins by turn order."""
    s.areas = [Player() for _ in range(s.players)]
    s.turn_order = list(range(s.players))
    s.rng().shuffle(s.turn_order)
    for place, seat in enumerate(s.turn_order):
        res = s.p(seat).res
        for kind, n in data.START_RESOURCES:
            res[kind] = n
        res["coins"] = data.START_COINS[place]
    for type_ in data.TYPES:
        deck = []
        for period in reversed(data.PERIODS):          # period 1 ends on top (last)
            cards = [c.key for c in data.CARDS.values()
                     if c.type == type_ and c.period == period]
            s.rng().shuffle(cards)
            deck += cards
        s.decks[type_] = deck
    for period in data.PERIODS:
        tiles = [e.key for e in data.EXCOMMUNICATIONS if e.period == period]
        s.excommunications.append(s.rng().choice(tiles))
    s.note("setup: {n} players", n=s.players)
    for type_ in data.TYPES:                 # empty towers until the first round is dealt
        s.towers[type_], s.tower_members[type_] = [None] * 4, [None] * 4
    if s.variant == "advanced":
        L.start_draft(s)
    else:
        start_round(s)


def start_round(s: S) -> None:
    """Phase A: 4 cards per tower from the bottom up, and the three dice."""
    s.decks = {t: list(deck) for t, deck in s.decks.items()}    # (shared: state.successor)
    s.towers = {t: [s.decks[t].pop() for _ in range(4)] for t in data.TYPES}
    s.tower_members = {t: [None] * 4 for t in data.TYPES}
    s.dice = {die: s.rng().randint(1, 6) for die in data.DICE}
    s.undo_floor = len(s.history)
    s.note("round {round} begins; dice: black {black}, white {white}, orange {orange}",
           round=s.round, **s.dice)
    s.phase, s.sweep, s.turn = "actions", 0, -1
    s.turn_taken = False
    next_turn(s)


# -- actions phase -----------------------------------------------------------------------------
def skips(s: S, seat: int) -> bool:
    """Whether ``seat`` places no member this sweep: all placed (or passed), or excommunication
    2_7 on the first sweep (data.py EXCOMMUNICATIONS)."""
    p = s.areas[seat]
    return p.done or (s.sweep == 0 and s.has_penalty(seat, "skip_first_turn") is not None)


def next_turn(s: S) -> None:
    """Phase B: the next seat in turn order with a family member left (excommunication 2_7
    skips the first sweep and places last)."""
    players = s.players
    for _ in range(players * 6):
        s.turn += 1
        if s.turn == players:
            s.turn, s.sweep = 0, s.sweep + 1
        if not skips(s, s.turn_order[s.turn]):
            return
        if all(p.done for p in s.areas):
            break
    end_actions(s)


def end_actions(s: S) -> None:
    """Every member is placed: a Vatican report after rounds 2, 4 and 6 (seed 001, phase C),
    else the end of the round."""
    if s.round % 2 == 0:
        vatican_report(s)
    else:
        end_round(s)


# -- Vatican report (phase C) ------------------------------------------------------------------
def vatican_report(s: S) -> None:
    """Seed 001, "C. Informe del Vaticano": players short of the period's faith points are
    excommunicated; the others choose (in turn order).  At the last report (round 6) every
    excommunicated player, short of faith points or declining "como si no tuvieran el nivel
    requerido", then converts the faith points to VP."""
    s.phase = "vatican"
    s.vatican_queue = []
    need = data.FAITH_REQUIRED[s.period]
    for seat in s.turn_order:
        if s.areas[seat].res["fp"] >= need:
            s.vatican_queue.append(seat)
        else:
            excommunicate(s, seat)
            if s.round == data.ROUNDS:
                excommunicated_faith_to_vp(s, seat)
    if not s.vatican_queue:
        end_round(s)


def excommunicate(s: S, seat: int) -> None:
    """``seat`` takes the period's excommunication tile (its penalty holds to the end)."""
    p = s.p(seat)
    p.excommunicated = p.excommunicated + [s.period]   # (shared: Player.copy)
    tile = data.EXCOMMUNICATION[s.excommunications[s.period - 1]]
    s.note("{player} is excommunicated ({tile})", player=seat, tile=tile.key,
           **({} if tile.amount is None else {"n": tile.amount}))   # the name quotes it


def faith_to_vp(s: S, seat: int) -> None:
    """``seat``'s faith points become the VP of data.FAITH_VP (capped at the track's end) and
    drop to 0 (seed 001, "C. Informe del Vaticano")."""
    res = s.p(seat).res
    res["vp"] += data.FAITH_VP[min(res["fp"], data.FAITH_TRACK_END)]
    res["fp"] = 0


def excommunicated_faith_to_vp(s: S, seat: int) -> None:
    """The last report's conversion for an excommunicated player (seed 001, "C. Informe
    del Vaticano": they "obtienen los puntos de victoria" of the faith track), logged."""
    fp, vp = s.p(seat).res["fp"], s.p(seat).res["vp"]
    faith_to_vp(s, seat)
    if fp:
        s.note_n("{player} still converts {n} faith point into {vp} VP at the last report",
                 "{player} still converts {n} faith points into {vp} VP at the last report",
                 fp, player=seat, vp=s.p(seat).res["vp"] - vp)


def on_vatican(s: S, seat: int, a: Action) -> None:
    """``seat``'s answer at the report: ``support`` the Church (faith to VP, a leader's bonus)
    or be excommunicated; the last answer ends the round."""
    s.vatican_queue.pop(0)
    if a.verb == "support":
        s.note("{player} supports the Church with {n} faith points", player=seat,
               n=s.p(seat).res["fp"])
        faith_to_vp(s, seat)
        bonus = s.leader_ability(seat, "vatican_bonus")
        if bonus:
            s.p(seat).res["vp"] += bonus[1]
    else:
        excommunicate(s, seat)
        if s.round == data.ROUNDS:      # "como si no tuvieran el nivel requerido" (seed 001)
            excommunicated_faith_to_vp(s, seat)
    if not s.vatican_queue:
        end_round(s)


# -- end of round (phase D) --------------------------------------------------------------------
def end_round(s: S) -> None:
    """Seed 001, "D. Fin de la ronda": cards left in the towers are discarded, the Council
    Palace sets the next turn order, family members return."""
    first = []
    for seat, _ in s.council:
        if seat not in first:
            first.append(seat)
    s.turn_order = first + [seat for seat in s.turn_order if seat not in first]
    s.towers = {t: [None] * 4 for t in data.TYPES}
    s.market = [None] * 4
    s.council = []
    s.harvest, s.production = [[], []], [[], []]
    for seat in range(s.players):
        p = s.p(seat)                   # (copied before it changes: core.SharedAreas)
        p.placed, p.done, p.used, p.six = [], False, [], None
    if s.round == data.ROUNDS:
        s.phase = "over"
        s.undo_floor = len(s.history)
        s.note("the game is over")
        return
    s.round += 1
    start_round(s)
