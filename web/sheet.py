"""The phone's options sheet (issue 20, "Phone and desktop ergonomics"): at one column the
decision panel is a sheet fixed at the bottom of the screen (web/app.css); its handle folds it
down to the line saying who is to play and the prompt, or opens it again.  In its handle row, the
board's zoom (−/+): a phone draws Lorenzo's and Nippon's text at 5–7 px; zoomed, the board is
drawn wider and pans sideways inside its box.

A mixin of web/app.py's ``App`` (it uses the app's ``el`` and ``_``).  The state lasts while the
game is open (``sheet_folded``, reset by ``App.open_state``); folding never moves the board,
since the sheet is out of the page's flow.  Wider windows never show the handle (app.css).
"""
from __future__ import annotations

import ui


ZOOMS = (1.0, 1.5, 2.0, 2.5)
"""The board's widths on a phone, as multiples of the screen's (2.5: Lorenzo's 5-px text at
12 px)."""


class Sheet:
    """The options sheet's handle (mixed into ``App``)."""

    sheet_folded = False
    """Whether the person folded the sheet (kept across redraws of the same game)."""

    board_zoom = 0
    """Index into :data:`ZOOMS` (kept across redraws and games while the page lives)."""

    def label_zoom(self) -> None:
        """The zoom buttons, in the page's language (also at boot)."""
        _ = self._
        box = self.el["board-zoom"]
        box.setAttribute("aria-label", _("Board zoom"))
        box.innerHTML = "".join(
            f'<button type="button" data-cmd="{cmd}" aria-label="{ui.esc(label)}" '
            f'title="{ui.esc(label)}">{symbol}</button>'
            for cmd, symbol, label in (("board-zoom-out", "−", _("Zoom out")),
                                       ("board-zoom-in", "+", _("Zoom in"))))
        self.set_zoom(self.board_zoom)

    def set_zoom(self, level: int) -> None:
        """Draw the board at ``ZOOMS[level]`` times the screen's width (app.css reads
        ``--board-zoom``), keeping the point at the middle of the board's box where it was."""
        from pyscript import window

        level = max(0, min(len(ZOOMS) - 1, level))
        board = self.el["board"]
        ratio = ZOOMS[level] / ZOOMS[self.board_zoom]
        rect = board.getBoundingClientRect()
        mid_x = board.scrollLeft + board.clientWidth / 2
        mid_y = window.innerHeight / 3 - rect.top          # a point of the board in view
        self.board_zoom = level
        board.style.setProperty("--board-zoom", str(ZOOMS[level]))
        board.classList.toggle("zoomed", level > 0)
        if ratio != 1:
            board.scrollLeft = mid_x * ratio - board.clientWidth / 2
            window.scrollBy(0, mid_y * (ratio - 1))
        box = self.el["board-zoom"]
        for cmd, off in (("board-zoom-out", level == 0), ("board-zoom-in", level == len(ZOOMS) - 1)):
            button = box.querySelector(f'[data-cmd="{cmd}"]')
            if button is not None:
                button.disabled = off

    def cmd_board_zoom_in(self, _el) -> None:
        self.set_zoom(self.board_zoom + 1)

    def cmd_board_zoom_out(self, _el) -> None:
        self.set_zoom(self.board_zoom - 1)

    def add_sheet_handle(self) -> None:
        """Put the handle first in the freshly drawn panel and mark the panel folded or open."""
        panel = self.el["decision"]
        panel.dataset.sheet = "folded" if self.sheet_folded else "open"
        panel.insertAdjacentHTML("afterbegin", ui.sheet_handle(self.sheet_folded, self._))

    def cmd_sheet(self, el) -> None:
        """The handle: fold or open the sheet (no redraw: nothing else changes)."""
        self.sheet_folded = not self.sheet_folded
        self.el["decision"].dataset.sheet = "folded" if self.sheet_folded else "open"
        el.setAttribute("aria-expanded", "false" if self.sheet_folded else "true")
