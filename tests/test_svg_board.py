"""The board root and stylesheet every game's renderer starts from (engine/svg.py
``board_root``, ``board_css``, ``BoardContext``)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import engine
from engine import svg


def test_the_root_says_who_decides_while_the_game_goes_on_and_game_over_at_its_end():
    going = svg.board_root("village", "narrow", "Village board", seat=2, over=False,
                           desc="round 1", css="text{}", size=(500, 1234.5))
    assert going.get("data-to-move") == "2" and going.get("data-game-over") is None
    assert going.get("viewBox") == "0 0 500 1234.5"
    assert going.get("class") == "board village narrow" and going.get("role") == "group"
    assert [child.tag for child in going] == ["desc", "style"]
    over = svg.board_root("village", "wide", "Village board", seat=2, over=True, desc="",
                          css="", style="max-height:none")
    assert over.get("data-game-over") == "true" and over.get("data-to-move") is None
    assert over.get("viewBox") is None and over.get("style") == "max-height:none"


def test_the_stylesheet_has_a_halo_only_when_asked_and_the_games_own_rules():
    plain = svg.board_css(13, glow=None)
    assert ".glow" not in plain and ".small" not in plain
    halo = svg.board_css(12, small_px=10, glow=7, hover_glow=False, extra=".placed{opacity:.3}")
    assert "stroke-width:7}" in halo and ".action:hover .glow" not in halo
    assert halo.rstrip().endswith(".placed{opacity:.3}") and ".small{font-size:10px}" in halo
    filled = svg.board_css(14) % {"text": "#111", "legal": "#0a0", "focus": "#00f",
                                  "highlight": "#f80"}
    assert "stroke:#0a0" in filled and "stroke:#f80" in filled and "%" not in filled


@pytest.mark.parametrize("game_id", ["plus_ultra", "lorenzo", "nippon", "village"])
def test_every_board_lights_legal_actions_and_the_last_move_the_same_way(game_id):
    game = engine.get_game(game_id)
    state = game.new(2, seed=1)
    root = ET.fromstring(game.render(game.view(state, 0), legal=game.legal_actions(state)))
    style = root.find("{http://www.w3.org/2000/svg}style").text
    for rule in (".action:hover .hl,.action:focus .hl{stroke:", ".highlight .hx{fill:none;",
                 ".action:focus{outline:none}", '"DejaVu Sans"'):
        assert rule in style, (game_id, rule)
    assert root.get("data-game") == game_id and "%(" not in style


def test_a_context_takes_the_games_colours_with_the_callers_overrides():
    c = svg.BoardContext({"phase": "x"}, None, {"board": "#000"}, {"board": "#fff", "text": "#111"})
    assert c.colors == {"board": "#000", "text": "#111"} and c._("Round") == "Round"
    assert c.drawn == set() and c.hit == 0


def test_serialize_writes_what_elementtree_writes_also_from_its_cache():
    """engine/svg.py ``serialize`` keeps written attributes and texts between calls (boards
    write the same on every move): a second call, and a tree sharing its attributes and
    texts, come out as ``ET.tostring`` writes them, markup and control characters escaped."""
    from engine.svg import el, serialize

    def tree(label: str) -> ET.Element:
        root = ET.Element("svg", {"class": "board x", "aria-label": label})
        for text in ("a < b & c", label, 'quote " and > tab\t', label):
            g = el(root, "g", class_="a&b", data_note='say "hi"\nthere', x=1.5)
            el(g, "text", text, x=2, fill="#fff")
            g.tail = "\n&tail<"
        el(root, "rect", width=3)
        return root

    for label in ("Ana & <Bo>", "Ana & <Bo>", "Dolores\r\n"):
        root = tree(label)
        assert serialize(root) == ET.tostring(root, encoding="unicode")
