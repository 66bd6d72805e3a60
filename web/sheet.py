"""The phone's options sheet (issue 20, "Phone and desktop ergonomics"): at one column the
decision panel is a sheet fixed at the bottom of the screen (web/app.css); its handle folds it
down to the line saying who is to play, or opens it again.

A mixin of web/app.py's ``App`` (it uses the app's ``el`` and ``_``).  The state lasts while the
game is open (``sheet_folded``, reset by ``App.open_state``); folding never moves the board,
since the sheet is out of the page's flow.  Wider windows never show the handle (app.css).
"""
from __future__ import annotations

import ui


class Sheet:
    """The options sheet's handle (mixed into ``App``)."""

    sheet_folded = False
    """Whether the person folded the sheet (kept across redraws of the same game)."""

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
