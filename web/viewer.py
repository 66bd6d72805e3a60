"""A recorded game to step through and play on from: the model of the embed page (issue 8).

Pure Python over the engine contract (no DOM), so it runs and is tested on the host too.
The states after 0…n recorded actions are computed once when the save is opened, so stepping
back and forth is instant; the reader's own moves ("play from here") go to a separate branch
and never change the recorded save.
"""
from __future__ import annotations

import engine
from engine.core import brief
from engine.savedoc import iter_states

MESSAGE_PREFIX = "euro-games:"
COMMANDS = ("goto", "next", "prev", "first", "last")
"""Commands a host page may send (``{"type": "euro-games:<command>", "move": N}``)."""
REQUESTS = ("hint",)
"""Questions a host page may ask embed.html (``{"type": "euro-games:hint"}``: the coach's
best options at the position shown, answered by a message back; web/embed_coach.py)."""
BOOK_MESSAGES = ("chapter",)
"""Commands a host page may send a chapter set's frame (``{"type": "euro-games:chapter",
"chapter": N, "move": M}``: chapter N, 1-based, at move M of its range, M optional),
answered with the ``euro-games:position`` message (web/embed_chapters.py)."""


class Viewer:
    """One recorded game and the position shown.

    Attributes:
        doc: the save document (as opened; never changed).
        game: its engine Game.
        recorded: states after setup and after each recorded action (``len == total + 1``).
        move: how many recorded actions the shown position has (0…total).
        branch: states after the reader's own moves from ``move`` (empty when not playing on).

    Raises (constructor):
        SaveError: the document does not load (see :func:`engine.savedoc.iter_states`).
    """

    def __init__(self, doc: dict, *, move: int | None = None):
        self.doc = doc
        self.recorded = list(iter_states(doc))
        self.game = engine.get_game(self.recorded[0].game)
        self.branch: list = []
        self.move = self.total
        self.goto(self.total if move is None else move)

    @property
    def total(self) -> int:
        """Number of recorded actions."""
        return len(self.recorded) - 1

    @property
    def state(self):
        """The state shown: the last of the reader's moves, or the recorded position."""
        return self.branch[-1] if self.branch else self.recorded[self.move]

    @property
    def playing(self) -> bool:
        """Whether the reader has made moves of their own from the recorded position."""
        return bool(self.branch)

    def goto(self, move: int) -> int:
        """Show the position after ``move`` recorded actions (clamped to 0…total); leaves any
        line of play of the reader's.  Returns the move shown."""
        self.move = max(0, min(self.total, int(move)))
        self.branch = []
        return self.move

    def step(self, command: str, move: int | None = None) -> int:
        """Apply a navigation command of :data:`COMMANDS`; returns the move shown.

        Raises:
            ValueError: unknown command, or "goto" without a move.
        """
        if command == "goto":
            if move is None:
                raise ValueError("goto needs a move")
            return self.goto(move)
        targets = {"next": self.move + 1, "prev": self.move - 1 if not self.branch else self.move,
                   "first": 0, "last": self.total}
        if command not in targets:
            raise ValueError(f"unknown command {command!r}")
        return self.goto(targets[command])

    def play(self, notation: str) -> None:
        """The reader's own move from the shown position (the recorded save is unchanged).

        Raises:
            InvalidAction, IllegalAction: as :meth:`engine.core.Game.apply`; nothing changes.
        """
        self.branch.append(self.game.apply(self.state, notation))

    def take_back(self) -> None:
        """Take back the reader's last own move (no effect on the recorded game)."""
        if self.branch:
            self.branch.pop()

    def last_move(self) -> tuple[int | None, str] | None:
        """(seat, notation) of the action that led to the shown position, or None at move 0:
        what the board outlines."""
        states = [self.recorded[self.move], *self.branch]
        if len(states) > 1:
            before, after = states[-2], states[-1]
        elif self.move > 0:
            before, after = self.recorded[self.move - 1], self.recorded[self.move]
        else:
            return None
        return self.game.decision(before).seat, after.history[-1]

    def position(self) -> dict:
        """What a host page is told after every change (JSON-shaped)."""
        return {"type": MESSAGE_PREFIX + "position", "game": self.game.id, "move": self.move,
                "total": self.total, "playing": self.playing,
                "over": self.game.is_over(self.state)}


PLAIN_OBJECT = "[object Object]"
"""``Object.prototype.toString`` of a plain JavaScript object (a Map gives "[object Map]")."""


def parse_host_message(data, *, tag: str, from_parent: bool,
                       requests: tuple[str, ...] = ()) -> tuple[str, int | None]:
    """A ``message`` event's data as (command, move), if the page may obey it.

    Args:
        data: the event's data converted to Python (a JS Map also becomes a dict).
        tag: ``Object.prototype.toString`` of the data in JavaScript (:data:`PLAIN_OBJECT` for a
            plain object), read before conversion.
        from_parent: the event's ``source`` is this frame's parent window (and the page is
            framed): only the host page that embeds the board drives it, never a sibling
            frame, a popup's opener or the page itself.
        requests: the :data:`REQUESTS` (and :data:`BOOK_MESSAGES`) this page answers, accepted
            besides the commands.
    Raises:
        ValueError: not from the parent, not a plain object, or as :func:`parse_message`.
    """
    if not from_parent:
        raise ValueError("the message does not come from the page that embeds this board")
    if tag != PLAIN_OBJECT:
        raise ValueError(f"message must be a plain object, not {tag[8:-1] or tag!r}")
    return parse_message(data, requests=requests)


def parse_message(data, *, requests: tuple[str, ...] = ()) -> tuple[str, int | None]:
    """A host page's message as (command, move), checked as data only.

    Accepted: ``{"type": "euro-games:goto", "move": <int>}`` and ``{"type":
    "euro-games:next" | "euro-games:prev" | "euro-games:first" | "euro-games:last"}``, and
    ``{"type": "euro-games:<request>"}`` for each of ``requests`` (of :data:`REQUESTS`): the
    request's name and None; ``{"type": "euro-games:chapter", "chapter": <int ≥ 1>, "move":
    <int ≥ 0, optional>}`` when ``requests`` has "chapter" (:data:`BOOK_MESSAGES`):
    ("chapter", the chapter's number); the move is the message's own.

    Raises:
        ValueError: anything else (the message says why; the page ignores it with a warning).
    """
    if not isinstance(data, dict):
        raise ValueError(f"message must be an object, not {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str) or not kind.startswith(MESSAGE_PREFIX):
        raise ValueError(f"message type must be 'euro-games:<command>', not {brief(kind)}")
    command = kind[len(MESSAGE_PREFIX):]
    known = COMMANDS + tuple(r for r in requests if r in REQUESTS + BOOK_MESSAGES)
    if command not in known:
        raise ValueError(f"unknown command {brief(command)}; one of {', '.join(known)}")
    move = data.get("move")
    if command == "chapter":
        number = data.get("chapter")
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise ValueError(f"chapter needs a chapter number from 1, not {brief(number)}")
        if move is not None and (isinstance(move, bool) or not isinstance(move, int)
                                 or move < 0):
            raise ValueError(f"chapter's move must be a non-negative integer, not {brief(move)}")
        return command, number
    if command == "goto":
        if isinstance(move, bool) or not isinstance(move, int) or move < 0:
            raise ValueError(f"goto needs a non-negative integer move, not {brief(move)}")
        return command, move
    return command, None
