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
POSITIONS = 3
ITERATIONS = 10


def _positions(game, variant: str, players: int):
    """Seeded positions a few dozen random moves into a game (a person's seat to move)."""
    for k in range(POSITIONS):
        rng = random.Random(f"{game.id}/{variant}/{players}/{k}")
        state = game.new(players, seed=100 + k, variant=variant)
        for _ in range(rng.randrange(15, 90)):
            if game.is_over(state):
                break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        if not game.is_over(state):
            yield k, state


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
        other = coach.sampler(game)(state, seat, random.Random(f"other/{k}"))
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
