"""Nippon SVG board (engine/nippon/render.py): every legal notation naming a board element is
drawn along random games; sub-decisions on their elements; names as text; the board shows what
the view holds (the contract every game keeps: tests/test_board_contract.py)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine.nippon import GAME as G
from engine.nippon import data
from engine.nippon.render import board
from engine.svg import board_notations
from tests.random_games import HOSTILE_NAMES, random_states

BOARD_VERBS = ("take", "worker", "region", "space", "return", "reward", "factory", "machine", "reserve",
               "run", "good", "contract", "influence", "achievement", "blueprint")
PANEL_VERBS = ("consolidate", "steps", "cubes", "stop", "done")
HOSTILE = HOSTILE_NAMES[1]
SVG = "{http://www.w3.org/2000/svg}"


def _render(s, **kw):
    return board(G.view(s), legal=G.legal_actions(s), to_move=G.decision(s).seat, **kw)


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_every_board_action_is_drawn_on_its_element(players, seed):
    """Every legal notation naming a board element is drawn, and only known verbs occur (the
    rest of the board contract: tests/test_board_contract.py)."""
    verbs_seen = set()
    for s in random_states(G, players, seed, every=7):
        svg = _render(s)
        legal = {a.notation for a in G.legal_actions(s)}
        assert {a.split()[0] for a in legal} <= set(BOARD_VERBS + PANEL_VERBS)
        drawn = set(board_notations(svg))
        wanted = {a for a in legal if a.split()[0] in BOARD_VERBS}
        assert wanted <= drawn, wanted - drawn
        verbs_seen |= {a.split()[0] for a in drawn}
        assert ET.fromstring(svg).find(SVG + "desc").text.startswith("Nippon")
    assert {"take", "region"} <= verbs_seen


def test_sub_decisions_are_drawn_on_their_elements():
    """Factory supply, own factories, contracts, influence tiles and achievement spaces."""
    s = G.new(2, seed=4)
    seat = G.decision(s).seat
    s.spaces[1] = ["white"] * 3
    s = G.apply(s, "take 2 invest")
    legal = [a.notation for a in G.legal_actions(s)]
    assert legal and all(n.startswith("factory ") for n in legal)
    assert sorted(board_notations(_render(s))) == sorted(legal)
    for extra in (["run silk", "contract c1", "influence 3", "achievement b", "reserve",
                   "blueprint coal", "reward 2x coal", "worker white", "space cs3 w"]):
        svg = board(G.view(s), legal=[extra], to_move=seat)
        assert board_notations(svg) == ([] if extra == "run silk" else [extra]), extra


def test_narrow_layout_keeps_the_order_of_actions():
    """The phone layout (500 units across) stacks the zones but keeps every action, in order."""
    s = G.new(4, seed=33)
    wide, narrow = _render(s), _render(s, layout="narrow")
    assert board_notations(narrow) == board_notations(wide) != []
    assert "narrow" in ET.fromstring(narrow).get("class")


def test_hostile_names_are_text():
    s = G.new(4, seed=5, names=HOSTILE_NAMES)
    svg = _render(s)
    assert "<script" not in svg and "<b>" not in svg
    assert any(HOSTILE in (e.text or "") for e in ET.fromstring(svg).iter())


def test_board_shows_influence_tiles_foreign_numbers_and_city_goods():
    """The map: a player's tile covers the foreign number; each city side names its good."""
    s = G.new(2, seed=3)
    s.influence["cs1-n"] = (1, 6)
    root = ET.fromstring(board(G.view(s), legal=["space cs1 n", "space cs1 e"]))
    spaces = {e.get("data-action"): e for e in root.iter() if e.get("data-action")}
    assert set(spaces) == {"space cs1 n", "space cs1 e"}
    north = "".join(spaces["space cs1 n"].itertext())
    assert "6" in north and "Nagasaki" in spaces["space cs1 n"].get("aria-label")
    east = spaces["space cs1 e"].get("aria-label")
    assert "foreign companies %d" % data.FOREIGN["cs1"][1] in east
    assert G.view(s)["cities"][0]["goods"][1].replace("bulbs", "Light bulbs").lower() in east.lower()


def test_text_goes_through_gettext_and_layout_is_checked():
    s = G.new(2, seed=1)
    svg = board(G.view(s), gettext=lambda m: "¤" + m)
    assert "¤Action spaces" in svg and "¤Factories" in svg and ">Factories<" not in svg
    with pytest.raises(ValueError):
        board(G.view(s), layout="round")


def test_nothing_illegal_is_clickable():
    s = G.new(3, seed=2)
    assert board_notations(board(G.view(s), legal=["consolidate", "steps 1", "stop"])) == []


def test_a_full_citys_tile_to_return_is_chosen_on_its_space():
    """nippon-data.md N9: with 2 players a city holds 2 tiles; placing beside a full city
    returns its lowest tile, chosen among equal ones on the board (``return CS SIDE``)."""
    s = G.new(2, seed=3)
    s.cities[0] = ("t4", 0)
    for city in range(1, 8):
        s.cities[city] = ("t1", 0)
    for key in ("cs1-e", "cs1-s"):
        s.influence[key] = (1, 2)
        s.p(1).influence.remove(2)
    s.spaces[4] = ["white"] * 3
    s.p(s.current).factories["silk"] = {"id": "sil-2", "machine": 0, "goods": 3}
    s.factory_supply.remove("sil-2")
    s = G.apply(s, "take 5 market")
    assert G.decision(s).prompt == "pick_returned"
    svg = _render(s)
    for notation in ("return cs1 e", "return cs1 s"):
        assert f'data-action="{notation}"' in svg


def test_players_wear_the_rulebooks_colours():
    """Seed 003, "Suministro del jugador": "amarillo, rojo, morado o azul" (review C6): the
    board's seats and the app's swatches (``seat_colors``) are red, purple, blue, yellow."""
    from engine.nippon import render
    assert G.seat_colors == render.SEAT_COLORS and len(set(G.seat_colors)) == 4
    assert render.PLAYER_COLOR_NAMES == ("red", "purple", "blue", "yellow")
    assert [render.DEFAULT_COLORS[f"p{i}"] for i in range(4)] == list(G.seat_colors)
    assert G.info()["seat_colors"] == list(G.seat_colors)
    assert render.SEAT_COLORS[1] in _render(G.new(2, seed=1))
