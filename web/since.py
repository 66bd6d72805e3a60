"""What happened since a person last decided (issue 20, "Since your last turn").

A :class:`Timeline` remembers, for every move of the open game, the seat that chose it and the
log lines it wrote; :func:`moves_since` picks the other seats' moves since a person's last
decision, and :func:`summary` writes them as the panel's list (``data-testid="since-last-turn"``),
one ``<li>`` per move, grouped by turns of the same player, each move as the seat looking may
see it: another seat's unrevealed secret is named only as "… chose …" (``Game.move_secret``).

Pure functions of engine data and a gettext function: no DOM, so they run on the host too.
"""
from __future__ import annotations

from engine.i18n import format_event

import labels
from ui import esc


class Timeline:
    """Who chose each move of a game and where its log lines end.

    Attributes:
        start: ``len(state.log)`` after setup (the lines no move wrote).
        seats: ``seats[i]`` is the seat that chose ``state.history[i]``.
        ends: ``ends[i]`` is ``len(state.log)`` right after ``state.history[i]``.
        prompts: ``prompts[i]`` is the prompt of the decision ``state.history[i]`` answered
            ("" when not known).
    """

    def __init__(self, start: int = 0, seats: list[int] | None = None,
                 ends: list[int] | None = None, prompts: list[str] | None = None):
        self.start, self.seats, self.ends = start, list(seats or []), list(ends or [])
        self.prompts = list(prompts) if prompts is not None else [""] * len(self.seats)

    @classmethod
    def of(cls, game, state) -> "Timeline":
        """The timeline of ``state``, replayed from its seed (one replay, as loading a save)."""
        replayed = game.new(state.players, seed=state.seed, variant=state.variant,
                            names=state.names, first=state.first)
        timeline = cls(len(replayed.log))
        for notation in state.history:
            decision = game.decision(replayed)
            replayed = game.apply(replayed, notation)
            timeline.add(decision.seat, replayed, decision.prompt)
        return timeline

    def add(self, seat: int, state, prompt: str = "") -> None:
        """Record the move that led to ``state`` (its last history entry), chosen by ``seat``
        at a decision of prompt ``prompt``."""
        self.seats.append(seat)
        self.ends.append(len(state.log))
        self.prompts.append(prompt)

    def cut(self, moves: int) -> None:
        """Forget the moves from index ``moves`` on (after an undo)."""
        del self.seats[moves:], self.ends[moves:], self.prompts[moves:]

    def __len__(self) -> int:
        return len(self.seats)

    def log_range(self, index: int) -> tuple[int, int]:
        """The slice of ``state.log`` written by move ``index``."""
        return (self.ends[index - 1] if index else self.start), self.ends[index]


def moves_since(timeline: Timeline, person: int | None) -> list[int]:
    """History indices of the other seats' moves since ``person`` last decided, oldest first.

    The person's own moves at the end (a turn of several decisions under way) are skipped, so
    the list stays while they finish their turn; before their first decision it holds every
    move made so far.  None (nobody to tell): empty."""
    if person is None:
        return []
    seats, index = timeline.seats, len(timeline) - 1
    while index >= 0 and seats[index] == person:
        index -= 1
    first = index
    while first >= 0 and seats[first] != person:
        first -= 1
    return list(range(first + 1, index + 1))


def moves_of(game, state, timeline: Timeline, person: int | None) -> list[list[int]]:
    """The other seats' moves since ``person`` last decided (:func:`moves_since`), each as the
    history indices that make it, oldest first.  An action at one of the game's
    ``follow_prompts`` (Lorenzo: the space after the family member, the servants of a
    Harvest) belongs to the same seat's action before it; a move whose seat is still at such
    a decision is under way and left out (player review 2026-11-24: "Cid chose «Family
    member…»" read as a move)."""
    indices = moves_since(timeline, person)
    if not indices or len(timeline) != len(state.history):
        return []
    moves: list[list[int]] = []
    for index in indices:
        seat = timeline.seats[index]
        if (moves and timeline.prompts[index] in game.follow_prompts
                and timeline.seats[moves[-1][-1]] == seat):
            moves[-1].append(index)
        else:
            moves.append([index])
    decision = game.decision(state)
    if (moves and decision.prompt in game.follow_prompts
            and decision.seat == timeline.seats[moves[-1][-1]]
            and moves[-1][-1] == len(state.history) - 1):
        moves.pop()
    return moves


def move_text(game, state, timeline: Timeline, move: list[int] | int, viewer: int | None,
              _) -> str:
    """One move (its history indices, :func:`moves_of`, or one index) as ``viewer`` (None: the
    public) may read it (:func:`describe` of all the log lines it wrote); another seat's
    unrevealed secret only as "Player 3 chose a character"."""
    first, last = (move, move) if isinstance(move, int) else (move[0], move[-1])
    seat, names = timeline.seats[first], state.names
    secret = game.move_secret(state, first, viewer)
    if secret is not None:
        return _(secret).format(name=names[seat])
    start, end = timeline.log_range(first)[0], timeline.log_range(last)[1]
    return describe(game, state.history[first], seat, state.log[start:end], names, _,
                    state.variant)


def describe(game, notation: str, seat: int | None, events, names, _,
             variant: str | None = None) -> str:
    """A move as sentences naming its player (issue 20): the log lines it wrote (``events``),
    after :func:`labels.move_sentence` unless the first line is the mover's own (it says the
    choice); the mover named once, lines joined with "; ", the first letter upper-case."""
    lines = []
    own = f"{names[seat]} " if seat is not None else None
    last = seat                               # the player the text named last
    for key, params in events:
        line = format_event(key, params, names, _, game.terms)
        who = params.get("player")
        if lines and own and who == seat == last and line.startswith(own):
            line = line[len(own):]            # named once: "Bea places …; activates …"
        if line:                              # (after "Cid reveals …", "Bea reveals …" again)
            lines.append(line)
            last = who if who is not None else last
    if seat is not None and (not events or events[0][1].get("player") != seat):
        lines.insert(0, labels.move_sentence(game, notation, seat, names, _, variant))
    text = "; ".join(lines)
    return text[:1].upper() + text[1:]


def summary(game, state, timeline: Timeline, person: int | None, viewer: int | None, _) -> str:
    """The "since your last turn" list for ``person`` as ``viewer`` may see it ("" when the
    others made no move).  A move the viewer may see carries ``data-move`` (its first history
    index) and, when it took several actions, ``data-upto`` (its last); it is focusable: the
    app outlines its places on the board on hover and focus."""
    moves = moves_of(game, state, timeline, person)
    if not moves:
        return ""
    turns: list[tuple[int, list[list[int]]]] = []
    for move in moves:
        seat = timeline.seats[move[0]]
        if turns and turns[-1][0] == seat:
            turns[-1][1].append(move)
        else:
            turns.append((seat, [move]))
    blocks = []
    for seat, group in turns:
        items = []
        for move in group:
            text = esc(move_text(game, state, timeline, move, viewer, _))
            if game.move_secret(state, move[0], viewer) is None:
                upto = f' data-upto="{move[-1]}"' if len(move) > 1 else ""
                items.append(f'<li class="since-move seat-{seat}" data-move="{move[0]}"{upto} '
                             f'tabindex="0">{text}</li>')
            else:
                items.append(f'<li class="since-move seat-{seat} secret">{text}</li>')
        blocks.append(f'<div class="since-turn seat-{seat}" data-seat="{seat}">'
                      f'<p class="since-who"><span class="swatch seat-{seat}" aria-hidden="true">'
                      f'</span>{esc(state.names[seat])}</p><ul>{"".join(items)}</ul></div>')
    first = person not in timeline.seats
    title = _("Before your first turn") if first else _("Since your last turn")
    return (f'<section class="since" data-testid="since-last-turn" aria-label="{esc(title)}">'
            f'<h3 class="since-title">{esc(title)}</h3>{"".join(blocks)}</section>')


def log_entries(game, state, timeline: Timeline, first: int, _) -> list[tuple[str, int | None, str]]:
    """The log lines from event ``first`` on, for :func:`ui.log_items`: (text, seat, kind).

    ``seat``: the player the line is about (its "player" parameter), else the seat whose move
    wrote it, else None.  ``kind``: "head" for a line that opens a part of the game
    (``Game.log_heads``: a round, a turn of the game, a scoring), "turn" for the first line of
    another seat's move, else ""."""
    import bisect

    known = len(timeline) == len(state.history)

    def mover(event: int):
        if not known or event < timeline.start:
            return None
        move = bisect.bisect_right(timeline.ends, event)
        return timeline.seats[move] if move < len(timeline) else None

    entries, last = [], mover(first - 1) if first else None
    for event in range(first, len(state.log)):
        key, params = state.log[event]
        text = format_event(key, params, state.names, _, game.terms)
        by = mover(event)
        about = params.get("player")
        seat = about if isinstance(about, int) and 0 <= about < state.players else by
        head = not isinstance(key, (tuple, list)) and key in game.log_heads
        entries.append((text, seat, "head" if head else "turn" if by != last else ""))
        last = by
    return entries
