"""The app's game screen: the open game's board, decision panel (or hand-off cover), the
"since your last turn" list, the live scores and the log.

The screen owns what is on screen (the seat whose view is drawn, the hand-off it waits for
and the seat it unlocked, the secrets shown on request, the board drawn and the move outlined
under the pointer, the board layout, the log shown, the coach's hint and review: web/hints.py
``Hints``, web/reviewing.py ``Reviews``) and draws the game the router (web/app.py ``App``)
holds: ``game``, ``state``, seat kinds, the turn flow (``App.turns``, web/turns.py: bots,
Pause, Undo's plan) and the timeline (web/since.py).  The board
and the options come from web/board_panel.py's ``BoardPanel``.
"""
from __future__ import annotations

from engine.i18n import worded_names
import asyncio

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

import since
import stepper
import ui
from board_panel import BoardPanel
from hints import Hints
from reviewing import Reviews
from jsvalues import js

ONE_COLUMN_PX = 860
"""Windows at most this wide show one column, the options in a sheet at the bottom (app.css)."""


def redraw(box, html: str) -> None:
    """Make the element ``box`` hold ``html``, changing only the nodes that differ (web/redraw.js:
    the board keeps the nodes of the pieces that did not move); plain ``innerHTML`` if that
    script is not there."""
    draw = getattr(window, "euroRedraw", None)
    if draw is None:
        box.innerHTML = html
    else:
        draw(box, html)


class GameScreen:
    """The open game on screen.

    Args:
        app: the router (web/app.py ``App``), which holds the open game and its turn flow.
    """

    def __init__(self, app):
        self.app = app
        self.viewer = None          # seat whose view is on screen (None: the public view)
        self.handoff_seat = None    # seat the hand-off screen is waiting for, if shown
        self.confirmed = None       # seat whose private view the hand-off screen unlocked
        self.peeking = None         # seat that asked to see its own secrets until it acts
        self.layout = "wide"        # board layout of the last render
        self.shown_view = None      # the view the board on screen was drawn from
        self.drawn = None           # (BoardPanel, legal) of the board on screen
        self.lit_move = None        # history indices of the summary's move outlined on the board
        self.worker_board = None    # (what, board): the board the bot worker drew for the next redraw
        self.worker_panel = None    # (what, html): the game-over panel the bot worker drew
        self.log_events: list = []  # raw log events already shown (to append only the tail)
        self.log_lang = None
        self.logged = 0             # history length of the log last drawn
        self.scroll_log = None      # proxy: scrolls the log to its end (at the next frame)
        self.sides_state = None     # the state whose scores and log wait for the next frame
        self.sides_frame = self.sides_task = None   # proxies: that frame's callback, its task
        self.focus_bot = None       # the focus a pointer's redraw moves after the frame (bot?)
        self.focus_frame = self.focus_task = None   # proxies: that frame's callback, its task
        self.hints = Hints(app)     # the coach's hint and the hints counted per seat
        self.reviews = Reviews(app)  # the coach's review of the open game (a finished one)

    def open(self) -> None:
        """A game was opened: no hand-off unlocked, nobody's secrets shown, a new log."""
        self.confirmed = self.peeking = None
        self.log_events = []

    def end_peek(self) -> None:
        """A move was played or undone: secrets a seat asked to see are hidden again."""
        self.peeking = None

    def expect_worker_board(self, drawn: tuple | None, over: tuple | None = None) -> None:
        """The board the bot worker drew after its move, ``(what, board)`` (web/turns.py
        ``bot_move``), and the game-over panel when the move ends the game, ``(what, html)``
        (what: {"lang", "hints", "history"}), for the next redraw to use when it draws the
        same; None: no more."""
        self.worker_board, self.worker_panel = drawn, over

    def worker_over(self, state) -> str | None:
        """The game-over panel of ``state`` the bot worker drew (web/botthink.py
        ``over_panel``), when it drew it for this language, these hints and this history
        (the very HTML ``BoardPanel.panel`` gives here); else None, as after its first use."""
        app, (worker, self.worker_panel) = self.app, (self.worker_panel, None)
        if worker is None or app.game.decision(state).seat is not None or worker[0] != {
                "lang": app.lang, "hints": list(self.hints.given), "history": len(state.history)}:
            return None
        return worker[1]

    def cmd_continue(self, _el) -> None:
        """The hand-off screen's Continue: its seat's private view is shown."""
        if self.handoff_seat is not None:
            self.confirmed = self.handoff_seat
            self.app.render(keyboard=True)

    def cmd_peek(self, _el) -> None:
        """Show the player to move their own secrets (after a hand-off screen)."""
        app = self.app
        decision = app.game.decision(app.state)
        if decision.seat is not None:
            self.peeking, self.confirmed = decision.seat, None
            app.render(keyboard=True)

    def cmd_hide(self, _el) -> None:
        """Hide the player's secrets again."""
        self.peeking, self.confirmed = None, None
        self.app.render(keyboard=True)

    def explain(self, key: str) -> str | None:
        """The open game's explanation of a board element (issue 21), with the numbers of the
        view on screen."""
        app = self.app
        return app.game.explain(key, app._, self.shown_view) if app.game else None

    def show(self) -> None:
        """Put the open game's screen up (title, seat colours, scores folded beside the board)
        and draw it."""
        app = self.app
        app.el["shelf-screen"].hidden = True
        app.el["game-screen"].hidden = False
        app.el["nav-shelf"].hidden = False
        app.el["nav-legend"].hidden = False
        app.el["nav-howto"].hidden = False
        app.el["game-title"].textContent = app.game.title
        # the game's own player colours for the swatches (Nippon's rulebook colours), else app.css's
        app.el["game-screen"].style.cssText = ui.seat_css(app.game.seat_colors)
        # beside the board the live scores start folded, so the log stays in view (issue 20)
        app.el["scores"].open = window.innerWidth <= ONE_COLUMN_PX
        self.render()

    def render(self, *, keyboard: bool = False) -> None:
        """Draw the open game: hand-off card, or board + decision panel; scores and log."""
        app = self.app
        game, state, _ = app.game, app.state, app._
        refocus = keyboard or app.focus_on_play()
        if refocus:
            self.let_go_of_focus()
        decision = game.decision(state)
        bot = app.turns.is_bot(decision.seat)
        secret = not bot and (decision.private or (decision.seat is not None
                                                   and decision.seat == self.peeking))
        if secret and app.turns.humans() == 1:
            self.confirmed = decision.seat          # one person: nobody to hide it from
        if decision.seat is not None and secret and decision.seat != self.confirmed:
            self.handoff_seat = decision.seat        # secret next: cover the screen first
            self.viewer = None
            self.paint(self.position(), [])
            app.el["decision"].innerHTML = ""
            app.el["handoff"].innerHTML = ui.handoff(worded_names(state.names, _)[decision.seat], _)
            app.el["handoff"].hidden = False
            app.skip_to("options")                  # to Continue: no options behind the cover
            self.focus_bot = None                   # no focus waiting for a frame either
            document.querySelector('[data-testid="continue"]').focus()
        else:
            self.handoff_seat = None
            if not secret:
                self.confirmed = None
            legal = [] if bot else game.legal_actions(state)
            self.viewer = decision.seat if secret else app.turns.solo_seat()
            drawn = self.position()
            app.el["handoff"].hidden = True
            app.skip_to("options")
            self.paint(drawn, legal)
            undo_to, undo_why = app.turns.undo_plan()     # only the person's own moves (D4)
            can_undo = undo_to is not None
            peek = None              # offered only where the board hides the seat's secrets
            if decision.seat is not None and not decision.private:
                if secret:
                    peek = "hide"
                elif self.viewer != decision.seat and ui.shows_more(
                        drawn.view_of(decision.seat), drawn.view_of(None)):   # views kept
                    peek = "peek"
            if bot:
                panel = ui.bot_panel(worded_names(state.names, _)[decision.seat],
                                     app.turns.paused, can_undo, _, undo_why)
            else:            # the game-over panel the worker drew, if any (issue 33)
                panel = self.worker_over(state) or drawn.panel(
                    legal, can_undo=can_undo, peek=peek, hints=self.hints.given,
                    undo_why=undo_why)
            if decision.seat is not None:
                panel = (app.sheet.handle(_)      # phones: fold the options sheet
                         + since.summary(game, state, app.timeline,   # the others' moves since
                                         app.turns.person(decision.seat), self.viewer, _)
                         + panel)
            # by difference (issue 33): the nodes that did not change stay, with their focus
            redraw(app.el["decision"], panel)
            if not bot:
                self.hints.hint_controls()        # the coach's Hint and hint (web/hints.py)
                self.reviews.review_controls()    # its review of a finished game (reviewing.py)
            if keyboard:                 # keep the keyboard in the panel (review B7)
                self.focus_panel(bot)
            elif refocus:                # a pointer's move: after the frame (issue 33)
                self.focus_after_paint(bot)
        app.el["game-screen"].dataset.history = str(len(state.history))   # for tests/tools
        app.el["game-screen"].dataset.thinking = "true" if bot and not app.turns.paused else "false"
        if bot or decision.seat is None:  # a bot to move, or the game-over panel just drawn:
            asyncio.get_event_loop().call_soon(self.render_sides, state)   # own task (19, 33)
        else:
            self.sides_after_paint(state)
        app.turns.schedule_bot()

    def cmd_stepper(self, el) -> None:
        """The −/+ of the panel's stepper (web/stepper.py): the count, its output and action."""
        stepper.step(el)

    def sides_after_paint(self, state) -> None:
        """The score table and the log of ``state`` in a task of their own after the next
        frame, so that the board and panel just drawn paint first (issue 33: a click's
        repaint waits for no more than them); several redraws before it: the last one's."""
        self.sides_state = state
        if self.sides_frame is None:
            def task() -> None:
                pending, self.sides_state = self.sides_state, None
                if pending is not None:
                    self.render_sides(pending)
            self.sides_task = create_proxy(task)
            self.sides_frame = create_proxy(lambda _t: window.setTimeout(self.sides_task, 0))
        window.requestAnimationFrame(self.sides_frame)

    def render_sides(self, state) -> None:
        """The score table and the log of ``state`` (nothing if another state is open now)."""
        app = self.app
        if state is not app.state:
            return
        over = app.game.decision(state).seat is None
        app.el["scores"].hidden = over             # the final table is in the panel
        if not over:
            redraw(app.el["scores"].querySelector(".table"), ui.score_table(app.game, state, app._))
        self.render_log()

    def focus_panel(self, bot: bool = False, *, scroll: bool = True) -> None:
        """Focus the first option of the decision panel (the panel itself while a bot moves,
        so that a key press cannot pause it by accident); ``scroll=False`` keeps the page
        where it is (a tap on a phone).  Nothing is done when that element has the focus
        already (a focus call makes the browser compute the styles first: issue 33)."""
        app = self.app
        self.focus_bot = None                   # any focus still waiting for a frame: this one
        panel = app.el["decision"]
        first = None if bot else js(panel.querySelector(
            "[data-action], summary, button:not([disabled]):not([aria-disabled=true])"
            ":not(.sheet-handle)"))
        if app.sheet.folded and window.innerWidth <= ONE_COLUMN_PX:
            first = js(panel.querySelector(".sheet-handle"))     # the options are folded away
        target = first or panel
        if target.isSameNode(document.activeElement):
            return
        target.focus(to_js({"preventScroll": not scroll},
                           dict_converter=window.Object.fromEntries))

    def let_go_of_focus(self) -> None:
        """Blur the focused option (a board element or a panel button with ``data-action``)
        before the redraw, which may remove it: removing or blurring the focused element once
        the redraw has changed the page makes the browser compute the new styles and layout
        first (issue 33, ~5 ms of a Lorenzo click); blurred before, little has changed.  The
        focus then moves to the panel (:meth:`focus_panel`, :meth:`focus_after_paint`)."""
        active = js(document.activeElement)
        if active is not None and active.hasAttribute("data-action") and (
                self.app.el["board"].contains(active) or self.app.el["decision"].contains(active)):
            active.blur()

    def focus_after_paint(self, bot: bool) -> None:
        """:meth:`focus_panel` (without scrolling) in a task after the next frame, so that the
        board and panel just drawn paint first (issue 33: focus() right after a redraw made
        the browser compute the new panel's styles before the frame, ~5 ms of a click); only
        if the focus is then still on the board or the panel (or nowhere) and the game screen
        shows options or a bot's panel.  Several redraws before it: the last one's."""
        self.focus_bot = bot
        if self.focus_frame is None:
            def task() -> None:
                bot, self.focus_bot = self.focus_bot, None
                app = self.app
                if (bot is None or app.state is None or app.tour is not None
                        or self.handoff_seat is not None or app.el["game-screen"].hidden
                        or not app.focus_on_play()):
                    return
                self.focus_panel(bot, scroll=False)
            self.focus_task = create_proxy(task)
            self.focus_frame = create_proxy(lambda _t: window.setTimeout(self.focus_task, 0))
        window.requestAnimationFrame(self.focus_frame)

    def position(self) -> BoardPanel:
        """The open game's position as the seat ``viewer`` sees it, in this window's layout."""
        app = self.app
        self.layout = app.board_layout()
        return BoardPanel(app.game, app.state, self.viewer, app._, self.layout)

    def paint(self, drawn: BoardPanel, legal, lit: list[int] | None = None) -> None:
        """Put on screen the board of ``drawn`` with the last turn outlined, or only the
        history's moves ``lit`` (the actions of one move of the "since your last turn" list
        under the pointer or focus): the bot worker's board after its move when it drew this
        one (only its changed groups, web/redraw.js ``euroRedrawParts``), else drawn here;
        either way only the nodes that differ change (:func:`redraw`)."""
        app = self.app
        self.shown_view = drawn.view
        if app.popover is not None:
            app.popover.hide()                 # its element may be about to be replaced
        self.drawn, self.lit_move = (drawn, legal), lit
        seat, played = app.turn or (None, [])
        if lit is not None:
            seat, played = app.timeline.seats[lit[0]], lit
        worker, self.worker_board = self.worker_board, None
        if worker is not None and not legal and lit is None and worker[0] == {
                "viewer": self.viewer, "layout": self.layout, "lang": app.lang,
                "actor": seat, "played": played, "history": len(app.state.history)}:
            patch = getattr(window, "euroRedrawParts", None)   # the same board, drawn by the worker
            if patch is not None and patch(app.el["board"], worker[1]):   # a JS object
                return
        redraw(app.el["board"], drawn.board(legal, highlight=drawn.lit(played), actor=seat))

    def shown_board(self) -> int | None:
        """The number of the bot worker's board on screen (web/botthink.py ``BoardMemo``), or
        None when the board on screen was drawn otherwise."""
        shown = getattr(window, "euroBoardShown", None)
        number = shown(self.app.el["board"]) if shown is not None else None
        return int(number) if isinstance(number, (int, float)) else None   # JS null: none

    def on_point(self, event) -> None:
        """Pointer or focus on a move of the "since your last turn" list outlines that move's
        places on the board; leaving the list outlines the last turn again."""
        app = self.app
        kind = str(event.type)
        target = js(event.target if kind in ("mouseover", "focusin") else event.relatedTarget)
        item = js(target.closest("[data-move]")) if hasattr(target, "closest") else None
        lit = None
        if item is not None and app.el["decision"].contains(item):
            first = int(item.dataset.move)          # a move of several actions: data-upto
            lit = list(range(first, int(item.getAttribute("data-upto") or first) + 1))
        if lit == self.lit_move or self.drawn is None or self.handoff_seat is not None:
            return
        if lit is not None and not 0 <= lit[0] <= lit[-1] < len(app.timeline):
            return
        self.paint(*self.drawn, lit=lit)
        self.hints.outline_hint(document)

    def render_log(self) -> None:
        """The log of the open game: only its new lines when it extends the one shown."""
        app = self.app
        events, shown, _ = app.state.log, self.log_events, app._
        extends = (bool(shown) and self.log_lang == app.lang and len(events) >= len(shown)
                   and events[len(shown) - 1] == shown[-1])   # else: a new log (review B3)
        html = ui.log_items(since.log_entries(app.game, app.state, app.timeline,
                                              len(shown) if extends else 0, _))
        box = app.el["log"]
        if extends:
            if html:
                box.insertAdjacentHTML("beforeend", html)
        else:
            box.innerHTML = html
        self.log_events, self.log_lang = list(events), app.lang
        self.logged = len(app.state.history)
        if self.scroll_log is None:     # at the next frame: no layout forced here (issue 19)
            def scroll(_t) -> None:
                box = app.el["log"].parentElement
                box.scrollTop = box.scrollHeight
                # for tests/tools: the history length whose log is shown and scrolled
                app.el["game-screen"].dataset.logged = str(self.logged)
            self.scroll_log = create_proxy(scroll)
        window.requestAnimationFrame(self.scroll_log)

