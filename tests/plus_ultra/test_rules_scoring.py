"""Final scoring and the winner (seed 002, "Fin de la Partida"; spec §16, P-27, P-29)."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, acting, church, end_turn, sizes

LINES = ("track", "houses", "colonies", "bulls", "money", "trade", "estates", "magellan",
         "church", "natives")


def _blank(**fields):
    """3 players with nothing that scores: 0 GP, 0 ducats, 2 tercios and 2 houses in hand (4 → 0)."""
    base = dict(colonies=[None] * 7, trade=[0, 0, 0], magellan=[], church=church(), war=[])
    s = acting(3, **{**base, **fields})
    for p in s.areas:
        p.ducats = p.gp = p.bulls = p.natives = 0
        p.estates = []
    return s


def test_every_scoring_line():
    """Seed 002, "Fin de la Partida": 1 PG per house in colonies; 2 PG per colony with more houses
    than the opponents; −1 PG per bull; tercios, bulls and houses not in colonies become 1 ducat each;
    1 PG per 5 ducats; Maritime Trade 5/3/1; estates; 1 PG per Magellan marker if not completed;
    1 PG per own rosetón on the Church; natives: n tiles give n² PG."""
    s = _blank()
    s.colonies = [[0, 0, 1], [0, 1], [2], [], None, None, None]
    s.colony_size = sizes(s.colonies)
    s.trade = [4, 2, 1]
    s.magellan = [0, 0, 1]
    s.church = church(("gold", 0), ("silver", 2), ("spices", None))
    a, b, c = s.areas
    a.gp, a.bulls, a.ducats, a.estates, a.natives = 10, 2, 8, [2, 3], 2
    a.tercios_active, a.tercios_tired, a.houses, a.rosetones = 1, 2, 1, 3
    b.gp, b.ducats, b.estates, b.natives = 4, 4, [1], 1
    b.tercios_active = b.tercios_tired = b.houses = b.rosetones = 0
    c.gp, c.bulls, c.ducats, c.natives = 0, 1, 9, 3
    c.tercios_active, c.tercios_tired, c.houses, c.rosetones = 0, 1, 0, 0
    expected = [
        # track houses colonies bulls money trade estates magellan church natives
        dict(zip(LINES, (10, 3, 2, -2, (8 + 3 + 2 + 1) // 5, 5, 5, 2, 1, 4), strict=True)),
        dict(zip(LINES, (4, 2, 0, 0, 4 // 5, 3, 1, 1, 0, 1), strict=True)),
        dict(zip(LINES, (0, 1, 2, -1, (9 + 1 + 1) // 5, 1, 0, 0, 1, 9), strict=True)),
    ]
    scores = G.scores(s)
    for seat in range(3):
        assert scores[seat]["breakdown"] == expected[seat]
        assert scores[seat]["total"] == sum(expected[seat].values())
    assert [x["total"] for x in scores] == [32, 12, 15]


def test_colony_majority_ties_give_nothing():
    """Seed 002, "Colonias del Nuevo Mundo": "ser el jugador con más casas en una colonia da 2 PG
    adicionales" (P-29: a tie gives nobody the 2 PG)."""
    s = _blank(colonies=[[0, 1], [1, 0, 1, 0], [2, 2, 0], None, None, None, None])
    lines = [x["breakdown"] for x in G.scores(s)]
    assert [l["colonies"] for l in lines] == [0, 0, 2]
    assert [l["houses"] for l in lines] == [4, 3, 2]


@pytest.mark.parametrize("trade,points", [
    ([4, 2, 1], [5, 3, 1]),
    ([3, 3, 1], [5, 5, 3]),      # P-27: tied first both score 5, the next value scores 3
    ([0, 2, 2], [0, 5, 5]),      # P-27: no marker, no point
    ([1, 0, 0], [5, 0, 0]),
    ([0, 0, 0], [0, 0, 0]),
])
def test_maritime_trade_5_3_1_with_ties(trade, points):
    """Seed 002, "Comercio marítimo": "el jugador con más marcadores en esta zona ganará 5 PG, el
    segundo 3 y el resto 1" (P-27 for ties and players without markers)."""
    s = _blank(trade=trade)
    assert [x["breakdown"]["trade"] for x in G.scores(s)] == points


def test_four_players_trade_the_rest_score_1():
    """Seed 002, "Comercio marítimo": "el resto 1"."""
    s = acting(4, trade=[5, 1, 3, 2])
    assert [x["breakdown"]["trade"] for x in G.scores(s)] == [5, 1, 3, 1]


@pytest.mark.parametrize("ducats,tercios,bulls,houses,gp", [(4, 0, 0, 0, 0), (5, 0, 0, 0, 1),
                                                            (2, 2, 1, 0, 1), (9, 0, 0, 0, 1),
                                                            (3, 3, 2, 2, 2)])
def test_one_gp_per_five_ducats_after_conversion(ducats, tercios, bulls, houses, gp):
    """Seed 002, "Fin de la Partida": "Cambia todos los Tercios y Bulas, así como todas las Casas que
    no estuviesen en Colonias por 1 [ducado] cada una. Gana 1 PG por cada 5 Ducados"."""
    s = _blank()
    p = s.p(0)
    p.ducats, p.tercios_active, p.tercios_tired, p.bulls, p.houses = ducats, tercios, 0, bulls, houses
    p.rosetones = 4                                   # rosetones in hand are not converted
    assert G.scores(s)[0]["breakdown"]["money"] == gp


def test_completed_magellan_scores_nothing_at_the_end():
    """Seed 002, "Fin de la Partida": "1 PG por cada marcador en el Viaje de Magallanes, si no se
    completó"."""
    s = _blank(magellan=[0, 0], magellan_done=False)
    assert G.scores(s)[0]["breakdown"]["magellan"] == 2
    s = _blank(magellan=[], magellan_done=True)
    assert G.scores(s)[0]["breakdown"]["magellan"] == 0


@pytest.mark.parametrize("n,gp", [(0, 0), (1, 1), (2, 4), (3, 9), (4, 16)])
def test_worked_example_natives_n_squared(n, gp):
    """Seed 002, "Fin de la Partida": "Cada loseta de Indígena capturada da tantos PG como losetas
    haya capturado ese jugador (es decir, si tiene una, 1 PG, si tiene 2, 4 PG en total)"."""
    s = _blank()
    s.p(1).natives = n
    assert G.scores(s)[1]["breakdown"]["natives"] == gp


def test_most_gp_wins():
    """Seed 002, "Fin de la Partida": "Gana el jugador con más PG"."""
    s = _blank()
    s.p(0).gp, s.p(1).gp, s.p(2).gp = 3, 9, 5
    assert G.ranking(s) == [1, 2, 0]


def test_ties_are_broken_by_the_final_peer_order_including_turn_7_moves():
    """Seed 002, "Fin de la Partida": "En caso de empate, gana quien estuviese primero en Orden de
    Pares (incluyendo los movimientos que se hubiesen producido en el 7º turno)"."""
    s = _blank(turn=7)
    s.p(0).gp, s.p(1).gp, s.p(2).gp = 5, 7, 7
    s.peer_order = [2, 0, 1]                 # moved during turn 7; turn_order still 0, 1, 2
    s = end_turn(s)
    assert G.is_over(s)
    totals = [x["total"] for x in G.scores(s)]
    assert totals[1] == totals[2] > totals[0]
    assert G.ranking(s) == [2, 1, 0]
    assert G.returns(s) == [0.0, 0.0, 1.0]


def test_returns_are_zero_until_the_end():
    """Seed 002, "Fin de la Partida": the winner is known only at the end of turn 7."""
    s = _blank()
    s.p(0).gp = 30
    assert G.returns(s) == [0.0, 0.0, 0.0]
