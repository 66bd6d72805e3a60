"""The factory tiles of the supply keep their text inside the tile (seen in the 1280×800 sweep,
issue 20: Silk 2's "+1,000/contract" ran over the tile's edge into Paper 2's tile).  Tiles:
Nippon rulebook (seed 003), "Fábricas" (the synergy bonus of each factory).  The columns'
headings stay within their column ("Light bulbs (6)" ran into the zone's edge)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine import get_game
from engine.i18n import translator
from engine.nippon.render import board
from engine.svg import text_width

G = get_game("nippon")
SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("layout", ["wide", "narrow"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_bonus_lines_stay_inside_their_tile(lang, layout):
    root = ET.fromstring(board(G.view(G.new(2, seed=1), None),
                               gettext=translator(lang, "nippon"), layout=layout))
    tiles = [g for g in root.iter(f"{SVG}g") if g.get("class", "").split()[:1] == ["factory"]
             and g.get("data-explain", "").startswith("nippon:factory:")]
    assert len(tiles) >= 20
    for tile in tiles:
        rect = next(tile.iter(f"{SVG}rect"))
        right = float(rect.get("x")) + float(rect.get("width"))
        for text in tile.iter(f"{SVG}text"):
            size = float((text.get("style") or "font-size:10px").split("font-size:")[-1]
                         .split("px")[0])
            if size != 9.5:                       # the bonus lines (9.5 px)
                continue
            width = float(text.get("textLength") or text_width(text.text, size))
            assert float(text.get("x")) + width <= right - 2, (text.text, right)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_column_headings_fit_their_column(lang):
    root = ET.fromstring(board(G.view(G.new(2, seed=1), None),
                               gettext=translator(lang, "nippon")))
    supply = next(g for g in root.iter(f"{SVG}g") if "supply" in g.get("class", "").split())
    heads = [t for t in supply if t.tag == f"{SVG}text" and t.get("text-anchor") == "middle"]
    assert len(heads) == 6
    for head in heads:                                     # bold 10 px (issue 20: unsqueezed)
        assert head.get("style") == "font-size:10px" and head.get("class") == "title"
        width = float(head.get("textLength") or text_width(head.text, 10, True))
        assert width <= 76, (head.text, width)
