"""Village turn structure: setup, rounds seeded from the green bag, turns (a cube or the well,
then the space's action), deaths at the end of a turn, the mass at the end of a round, the end
of the game and its last actions (seed 004, "Preparar", "Como se Juega", "Tomando tu turno",
"Fin de una ronda", "Fin del juego").

The flow is a phase field plus a turn step; every decision is derived from them by
:meth:`Village.decision`.  After each action :meth:`Village._advance` runs the automatic parts
(deaths without a choice, the end of a turn, a market day's passes, the mass's draw) until a
player must decide.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..core import Action, Decision, Game, plain_decision
from ..i18n import N_
from . import actions as A, bot, data, market, mass, text
from .life import deaths_owed, resolve_deaths, spend_time
from .render import SEAT_COLORS
from .state import Player, VillageState as S
from .steps import STEPS


def prompt_numbers(prompt: str) -> dict[str, int]:
    """The rule values a decision's prompt quotes (engine/village/text.py PROMPTS), from
    data.py: the council's {green} cubes or {scrolls} scroll ("cámara del Consejo"), the
    church's {brown} cube or {time} time ("Iglesia"), the mass's {coins} per member ("Fin de
    una ronda")."""
    if prompt == "pay_council":
        return {"green": data.COUNCIL_GREEN, "scrolls": data.COUNCIL_SCROLLS}
    if prompt == "pay_church":
        return {"brown": data.CHURCH_BROWN, "time": data.CHURCH_TIME}
    if prompt == "mass_draw":
        return {"coins": data.MASS_BUYOUT_COINS}
    return {}


class Village(Game[S]):
    """Village (Inka & Markus Brand, 2011): 2–4 players, generations of a family at work."""

    id = "village"
    title = "Village"
    min_players = 2
    max_players = 4
    variants = ("standard",)
    pitch = N_("Guide the generations of a village family: work, travel, pray, sit in the "
               "council, and be remembered in the chronicle when your time runs out.")
    play_minutes = (60, 90)         # the publisher's box
    variant_notes = {"standard": N_("The rules as the rulebook gives them.")}
    eval_scale = 2.0                      # prestige that makes one player clearly ahead (bots)
    bot_budgets = {"normal": {"iterations": 170, "playout": 4, "follow": 4, "guide": 4},
                   "hard": {"iterations": 500, "playout": 4, "follow": 4, "guide": 4}}
    # docs/BOTS.md: follow-ups and guided playouts; issue 19's faster engine spends the same
    # time per decision on 1.7 times the iterations (were 100 and 300)
    terms = data.TERMS
    prompts, action_hints = text.PROMPTS, text.ACTION_HINTS
    follow_prompts = text.FOLLOW_PROMPTS
    choices, score_lines = text.CHOICES, text.SCORE_LINES
    tie_breaks = text.TIE_BREAKS
    chart_period = chart_axis = "round"   # the score chart counts rounds (engine/scorechart.py)
    points_label = text.POINTS
    log_heads = frozenset({"setup: {n} players", "round {round} begins", "the game is over",
                           "a mass is said at the end of round {round}", "the final mass is said"})
    seat_colors = SEAT_COLORS            # the box's red, ivory, blue, yellow (review D5)
    secret_lines = ("customers",)        # served customers lie face down (seed 004, "Mercado")

    # -- setup -------------------------------------------------------------------------------
    def _make_state(self, *, players, seed, variant, names) -> S:
        return S(game=self.id, variant=variant, seed=seed, names=names)

    def _setup(self, s: S) -> None:
        """Seed 004, "Preparar": four "1" members and 1 coin each, customers laid out, unused
        chronicle spaces and graves blocked; the first player (seat 1) starts."""
        n = s.players
        s.areas = [Player(members=["farm" if g == data.START_GENERATION else "unborn"
                                   for g in data.GENERATIONS]) for _ in range(n)]
        s.bag = {k: 0 for k in data.CUBE_KINDS}
        s.spaces = {sp: {k: 0 for k in data.CUBE_KINDS} for sp in data.SPACES}
        s.chronicle = {cat: [-1 if data.blocked(label, n) else None
                             for label in data.CHRONICLE_SLOTS] for cat in data.CATEGORIES}
        s.graves = [-1 if data.blocked(label, n) else None for label in data.GRAVES]
        s.pile = sorted(data.CUSTOMERS)
        s.rng().shuffle(s.pile)
        s.stalls = [None if data.blocked(label, n) else s.pile.pop() for label in data.STALLS]
        s.waiting = [s.pile.pop() for _ in range(data.WAITING)]
        s.note("setup: {n} players", n=n)
        self._start_round(s)

    def _start_round(self, s: S) -> None:
        """Seed 004, "Comenzando una nueva ronda" and "Sembrando los espacios de acción"."""
        s.round += 1
        if s.next_start is not None:
            s.start, s.next_start = s.next_start, None
        card = data.SETUP_CARDS[s.players]
        s.bag = dict(s.bag)                 # shared with the state before (S.successor)
        s.spaces = {space: dict(cubes) for space, cubes in s.spaces.items()}
        for color in data.COLORS:
            s.bag[color] += min(card.bag_per_color, s.cube_supply(color))
        s.bag[data.PLAGUE] += s.cube_supply(data.PLAGUE)
        rng = s.rng()
        for space in data.SPACES:           # short spaces stay short (assumed, E6)
            for _ in range(card.per_space[space]):
                if sum(s.bag.values()) == 0:
                    break
                s.spaces[space][_draw(s.bag, rng)] += 1
        s.note("round {round} begins", round=s.round)
        s.undo_floor = len(s.history)           # random cubes drawn: no undo past them
        s.phase, s.actor, s.step, s.space = "turn", s.start, "start", None

    # -- decisions and legal actions -------------------------------------------------------------
    def _free(self, s: S) -> bool:
        """After the end is triggered and the board is empty: any action, no cube (seed 004)."""
        return s.final is not None and s.board_empty()

    def decision(self, s: S) -> Decision:
        """Who decides what now.  A decision by another seat than the turn's player (a market
        day, a death during it, the mass) is marked ``private`` so that a hotseat UI hands the
        device over first (issue 6: "a hand-off screen between seats"); Village has no
        hidden information otherwise."""
        if s.phase == "over":
            return plain_decision(None, "game_over")
        if s.pending:
            seat = s.pending.seat
            return Decision(seat, s.pending.prompt,
                            {**prompt_numbers(s.pending.prompt), **s.pending.params},
                            private=seat != s.actor)
        if s.phase == "market":
            seat = market.day(s).queue[0]
            return plain_decision(seat, "market", seat != s.actor)
        if s.phase == "mass_draw":
            return Decision(s.queue[0], s.phase, prompt_numbers(s.phase),
                            private=s.queue[0] != s.actor)
        if s.phase == "mass_promote":
            return plain_decision(s.queue[0], s.phase, s.queue[0] != s.actor)
        if s.step == "act":
            if s.space is None:
                return plain_decision(s.actor, "well_act")
            return _act_decision(s.actor, s.space)
        return plain_decision(s.actor, "free" if self._free(s) else "turn")

    def is_over(self, s: S) -> bool:
        """Whether the game has ended (:meth:`decision` with seat None, without building it)."""
        return s.phase == "over"

    def is_legal(self, s: S, a: Action) -> bool:
        """Membership in the legal actions, with a shortcut for taking a cube (the most
        frequent action); tests/village/test_village_invariants.py checks both agree."""
        if s.phase == "over":
            return False
        if (a.verb == "take" and s.pending is None and s.phase == "turn"
                and s.step == "start" and not self._free(s)):
            if len(a.args) not in (2, 3) or s.spaces.get(a.args[0], {}).get(a.args[1], 0) <= 0:
                return False
            return a.args[2:] == (() if _usable(s, s.actor, a.args[0], a.args[1]) else (ONLY,))
        return a.notation in self._options(s)

    def legacy_notation(self, s: S, notation: str) -> str | None:
        """A save's action written before what it costs or leaves undone was named (main at
        f2d3e39), as today's notation, when exactly one legal action means it (saves only:
        :meth:`Game.legacy_notation`): ``take <space> <kind>`` of a cube whose action cannot
        be used is ``take <space> <kind> only``; ``well <colour>`` / ``pay green`` / ``pay
        brown`` with coins standing in for cubes is ``well <colour> <coins>`` / ``pay green
        <coins>`` (or ``well coins`` when no cube of that colour was paid)."""
        old = Action.parse(notation)
        if old.verb == "take" and len(old.args) == 2:
            return self.only_legal(s, lambda a: a.args == old.args + (ONLY,))
        if old.verb not in ("well", "pay") or len(old.args) != 1:
            return None
        seat = self.decision(s).seat
        assert seat is not None                  # an old save's move: the game goes on
        no_cube = (old.verb == "well" and old.args[0] in data.COLORS
                   and not s.p(seat).cubes[old.args[0]])
        return self.only_legal(s, lambda a: a.verb == old.verb and (
            (len(a.args) == 2 and a.args[0] == old.args[0] and a.args[1].isdigit())
            or (no_cube and a.args == ("coins",))))

    def _legal(self, s: S) -> list[Action]:
        known = _ACTIONS.get
        if s.pending is None and s.phase == "turn":
            if s.step != "act":
                if not self._free(s):
                    return self._turn(s, s.actor)
            elif s.space is not None:               # _options: the space's options, pass
                legal = [known(o) or _action(o) for o in A.OPTIONS[s.space](s, s.actor)]
                legal.append(_PASS)
                return legal
        return [known(o) or _action(o) for o in self._options(s)]

    def _turn(self, s: S, seat: int) -> list[Action]:
        """A turn's first choices (seed 004, "Tomando tu turno"): a cube from a space, ``take
        <space> <kind> only`` when the space's action could not be used after taking it (issue
        16), or the well."""
        takes: list[Action] = []
        append, spaces, p = takes.append, s.spaces, s.areas[seat]
        for sp, kinds, usable_with in _TAKES:
            usable, cubes = None, spaces[sp]
            for k, take, only in kinds:
                if cubes[k]:
                    if usable is None:
                        usable = usable_with(s, seat, p)
                    # a plague cube is never in usable's colours: it joins no farmyard
                    append(take if usable is True or k in usable else only)
        known = _ACTIONS.get
        return takes + [known(o) or _action(o) for o in A.well_options(s, seat)]

    def _options(self, s: S) -> Sequence[str]:
        if s.pending:
            return s.pending.options
        if s.phase == "market":
            return market.serve_options(s, market.day(s).queue[0]) + ["pass"]
        if s.phase == "mass_draw":
            return mass.draw_options(s, s.queue[0])
        if s.phase == "mass_promote":
            return mass.promote_options(s, s.queue[0])
        seat = s.actor
        if s.step == "act":
            extra = [] if s.space is None else ["pass"]
            return A.options(s, seat, s.space) + extra
        if self._free(s):
            return A.options(s, seat, None) + ["pass"]
        return [a.notation for a in self._turn(s, seat)]

    # -- applying actions --------------------------------------------------------------------------
    def _apply(self, s: S, a: Action) -> None:
        if s.pending:
            STEPS.answer(s, a)
        elif s.phase == "market":
            market.on_market(s, market.day(s).queue[0], a)
        elif s.phase == "mass_draw":
            mass.on_draw(s, s.queue[0], a)
        elif s.phase == "mass_promote":
            mass.on_promote(s, s.queue[0], a)
        elif a.verb == "take":
            self._take(s, s.actor, a.args[0], a.args[1], usable=len(a.args) == 2)
        elif a.verb == "well":
            A.pay_well(s, s.actor, a.args[0])
            s.step, s.space = "act", None
        elif a.verb == "pass":
            if s.space is not None:
                s.note("{player} does not use the action of {space}", player=s.actor,
                       space=s.space)
            else:
                s.note("{player} passes", player=s.actor)
            s.step = "end"
        else:
            s.step = "doing"
            self._perform(s, s.actor, a)
        self._advance(s)

    def _take(self, s: S, seat: int, space: str, kind: str, usable: bool) -> None:
        """Take a cube: influence to the farmyard, plague back to the supply for 2 time; then the
        space's action may follow (the market's must) (seed 004, "Tomando tu turno").
        ``usable``: whether the action can then be used, as the legal option said (``take
        <space> <kind>``, not ``… only``: worked out by :meth:`_turn`)."""
        cubes = s.spaces[space]             # shared with the state before (S.successor)
        s.spaces = {**s.spaces, space: {**cubes, kind: cubes[kind] - 1}}
        if kind == data.PLAGUE:
            spend_time(s, seat, data.PLAGUE_TIME)
        else:
            s.p(seat).cubes[kind] += 1
        s.note("{player} takes 1 {color} cube from {space}", player=seat, color=kind, space=space)
        s.space = space
        if space == "market":
            s.step = "doing"
            market.start(s, seat)
        elif usable:
            s.step = "act"
        else:
            s.note("{player} cannot use the action of {space}", player=seat, space=space)
            s.step = "end"

    def _perform(self, s: S, seat: int, a: Action) -> None:
        if a.verb == "market":
            market.start(s, seat)
        else:
            A.DO[a.verb](s, seat, *a.args)

    def _advance(self, s: S) -> None:
        """Run the automatic parts of the flow until someone must decide."""
        while s.pending is None:
            if s.phase == "market":
                if market.seller(s) is not None:
                    return
                market.close(s)
            elif s.phase == "mass_draw":
                if mass.current(s, mass.draw_options) is not None:
                    return
                mass.draw_rest(s)
            elif s.phase == "mass_promote":
                if mass.current(s, mass.promote_options) is not None:
                    return
                mass.finish(s)
                if s.final_mass:
                    s.phase = "over"
                    s.note("the game is over")
                else:
                    self._start_round(s)
            elif s.phase == "turn" and s.step == "doing":
                s.step = "end"
            elif s.phase == "turn" and s.step == "end":
                if deaths_owed(s, s.actor) > 0:
                    resolve_deaths(s, s.actor)      # at the end of the turn (seed 004)
                else:
                    self._end_turn(s)
            else:
                return

    def _end_turn(self, s: S) -> None:
        """Next player; after the last cube a mass and a new round; after the end trigger, the
        last actions and the final mass (seed 004, "Fin del juego", with its market case)."""
        n, actor = s.players, s.actor
        if s.end_by is not None and s.final is None:
            if s.end_in_market and s.end_by != actor:
                s.final = [(actor + k) % n for k in range(1, n + 1)]
            else:
                s.final = [(s.end_by + k) % n for k in range(1, n)]
        s.space = None
        if s.final is not None:
            if s.final:
                s.actor, s.step = s.final.pop(0), "start"
            else:
                mass.start(s, final=True)
        elif s.board_empty():
            mass.start(s, final=False)
        else:
            s.actor, s.step = (actor + 1) % n, "start"

    # -- information -------------------------------------------------------------------------------
    def view(self, s: S, seat: int | None = None) -> dict:
        from .view import view
        return view(s, seat, self.decision(s).seat)

    def scores(self, s: S) -> list[dict]:
        from .scoring import scores
        return scores(s)

    def ranking(self, s: S) -> list[int]:
        from .scoring import ranking
        return ranking(s)

    # -- bots -----------------------------------------------------------------------------------
    def _resample_hidden(self, s: S, seat: int | None, rng) -> None:
        """The face-down customer pile and the customers other seats served face down
        (engine/village/bot.py, :func:`~engine.village.bot.resample_hidden`)."""
        bot.resample_hidden(s, seat, rng)

    def evaluate(self, s: S, seat: int) -> float:
        """Estimated prestige lead at the end of the game (engine/village/bot.py)."""
        return bot.evaluate(s, seat)

    def action_label(self, notation, names, gettext, variant):
        return text.action_label(self, notation, gettext)

    def tie_break(self, s: S) -> str | None:
        """Which of seed 004's tie-breaks ("Puntuación final") decided first place: most
        customers served, then most living family members, else a shared victory."""
        if not self.is_over(s):
            return None
        from .scoring import tie_break
        return tie_break(s)

    def returns(self, s: S) -> list[float]:
        """1 shared among the winners (a tie after both tie-breaks is shared: assumed, E16)."""
        if not self.is_over(s):
            return [0.0] * s.players
        from .scoring import winners
        best = winners(s)
        return [1.0 / len(best) if seat in best else 0.0 for seat in range(s.players)]

    def render(self, view: dict, *, legal=(), gettext=None, **options) -> str:
        from .render import board
        return board(view, legal=legal, gettext=gettext, **options)


ONLY = "only"
"""Last token of ``take <space> <kind> only``: the cube's action cannot be used after taking it
(seed 004, "Tomando tu turno": "Solo puedes tomar el cubo y no realizar la acción"), so the
option says so before the cube is taken (issue 16)."""


def _usable(s: S, seat: int, space: str, kind: str) -> bool:
    """Whether ``seat`` could do ``space``'s action after taking a ``kind`` cube from it (an
    influence cube joins the player's cubes first; a market day always takes place)."""
    usable = A.usable_with(s, seat, space)
    return usable is True or kind in usable


_ACTIONS: dict[str, Action] = {}


def _action(notation: str) -> Action:
    """The Action of a notation built by the engine (well formed by construction); Actions are
    immutable, so one object per notation is shared."""
    action = _ACTIONS.get(notation)
    if action is None:
        verb, *args = notation.split()
        action = _ACTIONS[notation] = Action(verb, tuple(args))
    return action


@lru_cache(maxsize=None)
def _act_decision(seat: int, space: str) -> Decision:
    """The decision of a turn's act step, one shared object per seat and space (like
    core.plain_decision; asked at every step of every game and search)."""
    return Decision(seat, "act", {"space": space})


_TAKE = {(sp, k): _action(f"take {sp} {k}") for sp in data.SPACES for k in data.CUBE_KINDS}
_TAKE_ONLY = {(sp, k): _action(f"take {sp} {k} {ONLY}") for sp in data.SPACES
              for k in data.CUBE_KINDS}
"""The Actions of taking a cube, by space and kind (rebuilt at every turn of every game)."""
_PASS = _action("pass")
_TAKES = tuple((sp, tuple((k, _TAKE[sp, k], _TAKE_ONLY[sp, k]) for k in data.CUBE_KINDS),
                A.USABLE_WITH[sp]) for sp in data.SPACES)
"""(space, ((kind, take, take only), ...), its usable_with) in the turn list's order
(:meth:`Village._turn`)."""


def _draw(bag: dict, rng) -> str:
    """Take one cube at random out of a non-empty bag {kind: count}; returns its kind."""
    r = rng.randrange(sum(bag.values()))
    for kind in data.CUBE_KINDS:
        if r < bag[kind]:
            bag[kind] -= 1
            return kind
        r -= bag[kind]
    raise ValueError("empty bag")
