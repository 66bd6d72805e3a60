"""A chapter set in embed.html (issue 32, items 2, 3): ``embed.html#v=3&chapters=…&chapter=N``.

:class:`ChapterView` is a part of the embed page (web/embed.py ``Embed.chapters``): it holds
the chapter set shown (web/chapterbook.py :class:`chapterbook.ChapterBook`), the chapter
section above the board (:func:`chapterbook.chapter_html`), ‹ › and the keys Page Up / Page
Down between chapters, an exercise's or free play's moves (the reader plays in the page's
own panel and on the board), and the frame's own fragment kept at the chapter and move
shown, so "Open larger" and a reload open there.  The page shows the chapter's viewer, seat
and mode because the chapter asks it to (``Embed.show``, ``Embed.set_mode``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from pyscript import document, window

from chapterbook import ChapterBook, chapter_html

CHAPTER_KEYS = {"PageUp": "chapter-prev", "PageDown": "chapter-next"}
CHAPTER_COMMANDS = ("chapter-prev", "chapter-next", "retry", "answer")


class Page(Protocol):
    """What :class:`ChapterView` uses of the embed page (web/embed.py ``Embed``): read, never
    written; the page changes through its methods."""

    @property
    def _(self) -> Callable[[str], str]: ...    # the page's translator

    def show(self, viewer: Any, seat: int | None) -> None: ...

    def set_mode(self, mode: str) -> None: ...

    def set_wording(self, game_id: str) -> None: ...

    def draw(self) -> None: ...


class ChapterView:
    """The chapter-set part of the embed page.

    Args:
        page: the embed page (web/embed.py ``Embed``); its ``_`` is read, and its ``show``,
            ``set_mode``, ``set_wording`` and ``draw`` called.
    """

    def __init__(self, page: Page):
        self.page = page
        self.book: ChapterBook | None = None   # the chapter set shown (None: a single game)

    def open_book(self, link: dict) -> ChapterBook | None:
        """The chapter set of a parsed link (:func:`engine.share.parse_fragment`), or None
        for a link of a single game.

        Raises:
            ValueError: the link's chapter set is damaged (the set shown is kept).
        """
        self.book = ChapterBook(link["book"], link["chapter"], link["move"]) \
            if link["book"] else None
        return self.book

    def close(self) -> None:
        """No chapter set shown (a link that could not be read)."""
        self.book = None

    def follow(self) -> None:
        """The page's view and mode follow the chapter: "play" while the reader may play."""
        book = self.book
        self.page.show(book.viewer, book.seat)
        self.page.set_mode("play" if book.playable else "view")

    def draw(self) -> None:
        """The chapter section (hidden without a chapter set) and the frame's fragment."""
        box = document.getElementById("chapter")
        book, _ = self.book, self.page._
        if book is None:
            box.hidden = True
            return
        box.innerHTML = chapter_html(book, _)
        box.setAttribute("aria-label", _("Chapters"))
        box.hidden = False
        document.body.dataset.chapter = str(book.index + 1)
        document.body.dataset.status = book.status or book.kind
        params = window.URLSearchParams.new(str(window.location.hash)[1:])
        params.set("chapter", str(book.index + 1))
        params.set("move", str(book.viewer.move))
        window.history.replaceState(None, "", "#" + str(params.toString()))

    def command(self, name: str) -> bool:
        """Run a chapter command (:data:`CHAPTER_COMMANDS`); False if ``name`` is none."""
        book = self.book
        if book is None or name not in CHAPTER_COMMANDS:
            return False
        if name in ("chapter-prev", "chapter-next"):
            book.open(book.index + (1 if name == "chapter-next" else -1))
            self.page.set_wording(book.viewer.game.id)
        elif name == "retry":
            book.retry()
        elif name == "answer" and book.kind == "exercise":
            book.show_answer()
        self.follow()
        self.page.draw()
        return True

    def turn_to(self, number: int, move: int | None = None) -> None:
        """The host page's ``euro-games:chapter`` message: chapter ``number`` (1-based,
        clamped to the set) at ``move`` (clamped to its range; None: its first move)."""
        book = self.book
        book.open(number - 1, move)
        self.page.set_wording(book.viewer.game.id)
        self.follow()
        self.page.draw()

    def play(self, notation: str) -> None:
        """The reader's move in an exercise or free play (refused moves: a console warning)."""
        try:
            self.book.play(notation)
        except ValueError as err:
            window.console.warn(str(err))
            return
        self.follow()
        self.page.draw()
