"""The append-only records of a play: a state's ``history`` (the notations applied) and
``log`` (its events), shared between a state and its successors (:class:`Record`).

Re-exported by :mod:`engine.core`.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import islice
from typing import Any, Iterable


class Record(Sequence):
    """An append-only list (a state's ``history`` and ``log``) that a state's successor shares
    with it instead of copying it (a copy per action made a game quadratic in its length).

    Several records may hold one underlying Python list, each seeing its first ``len`` items;
    :meth:`append` extends that list in place when the record sees all of it, and otherwise
    (another record sharing the list already appended: a second successor of one state, as
    tree search makes) first takes a copy of its own items.  Entries are never changed once
    written.  It reads like a list (``len``, indexing, slices (lists), iteration, ``==`` with
    a list, ``+`` a list); ``list(record)`` gives a plain list (JSON, saves); pickles as one.
    """

    __slots__ = ("_items", "_n")

    def __init__(self, items: Iterable = ()):
        self._items = list(items)
        self._n = len(self._items)

    def fork(self) -> "Record":
        """A record with the same items, sharing this one's list (O(1))."""
        new = object.__new__(Record)
        new._items, new._n = self._items, self._n
        return new

    def append(self, item: Any) -> None:
        items = self._items
        if len(items) != self._n:               # another record appended to the shared list
            items = self._items = items[:self._n]
        items.append(item)
        self._n += 1

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index):
        n = self._n
        if isinstance(index, slice):
            if index.step is None or index.step > 0:
                return self._items[slice(*index.indices(n))]
            return self._items[:n][index]
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("record index out of range")
        return self._items[index]

    def __iter__(self):
        return islice(self._items, self._n)

    def __eq__(self, other) -> bool:
        if isinstance(other, Record):
            return self._n == other._n and self[:] == other[:]
        if isinstance(other, list):
            return self[:] == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]   # equal to a list, so unhashable like one

    def __add__(self, other: list) -> list:
        return self[:] + other

    def __radd__(self, other: list) -> list:
        return other + self[:]

    def copy(self) -> list:
        return self[:]

    def __reduce__(self):
        return Record, (self[:],)

    def __repr__(self) -> str:
        return repr(self[:])


def fork(record: Record | list) -> Record:
    """``record`` shared (:meth:`Record.fork`); a plain list (an older successor's copy)
    becomes a Record of its items."""
    return record.fork() if isinstance(record, Record) else Record(record)

