"""Round and period structure, character bonuses and free actions, and the leaders the rules
review (2026-11-24, §5) found untested (seed 001_edd640461a1660f5.txt, "Como se Juega", "A.
Configuración de ronda", "C. Informe del Vaticano", "D. Fin de la ronda", "Las cartas";
lorenzo-data.md §1.3 and §2)."""
from __future__ import annotations

import pytest

from tests.lorenzo.lz_helpers import G, give, legal, new, play, zero
from engine.lorenzo import data
from tests.lorenzo.test_lorenzo_leaders import advanced


def _play_round(s):
    """Play one round through: councils and first options; everyone declines the Church."""
    round_ = s.round
    while not G.is_over(s) and s.round == round_:
        moves = legal(s)
        pick = (next((m for m in moves if m.startswith("place") and "council" in m), None)
                or next((m for m in moves if m.startswith("privilege coins")), None)
                or ("excommunicate" if "excommunicate" in moves else moves[0]))
        s = play(s, pick)
    return s


def test_six_rounds_three_periods_reports_only_after_even_rounds():
    """Seed 001, "Como se Juega": 3 periods of 2 rounds; "C. Informe del Vaticano": "Esta fase
    solo ocurre en las rondas 2/4/6"; "D. Fin de la ronda": the cards left in the towers are
    discarded ("No se volverán a utilizar"); "A. Configuración de ronda": 4 new cards per
    tower, from the period of the round; the game ends after round 6."""
    s = new(2)
    seen = set()
    for round_ in range(1, 7):
        assert s.round == round_ and s.period == (round_ + 1) // 2
        towers = {k for cards in s.towers.values() for k in cards if k}
        assert len(towers) == 16 and not towers & seen
        assert {data.CARDS[k].period for k in towers} == {s.period}
        seen |= towers
        for p in s.areas:
            p.res["fp"] = 0                  # nobody can support: excommunicated at reports
        s = _play_round(s)
        for seat in range(2):
            assert s.p(seat).excommunicated == list(range(1, round_ // 2 + 1))
        leftovers = towers - {k for p in s.areas for cards in p.cards.values() for k in cards}
        decks = {k for deck in s.decks.values() for k in deck}
        assert leftovers and not leftovers & decks               # discarded for good
    assert G.is_over(s) and s.round == 6


def test_large_harvest_and_production_spaces_open_with_3_players():
    """Seed 001, "Preparar": with 3 players only the market's spaces 3-4 are covered; the large
    Harvest and Production spaces are open (covered with 2)."""
    moves = legal(new(3))
    assert "place black harvest 2" in moves and "place black production 2" in moves
    assert not any(" market 3" in m or " market 4" in m for m in moves)
    assert not any(m.startswith("place black harvest 2") for m in legal(new(2)))


@pytest.mark.parametrize("card,kind,bonus", [
    ("warlord", "territory", 2), ("knight", "venture", 2), ("farmer", "harvest", 2),
    ("artisan", "production", 2), ("peasant", "harvest", 3), ("scholar", "production", 3)])
def test_character_action_bonuses(card, kind, bonus):
    """Lorenzo-data.md §1.3 (seed 001, "Las cartas", "Personajes": permanent effects): a held
    character adds to every action of its kind: a die 1 reaches floor 2 (value 3) of its tower
    with no servant; a Harvest/Production of die 1 has value 1 + bonus."""
    s = new(2, dice=(1, 1, 1))
    zero(s, 0)
    give(s, 0, coins=10, wood=10, stone=10, mp=10)
    s.p(0).cards["character"] = [card]
    if kind in data.TYPES:
        assert f"place black {kind} 2" in legal(s)
        s.p(0).cards["character"] = []
        assert not any(m.startswith(f"place black {kind} 2") for m in legal(s))
    else:
        s = play(s, f"place black {kind} 1")
        key, params = next(e for e in s.log if e[0].startswith("{player} activates"))
        assert params["n"] == 1 + bonus


FREE_ACTIONS = [
    # card, tower, immediate gains, first decision (prompt, params)
    ("captain", "character", {"mp": 2}, ("take", {"type": "territory", "value": 6})),
    ("hero", "character", {}, ("take", {"type": "venture", "value": 6})),
    ("patron", "character", {}, ("take", {"type": "character", "value": 6})),
    ("ambassador", "character", {}, ("take", {"type": "any", "value": 7})),
    ("cardinal", "character", {"fp": 2}, ("servants", {"area": "harvest", "base": 4})),
    ("bishop", "character", {"fp": 1}, ("servants", {"area": "production", "base": 4})),
    ("improving_the_canals", "venture", {}, ("servants", {"area": "harvest", "base": 4})),
    ("improving_the_roads", "venture", {}, ("servants", {"area": "production", "base": 3})),
    ("repairing_the_cathedral", "venture", {"fp": 1}, ("take", {"type": "any", "value": 7})),
]


@pytest.mark.parametrize("card,tower,gains,first", FREE_ACTIONS, ids=[f[0] for f in FREE_ACTIONS])
def test_free_actions_of_cards(card, tower, gains, first):
    """Lorenzo-data.md §1.3-1.4 and seed 001, "Personajes" (the Abbess / Architect / Cardinal
    examples): the immediate effect gives its gains, then a free action of the printed value
    with no family member (a card of a type, or a Harvest/Production the player may raise with
    servants)."""
    s = new(2, dice=(1, 1, 1))
    zero(s, 0)
    give(s, 0, coins=20, wood=10, stone=10, servants=10)
    s.towers[tower][0] = card
    s = play(s, f"place black {tower} 1")
    if G.decision(s).prompt == "privilege":            # Hero, Ambassador: a privilege first
        s = play(s, "privilege wood_stone")
    d = G.decision(s)
    assert d.seat == 0 and (d.prompt, {k: d.params[k] for k in first[1]}) == first
    for kind, n in gains.items():
        assert s.p(0).res[kind] == n


def test_patron_takes_a_character_2_coins_cheaper():
    """Lorenzo-data.md §1.3, Patron: "take a Character card (value 6), its cost reduced by 2
    coins"."""
    s = new(2, dice=(1, 1, 1))
    zero(s, 0)
    give(s, 0, coins=3 + 3 + 2)                      # Patron 3, the fee 3, the Warlord 2 − 2
    s.towers["character"] = ["patron", "warlord", "farmer", "preacher"]
    s = play(s, "place black character 1", "take character 2")
    assert s.p(0).cards["character"] == ["patron", "warlord"]
    assert s.p(0).res["coins"] == 2 and s.p(0).res["mp"] == 3


@pytest.mark.parametrize("leader,requirement,gain", [
    ("girolamo_savonarola", {"coins": 18}, {"fp": 1}),
    ("giovanni_dalle_bande_nere", {"mp": 12}, {"wood": 1, "stone": 1, "coins": 1}),
    ("cosimo_de_medici", None, {"servants": 3, "vp": 1}),
])
def test_leaders_savonarola_bande_nere_cosimo(leader, requirement, gain):
    """Lorenzo-data.md §2: Savonarola (18 coins: 1 FP), Giovanni dalle Bande Nere (12 MP: 1
    wood, 1 stone, 1 coin), Cosimo de' Medici (2 Characters and 4 Buildings: 3 servants and
    1 VP), each once per round; the requirement is held, not paid."""
    s = advanced()
    zero(s, 0)
    s.p(0).leaders = [leader]
    if requirement:
        give(s, 0, **requirement)
    else:
        s.p(0).cards.update(character=["dame", "farmer"],
                            building=["chapel", "mint", "theater", "bank"])
    before = dict(s.p(0).res)
    s = play(s, f"leader play {leader}", f"leader use {leader}")
    res = s.p(0).res
    assert {k: res[k] - before[k] for k in res if res[k] != before[k]} == gain
    assert f"leader use {leader}" not in legal(s)
