"""The app's guided-tour screen (issue 21): a :class:`tour.TourRun` drawn over the game
screen's board and panel, opened by ``index.html?tour=<game>[&step=<id>]`` or "Learn: guided
tour".

The screen owns its state (the run, its language, the layout and view it drew) and its commands
(``cmd_tour_next`` …, found by the router's click dispatch); it reads and writes the page only
through the router's public parts (``el``, ``lang``, ``sheet``, ``board_layout``,
``focus_on_play``, ``show_game``/``show_shelf``).  The open game, if any, stays as it is: not
drawn, not saved, its bots paused; the scores and the log are hidden.
"""
from __future__ import annotations

from engine.i18n import translator

import address
import ui
from tour import TourRun, mark_focus, show_target


class TourScreen:
    """One game's guided tour on the app's game screen.

    Args:
        app: the router (web/app.py ``App``).
        game_id: the game whose tour is shown.
        step_id: the step shown first (None or unknown: the first).
        variant: the rules edition whose tour is shown (None: the game's tour).
    Raises:
        KeyError, LookupError: unknown game, or a game without a tour.
    """

    def __init__(self, app, game_id: str, step_id: str | None = None,
                 variant: str | None = None):
        self.app = app
        self._ = translator(app.lang, game_id)
        self.run = TourRun(game_id, self._, variant=variant)
        if step_id:
            self.run.go(self.run.index_of(step_id) or 0)
        self.from_game = False      # opened over an open game: closing goes back to it
        self.layout = "wide"        # board layout of the last render
        self.shown_view = None      # the view the board on screen was drawn from

    def show(self, from_game: bool) -> None:
        """Put the tour on the game screen (``from_game``: over the open game)."""
        self.from_game = from_game
        el = self.app.el
        el["shelf-screen"].hidden = True
        el["handoff"].hidden = True
        el["game-screen"].hidden = False
        el["game-screen"].classList.add("touring")
        el["game-screen"].style.cssText = ui.seat_css(self.run.game.seat_colors)
        el["scores"].hidden = True
        el["log"].parentElement.parentElement.hidden = True
        el["nav-shelf"].hidden = False
        el["nav-legend"].hidden = True
        self.app.skip_to("options")
        self.render(keyboard=True)

    def leave(self) -> None:
        """Take the tour off the game screen (the router's ``close_tour``; the caller shows
        the next screen)."""
        el = self.app.el
        el["game-screen"].classList.remove("touring")
        el["log"].parentElement.parentElement.hidden = False
        el["scores"].hidden = False
        del el["game-screen"].dataset.tourStep
        self._url(None)

    def close(self) -> None:
        """Leave the tour: back to the open game if there is one, else to the shelf."""
        app = self.app
        app.close_tour()
        if self.from_game and app.state is not None:
            app.show_game()
            app.focus_panel(app.turns.is_bot(app.game.decision(app.state).seat))
        else:
            app.show_shelf()
            edition = f'[data-variant="{self.run.variant}"]' if self.run.variant else ""
            first = app.el["games"].querySelector(
                f'[data-cmd="tour"][data-game="{self.run.game.id}"]{edition}')
            if first is not None:
                first.focus()

    def _url(self, step_id: str | None) -> None:
        """Keep the tour and step in the address (a reload reopens them), or drop them."""
        from pyscript import window

        edition = f"&variant={self.run.variant}" if self.run.variant else ""
        query = f"?tour={self.run.game.id}{edition}&step={step_id}" if step_id else ""
        address.replace_query(window, query)

    def render(self, *, keyboard: bool = False) -> None:
        """Draw the step (the app's language and board layout)."""
        app, run, el = self.app, self.run, self.app.el
        if getattr(self._, "lang", None) != app.lang:
            self._ = translator(app.lang, run.game.id)
            run.retranslate(self._)
        _ = self._
        self.layout = app.board_layout()
        app.popover.hide()
        svg, self.shown_view = run.board(_, self.layout)
        el["board"].innerHTML = svg
        mark_focus(el["board"], run.step.focus)
        el["decision"].innerHTML = run.panel(_)
        app.sheet.add_handle(_)           # phones: the step sits in the options sheet
        el["game-title"].textContent = run.heading(_)
        el["game-screen"].dataset.tourStep = run.step.id
        el["game-screen"].dataset.tourMade = "true" if run.made else "false"
        self._url(run.step.id)
        if keyboard or app.focus_on_play():
            self.focus()
        self.show_target()

    def show_target(self) -> None:
        """Scroll the board part the step points at into view above a phone's options sheet
        (:func:`tour.show_target`; Nippon's consolidate step pointed at a track two screens
        down on a phone)."""
        show_target(self.app.el["board"], self.app.el["decision"])

    def focus(self) -> None:
        """Focus the step's move before it is made, its Next button after, with the panel
        scrolled to its top: the step's title and text stay in view (review D5: focusing a
        move low in a long option list scrolled them away), the move stays lit on the board."""
        from pyscript import window
        from pyscript.ffi import to_js

        from jsvalues import js

        panel = self.app.el["decision"]
        target = js(panel.querySelector('[data-testid="tour-next"]') if self.run.made
                    else panel.querySelector("[data-action]"))
        (target or panel).focus(to_js({"preventScroll": True},      # read from its title
                                      dict_converter=window.Object.fromEntries))
        panel.scrollTop = 0

    def explain(self, key: str) -> str | None:
        """The explanation of a board element, with the numbers of the board shown."""
        return self.run.game.explain(key, self._, self.shown_view)

    def play(self, notation: str, *, keyboard: bool = False) -> None:
        """A click or key on an action: only the step's move does anything."""
        if self.run.play(notation):
            self.render(keyboard=True)

    def cmd_skip(self, _el) -> None:
        """The skip link: to the step's move (or its Next button)."""
        self.focus()

    def cmd_tour_next(self, _el) -> None:
        """Next step (or skip this one)."""
        self.run.go(self.run.at + 1)
        self.render(keyboard=True)

    def cmd_tour_back(self, _el) -> None:
        """The previous step."""
        self.run.go(self.run.at - 1)
        self.render(keyboard=True)

    def cmd_tour_again(self, _el) -> None:
        """The step shown, before its move again."""
        self.run.go(self.run.at)
        self.render(keyboard=True)

    def cmd_tour_exit(self, _el) -> None:
        """Leave the tour."""
        self.close()
