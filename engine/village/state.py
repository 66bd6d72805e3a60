"""Village state: the village board, each player's farmyard and the flow position.

Plain data (ints, strings, lists, dicts) so a state pickles fast and compares by value.  A
family member is stored as its place, its generation given by its index in data.GENERATIONS;
places are "unborn", "farm", "bag" (the black bag), "craft:<building>", "city:<city>",
"council:<stage>", "church:<window>" (alive) and "chronicle:<category>", "grave", "gone"
(dead).  Members of one generation on one place are interchangeable, so actions name them by
generation and place.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import SharedAreas, State, fork
from ..flow import Pending
from . import data

ALIVE_ON_BOARD = ("craft", "city", "council", "church")
"""Place kinds on the game board where a living member can work."""
DEAD = ("chronicle", "grave", "gone")
BOARD_PLACES = frozenset(
    [f"craft:{b}" for b in data.CRAFTS] + [f"city:{c}" for c in data.CITIES]
    + [f"council:{n}" for n in range(1, data.COUNCIL_STAGES + 1)]
    + [f"church:{n}" for n in range(1, data.WINDOWS + 1)])
"""Every place on the game board where a living member can work (kinds ALIVE_ON_BOARD)."""
_BOARD_KINDS = {k: frozenset(p for p in BOARD_PLACES if p.startswith(k + ":"))
                for k in ALIVE_ON_BOARD}


def kind(place: str) -> str:
    """The kind of a place: "craft:smithy" → "craft", "farm" → "farm"."""
    return place.split(":", 1)[0]


def where(place: str) -> str:
    """The argument of a place: "council:2" → "2", "farm" → ""."""
    return place.split(":", 1)[1] if ":" in place else ""


@dataclass(slots=True)
class MarketDay:
    """The market day in progress (seed 004, "Mercado"; ``VillageState.market``).

    Mutable: the market's steps change it in place (engine/village/market.py);
    :meth:`VillageState.successor` copies it with :meth:`copy`.

    Attributes:
        starter: the seat that called the market day (it serves first, free).
        queue: the seats still in the market day, the one to decide first; a seat that
            serves goes to its end, one that passes or cannot serve leaves it.
        free: whether the caller's free first sale is still to come.
        served: customers served so far (the stalls are refilled at the end if any).
        earlier: bridge crossings the caller made earlier in the turn, whose deaths wait for
            the end of the turn (market.deaths_owed).
    """

    starter: int
    queue: list[int]
    free: bool = True
    served: int = 0
    earlier: int = 0

    def copy(self) -> "MarketDay":
        """A detached copy (its queue copied)."""
        return MarketDay(self.starter, self.queue[:], self.free, self.served, self.earlier)

    def as_dict(self) -> dict[str, Any]:
        """The plain dict this record stands for, ``{"starter", "queue", "free", "served",
        "earlier"}`` (the form the state held before the record; bench/engine_digest.py
        hashes it)."""
        return {"starter": self.starter, "queue": self.queue, "free": self.free,
                "served": self.served, "earlier": self.earlier}


_NO_GOODS: frozenset = frozenset()
_GENERATION_SPANS = tuple((g, data.GENERATIONS.index(g), len(data.GENERATIONS)
                           - data.GENERATIONS[::-1].index(g)) for g in sorted(set(data.GENERATIONS)))
"""(generation, first index, end index) of each generation's members (GENERATIONS ascend)."""
assert list(data.GENERATIONS) == sorted(data.GENERATIONS)
_COUNCIL_STAGES = tuple((f"council:{n}", n) for n in range(1, data.COUNCIL_STAGES + 1))
_USABLE_STALLS: dict[int, tuple] = {}
"""Stall indices in use, by player count (VillageState.usable_stalls)."""


@dataclass
class Player:
    """One player's farmyard and pieces (seed 004, "Preparar").

    Attributes:
        members: the place of each of the 11 members; member i has generation
            data.GENERATIONS[i].
        cubes: influence cubes by colour.  goods: goods tiles by kind.
        grain (0–5), coins, prestige (the prestige track).
        time: all time paid so far; the life-time marker is at ``time % 10``.
        crossings: bridge crossings already resolved (a death each, or nobody visible).
        customers: customer tiles served (face down beside the farmyard).
        visited: cities holding one of this player's travel markers, in visiting order.
    """

    members: list = field(default_factory=list)
    cubes: dict = field(default_factory=lambda: {c: 0 for c in data.COLORS})
    goods: dict = field(default_factory=lambda: {g: 0 for g in data.GOODS})
    grain: int = 0
    coins: int = data.START_COINS
    prestige: int = 0
    time: int = 0
    crossings: int = 0
    customers: list = field(default_factory=list)
    visited: list = field(default_factory=list)

    def copy(self) -> "Player":
        """A detached copy (faster than a pickle round trip; see VillageState.clone)."""
        new = object.__new__(Player)
        new.__dict__ = self.__dict__.copy()     # (faster than __dict__.update)
        new.members, new.cubes, new.goods = list(self.members), dict(self.cubes), dict(self.goods)
        new.customers, new.visited = list(self.customers), list(self.visited)
        return new

    def at(self, place: str) -> list[int]:
        """Generations of this player's members on ``place``, sorted."""
        if place not in self.members:           # the usual answer, found without a loop
            return []
        return [g for g, p in zip(data.GENERATIONS, self.members, strict=True) if p == place]

    def generations(self, place: str) -> list[int]:
        """The distinct generations of this player's members on ``place``, ascending (actions
        name members by generation and place)."""
        members = self.members
        if place not in members:
            return []
        return [g for g, first, end in _GENERATION_SPANS if place in members[first:end]]

    def pairs(self) -> list[tuple[int, str]]:
        """(generation, place) of every member."""
        return list(zip(data.GENERATIONS, self.members, strict=True))

    def places(self, kind_: str) -> list[str]:
        """Distinct places of one kind holding this player's members, sorted."""
        board = _BOARD_KINDS.get(kind_)
        if board is not None:
            return sorted(board.intersection(self.members))
        return sorted({p for p in self.members if p.startswith(kind_)})

    def move(self, generation: int, src: str, dst: str) -> None:
        """Move one member of ``generation`` from ``src`` to ``dst`` (one must be there)."""
        for i, p in enumerate(self.members):
            if p == src and data.GENERATIONS[i] == generation:
                self.members[i] = dst
                return
        raise ValueError(f"no member {generation} on {src}")

    def visible(self) -> list[tuple[int, str]]:
        """Members on the farmyard or the game board (those who can die, seed 004)."""
        return [(g, p) for g, p in self.pairs() if p == "farm" or kind(p) in ALIVE_ON_BOARD]

    def living(self) -> int:
        """Born and not dead: farmyard, board and black bag (assumed, E17)."""
        return sum(1 for p in self.members if p != "unborn" and kind(p) not in DEAD)


@dataclass(kw_only=True)
class VillageState(SharedAreas, State):
    """The whole game.

    Attributes:
        areas: the players' farmyards by seat.
        bag: cubes in the green bag by kind (influence colours and "black").
        spaces: cubes on each action space by kind.
        chronicle: per category, its slots: None (free), -1 (blocked by an unused colour) or
            the seat of the member buried there.  graves: the anonymous graves, the same way.
        stalls: customer tile on each market stall S1–S5 (None if empty).
        waiting: customer tiles of the waiting line, front first (None if empty).
        pile: face-down customer tiles, last = top (hidden).
        start, next_start: seats holding the starting player marker and the
            next-starting-player marker (None: on its council space).
        round: round number from 1.
        phase: "turn", "market", "mass_draw", "mass_promote" or "over".
        actor: the seat whose turn it is.
        step: in a turn: "start" (take a cube or use the well), "act" (do the space's action),
            "doing" (sub-decisions of the action), "end" (deaths, then the next turn).
        space: the action space of the turn's cube (None: the well, or a free final action).
        pending: the sub-decision asked and not yet answered (engine/flow.py), or None.
        market: the market day in progress (:class:`MarketDay`), or None.
        queue: seats still to act in a mass phase.  bought: members bought this mass.
        end_by: seat that filled the last chronicle space or grave (None before the end).
        end_in_market: whether that happened during a market day.
        final: seats still to take their last action (None before the end).
        final_mass: whether the mass under way is the final one.
    """

    areas: list = field(default_factory=list)
    bag: dict = field(default_factory=dict)
    spaces: dict = field(default_factory=dict)
    chronicle: dict = field(default_factory=dict)
    graves: list = field(default_factory=list)
    stalls: list = field(default_factory=list)
    waiting: list = field(default_factory=list)
    pile: list = field(default_factory=list)
    start: int = 0
    next_start: int | None = None
    round: int = 0
    phase: str = "turn"
    actor: int = 0
    step: str = "start"
    space: str | None = None
    pending: Pending | None = None
    market: MarketDay | None = None
    queue: list = field(default_factory=list)
    bought: int = 0
    end_by: int | None = None
    end_in_market: bool = False
    final: list | None = None
    final_mass: bool = False

    CHANGED_IN_PLACE = ("queue", "final")
    """The mass queue and the final turns (and ``market``, copied by :meth:`successor` with
    its queue; the farmyards are copied on write, core.SharedAreas); the rules replace every
    other container with a changed copy (core.State.CHANGED_IN_PLACE)."""

    def successor(self) -> "VillageState":
        """A copy for :meth:`Game.apply` that shares with this state the farmyards, which
        :meth:`p` copies when first asked for (core.SharedAreas: most actions change one
        farmyard), and the board's ``bag``, ``spaces``, ``chronicle``, ``graves``, ``stalls``,
        ``waiting``, ``pile`` and ``pending``, which the rules replace with a changed copy
        instead of changing them in place (a state handed out never changes)."""
        new = self.shared_successor()
        market = new.market
        if market is not None:
            new.market = market.copy()
        return new

    def clone(self) -> "VillageState":
        """A detached copy, field by field (a pickle round trip costs about 3 times more).
        Every mutable field is copied (the pending decision is an immutable record, shared); tests/village/test_invariants.py checks it against the
        generic pickle clone."""
        new = object.__new__(VillageState)
        new.__dict__ = self.__dict__.copy()     # (faster than __dict__.update)
        new.history, new.log = fork(self.history), fork(self.log)
        new.areas = [p.copy() for p in self.areas]
        new.bag = dict(self.bag)
        new.spaces = {k: dict(v) for k, v in self.spaces.items()}
        new.chronicle = {k: list(v) for k, v in self.chronicle.items()}
        new.graves, new.stalls = list(self.graves), list(self.stalls)
        new.waiting, new.pile, new.queue = list(self.waiting), list(self.pile), list(self.queue)
        new.final = None if self.final is None else list(self.final)
        new.market = None if self.market is None else self.market.copy()
        return new

    # -- supplies (what is not elsewhere is in the general supply) -------------------------
    def cube_supply(self, color: str) -> int:
        """Cubes of a kind in the general supply."""
        total = data.PLAGUE_CUBES if color == data.PLAGUE else data.CUBES_PER_COLOR
        held = 0 if color == data.PLAGUE else sum(p.cubes[color] for p in self.areas)
        return (total - held - self.bag.get(color, 0)
                - sum(cubes.get(color, 0) for cubes in self.spaces.values()))

    def goods_supply(self, good: str) -> int:
        return data.GOODS_PER_KIND - sum(p.goods[good] for p in self.areas)

    def goods_out(self) -> frozenset:
        """The goods of which no tile is left in the supply (``goods_supply(g) <= 0``), in one
        pass: while the players hold fewer tiles than there are of one kind, none."""
        held = [p.goods for p in self.areas]
        if sum([sum(goods.values()) for goods in held]) < data.GOODS_PER_KIND:
            return _NO_GOODS
        return frozenset([g for g in data.GOODS
                          if sum([goods[g] for goods in held]) >= data.GOODS_PER_KIND])

    def grain_supply(self) -> int:
        return data.GRAIN_SUPPLY - sum(p.grain for p in self.areas)

    def coin_supply(self) -> int:
        return data.COINS - sum(p.coins for p in self.areas)

    def cubes_on_board(self) -> int:
        return sum(sum(c.values()) for c in self.spaces.values())

    def board_empty(self) -> bool:
        """No cube left on any action space (``cubes_on_board() == 0``, stopping early)."""
        for cubes in self.spaces.values():
            if any(cubes.values()):
                return False
        return True

    def usable_stalls(self) -> list[int]:
        """Indices of the stalls used at this player count (assumed, P9)."""
        stalls = _USABLE_STALLS.get(self.players)
        if stalls is None:
            stalls = _USABLE_STALLS[self.players] = tuple(
                i for i, label in enumerate(data.STALLS) if not data.blocked(label, self.players))
        return list(stalls)

    def council_top(self, seat: int) -> int:
        """The highest council stage of the seat's members (0 if none)."""
        members = self.areas[seat].members
        return max((n for place, n in _COUNCIL_STAGES if place in members), default=0)
