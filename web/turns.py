"""Who plays each seat and whose turn it is: seat kinds, the bots' moves (scheduled after a short
pause, in the bot worker or else in slices on the page), Pause / Resume / Step, and Undo back
to the last position a person decided (the hand-off's Continue and "Show my secrets" are the
game screen's: web/game_screen.py).

``Turns`` is a part the router owns (web/app.py ``App.turns``): it owns the bot flow (the move
under way, Pause) and reads the open game from the router (``game``, ``state``, ``kinds``,
``turn``, ``timeline``, ``bots``, ``el``, ``render``, ``play``); Undo itself is the router's
(``App.cmd_undo``: it changes the open game), the plan is here (:meth:`Turns.undo_plan`).
Seat kinds: web/seats.py; the worker: web/bots.py.
Imports no browser module at import time, so the boot snapshot (tools/build/snapshot.py) may
import it.
"""
from __future__ import annotations

from engine.i18n import worded_names
import asyncio
import json

import botthink
import endgame
import seats

BOT_PAUSE_S = 0.45
"""Pause before a bot moves, so people can follow the moves (also between bot-only moves)."""
SLICE_S = 0.03
"""A bot thinking in the page (no worker) hands control back after at most this long."""


class Turns:
    """Who plays each seat, the bots' moves and how far Undo goes.

    Args:
        app: the router (web/app.py ``App``), which holds the open game.
    """

    def __init__(self, app):
        self.app = app
        self.paused = False         # bots wait for "Resume" or "Step"
        self.thinking = None        # token of the bot move (or forced move) under way, if any

    def open(self) -> None:
        """A game was opened: no move under way, bots not paused."""
        self.thinking, self.paused = None, False

    def is_bot(self, seat) -> bool:
        """Whether a bot plays ``seat`` (None: nobody, the game is over)."""
        kinds = self.app.kinds
        return seat is not None and seat < len(kinds) and seats.bot_level(kinds[seat]) is not None

    def humans(self) -> int:
        """How many seats people play."""
        return sum(1 for k in self.app.kinds if seats.bot_level(k) is None)

    def person(self, seat):
        """Whose "since your last turn" the panel shows while ``seat`` decides: that seat
        when a person plays it; while a bot decides, the one person at the table, or in a game
        of bots only the bot; None when several people wait."""
        if not self.is_bot(seat):
            return seat
        return self.solo_seat() if self.humans() else seat

    def solo_seat(self):
        """The one person's seat when everybody else is a bot (their view is shown), else None."""
        people = [i for i, k in enumerate(self.app.kinds) if seats.bot_level(k) is None]
        return people[0] if len(people) == 1 else None

    def schedule_bot(self) -> None:
        """Start the bot move of the deciding seat, unless paused or one is under way; or
        play a person's forced move (:meth:`forced_move`) after the same pause."""
        if (self.app.state is None or self.thinking is not None or self.app.tour
                or self.app.autosaves.held):      # behind another tab (web/autosaves.py)
            return
        seat = self.app.game.decision(self.app.state).seat
        if self.app.el["game-screen"].hidden:
            return
        if self.is_bot(seat) and not self.paused:
            self.thinking = token = object()
            asyncio.ensure_future(self.bot_move(token))
        elif not self.is_bot(seat) and self.forced_move(self.app.state) is not None:
            self.thinking = token = object()
            asyncio.ensure_future(self.forced_play(token, self.app.state))

    def forced_move(self, state) -> str | None:
        """The notation of the move a person has no choice about at ``state``, played for
        them (player review 2026-11-28 D10, forced clicks): the lone legal action, when its
        verb is one of the game's ``automatic_verbs`` (Plus Ultra: a character with no action
        possible is turned over) and the decision is public (no hand-off: nothing secret is
        shown or chosen); else None."""
        verbs = getattr(self.app.game, "automatic_verbs", frozenset())
        decision = self.app.game.decision(state)
        if not verbs or decision.seat is None or decision.private:
            return None
        legal = self.app.game.legal_actions(state)
        if len(legal) == 1 and legal[0].notation.split()[0] in verbs:
            return legal[0].notation
        return None

    async def forced_play(self, token, state) -> None:
        """Play :meth:`forced_move` after :data:`BOT_PAUSE_S` (the option shows meanwhile),
        unless the game moved on (a click, undo, a new game)."""
        try:
            await asyncio.sleep(BOT_PAUSE_S)
            if self.thinking is not token:
                return
            self.thinking = None
            notation = self.forced_move(state) if self.app.state is state else None
            if notation is not None:
                self.app.play(notation)
            else:                    # the person clicked it meanwhile: a bot may be next
                self.schedule_bot()
        finally:
            if self.thinking is token:
                self.thinking = None

    async def bot_move(self, token, *, pause: float = BOT_PAUSE_S) -> None:
        """Let the bot worker think (web/bots.py), or the page in slices of at most SLICE_S
        when the worker is unusable (or ``?bots=page``); play the move unless the game
        changed meanwhile (undo, new game, pause)."""
        try:
            await asyncio.sleep(pause)
            game, state = self.app.game, self.app.state
            seat = game.decision(state).seat
            if self.thinking is not token or not self.is_bot(seat):
                return
            level = seats.bot_level(self.app.kinds[seat])
            wanted = lambda: self.thinking is token   # noqa: E731
            last = self.app.turn
            turn = last[1] if last is not None and last[0] == seat else []
            board = {"viewer": self.solo_seat(), "layout": self.app.board_layout(),
                     "lang": self.app.lang,
                     "actor": seat, "played": [*turn, len(state.history)]}
            shown = self.app.game_screen.shown_board()  # the worker sends what changed since it
            hints = list(self.app.game_screen.hints.given)   # for a game-over panel
            from bots import WorkerFailed            # a browser module: not at import time
            try:                                     # off the main thread (issue 19)
                answer = await self.app.bots.think(json.dumps(self.app.save_doc()), level, wanted,
                                               {**board, "shown": shown, "hints": hints})
            except WorkerFailed:                # else in slices, handing the page control
                answer = {"notation": await botthink.think(game, state, level, slice_s=SLICE_S,
                                                           wanted=wanted), "board": None}
            if (answer is None or answer["notation"] is None or self.thinking is not token
                    or self.app.state is not state):
                return
            self.thinking = None
            if answer.get("chart") is not None:      # the move ends the game: its chart too
                endgame.keep_chart(state, answer["notation"], answer["chart"])
            after = len(state.history) + 1           # the worker drew the board after the move
            drawn = (({**board, "history": after}, answer["board"])     # and the game-over panel
                     if answer["board"] is not None else None)
            over = (({"lang": board["lang"], "hints": hints, "history": after}, answer["panel"])
                    if answer.get("panel") is not None else None)
            if drawn is not None or over is not None:
                self.app.game_screen.expect_worker_board(drawn, over)
            try:
                self.app.play(answer["notation"], by_bot=True)
            finally:
                self.app.game_screen.expect_worker_board(None)
        finally:
            if self.thinking is token:
                self.thinking = None

    def cancel_bot(self) -> None:
        """Stop the bot move under way (the worker's thinking too)."""
        self.thinking = None
        self.app.bots.cancel()

    def cmd_pause(self, _el) -> None:
        """Pause: the bots wait."""
        self.paused = True
        self.cancel_bot()
        self.app.render()

    def cmd_resume_bots(self, _el) -> None:
        """Resume: the bots play on."""
        self.paused = False
        self.app.render()

    def cmd_step(self, _el) -> None:
        """While paused: let the deciding bot make exactly one move."""
        app = self.app
        if self.paused and self.thinking is None and self.is_bot(app.game.decision(app.state).seat):
            self.thinking = token = object()
            asyncio.ensure_future(self.bot_move(token, pause=0))

    def undo_plan(self) -> tuple[int | None, str | None]:
        """(history length Undo goes back to, None) or (None, why not: a translated sentence).

        Undo takes back the last move of the person at the device and the bots' moves after
        it (issue 29 item 3, player review 2026-11-28 D4): that person is the seat deciding,
        or while a bot decides (or at the end) the last person who moved.  Another person's
        move is never taken back, so in hotseat the next player cannot withdraw a secret bid
        or pick (nor anything since the last hand-off that is not theirs).  A game of bots
        only: the last move.  Never below ``state.undo_floor`` (a reveal or a draw seen)."""
        state, _ = self.app.state, self.app._
        if state is None or not state.history or len(self.app.timeline) != len(state.history):
            return None, _("There is no move to undo yet.")
        floor = _("Undo cannot go back past a move that showed hidden information "
                  "(a reveal or a card drawn).")
        if len(state.history) <= state.undo_floor:
            return None, floor
        if self.humans() == 0:
            return len(state.history) - 1, None
        deciding = self.app.game.decision(state).seat
        undoer = None if deciding is None or self.is_bot(deciding) else deciding
        deciders = self.app.timeline.seats            # who chose each move (since.py)
        for upto in range(len(state.history) - 1, state.undo_floor - 1, -1):
            seat = deciders[upto]
            if self.is_bot(seat) or self.automatic(state.history[upto]):
                continue                          # taken back with the move before it
            if undoer is None or seat == undoer:
                return upto, None
            return None, _("You can undo only your own moves; the last move was {name}'s.") \
                .format(name=worded_names(state.names, _)[deciders[-1]])
        if state.undo_floor:
            return None, floor
        return None, _("You have no move to undo yet.")

    def automatic(self, notation: str) -> bool:
        """Whether a move of this notation is one the app plays by itself (:meth:`forced_move`:
        Undo never stops before it, it would be played again at once)."""
        return notation.split()[0] in getattr(self.app.game, "automatic_verbs", frozenset())
