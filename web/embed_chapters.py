"""A chapter set in embed.html (issue 32, items 2, 3): ``embed.html#v=3&chapters=…&chapter=N``.

:class:`ChapterView` holds the embed page's methods for it (web/embed.py's ``Embed`` is one):
the chapter section above the board (web/chapterbook.py :func:`chapterbook.chapter_html`),
‹ › and the keys Page Up / Page Down between chapters, an exercise's or free play's moves
(the reader plays in the page's own panel and on the board), and the frame's own fragment
kept at the chapter and move shown, so "Open larger" and a reload open there.
"""
from __future__ import annotations

from engine.i18n import translator
from pyscript import document, window

from chapterbook import ChapterBook, chapter_html

CHAPTER_KEYS = {"PageUp": "chapter-prev", "PageDown": "chapter-next"}
CHAPTER_COMMANDS = ("chapter-prev", "chapter-next", "retry", "answer")


class ChapterView:
    """The chapter-set part of the embed page (a mixin: the page's ``viewer``, ``seat``,
    ``mode``, ``entries``, ``_``, ``lang`` and ``draw`` are its own)."""

    book: ChapterBook | None = None

    def open_book(self, link: dict) -> ChapterBook:
        """The chapter set of a parsed link (:func:`engine.share.parse_fragment`)."""
        self.book = ChapterBook(link["book"], link["chapter"], link["move"])
        return self.book

    def book_mode(self) -> None:
        """The page's mode and view follow the chapter: "play" while the reader may play."""
        book = self.book
        self.viewer = book.viewer
        self.seat = book.seat
        self.mode = "play" if book.playable else "view"

    def draw_chapter(self) -> None:
        """The chapter section (hidden without a chapter set) and the frame's fragment."""
        box = document.getElementById("chapter")
        if self.book is None:
            box.hidden = True
            return
        box.innerHTML = chapter_html(self.book, self._)
        box.setAttribute("aria-label", self._("Chapters"))
        box.hidden = False
        document.body.dataset.chapter = str(self.book.index + 1)
        document.body.dataset.status = self.book.status or self.book.kind
        params = window.URLSearchParams.new(str(window.location.hash)[1:])
        params.set("chapter", str(self.book.index + 1))
        params.set("move", str(self.viewer.move))
        window.history.replaceState(None, "", "#" + str(params.toString()))

    def chapter_command(self, name: str) -> bool:
        """Run a chapter command (:data:`CHAPTER_COMMANDS`); False if ``name`` is none."""
        book = self.book
        if book is None or name not in CHAPTER_COMMANDS:
            return False
        if name in ("chapter-prev", "chapter-next"):
            book.open(book.index + (1 if name == "chapter-next" else -1))
            self.entries = None
            self._ = translator(self.lang, book.viewer.game.id)
        elif name == "retry":
            book.retry()
        elif name == "answer" and book.kind == "exercise":
            book.show_answer()
        self.book_mode()
        self.draw()
        return True

    def turn_to_chapter(self, number: int, move: int | None = None) -> None:
        """The host page's ``euro-games:chapter`` message: chapter ``number`` (1-based,
        clamped to the set) at ``move`` (clamped to its range; None: its first move)."""
        book = self.book
        book.open(number - 1, move)
        self.entries = None
        self._ = translator(self.lang, book.viewer.game.id)
        self.book_mode()
        self.draw()

    def play_in_book(self, notation: str) -> None:
        """The reader's move in an exercise or free play (refused moves: a console warning)."""
        try:
            self.book.play(notation)
        except ValueError as err:
            window.console.warn(str(err))
            return
        self.book_mode()
        self.draw()
