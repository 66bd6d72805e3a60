"""Entry point of embed.html: one recorded game from the link, stepped through (issue 8).

The save travels in the URL fragment (``#save=…&move=N&seat=S&play=1&lang=es``, see
:mod:`engine.share`), so static hosts never see it.  The page shows the board at that move
from that seat's view (default: public), with controls to step through the recorded moves,
"Play from here" (the reader's own moves, kept in memory only: the author's save is never
changed, nothing is stored), the board as an SVG file, and a postMessage interface for the host
page (:func:`viewer.parse_message`).  A broken link shows a clear message inside the frame.
The coach (web/embed_coach.py): the hint in "Play from here" (and the host's
``euro-games:hint`` request), "Review the game" in the replay of a finished game.
A link of a game in progress carries only its viewer's position (issue 29, D1: no recorded
moves to step through, hidden cards re-dealt), so "Play from here" reveals nothing.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.abspath("euro-games.zip"))  # build.py's archive, read in place

from pyscript import document, window  # noqa: E402
from pyscript.ffi import create_proxy, to_js  # noqa: E402

from offline import boot_phase, register_service_worker  # noqa: E402

await boot_phase("games")  # noqa: F704  (top-level await: the progress line is painted first)

from engine import share
from engine.i18n import translator

import coaching
import embed_bar
import embed_text
import endgame
import replay
import stepper
import ui
from board_panel import BoardPanel
from jsvalues import js, text
from embed_autoplay import Autoplay
from embed_chapters import CHAPTER_KEYS, ChapterView
from embed_coach import EmbedCoach
from embed_tour import NARROW_BELOW_PX, TourStep, drawn_desc
from viewer import BOOK_MESSAGES, REQUESTS, Viewer, parse_host_message
from explain import Popover

LIST_FROM_PX = 900
"""A replay in its own tab (not framed) at least this wide opens with the move list shown;
in a frame the board keeps the room (the reader opens the list with "Moves")."""
ZOOMS = (1.0, 1.5, 2.0, 3.0)
"""Board zoom steps of the embed (the frame scrolls over a zoomed board)."""


class Embed:
    """The embedded board: one :class:`Viewer`, its controls and the host-page messages.

    Its parts are objects it holds, each with its own state, asking the page through its
    methods (``set_language``, ``set_wording``, ``show``, ``set_mode``, ``paint``, ``draw``,
    ``post``…): ``tour`` (one step of a guided tour, :class:`embed_tour.TourStep`),
    ``chapters`` (a chapter set, :class:`embed_chapters.ChapterView`), ``coach`` (Hint and
    Review, :class:`embed_coach.EmbedCoach`) and ``autoplay`` (the moves playing by
    themselves, :class:`embed_autoplay.Autoplay`)."""

    def __init__(self):
        self.viewer: Viewer | None = None
        self.seat: int | None = None     # the link's view (None: public)
        self.allow_play = False          # the link lets the reader play on (play=1)
        self.mode = "view"               # "view": stepping; "play": the reader's own moves
        self.svg = ""                    # exactly what the board shows (for "Download SVG")
        self.shown_view = None           # the view it was drawn from (for explanations)
        self.popover = None
        self._ = translator("en")
        self.lang = "en"
        self.autoplay = Autoplay(self)   # the moves advancing by themselves (replay)
        self.show_moves = False          # the move list beside the board
        self.entries = None              # replay.moves of the recorded game (made when shown)
        self.zoom = 0                    # index into ZOOMS
        self.tour = TourStep(self)       # ?tour=<game>&step=<id>: one step of a guided tour
        self.chapters = ChapterView(self)  # a chapter set (#…&chapters=…)
        self.coach = EmbedCoach(self)    # Hint in "Play from here", "Review the game"
        self.el = {k: document.getElementById(k) for k in (
            "board", "controls", "caption", "panel", "error", "status", "to-app",
            "embed-title", "board-summary")}
        self._proxies = []

    # -- boot ---------------------------------------------------------------------------------
    def boot(self) -> None:
        self._listen(document, "click", self.on_click)
        self._listen(document, "keydown", self.on_key)
        self._listen(document, "change", self.on_change)
        self._listen(document, "input", self.on_input)
        self._listen(document, "submit", self.on_submit)
        self._listen(window, "message", self.on_message)
        self._listen(window, "hashchange", lambda _e: self.open(str(window.location.hash)))
        self._listen(window, "resize", lambda _e: self.redraw())
        self.popover = Popover(self.el["board"], self.explain)
        query = window.URLSearchParams.new(window.location.search)
        if text(query.get("tour")):
            self.tour.open(text(query.get("tour")), text(query.get("step")) or "",
                           text(query.get("lang")), text(query.get("variant")) or None)
        else:
            self.open(str(window.location.hash))
        self.el["status"].hidden = True

    def _listen(self, target, event: str, handler) -> None:
        def run(evt):
            try:
                handler(evt)
            except Exception as err:          # never leave the frame dead after a bug
                window.console.error(f"{type(err).__name__}: {err}")
        proxy = create_proxy(run)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def open(self, fragment: str) -> None:
        """Load the link's game; a damaged link shows its reason in the frame."""
        self.set_language(share.fragment_language(fragment)
                          or str(window.navigator.language or "en"))
        try:
            link = share.parse_fragment(fragment)
            book = self.chapters.open_book(link)
            viewer = book.viewer if book else Viewer(link["doc"], move=link["move"])
        except ValueError as err:                 # SaveError and malformed parts alike
            self.viewer = None
            self.chapters.close()
            self.show_error(str(err))
            return
        seat = link["seat"]
        self.allow_play = link["play"] and not link["book"]
        self.coach.forget()
        self.show(viewer, seat if seat is not None and seat < viewer.recorded[0].players
                  else None)
        self.set_mode("view")
        if book is not None:
            self.chapters.follow()
        self.autoplay.stop()
        self.show_moves = not self.coach.framed() and window.innerWidth >= LIST_FROM_PX
        self.set_wording(self.viewer.game.id)     # the game's own wording first
        self.el["embed-title"].textContent = self._("{title} board").format(
            title=self.viewer.game.title)
        self.el["error"].hidden = True
        document.body.classList.remove("broken")
        self.el["controls"].hidden = False
        self.draw()

    def redraw(self) -> None:
        if self.tour.run is not None:
            self.tour.draw()
        elif self.viewer is not None:
            self.draw()

    def set_language(self, code: str) -> None:
        self.lang = code.split("-")[0].lower()
        self._ = translator(self.lang)
        document.documentElement.lang = self.lang if self.lang in ("en", "es") else "en"
        _ = self._
        self.el["to-app"].textContent = _("Open the app")
        self.el["controls"].innerHTML = replay.controls(_, self.autoplay.speed)
        document.body.classList.remove("more-open")
        self.place_app_link(in_controls=True)
        self.entries = None

    def set_wording(self, game_id: str) -> None:
        """Word the page in its language with game ``game_id``'s own wording first; the move
        list is made anew in it."""
        self._ = translator(self.lang, game_id)
        self.entries = None

    def show(self, viewer: Viewer, seat: int | None) -> None:
        """Show ``viewer``'s game from ``seat``'s view (None: public); drawn by :meth:`draw`."""
        self.viewer = viewer
        self.seat = seat

    def set_mode(self, mode: str) -> None:
        """"view" (stepping through the recorded moves) or "play" (the reader's own moves)."""
        self.mode = mode

    def paint(self, svg: str, view) -> None:
        """Put the board ``svg`` (the SVG text, kept for "Download SVG") on the page, drawn
        from ``view`` (the seat's view that explanations read); an open explanation closes."""
        if self.popover is not None:
            self.popover.hide()
        self.svg, self.shown_view = svg, view
        self.el["board"].innerHTML = svg

    def place_app_link(self, *, in_controls: bool) -> None:
        """Put the "Open the app" link with the other controls (in a narrow frame they fold
        under "⋯"), or alone at the bar's end (a tour step, an error: no controls shown)."""
        link = self.el["to-app"]
        home = (js(document.getElementById("more-controls")) if in_controls else None) \
            or document.querySelector(".embed-controls")
        home.append(link)

    def show_error(self, message: str) -> None:
        _ = self._
        self.el["board"].innerHTML = ""
        self.el["controls"].hidden = True
        self.place_app_link(in_controls=False)
        self.el["panel"].innerHTML = ""
        box = self.el["error"]
        heading = _("This board cannot be shown")
        box.innerHTML = f'<h1>{ui.esc(heading)}</h1><p>{ui.esc(message)}</p>'
        box.hidden = False
        document.body.classList.add("broken")
        self.post({"type": "euro-games:error", "message": message})

    # -- drawing ------------------------------------------------------------------------------
    def draw(self) -> None:
        book = self.chapters.book
        if book is not None:
            self.chapters.follow()
        v, _ = self.viewer, self._
        state, game = v.state, v.game
        decision = game.decision(state)
        playing = self.mode == "play"
        legal = game.legal_actions(state) if playing else []
        seat = decision.seat if playing and decision.private else self.seat
        layout = "narrow" if window.innerWidth < NARROW_BELOW_PX else "wide"
        actor, moves = (v.last_move() or (None, None))
        entry = self.entry_at(v.move) if not v.playing else None
        span = range(entry["first"] - 1, entry["move"]) if entry else [-1]
        drawn = BoardPanel(game, state, seat, _, layout)
        moves = drawn.lit(span) if moves else []
        self.paint(drawn.board(legal, highlight=moves, actor=actor), drawn.view)
        counter = _("Move {move} of {total}").format(move=v.move, total=v.total) + (
            " · " + _("your line") if v.playing else "")
        counter_box = document.getElementById("counter")
        counter_box.textContent = counter
        counter_box.dataset.short = f"{v.move}/{v.total}" + (" *" if v.playing else "")
        caption = embed_text.caption(v, self.seat, self.moves() if v.move else None, _,
                                     playing=playing)
        self.el["caption"].textContent = caption
        if playing:
            self.el["panel"].innerHTML = drawn.panel(
                legal, can_undo=v.playing, app=False,
                undo_why=_("Undo takes back the moves you play from here."))
            self.el["panel"].hidden = False
            self.coach.hint_controls(document)    # the coach's Hint (web/embed_coach.py)
        else:
            self.draw_side()
        board = js(self.el["board"].querySelector("svg"))
        self.describe_board(board, embed_text.board_summary(game, state, caption, drawn_desc(board), _))
        if board is not None and self.zoom:
            board.style.width = f"{ZOOMS[self.zoom] * 100:g}%"
            board.style.height = "auto"
            board.style.maxWidth = "none"
        self.el["board"].classList.toggle("zoomed", bool(self.zoom))
        self.autoplay.draw_button(playing)
        embed_bar.show(v, playing=playing, allow_play=self.allow_play, in_book=bool(book),
                       show_moves=self.show_moves, zoom=self.zoom, zooms=len(ZOOMS),
                       review=not playing and self.coach.offers_review())
        document.body.dataset.move = str(v.move)       # for tests and host pages
        document.body.dataset.mode = self.mode
        self.chapters.draw()
        self.post({**v.position(), **(book.state() if book is not None else {})})

    def describe_board(self, board, summary: str) -> None:
        """Give the drawn board (``board``: its ``<svg>``, or None) its text for screen
        readers: ``summary`` in the page's hidden ``#board-summary``, the SVG described by it
        (``aria-describedby``; the board stays a ``role="group"``, its parts focusable)."""
        self.el["board-summary"].textContent = summary
        if board is not None:
            board.setAttribute("aria-describedby", "board-summary")

    def explain(self, key: str) -> str | None:
        """The explanation of a board element (issue 21) at the move shown."""
        if self.tour.run is not None:
            return self.tour.run.game.explain(key, self._, self.shown_view)
        if self.viewer is None:
            return None
        return self.viewer.game.explain(key, self._, self.shown_view)

    def entry_at(self, move: int) -> dict | None:
        """The move list's entry ending at recorded move ``move`` (a whole Lorenzo placement:
        the caption says it all and the board outlines all of it), when the list is made."""
        if not self.entries or not move:
            return None
        return next((e for e in self.entries if e["move"] == move), None)

    def draw_side(self) -> None:
        """Beside the board while stepping: the final scores at the last move of a finished
        game (winner, tie-break, table, chart) and the move list when shown."""
        v, _ = self.viewer, self._
        parts = []
        at_end = v.move == v.total and v.game.is_over(v.state)
        tools, review = self.coach.review_parts(at_end)      # the coach's review (embed_coach.py)
        if at_end:
            parts.append(endgame.final_summary(v.game, v.state, _, tools=tools))
        elif tools:
            parts.append(tools)
        if review:
            parts.append(review)
        if self.show_moves:
            parts.append(replay.move_list(self.moves(), v.move, _))
        panel = self.el["panel"]
        panel.innerHTML = "".join(parts)
        panel.hidden = not parts
        panel.classList.toggle("side", bool(parts))
        here = js(panel.querySelector('.move-list [aria-current="step"]'))
        if self.coach.review_shown():                   # the review just asked, running or made
            here = js(panel.querySelector('[data-testid="review-progress"], '
                                          '[data-testid="review"]'))
        if here is not None:
            here.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))

    def moves(self) -> list[dict]:
        """The recorded game's move entries (web/replay.py ``moves``), made on first use."""
        if self.entries is None:
            v = self.viewer
            self.entries = replay.moves(v.recorded, v.game, self.seat, self._)
        return self.entries

    def stop(self, name: str) -> int:
        """The move ‹ ("prev") or › ("next") shows from the one shown: the end of the move
        entry before or after it (web/replay.py)."""
        step = replay.next_stop if name == "next" else replay.prev_stop
        return step(self.moves(), self.viewer.move)

    def post(self, message: dict) -> None:
        """Tell the host page (if framed) where we are: data only, any origin may listen."""
        if js(window.parent) is not None and window.parent != window:
            window.parent.postMessage(to_js(message, dict_converter=window.Object.fromEntries),
                                      "*")

    # -- events -------------------------------------------------------------------------------
    def on_click(self, event) -> None:
        target = event.target
        if hasattr(target, "closest") and self.tour.run is not None:
            self.tour.click(target)
            return
        if not hasattr(target, "closest") or self.viewer is None:
            return
        actor = js(target.closest("[data-action]"))
        if actor is not None:
            self.play(str(actor.getAttribute("data-action")))
            return
        command = js(target.closest("[data-cmd]"))
        if command is not None and str(command.dataset.cmd) == "stepper":
            stepper.step(command)                 # the panel's −/+ (Play from here)
        elif command is not None and not command.disabled and self.coach.command(
                str(command.dataset.cmd), command):
            return                                # hint, its options, review, Stop
        elif command is not None and not command.disabled:
            move = js(command.getAttribute("data-move"))
            self.command(str(command.dataset.cmd),
                         int(move) if move is not None and str(move).isdigit() else None)

    def on_input(self, event) -> None:
        if str(event.target.id or "") == stepper.INPUT_ID:
            stepper.show(event.target.form)

    def on_submit(self, event) -> None:
        """Enter in the panel's stepper plays the count shown (the only form of this page)."""
        event.preventDefault()
        if str(event.target.id or "") == stepper.FORM_ID and self.viewer is not None:
            self.play(stepper.chosen(event.target))

    def on_change(self, event) -> None:
        if str(event.target.id or "") == "speed":
            self.autoplay.set_speed(str(event.target.value))

    def command(self, name: str, move: int | None = None) -> None:
        v, book = self.viewer, self.chapters.book
        if self.chapters.command("retry" if name == "undo" and book is not None
                                 and book.kind == "exercise" else name):
            return
        if name == "autoplay":
            if self.autoplay.on:
                self.autoplay.stop()
            else:
                self.mode = "view"
                self.autoplay.start()
            self.draw()
            return
        if name == "more":                        # a narrow frame's "⋯": the other controls
            self.show_more(str(document.querySelector('[data-cmd="more"]')
                               .getAttribute("aria-expanded")) != "true")
            return
        if name == "moves":
            self.show_moves = not self.show_moves
        elif name in ("zoom-in", "zoom-out"):
            self.zoom = max(0, min(len(ZOOMS) - 1, self.zoom + (1 if name == "zoom-in" else -1)))
        else:
            self.autoplay.stop()
        if name == "goto" and move is not None:
            self.mode = "view"
            v.goto(move)
        elif name in ("prev", "next") and not v.branch:
            self.mode = "view"            # a whole move (a Lorenzo placement) per step, as
            v.goto(self.stop(name))       # the move list and autoplay have it
        elif name in ("first", "prev", "next", "last"):
            self.mode = "view"
            v.step(name)
        elif name == "play" and self.allow_play:
            self.mode = "play"
            self.show_more(False)             # a phone's "⋯" gives the panel its room back
        elif name == "back":
            self.mode = "view"
            v.goto(v.move)
        elif name == "undo":
            v.take_back()
        elif name == "svg":
            self.download_svg()
            return
        self.draw()

    def show_more(self, shown: bool) -> None:
        """Open or close a narrow frame's "More controls" (speed, moves, open larger, play
        from here, SVG, the app's link: embed.css shows them above the bar)."""
        button = document.querySelector('[data-cmd="more"]')
        if button is not None:
            button.setAttribute("aria-expanded", "true" if shown else "false")
            document.body.classList.toggle("more-open", shown)

    def play(self, notation: str) -> None:
        if self.chapters.book is not None:
            self.chapters.play(notation)
            return
        try:
            self.viewer.play(notation)
        except ValueError as err:
            window.console.warn(str(err))
            return
        self.draw()

    def on_key(self, event) -> None:
        if self.viewer is None or str(event.target.tagName).lower() in ("input", "textarea"):
            return
        if event.key == "Escape" and document.body.classList.contains("more-open"):
            self.show_more(False)
            js(document.querySelector('[data-cmd="more"]')).focus()
            return
        if (str(event.key).lower() == coaching.HINT_KEY and self.mode == "play"
                and self.chapters.book is None     # no coach's hint in an exercise
                and not (event.ctrlKey or event.metaKey or event.altKey)):
            event.preventDefault()
            self.coach.cmd_hint()                 # the coach's key, as in the app
            return
        if event.key in CHAPTER_KEYS and self.chapters.book is not None:
            event.preventDefault()
            self.command(CHAPTER_KEYS[event.key])
            return
        keys = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}
        if event.key in keys and self.mode != "play":
            event.preventDefault()
            self.command(keys[event.key])

    def on_message(self, event) -> None:
        """The host page (this frame's parent window) drives the board; messages from any
        other window, and anything but a plain object, are ignored with a warning."""
        same = getattr(window.Object, "is")       # Object.is: JS identity
        from_parent = (not same(window.parent, window)
                       and js(event.source) is not None and same(event.source, window.parent))
        try:
            tag = str(window.Object.prototype.toString.call(event.data))
            data = js(event.data)
            data = data.to_py(depth=2) if hasattr(data, "to_py") else data
            command, move = parse_host_message(
                data, tag=tag, from_parent=from_parent,
                requests=REQUESTS + (BOOK_MESSAGES if self.chapters.book is not None else ()))
        except Exception as err:
            window.console.warn(f"euro-games embed: ignored message ({err})")
            return
        if command == "hint":                       # answered by a message back
            self.coach.cmd_hint(host=True)
            return
        if command == "chapter":                    # answered by the position message
            self.autoplay.stop()
            self.chapters.turn_to(move, data.get("move"))
            return
        if self.viewer is None:
            window.console.warn("euro-games embed: ignored message (no game shown)")
            return
        self.mode = "view"
        self.autoplay.stop()
        self.viewer.step(command, move)
        self.draw()

    def download_svg(self) -> None:
        blob = window.Blob.new(to_js([self.svg]), to_js({"type": "image/svg+xml"},
                                                        dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"{self.viewer.game.id}-move-{self.viewer.move}.svg"
        document.body.append(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)


EMBED = Embed()  # module-level: keeps the page and its event proxies alive
EMBED.boot()
document.body.dataset.ready = "true"
await register_service_worker()  # noqa: F704  (PyScript runs this module with top-level await)
