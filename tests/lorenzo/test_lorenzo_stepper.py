"""Servants chosen with a −/+ stepper (issue 20: "servants are chosen with a stepper"; review
B4: servants must never be spent unseen).  Rules: seed 001, "Área de cosecha y producción"
(each servant raises the action's value by 1; the bonus tile acts at value 1, each territory
or building whose number is at most the value is activated) and excommunication 2_6 (2
servants per +1, data §3).  The stepper offers exactly the legal ``servants <n>`` counts;
the panel draws it as one form whose confirm button carries the count shown.
"""
from __future__ import annotations

import re

from engine.i18n import translator
from tests.lorenzo.lz_helpers import G, give, new, play, zero

import stepper as web_stepper
import ui


def _harvest(servants: int = 5, dice=(2, 1, 1)):
    """Seat 0 on the single Harvest space with its black member (value 2), three territories
    (Woods 1, Gravel Pit 4, Forest 5)."""
    s = new(2, dice=dice)
    zero(s, 0)
    give(s, 0, servants=servants)
    s.p(0).cards["territory"] = ["woods", "forest", "gravel_pit"]
    return play(s, "member black 2", "place harvest 1")


def spec(s, lang="en"):
    return G.stepper(G.view(s, 0), G.decision(s), G.legal_actions(s), translator(lang, "lorenzo"))


def test_the_stepper_offers_exactly_the_legal_counts_with_their_values():
    """Value 2 and 5 servants: counts 0..4 (value 6 is the highest any card needs), each with
    the action value it reaches and its legal notation."""
    s = _harvest()
    assert G.decision(s).prompt == "servants"
    got = spec(s)
    legal = [a.notation for a in G.legal_actions(s)]
    assert [e["action"] for e in got["steps"]] == legal == [f"servants {n}" for n in range(5)]
    assert [e["value"] for e in got["steps"]] == [2, 3, 4, 5, 6]
    assert got["step"] == 1


def test_each_count_says_what_the_harvest_then_activates():
    """Gravel Pit (4) activates from value 4, Forest (5) from 5; the step before says so."""
    steps = spec(_harvest())["steps"]
    assert steps[0]["says"].startswith("Harvest value 2: bonus tile: ")
    assert "Woods" in steps[0]["says"] and "Gravel Pit" not in steps[0]["says"]
    assert "1 more servant also activates Gravel Pit (4)" in steps[1]["says"]
    assert "Gravel Pit: 2 stone" in steps[2]["says"] and "Forest" not in steps[2][
        "says"].split(".")[0]
    assert "Forest: 3 wood" in steps[3]["says"]
    es = spec(_harvest(), "es")["steps"]
    assert es[2]["says"].startswith("Cosecha de valor 4: ")
    assert "Con 1 sirviente más se activa también Bosque (5)" in es[2]["says"]
    assert es[1]["label"] == "Añadir 1 sirviente"


def test_two_servants_per_step_when_excommunicated_2_6():
    """Excommunication 2_6: the counts go by 2 and the stepper's step is 2."""
    s = new(2, dice=(2, 1, 1))
    zero(s, 0)
    give(s, 0, servants=5)
    s.excommunications[1] = "ex2_6"
    s.p(0).excommunicated.append(2)
    s = play(s, "member black 2", "place harvest 1")
    got = spec(s)
    assert [e["n"] for e in got["steps"]] == [0, 2, 4]
    assert [e["value"] for e in got["steps"]] == [2, 3, 4]
    assert got["step"] == 2


def test_no_stepper_for_other_decisions_or_a_single_count():
    """A family member's choice has no stepper; a single legal count needs none."""
    s = new(2, dice=(2, 1, 1))
    assert spec(s) is None
    s = _harvest()
    one = [a for a in G.legal_actions(s) if a.notation == "servants 0"]
    assert G.stepper(G.view(s, 0), G.decision(s), one, None) is None


def test_the_panel_draws_one_form_instead_of_a_button_per_count():
    """Before issue 20's stepper the panel listed "Add no servants", "Add 1 servant", …; now a
    form: a number input bounded by the legal counts, −/+ buttons named for screen readers,
    the output, and one confirm button carrying the lowest count."""
    s = _harvest()
    _ = translator("en", "lorenzo")
    html = ui.decision_panel(G, s, G.decision(s), G.legal_actions(s), False, _)
    assert html.count("data-action=") == 1
    assert 'data-action="servants 0"' in html and ">Add no servants</button>" in html
    assert re.search(r'<input type="number" id="stepper-n"[^>]*min="0" max="4" step="1" '
                     r'value="0"', html)
    assert 'aria-label="One servant fewer"' in html and 'aria-label="One servant more"' in html
    assert '<label for="stepper-n">Servants to add</label>' in html
    assert "Harvest value 2: " in html


def test_pick_snaps_a_typed_count_to_a_legal_one():
    steps = [[0, "servants 0", "", ""], [2, "servants 2", "", ""], [4, "servants 4", "", ""]]
    assert web_stepper.pick(steps, "3")[0] == 2
    assert web_stepper.pick(steps, "9")[0] == 4
    assert web_stepper.pick(steps, "-1")[0] == 0
    assert web_stepper.pick(steps, "")[0] == 0
    assert web_stepper.pick(steps, "abc")[0] == 0
