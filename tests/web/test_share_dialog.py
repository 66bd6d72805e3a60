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
                              state.names, seat, True, len(state.history), False, lambda t: t,
                              kinds=["human"] * 3)
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
                              len(state.history), True, lambda t: t, kinds=["human"] * 2)
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


BOTS = ["human", "bot:easy", "bot:normal"]
"""The review's seats: Ana, then two bots."""


def offered(page: str) -> list[str]:
    """The values of the Share dialog's view picker ("" the public view)."""
    picker = re.search(r'<select id="share-seat"[^>]*>(.*?)</select>', page).group(1)
    return re.findall(r'<option value="([^"]*)"', picker)


@pytest.mark.parametrize(("kinds", "over", "views"), [
    (BOTS, False, ["", "0"]),                        # a bot's view would show its secrets
    (["human"] * 3, False, ["", "0", "1", "2"]),     # hotseat: each person sees their own
    (["bot:easy", "human", "human"], False, ["", "1", "2"]),
    (BOTS, True, ["", "0", "1", "2"])])              # a finished game: everything
def test_the_share_dialog_offers_no_bots_view_while_the_game_is_played(kinds, over, views):
    """Issue 29 item 1 (rule of the house: the UI shows only what view(state, seat) gives
    the seat looking): the views offered for a game with bots, in progress and over."""
    game, state = drafted_by_two()
    page = dialogs.share_html("x#v=3", game.title, state.names, None, True,
                              len(state.history), over, lambda t: t, kinds=kinds)
    assert offered(page) == views
    withheld = "bots' views are offered once the game is over" in html.unescape(page)
    assert withheld == (len(views) < 4)             # the dialog says why a view is missing
    es = dialogs.share_html("x#v=3", game.title, state.names, None, True, len(state.history),
                            over, translator("es", "plus_ultra"), kinds=kinds)
    assert offered(es) == views
    assert ("de los bots" in html.unescape(es)) == withheld


class _Box:
    def __init__(self, **values):
        self.__dict__.update(values)


class _Dialogs(dialogs.Dialogs):
    """web/dialogs.py's ``Dialogs``, the page's address faked."""

    @staticmethod
    def embed_base() -> str:
        return "https://example.org/embed.html"


class _Open:
    """The app's side of the Share dialog (web/app.py's ``App`` and its ``dialogs``), its
    page faked."""

    def __init__(self, game, state, kinds):
        self.game, self.state, self.kinds, self.lang = game, state, kinds, "en"
        self.el = {"share-dialog": _Box(innerHTML="")}
        self._ = lambda t: t
        self.dialogs = _Dialogs(self)

    def save_doc(self) -> dict:
        return engine.save(self.state, seats=[{"name": n, "kind": k}
                                              for n, k in zip(self.state.names, self.kinds, strict=True)])


def test_a_bots_view_asked_of_the_open_dialog_gives_the_public_link(monkeypatch):
    """The dialog's own link and board (the script snippet's figure) never take a view it
    does not offer, whatever the picker says (a stale or edited page)."""
    game, state = drafted_by_two()
    page = {"share-seat": _Box(value="1"), "share-play": _Box(checked=True)}
    monkeypatch.setattr(dialogs, "document", _Box(getElementById=page.get), raising=False)
    app = _Open(game, state, BOTS)
    app.dialogs.fill_share()
    shown = app.el["share-dialog"].innerHTML
    link = share.parse_fragment(dialog_link(shown).split("#", 1)[1])
    assert link["seat"] is None and offered(shown) == ["", "0"]
    assert game.view(engine.load(link["doc"]), None) == game.view(state, None)
    assert 'data-seat="1"' not in shown and "Bot 2&#x27;s view" not in shown
    page["share-seat"].value = "0"                  # the person's own view: offered
    app.dialogs.fill_share()
    assert share.parse_fragment(dialog_link(app.el["share-dialog"].innerHTML)
                                .split("#", 1)[1])["seat"] == 0


def test_the_script_snippet_is_lazy_when_the_author_asks(monkeypatch):
    """A board below the page's first screen (issue 32): ticked, the dialog's script
    snippet carries its drawing lazily (engine/snippet.py ``lazy``: drawn as the reader nears
    it), the box stays ticked as the view changes; unticked (as it opens) it does not."""
    game, state = drafted_by_two()
    page = {"share-seat": _Box(value=""), "share-play": _Box(checked=True),
            "share-lazy": _Box(checked=True)}
    monkeypatch.setattr(dialogs, "document", _Box(getElementById=page.get), raising=False)
    app = _Open(game, state, BOTS)
    app.dialogs.fill_share(initial=True)
    opened = html.unescape(app.el["share-dialog"].innerHTML)
    assert 'id="share-lazy">' in opened and "euro-wide" not in opened
    app.dialogs.fill_share()
    shown = app.el["share-dialog"].innerHTML
    script = html.unescape(re.search(r'id="share-script"[^>]*>([^<]*)</textarea>', shown,
                                     re.S).group(1))
    assert '<noscript class="euro-wide">' in script and "euro-lazy" in script
    assert 'id="share-lazy" checked>' in shown
    page["share-lazy"].checked = False
    app.dialogs.fill_share()
    assert "euro-wide" not in html.unescape(app.el["share-dialog"].innerHTML)
