"""The coach keeps other seats' secrets out of a hint (issue 31; DESIGN.md, secrets): for seat A
to move, two states that differ only in what A cannot see (the second re-dealt from A's
information set: the game's own determinization and, for Village, the customers other seats
served face down) give the same hint for the same seed, in seeded random positions of every
game and variant with 2 to 4 players."""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import coach
from engine.game import Game

CASES = [(g["id"], v, n) for g in engine.games() for v in g["variants"]
         for n in sorted({2, g["max_players"]})]
POSITIONS = 4
ITERATIONS = 10


def _positions(game, variant: str, players: int):
    """Seeded positions a few dozen random moves into a game (a person's seat to move)."""
    for k in range(POSITIONS):
        rng = random.Random(f"{game.id}/{variant}/{players}/{k}")
        state = game.new(players, seed=100 + k, variant=variant)
        for _ in range(rng.randrange(20, 160)):
            if game.is_over(state):
                break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        for _ in range(400):              # Village: on until another seat has served a customer
            if game.is_over(state) or _village_secret(game, state):
                break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        if not game.is_over(state):
            yield k, state


def _village_secret(game, state) -> bool:
    """True but in a Village position where no seat but the one to move holds customers served
    face down (seed 004, "Mercado": hidden until the end): the secret bots keep as it is."""
    if game.id != "village":
        return True
    seat = game.decision(state).seat
    return any(p.customers for i, p in enumerate(state.areas) if i != seat)


def _redealt(game, state, seat: int, rng: random.Random):
    """``state`` with everything hidden from ``seat`` dealt anew: the game's determinization
    (decks, other seats' secret cards and bids, the seed of future chance) and the secrets it
    leaves as they are (``bot.resample_secrets``: Village's customers served face down)."""
    other = game.determinize(state, seat, rng)
    extra = getattr(game._module("bot"), "resample_secrets", None)
    if extra is not None:
        extra(other, seat, rng)
    return other


def _hidden_fields(state) -> str:
    """Everything of ``state`` but its seed of future chance, to tell re-dealt states apart."""
    fields = {k: v for k, v in vars(state).items() if k not in ("seed", "rng_draws")}
    return repr(sorted(fields.items(), key=lambda kv: kv[0]))


@pytest.mark.parametrize("game_id,variant,players", CASES)
def test_a_hint_does_not_depend_on_another_seats_secrets(game_id, variant, players):
    game = engine.get_game(game_id)
    redealt = 0
    for k, state in _positions(game, variant, players):
        seat = game.decision(state).seat
        other = _redealt(game, state, seat, random.Random(f"other/{k}"))
        assert game.view(other, seat) == game.view(state, seat)
        redealt += _hidden_fields(other) != _hidden_fields(state)
        first = coach.hint(game, state, seat, seed=k, iterations=ITERATIONS)
        second = coach.hint(game, other, seat, seed=k, iterations=ITERATIONS)
        assert first == second, (game_id, variant, players, k)
        legal = [a.notation for a in game.legal_actions(state)]
        assert all(legal[o["index"]] == o["action"] for o in first)
        assert other.seed != state.seed                  # future chance is hidden from all
    if type(game)._resample_hidden is not Game._resample_hidden:   # Nippon: only the future
        assert redealt, "no position had anything hidden to re-deal"
