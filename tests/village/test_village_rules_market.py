"""The market day (seed 004, "Mercado"; village-data.md P9)."""
from __future__ import annotations

from tests.village.vg_helpers import decision, legal, play, turn


def _market(players=2):
    s = turn(players, market=["pink"], harvest=["pink"])
    s.stalls = ["k02", "k03", "k01", None, None]                # wagon / scroll / 2 grain
    s.waiting = ["k04", "k05", "k06", "k07", "k08"]
    for p in s.areas:
        p.coins = 0
    return s


def test_trigger_serves_first_for_free_others_pay_1_green_and_1_time():
    """Seed 004: the trigger serves first with no extra cost; then clockwise the others, who
    also pay 1 green cube and 1 time."""
    s = _market()
    s.p(0).goods["wagon"] = 1
    s.p(1).goods["scroll"], s.p(1).cubes["green"] = 1, 1
    s = play(s, "take market pink")
    assert (decision(s).seat, decision(s).prompt) == (0, "market")
    assert legal(s) == ["serve 1", "pass"]
    s = play(s, "serve 1")
    assert s.p(0).customers == ["k02"] and s.p(0).goods["wagon"] == 0 and s.p(0).time == 0
    assert decision(s).seat == 1 and legal(s) == ["serve 2", "pass"]
    s = play(s, "serve 2")
    p = s.p(1)
    assert (p.customers, p.goods["scroll"], p.cubes["green"], p.time) == (["k03"], 0, 0, 1)


def test_market_is_compulsory_and_the_well_may_call_it():
    """Seed 004: "Esta acción debe realizarse" (assumed E14: via the well too)."""
    s = _market()
    s = play(s, "take market pink")
    assert s.phase == "turn" and decision(s).seat == 1       # nobody could serve: over at once
    s = _market()
    s.p(0).cubes["brown"], s.p(0).goods["wagon"] = 3, 1
    s = play(s, "well brown", "market")
    assert legal(s) == ["serve 1", "pass"]


def test_triggers_second_sale_costs_green_and_time_and_passing_is_final():
    """Seed 004: only your first sale is free; players who pass cannot re-enter."""
    s = _market()
    s.p(0).goods.update(wagon=1, scroll=1)
    s.p(0).cubes["green"] = 1
    s.p(1).grain, s.p(1).cubes["green"] = 2, 2
    s = play(s, "take market pink", "serve 1")
    assert decision(s).seat == 1 and legal(s) == ["serve 3", "pass"]
    s = play(s, "pass")
    assert decision(s).seat == 0 and legal(s) == ["serve 2", "pass"]
    s = play(s, "serve 2")
    assert (s.p(0).cubes["green"], s.p(0).time) == (0, 1)
    assert s.phase == "turn" and s.stalls[2] == "k01" and s.p(1).grain == 2


def test_refill_moves_the_waiting_line_up_and_draws_from_the_pile():
    """Seed 004 / assumed P9: empty stalls take the waiting line's front in order; the line
    closes up and is refilled from the pile."""
    s = _market()
    s.p(0).goods["scroll"] = 1
    top = s.pile[-1]
    s = play(s, "take market pink", "serve 2")
    assert s.stalls[:3] == ["k02", "k04", "k01"]
    assert s.waiting == ["k05", "k06", "k07", "k08", top]
    assert s.undo_floor == len(s.history)              # the pile's tile is now known


def test_no_customer_served_nothing_moves():
    """Seed 004: "Si no se atendió a ningún cliente, todos los mosaicos ... permanecen"."""
    s = _market()
    pile = list(s.pile)
    s = play(s, "take market pink")
    assert s.stalls[:3] == ["k02", "k03", "k01"] and s.pile == pile


def test_death_during_a_market_day_is_chosen_at_once():
    """Seed 004, "Excepción": who passes the bridge during a market day chooses at once."""
    s = _market(3)
    s.p(0).goods["wagon"] = 1
    s.p(1).goods["scroll"], s.p(1).cubes["green"], s.p(1).time = 1, 1, 9
    s.p(1).members[:2] = ["council:1", "council:2"]
    s.p(2).grain, s.p(2).cubes["green"] = 2, 1
    s.stalls = ["k02", "k03", "k01", "k09", None]
    s = play(s, "take market pink", "serve 1", "serve 2")
    d = decision(s)
    assert (d.seat, d.prompt, s.phase) == (1, "die", "market")
    assert legal(s) == ["die 1 council:1", "die 1 council:2", "die 1 farm"]
    s = play(s, "die 1 council:1")
    assert s.p(1).at("chronicle:council") == [1]
    assert (s.phase, decision(s).seat, legal(s)) == ("market", 2, ["serve 3", "pass"])


def test_out_of_turn_decisions_hand_the_device_over():
    """Issue 6: market day and deaths needing a choice are decisions for the right seat, with
    a hand-off screen between seats (Decision.private makes the hotseat UI show it)."""
    s = _market()
    s.p(0).goods["wagon"] = 1
    s.p(1).goods["scroll"], s.p(1).cubes["green"] = 1, 1
    s = play(s, "take market pink")
    assert (decision(s).seat, decision(s).private) == (0, False)
    s = play(s, "serve 1")
    assert (decision(s).seat, decision(s).private) == (1, True)


def test_the_triggers_crossing_before_the_market_day_is_resolved_at_the_end_of_the_turn():
    """Seed 004_097ee86c06bfb6e7.txt, "Fallece un familiar": a death is chosen "al final de tu
    turno"; only a crossing made "durante un día de mercado" is chosen at once.  Seat 0 crosses
    the bridge by taking the market's plague cube (2 time), serves first; seat 1 crosses during
    the market by paying 1 time.  Seat 1's death comes first and takes the last chronicle space,
    so seat 1 triggered the end during the market: everyone gets one more action, the market
    player last ("Fin del juego", "Caso especial") (review D1)."""
    s = _market(3)
    s.spaces["market"]["black"] = 1
    s.p(0).goods["wagon"], s.p(0).time = 1, 9
    s.p(1).goods["scroll"], s.p(1).cubes["green"], s.p(1).time = 1, 1, 9
    for cat, slots in s.chronicle.items():
        s.chronicle[cat] = [2 if x is None else x for x in slots]
    s.chronicle["farm"][2] = None                      # the last free chronicle space
    s = play(s, "take market black")
    assert s.p(0).time == 11 and s.phase == "market"
    s = play(s, "serve 1")
    assert (decision(s).seat, decision(s).prompt) == (1, "market")     # seat 0 still alive
    assert s.p(0).at("chronicle:farm") == []
    s = play(s, "serve 2")
    assert s.p(1).at("chronicle:farm") == [1] and s.end_by == 1 and s.end_in_market
    assert s.p(0).at("grave") == [1]                   # at the end of seat 0's turn
    assert s.final == [2, 0] and decision(s).seat == 1


def test_served_customers_lie_face_down_for_the_other_players():
    """Seed 004_097ee86c06bfb6e7.txt, "Mercado": "tome la loseta del cliente y colóquela boca
    abajo junto a su corral"; "Azulejos de cliente" at the end: "revela sus fichas de cliente
    ocultas" (rules review D4).  Others see how many a player served, not which nor their
    prestige (view, board, live score line, log), until the game is over."""
    from tests.village.vg_helpers import G
    s = _market()
    s.p(0).goods["wagon"] = 1
    s = play(s, "take market pink", "serve 1")
    own, other = G.view(s, 0)["players"][0], G.view(s, 1)["players"][0]
    assert own["customers"] == ["k02"] and own["served"] == 1
    assert other["customers"] is None and other["served"] == 1
    assert G.view(s, None)["players"][0]["customers"] is None
    assert G.visible_scores(s, 1)[0]["breakdown"]["customers"] is None
    assert G.visible_scores(s, 0)[0]["breakdown"]["customers"] is not None
    svg = G.render(G.view(s, 1))
    assert "Customers: 1 (face down)" in svg
    assert all("prestige" not in key for key, params in s.log if params.get("player") == 0
               and "serves" in key)
