"""The moves of embed.html's recorded game playing by themselves (▶ and ❚❚, at a speed).

:class:`Autoplay` holds the embed page's methods for it (web/embed.py's ``Embed`` is one): a
whole move (a Lorenzo placement) per tick, at :func:`replay.delay_ms` of the chosen speed,
from the start again when started at the end; any step stops it.
"""
from __future__ import annotations

from pyscript import window

import replay


class Autoplay:
    """The autoplay part of the embed page (a mixin: the page's ``viewer``, ``mode``,
    ``autoplay``, ``speed``, ``_timer``, ``_tick_proxy``, ``stop`` and ``draw`` are its own)."""

    def start_autoplay(self) -> None:
        """Play the moves by themselves from the one shown (from the first at the end)."""
        v = self.viewer
        self.mode = "view"
        if v.move == v.total:
            v.goto(0)
        self.autoplay = True
        self._schedule()

    def stop_autoplay(self) -> None:
        """Stop playing the moves by themselves."""
        self.autoplay = False
        if self._timer is not None:
            window.clearTimeout(self._timer)
            self._timer = None

    def _schedule(self) -> None:
        if self._timer is not None:
            window.clearTimeout(self._timer)
        self._timer = window.setTimeout(self._tick_proxy, replay.delay_ms(self.speed))

    def _tick(self, *_args) -> None:
        self._timer = None
        v = self.viewer
        if not self.autoplay or v is None or self.mode != "view":
            return
        try:
            v.goto(self.stop("next"))                         # a whole placement at once
            if v.move >= v.total:
                self.autoplay = False
            else:
                self._schedule()
            self.draw()
        except Exception as err:           # never a dead timer loop
            self.autoplay = False
            window.console.error(f"{type(err).__name__}: {err}")
