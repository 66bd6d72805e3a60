"""Plus Ultra's explanations and log lines quote rule numbers from data.py, never typed twice
(the studio rule "numbers in texts come from data.py").

The explanations are rendered in English and Spanish with a copy of data.py whose values are
changed to unusual numbers; the log lines are played in the engine with the constant itself
changed, so the rule and its line follow one value.  Rule sources: seed 002 / seed 000,
Secretario de Estado and Condestable, Pasiva, Almirante 1 and 2, Virrey, Pasiva (seed 000), Cardenal and Secretario 2
("Personajes"); "Iglesia" and "Fin de la Partida" (donation, rosetón, Cathedral, bulls);
"Listado de acciones comunes" (painter, loan); "Riqueza de la Corona" (the Crown's share,
hoarding).  The rules at their printed values: test_claims_pu_characters.py
(test_secretary_passive), test_claims_pu_tercios.py and test_claims_pu_church.py.
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.i18n import format_event, translator
from engine.plus_ultra import data, explain, explain_characters
from tests.plus_ultra.pu_helpers import CHARACTERS, G, acting, church, draft_all, end_turn, \
    exploration, new, play, sizes
from tests.helpers import numbers

pytest.importorskip("babel")

CHANGED = {"SECRETARY_GP": 71, "CONSTABLE_GP": 72, "DONATION_GP": 73, "ROSETON_PRICE": 74,
           "ROSETON_RETURN_GP": 75, "CATHEDRAL_GP": 76, "ROSETON_END_GP": 77,
           "ADMIRAL_NEW_GP": 61, "ADMIRAL_MARKERS": 62, "ADMIRAL_DUCATS": 63,
           "SECRETARY_DUCATS": 64, "PAINTER_GP": 65, "LOAN_GP": 66, "LOAN_DUCATS": 67,
           "CROWN_SHARE": 68, "HOARD_DUCATS": 69, "BULL_END_GP": 58}
EARLY_VIEW = {"edition": {"magellan_piece": "magellan_card"}}
WANT = {
    ("character:secretary", None): {71, 64}, ("character:constable", None): {72},
    ("zone:church", None): {73, 74, 75, 76, 77}, ("zone:church", "early"): {73, 76},
    ("character:admiral", None): {61, 62, 63}, ("character:admiral", "early"): {61, 62, 63},
    ("character:cardinal", None): {73, 74}, ("character:cardinal", "early"): {73},
    ("common:painter", None): {65}, ("common:loan", None): {66, 67},
    ("zone:crown", None): {68, 69}, ("zone:bulls", None): {58},
}
"""Per explanation key and edition: the changed values it quotes."""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_explanations_quote_data_values(monkeypatch, lang):
    """The Secretary's and Constable's passives and the Church's lines follow data.py."""
    names = {k: getattr(data, k) for k in dir(data) if not k.startswith("__")}
    changed = SimpleNamespace(**{**names, **CHANGED})
    monkeypatch.setattr(explain, "data", changed)
    monkeypatch.setattr(explain_characters, "data", changed)
    _ = translator(lang, "plus_ultra")
    for (key, edition), want in WANT.items():
        text = explain.explain(f"plus_ultra:{key}", _, EARLY_VIEW if edition else None)
        assert text and want <= numbers(text), (lang, key, edition, text)


def lines(s, since: int, lang: str) -> list[str]:
    _ = translator(lang, "plus_ultra")
    return [format_event(k, p, s.names, _, terms=G.terms) for k, p in s.log[since:]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_secretarys_line_and_gain_follow_data(monkeypatch, lang):
    """Secretario, Pasiva: the GP gained at the reveal and its log line are data.SECRETARY_GP."""
    monkeypatch.setattr(data, "SECRETARY_GP", 71)
    s = new(3)
    s.hoard = "king"
    s.pool = sorted(c for c in CHARACTERS if c != "king")
    before = len(s.log)
    s = draft_all(s, {0: ["secretary", "merchant"]})
    assert s.p(0).gp == 71
    assert any("71" in line and ("Secretary" in line or "Secretario" in line)
               for line in lines(s, before, lang))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_constables_line_and_gain_follow_data(monkeypatch, lang):
    """Condestable, Pasiva: a won war gives the Constable data.CONSTABLE_GP, and says so."""
    monkeypatch.setattr(data, "CONSTABLE_GP", 72)
    s = acting(3, {2: ["constable", "admiral"]})
    s.war_level, s.war = 3, [0, 0, 1]
    gp, before = s.p(2).gp, len(s.log)
    s = end_turn(s)
    assert s.p(2).gp - gp == 72
    assert any("72" in line and ("Constable" in line or "Condestable" in line)
               for line in lines(s, before, lang))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_cathedrals_line_and_gain_follow_data(monkeypatch, lang):
    """"Iglesia": whoever fills the last space gains data.CATHEDRAL_GP, and the line says it."""
    monkeypatch.setattr(data, "CATHEDRAL_GP", 76)
    s = acting(3, {0: ["cardinal", "secretary"]}, market=["gems"],
               church=church(("gold", 1), ("silver", 1), ("spices", None)))
    s.p(0).rosetones = 0
    before = len(s.log)
    s = play(s, "act cardinal 1")
    assert any("76" in line and ("Cathedral" in line or "Catedral" in line)
               for line in lines(s, before, lang))
    assert s.p(0).gp >= 76


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_admirals_new_resource_line_and_gain_follow_data(monkeypatch, lang):
    """Almirante 1 (seed 002, "Personajes"): "Si dicho recurso no está ya presente en el
    Mercado gana además 2 PG": the GP gained and its log line are data.ADMIRAL_NEW_GP."""
    monkeypatch.setattr(data, "ADMIRAL_NEW_GP", 61)
    s = acting(3, {0: ["admiral", "conquistador"]}, market=["gold"],
               exploration=exploration(("gems", True), ("silver", False)))
    gp, before = s.p(0).gp, len(s.log)
    s = play(s, "act admiral 1")
    assert s.p(0).gp - gp == 61
    assert any("61" in line and ("market" in line or "Mercado" in line)
               for line in lines(s, before, lang))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("colonies", [1, 2])
def test_the_viceroys_line_and_ducats_follow_data(monkeypatch, lang, colonies):
    """Virrey, Pasiva (seed 000; P-22: at the reveal): "Gana 1 ducado por cada colonia en la que
    tengas al menos una casa": data.VICEROY_DUCATS per colony, and the line quotes the rate and
    the total in the count's form."""
    monkeypatch.setattr(data, "VICEROY_DUCATS", 7)
    s = new(3)
    s.hoard = "king"
    s.pool = sorted(c for c in CHARACTERS if c != "king")
    s.colonies = ([[0, 1], [0], [1], []] if colonies == 2 else [[0, 1], [1], [1], []]) \
        + [None] * 3
    s.colony_size = sizes(s.colonies)
    ducats, before = s.p(0).ducats, len(s.log)
    s = draft_all(s, {0: ["viceroy", "merchant"]})
    assert s.p(0).ducats - ducats == 7 * colonies
    line = next(line for line in lines(s, before, lang)
                if "ducat" in line.replace("ducad", "ducat") and "Vi" in line)
    assert numbers(line) >= {7, 7 * colonies}, line
    assert ("ducados" if lang == "es" else "ducats") in line, line


COUNTED = ("ADMIRAL_DUCATS", "CARDINAL_DUCATS", "ROSETON_PRICE", "MERCHANT_PRICE",
           "EXPLORE_HOUSE_PRICE", "CONQUISTADOR_DUCATS", "PIRATE_DUCATS", "PIRATE_TOLL",
           "PIRATE_SINK", "KING_TAX", "KING_TAX_CROWN", "CROWN_SHARE", "SECRETARY_DUCATS",
           "SECRETARY_STEPS", "SECRETARY_ESTATE_PRICE", "VICEROY_DUCATS", "ADMIRAL_MARKERS")
"""The data.py values the characters' explanations quote as counted ducats or steps."""
WRONG = {"en": r"\b1 (?:ducats|steps)\b|\b(?:[02-9]|\d\d+) (?:ducat|step)\b(?!s)",
         "es": r"\b1 (?:ducados|pasos)\b|\b(?:[02-9]|\d\d+) (?:ducado|paso)\b(?!s)"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("value", [1, 3])
def test_the_characters_counted_words_take_the_counts_form(monkeypatch, lang, value):
    """Seed 002 / seed 000, "Personajes": the characters' explanations say "1 ducat" but
    "3 ducats" (and steps) whatever data.py's values (ngettext: explain_characters.counted),
    in both editions; the Admiral's second action gives data.ADMIRAL_DUCATS (Almirante 2)."""
    import re

    for name in COUNTED:
        monkeypatch.setattr(data, name, value)
    _ = translator(lang, "plus_ultra")
    for view in (None, EARLY_VIEW):
        for ident in explain_characters.CHARACTERS:
            text = explain.explain(f"plus_ultra:character:{ident}", _, view)
            assert "{" not in text and not re.findall(WRONG[lang], text), (ident, text)
    s = acting(3, {0: ["admiral", "merchant"]})
    ducats = s.p(0).ducats
    s = play(s, "act admiral 2")
    assert s.p(0).ducats - ducats == value


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("value", [1, 3])
def test_the_common_actions_counted_words_take_the_counts_form(monkeypatch, lang, value):
    """Seed 002, "Listado de acciones comunes" (seed 000, "Acciones comunes"): each common
    action's cost, the loan's ducats and the steps say "1 ducat" but "3 ducats" (explain's
    commons through explain_characters.counted), in both editions; the loan gives
    data.LOAN_DUCATS (played)."""
    import re

    costs = {k: value for k in data.COMMON_COST}
    monkeypatch.setattr(data, "COMMON_COST", costs)
    monkeypatch.setattr(data, "LOAN_DUCATS", value)
    monkeypatch.setattr(data, "TRADE_MARKERS", value)
    _ = translator(lang, "plus_ultra")
    for view in ({"edition": {"common_cost": costs}},
                 {"edition": {**EARLY_VIEW["edition"], "common_cost": costs, "court_steps": 3}}):
        for ident in explain.COMMONS:
            text = explain.explain(f"plus_ultra:common:{ident}", _, view)
            assert "{" not in text and not re.findall(WRONG[lang], text), (ident, text)
    s = acting(3, {0: ["admiral", "merchant"], 1: ["pirate", "king"]})
    s.p(0).ducats, s.p(0).gp = 10, 3                         # P-32: a loan needs a GP
    s = play(s, "common loan")
    assert s.p(0).ducats == 10 + value
