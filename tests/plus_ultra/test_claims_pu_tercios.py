"""Claim tests (issue 27): what the app teaches about tercios and the European Wars, played in
the engine.  Seed 002 (variant ``reglamento``), "Colocación de Tercios", "Guerras Europeas",
"Comienzo del Turno" and Condestable; seed 000 (``early``), "Guerras Europeas"."""
from __future__ import annotations

from collections import Counter

import pytest

from tests.plus_ultra.pu_helpers import G, acting, bidding, drive_to, end_turn, legal, play
from engine.plus_ultra import data

RED, GREEN, BLUE = 0, 1, 2


@pytest.mark.teaches("plus_ultra", "tired ones stay tired. Once all your tercios are tired",
                     "A player whose tercios are all tired may pay {recover} ducat")
def test_tired_tercios_stay_tired_until_all_are_then_1_ducat_rests_them():
    """Seed 002, "Colocación de Tercios": "Cuando al final de una Ronda todos los tercios de un
    jugador estén cansados podrá devolverlos a la Reserva al comienzo de la siguiente ronda
    pagando 1"; seed 000, "Comienzo del Turno" 2.  Review PU-T1: the text said tired tercios
    "rest until the turn ends"."""
    s = acting(3)
    s.p(RED).tercios_active, s.p(RED).tercios_tired, s.p(RED).ducats = 1, 2, 3
    s.p(GREEN).tercios_active, s.p(GREEN).tercios_tired, s.p(GREEN).ducats = 0, 3, 3
    s.p(BLUE).tercios_active, s.p(BLUE).tercios_tired = 2, 0
    s = end_turn(s)
    assert s.turn == 2
    assert (s.p(RED).tercios_active, s.p(RED).tercios_tired) == (1, 2)   # not rested
    assert G.decision(s).seat == GREEN and legal(s) == ["recover", "pass"]
    s = play(s, "recover")
    assert (s.p(GREEN).tercios_active, s.p(GREEN).tercios_tired, s.p(GREEN).ducats) == (
        3, 0, 3 - data.RECOVER_PRICE)
    assert (s.p(RED).tercios_active, s.p(RED).tercios_tired) == (1, 2)
    s = drive_to(s, "act")
    assert s.p(RED).tercios_tired == 2                      # still tired in turn 2


@pytest.mark.teaches("plus_ultra", "Whoever shows the most places one tercio",
                     "Players bid tercios in secret; the most tercios go first",
                     "Each player secretly takes any number of their active tercios",
                     "{first} and {third} tie with {bid_1}, and {first} places first")
def test_bidding_most_first_ties_by_peer_order_leftovers_tired():
    """Seed 002, "Colocación de Tercios", the worked example: level 3, Red 2, Green 1, Blue 2:
    Red, Blue, Green place; the other tercios shown go back tired; bids are secret."""
    s = bidding(3)
    assert G.decision(s).private
    s = play(s, "bid 2")
    assert G.view(s, GREEN)["players"][RED]["bid"] == "hidden"
    s = play(s, "bid 1", "bid 2")
    assert s.war == [RED, BLUE, GREEN]
    assert [(p.tercios_active, p.tercios_tired) for p in s.areas] == [(0, 1), (1, 0), (0, 1)]


@pytest.mark.teaches("plus_ultra", "if as many tercios were placed as the war level, Spain wins",
                     "If the tercios placed equal the war level at the end of the turn",
                     "Passive: {gp} GP if Spain wins the war this turn.",
                     "1. European Wars: check whether the war is won",
                     "If at the end of the turn the tercios placed equal the level",
                     "{name} gains {war_gp} GP for the tercio, and {constable_gp} GP more for "
                     "holding the Constable")
def test_a_won_war_gives_1_gp_per_tercio_and_1_to_the_constable_tercios_return_tired():
    """Seed 002, "Guerras Europeas" and Condestable, Pasiva; "Fin del Turno" 1."""
    s = acting(3, {2: ["constable", "admiral"]})
    s.war_level, s.war = 3, [RED, RED, GREEN]
    for p in s.areas:
        p.tercios_active, p.tercios_tired = 0, 0
    won = end_turn(s)
    assert [p.gp for p in won.areas] == [2, 1, 1]
    assert [p.tercios_tired for p in won.areas] == [2, 1, 0] and won.war == []
    s.war_level = 4
    lost = end_turn(s)
    assert [p.gp for p in lost.areas] == [0, 0, 0]
    assert [p.tercios_tired for p in lost.areas] == [2, 1, 0]


@pytest.mark.teaches("plus_ultra", "1: send an active tercio to the European Wars",
                     "send an active tercio to the war; once it is full",
                     "Once the level is matched, the Constable's first action swaps")
def test_constable_1_places_then_swaps_when_the_level_is_reached():
    """Seed 002, Condestable 1 ("Si se ha igualado el Nivel de Guerra, puedes intercambiar un
    Tercio activo tuyo por cualquiera de los allí colocados"); the displaced one goes back
    tired (docs/DATA.md ruling)."""
    s = acting(3, {0: ["constable", "admiral"]}, war_level=2, war=[GREEN])
    s = play(s, "act constable 1")
    assert s.war == [GREEN, RED] and s.p(RED).tercios_active == 1
    full = acting(3, {0: ["constable", "admiral"]}, war_level=2, war=[GREEN, BLUE])
    full = play(full, "act constable 1")
    options = legal(full)
    full = play(full, options[0])
    assert len(full.war) == 2 and RED in full.war and full.p(RED).tercios_active == 1
    swapped = GREEN if GREEN not in full.war else BLUE
    assert full.p(swapped).tercios_tired == 1


@pytest.mark.teaches("plus_ultra", "2: gain a tercio, active or tired as you choose.",
                     "gain a tercio, active or tired (at most {tercios})",
                     "Finance the Tercios: pay {finance} ducats for a tercio, active or tired")
def test_gaining_a_tercio_active_or_tired_at_most_5():
    """Seed 002, Condestable 2 and "Financiar a los Tercios"; 5 tercios per colour
    ("Componentes": 20 tercios)."""
    s = play(acting(3, {0: ["constable", "admiral"]}), "act constable 2")
    assert legal(s) == ["choose active", "choose tired"]
    assert play(s, "choose tired").p(0).tercios_tired == 1
    assert play(s, "choose active").p(0).tercios_active == 3
    full = acting(3, {0: ["constable", "admiral"]})
    full.p(0).tercios_active, full.p(0).tercios_tired = data.TERCIOS_PER_PLAYER - 2, 2
    assert "act constable 2" not in legal(full)
    full.p(0).tercios_tired = 1                                 # one short of the 5
    assert "act constable 2" in legal(full)
    paid = play(acting(3, {0: ["constable", "admiral"]}), "common finance", "choose tired")
    assert (paid.p(0).ducats, paid.p(0).tercios_tired) == (0, 1)


@pytest.mark.teaches("plus_ultra", "{dice} dice ({dice_2} with 2 players), and the lowest die counts",
                     "{dice} dice, and the middle die counts")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_the_war_level_roll(variant):
    """Seed 002, "Guerras Europeas": the lowest of 2 dice (3 with 2 players); seed 000: the
    middle of 3 dice.  Over many seeds the level's distribution is that of the rule's die."""
    levels = Counter()
    for seed in range(300):
        s = G.new(3, seed=seed, variant=variant)
        levels[s.war_level] += 1
    assert set(levels) <= set(range(1, 7))
    low = levels[1] / sum(levels.values())
    if variant == "reglamento":            # P(min of 2 dice = 1) = 11/36 ≈ 0.31
        assert 0.2 < low < 0.42
    else:                                  # P(middle of 3 dice = 1) = 16/216 ≈ 0.07
        assert low < 0.15
    rules = G.new(2, seed=1, variant=variant).rules
    assert rules.dice(2) == 3 and rules.dice(3) == (2 if variant == "reglamento" else 3)
