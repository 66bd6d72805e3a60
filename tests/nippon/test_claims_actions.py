"""Claim tests (issue 27) for Nippon's actions A–G: Invest, Machinery, Produce, Knowledge,
Mines, Trains and Ships (engine/nippon/howto.py "Invest, Machinery and Produce", "Knowledge and
Mines", "Trains and Ships"; explain.py's action and zone popovers).  Seed 003, "Acciones
disponibles" A–G; numbers from data.py.
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import pytest

from engine.i18n import translator
from engine.nippon import data, scoring
from engine.nippon.explain import explain
from tests.nippon.np_helpers import give_factory, legal, new, play, take



# -- A. Invest ---------------------------------------------------------------------------------------
@pytest.mark.teaches("nippon", "Invest in a new industry: build 1 factory for {factory} Yen",
                     "Build 1 factory from the supply for {factory} Yen",
                     "The factory tiles for sale (Invest, {factory} Yen)")
def test_a_factory_costs_its_price_and_missing_knowledge_costs_blueprints():
    """Seed 003, "A. Invierta en una nueva industria": the price, knowledge 2/4/6 by level,
    1 blueprint per missing point, knowledge never spent, one factory per good."""
    s = new(4)
    s.p(0).knowledge, s.p(0).blueprints = 3, 1                  # level 3: one short of 4
    s = take(s, "2 invest")
    options = legal(s)
    assert "factory ben-1" in options                           # level 2 needs 4: 1 blueprint
    assert not any(o.startswith(("factory clo", "factory bul")) for o in options)   # 6 - 3 > 1
    s = play(s, "factory ben-1")
    p = s.p(0)
    assert p.yen == data.START_YEN - data.FACTORY_COST and p.blueprints == 0
    assert p.knowledge == 3 and data.KNOWLEDGE_NEEDED == {1: 2, 2: 4, 3: 6}
    assert "ben-1" not in s.factory_supply and len(s.factory_supply) == len(data.FACTORIES) - 1


@pytest.mark.teaches("nippon", "At most one factory of each good.",
                     "Nobody owns two factories of the same good")
def test_one_factory_per_good_and_the_reserve_machine_goes_on_the_new_factory():
    """Seed 003, "A. Invierta…" and "B. Maquinaria": no second factory of a good; a machine
    in the reserve is installed on the next factory at once."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    s.p(0).knowledge, s.p(0).reserve = 8, 1
    s = take(s, "2 invest")
    assert not any(o.startswith("factory sil") for o in legal(s))
    s = play(s, "factory pap-1")
    assert s.p(0).factories["paper"]["machine"] == 1 and s.p(0).reserve == 0


@pytest.mark.teaches("nippon", "A machine from your reserve is installed on it at once")
def test_two_reserve_machines_give_the_new_factory_a_plus_2():
    """Seed 003, "B. Maquinaria", Nota: "la próxima vez que construya una fábrica, debe
    instalar inmediatamente una de esas fichas de maquinaria en ella. Si es posible, la máquina
    debe actualizarse inmediatamente (descartando otra loseta "+1" de su suministro…)": with
    two machines waiting, the new factory gets +2 and the reserve is empty.  The Invest popover
    says both."""
    s = new(4)
    s.p(0).knowledge, s.p(0).reserve = len(data.KNOWLEDGE_TRACK) - 1, data.MACHINE_MAX
    s = take(s, "2 invest")
    s = play(s, "factory pap-1")
    assert s.p(0).factories["paper"]["machine"] == data.MACHINE_MAX and s.p(0).reserve == 0
    note = explain("nippon:action:invest", translator("en", "nippon")).split("\n")[2]
    assert f"+{data.MACHINE_MAX}" in note, note


# -- B. Machinery -----------------------------------------------------------------------------------
@pytest.mark.teaches("nippon", "Machinery: 1 to {most} upgrades, {machine} Yen each",
                     "1 to {most} upgrades, {machine} Yen each",
                     "With no factory to upgrade, the machine goes to your reserve.")
def test_machinery_upgrades_cost_each_and_go_to_the_reserve_without_a_factory():
    """Seed 003, "B. Maquinaria": up to 3 upgrades at the printed price: +1, then +2; with no
    factory to upgrade the machine waits in the reserve."""
    s = new(4)
    give_factory(s, 0, "sil-1")
    s.p(0).yen = 3 * data.MACHINE_COST
    s = take(s, "3 machinery")
    s = play(s, "machine silk", "reserve")
    p = s.p(0)
    assert (p.factories["silk"]["machine"], p.reserve, p.yen) == (data.MACHINE_MAX, 1, 0)
    assert data.MAX_PER_ACTION == 3 and s.current == 1


# -- C. Produce -------------------------------------------------------------------------------------
@pytest.mark.teaches("nippon", "Produce goods: run 1 to {most} of your factories",
                     "Run 1 to {most} of your factories: each burns its coal",
                     "A factory runs at most once a turn.")
def test_a_run_burns_the_factorys_coal_and_stores_one_plus_the_machine_within_room():
    """Seed 003, "C. Producir bienes"."""
    s = new(4)
    give_factory(s, 0, "sil-1", goods=2, machine=2)
    give_factory(s, 0, "pap-1", machine=1)
    s.p(0).coal = 9
    s = take(s, "3 produce")
    s = play(s, "run silk")
    silk = data.FACTORIES["sil-1"]
    assert s.p(0).factories["silk"]["goods"] == silk.storage               # 2 + 3, room for 2
    assert s.p(0).coal == 9 - silk.coal
    assert "run silk" not in legal(s)                                     # once a turn
    s = play(s, "run paper")
    assert s.p(0).factories["paper"]["goods"] == 1 + 1


@pytest.mark.teaches("nippon", "as far as the storage has room", "as long as there is room.")
def test_a_factory_with_full_storage_cannot_run():
    """Seed 003, "C. Producir bienes": "Si no hay ranuras vacías, la fábrica no se puede
    ejecutar": the room limits the extra goods of a machine, and a full factory does not run
    at all (only the factory with room runs)."""
    s = new(4)
    silk = data.FACTORIES["sil-1"]
    give_factory(s, 0, "sil-1", goods=silk.storage, machine=1)
    s.p(0).coal = 9
    assert not any(o.endswith("produce") for o in legal(s))           # nothing can run
    give_factory(s, 0, "pap-1")
    s = take(s, "3 produce")                                          # paper runs alone
    p = s.p(0)
    assert (p.factories["silk"]["goods"], p.factories["paper"]["goods"]) == (silk.storage, 1)
    assert p.coal == 9 - data.FACTORIES["pap-1"].coal


@pytest.mark.teaches("nippon", "Each factory also has a synergy bonus")
def test_some_bonuses_act_when_built_others_all_game():
    """Seed 003, "A. Invierta…": "El bono de sinergia" (the bonuses are assumed, P12)."""
    s = new(4)
    s.p(0).knowledge = 8
    s = take(s, "2 invest")
    s = play(s, "factory sil-3")                                          # when built: Yen
    gain = data.BUILD_GAINS["yen_3000"][1]
    assert s.p(0).yen == data.START_YEN - data.FACTORY_COST + gain
    give_factory(s, 1, "ben-4")                                           # all game: coal
    s.p(1).coal = 0
    s = play(s, "consolidate")
    assert s.p(1).coal == data.COAL_TRACK[0] + 1


# -- D. Knowledge, E. Mines --------------------------------------------------------------------------
@pytest.mark.teaches("nippon", "Knowledge moves your knowledge marker up 1 to {most} steps",
                     "1 step costs {step_1} Yen, 2 steps {step_2}",
                     "Move your knowledge marker up 1 to {most} steps.",
                     "Move your coal marker up 1 to {most} steps: more coal at each consolidation.")
@pytest.mark.parametrize("steps", [1, 2, 3])
def test_knowledge_and_mines_steps_cost_the_printed_prices(steps):
    """Seed 003, "D. Conocimiento" and "E. Minas"."""
    for action, field in (("1 knowledge", "knowledge"), ("1 mines", "coal_track")):
        s = take(new(4), action)
        s = play(s, f"steps {steps}")
        assert getattr(s.p(0), field) == steps
        assert s.p(0).yen == data.START_YEN - data.STEP_COSTS[steps]
    s = take(new(4), "1 mines")
    s = play(s, f"steps {steps}")
    s.current = 0
    s = play(s, "consolidate")
    assert s.p(0).coal == data.COAL_TRACK[steps] > data.COAL_TRACK[0]


@pytest.mark.teaches("nippon", "A marker never goes past the top slot",
                     "the marker never passes the top")
def test_a_marker_stops_at_the_top_slot():
    """Seed 003, "D. Conocimiento": "El marcador no puede moverse más allá de la ranura
    superior"."""
    s = new(4)
    s.p(0).coal_track = len(data.COAL_TRACK) - 1
    assert "take 1 mines" not in legal(s)
    s.p(0).coal_track = len(data.COAL_TRACK) - 2
    s = take(s, "1 mines")
    assert s.p(0).coal_track == len(data.COAL_TRACK) - 1


@pytest.mark.teaches("nippon", "Your knowledge lets you build better factories")
def test_knowledge_opens_higher_factories_and_the_coal_track_gives_coal():
    """Seed 003, "A. Invierta…" and "II. Consolidar" 1."""
    s = new(4)
    s = take(s, "2 invest")
    low = {o.split()[1][:3] for o in legal(s)}
    s = new(4)
    s.p(0).knowledge = len(data.KNOWLEDGE_TRACK) - 1
    s = take(s, "2 invest")
    high = {o.split()[1][:3] for o in legal(s)}
    assert low < high and "clo" in high
    s = new(4)
    s.p(0).coal_track = 3
    s = play(s, "consolidate")
    assert s.p(0).coal == data.COAL_TRACK[3]


# -- F. Trains, G. Ships -----------------------------------------------------------------------------
@pytest.mark.teaches("nippon", "Build 1 to {most} trains or 1 to {most} ships, {transport_cost} Yen each",
                     "Build 1 to {most} trains, {transport} Yen each",
                     "Build 1 to {most} ships, {transport} Yen each",
                     "Trains still on your board, built left to right",
                     "Ships still on your board, built left to right")
@pytest.mark.parametrize("kind", ["trains", "ships"])
def test_trains_and_ships_cost_each_and_go_to_different_regions(kind):
    """Seed 003, "F. Trenes" and "G. Barcos"."""
    s = new(4)
    s.p(0).yen = 20000
    s = take(s, f"4 {kind}")
    s = play(s, "region r1")
    assert "region r1" not in legal(s)                        # each in a different region
    s = play(s, "region r2", "region r3")
    p = s.p(0)
    assert getattr(p, kind) == data.MAX_PER_ACTION == 3
    assert p.yen == 20000 - data.MAX_PER_ACTION * data.TRANSPORT_COST
    assert [r for r in range(4) if any(o == 0 for o, _k in s.transport[r])] == [0, 1, 2]


@pytest.mark.teaches("nippon", "At scorings a train adds {train_value} to your influence",
                     "In a region where you have at least 1 influence tile, your trains add",
                     "in a region where you have at least 1 influence tile. ¥ moves")
def test_trains_count_only_where_the_player_has_an_influence_tile():
    """Review 2026-11-28 TN5 (the popovers said "where you have influence").  Seed 003, "Fin
    del juego": trains count "si, y solo si, el jugador tiene al menos 1 ficha de Influencia en
    la Región"."""
    s = new(4)
    s.transport[0] = [(0, "train"), (0, "train")]
    assert scoring.influence(s, 0, 0) == 0                   # trains alone: no influence
    s.influence["cs1-n"] = (0, 1)
    assert scoring.influence(s, 0, 0) == 1 + 2 * data.TRAIN_INFLUENCE[0]
    en = translator("en", "nippon")
    for key in ("nippon:action:trains", "nippon:zone:trains"):
        assert "at least 1 influence tile" in explain(key, en)


@pytest.mark.teaches("nippon", "A ship scores {ship_vp} VP for the player first or second",
                     "The 1st and 2nd in influence of a region also score their ships' VP",
                     "The first and second place also score the VP of their ships")
def test_ships_score_for_the_first_and_second_only():
    """Seed 003, "Fin del juego"."""
    s = new(4)
    s.influence["cs1-n"] = (0, 7)
    s.influence["cs1-e"] = (0, 7)
    s.influence["cs2-n"] = (1, 7)
    s.influence["cs2-s"] = (1, 6)
    s.influence["cs2-e"] = (2, 1)
    s.transport[0] = [(0, "ship"), (1, "ship"), (2, "ship")]
    before = [p.vp for p in s.areas]
    scoring.region_scoring(s, 0)
    gained = [p.vp - b for p, b in zip(s.areas, before, strict=True)]
    first, second, _third = data.REGION_VP[0]
    assert gained[:3] == [first + data.SHIP_VP[0], second + data.SHIP_VP[0], 0]


@pytest.mark.teaches("nippon", "Uncovering a ¥ symbol on your board moves your money marker")
def test_uncovering_a_money_icon_moves_the_money_marker():
    """Seed 003, "F. Trenes" / "G. Barcos": a ¥ left uncovered on the board moves the money
    marker 1 step (icon positions assumed, P10)."""
    s = new(4)
    s.p(0).yen = 30000
    s = take(s, "4 trains")
    s = play(s, "region r1", "region r2")
    icons = sum(1 for k in data.TRAIN_MONEY_ICONS if k < 2)
    assert icons >= 1                                   # the two trains do uncover a ¥
    assert s.p(0).money == icons
