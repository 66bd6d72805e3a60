"""Claim tests (issue 27): what the app teaches about the common actions, played in the engine.
Seed 002 (``reglamento``), "Acciones" and "Listado de acciones comunes"; seed 000 (``early``),
"Acciones comunes"."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, acting, assert_illegal, end_turn, legal, next_character_turn, play
from engine.plus_ultra import data
from engine.tour import assumed


def _rich(variant="reglamento", **fields):
    s = acting(3, {0: ["admiral", "merchant"], 1: ["pirate", "king"]}, variant=variant, **fields)
    for p in s.areas:
        p.ducats, p.gp = 10, 3
    return s


def _cost(variant, action):
    return data.RULESETS[variant].common_cost[action]


@pytest.mark.teaches("plus_ultra", "Visit the Court Painter: pay {painter} ducats for {painter_gp} GP.",
                     "Spend {n_ducats} and gain {gp} GP.")
def test_painter():
    """Seed 002, "Visitar al pintor de la Corte": 4 ducats for 2 GP."""
    s = play(_rich(), "common painter")
    assert (s.p(0).ducats, s.p(0).gp) == (10 - _cost("reglamento", "painter"), 5)
    assert _cost("reglamento", "painter") == 4


@pytest.mark.teaches("plus_ultra", "Open a Mission: pay {mission} ducats and place one of your houses",
                     "Spend {n_ducats} and place one of your houses in a colony.")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_mission_and_its_assumed_cost(variant):
    """Seed 000, "Abrir una misión": 2 ducats, a house you have into a colony; seed 002 prints
    no cost (Q-31, assumed 2): there the texts say so.  Review PU-T5."""
    s = play(_rich(variant, colonies=[[1, 1, 1, 1], [2], [], None, None, None, None],
                   colony_size=[4, 4, 4, 0, 0, 0, 0]), "common mission")
    assert legal(s) == ["colony 2", "colony 3"]
    s = play(s, "colony 3")
    assert s.colonies[2] == [0] and (s.p(0).houses, s.p(0).ducats) == (1, 8)
    marker = assumed(lambda m: m)
    text = G.explain("plus_ultra:common:mission", None, G.view(s, 0))
    howto = " ".join(p for sec in G.rules_summary(variant) for p in sec.paragraphs)
    assert (marker in text) == (variant == "reglamento")
    assert ("Open a Mission: pay 2 ducats and place one of your houses in a colony. " + marker
            in howto) == (variant == "reglamento")


@pytest.mark.teaches("plus_ultra", "Ask for a Loan: lose {loan_gp} GP and gain {loan_ducats} ducats.",
                     "Lose {gp} GP and gain {gain_ducats}.")
def test_loan():
    """Seed 002, "Pedir un préstamo": lose 1 GP, gain 3 ducats (P-32: needs a GP)."""
    s = play(_rich(), "common loan")
    assert (s.p(0).ducats, s.p(0).gp) == (13, 2)


@pytest.mark.teaches("plus_ultra", "Visit the Court: pay {court} ducats to move up one place",
                     "Visit the Court: pay {court} ducat to move up one place in Peer Order, or",
                     "Spend {n_ducats} and advance {advance_steps} in Peer Order (from the next turn).",
                     "Pay {n_ducats} a step and advance up to {advance_steps} in Peer Order")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_court(variant):
    """Seed 002, "Visitar la Corte": 2 ducats, one place; seed 000: 1 ducat a step, up to two;
    the acting order of this turn does not change."""
    s = acting(4, {3: ["admiral", "merchant"]}, actor=3, variant=variant)
    s.p(3).ducats = 4
    s = play(s, "common court")
    if variant == "early":
        assert legal(s) == ["choose 1", "choose 2"]
        s = play(s, "choose 2")
        assert s.peer_order == [0, 3, 1, 2] and s.p(3).ducats == 4 - 2 * _cost(variant, "court")
    else:
        assert s.peer_order == [0, 1, 3, 2] and s.p(3).ducats == 4 - _cost(variant, "court")
    assert s.turn_order == [0, 1, 2, 3]


@pytest.mark.teaches("plus_ultra", "Acquire Workshops: pay {workshops} ducats for a rosetón or a house.",
                     "Spend {n_ducats} and gain a rosetón or a house of your colour.",
                     "Spend {n_ducats} and gain a rosetón card or a house of your colour.")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_workshops(variant):
    """Seed 002 / seed 000, "Adquirir talleres": 2 ducats for a rosetón (card) or a house."""
    s = play(_rich(variant), "common workshops")
    assert legal(s) == ["choose roseton", "choose house"]
    r = play(s, "choose roseton")
    assert r.p(0).ducats == 10 - _cost(variant, "workshops") == 8 and r.p(0).rosetones == 2
    assert play(s, "choose house").p(0).houses == 3


@pytest.mark.teaches("plus_ultra", "Establish Trade Routes: pay {trade} ducats to place a marker",
                     "Establish Trade Routes: pay {trade} ducats to advance one step",
                     "Spend {n_ducats} and place a marker of yours in Maritime Trade.",
                     "Spend {n_ducats} and advance your marker {advance_steps} in Maritime Trade.")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_trade_routes(variant):
    """Seed 002: a marker in Maritime Trade; seed 000: one step on the track; 2 ducats."""
    s = play(_rich(variant), "common trade")
    assert (s.p(0).ducats, s.trade[0]) == (10 - _cost(variant, "trade"), 1)


@pytest.mark.teaches("plus_ultra", "Buy Estates: pay {estate} ducats for an estate from the board.",
                     "Spend {n_ducats} and take an estate from the board.",
                     "Buy one with the common action Buy Estates for {cost} ducats.")
def test_buy_estates():
    """Seed 002, "Comprar Fincas": 4 ducats for the top estate, kept secret."""
    s = play(_rich(estates_deck=[1, 3, 2]), "common estate")
    assert s.p(0).estates == [2] and s.p(0).ducats == 10 - _cost("reglamento", "estate") == 6
    assert G.view(s, 1)["players"][0]["estates"] == [None]


@pytest.mark.teaches("plus_ultra", "Spend {n_ducats} and gain a tercio, active or tired.")
def test_finance():
    """Seed 002, "Financiar a los Tercios": 2 ducats for a tercio, active or tired."""
    s = play(_rich(), "common finance", "choose tired")
    assert s.p(0).ducats == 8 and s.p(0).tercios_tired == 1


@pytest.mark.teaches("plus_ultra", "Once per turn, before or after one of your character actions",
                     "One common action per turn, before or after a character",
                     "Eight actions open to everyone whatever characters they hold")
def test_one_common_action_a_turn_each_once_for_the_table():
    """Seed 002, "Acciones": one common action a turn, before or after the character; each is
    taken once a turn by whoever takes it first; 8 of them."""
    assert len(data.COMMON_ACTIONS) == 8
    s = _rich()
    s = play(s, "common painter")
    assert not any(a.startswith("common") for a in legal(s))
    s = play(s, "act admiral 2", "done")
    assert G.decision(s).seat == 1
    assert "common painter" not in legal(s) and "common loan" in legal(s)
    s = next_character_turn(s, 0)
    assert s.round == 2 and s.turn == 1
    assert not any(a.startswith(("common", "bull common")) for a in legal(s))  # once a turn
    after = play(_rich(), "act admiral 2")
    assert "common painter" in legal(after)
    assert_illegal(play(after, "common loan"), "common painter")
    fresh = next_character_turn(end_turn(s), 0)                    # the next turn: free again
    fresh.p(0).ducats = 10
    assert fresh.turn == 2 and "common painter" in legal(fresh)
