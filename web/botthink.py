"""A bot's thought in time slices, the same in the page and in the bot worker (issue 19).

``think`` runs :meth:`engine.ai.Bot.think` (a generator) and hands control back to its event
loop (``await asyncio.sleep``) whenever a slice has run ``slice_s`` seconds, so the thread it
runs on stays responsive and a thought no longer wanted stops at the next slice.  The bot of
a seat is always ``make_bot(level, seed=state.seed * 10 + seat)``: the same move for the same
position wherever it thinks, unless its thought reaches :data:`DEADLINE_S` of wall clock, when
its search decides with the iterations it has run (``engine.ai.bots.ENOUGH``).

``Replayer`` turns save documents (JSON text) into states for the worker, which receives one
document per bot move: a document that extends the previous one only applies the new actions.
The worker also draws the board after its move (``board_after``), as the page would draw it
for the viewer, layout, language and last turn the page names, so the page's redraw after a
bot move does not build the SVG on the main thread; and it sends only the top-level groups
that changed since the board the page says it shows (``BoardMemo``), so the page parses and
patches only those (web/redraw.js ``euroRedrawParts``).  A move that ends the game also
brings the game-over panel's HTML (``over_panel``), which the page would otherwise build on
its thread (the final scores and the score chart).
No browser API here: tests/web runs it in CPython.
"""
from __future__ import annotations

import asyncio
import json
import time
from typing import Callable

import engine
from engine.ai import make_bot
from engine.ai.bots import ENOUGH
from engine.core import State
from engine.i18n import translator

import endgame
from board_panel import BoardPanel
from boardparts import BoardMemo


def bot_for(state: State, seat: int, level: str):
    """The bot playing ``seat`` at ``level`` (a seats.py level name) in ``state``'s game."""
    return make_bot(level, seed=state.seed * 10 + seat)


DEADLINE_S = 2.0
"""Seconds of wall clock after which a bot's search decides with what it has searched (issue
31: a hard bot decides within 3 s in the browser, on a loaded machine too; the worker's
replay, the board it draws and the messages take up to 0.8 s more at load 13 on 2 cores,
bench/worker_bots.py).  On a quiet machine every level runs its whole budget well within it
(hard: 0.1–1.2 s a decision in Pyodide, docs/BOTS.md), so its moves and strength are those of
the command line's bots; on a busy one it plays with fewer iterations rather than keep a
person waiting."""


async def think(game, state: State, level: str, *, slice_s: float,
                wanted: Callable[[], bool] = lambda: True,
                deadline_s: float | None = DEADLINE_S) -> str | None:
    """The notation the deciding seat's bot plays in ``state``, thought in slices of at most
    ``slice_s`` seconds (one bot step may run longer: steps are the bots' own yields);
    None if ``wanted()`` turned false between two slices (undo, pause, a newer request).
    After ``deadline_s`` seconds (None: no limit) a search ends after the iteration under way.

    Raises:
        ValueError: the game is over, or ``level`` is unknown.
    """
    seat = game.decision(state).seat
    if seat is None:
        raise ValueError("the game is over: there is nothing to decide")
    thinking = bot_for(state, seat, level).think(game, state)
    begun = started = time.perf_counter()
    said = None
    while True:
        try:
            thinking.send(said)
        except StopIteration as done:
            return done.value.notation
        now = time.perf_counter()
        if deadline_s is not None and now - begun > deadline_s:
            said = ENOUGH
        if now - started > slice_s:
            await asyncio.sleep(0.001)  # a timer task: the loop runs events, messages, paint
            if not wanted():
                return None
            started = time.perf_counter()


class Replayer:
    """Save documents to states, reusing the last state when a document extends it."""

    def __init__(self):
        self._headers = None        # the last document without its actions (JSON text)
        self._actions: list[str] = []
        self._state: State | None = None

    def state(self, doc_text: str) -> State:
        """The state after every action of the save document ``doc_text``.

        Raises:
            engine.SaveError: a document that does not load (as :func:`engine.load`).
        """
        doc = json.loads(doc_text)
        actions = list(doc.pop("actions", []))
        headers = json.dumps(doc, sort_keys=True)
        old = self._actions
        if (headers == self._headers and self._state is not None
                and actions[:len(old)] == old):
            game, state = engine.get_game(self._state.game), self._state
            for notation in actions[len(old):]:
                state = game.apply(state, notation)
        else:
            state = engine.load({**doc, "actions": actions})
        self._headers, self._actions, self._state = headers, actions, state
        return state


REPLAYER = Replayer()
WORKER_SLICE_S = 0.1
"""The worker thinks in longer slices: nobody waits on its thread but a cancelled thought."""


def board_after(after: State, board: dict) -> str | None:
    """The board SVG of ``after`` (the position after the bot's move), drawn as
    ``GameScreen.board`` draws it with no legal action: ``board`` = {"viewer": seat or None,
    "layout", "lang", "actor": seat, "played": [history indices of the last turn]}; None if
    the game has no SVG board (the page draws its fallback)."""
    game = engine.get_game(after.game)
    drawn = BoardPanel(game, after, board["viewer"], translator(board["lang"], game.id),
                       board["layout"])
    try:
        return drawn.render((), highlight=drawn.lit(board["played"]), actor=board["actor"])
    except (NotImplementedError, ImportError):
        return None


def over_panel(after: State, board: dict) -> str:
    """The game-over panel of the finished ``after`` as the app's game screen draws it
    (``BoardPanel.panel`` at the end: web/endgame.py ``over_panel`` with the app's buttons),
    in ``board["lang"]`` with the coach's hints per seat ``board["hints"]`` (None: none)."""
    game = engine.get_game(after.game)
    return endgame.over_panel(game, after, translator(board["lang"], game.id),
                              hints=board.get("hints"))


BOARDS = BoardMemo()


async def worker_think(doc_text: str, level: str, wanted: Callable[[], bool],
                       board_text: str | None = None) -> str | None:
    """Entry of web/bot-worker.js: the move of the deciding seat's ``level`` bot in the save
    document ``doc_text``, as JSON text {"notation", "board", "chart", "panel"} (``board``: the board
    after the move, :func:`board_after` for the JSON object ``board_text``, as
    :meth:`BoardMemo.change` against the board the page shows, ``board_text``'s "shown"; null
    without ``board_text`` or for a game without an SVG board; ``chart``: when the move ends
    the game, the score chart's data, web/endgame.py ``chart_data``, which the page keeps
    instead of replaying the game; else null; ``panel``: then too, with ``board_text``, the
    game-over panel's HTML, :func:`over_panel`, else null); None when ``wanted()`` (a newer
    request came) turned false."""
    state = REPLAYER.state(doc_text)
    game = engine.get_game(state.game)
    notation = await think(game, state, level, slice_s=WORKER_SLICE_S, wanted=wanted)
    if notation is None:
        return None
    after = game.apply(state, notation)
    board = json.loads(board_text) if board_text else None
    svg = board_after(after, board) if board is not None else None
    change = BOARDS.change(svg, board.get("shown")) if svg is not None and board else None
    over = game.is_over(after)
    chart = endgame.chart_data(after) if over else None
    panel = over_panel(after, board) if over and board is not None else None
    return json.dumps({"notation": notation, "board": change, "chart": chart, "panel": panel})


async def sliced(steps, *, slice_s: float, wanted: Callable[[], bool] = lambda: True):
    """The value a sliced generator (a bot's or the coach's search) returns, stepped as
    :func:`think` steps a bot: control goes back to the event loop every ``slice_s``
    seconds; None if ``wanted()`` turned false between two slices."""
    started = time.perf_counter()
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        if time.perf_counter() - started > slice_s:
            await asyncio.sleep(0.001)
            if not wanted():
                return None
            started = time.perf_counter()


async def worker_hint(doc_text: str, wanted: Callable[[], bool]) -> str | None:
    """Entry of web/bot-worker.js for a hint (issue 31): the coach's best options for the
    seat to move in the save document ``doc_text``, as JSON text (web/coaching.py
    ``think_hint``: [{"notation", "estimate", "win", "visits", "only"}], best first); None when
    ``wanted()`` (a newer request came) turned false."""
    import coaching                     # the coach: imported at the first hint
    state = REPLAYER.state(doc_text)
    found = await sliced(coaching.think_hint(engine.get_game(state.game), state),
                         slice_s=WORKER_SLICE_S, wanted=wanted)
    return None if found is None else json.dumps(found)


async def worker_review(doc_text: str, wanted: Callable[[], bool],
                       progress: Callable[[int, int], None],
                       iterations: int | None = None) -> str | None:
    """Entry of web/bot-worker.js for a review (issue 31): ``engine.ai.coach``'s review of
    the finished game in the save document ``doc_text`` (its seed: the game's), as JSON
    text; ``progress(done, total)`` after each decision reviewed; None when ``wanted()``
    turned false (Stop, or a newer request).  ``iterations``: per decision (tests)."""
    from engine.ai import coach
    doc = json.loads(doc_text)
    state = REPLAYER.state(doc_text)
    steps = coach.think_review(engine.get_game(state.game), doc, seed=state.seed or 0,
                               iterations=iterations)
    started = time.perf_counter()
    while True:
        try:
            done, total = next(steps)
        except StopIteration as finished:
            return json.dumps(finished.value)
        progress(done, total)
        if time.perf_counter() - started > WORKER_SLICE_S:
            await asyncio.sleep(0.001)
            if not wanted():
                return None
            started = time.perf_counter()
