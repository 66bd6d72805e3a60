"""Plus Ultra's decision prompts and the option labels that go with them quote the rule values
from data.py (``Game.prompt_numbers``: text.hint_numbers), never typed twice, and the engine
charges or gives those values.

Each test changes constants of data.py to unusual values, reaches the decision in a real game,
formats its prompt as the app does (web/labels.py ``prompt_text``) in English and Spanish, finds
the changed values there, and then plays the answer and checks the engine charged the same
amount.  The rules at their printed values: test_claims_pu_*.py and test_early_edition.py.
"""
from __future__ import annotations

import dataclasses

import pytest

from engine.i18n import translator
from engine.plus_ultra import data
from tests.helpers import numbers
from tests.plus_ultra.pu_helpers import G, acting, draft_all, end_turn, exploration, legal, new, \
    play
from web import labels

pytest.importorskip("babel")

LANGS = ["en", "es"]


def prompted(s, lang: str, prompt: str) -> set[int]:
    """The numbers in the prompt of the decision due in ``s`` (asserted to be ``prompt``), worded
    in ``lang`` as the app shows it."""
    decision = G.decision(s)
    assert decision.prompt == prompt, decision
    text = labels.prompt_text(G, decision, translator(lang, "plus_ultra"), G.legal_actions(s))
    assert "{" not in text, text
    return numbers(text)


def hinted(notation: str, lang: str, variant: str = "reglamento") -> str:
    return labels.action_label(G, notation, ["A", "B", "C"], translator(lang, "plus_ultra"),
                               variant)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rest_prompt_quotes_the_price_the_engine_charges(monkeypatch, lang):
    """Seed 002, "Colocación de Tercios": a player whose tercios are all tired may rest them
    "pagando 1" (data.RECOVER_PRICE) at the start of the next round (seed 000, "Comienzo del
    Turno" 2)."""
    monkeypatch.setattr(data, "RECOVER_PRICE", 3)
    s = acting(3)
    s.p(1).tercios_active, s.p(1).tercios_tired, s.p(1).ducats = 0, 3, 5
    s = end_turn(s)
    assert G.decision(s).seat == 1
    assert 3 in prompted(s, lang, "recover")
    s = play(s, "recover")
    assert (s.p(1).tercios_active, s.p(1).tercios_tired, s.p(1).ducats) == (3, 0, 5 - 3)


@pytest.mark.parametrize("lang", LANGS)
def test_the_bull_prompt_quotes_the_price_the_engine_charges(monkeypatch, lang):
    """Seed 002, "Bulas": each player in Peer Order may buy a bull for data.BULL_PRICE ducats."""
    monkeypatch.setattr(data, "BULL_PRICE", 4)
    s = new(3)
    s.p(0).ducats, s.p(1).ducats = 2, 4                 # seat 0 is short of the changed price
    s = draft_all(s)
    assert s.phase == "bulls" and G.decision(s).seat == 1
    assert 4 in prompted(s, lang, "bulls")
    s = play(s, "buy")
    assert (s.p(1).ducats, s.p(1).bulls) == (0, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_roseton_prompt_quotes_the_price_the_engine_charges(monkeypatch, lang):
    """Seed 002, Cardenal 1: donating goods new to the Church, "puedes pagar 1 y colocar un
    Rosetón de tu color" (data.ROSETON_PRICE)."""
    monkeypatch.setattr(data, "ROSETON_PRICE", 3)
    s = acting(3, {0: ["cardinal", "merchant"]}, market=["gold"])
    s.p(0).ducats = 5
    s = play(s, "act cardinal 1")
    assert 3 in prompted(s, lang, "roseton")
    s = play(s, "choose yes")
    assert s.church[0] == ("gold", 0) and s.p(0).ducats == 5 - 3


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_colony_house_prompt_quotes_the_price_the_engine_charges(monkeypatch, lang):
    """Seed 002, Conquistador 1: a colony found may take a house of the explorer "a cambio de 2"
    (data.EXPLORE_HOUSE_PRICE); the prompt also names the colony (1-based)."""
    monkeypatch.setattr(data, "EXPLORE_HOUSE_PRICE", 4)
    s = acting(3, {0: ["conquistador", "merchant"]}, colonies=[None] * 7,
               exploration=exploration(("gold", True), ("colony", False)))
    s.p(0).ducats = 5
    s = play(s, "act conquistador 1")
    assert {1, 4} <= prompted(s, lang, "build_house")
    s = play(s, "choose yes")
    assert s.colonies[0] == [0] and s.p(0).ducats == 5 - 4


@pytest.mark.parametrize("lang", LANGS)
def test_the_kings_tax_prompt_quotes_the_tax_the_engine_takes(monkeypatch, lang):
    """Seed 002, Rey 2: "El resto de los jugadores pierden 1 o 1 PG" (data.KING_TAX); the
    prompt says how much, the two options only which (their labels hold no number)."""
    monkeypatch.setattr(data, "KING_TAX", 2)
    s = acting(3, {1: ["king", "merchant"]}, actor=1, crown=0)
    s.p(0).ducats, s.p(0).gp = 5, 4
    s.p(2).ducats, s.p(2).gp = 0, 0                     # pays nothing: not asked
    s = play(s, "act king 2")
    assert G.decision(s).seat == 0 and prompted(s, lang, "king_tax") == {2}
    assert not numbers(hinted("choose ducat", lang) + hinted("choose gp", lang))
    ducat = play(s, "choose ducat")
    assert (ducat.p(0).ducats, ducat.p(0).gp) == (5 - 2, 4)
    gp = play(s, "choose gp")
    assert (gp.p(0).ducats, gp.p(0).gp) == (5, 4 - 2)


@pytest.mark.parametrize("lang", LANGS)
def test_the_pirates_toll_prompt_quotes_the_toll_the_engine_takes(monkeypatch, lang):
    """Seed 000, Pirata 2: each player with a house in the plundered colony "deberá cansar un
    tercio de su reserva o bien perder 1 ducado" (data.PIRATE_TOLL)."""
    monkeypatch.setattr(data, "PIRATE_TOLL", 3)
    s = acting(3, {0: ["pirate", "merchant"]}, variant="early",
               colonies=[None, [1]] + [None] * 5,
               exploration=exploration(("gold", True), ("spices", True)))
    s.p(1).ducats = 10
    s = play(s, "act pirate 2")
    assert G.decision(s).seat == 1 and prompted(s, lang, "pirate_penalty") == {3}
    assert not numbers(hinted("choose ducat", lang, "early"))
    s = play(s, "choose ducat")
    assert s.p(1).ducats == 10 - 3


@pytest.mark.parametrize("lang", LANGS)
def test_the_court_prompt_quotes_the_price_and_steps_the_engine_offers(monkeypatch, lang):
    """Seed 000, "Visitar la Corte": "Paga 1 ducado para avanzar tu posición un paso en el orden
    de pares o 2 ducados para avanzar en dos": the edition whose ``court_steps`` exceeds 1 asks
    how many steps, at ``common_cost["court"]`` each (data.py rulesets, D-34)."""
    early = dataclasses.replace(data.EARLY, court_steps=3,
                                common_cost={**data.EARLY.common_cost, "court": 2})
    monkeypatch.setitem(data.RULESETS, "early", early)
    s = acting(4, {3: ["admiral", "merchant"]}, actor=3, variant="early")
    s.p(3).ducats = 6
    s = play(s, "common court")
    assert {2, 3} <= prompted(s, lang, "court_steps")
    assert legal(s) == ["choose 2", "choose 4", "choose 6"]
    s = play(s, "choose 6")
    assert s.peer_order == [3, 0, 1, 2] and s.p(3).ducats == 0


@pytest.mark.parametrize("lang", LANGS)
def test_the_secretarys_steps_follow_data(monkeypatch, lang):
    """Seed 002, Secretario 2: advance in Peer Order (data.SECRETARY_STEPS) and gain 1 ducat;
    the action hint and the character's explanation say how far."""
    monkeypatch.setattr(data, "SECRETARY_STEPS", 2)
    _ = translator(lang, "plus_ultra")
    assert 2 in numbers(hinted("act secretary 2", lang))
    assert 2 in numbers(G.explain("plus_ultra:character:secretary", _, None))
    s = play(acting(3, {2: ["secretary", "merchant"]}, actor=2), "act secretary 2")
    assert s.peer_order == [2, 0, 1] and s.p(2).ducats == 2 + data.SECRETARY_DUCATS


@pytest.mark.parametrize("lang", LANGS)
def test_the_ducats_estate_follows_data(monkeypatch, lang):
    """Seed 000, "Fincas": a resource estate is discarded in its owner's turn for its resource;
    the ducats one gives data.ESTATE_DUCATS (assumed 2, P-11), as its option label says."""
    monkeypatch.setattr(data, "ESTATE_DUCATS", 5)
    assert 5 in numbers(hinted("discard ducats", lang, "early"))
    s = acting(3, {0: ["admiral", "merchant"]}, variant="early")
    s.p(0).estates = ["ducats"]
    s = play(s, "discard ducats")
    assert s.p(0).ducats == 2 + 5 and s.p(0).estates == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_early_pirates_sinking_follows_data(monkeypatch, lang):
    """Seed 000, Pirata 1: move any player's Maritime Trade marker back (data.PIRATE_SINK
    steps) and gain 2 ducats; the early explanation says how many steps."""
    monkeypatch.setattr(data, "PIRATE_SINK", 3)
    _ = translator(lang, "plus_ultra")
    view = {"edition": {"magellan_piece": "magellan_card"}}
    assert 3 in numbers(G.explain("plus_ultra:character:pirate", _, view))
    s = acting(3, {0: ["pirate", "merchant"]}, variant="early", trade=[1, 0, 5])
    s = play(s, "act pirate 1", "seat 2")
    assert s.trade == [1, 0, 5 - 3] and s.p(0).ducats == 2 + data.PIRATE_DUCATS


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", ["reglamento", "early"])
def test_the_trade_routes_marker_follows_data(monkeypatch, lang, variant):
    """Seed 000, "Establecer rutas de comercio": "Gasta 2 ducados y aumenta en 1 tu marcador de
    comercio marítimo" (data.TRADE_MARKERS; seed 002 places a marker): the early explanation
    says how many steps, and the engine adds them in either edition."""
    monkeypatch.setattr(data, "TRADE_MARKERS", 3)
    if variant == "early":
        _ = translator(lang, "plus_ultra")
        view = {"edition": {"magellan_piece": "magellan_card"}}
        assert 3 in numbers(G.explain("plus_ultra:common:trade", _, view))
    s = acting(3, {0: ["admiral", "merchant"]}, variant=variant)
    s = play(s, "common trade")
    assert s.trade[0] == 3


WORDED = ("RECOVER_PRICE", "BULL_PRICE", "ROSETON_PRICE", "EXPLORE_HOUSE_PRICE", "KING_TAX",
          "PIRATE_TOLL", "ADMIRAL_MARKERS", "ADMIRAL_DUCATS", "CONQUISTADOR_DUCATS",
          "PIRATE_DUCATS", "CROWN_SHARE", "SECRETARY_DUCATS", "SECRETARY_STEPS",
          "SECRETARY_ESTATE_PRICE", "ESTATE_DUCATS")
"""The data.py values the prompts and option hints quote with a counted word."""
FORMS = {"en": [("ducat", "ducats"), ("step", "steps"), ("trade marker", "trade markers")],
         "es": [("ducado", "ducados"), ("paso", "pasos"),
                ("marcador de comercio", "marcadores de comercio")]}


def wrong_forms(text: str, lang: str) -> list[str]:
    """The counted words of ``text`` in the wrong form for their count ("1 ducats", "3 ducat")."""
    import re

    found = []
    for one, many in FORMS[lang]:
        found += re.findall(rf"\b1 {many}\b", text)
        found += re.findall(rf"\b(?:[02-9]|\d\d+) {one}(?![a-z])", text)
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("value", [1, 3])
def test_the_counted_words_take_the_counts_form(monkeypatch, lang, value):
    """The prompts, option hints and labels say "1 ducat" but "3 ducats" (and steps, trade
    markers) in English and Spanish, whatever data.py's values (ngettext: text.counted_words);
    and the engine charges them: a bull bought at data.BULL_PRICE."""
    for name in WORDED:
        monkeypatch.setattr(data, name, value)
    monkeypatch.setattr(data, "RULESETS", {k: dataclasses.replace(
        r, common_cost={**r.common_cost, "court": value}) for k, r in data.RULESETS.items()})
    _ = translator(lang, "plus_ultra")
    numbers_ = G.prompt_numbers(_)
    class Params(dict):                          # a decision's own params: some place
        def __missing__(self, key):
            return "slot"

    texts = [_(template).format_map(Params(numbers_)) for template in G.prompts.values()]
    texts += [hinted(n, lang, variant) for variant in ("reglamento", "early")
              for n in ("act admiral 2", "act conquistador 2", "act pirate 1", "act pirate 2",
                        "act secretary 1", "act secretary 2", "act viceroy 1", "act viceroy 2",
                        "discard ducats", "recover", "buy")]
    assert all("{" not in text for text in texts)
    assert [w for text in texts for w in wrong_forms(text, lang)] == []
    assert any(f"{value} {FORMS[lang][0][value != 1]}" in text for text in texts)
    s = new(3)
    s.p(0).ducats, s.p(1).ducats = value - 1, value         # seat 0 is one short
    s = draft_all(s)
    assert G.decision(s).seat == 1
    assert f"{value} {FORMS[lang][0][value != 1]}" in labels.prompt_text(
        G, G.decision(s), _, G.legal_actions(s))
    s = play(s, "buy")
    assert (s.p(1).ducats, s.p(1).bulls) == (0, 1)
