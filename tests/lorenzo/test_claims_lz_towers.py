"""Claim tests (issue 27) of what the app teaches about the towers and the development cards:
seed 001_edd640461a1660f5.txt, "Torres para tarjetas de desarrollo", "Reglas para colocar a un
miembro de la familia en una torre", "Resumen", "Las cartas", "Territorios", "Edificios",
"Personajes" and "Ventures"; the card data of lorenzo-data.md §1 and the board of §5."""
from __future__ import annotations

import pytest
from tests.lorenzo.lz_helpers import G, give, legal, new, play, zero
from tests.lorenzo.test_lorenzo_rules_towers import _towers

from engine.lorenzo import data


@pytest.mark.teaches("lorenzo", "Each tower has {floors} floors, which need a family member of "
                     "value {floor_1}", "A family member needs the floor's value ({floor_1}",
                     "Needs a family member of value {n}; take the card beside it.")
def test_floors_need_1_3_5_7_and_servants_add_1_each():
    """Seed 001, "Reglas para colocar...": floors 1-4 need 1, 3, 5, 7; each servant adds 1."""
    for die in range(1, 7):
        s = new(4, dice=(die, 1, 1))
        _towers(s, character=["farmer", "dame", "abbess", "preacher"])
        zero(s, 0)
        give(s, 0, coins=10, servants=1)
        moves = legal(s)
        for floor, need in enumerate(data.FLOOR_VALUES, 1):
            assert (f"place black character {floor}" in moves) == (die >= need)
            assert (f"place black character {floor} +1" in moves) == (die + 1 == need)


@pytest.mark.teaches("lorenzo", "The third and fourth floors also give a bonus",
                     "Floor bonus: {bonus}, before you pay the card.",
                     "Take the floor's bonus, pay the card's cost, put the card on your "
                     "personal board and resolve its immediate effect.")
def test_the_floor_bonus_comes_first_and_may_pay_the_card():
    """Seed 001, "Resumen": the floor's bonus is taken before the card is paid, then the
    immediate effect: 2 coins on the venture tower's 4th floor pay Hiring Recruits (4 coins),
    whose 5 MP come after."""
    assert all(not b for t in data.TYPES for b in data.FLOOR_BONUS[t][:2])
    assert all(data.FLOOR_BONUS[t][2] and data.FLOOR_BONUS[t][3] for t in data.TYPES)
    s = new(4, dice=(6, 6, 6))
    _towers(s, venture=["hiring_recruits", "building_the_walls", "military_campaign",
                        "hiring_recruits"])
    zero(s, 0)
    give(s, 0, coins=2, servants=1)
    card = data.CARDS["hiring_recruits"]
    price = dict(card.costs[0].resources)["coins"]
    bonus = dict(data.FLOOR_BONUS["venture"][3])["coins"]
    assert 2 < price <= 2 + bonus                          # only the bonus makes it payable
    s = play(s, "place black venture 4 +1")
    assert s.p(0).cards["venture"] == ["hiring_recruits"]
    assert s.p(0).res["coins"] == 2 + bonus - price
    assert s.p(0).res["mp"] == dict(card.immediate[0][1])["mp"]


@pytest.mark.teaches("lorenzo", "If the tower already holds any family member, yours or "
                     "another's, you pay {fee} coins first.",
                     "If the tower already holds a family member, pay {fee} coins")
def test_an_occupied_tower_costs_3_coins_even_the_players_own():
    """Seed 001, "Reglas para colocar...": 3 coins for a tower holding any member, one's own
    neutral member too."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, territory=["woods", "village", "forest", "city"])
    s = play(s, "place neutral territory 1 +1")
    s.turn, s.sweep = 0, 1
    zero(s, 0)
    assert not any(m.startswith("place black territory") for m in legal(s))
    give(s, 0, coins=data.OCCUPIED_TOWER_FEE)
    s = play(s, "place black territory 2")
    assert s.p(0).res["coins"] == 0


@pytest.mark.teaches("lorenzo", "You may never have two coloured family members in the same "
                     "tower; the uncoloured one may join one of them.",
                     "never two of your coloured members in one tower")
def test_no_two_coloured_members_in_a_tower_but_the_neutral_may_join():
    """Seed 001, "Reglas para colocar...": not two coloured members of one player in a tower;
    the neutral one may join a coloured one."""
    s = play(new(4, dice=(6, 6, 6)), "place black character 1")
    s.turn, s.sweep = 0, 1
    give(s, 0, coins=20, servants=5)
    moves = legal(s)
    assert not any(m.startswith(("place white character", "place orange character"))
                   for m in moves)
    assert any(m.startswith("place neutral character") for m in moves)


@pytest.mark.teaches("lorenzo", "You may hold at most {max_cards} cards of each type.")
def test_at_most_6_cards_of_a_type():
    """Seed 001: at most 6 cards of each type."""
    s = new(4, dice=(6, 6, 6))
    s.p(0).cards["character"] = [c.key for c in data.CHARACTERS[:data.MAX_CARDS_PER_TYPE]]
    give(s, 0, coins=30)
    assert not any(m.startswith("place black character") for m in legal(s))
    s.p(0).cards["character"].pop()
    assert any(m.startswith("place black character") for m in legal(s))


@pytest.mark.teaches("lorenzo", "Territories (green) cost nothing, but from the third one on",
                     "No cost; a 3rd to 6th territory needs military points.",
                     "Your 3rd to 6th territory need {slot_3}, {slot_4}, {slot_5} and "
                     "{slot_6} military points")
def test_territories_are_free_but_need_military_points_held():
    """Seed 001, "Territorios" / data §5.5: no cost; the 3rd-6th territory need 3, 7, 12, 18 MP
    held, not spent."""
    for held in range(2, 6):
        need = data.TERRITORY_SLOT_MP[held]
        s = new(4, dice=(6, 6, 6))
        s.p(0).cards["territory"] = [c.key for c in data.TERRITORIES[8:8 + held]]
        _towers(s, territory=["woods", "village", "gravel_pit", "city"])
        zero(s, 0)
        give(s, 0, mp=need - 1)
        assert not any(m.startswith("place black territory") for m in legal(s))
        give(s, 0, mp=need)
        s = play(s, "place black territory 1")
        assert s.p(0).res["mp"] == need and s.p(0).res["coins"] == 0   # nothing paid


@pytest.mark.teaches("lorenzo", "Buildings (yellow) cost resources.",
                     "Building cards: paid in resources.", "Cost: {cost}.")
def test_buildings_are_paid_with_their_cost():
    """Seed 001, "Edificios": the Chapel costs 2 wood, paid when taken."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, building=["chapel", "residence", "mint", "theater"])
    zero(s, 0)
    give(s, 0, wood=1)
    assert not any(m.startswith("place black building 1") for m in legal(s))
    give(s, 0, wood=2)
    s = play(s, "place black building 1")
    assert s.p(0).res["wood"] == 0 and s.p(0).cards["building"] == ["chapel"]


@pytest.mark.teaches("lorenzo", "Characters (blue) cost coins. Their permanent effects give "
                     "bonuses to your actions or discounts.",
                     "Character cards: paid in coins",
                     "Permanent effect (∞), for the rest of the game: {effect}.")
def test_characters_cost_coins_and_give_lasting_bonuses():
    """Seed 001, "Personajes": the Dame costs 4 coins; later, every character action has +2 and
    characters cost 1 coin less (data §1.3)."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, character=["dame", "farmer", "abbess", "preacher"])
    zero(s, 0)
    give(s, 0, coins=4)
    s = play(s, "place black character 1")
    assert s.p(0).res["coins"] == 0 and s.p(0).cards["character"] == ["dame"]
    s.turn, s.sweep = 0, 1
    s.tower_members["character"] = [None] * 4
    s.dice = dict.fromkeys(data.DICE, 1)
    give(s, 0, coins=2)                                        # the Farmer (3) costs 2 now
    assert "place white character 2" in legal(s)               # 1 + 2 reaches floor 2 (3)


@pytest.mark.teaches("lorenzo", "Ventures (purple) cost resources or military points (some let "
                     "you choose).", "End of the game: {n} victory point.")
def test_ventures_cost_resources_or_military_points():
    """Seed 001, "Ventures": Support to the Bishop costs 2 coins + wood + stone or 2 MP with 4
    held; the player chooses; 1 VP at the end."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, venture=["support_to_the_bishop", "hiring_recruits", "crusade", "sacred_war"])
    goods, military = data.CARDS["support_to_the_bishop"].costs
    zero(s, 0)
    give(s, 0, mp=military.need_mp, **dict(goods.resources))
    s = play(s, "place black venture 1")
    assert G.decision(s).prompt == "pay" and legal(s) == ["pay 1", "pay 2"]
    paid_goods = play(s, "pay 1")
    assert all(paid_goods.p(0).res[k] == 0 for k, _n in goods.resources)
    assert paid_goods.p(0).res["mp"] == military.need_mp
    paid_mp = play(s, "pay 2")
    assert paid_mp.p(0).res["mp"] == military.need_mp - military.pay_mp
    assert all(paid_mp.p(0).res[k] == n for k, n in goods.resources)
    assert paid_mp.p(0).cards["venture"] == ["support_to_the_bishop"]
    short = new(4, dice=(6, 6, 6))                        # 3 MP, fewer than the 4 needed
    _towers(short, venture=["support_to_the_bishop", "hiring_recruits", "crusade",
                            "sacred_war"])
    zero(short, 0)
    give(short, 0, mp=military.need_mp - 1, **dict(goods.resources))
    short = play(short, "place black venture 1")          # only the goods can pay
    assert short.p(0).cards["venture"] == ["support_to_the_bishop"]
    assert short.p(0).res["mp"] == military.need_mp - 1 and short.p(0).res["coins"] == 0
    assert G.scores(paid_mp)[0]["breakdown"]["ventures"] == data.CARDS[
        "support_to_the_bishop"].end_vp


@pytest.mark.teaches("lorenzo", "Every card may have an immediate effect, resolved when you take "
                     "it", "Immediate effect (⚡), when you take it: {effect}.")
def test_the_immediate_effect_is_resolved_on_taking():
    """Seed 001, "Las cartas": the Woods give 1 wood at once."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, territory=["woods", "village", "forest", "city"])
    zero(s, 0)
    s = play(s, "place black territory 1")
    assert s.p(0).res["wood"] == 1


@pytest.mark.teaches("lorenzo", "Their Harvest effect works whenever you harvest with enough "
                     "value.", "Their Production effect works whenever you produce with enough "
                     "value.", "Their permanent effects work in a Harvest.",
                     "Their permanent effects work in a Production.")
def test_territories_work_in_a_harvest_and_buildings_in_a_production():
    """Seed 001, "Territorios" / "Edificios": a territory's permanent effect comes with a
    Harvest, a building's with a Production, never the other way round."""
    s = new(4, dice=(6, 6, 6))
    zero(s, 0)
    s.p(0).cards.update(territory=["commercial_hub"], building=["bank"])   # 1 coin / 5 coins
    tile = data.BASIC_TILE
    h = play(s, "place black harvest 1")
    assert h.p(0).res["coins"] == dict(tile.harvest).get("coins", 0) + 1
    p = play(s, "place black production 1")
    assert p.p(0).res["coins"] == dict(tile.production)["coins"] + 5


@pytest.mark.teaches("lorenzo", "Immediate effect (⚡), when you take it: {effect}.")
def test_the_architects_free_action():
    """Data §1.3, the Architect: a free action of value 6 to take a Building card, 1 wood and 1
    stone less (review LZ-T4)."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, character=["architect", "farmer", "warlord", "preacher"],
            building=["chapel", "residence", "mint", "marketplace"])
    zero(s, 0)
    give(s, 0, coins=4, wood=1, servants=1)
    s = play(s, "place black character 1")
    assert legal(s) == ["take building 1", "take building 4 +1", "skip"]   # value 6 (+1: 7)
    s = play(s, "take building 4 +1")                     # Marketplace: 2 wood + 1 stone
    assert s.p(0).cards["building"] == ["marketplace"] and s.p(0).res["wood"] == 0
    text = G.explain("lorenzo:card:architect", lambda m: m)
    assert ("a free action of value 6 to take a Building card, paying 1 wood + 1 stone less"
            in text)


@pytest.mark.teaches("lorenzo", "Immediate effect (⚡), when you take it: {effect}.")
def test_the_abbess_free_action_takes_any_type():
    """Data §1.3, the Abbess: a free action of value 4 to take a card of any type."""
    s = new(4, dice=(6, 6, 6))
    _towers(s, character=["abbess", "farmer", "warlord", "preacher"],
            territory=["woods", "village", "forest", "city"],
            venture=["hiring_recruits", "building_the_walls", "military_campaign",
                     "hosting_panhandlers"])
    zero(s, 0)
    give(s, 0, coins=3, stone=3)
    s = play(s, "place black character 1")
    towers = {m.split()[1] for m in legal(s) if m.startswith("take")}
    assert {"territory", "venture"} <= towers
