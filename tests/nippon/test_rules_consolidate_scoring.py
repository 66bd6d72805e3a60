"""Nippon consolidation, the region scorings, final scoring and tie-break (seed 003,
"Consolidar", "Fin del juego"; reference sheet S4 via nippon-data.md §9, P6, P11)."""
from __future__ import annotations

from engine.nippon import scoring
from tests.nippon.np_helpers import G, give_factory, legal, new, play


# -- Consolidate -----------------------------------------------------------------------------------
def test_budget_is_discarded_and_replaced_by_the_track_values():
    """Seed 003, "Presupuesto": discard all Yen and coal, take Yen by the money track and coal
    by the coal track (printed number at or below the marker)."""
    s = new(4)
    p = s.p(0)
    p.yen, p.coal, p.money, p.coal_track = 30000, 9, 2, 2      # slot 3 of coal is blank → 3
    s = play(s, "consolidate")
    assert (s.p(0).yen, s.p(0).coal) == (14000, 3)
    assert s.current == 1


def test_emperors_reward_level_of_the_rightmost_worker_or_lower():
    """Seed 003, "Recompensa del emperador": with ≥3 workers take a reward tile of the level
    above the right-most occupied worker space or lower (levels 2–5 above spaces 3–6, P14);
    take its bonus; place it on an empty achievement space."""
    s = new(4)
    s.p(0).workers = ["white", "white", "white", "white"]       # space 4 → level 3
    s = play(s, "consolidate")
    options = legal(s)
    assert {o.split()[1] for o in options} == {"2x", "3x"} and len(options) == 6
    s = play(s, "reward 3x blueprints")
    assert s.p(0).blueprints == 3 and s.rewards["3-blueprints"] == 1
    assert legal(s) == [f"achievement {a}" for a in "abcdefghi"]
    s = play(s, "achievement d")
    assert s.p(0).achievements == {"d": 3}
    s = play(s, "done")                             # 3 blueprints: the exchange is offered (B1)
    assert s.current == 1


def test_no_reward_with_fewer_than_3_workers_or_only_higher_levels():
    """Seed 003: fewer than 3 workers → no reward; only higher levels left → skipped."""
    s = new(4)
    s.p(0).workers = ["white", "white"]
    s = play(s, "consolidate")
    assert s.current == 1 and sum(s.rewards.values()) == 24
    s = new(4)
    s.p(0).workers = ["white"] * 3                                # level 2
    for key in s.rewards:
        if key.startswith("2-"):
            s.rewards[key] = 0
    s = play(s, "consolidate")
    assert s.current == 1 and s.p(0).achievements == {}


def test_2x_tile_when_no_reward_is_left_and_discard_when_no_space():
    """Seed 003: no reward tiles of any level → take a 2x VP tile instead; with every
    achievement space filled the tile is discarded."""
    s = new(4)
    s.rewards = {k: 0 for k in s.rewards}
    s.p(0).workers = ["white"] * 3
    s = play(s, "consolidate", "achievement a")
    assert s.p(0).achievements == {"a": 2} and s.vp_tiles == 3
    s = new(4)
    s.p(0).workers = ["white"] * 6
    s.p(0).achievements = {a: 2 for a in "abcdefghi"}
    s = play(s, "consolidate", "reward 5x coal")
    assert s.current == 1 and s.p(0).achievements == {a: 2 for a in "abcdefghi"}


def test_wages_3000_per_colour_minus_2_vp_per_colour_not_paid():
    """Seed 003, "Mano de obra": 3,000 Yen per different colour; −2 VP for each colour that
    cannot be paid; the workers go back to the bag."""
    s = new(4)
    p = s.p(0)
    p.workers = ["white", "black"]
    s = play(s, "consolidate")
    assert s.p(0).yen == 12000 - 6000 and s.p(0).workers == []
    s = new(4)
    s.p(0).workers = ["white", "black", "green", "brown", "orange"]
    s = play(s, "consolidate", "reward 4x yen", "achievement b")
    p = s.p(0)
    assert p.yen == 17000 - 15000                                # 12,000 + 5,000 − 5 colours
    s = new(4)
    s.p(0).money = 0
    s.p(0).workers = ["white", "black", "green", "brown", "orange"]
    s.rewards = {k: 0 for k in s.rewards}
    s.vp_tiles = 0
    s = play(s, "consolidate")
    assert s.p(0).yen == 0 and s.p(0).vp == 10 - 2 and s.p(0).vp_lines["wages"] == -2
    assert len(s.bag) == 18 + 5


# -- region scoring --------------------------------------------------------------------------------
def test_influence_counts_trains_only_with_an_influence_tile():
    """Seed 003, "Fin del juego": influence = tiles + trains in the region, trains only if the
    player has at least 1 influence tile there."""
    s = new(4)
    s.transport[0] = [(0, "train"), (0, "train"), (1, "train")]
    s.influence["cs1-n"] = (0, 3)
    assert scoring.influence(s, 0, 0) == 3 + 2 * 2
    assert scoring.influence(s, 1, 0) == 0


def test_foreign_companies_compete_as_an_extra_player():
    """Seed 003: the foreign companies count as an extra player; their influence is the sum of
    the printed numbers on uncovered spaces (12 per region, P4)."""
    s = new(4)
    assert s.foreign(0) == 12
    s.influence["cs1-w"] = (0, 1)                                  # covers the printed 3
    assert s.foreign(0) == 9
    vp = [p.vp for p in s.areas]
    scoring.region_scoring(s, 0)                                   # foreign 9 > player 1
    assert s.p(0).vp - vp[0] == 7                                   # 2nd place, 1st scoring (N1)


def test_ties_add_the_places_and_share_rounding_down_ships_for_first_and_second():
    """Seed 003: tied players add the VP of their places and divide them rounding down; the
    players with the most and second most influence score their ships' VP there."""
    s = new(4)
    for key in ("cs1-n", "cs1-e", "cs1-s", "cs1-w", "cs2-n", "cs2-e", "cs2-s", "cs2-w"):
        s.influence[key] = (3, 1)                                   # foreign 0; seat 3 has 8
    s.influence["cs1-n"] = (0, 7)
    s.influence["cs1-e"] = (1, 7)                                   # seats 0, 1: 7 each; 3: 6
    s.influence["cs1-s"] = (2, 7)                                   # seat 2: 7 too
    s.transport[0] = [(0, "ship"), (3, "ship"), (2, "ship")]
    before = [p.vp for p in s.areas]
    scoring.region_scoring(s, 2)                                    # 18 / 15 / 11 (assumed, P6)
    gained = [p.vp - b for p, b in zip(s.areas, before, strict=True)]
    # seats 0, 1, 2 tie for 1st: (18 + 15 + 11) // 3 = 14, and ships; seat 3 (5) is 4th
    assert gained == [14 + 2, 14, 14 + 2, 0]


def test_second_place_scores_ships_and_lower_places_do_not():
    """Seed 003: ships score for the 1st and 2nd place only."""
    s = new(4)
    s.influence["cs1-n"] = (0, 7)
    s.influence["cs1-e"] = (0, 7)                                   # seat 0: 14
    s.influence["cs2-n"] = (1, 7)
    s.influence["cs2-s"] = (1, 6)                                   # seat 1: 13
    s.influence["cs2-e"] = (2, 1)                                   # seat 2: 1
    assert s.foreign(0) == 12 - (0 + 1) - (2 + 3 + 0)               # foreign: 6, 3rd
    s.transport[0] = [(1, "ship"), (0, "ship"), (2, "ship")]
    before = [p.vp for p in s.areas]
    scoring.region_scoring(s, 0)                                    # 10 / 7 / 5 (N1)
    gained = [p.vp - b for p, b in zip(s.areas, before, strict=True)]
    assert gained == [10 + 2, 7 + 2, 0, 0]                          # seat 2 is 4th: nothing


# -- final scoring and tie-break -----------------------------------------------------------------
def test_achievements_score_base_times_multiplier_printed_1x_or_none():
    """Reference sheet (S4): each achievement scores its base VP × the tile on it; no tile →
    the printed 1x (b, c) or nothing."""
    s = new(4)
    p = s.p(0)
    p.contracts = ["c1", "c2", "c3"]                                 # 5 fulfilled → 2
    p.yen = 13000                                                    # 2 × 6,000
    p.knowledge = 6                                                  # stars on slots 4, 7 → 2
    p.ships = 5                                                      # stars on 2, 4, 5 → 3
    ach = scoring.achievements(s, 0)
    assert (ach["a"], ach["b"], ach["c"], ach["d"]) == (0, 2, 2, 0)
    p.achievements = {"a": 3, "d": 2}
    ach = scoring.achievements(s, 0)
    assert (ach["a"], ach["d"]) == (6, 6)                              # S4 example: 3 stars × 2


def test_final_scoring_income_then_wages_then_money_achievement():
    """Final scoring (S4): discard Yen, take the money income, pay workers still on the board,
    then score achievements (b counts the Yen left)."""
    s = new(2)
    s.p(0).yen = 50000
    s.p(0).money = 3                                                 # 15,000
    s.p(0).workers = ["white", "black"]
    scoring.final_scoring(s)
    assert s.p(0).yen == 9000 and scoring.achievements(s, 0)["b"] == 1


def test_tie_goes_to_the_last_player_then_counter_clockwise():
    """Seed 003: "gana el jugador empatado que jugó el último turno, o el más cercano (en
    sentido antihorario)"."""
    s = new(4)
    for p in s.areas:
        p.vp, p.vp_lines = 20, {"start": 20}
    s.last_player = 2
    assert G.ranking(s) == [2, 1, 0, 3]
    s.p(3).vp_lines["start"] = 21
    assert G.ranking(s)[0] == 3


def test_scores_total_is_track_plus_achievements():
    """Scores: the VP track by source plus the achievement spaces, live and final."""
    s = new(3)
    s.p(1).achievements = {"e": 4}
    give_factory(s, 1, "ben-1")
    total = G.scores(s)[1]
    assert total["breakdown"]["start"] == 11 and total["breakdown"]["achievements"] == 4 + 2 + 0
    assert total["total"] == sum(total["breakdown"].values())


def test_a_tie_with_the_foreign_companies_shares_the_places_and_their_share_is_lost():
    """Seed 003: the foreign companies count as a player; tied competitors add the VP of their
    places and share them rounding down (P15 #3: the foreign share is paid to nobody); only
    competitors with influence are ranked (P15 #2)."""
    s = new(4)
    s.influence["cs1-n"] = (0, 7)                   # covers a printed 0 → foreign stays 12
    s.influence["cs1-e"] = (0, 5)                   # covers a printed 1 → foreign 11
    assert s.foreign(0) == 11 and scoring.influence(s, 0, 0) == 12
    s.influence["cs1-e"] = (0, 4)                   # seat 0: 11 = foreign 11
    before = [p.vp for p in s.areas]
    scoring.region_scoring(s, 1)                    # 14 / 11 / 8 (N2; 1st place assumed)
    gained = [p.vp - b for p, b in zip(s.areas, before, strict=True)]
    assert gained == [(14 + 11) // 2, 0, 0, 0]
    groups = scoring.places(s, 0)
    assert groups == [(0, [0, "foreign"])]          # seats without influence are not ranked


def test_blueprints_of_the_emperors_reward_can_be_exchanged_before_the_turn_ends():
    """Seed 003, "Como se Juega": "En cualquier momento durante el turno de un jugador, puede
    descartar 3 planos y subir uno de sus marcadores de nivel 1 paso".  A consolidation is a
    turn: blueprints taken as the Emperor's reward can still be exchanged in it, also on the
    player's very last turn (review B1: without it, slot 6's knowledge star was lost)."""
    s = new(2)
    s.final_turns = 1                                      # seat 0 plays the game's last turn
    p = s.p(0)
    p.workers, p.blueprints, p.knowledge = ["white"] * 3, 1, 5
    s = play(s, "consolidate", "reward 2x blueprints", "achievement c")
    assert s.phase == "play" and G.decision(s).prompt == "exchange"
    assert "blueprint knowledge" in legal(s) and "done" in legal(s)
    s = play(s, "blueprint knowledge")
    assert s.phase == "over"
    assert s.p(0).blueprints == 0 and s.p(0).knowledge == 6
    assert scoring.achievements(s, 0)["c"] == 2 * 2            # stars beside printed 4 and 6 (P9)


def test_after_a_consolidation_without_3_blueprints_the_turn_ends_at_once():
    """Seed 003, "Como se Juega": the exchange needs 3 blueprints; with fewer the
    consolidation ends the turn."""
    s = new(2)
    s.p(0).workers, s.p(0).blueprints = ["white"] * 3, 0
    s = play(s, "consolidate", "reward 2x coal", "achievement a")
    assert s.current == 1 and s.pending is None
