"""The rules of one game (DESIGN.md, "The engine contract"): :class:`Game`, the factory and
rules every game subclasses: setup, decisions, legal actions and :meth:`Game.apply`, old
notations of saves, views and scores, and the hooks bots search with.  What the screen asks of
a game (labels, explanations, tour, rules summary, stepper, board) is the base class
:class:`engine.screen_hooks.ScreenHooks`.

Re-exported by :mod:`engine.core`.
"""
from __future__ import annotations

import random
from typing import Callable, ClassVar, Generic, Iterable, TypeVar

from .action import Action, Decision
from .errors import IllegalAction, brief
from .screen_hooks import ScreenHooks
from .i18n import N_, default_names
from .record import Record
from .state import SEED_MAX, State


StateT = TypeVar("StateT", bound=State)
"""The State class of one game (``class Village(Game[VillageState])``)."""


class Game(ScreenHooks, Generic[StateT]):
    """Factory and rules of one game.  Subclasses fill the class attributes and hooks.

    Hooks for subclasses: ``_setup(state)``, ``decision(state)``, ``_legal(state)``,
    ``_apply(state, action)`` (mutates the clone it is given), ``view``, ``scores``; the
    screen's hooks (``render``, ``action_label``...) are those of :class:`ScreenHooks`.

    Generic in the game's State class, so that a game's hooks take its own state
    (``Game[VillageState]``); a bare ``Game`` is any game.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    variants: ClassVar[tuple[str, ...]]
    terms: ClassVar[dict[str, str]] = {}
    """English display names of the component ids used in notations and log parameters."""
    prompts: ClassVar[dict[str, str]] = {}
    """English text of each decision prompt key; ``{param}`` braces take the decision params,
    or the rule values of :meth:`prompt_numbers`."""
    action_hints: ClassVar[dict[str, str]] = {}
    """A few words explaining an action notation (e.g. "act king 1"), for buttons."""
    variant_hints: ClassVar[dict[str, dict[str, str]]] = {}
    """Per variant, action hints that replace :attr:`action_hints` in that rules edition."""
    choices: ClassVar[dict[str, str]] = {}
    """Labels of ``choose <x>`` answers that are not component names or numbers."""
    score_lines: ClassVar[dict[str, str]] = {}
    """English names of the scoring lines of :meth:`scores`."""
    points_label: ClassVar[str] = N_("{n} points")
    """English msgid of a score with its unit, e.g. "{n} GP" (Plus Ultra's greatness points)."""
    seat_colors: ClassVar[tuple[str, ...]] = ()
    """The board's player colours by seat (CSS hex colours), when a game's own differ from the
    app's (web/app.css ``--seat-N``: red, green, blue, yellow); the app's seat swatches take
    them, so board, panel and score table agree."""
    choose_first: ClassVar[bool] = False
    """Whether the players may name the first player (``new(first=seat)``): a rulebook that
    says who begins, falling back to chance (Plus Ultra: "el último que hubiese dominado un
    imperio")."""

    pitch: ClassVar[str] = ""
    """English msgid of the game's one-line pitch on the shelf (issue 21)."""
    play_minutes: ClassVar[tuple[int, int]] = (0, 0)
    """Playing time in minutes, (shortest, longest), as the box or the publisher gives it;
    (0, 0) when unknown (the shelf then shows none)."""
    variant_notes: ClassVar[dict[str, str]] = {}
    """Per variant id, an English msgid saying in a sentence what that rules edition or variant
    is or changes (shown on the shelf card beside the variant's name)."""

    def info(self) -> dict:
        """Registry entry (JSON-shaped): id, title, player range, variants, who may begin, seat
        colours, the shelf card's pitch, playing time and variant notes (English msgids), and
        the variants with a guided tour (:meth:`tour_variants`)."""
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "variants": list(self.variants),
            "choose_first": self.choose_first,
            "seat_colors": list(self.seat_colors),
            "pitch": self.pitch,
            "play_minutes": list(self.play_minutes),
            "variant_notes": {v: self.variant_notes.get(v, "") for v in self.variants},
            "tour_variants": list(self.tour_variants()),
        }

    # -- making and advancing states -------------------------------------------------
    def new(self, players: int, seed: int | None = None, variant: str | None = None,
            names: Iterable[str] | None = None, first: int | None = None) -> StateT:
        """A new game after setup.

        Args:
            players: number of seats, within [min_players, max_players].
            seed: RNG seed, an int within ±:data:`SEED_MAX`; random if None.
            variant: rules variant id; the default variant if None.
            names: player names by seat; "Player 1"… if None.
            first: the seat (0-based) that begins, for a game with :attr:`choose_first`;
                None: the rules decide (at random).

        Raises:
            ValueError: bad player count, unknown variant, wrong number of names, or a
                ``first`` that is not a seat or that the game does not take.
        """
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.id}: players must be {self.min_players}–{self.max_players}")
        variant = variant or self.default_variant
        if variant not in self.variants:
            raise ValueError(f"{self.id}: unknown variant {brief(variant)}; one of {self.variants}")
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        if type(seed) is not int or not -SEED_MAX <= seed <= SEED_MAX:
            raise ValueError(f"seed must be an integer from {-SEED_MAX} to {SEED_MAX}")
        names = tuple(names) if names is not None else default_names(players)
        if len(names) != players:
            raise ValueError(f"{self.id}: {players} players need {players} names")
        if first is not None:
            if not self.choose_first:
                raise ValueError(f"{self.id}: the first player cannot be chosen")
            if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
                raise ValueError(f"first must be a seat from 0 to {players - 1}")
        state = self._make_state(players=players, seed=seed, variant=variant,
                                 names=tuple(str(n)[:40] for n in names))
        state.first = first
        self._setup(state)
        return state

    def _make_state(self, *, players: int, seed: int, variant: str, names: tuple[str, ...]) -> StateT:
        raise NotImplementedError

    def _setup(self, state: StateT) -> None:
        raise NotImplementedError

    def decision(self, state: StateT) -> Decision:
        """Who must decide what now; seat None when the game is over."""
        raise NotImplementedError

    def is_over(self, state: StateT) -> bool:
        return self.decision(state).seat is None

    def legal_actions(self, state: StateT) -> list[Action]:
        """The legal actions of the deciding seat, in a stable order; [] when over.

        The answer for the last state asked is remembered (by identity), so that
        :meth:`apply` of one of these actions to that state skips the legality check: states
        are values, never changed once made (a test that edits one by hand asks again)."""
        if self.is_over(state):
            return []
        legal = self._legal(state)
        self._asked = (state, legal)
        return legal

    _asked: tuple = (None, ())
    """(state, its legal actions) of the last :meth:`legal_actions` call."""

    def _legal(self, state: StateT) -> list[Action]:
        raise NotImplementedError

    def is_legal(self, state: StateT, action: Action) -> bool:
        """Whether ``action`` is legal now: membership in :meth:`legal_actions`.  A game may
        override it with a faster check for one action; it must give the same answer."""
        return action in self.legal_actions(state)

    def apply(self, state: StateT, action: Action | str) -> StateT:
        """The state after ``action``; ``state`` itself is not changed.

        Raises:
            InvalidAction: the text does not parse.
            IllegalAction: the action is not legal now (message names it and the prompt).
        """
        if isinstance(action, str):
            action = Action.parse(action)
        asked, legal = self._asked
        if not (asked is state and id(action) in map(id, legal)) \
                and not self.is_legal(state, action):
            legal = self.legal_actions(state)
            decision = self.decision(state)
            if decision.seat is None:
                raise IllegalAction(f"{brief(action.notation)}: the game is over")
            raise IllegalAction(
                f"{brief(action.notation)} is not legal now: seat {decision.seat + 1} must answer "
                f"{decision.prompt!r} ({len(legal)} legal actions)")
        new = state.successor()
        history = new.history
        if type(history) is Record and len(history._items) == history._n:
            history._items.append(action.notation)      # Record.append, without the call
            history._n += 1
        else:
            history.append(action.notation)
        self._apply(new, action)
        new.made()
        if self._asked[0] is new:      # asked while it was being made: forget that answer
            self._asked = (None, ())
        return new

    def _apply(self, state: StateT, action: Action) -> None:
        raise NotImplementedError

    # -- old notations in save documents --------------------------------------------------
    def legacy_notation(self, state: StateT, notation: str) -> str | tuple[str, ...] | None:
        """The canonical notation an older notation of this game meant in ``state``, or None;
        a tuple of notations when one old action is several decisions today (applied in
        order; Lorenzo's one-action placement is now a family member, then a space).

        Only the replay of save documents asks (:func:`engine.savedoc.iter_states`, when
        ``notation`` is not legal in ``state``): a save written before a notation changed
        still loads, and is saved again in today's notation.  :meth:`apply` accepts canonical
        notations only.  A game answers with :meth:`only_legal` (the one legal action the old
        text can mean; None when none or several match).  Default: None (no old notations).
        """
        return None

    def legacy_implied(self, state: StateT) -> str | None:
        """The answer an older version of this game gave by itself at ``state``'s decision (so
        its saves hold no action for it), or None.  Only the replay of save documents asks,
        when a save's action is not legal here and :meth:`legacy_notation` has no translation:
        the answer is applied and the save's action tried again.  Default: None."""
        return None

    def read_format(self, state: StateT, version: int) -> None:
        """Set up ``state`` (dealt, or decoded from a link's position, before any action of the
        document is replayed) to play on as a save document of format ``version`` reads, a
        version older than :data:`engine.savedoc.SAVE_VERSION` whose actions this game reads
        otherwise (:meth:`save_format` then names it).  Default: nothing (the game reads
        every version alike)."""

    def save_format(self, state: StateT) -> int | None:
        """The older save format ``state`` plays by (:meth:`read_format` set it up), which a
        save document of it must name, or None: the current one.  Default: None."""
        return None

    def only_legal(self, state: StateT, meant: Callable[[Action], bool]) -> str | None:
        """The notation of the single legal action for which ``meant(action)`` is true; None
        when no legal action or more than one matches (for :meth:`legacy_notation`)."""
        found = [a for a in self.legal_actions(state) if meant(a)]
        return found[0].notation if len(found) == 1 else None

    # -- information ------------------------------------------------------------------
    def view(self, state: StateT, seat: int | None = None) -> dict:
        """What ``seat`` may see (None: the public view), as JSON-shaped data."""
        raise NotImplementedError

    def scores(self, state: StateT) -> list[dict]:
        """Per seat: {"total": int, "breakdown": {category: points}}, live or final."""
        raise NotImplementedError

    secret_lines: ClassVar[tuple[str, ...]] = ()
    """Score lines other seats may not see before the end (e.g. face-down estates)."""

    def visible_scores(self, state: StateT, seat: int | None = None) -> list[dict]:
        """:meth:`scores` as ``seat`` (None: the public) may see them during play.

        Until the game is over, the :attr:`secret_lines` of other seats are None, their total
        counts only the visible lines and carries ``"partial": True``.
        """
        scores = self.scores(state)
        if self.is_over(state) or not self.secret_lines:
            return scores
        shown = []
        for i, score in enumerate(scores):
            if i == seat:
                shown.append(score)
                continue
            lines = {k: None if k in self.secret_lines else v
                     for k, v in score["breakdown"].items()}
            shown.append({"total": sum(v for v in lines.values() if v is not None),
                          "breakdown": lines, "partial": True})
        return shown

    log_heads: ClassVar[frozenset[str]] = frozenset()
    """Log templates (keys of ``state.log`` events) that open a part of the game, such as
    "round {round} begins": the app's log shows them as headers (issue 20)."""

    secret_prompts: ClassVar[dict[str, str]] = {}
    """Decision prompts whose answer stays secret from the other seats until the game reveals
    it, each with the English msgid naming such a move without its content ("{name} chose a
    character").  Not every private decision is a secret: ``Decision.private`` asks a hotseat
    for a hand-off, and Village's out-of-turn decisions are private only for that, their
    answers being public (logged)."""

    def hidden_moves(self, state: StateT) -> dict[int, tuple[int, str]]:
        """The moves of ``state.history`` whose content is still secret in ``state``: history
        index → (seat that chose it, its prompt, a key of :attr:`secret_prompts`).  A move
        leaves this dict when the game reveals it (e.g. all draft picks at once).  Default:
        none (a game without secret prompts)."""
        return {}

    def move_secret(self, state: StateT, index: int, seat: int | None) -> str | None:
        """None when ``seat`` (None: the public) may see which action ``state.history[index]``
        was; otherwise the English msgid that names the move publicly, with ``{name}`` for the
        name of the seat that chose it (DESIGN.md: another seat's unrevealed secret is named
        only as "chose …").  Raises IndexError for an index outside the history."""
        if not -len(state.history) <= index < len(state.history):
            raise IndexError(f"no move {index} in a history of {len(state.history)}")
        hidden = self.hidden_moves(state).get(index % len(state.history))
        if hidden is None or hidden[0] == seat:
            return None
        return self.secret_prompts[hidden[1]]

    def ranking(self, state: StateT) -> list[int]:
        """Seats from first to last place, with the game's tie-breaks applied."""
        raise NotImplementedError

    chart_period: ClassVar[str | None] = None
    """The state field that counts the game's rounds (or turns) for the score chart
    (engine/scorechart.py samples the scores when it changes); None: every turn, i.e. each
    time the player to decide changes."""
    chart_axis: ClassVar[str] = "turn"
    """What the score chart's time axis counts: "turn" or "round" (engine.scorechart.AXES)."""

    tie_breaks: ClassVar[dict[str, str]] = {}
    """The rulebook's tie-breaks for first place, by key, each an English msgid saying how a
    tie was decided (shown under the winner line), in the order the rulebook applies them."""

    def tie_break(self, state: StateT) -> str | None:
        """The key of :attr:`tie_breaks` that decided first place, or None when the game is not
        over or one player had the most points alone.  Default: the game's single tie-break
        (a seat order, which always decides) when the best total is shared."""
        if not self.is_over(state) or not self.tie_breaks:
            return None
        totals = [score["total"] for score in self.scores(state)]
        if totals.count(max(totals)) < 2:
            return None
        return next(iter(self.tie_breaks))

    def returns(self, state: StateT) -> list[float]:
        """Per seat: 1 for the winner (after the game's tie-breaks) at the end, else 0 (for bots)."""
        if not self.is_over(state):
            return [0.0] * state.players
        winner = self.ranking(state)[0]
        return [1.0 if seat == winner else 0.0 for seat in range(state.players)]

    # -- bots (engine/ai) -------------------------------------------------------------------
    def determinize(self, state: StateT, seat: int | None, rng: random.Random) -> StateT:
        """A state ``seat`` cannot tell from ``state``: every piece of information hidden from
        ``seat`` (deck orders, other players' secrets, the seed of future chance) replaced by a
        sample drawn with ``rng`` from what ``view(state, seat)`` allows.  ``seat`` None is the
        public, from whom every player's secrets are hidden.

        The result depends only on ``view(state, seat)`` and ``rng``: two states with the same
        view for ``seat`` give the same determinization for the same ``rng`` state (checked by
        the property tests).  This is how bots and the coach stay honest: of the real state
        they read only whose turn it is, its legal actions and its history's length (which
        seeds their search); every world they search is this method's sample (the history's
        notations are kept, and no rule or bot reads them).  Games with hidden components
        implement :meth:`_resample_hidden`.  Links use :meth:`conceal` (this sample without
        the history).
        """
        new = state.clone()
        self._resample_hidden(new, seat, rng)
        new.seed = rng.randrange(1, 2**31)
        new.rng_draws = 0
        return new

    def _resample_hidden(self, state: StateT, seat: int | None, rng: random.Random) -> None:
        """Hook: replace in ``state`` (a clone) every component hidden from ``seat`` (None: the
        public) by a sample consistent with ``view(state, seat)``, drawing only from ``rng``;
        pools must be put in a canonical order (e.g. sorted) before shuffling.  Default:
        nothing is hidden but future chance."""

    def conceal(self, state: StateT, seat: int | None, rng: random.Random) -> StateT:
        """The position a link of ``state`` shows to ``seat`` (None: the public; issue 29, D1):
        a state that holds nothing ``seat`` may not see, from which ``seat`` can play on.

        It is :meth:`determinize` (every hidden component re-dealt, a fresh seed drawn from
        ``rng``, no draw made yet, the same sample the bots and the coach search), with the
        history emptied (past notations name secret picks and bids), the undo floor at 0, and
        the log that ``seat`` may read (:meth:`visible_log`).  Like :meth:`determinize`, it
        depends only on ``view(state, seat)``, the log and ``rng``.
        """
        from .record import Record

        new = self.determinize(state, seat, rng)
        new.history = Record()
        new.log = Record(self.visible_log(state, seat))
        new.undo_floor = 0
        return new

    def visible_log(self, state: StateT, seat: int | None) -> list:
        """The events of ``state.log`` that ``seat`` (None: the public) may read.  Default:
        all of them, since the log is public by contract (DESIGN.md: every text on the page,
        the log included, shows another seat's unrevealed secret only as "chose …"; the rules
        write a secret into the log only when they reveal it).  A game whose log held a
        secret would leave it out here."""
        return list(state.log)

    eval_scale: ClassVar[float] = 10.0
    """Points that make one side clearly ahead (bots squash :meth:`evaluate` by it)."""

    bot_budgets: ClassVar[dict[str, dict[str, int]]] = {
        "normal": {"iterations": 200, "playout": 8}, "hard": {"iterations": 500, "playout": 8}}
    """Search settings of each MCTS bot level: iterations, random playout length in actions,
    and optionally follow (greedy follow-ups after each tree action), guide (actions rated
    per playout action), margin (the root's actions kept to those rated near the greedy
    best) and estimate (:meth:`estimator`); see ``engine.ai.MCTSBot`` and
    ``engine.ai.bots.SEARCH`` for their meaning and defaults.  A game whose actions are slow to
    list sets smaller numbers, so that a decision stays within issue 7's times in the browser
    (bench/bot_speed.py measures them)."""

    def estimator(self, estimate: int) -> "Game":
        """The game a search rates positions with (its :meth:`evaluate`): ``estimate`` is the
        bot level's setting of that name (``engine.ai.bots.SEARCH``, :attr:`bot_budgets`).
        0, and by default any value: this game.  A game with a further estimate for some
        levels returns, for its number, a game that differs only in :meth:`evaluate`."""
        return self

    def evaluate(self, state: StateT, seat: int) -> float:
        """Heuristic worth of ``state`` for ``seat``, in points (for bots): by default the score
        so far minus the best other score.  Games add resources, position and future value."""
        totals = [s["total"] for s in self.scores(state)]
        others = [t for i, t in enumerate(totals) if i != seat]
        return totals[seat] - (max(others) if others else 0)
