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


def evaluate(s: S, seat: int) -> float:
    """The seat's estimated VP lead: the score if the game ended now, plus a little for
    resources, military and faith still to use (less as the game ends)."""
    from .scoring import scores

    left = (data.ROUNDS - s.round) / data.ROUNDS
    estimates = []
    for i, score in enumerate(scores(s)):
        res = s.p(i).res
        extra = math.fsum(RESOURCE_WORTH.get(k, 0) * res.get(k, 0) for k in RESOURCE_WORTH)
        estimates.append(score["total"] + left * extra)
    others = [e for i, e in enumerate(estimates) if i != seat]
    return estimates[seat] - max(others)
