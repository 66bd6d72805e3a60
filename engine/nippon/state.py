"""Nippon state: the game board, each player's Zaibatsu and the flow position.

Plain data (ints, strings, lists, small dicts) so a clone is a fast pickle round trip.  Queries
here are pure helpers shared by the rules, scoring and the view.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..core import SharedAreas, State
from ..flow import Pending
from . import data

__all__ = ["ActionProgress", "NipponState", "Pending", "Player", "space_id", "space_region"]


@dataclass(slots=True)
class ActionProgress:
    """The action being performed and its progress (``NipponState.action``), for the actions
    done in units or with a bonus that asks (seed 003, "Acciones disponibles"): Machinery,
    Produce, Trains, Ships, Export, Local market, and a factory's free machine, ship or train.

    Mutable: the steps count units on it; :meth:`NipponState.successor` copies it (not the
    lists in it, which the rules replace: ``action.regions = action.regions + [region]``).

    Attributes:
        name: the action ("machinery", "produce", "trains", "ships", "export", "market",
            "free_machine"; engine/nippon/decisions.py ``DONE`` is "done").
        count: units done so far (at most 3, data.MAX_PER_ACTION).
        regions: trains and ships: the region ids used by this action (None for the others).
        free: the free ship or train of a factory bonus (P12): no Yen, one unit.
        contract: export: the contract being fulfilled (None between contracts).
        goods: export: the goods chosen for its cube groups so far (None between contracts).
        region: local market: the region's index (0-based; None before it is chosen).
    """

    name: str
    count: int = 0
    regions: list[str] | None = None
    free: bool = False
    contract: str | None = None
    goods: list[str] | None = None
    region: int | None = None

    def as_dict(self) -> dict[str, Any]:
        """The plain dict this record stands for: ``{"name", "count"}`` and, only when set,
        ``"regions"``, ``"free"`` (True), ``"contract"``, ``"goods"``, ``"region"`` (the
        form the state held before the record; bench/engine_digest.py hashes it)."""
        d: dict[str, Any] = {"name": self.name, "count": self.count}
        if self.regions is not None:
            d["regions"] = self.regions
        if self.free:
            d["free"] = True
        if self.contract is not None:
            d["contract"] = self.contract
        if self.goods is not None:
            d["goods"] = self.goods
        if self.region is not None:
            d["region"] = self.region
        return d

    def copy(self) -> "ActionProgress":
        """A copy of the record (its lists shared: the rules replace them, never change
        them), built with plain slot stores (cheaper than the dataclass's ``__init__``)."""
        new = _new(ActionProgress)
        new.name, new.count, new.regions = self.name, self.count, self.regions
        new.free, new.contract, new.goods = self.free, self.contract, self.goods
        new.region = self.region
        return new


@dataclass
class Player:
    """One player's Zaibatsu (seed 003, "Preparar", steps 2, 3 and 5).

    Attributes:
        vp: the VP track.  vp_lines: where those VP came from (start, regions, ships, bonuses,
            wages), summing to ``vp``.
        yen, coal: the budget.  blueprints: blueprint value held.
        money, coal_track, knowledge: marker slots (0-based) on the three tracks.
        workers: colours of the workers on the worker spaces, left to right.
        factories: good → {"id", "machine" (0 none, 1 "+1", 2 "+2"), "goods" (cubes stored)}.
        reserve: machinery tiles ("+1") in reserve.
        contracts: face-up contract ids.  influence: influence tile values in hand, in
        ascending order (data.INFLUENCE_TILES' order; tiles only leave the hand).
        ships, trains: tiles taken from the board so far (taken left to right).
        achievements: achievement id → multiplier of the tile placed on it.
        ran: goods of the factories run this turn (each at most once per turn).
    """

    vp: int = 0
    vp_lines: dict[str, int] = field(default_factory=dict)
    yen: int = data.START_YEN
    coal: int = data.START_COAL
    blueprints: int = data.START_BLUEPRINTS
    money: int = 0
    coal_track: int = 0
    knowledge: int = 0
    workers: list[str] = field(default_factory=list)
    factories: dict[str, dict] = field(default_factory=dict)
    reserve: int = 0
    contracts: list[str] = field(default_factory=lambda: list(data.CONTRACTS))
    influence: list[int] = field(default_factory=lambda: list(data.INFLUENCE_TILES))
    ships: int = 0
    trains: int = 0
    achievements: dict[str, int] = field(default_factory=dict)
    ran: list[str] = field(default_factory=list)

    def copy(self) -> "Player":
        """The copy :meth:`NipponState.p` makes of a board a successor shares
        (core.SharedAreas): its containers are shared, as the rules replace a container with
        a changed copy instead of changing it (``p.workers = p.workers + [color]``,
        :func:`decisions.own_factory`)."""
        new = _new(Player)
        new.__dict__ = self.__dict__.copy()     # (faster than updating the new dict)
        return new

    def detached(self) -> "Player":
        """A detached copy (every container copied; values are ints and strings), for
        :meth:`NipponState.clone`."""
        new = _new(Player)
        new.__dict__ = d = self.__dict__.copy()
        d["vp_lines"], d["achievements"] = self.vp_lines.copy(), self.achievements.copy()
        d["workers"], d["contracts"] = self.workers[:], self.contracts[:]
        d["influence"], d["ran"] = self.influence[:], self.ran[:]
        d["factories"] = {g: f.copy() for g, f in self.factories.items()}
        return new

    def has_bonus(self, bonus: str) -> bool:
        for f in self.factories.values():
            if _BONUS[f["id"]] == bonus:
                return True
        return False

    @property
    def knowledge_level(self) -> int:
        return data.KNOWLEDGE_TRACK[self.knowledge]

    @property
    def ship_vp(self) -> int:
        return data.SHIP_VP[self.has_bonus("flip_ships")]

    @property
    def train_value(self) -> int:
        return data.TRAIN_INFLUENCE[self.has_bonus("flip_trains")]


@dataclass(kw_only=True)
class NipponState(SharedAreas, State):
    """The whole game.

    Attributes:
        order: seats in turn order (clockwise from the first player).  current: seat to play.
        phase: "play" or "over".
        spaces: worker colours on each action space, left to right.
        rows: worker colours on each worker row, top first.
        bag: worker colours in the bag (a multiset, kept sorted; draws are random).
        refill_owed: spaces ("s<i>") and rows ("r<i>") a refill could not fill for lack of
            workers; they are completed when workers return to the bag.
        cities: per city space, (city tile id, rotation in quarter turns clockwise).
        influence: per influence space "cs<k>-<side>", (seat, tile value) of the tile on it.
        transport: per region, (seat, "train"|"ship") of the tiles on its spaces.
        factory_supply: factory ids still beside the board.
        rewards: "<multiplier>-<bonus>" → reward tiles left in that stack.
        vp_tiles: 2x VP tiles left.
        marker: scoring-track space of the scoring marker (1..8).  scorings: scorings done.
        final_turns: turns left in the final phase (None before the first golden space).
        last_player: the seat that played the last turn (the tie-break, seed 003).
        took: the action space of this turn's worker (refilled at the end of the turn).
        pending: the sub-decision asked and not yet answered (engine/flow.py; immutable, so
            successors and clones share it), or None.
        action: the action being performed and its progress (:class:`ActionProgress`), or
            None (an action of one decision, or none in progress).
    """

    order: list[int] = field(default_factory=list)
    current: int = 0
    phase: str = "play"
    areas: list[Player] = field(default_factory=list)
    spaces: list[list[str]] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    bag: list[str] = field(default_factory=list)
    refill_owed: list[str] = field(default_factory=list)
    cities: list[tuple[str, int]] = field(default_factory=list)
    influence: dict[str, tuple[int, int]] = field(default_factory=dict)
    transport: list[list[tuple[int, str]]] = field(default_factory=list)
    factory_supply: list[str] = field(default_factory=list)
    rewards: dict[str, int] = field(default_factory=dict)
    vp_tiles: int = data.VP_TILES
    marker: int = 1
    scorings: int = 0
    final_turns: int | None = None
    last_player: int | None = None
    took: int | None = None
    pending: Pending | None = None
    action: ActionProgress | None = None

    def clone(self) -> "NipponState":
        """A detached copy, field by field (about 8x faster than core's pickle round trip).
        Every mutable container is copied (the player boards with :meth:`Player.detached`);
        tuples, ints and strings are shared, and the pending decision (an immutable
        record)."""
        new = self.shared_successor()
        new.made()                      # (no copy on write: its boards are detached copies)
        d = new.__dict__
        d["areas"] = [p.detached() for p in self.areas]
        d["order"] = self.order[:]
        d["spaces"], d["rows"] = [x[:] for x in self.spaces], [x[:] for x in self.rows]
        d["bag"], d["refill_owed"] = self.bag[:], self.refill_owed[:]
        d["cities"], d["factory_supply"] = self.cities[:], self.factory_supply[:]
        d["influence"], d["rewards"] = self.influence.copy(), self.rewards.copy()
        d["transport"] = [x[:] for x in self.transport]
        action = self.action
        if action is not None:
            d["action"] = a = action.copy()
            if a.regions is not None:
                a.regions = a.regions[:]
            if a.goods is not None:
                a.goods = a.goods[:]
        return new

    CHANGED_IN_PLACE = ("action",)
    """What :meth:`successor` copies one level deep: the action in progress
    (:meth:`ActionProgress.copy`; its lists are replaced by the rules, never changed:
    ``action.regions = action.regions + [region]``)."""

    successor = State.shared_successor
    """The copy :meth:`Game.apply` changes (core.State.shared_successor): cheaper than
    :meth:`clone`, it shares what the rules never change in place.

    - The board's containers (``order``, ``spaces``, ``rows``, ``bag``, ``refill_owed``,
      ``cities``, ``factory_supply``, ``influence``, ``transport``, ``rewards`` and the lists
      inside them) are shared: the rules replace a container with a changed copy instead of
      changing it (``s.bag = s.bag[:]`` before a ``remove``).
    - The player boards are copied on write (core.SharedAreas: :meth:`p` copies a board the
      first time it is asked for, not its containers, which the rules replace with changed
      copies: :meth:`Player.copy`).
    - ``pending`` is shared too (an immutable record); ``history`` and ``log`` are forked
      (core.Record); ``action`` is copied (:attr:`CHANGED_IN_PLACE`).

    The property tests and ``bench/random_games.py`` check that ``apply`` never changes its
    input, so a missed copy would show up there."""

    # -- board queries ------------------------------------------------------------------------
    def city_goods(self, city: int) -> tuple[str, str, str, str]:
        """Goods on the board sides N, E, S, W of city space ``city`` (0-based), after rotation.

        Tile side k (0-based, clockwise from the tile's top) rotated r quarter turns lies on
        board side (k + r) mod 4 (P5)."""
        return _rotated(*self.cities[city])

    def region_of_city(self, city: int) -> int:
        return city // 2

    def foreign(self, region: int) -> int:
        """Foreign-company influence in a region: printed numbers on uncovered spaces (seed 003)."""
        total = 0
        for city in (2 * region, 2 * region + 1):
            for side in range(4):
                if space_id(city, side) not in self.influence:
                    total += data.FOREIGN[data.CITY_SPACES[city]][side]
        return total

    def tiles_in_region(self, seat: int, region: int) -> list[int]:
        return [v for key, (owner, v) in self.influence.items()
                if owner == seat and space_region(key) == region]

    def transport_in(self, seat: int, region: int, kind: str) -> int:
        return sum(1 for owner, k in self.transport[region] if owner == seat and k == kind)


_new = object.__new__
_BONUS = {fid: f.bonus for fid, f in data.FACTORIES.items()}
"""Factory id → its synergy bonus (P12)."""


@lru_cache(maxsize=None)
def _rotated(tile: str, r: int) -> tuple[str, str, str, str]:
    goods = data.CITY_TILES[tile]
    return goods[-r % 4], goods[(1 - r) % 4], goods[(2 - r) % 4], goods[(3 - r) % 4]


@lru_cache(maxsize=None)
def space_id(city: int, side: int) -> str:
    """The id of an influence space: "cs3-e" is the east side of city space 3 (1-based city)."""
    return f"{data.CITY_SPACES[city]}-{data.SIDES[side]}"


def space_region(key: str) -> int:
    """The region index (0-based) of an influence space id."""
    return (int(key[2]) - 1) // 2
