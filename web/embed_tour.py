"""One step of a guided tour in embed.html (issue 21): ``embed.html?tour=<game>&step=<id>``.

:class:`TourStep` is a part of the embed page (web/embed.py ``Embed.tour``): it holds the
step's run (:class:`tour.TourRun`) and draws the step's position with its move lit, the
reader's move and what it did, "Try again".  It asks the page for the rest (its language and
wording, the board painted, its error, the app's link and the host's message).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from pyscript import document, window

from jsvalues import js
from tour import TourRun, mark_focus, show_target

NARROW_BELOW_PX = 520
"""Frames narrower than this get the board's narrow (stacked) layout."""


def drawn_desc(board) -> str:
    """The text summary (``<desc>``) a game's renderer wrote into the board ``board``."""
    desc = js(board.querySelector("desc")) if board is not None else None
    return str(desc.textContent) if desc is not None else ""


class Page(Protocol):
    """What :class:`TourStep` uses of the embed page (web/embed.py ``Embed``): read, never
    written; the page changes through its methods."""

    @property
    def _(self) -> Callable[[str], str]: ...    # the page's translator

    @property
    def el(self) -> dict: ...    # the page's elements by id

    def set_language(self, code: str) -> None: ...

    def set_wording(self, game_id: str) -> None: ...

    def paint(self, svg: str, view: Any) -> None: ...

    def describe_board(self, board: Any, summary: str) -> None: ...

    def show_error(self, message: str) -> None: ...

    def place_app_link(self, *, in_controls: bool) -> None: ...

    def post(self, message: dict) -> None: ...


class TourStep:
    """The tour-step part of the embed page.

    Args:
        page: the embed page (web/embed.py ``Embed``); its ``el`` and ``_`` are read, and its
            ``set_language``, ``set_wording``, ``paint``, ``describe_board``, ``show_error``,
            ``place_app_link`` and ``post`` called.
    """

    def __init__(self, page: Page):
        self.page = page
        self.run: TourRun | None = None   # the step shown (None: the page shows no tour)

    def open(self, game_id: str, step_id: str, lang: str | None,
             variant: str | None = None) -> None:
        """``embed.html?tour=<game>[&variant=<v>]&step=<id>[&lang=es]``: the step's position
        with its move lit (``variant``: a rules edition's own tour, Plus Ultra's ``early``);
        the reader makes it and sees what it did ("Try again" shows it anew)."""
        page = self.page
        page.set_language(lang or str(window.navigator.language or "en"))
        try:
            page.set_wording(game_id)
            run = TourRun(game_id, page._, variant=variant)
        except (KeyError, LookupError):
            page.show_error(page._("There is no guided tour of this game yet."))
            return
        at = run.index_of(step_id)
        if at is None:
            page.show_error(page._("This tour has no step {step}.").format(step=step_id[:40]))
            return
        run.go(at)
        self.run = run
        document.body.classList.add("tour")
        page.el["embed-title"].textContent = run.heading(page._)
        page.place_app_link(in_controls=False)
        page.el["to-app"].textContent = page._("Open the whole tour")
        edition = f"&variant={run.variant}" if run.variant else ""
        page.el["to-app"].href = f"./index.html?tour={run.game.id}{edition}&step={run.step.id}"
        self.draw()

    def draw(self) -> None:
        """The step's board (its focus outlined) and panel; the host is told where it is."""
        page, run = self.page, self.run
        _ = page._
        layout = "narrow" if window.innerWidth < NARROW_BELOW_PX else "wide"
        page.paint(*run.board(_, layout))
        board_box = page.el["board"]
        mark_focus(board_box, run.step.focus)
        board = js(board_box.querySelector("svg"))
        page.describe_board(board, drawn_desc(board))
        panel = page.el["panel"]
        panel.innerHTML = run.panel(_, app=False)
        panel.hidden = False
        panel.classList.add("side")
        document.body.dataset.mode = "tour-made" if run.made else "tour"
        show_target(board_box)           # a small frame: the part the step points at in view
        page.post({"type": "euro-games:tour", "game": run.game.id, "step": run.step.id,
                   "made": run.made})

    def click(self, target) -> None:
        """A click in a tour step: the step's move (then "Try again" has the focus), or
        "Try again" (the step anew, its move focused)."""
        run = self.run
        actor = js(target.closest("[data-action]"))
        if actor is not None and run.play(str(actor.getAttribute("data-action"))):
            self.draw()
            js(document.querySelector('[data-testid="tour-again"]')).focus()
        command = js(target.closest('[data-cmd="tour-again"]'))
        if command is not None:
            run.go(run.at)
            self.draw()
            js(document.querySelector('[data-testid="tour-move"]')).focus()
