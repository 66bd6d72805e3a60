"""The Share dialog (web/dialogs.py; issue 29, D1): its link, decoded, carries no secret of
another seat and no seed for a game in progress; the dialog says plainly what each link
reveals, in English and Spanish.  (``pyscript`` is stubbed: the dialog's HTML and its link are
plain Python.)"""
from __future__ import annotations

import html
import re
import sys
import types

import pytest

import engine
from engine import share
from engine.i18n import translator

if "pyscript" not in sys.modules:                 # the browser's module, absent on the host
    stub = types.ModuleType("pyscript")
    stub.document = stub.window = None
    ffi = types.ModuleType("pyscript.ffi")
    ffi.create_proxy = ffi.to_js = lambda value, *args, **kwargs: value
    stub.ffi = ffi
    sys.modules["pyscript"], sys.modules["pyscript.ffi"] = stub, ffi
import dialogs  # noqa: E402


def drafted_by_two():
    """The review's game: Plus Ultra, 3 players, two have drafted (their picks secret)."""
    game = engine.get_game("plus_ultra")
    state = game.new(3, seed=1655667125, names=["Ana", "Bot 2", "Bot 3"])
    for _ in range(2):
        state = game.apply(state, game.legal_actions(state)[-1])
    return game, state


def dialog_link(page: str) -> str:
    return html.unescape(re.search(r'id="share-link" readonly value="([^"]*)"', page).group(1))


@pytest.mark.parametrize("seat", [None, 0, 1, 2])
def test_the_dialogs_link_decodes_to_the_viewers_position_only(seat):
    game, state = drafted_by_two()
    picks = {i: list(p.characters) for i, p in enumerate(state.areas) if p.characters}
    fragment = share.state_fragment(state, seat=seat, play=True)
    page = dialogs.share_html("https://example.org/embed.html#" + fragment, game.title,
                              state.names, seat, True, len(state.history), False, lambda t: t)
    link = share.parse_fragment(dialog_link(page).split("#", 1)[1])
    assert "seed" not in link["doc"] and link["doc"]["actions"] == []
    assert str(state.seed) not in str(link["doc"])
    shown = engine.load(link["doc"])
    assert list(shown.history) == [] and shown.seed != state.seed
    assert game.view(shown, seat) == game.view(state, seat)
    for i, real in picks.items():
        if i == seat:
            assert shown.areas[i].characters == real       # the seat's own pick, kept
    words = re.search(r'data-testid="share-reveals"[^>]*>([^<]*)<', page).group(1)
    assert "re-dealt" in words and "seed" in words
    if seat is not None:
        assert f"{state.names[seat]}&#x27;s own secrets" in words or \
            f"{state.names[seat]}'s own secrets" in words


def test_a_finished_game_says_the_link_carries_everything():
    game = engine.get_game("nippon")
    state = engine.load(share.decode(share.encode(_finished())))
    fragment = share.state_fragment(state)
    link = share.parse_fragment(fragment)
    assert link["doc"]["seed"] == state.seed and link["move"] == len(state.history)
    page = dialogs.share_html("x#" + fragment, game.title, state.names, None, False,
                              len(state.history), True, lambda t: t)
    assert "the whole game" in page


def _finished() -> dict:
    import random
    game = engine.get_game("nippon")
    state, rng = game.new(2, seed=3), random.Random(3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def test_the_reveal_texts_are_translated():
    _ = translator("es", "plus_ultra")
    names = ["Ana", "Bruno"]
    for seat, over in ((None, False), (1, False), (None, True)):
        text = dialogs.reveals(names, seat, over, _)
        assert text != dialogs.reveals(names, seat, over, lambda t: t), (seat, over)
    assert "Bruno" in dialogs.reveals(names, 1, False, _)
