"""The engine hooks of issue 21's tours and rules summaries (engine/tour.py, Game.tour,
Game.rules_summary): unknown editions are refused, a game package's broken module is not
mistaken for a missing one."""
import sys
import types

import pytest

from engine.core import get_game


def test_rules_summary_refuses_an_unknown_edition():
    with pytest.raises(ValueError, match="unknown variant"):
        get_game("plus_ultra").rules_summary("no-such-edition")


def test_a_module_that_fails_inside_is_not_taken_for_a_missing_one(monkeypatch):
    game = get_game("village")
    import engine.core

    def import_failing_inside(name):   # the module exists but imports something missing
        raise ModuleNotFoundError("No module named 'gone'", name="gone")

    monkeypatch.setattr(engine.core.importlib, "import_module", import_failing_inside)
    with pytest.raises(ModuleNotFoundError):
        game.tour()
    monkeypatch.undo()
    monkeypatch.setitem(sys.modules, "engine.village.tour", types.ModuleType("engine.village.tour"))
    with pytest.raises(AttributeError):   # present but without steps(): an error, not "no tour"
        game.tour()
