"""Claim tests: the church and the mass (seed 004_097ee86c06bfb6e7.txt, "Iglesia", "Fin de una
ronda" phases 1-3, "Puntuación final: Iglesia"; review TV3 (c))."""
from __future__ import annotations

import pytest

from engine.village import scoring
from tests.village.vg_helpers import data, decision, legal, play, turn


def _end_of_round(players=2):
    """Seat 0 to move, one cube left (church orange), no coins."""
    s = turn(players)
    for p in s.areas:
        p.coins = 0
    return s


@pytest.mark.teaches("village", "if still tied, each tied player gains {majority}")
def test_a_full_majority_tie_gives_each_tied_player_2():
    """Seed 004, "Fin de una ronda" 3: "Si todavía hay un empate, cada uno de los jugadores
    empatados gana 2 puntos de prestigio" (review TV3 c)."""
    s = _end_of_round()
    s.p(0).members[:1] = ["church:3"]
    s.p(1).members[:1] = ["church:3"]
    s = play(s, "take church orange", "pass")
    assert (s.p(0).prestige, s.p(1).prestige) == (data.MAJORITY_PRESTIGE,) * 2


@pytest.mark.teaches("village", "3. The player with the most members in the church gains",
                     "A tie goes to the player whose member sits on the left-most window",
                     "After each mass the most members in the church gain {m} prestige.")
def test_the_majority_gains_2_and_a_tie_goes_to_the_left_most_window():
    """Seed 004, "Fin de una ronda" 3: most members in the church gain 2 prestige; a tie goes
    to the player whose member is on the left-most window."""
    s = _end_of_round()
    s.p(0).members[:2] = ["church:1", "church:1"]
    s.p(1).members[:1] = ["church:4"]
    s = play(s, "take church orange", "pass")
    assert (s.p(0).prestige, s.p(1).prestige) == (data.MAJORITY_PRESTIGE, 0)
    s = _end_of_round()
    s.p(0).members[:1] = ["church:2"]
    s.p(1).members[:1] = ["church:4"]
    s = play(s, "take church orange", "pass")
    assert (s.p(0).prestige, s.p(1).prestige) == (0, data.MAJORITY_PRESTIGE)


@pytest.mark.teaches("village", "Church: put a member from your farmyard into the black bag for",
                     "Put a member from your farmyard into the black bag: pay {church_brown} brown",
                     "The church puts a family member from your farmyard into the black bag",
                     "{player} paid {church_brown} brown cube ({brown_before} → {brown_after})")
@pytest.mark.parametrize("pay", ["brown", "time"])
def test_the_church_puts_a_farmyard_member_into_the_black_bag_for_1_brown_or_3_time(pay):
    """Seed 004, "Iglesia": 1 brown cube or 3 time."""
    s = turn(2, church=["orange"], harvest=["orange"])
    s.p(0).cubes["brown"] = 1
    s = play(s, "take church orange", "church 1", f"pay {pay}")
    p = s.p(0)
    assert p.at("bag") == [1] and p.at("farm") == [1, 1, 1]
    assert (1 - p.cubes["brown"], p.time) == ((data.CHURCH_BROWN, 0) if pay == "brown"
                                             else (0, data.CHURCH_TIME))


@pytest.mark.teaches("village", "pieces are taken from the black bag, which also holds",
                     "Each coin at a mass buys one of them out for sure.",
                     "At each mass {d} pieces are drawn: pay {c} coin per member of yours",
                     "Members drawn from the black bag at a mass enter here.",
                     "At each mass, members drawn from the bag enter the church.")
def test_a_mass_draws_4_pieces_and_a_coin_buys_a_member_out():
    """Seed 004, "Fin de una ronda" 1: 4 pieces from the black bag with its 4 monks; in turn
    order 1 coin per own member buys it out for sure; the rest at random; drawn members enter
    the right-most window."""
    s = _end_of_round()
    s.p(0).members[:2] = ["bag", "bag"]
    s.p(0).coins = 1
    s = play(s, "take church orange", "pass")
    assert (decision(s).seat, decision(s).prompt) == (0, "mass_draw")
    s = play(s, "draw 1")
    assert s.p(0).coins == 0 and 1 in s.p(0).at("church:1")
    assert len(s.p(0).at("church:1")) + len(s.p(0).at("bag")) == 2


@pytest.mark.teaches("village", "pieces are taken from the black bag, which also holds",
                     "At each mass {d} pieces are drawn: pay {c} coin per member of yours",
                     "At each mass {mass_draw} pieces are drawn from the bag")
def test_a_mass_draws_exactly_4_pieces_so_4_bought_members_end_the_draw():
    """Seed 004, "Fin de una ronda" 1: "Una vez que se haya comprado un total de 4 miembros
    de la familia de la bolsa, no se podrán sacar más piezas": the draw is data.MASS_DRAW
    pieces; with that many bought, nothing more is drawn, the rest stay in the bag."""
    s = _end_of_round()
    extra = 2
    s.p(0).members[:data.MASS_DRAW + extra] = ["bag"] * (data.MASS_DRAW + extra)
    s.p(0).coins = data.MASS_DRAW + extra
    s = play(s, "take church orange only")             # nobody at home: the cube alone
    for _ in range(data.MASS_DRAW):
        assert (decision(s).seat, decision(s).prompt) == (0, "mass_draw")
        s = play(s, next(o for o in legal(s) if o.startswith("draw ")))
    assert decision(s).prompt != "mass_draw"
    p = s.p(0)
    assert (len(p.at("church:1")), len(p.at("bag")), p.coins) == (data.MASS_DRAW, extra, extra)


@pytest.mark.teaches("village", "Members in the bag score nothing and cannot die.")
def test_members_in_the_bag_score_nothing_and_cannot_die():
    """Seed 004, "Fallece un familiar": members in the black bag cannot die; they score
    nothing ("Puntuación final")."""
    s = turn(2, harvest=["black"])
    s.p(0).members = ["bag"] * 4 + ["farm"] + ["unborn"] * 6
    s.p(0).time = data.LIFE_TRACK - 1
    s = play(s, "take harvest black", "pass")
    assert s.p(0).at("bag") == [1, 1, 1, 1] and s.p(0).at("farm") == []
    assert scoring.breakdown(s, 0)["church"] == 0


@pytest.mark.teaches("village", "2. In turn order, each player may move members to windows",
                     "At a mass, moving a member up to here costs {g} grain.",
                     "At the end each member in the church scores {window_points} prestige",
                     "A mass ends every round. After the draw, each player in turn may pay grain",
                     "{player} paid {grain} grain ({grain_before} → {grain_after}).")
def test_members_climb_the_windows_for_grain_and_score_by_window():
    """Seed 004, "Fin de una ronda" 2 (assumed P5: 1 / 2 / 2 grain) and "Puntuación final:
    Iglesia" (2 / 3 / 4 / 6)."""
    s = _end_of_round()
    s.p(0).members[:1] = ["church:1"]
    s.p(0).grain = data.GRAIN_CAP
    s = play(s, "take church orange", "pass", "promote 1 1", "promote 1 2", "promote 1 3")
    assert s.p(0).at("church:4") == [1]
    assert s.p(0).grain == data.GRAIN_CAP - sum(data.WINDOW_GRAIN.values())
    for window in range(1, data.WINDOWS + 1):
        s.p(0).members[0] = f"church:{window}"
        assert scoring.breakdown(s, 0)["church"] == data.WINDOW_POINTS[window]
