"""A board built by parts (issue 33, item 3: a click redraws what changed): each part's markup
is kept against the slice of the view it draws (engine/svgparts.py), and the board's text is
character for character the whole board built straight (``parts=None``), over random
positions of the four games, every seat's view and the public one, both layouts, English
and Spanish; a part's
key holds nothing the view being drawn does not show (the secrets rule: a leader in another
player's hand, Lorenzo data §2.1)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from tests.random_games import random_states

import engine
from engine.i18n import translator
from engine.svg import el, hit_area, to_text
from engine.svgparts import PartCache, PartedBoard

LORENZO = engine.get_game("lorenzo")
VILLAGE = engine.get_game("village")
NIPPON = engine.get_game("nippon")
PLUS_ULTRA = engine.get_game("plus_ultra")


def _boards(game, state, cache, lang):
    """(parted text, whole text) of ``state`` for each viewer and layout (the deciding seat's
    view with its legal actions; the last two actions outlined, as made by one seat that
    changes from position to position; the deciding seat's wide board again with nothing
    outlined)."""
    _ = translator(lang, game.id)
    decider = None if game.is_over(state) else game.decision(state).seat
    lit = [getattr(a, "notation", a) for a in state.history[-2:]]
    for seat in [None, *range(state.players)]:
        legal = game.legal_actions(state) if seat == decider and decider is not None else ()
        view = game.view(state, seat)
        for layout in ("wide", "narrow"):
            kw = dict(legal=legal, gettext=_, layout=layout, highlight=lit,
                      actor=len(state.history) % state.players)
            yield (game.render(view, parts=cache, **kw), game.render(view, parts=None, **kw))
            if legal and layout == "wide":      # the same board with nothing outlined
                kw["highlight"] = ()
                yield (game.render(view, parts=cache, **kw),
                       game.render(view, parts=None, **kw))


def _parted_equals_whole(game, players, seed, lang, every, variant=None) -> PartCache:
    """Check every board of a random game's positions (:func:`_boards`) parted and whole;
    the cache used, for what it served."""
    cache = PartCache()
    n = 0
    for state in random_states(game, players, seed, every=every, variant=variant):
        for parted, whole in _boards(game, state, cache, lang):
            assert parted == whole
            n += 1
    assert n > 100
    return cache


@pytest.mark.parametrize("players,seed,variant,lang", [
    (4, 11, "basic", "en"), (2, 12, "basic", "es"), (3, 13, "advanced", "en"),
    (4, 14, "advanced", "es")])
def test_lorenzo_parted_board_is_the_whole_board(players, seed, variant, lang):
    cache = _parted_equals_whole(LORENZO, players, seed, lang, 5, variant)
    assert cache.reused > cache.built      # the cache served most parts


@pytest.mark.parametrize("players,seed,lang", [(4, 31, "en"), (3, 32, "es")])
def test_village_parted_board_is_the_whole_board(players, seed, lang):
    """Village's farmyards are parts (engine/village/render.py)."""
    cache = _parted_equals_whole(VILLAGE, players, seed, lang, 7)
    assert cache.reused > cache.built


@pytest.mark.parametrize("players,seed,lang", [(4, 41, "en"), (2, 42, "es"), (3, 43, "en")])
def test_nippon_parted_board_is_the_whole_board(players, seed, lang):
    """Nippon's zones (action spaces, rows and track, each region, supply, rewards) and
    Zaibatsu (player boards) are parts (engine/nippon/render.py)."""
    cache = _parted_equals_whole(NIPPON, players, seed, lang, 9)
    # the deciding seat's and the actor's boards are drawn anew with each position: with
    # 2 players most boards are one of those, so the cache serves fewer than half
    assert 2 * cache.reused > cache.built


@pytest.mark.parametrize("players,seed,variant,lang", [
    (4, 51, "reglamento", "en"), (2, 52, "reglamento", "es"), (3, 53, "early", "en")])
def test_plus_ultra_parted_board_is_the_whole_board(players, seed, variant, lang):
    """Plus Ultra's player areas are parts (engine/plus_ultra/render.py), with the glyphs
    they use in the board's defs."""
    cache = _parted_equals_whole(PLUS_ULTRA, players, seed, lang, 9, variant)
    assert 2 * cache.reused > cache.built


def test_a_member_chosen_redraws_only_the_parts_it_changes():
    """Choosing a family member lights the spaces it can go to; the other players' boards
    are not drawn again (their input did not change)."""
    cache = PartCache()
    state = LORENZO.new(4, seed=3)
    member = next(a for a in LORENZO.legal_actions(state) if a.notation.startswith("member"))
    seat = LORENZO.decision(state).seat
    LORENZO.render(LORENZO.view(state, seat), legal=LORENZO.legal_actions(state), parts=cache)
    before = cache.built
    after = LORENZO.apply(state, member)
    LORENZO.render(LORENZO.view(after, seat), legal=LORENZO.legal_actions(after), parts=cache,
                   highlight=[member])
    assert 0 < cache.built - before < 4 + 5 + 4       # towers and zones lit, one board
    assert cache.reused >= 3                          # three players' boards kept


def test_a_part_key_holds_no_leader_of_another_hand():
    """Lorenzo data §2.1: leaders in hand are secret.  Seat 0's boards over an advanced game
    keep parts whose keys name no leader held in another hand (unless seat 0 sees it)."""
    cache = PartCache()
    secret = 0                                  # positions with a leader hidden from seat 0
    for state in random_states(LORENZO, 3, 21, every=3, variant="advanced"):
        if state.phase == "over":
            break
        view = LORENZO.view(state, 0)
        shown = repr(view)
        LORENZO.render(view, parts=cache)
        hidden = {k for i in range(1, state.players) for k in state.p(i).leaders}
        hidden |= {k for i, hand in enumerate(state.draft or []) if i != 0 for k in hand}
        hidden = {k for k in hidden if f"'{k}'" not in shown}
        secret += bool(hidden)
        for key in list(cache._parts):
            assert not any(f"'{k}'" in repr(key) for k in hidden), key
    assert secret >= 3


def _two_buttons(gap: float, parts: PartedBoard | None, svg):
    """Two buttons ``gap`` apart, each its own part (or drawn whole)."""
    def button(x):
        def draw(parent):
            g = el(parent, "g", class_="action", data_action=f"b{x}")
            hit_area(g, (x, 10, 4, 4))
            explain = el(g, "g", tabindex="0", role="group", data_explain="e")
            el(explain, "circle", cx=x, cy=12, r=2)
        return draw
    for x in (10, 10 + gap):
        if parts is None:
            button(x)(svg)
        else:
            parts.part(("button", x), button(x))


def _root():
    return ET.Element("svg", {"viewBox": "0 0 100 50", "class": "board x wide"})


@pytest.mark.parametrize("gap", [3, 12, 40])
def test_hit_areas_grow_and_part_across_parts_as_on_the_whole_board(gap):
    """A hit area grown over the centre of a button in another part is narrowed as when the
    board is drawn whole (engine/svg.py ``to_text``), also when the part itself comes from the
    cache and only its neighbour moved."""
    cache = PartCache()
    for neighbour in (gap, gap + 1, gap):
        whole = _root()
        _two_buttons(neighbour, None, whole)
        root = _root()
        parted = PartedBoard(root, cache)
        _two_buttons(neighbour, parted, root)
        assert parted.text() == to_text(whole)
    assert cache.reused >= 2


def test_a_board_drawn_again_in_the_same_language_draws_no_part():
    """The bot worker asks for a translator per board (web/botthink.py ``board_after``): the
    same language gives the same translator, so the same position draws no part again."""
    cache = PartCache()
    state = LORENZO.new(3, seed=5)
    for _round in range(2):
        LORENZO.render(LORENZO.view(state, 0), gettext=translator("es", "lorenzo"), parts=cache)
    assert cache.built and cache.reused == cache.built


def _zone_names(game_id: str) -> set[str]:
    """The zones a game's board draws as parts: Plus Ultra's ``ZONES`` (drawing functions),
    Village's ``ZONE_READS`` (names)."""
    if game_id == "plus_ultra":
        from engine.plus_ultra.render import ZONES
        return {draw.__name__ for draw, *_ in ZONES}
    from engine.village.render import ZONE_READS
    return set(ZONE_READS)


@pytest.mark.parametrize("game,seed,moves", [(PLUS_ULTRA, 61, slice(40, 61)),
                                              (VILLAGE, 62, slice(30, 51))],
                         ids=["plus_ultra", "village"])
def test_zones_are_parts_kept_from_move_to_move(game, seed, moves):
    """Plus Ultra's zones (engine/plus_ultra/render.py ``ZONES``) and Village's
    (engine/village/render.py ``ZONE_READS``) are parts: from one move to the next, the zones
    whose slice of the view, notations and outlines are unchanged are taken from the cache,
    not drawn again."""
    names = _zone_names(game.id)
    cache = PartCache()
    states = list(random_states(game, 4, seed, every=1))[moves]
    for state in states:
        seat = game.decision(state).seat
        game.render(game.view(state, seat), legal=game.legal_actions(state),
                    highlight=state.history[-1:], parts=cache)
    zones = [key for key in cache._parts if key[0] == "zone"]
    assert {key[1] for key in zones} == names
    assert len(zones) < len(names) * len(states) / 2       # most zones drawn once, then kept


def test_a_fragment_is_drawn_once_and_one_with_a_button_every_time():
    """engine/svgparts.py ``PartCache.fragment``: a piece of a part is drawn and written once,
    then its markup comes from the cache, as drawn; a piece with a button or a hit area is
    never kept (the board writes hit areas as the whole board places them); ``clear``
    forgets the pieces too (translation checks draw everything again)."""
    from engine.svg import serialize
    cache, calls = PartCache(), []

    def rows(parent):
        calls.append("rows")
        el(parent, "text", "a & <b>", x=1, class_="small")
        el(parent, "rect", width=2)

    def button(parent):
        calls.append("button")
        hit_area(el(parent, "g", data_action="x"), (0, 0, 4, 4))

    whole = _root()
    rows(whole)
    button(whole)
    for _ in range(2):
        root = _root()
        cache.fragment(root, "rows", rows)
        cache.fragment(root, "button", button)
        assert serialize(root) == serialize(whole)
    assert calls == ["rows", "button", "rows", "button", "button"]
    cache.clear()
    cache.fragment(_root(), "rows", rows)
    assert calls[-1] == "rows"


def test_a_card_face_kept_apart_still_says_it_overflows():
    """Lorenzo's card faces are fragments (engine/lorenzo/render_towers.py): a face cut short
    says so (``data-overflow`` on its card, set by the caller) also when it comes from the
    cache."""
    from engine.lorenzo import data
    from engine.lorenzo.render_base import _Ctx
    from engine.lorenzo.render_towers import _card_face
    from engine.svg import serialize
    c = _Ctx(LORENZO.view(LORENZO.new(2, seed=1), 0), (), None, None)
    key = next(k for k, card in data.CARDS.items() if card.immediate and card.permanent)
    card, cache = data.CARDS[key], PartCache()
    whole = _root()
    assert _card_face(c, whole, card, key, 0, 0, 60, 40) is True      # too small: cut
    for _ in range(2):
        root = _root()
        assert cache.fragment(root, "face", lambda parent: _card_face(
            c, parent, card, key, 0, 0, 60, 40)) is True
        assert serialize(root) == serialize(whole)


def _elements_in(value, depth: int = 0) -> int:
    """How many ElementTree elements ``value`` holds (through lists, tuples, sets and dicts)."""
    if isinstance(value, ET.Element):
        return 1
    if depth > 6:
        return 0
    if isinstance(value, dict):
        value = [*value.keys(), *value.values()]
    if isinstance(value, (list, tuple, set, frozenset)):
        return sum(_elements_in(item, depth + 1) for item in value)
    return 0


@pytest.mark.parametrize("game", [NIPPON, LORENZO, VILLAGE, PLUS_ULTRA], ids=lambda g: g.id)
def test_kept_parts_hold_text_not_elements(game):
    """A kept part holds its markup as text (pieces and the slots of its hit areas), not the
    elements it was drawn with: the cyclic garbage collector walks every element a cache
    keeps, and four full caches held ~120,000 of them (in Pyodide a full collection took
    about 200 ms of the main thread)."""
    cache = PartCache()
    for state in random_states(game, 2, 44, every=15):
        decider = None if game.is_over(state) else game.decision(state).seat
        legal = game.legal_actions(state) if decider is not None else ()
        game.render(game.view(state, decider), legal=legal, parts=cache)
    assert cache.built > 10
    for part in cache._parts.values():
        held = [getattr(part, name) for name in type(part).__slots__]
        assert _elements_in(held) == 0
        assert any(isinstance(piece, str) and piece.startswith("<") for piece in part.pieces)
