"""Claim tests: a turn, plague cubes, the well and which actions may be left undone (seed
004_097ee86c06bfb6e7.txt, "Tomando tu turno", "La hora de la moneda", "Bueno (acción
sustitutiva)", "Mercado"; review TV1 of rules-review-nippon-village-2026-11-28)."""
from __future__ import annotations

import pytest

from engine.i18n import translator
from tests.village.vg_helpers import G, data, decision, legal, play, turn

EN = translator("en", "village")
SKIP = "you may take the cube and not act"


def _ready(space: str):
    """Seat 0 to move, one cube on ``space`` whose action seat 0 can then do."""
    kind = {"travel": "brown", "council": "green"}.get(space, "pink")
    other = "family" if space == "harvest" else "harvest"      # so the round goes on
    s = turn(2, **{space: [kind], other: ["orange"]})
    p = s.p(0)
    p.goods["wagon"], p.cubes["brown"], p.cubes["green"] = 1, 1, 1
    s.stalls = ["k02", None, None, None, None]              # a customer wanting a wagon
    return s, f"take {space} {kind}"


@pytest.mark.parametrize("space", data.SPACES)
def test_the_space_popover_offers_to_skip_exactly_the_actions_the_engine_lets_you_skip(space):
    """Seed 004, "Tomando tu turno": "Solo puedes tomar el cubo y no realizar la acción";
    "Mercado": "Esta acción debe realizarse".  The popover of a space says the action may be
    left undone iff, after its cube is taken, the engine offers to leave it (review TV1: the
    Market's popover said both)."""
    s, take = _ready(space)
    after = play(s, take)
    may_skip = decision(after).prompt == "act" and "pass" in legal(after)
    assert (SKIP in G.explain(f"village:space:{space}", EN)) == may_skip
    assert may_skip == (space != "market")


@pytest.mark.teaches("village", "This action must be carried out when you take its cube.",
                     "The Market action starts a market day at once; it cannot be skipped.")
@pytest.mark.parametrize("caller_passes", [False, True])
def test_taking_the_market_cube_always_starts_a_market_day(caller_passes):
    """Seed 004, "Mercado": "Esta acción debe realizarse. Debe celebrarse un día de mercado."
    No ``take market … only`` is offered, nor a way to leave the action: the market day
    starts with the cube, and goes on to the others even when the caller serves nobody."""
    s, take = _ready("market")
    s.p(1).goods["scroll"], s.p(1).cubes["green"] = 1, 1
    s.stalls = ["k02", "k03", None, None, None]
    assert not [o for o in legal(s) if o.startswith("take market") and o.endswith("only")]
    s = play(s, take)
    assert s.phase == "market" and s.market.starter == 0
    assert (decision(s).seat, decision(s).prompt) == (0, "market")
    s = play(s, "pass" if caller_passes else "serve 1")
    assert (decision(s).seat, decision(s).prompt) == (1, "market")
    assert "serve 2" in legal(s)


@pytest.mark.teaches("village", SKIP, "Then you may do the action of that space, or just keep",
                     "then you may do that space's action (or only keep the cube")
@pytest.mark.parametrize("space", [sp for sp in data.SPACES if sp != "market"])
def test_taking_a_cube_and_not_acting_is_legal_on_every_other_space(space):
    """Seed 004, "Tomando tu turno": "Solo puedes tomar el cubo y no realizar la acción": the
    cube is kept, nothing else changes, and the next player moves."""
    s, take = _ready(space)
    kind = take.split()[2]
    s = play(s, take)
    p = s.p(0)
    before = (p.grain, p.time, list(p.members), dict(p.goods), p.prestige)
    s = play(s, "pass")
    p = s.p(0)
    assert (p.grain, p.time, list(p.members), dict(p.goods), p.prestige) == before
    assert p.cubes[kind] == {"brown": 2, "green": 2}.get(kind, 1)
    assert decision(s).seat == 1


@pytest.mark.teaches("village", "A black plague cube goes back to the supply and costs you",
                     "taking it costs {plague_time} time, then it goes back to the supply (you may",
                     "A plague cube costs {plague_time} time.",
                     "The black cubes are plague: whoever takes one returns it and loses",
                     "The life-time marker moved {plague_time} spaces ({before} → {after})")
def test_a_plague_cube_costs_its_time_returns_to_the_supply_and_the_action_may_follow():
    """Seed 004, "Tomando tu turno": a plague cube returns to the supply and costs 2 time;
    then the action of the space may still be done."""
    s = turn(2, harvest=["black"])
    supply = s.cube_supply("black")
    s = play(s, "take harvest black")
    assert s.p(0).time == data.PLAGUE_TIME and s.cube_supply("black") == supply + 1
    assert sum(s.p(0).cubes.values()) == 0
    s = play(s, "harvest")
    assert s.p(0).grain == data.HARVEST_BASE


@pytest.mark.teaches("village", "Take one cube from an action space of your choice and keep it",
                     "The harvest may follow.")
def test_an_influence_cube_is_kept_in_the_farmyard():
    """Seed 004, "Tomando tu turno": an influence cube goes to your farmyard."""
    s = play(turn(2, family=["orange"]), "take family orange")
    assert s.p(0).cubes["orange"] == 1 and s.spaces["family"]["orange"] == 0


@pytest.mark.teaches("village", "The well: instead of taking a cube, return {well_cubes}",
                     "Instead of taking a cube, return {well_cubes} influence cubes",
                     "the only way to an action whose space is empty.")
def test_the_well_returns_3_cubes_of_one_colour_for_any_action_even_an_empty_space():
    """Seed 004, "Bueno (acción sustitutiva)": 3 influence cubes of one colour for any action,
    the only way to an action whose space is empty."""
    s = turn(2, church=["orange"])
    s.p(0).cubes["pink"] = data.WELL_CUBES
    assert s.spaces["harvest"] == {k: 0 for k in data.CUBE_KINDS}
    assert "well pink" in legal(s)
    s = play(s, "well pink")
    assert s.p(0).cubes["pink"] == 0 and "harvest" in legal(s)
    s = play(s, "harvest")
    assert s.p(0).grain == data.HARVEST_BASE


@pytest.mark.teaches("village", "(coins can stand in for cubes)",
                     "A coin can stand in for any influence cube.")
def test_coins_stand_in_for_the_wells_cubes():
    """Seed 004, "Las monedas": a coin is a joker for any influence cube (assumed E1: at the
    well too)."""
    s = turn(2, church=["orange"])
    s.p(0).cubes["pink"], s.p(0).coins = 2, 1
    assert any(o.startswith("well pink") for o in legal(s))
    s = play(s, next(o for o in legal(s) if o.startswith("well pink")))
    assert (s.p(0).cubes["pink"], s.p(0).coins) == (0, 0)


@pytest.mark.teaches("village", "In the supply: {n}.")
def test_the_cube_and_goods_popovers_count_the_engines_supply():
    """Seed 004, "Componentes": 18 cubes of a colour and 8 goods of a kind in all; a popover
    counts what is left in the supply on the position shown."""
    s = play(turn(2, family=["orange"]), "take family orange")
    s.p(1).goods["plow"] = 3
    view = G.view(s)
    cube = G.explain("village:cube:orange", EN, view)
    good = G.explain("village:good:plow", EN, view)
    assert f"In the supply: {s.cube_supply('orange')}." in cube
    assert f"In the supply: {s.goods_supply('plow')}." in good
    assert s.goods_supply("plow") == data.GOODS_PER_KIND - 3


def _keep_the_cube_texts():
    """The summary paragraph and the tour's "turn" lesson that say a cube may be taken without
    its action (engine/village/howto.py "Taking your turn", tour.py lesson "turn")."""
    from engine.village.howto import TABLE
    from engine.village.tour import LESSONS
    summary = next(p for _t, paragraphs, _h in TABLE for p in paragraphs
                   if "or just keep the cube" in p)
    lesson = next(x for x in LESSONS if x.id == "turn")
    return summary, lesson.text


@pytest.mark.teaches("village", "Then you may do the action of that space, or just keep",
                     "then you may do that space's action (or only keep the cube")
def test_the_general_keep_the_cube_texts_name_the_markets_exception():
    """Seed 004, "Tomando tu turno": "Solo puedes tomar el cubo y no realizar la acción", but
    "Mercado": "Esta acción debe realizarse. Debe celebrarse un día de mercado."  The engine
    never lets the Market's cube be taken alone, while every other space offers it; so the
    summary's and the tour's general statement that the cube may be kept alone must name the
    Market as the exception, in both languages (like review TV1 for the Market's popover,
    this pair contradicted the summary's own Market section)."""
    s, take = _ready("market")
    assert not any(o.startswith("take market") and o.endswith("only") for o in legal(s))
    for space in data.SPACES:
        if space != "market":
            s, take = _ready(space)
            assert take + " only" in legal(s) or "pass" in legal(play(s, take))
    es = translator("es", "village")
    market = {"en": "Market", "es": "mercado"}
    for msgid in _keep_the_cube_texts():
        assert market["en"] in EN(msgid), msgid
        assert market["es"] in es(msgid).lower(), es(msgid)
