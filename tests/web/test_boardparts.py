"""A board sent as the parts that changed (web/boardparts.py, issue 33 item 3): the parts
join back into the board, and only changed parts travel once the page shows the memo's last
board."""
from __future__ import annotations

import random

import pytest

import engine
from boardparts import BoardMemo, board_parts


def boards(game_id: str, moves: int, seed: int = 5) -> list[str]:
    """The public board after each of ``moves`` random moves of a 4-player game."""
    game = engine.get_game(game_id)
    state, rng = game.new(min(4, game.max_players), seed=seed), random.Random(seed)
    drawn = []
    for _ in range(moves):
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        drawn.append(game.render(game.view(state, None)))
    return drawn


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_parts_join_back_into_the_board(game_id):
    for svg in boards(game_id, 12):
        head, parts = board_parts(svg)
        assert len(parts) > 1
        assert head + "".join(parts) + "</svg>" == svg
        assert all(part.lstrip().startswith("<") for part in parts)


def test_not_a_board_is_refused():
    with pytest.raises(ValueError):
        board_parts("<div></div>")
    with pytest.raises(ValueError):
        board_parts("<svg><g></svg>")


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_only_changed_parts_are_sent_once_the_page_shows_the_last_board(game_id):
    memo, shown, previous = BoardMemo(), None, []
    for svg in boards(game_id, 10):
        change = memo.change(svg, shown)
        head, parts = board_parts(svg)
        assert change["head"] == head and len(change["parts"]) == len(parts)
        if shown is None:                       # nothing of this memo's on screen: all parts
            assert change["base"] is None and change["parts"] == parts
        else:
            assert change["base"] == shown
            assert [p is None for p in change["parts"]] == [
                new == old for new, old in zip(parts, previous, strict=True)]
            assert all(p == new for p, new in zip(change["parts"], parts, strict=True)
                       if p is not None)
        previous, shown = parts, change["id"]


def test_a_board_drawn_otherwise_since_gets_every_part():
    svg = boards("lorenzo", 1)[0]
    memo = BoardMemo()
    first = memo.change(svg, None)
    assert memo.change(svg, first["id"])["parts"] == [None] * len(first["parts"])
    assert memo.change(svg, None)["parts"] == first["parts"]          # drawn otherwise
    assert memo.change(svg, 12345)["base"] is None                    # another memo's board
