"""Boards stay well-formed XML whatever a save's player names hold (issue 17; reliability
review 2026-11-24, corpus 27b/27d and link l15: NUL/BEL/ESC in a name made an SVG that is not
XML, a lone surrogate made ``render`` fail on writing UTF-8).  Every game's renderer returns its
board through :func:`engine.svg.to_text`."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from tests.random_games import random_states

import engine
from engine.svg import xml_safe

NAMES = ["Ana\x00\x07\x1b[31m", "Bo\ud800b", "C\x0bx\x0c\ufffe\uffff", "Dee\tnorm al"]


@pytest.mark.parametrize("game_id", [info["id"] for info in engine.games()])
def test_every_board_is_xml_with_control_characters_and_surrogates_in_names(game_id):
    game = engine.get_game(game_id)
    players = game.max_players
    checked = 0
    for state in random_states(game, players, seed=5, every=40, names=NAMES):
        for seat in (None, *range(players)):
            for layout in ("wide", "narrow"):
                svg = game.render(game.view(state, seat), legal=game.legal_actions(state),
                                  layout=layout)
                svg.encode("utf-8")                 # no lone surrogate left
                root = ET.fromstring(svg)           # well-formed
                assert root.get("data-game") == game_id
                text = " ".join(root.itertext()) + " ".join(
                    v for e in root.iter() for v in e.attrib.values())
                assert "\x00" not in text and "\x1b" not in text
                checked += 1
    assert checked >= 2 * (players + 1) * 2


def test_xml_safe_drops_controls_and_replaces_surrogates():
    assert xml_safe("Ana\x00\x07\x1b") == "Ana"
    assert xml_safe("B\ud800\udfffo\ufffe") == "B\ufffd\ufffdo\ufffd"
    assert xml_safe("tab\tnl\ncr\r é 日本 😀") == "tab\tnl\ncr\r é 日本 😀"
