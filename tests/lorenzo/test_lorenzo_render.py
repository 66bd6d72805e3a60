"""Lorenzo SVG board (engine/lorenzo/render.py): every ``place`` and ``take`` action drawn
along random games, card faces, held cards in their slots (the contract every game keeps:
tests/test_board_contract.py)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine.lorenzo.render import board
from engine.svg import board_notations
from tests.lorenzo.lz_helpers import G
from tests.random_games import random_states

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_every_placement_and_card_take_is_on_the_board(players, seed):
    """The placements and card takes are drawn where they act, in both layouts (the rest of
    the board contract: tests/test_board_contract.py)."""
    for s in random_states(G, players, seed, every=9):
        legal = {a.notation for a in G.legal_actions(s)}
        for layout in ("wide", "narrow"):
            drawn = set(board_notations(board(G.view(s), legal=G.legal_actions(s),
                                              layout=layout)))
            assert {a for a in legal if a.split()[0] in ("member", "place", "take")} <= drawn


def test_cards_show_cost_and_effects_and_full_text_on_hover():
    """Issue 4: cards show their cost and effects legibly, with a full description."""
    s = G.new(4, seed=3)
    s.towers["building"] = ["carpenters_shop", "chapel", "mint", "theater"]
    svg = board(G.view(s), legal=G.legal_actions(s))
    assert "Carpenter's Shop" in svg
    assert "Production 4: 1 wood → 3 coins or 2 wood → 5 coins" in svg
    assert "Cost: 2 wood + 1 coin" in svg


def test_unknown_layout_is_refused():
    with pytest.raises(ValueError):
        board(G.view(G.new(2, seed=1)), layout="tiny")


@pytest.mark.parametrize("layout", ["wide", "narrow"])
def test_held_card_names_stay_inside_their_slot(layout):
    """Issue 4, "cards legible at 1280×800": a long card name on a personal board is squeezed
    (SVG textLength) or cut with "…", never drawn past its slot; a short one is left as is."""
    s = G.new(4, seed=3)
    s.p(0).cards["venture"] = ["support_to_the_cardinal", "crusade"]
    s.p(0).cards["territory"] = ["manor_house"]
    root = ET.fromstring(board(G.view(s), layout=layout))
    held = [g for g in root.iter(f"{SVG}g") if "held" in g.get("class", "").split()]
    assert len(held) == 3
    for g in held:
        slot = g.find(f"{SVG}rect")
        name = g.findall(f"{SVG}text")[0]
        width = float(slot.get("width"))
        assert float(name.get("x")) >= float(slot.get("x"))
        length = name.get("textLength")
        if length is not None:
            assert float(length) <= width - 6 + 1e-6
            assert name.get("lengthAdjust") == "spacingAndGlyphs"
        else:
            assert len(name.text) * 6.6 <= width - 6
    texts = sorted(g.findall(f"{SVG}text")[0].text for g in held)
    assert texts == ["Crusade", "Manor House", "Support to th…"]    # in 9 units (issue 20)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("layout", ["wide", "narrow"])
def test_every_card_face_shows_its_whole_short_text(layout, lang):
    """Issue 4, "cards legible at 1280×800": each of the 96 cards in a tower shows its name,
    cost and effects without dropping a line (``data-overflow`` marks a cut face); lines
    longer than the plain wrap are squeezed into the card width (textLength)."""
    from engine.i18n import translator
    from engine.lorenzo import data
    s = G.new(4, seed=1)
    faces = 0
    for type_ in data.TYPES:
        keys = [c.key for c in data.CARDS.values() if c.type == type_]
        for i in range(0, len(keys), 4):
            s.towers[type_] = keys[i:i + 4]
            root = ET.fromstring(board(G.view(s), layout=layout, gettext=translator(lang)))
            for g in root.iter(f"{SVG}g"):
                if "card" not in g.get("class", "").split():
                    continue
                faces += 1
                assert g.get("data-overflow") is None, g.find(f"{SVG}title").text
    assert faces >= 96


def _advanced_after_setup():
    import random
    s = G.new(3, seed=3, variant="advanced")
    rng = random.Random(1)
    while G.decision(s).prompt in ("draft", "tile"):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    return s


def test_leaders_are_cards_with_requirement_and_ability_in_hand_and_in_play():
    """Data §2 (requirement held, ability) and §2.1 (the hand is secret): the owner's view
    draws each leader in hand as a card with its requirement and ability; a leader in play is
    drawn for everyone; another player's hand shows only backs (no name anywhere)."""
    s = _advanced_after_setup()
    s.p(0).played = [s.p(0).leaders.pop(0)]
    played, hand, other = s.p(0).played[0], s.p(0).leaders, s.p(1).leaders
    own = board(G.view(s, 0))
    cards = {e.find(f"{SVG}title").text.split("\n")[0]
             for e in ET.fromstring(own).iter(f"{SVG}g")
             if e.get("class", "").startswith("leader-card")}
    assert {G.terms[k] for k in [played, *hand]} <= cards
    assert "Requirement: " in own and "Ability: " in own
    assert not any(G.terms[k] in own for k in other)
    public = board(G.view(s, None))
    assert G.terms[played] in public
    assert not any(G.terms[k] in public for k in [*hand, *other])
    assert public.count('class="leader-back"') == sum(len(p.leaders) for p in s.areas)


def test_bonus_tiles_show_their_gains_and_are_chosen_on_the_board():
    """Data §4 and §2.1 (tiles chosen in reverse turn order): each tile shows what Harvest and
    Production give; the tiles left are clickable ``tile <key>`` on the board."""
    import random
    s = G.new(2, seed=3, variant="advanced")
    rng = random.Random(1)
    while G.decision(s).prompt == "draft":
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    svg = board(G.view(s, G.decision(s).seat), legal=G.legal_actions(s))
    assert set(board_notations(svg)) == {a.notation for a in G.legal_actions(s)}
    assert "Harvest: 1 wood + 1 stone + 1 MP" in svg           # tile A (data §4)


def test_the_draft_hand_is_drawn_as_cards_to_keep():
    """Data §2.1, the draft: the drafting seat sees its hand as leader cards it can keep."""
    s = G.new(2, seed=3, variant="advanced")
    seat = G.decision(s).seat
    svg = board(G.view(s, seat), legal=G.legal_actions(s))
    assert set(board_notations(svg)) == {a.notation for a in G.legal_actions(s)}
    assert "Keep " in svg


def test_the_advanced_setup_hides_no_keyboard_stop_under_its_choices():
    """The draft hand and the bonus tiles are drawn where the (still empty) towers stand: the
    towers and their floors were drawn under them, 20 explained keyboard stops that focus
    reached but nobody could see or point at (issue 21; found by
    tests/e2e/test_explain_every_kind.py).  They are drawn once the setup is done."""
    import random
    s = G.new(2, seed=3, variant="advanced")
    rng = random.Random(1)
    phases = set()
    while G.decision(s).prompt in ("draft", "tile"):
        view = G.view(s, G.decision(s).seat)
        phases.add(view["phase"])
        for layout in ("wide", "narrow"):
            svg = board(view, legal=G.legal_actions(s), layout=layout)
            keys = {e.get("data-explain") for e in ET.fromstring(svg).iter()}
            assert not {k for k in keys if k and k.startswith(("lorenzo:tower:",
                                                              "lorenzo:space:territory"))}
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    assert phases == {"draft", "tiles"}
    svg = board(G.view(s, G.decision(s).seat), legal=G.legal_actions(s))
    assert 'data-explain="lorenzo:tower:territory"' in svg
