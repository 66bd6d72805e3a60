"""Claim tests (issue 27) of what the app teaches about the Vatican report and the final
scoring: seed 001_edd640461a1660f5.txt, "C. Informe del Vaticano", "Fin del juego" and
"Puntuación final"; the military track's end is data §5.8 (assumed cap, docs/DATA.md)."""
from __future__ import annotations

import pytest
from tests.lorenzo.lz_helpers import G, give, legal, new, play, zero
from tests.lorenzo.test_lorenzo_rules_vatican_scoring import finish_actions

from engine.i18n import format_event
from engine.lorenzo import data, scoring


def _last_report(fp0: int, fp1: int):
    s = new(2)
    s.round = 6
    give(s, 0, fp=fp0)
    give(s, 1, fp=fp1)
    return finish_actions(s)


def _lines(s, since: int) -> list[str]:
    return [format_event(k, p, ["Ana", "Bruno"]) for k, p in s.log[since:]]


@pytest.mark.teaches("lorenzo", "After the last report, players who were excommunicated also "
                     "convert their faith points into VP.")
def test_the_last_report_logs_the_faith_conversion_of_the_excommunicated():
    """Seed 001, "C. Informe del Vaticano": at the end of round 6 the excommunicated "obtienen
    los puntos de victoria" of the faith track; the log says so (review LZ-C1), for a player
    short of faith and for one who declines."""
    s = new(2)
    s.round = 6
    give(s, 0, fp=4)
    give(s, 1, fp=7)
    round_ = s.round
    while s.round == round_ and s.phase == "actions":
        moves = legal(s)
        s = play(s, next((m for m in moves if m.endswith("council")), None)
                 or next((m for m in moves if m == "privilege coins"), None) or moves[0])
        if s.phase == "vatican":
            break
    since = len(s.log)
    vp1 = s.p(1).res["vp"]
    s = play(s, "excommunicate")
    assert s.p(1).res["vp"] == vp1 + data.FAITH_VP[7]
    assert (f"Bruno still converts 7 faith points into {data.FAITH_VP[7]} VP at the last report"
            in _lines(s, since))
    short = [line for line in _lines(s, 0) if line.startswith("Ana still converts")]
    assert short == [f"Ana still converts 4 faith points into {data.FAITH_VP[4]} VP at the "
                     "last report"]


def test_the_conversion_line_reads_in_spanish():
    """The new log line has its Spanish (review LZ-C1, issue 27 item 4)."""
    from engine.i18n import translator
    _ = translator("es", "lorenzo")
    line = format_event(("{player} still converts {n} faith point into {vp} VP at the last "
                         "report", "{player} still converts {n} faith points into {vp} VP at "
                         "the last report"), {"player": 0, "n": 1, "vp": 1}, ["Ana"], _)
    assert line == ("Ana convierte igualmente 1 punto de fe en 1 PV en el último informe, "
                    "pese a la excomunión")


@pytest.mark.teaches("lorenzo", "Military points beyond {mp_end}, the last space of the "
                     "military track, are not kept")
def test_military_points_stop_at_the_end_of_the_track():
    """Data §5.8: the military track runs from 0 to 25; gains beyond it are lost (assumed,
    docs/DATA.md, review LZ-C2): a Market gain, a floor bonus and the ranking of two players
    who passed the end."""
    end = data.MILITARY_TRACK_END
    s = new(4, dice=(6, 6, 6))
    zero(s, 0)
    give(s, 0, mp=end - 1)
    s = play(s, "place black market 3")                 # 3 MP + 2 coins
    assert s.p(0).res["mp"] == end and s.p(0).res["coins"] == 2
    s = new(4, dice=(6, 6, 6))
    s.towers["building"][3] = "chapel"
    zero(s, 0)
    give(s, 0, mp=end, wood=2, servants=1)
    s = play(s, "place black building 4 +1")              # floor bonus 2 MP
    assert s.p(0).res["mp"] == end
    give(s, 1, mp=end)
    first = data.MILITARY_VP[0]
    assert scoring.military_points([a.res["mp"] for a in s.areas])[:2] == [first, first]


@pytest.mark.teaches("lorenzo", "military strength: {mil_first} VP for the most military points")
def test_military_strength_scores_5_and_2_with_ties():
    """Seed 001, "Puntuación final": 5 VP to the most MP, 2 to the second; tied first players
    all get 5 and nobody gets 2; tied second players all get 2."""
    first, second = data.MILITARY_VP
    assert scoring.military_points([9, 4, 4, 1]) == [first, second, second, 0]
    assert scoring.military_points([9, 9, 4, 1]) == [first, first, 0, 0]


def _final(players=2, **cards):
    s = new(players)
    for seat in range(players):
        zero(s, seat)
    for type_, keys in cards.items():
        s.p(0).cards[type_] = keys
    return s


@pytest.mark.teaches("lorenzo", "territories: {territories_3}, {territories_4}",
                     "at the end 3–6 territories score {territories_3}")
def test_territories_score_1_4_10_20():
    """Seed 001, "Puntuación final": 3, 4, 5, 6 territories score 1, 4, 10, 20 VP."""
    keys = [c.key for c in data.TERRITORIES]
    got = [scoring.breakdown(_final(territory=keys[:n]), 0)["territories"] for n in range(7)]
    assert got == [0, 0, 0, 1, 4, 10, 20] == list(data.TERRITORY_VP)


@pytest.mark.teaches("lorenzo", "characters: {characters_1}, {characters_2}",
                     "At the end 1–6 characters score {characters_1}")
def test_characters_score_1_to_21():
    """Seed 001, "Puntuación final": 1 to 6 characters score 1, 3, 6, 10, 15, 21 VP."""
    keys = [c.key for c in data.CHARACTERS]
    got = [scoring.breakdown(_final(character=keys[:n]), 0)["characters"] for n in range(7)]
    assert got == [0, 1, 3, 6, 10, 15, 21] == list(data.CHARACTER_VP)


@pytest.mark.teaches("lorenzo", "ventures: the VP printed on each",
                     "victory points at the end of the game")
def test_ventures_score_their_printed_vp():
    """Seed 001, "Puntuación final": each venture scores the VP printed on it."""
    ventures = ["hiring_recruits", "sacred_war"]
    s = _final(venture=ventures)
    printed = [data.CARDS[k].end_vp for k in ventures]
    assert all(printed)
    assert scoring.breakdown(s, 0)["ventures"] == sum(printed)


@pytest.mark.teaches("lorenzo", "resources: 1 VP for every {per_vp} wood, stone, coins and servants")
def test_resources_score_1_vp_per_5():
    """Seed 001, "Puntuación final": 1 VP for every 5 resources of any kind together."""
    s = _final()
    give(s, 0, wood=2, stone=1, coins=4, servants=2, mp=10, fp=10)
    assert scoring.breakdown(s, 0)["resources"] == 1            # 9 resources; points do not count


@pytest.mark.teaches("lorenzo", "on a tie, the one further ahead in turn order")
def test_a_tie_goes_to_the_player_ahead_in_turn_order():
    """Seed 001, "Fin del juego": tied players are ranked by turn order."""
    s = _final(players=3)
    s.turn_order = [2, 0, 1]
    assert len({x["total"] for x in G.scores(s)}) == 1            # a three-way tie
    assert scoring.ranking(s) == [2, 0, 1]
    s.turn_order = [1, 2, 0]
    assert scoring.ranking(s) == [1, 2, 0]


@pytest.mark.teaches("lorenzo", "period 1 asks for {faith_1} faith points, period 2 for {faith_2}",
                     "the Church asks for {faith_1}, {faith_2} and {faith_3} faith points",
                     "A player without enough faith points is excommunicated",
                     "with {fp} faith points or more you may support the Church")
def test_each_report_asks_for_3_4_5_faith_points():
    """Seed 001, "C. Informe del Vaticano": the reports after rounds 2, 4 and 6 ask for 3, 4 and
    5 faith points; a player short of them is excommunicated and keeps them."""
    for round_, need in ((2, 3), (4, 4), (6, 5)):
        assert data.FAITH_REQUIRED[round_ // 2] == need
        s = new(2)
        s.round = round_
        give(s, 0, fp=need - 1)
        give(s, 1, fp=need)
        s = finish_actions(s)
        assert s.p(0).excommunicated == [round_ // 2]
        if round_ < 6:
            assert s.p(0).res["fp"] == need - 1
        assert G.decision(s).seat == 1 and legal(s) == ["support", "excommunicate"]


@pytest.mark.teaches("lorenzo", "A player with enough may support the Church",
                     "Support the Church: spend all faith points for victory points",
                     "Be excommunicated and keep the faith points")
def test_support_trades_faith_for_the_tracks_vp_or_refuse_and_keep_them():
    """Seed 001, "C. Informe del Vaticano": supporting gives the faith track's VP and resets
    faith to 0; refusing is an excommunication that keeps the faith points (rounds 2 and 4)."""
    s = new(2)
    s.round = 2
    give(s, 0, fp=5)
    give(s, 1, fp=5)
    s = finish_actions(s)
    vp = [s.p(seat).res["vp"] for seat in (0, 1)]
    s = play(s, "support", "excommunicate")
    assert s.p(0).res["fp"] == 0 and s.p(0).res["vp"] == vp[0] + data.FAITH_VP[5]
    assert s.p(1).res["fp"] == 5 and s.p(1).excommunicated == [1]
