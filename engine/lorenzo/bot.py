"""What Lorenzo il Magnifico's bots need from the rules: determinization and an estimate.

Hidden from a seat (:mod:`.view`): the order of the development card decks and, in the advanced
game, the leaders in other players' hands and their draft hands.  :func:`resample_hidden`
re-deals them from sorted pools, so the result depends only on what the seat sees.
"""
from __future__ import annotations

import math
import random

from . import data
from .state import LorenzoState as S


def resample_hidden(s: S, seat: int | None, rng: random.Random) -> None:
    """Shuffle each deck anew within each period (periods stay stacked, period 1 on top) and
    re-deal other players' secret leaders from those the seat has not seen (``seat`` None: the
    public, who sees no hand: every player's leaders and draft hand are re-dealt)."""
    for type_, deck in s.decks.items():
        by_period: dict[int, list[str]] = {}
        for key in deck:
            by_period.setdefault(data.CARDS[key].period, []).append(key)
        new = []
        for period in sorted(by_period, reverse=True):          # later periods at the bottom
            cards = sorted(by_period[period])
            rng.shuffle(cards)
            new += cards
        s.decks[type_] = new
    others = [i for i in range(s.players) if i != seat]
    seen = set(s.p(seat).leaders) if seat is not None else set()
    for p in s.areas:
        seen.update(p.played)
    if s.draft and seat is not None:
        seen.update(s.draft[seat])
    unknown = sorted({leader.key for leader in data.LEADERS} - seen)
    slots = sum(len(s.p(i).leaders) for i in others)
    slots += sum(len(s.draft[i]) for i in others) if s.draft else 0
    dealt = rng.sample(unknown, min(slots, len(unknown)))
    for i in others:
        s.p(i).leaders = [dealt.pop() for _ in s.p(i).leaders]
        if s.draft:
            s.draft[i] = sorted(dealt.pop() for _ in s.draft[i])


RESOURCE_WORTH = {"coins": 0.3, "wood": 0.3, "stone": 0.3, "servants": 0.25, "mp": 0.3,
                  "fp": 0.4}
"""Estimated VP of one unit during play (assumed for the bots; not a rule)."""

TILE_VP_PER_ROUND = {1: 1.0, 2: 2.0}
"""Estimated VP that an excommunication tile of period 1 or 2 costs its holder in each round
it is in force (assumed for the bots; not a rule: its effects act during play, data §3).
Period 3's tiles act on the final score, which :func:`faith_vp` computes instead."""


LAST_PERIOD = max(data.FAITH_REQUIRED)
"""The period whose report ends the game (its tiles act on the final score, data §3)."""


def _rounds_in_force(s: S) -> int:
    """Rounds, this one included while its Actions phase lasts, in which a tile suffered by
    now still acts."""
    return data.ROUNDS - s.round + (1 if s.phase not in ("vatican", "over") else 0)


def _report_ahead(s: S, seat: int) -> int | None:
    """The period whose Vatican report ``seat`` still faces in this period, or None (the game
    is over, or the seat has answered this period's report or been excommunicated in it)."""
    p = s.areas[seat]
    if s.phase == "over" or s.period in p.excommunicated:
        return None
    if s.phase == "vatican" and seat not in s.vatican_queue:
        return None
    return s.period


def faith_vp(s: S, seat: int) -> float:
    """The seat's faith estimate in VP (0 or less), for the hard bot (:func:`evaluate` with
    ``faith``): seed 001, "C. Informe del Vaticano": at the end of rounds 2, 4 and 6 a player
    with fewer faith points than the period asks (:data:`data.FAITH_REQUIRED`) is
    excommunicated and suffers the period's tile for the rest of the game; one with enough may
    support the Church for the faith track's VP (:data:`data.FAITH_VP`).

    Three parts:

    - before the last report, the faith track's VP for the faith points held: every player
      converts them then, excommunicated or not (the linear worth of
      :data:`RESOURCE_WORTH` is nothing in the last round);
    - every period 1 or 2 tile suffered: :data:`TILE_VP_PER_ROUND` for each round still to
      play under it (period 3's penalties are in the score already, scoring.py);
    - the report ahead, while the seat is short of what it asks: the share of the faith
      points missing, times what falling short loses: the tile (periods 1 and 2: for the
      rounds after the report; period 3: the VP its penalty takes from the score as it is,
      :func:`scoring.penalty_vp`) and, before the last report, the faith track's VP at the
      required level, which only supporting earns then.  Weighted 1 in the report's round and
      1/2 in the round before it.

    So a seat short of faith values each faith point gained more when the report is near and
    its tile would cost it much; a seat whose tile costs nothing (no venture VP to lose to
    "no final VP for ventures") is not pushed.
    """
    from .scoring import breakdown, penalty_vp

    p = s.areas[seat]
    value = 0.0
    rounds = _rounds_in_force(s)
    for period in p.excommunicated:
        if period in TILE_VP_PER_ROUND:
            value -= TILE_VP_PER_ROUND[period] * rounds
    period = _report_ahead(s, seat)
    if period is None:
        return value
    if period == LAST_PERIOD:                   # supporting or not, faith becomes VP now
        value += data.FAITH_VP[min(p.res["fp"], data.FAITH_TRACK_END)]
    need = data.FAITH_REQUIRED[period]
    short = need - p.res["fp"]
    if short <= 0:
        return value
    report_round = 2 * period
    if period in TILE_VP_PER_ROUND:
        loss = TILE_VP_PER_ROUND[period] * (data.ROUNDS - report_round) + data.FAITH_VP[need]
    else:
        tile = data.EXCOMMUNICATION[s.excommunications[period - 1]]
        loss = -penalty_vp(s, seat, [tile.penalty], breakdown(s, seat))
    weight = 1 / (1 + report_round - s.round)
    return value - weight * loss * short / need


def evaluate(s: S, seat: int, faith: bool = False) -> float:
    """The seat's estimated VP lead: the score if the game ended now, plus a little for
    resources, military and faith still to use (less as the game ends); with ``faith`` (the
    hard bot's estimate) plus each seat's :func:`faith_vp`."""
    from .scoring import scores

    left = (data.ROUNDS - s.round) / data.ROUNDS
    estimates = []
    for i, score in enumerate(scores(s)):
        res = s.p(i).res
        extra = math.fsum(RESOURCE_WORTH.get(k, 0) * res.get(k, 0) for k in RESOURCE_WORTH)
        if faith:
            extra = math.fsum((left * extra, faith_vp(s, i)))
        else:
            extra = left * extra
        estimates.append(score["total"] + extra)
    others = [e for i, e in enumerate(estimates) if i != seat]
    return estimates[seat] - max(others)
