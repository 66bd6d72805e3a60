"""The mill's box on the Village board reads in both languages (player review 2026-11-24, B11
"Spanish layout breaks", and issue 20's open finding: in Spanish the mill's cost "2 de tiempo +
2 de grano" was squeezed into one line of the 92-unit box).  Rule text: village-data.md §3
(the mill: 2 time and 2 grain for 2 coins)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine.i18n import translator
from engine.village import data
from engine.village.render import board
from tests.village.vg_helpers import G, new

SVG = "{http://www.w3.org/2000/svg}"


def _mill_texts(lang: str) -> list[ET.Element]:
    """The text lines drawn inside the mill's box (its frame's rect and what follows it)."""
    s = new(3)
    root = ET.fromstring(board(G.view(s, 0), legal=G.legal_actions(s),
                               gettext=translator(lang, "village")))
    for group in root.iter():
        children = list(group)
        heads = [i for i, e in enumerate(children) if "mill" in (e.get("class") or "").split()]
        if heads:
            box = children[heads[0] - 1]                 # the rect drawn before the title
            left, width = float(box.get("x")), float(box.get("width"))
            top, height = float(box.get("y")), float(box.get("height"))
            texts = [t for e in children[heads[0]:] for t in e.iter()
                     if t.tag.split("}")[-1] == "text"]
            return [t for t in texts if left <= float(t.get("x")) < left + width
                    and top <= float(t.get("y")) <= top + height]
    raise AssertionError("no mill drawn")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_mill_text_is_not_squeezed_and_says_its_cost(lang):
    texts = _mill_texts(lang)
    _ = translator(lang, "village")
    words = " ".join(t.text for t in texts)
    assert _("Mill") in words
    for n in (data.MILL_TIME, data.MILL_GRAIN, data.MILL_COINS):
        assert str(n) in words
    if lang == "es":
        assert not {"time", "grain", "coins"} & set(words.split()), words
    assert not [t.text for t in texts if t.get("textLength")]        # nothing squeezed
    rows = sorted(float(t.get("y")) for t in texts)
    assert all(b - a >= 12 for a, b in zip(rows, rows[1:], strict=False))         # lines do not overlap
