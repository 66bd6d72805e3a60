"""Findings of the issue 21 walkthrough (learn-qa): what a player saw wrong on the boards,
popovers and legends in Spanish, checked on the host so it stays fixed."""
from __future__ import annotations

import re

import engine
from engine.i18n import translator


def test_village_travel_costs_name_the_wagon_in_the_players_language():
    """Village's travel map marks a path that needs a wagon ("2t +W", W for wagon); in Spanish
    the wagon is a carro, so the board and the icon legend read "+C", never the English
    letter (rulebook, seeds village: 'Viajar')."""
    game = engine.get_game("village")
    state = game.new(2, seed=3)
    es = translator("es", "village")
    english = game.render(game.view(state, None), legal=(), layout="wide")
    spanish = game.render(game.view(state, None), legal=(), gettext=es, layout="wide")
    assert "+W" in english
    assert "+W" not in spanish and re.search(r"\dt \+C<", spanish)
    symbols = [symbol for symbol, _meaning in game.legend(es)]
    assert "2t +C" in symbols and not any("+W" in s for s in symbols)
    assert "2t +W" in [symbol for symbol, _meaning in game.legend(None)]
