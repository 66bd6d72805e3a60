"""Who plays each seat and whose turn it is: seat kinds, the bots' moves (scheduled after a short
pause, in the bot worker or else in slices on the page), Pause / Resume / Step, the hand-off
screen's Continue and "Show my secrets", and Undo back to the last position a person decided.

A mixin of web/app.py's ``App`` (it uses the app's ``game``, ``state``, ``kinds``, ``timeline``,
``bots``, ``el`` and ``render``/``play``).  Seat kinds: web/seats.py; the worker: web/bots.py.
Imports no browser module at import time, so the boot snapshot (tools/build/snapshot.py) may
import it.
"""
from __future__ import annotations

import asyncio
import json

import engine

import botthink
import seats
import ui

BOT_PAUSE_S = 0.45
"""Pause before a bot moves, so people can follow the moves (also between bot-only moves)."""
SLICE_S = 0.03
"""A bot thinking in the page (no worker) hands control back after at most this long."""


class Turns:
    """Seat kinds, bot moves, hand-off and undo of the app (mixed into ``App``)."""

    def is_bot(self, seat) -> bool:
        return seat is not None and seat < len(self.kinds) and seats.bot_level(self.kinds[seat]) is not None

    def humans(self) -> int:
        return sum(1 for k in self.kinds if seats.bot_level(k) is None)

    def person(self, seat):
        """Whose "since your last turn" the panel shows while ``seat`` decides: that seat
        when a person plays it; while a bot decides, the one person at the table, or in a game
        of bots only the bot; None when several people wait."""
        if not self.is_bot(seat):
            return seat
        return self.solo_seat() if self.humans() else seat

    def solo_seat(self):
        """The one person's seat when everybody else is a bot (their view is shown), else None."""
        people = [i for i, k in enumerate(self.kinds) if seats.bot_level(k) is None]
        return people[0] if len(people) == 1 else None

    def schedule_bot(self) -> None:
        """Start the bot move of the deciding seat, unless paused or one is under way."""
        if (self.state is None or self.paused or self.thinking is not None or self.tour
                or self.stale is not None):      # behind another tab (web/saving.py)
            return
        seat = self.game.decision(self.state).seat
        if self.is_bot(seat) and not self.el["game-screen"].hidden:
            self.thinking = token = object()
            asyncio.ensure_future(self.bot_move(token))

    async def bot_move(self, token, *, pause: float = BOT_PAUSE_S) -> None:
        """Let the bot worker think (web/bots.py), or the page in slices of at most SLICE_S
        when the worker is unusable (or ``?bots=page``); play the move unless the game
        changed meanwhile (undo, new game, pause)."""
        try:
            await asyncio.sleep(pause)
            game, state = self.game, self.state
            seat = game.decision(state).seat
            if self.thinking is not token or not self.is_bot(seat):
                return
            level = seats.bot_level(self.kinds[seat])
            wanted = lambda: self.thinking is token   # noqa: E731
            turn = self.turn[1] if self.turn is not None and self.turn[0] == seat else []
            board = {"viewer": self.solo_seat(), "layout": self.board_layout(), "lang": self.lang,
                     "actor": seat, "played": [*turn, len(state.history)]}
            from bots import WorkerFailed            # a browser module: not at import time
            try:                                     # off the main thread (issue 19)
                answer = await self.bots.think(json.dumps(self.save_doc()), level, wanted, board)
            except WorkerFailed:                # else in slices, handing the page control
                answer = {"notation": await botthink.think(game, state, level, slice_s=SLICE_S,
                                                           wanted=wanted), "svg": None}
            if (answer is None or answer["notation"] is None or self.thinking is not token
                    or self.state is not state):
                return
            self.thinking = None
            self.last_bot = (seat, len(state.history))
            if answer["svg"] is not None:            # the worker drew the board after the move
                self.game_screen.worker_board = ({**board, "history": len(state.history) + 1}, answer["svg"])
            try:
                self.play(answer["notation"], by_bot=True)
            finally:
                self.game_screen.worker_board = None
        finally:
            if self.thinking is token:
                self.thinking = None

    def cancel_bot(self) -> None:
        self.thinking = None
        self.bots.cancel()

    def cmd_pause(self, _el) -> None:
        self.paused = True
        self.cancel_bot()
        self.render()

    def cmd_resume_bots(self, _el) -> None:
        self.paused = False
        self.render()

    def cmd_step(self, _el) -> None:
        """While paused: let the deciding bot make exactly one move."""
        if self.paused and self.thinking is None and self.is_bot(self.game.decision(self.state).seat):
            self.thinking = token = object()
            asyncio.ensure_future(self.bot_move(token, pause=0))

    def cmd_continue(self, _el) -> None:
        if self.game_screen.handoff_seat is not None:
            self.confirmed = self.game_screen.handoff_seat
            self.render(keyboard=True)

    def cmd_peek(self, _el) -> None:
        """Show the player to move their own secrets (after a hand-off screen)."""
        decision = self.game.decision(self.state)
        if decision.seat is not None:
            self.peeking, self.confirmed = decision.seat, None
            self.render(keyboard=True)

    def cmd_hide(self, _el) -> None:
        self.peeking, self.confirmed = None, None
        self.render(keyboard=True)

    def has_secrets(self, seat: int) -> bool:
        """Whether ``seat`` may see more than the public (e.g. its face-down estates)."""
        return ui.shows_more(self.game.view(self.state, seat), self.game.view(self.state, None))

    def _undo_target(self) -> int | None:
        """History length undo goes back to: the last action, and with bots back to the last
        position where a person decided (never below the undo floor); None if impossible."""
        state = self.state
        if state is None or len(state.history) <= state.undo_floor:
            return None
        if self.humans() == 0 or self.humans() == len(self.kinds):
            return len(state.history) - 1
        deciders = self.timeline.seats            # who chose each move (since.py)
        for upto in range(len(state.history) - 1, state.undo_floor - 1, -1):
            if not self.is_bot(deciders[upto]):
                return upto
        return None

    def cmd_undo(self, _el) -> None:
        upto = self._undo_target()
        if upto is None or self.tab_behind():
            return
        self.cancel_bot()
        self.state = engine.replay(self.game, self.state, upto)
        self.timeline.cut(upto)
        self.peeking, self.last_bot, self.turn = None, None, None
        self.autosave()
        self.render(keyboard=True)
