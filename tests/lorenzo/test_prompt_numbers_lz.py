"""Lorenzo's decision prompts quote the rule values from data.py (``Game.prompt_numbers``:
text.prompt_numbers), never typed twice, and the engine plays those values: Federico da
Montefeltro's member value (data §2) and excommunication 1_4's "1 fewer wood or stone" (data
§3; seed 001, "C. Informe del Vaticano": the excommunicated "sufrirán los efectos negativos").
Each test changes the constant, formats the prompt as the app does (web/labels.py
``prompt_text``) in English and Spanish, and plays the rule at the changed value."""
from __future__ import annotations

import dataclasses

import pytest

from engine.i18n import translator
from engine.lorenzo import data
from engine.lorenzo.effects import member_value
from tests.helpers import numbers
from tests.lorenzo.lz_helpers import G, give, legal, play, zero
from tests.lorenzo.test_lorenzo_excommunications import excommunicated
from tests.lorenzo.test_lorenzo_leaders import advanced
from web import labels

pytest.importorskip("babel")

LANGS = ["en", "es"]


def prompted(s, lang: str, prompt: str) -> set[int]:
    """The numbers in the prompt due in ``s`` (asserted to be ``prompt``), worded in ``lang``."""
    decision = G.decision(s)
    assert decision.prompt == prompt, decision
    shown = labels.prompt_text(G, decision, translator(lang, "lorenzo"), G.legal_actions(s))
    assert "{" not in shown, shown
    return numbers(shown)


@pytest.mark.parametrize("lang", LANGS)
def test_federicos_prompt_quotes_the_value_the_engine_gives(monkeypatch, lang):
    """Data §2, Federico da Montefeltro: one coloured family member takes data.FEDERICO_VALUE
    instead of its die."""
    monkeypatch.setattr(data, "FEDERICO_VALUE", 8)
    s = advanced(dice=(1, 1, 1))
    s.p(0).played = ["federico_da_montefeltro"]
    s = play(s, "leader use federico_da_montefeltro")
    assert 8 in prompted(s, lang, "six")
    s = play(s, "six white")
    assert (member_value(s, 0, "white"), member_value(s, 0, "black")) == (8, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_wood_or_stone_excommunication_texts_quote_what_the_engine_takes(monkeypatch, lang):
    """Data §3, 1_4: "receive 1 fewer wood or stone" from each source (the tile's amount,
    data.EXCOMMUNICATION["ex1_4"]); the prompt and the two option labels say how many."""
    tile = data.EXCOMMUNICATION["ex1_4"]
    monkeypatch.setitem(data.EXCOMMUNICATION, "ex1_4", dataclasses.replace(
        tile, penalty=tile.penalty[:2] + (2,)))
    s = excommunicated("ex1_4")
    zero(s, 0)
    give(s, 0, wood=2, stone=2)
    s = play(s, "place black harvest 1")
    assert prompted(s, lang, "fewer") == {2}
    assert legal(s) == ["fewer wood", "fewer stone"]
    res = play(s, "fewer wood").p(0).res
    assert (res["wood"], res["stone"]) == (2 + 1 - 2, 2 + 1)
    _ = translator(lang, "lorenzo")
    for notation in ("fewer wood", "fewer stone"):
        assert numbers(labels.action_label(G, notation, ["A", "B"], _)) == {2}
