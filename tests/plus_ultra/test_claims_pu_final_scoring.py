"""Claim tests (issue 27): the rules summary's list of what each player adds to their GP at
the end of the game, each line played on the engine's final scoring (``scoring.breakdown``,
what ``Game.scores`` totals once the seventh turn is over).  Seed 002 (``reglamento``) and
seed 000 (``early``), "Fin de la Partida"; numbers from data.py."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, church, end_turn, scoring_blank
from engine.plus_ultra import data
from engine.plus_ultra.scoring import breakdown

BOTH = ["reglamento", "early"]


@pytest.mark.teaches("plus_ultra", "{house_gp} GP for each house in a colony of the New World;",
                     "The game ends after turn {turns}. Each player adds to their GP:")
@pytest.mark.parametrize("variant", BOTH)
def test_each_house_in_a_colony_scores_one_gp_when_the_seventh_turn_ends(variant):
    """Seed 002 / 000, "Fin de la Partida": 1 GP per house built in the New World, added once
    the seventh turn is over."""
    s = scoring_blank(variant, turn=data.TURNS, war_level=1, war=[2],
               colonies=[[0, 1], [0], None, None, None, None, None],
               colony_size=[4, 4, 0, 0, 0, 0, 0])
    assert breakdown(s, 0)["houses"] == 2 and breakdown(s, 1)["houses"] == 1
    assert not G.is_over(s)
    over = end_turn(s)
    assert G.is_over(over)
    lines = G.scores(over)[0]["breakdown"]
    assert lines["houses"] == over.houses_built(0) == 2


@pytest.mark.teaches("plus_ultra", "{majority} GP for each colony where they have more houses",
                     "{gp_1}, {gp_2} or {gp_3} GP for each colony of size {size_1}")
@pytest.mark.parametrize("variant", BOTH)
def test_the_most_houses_in_each_colony_score_by_the_editions_table(variant):
    """Seed 002: 2 GP per colony with strictly the most houses; seed 000: 1, 2 or 3 GP by the
    colony's size; a tie gives nothing (P-29)."""
    rules = data.REGLAMENTO if variant == "reglamento" else data.EARLY
    sizes = sorted(rules.majority_gp)
    colonies = [[0, 0, 1][:size] if size > 2 else [0, 0] for size in sizes]
    tie = [1, 0]
    s = scoring_blank(variant, colonies=colonies + [tie] + [None] * (6 - len(sizes)),
               colony_size=sizes + [sizes[0]] + [0] * (6 - len(sizes)))
    assert breakdown(s, 0)["colonies"] == sum(rules.majority_gp[size] for size in sizes)
    assert breakdown(s, 1)["colonies"] == 0


@pytest.mark.teaches("plus_ultra", "−{bull_end} GP for each bull still held;")
@pytest.mark.parametrize("variant", BOTH)
def test_each_bull_still_held_costs_one_gp(variant):
    """Seed 002 "Fin de la Partida" (and seed 000's scoring list, docs/DATA.md ruling)."""
    s = scoring_blank(variant)
    s.p(0).bulls = 2
    assert breakdown(s, 0)["bulls"] == -2 and breakdown(s, 1)["bulls"] == 0


@pytest.mark.teaches("plus_ultra", "tercios, bulls and houses not in a colony become {end_ducats} ducat each",
                     "tercios, rosetones and houses not in a colony become {end_ducats} ducat each")
@pytest.mark.parametrize("variant", BOTH)
def test_pieces_not_in_a_colony_become_ducats_and_ducats_become_gp(variant):
    """Seed 002: tercios (active, tired and at war), bulls and unbuilt houses are 1 ducat each;
    seed 000: tercios, rosetón cards and houses; then every DUCATS_PER_GP ducats give 1 GP."""
    s = scoring_blank(variant, war=[0])
    p = s.p(0)
    p.tercios_active, p.tercios_tired, p.houses, p.bulls, p.rosetones = 1, 1, 1, 1, 1
    counted = 1 + 1 + 1 + 1 + (p.bulls if variant == "reglamento" else p.rosetones)
    for ducats in range(2 * data.DUCATS_PER_GP):
        p.ducats = ducats
        assert breakdown(s, 0)["money"] == (ducats + counted) // data.DUCATS_PER_GP
    p.ducats = data.DUCATS_PER_GP - counted       # 0: the five pieces make 1 GP
    assert breakdown(s, 0)["money"] == 1
    if variant == "reglamento":
        p.bulls = 0                               # the fifth ducat was the bull
    else:
        p.rosetones = 0                           # the fifth was the rosetón card; bulls
    assert breakdown(s, 0)["money"] == 0          # (still 1 held) count only in seed 002


@pytest.mark.teaches("plus_ultra", "Maritime Trade: {trade_1} GP for the most markers",
                     "Maritime Trade: {trade_1} GP for the furthest marker")
@pytest.mark.parametrize("variant", BOTH)
def test_maritime_trade_scores_by_rank_and_nothing_without_a_marker(variant):
    """Seed 002 "Comercio marítimo" / seed 000: the most (furthest) gains TRADE_GP[0], the
    second TRADE_GP[1], every other player with a marker TRADE_GP[2]; no marker, nothing."""
    s = scoring_blank(variant, trade=[5, 3, 1])
    nobody = scoring_blank(variant)
    first, second, other = data.TRADE_GP
    assert [breakdown(s, seat)["trade"] for seat in range(3)] == [first, second, other]
    s.trade = [4, 2, 0]
    assert [breakdown(s, seat)["trade"] for seat in range(3)] == [first, second, 0]
    assert [breakdown(nobody, seat)["trade"] for seat in range(3)] == [0, 0, 0]


@pytest.mark.teaches("plus_ultra", "the GP of their estates;")
@pytest.mark.parametrize("variant", BOTH)
def test_estates_add_their_gp(variant):
    """Seed 002 / 000, "Fin de la Partida": each estate's GP (data.estate_gp)."""
    rules = data.REGLAMENTO if variant == "reglamento" else data.EARLY
    s = scoring_blank(variant)
    held = [e for e in rules.estates if isinstance(e, int)][:2]
    s.p(0).estates = list(held)
    assert breakdown(s, 0)["estates"] == sum(data.estate_gp(e) for e in held) > 0


@pytest.mark.teaches("plus_ultra", "{magellan_end} GP for each Magellan marker if the voyage",
                     "{magellan_end} GP for each Magellan card if the voyage")
@pytest.mark.parametrize("variant", BOTH)
def test_an_unfinished_voyage_scores_each_marker(variant):
    """Seed 002 / 000, "Viaje de Magallanes": MAGELLAN_END_GP per marker (card) if the voyage
    was never completed; nothing at the end once it was."""
    s = scoring_blank(variant, magellan=[0, 1, 0])
    assert breakdown(s, 0)["magellan"] == 2 * data.MAGELLAN_END_GP
    assert breakdown(s, 1)["magellan"] == data.MAGELLAN_END_GP
    s.magellan_done = True
    assert breakdown(s, 0)["magellan"] == 0


@pytest.mark.teaches("plus_ultra", "{roseton_end} GP for each of their rosetones still in the Church;")
def test_each_roseton_still_in_the_church_scores_one_gp():
    """Seed 002, "Fin de la Partida": 1 GP per rosetón of the player's on the Church; seed 000
    has no such line (its rosetones are cards)."""
    s = scoring_blank(church=church(("gold", 0), ("silver", 1), ("gems", 0)))
    assert breakdown(s, 0)["church"] == 2 and breakdown(s, 1)["church"] == 1
    assert "church" not in breakdown(scoring_blank("early"), 0)
