"""What happened since a person last decided (issue 20, "Since your last turn").

A :class:`Timeline` remembers, for every move of the open game, the seat that chose it and the
log lines it wrote; :func:`moves_since` picks the other seats' moves since a person's last
decision, and :func:`summary` writes the panel's list (``data-testid="since-last-turn"``): one
``<li>`` per move, grouped by turns of the same player, each move as the seat looking may see
it (another seat's unrevealed secret is named only as "… chose …", ``Game.move_secret``), and
what the rules did by themselves after a move (:func:`own_count`: a reveal, the end of a turn,
a new round), the person's own last moves included, as neutral lines between the turns.

Pure functions of engine data and a gettext function: no DOM, so they run on the host too.
"""
from __future__ import annotations

from engine.i18n import format_event
from engine.i18n import worded_names

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

    def parts(self, game, state, index: int) -> tuple[list, list]:
        """The log lines of move ``index``: (its own, the automatic ones after them), split
        by :func:`own_count`."""
        start, end = self.log_range(index)
        events = list(state.log[start:end])
        own = own_count(game, events, self.seats[index], self.prompts[index])
        return events[:own], events[own:]


def own_count(game, events, seat: int | None, prompt: str) -> int:
    """How many of the first log lines a move wrote (``events``) are the move itself; the
    lines after them are what the rules did by themselves once it was made (a reveal, a war,
    the end of a turn or round, another seat's forced answer).

    A move's own lines name its player; the first line that names nobody, another seat or
    opens a part of the game (``Game.log_heads``) starts the automatic ones.  An answer at one
    of the game's ``secret_prompts`` (a draft pick, a bid) writes no line of its own: what
    follows it is the reveal."""
    if prompt in game.secret_prompts:
        return 0
    count = 0
    for key, params in events:
        head = not isinstance(key, (tuple, list)) and key in game.log_heads
        if head or params.get("player") != seat:
            break
        count += 1
    return count


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


def own_around(timeline: Timeline, person: int | None) -> tuple[int | None, list[int]]:
    """The person's own moves around :func:`moves_since`'s: the history index of their last
    decision before the others' moves (None: none yet) and the indices of their own moves
    since then, oldest first (a turn of several decisions under way)."""
    if person is None:
        return None, []
    seats, index = timeline.seats, len(timeline) - 1
    trailing = []
    while index >= 0 and seats[index] == person:
        trailing.insert(0, index)
        index -= 1
    while index >= 0 and seats[index] != person:
        index -= 1
    return (index if index >= 0 else None), trailing


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


def entries(game, state, timeline: Timeline, person: int | None) -> list[tuple[int | None, list[int]]]:
    """What the "since your last turn" list tells ``person``, in order: (seat, move) for each
    of the other seats' moves (:func:`moves_of`) and (None, [index]) for the automatic lines
    of move ``index`` (:meth:`Timeline.parts`) after it: those of the person's own last
    decision first (the reveal after their pick, the end of the turn they ended), then after
    each move, and after the person's own moves of a turn under way."""
    if person is None or len(timeline) != len(state.history):
        return []
    moves = moves_of(game, state, timeline, person)
    anchor, trailing = own_around(timeline, person)
    out: list[tuple[int | None, list[int]]] = []

    def after(indices) -> None:
        out.extend((None, [i]) for i in indices if timeline.parts(game, state, i)[1])

    after([] if anchor is None else [anchor])
    for move in moves:
        out.append((timeline.seats[move[0]], move))
        after(move)
    after(trailing)
    return out


def move_text(game, state, timeline: Timeline, move: list[int] | int, viewer: int | None,
              _) -> str:
    """One move (its history indices, :func:`moves_of`, or one index) as ``viewer`` (None: the
    public) may read it: :func:`describe` of its own log lines (:meth:`Timeline.parts`; the
    automatic ones are :func:`auto_lines`).  Another seat's unrevealed secret reads only as
    "Player 3 chose a character"; so does a revealed one, whose reveal says what it was (player
    review 2026-11-28 D9: the bid was told twice)."""
    first, last = (move, move) if isinstance(move, int) else (move[0], move[-1])
    seat, names = timeline.seats[first], worded_names(state.names, _)
    secret = game.move_secret(state, first, viewer)
    prompt = timeline.prompts[first]
    if secret is None and prompt in game.secret_prompts and not (
            viewer == seat and first in game.hidden_moves(state)):
        secret = game.secret_prompts[prompt]
    if secret is not None:
        return _(secret).format(name=names[seat])
    own = [event for index in range(first, last + 1)
           for event in timeline.parts(game, state, index)[0]]
    return describe(game, state.history[first], seat, own, names, _, state.variant,
                    prompt=prompt)


def auto_lines(game, state, timeline: Timeline, index: int, _) -> list[str]:
    """The automatic log lines after move ``index`` (:meth:`Timeline.parts`), each a sentence
    (first letter upper-case).  The log is public (``Game.visible_log``)."""
    out = []
    for key, params in timeline.parts(game, state, index)[1]:
        line = format_event(key, params, worded_names(state.names, _), _, game.terms)
        if line:
            out.append(line[:1].upper() + line[1:])
    return out


def describe(game, notation: str, seat: int | None, events, names, _,
             variant: str | None = None, *, prompt: str | None = None) -> str:
    """A move as sentences naming its player (issue 20): the log lines it wrote (``events``),
    after :func:`labels.move_sentence` unless the first line is the mover's own (it says the
    choice; ``prompt``: the decision it answered); the mover named once, lines joined with
    "; ", the first letter upper-case."""
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
        lines.insert(0, labels.move_sentence(game, notation, seat, names, _, variant,
                                             prompt=prompt))
    text = "; ".join(lines)
    return text[:1].upper() + text[1:]


def summary(game, state, timeline: Timeline, person: int | None, viewer: int | None, _) -> str:
    """The "since your last turn" list for ``person`` as ``viewer`` may see it ("" when there
    is nothing to tell): :func:`entries`, the others' moves grouped by turn in the mover's
    colour, the automatic lines in a neutral block (``since-auto``) where they happened.  A
    move the viewer may see carries ``data-move`` (its first history index) and, when it took
    several actions, ``data-upto`` (its last); it is focusable: the app outlines its places
    on the board on hover and focus."""
    told = entries(game, state, timeline, person)
    if not told:
        return ""
    blocks: list[tuple[int | None, list[str]]] = []
    for seat, move in told:
        if seat is None:
            items = [f'<li class="since-line">{esc(line)}</li>'
                     for line in auto_lines(game, state, timeline, move[0], _)]
        else:
            text = esc(move_text(game, state, timeline, move, viewer, _))
            if game.move_secret(state, move[0], viewer) is None:
                upto = f' data-upto="{move[-1]}"' if len(move) > 1 else ""
                items = [f'<li class="since-move seat-{seat}" data-move="{move[0]}"{upto} '
                         f'tabindex="0">{text}</li>']
            else:
                items = [f'<li class="since-move seat-{seat} secret">{text}</li>']
        if blocks and blocks[-1][0] == seat:
            blocks[-1][1].extend(items)
        else:
            blocks.append((seat, items))
    html = []
    for seat, items in blocks:
        if seat is None:
            html.append(f'<ul class="since-auto">{"".join(items)}</ul>')
        else:
            html.append(f'<div class="since-turn seat-{seat}" data-seat="{seat}">'
                        f'<p class="since-who"><span class="swatch seat-{seat}" '
                        f'aria-hidden="true"></span>{esc(worded_names(state.names, _)[seat])}</p>'
                        f'<ul>{"".join(items)}</ul></div>')
    first = person not in timeline.seats
    title = _("Before your first turn") if first else _("Since your last turn")
    return (f'<section class="since" data-testid="since-last-turn" aria-label="{esc(title)}">'
            f'<h3 class="since-title">{esc(title)}</h3>{"".join(html)}</section>')


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
        text = format_event(key, params, worded_names(state.names, _), _, game.terms)
        by = mover(event)
        about = params.get("player")
        seat = about if isinstance(about, int) and 0 <= about < state.players else by
        head = not isinstance(key, (tuple, list)) and key in game.log_heads
        entries.append((text, seat, "head" if head else "turn" if by != last else ""))
        last = by
    return entries
