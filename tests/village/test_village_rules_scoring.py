"""Final scoring and tie-breaks (seed 004, "Puntuación final")."""
from __future__ import annotations

from tests.village.vg_helpers import G, new


def test_final_scoring_lines():
    """Travel 1/3/6/10/14/18; council 0/2/4/6 per member; church 2/3/4/6; chronicle 3 → 4,
    4 → 7, 5+ → 12; customers as printed; 1 per coin."""
    s = new(2)
    p = s.p(0)
    p.prestige, p.coins = 5, 3
    p.visited = ["c1", "c2", "c4"]
    p.members[:4] = ["council:1", "council:2", "council:4", "church:1"]
    p.members[4:11] = ["church:4", "church:3", "chronicle:farm", "chronicle:travel",
                       "chronicle:crafts", "chronicle:church", "farm"]
    p.customers = ["k24", "k01"]
    assert G.scores(s)[0] == {"total": 5 + 6 + 8 + 12 + 7 + 11 + 3, "breakdown": {
        "prestige": 5, "travel": 6, "council": 8, "church": 12, "chronicle": 7,
        "customers": 11, "coins": 3}}


def test_chronicle_1_or_2_members_score_nothing_5_or_more_score_12():
    s = new(2)
    s.p(0).members[:2] = ["chronicle:farm"] * 2
    assert G.scores(s)[0]["breakdown"]["chronicle"] == 0
    s.p(0).members[:6] = ["chronicle:farm"] * 6
    assert G.scores(s)[0]["breakdown"]["chronicle"] == 12


def test_tie_breaks_customers_then_living_members_then_shared():
    """Seed 004: tie → more customers served; then more living members (assumed E16: a tie
    still standing is a shared victory)."""
    s = new(3)
    s.phase = "over"
    for p in s.areas:
        p.coins = 0
    s.p(0).prestige, s.p(1).customers, s.p(2).customers = 2, ["k01"], ["k02"]
    s.p(2).members[4] = "farm"                            # one more living member
    assert G.ranking(s) == [2, 1, 0] and G.returns(s) == [0.0, 0.0, 1.0]
    s.p(1).members[4] = "farm"
    assert G.returns(s) == [0.0, 0.5, 0.5]
