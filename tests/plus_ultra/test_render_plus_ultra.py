"""Plus Ultra SVG board (engine/plus_ultra/render.py) along random games: every legal notation
naming a board element is drawn, with a title; names are escaped; the board of a view never
shows what that view hides (other players' estates, the draft pool of someone else).  The
contract every game keeps: tests/test_board_contract.py."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine import get_game
from engine.plus_ultra import data
from engine.plus_ultra.render import DEFAULT_COLORS, board
from engine.svg import board_notations
from tests.random_games import HOSTILE_NAMES, random_states

G = get_game("plus_ultra")
BOARD_VERBS = ("tile", "market", "surplus", "church", "colony", "war", "seat", "common", "draft")
HOSTILE = HOSTILE_NAMES[1]
SVG = "{http://www.w3.org/2000/svg}"


def _states(n, seed, every=1, variant=None):
    """The states of one seeded random game (every ``every``-th, plus the last)."""
    return random_states(G, n, seed, every=every, variant=variant)


def _render(s, seat=None, **kw):
    """The board as the web app draws it: the decider's view when private, else the public one."""
    d = G.decision(s)
    if seat is None:
        seat = d.seat if d.private else None
    return board(G.view(s, seat), legal=G.legal_actions(s), to_move=d.seat, **kw)


def _texts(svg: str) -> str:
    """All visible text and attribute values of an SVG document."""
    root = ET.fromstring(svg)
    return " ".join([e.text or "" for e in root.iter()] + [v for e in root.iter() for v in
                                                            e.attrib.values()])


@pytest.mark.parametrize("players,seed,variant", [
    (2, 11, "reglamento"), (3, 12, "reglamento"), (4, 13, "reglamento"), (4, 23, "reglamento"),
    (2, 11, "early"), (3, 12, "early"), (4, 13, "early")])
def test_every_board_action_is_drawn_with_a_title(players, seed, variant):
    verbs_seen = set()
    for s in _states(players, seed, variant=variant):
        svg = _render(s)
        legal = {a.notation for a in G.legal_actions(s)}
        drawn = board_notations(svg)
        wanted = {a for a in legal if a.split()[0] in BOARD_VERBS}
        assert wanted <= set(drawn), wanted - set(drawn)
        verbs_seen |= {a.split()[0] for a in drawn}
        for e in ET.fromstring(svg).iter():
            if e.get("data-action") is not None:
                assert e.find(SVG + "title") is not None and e.find(SVG + "title").text
        assert ET.fromstring(svg).find(SVG + "desc").text.startswith("Plus Ultra")
    assert {"draft", "common", "act"} <= verbs_seen


def test_many_games_render_without_error():
    for players in (2, 3, 4):
        for seed in range(30, 33):
            for s in _states(players, seed, every=9):
                for seat in (None, *range(players)):
                    ET.fromstring(board(G.view(s, seat)))


def test_hostile_names_are_text():
    s = G.new(4, seed=5, names=HOSTILE_NAMES)
    svg = _render(s)
    assert "<script" not in svg and "<b>" not in svg
    root = ET.fromstring(svg)
    assert not [e for e in root.iter() if e.tag.endswith("script")]
    assert HOSTILE in _texts(svg) or HOSTILE[:17] in _texts(svg)
    assert any(HOSTILE in (e.get("aria-label") or "") + (e.text or "") for e in root.iter())


def _first(players, seed, pred):
    return next(s for s in _states(players, seed) if pred(s))


def test_other_players_estates_stay_hidden():
    s = _first(3, 40, lambda s: s.phase == "act" and not s.pending).clone()
    s.areas[1].estates = [7]          # impossible value: easy to spot
    s.areas[2].estates = [8, 9]
    for seat in (None, 0):
        text = _texts(board(G.view(s, seat)))
        assert "+7" not in text and "+8" not in text and "+9" not in text
    assert "+7" in _texts(board(G.view(s, 1)))
    # and the board of a view does not change when hidden values change
    t = s.clone()
    t.areas[1].estates, t.areas[2].estates = [1], [2, 3]
    assert board(G.view(s, 0)) == board(G.view(t, 0))


def test_draft_pool_shown_to_the_drafter_only():
    for players, seed in ((2, 50), (3, 51), (4, 52)):
        s = _first(players, seed, lambda s, n=players: s.phase == "draft" and s.turn == 2
                   and any(s.areas[i].characters for i in range(n)))
        drafter = G.decision(s).seat
        legal = G.legal_actions(s)
        mine = set(board_notations(board(G.view(s, drafter), legal=legal)))
        assert mine == {a.notation for a in legal}
        for seat in [None, *range(players)]:
            if seat == drafter:
                continue
            svg = board(G.view(s, seat), legal=legal, to_move=drafter)
            assert not board_notations(svg)
            text = _texts(svg)
            own = set(s.areas[seat].characters) if seat is not None else set()
            for ch in set(s.pool) - own:
                assert G.terms[ch] not in text, (seat, ch)
            # other players' picks are card backs during the draft
            t = s.clone()
            t.pool = list(reversed(data.CHARACTERS))[:len(s.pool)]   # same size, other cards
            for i in range(players):
                if i != seat:
                    t.areas[i].characters = ["king"] * len(s.areas[i].characters)
            assert board(G.view(s, seat), to_move=drafter) == board(G.view(t, seat),
                                                                     to_move=drafter)


def test_market_slot_one_is_rightmost_and_tiles_close_up_to_it():
    s = G.new(3, seed=3)
    root = ET.fromstring(board(G.view(s, None), legal=["market 1", "market 2"]))
    xs = {e.get("data-action"): float(e.find(SVG + "rect").get("x")) for e in root.iter()
          if e.get("data-action")}
    assert xs["market 1"] > xs["market 2"]
    slots = [e for e in root.iter() if "market" in (e.get("class") or "").split()
             and "slot" in (e.get("class") or "").split()]
    assert len(slots) == data.MARKET_SLOTS
    first = max(slots, key=lambda e: float(e.find(SVG + "rect").get("x")))
    assert f"tile {data.START_MARKET[0]}" in first.get("class")


def test_zones_and_classes_by_meaning():
    s = _first(4, 60, lambda s: s.turn == 3 and s.phase == "act")
    root = ET.fromstring(_render(s))
    classes = {c for e in root.iter() for c in (e.get("class") or "").split()}
    for cls in ("zone", "market", "surplus", "church", "bulls", "wars", "trade", "magellan",
                "commons", "new-world", "peer-order", "turn-track", "crown", "gp", "estates",
                "player", "slot", "tile"):
        assert cls in classes, cls
    commons = [e for e in root.iter() if "common" in (e.get("class") or "").split()]
    assert len(commons) == len(data.COMMON_ACTIONS)
    for key in data.COMMON_ACTIONS:
        assert G.terms[key] in _texts(ET.tostring(root, encoding="unicode"))
    assert root.find(SVG + "style") is not None and ":focus" in root.find(SVG + "style").text
    # glyphs are defined once and placed with <use>
    ids = [e.get("id") for e in root.find(SVG + "defs")]
    assert len(ids) == len(set(ids)) and "g-gold" in ids or "g-silver" in ids
    uses = {e.get("href") for e in root.iter() if e.tag == SVG + "use"}
    assert uses <= {"#" + i for i in ids}


def test_text_goes_through_gettext_and_colours_can_be_overridden():
    s = G.new(2, seed=1)
    svg = board(G.view(s, None), gettext=lambda m: "¤" + m, colors={"red": "#123456"})
    assert "¤Market" in svg and "¤New World" in svg and "¤Visit the Court Painter" in svg
    assert ">Market<" not in svg
    assert "#123456" in svg and DEFAULT_COLORS["red"] not in svg


def test_highlight_marks_without_making_clickable():
    s = G.new(2, seed=1)
    root = ET.fromstring(board(G.view(s, None), highlight=["tile 1", "market 2"]))
    lit = [e for e in root.iter() if "highlight" in (e.get("class") or "").split()]
    assert len(lit) == 2 and not board_notations(ET.tostring(root, encoding="unicode"))


def test_nothing_illegal_is_clickable_and_output_is_deterministic():
    s = _first(3, 70, lambda s: s.turn == 2 and s.phase == "act")
    view = G.view(s, None)
    assert board_notations(board(view, legal=["done", "pass", "bid 1", "choose yes"])) == []
    assert board(view, legal=G.legal_actions(s)) == board(view, legal=G.legal_actions(s))


@pytest.mark.parametrize("players,seed", [(2, 31), (3, 32), (4, 33)])
def test_narrow_layout_draws_the_same_elements_and_actions(players, seed):
    """The phone layout stacks the zones but draws every zone, element and action of the wide one."""
    for s in _states(players, seed, every=9):
        wide, narrow = _render(s), _render(s, layout="narrow")
        assert board_notations(narrow) == board_notations(wide)
        root_w, root_n = ET.fromstring(wide), ET.fromstring(narrow)
        assert root_n.get("viewBox").split()[2] == "500" and "narrow" in root_n.get("class")
        zones = lambda root: sorted(e.get("class") for e in root.iter(SVG + "g")  # noqa: E731
                                    if (e.get("class") or "").startswith("zone"))
        assert zones(root_n) == zones(root_w)


def test_unknown_layout_is_refused():
    with pytest.raises(ValueError):
        _render(G.new(2, seed=1), layout="round")


def test_early_edition_board_shows_roseton_cards_magellan_cards_and_colony_sizes():
    """Seed 000's own areas: the rosetón card supply beside the Church, Magellan cards (not spaces),
    colonies drawn with their own size, the Visit the Court price per step."""
    s = G.new(4, seed=3, variant="early")
    s.magellan = [1]
    s.colonies[6], s.colony_size[6] = [0], 2
    svg = board(G.view(s, 0))
    text = _texts(svg)
    assert "Rosetón cards left: 6" in text and "Magellan cards: 1 of 6 taken" in text
    assert "room for 2 houses" in text and "1 per step" in text
    published = _texts(board(G.view(G.new(4, seed=3), 0)))
    assert "Magellan cards" not in published and "Rosetón cards left" not in published
    assert "Magellan's voyage: 0 of 5 spaces" in published


def test_a_taken_common_action_carries_the_marker_of_the_player_who_took_it():
    """Review 2026-11-24 section 2 (Plus Ultra): "Occupied common actions carry a black disc, so
    you cannot tell who took them".  Seed 002, "Acciones comunes": the player marks the action
    with one of their own pieces; the board draws the marker in that player's colour and names
    the player in the action's title."""
    from tests.plus_ultra.pu_helpers import acting, play
    s = acting(3, {1: ["admiral", "merchant"]}, actor=1)
    s.p(1).ducats = 10
    s = play(s, "common painter")
    assert G.view(s, None)["commons_by"] == {"painter": 1}
    root = ET.fromstring(board(G.view(s, None), legal=G.legal_actions(s)))
    slot = next(g for g in root.iter(f"{SVG}g") if "common" in (g.get("class") or "").split()
                and "taken" in (g.get("class") or "").split())
    marker = [c for c in slot.iter(f"{SVG}circle")]
    assert [c.get("fill") for c in marker] == [DEFAULT_COLORS["green"]]
    title = slot.find(f"{SVG}title").text
    assert s.names[1] in title
