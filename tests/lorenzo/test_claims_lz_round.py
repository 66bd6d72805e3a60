"""Claim tests (issue 27) of what the app teaches about setup and the round: seed
001_edd640461a1660f5.txt, "Preparar", "Como se Juega", "A. Configuración de ronda", "B.
Acciones", "D. Fin de la ronda", "El mercado", "El Palacio del Consejo" and "Fin del juego"."""
from __future__ import annotations

import pytest
from tests.lorenzo.lz_helpers import G, give, legal, new, placing_seats, play, zero
from tests.lorenzo.test_lorenzo_rounds_characters import _play_round

from engine.lorenzo import data, effects


@pytest.mark.teaches("lorenzo", "Each player takes a personal board, a personal bonus tile, "
                     "{members} family members",
                     "In the basic game every personal bonus tile shows its basic side")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_gives_resources_and_coins_by_turn_order(players):
    """Seed 001, "Preparar": 4 family members, 2 wood, 2 stone, 3 servants, the basic bonus
    tile; 5, 6, 7, 8 coins by turn order."""
    s = G.new(players, seed=9)
    for place, seat in enumerate(s.turn_order):
        p = s.p(seat)
        assert {k: p.res[k] for k in ("wood", "stone", "servants")} == dict(
            data.START_RESOURCES)
        assert p.res["coins"] == data.START_COINS[place]
        assert p.tile == data.BASIC_TILE.key and p.placed == []
    assert len(data.MEMBERS) == 4


@pytest.mark.teaches("lorenzo", "The development cards are sorted by type and period into four "
                     "decks", "The top {floors} cards of each deck fill the spaces of their "
                     "tower", "The first player rolls the three dice")
def test_decks_excommunications_towers_and_dice():
    """Seed 001, "Preparar" and "A. Configuración de ronda": four decks, period 1 on top; one
    excommunication tile per period; 4 cards per tower; three dice."""
    s = G.new(3, seed=5)
    for tower in data.TYPES:
        assert [data.CARDS[k].period for k in s.towers[tower]] == [1] * 4
        periods = [data.CARDS[k].period for k in s.decks[tower]]
        assert periods == sorted(periods, reverse=True)          # last = top = period 1
    assert [int(k[2]) for k in s.excommunications] == [1, 2, 3]
    assert set(s.dice) == set(data.DICE) and all(1 <= v <= 6 for v in s.dice.values())


@pytest.mark.teaches("lorenzo", "After {rounds} rounds the player with the most Victory Points",
                     "The game has {periods} periods of {period_rounds} rounds each",
                     "The game ends after the end of the last round.")
def test_six_rounds_in_three_periods_then_the_game_ends():
    """Seed 001, "Como se Juega" and "Fin del juego": 3 periods of 2 rounds; reports after
    rounds 2, 4, 6; the game ends after round 6 and the most VP wins."""
    s = new(2)
    reports = []
    for round_ in range(1, data.ROUNDS + 1):
        assert s.round == round_ and s.period == (round_ + 1) // 2
        excommunications = sum(len(p.excommunicated) for p in s.areas)
        for p in s.areas:
            p.res["fp"] = 0
        s = _play_round(s)
        if sum(len(p.excommunicated) for p in s.areas) > excommunications:
            reports.append(round_)
    assert reports == [2, 4, 6] and G.is_over(s)
    totals = [x["total"] for x in G.scores(s)]
    assert G.ranking(s)[0] == max(range(2), key=lambda seat: (totals[seat],
                                                               -s.turn_order.index(seat)))


@pytest.mark.teaches("lorenzo", "In turn order, each player places one family member on an "
                     "action space", "A coloured family member is worth its die; the "
                     "uncoloured one is worth 0.",
                     "Gives the value of each player's {colour} family member this round.")
def test_turns_go_round_one_member_each_at_the_dice_values():
    """Seed 001, "B. Acciones": one family member per turn in turn order until all are
    placed; coloured members are worth their die, the neutral one 0."""
    s = new(2, dice=(2, 4, 6))
    for seat in (0, 1):
        assert [effects.member_value(s, seat, m) for m in data.MEMBERS] == [2, 4, 6, 0]
    assert placing_seats(s) == [0, 1] * len(data.MEMBERS)


@pytest.mark.teaches("lorenzo", "Before placing, you may spend servants to raise the value: "
                     "{servant_rate} servant per +1.",
                     "Servants spent raise a family member's value, {servant_rate} servant per")
def test_servants_add_1_each():
    """Seed 001, "B. Acciones": each servant adds 1 to the family member's value."""
    s = new(4, dice=(1, 1, 1))
    s.towers["territory"] = ["woods", "village", "forest", "city"]
    zero(s, 0)
    give(s, 0, servants=6)
    moves = legal(s)
    assert "place black territory 2 +2" in moves and "place black territory 4 +6" in moves
    s = play(s, "place black territory 3 +4")
    assert s.p(0).res["servants"] == 2


@pytest.mark.teaches("lorenzo", "Pass: no family member can be placed")
def test_a_player_who_cannot_place_passes():
    """A member that can go nowhere (value 0, no servants) leaves only ``pass`` (assumed:
    docs/DATA.md, "no legal placement")."""
    s = new(2, dice=(6, 6, 6))
    s.p(0).placed = ["black", "white", "orange"]
    zero(s, 0)
    assert legal(s) == ["pass"]
    s = play(s, "pass")
    assert s.p(0).done and G.decision(s).seat == 1
    from engine.i18n import translator
    from engine.tour import assumed
    for lang in ("en", "es"):                 # the hint ends with the shared marker
        _ = translator(lang, "lorenzo")
        assert _(G.action_hints["pass"]).endswith(" " + assumed(_))


@pytest.mark.teaches("lorenzo", "The cards left in the towers are removed from the game.",
                     "Everyone takes their family members back.",
                     "The new turn order follows the Council Palace")
def test_end_of_round_discards_returns_members_and_follows_the_council():
    """Seed 001, "D. Fin de la ronda": leftover cards leave the game, the family members come
    back, the Council Palace sets the new order (players who did not go keep theirs)."""
    s = new(3, dice=(6, 6, 6))
    dealt = {k for cards in s.towers.values() for k in cards}
    order = []
    while s.round == 1:
        moves = legal(s)
        seat = G.decision(s).seat
        council = next((m for m in moves if m.endswith("council")), None)
        pick = council if seat == 2 and council else next(
            (m for m in moves if "market" in m or m.startswith("privilege")), moves[0])
        if pick.endswith(("council", "council +1")) and seat not in order:
            order.append(seat)
        s = play(s, pick)
    assert order[0] == 2 and len(order) < 3                  # seat 2 first; someone stays out
    assert s.turn_order == order + [seat for seat in (0, 1, 2) if seat not in order]
    taken = {k for p in s.areas for cards in p.cards.values() for k in cards}
    left = dealt - taken
    decks = {k for deck in s.decks.values() for k in deck}
    towers = {k for cards in s.towers.values() for k in cards}
    assert left and not left & decks and not left & towers   # gone: not dealt again
    assert all(all(cards) for cards in s.towers.values())   # four new cards in each tower
    assert all(p.placed == [] for p in s.areas)


@pytest.mark.teaches("lorenzo", "The Market has four spaces, one family member each",
                     "Value {value}; gives {gain}. One family member only.",
                     "Open only with {market_all} players.")
def test_the_market_spaces():
    """Seed 001, "El mercado": four spaces, one family member each, the last two only with 4
    players: 5 coins; 5 servants; 3 MP and 2 coins; 2 different privileges."""
    s = new(4, dice=(1, 1, 1))
    zero(s, 0)
    a = play(s, "place black market 1")
    assert a.p(0).res["coins"] == dict(data.MARKET[0])["coins"]
    assert "place black market 1" not in legal(a)                     # one member only
    b = play(s, "place black market 2")
    assert b.p(0).res["servants"] == dict(data.MARKET[1])["servants"]
    c = play(s, "place black market 3")
    assert (c.p(0).res["mp"], c.p(0).res["coins"]) == (dict(data.MARKET[2])["mp"],
                                                       dict(data.MARKET[2])["coins"])
    d = play(s, "place black market 4", "privilege coins")
    assert "privilege coins" not in legal(d) and len(legal(d)) == len(data.PRIVILEGES) - 1
    assert not any(" market 3" in m for m in legal(new(3, dice=(1, 1, 1))))


@pytest.mark.teaches("lorenzo", "The Council Palace takes any number of family members, placed "
                     "left to right.", "Value {value}; gives {council_coins} coin and 1 council "
                     "privilege. Any number of family members.",
                     "The order in which members arrive here sets the next round's turn order.")
def test_the_council_palace_takes_everyone_and_pays_1_coin_and_a_privilege():
    """Seed 001, "El Palacio del Consejo": any number of members of value 1; each gives 1 coin
    and a privilege; the order of arrival is the next turn order."""
    s = new(2, dice=(1, 1, 1))
    zero(s, 0)
    s = play(s, "place black council")
    assert s.p(0).res["coins"] == 1 and G.decision(s).prompt == "privilege"
    s = play(s, "privilege coins", "place black council", "privilege mp")
    assert "place white council" in legal(s)
    assert [seat for seat, _m in s.council] == [0, 1]
    assert s.p(0).res["coins"] == 1 + 2


@pytest.mark.teaches("lorenzo", "A council privilege is one of: {p_wood} wood and {p_stone} "
                     "stone", "Privileges: {p_wood} wood + {p_stone} stone")
def test_the_five_council_privileges():
    """Seed 001, "El Palacio del Consejo": 1 wood + 1 stone, 2 servants, 2 coins, 2 MP or 1
    FP."""
    for option, gain in data.PRIVILEGES.items():
        s = new(2, dice=(1, 1, 1))
        zero(s, 0)
        s = play(s, "place black council", f"privilege {option}")
        got = {k: v for k, v in s.p(0).res.items() if v}
        want = dict(gain)
        want["coins"] = want.get("coins", 0) + 1
        assert got == want, option


@pytest.mark.teaches("lorenzo", "Lose {fewer} wood", "Lose {fewer} stone")
def test_1_4_asks_which_of_wood_and_stone_is_lost():
    """Data §3, 1_4 (1 fewer wood or stone): a source giving both asks which one is lost."""
    from tests.lorenzo.test_lorenzo_excommunications import excommunicated
    s = play(excommunicated("ex1_4"), "place black harvest 1")
    assert legal(s) == ["fewer wood", "fewer stone"]
    assert play(s, "fewer wood").p(0).res["wood"] == 0
    assert play(s, "fewer stone").p(0).res["stone"] == 0


@pytest.mark.teaches("lorenzo", "This is the basic game, the one the rulebook suggests for a "
                     "first game.")
def test_the_basic_game_has_no_leaders_the_advanced_game_adds_them():
    """Seed 001, "Preparar": the basic game has no leaders and the basic bonus tile; the
    advanced game adds the leader draft and the advanced tiles (data §2.1)."""
    basic = G.new(3, seed=4)
    assert basic.phase == "actions" and all(p.leaders == [] for p in basic.areas)
    assert {p.tile for p in basic.areas} == {data.BASIC_TILE.key}
    advanced = G.new(3, seed=4, variant="advanced")
    assert advanced.phase == "draft"


@pytest.mark.teaches("lorenzo", "There are five areas: the four towers, Harvest, Production, "
                     "the Market and the Council Palace.")
def test_the_five_areas_take_family_members():
    """Seed 001, "B. Acciones": the towers, Harvest, Production, the Market and the Council
    Palace are the action spaces."""
    s = new(4, dice=(6, 6, 6))
    give(s, 0, coins=20, wood=10, stone=10)
    areas = {m.split()[2] for m in legal(s) if m.startswith("place black")}
    assert areas == set(data.TYPES) | {"harvest", "production", "market", "council"}


@pytest.mark.teaches("lorenzo", "This round: {n}.")
def test_the_die_explanation_shows_this_rounds_value():
    """Seed 001, "A. Configuración de ronda": each die's value holds for the whole round."""
    s = new(2, dice=(2, 4, 6))
    view = G.view(s, 0)
    for colour, value in s.dice.items():
        text = G.explain(f"lorenzo:die:{colour}", lambda m: m, view)
        assert text.endswith(f"This round: {value}.")
        assert effects.member_value(s, 0, colour) == value


@pytest.mark.teaches("lorenzo", "{type} card, period {period}.")
def test_each_period_deals_its_own_cards():
    """Seed 001, "A. Configuración de ronda": the towers of a round hold cards of its period."""
    s = new(2)
    for period in (1, 2, 3):                     # two rounds each
        assert s.period == period
        assert {data.CARDS[k].period for cards in s.towers.values() for k in cards} == {
            period}
        s = _play_round(s)
        s = _play_round(s)
        if G.is_over(s):
            break


@pytest.mark.teaches("lorenzo", "A. Round setup", "B. Actions", "C. Vatican report",
                     "D. End of the round")
def test_the_four_phases_of_a_round():
    """Seed 001, "Como se Juega": A. round setup (4 cards per tower, dice), B. actions, C. the
    Vatican report only after rounds 2, 4 and 6, D. end of the round."""
    s = new(2)
    phases = []
    for round_ in (1, 2):
        assert all(all(cards) for cards in s.towers.values())          # A: towers filled
        give(s, 0, fp=data.FAITH_REQUIRED[1])                          # a choice at C
        while s.round == round_:
            if not phases or phases[-1] != s.phase:
                phases.append(s.phase)
            moves = legal(s)
            s = play(s, next((m for m in moves if m.endswith("council")), None)
                     or ("excommunicate" if "excommunicate" in moves else moves[0]))
        phases.append("D")
    assert phases == ["actions", "D", "actions", "vatican", "D"]
    assert s.round == 3 and s.phase == "actions"
