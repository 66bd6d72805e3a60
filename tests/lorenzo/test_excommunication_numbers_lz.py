"""Lorenzo's excommunication tiles and the large Harvest / Production space quote their
numbers from data.py, never typed twice, and the engine plays those numbers.

Data §3 (seed 001, "C. Informe del Vaticano": the excommunicated "sufrirán los efectos
negativos" of the period's tile): each tile's penalty is ``data.EXCOMMUNICATION[key].penalty``,
its number ``Excommunication.amount``; the tile's name on the board and in the log, and its
explanation, quote it (a count in the noun's form: ``ngettext``).  Seed 001, "Cosecha y
Producción": the large space gives −3 to the action value (data.LARGE_SPACE_PENALTY), quoted
by the legend and the board.  Each test changes the value, finds it in English and Spanish,
and plays the rule at it.  At the printed values: test_lorenzo_excommunications.py.
"""
from __future__ import annotations

import dataclasses

import pytest

from engine import svgparts
from engine.i18n import format_event, translator
from engine.lorenzo import data, effects, rounds, scoring
from engine.lorenzo.text import excommunication_name
from tests.helpers import numbers
from tests.lorenzo.lz_helpers import G, give, legal, new, play
from tests.lorenzo.test_lorenzo_excommunications import excommunicated

pytest.importorskip("babel")

LANGS = ["en", "es"]


@pytest.fixture(autouse=True)
def _fresh_caches(monkeypatch):
    """Changed tiles: no board part from the renderer's cache (keyed by the view, not
    data.py) and no effects context from effects.py's cache (keyed by the tiles' keys)."""
    svgparts.forget_all()
    monkeypatch.setattr(effects, "_CONTEXTS", {})
    yield
    svgparts.forget_all()


def change(monkeypatch, key: str, amount: int) -> None:
    """Excommunication tile ``key`` with its penalty's number set to ``amount``."""
    tile = data.EXCOMMUNICATION[key]
    monkeypatch.setitem(data.EXCOMMUNICATION, key, dataclasses.replace(
        tile, penalty=tile.penalty[:-1] + (amount,)))


def board(s, lang: str) -> str:
    return G.render(G.view(s, 0), gettext=translator(lang, "lorenzo"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_harvest_tiles_name_board_and_log_quote_its_penalty(monkeypatch, lang):
    """Data §3, 1_5: "−3 to every Harvest action value", here −2: a die 3 reaches value 1 and
    harvests; its name, the board's tile and the log line of the excommunication say 2."""
    change(monkeypatch, "ex1_5", 2)
    _ = translator(lang, "lorenzo")
    assert numbers(excommunication_name("ex1_5", _)) == {2}
    s = excommunicated("ex1_5", dice=(3, 1, 1))
    assert "place black harvest 1" in legal(s)            # 3 − 2 = 1: enough for the space
    s = play(s, "place black harvest 1")
    assert any(k == "{player} activates {area} with value {n}" and p["n"] == 1 for k, p in s.log)
    assert excommunication_name("ex1_5", _) in board(s, lang)
    s = new(2)                                              # period 1
    s.excommunications[0] = "ex1_5"
    before = len(s.log)
    rounds.excommunicate(s, 1)
    line = format_event(*s.log[before], s.names, _, G.terms)
    assert excommunication_name("ex1_5", _) in line and "{" not in line, line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("per", [1, 3])
def test_the_military_points_tile_quotes_its_ratio_in_the_counts_form(monkeypatch, lang, per):
    """Data §3, 3_5: "−1 VP per military point", here per ``per``: the final scoring takes
    mp // per; the name and the explanation quote it (one point, or several)."""
    change(monkeypatch, "ex3_5", per)
    _ = translator(lang, "lorenzo")
    text = G.explain("lorenzo:excommunication:ex3_5", _)
    assert "{" not in text and numbers(excommunication_name("ex3_5", _)) == {1, per}
    form = {("en", True): f"every {per} military point.", ("es", True): f"cada {per} punto militar.",
            ("en", False): f"every {per} military points.",
            ("es", False): f"cada {per} puntos militares."}[lang, per == 1]
    assert form in text, text
    s = excommunicated("ex3_5")
    give(s, 0, mp=7)
    assert scoring.breakdown(s, 0)["excommunication"] == -(7 // per)


@pytest.mark.parametrize("lang", LANGS)
def test_the_servant_rate_tile_quotes_its_rate(monkeypatch, lang):
    """Data §3, 2_6: "2 servants for each +1", here 3: the name and the explanation say 3."""
    change(monkeypatch, "ex2_6", 3)
    _ = translator(lang, "lorenzo")
    assert numbers(excommunication_name("ex2_6", _)) == {1, 3}       # "for each +1: 3"
    text = G.explain("lorenzo:excommunication:ex2_6", _)
    assert {"en": "3 servants", "es": "3 sirvientes"}[lang] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_large_spaces_penalty_is_quoted_by_legend_and_board(monkeypatch, lang):
    """Seed 001, "Cosecha y Producción": the large space's action value −3, here −2: a die 3
    has value 1 there (before servants); the legend and the board's space say 2."""
    monkeypatch.setattr(data, "LARGE_SPACE_PENALTY", 2)
    legend = dict(G.legend(translator(lang, "lorenzo")))
    assert "−2" in legend and numbers(legend["−2"]) == {2}
    s = play(new(3, dice=(3, 1, 1)), "place black harvest 2")
    assert G.decision(s).params == {"area": "harvest", "base": 3 - 2}
    assert "(−2)" in board(s, lang) and "(−3)" not in board(s, lang)
