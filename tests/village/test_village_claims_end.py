"""Claim tests: the end of the game and the final scoring (seed 004_097ee86c06bfb6e7.txt,
"Fin del juego" with its "Caso especial", "Puntuación final"; review TV3 (b))."""
from __future__ import annotations

import pytest

from engine.village import scoring
from engine.i18n import translator
from tests.village.vg_helpers import G, data, decision, legal, play, turn


def _nearly_over(players=2, **cubes):
    """One chronicle space left (farmyard category), no coins."""
    s = turn(players, **cubes)
    for p in s.areas:
        p.coins = 0
    for cat in s.chronicle:
        s.chronicle[cat] = [9 if x is None else x for x in s.chronicle[cat]]
    s.chronicle["farm"][1] = None
    return s


@pytest.mark.teaches("village", "otherwise every player has one more action, clockwise, and "
                     "the caller of the market day acts last",
                     "Filling the last grave ends the game; every other player has one last")
def test_end_during_a_market_day_filled_by_another_player_everyone_acts_the_caller_last():
    """Seed 004, "Fin del juego", "Caso especial": the market day is finished; another player
    filled the last space, so every player acts once more, the caller last (review TV3 b).
    The graves' popover, which says who acts after the last grave, names this case too (it
    said "everyone else has one more action" only)."""
    for lang, words in (("en", "market day"), ("es", "día de mercado")):
        graves = G.explain("village:graves:all", translator(lang, "village"))
        assert words in graves, graves
    s = _nearly_over(3, market=["pink"], harvest=["pink"] * 3)
    s.stalls = ["k02", "k03", "k01", "k09", None]
    s.p(0).goods["wagon"] = 1
    s.p(1).goods["scroll"], s.p(1).cubes["green"], s.p(1).time = 1, 1, data.LIFE_TRACK - 1
    s.p(1).members[:5] = ["farm", "bag", "bag", "bag", "farm"]
    s = play(s, "take market pink", "serve 1", "serve 2")
    assert s.end_by == 1 and s.end_in_market
    order = []
    while not G.is_over(s):
        order.append(decision(s).seat)
        s = play(s, "take harvest pink", "pass")
    assert order == [1, 2, 0]


@pytest.mark.teaches("village", "If the end comes during a market day, the day is finished")
def test_end_during_the_callers_own_market_day_the_others_act_once():
    """Seed 004, "Caso especial": the caller filled the last space during its own market day:
    the day is finished, then every other player has one last action."""
    s = _nearly_over(3, market=["pink"], harvest=["pink"] * 3)
    s.stalls = ["k02", "k03", "k01", "k09", None]
    s.p(0).goods.update(wagon=1, scroll=1)
    s.p(0).cubes["green"], s.p(0).time = 1, data.LIFE_TRACK - 1
    s.p(0).members[:4] = ["farm", "bag", "bag", "bag"]
    s.p(2).goods["scroll"], s.p(2).cubes["green"] = 1, 1
    s = play(s, "take market pink", "serve 1")
    assert s.phase == "market" and s.end_by is None             # the day goes on first
    s = play(s, "pass", "serve 2")
    assert s.end_by == 0 and s.phase == "turn"
    order = []
    while not G.is_over(s):
        order.append(decision(s).seat)
        s = play(s, "take harvest pink", "pass")
    assert order == [1, 2]


@pytest.mark.teaches("village", "The end comes when a member fills the last free space",
                     "That player has no more turns; every other player has one last action",
                     "That player has no further turn; every other player takes one last",
                     "Filling the last space ends the game.")
def test_the_last_chronicle_space_ends_the_game_after_one_last_action_each():
    """Seed 004, "Fin del juego": who filled the last space has no more turns; the others act
    once each, clockwise; then the final mass and scoring."""
    s = _nearly_over(3, harvest=["black", "pink", "pink"])
    s.p(0).time = data.LIFE_TRACK - 1
    s = play(s, "take harvest black", "pass")
    assert s.end_by == 0
    order = []
    while not G.is_over(s):
        order.append(decision(s).seat)
        s = play(s, "take harvest pink", "pass")
    assert order == [1, 2]


@pytest.mark.teaches("village", "Filling the last grave ends the game; every other player has one")
def test_the_last_grave_ends_the_game():
    """Seed 004, "Fin del juego" b): the last anonymous grave."""
    s = _nearly_over(2, harvest=["black", "pink"])
    s.chronicle["farm"][1] = 9
    s.graves = [9, 9, None, -1, -1]
    s.p(0).time = data.LIFE_TRACK - 1
    s = play(s, "take harvest black", "pass")
    assert s.end_by == 0 and s.p(0).at("grave") == [1]
    s = play(s, "take harvest pink", "pass")
    assert G.is_over(s)


@pytest.mark.teaches("village", "If the board runs out of cubes meanwhile, it is not seeded",
                     "Only while some cube is left on an action space")
def test_after_the_last_cube_the_last_actions_are_free_and_nothing_is_seeded():
    """Seed 004, "Fin del juego": the board is not seeded again; the remaining players take any
    action without the well's cubes."""
    s = _nearly_over(3, harvest=["black"], church=[])
    s.p(0).time = data.LIFE_TRACK - 1
    s = play(s, "take harvest black", "pass")
    assert s.cubes_on_board() == 0 and decision(s).prompt == "free"
    assert not any(o.startswith(("well", "take")) for o in legal(s))   # no well: free actions
    s = play(s, "harvest")
    assert s.p(1).grain == data.HARVEST_BASE and s.round == 1 and s.cubes_on_board() == 0


@pytest.mark.teaches("village", "the prestige printed on your customers, and {coin_prestige} prestige per",
                     "Each coin left is worth {coin_prestige} prestige at the end.")
def test_customers_and_coins_score_at_the_end():
    """Seed 004, "Puntuación final": customer tiles score their prestige, 1 per coin left."""
    s = turn(2)
    s.p(0).customers, s.p(0).coins = ["k04", "k24"], 3
    line = scoring.breakdown(s, 0)
    assert line["customers"] == data.CUSTOMERS["k04"].prestige + data.CUSTOMERS["k24"].prestige
    assert line["coins"] == 3


@pytest.mark.teaches("village", "A tie goes to the player who served more customers, then",
                     "Ties at the end go to the player who served the most customers.")
def test_ties_go_to_more_customers_then_more_living_members():
    """Seed 004, "Puntuación final": a tie goes to more customers, then more living members."""
    s = turn(2)
    s.p(0).customers, s.p(1).customers = ["k01"], ["k02", "k03"]
    s.p(0).coins, s.p(1).coins = 7, 5                 # 2 + 7 = 2 + 2 + 5
    assert sum(scoring.breakdown(s, 0).values()) == sum(scoring.breakdown(s, 1).values())
    assert G.ranking(s)[0] == 1
    s.p(1).customers = ["k01"]
    s.p(1).coins = 7
    s.p(1).members[0] = "chronicle:farm"
    assert G.ranking(s)[0] == 0


@pytest.mark.teaches("village", "One last action each, clockwise: {still}.")
def test_the_tours_end_step_names_the_players_who_still_act():
    """Seed 004, "Fin del juego" (review TV4: the step said "Players still to act: 1", a
    count in a list of names): played on from the tour's own position, exactly the named
    players take one last action each, in that order, before the game is over."""
    import engine.tour
    from engine.i18n import translator
    from engine.tour import TOUR_NAMES

    step = next(s for s in G.tour(translator("en", "village")) if s.id == "end")
    _, s = engine.tour.before_after(step.doc, step.index)
    named = step.after.split("clockwise: ")[1].split(". ")[0].split(", ")
    acted = []
    while not G.is_over(s):
        seat = decision(s).seat
        if s.phase == "turn" and (not acted or acted[-1] != TOUR_NAMES[seat]):
            acted.append(TOUR_NAMES[seat])
        s = G.apply(s, G.legal_actions(s)[-1].notation)
    assert acted == named == ["Bruno"]


@pytest.mark.teaches("village", "Whoever has the most prestige points at the end wins.")
def test_the_game_ends_when_the_chronicle_is_full_and_the_most_prestige_wins():
    """Seed 004, "Objeto del juego", "Fin del juego", "Puntuación final": the end comes with a
    full chronicle; after the last actions and the final mass, the final scoring adds the
    areas to the prestige won in play, and the most prestige wins."""
    s = _nearly_over(2, harvest=["black", "pink"])
    s.p(1).prestige, s.p(1).visited = 5, ["c1", "c2"]
    s.p(0).time = data.LIFE_TRACK - 1
    s = play(s, "take harvest black", "pass")
    assert s.end_by == 0 and not G.is_over(s)
    s = play(s, "take harvest pink", "pass")
    assert G.is_over(s)
    totals = [sum(scoring.breakdown(s, seat).values()) for seat in (0, 1)]
    assert totals[1] == 5 + data.TRAVEL_POINTS[2] and totals[1] > totals[0]
    assert G.ranking(s)[0] == 1


def test_a_full_tie_is_a_shared_victory_and_its_text_says_the_ruling_is_assumed():
    """Seed 004, "Puntuación final" breaks a tie by customers served, then living members, and
    says no more; a tie after both is a shared victory, a ruling (docs/DATA.md, E16), so its
    game-over text carries the assumed marker in both languages (issue 27 item 3)."""
    from engine.tour import ASSUMED
    s = turn(2)
    for p in s.areas:
        p.customers, p.coins = ["k01"], 3
    s.phase = "over"                                          # equal in everything
    assert G.tie_break(s) == "shared" and set(G.ranking(s)) == {0, 1}
    for lang in ("en", "es"):
        _ = translator(lang, "village")
        assert f"({_(ASSUMED)})" in _(G.tie_breaks["shared"]), _(G.tie_breaks["shared"])
