"""Servants spent on an action are chosen, shown and logged (issue 16 point 4; seed
001_edd640461a1660f5.txt, "B. Acciones": "Antes de colocar un miembro de la familia, siempre
puede gastar sirvientes para aumentar el valor del miembro de la familia, en una proporción de
1: 1, sin límite")."""
from __future__ import annotations


from engine.i18n import translator
from engine.lorenzo.state import task
from tests.lorenzo.lz_helpers import G, assert_illegal, give, legal, new, play, zero

import labels


def label(notation: str, lang: str = "en") -> str:
    return labels.action_label(G, notation, ["Ana", "Bruno"], translator(lang, "lorenzo"))


def _floor_7():
    """Player review B4: die 4 and 3 servants facing the 4th floor (value 7) of Territories."""
    s = new(2, dice=(4, 1, 1))
    s.towers["territory"] = ["woods", "village", "forest", "gravel_pit"]
    zero(s, 0)
    give(s, 0, servants=3)
    return s


def test_the_servants_a_placement_spends_are_part_of_its_option_and_label():
    """Die 4 on a floor of value 7 needs 3 servants: the option says so ("+3" in the notation,
    "with 3 servants" on the button, in English and Spanish); the bare placement is not an
    option, nor is another count (more would change nothing on a tower)."""
    s = _floor_7()
    moves = legal(s)
    assert "place black territory 4 +3" in moves
    assert "place black territory 4" not in moves and "place black territory 3 +1" in moves
    assert "place black territory 2" in moves                     # no servants: no token
    assert "with 3 servants" in label("place territory 4 +3")
    assert "con 3 sirvientes" in label("place territory 4 +3", "es")
    assert "with 1 servant" in label("place territory 3 +1")
    assert "servant" not in label("place territory 2")
    assert_illegal(s, "place black territory 4")
    assert_illegal(s, "place black territory 4 +2")
    assert_illegal(s, "place black territory 2 +1")


def test_the_servants_spent_are_logged():
    """The log says how many servants the placement used."""
    s = play(_floor_7(), "place black territory 4 +3")
    assert s.p(0).res["servants"] == 0 and s.p(0).cards["territory"] == ["gravel_pit"]
    key, params = next(e for e in s.log if e[0].startswith("{player} places"))
    assert key.endswith("using {n} servants") and params["n"] == 3


def test_market_and_council_options_name_the_servants_of_a_neutral_member():
    """The neutral member (value 0) needs 1 servant for a space of value 1."""
    s = new(2, dice=(4, 1, 1))
    zero(s, 0)
    give(s, 0, servants=1)
    moves = legal(s)
    assert "place neutral council +1" in moves and "place neutral market 1 +1" in moves
    assert "place neutral council" not in moves
    s = play(s, "place neutral council +1")
    assert s.p(0).res["servants"] == 0


def test_harvest_servants_are_a_choice_with_labels_and_a_log_line():
    """Seed 001, "Área de cosecha y producción": "Su valor se puede incrementar gastando
    sirvientes"; more servants activate more cards, so the count is the player's choice: each
    option names its count, and the log says how many were used."""
    s = new(2, dice=(3, 1, 1))
    zero(s, 0)
    give(s, 0, servants=2)
    s = play(s, "place black harvest 1")
    assert legal(s) == ["servants 0", "servants 1", "servants 2"]
    assert label("servants 2") == "Add 2 servants"
    assert label("servants 1") == "Add 1 servant"
    assert label("servants 0") == "Add no servants"
    assert label("servants 2", "es") == "Añadir 2 sirvientes"
    s = play(s, "servants 2")
    key, params = next(e for e in s.log if e[0].startswith("{player} activates"))
    assert key.endswith("using {servants} servants") and params["servants"] == 2


def test_a_free_card_action_names_and_logs_its_servants():
    """Seed 001, "Personajes": a free action's value "Puedes cambiar el valor de la acción con
    sirvientes": the Abbess-like take of value 4 on a floor of value 5 spends 1 servant."""
    s = new(2, dice=(1, 1, 1))
    zero(s, 0)
    give(s, 0, servants=1)
    s.pending.append(task("take", 0, type="territory", value=4, discount=[]))
    s.towers["territory"] = ["woods", "village", "forest", "gravel_pit"]
    assert legal(s) == ["take territory 1", "take territory 2", "take territory 3 +1", "skip"]
    assert "with 1 servant" in label("take territory 3 +1")
    s = play(s, "take territory 3 +1")
    assert s.p(0).res["servants"] == 0 and s.p(0).cards["territory"] == ["forest"]
    assert any(e[0] == "{player} uses 1 servant for the free action" for e in s.log)


def test_placement_labels_and_log_name_the_space_in_words():
    """The option and the log name the floor or space as the rulebook does (seed 001, "Torres
    para tarjetas de desarrollo": "4 torres, cada una con 4 pisos"; "Área de cosecha y
    producción": the single and the large space), never a raw id such as "territory 4" or
    "Territories floor 4" (issue 20: "Territories tower, 4th floor"), in English and Spanish."""
    from engine.i18n import format_event
    assert label("member black 4") == "Black family member (4)"
    assert label("member black 4", "es") == "Miembro de la familia negro (4)"
    assert label("place territory 4 +3") == "Territories tower, 4th floor with 3 servants"
    assert label("place territory 4 +3", "es") == ("La torre de los Territorios, 4.º piso con 3 "
                                                  "sirvientes")
    assert label("place venture 1") == "Ventures tower, 1st floor"
    assert label("place character 2", "es") == "La torre de los Personajes, 2.º piso"
    assert label("place harvest 2") == "Harvest large space"
    assert label("take building 4 +1") == ("Take the card on Buildings tower, 4th floor with 1 "
                                           "servant")
    assert label("take building 3", "es") == ("Tomar la carta de la torre de los Edificios, "
                                              "3.er piso")
    s = play(_floor_7(), "place black territory 4 +3")
    es = translator("es", "lorenzo")
    lines = [format_event(k, p, ["Ana", "Bruno"], es, G.terms) for k, p in s.log]
    assert any(line == "Ana coloca el miembro de la familia negro en la torre de los "
               "Territorios, 4.º piso usando 3 sirvientes" for line in lines), lines
    en = [format_event(k, p, ["Ana", "Bruno"], translator("en", "lorenzo"), G.terms)
          for k, p in s.log]
    assert any(line == "Ana places the black family member on Territories tower, 4th floor "
               "using 3 servants" for line in en), en
