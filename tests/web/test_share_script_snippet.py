"""The Share dialog's script-embed snippet (issue 32, item 1; web/dialogs.py, engine/snippet.py):
the board drawn in it is the link's view only, in the dialog's language, and its link is the
dialog's own."""
from __future__ import annotations

import html
import re

import pytest

from engine import share, snippet
from engine.i18n import translator
from tests.web.test_share_dialog import dialog_link, drafted_by_two  # stubs pyscript
import dialogs  # noqa: E402,I001


@pytest.mark.parametrize("seat", [None, 1])
def test_the_script_snippet_draws_the_links_view_only(seat):
    game, state = drafted_by_two()
    fragment = share.state_fragment(state, seat=seat, play=True)
    figure = snippet.fragment_figure(fragment, state, seat=seat, lang="es")
    page = dialogs.share_html("https://example.org/g/embed.html#" + fragment, game.title,
                              state.names, seat, True, len(state.history), False,
                              translator("es"), kinds=["human"] * len(state.names),
                              script=figure + "\n" + snippet.script_tag(
                                  "https://example.org/g/"))
    shown = html.unescape(re.search(r'data-testid="share-script">([^<]*)<', page).group(1))
    assert shown.endswith('<script src="https://example.org/g/board-embed.js" defer></script>')
    assert "Or drawn at once" not in page and "O dibujado al instante" in page
    link = html.unescape(re.search(r'data-link="([^"]*)"', shown).group(1))
    assert link == dialog_link(page).split("#", 1)[1]
    assert 'data-move="0" data-total="0"' in shown           # a position: no moves to step
    drawn = shown.split("<svg", 1)[1]
    secrets = [(i, pick) for i, area in enumerate(state.areas) for pick in area.characters
               if pick and i != seat]                        # other seats' face-down picks
    assert secrets
    for i, pick in secrets:
        assert f":character:{pick}" not in drawn, (i, pick)
        # the same mark is drawn for the seat that may see it
        assert f":character:{pick}" in snippet.board_svg(state, seat=i)
    assert snippet.board_svg(state, seat=seat, lang="es") in shown
