"""Setup, seeding, turns, cubes, the well and the end of a round (seed 004, "Preparar",
"Sembrando los espacios de acción", "Tomando tu turno", "Bueno (acción sustitutiva)",
"Fin de una ronda", "Comenzando una nueva ronda")."""
from __future__ import annotations

import pytest

from tests.village.vg_helpers import assert_illegal, data, decision, legal, new, play, turn


@pytest.mark.parametrize("players,stalls,board_cubes", [(2, 3, 18), (3, 4, 21), (4, 5, 24)])
def test_setup(players, stalls, board_cubes):
    """Seed 004, "Preparar": four "1" members on the farmyard, 1 coin each; 10/9/8 customers
    face up (spaces "3"/"4" empty); the start player seeds the first round."""
    s = new(players)
    for seat in range(players):
        p = s.p(seat)
        assert p.at("farm") == [1, 1, 1, 1] and p.at("unborn") == [2, 2, 2, 3, 3, 4, 4]
        assert (p.coins, p.grain, p.prestige, p.time) == (1, 0, 0, 0)
    assert sum(t is not None for t in s.stalls) == stalls
    assert len([t for t in s.waiting if t]) == 5
    assert len(s.pile) == 24 - stalls - 5
    assert s.cubes_on_board() == board_cubes
    assert (s.start, s.actor, s.round) == (0, 0, 1)
    assert decision(s).seat == 0 and decision(s).prompt == "turn"


def test_seeding_puts_every_plague_cube_in_the_bag_and_keeps_leftovers():
    """Seed 004, "Sembrando": the card's cubes of each colour and all plague cubes go into the
    bag; cubes left in the bag stay there."""
    s = new(4)
    card = data.SETUP_CARDS[4]
    for color in data.COLORS:
        assert s.bag[color] + sum(sp[color] for sp in s.spaces.values()) == card.bag_per_color
    assert s.bag["black"] + sum(sp["black"] for sp in s.spaces.values()) == data.PLAGUE_CUBES
    assert sum(s.bag.values()) == 4 * 7 + 6 - 24
    for space, n in card.per_space.items():
        assert sum(s.spaces[space].values()) == n


def test_seeding_adds_only_the_cubes_left_in_the_supply():
    """Seed 004, "Nota": with fewer cubes of a colour in the supply, add only those."""
    s = turn(2, church=["orange"])
    s.p(0).cubes["pink"] = data.CUBES_PER_COLOR - 2        # only 2 pink left in the supply
    s = play(s, "take church orange", "pass")                # last cube: mass, new round
    assert s.round == 2
    assert s.bag["pink"] + sum(sp["pink"] for sp in s.spaces.values()) == 2


def test_influence_cube_goes_to_the_farmyard_then_the_action_may_follow():
    """Seed 004, "Tomando tu turno": take one cube; influence to your farmyard; then you may do
    the space's action, or only take the cube."""
    s = play(turn(harvest=["pink", "green"]), "take harvest pink")
    assert s.p(0).cubes["pink"] == 1 and s.spaces["harvest"]["pink"] == 0
    assert decision(s).prompt == "act" and legal(s) == ["harvest", "pass"]
    s = play(s, "pass")
    assert s.p(0).grain == 0 and decision(s).seat == 1


def test_plague_cube_costs_2_time_and_returns_to_the_supply():
    """Seed 004: a plague cube goes back to the supply and you lose 2 time."""
    s = turn(harvest=["black"])
    before = s.cube_supply("black")
    s = play(s, "take harvest black")
    assert s.p(0).time == 2 and s.cube_supply("black") == before + 1
    assert s.p(0).cubes == {c: 0 for c in data.COLORS}


def test_a_cube_must_be_taken_from_a_space_holding_it():
    s = turn(harvest=["pink"])
    assert_illegal(s, "take harvest green")
    assert_illegal(s, "take family pink")
    assert_illegal(s, "pass")


def test_well_three_cubes_of_one_colour_for_any_action():
    """Seed 004, "Bueno": return 3 influence cubes of one colour to do any action, also one
    whose space is empty; no cube is taken."""
    s = turn(crafts=["orange"])
    s.p(0).cubes["pink"] = 3
    assert "well pink" in legal(s) and "well orange" not in legal(s)
    s = play(s, "well pink")
    assert s.p(0).cubes["pink"] == 0 and s.spaces["crafts"]["orange"] == 1
    assert decision(s).prompt == "well_act"
    assert "harvest" in legal(s) and "birth" in legal(s) and "pass" not in legal(s)
    s = play(s, "birth")
    assert s.p(0).at("farm") == [1, 1, 1, 1, 2]


def test_well_coins_as_jokers():
    """Seed 004, "Las monedas": a coin is a joker for any influence cube (assumed E1: also at
    the well).  The option says how many coins it spends (``well green 1``)."""
    s = turn()
    s.p(0).cubes["green"], s.p(0).coins = 2, 1
    assert legal(s)[-1:] == ["well green 1"]
    s = play(s, "well green 1", "harvest")
    assert (s.p(0).cubes["green"], s.p(0).coins, s.p(0).grain) == (0, 0, 2)
    assert any(e[0][0] == "{player} uses the well with {n} {color} cube and 1 coin"
               and e[1]["n"] == 2 for e in s.log)
    s = turn()
    s.p(0).cubes["green"], s.p(0).coins = 1, 1
    assert not any(m.startswith("well") for m in legal(s))


def test_well_paid_with_coins_only_is_one_option_named_for_what_is_paid():
    """Seed 004, "Bueno" and "Las monedas" (assumed E1): with no cube and 3 coins the well is
    one option, "well coins", not four identical colour options; the log names the coins
    (rules review D3)."""
    s = turn()
    s.p(0).coins = 3
    wells = [m for m in legal(s) if m.startswith("well")]
    assert wells == ["well coins"]
    s = play(s, "well coins", "harvest")
    assert s.p(0).coins == 0 and s.log[-2][0] == "{player} uses the well with {n} coins"
    s = turn()
    s.p(0).coins, s.p(0).cubes["pink"] = 3, 1
    assert [m for m in legal(s) if m.startswith("well")] == ["well pink 2", "well coins"]


def test_well_coin_jokers_flag_switches_ruling_e1(monkeypatch):
    """village-data.md E1: "Engine flag ``well_coin_jokers``"; with it off the well takes 3
    real cubes of one colour (seed 004, "Bueno": "devolver 3 cubos de influencia del mismo
    color") (rules review D2)."""
    s = turn()
    s.p(0).cubes["green"], s.p(0).coins = 2, 5
    monkeypatch.setattr(data, "WELL_COIN_JOKERS", False)
    assert not any(m.startswith("well") for m in legal(s))
    s.p(0).cubes["green"] = 3
    assert [m for m in legal(s) if m.startswith("well")] == ["well green"]
    monkeypatch.setattr(data, "WELL_COIN_JOKERS", True)
    assert [m for m in legal(s) if m.startswith("well")] == ["well green", "well coins"]


def test_church_and_council_payments_name_the_coins_paid_as_jokers():
    """Seed 004, "Las monedas": a coin replaces a missing cube; the church's "pay brown" with
    no brown cube says it costs a coin (rules review D3)."""

    from engine.i18n import translator
    from tests.village.vg_helpers import G
    import labels

    s = turn(church=["orange", "pink"])
    s.p(0).coins, s.p(0).cubes["brown"] = 1, 0
    s = play(s, "take church orange", "church 1")
    assert legal(s) == ["pay brown 1", "pay time"]
    en = labels.action_label(G, "pay brown 1", [], translator("en", "village"))
    assert en == "Pay with 1 brown cube (1 coin for a missing cube)"
    es = labels.action_label(G, "pay brown 1", [], translator("es", "village"))
    assert "1 moneda" in es
    s = play(s, "pay brown 1")
    assert (s.p(0).coins, s.p(0).time, s.p(0).at("bag")) == (0, 0, [1])


def test_the_last_cube_ends_the_round_after_its_action_then_mass_and_reseeding():
    """Seed 004, "Fin de una ronda": the player taking the last cube does the action; then the
    round ends, a mass is said and the spaces are seeded again; the start player stays."""
    s = turn(church=["orange"])
    s = play(s, "take church orange", "church 1", "pay time")
    assert s.round == 1 and decision(s).prompt == "mass_draw" and legal(s) == ["draw 1", "stop"]
    s = play(s, "draw 1")
    assert s.round == 2 and s.cubes_on_board() == 18
    assert s.p(0).at("church:1") == [1] and s.p(0).coins == 0
    assert (s.start, s.actor, decision(s).prompt) == (0, 0, "turn")


def test_next_starting_player_marker_makes_its_holder_start_the_next_round():
    """Seed 004, "Comenzando una nueva ronda" and the stage-1 privilege."""
    s = turn(church=["orange"], council=["green"])
    s.actor = 1
    s.p(1).cubes["green"] = 1
    s.p(1).coins = 1
    s = play(s, "take council green", "enter 1", "privilege 1")
    assert s.next_start == 1 and decision(s).seat == 0
    s = play(s, "take church orange", "pass")
    assert (s.round, s.start, s.next_start, s.actor) == (2, 1, None, 1)


def test_no_undo_past_random_draws_or_revealed_customers():
    """Seeding a round and drawing at a mass are random, a refill reveals face-down customers:
    undo may not go back past them (core.State.undo_floor)."""
    s = turn(church=["orange"], harvest=["pink"])
    s = play(s, "take harvest pink", "harvest")
    assert s.undo_floor == 0
    s = play(s, "take church orange", "pass")
    assert s.round == 2 and s.undo_floor == len(s.history)


def test_a_cube_whose_action_cannot_be_used_says_so_before_it_is_taken():
    """Seed 004_097ee86c06bfb6e7.txt, "Tomando tu turno": "Solo puedes tomar el cubo y no
    realizar la acción" (taking only the cube is legal).  Issue 16 point 4: when the action
    cannot be used, the option says so before the cube is taken ("take … only", labelled
    "… (you cannot use its action now)"), and the log says why the turn ended.  The cube itself
    counts: a green cube from the council chamber gives the second green cube its entry needs."""

    from engine.i18n import translator
    from tests.village.vg_helpers import G
    import labels

    s = turn(2, council=["orange", "green"], travel=["brown"])
    p = s.p(0)
    p.coins, p.cubes["green"], p.goods["scroll"] = 0, 1, 0
    moves = legal(s)
    assert "take council green" in moves                     # 2 green: the chamber is open
    assert "take council orange only" in moves and "take council orange" not in moves
    assert "take travel brown only" in moves                 # no wagon
    assert_illegal(s, "take council orange")
    assert_illegal(s, "take council green only")
    en = labels.action_label(G, "take council orange only", [], translator("en", "village"))
    assert en.endswith("(you cannot use its action now)") and "orange" in en
    es = labels.action_label(G, "take council orange only", [], translator("es", "village"))
    assert es.endswith("(no puedes usar su acción ahora)")
    after = play(s, "take council orange only")
    assert after.p(0).cubes["orange"] == 1 and decision(after).seat == 1
    assert after.log[-1][0] == "{player} cannot use the action of {space}"
    assert decision(play(s, "take council green")).prompt == "act"
