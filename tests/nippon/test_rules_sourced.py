"""Nippon values sourced after the Spanish seed: the English rulebook's worked examples and its
2- and 3-player adjustments, quoted in ../shared/rules/nippon-data.md, section "Sourced later"
(N1–N11; R-EN = the English rulebook).  Each test quotes its item; the seed (003) is the same
rule text without these examples and adjustments."""
from __future__ import annotations

import pytest

from engine.nippon import data
from tests.nippon.np_helpers import G, give_factory, legal, new, play, set_space, take



def put(s, key: str, seat: int, value: int) -> None:
    """An influence tile of ``seat`` on space ``key``, taken from that player's hand."""
    s.influence[key] = (seat, value)
    s.p(seat).influence.remove(value)


# -- N1, N2: region scoring ------------------------------------------------------------------------
def test_first_scoring_pays_10_7_5_as_in_the_worked_example():
    """N1 (R-EN, "Scoring"): "1st Scoring: Purple and Red have 6 Influence Points each, and Blue
    has 4. Purple and Red tie for the most Influence (so each scores (10+7)/2 = 8VP), Blue is
    considered to have the thirdmost Influence, so he scores 5 VP."  Tied places add and share
    (seed 003, "Fin del juego")."""
    s = new(4)
    for seat, key, value in ((0, "cs1-n", 1), (0, "cs1-e", 2), (0, "cs1-s", 3),
                             (1, "cs1-w", 1), (1, "cs2-n", 2), (1, "cs2-e", 3),
                             (2, "cs2-s", 2), (2, "cs2-w", 2)):
        put(s, key, seat, value)
    assert s.foreign(0) == 0
    before = [p.vp for p in s.areas]
    from engine.nippon import scoring
    scoring.region_scoring(s, 0)
    assert [p.vp - b for p, b in zip(s.areas, before, strict=True)] == [8, 8, 5, 0]
    assert data.REGION_VP[0] == (10, 7, 5)


def test_second_scoring_pays_11_and_8_to_2nd_and_3rd_as_in_the_worked_example():
    """N2 (R-EN, "Scoring"): "It is the 2nd Scoring, so Purple scores 11 VP + 2 VP for her Ships,
    Blue scores 8 VP."  Here the foreign companies (12) are 1st, seat 0 2nd with a ship, seat 1
    3rd.  The 2nd scoring's 1st place and the 3rd scoring stay assumed (P6), above these."""
    s = new(4)
    put(s, "cs1-n", 0, 7)                             # printed 0: the foreign companies keep 12
    put(s, "cs2-e", 1, 5)                             # printed 0
    s.transport[0] = [(0, "ship")]
    before = [p.vp for p in s.areas]
    from engine.nippon import scoring
    scoring.region_scoring(s, 1)
    assert [p.vp - b for p, b in zip(s.areas, before, strict=True)] == [11 + 2, 8, 0, 0]
    first, second, third = data.REGION_VP[1]
    assert (second, third) == (11, 8) and first > second
    assert all(a < b for a, b in zip(data.REGION_VP[1], data.REGION_VP[2], strict=True))


# -- N5, N6: workers -------------------------------------------------------------------------------
def test_two_players_refill_two_rows_of_two_workers():
    """N6 (R-EN, "Game Setup"): "2-player game: … Use only 2 Worker rows, placing 2 Workers on
    each of them"; the action spaces still take 3 (seed 003, "Filas de trabajador vacías":
    every space and row is refilled when all rows are empty)."""
    s = new(2)
    assert [len(r) for r in s.rows] == [2, 2]
    s.rows = [[], []]
    s.bag += [c for c in data.WORKER_COLORS for _ in range(2)]
    set_space(s, 1, ["white"])
    s = play(s, "take 1 knowledge", "steps 1")                            # space 1 emptied, no row left: refill all
    assert [len(x) for x in s.spaces] == [3] * 5 and [len(r) for r in s.rows] == [2, 2]
    assert s.refill_owed == []


# -- N7: reward tiles ------------------------------------------------------------------------------
@pytest.mark.parametrize("players,per_stack", [(2, 2), (3, 1), (4, 2)])
def test_three_players_remove_one_reward_tile_from_each_stack(players, per_stack):
    """N7 (R-EN, "Game Setup"): "3-player game: … Randomly remove 1 Reward tile from each
    stack."  The 2-player rule ("remove 2") would empty stacks of 2 tiles (P14), a contradiction
    recorded in docs/DATA.md: 2 players keep every tile (assumed)."""
    s = G.new(players, seed=4)
    assert set(s.rewards.values()) == {per_stack} and len(s.rewards) == 12


# -- N8: train and ship spaces -----------------------------------------------------------------------
@pytest.mark.parametrize("players,spaces", [(2, 4), (3, 6), (4, 8)])
def test_train_and_ship_spaces_per_region_by_player_count(players, spaces):
    """N8 (R-EN, "Game Setup"): "3-player game: only 6 Train/Ship slots are available in each
    region. 2-player game: only 4 Train/Ship slots are available in each region." (8 printed,
    seed 003, "Trenes")."""
    s = new(players)
    s.p(0).yen = 20000
    s.transport[0] = [(1, "ship")] * (spaces - 1)
    s.transport[1] = [(1, "ship")] * spaces
    s = take(s, "4 trains")
    assert legal(s) == ["region r1", "region r3", "region r4"]
    s = play(s, "region r1")
    assert len(s.transport[0]) == spaces
    assert "region r1" not in legal(s)


def test_no_train_or_ship_action_when_every_usable_space_is_taken():
    """N8: with 2 players and 4 tiles in every region, Trains and Ships cannot be chosen (seed
    003, "Lleve un trabajador": only an action that can be performed in full)."""
    s = new(2)
    s.transport = [[(1, "ship")] * 4 for _ in range(4)]
    options = legal(s)
    assert "take 4 trains" not in options and "take 4 ships" not in options


# -- N9: influence tiles per city ---------------------------------------------------------------------
def _full_city(players: int = 2):
    """cs1 shows silk on N (t4 unrotated), the only silk side on the board, and holds seat 1's
    tiles 3 (E) and 2 (S)."""
    s = new(players)
    s.cities[0] = ("t4", 0)                           # silk N, clocks E, lenses S, bulbs W
    for city in range(1, 8):
        s.cities[city] = ("t1", 0)                    # no silk in any other city
    give_factory(s, 0, "sil-2", goods=4)
    put(s, "cs1-e", 1, 3)
    put(s, "cs1-s", 1, 2)
    return s


def test_two_players_a_full_city_takes_only_a_tile_higher_than_one_placed():
    """N9 (R-EN, "Game Setup"): "2-player game: no more than 2 Influence tiles can be placed
    around each city … the player can place his Influence tile in an empty Influence slot if
    it has a higher value than at least one of the existing Influence tiles … the lowest-valued
    Influence tile is removed and returned to its owner."  Silk: 1/2/3 cubes → tile 1/2/3 (P7)."""
    s = _full_city()
    s.p(0).factories["silk"]["goods"] = 2             # tiles 1, 2: not higher than the 2
    assert "take 5 market" not in legal(s)
    s.p(0).factories["silk"]["goods"] = 3
    s = take(s, "5 market")
    # one region, one good, only 3 cubes → tile 3 → cs1 N: every choice is forced
    assert s.influence == {"cs1-e": (1, 3), "cs1-n": (0, 3)}
    assert 2 in s.p(1).influence and s.p(1).influence.count(2) == 2
    assert s.foreign(0) == 12 - 0 - 1                 # cs1-s printed 2 is uncovered again


def test_three_players_a_city_holds_three_tiles():
    """N9: "3-player game: no more than 3 …": the third tile goes to a free space as usual."""
    s = _full_city(3)
    s = take(s, "5 market")
    s = play(s, "cubes 1")
    assert s.influence["cs1-n"] == (0, 1) and len(s.influence) == 3


def test_equal_lowest_tiles_the_active_player_chooses_which_returns():
    """N9: "the lowest-valued Influence tile is removed and returned to its owner"; with two
    equal lowest tiles the active player chooses (nippon-data.md N9)."""
    s = _full_city()
    del s.influence["cs1-e"]
    s.p(1).influence.append(3)
    put(s, "cs1-e", 1, 2)                             # seat 1: two tiles 2
    s.p(0).factories["silk"]["goods"] = 3
    s = take(s, "5 market")
    # forced: r1, silk, 3 cubes, tile 3, cs1 N
    assert G.decision(s).prompt == "pick_returned"
    assert legal(s) == ["return cs1 e", "return cs1 s"]
    s = play(s, "return cs1 e")
    assert s.influence == {"cs1-s": (1, 2), "cs1-n": (0, 3)}
    assert s.p(0).factories["silk"]["goods"] == 0 and s.p(1).influence.count(2) == 1


def test_four_players_every_influence_space_is_usable():
    """Seed 003, "Ciudades y demanda de bienes": 4 influence spaces per city; the limit is a
    2- and 3-player rule only (N9)."""
    s = _full_city(4)
    put(s, "cs1-w", 2, 1)
    s = take(s, "5 market")
    s = play(s, "cubes 1")
    assert s.influence["cs1-n"] == (0, 1) and len(s.influence) == 4


# -- N10: a Silk factory --------------------------------------------------------------------------
def test_the_example_silk_factory_costs_2_coal_and_stores_4():
    """N10 (R-EN, "Produce Goods"): "You decide to run your Silk Factory … You must discard 2
    Coal cubes … You can take 3 black cubes … but there is only space for 2" (SIL-1: which Silk
    tile is not said)."""
    assert (data.FACTORIES["sil-1"].coal, data.FACTORIES["sil-1"].storage) == (2, 4)
    s = new(4)
    give_factory(s, 0, "sil-1", goods=2, machine=2)
    s.p(0).coal = 2
    s = take(s, "3 produce")
    assert s.p(0).coal == 0 and s.p(0).factories["silk"]["goods"] == 4


def test_silk_factory_needs_2_coal_to_run():
    """N10: with 1 coal the 2-coal Silk factory cannot run (seed 003, "Producir bienes")."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    s.p(0).coal = 1
    assert "take 3 produce" not in legal(s)


# -- N11: the knowledge track ----------------------------------------------------------------------
def test_an_unnumbered_knowledge_space_between_3_and_4():
    """N11 (R-EN, "Invest in a New Industry"): "Your level marker is between the number 3 and
    number 4. Your Knowledge level is 3."  Level 4 (a level-2 factory) needs one more step."""
    assert data.KNOWLEDGE_PRINTED[:5] == (1, 2, 3, None, 4)
    assert data.KNOWLEDGE_TRACK[3] == 3 and data.KNOWLEDGE_TRACK[4] == 4
    s = new(4)
    s.p(0).knowledge, s.p(0).blueprints = 3, 0
    assert s.p(0).knowledge_level == 3
    set_space(s, 2, ["white"] * 3)
    s = play(s, "take 2 invest")
    assert not any(o.split()[1][:3] in ("ben", "len") for o in legal(s))


def test_the_assumed_knowledge_stars_sit_beside_printed_4_6_and_7():
    """Review 2026-11-28 NC1: P9 put the knowledge stars beside printed 4, 6 and 7; once N11
    inserted the unnumbered slot after printed 3, ``KNOWLEDGE_STARS = (3, 6, 8)`` put the first
    star on that blank slot.  The stars stay on the printed numbers (assumed, P9): a marker on
    the blank slot (level 3) has no star for achievement c, one on printed 4 has the first."""
    from engine.nippon import scoring
    assert [data.KNOWLEDGE_PRINTED[i] for i in data.KNOWLEDGE_STARS] == [4, 6, 7]
    s = new(4)
    s.p(0).knowledge = 3                                  # the blank slot: level 3
    assert s.p(0).knowledge_level == 3 and scoring.achievement_base(s, 0, "c") == 0
    s.p(0).knowledge = 4                                  # printed 4
    assert scoring.achievement_base(s, 0, "c") == 1
    s.p(0).knowledge = len(data.KNOWLEDGE_TRACK) - 1      # printed 7, the top
    assert scoring.achievement_base(s, 0, "c") == 3


@pytest.mark.parametrize("tiles,trains,ships,k,foreign,gains", [
    # ex. 1 (1st scoring): Purple and Red tie for 1st, Blue 3rd scores no ship
    ({"cs1-w": (0, 3), "cs2-s": (0, 3), "cs1-s": (2, 3), "cs2-n": (2, 3), "cs2-w": (1, 4)},
     (), (1,), 0, 1, [8, 5, 8]),
    # ex. 2 (2nd scoring): overseas 7 take 1st and are paid nothing; Purple 2nd + 2 ships
    ({"cs1-s": (0, 4), "cs2-n": (0, 2), "cs2-w": (1, 1)}, (1, 1, 2, 2), (0,), 1, 7,
     [13, 8, 0]),
    # ex. 3 (1st scoring): a 3-way tie shares 1st + 2nd + 3rd and all score their ships
    ({"cs1-w": (0, 5), "cs2-s": (0, 3), "cs1-e": (2, 6), "cs2-n": (2, 2), "cs2-w": (1, 6)},
     (1,), (0, 1, 2), 0, 2, [9, 9, 9]),
])
def test_the_english_rulebooks_three_region_scoring_examples(tiles, trains, ships, k, foreign,
                                                             gains):
    """R-EN, "Scoring" (review 2026-11-28 section 7): the three worked examples replayed with
    3 players (seats Purple 0, Blue 1, Red 2; region Kyushu).  They source the rulings that the
    foreign companies take a place whose VP nobody gets, that after a tie for 1st the next
    competitor is 3rd (and scores no ships), and that every player tied for 1st scores his
    ships: "The VP for first, second and third are added and divided evenly … All of them
    score VP for any Ships they have"."""
    from engine.nippon import scoring
    s = new(3)
    s.influence = dict(tiles)
    s.transport = [[] for _ in range(4)]
    s.transport[0] += [(x, "train") for x in trains] + [(x, "ship") for x in ships]
    before = [p.vp for p in s.areas]
    assert s.foreign(0) == foreign
    scoring.region_scoring(s, k)
    assert [p.vp - b for p, b in zip(s.areas, before, strict=True)] == gains
