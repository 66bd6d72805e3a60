"""Claim tests (issue 27) for Nippon's Export and Local Market (engine/nippon/howto.py "Export",
"Local Market"; explain.py's action, contract, influence and region popovers).  Seed 003,
"H. Exportación", "I. Mercado local", "Ciudades y demanda de bienes", "Espacio de influencia
disponible"; the 2–3-player city limit is R-EN's (nippon-data.md N9).
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import re

import pytest

from engine.i18n import format_number, translator
from engine.nippon import data
from engine.nippon.explain import explain
from tests.nippon.np_helpers import G, give_factory, legal, new, play, take

FACTORY_OF = {"silk": "sil-4", "paper": "pap-2", "bento": "ben-2", "lenses": "len-4"}



def fulfil(cid: str):
    """Seat 0 fulfils contract ``cid`` with exactly its goods; the states before and after."""
    c = data.CONTRACTS[cid]
    s = new(4)
    for good, n in zip(FACTORY_OF, c.cubes, strict=False):
        give_factory(s, 0, FACTORY_OF[good], goods=n)
    before = s.clone()
    s = take(s, "2 export")
    if G.decision(s).prompt == "pick_contract":
        s = play(s, f"contract {cid}")
    while G.decision(s).prompt == "pick_goods":
        s = play(s, legal(s)[0])
    return before, s


# -- H. Export ----------------------------------------------------------------------------------------
@pytest.mark.teaches("nippon", "Gain {gain} and move your money marker up {n} step.",
                     "Gain {gain}; your money marker does not move.",
                     "Export: give {need}, all at once.",
                     "Fulfil 1 to {most} of your contracts",
                     "You gain the contract's Yen or VP, move your money marker up as printed",
                     "Fulfil 1 to {most} contracts: give the goods a contract shows",
                     "You gain its Yen or VP and move your money marker up as printed")
@pytest.mark.parametrize("cid", sorted(data.CONTRACTS))
def test_each_contract_takes_its_goods_gives_its_bonus_and_money_steps(cid):
    """Review 2026-11-28 TN2: the popovers said "2 goods of 1 different kinds", "up 1 steps"
    and, for C8, "up 0 steps".  Seed 003, "H. Exportación": the goods of the contract, all at
    once; its Yen or VP; the money steps printed (contracts assumed, P13); face down after."""
    c = data.CONTRACTS[cid]
    before, after = fulfil(cid)
    p0, p1 = before.p(0), after.p(0)
    assert sum(f["goods"] for f in p1.factories.values()) == 0            # every cube given
    kind, amount = c.bonus
    if kind == "yen":
        assert p1.yen - p0.yen == amount
    else:
        assert p1.vp - p0.vp == amount
    assert p1.money - p0.money == c.money
    assert cid not in p1.contracts
    for lang, bad in (("en", (r"\b1 different kinds", r"\b1 steps", r"\b0 steps?\b")),
                      ("es", (r"\b1 tipos", r"\b1 pasos", r"\b0 pasos?\b"))):
        text = explain(f"nippon:contract:{cid}", translator(lang, "nippon"))
        assert not any(re.search(b, text) for b in bad), text
        gain = format_number(amount, translator(lang, "nippon"))
        assert gain in text and " + ".join(map(str, c.cubes)) in text
    en = explain(f"nippon:contract:{cid}", translator("en", "nippon"))
    if c.money == 0:
        assert "does not move" in en
    else:
        assert f"up {c.money} step" in en


def test_export_needs_goods_of_different_kinds_per_group():
    """Seed 003, "H. Exportación": each cube of the contract is one good, its number how many of
    that good (C2 = 1 + 1 needs two different goods)."""
    s = new(4)
    give_factory(s, 0, "sil-2", goods=2)
    s = take(s, "2 export")
    assert s.p(0).contracts.count("c2") == 1 and "c1" not in s.p(0).contracts   # C1 taken


# -- I. Local market ----------------------------------------------------------------------------------
def _market_state():
    s = new(4)
    s.cities[0] = ("t4", 0)                  # cs1: silk N, clocks E, lenses S, bulbs W
    s.cities[1] = ("t8", 0)                  # cs2: lenses N, silk E, clocks S, paper W
    give_factory(s, 0, "sil-1", goods=4)
    return s


@pytest.mark.teaches("nippon", "Each region has 2 cities; each city asks for the four goods",
                     "Beside each side of a city: a tile placed here supplies that good")
def test_each_city_asks_for_its_tiles_four_goods_one_per_side():
    """Seed 003, "Ciudades y demanda de bienes"."""
    s = new(4)
    for r in data.REGIONS:
        assert len(r.cities) == 2
    s.cities[0] = ("t4", 1)
    assert sorted(s.city_goods(0)) == sorted(data.CITY_TILES["t4"])
    assert s.city_goods(0)[1] == data.CITY_TILES["t4"][0]      # turned once: side N on E


@pytest.mark.teaches("nippon", "Place 1 to {most} influence tiles in one region",
                     "Place 1 to {most} influence tiles in one region: for each, give 1 to "
                     "{goods_per_tile} goods",
                     "More goods and a higher good level allow a higher tile")
def test_more_goods_allow_a_higher_tile_in_one_region():
    """Seed 003, "I. Mercado local": "Descartar 1, 2 o 3 cubos del bien" per tile (the table
    of tile values: assumed INF, P7; Clocks sourced, N3).  The texts' {goods_per_tile} is the
    influence table's width, the most cubes the engine offers for one tile."""
    s = _market_state()
    s = take(s, "5 market")
    s = play(s, "region r1")
    most = len(data.INFLUENCE_VALUE[1])
    assert legal(s) == [f"cubes {n}" for n in range(1, most + 1)] and most == 3
    en = translator("en", "nippon")
    assert f"give 1 to {most} goods" in explain("nippon:action:market", en)
    s = play(s, "cubes 2")
    top = data.INFLUENCE_VALUE[data.GOOD_LEVEL["silk"]][1]
    assert max(int(o.split()[1]) for o in legal(s)) == top
    assert data.INFLUENCE_VALUE[1][0] == min(data.INFLUENCE_TILES)
    assert data.INFLUENCE_VALUE[3][2] == max(data.INFLUENCE_TILES)


@pytest.mark.teaches("nippon", "A space is free if it is empty or holds a lower tile",
                     "it may replace a lower tile (which goes back)")
def test_a_lower_tile_goes_back_and_each_tile_gives_the_regions_bonus():
    """Seed 003, "Espacio de influencia disponible" and the region bonuses (mapping assumed,
    P4)."""
    s = _market_state()
    s.influence["cs1-n"] = (2, 2)
    s.p(2).influence.remove(2)
    s.influence["cs2-e"] = (1, 3)
    s.p(1).influence.remove(3)
    coal = s.p(0).coal
    s = take(s, "5 market")
    s = play(s, "region r1")
    assert s.influence["cs1-n"] == (0, 3) and s.p(2).influence.count(2) == 2
    kind, amount = data.REGIONS[0].bonus
    assert kind == "coal" and s.p(0).coal == coal + amount


@pytest.mark.teaches("nippon", "With 2 or 3 players a city is full once it holds")
@pytest.mark.parametrize("players", [2, 3])
def test_a_full_city_takes_only_a_tile_higher_than_one_placed(players):
    """Review 2026-11-28 TN4: the summary did not say it.  R-EN (nippon-data.md N9): "no more
    than 2 / 3 Influence tiles … can place his Influence tile in an empty Influence slot if it
    has a higher value than at least one of the existing Influence tiles … the lowest-valued
    Influence tile is removed and returned to its owner"."""
    s = new(players)
    s.cities[0] = ("t4", 0)                  # silk on N only
    for city in range(1, 8):
        s.cities[city] = ("t1", 0)           # no silk elsewhere
    give_factory(s, 0, "sil-2", goods=4)
    placed = [("cs1-e", 3), ("cs1-s", 2), ("cs1-w", 3)][:data.CITY_TILE_LIMIT[players]]
    for key, value in placed:
        s.influence[key] = (1, value)
        s.p(1).influence.remove(value)
    lowest = min(v for _k, v in placed)
    s.p(0).factories["silk"]["goods"] = 2    # tiles up to 2: none higher than the lowest
    assert "take 5 market" not in legal(s)
    s.p(0).factories["silk"]["goods"] = 3
    s = take(s, "5 market")
    assert s.influence["cs1-n"] == (0, 3)
    assert len([k for k in s.influence if k.startswith("cs1")]) == data.CITY_TILE_LIMIT[players]
    assert s.p(1).influence.count(lowest) == data.INFLUENCE_TILES.count(lowest)   # returned


@pytest.mark.teaches("nippon", "Foreign companies count as a player with the numbers",
                     "The foreign companies count as one more competitor",
                     "An empty space counts its number for the foreign companies")
def test_the_foreign_companies_count_the_numbers_of_the_empty_spaces():
    """Seed 003, "Fin del juego": the foreign companies' influence is the sum of the printed
    numbers on the region's empty spaces (their order assumed, P4)."""
    s = new(4)
    region = data.REGIONS[0]
    full = sum(sum(data.FOREIGN[c]) for c in region.cities)
    assert s.foreign(0) == full
    s.influence["cs1-w"] = (0, 1)
    assert s.foreign(0) == full - data.FOREIGN["cs1"][data.SIDES.index("w")]
    v = G.view(s)
    assert f"{v['foreign'][0]} now" in explain("nippon:region:r1", translator("en", "nippon"), v)


@pytest.mark.teaches("nippon", "Your tiles still in hand ({tile_low} to {tile_high})")
def test_the_tiles_in_hand_run_from_1_to_7_and_leave_the_hand_when_placed():
    """Seed 003, "Suministro del jugador": influence tiles valued 1 to 7 (the ten values
    assumed, P8), placed with the Local Market."""
    s = _market_state()
    assert (min(s.p(0).influence), max(s.p(0).influence)) == (1, 7)
    s = take(s, "5 market")
    s = play(s, "region r1", "cubes 1", "space cs1 n")
    assert s.p(0).influence.count(1) == data.INFLUENCE_TILES.count(1) - 1
