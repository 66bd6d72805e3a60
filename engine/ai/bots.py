"""The bots: random, greedy (one-step lookahead) and information-set MCTS.

Every bot answers ``choose(game, state)`` for the seat that must decide in ``state`` and reads
the game only through :meth:`Game.determinize` (the seat's information plus samples of what it
cannot see) and the public contract (``legal_actions``, ``apply``, ``decision``, ``evaluate``,
``returns``).  Randomness comes from the bot's seed and the number of actions played so far,
so the same seat information, seed and budget always give the same move.

:meth:`Bot.think` is the same search as a generator that yields between small slices of work,
so the browser can hand control back to the page while a bot thinks.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Generator, TypeVar

from ..core import Action, Game, State


RATING_DIGITS = 6
"""Decimal places evaluations are rounded to before bots compare them (:func:`rating`)."""


T = TypeVar("T")

Sliced = Generator[None, "str | None", T]
"""A sliced computation: a generator that yields (None) between small slices of work and
returns its result (run to the end by :func:`_finish`, or stepped by the browser, which may
send :data:`ENOUGH` into a search)."""


def rating(game: Game, world: State, seat: int) -> float:
    """``game.evaluate(world, seat)`` rounded to :data:`RATING_DIGITS` decimal places.

    Bots compare ratings only through this, so that two actions worth the same are an exact
    tie everywhere: float arithmetic may differ in the last bit between Python versions
    (CPython 3.12 made ``sum()`` of floats compensated; Pyodide runs 3.14, the command line
    may run 3.11), and a last-bit difference used to decide which of two equal moves a greedy
    bot played (reliability review 2026-11-24, task 5).  Ties are then broken by the bot's
    seeded order, the same on every runtime.
    """
    return round(game.evaluate(world, seat), RATING_DIGITS)


class Bot:
    """Base class.  Subclasses implement :meth:`think`.

    Args:
        seed: the bot's own seed (int).
    """

    level = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def rng(self, state: State, seat: int) -> random.Random:
        """This bot's RNG for a decision: seeded by its seed, the move number and the seat."""
        return random.Random(f"bot/{self.level}/{self.seed}/{len(state.history)}/{seat}")

    def choose(self, game: Game, state: State) -> Action:
        """The action this bot plays for the deciding seat of ``state``.

        Raises:
            ValueError: the game is over.
        """
        return _finish(self.think(game, state))

    def think(self, game: Game, state: State) -> Sliced[Action]:
        """Generator form of :meth:`choose`: yields between slices of work, returns the action."""
        raise NotImplementedError

    @staticmethod
    def _seat(game: Game, state: State) -> int:
        seat = game.decision(state).seat
        if seat is None:
            raise ValueError("the game is over: there is nothing to decide")
        return seat


class RandomBot(Bot):
    """Uniform over the legal actions (tests and a baseline)."""

    level = "random"

    def think(self, game: Game, state: State) -> Sliced[Action]:
        seat = self._seat(game, state)
        rng = self.rng(state, seat)
        legal = game.legal_actions(game.determinize(state, seat, rng))
        return rng.choice(legal)
        yield  # unreachable: makes this a generator


class GreedyBot(Bot):
    """One step of lookahead: the legal action whose result the game's :meth:`Game.evaluate`
    rates best for the deciding seat, averaged over ``samples`` determinizations; ties are
    broken at random.

    A step is the seat's whole move: when the result still waits for a decision of the same
    seat (a sub-decision of a multi-step action: which worker, which region …), up to
    ``follow`` such decisions are played on greedily (the best-rated one each, the first
    among equals) and the action is rated by where they lead.  Without it, every first choice
    of a multi-step action would look alike (nothing has happened yet).

    Args:
        seed: the bot's seed.  samples: determinizations averaged per action.
        follow: the seat's own follow-up decisions played on before rating (0: plain
            one-step lookahead).
    """

    level = "easy"

    def __init__(self, seed: int = 0, samples: int = 2, follow: int = 8):
        super().__init__(seed)
        self.samples, self.follow = samples, follow

    def think(self, game: Game, state: State) -> Sliced[Action]:
        seat = self._seat(game, state)
        rng = self.rng(state, seat)
        worlds = [game.determinize(state, seat, rng) for _ in range(self.samples)]
        legal = game.legal_actions(worlds[0])
        if len(legal) == 1:
            return legal[0]
        rng.shuffle(legal)                       # random among equals
        values = yield from self.ratings(game, worlds, seat, legal)
        return legal[values.index(max(values))]

    def ratings(self, game: Game, worlds: list[State], seat: int,
                actions: list[Action]) -> Sliced[list[float]]:
        """The rating (:meth:`rate`) of each of ``actions``' results for ``seat``, summed over
        ``worlds``.  A generator that yields after each follow-up option and each action, and
        returns the ratings (list of float, in the order of ``actions``)."""
        values = []
        for action in actions:
            value = 0.0
            for w in worlds:
                value += yield from self._rating(game, game.apply(w, action), seat)
            values.append(round(value, RATING_DIGITS))
            yield
        return values

    def rate(self, game: Game, world: State, seat: int) -> float:
        """``game.evaluate(world, seat)`` after the seat's own next decisions (at most
        ``follow``) are played greedily."""
        return _finish(self._rating(game, world, seat))

    def _rating(self, game: Game, world: State, seat: int) -> Sliced[float]:
        """Generator form of :meth:`rate`: yields after each follow-up option it rates (so a
        browser slice stays short), returns the rating."""
        world, value = yield from played_on(game, world, seat, self.follow)
        return rating(game, world, seat) if value is None else value


ENOUGH = "enough"
"""What a caller sends into a bot's thought (``thinking.send(ENOUGH)`` instead of ``next``)
when its time is up: a search ends after the iteration under way (at least one) and decides
with what it has searched.  Sent on every later step too, as a step inside an iteration
ignores it.  A thought nobody sends it to plays the same move for the same seed everywhere."""

SEARCH = {"iterations": 200, "playout": 8, "follow": 0, "guide": 0, "margin": 0, "estimate": 0}
"""MCTS settings and their defaults (a game's :attr:`~engine.core.Game.bot_budgets` and a
bot's own settings override them); see :class:`MCTSBot`."""


@dataclass
class _Node:
    """Statistics of one action in the search tree (SO-ISMCTS, one tree for the searching seat's
    information set): visits, total reward of the seat that chose it, how often it was legal.

    A child of the root also sums, per seat, the rewards (``rewards``: in [0, 1], see
    :meth:`MCTSBot._outcome`) and the evaluations in points (``margins``: the game's
    :meth:`~engine.core.Game.evaluate`, rounded by :func:`rating`) of the simulations through
    it, for the coach (engine/ai/coach.py); the search itself never reads them."""

    visits: int = 0
    reward: float = 0.0
    available: int = 0
    children: dict[str, "_Node"] = field(default_factory=dict)
    rewards: list[float] | None = None
    margins: list[float] | None = None


@dataclass
class Search:
    """The root of one :meth:`MCTSBot.search`: the seat that searched, the legal actions of the
    first sampled world (in the rules' order), and the root node whose children hold each
    searched action's statistics (by notation).  ``searched`` is False when the move was
    decided without iterations (a single legal or plausible action: ``legal[0]``, and the
    root has no children)."""

    seat: int
    legal: list[Action]
    root: _Node
    searched: bool = True

    def ranked(self) -> list[tuple[Action, _Node]]:
        """The searched actions, the bot's choice first: most visited, then the greater total
        reward, then the greater notation (the order the bot has always ranked them in)."""
        legal = {a.notation: a for a in self.legal}
        order = sorted(((child.visits, child.reward, notation)
                        for notation, child in self.root.children.items() if notation in legal),
                       reverse=True)
        return [(legal[n], self.root.children[n]) for _, _, n in order]

    def choice(self) -> Action:
        """The action the bot plays: the first of :meth:`ranked` (``legal[0]`` when nothing
        was searched)."""
        ranked = self.ranked() if self.searched else []
        return ranked[0][0] if ranked else self.legal[0]


class MCTSBot(Bot):
    """Information-set Monte-Carlo tree search (single observer) with truncated playouts.

    Each iteration samples a determinization, walks the tree by UCB1 over the actions legal in
    that sample (availability counts), adds one node, plays ``playout`` random actions and
    scores the result with the game's evaluation squashed to [0, 1] per seat (the real result
    at the end of the game).  The move is the most visited action at the root.

    With ``follow`` > 0 the greedy evaluation plays the sub-decisions: after each action in the
    tree, and after the random playout, the seat that acted plays its own next decisions, up
    to ``follow`` of them, as :class:`GreedyBot` would (the best-evaluated one each).  The
    tree then branches on whole moves ("take a cube for the crafts" with its training and production
    decided greedily) instead of averaging the first choice of a multi-step action over random
    sub-decisions, which made such actions look worse than they are.

    With ``guide`` > 1 the playouts are guided by the evaluation: each playout action is the
    best rated, for the seat that plays it, of ``guide`` legal actions drawn at random, so the
    other seats answer a move with a plausible reply instead of a random one.

    With ``margin`` > 0 the root only branches on the plausible actions: those that
    :class:`GreedyBot`'s rating puts at most ``margin`` points below its best (in the world
    the search sampled first; :func:`plausible_actions`).  The search then spends its
    iterations telling good moves apart, and never plays a move the one-step rating shows to
    give points away (a reward tile of a smaller multiplier).  A single plausible action is
    played without searching.

    Args:
        seed: the bot's seed.
        level: the key of the game's :attr:`~engine.core.Game.bot_budgets` to search with.
        exploration: the UCB1 constant.
        scale: points that make one side clearly ahead, for squashing evaluations; None: the
            game's ``eval_scale``.
        **budget: overrides of the game's budget (keys of :data:`SEARCH`): iterations (same
            seed and iterations → same move), playout (actions after the tree before
            evaluating), follow (own follow-up decisions played greedily after each tree
            action), guide (actions rated per playout action; 0: random playouts), margin
            (points below the greedy best that a root action may be rated; 0: every legal
            action is searched), estimate (which of the game's estimates rates positions:
            :meth:`~engine.core.Game.estimator`; 0: its :meth:`~engine.core.Game.evaluate`).

    Raises:
        TypeError: an unknown budget setting.
    """

    level = "normal"

    def __init__(self, seed: int = 0, *, level: str = "normal", exploration: float = 0.7,
                 scale: float | None = None, **budget: int | None):
        super().__init__(seed)
        unknown = set(budget) - set(SEARCH)
        if unknown:
            raise TypeError(f"unknown search settings: {', '.join(sorted(unknown))}")
        self.own = {k: v for k, v in budget.items() if v is not None}
        self.exploration, self.scale = exploration, scale
        self.level = level

    def budget(self, game: Game) -> dict[str, int]:
        """The search settings for ``game`` (keys of :data:`SEARCH`): the bot's own, else the
        game's budget for this bot's level (:attr:`~engine.core.Game.bot_budgets`), else those
        of :data:`SEARCH`."""
        given = game.bot_budgets.get(self.level, Game.bot_budgets["normal"])
        return {**SEARCH, **given, **self.own}

    def think(self, game: Game, state: State) -> Sliced[Action]:
        found = yield from self.search(game, state)
        return found.choice()

    def search(self, game: Game, state: State, *, always: bool = False,
               include: frozenset[str] = frozenset()) -> Sliced[Search]:
        """The search behind :meth:`think`, returning its root (:class:`Search`) instead of
        the move.  A generator like :meth:`think`.  Every world searched is
        ``game.determinize(state, seat, rng)`` (the seat's information set only).

        Args:
            always: search even when a single action is legal or plausible (the bot plays it
                without searching).
            include: notations searched at the root even when the ``margin`` setting would
                leave them out (the coach's review rates the move that was played).
        Raises:
            ValueError: the game is over.
        """
        seat = self._seat(game, state)
        sample = game.determinize
        rng = self.rng(state, seat)
        b = self.budget(game)
        game = game.estimator(b["estimate"])
        root = _Node()
        world = sample(state, seat, rng)
        first = game.legal_actions(world)
        if len(first) == 1 and not always:
            return Search(seat, first, root, searched=False)
        allowed = None
        if b["margin"] and len(first) > 1:
            plausible = yield from plausible_actions(game, world, seat, first, b["margin"])
            if len(plausible) == 1 and not always and not include - {plausible[0].notation}:
                return Search(seat, plausible, root, searched=False)
            allowed = {a.notation for a in plausible} | set(include)
        scale = self.scale or game.eval_scale
        for _ in range(b["iterations"]):
            yield from self._iterate(game, sample(state, seat, rng), root, rng, scale,
                                     b["playout"], b["follow"], b["guide"], allowed)
            if (yield) == ENOUGH:               # the caller's time is up (see ENOUGH)
                break
        return Search(seat, first, root)

    def _iterate(self, game: Game, world: State, root: _Node, rng: random.Random,
                 scale: float, playout: int, follow: int = 0, guide: int = 0,
                 allowed: set[str] | None = None) -> Sliced[None]:
        """One search iteration (a generator: yields inside the follow-ups and guided playouts,
        so that a browser slice stays short).  ``allowed``: the root actions searched (None:
        all)."""
        path: list[tuple[_Node, int]] = []
        node = root
        while not game.is_over(world):
            mover = game.decision(world).seat
            assert mover is not None                    # the game is not over
            legal = game.legal_actions(world)
            if node is root and allowed is not None:
                legal = [a for a in legal if a.notation in allowed]
            for action in legal:
                child = node.children.get(action.notation)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a.notation not in node.children]
            if untried:
                action = rng.choice(untried)
                child = node.children[action.notation] = _Node(available=1)
                world, _ = yield from played_on(game, game.apply(world, action), mover, follow)
                path.append((child, mover))
                break
            log_total = math.log(max(1, sum(node.children[a.notation].available for a in legal)))

            def ucb(a: Action, node=node, log_total=log_total) -> float:  # rounded: see rating()
                c = node.children[a.notation]
                return round(c.reward / c.visits
                             + self.exploration * math.sqrt(log_total / c.visits), 9)

            action = max(legal, key=ucb)
            node = node.children[action.notation]
            world, _ = yield from played_on(game, game.apply(world, action), mover, follow)
            path.append((node, mover))
        last: int | None = path[-1][1] if path else None
        for _ in range(playout):
            if game.is_over(world):
                break
            last = mover = game.decision(world).seat
            assert mover is not None                    # the game is not over
            world = yield from playout_step(game, world, mover, rng, guide)
        world, _ = yield from played_on(game, world, last, follow)  # rate between whole moves
        rewards, margins = self._outcome(game, world, scale)
        for visited, mover in path:
            visited.visits += 1
            visited.reward += rewards[mover]
        if path:                                        # the root's child: every seat's sums
            top = path[0][0]
            if top.rewards is None or top.margins is None:
                top.rewards, top.margins = list(rewards), list(margins)
            else:
                top.rewards = [a + b for a, b in zip(top.rewards, rewards, strict=True)]
                top.margins = [a + b for a, b in zip(top.margins, margins, strict=True)]

    @staticmethod
    def _outcome(game: Game, world: State, scale: float) -> tuple[list[float], list[float]]:
        """Per seat: the reward in [0, 1] (the result at the end, else the evaluation squashed
        by ``scale``) and the evaluation in points (:func:`rating`; at the end the games'
        evaluations are the final lead)."""
        margins = [rating(game, world, s) for s in range(world.players)]
        if game.is_over(world):
            return game.returns(world), margins
        return [round(1.0 / (1.0 + math.exp(-m / scale)), 9) for m in margins], margins


def played_on(game: Game, world: State, seat: int | None,
              follow: int) -> Sliced[tuple[State, float | None]]:
    """``seat``'s own next decisions in ``world`` (at most ``follow``; none once another seat
    decides or the game is over; none for seat None) played greedily: the best-evaluated action for ``seat`` each,
    the first among equals.  A generator that yields after each option it rates and returns
    (the world reached, its evaluation for ``seat`` or None when nothing was played)."""
    value = None
    for _ in range(follow):
        if seat is None or game.is_over(world) or game.decision(world).seat != seat:
            break
        best, value = world, -math.inf
        for action in game.legal_actions(world):
            after = game.apply(world, action)
            rated = rating(game, after, seat)
            if rated > value:
                best, value = after, rated
            yield
        world = best
    return world, value


def plausible_actions(game: Game, world: State, seat: int, legal: list[Action],
                      margin: float) -> Sliced[list[Action]]:
    """The actions of ``legal`` that :class:`GreedyBot` rates at most ``margin`` points (the
    game's evaluation units) below the best, in ``world`` for ``seat``; their order is kept.
    A generator that yields while it rates and returns the list."""
    rated = yield from GreedyBot().ratings(game, [world], seat, legal)
    best = max(rated)
    return [a for a, value in zip(legal, rated, strict=False) if value >= best - margin]


def playout_step(game: Game, world: State, mover: int, rng: random.Random,
                 guide: int) -> Sliced[State]:
    """One playout action of ``mover``: random (``guide`` ≤ 1), else the one rated best by
    ``game.evaluate`` for ``mover`` among ``guide`` legal actions drawn by ``rng`` (the first
    drawn among equals).  A generator that yields after each rated option and returns the
    world after the action."""
    legal = game.legal_actions(world)
    if guide <= 1 or len(legal) == 1:
        return game.apply(world, rng.choice(legal))
    best, value = world, -math.inf
    for action in rng.sample(legal, min(guide, len(legal))):
        after = game.apply(world, action)
        rated = rating(game, after, mover)
        if rated > value:
            best, value = after, rated
        yield
    return best


def _finish(steps: Sliced[T]) -> T:
    """Runs a sliced generator (``think``, ``played_on`` …) to its end and returns its value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


LEVELS = {
    "random": lambda seed: RandomBot(seed),
    "easy": lambda seed: GreedyBot(seed),
    "normal": lambda seed: MCTSBot(seed, level="normal"),
    "hard": lambda seed: MCTSBot(seed, level="hard"),
}
"""Bot levels offered in the new-game dialog, weakest first."""

ALIASES = {"greedy": "easy", "mcts": "normal"}
"""Names used by the command line (``tournament --bots mcts,greedy,random``)."""


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS` or :data:`ALIASES`).

    Raises:
        ValueError: unknown level.
    """
    level = ALIASES.get(level, level)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; one of {', '.join([*LEVELS, *ALIASES])}")
    return LEVELS[level](seed)
