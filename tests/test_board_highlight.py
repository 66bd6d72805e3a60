"""The board shows the last moves (issue 7: "the board shows ... what it did (highlighted last
action, log line)"): ``Game.render(..., highlight=[notations])`` outlines the board places
those actions acted on, in every game."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from engine import registry


def lit(svg: str) -> list[ET.Element]:
    return [e for e in ET.fromstring(svg).iter() if "highlight" in (e.get("class") or "").split()]


def on_board(svg: str) -> set[str]:
    return {e.get("data-action") for e in ET.fromstring(svg).iter() if e.get("data-action")}


@pytest.mark.parametrize("game_id", registry.GAME_PACKAGES)
def test_every_move_made_on_the_board_is_outlined_after_it(game_id):
    game = registry.get_game(game_id)
    checked = 0
    for seed in (1, 2):
        rng, state = random.Random(seed), game.new(3, seed=seed)
        for _ in range(150):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            clickable = on_board(game.render(game.view(state, None), legal=legal))
            action, actor = rng.choice(legal), game.decision(state).seat
            state = game.apply(state, action)
            view, after = game.view(state, None), game.legal_actions(state)
            marked = lit(game.render(view, legal=after, highlight=[action.notation],
                                     actor=actor))
            if action.notation in clickable:
                checked += 1
                assert 1 <= len(marked) <= 2, (action.notation, len(marked))
            assert not lit(game.render(view, legal=after))      # nothing without highlight
    assert checked >= 20


@pytest.mark.parametrize("game_id", registry.GAME_PACKAGES)
def test_highlight_is_decoration_only(game_id):
    """Outlining never adds or removes clickable elements."""
    game = registry.get_game(game_id)
    rng, state = random.Random(3), game.new(2, seed=3)
    for _ in range(40):
        legal = game.legal_actions(state)
        plain = game.render(game.view(state, 0), legal=legal)
        marked = game.render(game.view(state, 0), legal=legal,
                             highlight=[a.notation for a in legal])
        assert on_board(marked) == on_board(plain)
        state = game.apply(state, rng.choice(legal))
