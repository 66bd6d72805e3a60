"""Lorenzo il Magnifico's game class: the decision, legal actions and applying them (seed 001,
"Como se Juega"); the round itself (setup, phases A-D: cards and dice, the order of turns,
the Vatican report, the end of the round) is rounds.py.

The flow is a phase field, the turn position and a stack of pending tasks (``s.pending``, the
top first: :class:`engine.flow.Pending` records, effects.py); every decision is derived from
them by :meth:`Lorenzo.decision`, each prompt has one legal-action generator (registered with
``@_legal_for(prompt)`` in :data:`LEGAL`) and each task kind one step function taking its answer
(registered with ``@STEPS.step(kind)`` in :data:`STEPS`).
"""
from __future__ import annotations

import functools

from ..core import Action, Decision, Game
from ..flow import Steps
from ..i18n import N_
from . import actions as A
from . import data, leaders as L, rounds, text
from . import effects as E
from .state import LorenzoState as S, task as _task


_ACTIONS: dict = {}
"""(verb, args) -> the one Action of that notation that legal lists hand out (its notation is
worked out once; a game has a few hundred)."""


def _action(verb: str, args: tuple = ()) -> Action:
    """The shared :class:`Action` ``verb args``."""
    action = _ACTIONS.get((verb, args))
    if action is None:
        action = _ACTIONS[verb, args] = Action(verb, args)
    return action


@functools.lru_cache(maxsize=None)
def _space_decision(seat: int, member: str, value: int, private: bool) -> Decision:
    """The decision of a placement's second step, one shared object per seat, member, value
    and privacy (like core.plain_decision; asked at every step of every game and search)."""
    return Decision(seat, "space", {"member": member, "value": value}, private=private)


_PARAMS = frozenset({"area", "value", "left", "type", "card", "base"})
"""Fields of a pending task that its decision shows as parameters."""

STEPS = Steps()
"""Pending task kind (a :class:`Pending` record's ``step``) -> the step function taking the
answer, ``fn(s, seat, action, params)`` with the task's seat and params (the task is still
``s.pending[0]``; the function takes it off or replaces it)."""

LEGAL: dict = {}
"""Decision prompt -> the :class:`Lorenzo` method listing its legal actions (``@_legal_for``)."""


def _legal_for(prompt: str):
    """Decorator: register the decorated method as the legal-action generator of ``prompt``."""
    def register(method):
        LEGAL[prompt] = method
        return method
    return register


class Lorenzo(Game):
    """Lorenzo il Magnifico (Cranio Creations): 2–4 players, 3 periods of 2 rounds."""

    id = "lorenzo"
    title = "Lorenzo il Magnifico"
    min_players = 2
    max_players = 4
    variants = ("basic", "advanced")
    pitch = N_("Head a noble family of Renaissance Florence: the dice set what your family "
               "members are worth, the cards you take build your engine.")
    play_minutes = (60, 120)        # the publisher's box: about 30 minutes a player
    variant_notes = {
        "basic": N_("The rulebook's first game: no leaders, the same bonus tile for everyone."),
        "advanced": N_("Adds 4 drafted leaders per player and the advanced personal bonus "
                       "tiles, chosen in reverse turn order."),
    }
    terms = text.TERMS
    prompts, action_hints = text.PROMPTS, text.ACTION_HINTS
    secret_prompts = text.SECRET_PROMPTS
    prompt_for = staticmethod(text.prompt_for)   # web/labels.py: a prompt after its options
    # a placement is one move of several decisions: the space after the family member, then
    # what it brings (the pending tasks' kinds), then leader actions before ``end``
    follow_prompts = frozenset({"space", "pay", "fewer", "privilege", "take", "servants",
                                "exchange", "copy", "six", "after"})
    log_heads = frozenset({"setup: {n} players", "the game is over",
                           "round {round} begins; dice: black {black}, white {white}, "
                           "orange {orange}"})
    choices, score_lines = text.CHOICES, text.SCORE_LINES
    tie_breaks = text.TIE_BREAKS
    chart_period = chart_axis = "round"   # the score chart counts rounds (engine/scorechart.py)
    # listing placements is the slow part of a search: shorter playouts (bench/bot_speed.py);
    # issue 19's faster engine spent on iterations, for the time per decision of f2d3e39's
    # engine with 200 and 600 (docs/BOTS.md)
    # hard rates positions with the faith estimate too (estimate 1: :meth:`estimator`)
    bot_budgets = {"normal": {"iterations": 450, "playout": 6},
                   "hard": {"iterations": 1300, "playout": 6, "estimate": 1}}

    def prompt_numbers(self, gettext=None) -> dict[str, int | str]:
        """The rule values the prompts quote (text.prompt_numbers, from data.py)."""
        return dict(text.prompt_numbers(gettext))

    # -- setup -----------------------------------------------------------------------------------
    def _make_state(self, *, players, seed, variant, names) -> S:
        return S(game=self.id, variant=variant, seed=seed, names=names)

    def _setup(self, s: S) -> None:
        rounds.setup(s)

    # -- decisions ---------------------------------------------------------------------------------
    def decision(self, s: S) -> Decision:
        if s.pending:
            task = s.pending[0]
            if task.step == "space":            # the placement's second step (hand still shown)
                seat, member = task.seat, task["member"]
                return _space_decision(seat, member, E.member_value(s, seat, member),
                                       bool(s.areas[seat].leaders))
            params = {k: v for k, v in task.params.items() if k in _PARAMS}
            if task.step == "exchange":
                params["card"] = task["cards"][0]
            return Decision(task.seat, task.prompt, params)
        if s.phase == "over":
            return Decision(None, "over")
        if s.phase == "vatican":
            seat = s.vatican_queue[0]
            return Decision(seat, "vatican", {"fp": s.areas[seat].res["fp"], "period": s.period})
        if s.phase == "draft":
            return Decision(s.queue[0], "draft", {}, private=True)
        if s.phase == "tiles":
            return Decision(s.queue[0], "tile")
        # the hand of leaders is secret: a hotseat hand-off before a turn that shows it
        private = bool(s.areas[s.current].leaders)
        if s.turn_taken:        # placed; leader actions that cannot wait (see _settle)
            return Decision(s.current, "after", {"round": s.round}, private=private)
        return Decision(s.current, "place", {"round": s.round}, private=private)

    def hidden_moves(self, s: S) -> dict[int, tuple[int, str]]:
        """Every leader draft pick (the first moves of an advanced game): the leaders a player
        holds stay secret (data §2.1), so a pick is never named to the others.  All seats pick
        in the draft's turn order, round after round."""
        hidden, order = {}, s.draft_order
        for index, notation in enumerate(s.history):
            if not notation.startswith("draft "):
                break
            hidden[index] = (order[index % len(order)], "draft")
        return hidden

    def is_over(self, s: S) -> bool:
        """Whether the game has ended (:meth:`decision` with seat None, without building it)."""
        return not s.pending and s.phase == "over"

    def _prompt(self, s: S) -> str:
        """``decision(s).prompt``, without building the decision."""
        if s.pending:
            return s.pending[0].prompt
        if s.phase == "actions":
            return "after" if s.turn_taken else "place"
        return "tile" if s.phase == "tiles" else s.phase     # vatican, draft, over

    def _legal(self, s: S) -> list[Action]:
        return LEGAL[self._prompt(s)](self, s)

    def is_legal(self, s: S, a: Action) -> bool:
        """Membership in :meth:`legal_actions`, checked for one placement only when possible."""
        if a.verb == "place" and s.pending and s.pending[0].step == "space":
            task = s.pending[0]
            return A.placement_ok(s, task.seat, (task["member"],) + a.args)
        return super().is_legal(s, a)

    def legacy_notation(self, s: S, notation: str) -> str | tuple[str, ...] | None:
        """Older notations of saves (only: :meth:`Game.legacy_notation`), when exactly one
        legal action reads so:

        - a placement in one action (main at 7b4bc99: ``place black territory 4 +3``; at
          f2d3e39 without the ``+<n>`` servants, spent unseen) → its two decisions today,
          ``member black 5`` then ``place territory 4 +3`` (issue 20);
        - a free card action without its servants (f2d3e39: ``take building 4``) → with
          them (``take building 4 +1``)."""
        old = Action.parse(notation)
        if old.verb == "place" and old.args and old.args[0] in data.MEMBERS:
            return self._legacy_placement(s, old.args)
        if old.verb != "take" or A.split_servants(old.args)[1]:
            return None
        return self.only_legal(s, lambda a: a.verb == old.verb and a.args[:-1] == old.args
                               and A.split_servants(a.args)[1] > 0)

    def _legacy_placement(self, s: S, args: tuple) -> tuple[str, str] | None:
        """``(member …, place …)`` for an old one-action placement ``args``
        (``black territory 4 [+3]``) at the ``place`` decision, or None."""
        if self.decision(s).prompt != "place":
            return None
        space, servants = A.split_servants(args)
        member = Action.of("member", args[0], E.member_value(s, s.current, args[0]))
        if member not in self.legal_actions(s):
            return None
        found = [p for p in A.placements(s, s.current, only=args[0])
                 if A.split_servants(p)[0] == space
                 and (servants == 0 or A.split_servants(p)[1] == servants)]
        if len(found) != 1:
            return None
        return member.notation, Action("place", found[0][1:]).notation

    def legacy_implied(self, s: S) -> str | None:
        """``fewer wood`` at a choice of excommunication 1_4 (saves only): main at f2d3e39
        asked nothing there and took wood when a source gave both wood and stone (then an
        assumed value; rules review C1 made it the player's choice, data §3)."""
        if self.decision(s).prompt == "fewer" and "wood" in E.fewer_options(s, s.pending[0]):
            return "fewer wood"
        return None

    def read_format(self, s: S, version: int) -> None:
        """Save format 1 (written until the "after" decision came only after a player's last
        placement of the round): the game keeps its turn structure, the "after" decision after
        every placement with a leader action legal (``after_each_turn``; the advanced game's:
        the basic game has no leaders), so its ``end`` actions and leader actions after
        placements replay as they were played."""
        if version < 2:
            s.after_each_turn = True

    def save_format(self, s: S) -> int | None:
        """1 for a game of save format 1's turn structure (:meth:`read_format`), else None."""
        return 1 if s.after_each_turn else None

    @_legal_for("place")
    def _legal_place(self, s: S) -> list[Action]:
        """The first step of a placement: which family member (with its value), or ``pass``
        when none can be placed; leader actions (advanced game) beside them."""
        moves = [_action("member", (m, str(v))) for m, v in A.members(s, s.current)]
        leader = [_action("leader", args) for args in L.leader_actions(s, s.current)]
        return (moves or [_action("pass")]) + leader

    @_legal_for("space")
    def _legal_space(self, s: S) -> list[Action]:
        """The second step: the legal spaces of the chosen member (seed 001, "B. Acciones"),
        each with the servants it needs (``place territory 4 +3``)."""
        task = s.pending[0]
        return A.placements(s, task.seat, only=task["member"], make=A.place_action)

    @_legal_for("after")
    def _legal_after(self, s: S) -> list[Action]:
        """After the player's last placement of the round: leader actions (data §2.1: "before
        or after your placement, any number per turn"; :func:`leaders.asks_after`) or ``end``,
        which ends the turn."""
        leader = [_action("leader", args) for args in L.leader_actions(s, s.current)]
        return leader + [_action("end")]

    @_legal_for("draft")
    def _legal_draft(self, s: S) -> list[Action]:
        return [_action("draft", (k,)) for k in sorted(s.draft[s.queue[0]])]

    @_legal_for("tile")
    def _legal_tile(self, s: S) -> list[Action]:
        return [_action("tile", (k,)) for k in L.tiles_left(s)]

    @_legal_for("copy")
    def _legal_copy(self, s: S) -> list[Action]:
        return [_action("copy", (k,)) for k in L.copy_targets(s, s.pending[0].seat)]

    @_legal_for("six")
    def _legal_six(self, s: S) -> list[Action]:
        p = s.areas[s.pending[0].seat]
        return [_action("six", (m,)) for m in data.DICE if m not in p.placed]

    @_legal_for("vatican")
    def _legal_vatican(self, s: S) -> list[Action]:
        return [_action("support"), _action("excommunicate")]

    @_legal_for("servants")
    def _legal_servants(self, s: S) -> list[Action]:
        return [_action("servants", (str(k),)) for k in E.servant_options(s, s.pending[0])]

    @_legal_for("pay")
    def _legal_pay(self, s: S) -> list[Action]:
        return [_action("pay", (str(i + 1),)) for i in range(len(s.pending[0]["options"]))]

    @_legal_for("privilege")
    def _legal_privilege(self, s: S) -> list[Action]:
        taken = s.pending[0]["taken"]
        return [_action("privilege", (o,)) for o in data.PRIVILEGES if o not in taken]

    @_legal_for("take")
    def _legal_take(self, s: S) -> list[Action]:
        return [_action("take", args) for args in A.takes(s, s.pending[0])] + [_action("skip")]

    @_legal_for("fewer")
    def _legal_fewer(self, s: S) -> list[Action]:
        return [_action("fewer", (k,)) for k in E.fewer_options(s, s.pending[0])]

    @_legal_for("exchange")
    def _legal_exchange(self, s: S) -> list[Action]:
        task = s.pending[0]
        return ([_action("exchange", (str(i),)) for i in E.exchange_options(s, task)]
                + [_action("skip")])

    # -- applying ----------------------------------------------------------------------------------
    def _seat(self, s: S) -> int | None:
        """``decision(s).seat``, without building the decision."""
        if s.pending:
            return s.pending[0].seat
        if s.phase == "over":
            return None
        if s.phase == "vatican":
            return s.vatican_queue[0]
        if s.phase in ("draft", "tiles"):
            return s.queue[0]
        return s.current

    def _apply(self, s: S, a: Action) -> None:
        seat = self._seat(s)
        assert seat is not None, "the game is over"     # (apply checks legality first)
        if s.pending:
            task = s.pending[0]
            STEPS.functions[task.step](s, task.seat, a, task.params)
        elif s.phase == "vatican":
            rounds.on_vatican(s, seat, a)
        elif s.phase == "draft":
            L.pick(s, seat, a.args[0])
            if s.phase == "tiles":
                s.undo_floor = len(s.history)     # the hands have been seen by others
        elif s.phase == "tiles":
            s.p(seat).tile = a.args[0]
            s.queue.pop(0)
            s.note("{player} takes {tile}", player=seat, tile=a.args[0])
            if not s.queue:
                rounds.start_round(s)
        elif a.verb == "leader":
            L.act(s, seat, a.args[0], a.args[1])
        elif a.verb == "end":
            s.turn_taken = False
            rounds.next_turn(s)
        elif a.verb == "pass":
            s.p(seat).done = True
            s.note("{player} cannot place and passes", player=seat)
            # the pass decision offered the leader actions beside it (data §2.1), and a pass
            # changes nothing they need: no "after" decision (save format 1 asked one)
            s.turn_taken = s.after_each_turn
            if not s.turn_taken:
                rounds.next_turn(s)
        else:                   # member: its space is the next decision
            s.pending.insert(0, _task("space", seat, member=a.args[0]))
        self._settle(s)

    def _settle(self, s: S) -> None:
        """Resolve tasks that need no choice; then, when nothing is pending, end the turn
        unless a leader action after the placement cannot wait for the player's next turn
        (advanced game, data §2.1: they may be done before or after the placement;
        :func:`leaders.asks_after`): then the "after" decision offers them and ``end``.
        Every leader action uses up a leader in hand or a once-per-round ability, so a turn
        always ends."""
        while s.pending:
            task = s.pending[0]
            kind = task.step
            if kind == "privilege" and task["left"] == 0:
                s.pending.pop(0)
            elif kind == "exchange" and not task["cards"]:
                s.pending.pop(0)
                E.finish_production(s, task)
            elif kind == "exchange" and not E.exchange_options(s, task):
                s.pending[0] = task.with_params(cards=task["cards"][1:])
            elif kind == "take" and not A.takes(s, task):
                s.pending.pop(0)
            elif kind == "fewer" and len(E.fewer_options(s, task)) < 2:
                E.fewer(s, task, next(iter(E.fewer_options(s, task)), None))
            elif kind == "servants" and len(E.servant_options(s, task)) == 1:
                _on_servants(s, task.seat, Action.of("servants", E.servant_options(s, task)[0]),
                             task.params)
            else:
                return
        if s.phase == "actions" and s.turn_taken and not L.asks_after(s, s.current):
            s.turn_taken = False
            rounds.next_turn(s)

    # -- information -------------------------------------------------------------------------------
    def view(self, s: S, seat: int | None = None) -> dict:
        from .view import view
        return view(s, seat)

    def scores(self, s: S) -> list[dict]:
        from .scoring import scores
        return scores(s)

    def ranking(self, s: S) -> list[int]:
        from .scoring import ranking
        return ranking(s)

    def action_label(self, notation, names, gettext, variant):
        return text.action_label(self, notation, gettext)

    def option_group(self, notation: str) -> str | None:
        return text.option_group(notation)

    # -- bots -----------------------------------------------------------------------------------
    def _resample_hidden(self, s: S, seat: int | None, rng) -> None:
        from .bot import resample_hidden
        resample_hidden(s, seat, rng)

    def evaluate(self, s: S, seat: int) -> float:
        from .bot import evaluate
        return evaluate(s, seat)

    def estimator(self, estimate: int) -> Game:
        """Estimate 1: this game rating positions with the faith estimate as well
        (:class:`FaithfulLorenzo`, engine/lorenzo/bot.py ``faith_vp``); else this game."""
        return FAITHFUL if estimate == 1 else self

    def render(self, view: dict, *, legal=(), gettext=None, **options) -> str:
        from .render import board
        return board(view, legal=legal, gettext=gettext, **options)


# -- step functions: the answer to the pending task on top (STEPS) -----------------------------
@STEPS.step("space")
def _on_space(s: S, seat: int, a: Action, params: dict) -> None:
    """The placement's second step: the chosen member goes to the space ``a`` names (seed
    001, "B. Acciones")."""
    s.pending.pop(0)
    A.place(s, seat, (params["member"],) + a.args)
    p = s.p(seat)
    p.done = len(p.placed) == len(data.MEMBERS)
    s.turn_taken = True


@STEPS.step("servants")
def _on_servants(s: S, seat: int, a: Action, params: dict) -> None:
    """The servants added to a Harvest or Production action, then the activation (seed 001,
    "Área de cosecha y producción")."""
    s.pending.pop(0)
    spent = int(a.args[0])
    s.p(seat).res["servants"] -= spent
    value = params["base"] + spent // E.servant_rate(s, seat)
    E.activate(s, seat, params["area"], value, servants=spent)


@STEPS.step("pay")
def _on_pay(s: S, seat: int, a: Action, params: dict) -> None:
    """The payment option (1-based) of a card with several costs."""
    s.pending.pop(0)
    A.pay_and_take(s, seat, params["card"], params["tower"], params["floor"],
                   params["options"][int(a.args[0]) - 1])


@STEPS.step("privilege")
def _on_privilege(s: S, seat: int, a: Action, params: dict) -> None:
    """One council privilege (seed 001, "El Palacio del Consejo")."""
    E.privilege(s, s.pending[0], a.args[0])


@STEPS.step("take")
def _on_take(s: S, seat: int, a: Action, params: dict) -> None:
    """A card's free action: a card taken (``take <type> <floor>``) or ``skip``."""
    task = s.pending.pop(0)
    if a.verb == "take":
        A.free_take(s, task, a.args[0], int(a.args[1]) - 1)


@STEPS.step("copy")
def _on_copy(s: S, seat: int, a: Action, params: dict) -> None:
    """The leader Lorenzo de' Medici copies (data §2)."""
    s.pending.pop(0)
    s.p(seat).copied = a.args[0]
    s.note("{player} copies {leader}", player=seat, leader=a.args[0])


@STEPS.step("six")
def _on_six(s: S, seat: int, a: Action, params: dict) -> None:
    """The coloured member Federico da Montefeltro sets to 6 this round (data §2)."""
    s.pending.pop(0)
    s.p(seat).six = a.args[0]


@STEPS.step("fewer")
def _on_fewer(s: S, seat: int, a: Action, params: dict) -> None:
    """The kind excommunication 1_4 takes from a source giving wood and stone (data §3)."""
    E.fewer(s, s.pending[0], a.args[0])


@STEPS.step("exchange")
def _on_exchange(s: S, seat: int, a: Action, params: dict) -> None:
    """A production exchange option of the first exchange card, or ``skip``."""
    E.exchange(s, s.pending[0], int(a.args[0]) if a.verb == "exchange" else None)


class FaithfulLorenzo(Lorenzo):
    """Lorenzo whose :meth:`evaluate` adds each seat's faith estimate (engine/lorenzo/bot.py
    ``faith_vp``: the Vatican report ahead and the excommunication tiles in force; seed 001,
    "C. Informe del Vaticano"): the game the hard bot searches with (:meth:`Lorenzo.estimator`)."""

    def evaluate(self, s: S, seat: int) -> float:
        from .bot import evaluate
        return evaluate(s, seat, faith=True)


FAITHFUL = FaithfulLorenzo()
"""The game :meth:`Lorenzo.estimator` returns for estimate 1 (not registered)."""
