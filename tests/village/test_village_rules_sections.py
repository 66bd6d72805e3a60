"""Rulebook sections the rules review (2026-11-24, §4) found without a test: the council's
stage-3 privilege, coins as jokers in ordinary costs, a city's coin reward, an exhausted
customer pile and the final mass's church majority (seed 004_097ee86c06bfb6e7.txt)."""
from __future__ import annotations

from tests.village.vg_helpers import G, decision, legal, play, turn


def test_council_stage_3_privilege_takes_one_good_of_choice():
    """Seed 004, "cámara del Consejo", privileges: "3ª etapa: toma 1 mercancía" of the player's
    choice from the supply; a good whose tiles are all taken is not offered."""
    s = turn(council=["pink"])
    s.p(0).members[0] = "council:3"
    s.p(1).goods["ox"] = 8                                  # every ox tile is taken
    s = play(s, "take council pink", "privilege 3")
    assert decision(s).prompt == "good"
    assert legal(s) == ["good wagon", "good horse", "good plow", "good scroll"]
    s = play(s, "good plow")
    assert s.p(0).goods["plow"] == 1 and decision(s).seat == 1


def test_coins_stand_in_for_missing_cubes_in_the_council_and_at_the_market():
    """Seed 004, "Las monedas": "una moneda puede usarse como comodín para cualquier cubo de
    influencia": the council's 2 green cubes with 1 green and 1 coin; the market's extra green
    cube (second sale) with a coin."""
    s = turn(council=["pink"])
    s.p(0).cubes["green"], s.p(0).coins = 1, 1
    s = play(s, "take council pink", "enter 1")
    assert decision(s).prompt == "privilege"               # the one payment: "pay green 1"
    p = s.p(0)
    assert (p.cubes["green"], p.coins, p.at("council:1")) == (0, 0, [1])
    s = turn(market=["pink"])
    s.stalls = ["k02", "k03", "k01", None, None]            # wagon / scroll / 2 grain
    s.p(0).goods.update(wagon=1, scroll=1)
    s.p(0).cubes["green"], s.p(0).coins = 0, 1
    s.p(1).coins = 0
    s = play(s, "take market pink", "serve 1")
    assert legal(s) == ["serve 2", "pass"]                  # seat 1 could not pay: passed
    s = play(s, "serve 2")
    assert (s.p(0).coins, s.p(0).time, s.p(0).customers) == (0, 1, ["k02", "k03"])


def test_a_coin_city_gives_1_coin():
    """Seed 004, "Viajar": a city's reward may be "1 moneda" (which city: assumed P3, c4)."""
    s = turn(travel=["pink"])
    p = s.p(0)
    p.members[0], p.visited = "city:c1", ["c1"]
    p.cubes["pink"], p.coins = 0, 1
    s = play(s, "take travel pink", "travel 1 c1 c4")      # 2 pink: the cube taken + 1 coin
    p = s.p(0)
    assert p.at("city:c4") == [1] and p.visited == ["c1", "c4"]
    assert (p.cubes["pink"], p.coins, p.time) == (0, 1, 2)  # 1 pink + 1 coin paid, 1 coin won


def test_customers_run_out_and_stalls_stay_empty():
    """Seed 004, "Mercado", "Nota: si se atiende a todos los clientes en algún momento, los
    puestos del mercado permanecerán vacíos durante el resto del juego": with the pile and the
    waiting line empty, a served stall is not refilled."""
    s = turn(market=["pink"])
    s.stalls = ["k02", None, None, None, None]
    s.waiting = [None] * 5
    s.pile = []
    s.p(0).goods["wagon"] = 1
    s = play(s, "take market pink", "serve 1")
    assert s.stalls == [None] * 5 and s.waiting == [None] * 5
    assert s.phase == "turn"
    s.actor, s.step = 0, "start"
    s.spaces["market"]["pink"] = 1
    s = play(s, "take market pink")                        # a market day with nobody to serve
    assert s.phase == "turn" and decision(s).seat == 1


def test_the_final_mass_awards_the_church_majority():
    """Seed 004, "Fin del juego": "se dice la última misa" with its three phases; phase 3 gives
    the church majority 2 prestige ("Fin de una ronda", misa 3)."""
    s = turn(3, harvest=["black", "pink", "pink"])
    for p in s.areas:
        p.coins = 0
    for cat in s.chronicle:
        s.chronicle[cat] = [9 if x is None else x for x in s.chronicle[cat]]
    s.chronicle["farm"][1] = None                           # one chronicle space left
    s.p(0).time = 9
    s.p(2).members[4] = "church:1"                          # the only member in the church
    prestige = [p.prestige for p in s.areas]
    s = play(s, "take harvest black", "pass", "take harvest pink", "pass",
             "take harvest pink", "pass")
    assert G.is_over(s) and s.final_mass
    assert [p.prestige - before for p, before in zip(s.areas, prestige, strict=True)] == [0, 0, 2]
    assert any(key == "{player} has the church majority: {n} prestige" and params["player"] == 2
               for key, params in s.log)
