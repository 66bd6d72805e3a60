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
