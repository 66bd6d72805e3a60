"""Issue 29, D7 and D8: the panel's options and the log say what a council privilege gives
(amounts from data.PRIVILEGES) and what an occupied tower costs (the 3-coin fee the board's
label shows), in English and Spanish."""
from __future__ import annotations

import pytest

from engine.i18n import format_event, translator
from engine.lorenzo import data
from web import labels

from tests.lorenzo.lz_helpers import G, give, new, play, zero


def _label(s, notation, lang="en"):
    return labels.action_label(G, notation, s.names, translator(lang, "lorenzo"), s.variant,
                               view=G.view(s, G.decision(s).seat))


def _amount(option):
    """The amount a one-kind privilege gives (data.PRIVILEGES)."""
    return dict(data.PRIVILEGES[option])[option]


def _council(lang="en"):
    s = new(4)
    zero(s, 0)
    s = play(s, "place black council")
    assert G.decision(s).prompt == "privilege"
    return s


def test_privilege_options_name_their_amounts():
    s = _council()
    servants, coins = _amount("servants"), _amount("coins")
    assert _label(s, "privilege servants") == f"Privilege: {servants} servants"
    assert _label(s, "privilege coins") == f"Privilege: {coins} coins"
    assert _label(s, "privilege fp") == f"Privilege: {_amount('fp')} faith point"
    assert _label(s, "privilege servants", "es") == f"Privilegio: {servants} sirvientes"
    assert _label(s, "privilege mp", "es") == (
        f"Privilegio: {_amount('mp')} puntos militares")


def test_privilege_log_line_names_the_amount():
    s = play(_council(), "privilege coins")
    key, params = s.log[-1]
    n = _amount("coins")
    en = format_event(key, params, s.names, translator("en", "lorenzo"), G.terms)
    es = format_event(key, params, s.names, translator("es", "lorenzo"), G.terms)
    assert en.endswith(f"takes the council privilege: {n} coins"), en
    assert es.endswith(f"elige el privilegio del Consejo: {n} monedas"), es


def test_occupied_tower_option_shows_the_fee_like_the_board():
    s = new(4)
    give(s, 1, coins=10, servants=10)
    s = play(s, "place black territory 1")
    assert G.decision(s).seat == 1
    s = G.apply(s, next(a for a in G.legal_actions(s) if a.notation.startswith("member white")))
    notation = next(a.notation for a in G.legal_actions(s)
                    if a.notation.startswith("place territory 2"))
    fee = data.OCCUPIED_TOWER_FEE
    assert f": {fee} coins fee" in _label(s, notation)
    assert f"{fee} monedas de tasa por la torre ocupada" in _label(s, notation, "es")
    board = G.render(G.view(s, 1), legal=G.legal_actions(s), gettext=translator("en", "lorenzo"))
    assert f"Territories tower, 2nd floor: {fee} coins fee" in board
    # a free tower's option says nothing of a fee
    free = next(a.notation for a in G.legal_actions(s) if a.notation.startswith("place building"))
    assert "fee" not in _label(s, free)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_privilege_amounts_take_their_counts_form(monkeypatch, lang):
    """Seed 001, "El Palacio del Consejo": a privilege gives data.PRIVILEGES' amounts; with 2
    faith points and 1 servant, the options and the log say "2 faith points" and "1 servant"
    (ngettext), and the engine gives them."""
    monkeypatch.setitem(data.PRIVILEGES, "fp", (("fp", 2),))
    monkeypatch.setitem(data.PRIVILEGES, "servants", (("servants", 1),))
    words = {"en": ("2 faith points", "1 servant"), "es": ("2 puntos de fe", "1 sirviente")}
    s = _council()
    assert _label(s, "privilege fp", lang).endswith(words[lang][0])
    assert _label(s, "privilege servants", lang).endswith(words[lang][1])
    for option, shown in zip(("fp", "servants"), words[lang], strict=True):
        after = play(s, f"privilege {option}")
        line = format_event(*after.log[-1], after.names, translator(lang, "lorenzo"), G.terms)
        assert line.endswith(shown), line
        assert after.p(0).res[option] == s.p(0).res[option] + int(shown[0])


def test_a_one_coin_fee_reads_in_the_singular(monkeypatch):
    """The occupied tower's fee (data.OCCUPIED_TOWER_FEE) in its count's form."""
    from engine.lorenzo.text import cost_text
    monkeypatch.setattr(data, "OCCUPIED_TOWER_FEE", 1)
    assert cost_text({"servants": 0, "fee": data.OCCUPIED_TOWER_FEE},
                     translator("en", "lorenzo")) == "1 coin fee"
    assert cost_text({"servants": 0, "fee": 1}, translator("es", "lorenzo")) == \
        "1 moneda de tasa por la torre ocupada"
