"""Claim tests (issue 27) for Nippon's guided tour (engine/nippon/tour.py): each step's lesson
and after-text are played on the step's own recorded position, through the step's checks
(engine.tour.Check), so the claims are tested where the learner reads them.  Seed 003, each
step's section (its ``source``).
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import pytest

import engine
from engine.nippon.tour import LESSONS
from engine.tour import before_after

STEPS = {s.id: s for s in engine.get_game("nippon").tour()}


def _holds(step_id: str) -> list[str]:
    step = STEPS[step_id]
    before, after = before_after(step.doc, step.index)
    return [c.claim for c in step.checks if not c.holds(before, after)]


def _fragments(step_id: str) -> tuple[str, str]:
    lesson = next(lesson for lesson in LESSONS if lesson.id == step_id)
    return lesson.text[:60], lesson.after[:60]


@pytest.mark.teaches("nippon", *_fragments("worker"))
def test_worker_step():
    """Seed 003, "I. Lleve un trabajador"."""
    assert not _holds("worker") and len(STEPS["worker"].checks) >= 3


@pytest.mark.teaches("nippon", *_fragments("mines"))
def test_mines_step():
    """Seed 003, "E. Minas"."""
    assert not _holds("mines")


@pytest.mark.teaches("nippon", *_fragments("invest"))
def test_invest_step():
    """Seed 003, "A. Invierta en una nueva industria"."""
    assert not _holds("invest")


@pytest.mark.teaches("nippon", *_fragments("produce"))
def test_produce_step():
    """Seed 003, "C. Producir bienes"."""
    assert not _holds("produce")


@pytest.mark.teaches("nippon", *_fragments("consolidate"))
def test_consolidate_step():
    """Seed 003, "II. Consolidar"."""
    assert not _holds("consolidate")


@pytest.mark.teaches("nippon", *_fragments("reward"))
def test_reward_step():
    """Seed 003, "2. Recompensa del emperador"."""
    assert not _holds("reward")


@pytest.mark.teaches("nippon", *_fragments("wages"))
def test_wages_step():
    """Seed 003, "3. Mano de obra"."""
    assert not _holds("wages")


@pytest.mark.teaches("nippon", "takes the last worker of an action space, while other action",
                     *_fragments("scoring"))
def test_scoring_step_empties_one_space_while_workers_remain_on_the_board():
    """Review 2026-11-28 TN1: the step said "Ana takes the last worker on the board" with 8
    workers left.  Seed 003, "Filas de trabajador vacías": the refill fires when a space is
    emptied while every worker row is empty; "Fin del juego": the first scoring."""
    assert not _holds("scoring")
    step = STEPS["scoring"]
    before, after = before_after(step.doc, step.index)
    assert all(not row for row in before.rows)
    assert sum(map(len, before.spaces)) - 1 > 0                  # workers left on the board
    assert "last worker on the board" not in step.text
