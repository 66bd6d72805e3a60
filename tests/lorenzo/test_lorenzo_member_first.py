"""A placement is two decisions: a family member (its value shown), then a space (issue 20;
DESIGN.md: multi-step choices are a sequence of small decisions).  Rules: seed 001, "B.
Acciones" ("debe colocar a uno de los miembros de su familia en un espacio de acción"; each
member's value is its die, the neutral one 0; servants raise it 1:1 before placing) and
"Reglas para colocar a un miembro de la familia en una torre".  Saves of the one-action
placement (main at 7b4bc99, fixtures in tests/fixtures/7b4bc99/) replay as the two decisions.
"""
from __future__ import annotations

import json
import pathlib

import pytest

import engine
from engine import IllegalAction
from engine.lorenzo import data
from engine.lorenzo.render import board
from engine.svg import board_notations
from tests.lorenzo.lz_helpers import (G, assert_illegal, give, new, play,
                                      scores_as_before_d9, zero)

FIXTURES = pathlib.Path(__file__).parent.parent / "fixtures" / "7b4bc99"
FILES = sorted(p.name for p in FIXTURES.glob("*.json"))


def notations(s) -> list[str]:
    return [a.notation for a in G.legal_actions(s)]


def test_first_the_family_member_with_its_value():
    """Seed 001, "B. Acciones": each member acts with its die's value, the neutral one with 0;
    the first decision names the member and that value, nothing else."""
    s = new(4, dice=(2, 5, 6))
    assert G.decision(s).prompt == "place"
    assert notations(s) == ["member black 2", "member white 5", "member orange 6",
                            "member neutral 0"]


def test_then_only_the_spaces_that_member_can_use():
    """Seed 001, "B. Acciones" (servants 1:1, "sin límite") and "Reglas para colocar …": with
    value 2 and no servants, floors 1 of the towers (value 1), the Market, the Council Palace
    and Harvest/Production; floor 2 (value 3) only with a servant."""
    s = new(4, dice=(2, 5, 6))
    zero(s, 0)
    give(s, 0, coins=20, wood=20, stone=20, mp=20)
    s = G.apply(s, "member black 2")
    assert G.decision(s).prompt == "space"
    assert G.decision(s).params == {"member": "black", "value": 2}
    spaces = notations(s)
    assert "place territory 1" in spaces and "place council" in spaces
    assert not any(m.startswith("place territory 2") for m in spaces)
    assert all(m.startswith("place ") for m in spaces)
    give(s, 0, servants=1)
    assert "place territory 2 +1" in notations(s)


def test_the_space_places_the_chosen_member_and_the_turn_passes():
    """Seed 001, "B. Acciones": one family member per turn; the next player then chooses."""
    s = play(new(4, dice=(2, 5, 6)), "member white 5", "place council")
    assert s.council == [(0, "white")]
    assert "white" in s.p(0).placed
    assert (G.decision(s).seat, G.decision(s).prompt) == (0, "privilege")   # the council's
    s = play(s, "privilege coins")
    assert (G.decision(s).seat, G.decision(s).prompt) == (1, "place")


def test_a_member_with_no_legal_space_is_not_offered():
    """Seed 001, "B. Acciones": every space needs at least value 1; the neutral member (0)
    without servants can go nowhere, so it is not a choice."""
    s = new(4, dice=(2, 5, 6))
    give(s, 0, servants=0)
    assert "member neutral 0" not in notations(s)
    give(s, 0, servants=1)
    assert "member neutral 0" in notations(s)


def test_wrong_steps_are_refused_and_change_nothing():
    """A one-action placement is not a move any more; a member's value must be its own; a
    space the member cannot use is refused (state unchanged)."""
    s = new(4, dice=(2, 5, 6))
    before = s.clone()
    with pytest.raises(IllegalAction):
        G.apply(s, "place black council")                  # the old one-action notation
    assert s == before
    assert_illegal(s, "member black 6")                    # its value is 2
    s = G.apply(s, "member black 2")
    zero(s, 0)
    assert_illegal(s, "place territory 4")                 # value 7 needed
    assert_illegal(s, "member white 5")                    # one member at a time


def test_the_value_of_the_member_counts_its_penalties():
    """Data §3, excommunication 1_7: coloured members have −1; the option shows the value the
    member acts with."""
    s = new(4, dice=(2, 5, 6))
    s.p(0).excommunicated.append(1)
    s.excommunications[0] = next(e.key for e in data.EXCOMMUNICATIONS
                                 if e.penalty[0] == "member_malus")
    assert notations(s)[:3] == ["member black 1", "member white 4", "member orange 5"]


def test_the_view_says_what_each_lit_space_costs():
    """Seed 001, "Reglas para colocar …": the servants that reach the floor's value and the
    3 coins of a tower already occupied; the board shows both on the space."""
    s = play(new(4, dice=(1, 5, 6)), "place black territory 1", "place white council",
             "privilege coins")
    assert G.decision(s).seat == 2
    give(s, 2, servants=5, coins=10)
    s = G.apply(s, "member orange 6")
    costs = G.view(s, 2)["choosing"]["costs"]
    assert costs["territory 4"] == {"servants": 1, "fee": 3}      # 6 + 1 = 7, occupied
    assert costs["character 4"] == {"servants": 1, "fee": 0}
    assert costs["council"] == {"servants": 0, "fee": 0}
    svg = board(G.view(s, 2), legal=G.legal_actions(s))
    assert "1 servant, 3 coins fee" in svg                         # its label
    assert "1 serv. · +3 coins" in svg                              # its badge
    assert set(board_notations(svg)) == set(notations(s))


def test_the_space_step_keeps_the_hotseat_hand_private():
    """Leaders in hand are secret (data §2.1): the second step of a placement is a private
    decision like the first, so a hotseat does not show the public board in between."""
    s = new(2)
    s.p(0).leaders = ["santa_rita"]
    assert G.decision(s).private
    s = G.apply(s, next(a for a in G.legal_actions(s) if a.verb == "member"))
    assert G.decision(s).prompt == "space" and G.decision(s).private


# -- saves of the one-action placement (main at 7b4bc99) -------------------------------------------
@pytest.mark.parametrize("name", FILES)
def test_a_7b4bc99_save_replays_its_placements_as_two_steps(name):
    """Every ``place <member> <space> [+n]`` of the save becomes ``member <member> <value>``
    then ``place <space> [+n]``; the game ends with 7b4bc99's scores, ranking and view, and
    the save written again replays by ``game.apply`` alone."""
    doc = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    old = doc["7b4bc99"]
    state = engine.load(doc)
    assert G.is_over(state)
    placements = sum(1 for a in doc["actions"] if a.startswith("place "))
    assert placements and len(state.history) == len(doc["actions"]) + placements
    assert scores_as_before_d9(state, G.scores(state)) == old["scores"]
    assert G.ranking(state) == old["ranking"]
    view = json.loads(json.dumps(G.view(state, None)))
    assert {k: v for k, v in view.items() if k in old["view"]} == old["view"]
    resaved = engine.save(state)
    assert not any(a.split()[1:2] and a.split()[1] in data.MEMBERS and a.startswith("place ")
                   for a in resaved["actions"])
    again = G.new(len(doc["players"]), seed=doc["seed"], variant=doc["variant"],
                  names=[p["name"] for p in doc["players"]])
    assert resaved["version"] == 1              # its own turn structure (engine/savedoc.py)
    G.read_format(again, 1)
    for notation in resaved["actions"]:
        again = G.apply(again, notation)
    assert G.view(again, None) == G.view(state, None)


def test_a_7b4bc99_placement_that_no_longer_fits_is_a_save_error():
    """A one-action placement whose space that member cannot use does not replay: the
    SaveError names the action as written."""
    doc = json.loads((FIXTURES / FILES[0]).read_text(encoding="utf-8"))
    index = next(i for i, a in enumerate(doc["actions"]) if a.startswith("place "))
    broken = {**doc, "actions": doc["actions"][:index] + ["place black territory 9"]}
    with pytest.raises(engine.SaveError, match=r"'place black territory 9'"):
        engine.load(broken)
