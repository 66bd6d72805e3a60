"""The coach's hint is the bot's search (issue 31): its first option is the move the bot of the
same level, seed and budget plays (both sample worlds with Game.determinize), its options are
legal and ranked as the bot ranks them, and its numbers are those of the simulations; a seat
with one legal option gets it at once, unsearched."""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import coach
from engine.ai.bots import MCTSBot, _finish
from engine.ai.timing import sample_positions


@pytest.mark.parametrize("game_id", ["plus_ultra", "lorenzo", "nippon", "village"])
def test_the_first_option_is_the_bots_move(game_id):
    game = engine.get_game(game_id)
    compared = 0
    for k, state in enumerate(sample_positions(game_id, 2, count=4, seed=3)):
        bot = MCTSBot(k, level="normal", iterations=40)
        found = _finish(bot.search(game, state))
        options = coach.hint(game, state, seed=k, level="normal", iterations=40, top=5)
        legal = [a.notation for a in game.legal_actions(state)]
        assert all(legal[o["index"]] == o["action"] for o in options)
        assert [o["visits"] for o in options] == sorted((o["visits"] for o in options),
                                                       reverse=True)
        assert sum(o["visits"] for o in options) <= 40
        if found.searched:                     # the bot searched: the same tree, the same move
            compared += 1
            assert options[0]["action"] == bot.choose(game, state).notation
            ranked = found.ranked()
            assert [o["action"] for o in options] == [a.notation for a, _ in ranked[:5]]
            node = ranked[0][1]
            assert options[0]["visits"] == node.visits
            assert options[0]["win"] == round(node.reward / node.visits, 3)
        assert not any(o["only"] for o in options)
    assert compared >= 2


def _single_option(game):
    """The first position of a seeded random game (2 players) where the seat to move has
    exactly one legal action."""
    rng = random.Random(game.id)
    state = game.new(2, seed=7)
    while not game.is_over(state):
        legal = game.legal_actions(state)
        if len(legal) == 1:
            return state
        state = game.apply(state, rng.choice(legal))
    raise AssertionError(f"no single-option position in {game.id}")


@pytest.mark.parametrize("game_id", ["plus_ultra", "lorenzo", "nippon", "village"])
def test_a_single_legal_option_is_given_at_once_without_a_search(game_id, monkeypatch):
    game = engine.get_game(game_id)
    state = _single_option(game)
    (only,) = game.legal_actions(state)

    def no_search(*args, **kwargs):
        raise AssertionError("the coach searched a single option")
    monkeypatch.setattr(MCTSBot, "search", no_search)
    steps = coach.think_hint(game, state, seed=1)
    with pytest.raises(StopIteration) as done:     # answered at the first step: no slice
        next(steps)
    assert done.value.value == [{"index": 0, "action": only.notation, "estimate": None,
                                 "win": None, "visits": 0, "only": True}]
    assert coach.hint(game, state, seed=1) == done.value.value


def test_a_hint_is_for_the_seat_to_move_of_a_game_not_over():
    game = engine.get_game("nippon")
    state = game.new(2, seed=1)
    mover = game.decision(state).seat
    with pytest.raises(ValueError, match="not to move"):
        coach.hint(game, state, 1 - mover, seed=1, iterations=5)
    with pytest.raises(ValueError, match="iterations"):
        coach.hint(game, state, seed=1, iterations=0)
    assert coach.hint(game, state, mover, seed=1, iterations=5)
