"""The engine hooks of issue 21's tours and rules summaries (engine/tour.py; Game.tour and
Game.rules_summary, engine/screen_hooks.py): unknown editions are refused, a game package's
broken module is not mistaken for a missing one."""
import sys
import types

import pytest

from engine.registry import get_game


def test_rules_summary_refuses_an_unknown_edition():
    with pytest.raises(ValueError, match="unknown variant"):
        get_game("plus_ultra").rules_summary("no-such-edition")


def test_a_module_that_fails_inside_is_not_taken_for_a_missing_one(monkeypatch):
    game = get_game("village")
    import engine.screen_hooks

    def import_failing_inside(name):   # the module exists but imports something missing
        raise ModuleNotFoundError("No module named 'gone'", name="gone")

    monkeypatch.setattr(engine.screen_hooks.importlib, "import_module", import_failing_inside)
    with pytest.raises(ModuleNotFoundError):
        game.tour()
    monkeypatch.undo()
    monkeypatch.setitem(sys.modules, "engine.village.tour", types.ModuleType("engine.village.tour"))
    with pytest.raises(AttributeError):   # present but without steps(): an error, not "no tour"
        game.tour()


def test_a_steps_module_without_a_stepper_gives_plain_buttons():
    """Village's engine/village/steps.py holds its sub-decisions and no ``stepper``: its
    decisions get plain buttons (None), not an AttributeError that stopped every Village game
    in the app (7a70de2)."""
    import random

    game = get_game("village")
    state, rng = game.new(2, seed=3), random.Random(3)
    for _ in range(30):
        decision = game.decision(state)
        legal = game.legal_actions(state)
        assert game.stepper(game.view(state, decision.seat), decision, legal) is None
        state = game.apply(state, rng.choice(legal))
