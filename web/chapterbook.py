"""A chapter set being read: the chapter shown, its moves, an exercise's answer (issue 32).

The one model of chapters and exercises behind both embeds: embed.html (web/embed.py, through
web/embed_chapters.py) and the script embed's runtime (web/boardhost.py).  The set is
:mod:`engine.chapters`' (checked when its link was read); each chapter is a
:class:`RangeViewer` over its game, kept within the chapter's moves.

An exercise: the reader plays from the position (legal actions only: the engine applies them);
their moves, as :class:`engine.core.Action`, are compared with each answer's: the same moves:
``"right"``; the start of an answer: ``"more"`` (play on); anything else: ``"wrong"``.  "Try
again" takes the moves back, "Show the answer" plays the first answer.  A free play ("what if")
lets the reader play any legal move for every seat; "Reset" brings its position back.

Pure (no DOM): the host's tests run it.
"""
from __future__ import annotations

from engine.action import Action
from engine.core import brief
from viewer import MESSAGE_PREFIX, Viewer

BOOK_COMMANDS = ("play", "retry", "answer", "chapter")
"""Commands of a chapter set beside :data:`viewer.COMMANDS`: ``play`` an action (its
notation, ``"action"``), ``retry`` (also a free play's reset), ``answer`` (show it),
``chapter`` (open chapter ``"chapter"``, 1-based)."""
MAX_NOTATION = 200


class RangeViewer(Viewer):
    """A :class:`viewer.Viewer` kept within recorded moves ``first``…``last`` of its game."""

    def __init__(self, doc: dict, first: int, last: int, move: int | None = None):
        self.first, self.last = first, last
        super().__init__(doc, move=first if move is None else move)

    @property
    def total(self) -> int:
        """The range's last move."""
        return min(self.last, len(self.recorded) - 1)

    def goto(self, move: int) -> int:
        """As :meth:`viewer.Viewer.goto`, kept within the range."""
        self.move = max(self.first, min(self.total, int(move)))
        self.branch = []
        return self.move

    def step(self, command: str, move: int | None = None) -> int:
        """As :meth:`viewer.Viewer.step`; "first" goes to the range's first move."""
        if command == "first":
            return self.goto(self.first)
        return super().step(command, move)


class ChapterBook:
    """The chapter set ``book`` (checked, :func:`engine.chapters.check`), open at chapter
    ``index`` (0-based) and ``move`` (None: the chapter's first).

    Attributes:
        index: the chapter shown (0-based); ``entry`` its object of the set.
        viewer: its :class:`RangeViewer`.
        status: an exercise's state: "ask" (waiting for the reader's move), "more" (the
            start of an answer: play on), "right", "wrong", "shown" (the answer shown);
            None for a view or a free play.
    """

    def __init__(self, book: dict, index: int = 0, move: int | None = None):
        self.book = book
        self.index = 0
        self.viewer: RangeViewer
        self.status: str | None = None
        self.open(index, move)

    @property
    def count(self) -> int:
        """How many chapters."""
        return len(self.book["chapters"])

    @property
    def entry(self) -> dict:
        return self.book["chapters"][self.index]

    @property
    def kind(self) -> str:
        """"view", "exercise" or "free"."""
        return self.entry.get("kind", "view")

    @property
    def seat(self) -> int | None:
        """The chapter's view (None: public)."""
        return self.entry.get("seat")

    @property
    def playable(self) -> bool:
        """The reader may play a move now (an exercise waiting for one, a free play)."""
        return self.kind == "free" or self.status in ("ask", "more")

    def open(self, index: int, move: int | None = None) -> None:
        """Show chapter ``index`` (clamped to the set) at ``move`` (clamped to its range)."""
        self.index = max(0, min(self.count - 1, int(index)))
        entry = self.entry
        self.viewer = RangeViewer(self.book["games"][entry["game"]], entry["from"],
                                  entry["to"], move)
        self.status = "ask" if self.kind == "exercise" else None

    def played(self) -> list[Action]:
        """The reader's own moves from the position, as actions."""
        return [Action.parse(state.history[-1]) for state in self.viewer.branch]

    def answers(self) -> list[list[Action]]:
        """The exercise's answers, as actions."""
        return [[Action.parse(m) for m in answer] for answer in self.entry.get("answers", ())]

    def play(self, notation: str) -> None:
        """The reader's move (an exercise's answer or a free play's move).

        Raises:
            ValueError: nothing may be played now (a view, an exercise already answered), or
                as :meth:`engine.core.Game.apply` (not an action, not legal): nothing changes.
        """
        if not self.playable:
            raise ValueError("no move may be played in this chapter now")
        if not isinstance(notation, str) or len(notation) > MAX_NOTATION:
            raise ValueError(f"an action must be a short text, not {brief(notation)}")
        self.viewer.play(notation)
        if self.kind == "exercise":
            mine = self.played()
            answers = self.answers()
            if any(mine == answer for answer in answers):
                self.status = "right"
            elif any(answer[:len(mine)] == mine for answer in answers):
                self.status = "more"
            else:
                self.status = "wrong"

    def retry(self) -> None:
        """Take the reader's moves back (an exercise asks again; a free play is reset)."""
        self.viewer.goto(self.viewer.move)
        if self.kind == "exercise":
            self.status = "ask"

    def show_answer(self) -> None:
        """Play the exercise's first answer from its position (the board shows it).

        Raises:
            ValueError: the chapter is not an exercise.
        """
        if self.kind != "exercise":
            raise ValueError("only an exercise has an answer")
        self.viewer.goto(self.viewer.move)
        for move in self.entry["answers"][0]:
            self.viewer.play(move)
        self.status = "shown"

    def feedback(self, _) -> str:
        """What the reader is told about their answer (the author's text, else ours)."""
        entry = self.entry
        if self.status == "right":
            return entry.get("right") or _("Right!")
        if self.status == "wrong":
            return entry.get("wrong") or _("Not this one.")
        if self.status == "more":
            return _("Good so far: the answer has more moves.")
        if self.status == "shown":
            return _("The answer is shown on the board.")
        if self.status == "ask":
            return _("Your move: choose it on the board or below.")
        if self.kind == "free":
            return _("What if? Play any move from here; Reset brings the position back.")
        return ""

    def command(self, name: str, data: dict) -> None:
        """Do one of :data:`BOOK_COMMANDS` (``data``: the message).

        Raises:
            ValueError: a malformed message, or as :meth:`play` / :meth:`show_answer`.
        """
        if name == "play":
            self.play(data.get("action"))
        elif name == "retry":
            self.retry()
        elif name == "answer":
            self.show_answer()
        elif name == "chapter":
            number = data.get("chapter")
            if isinstance(number, bool) or not isinstance(number, int) \
                    or not 1 <= number <= self.count:
                raise ValueError(f"chapter must be from 1 to {self.count}, not {brief(number)}")
            self.open(number - 1)
        else:
            raise ValueError(f"unknown command {brief(name)}")

    def state(self) -> dict:
        """What the page is told of the chapter (JSON-shaped)."""
        return {"chapter": self.index + 1, "chapters": self.count, "kind": self.kind,
                "status": self.status, "first": self.viewer.first,
                "played": len(self.viewer.branch)}


def book_command(data) -> str | None:
    """The chapter command a message names (``euro-games:<command>``), or None."""
    kind = data.get("type") if isinstance(data, dict) else None
    if isinstance(kind, str) and kind.startswith(MESSAGE_PREFIX) \
            and kind[len(MESSAGE_PREFIX):] in BOOK_COMMANDS:
        return kind[len(MESSAGE_PREFIX):]
    return None


def chapter_html(book: ChapterBook, _) -> str:
    """embed.html's chapter section: "Chapter N of M" with ‹ › between chapters, the
    chapter's title and the author's text, and an exercise's or free play's line (what the
    reader is told, "Try again", "Show the answer", "Reset").  Texts are escaped."""
    from ui_base import button, esc

    entry, n = book.entry, book.index + 1
    nav = ""
    if book.count > 1:
        where = _("Chapter {n} of {count}").format(n=n, count=book.count)
        nav = (f'<nav class="chapter-nav" aria-label="{esc(_("Chapters"))}">'
               f'<button type="button" data-cmd="chapter-prev" aria-label='
               f'"{esc(_("Previous chapter"))}" title="{esc(_("Previous chapter"))}"'
               f'{" disabled" if n == 1 else ""}>‹</button>'
               f'<span class="chapter-where" aria-live="polite">{esc(where)}</span>'
               f'<button type="button" data-cmd="chapter-next" aria-label='
               f'"{esc(_("Next chapter"))}" title="{esc(_("Next chapter"))}"'
               f'{" disabled" if n == book.count else ""}>›</button></nav>')
    title = f'<h2 class="chapter-title">{esc(entry["title"])}</h2>' if entry.get("title") \
        else ""
    text = f'<p class="chapter-text">{esc(entry["text"])}</p>' if entry.get("text") else ""
    told = book.feedback(_)
    tools = ""
    if book.kind == "exercise":
        tools = (button(_("Try again"), "retry", disabled=book.status == "ask")
                 + button(_("Show the answer"), "answer", disabled=book.status == "shown"))
    elif book.kind == "free":
        tools = button(_("Reset"), "retry", disabled=not book.viewer.branch)
    line = (f'<div class="chapter-task" data-status="{esc(book.status or book.kind)}">'
            f'<p class="chapter-told" role="status">{esc(told)}</p>'
            f'<div class="chapter-tools">{tools}</div></div>') if told or tools else ""
    return nav + title + text + line
