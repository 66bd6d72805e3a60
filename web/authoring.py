"""A chapter set being written in the Share dialog (issue 32, item 6): the model.

The author picks, for each chapter, what the reader gets (:data:`KINDS`: a move range to step
through, an exercise, a free play), the moves (a range ``first``…``move`` of the open game,
or one position), whose view (None: the public view), a caption and a text, and for an
exercise its answer moves among the legal actions the engine lists at that position as the
view knows it, with the texts for right and wrong.  Everything the set carries is made by
the engine: each chapter by :func:`engine.chapters.chapter` (so a game in progress, an
exercise and a free play carry only :func:`engine.share.position_doc` of their position for
their seat), the set by :func:`engine.chapters.build`, the link by
:func:`engine.chapters.fragment` and the script embed's figure by
:func:`engine.snippet.chapters_figure`.  This module only holds the author's choices.

Each chapter keeps a ``seed``: the re-deal of its position's hidden parts (the ``rng`` of
:func:`engine.share.position_doc`), so the answers listed are those of the very position the
link carries, and the link stays the same while the author edits texts.

Pure (no DOM): tests/web/test_authoring.py runs it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from engine import savedoc, share
from engine.chapterdoc import MAX_CHAPTERS, MAX_TEXT, MAX_TITLE, ChapterError
from engine.core import State
from engine.registry import get_game

import seats

KINDS = ("view", "exercise", "free")
""":data:`engine.chapterdoc.KINDS`, in the order the dialog offers them."""
TEXTS = {"title": MAX_TITLE, "text": MAX_TEXT, "right": 2 * MAX_TITLE, "wrong": 2 * MAX_TITLE}
"""The author's texts of a chapter and their longest length (:func:`engine.chapterdoc.check_texts`)."""


@dataclass
class Spec:
    """One chapter as the author chose it.

    Attributes:
        kind: one of :data:`KINDS`.
        first, move: the range's first and last recorded move (a position: ``first == move``).
        seat: whose view (None: the public view).
        title, text, right, wrong: the caption, the author's text, an exercise's feedback.
        answers: an exercise's one-move answers (action notations).
        seed: the re-deal of the position's hidden parts (see the module's docstring).
    """

    kind: str = "view"
    first: int = 0
    move: int = 0
    seat: int | None = None
    title: str = ""
    text: str = ""
    right: str = ""
    wrong: str = ""
    answers: list[str] = field(default_factory=list)
    seed: int = 0


class Authoring:
    """The chapter set the author is writing from the game ``doc`` (a save document of
    :func:`engine.savedoc.save`, without the app's own headers).

    Attributes:
        states: the game's states (0…``total`` recorded moves).
        over: the game has ended (a range may then be stepped; a game in progress shows one
            position per chapter, :func:`engine.chapters.chapter`).
        kinds: the seats' kinds (web/seats.py: "human", "bot:<level>"), from ``doc``.
        views: the views a chapter may show (:func:`engine.share.shareable_views`: while the game
            is being played, the public view and the people's seats, no bot's).
        chapters: the :class:`Spec` of each chapter; ``index`` the one being edited.
        title: the set's title.
    Raises:
        SaveError: ``doc`` does not replay.
    """

    def __init__(self, doc: dict, rng: random.Random | None = None):
        self.doc = doc
        self.states: list[State] = list(savedoc.iter_states(doc))
        self.game = get_game(self.states[0].game)
        self.over = self.game.is_over(self.states[-1])
        self.kinds = seats.kinds_from_doc(doc, self.states[0].players)
        self.views = share.shareable_views(self.kinds, self.over)
        self.rng = rng or random.Random(random.SystemRandom().getrandbits(64))
        self.title = ""
        self.chapters: list[Spec] = []
        self.index = 0
        self._made: dict[tuple, tuple[dict, dict]] = {}
        self._legal: dict[tuple, list[str]] = {}
        self.add()

    @property
    def total(self) -> int:
        """The game's recorded moves."""
        return len(self.states) - 1

    @property
    def spec(self) -> Spec:
        """The chapter being edited."""
        return self.chapters[self.index]

    def last_move(self, kind: str) -> int:
        """The last position a chapter of ``kind`` may show: an exercise or a free play
        needs a move to make, so not a finished game's end."""
        return self.total - 1 if kind != "view" and self.over else self.total

    def ranges(self, kind: str) -> bool:
        """Whether a chapter of ``kind`` may be a range (a view of a finished game)."""
        return kind == "view" and self.over

    def add(self) -> Spec:
        """A new chapter after the others, edited next: the game's last position (a finished
        game: its whole game), public view.  Raises ChapterError: already :data:`MAX_CHAPTERS`."""
        if len(self.chapters) >= MAX_CHAPTERS:
            raise ChapterError(f"a chapter set holds at most {MAX_CHAPTERS} chapters")
        spec = Spec(first=0 if self.over else self.total, move=self.total,
                    seed=self.rng.getrandbits(63))
        self.chapters.append(spec)
        self.index = len(self.chapters) - 1
        return spec

    def remove(self) -> None:
        """Remove the chapter being edited (the last one stays: a set has one at least)."""
        if len(self.chapters) > 1:
            del self.chapters[self.index]
            self.index = min(self.index, len(self.chapters) - 1)

    def select(self, index: int) -> None:
        """Edit chapter ``index`` (0-based; clamped)."""
        self.index = max(0, min(len(self.chapters) - 1, int(index)))

    SAME = ("game", "variant", "seed", "actions", "players")
    """The save's fields that make it the same game for a kept set (players: who is a bot)."""

    def kept(self) -> dict:
        """The author's choices as JSON-able data, to keep beside the game
        (web/storage.py ``authoring/<game id>``): the game's :data:`SAME` fields, the set's
        title, the chapters' :class:`Spec` fields and the edited chapter."""
        return {"v": 1, "game": {k: self.doc.get(k) for k in self.SAME}, "title": self.title,
                "index": self.index,
                "chapters": [dict(vars(spec), answers=list(spec.answers))
                             for spec in self.chapters]}

    def restore(self, data: object) -> bool:
        """Take back the choices :meth:`kept` gave, if they are of this very game (the same
        :data:`SAME` fields); each chapter is checked again as :meth:`update` checks an
        edit.  False, nothing changed, when ``data`` is of another game or not such data."""
        before = (self.chapters, self.index)
        try:
            if not isinstance(data, dict) or data.get("v") != 1 or data.get("game") != {
                    k: self.doc.get(k) for k in self.SAME}:
                return False
            stored = [c for c in data["chapters"] if isinstance(c, dict)][:MAX_CHAPTERS]
            if not stored:
                return False
            chapters: list[Spec] = []
            for entry in stored:
                self.chapters, self.index = [Spec(seed=int(entry.get("seed", 0)))], 0
                seat = entry.get("seat")
                chapters.append(self.update(
                    kind=str(entry.get("kind", "view")), first=int(entry.get("first", 0)),
                    move=int(entry.get("move", 0)),
                    seat=seat if isinstance(seat, int) else None,
                    answers=[str(a) for a in entry.get("answers", ())],
                    **{key: str(entry.get(key, "")) for key in TEXTS}))
        except (KeyError, TypeError, ValueError, AttributeError):
            self.chapters, self.index = before
            return False
        self.chapters = chapters
        self.title = str(data.get("title", ""))[:TEXTS["title"]]
        self.index = max(0, min(len(chapters) - 1, int(data.get("index", 0) or 0)))
        return True

    def actor(self, move: int) -> int | None:
        """The seat deciding at ``move`` (None at the game's end)."""
        return self.game.decision(self.states[move]).seat

    def recorded(self, move: int, seat: int | None) -> str | None:
        """The action the game recorded after ``move``, if the view ``seat`` may know it:
        None at its last move, and, while the game is being played, unless ``seat`` made it
        (another seat's move, a bot's draft pick for one, may still be secret)."""
        if move >= self.total or not (self.over or seat == self.actor(move)):
            return None
        return self.states[move + 1].history[-1]

    def update(self, **changes) -> Spec:
        """Change the edited chapter (``kind``, ``first``, ``move``, ``seat``, ``answers``,
        texts); numbers are kept within the game, texts within their length.  Becoming an
        exercise, a chapter shows the deciding seat's view and offers the recorded move as
        its answer; answers that are no longer legal (another move or seat) are dropped."""
        spec = self.spec
        new = replace(spec, **changes)
        if new.kind not in KINDS:
            new.kind = "view"
        new.move = max(0, min(self.last_move(new.kind), int(new.move)))
        new.first = max(0, min(new.move, int(new.first))) if self.ranges(new.kind) else new.move
        if new.seat not in self.views:
            new.seat = None
        for key, limit in TEXTS.items():
            setattr(new, key, str(getattr(new, key))[:limit])
        if new.kind == "exercise":
            if spec.kind != "exercise" and "seat" not in changes:
                actor = self.actor(new.move)
                new.seat = actor if actor in self.views else None
            legal = self.legal(new)
            new.answers = [a for a in new.answers if a in legal]
            if not new.answers and (spec.kind != "exercise" or (new.move, new.seat) !=
                                    (spec.move, spec.seat)):
                recorded = self.recorded(new.move, new.seat)
                new.answers = [recorded] if recorded in legal else []
        self.chapters[self.index] = new
        return new

    def legal(self, spec: Spec) -> list[str]:
        """The legal actions at ``spec``'s position as its view knows it: the position the
        link carries (:func:`engine.share.position_doc` with the chapter's seed)."""
        key = (spec.move, spec.seat, spec.seed)
        if key not in self._legal:
            carried = share.position_doc(self.states[spec.move], spec.seat,
                                         random.Random(spec.seed), self.doc.get("players"))
            state = savedoc.load(carried)
            self._legal[key] = [a.notation for a in self.game.legal_actions(state)]
        return self._legal[key]

    def made(self, spec: Spec) -> tuple[dict, dict]:
        """:func:`engine.chapters.chapter` of ``spec`` (its game document and entry).

        Raises:
            ChapterError: as :func:`engine.chapters.chapter` (e.g. an exercise without answers).
        """
        from engine import chapters

        if spec.kind == "exercise" and not spec.answers:
            raise ChapterError("an exercise needs its answer")
        key = (spec.kind, spec.first, spec.move, spec.seat, tuple(spec.answers), spec.seed)
        if key not in self._made:
            self._made[key] = chapters.chapter(
                self.doc, move=spec.move, first=spec.first, seat=spec.seat, kind=spec.kind,
                answers=[[a] for a in spec.answers] if spec.kind == "exercise" else None,
                rng=random.Random(spec.seed))
        carried, entry = self._made[key]
        texts = {"title": spec.title, "text": spec.text}
        if spec.kind == "exercise":
            texts.update(right=spec.right, wrong=spec.wrong)
        return carried, {**entry, **texts}

    def book(self) -> tuple[dict | None, list[tuple[int, ChapterError]]]:
        """The chapter set of every chapter that can be made (:func:`engine.chapters.build`),
        or None when none can, and the chapters left out (0-based index, why)."""
        from engine import chapters

        parts, left = [], []
        for index, spec in enumerate(self.chapters):
            try:
                parts.append(self.made(spec))
            except ChapterError as err:
                left.append((index, err))
        return (chapters.build(parts, self.title[:MAX_TITLE]) if parts else None), left
