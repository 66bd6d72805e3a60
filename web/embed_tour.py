"""One step of a guided tour in embed.html (issue 21): ``embed.html?tour=<game>&step=<id>``.

:class:`TourStep` holds the embed page's methods for it (web/embed.py's ``Embed`` is one): the
step's position with its move lit, the reader's move and what it did, "Try again".
"""
from __future__ import annotations

from engine.i18n import translator
from pyscript import document, window

from jsvalues import js
from tour import TourRun, mark_focus, show_target

NARROW_BELOW_PX = 520
"""Frames narrower than this get the board's narrow (stacked) layout."""


def drawn_desc(board) -> str:
    """The text summary (``<desc>``) a game's renderer wrote into the board ``board``."""
    desc = js(board.querySelector("desc")) if board is not None else None
    return str(desc.textContent) if desc is not None else ""


class TourStep:
    """The tour-step part of the embed page (a mixin: the page's ``el``, ``_``, ``tour``,
    ``popover``, ``post``, ``show_error``, ``set_language``, ``place_app_link`` and
    ``describe_board`` are the page's own)."""

    def open_tour(self, game_id: str, step_id: str, lang: str | None,
                  variant: str | None = None) -> None:
        """``embed.html?tour=<game>[&variant=<v>]&step=<id>[&lang=es]``: the step's position
        with its move lit (``variant``: a rules edition's own tour, Plus Ultra's ``early``);
        the reader makes it and sees what it did ("Try again" shows it anew)."""
        self.set_language(lang or str(window.navigator.language or "en"))
        try:
            self._ = translator(self.lang, game_id)
            run = TourRun(game_id, self._, variant=variant)
        except (KeyError, LookupError):
            self.show_error(self._("There is no guided tour of this game yet."))
            return
        at = run.index_of(step_id)
        if at is None:
            self.show_error(self._("This tour has no step {step}.").format(step=step_id[:40]))
            return
        run.go(at)
        self.tour = run
        document.body.classList.add("tour")
        self.el["embed-title"].textContent = run.heading(self._)
        self.place_app_link(in_controls=False)
        self.el["to-app"].textContent = self._("Open the whole tour")
        edition = f"&variant={run.variant}" if run.variant else ""
        self.el["to-app"].href = f"./index.html?tour={run.game.id}{edition}&step={run.step.id}"
        self.draw_tour()

    def draw_tour(self) -> None:
        run, _ = self.tour, self._
        layout = "narrow" if window.innerWidth < NARROW_BELOW_PX else "wide"
        if self.popover is not None:
            self.popover.hide()
        self.svg, self.shown_view = run.board(_, layout)
        self.el["board"].innerHTML = self.svg
        mark_focus(self.el["board"], run.step.focus)
        board = js(self.el["board"].querySelector("svg"))
        self.describe_board(board, drawn_desc(board))
        panel = self.el["panel"]
        panel.innerHTML = run.panel(_, app=False)
        panel.hidden = False
        panel.classList.add("side")
        document.body.dataset.mode = "tour-made" if run.made else "tour"
        show_target(self.el["board"])    # a small frame: the part the step points at in view
        self.post({"type": "euro-games:tour", "game": run.game.id, "step": run.step.id,
                   "made": run.made})

    def tour_click(self, target) -> None:
        actor = js(target.closest("[data-action]"))
        if actor is not None and self.tour.play(str(actor.getAttribute("data-action"))):
            self.draw_tour()
            js(document.querySelector('[data-testid="tour-again"]')).focus()
        command = js(target.closest('[data-cmd="tour-again"]'))
        if command is not None:
            self.tour.go(self.tour.at)
            self.draw_tour()
            js(document.querySelector('[data-testid="tour-move"]')).focus()

