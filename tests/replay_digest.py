"""Digests of replayed games, computed the same way on CPython and in Pyodide (issue 17).

Used by tests/test_pyodide_replay.py: the test makes full saved games of every game and
variant on CPython, then runs :func:`digest_all` here in-process and inside Pyodide under Node
(tests/pyodide_replay.mjs) and compares the two results.  Standard library and the engine only,
so the module runs unchanged in both runtimes.
"""
from __future__ import annotations

import hashlib
import json
import sys

import engine
from engine.ai.bots import make_bot
from engine.savedoc import iter_states


def _hash(value) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def digest_game(doc: dict, every: int = 10) -> dict:
    """What a replay of ``doc`` shows: per action a hash of the decision, the legal actions
    and the public view (every seat's view too, every ``every`` actions and at the end), then
    the final scores, visible scores, ranking, public view hash and the board's SVG hash."""
    game = engine.get_game(doc["game"])
    steps = []
    state = None
    for index, state in enumerate(iter_states(doc)):
        decision = game.decision(state)
        item = [decision.seat, decision.prompt, decision.params, decision.private,
                [a.notation for a in game.legal_actions(state)], game.view(state),
                state.rng_draws, state.undo_floor]
        if index % every == 0:
            item.append([game.view(state, seat) for seat in range(state.players)])
        steps.append(_hash(item))
    return {
        "actions": len(state.history),
        "steps": _hash(steps),
        "seat_views": _hash([game.view(state, seat) for seat in range(state.players)]),
        "scores": game.scores(state),
        "visible": [game.visible_scores(state, seat) for seat in (None, 0)],
        "ranking": game.ranking(state) if game.is_over(state) else None,
        "over": game.is_over(state),
        "view": _hash(game.view(state)),
        "svg": _hash([game.render(game.view(state), legal=game.legal_actions(state),
                                  layout=layout) for layout in ("wide", "narrow")]),
        "save": engine.save(engine.load(doc)) == doc,
    }


def bot_choices(doc: dict, levels: list[str], seeds: list[int], positions: range) -> list[str]:
    """The actions the bots choose in ``doc``'s game after each number of recorded actions in
    ``positions`` (seat i plays ``levels[i]`` seeded ``seeds[i]``; the recorded actions are
    played, so every runtime rates the same positions)."""
    game = engine.get_game(doc["game"])
    bots = [make_bot(level, seed=seed) for level, seed in zip(levels, seeds, strict=False)]
    chosen = []
    for index, state in enumerate(iter_states({**doc, "actions": doc["actions"][:positions.stop]})):
        if index in positions and not game.is_over(state):
            chosen.append(bots[game.decision(state).seat].choose(game, state).notation)
    return chosen


def coach_digest(doc: dict, seed: int, iterations: int, hints: list[int]) -> dict:
    """The coach's hints (``iterations`` simulations) after each number of actions in
    ``hints`` and its review of the whole game (``iterations`` per decision), seed ``seed``
    (engine/ai/coach.py: the same on every runtime for the same seed)."""
    from engine.ai import coach

    game = engine.get_game(doc["game"])
    states = list(iter_states(doc))
    return {"hints": [coach.hint(game, states[n], seed=seed, iterations=iterations)
                      for n in hints],
            "review": coach.review(game, doc, seed=seed, iterations=iterations)}


def digest_all(cases: list[dict]) -> dict:
    """{case name: digest} for cases {"name", "doc", and optionally "bots": [levels],
    "seeds": [bot seeds], "positions": [start, stop], "coach": {"seed", "iterations",
    "hints": [action counts]}}; also the runtime's Python version."""
    out = {"python": sys.version.split()[0], "games": {}}
    for case in cases:
        result = digest_game(case["doc"])
        if case.get("bots"):
            result["bot_choices"] = bot_choices(case["doc"], case["bots"], case["seeds"],
                                                range(*case["positions"]))
        if case.get("coach"):
            result["coach"] = coach_digest(case["doc"], **case["coach"])
        out["games"][case["name"]] = result
    return out
