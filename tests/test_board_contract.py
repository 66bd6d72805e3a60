"""The board contract of DESIGN.md for every game (engine.core.Game.render): along random games
of every variant and player count, in both layouts, every element with ``data-action`` is a
legal action, drawn once, keyboard-reachable and named; the root says the game, the seat to
move or that the game is over; player names come out escaped; both layouts offer the same
actions.  What each game must draw on its board is in its own render tests."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from tests.random_games import random_states

import engine

SVG = "{http://www.w3.org/2000/svg}"
CONFIGS = [(info["id"], variant, n)
           for info in engine.games()
           for variant in info["variants"]
           for n in range(info["min_players"], info["max_players"] + 1)]
WIDTH = {"wide": "1000", "narrow": "500"}


def actions(svg: str) -> list[str]:
    """The ``data-action`` values of a board, in document order."""
    return [e.get("data-action") for e in ET.fromstring(svg).iter()
            if e.get("data-action") is not None]


@pytest.mark.parametrize("game_id, variant, players", CONFIGS,
                         ids=[f"{g}-{v}-{n}p" for g, v, n in CONFIGS])
def test_board_actions_are_legal_drawn_once_reachable_and_named(game_id, variant, players):
    game = engine.get_game(game_id)
    drawn_any = 0
    for state in random_states(game, players, seed=10 + players, every=9, variant=variant):
        decision = game.decision(state)
        seat = decision.seat if decision.private else None
        legal = game.legal_actions(state)
        notations = {a.notation for a in legal}
        drawn = {}
        for layout in ("wide", "narrow"):
            svg = game.render(game.view(state, seat), legal=legal, layout=layout)
            root = ET.fromstring(svg)
            drawn[layout] = actions(svg)
            assert len(drawn[layout]) == len(set(drawn[layout])), "an action drawn twice"
            assert set(drawn[layout]) <= notations
            for e in root.iter():
                if e.get("data-action") is not None:
                    assert "action" in e.get("class", "").split()
                    assert e.get("role") == "button" and e.get("tabindex") == "0"
                    assert e.get("aria-label")
            assert root.get("data-game") == game_id
            assert root.get("viewBox").startswith(f"0 0 {WIDTH[layout]} ")
            if decision.seat is None:
                assert root.get("data-game-over") == "true" and root.get("data-to-move") is None
            else:
                assert root.get("data-to-move") == str(decision.seat)
                assert root.get("data-game-over") is None
            assert "<script>" not in svg
        assert set(drawn["wide"]) == set(drawn["narrow"])
        drawn_any += bool(drawn["wide"])
    assert drawn_any > 0
