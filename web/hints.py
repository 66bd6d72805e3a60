"""The coach's hint in the app (issue 31): the Hint button and key, the request to the bot
worker, the hint shown in the panel and outlined on the board, and the hints counted per seat.

``Hints`` is a part of the game screen (web/game_screen.py ``GameScreen.hints``); it owns the
hint on screen and the counts per seat, and reads the open game from the router (web/app.py
``App``: ``game``, ``state``, ``bots``, ``el``, ``is_bot``, ``save_doc``, ``autosave``,
``render``, ``play``).  A hint is offered only while a person is to move in a live game (not a
bot's turn, not behind the hand-off cover, not in a tour); it is computed in the bot worker
(web/botthink.py ``worker_hint``), so the page never waits, or in the page when the worker is
unusable.  It belongs to the position it was asked at: any move takes it off the screen
(``drop``).  Each hint delivered counts once for the seat it was for (``given``, the save
document's ``hints`` header: engine/savedoc.py).

Imports no browser module at import time, so the boot snapshot may import it.
"""
from __future__ import annotations

import asyncio
import json

import engine

import botthink
import coaching
from turns import SLICE_S


class Hints:
    """The coach's hint of the open game.

    Args:
        app: the router (web/app.py ``App``), which holds the open game.
    """

    def __init__(self, app):
        self.app = app
        self.given: list[int] = []  # hints the coach gave per seat (the save's ``hints``)
        self.hint = None            # the hint of the position on screen, if asked

    def open(self, given: list[int] | None, players: int) -> None:
        """A game was opened: ``given`` hints so far per seat (all 0 when missing or not one
        per seat), none on screen."""
        self.given = list(given) if given and len(given) == players else [0] * players
        self.hint = None

    def drop(self) -> None:
        """A move was played: the hint of the position before it leaves the screen."""
        self.hint = None

    def can_hint(self) -> bool:
        """Whether the open game has a person to move whom the coach may advise now."""
        app = self.app
        if (app.state is None or app.tour is not None or app.autosaves.held
                or app.game_screen.handoff_seat is not None or app.el["game-screen"].hidden):
            return False
        seat = app.game.decision(app.state).seat
        return seat is not None and not app.turns.is_bot(seat)

    def shown_hint(self) -> dict | None:
        """The hint of the position on screen ({"state", "seat", "options": list, or None
        while the coach thinks}), if one was asked here."""
        hint = self.hint
        return hint if hint is not None and hint["state"] is self.app.state else None

    def cmd_hint(self, _el=None) -> None:
        """Hint (button or key): ask the coach for the seat to move, once per position."""
        if not self.can_hint() or self.shown_hint() is not None:
            return
        from pyscript import window                 # a browser module: not at import time
        app = self.app
        seat = app.game.decision(app.state).seat
        self.hint = hint = {"state": app.state, "seat": seat, "options": None,
                            "asked": window.performance.now()}
        app.render()
        asyncio.ensure_future(self.ask_hint(hint))

    async def ask_hint(self, hint: dict) -> None:
        """Let the worker (else the page) compute ``hint``'s options; show and count them
        unless the position changed meanwhile."""
        from pyscript import document, window
        from bots import WorkerFailed
        app, state = self.app, hint["state"]
        try:
            try:
                options = await app.bots.hint(json.dumps(app.save_doc()))
            except WorkerFailed:                    # no worker: in the page, in slices
                options = await botthink.sliced(
                    coaching.think_hint(engine.get_game(state.game), state), slice_s=SLICE_S,
                    wanted=lambda: self.hint is hint)
        except Exception as err:                   # the coach broke: say so, play on
            window.console.error(f"hint: {type(err).__name__}: {err}")
            if self.hint is hint:
                self.hint = None
                app.render()
                app.alert(app._("The coach could not give a hint: {error}").format(error=err))
            return
        if options is None or self.hint is not hint or app.state is not state:
            return                                  # dropped, or the position moved on
        hint["options"] = options
        ms = round(window.performance.now() - hint["asked"])
        document.body.dataset.hintMs = str(ms)      # for tests and bench figures
        self.given[hint["seat"]] += 1
        app.autosaves.save()
        app.render(keyboard=app.focus_on_play())
        if app.focus_on_play():                    # keyboard users land on the best option
            first = document.querySelector("#decision .hint-option")
            if first is not None:
                first.focus()

    def cmd_play_hint(self, el) -> None:
        """A click on one of the hint's options in the panel: play it."""
        hint = self.shown_hint()
        notation = str(el.getAttribute("data-notation") or "")
        if hint is not None and hint["options"] and any(
                o["notation"] == notation for o in hint["options"]):
            self.app.play(notation)

    def on_hint_key(self, event) -> None:
        """The hint's key (web/coaching.py ``HINT_KEY``), outside text fields and dialogs."""
        if str(event.key).lower() != coaching.HINT_KEY or event.ctrlKey or event.metaKey \
                or event.altKey:
            return
        from pyscript import document
        tag = str(getattr(event.target, "tagName", "") or "").lower()
        if tag in ("input", "select", "textarea") or document.querySelector("dialog[open]"):
            return
        if self.can_hint():
            event.preventDefault()
            self.cmd_hint()

    def hint_controls(self) -> None:
        """Put the Hint button (and the hint, if any) into the panel just drawn for a person
        to move, and outline the hint's options on the board and in the panel."""
        from pyscript import document
        if not self.can_hint():
            return
        app = self.app
        coaching.place_hint(app.el["decision"], self.shown_hint(), app.game, app.state, app._)
        self.outline_hint(document)

    def outline_hint(self, document) -> None:
        """Mark the shown hint's options on the board and among the panel's options
        (``.coach-hint``, ``data-hint-rank``: web/app.css)."""
        hint = self.shown_hint()
        if hint is None or not hint["options"]:
            return
        from pyscript import window
        coaching.outline_hint(document, window.CSS.escape, hint["options"], "#decision")
