"""Plus Ultra's character texts and action hints quote the characters' rule values from data.py,
never typed twice (the studio rule "numbers in texts come from data.py"), and the rules play the
same constants.

Each test changes constants of data.py to unusual values, finds them in the English and Spanish
explanations and action hints, and plays the rule in the engine at the changed value.  Rule
sources (seed 002, "Personajes"; seed 000 where named): Comerciante 1 ("gana 4 menos 1 por cada
otro Recurso igual"), Conquistador 1 ("gana 2 PG"; a house "a cambio de 2") and 2 ("ganar 2"),
Pirata 1, 2 and Nota ("gana 2"), seed 000 Pirata 2 ("perder 1 ducado"), Rey 2 ("pierden 1 o 1
PG … La Riqueza de la Corona aumenta en 2"), Cardenal, Pasiva ("Gana 1 por cada Bula"), seed 000
Virrey, Pasiva ("Gana 1 ducado por cada colonia") and 1 ("Paga 1 ducado propio y uno de la
corona"), seed 000 "Fin de la Partida" (rosetón cards "por 1 ducado cada una").  The rules at
their printed values: test_claims_pu_characters.py and test_rules_characters.py.
"""
from __future__ import annotations


import pytest

from engine.i18n import format_event, translator
from engine.plus_ultra import data, howto
from engine.plus_ultra.scoring import breakdown
from tests.plus_ultra.pu_helpers import CHARACTERS, G, acting, draft_all, exploration, legal, new, \
    viceroy_draft, \
    play
from tests.helpers import numbers

pytest.importorskip("babel")

LANGS = ["en", "es"]
EARLY_VIEW = {"edition": {"magellan_piece": "magellan_card"}}


def explained(key: str, lang: str, early: bool = False) -> set[int]:
    _ = translator(lang, "plus_ultra")
    text = G.explain(f"plus_ultra:{key}", _, EARLY_VIEW if early else None)
    assert text, key
    return numbers(text)


def hinted(notation: str, lang: str, variant: str = "reglamento") -> set[int]:
    return numbers(G.action_label(notation, ["A", "B", "C"], translator(lang, "plus_ultra"),
                                  variant))


def logged(s, since: int, lang: str) -> str:
    """The log lines from ``since`` on, in ``lang``."""
    _ = translator(lang, "plus_ultra")
    return "\n".join(format_event(k, p, s.names, _, terms=G.terms) for k, p in s.log[since:])


def _actor(char, variant="reglamento", **fields):
    return acting(3, {0: [char, "merchant" if char != "merchant" else "admiral"]},
                  variant=variant, **fields)


@pytest.mark.parametrize("lang", LANGS)
def test_the_merchants_price_follows_data(monkeypatch, lang):
    """Comerciante 1: data.MERCHANT_PRICE less data.MERCHANT_DISCOUNT per equal tile left."""
    monkeypatch.setattr(data, "MERCHANT_PRICE", 71)
    monkeypatch.setattr(data, "MERCHANT_DISCOUNT", 13)
    assert {71, 13} <= explained("character:merchant", lang)
    s = _actor("merchant", market=["silver", "gold", "silver", "silver"])
    s = play(s, "act merchant 1", "market 1")
    assert s.p(0).ducats == 2 + 71 - 2 * 13


@pytest.mark.parametrize("lang", LANGS)
def test_the_conquistadors_gains_follow_data(monkeypatch, lang):
    """Conquistador 1: data.EXPLORE_GP for goods, a house for data.EXPLORE_HOUSE_PRICE;
    Conquistador 2: data.CONQUISTADOR_DUCATS."""
    monkeypatch.setattr(data, "EXPLORE_GP", 72)
    monkeypatch.setattr(data, "EXPLORE_HOUSE_PRICE", 3)
    monkeypatch.setattr(data, "CONQUISTADOR_DUCATS", 74)
    assert {72, 3, 74} <= explained("character:conquistador", lang)
    assert 74 in hinted("act conquistador 2", lang)
    s = _actor("conquistador", exploration=exploration(("gems", True), ("gold", False)))
    before = len(s.log)
    s = play(s, "act conquistador 1")
    assert s.p(0).gp == 72 and "72" in logged(s, before, lang)
    c = _actor("conquistador", exploration=exploration(("gold", True), ("colony", False)),
               colonies=[None] * 7)
    c.p(0).ducats = 3
    c = play(c, "act conquistador 1", "choose yes")
    assert c.p(0).ducats == 0 and c.colonies[0] == [0]
    c = _actor("conquistador", exploration=exploration(("gold", True), ("colony", False)),
               colonies=[None] * 7)
    assert play(c, "act conquistador 1").pending is None            # 2 ducats: no house offer
    s = play(_actor("conquistador", exploration=exploration(("gems", True))),
             "act conquistador 2")
    assert s.p(0).ducats == 2 + 74


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_the_pirates_gains_follow_data(monkeypatch, lang, variant):
    """Pirata 1, 2 and Nota: data.PIRATE_DUCATS; seed 000 Pirata 2: the house owners' toll is
    data.PIRATE_TOLL."""
    monkeypatch.setattr(data, "PIRATE_DUCATS", 75)
    monkeypatch.setattr(data, "PIRATE_TOLL", 76)
    early = variant == "early"
    text = explained("character:pirate", lang, early)
    assert 75 in text and (76 in text) == early
    assert 75 in hinted("act pirate 1", lang, variant) and 75 in hinted("act pirate 2", lang,
                                                                         variant)
    s = play(_actor("pirate", variant, trade=[0, 1, 0]), "act pirate 1")   # one target
    assert s.p(0).ducats == 2 + 75
    idle = _actor("pirate", variant, trade=[0, 0, 0], exploration=exploration(("natives", True)))
    before = len(idle.log)
    idle = play(idle, "act pirate 2")
    assert idle.p(0).ducats == 2 + 75 and "75" in logged(idle, before, lang)
    own = play(_actor("pirate", variant, trade=[1, 0, 0]), "act pirate 1")   # his own ship
    assert own.p(0).ducats == 2 + 75 and "75" in logged(own, before, lang)
    if early:
        s = _actor("pirate", variant, colonies=[None, [1]] + [None] * 5,
                   exploration=exploration(("gold", True), ("spices", True)))
        s.p(1).ducats = 80
        s = play(s, "act pirate 2", "choose ducat")            # one tile: no pick asked
        assert (s.p(0).ducats, s.p(1).ducats) == (2 + 75, 80 - 76)


@pytest.mark.parametrize("lang", LANGS)
def test_the_kings_tax_follows_data(monkeypatch, lang):
    """Rey 2: the others lose data.KING_TAX ducats or GP; the Crown gains data.KING_TAX_CROWN."""
    monkeypatch.setattr(data, "KING_TAX", 2)
    monkeypatch.setattr(data, "KING_TAX_CROWN", 3)
    assert {2, 3} <= explained("character:king", lang)
    s = acting(3, {1: ["king", "merchant"]}, actor=1, crown=0)
    s.p(0).ducats, s.p(0).gp = 5, 4
    s.p(2).ducats, s.p(2).gp = 1, 6                  # 1 ducat is short of the tax: pays GP
    before = len(s.log)
    s = play(s, "act king 2", "choose gp")
    assert (s.p(0).ducats, s.p(0).gp, s.p(2).ducats, s.p(2).gp, s.crown) == (5, 2, 1, 4, 3)
    assert 2 in numbers(logged(s, before, lang).split("\n")[1])      # "… tax with 2 GP"
    s = acting(3, {1: ["king", "merchant"]}, actor=1, crown=0)
    s.p(0).ducats, s.p(0).gp, s.p(2).ducats, s.p(2).gp = 5, 4, 0, 0
    before = len(s.log)
    s = play(s, "act king 2", "choose ducat")
    assert s.p(0).ducats == 3 and 2 in numbers(logged(s, before, lang).split("\n")[1])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_the_viceroy_and_the_crown_share_follow_data(monkeypatch, lang, variant):
    """Virrey, Pasiva: data.VICEROY_DUCATS per colony with a house (the log line says how many
    ducats); Virrey 1: data.CROWN_SHARE of the player's and as much of the Crown (the
    explanation, the hints and the natives tile)."""
    monkeypatch.setattr(data, "VICEROY_DUCATS", 7)
    monkeypatch.setattr(data, "CROWN_SHARE", 2)
    early = variant == "early"
    assert {7, 2} <= explained("character:viceroy", lang, early)
    assert 2 in explained("tile:natives", lang, early)
    for n in (1, 2):
        assert 2 in hinted(f"act viceroy {n}", lang, variant)
    assert 2 in hinted("act secretary 1", lang, variant)
    s, before = viceroy_draft(variant)
    assert s.p(0).ducats - before == 2 * 7                    # colonies 1 and 2
    income = [line for line in logged(s, 0, lang).split("\n")
              if "as Viceroy" in line or "como Virrey" in line]
    assert len(income) == 1 and 2 * 7 in numbers(income[0])   # the log counts the ducats
    s = _actor("viceroy", variant, crown=3, colonies=[[], None, None, None, None, None, None])
    s.p(0).ducats = 2
    s = play(s, "act viceroy 1")
    assert (s.p(0).ducats, s.crown) == (0, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_cardinals_income_follows_data(monkeypatch, lang):
    """Cardenal, Pasiva: data.CARDINAL_DUCATS for each bull another player buys."""
    monkeypatch.setattr(data, "CARDINAL_DUCATS", 9)
    assert 9 in explained("character:cardinal", lang)
    s = new(3)
    s.hoard, s.pool = "secretary", sorted(c for c in CHARACTERS if c != "secretary")
    while s.phase == "draft":
        seat = G.decision(s).seat
        mine = seat == 1 and "cardinal" in s.pool
        s = G.apply(s, "draft cardinal" if mine else
                    next(a for a in legal(s) if a != "draft cardinal"))
    assert s.phase == "bulls" and "cardinal" in s.p(1).characters
    buyer = G.decision(s).seat
    assert buyer != 1
    before, lines = s.p(1).ducats, len(s.log)
    s = play(s, "buy")
    assert s.p(1).ducats - before == 9 and "9" in logged(s, lines, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_conversion_follows_data(monkeypatch, lang):
    """"Fin de la Partida": tercios, houses and rosetón cards (seed 000) are data.END_DUCATS each;
    the early Church and rosetón texts and the rules summary say so."""
    monkeypatch.setattr(data, "END_DUCATS", 11)
    assert 11 in explained("zone:church", lang, early=True)
    assert 11 in explained("piece:rosetones", lang, early=True)
    _ = translator(lang, "plus_ultra")
    for variant in ("reglamento", "early"):
        summary = " ".join(p for sec in howto.summary(variant, _) for p in sec.paragraphs)
        assert 11 in numbers(summary), variant
    s = new(3, "early")
    p = s.p(0)
    p.ducats, p.tercios_active, p.tercios_tired, p.houses, p.bulls = 0, 1, 0, 0, 0
    p.rosetones, p.rosetones_used = 1, 0
    s.war = []
    assert breakdown(s, 0)["money"] == (11 * 2) // data.DUCATS_PER_GP


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_texts_quote_the_end_values(monkeypatch, lang):
    """"Fin de la Partida" and "El Orden de Pares": the house GP, a won war's GP, the rosetón's
    and bull's values and the Peer Order income in the zone and piece texts come from data.py."""
    for name, value in (("HOUSE_GP", 81), ("WAR_GP", 82), ("ROSETON_PRICE", 83),
                        ("ROSETON_RETURN_GP", 84), ("ROSETON_END_GP", 85), ("BULL_END_GP", 86)):
        monkeypatch.setattr(data, name, value)
    monkeypatch.setattr(data, "PEER_ORDER_DUCATS", (0, 0, 87, 88))
    monkeypatch.setattr(data, "PEER_ORDER_GP", {5: (89,), 6: (90, 91), 7: (90, 91)})
    assert 81 in explained("zone:colony", lang) and 81 in explained("zone:colony", lang, True)
    assert 81 in explained("piece:houses", lang) and 82 in explained("zone:wars", lang)
    assert {83, 84, 85} <= explained("piece:rosetones", lang)
    assert 86 in explained("piece:bulls", lang)
    assert {87, 88, 89, 90, 91} <= explained("zone:peer-order", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rest_and_bull_labels_follow_data(monkeypatch, lang):
    """"Colocación de Tercios": resting all tired tercios costs data.RECOVER_PRICE; "Bulas": a
    bull costs data.BULL_PRICE; the option labels say so and the engine charges it."""
    monkeypatch.setattr(data, "RECOVER_PRICE", 3)
    monkeypatch.setattr(data, "BULL_PRICE", 4)
    assert 3 in hinted("recover", lang) and 4 in hinted("buy", lang)
    s = new(3)
    s.p(0).ducats = 2                         # short of the changed bull price
    s.p(1).ducats = 4
    s = draft_all(s)
    assert s.phase == "bulls" and G.decision(s).seat == 1
    s = play(s, "buy")
    assert s.p(1).ducats == 0 and s.p(1).bulls == 1
