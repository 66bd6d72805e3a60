"""Lorenzo il Magnifico state: the board, each player's personal board and the flow position.

Plain data (ints, strings, lists, dicts), copied field by field.
Queries here are pure helpers shared by the rules, scoring and the view.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from typing import Any

from ..core import SharedAreas, State, fork
from ..flow import Pending
from . import data


def task(kind: str, seat: int, **params: Any) -> Pending:
    """A pending task of ``seat`` (seed 001: the choices an effect or action leaves, e.g. a
    council privilege, a payment, a harvest's servants): the kernel's :class:`Pending` record
    whose prompt and step are both ``kind`` and whose options are computed by the rules
    (empty here); ``params`` are what the rules need to go on (never changed: a changed task
    is a new record, :meth:`Pending.with_params`)."""
    return Pending.make(seat, kind, kind, (), params)


@dataclass
class Player:
    """One player's personal board (seed 001, "Preparar").

    Attributes:
        res: resources and points by kind (data.KINDS): wood, stone, servants, coins, mp, fp, vp.
        cards: development card keys by type, in the order taken.
        placed: family members already placed this round.
        done: the player has no action left this round (all placed, or nothing legal).
        excommunicated: periods (1-3) whose excommunication tile this player suffers.
        tile: personal bonus tile key.
        leaders: leader keys in hand (advanced game, secret).  played: leaders played face up.
        used: once-per-round leaders already used this round.
        copied: the leader whose ability Lorenzo de' Medici copies.
        six: the coloured member Federico da Montefeltro sets to 6 this round.
    """

    res: dict = field(default_factory=lambda: {k: 0 for k in data.KINDS})
    cards: dict = field(default_factory=lambda: {t: [] for t in data.TYPES})
    placed: list = field(default_factory=list)
    done: bool = False
    excommunicated: list = field(default_factory=list)
    tile: str = data.BASIC_TILE.key
    leaders: list = field(default_factory=list)
    played: list = field(default_factory=list)
    used: list = field(default_factory=list)
    copied: str | None = None
    six: str | None = None

    def copy(self) -> "Player":
        """The copy that :meth:`LorenzoState.p` makes of a board a successor shares
        (core.SharedAreas): its own ``res`` (changed in place everywhere); ``cards`` and the
        lists are shared, as the rules replace them with changed copies instead of changing
        them (``p.placed = p.placed + [member]``)."""
        new = object.__new__(Player)
        new.__dict__ = d = self.__dict__.copy()     # (faster than updating the new dict)
        d["res"] = self.res.copy()
        return new

    def detached(self) -> "Player":
        """A detached copy (every container copied; :meth:`LorenzoState.clone`)."""
        new = object.__new__(Player)
        new.__dict__ = d = self.__dict__.copy()     # (faster than updating the new dict)
        d["res"], d["cards"] = self.res.copy(), {t: c[:] for t, c in self.cards.items()}
        d["placed"], d["excommunicated"] = self.placed[:], self.excommunicated[:]
        d["leaders"], d["played"], d["used"] = self.leaders[:], self.played[:], self.used[:]
        return new


@dataclass(kw_only=True)
class LorenzoState(SharedAreas, State):
    """The whole game.

    Attributes:
        round: 1..6 (period = (round + 1) // 2).
        phase: "draft", "tiles" (advanced setup), "actions", "vatican" or "over".
        turn_order: seats, first to last (the Turn Order track).
        turn: index into turn_order of the seat placing now.  sweep: how many times the
            turn order has been gone through this round.
        dice: die colour -> value.
        towers: tower type -> card key on floors 1-4 (None once taken or if empty).
        tower_members: tower type -> (seat, member) on floors 1-4, or None.
        market: (seat, member) or None per market space 1-4.
        council: (seat, member) in placement order (left to right).
        harvest, production: [single space list, large space list] of (seat, member).
        decks: type -> remaining cards, last = top (period 1 on top).
        excommunications: the tile key of periods 1, 2, 3.
        pending: sub-decisions and effects still to resolve, first = current
            (:class:`~engine.flow.Pending` records made by :func:`task`, replaced, never
            changed, so a successor shares them).
        vatican_queue: seats still to answer the Vatican report.
        draft: leader hands being drafted, by seat (advanced setup; secret).
        queue: seats still to pick in the leader draft or to choose a bonus tile.
        draft_order: the turn order of the leader draft (who made each pick; advanced game).
        turn_taken: the current seat has placed (or passed); its turn ends once nothing is
            pending, unless the "after" decision follows (:func:`leaders.asks_after`), which
            ``end`` ends.
        after_each_turn: the turn structure of save format 1 (a game saved then, read back
            by :mod:`engine.savedoc`): the "after" decision follows every placement after which
            a leader action is legal.  False: only where one cannot wait for the player's
            next turn (:func:`leaders.asks_after`).
        areas: the players' personal boards by seat.
    """

    round: int = 1
    phase: str = "actions"
    turn_order: list = field(default_factory=list)
    turn: int = 0
    sweep: int = 0
    dice: dict = field(default_factory=dict)
    towers: dict = field(default_factory=dict)
    tower_members: dict = field(default_factory=dict)
    market: list = field(default_factory=lambda: [None] * 4)
    council: list = field(default_factory=list)
    harvest: list = field(default_factory=lambda: [[], []])
    production: list = field(default_factory=lambda: [[], []])
    decks: dict = field(default_factory=dict)
    excommunications: list = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    vatican_queue: list = field(default_factory=list)
    draft: list = field(default_factory=list)
    queue: list = field(default_factory=list)
    draft_order: tuple = ()
    turn_taken: bool = False
    after_each_turn: bool = False
    areas: list = field(default_factory=list)

    @property
    def period(self) -> int:
        return (self.round + 1) // 2

    CHANGED_IN_PLACE = ("pending", "vatican_queue", "queue")
    """The pending stack (its records shared: replaced, never changed), the Vatican and
    draft queues (and the draft hands, copied by :meth:`successor`; the personal boards are
    copied on write, core.SharedAreas); the rules replace every other container with a
    changed copy (actions.py, rules.py; core.State.CHANGED_IN_PLACE)."""

    def successor(self) -> "LorenzoState":
        """:meth:`clone` sharing the personal boards, which :meth:`p` copies when first asked
        for (core.SharedAreas: most actions change one player's board), and the towers, their
        members, the decks, the Harvest and Production spaces, the turn order, the dice and the
        excommunication tiles, the market and the Council Palace, which the rules replace with
        changed copies (actions.py, rules.py) and never change in place
        (:attr:`CHANGED_IN_PLACE`)."""
        new = self.shared_successor()
        new.draft = [list(hand) for hand in self.draft]
        return new

    def clone(self) -> "LorenzoState":
        """A detached copy, field by field (a pickle round trip costs several times more).
        Placed family members are (seat, member) tuples and shared; every list and dict is
        copied; the pending list is copied and its tasks shared (immutable records: the rules
        replace a task, never change it).  A test compares it with the generic pickle
        clone."""
        new = object.__new__(LorenzoState)
        new.__dict__ = self.__dict__.copy()         # (faster than updating the new dict)
        new.history, new.log = fork(self.history), fork(self.log)     # (core.Record: shared)
        new.market, new.council = list(self.market), list(self.council)
        new.turn_order, new.dice = list(self.turn_order), dict(self.dice)
        new.excommunications = list(self.excommunications)
        new.towers = {t: list(v) for t, v in self.towers.items()}
        new.tower_members = {t: list(v) for t, v in self.tower_members.items()}
        new.harvest = [list(space) for space in self.harvest]
        new.production = [list(space) for space in self.production]
        new.decks = {t: list(v) for t, v in self.decks.items()}
        new.pending = self.pending[:]
        new.vatican_queue, new.queue = list(self.vatican_queue), list(self.queue)
        new.draft = [list(hand) for hand in self.draft]
        new.areas = [p.detached() for p in self.areas]
        return new

    @property
    def current(self) -> int:
        """The seat whose turn it is in the Actions phase."""
        return self.turn_order[self.turn]

    def penalties(self, seat: int) -> list[tuple]:
        """Penalty effects of the excommunication tiles ``seat`` suffers (data §3)."""
        return [data.EXCOMMUNICATION[self.excommunications[period - 1]].penalty
                for period in self.areas[seat].excommunicated]

    def has_penalty(self, seat: int, verb: str) -> tuple | None:
        """The first penalty with this verb among :meth:`penalties`, or None."""
        for period in self.areas[seat].excommunicated:
            penalty = data.EXCOMMUNICATION[self.excommunications[period - 1]].penalty
            if penalty[0] == verb:
                return penalty
        return None

    def permanents(self, seat: int) -> list[tuple]:
        """Permanent effects of the character cards ``seat`` holds (data §1.3)."""
        return [eff for key in self.areas[seat].cards["character"]
                for eff in data.CARDS[key].permanent]

    def ability(self, seat: int, key: str) -> tuple:
        """A played leader's ability (Lorenzo de' Medici: the copied one, data §2)."""
        p = self.areas[seat]
        if key == "lorenzo_de_medici" and p.copied:
            key = p.copied
        return data.LEADER[key].ability

    def leader_ability(self, seat: int, verb: str) -> tuple | None:
        """A played permanent leader ability with this verb (advanced game), or None."""
        for key in self.areas[seat].played:
            ability = self.ability(seat, key)
            if ability[0] == verb:
                return ability
        return None
