"""The board and its panel ask for each seat's view of a position once (issue 33, item 3: the
page's work per move): ``BoardPanel.view_of`` computes a seat's view the first time and hands
the same one after; another seat's view is computed; the panel drawn from the kept views is
the panel drawn without them."""
from __future__ import annotations

import random

import engine
from engine.i18n import translator

from board_panel import BoardPanel, decision_panel


class Counting:
    """A game whose ``view`` calls are counted by seat."""

    def __init__(self, game):
        self._game, self.asked = game, []

    def __getattr__(self, name):
        return getattr(self._game, name)

    def view(self, state, seat=None):
        self.asked.append(seat)
        return self._game.view(state, seat)


def position(game_id: str, seed: int = 3, moves: int = 12):
    game = engine.get_game(game_id)
    rng = random.Random(seed)
    state = game.new(4, seed=seed)
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, state


def test_a_seats_view_is_computed_once_and_another_seat_is_computed():
    game, state = position("lorenzo")
    counting = Counting(game)
    drawn = BoardPanel(counting, state, None, translator("en", "lorenzo"))
    assert counting.asked == [None]
    assert drawn.view_of(None) is drawn.view
    seat = game.decision(state).seat
    first = drawn.view_of(seat)
    assert drawn.view_of(seat) is first and first == game.view(state, seat)
    assert counting.asked == [None, seat]


def test_the_panel_from_kept_views_is_the_panel_without_them():
    for game_id in ("plus_ultra", "lorenzo", "nippon", "village"):
        game, state = position(game_id)
        _ = translator("en", game_id)
        legal = game.legal_actions(state)
        counting = Counting(game)
        drawn = BoardPanel(counting, state, None, _)
        kept = drawn.panel(legal, can_undo=True, peek="peek")
        plain = decision_panel(game, state, game.decision(state), legal, True, _, peek="peek")
        assert kept == plain, game_id
        assert len(counting.asked) == len(set(counting.asked)), game_id   # each seat once
