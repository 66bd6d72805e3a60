"""What a redraw keeps from one move to the next (issue 33, item 3: the page's work per move):
a translation is looked up in the catalogs once per message, a text's estimated width is
computed once per text; a new input is computed, a repeated one is not."""
from __future__ import annotations

import gettext

from engine import svg
from engine.i18n import Translator, translator


class CountingCatalog(gettext.NullTranslations):
    """A catalog that says which messages it was asked for."""

    def __init__(self):
        super().__init__()
        self.asked: list[str] = []

    def gettext(self, message):
        self.asked.append(message)
        return message.upper()


def test_a_message_is_looked_up_once_and_a_new_one_is_looked_up():
    chain = CountingCatalog()
    _ = Translator("en", chain)
    assert _("Pass") == "PASS"
    assert _("Pass") == "PASS"
    assert chain.asked == ["Pass"]
    assert _("Score") == "SCORE"
    assert chain.asked == ["Pass", "Score"]


def test_kept_translations_are_the_catalogs_own():
    es = translator("es", "lorenzo")
    first = es("Pass")
    assert first == es._chain.gettext("Pass") and first != "Pass"
    assert es("Pass") == first
    assert translator("en")("Pass") == "Pass"       # another language keeps its own


def test_a_texts_width_is_computed_once_per_text_and_scales_with_the_size(monkeypatch):
    monkeypatch.setattr(svg, "_EMS", {})
    wide = svg.text_width("MW", 10)
    assert svg._EMS == {"MW": 0.98 * 2}
    assert wide == 0.98 * 2 * 10
    svg._EMS["MW"] = 1.0                       # the kept value is the one used
    assert svg.text_width("MW", 20, bold=True) == 1.0 * 20 * 1.1
    assert svg.text_width("il", 10) == 0.32 * 2 * 10   # a new text is measured
    assert set(svg._EMS) == {"MW", "il"}
