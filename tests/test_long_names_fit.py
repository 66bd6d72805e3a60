"""A 40-character unbroken player name (the longest a save holds, engine/savedoc.py
``MAX_NAME_CHARS``) stays inside every game's board and the score chart (issue 30, review of
2026-11-28: hostile names): a name too long for its place is cut with an ellipsis, and the
full name is in a ``<title>`` of its text.  Widths are :func:`engine.svg.text_width`
estimates at the text's font size and weight (tests/test_board_text_squeeze.py ``font``),
anchors and ``translate`` transforms of the text's groups included.
"""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import engine
from engine import savedoc, scorechart
from engine.i18n import translator
from engine.svg import text_width
from tests.helpers import random_game
from tests.test_board_text_squeeze import EDITIONS, SVG, font

LONG = "W" * 39 + "M"          # wide letters, no space to break at


def _offset(node, parents) -> tuple[float, float]:
    dx = dy = 0.0
    while node is not None:
        found = re.search(r"translate\(\s*([-\d.]+)[ ,]+([-\d.]+)?", node.get("transform") or "")
        if found:
            dx, dy = dx + float(found.group(1)), dy + float(found.group(2) or 0)
        node = parents.get(node)
    return dx, dy


def overflows(svg: str) -> list[tuple]:
    """(text, left, right) of each text of ``svg`` holding part of a long name that reaches
    out of the drawing's width (its viewBox), or that is cut without the full name in a
    ``<title>`` child."""
    root = ET.fromstring(svg)
    width = float((root.get("viewBox") or "0 0 0 0").split()[2] or root.get("width"))
    of, parents = font(root), {child: parent for parent in root.iter() for child in parent}
    bad = []
    for t in root.iter(f"{SVG}text"):
        title = t.find(f"{SVG}title")
        text = "".join(t.itertext()).replace(title.text or "", "", 1) if title is not None \
            else "".join(t.itertext())
        if "WWW" not in text or t.get("x") is None:
            continue
        size, bold = of(t)
        span = float(t.get("textLength") or text_width(text, size, bold))
        x = float(t.get("x").split()[0]) + _offset(t, parents)[0]
        anchor = t.get("text-anchor") or ""
        left = x - span if anchor == "end" else x - span / 2 if anchor == "middle" else x
        if left < -0.5 or left + span > width + 0.5:
            bad.append((text, round(left), round(left + span)))
        if "…" in text and (title is None or LONG not in (title.text or "")):
            bad.append((text, "cut", "no <title> with the full name"))
    return bad


def _game_states(game_id: str, variant, players: int, seed: int = 4):
    game = engine.get_game(game_id)
    names = [LONG] * players
    state = game.new(players, seed=seed, variant=variant, names=names)
    return game, random_game(game, state, random.Random(seed),
                             lambda position: len(position.history) == 30)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game_id,variant", EDITIONS)
def test_a_40_character_unbroken_name_stays_inside_the_board_and_chart(game_id, variant, lang):
    _ = translator(lang, game_id)
    bad = {}
    for players in (2, 4):
        game, states = _game_states(game_id, variant, players)
        for state in states:
            for layout in ("wide", "narrow"):
                svg = game.render(game.view(state, 0), gettext=_, layout=layout)
                for found in overflows(svg):
                    bad.setdefault((players, layout, found[0]), found[1:])
        chart = scorechart.chart(scorechart.progress(savedoc.save(states[-1])), _)
        for found in overflows(chart):
            bad.setdefault((players, "chart", found[0]), found[1:])
    assert not bad, sorted(bad.items())[:12]
