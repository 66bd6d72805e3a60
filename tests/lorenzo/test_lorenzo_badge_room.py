"""A lit tower floor's cost badge ("1 serv. · +3 coins") never covers its card's text (seen in
the 1280×800 sweep, issue 20: "⚒3: 3 coins → 2 wood + 2 stone" of the Marketplace hidden under
"1 serv." while the player chose a space).  Rules: seed 001, "Reglas para colocar a un miembro
de la familia en una torre" (servants raise the value; 3 coins in an occupied tower)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine.i18n import translator
from engine.lorenzo.render import board
from engine.lorenzo.render_base import DEFAULT_COLORS
from tests.lorenzo.lz_helpers import G, give, new, play

SVG = "{http://www.w3.org/2000/svg}"


def _choosing_everywhere():
    """A seat placing its neutral member (value 0) with servants and coins to spare: every
    floor of every tower is lit with a servants badge, the occupied tower's with the fee."""
    s = play(new(4, dice=(1, 5, 6)), "place black building 1", "place white council",
             "privilege coins")
    give(s, 2, servants=12, coins=20)
    return G.apply(s, "member neutral 0")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("layout", ["wide", "narrow"])
def test_the_cost_badge_leaves_the_cards_text_readable(lang, layout):
    s = _choosing_everywhere()
    svg = board(G.view(s, 2), legal=G.legal_actions(s), gettext=translator(lang, "lorenzo"),
                layout=layout)
    root = ET.fromstring(svg)
    badges = [(float(r.get("x")), float(r.get("y")), float(r.get("width")))
              for r in root.iter(f"{SVG}rect")
              if r.get("height") == "13" and r.get("fill") == DEFAULT_COLORS["legal"]]
    assert len(badges) >= 16                      # the four towers' floors
    cards = [g for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("card ")]
    lines = [(float(t.get("x")), float(t.get("y")), t.text) for g in cards
             for t in g.iter(f"{SVG}text")]
    for bx, by, bw in badges:
        for tx, ty, text in lines:
            same_card = bx - 4 <= tx <= bx + bw and by - 95 < ty < by + 13
            assert not same_card or ty + 2 <= by, (text, ty, by)
