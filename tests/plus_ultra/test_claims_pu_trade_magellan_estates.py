"""Claim tests (issue 27): what the app teaches about Maritime Trade, Magellan's voyage and the
estates, played in the engine.  Seed 002 (``reglamento``), "Comercio marítimo", "Viaje de
Magallanes", "Fincas" and "Fin de la Partida"; seed 000 (``early``), the same sections."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, acting, legal, play
from engine.plus_ultra import data
from engine.plus_ultra.scoring import breakdown


def _trade_lines(s):
    return [breakdown(s, seat)["trade"] for seat in range(s.players)]


@pytest.mark.teaches("plus_ultra", "the most markers give {trade_1} GP, the second most {trade_2} GP, and",
                     "the most markers gain {first} GP, the second {second} and every other player",
                     "{first} / {second} / {other} GP at the end by rank (none without a marker)",
                     "every other player with at least one marker {other}; a player with no")
def test_published_trade_5_3_1_and_nothing_without_a_marker():
    """Seed 002, "Comercio marítimo": the most markers 5 GP, the second 3, the rest 1 (P-27: the
    rest means players with a marker; ties share a rank).  Review PU-T4: the texts said "the
    others 1", and the Admiral tour step's own board gives a player 0."""
    s = acting(4, trade=[4, 2, 1, 0])
    assert _trade_lines(s) == [5, 3, 1, 0]
    s.trade = [0, 6, 4]
    s3 = acting(3, trade=[0, 6, 4])
    assert _trade_lines(s3) == [0, 5, 3]
    s3.trade = [2, 2, 1]
    assert _trade_lines(s3) == [5, 5, 3]


@pytest.mark.teaches("plus_ultra", "the furthest marker gives {trade_1} GP, the second {trade_2} GP",
                     "the furthest marker gains {first} ",
                     "GP at the end by position (none if you never traded)")
def test_early_trade_track_5_3_1_only_for_who_traded():
    """Seed 000, "Comercio marítimo": the furthest 5 GP, the second 3, "el resto que tenga al
    menos presencia en el comercio marítimo, 1 PG"."""
    s = acting(4, variant="early", trade=[7, 3, 1, 0])
    assert _trade_lines(s) == [5, 3, 1, 0]


@pytest.mark.teaches("plus_ultra", "The Admiral and Establish Trade Routes add markers",
                     "The Admiral and Establish Trade Routes move markers forward")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_trade_markers_come_from_the_admiral_and_trade_routes(variant):
    """Seed 002 / seed 000: the Admiral (1: one, 2: two) and Establish Trade Routes (one)."""
    s = acting(3, {0: ["admiral", "merchant"]}, variant=variant)
    s.p(0).ducats = 4
    s = play(s, "act admiral 2", "common trade")
    assert s.trade[0] == 3


@pytest.mark.teaches("plus_ultra", "Magellan's voyage is complete when all its spaces hold markers",
                     "Once all are taken it is completed: everyone takes back their markers",
                     "If it is never completed, each marker on it is worth {end_gp} GP at the end.")
def test_published_magellan():
    """Seed 002, "Viaje de Magallanes": completed when every space holds a marker: everyone
    takes back their markers for 3 GP each, only once; "Fin de la Partida": 1 GP per marker if
    never completed."""
    s = acting(3, {0: ["secretary", "merchant"]}, magellan=[1, 2, 1])
    assert breakdown(s, 1)["magellan"] == 2
    assert G.view(s, 0)["magellan_spaces"] == 4
    s = play(s, "act secretary 1", "choose magellan")
    assert [p.gp for p in s.areas] == [3, 6, 3] and s.magellan == [] and s.magellan_done
    assert breakdown(s, 1)["magellan"] == 0
    again = play(acting(3, {0: ["secretary", "merchant"]}, magellan_done=True), "act secretary 1")
    assert "choose magellan" not in legal(again)


@pytest.mark.teaches("plus_ultra", "The Secretary of State sells Magellan cards",
                     "{spaces} Magellan cards; {taken} sold. Once all are sold",
                     "If it is never completed, each Magellan card is worth {end_gp} GP at the end.")
def test_early_magellan_cards():
    """Seed 000, "Viaje de Magallanes": the Secretary sells the cards; 3 GP each when the last
    is taken (P-08); 1 GP each at the end if never completed."""
    s = acting(3, {0: ["secretary", "merchant"]}, variant="early", magellan=[0, 1, 1, 2])
    assert breakdown(s, 1)["magellan"] == 2
    s = play(s, "act secretary 1", "choose magellan_card")
    assert s.magellan_done and [p.gp for p in s.areas] == [6, 6, 3]


@pytest.mark.teaches("plus_ultra", "Estates are face-down tiles worth {estate_low} to {estate_high} GP",
                     "Face-down estates worth +{low} to +{high} GP, kept secret until the end",
                     "Your estates: secret GP (+{low} to +{high}) added at the")
def test_published_estates_are_secret_and_worth_1_to_3():
    """Seed 002, "Fincas": face-down, +1 to +3 GP, secret until the end (P-11 split)."""
    assert set(data.ESTATES) == {1, 2, 3} and len(data.ESTATES) == 6
    s = acting(3, estates_deck=[1, 3, 2])
    s.p(0).ducats = 4
    s.actor = 0
    s = play(s, "common estate")
    assert G.view(s, 1)["players"][0]["estates"] == [None]
    assert breakdown(s, 0)["estates"] == 2


@pytest.mark.teaches("plus_ultra", "{estates_in_play} of the {estates_box} estates are drawn at random and kept secret",
                     "Face-down estates, kept secret until the end; {n} left. Some are worth GP",
                     "Your estates: secret, worth GP at the end, or a resource taken")
def test_early_estates_six_of_ten_some_carry_a_resource():
    """Seed 000, "Fincas": 6 of 10 drawn; some give GP, others a resource taken once in the
    owner's turn by discarding the estate (then no GP)."""
    assert len(data.EARLY.estates) == 10
    s = G.new(3, seed=4, variant="early")
    assert len(s.estates_deck) == 6
    a = acting(3, {0: ["admiral", "merchant"]}, variant="early")
    a.p(0).estates = ["tercio", 2]
    assert breakdown(a, 0)["estates"] == 3
    a = play(a, "discard tercio", "choose tired")
    assert a.p(0).estates == [2] and breakdown(a, 0)["estates"] == 2
    assert a.p(0).tercios_active + a.p(0).tercios_tired == 3


@pytest.mark.teaches("plus_ultra", "Discard an estate for a tercio", "Discard an estate for a bull",
                     "Discard an estate for {estate_gain}", "Discard an estate for a house",
                     "Discard an estate for a rosetón card")
@pytest.mark.parametrize("estate", data.ESTATE_GAINS)
def test_early_resource_estates(estate):
    """Seed 000, "Fincas": a resource estate discarded in its owner's turn for its resource."""
    a = acting(3, {0: ["admiral", "merchant"]}, variant="early")
    a.p(0).estates = [estate]
    p = a.p(0)
    before = (p.tercios_active + p.tercios_tired, p.bulls, p.ducats, p.houses, p.rosetones)
    a = play(a, f"discard {estate}")
    if a.pending:
        a = play(a, legal(a)[0])
    p = a.p(0)
    after = (p.tercios_active + p.tercios_tired, p.bulls, p.ducats, p.houses, p.rosetones)
    gained = [x - y for x, y in zip(after, before, strict=True)]
    assert gained == {"tercio": [1, 0, 0, 0, 0], "bull": [0, 1, 0, 0, 0],
                      "ducats": [0, 0, data.ESTATE_DUCATS, 0, 0], "house": [0, 0, 0, 1, 0],
                      "roseton": [0, 0, 0, 0, 1]}[estate]
