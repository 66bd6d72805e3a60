"""The phone's options sheet (issue 20, "Phone and desktop ergonomics"): at one column the
decision panel is a sheet fixed at the bottom of the screen (web/app.css); its handle folds it
down to the line saying who is to play and the prompt, or opens it again.  In its handle row, the
board's zoom (−/+): a phone draws Lorenzo's and Nippon's text at 5–7 px; zoomed, the board is
drawn wider and pans sideways inside its box.

:class:`OptionsSheet` is a component of the page (web/app.py's router makes one, the game and
tour screens put its handle in their panel).  Whether it is folded lasts while the game is open
(``folded``; ``App.open_state`` calls :meth:`OptionsSheet.unfold`); the zoom lasts while the
page lives.  Folding never moves the board, since the sheet is out of the page's flow.  Wider
windows never show the handle (app.css).
"""
from __future__ import annotations

from ui import sheet_handle
from ui_base import esc


ZOOMS = (1.0, 1.5, 2.0, 2.5)
"""The board's widths on a phone, as multiples of the screen's (2.5: Lorenzo's 5-px text at
12 px)."""


class OptionsSheet:
    """The options sheet's handle and the board's zoom buttons of one page.

    Args:
        board: the element holding the board's SVG.
        panel: the decision panel (the sheet on phones).
        zoom_box: the element holding the zoom buttons (``#board-zoom``).
    """

    def __init__(self, board, panel, zoom_box):
        self.board, self.panel, self.zoom_box = board, panel, zoom_box
        self.folded = False
        """Whether the person folded the sheet (kept across redraws of the same game)."""
        self.zoom = 0
        """Index into :data:`ZOOMS` (kept across redraws and games while the page lives)."""

    def label_zoom(self, _) -> None:
        """The zoom buttons, in the page's language (also at boot)."""
        box = self.zoom_box
        box.setAttribute("aria-label", _("Board zoom"))
        box.innerHTML = "".join(
            f'<button type="button" data-cmd="{cmd}" aria-label="{esc(label)}" '
            f'title="{esc(label)}">{symbol}</button>'
            for cmd, symbol, label in (("board-zoom-out", "−", _("Zoom out")),
                                       ("board-zoom-in", "+", _("Zoom in"))))
        self.set_zoom(self.zoom)

    def set_zoom(self, level: int) -> None:
        """Draw the board at ``ZOOMS[level]`` times the screen's width (app.css reads
        ``--board-zoom``), keeping the point at the middle of the board's box where it was."""
        from pyscript import window

        level = max(0, min(len(ZOOMS) - 1, level))
        board = self.board
        ratio = ZOOMS[level] / ZOOMS[self.zoom]
        rect = board.getBoundingClientRect()
        mid_x = board.scrollLeft + board.clientWidth / 2
        mid_y = window.innerHeight / 3 - rect.top          # a point of the board in view
        self.zoom = level
        board.style.setProperty("--board-zoom", str(ZOOMS[level]))
        board.classList.toggle("zoomed", level > 0)
        if ratio != 1:
            board.scrollLeft = mid_x * ratio - board.clientWidth / 2
            window.scrollBy(0, mid_y * (ratio - 1))
        for cmd, off in (("board-zoom-out", level == 0), ("board-zoom-in", level == len(ZOOMS) - 1)):
            button = self.zoom_box.querySelector(f'[data-cmd="{cmd}"]')
            if button is not None:
                button.disabled = off

    def add_handle(self, _) -> None:
        """Put the handle first in the freshly drawn panel and mark the panel folded or open."""
        self.panel.insertAdjacentHTML("afterbegin", self.handle(_))

    def handle(self, _) -> str:
        """The handle's markup, to go first in the panel about to be drawn; marks the panel
        folded or open."""
        self.panel.dataset.sheet = "folded" if self.folded else "open"
        return sheet_handle(self.folded, _)

    def unfold(self) -> None:
        """A game was opened: its options start unfolded (the next panel drawn says so)."""
        self.folded = False

    def toggle(self, handle) -> None:
        """The handle pressed: fold or open the sheet (no redraw: nothing else changes)."""
        self.folded = not self.folded
        self.panel.dataset.sheet = "folded" if self.folded else "open"
        handle.setAttribute("aria-expanded", "false" if self.folded else "true")
