"""Claim tests (issue 27): what the app teaches about the New World, its tiles and colonies,
played in the engine.  Seed 002 (``reglamento``), "El Nuevo Mundo", "Explorar el Nuevo Mundo",
"Colonias del Nuevo Mundo", "Comienzo del Turno", "Fin del Turno" and Conquistador / Virrey;
seed 000 (``early``), "Colonias del Nuevo Mundo"."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, acting, end_turn, exploration, legal, play, sizes
from engine.plus_ultra import data
from engine.plus_ultra.scoring import breakdown


def _quiet(**fields):
    fields.setdefault("colonies", [None] * 7)
    fields.setdefault("hoard", "cardinal")
    return acting(3, {0: ["admiral", "pirate"], 1: ["merchant", "king"],
                      2: ["constable", "conquistador"]}, **fields)


@pytest.mark.teaches("plus_ultra", "the others stay face down until explored",
                     "1. Empty exploration spaces of the New World get new face-up tiles",
                     "At the start of each turn empty exploration spaces get new face-up tiles")
def test_face_down_tiles_stay_face_down_only_empty_spaces_are_refilled_face_up():
    """Seed 002, "El Nuevo Mundo" / "Comienzo del Turno" 1: revealed tiles stay face up; empty
    exploration spaces get new tiles face up; the face-down ones stay so until explored.
    Review PU-T2: the text said the others "turn face up when the next turn starts"."""
    s = _quiet(exploration=exploration(("gold", True), None, ("silver", False), None,
                                       ("gems", False), ("spices", True), None),
               deck=["gold", "gems", "spices", "silver"])
    s = end_turn(s)
    assert s.turn == 2
    assert s.exploration[2] == ("silver", False) and s.exploration[4] == ("gems", False)
    assert s.exploration[1] == ("silver", True) and s.exploration[3] == ("spices", True)
    assert s.exploration[6] == ("gems", True)


@pytest.mark.teaches("plus_ultra", "A colony: when revealed it moves to the first free colony row",
                     "a colony tile moves to the first free colony space",
                     "Houses are built in order; natives next to the colony send its last house")
def test_a_colony_moves_to_the_first_free_row_and_houses_go_in_order():
    """Seed 002, "Explorar el Nuevo Mundo": a colony goes to the first free colony space (at the
    refill too, P-21); "Colonias": houses in order, natives remove the last one."""
    s = _quiet(exploration=exploration(*[("gems", False)] * 6, None),
               colonies=[[1], None, None, None, None, None, None], deck=["silver", "colony"])
    s.colony_size = sizes(s.colonies)
    s = end_turn(s)
    assert s.colonies[1] == [] and s.exploration[6] == ("silver", True)
    n = _quiet(colonies=[[0, 2, 1], None, None, None, None, None, None],
               exploration=exploration(("natives", True)))
    n = end_turn(n)
    assert n.colonies[0] == [0, 2]


@pytest.mark.teaches("plus_ultra", "2. New World: natives next to a colony send back the last house",
                     "natives beside a colony remove its last house",
                     "Natives next to a colony send its last house back to its owner",
                     "Natives left beside a colony drive its last house out at the end")
def test_natives_beside_a_colony_send_its_last_house_back_at_the_end_of_the_turn():
    """Seed 002, "Fin del Turno" 2: natives next to a colony return its last house to its owner;
    face-down natives do nothing (docs/DATA.md ruling)."""
    s = _quiet(colonies=[[0, 2, 1], [2], None, None, None, None, None],
               exploration=exploration(("natives", True), ("natives", False)))
    houses = [p.houses for p in s.areas]
    s = end_turn(s)
    assert s.colonies[:2] == [[0, 2], [2]]
    assert [p.houses for p in s.areas] == [houses[0], houses[1] + 1, houses[2]]


@pytest.mark.teaches("plus_ultra", "At the end of each turn the colonies send their goods to Spain",
                     "3. Market: the goods left in the colonies go to the Market",
                     "At the end of a turn each colony sends the goods beside it to the Market",
                     "Goods from the New World arrive here; tiles close up to the right")
def test_colonies_ship_their_goods_first_colony_first_market_then_surplus():
    """Seed 002, "Fin del Turno" 3: goods beside a colony go to the Market, or the Surplus when
    it is full, first colony first."""
    s = _quiet(market=["gold", "spices", "silver"], surplus=["gems"],
               colonies=[[], [1], None, None, None, None, None],
               exploration=exploration(("spices", True), ("gold", True)), deck=[])
    s = end_turn(s)
    assert s.market == ["gold", "spices", "silver", "spices"] and len(s.market) == \
        data.MARKET_SLOTS
    assert s.surplus == ["gems", "gold"]


@pytest.mark.teaches("plus_ultra", "Natives: the Conquistador who turns them up may capture them",
                     "Natives turned up by exploring may be captured by spending a bull",
                     "They can be captured at once: spend a bull, or pay {price} ducat and tire one")
def test_natives_capture_by_the_conquistador_and_by_the_viceroy():
    """Seed 002, Conquistador 1: at once, a bull or 1 ducat and a tired tercio; seed 000, Virrey
    2: a bull or 1 own ducat and 1 of the Crown and a tired tercio.  Review PU-T7: the text had
    the Viceroy pay 1 ducat only."""
    s = acting(3, {0: ["conquistador", "merchant"]},
               exploration=exploration(("gold", True), ("natives", False)))
    s.p(0).bulls = 1
    s = play(s, "act conquistador 1")
    assert legal(s) == ["choose bull", "choose pay", "choose no"]
    pay = play(s, "choose pay")
    assert (pay.p(0).natives, pay.p(0).ducats, pay.p(0).tercios_tired) == (1, 1, 1)
    v = acting(3, {0: ["viceroy", "merchant"]}, crown=1,
               exploration=exploration(("natives", True)))
    v = play(v, "act viceroy 2")
    assert (v.p(0).natives, v.p(0).ducats, v.crown, v.p(0).tercios_tired) == (1, 1, 0, 1)


@pytest.mark.teaches("plus_ultra", "A colony holds up to {colony_cap} houses. Each house is worth {house_gp} GP",
                     "Houses built here: at most {cap}. At the end each house is worth {house} GP",
                     "Houses not yet built: build them in colonies ({house} GP each at the end).")
def test_published_colonies_hold_4_houses_1_gp_each_2_gp_for_the_most():
    """Seed 002, "Colonias del Nuevo Mundo": at most 4 houses; 1 GP per house; 2 GP for the most
    houses (a tie: nobody, P-29)."""
    s = acting(3, {0: ["viceroy", "merchant"]},
               colonies=[[1, 1, 2, 2], [0, 0, 1], [1, 2], None, None, None, None])
    s = play(s, "act viceroy 1")
    assert legal(s) == ["colony 2", "colony 3"] and data.COLONY_CAPACITY == 4
    lines = [breakdown(s, seat) for seat in range(3)]
    assert [l["houses"] for l in lines] == [2, 4, 3]
    assert [l["colonies"] for l in lines] == [2, 0, 0]


@pytest.mark.teaches("plus_ultra", "A colony holds {size_1}, {size_2} or {size_3} houses, as printed on it")
def test_early_colonies_hold_their_size_and_the_majority_pays_by_size():
    """Seed 000, "Colonias del Nuevo Mundo": sizes 2, 3, 4; the most houses gain 1, 2 or 3 GP;
    a tie gives nothing."""
    s = acting(3, {0: ["viceroy", "merchant"]}, variant="early",
               colonies=[[1, 1], [0, 0, 2], [1, 2, 1, 0], [0, 1], None, None, None],
               colony_size=[2, 3, 4, 2, 0, 0, 0])
    assert "act viceroy 1" not in legal(s)                # every colony is full
    lines = [breakdown(s, seat) for seat in range(3)]
    assert [l["colonies"] for l in lines] == [2, 1 + 3, 0]


@pytest.mark.teaches("plus_ultra", "Houses built here: {size_1}, {size_2} or {size_3}, as printed")
def test_early_colony_explanation_gives_each_colonys_printed_size():
    """Seed 000, "Colonias del Nuevo Mundo": colonies hold 2, 3 or 4 houses by their printed
    size, and the most houses gain 1, 2 or 3 GP by that size (a tie: nobody).  The colony
    explanation of the early edition said "at most 4" for every colony, against the summary's
    "2, 3 or 4 houses, as printed on it" and against the engine, which refuses a third house
    in a colony of 2."""
    s = acting(3, {0: ["viceroy", "merchant"]}, variant="early", crown=2,
               colonies=[[1, 2], [0], [], None, None, None, None],
               colony_size=[2, 3, 4, 0, 0, 0, 0])
    assert legal(play(s, "act viceroy 1")) == ["colony 2", "colony 3"]   # 2 of 2: full
    text = G.explain("plus_ultra:zone:colony", None, G.view(s, 0))
    sizes = sorted(data.EARLY.majority_gp)
    gps = [data.EARLY.majority_gp[size] for size in sizes]
    assert "at most" not in text
    assert "{}, {} or {},".format(*sizes) in text
    assert "gain {}, {} or {} GP by its size; on a tie nobody does".format(*gps) in text
    published = G.explain("plus_ultra:zone:colony", None, G.view(acting(3, colonies=[None] * 7), 0))
    assert f"at most {data.COLONY_CAPACITY}" in published


@pytest.mark.teaches("plus_ultra", "The Viceroy may capture natives later",
                     "The Viceroy may capture them later")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_the_viceroys_capture_is_marked_assumed_in_the_published_edition(variant):
    """Seed 000, Virrey 2: a bull, or 1 own ducat and 1 of the Crown and a tired tercio; seed 002
    prints no Viceroy (Q-40, docs/DATA.md), so every text quoting it there carries the marker,
    as the Viceroy's passive already did: its actions, the natives tile and the summary's
    natives paragraph quoted the Crown's ducat as the rule."""
    from engine.tour import assumed

    marker = assumed(lambda m: m)
    v = acting(3, {0: ["viceroy", "merchant"]}, variant=variant, crown=1,
               exploration=exploration(("natives", True)))
    v = play(v, "act viceroy 2")                          # no bull: the ducats are paid
    assert (v.p(0).natives, v.p(0).ducats, v.crown) == (1, 1, 0)
    view = G.view(v, 0)
    lines = G.explain("plus_ultra:character:viceroy", None, view).split("\n")
    assert [marker in line for line in lines[1:4]] == [variant == "reglamento"] * 3
    tile = G.explain("plus_ultra:tile:natives", None, view).split("\n")
    viceroy = [line for line in tile if "Viceroy" in line]
    assert len(viceroy) == 1 and viceroy[0].endswith(marker) == (variant == "reglamento")
    assert not any(marker in line for line in tile if "Viceroy" not in line)
    howto = [p for sec in G.rules_summary(variant) for p in sec.paragraphs
             if p.startswith("The Viceroy may capture natives later")]
    assert len(howto) == 1 and howto[0].endswith(marker) == (variant == "reglamento")
