"""Claim tests (issue 27): what the app teaches about the Church, the Cardinal and the
rosetones, played in the engine, in each edition.  Seed 002 (``reglamento``), "Iglesia" and
Cardenal; seed 000 (``early``), "Iglesia", Cardenal and "Fin de la Partida"."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import G, acting, church, legal, play
from engine.plus_ultra import data
from engine.plus_ultra.scoring import breakdown


def early(chars=None, players=3, **fields):
    return acting(players, chars, variant="early", **fields)


@pytest.mark.teaches("plus_ultra",
                     "Donating goods from the Market to the Church gives {donation_gp} GP",
                     "1: donate goods from the Market to the Church for {donation} GP",
                     "Donated goods: {donation} GP each; on goods not there yet",
                     "Put on goods donated to the Church ({price} ducat)",
                     "donate goods to the Church",
                     "No {resource} was in the Church yet, so for {price} ducat")
def test_published_donation_1_gp_and_a_roseton_for_1_ducat_on_new_goods():
    """Seed 002, Cardenal 1 / "Iglesia": any Market tile, 1 GP; a rosetón for 1 ducat only on
    goods not in the Church yet."""
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gold", "spices", "silver"],
               church=church(("silver", 1)))
    s = play(s, "act cardinal 1")
    assert legal(s) == ["market 1", "market 2", "market 3"]
    new = play(s, "market 2")
    assert new.p(0).gp == 1 and legal(new) == ["choose yes", "choose no"]
    new = play(new, "choose yes")
    assert new.church[1] == ("spices", 0) and (new.p(0).ducats, new.p(0).rosetones) == (1, 0)
    known = play(s, "market 3")                      # silver is there already: no rosetón
    assert known.pending is None and known.p(0).gp == 1 and known.church[1] == ("silver", None)


@pytest.mark.teaches("plus_ultra",
                     "Filling the last space completes a Cathedral: the rosetones go back",
                     "Filling all its spaces completes a Cathedral",
                     "When the last space of the Church is filled a Cathedral is built",
                     "A rosetón still in the Church at the end of the game scores {end_gp} GP",
                     "{end} GP at the end if still there")
def test_published_cathedral_and_rosetones_left_in_the_church():
    """Seed 002, "Iglesia": completing the Church returns every rosetón with 2 GP, the completer
    gains 2 GP more, the goods are discarded; "Fin de la Partida": 1 GP per rosetón still in
    the Church."""
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gems"],
               church=church(("gold", 1), ("silver", 2), ("spices", None)))
    assert breakdown(s, 1)["church"] == 1 and breakdown(s, 0)["church"] == 0
    s.p(0).rosetones = 0
    rosetones = [p.rosetones for p in s.areas]
    s = play(s, "act cardinal 1")
    assert s.church == church() and data.CHURCH_SPACES == 4
    assert [p.gp for p in s.areas] == [1 + 2, 2, 2]
    assert [p.rosetones for p in s.areas] == [rosetones[0], rosetones[1] + 1, rosetones[2] + 1]


@pytest.mark.teaches("plus_ultra",
                     "1: donate the Market tile below an empty Church space",
                     "Donate the Market tile below an empty space, or the top of the Surplus",
                     "You donate the Market tile right below an empty Church space",
                     "Rosetón cards: on a donation turn a face-up one face down")
@pytest.mark.parametrize("resource,gp", [("gold", 2), ("gems", 2), ("silver", 1), ("spices", 1)])
def test_early_donation_and_rosetón_cards(resource, gp):
    """Seed 000, "Iglesia": the tile under an empty Church space or the Surplus's top, 1 GP; a
    face-up rosetón card turned for 2 GP (gold, gems) or 1 GP (silver, spices), at no cost.
    Review PU-T3: the early edition's texts described seed 002's rosetón pieces."""
    s = early({0: ["cardinal", "merchant"]}, market=["gold", resource], surplus=["gems"],
              church=church(("silver", None)))
    s = play(s, "act cardinal 1")
    assert legal(s) == ["market 2", "surplus"]             # slot 1 is under a filled space
    s = play(s, "market 2")
    assert s.p(0).gp == 1 and G.decision(s).prompt == "flip_roseton"
    yes = play(s, "choose yes")
    assert (yes.p(0).gp, yes.p(0).ducats) == (1 + gp, 2)
    assert (yes.p(0).rosetones, yes.p(0).rosetones_used) == (0, 1)
    assert yes.church[1] == (resource, None)              # no piece on the Church


@pytest.mark.teaches("plus_ultra",
                     "Filling all its spaces finances a new cathedral",
                     "When the Church is full, the used rosetón cards turn face up again",
                     "all turn face up when the Church is full. {end_ducats} ducat each at the end",
                     "At the end each rosetón card is worth {end_ducats} ducat")
def test_early_full_church_and_rosetón_cards_at_the_end():
    """Seed 000, "Iglesia": the full Church turns the used cards face up, the filler gains 2 GP
    more, the goods are removed; "Fin de la Partida": rosetón cards are 1 ducat each, and there
    is no Church line."""
    s = early({0: ["cardinal", "merchant"]}, market=["gold", "spices", "silver", "gems"],
              surplus=[], church=church(("gold", None), ("silver", None), None, ("gems", None)))
    s.p(1).rosetones, s.p(1).rosetones_used = 0, 2
    s.p(0).rosetones = 0
    s = play(s, "act cardinal 1")
    assert s.p(0).gp == 1 + 2 and s.church == church()
    assert (s.p(1).rosetones, s.p(1).rosetones_used) == (2, 0)
    lines = breakdown(s, 1)
    assert "church" not in lines
    p = s.p(1)
    p.ducats, p.tercios_active, p.tercios_tired, p.houses = 0, 0, 0, 3
    assert breakdown(s, 1)["money"] == (p.rosetones + p.houses) // 5 == 1


@pytest.mark.teaches("plus_ultra", "2: gain a bull.", "or gained with the Cardinal", "gain a bull")
def test_cardinal_2_and_the_cardinals_passive():
    """Seed 002, Cardenal 2: "Gana una Bula" (none when the board has none)."""
    s = play(acting(3, {0: ["cardinal", "merchant"]}, bull_supply=2), "act cardinal 2")
    assert (s.p(0).bulls, s.bull_supply) == (1, 1)
    assert s.p(0).ducats == 2                              # his own bull pays him nothing
    assert "act cardinal 2" not in legal(acting(3, {0: ["cardinal", "merchant"]}, bull_supply=0))
