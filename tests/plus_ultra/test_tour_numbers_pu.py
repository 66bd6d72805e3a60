"""Plus Ultra's tours quote rule numbers from data.py, never typed twice (issue 29; the studio
rule "numbers in texts come from data.py").

Each test gives a tour module a copy of data.py whose rule values are changed to unusual
numbers and renders its steps in English and Spanish: every changed value shows up in the step
that quotes it, and the published value it replaced does not stay typed next to it.  The rules
code plays the real values (the recorded positions still replay).  Rule sources: seed 002 for
tour.py (its SOURCES: "Guerras Europeas", "Comercio marítimo", "Bulas", "Iglesia",
"Personajes", "Riqueza de la Corona"), seed 000 for tour_early.py ("Guerras Europeas",
"Acciones comunes", "Iglesia", "Secretario de Estado").
"""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from engine.i18n import translator
from engine.plus_ultra import data, tour, tour_early
from tests.helpers import numbers

pytest.importorskip("babel")


def changed_data(**values) -> SimpleNamespace:
    """data.py's names, with ``values`` in place of some of them."""
    names = {k: getattr(data, k) for k in dir(data) if not k.startswith("__")}
    return SimpleNamespace(**{**names, **values})


def rendered(module, lang: str) -> dict[str, str]:
    """Per step id, its title, text and after-text in ``lang``, joined."""
    steps = module.steps(translator(lang, "plus_ultra"))
    return {s.id: " ".join((s.title, s.text, s.after)) for s in steps}


# Per step: the data names it quotes, each changed to a value no position shows.
PUBLISHED = {
    "draft": {"CHARACTERS": tuple(f"c{i}" for i in range(83))},
    "constable": {"WAR_GP": 71, "CONSTABLE_GP": 72},
    "admiral": {"ADMIRAL_NEW_GP": 73, "ADMIRAL_MARKERS": 74, "ADMIRAL_DUCATS": 75},
    "bull": {"BULL_END_GP": 76, "ADMIRAL_MARKERS": 74, "ADMIRAL_DUCATS": 75, "BULL_PRICE": 77},
    "church": {"DONATION_GP": 78, "ROSETON_PRICE": 79, "ROSETON_RETURN_GP": 81,
               "CATHEDRAL_GP": 82, "ROSETON_END_GP": 84},
    "natives": {"NATIVES_PRICE": 85},
    "hoarding": {"HOARD_DUCATS": 86, "CROWN_CAP": 87},
}


def _shown(value) -> int:
    return len(value) if isinstance(value, tuple) else value


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_published_tour_quotes_data_values(monkeypatch, lang):
    """Seed 002: every rule number of tour.py's steps follows data.py, in both languages."""
    changes = {k: v for step in PUBLISHED.values() for k, v in step.items()}
    monkeypatch.setattr(tour, "data", changed_data(**changes))
    monkeypatch.setattr(tour, "natives_gp", lambda tiles: 900 + tiles)
    texts = rendered(tour, lang)
    for step_id, values in PUBLISHED.items():
        found = numbers(texts[step_id])
        for name, value in values.items():
            assert _shown(value) in found, (lang, step_id, name, texts[step_id])
    assert {901, 902, 903} <= numbers(texts["natives"]), texts["natives"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_published_tour_has_the_rulebook_values(lang):
    """With data.py as it is, the texts say seed 002's numbers: a won war 1 GP a tercio and 1
    to the Constable ("Guerras Europeas"), a donation 1 GP and a rosetón 1 ducat, Cathedral 2
    and 2 GP ("Iglesia"), natives 1, 4, 9 GP ("Fin de la Partida")."""
    texts = rendered(tour, lang)
    assert {1, 3} <= numbers(texts["constable"])
    assert {1, 2} <= numbers(texts["church"])
    assert {1, 4, 9} <= numbers(texts["natives"])


EARLY = {
    "draft": {"CHARACTERS": tuple(f"c{i}" for i in range(83))},
    "war": {"WAR_GP": 71},
    "church": {"DONATION_GP": 78, "CATHEDRAL_GP": 82,
               "ROSETON_GP": {"gold": 91, "gems": 91, "silver": 92, "spices": 92}},
    "magellan": {"CROWN_SHARE": 96},
    "estate": {"SECRETARY_DUCATS": 93, "SECRETARY_ESTATE_PRICE": 2},
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_early_tour_quotes_data_values(monkeypatch, lang):
    """Seed 000: tour_early.py's numbers follow data.py (and the edition's Rules: Visit the
    Court's steps, "Acciones comunes"), in both languages."""
    changes = {k: v for step in EARLY.values() for k, v in step.items()}
    early = data.EARLY.__class__(**{**vars(data.EARLY), "court_steps": 94})
    monkeypatch.setattr(tour_early, "data", changed_data(**changes, EARLY=early,
                                                          estate_gp=lambda e: 95))
    texts = rendered(tour_early, lang)
    for step_id, values in EARLY.items():
        found = numbers(texts[step_id])
        for name, value in values.items():
            want = {91, 92} if name == "ROSETON_GP" else {_shown(value)}
            assert want <= found, (lang, step_id, name, texts[step_id])
    assert 94 in numbers(texts["court"]) and 95 in numbers(texts["estate"])
    assert not re.search(r"\b(two|dos)\b", texts["court"]), texts["court"]
