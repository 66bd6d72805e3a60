"""The mass (seed 004, "Fin de una ronda"), the end of the game with its last actions and the
market-day case (seed 004, "Fin del juego")."""
from __future__ import annotations

from tests.village.vg_helpers import G, decision, legal, play, turn


def _end_of_round(players=2):
    """Seat 0 to move, one cube left (church orange)."""
    s = turn(players)
    for p in s.areas:
        p.coins = 0
    return s


def test_mass_buy_own_members_for_1_coin_each_in_turn_order():
    """Seed 004, mass phase 1: from the starting player on, buy your members out of the bag
    for 1 coin each; the rest of the 4 pieces are drawn at random, monks go back."""
    s = _end_of_round()
    s.p(0).members[:3] = ["bag"] * 3
    s.p(0).coins = 2
    s.p(1).members[:1] = ["bag"]
    s.p(1).coins = 1
    s = play(s, "take church orange", "pass")
    assert (decision(s).seat, decision(s).prompt) == (0, "mass_draw")
    s = play(s, "draw 1", "draw 1")
    assert s.p(0).at("church:1") == [1, 1] and s.p(0).coins == 0
    assert decision(s).seat == 1
    s = play(s, "draw 1")
    assert s.p(1).at("church:1") == [1]
    assert s.round == 2                                  # 1 random piece, no promotion possible
    assert len(s.p(0).at("church:1")) + len(s.p(0).at("bag")) == 3


def test_mass_stops_buying_after_4_members():
    s = _end_of_round()
    s.p(0).members[:4] = ["bag"] * 4
    s.p(0).coins = 4
    s.p(1).members[:1], s.p(1).coins = ["bag"], 1
    s = play(s, "take church orange only", "draw 1", "draw 1", "draw 1", "draw 1")
    assert s.p(1).at("bag") == [1] and s.round == 2


def test_mass_promote_with_grain_and_majority_to_the_leftmost():
    """Seed 004, mass phases 2 and 3 (assumed P5: 1 grain to window 2, 2 to window 3): most
    members in the church gain 2 prestige; a tie goes to the member on the leftmost window."""
    s = _end_of_round()
    s.p(0).members[:1] = ["church:1"]
    s.p(0).grain = 3
    s.p(1).members[:1] = ["church:2"]
    s = play(s, "take church orange", "pass")
    assert (decision(s).seat, decision(s).prompt) == (0, "mass_promote")
    assert legal(s) == ["promote 1 1", "stop"]
    s = play(s, "promote 1 1", "promote 1 2")
    assert s.p(0).at("church:3") == [1] and s.p(0).grain == 0
    assert (s.p(0).prestige, s.p(1).prestige) == (2, 0)


def test_mass_majority_full_tie_all_gain_and_nobody_in_church_no_award():
    """Seed 004: still tied, every tied player gains 2; assumed E15: no members, no award."""
    s = _end_of_round()
    s.p(0).members[:1] = ["church:2"]
    s.p(1).members[:1] = ["church:2"]
    s = play(s, "take church orange", "pass")
    assert (s.p(0).prestige, s.p(1).prestige) == (2, 2)
    s = play(_end_of_round(), "take church orange", "pass")
    assert (s.p(0).prestige, s.p(1).prestige) == (0, 0)


def _nearly_over(players=2, **cubes):
    s = turn(players, **cubes)
    for p in s.areas:
        p.coins = 0
    for cat in s.chronicle:
        s.chronicle[cat] = [9 if x is None else x for x in s.chronicle[cat]]
    s.chronicle["farm"][1] = None                   # one chronicle space left
    return s


def test_last_chronicle_space_ends_the_game_others_take_one_last_action():
    """Seed 004, "Fin del juego": who fills the last space has no more turns; the others take
    one last action in order; then the final mass and the final scoring."""
    s = _nearly_over(3, harvest=["black", "pink", "pink"])
    s.p(0).time = 9
    s = play(s, "take harvest black", "pass")
    assert s.end_by == 0 and s.final == [2]
    assert decision(s).seat == 1
    s = play(s, "take harvest pink", "pass", "take harvest pink", "pass")
    assert G.is_over(s) and s.spaces["church"]["orange"] == 1
    assert decision(s).seat is None


def test_last_cube_taken_during_the_last_actions_means_free_actions_and_no_reseeding():
    """Seed 004: if the last cube leaves the board during the last actions, no reseeding; the
    remaining players take any action without paying the well's cubes; the round's mass is
    skipped and only the final mass is said."""
    s = _nearly_over(3, harvest=["black"], church=[])
    s.p(0).time = 9
    s = play(s, "take harvest black", "pass")
    assert s.end_by == 0 and s.cubes_on_board() == 0
    assert decision(s).prompt == "free" and "harvest" in legal(s)
    assert not any(o.startswith(("take", "well")) for o in legal(s))
    s = play(s, "harvest")
    assert s.p(1).grain == 2 and decision(s).seat == 2 and s.round == 1
    s = play(s, "pass")
    assert G.is_over(s) and s.round == 1


def test_deaths_after_the_end_with_no_space_left_leave_the_game():
    """Seed 004, "Nota": no chronicle space or grave left: the member is removed."""
    s = _nearly_over(2, harvest=["black", "black"])
    s.graves = [9, 9, None, -1, -1]
    s.p(0).time = 9
    s.p(1).time = 9
    s.chronicle["farm"][1] = 9
    s = play(s, "take harvest black", "pass")           # last grave: the end
    assert s.end_by == 0
    s = play(s, "take harvest black", "pass")
    assert s.p(1).at("gone") == [1] and G.is_over(s)


def test_end_during_a_market_day_by_another_player_everyone_acts_market_player_last():
    """Seed 004, "Caso especial": finish the market day; if another player filled the last
    space, every player takes one more action and the market-day player takes the last."""
    s = _nearly_over(3, market=["pink"], harvest=["pink"] * 3)
    s.stalls = ["k02", "k03", "k01", "k09", None]
    s.p(0).goods["wagon"] = 1
    s.p(1).goods["scroll"], s.p(1).cubes["green"], s.p(1).time = 1, 1, 9
    s.p(1).members[:5] = ["farm", "bag", "bag", "bag", "farm"]
    s = play(s, "take market pink", "serve 1", "serve 2")
    assert s.end_by == 1 and s.end_in_market
    assert decision(s).seat == 1 and s.final == [2, 0]
    s = play(s, "take harvest pink", "pass", "take harvest pink", "pass")
    assert decision(s).seat == 0
    s = play(s, "take harvest pink", "pass")
    assert G.is_over(s)


def test_end_during_own_market_day_the_others_act_once():
    """Seed 004, "Caso especial": the market-day player filled it: everyone else acts once."""
    s = _nearly_over(3, market=["pink"], harvest=["pink"] * 3)
    s.stalls = ["k02", "k03", "k01", "k09", None]
    s.p(0).goods.update(wagon=1, scroll=1)
    s.p(0).cubes["green"], s.p(0).time = 1, 9
    s.p(0).members[:4] = ["farm", "bag", "bag", "bag"]
    s = play(s, "take market pink", "serve 1", "serve 2")
    assert s.end_by == 0 and decision(s).seat == 1 and s.final == [2]
    s = play(s, "take harvest pink", "pass", "take harvest pink", "pass")
    assert G.is_over(s)
