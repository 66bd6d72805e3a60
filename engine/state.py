"""The state of one play (DESIGN.md, "The engine contract"): :class:`State`, the part every
game's state shares (seats, seed and its counter-based RNG, history, log, undo floor, how a
successor is copied), :meth:`State.shared_successor`, the successor that shares what the rules
never change in place, and :class:`SharedAreas`, copy on write of the players' areas.

Re-exported by :mod:`engine.core`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from .record import Record, fork

_new = object.__new__

SEED_MAX = 2**53 - 1
"""Largest seed (and ``-SEED_MAX`` the smallest): JavaScript's Number.MAX_SAFE_INTEGER, so a
save's seed stays exact in any JSON reader (engine/savedoc.py)."""


@dataclass(kw_only=True)
class State:
    """Common part of every game's state.  Games subclass it with their own fields.

    Attributes:
        game: game id (registry key).
        variant: rules variant id.
        seed: the seed the game was created with.
        names: player names by seat.
        rng_draws: how many random draws were made so far (the RNG counter).
        history: notations of the actions applied since setup, in order (a :class:`Record`,
            shared with the states before and after).
        log: events as (message key, params) pairs; params may name seats with the keys
            "player"/"target" (replaced by names when shown) and otherwise hold numbers or
            English component names that the UI translates.
        undo_floor: history length below which undo is refused (set when an action reveals
            hidden information, such as a bid reveal).
        first: the seat the players chose to begin (``Game.new(first=…)``, games with
            :attr:`Game.choose_first`), or None: the rules' own way (usually at random).
    """

    game: str
    variant: str
    seed: int
    names: tuple[str, ...]
    first: int | None = None
    rng_draws: int = 0
    history: Record = field(default_factory=Record)
    log: Record = field(default_factory=Record)
    undo_floor: int = 0

    @property
    def players(self) -> int:
        return len(self.names)

    def rng(self) -> random.Random:
        """A fresh RNG for the next draw; advances the counter.  Deterministic everywhere."""
        self.rng_draws += 1
        return random.Random(f"{self.seed}/{self.rng_draws}")

    def note(self, key: str, **params: Any) -> None:
        """Append one log event."""
        log = self.log
        if type(log) is Record and len(log._items) == log._n:   # Record.append, without
            log._items.append((key, params))                       # the call (rules note
            log._n += 1                                            # ~370 events a game)
        else:
            log.append((key, params))

    def note_n(self, singular: str, plural: str, n: int, **params: Any) -> None:
        """Append one log event whose wording depends on the count ``n`` (its key is the pair
        of templates; ``engine.i18n.format_event`` picks the form by the language's rule)."""
        self.log.append(((singular, plural), {"n": n, **params}))

    def clone(self) -> Self:
        """A detached copy.  Game data is deep-copied by a pickle round trip (faster than
        copy.deepcopy); the append-only ``history`` and ``log`` are shared (:class:`Record`,
        copied on a second append), since their entries are never changed once written."""
        import pickle  # here, not at the top: its import costs a page's boot ~0.1 s in Pyodide

        data = dict(self.__dict__)
        history, log = data.pop("history"), data.pop("log")
        new = object.__new__(type(self))
        new.__dict__.update(pickle.loads(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)))
        new.history, new.log = fork(history), fork(log)
        return new

    def successor(self) -> Self:
        """The copy that :meth:`Game.apply` turns into the next state; by default a
        :meth:`clone`.  A game may share here what its rules never change in place (they
        replace it with a changed copy), which a clone for other uses (tests, bots) must not:
        :meth:`shared_successor` with the game's :attr:`CHANGED_IN_PLACE`."""
        return self.clone()

    CHANGED_IN_PLACE: ClassVar[tuple[str, ...]] = ()
    """The fields (lists or dicts, or None) that the game's rules change in place, which
    :meth:`shared_successor` copies one level deep; every other field is shared with the
    state before, the rules replacing it with a changed copy (``s.bag = s.bag[:]`` before a
    ``remove``).  Each game lists its own; the property tests and ``bench/random_games.py``
    check that ``apply`` never changes its input, so a field missing here shows up there."""

    SHARES_AREAS: ClassVar[bool] = False
    """Whether the players' areas are copied on write (:class:`SharedAreas` sets it)."""

    def shared_successor(self) -> Self:
        """A copy for :meth:`Game.apply` that shares every field with this state except
        ``history`` and ``log`` (forked: :class:`Record`) and the fields of
        :attr:`CHANGED_IN_PLACE` (copied with their ``copy()``; None stays None); with
        :attr:`SHARES_AREAS`, a list of areas of its own holding this state's areas, each
        copied when first asked for (:meth:`SharedAreas.p`).  A game's :meth:`successor`
        calls it, then copies what it needs deeper."""
        new = _new(type(self))
        new.__dict__ = d = self.__dict__.copy()     # (faster than updating the new dict)
        history, log = d["history"], d["log"]
        if type(history) is Record:             # Record.fork, without the call
            d["history"] = h = _new(Record)
            h._items, h._n = history._items, history._n
        else:
            d["history"] = fork(history)
        if type(log) is Record:
            d["log"] = h = _new(Record)
            h._items, h._n = log._items, log._n
        else:
            d["log"] = fork(log)
        for name in self.CHANGED_IN_PLACE:
            value = d[name]
            if value is not None:
                d[name] = value.copy()
        if self.SHARES_AREAS:                       # (here, not in a call: apply's hot path)
            new._before = areas = d["areas"]        # type: ignore[attr-defined]
            d["areas"] = areas[:]
        return new

    def made(self) -> None:
        """Called by :meth:`Game.apply` on the successor once the action is applied (the
        state is final from then on).  Default: nothing."""


class SharedAreas:
    """Copy on write of the players' areas (``state.areas``, one object with a ``copy()``
    per seat), for a State subclass, the one scheme the four games share.  A successor made
    by :meth:`State.shared_successor` gets a list of its own holding the areas of the state
    before, and :meth:`p` gives a seat's area its own copy (the area's ``copy()``) the first
    time it is asked for while the action is applied (most actions change one or two
    players' areas).  Every change to an area must go through :meth:`p`; reads may use
    ``areas`` (and must, where they should not copy).  :meth:`made` ends the copying: a final
    state's areas are its own.

    The mark of a successor being made, ``_before``, is a slot, not a field: it stays out of
    the state's ``__dict__`` (saves, links, digests and equality never see it), and CPython
    reads and writes a slot at a fixed offset whatever the instance's dict holds."""

    __slots__ = ("_before",)

    areas: list[Any]
    """The players' areas by seat (the State subclass's own field)."""

    SHARES_AREAS: ClassVar[bool] = True

    _before: list[Any] | None
    """While the action is applied: the state before's list of areas (an area still in it
    at the same seat is shared and copied by :meth:`p`); None once made; unset in a state
    that is no successor (a new game, a clone)."""

    def p(self, seat: int) -> Any:
        """The seat's area, to read or change (copied first if shared with the state
        before)."""
        area = self.areas[seat]
        try:
            before = self._before
        except AttributeError:                  # no successor: nothing is shared
            return area
        if before is None or area is not before[seat]:
            return area
        area = self.areas[seat] = area.copy()
        return area

    def made(self) -> None:
        """The successor is final: areas are no longer copied on request."""
        self._before = None
