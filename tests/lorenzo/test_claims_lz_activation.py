"""Claim tests (issue 27) of what the app teaches about Harvest and Production: seed
001_edd640461a1660f5.txt, "Área de cosecha y producción" and "Activando efectos permanentes"
(the personal bonus tile, the large spaces, activation values, exchanges)."""
from __future__ import annotations

import pytest
from tests.lorenzo.lz_helpers import G, give, legal, new, play, zero

from engine.lorenzo import data

TILE = data.BASIC_TILE


def _producer(coins: int, buildings: list[str], dice=(6, 1, 1), players: int = 4):
    s = new(players, dice=dice)
    zero(s, 0)
    give(s, 0, coins=coins)
    s.p(0).cards["building"] = buildings
    return s


@pytest.mark.teaches("lorenzo", "so they cannot pay a building's exchange",
                     "Resources you exchange in a Production must already be in your supply")
def test_the_bonus_tile_gains_come_after_the_exchanges_of_a_production():
    """Seed 001, "Activando efectos permanentes": the coins of the personal bonus tile cannot
    activate the Treasury; they must be held before the activation (review LZ-T1)."""
    s = play(_producer(0, ["treasury"]), "place black production 1")
    res = s.p(0).res
    assert G.decision(s).seat == 1                         # no exchange was offered
    assert res["vp"] == 0
    assert res["coins"] == dict(TILE.production)["coins"]   # the tile's coins came, at the end
    with_coins = play(_producer(1, ["treasury"]), "place black production 1")
    assert G.decision(with_coins).prompt == "exchange"      # held before: the exchange is offered


@pytest.mark.teaches("lorenzo", "A personal bonus tile: a Harvest of value {n} or more gives",
                     "Activates your personal bonus tile and the Harvest effect of each "
                     "territory")
def test_the_bonus_tile_and_territories_up_to_the_value_work_in_a_harvest():
    """Seed 001, "Activando efectos permanentes": a Harvest activates the personal bonus tile
    and every territory of activation value at most the action's value."""
    s = new(4, dice=(2, 1, 1))
    zero(s, 0)
    s.p(0).cards["territory"] = ["woods", "village"]      # values 2 and 3
    s = play(s, "place black harvest 1")
    res = s.p(0).res
    tile = dict(TILE.harvest)
    assert res["wood"] == tile["wood"] + 1                # Woods (2) worked
    assert res["coins"] == 0                              # Village (3) did not
    assert res["stone"] == tile["stone"] and res["servants"] == tile["servants"]


@pytest.mark.teaches("lorenzo", "Activates your personal bonus tile and the Production effect",
                     "Production does the same with your buildings")
def test_production_activates_the_tile_and_buildings_up_to_the_value():
    """Seed 001, "Activando efectos permanentes": Production activates the tile and every
    building of value at most the action's value."""
    s = _producer(1, ["residence", "stronghold"], dice=(1, 1, 1))   # values 1 and 6
    s = play(s, "place black production 1")
    assert G.decision(s).prompt == "exchange"             # the Residence (1) works
    s = play(s, "skip")
    res = s.p(0).res
    assert res["coins"] == 1 + dict(TILE.production)["coins"]
    assert res["mp"] == dict(TILE.production)["mp"]        # not the Stronghold's 2 MP (value 6)


@pytest.mark.teaches("lorenzo", "a large space for any number, where the action is worth {large}",
                     "Any number of family members, each action at value −",
                     "a large space for any number, where the action counts {large} less")
def test_the_large_space_takes_any_number_at_value_minus_3():
    """Seed 001, "Área de cosecha y producción": the second space takes any number of family
    members and the action there is worth 3 less."""
    s = new(4, dice=(6, 6, 6))
    s = play(s, "place black production 2")
    assert s.pending[0]["base"] == 6 - data.LARGE_SPACE_PENALTY
    s = play(s, "servants 0")
    assert "place black production 2" in legal(s)           # seat 1 may join the large space
    s = play(s, "place black production 2")
    assert s.pending[0]["base"] == 6 - data.LARGE_SPACE_PENALTY


@pytest.mark.teaches("lorenzo", "covered in 2-player games",
                     "cover tiles close the two last Market spaces and the large Harvest")
def test_covers_with_2_and_3_players():
    """Seed 001, "Preparar": with 2 players the two last Market spaces and the large Harvest and
    Production spaces are covered; with 3 players only the two Market spaces."""
    two, three = legal(new(2, dice=(6, 6, 6))), legal(new(3, dice=(6, 6, 6)))
    for space in ("harvest 2", "production 2", "market 3", "market 4"):
        assert f"place black {space}" not in two
    assert "place black harvest 2" in three and "place black production 2" in three
    assert "place black market 3" not in three and "place black market 4" not in three
    assert "place black market 4" in legal(new(4, dice=(6, 6, 6)))


@pytest.mark.teaches("lorenzo", "Value {value} or more; one family member only; the action's "
                     "value is the member's", "Each area has a small space for a single family member")
def test_the_small_space_holds_one_member_of_value_1():
    """Seed 001, "Área de cosecha y producción": the first space takes one family member and
    needs value 1; servants add 1 each."""
    s = new(4, dice=(6, 6, 6))
    zero(s, 0)
    assert "place neutral harvest 1" not in legal(s)      # value 0, no servants
    give(s, 0, servants=1)
    assert "place neutral harvest 1" in legal(s)            # 1 servant makes it 1
    s = play(s, "place black harvest 1")
    assert not any(m.startswith("place") and m.split()[2:4] == ["harvest", "1"] for m in legal(s))


@pytest.mark.teaches("lorenzo", "You cannot put two of your coloured family members in the "
                     "same area")
def test_no_two_coloured_members_in_one_area():
    """Seed 001, "Área de cosecha y producción": a player's two coloured members never share an
    area; the neutral one may join."""
    s = play(new(4, dice=(6, 6, 6)), "place black harvest 2", "servants 0")
    s.turn, s.sweep = 0, 1
    moves = legal(s)
    assert "place white harvest 1" not in moves and "place white harvest 2" not in moves
    assert "place neutral harvest 2" in moves or "place neutral harvest 1" in moves


@pytest.mark.teaches("lorenzo", "Harvest effect (⚄{n}): each Harvest of value {n} or more",
                     "Production effect (⚄{n}): each Production of value {n} or more")
def test_card_activation_values():
    """Seed 001, "Activando efectos permanentes": a territory or building works when the action
    value is at least its activation value (the Monastery, 6, stays idle at 5)."""
    s = new(4, dice=(5, 1, 1))
    zero(s, 0)
    s.p(0).cards["territory"] = ["forest", "monastery"]
    s = play(s, "place black harvest 1")
    assert s.p(0).res["wood"] == dict(TILE.harvest)["wood"] + 3 and s.p(0).res["fp"] == 0
    s = new(4, dice=(5, 1, 1))
    zero(s, 0)
    give(s, 0, servants=1)
    s.p(0).cards["building"] = ["stronghold"]
    s = play(s, "place black production 1", "servants 1")
    assert s.p(0).res["vp"] == 2 and s.p(0).res["mp"] == dict(TILE.production)["mp"] + 2


@pytest.mark.teaches("lorenzo", "a Production of value {n} or more gives {production}")
def test_the_bonus_tile_needs_value_1_in_a_production_too():
    """Seed 001, "Área de cosecha y producción": the personal bonus "se activa con una acción de
    valor 1", in a Production as in a Harvest: Leonardo's Production of value 0 (data §2) gets
    nothing from it, one servant more and it gives its goods.  The tile's explanation gave the
    value for the Harvest only ("a Production gives ...")."""
    from tests.lorenzo.test_lorenzo_leaders import advanced

    s = advanced()
    s.p(0).played = ["leonardo_da_vinci"]
    zero(s, 0)
    give(s, 0, servants=1)
    s = play(s, "leader use leonardo_da_vinci")
    assert s.pending[0]["base"] < data.BONUS_TILE_VALUE
    tile = data.BONUS_TILES[s.p(0).tile]
    gains = dict(tile.production)
    idle = play(s, "servants 0").p(0).res
    assert {k: idle[k] for k in data.KINDS if idle[k]} == {"servants": 1}      # nothing came
    worked = play(s, "servants 1").p(0).res
    assert gains and {k: worked[k] for k in data.KINDS if worked[k]} == gains
    text = G.explain(f"lorenzo:tile:{tile.key}", lambda m: m).split("\n")[1]
    n = data.BONUS_TILE_VALUE
    assert f"a Harvest of value {n} or more gives" in text
    assert f"a Production of value {n} or more gives" in text
