"""Lorenzo's texts quote the servants' rate from data.py, never typed twice (the studio rule
"numbers in texts come from data.py"), and the rules play that rate.

Seed 001, "B. Acciones": "puede gastar sirvientes para aumentar el valor del miembro de la
familia, en una proporción de 1: 1, sin límite" (data.SERVANT_RATE: servants per +1).  The
texts are rendered in English and Spanish with the rate changed to an unusual value; the rate
at its printed value is played in test_claims_lz_round.py (test_servants_add_1_each).
"""
from __future__ import annotations


import pytest

from engine.i18n import translator
from engine.lorenzo import data, effects, explain, howto, tour
from tests.lorenzo.lz_helpers import G, give, legal, new, play, zero
from tests.helpers import numbers, summary_text

pytest.importorskip("babel")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_texts_quote_the_servant_rate(monkeypatch, lang):
    for table in (explain.NUMBERS, howto.NUMBERS, tour.NUMBERS):
        monkeypatch.setitem(table, "servant_rate", 71)
    _ = translator(lang, "lorenzo")
    assert 71 in numbers(explain.explain("lorenzo:tower:territory", _))
    assert 71 in numbers(explain.explain("lorenzo:space:territory-4", _))
    summary = summary_text(howto.summary("basic", _))
    assert 71 in numbers(summary)
    steps = {s.id: " ".join((s.title, s.text, s.after)) for s in G.tour(_)}
    assert 71 in numbers(steps["servants"]) and 71 in numbers(steps["market"])


def test_the_rules_play_the_servant_rate(monkeypatch):
    """With data.SERVANT_RATE at 2, each +1 of a member's value costs 2 servants."""
    monkeypatch.setattr(data, "SERVANT_RATE", 2)
    monkeypatch.setattr(effects, "_CONTEXTS", {})       # contexts built at the printed rate
    s = new(4, dice=(1, 1, 1))
    s.towers["territory"] = ["woods", "village", "forest", "city"]
    zero(s, 0)
    give(s, 0, servants=6)
    moves = legal(s)
    assert "place black territory 2 +4" in moves and "place black territory 2 +2" not in moves
    assert not any(m.startswith("place black territory 4") for m in moves)
    assert not any(m.startswith("place black territory 3") for m in moves)   # 4 short: 8
    s = play(s, "place black territory 2 +4")
    assert s.p(0).res["servants"] == 2
