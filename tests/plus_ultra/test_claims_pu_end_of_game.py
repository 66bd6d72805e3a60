"""Claim tests (issue 27): what the app teaches about the end of the game and the winner,
played in the engine.  Seed 002 (``reglamento``) and seed 000 (``early``), "Fin de la
Partida"; the early edition's bulls follow its scoring list (docs/DATA.md ruling)."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, end_turn, scoring_blank
from engine.plus_ultra.scoring import breakdown, ranking


@pytest.mark.teaches("plus_ultra", "natives: each player's captured native tiles give as many GP",
                     "Native tiles captured: n tiles score n × n GP at the end.",
                     "At the end of the game each natives tile scores as many GP as tiles")
@pytest.mark.parametrize("n", [1, 2, 3])
def test_natives_score_the_square(n):
    """Seed 002, "Fin de la Partida": each captured natives tile gives as many GP as tiles the
    player captured (1: 1, 2: 4)."""
    s = scoring_blank()
    s.p(0).natives = n
    assert breakdown(s, 0)["natives"] == n * n


@pytest.mark.teaches("plus_ultra", "Money: pays actions, bulls and estates. At the end {per_gp}")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_money_five_ducats_a_gp_after_conversion(variant):
    """Seed 002: tercios, bulls and houses not in a colony are 1 ducat each, 5 ducats 1 GP; seed
    000: tercios, rosetones and houses (not bulls)."""
    s = scoring_blank(variant)
    p = s.p(0)
    p.ducats, p.tercios_active, p.houses, p.bulls, p.rosetones = 6, 2, 1, 1, 1
    extra = p.bulls if variant == "reglamento" else p.rosetones
    assert breakdown(s, 0)["money"] == (6 + 2 + 1 + extra) // 5 == 2
    p.ducats = 4
    assert breakdown(s, 0)["money"] == 1


@pytest.mark.teaches("plus_ultra", "The player with the most GP wins. On a tie, whoever is ahead")
def test_most_gp_wins_ties_by_final_peer_order():
    """Seed 002, "Fin de la Partida": most GP; on a tie the player first in Peer Order,
    counting the moves of the seventh turn."""
    s = scoring_blank()
    s.p(0).gp, s.p(1).gp, s.p(2).gp = 5, 7, 7
    s.peer_order = [2, 1, 0]
    assert ranking(s)[:2] == [2, 1]
    s.peer_order = [1, 2, 0]
    assert ranking(s)[:2] == [1, 2]


@pytest.mark.teaches("plus_ultra",
                     "You are young nobles at the court of Emperor Charles V. Over {turns} turns")
def test_after_the_seventh_turn_the_most_gp_wins():
    """Seed 002, "Ronda y Turno" / "Fin de la Partida": 7 turns, then the player with the most GP
    (after the final scoring) wins."""
    s = scoring_blank(turn=7, war_level=1, war=[2])
    s.p(0).gp = 3
    s = end_turn(s)
    assert s.phase == "over" and G.is_over(s)
    totals = [x["total"] for x in G.scores(s)]
    assert ranking(s)[0] == max(range(3), key=lambda seat: (totals[seat], -s.peer_order.index(seat)))


@pytest.mark.teaches("plus_ultra", "the most houses in a colony gain {majority} GP more",
                     "the player with the most houses in a colony gains {gp_1}, {gp_2} or {gp_3} GP by its")
@pytest.mark.parametrize("variant,size,gp", [("reglamento", 4, 2), ("early", 2, 1),
                                             ("early", 3, 2), ("early", 4, 3)])
def test_colony_majority(variant, size, gp):
    """Seed 002: 2 GP for the most houses in a colony; seed 000: 1, 2 or 3 GP by its size; a tie
    gives nothing (P-29)."""
    s = scoring_blank(variant, colonies=[[0, 0, 1][:size], [0, 1], None, None, None, None, None],
               colony_size=[size, size, 0, 0, 0, 0, 0])
    if size == 2:
        s.colonies[0] = [0, 0]
    assert breakdown(s, 0)["colonies"] == gp and breakdown(s, 1)["colonies"] == 0
    assert breakdown(s, 0)["houses"] == s.colonies[0].count(0) + 1
    text = G.explain("plus_ultra:zone:colony", None, G.view(s, 0))
    assert (f"gain {gp} GP more" in text) == (variant == "reglamento")
