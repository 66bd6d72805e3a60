"""Nippon's texts and log lines quote the rule values the rules play from data.py, never typed
twice (the studio rule "numbers in texts come from data.py").

With data.py's values changed to unusual numbers, the explanations, the rules summary and the
tour say them in English and Spanish, and the engine plays them.  Rule sources (seed 003): "A.
Invierta en una nueva industria" ("debe descartar tantos planos como la cantidad de
conocimiento faltante": BLUEPRINTS_PER_KNOWLEDGE), "C. Producir bienes" ("Toma 1 cubo del
suministro común", plus the machine's: PRODUCE_GOODS), "Como se Juega" (3 blueprints for a
track step: BLUEPRINTS_PER_STEP).  At the printed values: test_claims_actions.py.
"""
from __future__ import annotations


import pytest

from engine.i18n import format_event, translator
from engine.nippon import data, howto, text
from engine.nippon.explain import explain
from tests.nippon.np_helpers import G, give_factory, legal, new, play, take
from tests.helpers import numbers, summary_text

pytest.importorskip("babel")

LANGS = ["en", "es"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_texts_quote_data_values(monkeypatch, lang):
    monkeypatch.setattr(data, "BLUEPRINTS_PER_KNOWLEDGE", 71)
    monkeypatch.setattr(data, "PRODUCE_GOODS", 72)
    _ = translator(lang, "nippon")
    assert 71 in numbers(explain("nippon:action:invest", _))
    assert 72 in numbers(explain("nippon:action:produce", _))
    summary = summary_text(howto.summary("standard", _))
    assert {71, 72} <= numbers(summary)
    steps = {s.id: " ".join((s.title, s.text, s.after)) for s in G.tour(_)}
    assert 71 in numbers(steps["invest"]) and 72 in numbers(steps["produce"])


def test_missing_knowledge_costs_blueprints_per_knowledge(monkeypatch):
    """"A. Invierta…": each missing knowledge point costs data.BLUEPRINTS_PER_KNOWLEDGE."""
    monkeypatch.setattr(data, "BLUEPRINTS_PER_KNOWLEDGE", 2)
    s = new(4)
    s.p(0).knowledge, s.p(0).blueprints = 3, 1                  # level 3: one short of 4
    assert not any(o.startswith("factory ben") for o in legal(take(s, "2 invest")))
    s = new(4)
    s.p(0).knowledge, s.p(0).blueprints = 3, 3
    s = play(take(s, "2 invest"), "factory ben-1")
    assert s.p(0).blueprints == 1


def test_a_run_stores_produce_goods_plus_the_machine(monkeypatch):
    """"C. Producir bienes": a run stores data.PRODUCE_GOODS cubes plus the machine's."""
    monkeypatch.setattr(data, "PRODUCE_GOODS", 2)
    s = new(4)
    give_factory(s, 0, "pap-1", machine=1)
    s.p(0).coal = 9
    s = take(s, "3 produce")                        # the only factory runs at once
    assert s.p(0).factories["paper"]["goods"] == min(3, data.FACTORIES["pap-1"].storage)


@pytest.mark.parametrize("lang", LANGS)
def test_the_exchange_line_says_blueprints_per_step(monkeypatch, lang):
    """"Como se Juega": the exchange costs data.BLUEPRINTS_PER_STEP, and the log says it."""
    monkeypatch.setattr(data, "BLUEPRINTS_PER_STEP", 5)
    s = new(4)
    s.p(0).blueprints = 6
    s = play(s, "blueprint knowledge")
    assert s.p(0).blueprints == 1
    _ = translator(lang, "nippon")
    line = format_event(*s.log[-1], s.names, _, terms=text.TERMS)
    assert 5 in numbers(line), line


@pytest.mark.parametrize("lang", LANGS)
def test_the_machines_sides_follow_data(monkeypatch, lang):
    """"B. Maquinaria": a new machine shows data.MACHINE_FIRST ("+1"), an upgrade turns it to
    data.MACHINE_MAX ("+2"), and a run stores the machine's value more ("C. Producir bienes");
    the explanations, the summary and the tour say both sides."""
    monkeypatch.setattr(data, "MACHINE_FIRST", 3)
    monkeypatch.setattr(data, "MACHINE_MAX", 5)
    _ = translator(lang, "nippon")
    for key in ("nippon:action:machinery", "nippon:action:produce", "nippon:action:invest"):
        assert ({3, 5} if key != "nippon:action:invest" else {5}) <= numbers(explain(key, _))
    summary = summary_text(howto.summary("standard", _))
    assert {3, 5} <= numbers(summary)
    steps = {s.id: " ".join((s.title, s.text, s.after)) for s in G.tour(_)}
    assert {3, 5} <= numbers(steps["produce"])
    s = new(4)
    give_factory(s, 0, "sil-1")
    s.p(0).yen = 3 * data.MACHINE_COST
    s = take(s, "3 machinery")                             # the only option is taken at once
    assert s.p(0).factories["silk"]["machine"] == 3
    s = play(s, "machine silk")
    assert s.p(0).factories["silk"]["machine"] == 5 and legal(s) == ["reserve", "stop"]
    s = new(4)
    give_factory(s, 0, "pap-1", machine=3)
    s.p(0).coal = 9
    s = take(s, "3 produce")
    assert s.p(0).factories["paper"]["goods"] == min(data.PRODUCE_GOODS + 3,
                                                     data.FACTORIES["pap-1"].storage)


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_quotes_the_vp_tile_multiplier_the_rules_place(monkeypatch, lang):
    """Seed 003, "2. Recompensa del emperador": with no reward tile left a VP tile of
    data.VP_TILE_MULTIPLIER goes on the achievement space; the rules summary says that
    multiplier in English and Spanish."""
    monkeypatch.setattr(data, "VP_TILE_MULTIPLIER", 73)
    _ = translator(lang, "nippon")
    assert "73x" in summary_text(howto.summary("standard", _))
    s = new(4)
    s.rewards = {k: 0 for k in s.rewards}
    s.p(0).workers = ["white"] * 3
    s = play(s, "consolidate", "achievement a")
    assert s.p(0).achievements == {"a": 73}
