"""Search budgets per game and the decision-timing code the bot benchmark runs (issue 7)."""
from __future__ import annotations

import pytest

from engine import registry
from engine.ai.bots import SEARCH, MCTSBot, make_bot
from engine.ai.timing import decision_times, sample_positions


@pytest.mark.parametrize("game_id", registry.GAME_PACKAGES)
def test_levels_search_with_the_games_own_budget(game_id):
    game = registry.get_game(game_id)
    normal, hard = make_bot("normal").budget(game), make_bot("hard").budget(game)
    for level, budget in (("normal", normal), ("hard", hard)):
        given = game.bot_budgets[level]
        assert budget == {**SEARCH, **given}        # no follow-ups etc. unless the game says
    # hard searches more than normal: more iterations, or as many with guided playouts (each
    # playout action rates ``guide`` actions; Nippon's hard, issue 31)
    assert hard["iterations"] > normal["iterations"] or (
        hard["iterations"] >= normal["iterations"] and hard["guide"] > normal["guide"])
    own = MCTSBot(iterations=7, playout=2, follow=1, guide=None).budget(game)
    assert own == {**SEARCH, **normal, "iterations": 7, "playout": 2, "follow": 1}
    with pytest.raises(TypeError, match="widht"):
        MCTSBot(widht=3)


def test_sample_positions_are_real_choices_spread_over_games():
    game = registry.get_game("nippon")
    states = sample_positions("nippon", count=6, seed=3)
    assert len(states) == 6
    assert all(len(game.legal_actions(s)) > 1 and not game.is_over(s) for s in states)
    assert len({len(s.history) for s in states}) == 6  # different moments


def test_decision_times_report_one_time_per_position():
    result = decision_times("village", "random", count=3, seed=2)
    assert result["positions"] == len(result["times_s"]) == 3
    assert result["max_s"] >= result["median_s"] >= 0
