"""The app's shelf screen: the game cards (title, players, How to play, guided tour, New game)
and "Your games" (every stored game instance, with Continue or Replay and Delete; finished
games past the number the player keeps are counted, not listed: web/keeping.py).

The screen draws from what the router (web/app.py ``App``) holds: the games' registry
entries, the language, the stored instances and the deletion awaiting an answer; it writes the
page only through the router's elements (``el``).  Commands on its rows (Continue, Delete,
Keep) are the saved games' (web/saved_games.py), since the Saves dialog shares them.
"""
from __future__ import annotations

from pyscript import document

import engine
import saves
import ui
import ui_shelf
from jsvalues import js
from keeping import BEYOND


class ShelfScreen:
    """The shelf: game cards and "Your games".

    Args:
        app: the router (web/app.py ``App``): ``el``, ``games``, ``_``, ``storage`` and its
            saved games (web/saved_games.py: ``stored_games``, ``when``, ``confirming``).
    """

    def __init__(self, app):
        self.app = app

    def render_cards(self) -> None:
        """The game list (also filled, hidden, while a game is open: a language switch)."""
        app = self.app
        app.el["games"].innerHTML = ui.shelf_items(list(app.games.values()), app._)
        about = js(document.getElementById("about"))
        if about is not None:                    # the credits and version (ui_shelf.about)
            meta = js(document.querySelector('meta[name="euro-build"]'))
            build = str(meta.getAttribute("content") or "") if meta is not None else ""
            version = f"{engine.__version__} ({build[:60]})" if build else engine.__version__
            about.innerHTML = ui_shelf.about(app._, version)

    def render_games(self) -> None:
        """ "Your games": every stored instance with its facts (ui.resume_items); the focus
        goes to "Keep" of a deletion awaiting its answer."""
        app = self.app
        titles = {gid: info["title"] for gid, info in app.games.items()}
        saved = app.saved_games
        entries = saved.stored_games()
        keep = app.storage.keep_finished()
        beyond = saves.beyond_limit(entries, keep)
        rows = ui.resume_items([e for e in entries if e["ref"] not in beyond], titles, app._,
                               when=saved.when, confirming=saved.confirming)
        if rows:            # finished games past the kept number: counted, not listed
            rows += ui.keep_finished(keep, len(beyond), app._,
                                     confirming=saved.confirming == BEYOND)
        app.el["resume"].innerHTML = rows
        if saved.confirming is not None:
            keep = js(document.querySelector('#resume [data-testid="keep"]'))
            if keep is not None:
                keep.focus()

    def render(self) -> None:
        """Both lists."""
        self.render_cards()
        self.render_games()

    def show(self) -> None:
        """Draw the shelf and put it on screen (the game screen and its tools hidden)."""
        self.render()
        el = self.app.el
        el["shelf-screen"].hidden = False
        el["game-screen"].hidden = True
        el["handoff"].hidden = True
        el["nav-shelf"].hidden = True
        el["nav-legend"].hidden = True
        el["nav-howto"].hidden = True
        self.app.skip_to("games")
