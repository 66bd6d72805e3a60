"""Plus Ultra's "How to play" quotes rule numbers from data.py, never typed twice (issue 29;
the studio rule "numbers in texts come from data.py").

The summary of each edition is rendered in English and Spanish with a copy of data.py whose
rule values are changed to unusual numbers: each changed value appears in the section quoting
it.  Rule sources: the sections each summary cites (seed 002 and seed 000: "Orden de Pares",
"Comienzo del Turno", "Guerras Europeas", "Listado de acciones comunes" / "Acciones comunes",
"Colonias del Nuevo Mundo", "Riqueza de la Corona", "Iglesia", "Fincas", "Fin de la Partida").
"""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from engine.i18n import translator
from engine.plus_ultra import data, howto

pytest.importorskip("babel")

CHANGED = {
    "TURNS": 61, "EXPLORATION_SPACES": 62, "PEER_ORDER_DUCATS": (0, 0, 63, 64),
    "PEER_ORDER_GP": {65: (66,), 66: (67, 68), 67: (67, 68)}, "WAR_GP": 71, "PAINTER_GP": 72,
    "LOAN_GP": 73, "LOAN_DUCATS": 74, "HOUSE_GP": 75, "NATIVES_PRICE": 76, "HOARD_DUCATS": 77,
    "DONATION_GP": 78, "ROSETON_PRICE": 79, "ROSETON_RETURN_GP": 81, "CATHEDRAL_GP": 82,
    "BULL_END_GP": 83, "ROSETON_END_GP": 84,
    "ROSETON_GP": {"gold": 85, "gems": 85, "silver": 86, "spices": 86},
    "CHARACTERS": tuple(f"c{i}" for i in range(87)), "CROWN_SHARE": 88,
}
"""data.py names the summaries quote, changed (PEER_ORDER_GP: from turn 65, and 66 on)."""

SHARED = {61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 83, 87, 88}
"""Values both editions' summaries quote."""

ONLY = {"reglamento": {78, 79, 81, 82, 84, 901, 904}, "early": {78, 82, 85, 86, 901, 904}}


def changed_data() -> SimpleNamespace:
    names = {k: getattr(data, k) for k in dir(data) if not k.startswith("__")}
    return SimpleNamespace(**{**names, **CHANGED})


@pytest.mark.parametrize("variant", ["reglamento", "early"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_summary_quotes_data_values(monkeypatch, lang, variant):
    """Every changed data value shows up in the summary, in both languages."""
    monkeypatch.setattr(howto, "data", changed_data())
    monkeypatch.setattr(howto, "natives_gp", lambda tiles: 900 + tiles * tiles)
    text = " ".join(p for s in howto.summary(variant, translator(lang, "plus_ultra"))
                    for p in s.paragraphs)
    found = {int(n) for n in re.findall(r"\d+", text)}
    missing = (SHARED | ONLY[variant]) - found
    assert not missing, (lang, variant, missing)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_summary_says_the_rulebook_values(lang):
    """With data.py as it is: seed 002's Peer Order income (the third 1 ducat, the fourth 2;
    from turn 5 GP: "Comienzo del Turno"), the painter's 2 GP, the loan's 1 GP for 3 ducats."""
    texts = [p for s in howto.summary("reglamento", translator(lang, "plus_ultra"))
             for p in s.paragraphs]
    peer = next(t for t in texts if ("ducat" in t or "ducad" in t) and ("Peer" in t or "Pares" in t)
                and ("fourth" in t or "cuarto" in t))
    assert re.findall(r"\d+", peer)[:2] == ["1", "2"] and "5" in peer
    assert any(re.search(r"\b4\b.*\b2\b", t) for t in texts if "ainter" in t or "intor" in t)
