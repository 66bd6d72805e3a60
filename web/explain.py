"""Board explanations in a popover (issue 21): hover, keyboard focus and touch.

The board's SVG marks explained elements with ``data-explain="<key>"``; the text is the
engine's (``game.explain(key, gettext, view)``), so this module only decides when and where
the popover shows:

- a mouse (or pen) over an explained element shows it, leaving the element hides it;
- keyboard focus on an explained element shows it (the element is described by it);
- a tap or click on an explained element that is **not** a legal move shows it and keeps it
  until the next tap elsewhere or Escape; a tap on a legal move still plays that move;
- a press held for :data:`HOLD_MS` on any explained element (a legal move too) shows it
  without playing: the click that follows the press is swallowed;
- what a click uncovers or draws under a still pointer (the board after the hand-off cover's
  Continue, a board drawn again after a move) is not hovered: Chromium reports it as a pointer
  over the new element, but the player pointed at nothing new, so nothing shows until the
  pointer moves.

Shared by the app (web/app.py) and the embed page (web/embed.py).  :func:`popover_html` and
:func:`legend_html` are plain functions of text, testable on the host.
"""
from __future__ import annotations

from pyscript import document, window
from pyscript.ffi import create_proxy

import ui
from jsvalues import js

HOLD_MS = 450
"""A touch held this long on an explained element shows its explanation instead of playing."""
SWALLOW_MS = 800
"""After a held press showed the popover, a click this soon after the finger lifts is dropped."""
MOVE_PX = 10
"""A held press that moves farther than this is a scroll, not a request for an explanation."""


def popover_html(text: str) -> str:
    """The popover's HTML for an explanation: its first line as the heading, then one
    paragraph per further line."""
    head, *body = [line for line in text.split("\n") if line.strip()] or [""]
    return (f'<strong class="explain-head">{ui.esc(head)}</strong>'
            + "".join(f"<p>{ui.esc(line)}</p>" for line in body))


def legend_html(title: str, entries: list[tuple[str, str]], hint: str, _) -> str:
    """The icon legend dialog's HTML: a heading, the symbols and their meanings, how to ask
    the board for explanations, and a Close button."""
    rows = "".join(f'<dt>{ui.esc(symbol)}</dt><dd>{ui.esc(meaning)}</dd>'
                   for symbol, meaning in entries)
    return (f'<h2 id="legend-title">{ui.esc(title)}</h2><p class="muted">{ui.esc(hint)}</p>'
            f'<dl class="legend">{rows}</dl>'
            f'<div class="buttons">{ui.button(_("Close"), "close-dialog")}</div>')


class Popover:
    """The explanation popover of one page's board.

    ``board``: the element the SVG boards are drawn into; ``explain(key)``: the text of a key
    (None: nothing to show).  Create it once per page: it listens for the page's lifetime."""

    def __init__(self, board, explain):
        self.board = board
        self.explain = explain
        self.anchor = None            # the element whose explanation shows
        self.pinned = False           # shown by a tap/click: stays until dismissed
        self.press = None             # (element, x, y) of a touch held down
        self.timer = None
        self.swallow_until = 0.0      # performance.now() before which a click is dropped
        self.held = False             # the held press showed the popover
        self.clicked_at = None        # (x, y) of the last click, until the pointer moves off it
        box = document.createElement("div")
        box.id = "explain-pop"
        box.className = "explain-pop"
        box.setAttribute("role", "tooltip")
        box.setAttribute("data-testid", "explain")
        box.hidden = True
        (js(document.querySelector("main")) or document.body).append(box)
        self.box = box
        self._proxies = []
        self._fire = self._proxy(self._held)
        for event, handler in (("pointerover", self.on_over), ("pointerout", self.on_out),
                               ("focusin", self.on_focus), ("focusout", self.on_blur),
                               ("pointerdown", self.on_down), ("pointermove", self.on_move),
                               ("pointerup", self.on_up), ("pointercancel", self.on_up),
                               ("contextmenu", self.on_menu)):
            board.addEventListener(event, self._proxy(handler))
        document.addEventListener("click", self._proxy(self.on_click), True)   # capture
        document.addEventListener("keydown", self._proxy(self.on_key))
        window.addEventListener("scroll", self._proxy(lambda _e: self.place()), True)

    def _proxy(self, handler):
        def run(*args):
            try:
                handler(*args)
            except Exception as err:             # an explanation never breaks the page
                window.console.error(f"explain: {type(err).__name__}: {err}")
        proxy = create_proxy(run)
        self._proxies.append(proxy)
        return proxy

    # -- showing ------------------------------------------------------------------------------
    def target(self, node):
        """The explained board element at or around ``node``, or None."""
        if node is None or not hasattr(node, "closest"):
            return None
        found = js(node.closest("[data-explain]"))
        return found if found is not None and self.board.contains(found) else None

    def show(self, element, *, pinned: bool = False) -> None:
        text = self.explain(str(element.getAttribute("data-explain")))
        if not text:
            return
        if self.anchor is not None and not self.anchor.isSameNode(element):
            self.anchor.removeAttribute("aria-describedby")
        self.anchor, self.pinned = element, pinned
        self.box.innerHTML = popover_html(text)
        self.box.hidden = False
        element.setAttribute("aria-describedby", "explain-pop")
        self.place()

    def hide(self) -> None:
        """Hide the popover (also called before the board is drawn again)."""
        if self.anchor is not None:
            self.anchor.removeAttribute("aria-describedby")
        self.anchor, self.pinned = None, False
        self.box.hidden = True

    def place(self) -> None:
        """Put the popover below its element (above it if there is no room), inside the window
        and, on a phone, above the options sheet (it covered the sheet's "to play" line)."""
        if self.anchor is None or self.box.hidden:
            return
        if not document.contains(self.anchor):
            self.hide()
            return
        rect = self.anchor.getBoundingClientRect()
        width, height = self.box.offsetWidth, self.box.offsetHeight
        # a page wider than a phone's screen widens innerWidth: clamp to what is visible
        view_w = min(window.innerWidth, document.documentElement.clientWidth or 10 ** 6)
        view_h = window.innerHeight
        sheet = document.querySelector(".panel > .decision")     # a phone's options sheet,
        if sheet is not None and window.getComputedStyle(sheet).position == "fixed":
            view_h = min(view_h, sheet.getBoundingClientRect().top)   # fixed over the page
        left = min(max(8, rect.left + rect.width / 2 - width / 2), max(8, view_w - width - 8))
        top = rect.bottom + 8
        if top + height > view_h - 8 and rect.top - 8 - height >= 8:
            top = rect.top - 8 - height
        top = min(max(8, top), max(8, view_h - height - 8))
        self.box.style.left = f"{left:.0f}px"
        self.box.style.top = f"{top:.0f}px"

    # -- events ---------------------------------------------------------------------------------
    def still(self, event) -> bool:
        """Whether ``event`` is at the point of the last click, the pointer not moved since."""
        return self.clicked_at is not None and (
            abs(event.clientX - self.clicked_at[0]) < 1 and abs(event.clientY - self.clicked_at[1]) < 1)

    def on_over(self, event) -> None:
        if str(event.pointerType) == "touch" or self.still(event):
            return
        element = self.target(event.target)
        if element is not None and not (self.anchor is not None
                                        and self.anchor.isSameNode(element)):
            self.show(element)

    def on_out(self, event) -> None:
        if str(event.pointerType) == "touch" or self.pinned or self.anchor is None:
            return
        into = js(event.relatedTarget)
        if into is not None and self.anchor.contains(into):
            return
        if self.anchor.contains(js(document.activeElement)):
            return                              # still focused: the keyboard's explanation
        self.hide()

    def on_focus(self, event) -> None:
        element = self.target(event.target)
        if element is not None:
            self.show(element)

    def on_blur(self, event) -> None:
        into = js(event.relatedTarget)
        if self.anchor is not None and not self.pinned and not (
                into is not None and self.anchor.contains(into)):
            self.hide()

    def on_down(self, event) -> None:
        self._cancel()
        if str(event.pointerType) != "touch":
            return
        element = self.target(event.target)
        if element is not None:
            self.press = (element, event.clientX, event.clientY)
            self.timer = window.setTimeout(self._fire, HOLD_MS)

    def on_move(self, event) -> None:
        if self.clicked_at is not None and not self.still(event):
            self.clicked_at = None
            self.on_over(event)                 # now it points at what lies under it
        if self.press is not None:
            _el, x, y = self.press
            if abs(event.clientX - x) > MOVE_PX or abs(event.clientY - y) > MOVE_PX:
                self._cancel()

    def on_up(self, _event) -> None:
        if self.held:
            self.swallow_until = window.performance.now() + SWALLOW_MS
            self.held = False
        self._cancel()

    def on_menu(self, event) -> None:
        if self.held or self.press is not None:
            event.preventDefault()              # a long press explains; no context menu

    def _held(self, *_args) -> None:
        self.timer = None
        if self.press is not None:
            element = self.press[0]
            self.press = None
            self.held = True
            self.show(element, pinned=True)

    def _cancel(self) -> None:
        if self.timer is not None:
            window.clearTimeout(self.timer)
        self.timer, self.press = None, None

    def on_click(self, event) -> None:
        self.clicked_at = (event.clientX, event.clientY)
        if window.performance.now() < self.swallow_until:
            self.swallow_until = 0.0            # the click of a held press: explain, not play
            event.preventDefault()
            event.stopPropagation()
            return
        if self.box.contains(js(event.target)):
            return
        element = self.target(event.target)
        if element is None or js(event.target.closest("[data-action]")) is not None:
            self.hide()                          # elsewhere, or a move: the move is played
            return
        if self.pinned and self.anchor is not None and self.anchor.isSameNode(element):
            self.hide()                          # a second tap closes it
        else:
            self.show(element, pinned=True)

    def on_key(self, event) -> None:
        if event.key == "Escape" and self.anchor is not None:
            self.hide()
