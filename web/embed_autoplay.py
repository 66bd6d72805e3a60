"""The moves of embed.html's recorded game playing by themselves (▶ and ❚❚, at a speed).

:class:`Autoplay` is a part of the embed page (web/embed.py ``Embed.autoplay``): a whole move
(a Lorenzo placement) per tick, at :func:`replay.delay_ms` of the chosen speed, from the start
again when started at the end; any step stops it.  It owns whether it plays, the speed and
its timer, draws its button, and asks the page for the rest (``viewer``, ``mode``, ``_``,
``stop``, ``draw``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from pyscript import document, window
from pyscript.ffi import create_proxy

import replay


class Page(Protocol):
    """What :class:`Autoplay` uses of the embed page (web/embed.py ``Embed``): read, never
    written; the page changes through its methods."""

    @property
    def viewer(self) -> Any: ...    # the Viewer shown (web/viewer.py), or None

    @property
    def mode(self) -> str: ...    # "view" (stepping) or "play"

    @property
    def _(self) -> Callable[[str], str]: ...    # the page's translator

    def stop(self, name: str) -> int: ...

    def draw(self) -> None: ...


class Autoplay:
    """The autoplay part of the embed page.

    Args:
        page: the embed page (web/embed.py ``Embed``) whose recorded game plays.
    """

    def __init__(self, page: Page):
        self.page = page
        self.on = False             # the moves advance by themselves
        self.speed = "1"            # replay.SPEEDS
        self._timer = None
        self._tick_proxy = None     # created once, at the first tick scheduled

    def start(self) -> None:
        """Play the moves by themselves from the one shown (from the first at the end)."""
        v = self.page.viewer
        if v.move == v.total:
            v.goto(0)
        self.on = True
        self._schedule()

    def stop(self) -> None:
        """Stop playing the moves by themselves."""
        self.on = False
        if self._timer is not None:
            window.clearTimeout(self._timer)
            self._timer = None

    def set_speed(self, speed: str) -> None:
        """The speed picked (``replay.SPEEDS``); the next tick already goes by it."""
        self.speed = speed
        if self.on:
            self._schedule()

    def draw_button(self, playing: bool) -> None:
        """The bar's ▶ / ❚❚ button as it stands (disabled while the reader plays their own
        moves, ``playing``, and at the last move when the moves are not playing)."""
        v, _ = self.page.viewer, self.page._
        auto = document.querySelector('[data-cmd="autoplay"]')
        auto.setAttribute("aria-pressed", "true" if self.on else "false")
        auto.textContent = "❚❚" if self.on else "▶"
        label = _("Pause") if self.on else _("Play the moves")
        auto.setAttribute("aria-label", label)
        auto.title = label
        auto.disabled = playing or (v.move == v.total and not self.on)

    def _schedule(self) -> None:
        if self._timer is not None:
            window.clearTimeout(self._timer)
        if self._tick_proxy is None:
            self._tick_proxy = create_proxy(self._tick)
        self._timer = window.setTimeout(self._tick_proxy, replay.delay_ms(self.speed))

    def _tick(self, *_args) -> None:
        self._timer = None
        page = self.page
        v = page.viewer
        if not self.on or v is None or page.mode != "view":
            return
        try:
            v.goto(page.stop("next"))                         # a whole placement at once
            if v.move >= v.total:
                self.on = False
            else:
                self._schedule()
            page.draw()
        except Exception as err:           # never a dead timer loop
            self.on = False
            window.console.error(f"{type(err).__name__}: {err}")
