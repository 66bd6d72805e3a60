"""Nippon turn structure: setup, a turn (take a worker and act, or consolidate), the blueprint
exchange, refilling action spaces and worker rows, the scoring track and the end of the game
(seed 003, "Preparar", "Como se Juega", "Consolidar", "Fin del juego").

The flow is a few fields (current seat, pending sub-decision, action in progress); every
decision is derived from them by :meth:`Nippon.decision`.  A move answers the pending
sub-decision (engine/flow.py, Nippon's registry ``decisions.STEPS``) or starts the turn;
after either, :meth:`Nippon._apply` checks whether the action came to its end (the steps'
``finish`` leaves ``decisions.DONE`` in ``s.action``) and then runs :func:`after_action`:
the turn polls its actions, they never call it.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core import Action, Decision, Game
from ..i18n import N_
from . import actions as A
from .render_base import ACHIEVEMENT_NAMES, achievement_numbers
from . import bot, data, scoring, text
from .decisions import DONE, STEPS
from .render import SEAT_COLORS
from .state import NipponState as S, Player

OVER, PLAY = "over", "play"
_SPACE_NUMBERS = {str(i + 1) for i in range(len(data.ACTION_SPACES))}


class Nippon(Game[S]):
    """Nippon (What's Your Game?, 2015): 2–4 Zaibatsu industrialise Meiji Japan."""

    id = "nippon"
    title = "Nippon"
    min_players = 2
    max_players = 4
    variants = ("standard",)
    pitch = N_("Grow a zaibatsu in Meiji Japan: build factories, export goods and win "
               "influence in every region of the islands.")
    play_minutes = (60, 120)        # the publisher's listing
    variant_notes = {"standard": N_("The rules as the rulebook gives them.")}
    eval_scale = 12.0                     # VP that make one player clearly ahead (bots)
    bot_budgets = {"normal": {"iterations": 300, "playout": 8, "margin": 3},
                   "hard": {"iterations": 300, "playout": 8, "margin": 6, "guide": 4}}
    # docs/BOTS.md: the root keeps to the moves greedy rates within 3 VP (hard: 6) of its best;
    # hard's playouts are guided (each action the best rated of 4), issue 31.  The budget
    # estimate (estimate 1: :meth:`estimator`) is for pilots: no level's budget uses it
    terms = text.TERMS
    log_heads = frozenset({"setup: {n} players", "scoring {n}", "the game is over",
                           "all worker rows were empty: action spaces and rows are refilled"})
    seat_colors = SEAT_COLORS             # the rulebook's colours (seed 003; review C6)
    prompts, action_hints = text.PROMPTS, text.ACTION_HINTS
    follow_prompts = text.FOLLOW_PROMPTS
    choices, score_lines = text.CHOICES, text.SCORE_LINES
    tie_breaks = text.TIE_BREAKS

    def action_label(self, notation: str, names: list[str], gettext, variant: str | None
                     ) -> str | None:
        """Nippon's wording of the notations that name a component (text.action_label)."""
        return text.action_label(None, notation, names, gettext, variant)

    def prompt_numbers(self, gettext=None) -> dict[str, int | str]:
        """The rule values the prompts quote (text.prompt_numbers, from data.py)."""
        return dict(text.prompt_numbers(gettext))

    # -- setup -----------------------------------------------------------------------------------
    def _make_state(self, *, players, seed, variant, names) -> S:
        return S(game=self.id, variant=variant, seed=seed, names=names)

    def _setup(self, s: S) -> None:
        """Seed 003, "Preparar"; with 2–3 players the rows, workers and reward tiles of
        nippon-data.md N5–N7."""
        n = s.players
        first = s.rng().randrange(n)
        s.order = [(first + k) % n for k in range(n)]
        s.areas = [Player() for _ in range(n)]
        for position, seat in enumerate(s.order):
            p = s.p(seat)
            p.vp = data.START_VP[position]
            p.vp_lines = {"start": p.vp}
        s.current = s.order[0]
        s.factory_supply = list(data.FACTORIES)
        per_stack = data.REWARDS_PER_STACK - data.REWARDS_REMOVED[n]     # N7
        s.rewards = {f"{m}-{b}": per_stack
                     for m in data.REWARD_MULTIPLIERS for b in data.REWARD_BONUSES}
        rng = s.rng()
        tiles = sorted(data.CITY_TILES)
        rng.shuffle(tiles)
        s.cities = [(tiles[i], rng.randrange(4)) for i in range(len(data.CITY_SPACES))]
        s.transport = [[] for _ in data.REGIONS]
        per_color = data.WORKERS_PER_COLOR - data.WORKERS_REMOVED_PER_COLOR[n]
        s.bag = sorted(c for c in data.WORKER_COLORS for _ in range(per_color))
        s.spaces = [draw(s, data.WORKERS_PER_SPACE) for _ in data.ACTION_SPACES]
        s.rows = [draw(s, data.WORKERS_PER_ROW[n]) for _ in range(data.WORKER_ROWS[n])]
        s.undo_floor = 0
        s.note("setup: {n} players", n=n)

    # -- decisions and legal actions ---------------------------------------------------------------
    def decision(self, s: S) -> Decision:
        if s.phase == OVER:
            return _plain(None, "game_over")
        pending = s.pending
        if pending is not None:
            params = pending.params
            if not params:                              # no step params (STEPS.ask)
                return _plain(pending.seat, pending.prompt)
            get = params.get
            return _with_params(pending.seat, pending.prompt, get("track", _NONE),
                                get("n", _NONE), get("good", _NONE), get("value", _NONE))
        full = len(s.areas[s.current].workers) >= data.WORKER_SPACES
        if s.final_turns is None:
            return _plain(s.current, "must_consolidate" if full else "turn")
        turns = -(-s.final_turns // len(s.names))   # this player's turns left, this one included
        return _with_params(s.current, "final_consolidate" if full else "final_turn",
                            turns=turns)

    def is_over(self, s: S) -> bool:
        """The game has ended (what :meth:`decision` says with seat None, without building it)."""
        return s.phase == OVER

    def _legal(self, s: S) -> list[Action]:
        pending = s.pending
        if pending is not None:                 # the options' Actions, kept per options tuple
            options = pending.options
            known = _OPTION_ACTIONS.get(options)
            if known is None:
                if len(_OPTION_ACTIONS) >= _OPTION_ACTIONS_MAX:
                    _OPTION_ACTIONS.clear()
                known = _OPTION_ACTIONS[options] = list(map(_ACTION, options))
            return known[:]
        return turn_options(s, s.current)

    def is_legal(self, s: S, a: Action) -> bool:
        """Membership in :meth:`legal_actions`, checking only the one action (``apply`` asks
        this on every move; generating every turn option is the slow part)."""
        if s.phase == OVER:
            return False
        if s.pending is not None:
            return a.notation in s.pending.options
        p = s.areas[s.current]
        if a.verb == "consolidate":
            return not a.args
        if a.verb == "blueprint":
            return (len(a.args) == 1 and a.args[0] in data.TRACKS
                    and p.blueprints >= data.BLUEPRINTS_PER_STEP and A.room(p, a.args[0]) > 0)
        if a.verb != "take" or len(a.args) != 2 or a.args[0] not in _SPACE_NUMBERS:
            return False
        space = int(a.args[0]) - 1
        return (a.args[1] in data.ACTION_SPACES[space] and bool(s.spaces[space])
                and len(p.workers) < data.WORKER_SPACES and A.CAN[a.args[1]](s, p))

    def _apply(self, s: S, a: Action) -> None:
        """Answer the pending sub-decision, or take a worker (and start its action),
        consolidate or exchange blueprints; an action that came to its end (``finish``)
        is followed by :func:`after_action`."""
        if s.pending is not None:
            STEPS.answer(s, a)
        elif a.verb == "take":
            take(s, s.current, int(a.args[0]) - 1, a.args[1])
        elif a.verb == "consolidate":
            return consolidate(s, s.current)
        else:
            return exchange(s, s.current, a.args[0])
        if s.action is DONE:                   # the action is complete (decisions.finish)
            s.action = None
            after_action(s, s.current)

    # -- information -------------------------------------------------------------------------------
    def view(self, s: S, seat: int | None = None) -> dict:
        from .view import view
        return view(s, seat)

    def scores(self, s: S) -> list[dict]:
        return scoring.scores(s)

    def ranking(self, s: S) -> list[int]:
        return scoring.ranking(s)

    # -- bots -------------------------------------------------------------------------------------
    def evaluate(self, s: S, seat: int) -> float:
        """Estimated VP lead at the end of the game (engine/nippon/bot.py)."""
        return bot.evaluate(s, seat)

    def estimator(self, estimate: int) -> Game:
        """Estimate 1: this game rating positions with the budget estimate
        (:class:`BudgetNippon`: Yen held at a share of their weight, engine/nippon/bot.py
        ``HELD_YEN``; a candidate for ``hard``, docs/BOTS.md, that no level's budget uses);
        else this game."""
        return BUDGETED if estimate == 1 else self

    def render(self, view: dict, *, legal=(), gettext=None, **options) -> str:
        from .render import board
        return board(view, legal=legal, gettext=gettext, **options)


@lru_cache(maxsize=None)
def _plain(seat: int | None, prompt: str) -> Decision:
    """A decision without parameters, one shared (frozen) object per seat and prompt."""
    return Decision(seat, prompt)


_NONE = object()
"""A prompt parameter the pending step does not have."""


@lru_cache(maxsize=4096)
def _with_params(seat: int, prompt: str, track=_NONE, n=_NONE, good=_NONE, value=_NONE,
                 turns=_NONE) -> Decision:
    """A decision with the prompt parameters given (not :data:`_NONE`), one shared (frozen)
    object per seat, prompt and parameters: a pending step's (track, n, good, value, in that
    order) or a final turn's ``turns``."""
    params = {"track": track, "n": n, "good": good, "value": value, "turns": turns}
    return Decision(seat, prompt, {k: v for k, v in params.items() if v is not _NONE})


# -- the turn ---------------------------------------------------------------------------------------
def turn_options(s: S, seat: int) -> list[Action]:
    """Take a worker for a fully performable action (at most 6 workers), consolidate, or
    exchange 3 blueprints for a track step (seed 003, "Como se Juega", "Lleve un trabajador").
    The shared Actions (:data:`actions.ACTIONS`), in this order."""
    p = s.areas[seat]
    if len(p.workers) < data.WORKER_SPACES:
        spaces, yen = s.spaces, p.yen
        options = [take_it for space, least, can, take_it in _TAKE
                   if spaces[space] and yen >= least and can(s, p)]
    else:
        options = []
    options.append(_CONSOLIDATE)
    if p.blueprints >= data.BLUEPRINTS_PER_STEP:
        options += map(_ACTION, exchange_options(p))
    return options


_ACTION = A.ACTIONS.__getitem__
_OPTION_ACTIONS: dict[tuple[str, ...], list[Action]] = {}
"""A pending decision's options (``Pending.options``) → their shared Actions, for
:meth:`Nippon._legal` (a copy of the list is returned): most option tuples recur."""
_OPTION_ACTIONS_MAX = 8192
"""Option tuples kept at most (the cache is emptied when full)."""
_TAKE = [(i, A.LEAST_YEN.get(act, 0), A.CAN[act], _ACTION(f"take {i + 1} {act}"))
         for i, acts in enumerate(data.ACTION_SPACES) for act in acts]
"""(action space, the least Yen the action needs, its check ``can_<action>(s, p)``, the
Action taking a worker for it), in the spaces' order."""
_CONSOLIDATE = _ACTION("consolidate")


def exchange_options(p: Player) -> list[str]:
    """Discard 3 blueprints to move a track marker 1 step, any time in one's turn (seed 003)."""
    if p.blueprints < data.BLUEPRINTS_PER_STEP:
        return []
    return [_BLUEPRINT[t] for t in data.TRACKS if A.room(p, t) > 0]


_BLUEPRINT = A.option_names("blueprint", data.TRACKS)


def exchange(s: S, seat: int, track: str) -> None:
    s.p(seat).blueprints -= data.BLUEPRINTS_PER_STEP
    A.move_track(s, seat, track, 1)
    s.note("{player} exchanges {n} blueprints for a {track} step", player=seat,
           track=track + "_track", n=data.BLUEPRINTS_PER_STEP)


def take(s: S, seat: int, space: int, action: str) -> None:
    """Take a worker (its colour is a choice), put it on the left-most empty worker space and
    perform the action (seed 003, "Lleve un trabajador")."""
    s.took = space
    STEPS.ask(s, seat, "pick_worker", "worker", list(_worker_options(tuple(s.spaces[space]))),
              action=action)


@lru_cache(maxsize=None)
def _worker_options(space: tuple[str, ...]) -> tuple[str, ...]:
    """``worker C`` for each colour on an action space, in the colours' order."""
    colors = sorted(set(space), key=data.WORKER_COLORS.index)
    return tuple(f"worker {c}" for c in colors)


@STEPS.step("worker")
def step_worker(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Place the worker of the chosen colour, then start the ``action`` parameter (seed 003,
    "Lleve un trabajador"); its end is seen by :meth:`Nippon._apply`."""
    color = a.args[0]
    took = s.took
    assert took is not None                       # the space of this turn's worker
    s.spaces = spaces = s.spaces[:]               # board lists are replaced, never changed in
    space = spaces[took] = spaces[took][:]        # place: clones share them (state.py)
    space.remove(color)
    p = s.p(seat)
    p.workers = p.workers + [color]                # replaced: see Player.copy
    s.note("{player} takes a worker ({color}) for {action}", player=seat, color=color,
           action=params["action"])
    A.START[params["action"]](s, seat)


def after_action(s: S, seat: int) -> None:
    """The action or the consolidation is done: a last chance to exchange blueprints ("en
    cualquier momento durante el turno", seed 003, "Como se Juega"), then the turn ends."""
    p = s.areas[seat]
    if p.blueprints >= data.BLUEPRINTS_PER_STEP and (options := exchange_options(p)):
        STEPS.ask(s, seat, "exchange", "exchange", options + ["done"])
    else:
        end_turn(s)


@STEPS.step("exchange")
def step_exchange(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """One more blueprint exchange after the action, or ``done`` (seed 003)."""
    if a.verb == "done":
        return end_turn(s)
    exchange(s, seat, a.args[0])
    after_action(s, seat)


def end_turn(s: S) -> None:
    """Refill an emptied action space; count down the final turns; next player clockwise."""
    seat = s.current
    if s.areas[seat].ran:
        s.p(seat).ran = []
    s.last_player = seat
    final = s.final_turns is not None
    if s.took is not None:
        space, s.took = s.took, None
        if not s.spaces[space]:
            refill_space(s, space)
    if final:
        assert s.final_turns is not None              # (final: it was set before the refill)
        s.final_turns -= 1
        if s.final_turns == 0:
            return end_game(s)
        if s.final_turns % s.players == 0:            # every player has had a turn
            s.marker += 1
            s.note("the scoring marker moves to space {n}", n=s.marker)
    s.current = s.order[(s.order.index(seat) + 1) % len(s.names)]


# -- workers: bag, refills, scoring marker ----------------------------------------------------------
def draw(s: S, k: int) -> list[str]:
    """Draw up to ``k`` random workers from the bag (as many as there are)."""
    k = min(k, len(s.bag))
    if k == 0:
        return []
    picked = s.rng().sample(s.bag, k)
    s.bag = bag = s.bag[:]
    for color in picked:
        bag.remove(color)
    s.undo_floor = len(s.history)                 # chance was used: no undo past this point
    return picked


def refill_space(s: S, space: int) -> None:
    """Move the highest non-empty worker row to the empty space; with all rows empty, refill
    everything from the bag and move the scoring marker (seed 003, "Ranura de acción vacía",
    "Filas de trabajador vacías")."""
    for r, row in enumerate(s.rows):
        if row:
            s.spaces, s.rows = s.spaces[:], s.rows[:]
            s.spaces[space], s.rows[r] = row, []
            s.refill_owed = [k for k in s.refill_owed if k not in (f"r{r}", f"s{space}")]
            return
    refill_all(s)


def refill_all(s: S) -> None:
    owed = []
    s.spaces, s.rows = s.spaces[:], s.rows[:]
    for i, space in enumerate(s.spaces):
        s.spaces[i] = space = space + draw(s, data.WORKERS_PER_SPACE - len(space))
        if len(space) < data.WORKERS_PER_SPACE:
            owed.append(f"s{i}")
    per_row = data.WORKERS_PER_ROW[s.players]
    for r, row in enumerate(s.rows):
        s.rows[r] = row = row + draw(s, per_row - len(row))
        if len(row) < per_row:
            owed.append(f"r{r}")
    s.refill_owed = owed
    s.note("all worker rows were empty: action spaces and rows are refilled")
    if s.final_turns is not None:                 # P3: the marker no longer moves this way
        return
    s.marker += 1
    s.note("the scoring marker moves to space {n}", n=s.marker)
    if s.marker in data.SCORING_ON_ENTER:
        scoring.region_scoring(s, data.SCORING_ON_ENTER[s.marker] - 1)
    if s.marker == data.FIRST_GOLDEN:
        s.final_turns = data.FINAL_ROUNDS * s.players
        s.note("the first golden space: every player has 3 more turns")


def complete_refill(s: S) -> None:
    """Finish an incomplete refill once workers are back in the bag (seed 003, note)."""
    still = []
    if s.refill_owed:
        s.spaces, s.rows = s.spaces[:], s.rows[:]
    for key in s.refill_owed:
        if key[0] == "s":
            board, full = s.spaces, data.WORKERS_PER_SPACE
        else:
            board, full = s.rows, data.WORKERS_PER_ROW[s.players]
        i = int(key[1:])
        board[i] = target = board[i] + draw(s, full - len(board[i]))
        if len(target) < full:
            still.append(key)
    s.refill_owed = still


# -- II. Consolidate ---------------------------------------------------------------------------------
def consolidate(s: S, seat: int) -> None:
    """Budget, Emperor's reward, labour (seed 003, "Consolidar"), one step at a time."""
    p = s.p(seat)
    s.note("{player} consolidates", player=seat)
    p.yen = data.MONEY_TRACK[p.money]
    p.coal = data.COAL_TRACK[p.coal_track] + data.COAL_INCOME * p.has_bonus("coal_income")
    p.blueprints += data.BLUEPRINT_INCOME * p.has_bonus("blueprint_income")
    if len(p.workers) < data.MIN_WORKERS_FOR_REWARD:
        return wages(s, seat)
    level = data.REWARD_LEVEL[len(p.workers) - 1]
    assert level is not None                      # a level from MIN_WORKERS_FOR_REWARD on
    if any(s.rewards.values()):
        options = [_REWARD_OPTION[key] for key, left in s.rewards.items()
                   if left and _REWARD_LEVEL[key] <= level]
        if options:
            return STEPS.ask(s, seat, "pick_reward", "reward", options)
        s.note("{player} finds no reward tile of level {n} or lower", player=seat, n=level)
        return wages(s, seat)
    if s.vp_tiles:
        s.vp_tiles -= 1
        return place_tile(s, seat, data.VP_TILE_MULTIPLIER)
    wages(s, seat)


_REWARD_OPTION = {f"{m}-{b}": f"reward {m}x {b}"
                  for m in data.REWARD_MULTIPLIERS for b in data.REWARD_BONUSES}
"""Reward stack key ("<multiplier>-<bonus>") → the notation of taking one of its tiles."""
_REWARD_LEVEL = {key: int(key.split("-")[0]) for key in _REWARD_OPTION}


@STEPS.step("reward")
def step_reward(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Take the chosen reward tile: its bonus at once, then its achievement space (seed 003,
    "Recompensa del emperador")."""
    multiplier, bonus = int(a.args[0].rstrip("x")), a.args[1]
    s.rewards = dict(s.rewards)
    s.rewards[f"{multiplier}-{bonus}"] -= 1
    A.gain(s, seat, bonus, data.REWARD_BONUSES[bonus])
    s.note("{player} takes a ×{n} reward tile with {bonus}", player=seat, n=multiplier,
           bonus=bonus)
    place_tile(s, seat, multiplier)


def place_tile(s: S, seat: int, multiplier: int) -> None:
    """Put a reward / 2x tile on an empty achievement space; with none, it is discarded."""
    placed = s.areas[seat].achievements
    empty = [a for a in data.ACHIEVEMENT_IDS if a not in placed]
    if not empty:
        s.note("{player} has no empty achievement space: the tile is discarded", player=seat)
        return wages(s, seat)
    STEPS.ask(s, seat, "pick_achievement", "achievement", [_ACHIEVEMENT[a] for a in empty],
              value=multiplier)


_ACHIEVEMENT = A.option_names("achievement", data.ACHIEVEMENT_IDS)


@STEPS.step("achievement")
def step_achievement(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Put the tile of multiplier ``value`` on the chosen achievement space, then labour."""
    p = s.p(seat)
    p.achievements = {**p.achievements, a.args[0]: params["value"]}   # replaced: see Player.copy
    s.note("{player} places the ×{n} tile on an achievement ({achievement})", player=seat,
           n=params["value"], achievement=ACHIEVEMENT_NAMES[a.args[0]],
           **achievement_numbers(a.args[0]))            # the name quotes them
    wages(s, seat)


def wages(s: S, seat: int) -> None:
    """Labour, then the workers go back to the bag and any owed refill is completed; blueprints
    gained in the consolidation (Emperor's reward, PAP-4) may still be exchanged (review B1)."""
    p = s.p(seat)
    scoring.pay_wages(s, seat)
    s.bag = sorted(s.bag + p.workers)
    p.workers = []
    complete_refill(s)
    after_action(s, seat)


class BudgetNippon(Nippon):
    """Nippon whose :meth:`evaluate` is the budget estimate (engine/nippon/bot.py
    ``estimates(s, budget=True)``: the Yen and coal in the budget weighed by what they can still
    buy before the next consolidation discards them, seed 003, "Consolidar"): the game the hard
    bot's pilots search with (:meth:`Nippon.estimator`, a budget's ``estimate`` 1)."""

    def evaluate(self, s: S, seat: int) -> float:
        return bot.evaluate(s, seat, budget=True)


BUDGETED = BudgetNippon()
"""The game :meth:`Nippon.estimator` returns for estimate 1 (not registered)."""


def end_game(s: S) -> None:
    """Third scoring, then the final scoring of every player (seed 003, "Fin del juego")."""
    scoring.region_scoring(s, 2)
    scoring.final_scoring(s)
    s.phase = OVER
    s.pending = None
    s.undo_floor = len(s.history)
    s.note("the game is over")
