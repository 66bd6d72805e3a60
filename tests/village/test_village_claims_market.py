"""Claim tests: the market day (seed 004_097ee86c06bfb6e7.txt, "Mercado"; the market-day
exception of "Fallece un familiar"; review TV2 and TV3 (a))."""
from __future__ import annotations

import pytest

from engine.i18n import translator
from tests.village.vg_helpers import G, data, decision, legal, play, turn


def _market(players=2):
    """Seat 0 to take the market's pink cube; stalls: wagon / scroll / 2 grain customers."""
    s = turn(players, market=["pink"], harvest=["pink"])
    s.stalls = ["k02", "k03", "k01", None, None]
    s.waiting = ["k04", "k05", "k06", "k07", "k08"]
    for p in s.areas:
        p.coins = 0
    return s


@pytest.mark.teaches("village", "on each of their turns every player, you included, may serve",
                     "the day goes round the table: on each turn of it every player",
                     "Then the day goes round the table, turn after turn")
def test_a_player_who_did_not_call_the_market_day_serves_twice_in_it():
    """Seed 004, "Mercado": "Cuando sea su turno nuevamente, puede atender a otro de los
    clientes restantes … El día de mercado continúa en el sentido de las agujas del reloj hasta
    que todos los clientes hayan sido atendidos o todos los jugadores hayan pasado" (review
    TV2): seat 1, who did not call the day, serves on two of its turns, paying 1 green cube and
    1 time each time."""
    s = _market()
    s.p(0).goods["wagon"], s.p(0).grain, s.p(0).cubes["green"] = 1, 2, 1
    s.p(1).goods["scroll"], s.p(1).grain = 1, 2
    s.p(1).cubes["green"] = 2
    s = play(s, "take market pink", "serve 1", "serve 2")
    assert decision(s).seat == 0 and legal(s) == ["serve 3", "pass"]
    s = play(s, "pass")
    assert (decision(s).seat, decision(s).prompt) == (1, "market")
    s = play(s, "serve 3")
    p = s.p(1)
    assert p.customers == ["k03", "k01"]
    assert (p.cubes["green"], p.time) == (2 - 2 * data.MARKET_EXTRA["green"],
                                          2 * data.MARKET_EXTRA["time"])
    assert s.phase == "turn"                                        # no customer left


@pytest.mark.teaches("village", "You serve first, for free: hand in the goods and grain",
                     "Only your first sale is free.",
                     "Starts a market day: you serve a customer at a stall first, free.",
                     "Only the caller's first sale is free: {player} pays the customer's goods plus",
                     "{player} paid {market_green} green cube ({green_before} → {green_after}) and",
                     "{player} keeps the customer face down: {prestige} prestige at the end")
def test_the_caller_serves_first_for_free_and_pays_for_a_second_sale():
    """Seed 004, "Mercado": the caller serves first, handing in only the customer's goods;
    "(Solo tu primera venta es gratis)": its next sale costs 1 green cube and 1 time more."""
    s = _market()
    s.p(0).goods.update(wagon=1, scroll=1)
    s.p(0).cubes["green"] = 1
    s = play(s, "take market pink")
    assert decision(s).seat == 0
    s = play(s, "serve 1")
    p = s.p(0)
    assert (p.goods["wagon"], p.cubes["green"], p.time, p.customers) == (0, 1, 0, ["k02"])
    assert data.CUSTOMERS["k02"].demand == {"wagon": 1}
    s = play(s, "serve 2")                 # seat 1 could not serve: back to seat 0
    p = s.p(0)                             # the state after the paid sale, not the one before
    assert data.CUSTOMERS["k03"].demand == {"scroll": 1}
    assert (p.goods["scroll"], p.cubes["green"], p.time) == (
        0, 1 - data.MARKET_EXTRA["green"], data.MARKET_EXTRA["time"])
    assert p.customers == ["k02", "k03"]


@pytest.mark.teaches("village", "Who cannot or will not serve passes for the rest of the day.",
                     "until all have passed or no customer is left; then the stalls are",
                     "whoever passes is out until the next market day")
def test_passing_is_for_the_rest_of_the_day_and_the_stalls_are_refilled_after():
    """Seed 004, "Mercado": who passes "no podrán volver a entrar en el día de mercado actual";
    then the served stalls take the waiting customers in order and the line is refilled from
    the pile."""
    s = _market()
    s.p(0).goods.update(wagon=1, scroll=1)
    s.p(0).cubes["green"] = 1
    s.p(1).grain, s.p(1).cubes["green"] = 2, 2
    top = s.pile[-1]
    s = play(s, "take market pink", "serve 1", "pass")
    assert decision(s).seat == 0
    s = play(s, "serve 2")
    assert s.phase == "turn" and s.p(1).customers == [] and s.stalls[2] == "k01"
    assert s.stalls[:3] == ["k04", "k05", "k01"]
    assert s.waiting == ["k06", "k07", "k08", top, s.waiting[4]]


@pytest.mark.teaches("village", "Only the customers at the stalls can be served, not those in")
def test_customers_in_the_waiting_line_cannot_be_served():
    """Seed 004, "Mercado": "Los clientes de los 5 espacios restantes están en la línea de
    espera y no pueden ser atendidos"."""
    s = _market()
    s.p(0).goods["horse"] = 1                          # k04 (a horse) waits in the line
    s = play(s, "take market pink")
    assert s.phase == "turn" and s.p(0).customers == [] and s.waiting[0] == "k04"
    assert s.p(0).goods["horse"] == 1


@pytest.mark.teaches("village", "Except on a market day: whoever passes the bridge while",
                     "Time paid for actions moves your marker; each time it passes the bridge")
def test_a_player_passing_the_bridge_during_a_market_day_dies_at_once():
    """Seed 004, "Fallece un familiar": "Excepción: Cualquiera que mueva su marcador más allá
    del puente durante un día de mercado debe elegir inmediatamente…" (review TV3 a): seat 1's
    paid sale takes it past the bridge; it chooses the dying member before the day goes on.
    The life-track popover, which says a death comes at the end of the turn, names this
    exception too (in both languages)."""
    for lang, words in (("en", "market day"), ("es", "día de mercado")):
        life = G.explain("village:farm:life", translator(lang, "village"))
        assert words in life, life
    s = _market(3)
    s.p(0).goods["wagon"] = 1
    s.p(1).goods["scroll"], s.p(1).cubes["green"], s.p(1).time = 1, 1, data.LIFE_TRACK - 1
    s.p(1).members[:2] = ["council:1", "council:2"]
    s.p(2).grain, s.p(2).cubes["green"] = 2, 1
    s = play(s, "take market pink", "serve 1", "serve 2")
    assert (decision(s).seat, decision(s).prompt, s.phase) == (1, "die", "market")
    s = play(s, "die 1 council:1")
    assert s.p(1).at("chronicle:council") == [1]
    assert (s.phase, decision(s).seat) == ("market", 2)


@pytest.mark.teaches("village", "Wants {goods}. Served on a market day from a stall with a blue")
def test_a_served_customer_takes_its_demand_and_scores_its_prestige_at_the_end():
    """Seed 004, "Mercado": hand in the goods and grain the customer wants, keep the tile face
    down; "Puntuación final": it scores its printed prestige (assumed P8 for the tiles)."""
    from engine.village import scoring
    s = _market()
    s.stalls = ["k08", None, None, None, None]          # a scroll and 2 grain, 4 prestige
    s.p(0).goods["scroll"], s.p(0).grain = 1, 2
    s = play(s, "take market pink", "serve 1")
    p = s.p(0)
    assert (p.goods["scroll"], p.grain, p.customers) == (0, 0, ["k08"])
    assert scoring.breakdown(s, 0)["customers"] == data.CUSTOMERS["k08"].prestige


@pytest.mark.teaches("village", "From harvests; pays the Stables, the Mill, church windows and",
                     "Grain pays customers, the Stables, the Mill and the climb between")
def test_grain_pays_the_stables_the_mill_the_windows_and_customers():
    """Seed 004, "Artesanía" (the stables take grain, the mill 2 grain), "Fin de una ronda" 2
    (grain up the windows), "Mercado" (customers want grain)."""
    s = turn(2, crafts=["orange", "pink"])
    s.p(0).grain, s.p(0).coins = data.GRAIN_CAP, 0
    s = play(s, "take crafts orange", "buy horse")
    assert s.p(0).grain == data.GRAIN_CAP - data.CRAFTS["stables"].price["grain"]
    s.actor = 0
    s = play(s, "take crafts pink", "mill")
    assert s.p(0).grain == 0 and s.p(0).coins == data.MILL_COINS
    s = _market()
    s.p(0).grain = 2
    s = play(s, "take market pink", "serve 3")             # k01 wants 2 grain
    assert s.p(0).grain == 0 and s.p(0).customers == ["k01"]
    s = turn(2)
    s.p(0).members[0], s.p(0).grain = "church:1", 1
    s = play(s, "take church orange", "pass", "promote 1 1")
    assert s.p(0).grain == 0 and s.p(0).at("church:2") == [1]
