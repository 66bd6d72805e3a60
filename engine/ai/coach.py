"""The coach (issue 31): a bot's search turned toward the person at the table.

:func:`hint` runs the search of a bot level (:class:`~engine.ai.bots.MCTSBot`, "hard" by
default) for the seat to move and returns its best options with their statistics;
:func:`review` runs a cheaper search over every decision of a finished game and reports what
each played move was worth beside the coach's preferred one, a win-chance curve per seat and
the three costliest decisions per seat.  Both are deterministic for the same ``seed``.

The numbers of an option (a JSON-able dict, :func:`option`):

- ``estimate``: the expected final margin in points for the searching seat (its score minus
  the best other score), the mean over the simulations through the option of the game's
  :meth:`~engine.core.Game.evaluate` where each simulation stopped (a few moves ahead: the
  games' evaluations estimate the lead at the end of the game; at the end, the real lead).
- ``win``: the mean reward of those simulations, 0..1: 1 or 0 for a simulation that reached
  the end (won or not), else the estimated margin squashed by the game's ``eval_scale``
  (``1 / (1 + exp(-margin / eval_scale))``).  A heuristic chance, not a calibrated one.
- ``visits``: how many simulations are behind the two numbers (the search gives the most to
  the options it rates best; the first option is the one the bot would play).

A hint's options also carry ``only``: True when the seat has a single legal option, which the
hint then returns at once, unsearched (estimate and win None, visits 0: there is nothing to
weigh), else False.

Secrets stay out: every world the coach searches is sampled from the searching seat's
information set by the game's :meth:`~engine.core.Game.determinize`, the bots' own sampling.
The real state is read only for whose turn it is, its legal actions and its history's length
(which seeds the search).  tests/test_coach_secrets.py checks that a hint does not change when
another seat's secrets do.
"""
from __future__ import annotations

from typing import Callable, Generator

from .. import savedoc
from ..core import Action, Game, State
from .bots import MCTSBot, Search, Sliced, _finish, _Node

REVIEW_VERSION = 2
"""Version of the review document (:func:`review`); a stored review of another version is
computed again."""

REVIEW_ITERATIONS = {"plus_ultra": 200, "lorenzo": 200, "nippon": 100, "village": 45}
"""Search iterations per reviewed decision, per game (the review's default budget): a whole
2-player game takes 7–9 s of CPU time on CPython, about 20–30 s in Pyodide on an idle machine
(1.5–3× slower), within issue 31's 60 s (bench/coach.py; figures in docs/BOTS.md, "Coach")."""

MARK_VISITS = 20
"""Simulations that must back the coach's preferred option before a review marks a decision as
costly (:func:`costly`).  With the review's small budget a decision's options share a few dozen
to a few hundred simulations, and an option preferred on fewer than 20 is mostly preferred by
luck: reviewing one game of each title with three seeds, the preferred option was the same for
every seed in 24 of 145 decisions where it had fewer than 20 simulations under some seed, and
in 261 of 446 where it had 20 or more under every seed (bench/review_noise.py; figures in
docs/BOTS.md, "Coach")."""

Progress = Callable[[int, int], None]


def option(index: int | None, action: Action | str, node: _Node | None, seat: int) -> dict:
    """One option as JSON: ``{"index", "action", "estimate", "win", "visits"}`` (see the
    module's docstring); index: position in ``game.legal_actions(state)`` (None if absent);
    action: the notation, as the save's ``actions`` hold it.  An option no simulation went
    through has estimate and win None and visits 0."""
    notation = action if isinstance(action, str) else action.notation
    visits = node.visits if node is not None else 0
    if not visits or node is None or node.margins is None or node.rewards is None:
        return {"index": index, "action": notation, "estimate": None, "win": None, "visits": 0}
    return {"index": index, "action": notation,
            "estimate": round(node.margins[seat] / visits, 2),
            "win": round(node.rewards[seat] / visits, 3), "visits": visits}


def _seat_to_move(game: Game, state: State, seat: int | None) -> int:
    mover = game.decision(state).seat
    if mover is None:
        raise ValueError("the game is over: there is nothing to decide")
    if seat is not None and seat != mover:
        raise ValueError(f"seat {seat} is not to move (seat {mover} is)")
    return mover


def _searcher(game: Game, seed: int, level: str, iterations: int | None) -> MCTSBot:
    if level not in game.bot_budgets and level not in ("normal", "hard"):
        raise ValueError(f"unknown coach level {level!r}; normal or hard")
    if iterations is not None and iterations < 1:
        raise ValueError(f"iterations must be 1 or more, not {iterations}")
    return MCTSBot(seed, level=level, iterations=iterations)


def think_hint(game: Game, state: State, seat: int | None = None, *, seed: int,
               level: str = "hard", top: int = 3,
               iterations: int | None = None) -> Sliced[list[dict]]:
    """:func:`hint` as a generator that yields between small slices of work (the browser's
    bot worker steps it as it steps :meth:`MCTSBot.think`) and returns the options."""
    seat = _seat_to_move(game, state, seat)
    bot = _searcher(game, seed, level, iterations)
    legal = game.legal_actions(state)
    if len(legal) == 1:                       # nothing to weigh: the one option, at once
        return [{**option(0, legal[0], None, seat), "only": True}]
    found: Search = yield from bot.search(game, state, always=True)
    index = {a.notation: i for i, a in enumerate(legal)}
    return [{**option(index.get(a.notation), a, node, seat), "only": False}
            for a, node in found.ranked()[:top]]


def hint(game: Game, state: State, seat: int | None = None, *, seed: int, level: str = "hard",
         top: int = 3, iterations: int | None = None) -> list[dict]:
    """The coach's best ``top`` options for ``seat`` (None: the seat to move) in ``state``,
    best first (the bot's choice first; see the module's docstring for the numbers).

    The search is that of the bot ``level`` ("normal" or "hard": the game's
    :attr:`~engine.core.Game.bot_budgets`, ``iterations`` overriding its iterations) with the
    bot's seed ``seed``, over worlds sampled from the seat's information set only
    (:meth:`~engine.core.Game.determinize`); the root is searched even when a single action
    is plausible.  A seat with one legal action gets it at once, unsearched.

    Returns:
        a list of at most ``top`` dicts ``{"index": int (position in
        game.legal_actions(state)), "action": str (notation), "estimate": float (points),
        "win": float (0..1), "visits": int, "only": bool}``; with one legal action, that one
        option with ``"only": True``, estimate and win None and visits 0.
    Raises:
        ValueError: the game is over, ``seat`` is not to move, or an unknown level.
    """
    return _finish(think_hint(game, state, seat, seed=seed, level=level, top=top,
                              iterations=iterations))


def reviewed_seats(doc: dict) -> list[int]:
    """The seats a review covers: the people (a ``players[i].kind`` that is not ``bot:…``);
    every seat when no seat is a person (a record that does not say, or a bots' game)."""
    players = doc.get("players") or []
    people = [i for i, p in enumerate(players)
              if not str(p.get("kind", "human")).startswith("bot:")]
    return people or list(range(len(players)))


def _replayed(doc: dict) -> tuple[list[tuple[State, str]], State]:
    """(state before, notation played) for each action of the save (an older notation
    replayed as several actions counts as its first), and the last state."""
    states = list(savedoc.iter_states(doc))
    pairs = [(before, after.history[len(before.history)])
             for before, after in zip(states, states[1:], strict=False)
             if len(after.history) > len(before.history)]
    return pairs, states[-1]


class Review:
    """One review in progress (:func:`review`): :attr:`todo` lists the decisions to search,
    :meth:`step` searches the next one, :meth:`result` is the JSON review so far."""

    def __init__(self, game: Game, doc: dict | State, *, seed: int, level: str = "normal",
                 iterations: int | None = None, mark_visits: int = MARK_VISITS):
        if mark_visits < 1:
            raise ValueError(f"mark_visits must be 1 or more, not {mark_visits}")
        if isinstance(doc, State):
            doc = savedoc.save(doc, seats=[{"name": n} for n in doc.names])
        self.game, self.seed, self.level = game, seed, level
        self.mark_visits = mark_visits
        self.seats = reviewed_seats(doc)
        self.iterations = iterations or REVIEW_ITERATIONS.get(game.id) or _searcher(
            game, seed, level, None).budget(game)["iterations"]
        self.bot = _searcher(game, seed, level, self.iterations)
        pairs, self.last = _replayed(doc)
        self.todo = [(move, before, played) for move, (before, played) in enumerate(pairs)
                     if game.decision(before).seat in self.seats
                     and len(game.legal_actions(before)) > 1]
        self.done = 0
        self.players, self.actions = len(doc["players"]), len(doc["actions"])
        self.head: dict[str, object] = {"version": REVIEW_VERSION, "game": game.id,
                     "variant": doc.get("variant") or game.default_variant, "seed": seed,
                     "level": level, "iterations": self.iterations,
                     "mark_visits": mark_visits,
                     "actions": len(doc["actions"])}
        self.decisions: list[dict] = []
        self.curves: list[list[list[float]]] = [[] for _ in range(self.players)]

    def step(self) -> None:
        """Search the next decision of :attr:`todo` (none left: nothing)."""
        if self.done >= len(self.todo):
            return
        move, before, played = self.todo[self.done]
        self.done += 1
        game = self.game
        seat = game.decision(before).seat
        assert seat is not None
        found = _finish(self.bot.search(game, before, always=True,
                                        include=frozenset({played})))
        index = {a.notation: i for i, a in enumerate(game.legal_actions(before))}
        best_action, best_node = found.ranked()[0]
        best = option(index.get(best_action.notation), best_action, best_node, seat)
        node = found.root.children.get(played)
        mine = option(index.get(played), played, node, seat)
        loss = 0.0
        if played != best_action.notation and best["estimate"] is not None \
                and mine["estimate"] is not None:
            loss = round(max(0.0, best["estimate"] - mine["estimate"]), 2)
        self.decisions.append({"move": move, "seat": seat, "played": mine, "best": best,
                               "loss": loss})
        if node is not None and node.visits and node.rewards is not None:
            for s, total in enumerate(node.rewards):
                self.curves[s].append([move + 1, round(total / node.visits, 3)])

    def result(self) -> dict:
        """The review as JSON (see :func:`review`); ``complete`` once every decision is
        searched."""
        complete = self.done >= len(self.todo)
        curves = [list(c) for c in self.curves]
        if complete and self.game.is_over(self.last):
            for s, won in enumerate(self.game.returns(self.last)):
                if curves[s] and curves[s][-1][0] == self.actions:
                    curves[s].pop()             # the result replaces the last estimate
                curves[s].append([self.actions, won])
        return {**self.head, "complete": complete, "seats": list(self.seats),
                "decisions": list(self.decisions), "curves": curves,
                "costly": costly(self.decisions, self.players, self.mark_visits)}


def costly(decisions: list[dict], players: int, min_visits: int = MARK_VISITS,
           top: int = 3) -> list[list[dict]]:
    """Per seat (``players`` lists), the review's marks: at most ``top`` of ``decisions`` (as
    :func:`review` lists them) with a loss above 0 whose preferred option (``best``) is backed
    by at least ``min_visits`` simulations (:data:`MARK_VISITS`; 1 marks every decision with
    a loss), greatest loss first, then the earlier move."""
    out = []
    for seat in range(players):
        mine = [d for d in decisions if d["seat"] == seat and d["loss"] > 0
                and d["best"]["visits"] >= min_visits]
        mine.sort(key=lambda d: (-d["loss"], d["move"]))
        out.append(mine[:top])
    return out


def think_review(game: Game, doc: dict | State, *, seed: int, level: str = "normal",
                 iterations: int | None = None,
                 mark_visits: int = MARK_VISITS) -> Generator[tuple[int, int], None, dict]:
    """:func:`review` as a generator: yields (decisions reviewed, decisions to review) after
    each decision and returns the complete review."""
    run = Review(game, doc, seed=seed, level=level, iterations=iterations,
                 mark_visits=mark_visits)
    while run.done < len(run.todo):
        run.step()
        yield run.done, len(run.todo)
    return run.result()


def review(game: Game, doc: dict | State, *, seed: int, level: str = "normal",
           iterations: int | None = None, mark_visits: int = MARK_VISITS,
           progress: Progress | None = None,
           should_stop: Callable[[], bool] | None = None) -> dict:
    """The coach's review of a game: each reviewed decision's played option and the coach's
    best option, a win-chance curve per seat and the three costliest decisions per seat.

    Args:
        doc: a save document (:mod:`engine.savedoc`; its ``players[i].kind`` says who is a
            person: :func:`reviewed_seats`) or a state (every seat reviewed).
        seed: the searches' seed.  level: the bot level whose settings are searched with.
        iterations: per decision (default :data:`REVIEW_ITERATIONS` of the game, else the
            level's).
        mark_visits: simulations the coach's option needs before a decision is marked
            (:data:`MARK_VISITS`; 1: every decision with a loss may be marked).
        progress: called with (decisions reviewed, decisions to review) after each.
        should_stop: asked after each decision; True stops the review there (the result
            says ``"complete": False``).

    Decisions with a single legal action are skipped (nothing to choose).  The review reads
    each decision from the deciding seat's information set only, like :func:`hint`.

    Returns:
        ``{"version": REVIEW_VERSION, "game", "variant", "seed", "level", "iterations",
        "mark_visits",
        "actions": number of actions in the record, "complete": bool, "seats": [reviewed
        seats], "decisions": [{"move": n, "seat", "played": option, "best": option, "loss":
        points}], "curves": per seat [[move, win], ...], "costly": per seat up to 3 decisions
        (of "decisions", greatest loss first, loss > 0, the coach's option backed by at least
        ``mark_visits`` simulations: :func:`costly`)}``.  ``move`` n is the number of
        actions before the decision (the position is ``savedoc.load(doc, upto=n)``; the action
        is ``doc["actions"][n]``); a curve point [n + 1, win] is the seat's estimated win
        chance after that action (the played option's mean reward for that seat), and the
        last point, at the end of a finished game, its result (1 the winner, 0 the others).
        ``loss``: the best option's estimate minus the played one's, in points, at least 0
        (0 when the played one is the coach's choice).  Options as :func:`option`.
    Raises:
        SaveError: the document does not replay.  ValueError: an unknown level, or
        ``mark_visits`` below 1.
    """
    run = Review(game, doc, seed=seed, level=level, iterations=iterations,
                 mark_visits=mark_visits)
    while run.done < len(run.todo):
        run.step()
        if progress is not None:
            progress(run.done, len(run.todo))
        if should_stop is not None and should_stop():
            break
    return run.result()


def store_review(doc: dict, result: dict) -> dict:
    """``doc`` with ``result`` (a complete :func:`review` of it) kept in its ``review`` header
    (read back by :func:`stored_review`); returns ``doc``.

    Raises:
        ValueError: the review is partial or of another number of actions.
    """
    if not result.get("complete") or result.get("actions") != len(doc.get("actions", [])):
        raise ValueError("only a complete review of this record can be stored")
    doc["review"] = result
    return doc


def stored_review(doc: dict) -> dict | None:
    """The review kept in ``doc`` (:func:`store_review`) if it is one this version made of
    this record (its version, game and number of actions match, complete); else None (a save
    without one, an older version's, or a header that is not a review)."""
    found = doc.get("review") if isinstance(doc, dict) else None
    if not isinstance(found, dict):
        return None
    ok = (found.get("version") == REVIEW_VERSION and found.get("complete") is True
          and found.get("game") == doc.get("game")
          and found.get("actions") == len(doc.get("actions") or [])
          and all(isinstance(found.get(k), list) for k in ("decisions", "curves", "costly")))
    return found if ok else None
