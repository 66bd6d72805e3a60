"""Hit areas never cover another target's centre (issue 33 item 5; performance review
2026-11-28, §3: in Nippon at 1280×800 a click on the centre of an influence tile played its
neighbour, the tile's hit area grown to a pointer's size over the next tile's centre).

Every clickable board element (``data-action``) takes its clicks through an invisible
``rect.hit`` centred on it (engine/svg.py ``hit_area``), grown so that a small target stays
easy to tap.  Over random positions of every game, both layouts, the deciding seat's view with
its legal actions: no hit area holds another action's centre, where a player (or a test)
clicks."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from tests.random_games import random_states

import engine
from engine import savedoc

TRANSLATE = re.compile(r"\s*translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)\s*")


def hit_rects(svg: str) -> list[tuple[str, float, float, float, float]]:
    """(action, x, y, width, height) of every ``rect.hit`` in board coordinates (the groups'
    translations applied)."""
    out = []

    def walk(node, dx, dy, action):
        for child in node:
            tx, ty = dx, dy
            transform = child.get("transform")
            if transform and "rect" not in child.tag:
                match = TRANSLATE.fullmatch(transform)
                assert match or "rotate" in transform, transform
                if match:
                    tx, ty = dx + float(match.group(1)), dy + float(match.group(2))
            own = child.get("data-action") or action
            if child.tag.endswith("rect") and child.get("class") == "hit":
                out.append((own, tx + float(child.get("x")), ty + float(child.get("y")),
                            float(child.get("width")), float(child.get("height"))))
            walk(child, tx, ty, own)

    walk(ET.fromstring(svg), 0.0, 0.0, None)
    return out


def covered_centres(svg: str) -> list[str]:
    """"a covers b's centre" for every hit area drawn over another action's centre (drawn
    after it, so on top: the one a click there reaches)."""
    rects = hit_rects(svg)
    found = []
    for at, (a, ax, ay, aw, ah) in enumerate(rects):
        for b, bx, by, bw, bh in rects[:at]:
            cx, cy = bx + bw / 2, by + bh / 2
            if a != b and ax < cx < ax + aw and ay < cy < ay + ah:
                found.append(f"{a} covers {b}'s centre")
    return found


def boards(game, state):
    decision = game.decision(state)
    if decision.seat is None:
        return
    legal = game.legal_actions(state)
    view = game.view(state, decision.seat)
    for layout in ("wide", "narrow"):
        yield layout, game.render(view, legal=legal, layout=layout)


def test_the_reviewed_nippon_influence_row_clicks_the_tile_under_the_pointer():
    """The review's position: Player 3 places an influence tile, 1–4 legal, at 1280×800."""
    doc = json.loads((Path(__file__).parent / "fixtures" / "nippon-influence-save.json")
                     .read_text(encoding="utf-8"))
    game = savedoc.check(doc)
    state = savedoc.load(doc)
    legal = {a.notation for a in game.legal_actions(state)}
    assert {"influence 1", "influence 2"} <= legal
    svg = game.render(game.view(state, game.decision(state).seat),
                      legal=game.legal_actions(state), layout="wide")
    assert covered_centres(svg) == []


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_no_hit_area_covers_another_actions_centre(game_id):
    game = engine.get_game(game_id)
    trouble = []
    for variant in game.variants:
        for players in range(game.min_players, game.max_players + 1):
            for state in random_states(game, players, seed=70 + players, every=7,
                                       variant=variant):
                for layout, svg in boards(game, state):
                    for problem in covered_centres(svg):
                        trouble.append(f"{variant} {players}p move {len(state.history)} "
                                       f"{layout}: {problem}")
    assert not trouble, "\n".join(trouble[:20])
