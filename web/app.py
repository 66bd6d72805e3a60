"""The app's router and the open game, wired to the engine.

No game rules here.  The engine says who decides what (``game.decision``), what is legal
(``game.legal_actions``), what each seat may see (``game.view``) and draws the board
(``game.render``, through web/board_panel.py's ``BoardPanel``); this module moves between
screens and stores documents.

``App`` owns storage, the language, the page's elements (``el``) and the delegated listeners:
one click, change, submit and keydown listener each, created once with ``create_proxy``, whose
handlers are web/events.py's ``Events``.  An element with ``data-action`` plays that notation;
one with ``data-cmd`` runs the command of that name (``cmd_<name>``, of the first part of the
app that has it: ``command_owners``).  The alert banner is the app's too.  The screens are
objects of their own: the shelf (web/shelf_screen.py), the game (web/game_screen.py) and the
guided tour (web/tour_screen.py); the options sheet and board zoom are web/sheet.py's
``OptionsSheet``.  The app's other parts are objects it holds, each given the app: ``events``
(web/events.py), ``turns`` (web/turns.py: seat kinds, bot moves, Pause/Step, Undo's plan),
``keeper`` (web/keeping.py: the kept finished games), ``new_games`` (web/newgame.py),
``dialogs`` (web/dialogs.py: Share, Replay, the legend, How to play), ``share_authoring``
(web/authoring_dialog.py), ``autosaves`` (web/autosaves.py: the open game's stored instance,
its autosave and the writer rule between tabs) and ``saved_games`` (web/saved_games.py: "Your
games" commands, the Saves dialog, Import); the game screen holds the hand-off, the coach's
``hints`` and ``reviews``.  The open game (game, state, seat kinds, the last turn, the
timeline, its save document ``save_doc``; ``play`` and ``cmd_undo``) is this class's.
"""
from __future__ import annotations

from pyscript import document, window
from pyscript.ffi import create_proxy

import engine
from engine.i18n import translator

import bots
import seats
import since
import tour_screen
import ui
from authoring_dialog import ShareAuthoring
from autosaves import Autosaves
from dialogs import DIALOGS, Dialogs
from events import Events
from explain import Popover
from game_screen import GameScreen
from howto import HowTo
from jsvalues import js, text
from keeping import Keeper
from newgame import NewGames
from saved_games import SavedGames
from sheet import OptionsSheet
from shelf_screen import ShelfScreen
from storage import MemoryBackend, Storage, WriteRefused
from turns import Turns

LANGUAGES = {"en": "English", "es": "Español"}
NARROW_BELOW_PX = 700
"""Windows narrower than this get the board's narrow (stacked) layout."""


class App:
    """One page's worth of app: the router (storage, language, page, screens) and the open
    game (if any)."""

    def __init__(self):
        backend = self._backend()
        self.storage = Storage(backend, None if isinstance(backend, MemoryBackend)
                               else lambda: window.Object.keys(backend).to_py())
        self.bots = bots.WorkerBots(not bots.page_only(str(window.location.search)))
        self.games = {info["id"]: info for info in engine.registry.shelf()}  # imports no game
        self.game = None            # engine Game of the open game
        self.state = None           # its current State
        self.kinds: list[str] = []  # per seat: "human" or "bot:<level>" (seats.py)
        self.copy = False           # the open game was kept as a copy (web/saves.record_facts)
        self.turn = None            # (seat, [history indices]) of the moves of the last turn, outlined
        self.timeline = since.Timeline()   # who chose each move, and its log lines (since.py)
        self.popover = None         # the board's explanations (web/explain.py), from boot
        self.lang = "en"
        self._ = translator("en")
        self.el = {key: document.getElementById(key) for key in (
            "status", "alert", "notice", "shelf-screen", "games", "resume", "game-screen", "board",
            "decision", "scores", "log", "handoff", "new-dialog", "saves-dialog", "share-dialog",
            "import-file", "skip", "game-title", "nav-legend", "legend-dialog", "nav-howto",
            "howto-dialog", "board-zoom",
            "lang", "nav-shelf", "nav-saves", "shelf-title", "shelf-intro", "log-title",
            "scores-title")}
        self._proxies = []
        self.shelf = ShelfScreen(self)
        self.game_screen = GameScreen(self)
        self.events = Events(self)  # the DOM events: plays and commands (web/events.py)
        self.keeper = Keeper(self)  # the kept number of finished games (web/keeping.py)
        self.new_games = NewGames(self)   # the new-game dialog, Rematch, ?new= (newgame.py)
        self.turns = Turns(self)          # seat kinds, bot moves, Pause, Undo's plan (turns.py)
        self.dialogs = Dialogs(self)      # Share, Replay, the legend, How to (dialogs.py)
        self.share_authoring = ShareAuthoring(self)   # Share's chapters (authoring_dialog.py)
        self.sheet = OptionsSheet(self.el["board"], self.el["decision"], self.el["board-zoom"])
        self.autosaves = Autosaves(     # the open game's instance, autosave (autosaves.py)
            self.storage, self, games=self.games, notice=self.el["notice"],
            stop_bot=self.turns.cancel_bot, tell_dropped_games=self.keeper.tell_dropped_games,
            reviews=self.game_screen.reviews)
        self.saved_games = SavedGames(  # Your games, the Saves dialog, Import (saved_games.py)
            self.storage, self, el=self.el, games=self.games, autosaves=self.autosaves,
            keeper=self.keeper, shelf=self.shelf)
        self.tour = None            # the guided tour on screen (web/tour_screen.py), if any

    @staticmethod
    def _backend():
        try:
            backend = window.localStorage
            backend.getItem("euro-games/probe")
            return backend
        except Exception:               # storage disabled: play on, nothing persists
            return MemoryBackend()

    # -- boot -----------------------------------------------------------------------------
    def boot(self) -> None:
        """Attach listeners, pick the language, check the stored games, then open the URL's
        game, the open instance or the shelf.  ``<body data-boot-ms>``: how long this took."""
        started = window.performance.now()
        self._listen(document, "click", self.events.on_click)
        self._listen(document, "change", self.events.on_change)
        self._listen(document, "submit", self.events.on_submit)
        self._listen(self.el["decision"], "input", self.events.on_input)
        self._listen(self.el["board"], "keydown", self.events.on_board_key)
        self._listen(document, "keydown", self.game_screen.hints.on_hint_key)
        for event in ("mouseover", "focusin", "mouseout", "focusout"):
            self._listen(self.el["decision"], event, self.game_screen.on_point)
        self._listen(window, "resize", self.on_resize)
        self._listen(window, "storage", self.autosaves.on_storage)  # other tabs' moves (issue 30)
        self.popover = Popover(self.el["board"], self.explain_shown)
        self.howto = HowTo(self.el["howto-dialog"], self.games)
        self.set_language(self.storage.language() or text(window.navigator.language) or "en",
                          remember=False)
        try:
            self.storage.migrate()
            problems = self.autosaves.check_stored()
        except Exception as err:              # never stay on "Loading…"
            window.console.error(f"{type(err).__name__}: {err}")
            problems = []
        params = window.URLSearchParams.new(window.location.search)
        current = self.autosaves.reopen_ref()
        if text(params.get("new")):
            self.new_games.start_from_url(params)
        elif text(params.get("tour")):     # ?tour=<game>[&variant=<v>][&step=<id>] (issue 21)
            self.open_tour(text(params.get("tour")), text(params.get("step")),
                           text(params.get("variant")) or None)
        elif current:
            self.autosaves.resume(current)
        else:
            self.show_shelf()
        for problem in problems:
            self.alert(problem, add=True)
        self.autosaves.tell_dropped()            # copies dropped to set others aside
        self.el["status"].hidden = True
        document.body.dataset.bootMs = str(round(window.performance.now() - started))

    def _listen(self, target, event: str, handler) -> None:
        proxy = create_proxy(self._guarded(handler))
        self._proxies.append(proxy)            # kept for the page's lifetime: created once
        target.addEventListener(event, proxy)

    def command_owners(self) -> tuple:
        """Where a ``data-cmd`` finds its ``cmd_<name>`` (web/events.py), in this order: the
        guided tour on screen (None if none), the game screen, its hints and review, the turns,
        the kept finished games, new games, the dialogs, Share's chapters, the autosaves, the
        saved games, the router."""
        screen = self.game_screen
        return (self.tour, screen, screen.hints, screen.reviews, self.turns, self.keeper,
                self.new_games, self.dialogs, self.share_authoring, self.autosaves,
                self.saved_games, self)

    def _guarded(self, handler):
        def run(event):
            try:
                handler(event)
                self.autosaves.tell_dropped()   # whatever a write dropped to make room
            except Exception as err:          # never leave the page dead after a bug
                window.console.error(f"{type(err).__name__}: {err}")
                self.alert(self._("Something went wrong: {error}").format(error=err))
        return run

    # -- the page's dialogs and alert banner ------------------------------------------------
    def close_dialogs(self) -> None:
        """Close the page's open dialog (:data:`dialogs.DIALOGS`), if any."""
        for key in DIALOGS:
            if self.el[key].open:
                self.el[key].close()

    def alert(self, message: str, *, add: bool = False) -> None:
        """Show a message in the role="alert" banner (also over an open dialog); ``add``
        puts it under the message already shown instead of replacing it."""
        box = self.el["alert"]
        shown = js(box.querySelector(".messages"))
        before = shown.innerHTML if add and shown is not None and not box.hidden else ""
        box.innerHTML = (f'<div class="messages">{before}<p>{ui.esc(message[:600])}</p></div>'
                         + ui.button(self._("Dismiss"), "dismiss-alert", cls="small"))
        box.hidden = False
        for key in DIALOGS:                          # a modal dialog hides the page's banner
            if self.el[key].open:
                self.el[key].close()

    def clear_alert(self) -> None:
        """Take the alert banner away."""
        self.el["alert"].hidden = True
        self.el["alert"].innerHTML = ""


    # -- language -------------------------------------------------------------------------
    def set_language(self, code: str, *, remember: bool = True) -> None:
        code = code.split("-")[0].lower()
        self.lang = code if code in LANGUAGES else "en"
        self._ = translator(self.lang, self.game.id if self.game else None)
        if remember:
            try:
                self.storage.set_language(self.lang)
            except WriteRefused as err:
                self.alert(self._("Your language choice was not stored: {reason}.").format(
                    reason=self.autosaves.refusal(err)))
        document.documentElement.lang = self.lang
        self._static_texts()
        self.fill_shelf()
        if (self.state is not None or self.tour is not None) and not self.el["game-screen"].hidden:
            self.render()
        elif not self.el["shelf-screen"].hidden:
            self.show_shelf()

    def _static_texts(self) -> None:
        _ = self._
        document.title = _("Euro Games")
        self.el["lang"].innerHTML = "".join(
            f'<option value="{code}"{" selected" if code == self.lang else ""}>{name}</option>'
            for code, name in LANGUAGES.items())
        self.el["lang"].setAttribute("aria-label", _("Language"))
        self.el["nav-shelf"].textContent = _("Games")
        icons, howto = _("Icons"), _("How to play")   # outside the f-strings: Babel extracts them
        self.el["nav-legend"].innerHTML = (    # phones: the symbol alone (app.css)
            f'<span class="glyph" aria-hidden="true">?</span> <span class="label">'
            f'{ui.esc(icons)}</span>')
        self.el["nav-howto"].innerHTML = (
            f'<span class="glyph" aria-hidden="true">§</span> <span class="label">'
            f'{ui.esc(howto)}</span>')
        self.el["nav-saves"].textContent = _("Saves")
        self.el["shelf-title"].textContent = _("Euro Games")
        self.el["shelf-intro"].textContent = _(
            "Board games for 2–4 players around one device. Everything runs in this browser, "
            "also offline.")
        self.el["log-title"].textContent = _("Game log")
        self.skip_to(self.el["skip"].getAttribute("data-to") or "options")
        self.el["import-file"].setAttribute("aria-label", _("Import a save file"))
        self.el["scores-title"].textContent = _("Scores")
        self.sheet.label_zoom(self._)
        self.autosaves.show_notice()

    # -- screens --------------------------------------------------------------------------
    def fill_shelf(self) -> None:
        """The shelf's game cards (web/shelf_screen.py)."""
        self.shelf.render_cards()

    def show_shelf(self) -> None:
        """The shelf screen (web/shelf_screen.py)."""
        self.shelf.show()

    def show_game(self) -> None:
        """The open game's screen (web/game_screen.py)."""
        self.game_screen.show()

    def render(self, *, keyboard: bool = False) -> None:
        """Draw the screen shown: the guided tour, or the open game."""
        if self.tour is not None:
            return self.tour.render(keyboard=keyboard)
        return self.game_screen.render(keyboard=keyboard)

    def game_shown(self) -> bool:
        """Whether the open game's screen is shown (not the shelf, not a guided tour)."""
        return self.tour is None and not self.el["game-screen"].hidden

    def focus_on_play(self) -> bool:
        """Whether focus is on the board or panel about to be redrawn, or was lost already."""
        active = js(document.activeElement)
        if active is None or str(active.tagName).lower() in ("body", "html"):
            return True
        return bool(self.el["board"].contains(active) or self.el["decision"].contains(active))

    def focus_panel(self, bot: bool = False, *, scroll: bool = True) -> None:
        """Focus the game screen's first option (web/game_screen.py)."""
        self.game_screen.focus_panel(bot, scroll=scroll)

    @staticmethod
    def board_layout() -> str:
        """The board layout for this window: zones stacked on phones, side by side otherwise."""
        return "narrow" if window.innerWidth < NARROW_BELOW_PX else "wide"

    def on_resize(self, _event) -> None:
        shown = (self.tour or self.game_screen).layout
        if (self.state is not None or self.tour is not None) and not self.el["game-screen"].hidden \
                and self.board_layout() != shown:
            self.render()

    # -- opening games ------------------------------------------------------------------------
    def open_state(self, state, kinds: list[str] | None = None, ref: str | None = None, *,
                   seen: tuple[str | None, dict | None] = (None, None),
                   hints: list[int] | None = None, review: dict | None = None,
                   copy: bool = False) -> None:
        """Make ``state`` the open game (already verified by the engine), autosave and show it.

        ``kinds``: who plays each seat (seats.py); all people by default.  ``ref``: the stored
        instance it comes from; None starts a new instance beside the others (a new game, an
        import, a loaded slot), so no unfinished game is ever replaced.  ``seen``: the stored
        text of ``ref`` it was read from, and its document (web/autosaves.py ``behind``).
        ``hints``: the hints the coach gave per seat so far (one count per seat); ``review``:
        the coach's stored review of the game (``engine.ai.coach.stored_review``).
        ``copy``: the game is a copy kept of one already stored (its saves say so)."""
        self.game = engine.get_game(state.game)
        self._ = translator(self.lang, self.game.id)    # the game's own wording first
        self.state = state
        self.kinds = list(kinds) if kinds and len(kinds) == state.players else [seats.HUMAN] * state.players
        self.copy = copy
        self.turn = None
        self.turns.open()
        self.timeline = since.Timeline.of(self.game, state)
        self.game_screen.reviews.open(review)
        self.game_screen.hints.open(hints, state.players)
        self.sheet.unfold()
        self.game_screen.open()
        self.autosaves.open(state.game, ref, seen)
        self.autosaves.save()
        self.show_game()

    def save_doc(self) -> dict:
        """The save document of the open game, with who plays each seat, the hints the coach
        gave each (its ``hints`` header) and the coach's review (``review``), if any."""
        kinds = self.kinds if len(self.kinds) == self.state.players else [seats.HUMAN] * self.state.players
        doc = engine.save(self.state, seats=[{"name": n, "kind": k}
                                             for n, k in zip(self.state.names, kinds, strict=False)],
                          keep={"hints": self.game_screen.hints.given,   # honest: web/hints.py
                                "review": self.game_screen.reviews.review})   # reviewing.py
        if self.copy:
            doc["copy"] = True          # a header the engine ignores (engine/savedoc.check)
        return doc

    # -- playing ---------------------------------------------------------------------------
    def play(self, notation: str, *, keyboard: bool = False, by_bot: bool = False) -> None:
        if self.tour is not None:                 # a tour plays its own positions, never saved
            return self.tour.play(notation, keyboard=keyboard)
        if self.state is None or self.game_screen.handoff_seat is not None:
            return
        if self.autosaves.behind():               # another tab moved on: nothing is played
            return
        if not by_bot and self.turns.is_bot(self.game.decision(self.state).seat):
            return                                # a bot's turn: people's clicks wait
        decision = self.game.decision(self.state)
        seat = decision.seat
        try:
            state = self.game.apply(self.state, notation)
        except ValueError as err:               # stale click: the engine refused, nothing changed
            self.alert(str(err))
            return
        self.state = state
        self.timeline.add(seat, state, decision.prompt)
        same_turn = self.turn is not None and self.turn[0] == seat
        self.turn = (seat, (self.turn[1] if same_turn else []) + [len(state.history) - 1])
        self.game_screen.end_peek()
        self.game_screen.hints.drop()
        self.clear_alert()
        self.autosaves.save()            # after: it may have something to say (tell_dropped)
        self.render(keyboard=keyboard)

    def cmd_undo(self, _el) -> None:
        """Undo: back to the history length ``Turns.undo_plan`` gives (the person's own last
        move and the bots' after it), unless another tab moved on."""
        upto = self.turns.undo_plan()[0]
        if upto is None or self.autosaves.behind():
            return
        self.turns.cancel_bot()
        self.state = engine.replay(self.game, self.state, upto)
        self.timeline.cut(upto)
        self.turn = None
        self.game_screen.end_peek()
        self.autosaves.save()
        self.render(keyboard=True)

    # -- commands (data-cmd) -------------------------------------------------------------------
    def cmd_shelf(self, _el) -> None:
        self.close_tour()
        self.autosaves.leave()           # the game is left: reopening it reads it again
        self.clear_alert()
        self.saved_games.cancel_deletion()
        self.show_shelf()

    def cmd_tour(self, el) -> None:
        """"Learn: guided tour" (a shelf card, the game screen's help): the game's tour, or its
        rules edition's (``data-variant``, Plus Ultra's early edition)."""
        self.open_tour(str(el.dataset.game), None, text(el.getAttribute("data-variant")))

    def open_tour(self, game_id: str, step_id: str | None = None,
                  variant: str | None = None) -> None:
        """Show ``game_id``'s guided tour (web/tour.py), of the rules edition ``variant`` if it
        has one of its own; the open game stays as it is."""
        try:
            screen = tour_screen.TourScreen(self, game_id, step_id or None, variant)
        except (KeyError, LookupError):
            if self.tour is None and self.el["game-screen"].hidden:
                self.show_shelf()
            self.alert(self._("There is no guided tour of this game yet."))
            return
        from_game = self.state is not None and not self.el["game-screen"].hidden
        self.turns.cancel_bot()
        self.close_dialogs()
        self.close_tour()
        self.tour = screen
        screen.show(from_game)

    def close_tour(self) -> None:
        """Take the guided tour (if any) off the game screen; the caller shows the next one."""
        if self.tour is not None:
            self.tour.leave()
            self.tour = None
            self.popover.hide()

    def skip_to(self, where: str) -> None:
        """Show the skip link, the first Tab stop of every screen (README), leading to
        ``where``: "games" (the shelf's game list) or "options" (the decision panel, or the
        hand-off's Continue)."""
        link, _ = self.el["skip"], self._
        link.hidden = False
        link.setAttribute("data-to", where)
        link.setAttribute("href", "#games" if where == "games" else "#decision")
        link.textContent = _("Skip to the games") if where == "games" else _("Skip to the options")

    def cmd_skip(self, _el) -> None:
        """The skip link: straight to the options (the hand-off's Continue, the shelf's
        first game), past the top bar and the board."""
        if not self.el["shelf-screen"].hidden:
            first = js(document.querySelector("#games button, #games a[href]"))
            if first is not None:
                first.focus()
        elif self.game_screen.handoff_seat is not None:
            document.querySelector('[data-testid="continue"]').focus()
        elif self.state is not None:
            self.focus_panel(self.turns.is_bot(self.game.decision(self.state).seat))

    def explain_shown(self, key: str) -> str | None:
        """The explanation of a board element of the screen shown (the tour's, or the game's)."""
        return (self.tour or self.game_screen).explain(key)

    # -- the options sheet and the board's zoom (web/sheet.py) ----------------------------------
    def cmd_sheet(self, el) -> None:
        """The sheet's handle: fold or open the options sheet."""
        self.sheet.toggle(el)

    def cmd_board_zoom_in(self, _el) -> None:
        """Zoom the board in (phones)."""
        self.sheet.set_zoom(self.sheet.zoom + 1)

    def cmd_board_zoom_out(self, _el) -> None:
        """Zoom the board out (phones)."""
        self.sheet.set_zoom(self.sheet.zoom - 1)
