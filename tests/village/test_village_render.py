"""The SVG board (render contract of DESIGN.md: data-game, data-to-move, data-game-over,
data-action on legal elements with role, tabindex and an accessible name; wide and narrow
layouts)."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from engine.village.render import board
from engine.svg import board_notations
from tests.village.vg_helpers import G, new, play, turn


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


def test_families_wear_the_box_colours_none_a_cube_colour():
    """village-data.md §8 (R, S15): the families are red, yellow, blue and ivory; review D5: a
    green seat looked like the green influence cubes.  The board's families and the app's seat
    swatches (``seat_colors``, --seat-N) are the same four colours, none of them a cube's."""
    from engine.village import data, render
    assert set(data.PLAYER_COLORS) == {"red", "yellow", "blue", "ivory"}
    assert not set(data.PLAYER_COLORS) & set(data.CUBE_KINDS)
    assert G.seat_colors == render.SEAT_COLORS and len(set(G.seat_colors)) == 4
    assert G.info()["seat_colors"] == list(G.seat_colors)
    cubes = {render.DEFAULT_COLORS[k] for k in data.COLORS} | {render.DEFAULT_COLORS["black"]}
    assert not set(G.seat_colors) & cubes
    s = new(4)
    assert [p["color"] for p in G.view(s)["players"]] == list(data.PLAYER_COLORS)
    svg = _svg(s)
    for hex_colour in G.seat_colors:
        assert hex_colour in svg
    assert "(ivory)" in svg and "#2e7d32" not in svg        # the old green seat


@pytest.mark.parametrize("layout", ["wide", "narrow"])
def test_the_goods_supply_is_written_out_in_words(layout):
    """Review 2026-11-24 sections 2 and 10 (Village): the supply read "wag hor ox plo scr".
    Each good of the supply is drawn under its whole name with how many are left (seed 004,
    "Preparar": the goods tiles beside the board; village-data.md §3: 8 of each kind)."""
    from engine.village import data
    s = new(3)
    root = ET.fromstring(_svg(s, layout=layout))
    goods = [g for g in root.iter("{http://www.w3.org/2000/svg}g")
             if (g.get("class") or "").split()[-2:] == ["supply", "good"]]
    shown = ["".join(t.text or "" for t in g.iter("{http://www.w3.org/2000/svg}text"))
             for g in goods]
    left = G.view(s, None)["goods_supply"]
    assert shown == [f"{data.TERMS[good].capitalize()} ×{left[good]}" for good in data.GOODS]
    assert all(left[good] == data.GOODS_PER_KIND for good in data.GOODS)
