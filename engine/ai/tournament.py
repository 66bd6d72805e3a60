"""Seat-rotated bot games and their summary (``python -m engine tournament``, issue 7).

A game is named by its seed: game ``seed`` seats ``bots[(i + seed - 1) % len(bots)]`` at seat
``i`` and gives that seat's bot the seed ``seed * 31 + i``, so a run of K games from seed S is
the same games however it is split into chunks or spread over processes, and a log of finished
games can be resumed or merged.
"""
from __future__ import annotations

import json
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Iterable

from .. import registry
from .bots import make_bot


def seating(bots: list[str], players: int, seed: int) -> list[str]:
    """The bot level at each seat of game ``seed`` (seat-rotated by the seed)."""
    return [bots[(i + seed - 1) % len(bots)] for i in range(players)]


def play_game(game_id: str, players: int, variant: str | None, bots: list[str],
              seed: int) -> dict:
    """Plays game ``seed`` to its end between ``bots`` (levels, rotated by :func:`seating`).

    Returns:
        one JSON-able record: game, variant, players, bots (the rotation's order), seed,
        seats (level per seat), totals (final score per seat), winner (seat ranked first),
        seconds and decisions per seat.
    """
    game = registry.get_game(game_id)
    seats = seating(bots, players, seed)
    players_bots = [make_bot(name, seed=seed * 31 + i) for i, name in enumerate(seats)]
    state = game.new(players, seed=seed, variant=variant, names=seats)
    seconds, decisions = [0.0] * players, [0] * players
    while not game.is_over(state):
        seat = game.decision(state).seat
        assert seat is not None                         # the game is not over
        t0 = time.perf_counter()
        action = players_bots[seat].choose(game, state)
        seconds[seat] += time.perf_counter() - t0
        decisions[seat] += 1
        state = game.apply(state, action)
    return {"game": game_id, "variant": variant or game.default_variant, "players": players,
            "bots": bots, "seed": seed, "seats": seats,
            "totals": [s["total"] for s in game.scores(state)],
            "winner": game.ranking(state)[0],
            "seconds": [round(s, 3) for s in seconds], "decisions": decisions}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (wins may be fractional for shared wins)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return (round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3))


def summarize(records: list[dict], bots: list[str]) -> dict:
    """Per bot level: games, wins, win_rate, ci95 (Wilson), mean_score (per seat it held) and
    seconds_per_decision (6 decimals: a random bot decides in tens of µs), over ``records``
    (from :func:`play_game`)."""
    out = {}
    for name in bots:
        games = [r for r in records if name in r["seats"]]
        wins = sum(1 for r in games if r["seats"][r["winner"]] == name)
        held = [(r, i) for r in games for i, s in enumerate(r["seats"]) if s == name]
        decisions = sum(r["decisions"][i] for r, i in held)
        out[name] = {
            "games": len(games), "wins": wins,
            "win_rate": round(wins / len(games), 3) if games else None,
            "ci95": list(wilson(wins, len(games))),
            "mean_score": round(sum(r["totals"][i] for r, i in held) / len(held), 2)
            if held else None,
            "seconds_per_decision": round(sum(r["seconds"][i] for r, i in held) / decisions, 6)
            if decisions else None}
    return out


def _key(record: dict) -> tuple:
    return (record["game"], record["variant"], record["players"], tuple(record["bots"]),
            record["seed"])


def read_log(path: Path) -> dict[tuple, dict]:
    """The finished games in a log written by :func:`run` (one JSON record a line), by
    (game, variant, players, bots, seed); a torn last line (a run cut off) is skipped."""
    found = {}
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            found[_key(record)] = record
    return found


def run(game_id: str, players: int, variant: str | None, bots: list[str], seeds: Iterable[int],
        jobs: int = 1, log: Path | None = None) -> dict:
    """Plays the games ``seeds`` (see :func:`play_game`) on ``jobs`` processes and summarizes
    them.  With ``log``, each finished game is appended to it as it ends, and games the log
    already holds are taken from it instead of being played again.

    Returns:
        {game, variant, players, games, seeds: [first, last], played (games played now),
        seconds (wall clock), bots: :func:`summarize`}.
    """
    game = registry.get_game(game_id)
    variant = variant or game.default_variant
    seeds = list(seeds)
    started = time.perf_counter()
    done = read_log(log) if log else {}
    key = (game_id, variant, players, tuple(bots))
    records = {s: done[(*key, s)] for s in seeds if (*key, s) in done}
    todo = [s for s in seeds if s not in records]
    if log and log.exists() and log.read_text()[-1:] not in ("", "\n"):
        with open(log, "a") as f:                   # end a torn last line before appending
            f.write("\n")

    def keep(record: dict) -> None:
        records[record["seed"]] = record
        if log:
            with open(log, "a") as f:
                f.write(json.dumps(record) + "\n")

    if jobs > 1 and len(todo) > 1:
        with ProcessPoolExecutor(max_workers=min(jobs, len(todo))) as pool:
            futures = [pool.submit(play_game, game_id, players, variant, bots, s) for s in todo]
            for future in as_completed(futures):
                keep(future.result())
    else:
        for s in todo:
            keep(play_game(game_id, players, variant, bots, s))
    ordered = [records[s] for s in seeds]
    return {"game": game_id, "variant": variant, "players": players, "games": len(seeds),
            "seeds": [seeds[0], seeds[-1]] if seeds else [], "played": len(todo),
            "seconds": round(time.perf_counter() - started, 1),
            "bots": summarize(ordered, bots)}


def default_jobs() -> int:
    """Processes for ``--jobs 0``: one per core."""
    return os.cpu_count() or 1
