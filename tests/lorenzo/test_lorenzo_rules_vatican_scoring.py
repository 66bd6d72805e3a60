"""Vatican report, end of round, final scoring and excommunication penalties (seed 001,
"C. Informe del Vaticano", "D. Fin de la ronda", "Fin del juego", "Puntuación final";
data §3, §5.7-5.8)."""
from __future__ import annotations

from engine.lorenzo import data, rounds, scoring
from tests.lorenzo.lz_helpers import G, give, legal, new, placing_seats, play, zero


def finish_actions(s):
    """Play the rest of the Actions phase quietly: council, then market, coins privileges."""
    round_ = s.round
    while s.round == round_ and s.phase == "actions":
        moves = legal(s)
        pick = next((m for m in moves if m.endswith("council")), None) or \
            next((m for m in moves if m == "privilege coins"), None) or moves[0]
        s = play(s, pick)
    return s


def test_vatican_report_excommunicates_the_short_and_lets_others_choose():
    """Seed 001 worked example: red with 2 FP (3 needed) is excommunicated and keeps the disc;
    green with 3 FP may support: 3 VP and back to 0."""
    s = new(3)
    s.round = 2
    give(s, 0, fp=2)
    give(s, 1, fp=3)
    give(s, 2, fp=3)
    s = finish_actions(s)
    assert s.phase == "vatican" and G.decision(s).seat == 1
    assert s.p(0).excommunicated == [1] and s.p(0).res["fp"] == 2
    assert legal(s) == ["support", "excommunicate"]
    vp = s.p(1).res["vp"]
    s = play(s, "support", "excommunicate")
    assert s.p(1).res["fp"] == 0 and s.p(1).res["vp"] == vp + 3 and s.p(1).excommunicated == []
    assert s.p(2).excommunicated == [1] and s.p(2).res["fp"] == 3
    assert s.round == 3 and s.phase == "actions"


def test_last_report_converts_faith_even_for_the_excommunicated():
    """Seed 001: at the end of round 6 players short of FP are excommunicated, then score the
    faith track's VP and go back to 0; then the game ends."""
    s = new(2)
    s.round = 6
    give(s, 0, fp=4)
    give(s, 1, fp=7)
    s = finish_actions(s)
    assert s.p(0).excommunicated == [3] and s.p(0).res["fp"] == 0
    vp0 = s.p(0).res["vp"]
    assert G.decision(s).seat == 1
    s = play(s, "support")
    assert G.is_over(s) and s.p(1).res["vp"] >= 9 and vp0 >= 4


def test_military_scoring_ties():
    """Seed 001, "Fuerza militar": most 5, second 2; a tie for first gives 5 to all tied and
    no second place; a tie for second gives 2 to all tied."""
    assert scoring.military_points([7, 3, 3, 1]) == [5, 2, 2, 0]
    assert scoring.military_points([7, 7, 3, 1]) == [5, 5, 0, 0]
    assert scoring.military_points([0, 4, 9, 2]) == [0, 2, 5, 0]


def test_final_scoring_lines_and_turn_order_tie_break():
    """Seed 001, "Puntuación final": territories 1/4/10/20 for 3-6, characters 1/3/6/10/15/21,
    ventures' printed VP, 1 VP per 5 resources; a tie goes to the player ahead in turn order."""
    s = new(2)
    for seat in (0, 1):
        zero(s, seat)
    s.p(0).cards.update(territory=["woods", "village", "forest", "city"],
                        character=["dame", "farmer"], venture=["crusade", "sacred_war"])
    give(s, 0, wood=3, stone=3, coins=4, servants=1, vp=10, mp=2)
    lines = G.scores(s)[0]["breakdown"]
    assert lines == {"track": 10, "territories": 4, "characters": 3, "ventures": 13,
                     "military": 5, "resources": 2, "excommunication": 0}
    assert G.scores(s)[0]["total"] == 37
    give(s, 1, vp=35)                       # + 2 VP: second in military strength with 0 MP
    assert G.scores(s)[1]["total"] == 37
    assert G.ranking(s) == [0, 1]
    s.turn_order = [1, 0]
    assert G.ranking(s) == [1, 0]


def test_period_3_excommunications_change_final_scoring():
    """Data §3: 3_1 no character VP; 3_4 −1 VP per 5 VP; 3_6 −1 per wood/stone in building
    costs; 3_7 −1 per resource."""
    s = new(2)
    zero(s, 0)
    s.p(0).cards.update(character=["dame", "farmer"], building=["chapel", "mint"])
    give(s, 0, vp=26, wood=2, coins=3)
    s.p(0).excommunicated = [3]
    expected = {"ex3_1": ("excommunication", -data.CHARACTER_VP[2]), "ex3_4": ("excommunication", -5),
                "ex3_6": ("excommunication", -(2 + 1 + 3)),
                "ex3_7": ("excommunication", -5)}
    for tile, (line, value) in expected.items():
        s.excommunications[2] = tile
        assert G.scores(s)[0]["breakdown"][line] == value, tile


def test_excommunication_gain_malus_and_member_malus():
    """Data §3 1_2: 1 coin fewer from each source; 1_7: coloured members −1."""
    s = new(4, dice=(4, 4, 4))
    s.p(0).excommunicated = [1]
    s.excommunications[0] = "ex1_2"
    coins = s.p(0).res["coins"]
    s = play(s, "place black market 1")
    assert s.p(0).res["coins"] == coins + 4
    s = new(4, dice=(3, 3, 3))
    s.p(0).excommunicated = [1]
    s.excommunications[0] = "ex1_7"
    zero(s, 0)
    moves = legal(s)
    assert "place black territory 2" not in moves and "place black territory 1" in moves


def test_excommunication_skip_first_turn_places_last():
    """Data §3 2_7: the player skips the first turn and places the last member at the end."""
    s = new(2, dice=(6, 6, 6))
    s.p(0).excommunicated = [2]
    s.excommunications[1] = "ex2_7"
    s.turn, s.sweep = -1, 0
    rounds.next_turn(s)
    assert G.decision(s).seat == 1
    assert placing_seats(s) == [1, 0, 1, 0, 1, 0, 1, 0]   # sweep 1 skipped, the 4th member after all


def test_a_player_with_no_legal_placement_passes():
    """A member that can go nowhere (value 0, no servants) cannot be placed: the only action is
    to pass, and the round goes on (assumed: the rulebook has no such case)."""
    s = new(2, dice=(6, 6, 6))
    s.p(0).placed = ["black", "white", "orange"]
    zero(s, 0)
    assert legal(s) == ["pass"]
    s = play(s, "pass")
    assert s.p(0).done and G.decision(s).seat == 1


def test_declining_at_the_last_report_converts_faith_like_a_player_short_of_it():
    """Seed 001_edd640461a1660f5.txt, "C. Informe del Vaticano": a player who declines to
    support is excommunicated "como si no tuvieran el nivel requerido", and at the end of the
    sixth round players short of faith points, after the excommunication, score the faith
    track's VP and go back to 0 (review B1)."""
    s = new(2)
    s.round = 6
    give(s, 0, fp=4)
    give(s, 1, fp=7)
    s = finish_actions(s)
    vp1 = s.p(1).res["vp"]
    s = play(s, "excommunicate")
    assert G.is_over(s)
    assert s.p(1).excommunicated == [3]
    assert s.p(1).res["fp"] == 0 and s.p(1).res["vp"] == vp1 + 9      # 7 FP on the track: 9 VP


def test_declining_before_the_last_report_keeps_the_faith_points():
    """Seed 001, "C. Informe del Vaticano": in rounds 2 and 4 an excommunicated player "conserva
    tus puntos de fe" and scores nothing for them."""
    s = new(2)
    s.round = 4
    give(s, 0, fp=4)
    give(s, 1, fp=6)
    s = finish_actions(s)
    vp = [s.p(seat).res["vp"] for seat in (0, 1)]
    s = play(s, "support", "excommunicate")
    assert s.p(0).res == {**s.p(0).res, "fp": 0, "vp": vp[0] + 4}
    assert s.p(1).excommunicated == [2] and s.p(1).res["fp"] == 6 and s.p(1).res["vp"] == vp[1]


def test_military_strength_does_not_exclude_players_with_no_military_points():
    """Seed 001_edd640461a1660f5.txt, "Puntuación final", "Fuerza militar": 5 VP to the most
    military points and 2 to the second, every player tied for second gets 2; nothing excludes
    a player with 0 military points (review B2)."""
    assert scoring.military_points([3, 0]) == [5, 2]
    assert scoring.military_points([5, 0, 0, 0]) == [5, 2, 2, 2]
    assert scoring.military_points([0, 0, 0]) == [5, 5, 5]
    assert scoring.military_points([4, 4, 0]) == [5, 5, 0]
