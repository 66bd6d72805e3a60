"""Claim tests (issue 27) of the guided tour's lessons: each lesson's text and after-text are
played on the lesson's own recorded position (engine/lorenzo/tour_games.py) and every claim
its ``checks`` state is asserted there.  Sources: the lessons' seed 001_edd640461a1660f5.txt
sections ("B. Acciones", "Reglas para colocar a un miembro de la familia en una torre", "El
Palacio del Consejo", "El mercado", "Activando efectos permanentes", "Área de cosecha y
producción", "C. Informe del Vaticano")."""
from __future__ import annotations

import pytest

import engine
import engine.tour
from engine.lorenzo.tour import LESSONS


@pytest.mark.parametrize("step_id", [
    pytest.param(lesson.id, id=lesson.id, marks=pytest.mark.teaches(
        "lorenzo", lesson.text[:70], lesson.after[:70])) for lesson in LESSONS])
def test_each_lesson_holds_on_its_position(step_id):
    """Every claim of the lesson's texts holds on the states before and after its move."""
    step = next(s for s in engine.get_game("lorenzo").tour() if s.id == step_id)
    lesson = next(lesson for lesson in LESSONS if lesson.id == step_id)
    assert step.checks == lesson.checks and len(step.checks) >= 2
    before, after = engine.tour.before_after(step.doc, step.index)
    assert [c.claim for c in step.checks if not c.holds(before, after)] == []
