"""Game states as plain JSON data, for links that carry a position instead of a seed (issue 29,
D1): :func:`encode` and :func:`decode`.

A link of a game in progress carries the position its viewer may see (the state determinized
for that viewer by :meth:`engine.core.Game.conceal`), not the seed and the actions, from which
every secret and every future draw could be computed.  This module writes such a state as JSON
and reads it back safely:

- JSON's own values stand for themselves: ``null``, booleans, integers, strings, arrays (Python
  lists).  Floats are never written (states hold none) and refused when read.
- Everything else is an object with one tag key: ``{"tuple": [...]}``, ``{"dict": {...}}`` (a
  dict whose keys are all strings), ``{"map": [[key, value], ...]}`` (other keys: integers,
  tuples), ``{"record": [...]}`` (:class:`engine.record.Record`, a state's history and log) and
  ``{"class": "Player", "fields": {...}}`` (a game's own dataclass).
- Decoding builds only the classes of :data:`CLASSES` for the document's game (the state class
  and its player areas), never a class named by the link otherwise, never through pickle; a
  class's fields must be exactly its dataclass fields.  The state's ``game``, ``variant`` and
  ``names`` are not written: the save document's headers give them (:func:`decode`'s
  arguments).

The position carries its format's version, ``{"class": "state", "version": 4, "fields": …}``
(:data:`VERSION`).  A position of version 3 or older holds Village's market day as a dict
(``{"starter", "queue", "free", "served", "earlier"}``), which :func:`decode` turns into the
``MarketDay`` record (:func:`_upgrade_v3`).  A position of version 2 lacks the state fields added since (:data:`ADDED`),
which :func:`decode` fills in.  A position without a version is of version 1, written before the decision
kernel (:mod:`engine.flow`): a pending decision was a plain dict (``{"seat", "prompt",
"step", "options", …}``; Lorenzo's a list of ``{"kind", "seat", …}`` tasks) and Nippon's
action in progress a dict; :func:`decode` turns them into today's :class:`engine.flow.Pending`
and ``ActionProgress`` records (:func:`_upgrade_v1`), so links made then still open.

Size and depth are limited by the JSON reader (:func:`engine.savedoc.parse_json`); the
semantic checks of a decoded state (that the rules can run on it) are
:func:`engine.savedoc.iter_states`'.
"""
from __future__ import annotations

import dataclasses
import importlib
from typing import Any

from .errors import SaveError, brief
from .record import Record
from .state import SEED_MAX, State

CLASSES: dict[str, tuple[str, dict[str, str]]] = {
    "plus_ultra": ("plus_ultra.state", {"state": "PlusUltraState", "Player": "Player",
                                       "Pending": "Pending"}),
    "lorenzo": ("lorenzo.state", {"state": "LorenzoState", "Player": "Player",
                                 "Pending": "Pending"}),
    "nippon": ("nippon.state", {"state": "NipponState", "Player": "Player",
                               "Pending": "Pending", "ActionProgress": "ActionProgress"}),
    "village": ("village.state", {"state": "VillageState", "Player": "Player",
                                 "Pending": "Pending", "MarketDay": "MarketDay"}),
}
"""Per game id: its state module (under ``engine``) and the classes a position may hold, by
the name written in ``"class"`` ("state" for the state itself)."""

HEADER_FIELDS = ("game", "variant", "names")
"""State fields written in the save document's headers, not in the position."""

MAX_TEXT_CHARS = 10_000
"""Longest string accepted in a position (notations and log keys are a few dozen)."""

TAGS = ("tuple", "dict", "map", "record", "class")

VERSION = 4
"""Version of the position format :func:`encode` writes (1: before the decision kernel, see
the module docstring; 2: before :data:`ADDED`'s fields; 3: Village's market day a dict;
:func:`decode` reads all four)."""

ADDED: dict[int, dict[str, dict[str, Any]]] = {
    3: {"lorenzo": {"after_each_turn": True}},
}
"""Per version, the state fields each game's state gained in it, with the value a position of
an older version stands for: Lorenzo's ``after_each_turn`` (the "after" decision after every
placement with a leader action legal), the turn structure of the games such positions were
made in (:mod:`engine.savedoc`'s format 1)."""


def _classes(game_id: str) -> dict[str, type]:
    """The allowed classes of ``game_id`` by name (KeyError for an unknown game)."""
    module_name, names = CLASSES[game_id]
    module = importlib.import_module(f"{__package__}.{module_name}")
    return {name: getattr(module, cls) for name, cls in names.items()}


def _fields(cls: type) -> list[str]:
    return [f.name for f in dataclasses.fields(cls)]


def encode(state: State) -> dict:
    """The JSON-shaped position of ``state`` (without the header fields :data:`HEADER_FIELDS`).

    Returns:
        ``{"class": "state", "version": VERSION, "fields": {...}}``, every value as the module
        docstring says.
    Raises:
        TypeError: ``state`` holds a value of a type this format does not write (a float, a
            set, a class outside :data:`CLASSES`): a change to a game's state that needs this
            module updated (the round-trip tests catch it).
    """
    names = {cls: name for name, cls in _classes(state.game).items()}
    if type(state) not in names or names[type(state)] != "state":
        raise TypeError(f"not a state of {state.game}: {type(state).__name__}")

    def value(v: Any) -> Any:
        if v is None or type(v) in (bool, int, str):
            return v
        kind = type(v)
        if kind is list:
            return [value(x) for x in v]
        if kind is tuple:
            return {"tuple": [value(x) for x in v]}
        if kind is Record:
            return {"record": [value(x) for x in v]}
        if kind is dict:
            if all(type(k) is str for k in v):
                return {"dict": {k: value(x) for k, x in v.items()}}
            return {"map": [[value(k), value(x)] for k, x in v.items()]}
        if kind in names:
            return obj(v, names[kind])
        raise TypeError(f"a position cannot hold a {kind.__name__}")

    def obj(v: Any, name: str) -> dict:
        skip = HEADER_FIELDS if name == "state" else ()
        return {"class": name, "fields": {f: value(getattr(v, f)) for f in _fields(type(v))
                                          if f not in skip}}

    return {**obj(state, "state"), "version": VERSION}


def decode(data: Any, *, game: str, variant: str, names: tuple[str, ...]) -> State:
    """The state of a position written by :func:`encode` (checked for form, not for play).

    Args:
        data: the JSON value of the position (as :func:`engine.savedoc.parse_json` read it).
        game, variant, names: the save document's headers (checked by
            :func:`engine.savedoc.check`).
    Returns:
        a state of the game's state class, its ``game``, ``variant`` and ``names`` from the
        arguments; a version 1 position's pending decision and action in progress and an
        older position's market day as today's records (:func:`_upgrade_v1`,
        :func:`_upgrade_v3`); the fields an older version's state did not have
        (:data:`ADDED`) with the value that version stands for.
    Raises:
        SaveError: an untagged object, an unknown tag or class, fields other than the class's,
            a float, a string longer than :data:`MAX_TEXT_CHARS`, an unhashable dict key, a
            history or log that is not a record, names that do not match the players, or a
            seed or draw counter out of range, or a version other than 1 to :data:`VERSION`.
            The message is short and says where.
    """
    try:
        classes = _classes(game)
    except KeyError:
        raise SaveError(f"unknown game {brief(game)}") from None

    def fail(where: str, what: str) -> SaveError:
        return SaveError(f"the position is damaged: {what} at {where[:60]}")

    def value(v: Any, where: str) -> Any:
        if v is None or type(v) in (bool, int):
            return v
        if type(v) is str:
            if len(v) > MAX_TEXT_CHARS:
                raise fail(where, "a text too long")
            return v
        if type(v) is list:
            return [value(x, f"{where}[{i}]") for i, x in enumerate(v)]
        if type(v) is not dict:
            raise fail(where, f"a {type(v).__name__}")
        tag = next(iter(v), None) if len(v) in (1, 2) else None
        if tag not in TAGS or (tag == "class") != (len(v) == 2):
            raise fail(where, "an object that is not a tagged value")
        body = v[tag]
        if tag == "class":
            return obj(v, where)
        if tag == "dict":
            if type(body) is not dict:
                raise fail(where, "a dict that is not an object")
            return {k: value(x, f"{where}.{k}") for k, x in body.items()}
        if type(body) is not list:
            raise fail(where, f"a {tag} that is not a list")
        items = [value(x, f"{where}[{i}]") for i, x in enumerate(body)]
        if tag == "tuple":
            return tuple(items)
        if tag == "record":
            return Record(items)
        out = {}
        for i, pair in enumerate(items):
            if type(pair) is not list or len(pair) != 2:
                raise fail(f"{where}[{i}]", "a map entry that is not a pair")
            try:
                out[pair[0]] = pair[1]
            except TypeError:
                raise fail(f"{where}[{i}]", "a key that cannot be a key") from None
        return out

    def obj(v: dict, where: str) -> Any:
        name, fields = v.get("class"), v.get("fields")
        if type(name) is not str or name not in classes:
            raise fail(where, f"an unknown class {brief(name)}")
        if type(fields) is not dict:
            raise fail(where, f"a {name} without its fields")
        cls = classes[name]
        skip = (*HEADER_FIELDS, *added) if name == "state" else ()
        expected = [f for f in _fields(cls) if f not in skip]
        if set(fields) != set(expected):
            odd = sorted(set(fields) ^ set(expected))[:3]
            raise fail(where, f"fields that {cls.__name__} does not have or lacks "
                              f"({', '.join(brief(f, 20) for f in odd)})")
        new: Any = object.__new__(cls)     # one of the game's classes (the codec's table)
        for f in expected:          # (object.__setattr__: frozen records such as flow.Pending)
            object.__setattr__(new, f, value(fields[f], f"{where}.{f}"))
        if name == "state":
            for f, v in added.items():
                object.__setattr__(new, f, v)
        return new

    if type(data) is not dict or data.get("class") != "state":
        raise SaveError("the position is damaged: it is not a game state")
    data = dict(data)
    version = data.pop("version", 1)
    if type(version) is not int or not 1 <= version <= VERSION:
        raise SaveError(f"the position has an unknown format version ({brief(version)}): "
                        "it may have been made by a newer version of this app")
    added = {f: v for later in range(version + 1, VERSION + 1)
             for f, v in ADDED.get(later, {}).get(game, {}).items()}
    state = obj(data, game)
    state.game, state.variant, state.names = game, variant, tuple(names)
    if version == 1:
        _upgrade_v1(state, classes, fail)
    if version <= 3:
        _upgrade_v3(state, classes, fail)
    for name in ("history", "log"):
        if type(getattr(state, name)) is not Record:
            raise fail(f"{game}.{name}", "a list that is not a record")
    if not all(type(n) is str for n in state.history):
        raise fail(f"{game}.history", "an action that is not text")
    for name, low in (("seed", -SEED_MAX), ("rng_draws", 0), ("undo_floor", 0)):
        number = getattr(state, name)
        if type(number) is not int or not low <= number <= SEED_MAX:
            raise fail(f"{game}.{name}", "a number out of range")
    if state.first is not None and (type(state.first) is not int
                                    or not 0 <= state.first < len(names)):
        raise fail(f"{game}.first", "a seat out of range")
    return state


def _upgrade_v1(state: Any, classes: dict[str, type], fail: Any) -> None:
    """Turn a version 1 position's plain dicts into today's records, in place: ``pending``
    ``{"seat", "prompt", "step", "options", **params}`` into :class:`engine.flow.Pending`
    (Lorenzo's stack of ``{"kind", "seat", **params}`` tasks into ``Pending(seat, kind, kind,
    (), params)``, as ``engine.lorenzo.state.task`` makes them), and Nippon's ``action``
    ``{"name", "count", …}`` into its ``ActionProgress``.  A value already of today's form is
    left as it is.

    Raises:
        SaveError: (``fail``) a dict without the keys its record needs.
    """
    from .flow import Pending

    def pending(d: Any, where: str) -> Any:
        if type(d) is not dict:
            return d
        try:
            if "kind" in d:                                   # a Lorenzo task
                rest = {k: v for k, v in d.items() if k not in ("kind", "seat")}
                return Pending(int(d["seat"]), str(d["kind"]), str(d["kind"]), (), rest)
            rest = {k: v for k, v in d.items() if k not in Pending.KEYS}
            return Pending(int(d["seat"]), str(d["prompt"]), str(d["step"]),
                           tuple(str(o) for o in d.get("options") or ()), rest)
        except (KeyError, TypeError, ValueError):
            raise fail(where, "a pending decision without its seat, prompt or step") from None

    if hasattr(state, "pending"):
        value = state.pending
        state.pending = ([pending(d, f"{state.game}.pending[{i}]") for i, d in enumerate(value)]
                         if type(value) is list else pending(value, f"{state.game}.pending"))
    progress = classes.get("ActionProgress")
    if progress is not None and type(getattr(state, "action", None)) is dict:
        known = {f.name for f in dataclasses.fields(progress)}
        if not set(state.action) <= known or "name" not in state.action:
            raise fail(f"{state.game}.action", "an action in progress of an unknown form")
        state.action = progress(**state.action)


def _upgrade_v3(state: Any, classes: dict[str, type], fail: Any) -> None:
    """Turn a version 1–3 position's Village market day, a dict ``{"starter", "queue",
    "free", "served", "earlier"}``, into the ``MarketDay`` record, in place (another game's
    state, or a market day already a record or None, is left as it is).

    Raises:
        SaveError: (``fail``) a dict without the keys of a market day, or with others.
    """
    record = classes.get("MarketDay")
    market = getattr(state, "market", None)
    if record is None or type(market) is not dict:
        return
    known = [f.name for f in dataclasses.fields(record)]
    if set(market) != set(known):
        raise fail(f"{state.game}.market", "a market day of an unknown form")
    state.market = record(**market)
