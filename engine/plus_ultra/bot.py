"""What Plus Ultra's bots need from the rules: determinization and a position estimate.

:func:`resample_hidden` re-deals everything a seat cannot see (:mod:`.view` lists it): the New
World pile with the face-down exploration tiles, the estate stack with other players' estates,
the character set aside, the draft pool and other players' drafted characters while they are
secret, and other players' secret bids.  Pools are sorted before shuffling, so the result
depends only on what the seat sees and the RNG.
"""
from __future__ import annotations

import random

from . import data
from .state import PlusUltraState as S
from .view import to_move_seat


def resample_hidden(d: S, seat: int | None, rng: random.Random) -> None:
    """Sample anew, in ``d`` (a clone), the information hidden from ``seat`` (None: the public,
    from whom every player's secrets are hidden; not the seed:
    :meth:`engine.core.Game.determinize` replaces it)."""
    _new_world(d, rng)
    _estates(d, seat, rng)
    _characters(d, seat, rng)
    if d.phase == "bid":
        for other, p in enumerate(d.areas):
            if other != seat and p.bid is not None:
                p.bid = rng.randint(0, p.tercios_active)


def _new_world(d: S, rng: random.Random) -> None:
    """The New World pile and the face-down exploration tiles are one unknown pool."""
    hidden = [row for row, tile in enumerate(d.exploration) if tile and not tile[1]]
    pool = sorted(d.deck + [tile[0] for tile in d.exploration if tile and not tile[1]])
    rng.shuffle(pool)
    for row in hidden:
        d.exploration[row] = (pool.pop(), False)
    d.deck = pool


def _estates(d: S, seat: int | None, rng: random.Random) -> None:
    """Other players' face-down estates and the estate stack are dealt from every estate of
    the edition but the seat's own (seed 000 plays 6 of 10 at random: which ones is secret)."""
    others = [i for i in range(d.players) if i != seat]
    pool = list(d.rules.estates)
    for estate in d.p(seat).estates if seat is not None else ():
        pool.remove(estate)
    pool.sort(key=_estate_order)
    rng.shuffle(pool)
    for i in others:
        d.p(i).estates = [pool.pop() for _ in d.p(i).estates]
    d.estates_deck = [pool.pop() for _ in d.estates_deck]


def _estate_order(estate: int | str) -> tuple[bool, str]:
    """A total order of estates: GP values, then seed 000's resource estates by id."""
    return isinstance(estate, str), str(estate)


def _characters(d: S, seat: int | None, rng: random.Random) -> None:
    """The character set aside, and during the draft the pool (unless ``seat`` is picking from
    it) and the other players' picks, drawn from the characters ``seat`` has not seen (the
    public, ``seat`` None, sees no pool and no pick)."""
    drafting = d.phase == "draft"
    sees_pool = drafting and seat is not None and to_move_seat(d) == seat
    known = set(d.p(seat).characters) if seat is not None else set()
    if sees_pool or not drafting:
        known.update(d.pool)
    if not drafting:
        for p in d.areas:
            known.update(p.characters)
    unknown = sorted(set(data.CHARACTERS) - known)
    slots = (1 if d.hoard is not None else 0)
    hidden_players = [i for i in range(d.players) if i != seat] if drafting else []
    slots += sum(len(d.p(i).characters) for i in hidden_players)
    hidden_pool = drafting and not sees_pool
    if hidden_pool:
        slots += len(d.pool)
    dealt = rng.sample(unknown, min(slots, len(unknown)))
    if d.hoard is not None and dealt:
        d.hoard = dealt.pop()
    for i in hidden_players:
        p = d.p(i)
        p.characters = sorted(dealt.pop() for _ in p.characters)
    if hidden_pool:
        d.pool = sorted(dealt.pop() for _ in d.pool)


def evaluate(s: S, seat: int) -> float:
    """The seat's estimated GP lead over the best other player: the score if the game ended
    now, plus the money line's remainder (ducats towards the next 5) and, before the last
    turn, a little for tercios, bulls and houses still to use.  Once the game is over: the
    real GP lead."""
    from .scoring import scores

    over = s.phase == "over"
    turns_left = data.TURNS - s.turn
    estimates = []
    for i, score in enumerate(scores(s)):
        if over:
            estimates.append(score["total"])
            continue
        p = s.p(i)
        wealth = (p.ducats + p.tercios_active + p.tercios_tired + s.war.count(i) + p.houses
                  + (p.bulls if s.rules.convert_bulls else 0)
                  + (p.rosetones + p.rosetones_used if s.rules.roseton_cards else 0))
        estimate = score["total"] + (wealth % 5) / 5
        if turns_left > 0:
            estimate += 0.3 * (p.tercios_active + p.houses) + 0.5 * p.bulls
        estimates.append(estimate)
    others = [e for i, e in enumerate(estimates) if i != seat]
    return estimates[seat] - max(others)
