"""Lorenzo component data against ../shared/rules/lorenzo-data.md (counts, sums, references)
and the effect vocabulary (every effect of every card is interpretable)."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.lorenzo import data, effects, text
from tests.lorenzo.lz_helpers import G, new


def test_96_cards_24_per_type_8_per_type_and_period():
    """Data §1: 4 types × 3 periods × 8 cards, numbered 1-96 by type."""
    assert len(data.CARDS) == 96
    assert Counter(c.type for c in data.CARDS.values()) == {t: 24 for t in data.TYPES}
    assert Counter((c.type, c.period) for c in data.CARDS.values()) == {
        (t, p): 8 for t in data.TYPES for p in data.PERIODS}
    numbers = sorted(c.number for c in data.CARDS.values())
    assert numbers == list(range(1, 97))
    for c in data.CARDS.values():
        assert data.TYPES.index(c.type) == (c.number - 1) // 24
        assert c.period == (c.number - 1) % 24 // 8 + 1


def test_card_values_transcribed_checksums():
    """Sums over data §1 tables, per period, computed from the file's tables: a transcription checksum."""
    cards = data.CARDS.values()
    assert sum(c.end_vp for c in cards if c.type == "venture") == 31 + 34 + 48
    assert sum(c.value for c in cards if c.type == "territory") == 32 + 28 + 24
    assert sum(c.value for c in cards if c.type == "building") == 32 + 28 + 24
    assert sum(dict(c.costs[0].resources).get("coins", 0)
               for c in cards if c.type == "character") == 23 + 33 + 45
    immediate_vp = sum(dict(e[1]).get("vp", 0) for c in cards if c.type == "building"
                       for e in c.immediate if e[0] == "gain")
    assert immediate_vp == 28 + 35 + 62


def test_territories_cost_nothing_and_ventures_double_costs():
    """Seed 001, "Territorios": no cost; data §1.4: ventures 80, 88, 96 have two costs."""
    for c in data.CARDS.values():
        if c.type == "territory":
            assert c.costs == (data.Cost(),)
    double = sorted(c.number for c in data.CARDS.values() if len(c.costs) == 2)
    assert double == [80, 88, 96]
    assert data.CARDS["support_to_the_pope"].costs[1] == data.Cost((), 10, 5)


PERMANENT_VERBS = {"action_bonus", "discount", "discount_choice", "no_floor_bonus"}


def test_every_effect_uses_the_vocabulary():
    """Effects are data interpreted by effects.py (STYLE.md); no unknown verb anywhere."""
    for c in data.CARDS.values():
        for eff in c.immediate:
            assert eff[0] in effects.EFFECT_VERBS, (c.key, eff)
        for eff in c.permanent:
            allowed = PERMANENT_VERBS if c.type == "character" else \
                set(effects.EFFECT_VERBS) | {"exchange"}
            assert eff[0] in allowed, (c.key, eff)
            if eff[0] == "exchange":
                for pay, got, privileges in eff[1]:
                    assert pay and (got or privileges)
        for bundle in [e[1] for e in c.immediate + c.permanent if e[0] == "gain"]:
            assert all(k in data.KINDS and n > 0 for k, n in bundle)


@pytest.mark.parametrize("key", sorted(data.CARDS))
def test_every_immediate_effect_is_interpretable(key):
    """Resolving a card's immediate effect on a real state changes it and never raises."""
    s = new(4)
    s.p(0).res["mp"] = 4                     # so that the General has something to count
    s.p(0).cards = {"territory": ["woods"], "building": ["chapel"], "character": ["dame"],
                    "venture": ["crusade"]}  # and the Noble, Governor, Paramour, Herald
    card = data.CARDS[key]
    before = s.clone()
    effects.resolve(s, 0, card.immediate, card=True)
    if card.immediate:
        assert s != before


def test_leaders_excommunications_and_tiles():
    """Data §2-§4: 20 leaders, 21 excommunication tiles (7 per period), basic + 4 advanced
    bonus tiles; the basic tile of seed 001's worked examples."""
    assert len(data.LEADERS) == 20 and len(set(data.LEADER)) == 20
    assert Counter(e.period for e in data.EXCOMMUNICATIONS) == {1: 7, 2: 7, 3: 7}
    assert len(data.ADVANCED_TILES) == 4
    assert dict(data.BASIC_TILE.harvest) == {"wood": 1, "stone": 1, "servants": 1}
    assert dict(data.BASIC_TILE.production) == {"coins": 2, "mp": 1}
    assert sum(1 for leader in data.LEADERS if leader.once_per_round) == 10


def test_board_values():
    """Data §5: floors 1/3/5/7, faith track, territory slots, final scoring tables."""
    assert data.FLOOR_VALUES == (1, 3, 5, 7)
    assert len(data.FAITH_VP) == 16 and data.FAITH_VP[15] == 30
    assert all(a < b for a, b in zip(data.FAITH_VP, data.FAITH_VP[1:], strict=False))
    assert data.TERRITORY_SLOT_MP == (0, 0, 3, 7, 12, 18)
    assert data.TERRITORY_VP[3:] == (1, 4, 10, 20)
    assert data.CHARACTER_VP[1:] == (1, 3, 6, 10, 15, 21)
    assert len(data.PRIVILEGES) == 5


def test_every_component_has_a_display_name():
    """Display text: every id in notations and the log has an English name."""
    for key in list(data.CARDS) + list(data.LEADER) + list(data.EXCOMMUNICATION) + \
            list(data.PRIVILEGES) + list(data.TYPES) + list(data.MEMBERS):
        assert key in text.TERMS, key
    assert G.terms is text.TERMS


def test_random_play_takes_every_card():
    """Issue 4: a random-play test that touches every card (seeded games, 4 players)."""
    import random
    taken = set()
    for seed in range(40):
        rng = random.Random(seed)
        s = G.new(4, seed=seed)
        while not G.is_over(s):
            s = G.apply(s, rng.choice(G.legal_actions(s)))
        taken |= {k for p in s.areas for cards in p.cards.values() for k in cards}
    assert taken == set(data.CARDS)
