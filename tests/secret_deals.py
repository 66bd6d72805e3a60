"""Other seats' secrets dealt anew, written apart from the engine's own determinization, for the
property tests that a bot's move and a coach's hint never depend on them (DESIGN.md, secrets;
tests/test_bots.py, tests/test_coach_secrets.py).

:func:`redeal` permutes, in a copy of a real state, the components hidden from one seat among
the places the rulebooks keep them face down, as each game's ``view`` documents them, draws a
new seed of future chance and blanks the other seats' secret moves in the history.  It is deliberately not ``Game.determinize``: a secret the engine's
determinization forgets to re-deal still differs between the two states here, so a bot that
reads it is caught.  The tests check that the seat's view is unchanged.
"""
from __future__ import annotations

import random

from engine.core import Game, State
from engine.record import Record


def positions(game: Game, variant: str, players: int, count: int, tag: str = ""):
    """``(k, state)`` for ``count`` seeded positions a few dozen random moves into a game, each
    with a decision pending; in Village played on until a seat other than the one to move has
    served a customer face down (seed 004, "Mercado"), the secret that game hides."""
    for k in range(count):
        rng = random.Random(f"{tag}{game.id}/{variant}/{players}/{k}")
        state = game.new(players, seed=100 + k, variant=variant)
        for _ in range(rng.randrange(10, 100)):
            if game.is_over(state):
                break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        for _ in range(400):
            if game.is_over(state) or _village_secret(game, state):
                break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        if not game.is_over(state) and _village_secret(game, state):
            yield k, state


def _village_secret(game: Game, state) -> bool:
    """True but in a Village position where no seat but the one to move holds customers served
    face down."""
    if game.id != "village":
        return True
    seat = game.decision(state).seat
    return any(p.customers for i, p in enumerate(state.areas) if i != seat)


def redeal(game: Game, state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` in which what ``seat`` cannot see is permuted among its hidden
    places with ``rng`` (see the module's docstring), the seed of future chance is new, and
    other seats' moves still secret in the history read :data:`SECRET_MOVE`."""
    other = state.clone()
    secret = {i for i, (chooser, _) in game.hidden_moves(state).items() if chooser != seat}
    other.history = Record(SECRET_MOVE if i in secret else notation
                           for i, notation in enumerate(state.history))
    deal = _DEALS.get(game.id)
    if deal is not None:
        deal(other, seat, rng)
    other.seed = rng.randrange(1, 2**31)
    while other.seed == state.seed:
        other.seed = rng.randrange(1, 2**31)
    return other


SECRET_MOVE = "secret"
"""What :func:`redeal` writes over the history's moves of other seats that are still secret
(``Game.hidden_moves``: draft picks, bids): no rule and no bot may read them."""


def _spread(rng: random.Random, slots: list[list], sort: bool = False) -> None:
    """Shuffle the items of the lists in ``slots`` together and refill each list with as many
    as it held (each sorted when ``sort``)."""
    pool = [item for slot in slots for item in slot]
    rng.shuffle(pool)
    for slot in slots:
        n = len(slot)
        slot[:] = sorted(pool[:n]) if sort else pool[:n]
        del pool[:n]


def _village(s, seat: int, rng: random.Random) -> None:
    """Seed 004, "Mercado": the face-down pile and the customers others served face down (until
    the end of the game)."""
    if s.phase == "over":
        return
    others = [s.p(i) for i in range(s.players) if i != seat]
    customers = [list(p.customers) for p in others]
    pile = list(s.pile)
    _spread(rng, [pile, *customers])
    s.pile = pile
    for p, dealt in zip(others, customers, strict=True):
        p.customers = dealt


def _lorenzo(s, seat: int, rng: random.Random) -> None:
    """Seed 001: the order of each development deck within a period, and the leaders in other
    players' hands and draft hands (advanced game)."""
    from engine.lorenzo import data

    decks = {}
    for type_, deck in s.decks.items():
        periods = [[k for k in deck if data.CARDS[k].period == p] for p in (3, 2, 1)]
        for cards in periods:
            rng.shuffle(cards)
        decks[type_] = [k for cards in periods for k in cards]
    s.decks = decks
    others = [i for i in range(s.players) if i != seat]
    hands = [list(s.p(i).leaders) for i in others]
    drafts = [list(s.draft[i]) for i in others] if s.draft else []
    _spread(rng, hands + drafts)
    for i, hand in zip(others, hands, strict=True):
        s.p(i).leaders = hand
    if s.draft:
        s.draft = list(s.draft)
        for i, hand in zip(others, drafts, strict=True):
            s.draft[i] = sorted(hand)


def _plus_ultra(s, seat: int, rng: random.Random) -> None:
    """Seeds 000/002: the New World pile and the face-down exploration tiles, the estates of
    other players and the estate stack, during the draft the other players' picks and the
    character set aside, and bids not yet revealed."""
    from engine.plus_ultra import data

    rows = [row for row, tile in enumerate(s.exploration) if tile and not tile[1]]
    deck, faces = list(s.deck), [[s.exploration[row][0]] for row in rows]
    _spread(rng, [deck, *faces])
    s.deck, s.exploration = deck, list(s.exploration)
    for row, face in zip(rows, faces, strict=True):
        s.exploration[row] = (face[0], False)
    others = [i for i in range(s.players) if i != seat]
    estates = [list(s.p(i).estates) for i in others]
    stack = list(s.estates_deck)
    _spread(rng, [stack, *estates])
    s.estates_deck = stack
    for i, held in zip(others, estates, strict=True):
        s.p(i).estates = held
    drafting = s.phase == "draft"
    held_characters = {c for p in s.areas for c in p.characters}
    unseen = sorted(set(data.CHARACTERS) - held_characters - set(s.pool)
                    - ({s.hoard} if s.hoard else set()))
    picks = [list(s.p(i).characters) for i in others] if drafting else []
    hoard = [[s.hoard]] if s.hoard is not None else []
    _spread(rng, [*picks, *hoard, unseen], sort=True)
    if s.hoard is not None:
        s.hoard = hoard[0][0]
    for i, chosen in zip(others if drafting else [], picks, strict=True):
        s.p(i).characters = chosen
    if s.phase == "bid":
        for i in others:
            p = s.p(i)
            if p.bid is not None:
                p.bid = rng.randint(0, p.tercios_active)


_DEALS = {"village": _village, "lorenzo": _lorenzo, "plus_ultra": _plus_ultra}
"""Per game, how its hidden components are dealt anew; Nippon hides only future chance (its
bag is public as counts and draws at random)."""
