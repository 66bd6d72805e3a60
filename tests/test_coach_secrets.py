"""The coach keeps other seats' secrets out of a hint (issue 31; DESIGN.md, secrets): for seat A
to move, two states that differ only in what A cannot see (the second dealt anew by
tests/secret_deals.py, apart from the engine's determinization: decks, other seats' secret
cards, bids and draft picks, Village's customers served face down, the seed of future chance)
give the same hint for the same seed, in seeded random positions of every game and variant
with 2 and 4 players."""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import coach
from engine.game import Game
from tests import secret_deals

CASES = [(g["id"], v, n) for g in engine.games() for v in g["variants"]
         for n in sorted({2, g["max_players"]})]
POSITIONS = 4
ITERATIONS = 10


def _hidden_fields(state) -> str:
    """Everything of ``state`` but its seed of future chance, to tell re-dealt states apart."""
    fields = {k: v for k, v in vars(state).items() if k not in ("seed", "rng_draws")}
    return repr(sorted(fields.items(), key=lambda kv: kv[0]))


@pytest.mark.parametrize("game_id,variant,players", CASES)
def test_a_hint_does_not_depend_on_another_seats_secrets(game_id, variant, players):
    game = engine.get_game(game_id)
    redealt = 0
    for k, state in secret_deals.positions(game, variant, players, POSITIONS):
        seat = game.decision(state).seat
        other = secret_deals.redeal(game, state, seat, random.Random(f"other/{k}"))
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
