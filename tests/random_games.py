"""Helpers for tests that walk random games (render tests): the states of a seeded game played
with uniform legal actions.  tests/ is on ``sys.path`` through its conftest.py."""
from __future__ import annotations

import random
from typing import Iterator

HOSTILE_NAMES = ["Ana", "<script>alert(1)</script>", 'Bo "&" <b>', "Dolores"]
"""Player names for render tests: one is markup that must come out escaped."""


def random_states(game, players: int, seed: int, every: int = 1, variant: str | None = None,
                  names: list[str] | None = None) -> Iterator:
    """Every ``every``-th state of a random game (uniform legal actions drawn from ``seed``),
    and its last; players are named :data:`HOSTILE_NAMES` unless ``names`` is given."""
    state = game.new(players, seed=seed, variant=variant,
                     names=(names or HOSTILE_NAMES)[:players])
    rng = random.Random(seed)
    i = 0
    while True:
        if i % every == 0 or game.is_over(state):
            yield state
        if game.is_over(state):
            return
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        i += 1
