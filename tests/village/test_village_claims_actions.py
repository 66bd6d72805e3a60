"""Claim tests: the grain harvest, family and crafts actions (seed 004_097ee86c06bfb6e7.txt,
"Las acciones": "Cosecha de granos", "Familia", "Artesanía")."""
from __future__ import annotations

import pytest

from tests.village.vg_helpers import data, decision, legal, play, turn


@pytest.mark.teaches("village", "Grain harvest: with a family member in your farmyard, take",
                     "With a family member in your farmyard, take {harvest} grain; with a plow and",
                     "the harvest brings {harvest} sacks of grain: {harvest_horse} with a horse and a",
                     "With a plow, a harvest gives {harvest_horse} grain",
                     "With a plow, a harvest gives {harvest_ox} grain",
                     "With a horse or an ox, a harvest gives more grain",
                     "{player} took {gain} grain ({before} → {after} sacks).")
@pytest.mark.parametrize("goods,gain", [({}, data.HARVEST_BASE),
                                        ({"horse": 1}, data.HARVEST_BASE),
                                        ({"ox": 1, "horse": 1}, data.HARVEST_BASE),
                                        ({"horse": 1, "plow": 1}, dict(data.HARVEST)["horse"]),
                                        ({"ox": 1, "plow": 1}, dict(data.HARVEST)["ox"]),
                                        ({"ox": 1, "horse": 1, "plow": 2},
                                         dict(data.HARVEST)["ox"])])
def test_the_harvest_gives_2_grain_3_with_horse_and_plow_4_with_ox_and_plow(goods, gain):
    """Seed 004, "Cosecha de granos": 2 sacks; 3 with a horse and a plow, 4 with an ox and a
    plow; one combination only (never more than the best one); the goods are kept.  The gains
    are data.py's (HARVEST_BASE, HARVEST), which the texts quote."""
    s = turn(2, harvest=["pink"])
    s.p(0).goods.update(goods)
    s = play(s, "take harvest pink", "harvest")
    assert s.p(0).grain == gain
    assert all(s.p(0).goods[g] == n for g, n in goods.items())


@pytest.mark.teaches("village", "Your farmyard holds at most {grain_cap} grain.",
                     "but at most {grain_cap} grain",
                     "a farmyard holds at most {grain_cap} sacks")
def test_a_farmyard_never_holds_more_than_5_grain():
    """Seed 004, "Cosecha de granos": "Nunca puedes tener más de 5 sacos de grano"."""
    s = turn(2, harvest=["pink"])
    s.p(0).grain = data.GRAIN_CAP - 1
    s.p(0).goods.update(ox=1, plow=1)
    s = play(s, "take harvest pink", "harvest")
    assert s.p(0).grain == data.GRAIN_CAP


@pytest.mark.teaches("village", "harvests need one here.",
                     "With at least one family member at home, the harvest")
def test_no_member_at_home_no_harvest():
    """Seed 004, "Cosecha de granos": "Si no tiene ningún familiar en su corral, entonces no
    puede realizar esta acción"."""
    s = turn(2, harvest=["pink"])
    s.p(0).members[:4] = ["bag"] * 4
    assert "take harvest pink only" in legal(s) and "take harvest pink" not in legal(s)


@pytest.mark.teaches("village", "Family: a new member is born, the lowest number left of your",
                     "A birth: take your family member with the lowest number from the")
def test_a_birth_brings_the_lowest_number_left_into_the_farmyard():
    """Seed 004, "Familia", Peter's example: with a "2", two "3" and two "4" left, the "2"."""
    s = turn(2, family=["green"])
    s.p(0).members[4:6] = ["farm", "farm"]
    s = play(s, "take family green", "birth")
    assert s.p(0).at("unborn") == [3, 3, 4, 4] and s.p(0).at("farm").count(2) == 3


@pytest.mark.teaches("village", "Or bring one of your living members on the board back")
def test_family_brings_a_member_home_from_the_board():
    """Seed 004, "Familia", "Importante": a member on the board comes home instead."""
    s = turn(2, family=["green"])
    s.p(0).members[:2] = ["craft:smithy", "council:2"]
    s = play(s, "take family green", "recall 1 council:2")
    assert s.p(0).at("council:2") == [] and s.p(0).at("farm") == [1, 1, 1]


@pytest.mark.teaches("village", "Crafts: get one good from a craft building.",
                     "Make a good in a craft building: train a member there (its training",
                     "Makes: {goods}. Training a member here costs {t} time",
                     "Made at the {building}: train {t} time, make {p} time",
                     "A trained member stays (until death or the Family action)")
@pytest.mark.parametrize("building", sorted(data.CRAFTS))
def test_crafts_training_then_production_time_and_later_only_production(building):
    """Seed 004, "Artesanía" a): a member trained in the building (its training time) then
    produces (its production time); a trained member stays and later pays production only."""
    craft = data.CRAFTS[building]
    good = craft.goods[0]
    s = turn(2, crafts=["orange", "pink"])
    s = play(s, "take crafts orange", f"train {building} 1", f"produce {good}")
    p = s.p(0)
    assert (p.time, p.goods[good], p.at(f"craft:{building}")) == (
        craft.training + craft.production, 1, [1])
    s.actor = 0
    s = play(s, "take crafts pink", f"produce {good}")
    assert s.p(0).time == 2 * craft.production + craft.training
    assert s.p(0).goods[good] == 2


@pytest.mark.teaches("village", "Without a member here, buy the good for {price}.",
                     "or pay its price in cubes (the Stables: grain)")
@pytest.mark.parametrize("building", sorted(data.CRAFTS))
def test_crafts_buy_for_the_buildings_price_with_nobody_there(building):
    """Seed 004, "Artesanía" b): the price in influence cubes (the stables: grain), no member
    and no time."""
    craft = data.CRAFTS[building]
    good = craft.goods[0]
    s = turn(2, crafts=["black"])
    p = s.p(0)
    p.coins = 0
    for k, n in craft.price.items():
        if k == "grain":
            p.grain = n
        else:
            p.cubes[k] = n
    s = play(s, "take crafts black", f"buy {good}")
    p = s.p(0)
    assert p.goods[good] == 1 and p.grain == 0 and sum(p.cubes.values()) == 0
    assert p.time == data.PLAGUE_TIME and p.at("farm") == [1, 1, 1, 1]


@pytest.mark.teaches("village", "The Mill takes nobody: pay {mill_time} time",
                     "With the Crafts action: pay {t} time and {g} grain for {c} coins.",
                     "At the Mill: {mill_time} time and {mill_grain} grain give {mill_coins} coins.")
def test_the_mill_turns_time_and_grain_into_coins_and_takes_nobody():
    """Seed 004, "Artesanía": "En el molino, obtienes 2 monedas"; nobody on the mill."""
    s = turn(2, crafts=["orange"])
    s.p(0).grain, s.p(0).coins = data.MILL_GRAIN, 0
    s = play(s, "take crafts orange")
    assert not any(o.startswith("train mill") for o in legal(s))
    s = play(s, "mill")
    assert (s.p(0).grain, s.p(0).coins, s.p(0).time) == (0, data.MILL_COINS, data.MILL_TIME)
    assert s.p(0).members == turn(2).p(0).members                    # nobody went to the Mill


@pytest.mark.teaches("village", "Stands for {green} green cubes in the council chamber")
def test_a_scroll_stands_for_2_green_cubes_in_the_council():
    """Seed 004, "cámara del Consejo" a): "2 cubos de influencia verde O 1 tiempo y 1
    pergamino"."""
    s = turn(2, council=["pink"])
    s.p(0).goods["scroll"], s.p(0).coins = 1, 0
    s = play(s, "take council pink", "enter 1")            # the scroll is the only payment
    p = s.p(0)
    assert (p.goods["scroll"], p.cubes["green"], p.time) == (0, 0, data.COUNCIL_ENTER_TIME)
    assert p.at("council:1") == [1] and decision(s).prompt == "privilege"
