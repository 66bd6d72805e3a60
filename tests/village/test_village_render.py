"""The SVG board (render contract of DESIGN.md: data-game, data-to-move, data-game-over,
data-action on legal elements with role, tabindex and an accessible name; wide and narrow
layouts)."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from engine.village.render import board
from engine.svg import board_notations
from vg_helpers import G, new, play, turn


def _svg(s, **options):
    seat = G.decision(s).seat
    return board(G.view(s, seat), legal=G.legal_actions(s), **options)


def test_root_attributes_and_clickable_cubes():
    s = turn(harvest=["pink", "black"])
    root = ET.fromstring(_svg(s))
    assert root.get("data-game") == "village" and root.get("data-to-move") == "0"
    assert "take harvest pink" in board_notations(_svg(s))
    assert "take harvest black" in board_notations(_svg(s))
    for e in root.iter():
        if e.get("data-action"):
            assert e.get("role") == "button" and e.get("tabindex") == "0"
            assert e.get("aria-label")


def test_market_stalls_cities_and_privileges_are_clickable():
    s = turn(market=["pink"], harvest=["pink"])
    s.stalls = ["k02", "k03", "k01", None, None]
    s.p(0).goods["wagon"] = 1
    s = play(s, "take market pink")
    assert "serve 1" in board_notations(_svg(s))
    s = turn(travel=["brown"])
    s.p(0).cubes["brown"], s.p(0).goods["wagon"] = 2, 1
    s = play(s, "take travel brown")
    assert "travel 1 farm c1" in board_notations(_svg(s))


def test_game_over_flag_and_narrow_width():
    rng = random.Random(1)
    s = new(2)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    root = ET.fromstring(_svg(s))
    assert root.get("data-game-over") == "true" and root.get("data-to-move") is None
    assert ET.fromstring(_svg(s, layout="narrow")).get("viewBox").split()[2] == "500"
    with pytest.raises(ValueError):
        _svg(s, layout="tall")
