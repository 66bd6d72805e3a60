"""Plus Ultra's common actions once taken: the taker's marker never covers the action's name
(seen in the 1280×800 sweep, issue 20: in Spanish "Pedir un préstamo" read "Pedir un préstam●"
under the marker).  Rulebook: Reglamento, "Acciones comunes" (each taken once a turn)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine import get_game
from engine.i18n import translator
from engine.plus_ultra import data
from engine.plus_ultra.render import board
from engine.svg import text_width as _text_width

G = get_game("plus_ultra")
SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("layout", ["wide", "narrow"])
@pytest.mark.parametrize("variant", ["reglamento", "early"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_takers_marker_leaves_the_name_readable(lang, variant, layout):
    view = G.view(G.new(3, seed=1, variant=variant), None)
    view["commons_taken"] = list(data.COMMON_ACTIONS)
    view["commons_by"] = {key: i % 3 for i, key in enumerate(data.COMMON_ACTIONS)}
    root = ET.fromstring(board(view, gettext=translator(lang, "plus_ultra"), layout=layout))
    slots = [g for g in root.iter(f"{SVG}g") if {"common", "taken"} <= set(
        (g.get("class") or "").split())]
    assert len(slots) == len(data.COMMON_ACTIONS)
    for slot in slots:
        (marker,) = slot.iter(f"{SVG}circle")
        cx, cy, r = (float(marker.get(k)) for k in ("cx", "cy", "r"))
        for text in slot.iter(f"{SVG}text"):
            x, y = float(text.get("x")), float(text.get("y"))
            size = float(text.get("font-size") or 14)
            top, right = y - size, x + _text_width(text.text, size, "title" in (
                text.get("class") or ""))
            overlaps = cx + r > x and cx - r < right and cy + r > top and cy - r < y + 3
            assert not overlaps, (text.text, (x, right, top, y), (cx, cy, r))


@pytest.mark.parametrize("layout", ["wide", "narrow"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_players_piece_names_end_before_their_numbers(lang, layout):
    """The sweep's phone board read "Rosetones2" in Spanish: a stat's name runs into its value.
    Each name ends (its estimated width, or the width it is squeezed to) 4 units before the
    right-aligned value starts."""
    state = G.new(4, seed=2)
    for seat in range(4):
        state.p(seat).ducats = 88                               # two-digit values: the widest numbers
    root = ET.fromstring(board(G.view(state, None), gettext=translator(lang, "plus_ultra"),
                               layout=layout))
    rows = [g for g in root.iter(f"{SVG}g") if g.get("class") == "stat"
            and len(list(g.iter(f"{SVG}text"))) == 2]
    assert len(rows) == 4 * 6
    for row in rows:
        name, value = row.iter(f"{SVG}text")
        ends = float(name.get("x")) + float(name.get("textLength") or _text_width(name.text, 14))
        starts = float(value.get("x")) - _text_width(value.text, 14, True)
        assert ends + 4 <= starts, (name.text, value.text, ends, starts)
