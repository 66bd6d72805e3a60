"""Towers and development cards (seed 001, "Torres para tarjetas de desarrollo", "Reglas para
colocar a un miembro de la familia en una torre", card types; data §1)."""
from __future__ import annotations

import pytest

from tests.lorenzo.lz_helpers import G, assert_illegal, give, legal, new, play, zero


def _towers(s, **floors):
    """Put cards on the floors of towers: _towers(s, territory=[k1, k2, k3, k4])."""
    for tower, cards in floors.items():
        s.towers[tower] = list(cards)


def test_round_setup_deals_4_period_1_cards_per_tower_and_rolls_dice():
    """Seed 001, "A. Configuración de ronda" and "Preparar": the decks hold the periods in
    order; 4 cards per tower; 3 dice."""
    from engine.lorenzo import data
    s = G.new(3, seed=5)
    for tower in data.TYPES:
        assert [data.CARDS[k].period for k in s.towers[tower]] == [1] * 4
        assert [data.CARDS[k].period for k in s.decks[tower]] == [3] * 8 + [2] * 8 + [1] * 4
    assert all(1 <= v <= 6 for v in s.dice.values()) and len(s.dice) == 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_resources_and_coins_by_turn_order(players):
    """Seed 001, "Preparar": 2 wood, 2 stone, 3 servants each; 5/6/7/8 coins by turn order;
    one excommunication tile per period."""
    s = G.new(players, seed=9)
    for place, seat in enumerate(s.turn_order):
        res = s.p(seat).res
        assert (res["wood"], res["stone"], res["servants"], res["coins"]) == (2, 2, 3, 5 + place)
        assert (res["mp"], res["fp"], res["vp"]) == (0, 0, 0)
    assert [int(k[2]) for k in s.excommunications] == [1, 2, 3]


def test_floor_values_1_3_5_7_and_servants_make_up_the_difference():
    """Seed 001: floors need 1/3/5/7; servants are spent (the fewest needed) to reach them."""
    s = new(4, dice=(3, 3, 3))
    _towers(s, territory=["woods", "village", "forest", "city"])
    zero(s, 0)
    moves = legal(s)
    assert "place black territory 2" in moves
    assert not any(m.startswith("place black territory 3") for m in moves)
    give(s, 0, servants=2)
    assert "place black territory 3 +2" in legal(s)
    assert not any(m.startswith("place black territory 4") for m in legal(s))
    s = play(s, "place black territory 3 +2")
    assert s.p(0).cards["territory"] == ["forest"]
    assert s.p(0).res["servants"] == 0 and s.p(0).res["wood"] == 1 + 1   # floor bonus + card


def test_occupied_tower_costs_3_coins_not_payable_with_the_floor_coins():
    """Seed 001: 3 coins to place in a tower holding any member; the coins of the floor bonus
    cannot pay them."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, venture=["hiring_recruits", "building_the_walls", "military_campaign",
                        "hosting_panhandlers"])
    give(s, 1, wood=3)
    s = play(s, "place black market 1", "place black venture 1")    # seat 1 occupies the tower
    zero(s, 2)
    give(s, 2, coins=2, servants=1, mp=5)
    assert "place black venture 4 +1" not in legal(s)                # 2 coins < fee 3
    give(s, 2, coins=3, wood=3)
    s = play(s, "place black venture 4 +1")  # fee 3, then +2 coins; Hosting Panhandlers: 3 wood
    assert s.p(2).cards["venture"] == ["hosting_panhandlers"]
    assert (s.p(2).res["coins"], s.p(2).res["wood"], s.p(2).res["servants"]) == (2, 0, 4)


def test_floor_bonus_can_pay_the_card():
    """Seed 001: "Puede usar este bono para pagar el costo de la tarjeta"."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, venture=["hiring_recruits", "building_the_walls", "military_campaign",
                        "hiring_recruits"])
    zero(s, 0)
    give(s, 0, coins=2, servants=1)
    s = play(s, "place black venture 4 +1")      # 2 coins + 2 bonus coins pay 4 coins
    assert s.p(0).cards["venture"] == ["hiring_recruits"]
    assert s.p(0).res["coins"] == 0 and s.p(0).res["mp"] == 5


def test_no_two_coloured_members_of_a_player_in_one_tower():
    """Seed 001: not two coloured members of the same player in a tower; the neutral one may."""
    s = new(4, dice=(6, 6, 6))
    s = play(s, "place black character 1")
    s.turn, s.sweep = 0, 1
    give(s, 0, coins=20)
    moves = legal(s)
    assert not any(m.startswith(("place white character", "place orange character"))
                   for m in moves)
    assert "place neutral character 2 +3" in moves                   # 0 + 3 servants


def test_territory_slots_need_military_points():
    """Seed 001, "Territorios" / data §5.5: the 3rd territory needs 3 MP (held, not spent)."""
    s = new(4, dice=(6, 6, 6))
    s.p(0).cards["territory"] = ["woods", "village"]
    zero(s, 0)
    _towers(s, territory=["gravel_pit", "estate", "forest", "city"])
    assert not any(m.startswith("place black territory") for m in legal(s))
    give(s, 0, mp=3)
    s = play(s, "place black territory 1")
    assert s.p(0).res["mp"] == 3 and len(s.p(0).cards["territory"]) == 3


def test_at_most_6_cards_of_a_type():
    """Seed 001: no more than 6 cards of the same type on a personal board."""
    s = new(4, dice=(6, 6, 6))
    s.p(0).cards["character"] = ["warlord", "dame", "knight", "farmer", "artisan", "preacher"]
    give(s, 0, coins=20)
    assert not any(m.startswith("place black character") for m in legal(s))


def test_building_cost_must_be_held():
    """Seed 001, "Edificios": without the resources the card cannot be taken."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, building=["chapel", "residence", "mint", "theater"])
    zero(s, 0)
    give(s, 0, wood=2)
    moves = [m for m in legal(s) if "building" in m]
    assert moves == ["place black building 1", "place white building 1",
                     "place orange building 1"]


def test_venture_double_cost_is_a_choice():
    """Seed 001, "Ventures": a double cost lets the player choose which to pay."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, venture=["support_to_the_bishop", "hiring_recruits", "crusade", "sacred_war"])
    zero(s, 0)
    give(s, 0, coins=2, wood=1, stone=1, mp=4)
    s = play(s, "place black venture 1")
    assert G.decision(s).prompt == "pay" and legal(s) == ["pay 1", "pay 2"]
    a, b = play(s, "pay 1"), play(s, "pay 2")
    assert (a.p(0).res["coins"], a.p(0).res["mp"], a.p(0).res["fp"]) == (0, 4, 3)
    assert (b.p(0).res["coins"], b.p(0).res["mp"], b.p(0).res["fp"]) == (2, 2, 3)


def test_military_cost_needs_the_requirement_held():
    """Data §0 "Ventures": need >= N MP, then pay M MP."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, venture=["military_campaign", "hiring_recruits", "crusade", "sacred_war"])
    zero(s, 0)
    give(s, 0, mp=2)
    assert "place black venture 1" not in legal(s)
    give(s, 0, mp=3)
    s = play(s, "place black venture 1")
    assert (s.p(0).res["mp"], s.p(0).res["coins"]) == (1, 3)


def test_character_bonus_and_discount_dame():
    """Data §1.3 Dame: +2 to take Characters and 1 coin off their cost (seed 001 example)."""
    s = new(4, dice=(1, 1, 1))
    s.p(0).cards["character"] = ["dame"]
    _towers(s, character=["warlord", "farmer", "abbess", "preacher"])
    zero(s, 0)
    give(s, 0, coins=2)
    assert "place black character 2" in legal(s)          # 1 + 2 = 3
    s = play(s, "place black character 2")                  # Farmer 3 coins - 1
    assert s.p(0).res["coins"] == 0 and s.p(0).cards["character"] == ["dame", "farmer"]


def test_stonemason_discount_is_wood_or_stone():
    """Data §1.3 Stonemason: "−1 wood / 1 stone" with a slash: the player chooses."""
    s = new(4, dice=(6, 6, 6))
    s.p(0).cards["character"] = ["stonemason"]
    _towers(s, building=["marketplace", "chapel", "mint", "theater"])
    zero(s, 0)
    give(s, 0, wood=2, stone=1)
    s = play(s, "place black building 1")                  # 2 wood + 1 stone
    assert legal(s) == ["pay 1", "pay 2"]
    assert play(s, "pay 1").p(0).res["wood"] == 1 and play(s, "pay 1").p(0).res["stone"] == 0
    assert play(s, "pay 2").p(0).res["wood"] == 0 and play(s, "pay 2").p(0).res["stone"] == 1


def test_preacher_takes_no_floor_bonus():
    """Seed 001: "No obtienes las bonificaciones cuando tomas una Carta ... del tercer y cuarto
    piso"."""
    s = new(4, dice=(6, 6, 6))
    s.p(0).cards["character"] = ["preacher"]
    _towers(s, territory=["woods", "village", "forest", "city"])
    wood = s.p(0).res["wood"]
    s = play(s, "place black territory 3")
    assert s.p(0).res["wood"] == wood + 1                  # the Forest's 1 wood, no bonus


def test_abbess_free_action_takes_any_card_at_value_4_with_fee_and_bonus():
    """Seed 001 example (Abbess): 1 FP and an action of value 4 to take a card of any type
    without a family member; 3 coins if that tower is occupied."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, character=["abbess", "farmer", "warlord", "preacher"],
            territory=["woods", "village", "forest", "city"])
    zero(s, 0)
    give(s, 0, coins=3 + 3 + 3, servants=1)
    s = play(s, "place black character 1")
    assert G.decision(s).prompt == "take" and s.p(0).res["fp"] == 1
    moves = legal(s)
    assert "take territory 3 +1" in moves                 # 4 + 1 servant = 5
    assert not any(m.startswith("take territory 4") for m in moves)
    assert "take character 2" in moves                    # occupied tower: 3 coins fee
    s = play(s, "take territory 3 +1")
    assert s.p(0).cards["territory"] == ["forest"] and s.p(0).res["servants"] == 0
    assert s.p(0).res["wood"] == 1 + 1 and G.decision(s).seat == 1
    assert s.tower_members["territory"] == [None] * 4


def test_architect_discount_and_skip():
    """Data §1.3 Architect: a Building at value 6, 1 wood + 1 stone off; the action may be
    skipped ("puede")."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, character=["architect", "farmer", "warlord", "preacher"],
            building=["chapel", "residence", "mint", "marketplace"])
    zero(s, 0)
    give(s, 0, coins=4, wood=1, servants=1)
    s = play(s, "place black character 1")
    assert legal(s) == ["take building 1", "take building 4 +1", "skip"]
    s2 = play(s, "take building 4 +1")                       # Marketplace 2 wood + 1 stone
    assert s2.p(0).cards["building"] == ["marketplace"] and s2.p(0).res["wood"] == 0
    assert play(s, "skip").p(0).cards["building"] == []


def test_cards_counting_cards_include_themselves_and_general_counts_pairs():
    """Data §1.3: the Paramour counts itself (2 VP each); the General 1 VP per 2 MP."""
    s = new(4, dice=(6, 6, 6))
    s.p(0).cards["character"] = ["dame"]
    _towers(s, character=["paramour", "general", "noble", "herald"])
    zero(s, 0)
    give(s, 0, coins=20, mp=5)
    s = play(s, "place black character 1")
    assert s.p(0).res["vp"] == 4 and s.p(0).res["coins"] == 20 - 6
    s.turn, s.sweep = 0, 1
    give(s, 0, servants=3)
    s = play(s, "place neutral character 2 +1")    # the Dame +2, 1 servant; General: 2 VP
    assert s.p(0).res["vp"] == 4 + 2


def test_royal_messenger_three_different_privileges():
    """Data §1.3 Royal Messenger: 3 different council privileges."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, character=["royal_messenger", "farmer", "warlord", "preacher"])
    s = play(s, "place black character 1", "privilege fp", "privilege mp")
    assert legal(s) == ["privilege wood_stone", "privilege servants", "privilege coins"]
    s = play(s, "privilege coins")
    assert (s.p(0).res["fp"], s.p(0).res["mp"]) == (1, 2) and G.decision(s).seat == 1


def test_illegal_placement_leaves_the_state_unchanged():
    """engine contract: IllegalAction and no change."""
    s = new(4, dice=(1, 1, 1))
    zero(s, 0)
    assert_illegal(s, "place black territory 4")
    assert_illegal(s, "servants 1")
