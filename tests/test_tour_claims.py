"""Every tour step's claims hold on its own position (issue 27, "Teach only what is true").

A step's texts say what its position is and what the move does; each step lists those claims
as :class:`engine.tour.Check` objects (in its game's ``tour.py``) and this file evaluates them
on the states before and after the step's move, in every game's tours (Plus Ultra's early
edition has its own).  A step without a check fails.
"""
from __future__ import annotations

from functools import lru_cache

import pytest

import engine
import engine.tour

TOURS = [(g, v) for g in engine.registry.GAME_PACKAGES
         for v in engine.get_game(g).tour_variants()]
"""Every tour: (game, rules edition with a tour of its own)."""


@lru_cache(maxsize=None)
def tour(game_id: str, variant: str) -> tuple:
    return tuple(engine.get_game(game_id).tour(None, variant))


def step_ids() -> list[tuple[str, str, str]]:
    return [(g, v, s.id) for g, v in TOURS for s in tour(g, v)]


@pytest.mark.parametrize("game_id,variant,step_id", step_ids())
def test_each_step_checks_its_claims_on_its_position(game_id, variant, step_id):
    step = next(s for s in tour(game_id, variant) if s.id == step_id)
    assert step.checks, f"{game_id} tour step {step_id!r} states no claim as a check"
    before, after = engine.tour.before_after(step.doc, step.index)
    failed = [c.claim for c in step.checks if not c.holds(before, after)]
    assert not failed, f"{game_id} step {step_id!r}: false on its position: {failed}"
