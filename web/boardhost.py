"""The boards of a page of script embeds, stepped from one Python runtime (issue 32).

web/board-embed.js paints every ``<figure class="euro-board">`` of a page from the drawing its
snippet carries (engine/snippet.py), then, when a reader first steps, starts one hidden
board-host.html for the whole page.  That page (web/board_host.py) hands every message of its
parent window to :meth:`Boards.handle` and posts the replies back:

- ``{"type": "euro-games:board-open", "board": id, "link": fragment, "lang": "es"}``:
  remembers the board's link (a link of :mod:`engine.share`; it is read on the board's first
  step) and its language (the figure's, when the link names none);
- ``{"type": "euro-games:<command>", "board": id, "move": N, "width": px}`` (a command of
  :data:`viewer.COMMANDS`): steps that board; the reply is ``{"type": "euro-games:board",
  "board", "svg", "move", "total", "caption", "game", "over"}``, the board drawn as the link's
  seat sees it (``width``, the board element's CSS px, under
  :data:`engine.snippet.NARROW_BELOW_PX`: the stacked layout);
- ``{"type": "euro-games:redraw", "board": id, "width": px}``: the same position drawn again
  (the board's element now calls for the other layout), the same reply;
- a damaged link answers ``{"type": "euro-games:board-error", "board", "message"}``.

A board of a chapter set's link (engine/chapters.py) is a :class:`chapterbook.ChapterBook`:
it also takes ``{"type": "euro-games:play", "action": notation}``, ``euro-games:retry``,
``euro-games:answer`` and ``{"type": "euro-games:chapter", "chapter": N}``; its replies add
``"chapter"`` (:meth:`chapterbook.ChapterBook.state`), ``"feedback"`` (the reader's answer
told) and, while the reader may play, ``"options"``: ``[{"action", "label"}]``, the legal
actions as the panel words them (the board's own hit areas carry ``data-action`` too).

Pure (no DOM): the host's tests run it.
"""
from __future__ import annotations

import labels
import replay
from board_panel import BoardPanel
from chapterbook import ChapterBook, book_command
from engine import share
from engine.core import brief
from engine.i18n import format_event, translator, worded_names
from engine.snippet import NARROW_BELOW_PX
from viewer import MESSAGE_PREFIX, Viewer, parse_message

REDRAW = MESSAGE_PREFIX + "redraw"
"""The page's message for the position shown, drawn again at the width it gives."""
MAX_BOARDS = 200
"""Most boards one page may open (a page's own list; more are refused)."""
MAX_LINK = 64_000
"""Longest link text accepted (a whole 4-player game is under 8 KB)."""


class Board:
    """One board of the page: its link's recorded game, stepped whole move by whole move."""

    def __init__(self, link: str, lang: str = "en"):
        parsed = share.parse_fragment(link)
        self.book = ChapterBook(parsed["book"], parsed["chapter"], parsed["move"]) \
            if parsed["book"] else None
        self._viewer = Viewer(parsed["doc"], move=parsed["move"]) if self.book is None \
            else None
        seat = parsed["seat"]
        self._seat = seat if seat is not None and seat < self.viewer.recorded[0].players \
            else None
        self.lang = parsed["lang"] or lang
        self._ = translator(self.lang, self.viewer.game.id)
        self.entries: list[dict] | None = None

    @property
    def viewer(self) -> Viewer:
        """The recorded game shown (a chapter set's: its chapter's)."""
        return self.book.viewer if self.book is not None else self._viewer

    @property
    def seat(self) -> int | None:
        """Whose view (None: public): the link's, or the chapter's."""
        return self.book.seat if self.book is not None else self._seat

    def moves(self) -> list[dict]:
        """The move entries (web/replay.py ``moves``), made on the first whole-move step."""
        if self.entries is None:
            v = self.viewer
            self.entries = replay.moves(v.recorded, v.game, self.seat, self._)
        return self.entries

    def command(self, name: str, move: int | None, data: dict | None = None) -> None:
        """Step: ‹ and › a whole move (a Lorenzo placement), as embed.html's buttons; a
        chapter set's own commands (:data:`chapterbook.BOOK_COMMANDS`) go to its book.

        ``"redraw"`` changes nothing (the reply draws the position again).

        Raises:
            ValueError: a chapter command of a board that is not a chapter set's, or as
                :meth:`chapterbook.ChapterBook.command`.
        """
        if name == "redraw":
            return
        if name in ("play", "retry", "answer", "chapter"):
            if self.book is None:
                raise ValueError(f"{name} needs a chapter set's board")
            self.book.command(name, data or {})
            if name == "chapter":               # another game, perhaps: its own words
                self.entries = None
                self._ = translator(self.lang, self.viewer.game.id)
            return
        v = self.viewer
        if name in ("prev", "next"):
            step = replay.next_stop if name == "next" else replay.prev_stop
            v.goto(step(self.moves(), v.move))
        else:
            v.step(name, move)

    def draw(self, width: int) -> dict:
        """The reply of the position shown (see the module's docstring)."""
        v, _ = self.viewer, self._
        game, state = v.game, v.state
        entry = next((e for e in self.entries or () if e["move"] == v.move), None) \
            if v.move else None
        actor, last = v.last_move() or (None, None)
        layout = "narrow" if 0 < width < NARROW_BELOW_PX else "wide"
        book = self.book
        playing = book is not None and book.playable and not game.is_over(state)
        legal = game.legal_actions(state) if playing else []
        decision = game.decision(state)
        seat = decision.seat if playing and decision.private else self.seat
        drawn = BoardPanel(game, state, seat, _, layout)
        span = range(entry["first"] - 1, entry["move"]) if entry else [-1]
        svg = drawn.board(legal, highlight=drawn.lit(span) if last else [], actor=actor)
        log = state.log[-1] if state.log and (v.move or "position" in v.doc) else None
        names = worded_names(state.names, _)
        caption = (entry["text"] if entry else
                   format_event(log[0], log[1], names, _, game.terms) if log else
                   _("{title}: {players} players").format(title=game.title,
                                                          players=state.players))
        reply = {"type": MESSAGE_PREFIX + "board", "svg": svg, "move": v.move,
                 "total": v.total, "caption": caption[:1].upper() + caption[1:],
                 "game": game.id, "over": game.is_over(state)}
        if book is not None:
            view = game.view(state, decision.seat) if decision.seat is not None else None
            reply.update(chapter=book.state(), feedback=book.feedback(_), options=[
                {"action": a.notation,
                 "label": labels.action_label(game, a.notation, names, _, state.variant,
                                              view=view)} for a in legal])
        return reply


class Boards:
    """Every board of one page, by the id its script gave it."""

    def __init__(self):
        self.links: dict[str, tuple[str, str]] = {}
        self.boards: dict[str, Board] = {}

    def handle(self, data) -> dict | None:
        """One message of the page (a plain object converted to a dict): the reply, or None.

        Raises:
            ValueError: a message that is not one of the module's (unknown type, a board id
                that is not a short text, a link that is not text, an unknown board, more
                than :data:`MAX_BOARDS` boards); the page ignores it with a warning.
        """
        if not isinstance(data, dict):
            raise ValueError(f"message must be an object, not {type(data).__name__}")
        board = data.get("board")
        if not isinstance(board, str) or not 0 < len(board) <= 40:
            raise ValueError(f"board must be a short text, not {brief(board)}")
        if data.get("type") == MESSAGE_PREFIX + "board-open":
            link = data.get("link")
            if not isinstance(link, str) or len(link) > MAX_LINK:
                raise ValueError("link must be a text of at most 64,000 characters")
            if board not in self.links and len(self.links) >= MAX_BOARDS:
                raise ValueError(f"a page opens at most {MAX_BOARDS} boards")
            lang = data.get("lang")
            self.links[board] = (link, lang if isinstance(lang, str) and lang.isalpha()
                                 and len(lang) <= 8 else "en")
            self.boards.pop(board, None)
            return None
        chapter_command = "redraw" if data.get("type") == REDRAW else book_command(data)
        command, move = (chapter_command, None) if chapter_command else parse_message(data)
        if board not in self.links:
            raise ValueError(f"no board {brief(board)} was opened")
        width = data.get("width")
        width = width if isinstance(width, int) and not isinstance(width, bool) else 0
        try:
            if board not in self.boards:
                self.boards[board] = Board(*self.links[board])
            shown = self.boards[board]
            shown.command(command, move, data)
            return {**shown.draw(width), "board": board}
        except ValueError as err:              # SaveError among them: the link's own reason
            return {"type": MESSAGE_PREFIX + "board-error", "board": board,
                    "message": str(err)}
