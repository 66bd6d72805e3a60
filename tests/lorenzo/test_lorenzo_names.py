"""Names instead of ids wherever players read a space (issue 20: "territory 4" → "Territories
tower, 4th floor"): the lit space on the board, the floor's title, the explanation, in English
and Spanish with the rulebook's words (seed 001, "Torres para tarjetas de desarrollo": "Hay 4
torres, cada una con 4 pisos"; "En el cuarto piso, debe colocar un miembro de la familia de
valor 7 o más").
"""
from __future__ import annotations

import re

import pytest

from engine.i18n import translator
from engine.lorenzo.render import board
from tests.lorenzo.lz_helpers import G, give, new, play, zero

FLOORS = {"en": "Territories tower, 4th floor", "es": "La torre de los Territorios, 4.º piso"}


def _choosing_black():
    """Seat 0 has chosen its black family member (die 4, 3 servants: the 4th floor is lit)."""
    s = new(2, dice=(4, 1, 1))
    zero(s, 0)
    give(s, 0, servants=3, coins=10, wood=10, stone=10)
    return play(s, "member black 4")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lit_floor_is_named_as_at_the_table(lang):
    """The lit space's button and the floor's title name the tower and the floor in words."""
    s = _choosing_black()
    _ = translator(lang, "lorenzo")
    svg = board(G.view(s, 0), legal=G.legal_actions(s), gettext=_)
    button = re.search(r'data-action="place territory 4 \+3"[^>]*aria-label="([^"]*)"', svg)
    assert button, "the 4th floor is lit"
    assert FLOORS[lang].lower() in button.group(1).lower()
    value = {"en": "value 7", "es": "valor 7"}[lang]
    assert f"<title>{FLOORS[lang]}: {value}" in svg
    assert "floor 4" not in svg and "piso 4" not in svg


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_explanation_names_the_floor(lang):
    """The explanation's first line (the component's name) is the floor's name."""
    text = G.explain("lorenzo:space:territory-4", translator(lang, "lorenzo"))
    assert text.split("\n")[0] == FLOORS[lang]


def test_every_floor_has_an_ordinal_name_in_both_languages():
    """All 16 floors: "<type> tower, <n>th floor" in English; "la torre de … , n.º piso" (1.er
    and 3.er before "piso") in Spanish; no raw id left."""
    es = translator("es", "lorenzo")
    ordinal = {1: "1.er", 2: "2.º", 3: "3.er", 4: "4.º"}
    english = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
    for tower in ("territory", "building", "character", "venture"):
        for floor in range(1, 5):
            name = G.terms[f"{tower} {floor}"]
            assert name.endswith(f"tower, {english[floor]} floor"), name
            spanish = es(name)
            assert spanish.startswith("la torre de ") and spanish.endswith(
                f", {ordinal[floor]} piso"), spanish
