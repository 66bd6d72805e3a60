"""Village's position estimate for the bots (engine/village/bot.py): it prefers positions that
are better by the rules' own terms (seed 004, "Puntuación final", "Fallece un familiar",
"Mercado")."""
from __future__ import annotations


from engine.village import bot, data

from tests.village.vg_helpers import G, new


def _better(changed, base, seat=0):
    assert G.evaluate(changed, seat) > G.evaluate(base, seat)


def test_the_estimate_is_a_lead_and_zero_sum_for_two_players():
    s = new(2)
    s.p(0).goods["plow"] = 1
    assert G.evaluate(s, 0) == -G.evaluate(s, 1) > 0


def test_goods_grain_coins_and_cubes_rate_higher():
    """Goods and grain serve customers, coins are 1 prestige each at the end, cubes pay for
    actions."""
    for change in (lambda p: p.goods.__setitem__("ox", 1), lambda p: setattr(p, "grain", 3),
                   lambda p: setattr(p, "coins", p.coins + 2),
                   lambda p: p.cubes.__setitem__("green", 2)):
        s = new(2)
        base = s.clone()
        change(s.p(0))
        _better(s, base)


def test_a_customer_the_seat_can_serve_counts():
    """Customers at the usable stalls whose demand the seat holds ("Mercado")."""
    s = new(2)
    i = s.usable_stalls()[0]
    tile = s.stalls[i]
    demand = data.CUSTOMERS[tile].demand
    assert bot.customers_within(s, 0) == 0                   # nothing held at the start
    p = s.p(0)
    for k, n in demand.items():
        if k == "grain":
            p.grain = n
        else:
            p.goods[k] = n
    assert bot.customers_within(s, 0) >= data.CUSTOMERS[tile].prestige
    assert bot.customers_within(s, 1) == 0


def test_time_towards_a_death_into_the_chronicle_rates_higher():
    """"Pista 1": members entering the chronicle early pay; the next to die (lowest generation
    visible, here a "1" on the farmyard) has a free farm space in the chronicle."""
    s = new(2)
    base = s.clone()
    assert bot.next_death_counts(s, 0)
    s.p(0).time = 8
    _better(s, base)
    full = s.clone()
    full.chronicle["farm"] = [-1 if v == -1 else 1 for v in full.chronicle["farm"]]
    assert not bot.next_death_counts(full, 0)


def test_more_members_in_the_chronicle_rate_higher():
    s = new(2)
    base = s.clone()
    s.p(0).members[0] = "chronicle:farm"
    s.chronicle["farm"][0] = 0
    _better(s, base)


def test_members_higher_in_the_council_and_church_rate_higher():
    """Council stage 2+ and church windows score at the end ("Puntuación final")."""
    for low, high in (("council:1", "council:3"), ("church:1", "church:4")):
        s = new(2)
        s.p(0).members[4] = low
        base = s.clone()
        s.p(0).members[4] = high
        _better(s, base)


def test_game_left_runs_down_as_the_chronicle_and_graves_fill():
    s = new(2)
    assert bot.game_left(s) == 1.0
    s.chronicle["farm"][0] = 0
    assert 0 < bot.game_left(s) < 1.0
    s.graves = [v if v == -1 else 0 for v in s.graves]
    assert bot.game_left(s) == 0.0
