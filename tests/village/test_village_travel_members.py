"""Travellers on the travel map (Village, seed "Viajar"; the map's layout is assumed, P3) sit
under their city, clear of the paths' cost labels (seen in the end-screen sweep, issue 20: a
member on C1 covered the "2t +W" of the road from the village)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine import get_game
from engine.i18n import translator
from engine.svg import text_width
from engine.village import data
from engine.village.render import board

G = get_game("village")
SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("per_city", [1, 4])
def test_members_in_cities_cover_no_text(lang, per_city):
    view = G.view(G.new(4, seed=1), None)
    for seat, p in enumerate(view["players"]):
        p["members"] = [[k + 1, f"city:{city}"] for city in data.CITIES
                        for k in range(per_city) if k % 4 == seat]
    root = ET.fromstring(board(view, gettext=translator(lang, "village")))
    travel = next(g for g in root.iter(f"{SVG}g")
                  if any(e.get("class", "").startswith("city ") for e in g))
    discs = [(float(e.get("cx")), float(e.get("cy"))) for e in travel.iter(f"{SVG}circle")
             if e.get("r") == "7"]
    assert len(discs) == per_city * len(data.CITIES)
    for text in travel.iter(f"{SVG}text"):
        x, y = float(text.get("x")), float(text.get("y"))
        w = float(text.get("textLength") or text_width(text.text, 11))
        left = x - w / 2 if text.get("text-anchor") == "middle" else x
        if any(abs(x - cx) < 1 and abs(y - 4 - cy) < 1 for cx, cy in discs):
            continue                                   # a disc's own number
        for cx, cy in discs:
            apart = cx + 7 <= left or cx - 7 >= left + w or cy + 7 <= y - 9 or cy - 7 >= y + 2
            assert apart, (text.text, (left, y), (cx, cy))
