"""Lorenzo's icon legend in Spanish uses the Spanish abbreviations everywhere (seen in the
sweep, issue 21: the legend read "≥4 MP" beside "PM", "PF", "PV"; seed 001 writes "puntos
militares", PM)."""
from engine import get_game
from engine.i18n import translator


def test_the_spanish_legend_has_no_english_abbreviation():
    symbols = [symbol for symbol, _ in get_game("lorenzo").legend(translator("es", "lorenzo"))]
    words = {w for symbol in symbols for w in symbol.split()}
    assert not words & {"MP", "FP", "VP"}, symbols
    assert "≥4 PM" in symbols
