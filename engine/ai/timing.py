"""How long bots take to decide: the same measurement on the host and inside Pyodide.

``bench/bot_speed.py`` runs :func:`decision_times` in CPython and, through the engine wheel, in
Chromium's Pyodide, so the two sets of figures come from one piece of code.  Standard library
only (it ships in the wheel).
"""
from __future__ import annotations

import random
import statistics
import time

from ..core import State
from ..registry import get_game
from .bots import make_bot


def sample_positions(game_id: str, players: int = 2, count: int = 8, seed: int = 1,
                     variant: str | None = None) -> list[State]:
    """``count`` positions with a real choice (two or more legal actions), spread evenly over
    random games of ``game_id`` played from ``seed`` on (one more game per missing position).

    Returns:
        states, in the order found.
    """
    game = get_game(game_id)
    found: list[State] = []
    k = 0
    while len(found) < count:
        chooser = random.Random(seed + k)
        state = game.new(players, seed=seed + k, variant=variant)
        choices: list[State] = []
        while not game.is_over(state):
            legal = game.legal_actions(state)
            if len(legal) > 1:
                choices.append(state)
            state = game.apply(state, chooser.choice(legal))
        want = min(len(choices), max(1, count - len(found)), 4)
        step = len(choices) / (want + 1)
        found += [choices[int(step * (i + 1))] for i in range(want)]
        k += 1
    return found[:count]


def decision_times(game_id: str, level: str, players: int = 2, count: int = 8, seed: int = 1,
                   variant: str | None = None) -> dict:
    """Seconds a ``level`` bot takes to choose in each of :func:`sample_positions`.

    Returns:
        ``{"game", "level", "players", "positions", "median_s", "max_s", "times_s"}``
        (times in seconds, wall clock of this interpreter).
    """
    game = get_game(game_id)
    times = []
    for k, state in enumerate(sample_positions(game_id, players, count, seed, variant)):
        bot = make_bot(level, seed=k)
        started = time.perf_counter()
        bot.choose(game, state)
        times.append(time.perf_counter() - started)
    return {"game": game_id, "level": level, "players": players, "positions": len(times),
            "median_s": round(statistics.median(times), 3), "max_s": round(max(times), 3),
            "times_s": [round(t, 3) for t in times]}


def coach_times(game_id: str, count: int = 6, seed: int = 1, level: str = "hard") -> dict:
    """Seconds the coach's hint (:func:`engine.ai.coach.hint`, ``level``) and the ``level``
    bot's own decision take in each of :func:`sample_positions` (2 players), measured in
    turn, A B B A, so that load hits both alike.

    Returns:
        ``{"game", "level", "positions", "hint_s": [...], "bot_s": [...]}`` (seconds, wall
        clock of this interpreter, in the positions' order).
    """
    from .coach import hint

    game = get_game(game_id)
    hints, bots = [], []
    for k, state in enumerate(sample_positions(game_id, 2, count, seed)):
        for which in (("bot", "hint") if k % 2 == 0 else ("hint", "bot")):
            started = time.perf_counter()
            if which == "bot":
                make_bot(level, seed=k).choose(game, state)
                bots.append(time.perf_counter() - started)
            else:
                hint(game, state, seed=k, level=level)
                hints.append(time.perf_counter() - started)
    return {"game": game_id, "level": level, "positions": len(hints),
            "hint_s": [round(t, 3) for t in hints], "bot_s": [round(t, 3) for t in bots]}


def greedy_game(game_id: str, seed: int, players: int = 2):
    """A whole game of ``game_id`` from ``seed`` played by greedy ("easy") bots, the game the
    review benches review.

    Returns:
        ``(game, state)`` with ``state`` over.
    """
    game = get_game(game_id)
    state = game.new(players, seed=seed)
    bots = [make_bot("easy", seed=seed * 31 + i) for i in range(players)]
    while not game.is_over(state):
        seat = game.decision(state).seat
        assert seat is not None
        state = game.apply(state, bots[seat].choose(game, state))
    return game, state


def review_time(game_id: str, seed: int = 1, players: int = 2) -> dict:
    """Seconds the coach's review (:func:`engine.ai.coach.review`, its default budget) takes
    over a whole game of ``game_id`` played by greedy bots from ``seed``, every seat reviewed.

    Returns:
        ``{"game", "seed", "actions", "decisions" (searched), "iterations", "review_s" (wall
        clock), "review_cpu_s" (this process's CPU time: what a loaded machine inflates less)}``.
    """
    from .coach import review

    game, state = greedy_game(game_id, seed, players)
    started, cpu = time.perf_counter(), time.process_time()
    done = review(game, state, seed=seed)
    return {"game": game_id, "seed": seed, "actions": len(state.history),
            "decisions": len(done["decisions"]), "iterations": done["iterations"],
            "review_s": round(time.perf_counter() - started, 2),
            "review_cpu_s": round(time.process_time() - cpu, 2)}
