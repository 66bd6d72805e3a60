"""Same save, same game on CPython and in Pyodide (issue 17, "What else must hold").

Full saved games of every game and variant (random legal actions to the end, from fixed seeds,
at 2 players and at the largest count) are replayed here on CPython and inside the pinned
Pyodide (npm ``pyodide`` in node_modules, run by Node: tests/pyodide_replay.mjs) by the same
code (tests/replay_digest.py).  Per action the decision, the legal actions and the public view
must agree (every seat's view every 10 actions), and at the end the scores, visible scores,
ranking, views and SVG boards.  The greedy bot's choices along one game of each game are
compared too (the review found one that differed on an exact tie, task 5).

Pyodide runs the engine wheel of dist/wheels when it holds exactly the engine sources of this
tree (after ``python build.py build``), else the engine/ folder itself.  Skipped, with the
reason, only when Node or node_modules/pyodide is missing.
"""
from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import engine
from engine.ai.bots import make_bot
from engine.ai.tournament import seating
from tests.replay_digest import digest_all

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "pyodide_replay.mjs"
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"


def random_save(game_id: str, variant: str, players: int, seed: int) -> dict:
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed, variant=variant), random.Random(seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def tournament_start(game_id: str, variant: str, players: int, bots: list[str], seed: int,
                     actions: int) -> dict:
    """The save of the first ``actions`` actions of tournament game ``seed`` (seated and seeded
    as engine/ai/tournament.py does), with the case's bot levels and seeds."""
    game = engine.get_game(game_id)
    seats = seating(bots, players, seed)
    seeds = [seed * 31 + i for i in range(players)]
    players_bots = [make_bot(level, seed=s) for level, s in zip(seats, seeds, strict=False)]
    state = game.new(players, seed=seed, variant=variant, names=seats)
    for _ in range(actions):
        state = game.apply(state, players_bots[game.decision(state).seat].choose(game, state))
    return {"doc": engine.save(state), "bots": seats, "seeds": seeds}


def cases() -> list[dict]:
    """A finished random game of every game and variant at 2 and at the most players; the
    first of each game id also carries the greedy bot's first 10 choices and the coach's hints
    at two positions and review of the whole game (issue 31: the same in the browser and on
    the command line for the same seed), on a small budget.  And the review's
    tie: Lorenzo advanced, greedy against random at 3 players, tournament seed 7, where the
    greedy seat chose differently at action 20 on CPython 3.11 and in Pyodide."""
    out = []
    for info in engine.games():
        for k, variant in enumerate(info["variants"]):
            for players in sorted({info["min_players"], info["max_players"]}):
                doc = random_save(info["id"], variant, players, 101 + players)
                case = {"name": f"{info['id']}/{variant}/{players}p", "doc": doc}
                if k == 0 and players == info["min_players"]:
                    case.update(bots=["easy"] * players,
                                seeds=[31 + i for i in range(players)], positions=[0, 10],
                                coach={"seed": 5, "iterations": 3, "hints": [
                                    n for n in (30, 60) if n < len(doc["actions"])]})
                out.append(case)
    tie = tournament_start("lorenzo", "advanced", 3, ["greedy", "random"], 7, 22)
    out.append({"name": "lorenzo/advanced/3p tournament seed 7", "positions": [17, 22], **tie})
    return out


def engine_for_pyodide() -> Path:
    """The dist/wheels wheel if it holds exactly this tree's engine sources, else engine/."""
    for wheel in sorted((ROOT / "dist" / "wheels").glob("euro_games-*.whl")):
        with zipfile.ZipFile(wheel) as z:
            packed = {n: z.read(n) for n in z.namelist()
                      if n.startswith("engine/") and n.endswith(".py")}
        sources = {p.relative_to(ROOT).as_posix(): p.read_bytes()
                   for p in (ROOT / "engine").rglob("*.py")}
        if packed == sources:
            return wheel
    return ROOT / "engine"


def test_replays_agree_between_cpython_and_pyodide(tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the CPython/Pyodide comparison needs Node")
    if not PYODIDE.exists():
        pytest.skip("node_modules/pyodide missing: run `npm ci` (python build.py build does)")
    games = cases()
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(games))
    run = subprocess.run([node, str(SCRIPT), str(engine_for_pyodide()), str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=240)
    # Node prints a failing line of the (minified) runtime before the error: keep only the
    # lines short enough to read, so the message itself shows.
    readable = [line for line in run.stderr.splitlines() if len(line) < 400]
    assert run.returncode == 0, "\n".join(readable)[-3000:]
    print(run.stderr.strip().splitlines()[-1], file=sys.stderr)
    browser = json.loads(run.stdout)
    host = digest_all(games)
    assert set(browser["games"]) == set(host["games"]) == {c["name"] for c in games}
    for name, expected in host["games"].items():
        assert browser["games"][name] == expected, (name, host["python"], browser["python"])
        assert expected["save"] and (expected["over"] or "tournament" in name), name
    assert sum(len(g.get("bot_choices", [])) for g in host["games"].values()) >= 40
    reviews = [g["coach"]["review"] for g in host["games"].values() if "coach" in g]
    assert len(reviews) == 4 and all(r["complete"] and r["decisions"] for r in reviews)
