"""Harvest, Production, Market and Council Palace (seed 001, "Área de cosecha y producción",
"Activando efectos permanentes", "El mercado", "El Palacio del Consejo")."""
from __future__ import annotations

from tests.lorenzo.lz_helpers import G, assert_illegal, give, legal, new, play, zero


def _harvest_example():
    s = new(4, dice=(3, 1, 1))
    zero(s, 0)
    give(s, 0, servants=2)
    s.p(0).cards["territory"] = ["forest", "manor_house", "marble_pit", "monastery"]
    return s


def test_harvest_worked_example_value_3_plus_2_servants():
    """Seed 001, "Activando efectos permanentes": a member of value 3 on the first harvest space,
    2 servants raise the action to 5: 1 wood, 1 stone, 1 servant from the bonus tile; 3 wood from
    the Forest; 2 MP and 2 servants from the Manor House; 1 VP and 2 stone from the Marble Pit;
    nothing from the Monastery (value 6)."""
    s = play(_harvest_example(), "place black harvest 1")
    assert G.decision(s).prompt == "servants" and G.decision(s).seat == 0
    assert legal(s) == ["servants 0", "servants 1", "servants 2"]
    s = play(s, "servants 2")
    res = s.p(0).res
    assert (res["wood"], res["stone"], res["servants"]) == (1 + 3, 1 + 2, 1 + 2)
    assert (res["mp"], res["vp"], res["fp"]) == (2, 1, 0)
    assert G.decision(s).seat == 1          # the turn passed on


def test_harvest_without_servants_activates_only_lower_values():
    """Only territories of value <= the action value are activated (seed 001)."""
    s = play(_harvest_example(), "place black harvest 1", "servants 0")
    res = s.p(0).res
    assert (res["wood"], res["stone"], res["vp"]) == (1, 1 + 2, 1)


def _production_example(coins=2, servants=2):
    s = new(4, dice=(6, 1, 1))
    zero(s, 0)
    give(s, 0, coins=coins, servants=servants, wood=2)
    s.p(0).cards["building"] = ["treasury", "carpenters_shop", "fortress"]
    return play(s, "place black production 2")


def test_production_worked_example_value_6_on_the_minus_3_space():
    """Seed 001: a member of value 6 on the second production space acts with value 3; the
    player may add 0, 1 or 2 servants to reach the Carpenter's Shop (4) and the Fortress (5)."""
    s = _production_example()
    assert legal(s) == ["servants 0", "servants 1", "servants 2"]
    s0 = play(s, "servants 0")
    assert G.decision(s0).prompt == "exchange" and G.decision(s0).params["card"] == "treasury"
    assert legal(s0) == ["exchange 1", "exchange 2", "skip"]
    s0 = play(s0, "exchange 2")              # 2 coins -> 5 VP
    res = s0.p(0).res
    assert (res["coins"], res["vp"], res["mp"]) == (0 + 2, 5, 1)   # tile: 2 coins + 1 MP


def test_production_two_servants_activate_carpenter_and_fortress():
    """Seed 001: with 2 servants the Fortress gives 1 council privilege and 2 VP as well."""
    s = play(_production_example(), "servants 2", "exchange 1", "exchange 2")
    assert G.decision(s).prompt == "privilege"
    s = play(s, "privilege mp")
    res = s.p(0).res
    # Treasury: 1 coin -> 3 VP; Carpenter: 2 wood -> 5 coins; tile 2 coins + 1 MP; Fortress 2 VP
    assert (res["coins"], res["wood"], res["vp"], res["mp"]) == (1 + 5 + 2, 0, 3 + 2, 1 + 2)


def test_exchanges_use_only_resources_held_before_the_activation():
    """Seed 001: the coins of the bonus tile cannot pay the Treasury; the player must hold the
    coins before the activation."""
    s = play(_production_example(coins=0), "servants 0")
    res = s.p(0).res
    assert res["coins"] == 2 and res["vp"] == 0          # no exchange was offered
    assert G.decision(s).seat == 1


def test_one_coloured_member_per_area_but_the_neutral_may_join():
    """Seed 001: no two coloured members of one player in the two spaces of an area; one coloured
    and the neutral member are allowed."""
    s = new(4, dice=(6, 6, 6))
    s = play(s, "place black harvest 2", "servants 0")
    s.turn, s.sweep = 0, 1                      # seat 0 again (other seats do not matter here)
    moves = legal(s)
    assert "place white harvest 1" not in moves and "place white harvest 2" not in moves
    assert "place neutral harvest 1" in moves
    assert "place white production 1" in moves


def test_single_space_holds_one_member_large_space_many():
    """Seed 001: the first space holds one family member, the larger one any number."""
    s = play(new(4, dice=(6, 6, 6)), "place black harvest 1")   # 6: no servants worth adding
    moves = legal(s)
    assert "place black harvest 1" not in moves and "place black harvest 2" in moves


def test_large_spaces_are_covered_with_two_players():
    """Seed 001: the large space is not available in 2-player games."""
    moves = legal(new(2, dice=(6, 6, 6)))
    assert "place black harvest 1" in moves and "place black harvest 2" not in moves
    assert "place black production 2" not in moves


def test_large_space_needs_value_1_after_the_minus_3():
    """Seed 001: on the large space the action must still reach value 1 (−3 penalty)."""
    s = new(4, dice=(3, 3, 3))
    zero(s, 0)
    assert "place black harvest 2" not in legal(s)
    give(s, 0, servants=1)
    assert "place black harvest 2" in legal(s)


def test_market_spaces_by_player_count_and_rewards():
    """Seed 001, "El mercado": 5 coins / 5 servants / 3 MP + 2 coins / 2 different privileges;
    spaces 3-4 only with 4 players; one member per space."""
    assert [m for m in legal(new(3)) if m.startswith("place black market")] == [
        "place black market 1", "place black market 2"]
    s = new(4)
    zero(s, 0)
    s = play(s, "place black market 3")
    assert (s.p(0).res["mp"], s.p(0).res["coins"]) == (3, 2)
    assert "place black market 3" not in legal(s)                 # seat 1: occupied
    s = play(s, "place black market 4", "privilege coins")
    assert legal(s) == ["privilege wood_stone", "privilege servants", "privilege mp",
                        "privilege fp"]                           # must differ
    assert_illegal(s, "privilege coins")


def test_neutral_member_needs_servants_and_they_raise_it_1_to_1():
    """Seed 001: the neutral member is worth 0; servants raise it 1:1 before placing."""
    s = new(4)
    zero(s, 0)
    assert not any(m.startswith("place neutral") for m in legal(s))
    give(s, 0, servants=3)
    s = play(s, "place neutral market 1 +1")
    assert s.p(0).res["servants"] == 2 and s.p(0).res["coins"] == 5


def test_council_palace_gives_1_coin_and_a_privilege_and_sets_turn_order():
    """Seed 001, "El Palacio del Consejo" and "D. Fin de la ronda": 1 coin + 1 privilege; next
    round's order follows the council (first member of each player), the others keep their
    relative order."""
    s = new(4, dice=(6, 6, 6))
    coins = s.p(0).res["coins"]
    s = play(s, "place black market 1", "place black market 2", "place black council",
             "privilege coins")
    assert s.p(2).res["coins"] == 7 + 1 + 2 and coins == 5
    s = play(s, "place black council", "privilege servants", "place white council",
             "privilege fp")
    while s.round == 1:
        moves = legal(s)
        pick = next((m for m in moves if "harvest" in m or "production" in m or
                     m.startswith(("servants", "privilege", "skip", "exchange", "pay"))), None)
        s = play(s, pick or moves[0])
    assert s.turn_order == [2, 3, 0, 1]


def test_fast_legality_check_agrees_with_the_legal_list():
    """``is_legal`` (one placement) gives the same answer as membership in ``legal_actions``
    for every placement notation, along random games (engine contract)."""
    import random
    from engine import Action
    from engine.lorenzo import actions, data
    candidates = [Action("place", actions._args(m, w, n)) for m in data.MEMBERS
                  for w, n in actions.SPACES]
    candidates += [Action("place", ("black", "market", "5")), Action("place", ("black",)),
                   Action("place", ("white", "council", "1")), Action("place", ("red", "council"))]
    for seed in range(6):
        rng = random.Random(seed)
        s = G.new(2 + seed % 3, seed=seed)
        while not G.is_over(s):
            legal_now = G.legal_actions(s)
            for a in candidates:
                assert G.is_legal(s, a) == (a in legal_now), (a, s.history[-3:])
            s = G.apply(s, rng.choice(legal_now))


def test_fast_clone_equals_the_generic_clone_and_shares_nothing_mutable():
    """LorenzoState.clone copies field by field; it must equal core's pickle clone and leave
    no list or dict shared with the original."""
    import random
    from engine.core import State
    for variant in ("basic", "advanced"):
        rng = random.Random(3)
        s = G.new(3, seed=8, variant=variant)
        for _ in range(120):
            c = s.clone()
            assert c == State.clone(s)
            shared = [k for k, v in vars(s).items()
                      if isinstance(v, (list, dict)) and v and vars(c)[k] is v]
            assert shared == []
            assert all(a is not b and a.res is not b.res and a.cards is not b.cards
                       for a, b in zip(s.areas, c.areas, strict=True))
            if G.is_over(s):
                break
            s = G.apply(s, rng.choice(G.legal_actions(s)))
