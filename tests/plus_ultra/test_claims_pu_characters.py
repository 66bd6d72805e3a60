"""Claim tests (issue 27): what the app teaches about the characters' actions and passives,
played in the engine.  Seed 002 (``reglamento``), "Personajes" (the Viceroy after seed 000,
Q-40); seed 000 (``early``), "Personajes"."""
from __future__ import annotations

import pytest

from tests.plus_ultra.pu_helpers import CHARACTERS, G, acting, end_turn, exploration, legal, new, play, \
    viceroy_draft
from engine.plus_ultra import data
from engine.tour import assumed

MARKER = assumed(lambda m: m)


def _actor(char, other="merchant", players=3, variant="reglamento", **fields):
    return acting(players, {0: [char, other]}, variant=variant, **fields)


def _explain(character, variant="reglamento"):
    return G.explain(f"plus_ultra:character:{character}", None,
                     G.view(G.new(3, seed=1, variant=variant), 0))


@pytest.mark.teaches("plus_ultra", "1: move a goods tile from the New World to the Market",
                     "ship goods to the market",
                     "The Admiral's first action moves a resource from the New World")
def test_admiral_1():
    """Seed 002, Almirante 1: a goods tile to the Market, 2 GP more if new there, 1 trade
    marker."""
    s = _actor("admiral", market=["gold", "spices"],
               exploration=exploration(("gems", True), ("natives", True), ("silver", False)))
    s = play(s, "act admiral 1")
    assert s.market == ["gold", "spices", "gems"] and (s.p(0).gp, s.trade[0]) == (2, 1)
    old = play(_actor("admiral", market=["gold"], exploration=exploration(("gold", True))),
               "act admiral 1")
    assert (old.p(0).gp, old.trade[0]) == (0, 1)


@pytest.mark.teaches("plus_ultra", "2: place {markers} of your trade markers in Maritime Trade",
                     "{markers_words} and {admiral_gain}",
                     "2: advance your marker {markers_steps} on the Maritime Trade track",
                     "advance {markers_steps} in Maritime Trade and gain {admiral_gain}",
                     "the second places {markers} markers in Maritime Trade "
                     "and gives {gain} ducat")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_admiral_2(variant):
    """Seed 002, Almirante 2: two markers and 1 ducat; seed 000: "Avanza dos posiciones en el
    Comercio Marítimo y gana 1 ducado" (review PU-T9: the early text spoke of markers)."""
    s = play(_actor("admiral", variant=variant, trade=[1, 0, 0]), "act admiral 2")
    assert (s.trade[0], s.p(0).ducats) == (3, 3)
    if variant == "reglamento":
        assert s.cubes_free(0) == data.CUBES_PER_PLAYER - s.p(0).houses - 3
    assert "advance your marker 2 steps" in _explain("admiral", "early")
    assert "place 2 of your trade markers" in _explain("admiral")


@pytest.mark.teaches("plus_ultra", "1: sell the top tile of the Surplus or the tile in Market slot 1",
                     "The Merchant sells the tile in slot 1 (the right-most)",
                     "sell goods", "The Merchant may sell its top tile")
def test_merchant_1_sells_slot_1_or_the_surplus_top():
    """Seed 002, Comerciante 1: 4 ducats less 1 per equal tile left in the Market; the Market
    tile is slot 1 (P-13, the legend's right-most), the Surplus tile its top.  Review PU-T8:
    the texts said "the last Market tile"."""
    s = _actor("merchant", "admiral", market=["silver", "gold", "silver", "silver"],
               surplus=["gems", "gold"])
    s = play(s, "act merchant 1")
    assert legal(s) == ["market 1", "surplus"]
    slot = play(s, "market 1")
    assert slot.market == ["gold", "silver", "silver"] and slot.p(0).ducats == 2 + (4 - 2)
    top = play(s, "surplus")
    assert top.surplus == ["gems"] and top.p(0).ducats == 2 + (4 - 1)
    legend = dict(G.legend(None))
    assert "right-most" in legend["slot 1 →"]


@pytest.mark.teaches("plus_ultra", "2: buy titles: {titles}.", "buy titles")
@pytest.mark.parametrize("paid,gp", sorted(data.MERCHANT_TITLES.items()))
def test_merchant_2_titles(paid, gp):
    """Seed 002, Comerciante 2: 2 ducats for 1 GP, 3 for 2 GP, 4 for 3 GP."""
    s = _actor("merchant", "admiral")
    s.p(0).ducats = 4
    s = play(s, "act merchant 2", f"choose {paid}")
    assert (s.p(0).ducats, s.p(0).gp) == (4 - paid, gp)
    assert f"{paid} for {gp} GP" in _explain("merchant")


@pytest.mark.teaches("plus_ultra", "1: explore the first face-down New World tile: goods give {gp} GP",
                     "explore the New World",
                     "Exploring turns over the first face-down tile: goods, natives or a colony")
def test_conquistador_1():
    """Seed 002, Conquistador 1: reveal the next face-down tile: goods 2 GP; natives may be
    captured; a colony goes to the first free colony row, a house there for 2 ducats."""
    s = _actor("conquistador", exploration=exploration(("gold", True), ("silver", False),
                                                     ("gems", False)))
    s = play(s, "act conquistador 1")
    assert s.exploration[:3] == [("gold", True), ("silver", True), ("gems", False)]
    assert s.p(0).gp == 2
    c = _actor("conquistador", exploration=exploration(("gold", True), ("colony", False)),
               colonies=[[1], None, None, None, None, None, None])
    c = play(c, "act conquistador 1", "choose yes")
    assert c.colonies[1] == [0] and (c.p(0).houses, c.p(0).ducats) == (1, 0)


@pytest.mark.teaches("plus_ultra", "2: send goods from the New World to the Surplus",
                     "send goods to the surplus for {conquistador_ducats}")
def test_conquistador_2():
    """Seed 002, Conquistador 2: goods from the New World to the Surplus, 2 ducats."""
    s = _actor("conquistador", surplus=["silver"],
               exploration=exploration(("natives", True), ("gems", True), ("gold", False)))
    s = play(s, "act conquistador 2")
    assert s.surplus == ["silver", "gems"] and s.p(0).ducats == 4


@pytest.mark.teaches("plus_ultra", "1: remove any player's trade marker and gain {gain_ducats}.",
                     "sink a trade ship for {pirate_ducats}",
                     "1: move any player's Maritime Trade marker {sink_steps} back",
                     "the Pirate removes them", "the Pirate moves one back")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_pirate_1(variant):
    """Seed 002, Pirata 1: remove a trade marker of any player; seed 000: move it one step
    back; 2 ducats."""
    s = play(_actor("pirate", variant=variant, trade=[1, 0, 3]), "act pirate 1", "seat 2")
    assert s.trade == [1, 0, 2] and s.p(0).ducats == 4


@pytest.mark.teaches("plus_ultra", "2: remove a face-up goods tile of the New World",
                     "plunder goods for {pirate_ducats}",
                     "When neither action has a target (no trade markers, no goods to take)")
def test_pirate_2_and_the_note():
    """Seed 002, Pirata 2 and Nota: 2 ducats for a face-up goods tile; with neither target
    either action still gives 2 ducats; with a trade marker, action 2 needs goods.  Review
    PU-T7: the text said action 2 gives 2 ducats "even when there is nothing to take"."""
    s = play(_actor("pirate", trade=[0, 0, 0],
                    exploration=exploration(("natives", True), ("gold", True))), "act pirate 2")
    assert s.exploration[1] is None and s.p(0).ducats == 4
    idle = _actor("pirate", trade=[0, 0, 0], exploration=exploration(("natives", True)))
    assert play(idle, "act pirate 1").p(0).ducats == 4
    assert play(idle, "act pirate 2").p(0).ducats == 4
    markers = _actor("pirate", trade=[0, 1, 0], exploration=exploration(("natives", True)))
    assert "act pirate 2" not in legal(markers)


@pytest.mark.teaches("plus_ultra", "2: remove goods next to a colony and gain {gain_ducats}; each player",
                     "plunder goods next to a colony for {pirate_ducats}")
def test_early_pirate_2_hits_every_house_owner_of_the_colony():
    """Seed 000, Pirata 2: goods next to a colony, 2 ducats; "Cada jugador que tenga una casa al
    menos en dicha colonia deberá cansar un tercio ... o bien perder 1 ducado" (P-36).  Review
    PU-T7: the text said "the colony's owner"."""
    s = _actor("pirate", variant="early", colonies=[None, [1, 2, 1]] + [None] * 5,
               exploration=exploration(("gold", True), ("spices", True)))
    s.p(2).tercios_active = 0
    s = play(s, "act pirate 2")
    assert s.exploration[1] is None and s.p(0).ducats == 4
    assert G.decision(s).seat == 1 and legal(s) == ["choose tercio", "choose ducat"]
    s = play(s, "choose tercio")
    assert s.p(1).tercios_tired == 1 and s.p(2).ducats == 1


@pytest.mark.teaches("plus_ultra", "1: gain GP by Crown wealth ({table}).", "gain GP by Crown wealth")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_king_1_table_and_its_marker(variant):
    """Seed 000, Rey 1 prints the table; seed 002 says "Ver tablero" (P-04): assumed there."""
    for crown, gp in enumerate(data.KING_TABLE):
        s = play(_actor("king", variant=variant, crown=crown), "act king 1")
        assert s.p(0).gp == gp and s.crown == crown
    line = _explain("king", variant).split("\n")[2]
    assert "0–1: 0, 2–3: 1, 4–5: 2, 6: 3" in line
    assert (MARKER in line) == (variant == "reglamento")


@pytest.mark.teaches("plus_ultra", "2: tax: every other player loses {tax_ducats} or {tax} GP",
                     "tax the other players")
def test_king_2_tax():
    """Seed 002, Rey 2: every other player loses 1 ducat or 1 GP; the Crown gains 2."""
    s = acting(3, {1: ["king", "merchant"]}, actor=1, crown=2)
    s.p(0).gp, s.p(2).gp = 2, 2
    s = play(s, "act king 2", "choose ducat", "choose gp")
    assert (s.p(0).ducats, s.p(0).gp, s.p(2).ducats, s.p(2).gp) == (1, 2, 2, 1)
    assert s.crown == 4


@pytest.mark.teaches("plus_ultra", "Passive: {gp} GP at the reveal if nobody else has the King.")
@pytest.mark.parametrize("king_with", [None, 0, 1])
def test_secretary_passive(king_with):
    """Seed 002 / seed 000, Secretario, Pasiva: 2 GP at the reveal when no other player has the
    King (not in play, or his own)."""
    s = new(3)
    picks = {0: ["secretary"] + (["king"] if king_with == 0 else [])}
    if king_with == 1:
        picks[1] = ["king"]
    hoard = "king" if king_with is None else "cardinal"
    s.hoard, s.pool = hoard, sorted(c for c in CHARACTERS if c != hoard)
    while s.phase == "draft":
        seat = G.decision(s).seat
        want = [c for c in picks.get(seat, []) if c in s.pool]
        avoid = [a for a in legal(s) if a.split()[1] not in {"secretary", "king"}]
        s = G.apply(s, f"draft {want[0]}" if want else avoid[0])
    assert s.p(0).gp == (0 if king_with == 1 else 2)


@pytest.mark.teaches("plus_ultra", "1: pay {share_ducats} and {share} from the Crown: gain a rosetón or a house",
                     "pay {share_ducats} and {share} of the Crown: gain a rosetón, house or "
                     "Magellan marker",
                     "1: pay {share_ducats} and {share} from the Crown: gain a rosetón card, a house or a",
                     "pay {share_ducats} and {share} of the Crown: gain a rosetón card, house or Magellan card",
                     "Some actions take {share} ducat from the Crown; if it is empty, you pay that")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_secretary_1(variant):
    """Seed 002 / seed 000, Secretario 1: 1 own ducat and 1 of the Crown (both own when the Crown
    is empty) for a rosetón, a house or a Magellan marker / card."""
    s = play(_actor("secretary", variant=variant, crown=3), "act secretary 1")
    magellan = "magellan" if variant == "reglamento" else "magellan_card"
    assert legal(s) == ["choose roseton", "choose house", f"choose {magellan}"]
    s = play(s, "choose house")
    assert (s.p(0).ducats, s.crown, s.p(0).houses) == (1, 2, 3)
    empty = play(_actor("secretary", variant=variant, crown=0), "act secretary 1", "choose house")
    assert (empty.p(0).ducats, empty.crown) == (0, 0)


@pytest.mark.teaches("plus_ultra", "2: advance {peer_steps} in Peer Order and gain {gain_ducats}.",
                     "advance {peer_steps_words} in Peer Order and gain {secretary_ducats}")
def test_secretary_2():
    """Seed 002, Secretario 2: one step up in Peer Order and 1 ducat."""
    s = play(acting(3, {2: ["secretary", "merchant"]}, actor=2), "act secretary 2")
    assert s.peer_order == [0, 2, 1] and s.p(2).ducats == 3


@pytest.mark.teaches("plus_ultra", "2: buy an estate for {n_ducats}.", "buy an estate for {estate_price}",
                     "or with the Secretary of State's second action for {secretary} ducats")
def test_early_secretary_2_buys_an_estate():
    """Seed 000, Secretario de Estado 2: "Compra una finca del tablero por 2 ducados"."""
    s = play(_actor("secretary", variant="early", estates_deck=[3, "bull", 2]), "act secretary 2")
    assert s.p(0).estates == [2] and s.p(0).ducats == 2 - data.SECRETARY_ESTATE_PRICE == 0


@pytest.mark.teaches("plus_ultra",
                     "Passive: at the reveal, {gain_ducats} for each colony where you have at least")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_viceroy_passive(variant):
    """Seed 000, Virrey, Pasiva: "Gana 1 ducado por cada colonia en la que tengas al menos una
    casa" (P-22: at the reveal; seed 002 does not print the Viceroy, Q-40: marked assumed
    there).  Review PU-T7: no text told the learner."""
    s, before = viceroy_draft(variant)
    assert "viceroy" in s.p(0).characters
    assert s.p(0).ducats - before == 2                    # colonies 1 and 2 (seat 0 first)
    passive = _explain("viceroy", variant).split("\n")[1]
    assert passive.startswith("Passive: at the reveal")
    assert (MARKER in passive) == (variant == "reglamento")


@pytest.mark.teaches("plus_ultra", "1: pay {share_ducats} and {share} from the Crown: build a house in a colony.",
                     "pay {share_ducats} and {share} of the Crown: build a house in a colony")
def test_viceroy_1():
    """Seed 000, Virrey 1 (Q-40): 1 own ducat and 1 of the Crown, a house in a colony."""
    s = _actor("viceroy", crown=2, colonies=[[1, 1, 2, 2], [], None, None, None, None, None])
    s = play(s, "act viceroy 1")
    assert s.colonies[1] == [0] and (s.p(0).ducats, s.crown, s.p(0).houses) == (1, 1, 1)


@pytest.mark.teaches("plus_ultra", "2: capture natives: spend a bull, or pay {share_ducats} and {share} from",
                     "capture natives: spend a bull, or pay {share_ducats} and {share} of the Crown")
def test_viceroy_2():
    """Seed 000, Virrey 2: a bull, or 1 own ducat and 1 of the Crown and a tired tercio."""
    s = _actor("viceroy", crown=1, exploration=exploration(("gold", True), ("natives", True)))
    s.p(0).bulls = 1
    s = play(s, "act viceroy 2")
    pay = play(s, "choose pay")
    p = pay.p(0)
    assert (p.natives, p.ducats, pay.crown, p.tercios_active, p.tercios_tired) == (1, 1, 0, 1, 1)
    bull = play(s, "choose bull")
    assert (bull.p(0).natives, bull.p(0).bulls) == (1, 0)


@pytest.mark.teaches("plus_ultra", "Its goods: {goods} (if it is the character set aside")
@pytest.mark.parametrize("character", CHARACTERS)
def test_each_characters_goods_are_hoarded_and_the_assumed_ones_say_so(character):
    """Seed 002, "Riqueza de la Corona": the set-aside character's goods leave the Market, 1
    ducat each to the Crown; only the Merchant's icon (silver) is printed, the others are P-10,
    and their texts say so.  Review PU-T6."""
    resource = data.CHARACTER_ICON[character]
    s = acting(3, market=[resource, "gold" if resource != "gold" else "gems", resource],
               crown=1)
    s.hoard = character
    s = end_turn(s)
    assert resource not in s.market and s.crown == 3
    goods = _explain(character).split("\n")[-1]
    assert goods.startswith("Its goods: " + data.TERMS[resource])
    assert (MARKER in goods) == (character not in data.PRINTED_ICONS)
    assert data.PRINTED_ICONS == ("merchant",)


@pytest.mark.teaches("plus_ultra", "pay {share_ducats} and {share} of the Crown: build a house in a "
                     "colony (not",
                     "capture natives: spend a bull, or pay {share_ducats} and {share} of the "
                     "Crown and tire a tercio (not")
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_the_viceroys_action_hints_are_marked_assumed_in_the_published_edition(variant):
    """Seed 000, Virrey 1 and 2 (1 own ducat and 1 of the Crown); seed 002 prints no Viceroy
    (Q-40): its action buttons say so there, in both languages, as its explanation does."""
    from engine.i18n import translator

    s = _actor("viceroy", variant=variant, crown=2,
               colonies=[[], None, None, None, None, None, None])
    s = play(s, "act viceroy 1")
    assert (s.p(0).ducats, s.crown, s.colonies[0]) == (1, 1, [0])
    for lang in ("en", "es"):
        _ = translator(lang, "plus_ultra")
        for n in (1, 2):
            label = G.action_label(f"act viceroy {n}", s.names, _, variant)
            assert label.endswith(" " + assumed(_)) == (variant == "reglamento"), (lang, label)
