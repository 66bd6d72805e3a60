"""Stored save documents, checked like an imported file before any screen uses them.

No DOM: the texts come through a web/storage.py ``Storage``, so host tests can feed it
anything a browser's localStorage may hold (a dict backend, with or without a quota).

:func:`read` turns a stored text (an autosave, a slot, or a file's text) into a
:class:`Stored` (the document, its replayed state and when it was saved) or raises
``engine.SaveError`` with a short, bounded message.  :func:`summary` gives the facts the shelf
and the Saves dialog show; :func:`stored_games` and :func:`stored_slots` list them all, and
:func:`set_aside_broken` moves what does not load out of the way at boot.  What builds on
these: web/records.py (the same game record among the stored games, files of finished games,
the coach's review kept with a record) and web/elsewhere.py (a game another tab changed).

Listing does not replay (issue 19: boot replayed every autosave): each stored value carries
its :func:`facts`, written with it (web/autosaves.py).  :func:`listed` trusts them only when they
are well-formed and agree with the document's headers (game, player count, number of moves);
a value without them, or with facts that do not agree, is read and replayed as before, and
written back with its facts (once), so old stores keep working and get fast.  The document
itself is still checked and replayed in full before a game is opened (:func:`read`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import engine
from engine import savedoc
from storage import AUTOSAVE, SLOT, envelope, over_limit

MESSAGE_MAX = 200
"""Longest error text taken from a document into a message."""
SAVED_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
"""A well-formed "saved" time: ISO text in UTC to the second (``2026-11-29T10:40:00Z``)."""


class Mismatch(engine.SaveError):
    """A valid save of another game stored under this game's key."""

    def __init__(self, found: str, expected: str):
        super().__init__(f"it holds a save of {found!r}, not of {expected!r}")
        self.found, self.expected = found, expected


parse = savedoc.parse
"""Parse a stored or imported text safely: size, depth and encoding limits are checked before
``json.loads`` (engine/savedoc.py); raises ``engine.SaveError``."""


@dataclass
class Stored:
    """A stored document that loads: the save document, its state and its "saved" time
    (ISO text, or "" when not recorded, as in f2d3e39's autosaves)."""

    doc: dict
    state: object
    saved: str


def unwrap(value) -> tuple[object, str]:
    """(save document, saved time) of a stored value: {"saved", "doc"} or a bare document."""
    if isinstance(value, dict) and "format" not in value and "doc" in value:
        saved = value.get("saved")
        saved = saved if isinstance(saved, str) and SAVED_TIME.fullmatch(saved) else ""
        return value.get("doc"), saved
    return value, ""


def read(text: str | bytes, game_id: str | None = None) -> Stored:
    """Check a stored text (or an imported file's bytes) as the command line checks a file,
    and replay it.

    ``game_id``: the game its key names; a document of another game raises :class:`Mismatch`.

    Raises:
        engine.SaveError: not JSON, not a save, of another game, or it does not replay
            (message cut to :data:`MESSAGE_MAX` characters).
    """
    return load_value(parse(text), game_id)


def load_value(value, game_id: str | None = None) -> Stored:
    """:func:`read` of an already parsed value (a stored {"saved", "doc"} or a document)."""
    doc, saved = unwrap(value)
    savedoc.check(doc)
    if game_id is not None and doc.get("game") != game_id:
        raise Mismatch(doc["game"], game_id)
    try:
        state = engine.load(doc)
    except engine.SaveError as err:
        raise engine.SaveError(str(err)[:MESSAGE_MAX]) from None
    except Exception as err:  # noqa: BLE001  (wrong types deep inside: still just a bad save)
        raise engine.SaveError(f"{type(err).__name__}: {err}"[:MESSAGE_MAX]) from None
    return Stored(doc, state, saved)


FACT_KEYS = ("game", "names", "moves", "turn", "over", "winner")
"""The keys of :func:`facts` (and of a stored value's "facts")."""


def facts(state) -> dict:
    """What a list of saved games shows of a game: {"game", "names", "moves", "turn", "over",
    "winner"}.  ``turn`` and ``winner`` are player names (or None); names come from the
    state, so the engine has already cut them to 40 characters."""
    game = engine.get_game(state.game)
    seat = game.decision(state).seat
    over = seat is None
    winner = None
    if over:
        ranking = game.ranking(state)
        winner = state.names[ranking[0]] if ranking else None
    return {"game": state.game, "names": list(state.names), "moves": len(state.history),
            "turn": None if over else state.names[seat], "over": over, "winner": winner}


def summary(stored: Stored) -> dict:
    """:func:`facts` of a replayed stored document, with its "saved" time and its
    :func:`record_facts`."""
    return {**facts(stored.state), "saved": stored.saved, **record_facts(stored.doc)}


def record_facts(doc) -> dict:
    """What a list shows of a save document's headers, read without replaying: {"variant":
    its rules variant id ("" when not given), "kinds": each seat's kind as recorded ("human",
    "bot:easy", …; None where none is), "copy": whether it was kept as a copy of a game
    already stored (web/records.py ``stored_record``)}."""
    doc = doc if isinstance(doc, dict) else {}
    variant, players = doc.get("variant"), doc.get("players")
    players = players if isinstance(players, list) else []
    return {"variant": variant if isinstance(variant, str) else "",
            "kinds": [p.get("kind") if isinstance(p, dict) and isinstance(p.get("kind"), str)
                      else None for p in players],
            "copy": doc.get("copy") is True}


def trusted_facts(value, game_id: str | None = None) -> dict | None:
    """The "facts" stored in ``value`` (a parsed stored value) with its "saved" time, if they
    are well-formed and agree with the document's headers: the same game (``game_id``'s,
    when given), as many names as players, as many moves as actions; else None (then the
    document is replayed).  No game package is imported and nothing is replayed."""
    if not isinstance(value, dict) or not isinstance(value.get("facts"), dict):
        return None
    found, (doc, saved) = value["facts"], unwrap(value)
    if set(found) != set(FACT_KEYS) or not isinstance(doc, dict):
        return None
    names, moves, turn, over, winner = (found[k] for k in FACT_KEYS[1:])
    players, actions = doc.get("players"), doc.get("actions")
    ok = (found["game"] == doc.get("game") and found["game"] in engine.registry.GAME_PACKAGES
          and (game_id is None or found["game"] == game_id)
          and doc.get("format") == savedoc.SAVE_FORMAT
          and isinstance(names, list) and isinstance(players, list)
          and 1 <= len(names) == len(players) <= 8
          and all(isinstance(n, str) and len(n) <= savedoc.MAX_NAME_CHARS for n in names)
          and type(moves) is int and isinstance(actions, list) and moves == len(actions)
          and type(over) is bool and (turn is None) == over
          and (turn is None or turn in names) and (winner is None or winner in names)
          and (winner is None or over))
    return ({**found, "names": list(names), "saved": saved, **record_facts(doc)} if ok
            else None)


def listed(storage, key: str, text: str, game_id: str | None = None) -> dict:
    """The facts (with "saved") of the stored value ``text`` at ``key``: its trusted stored
    facts, or else from reading and replaying it (:func:`read`), then written back with its
    facts so the next listing needs no replay (a refused write changes nothing).

    Raises:
        engine.SaveError: as :func:`read`.
    """
    try:
        trusted = trusted_facts(parse(text), game_id)
    except engine.SaveError:
        trusted = None
    if trusted is not None:
        return trusted
    stored = read(text, game_id)
    found = summary(stored)
    try:
        storage.write(key, envelope(stored.doc, facts(stored.state), saved=stored.saved))
    except Exception:  # noqa: BLE001  (a full storage: listed by replay again next time)
        pass
    return found


ROW_KEYS = frozenset((*FACT_KEYS, "saved", "variant", "kinds", "copy"))
"""The keys of an index row (:func:`good_row`)."""


def good_row(row, game_id: str) -> bool:
    """Whether ``row`` (an index row, web/storage.py ``index``) is well-formed facts of a game
    of ``game_id`` with a "saved" time and its :func:`record_facts`: then the shelf lists it
    without reading the save.  (Run on every row at each listing: plain loops, no sets built.)"""
    if type(row) is not dict or row.keys() != ROW_KEYS or row["game"] != game_id:
        return False
    names, kinds = row["names"], row["kinds"]
    if (type(names) is not list or type(kinds) is not list or not 1 <= len(names) <= 8
            or len(kinds) != len(names)):
        return False
    for name in names:
        if type(name) is not str or len(name) > savedoc.MAX_NAME_CHARS:
            return False
    for kind in kinds:
        if kind is not None and type(kind) is not str:
            return False
    turn, over, winner, saved = row["turn"], row["over"], row["winner"], row["saved"]
    return (game_id in engine.registry.GAME_PACKAGES and type(row["moves"]) is int
            and type(over) is bool and (turn is None) == over
            and (turn is None or turn in names) and (winner is None or winner in names)
            and type(row["variant"]) is str and type(row["copy"]) is bool
            and type(saved) is str and len(saved) <= 20)


FOLD_AT = 16
"""Most ``row/`` keys a listing reads without folding them into the index (one per game
moved in since the last fold)."""


def stored_games(storage) -> list[dict]:
    """Every autosaved instance, checked: {"ref", "facts"} for one that loads (facts as
    :func:`summary`), {"ref", "key", "error"} for one that does not.  Unfinished games
    first, then finished ones, then unreadable ones; newest first within each.  ``cause`` is
    the ``engine.SaveError`` behind an ``error``.

    The rows come from the stored index (web/storage.py ``index``): an instance with a good
    row there is not read (boot time does not grow with the stored games); one without (no
    index, a broken one, a row missing or wrong) is read as before, and the index is written
    back complete, without the rows of instances no longer stored, folding in the ``row/``
    keys that moves wrote since (web/storage.py ``write_index``).  Up to :data:`FOLD_AT`
    ``row/`` keys are only read (so a boot or a return to the shelf writes nothing); more are
    folded into the index.  When the index text, the instances and the ``row/`` keys are
    those of the last listing of ``storage`` (every row good), its entries are given again
    unchecked (boot lists twice; the shelf on every return).  On a full storage that
    write drops finished games beyond the kept number, oldest first (web/storage.py
    ``write_index``; they are not listed, and the player is told)."""
    index, folded = storage.index_rows()
    refs = storage.instances()
    seen = storage.listed
    if (index is not None and seen is not None and len(folded) <= FOLD_AT
            and seen[:3] == (storage.index_seen[0], refs, folded)):
        return [{**e, "facts": dict(e["facts"])} for e in seen[3]]
    rows = {} if index is None else index
    entries, fresh = [], {}
    for ref in refs:
        game_id = ref.split("/", 1)[0]
        row = rows.get(ref)
        if good_row(row, game_id):
            fresh[ref] = row
            entries.append({"ref": ref, "facts": dict(row)})
            continue
        try:
            found = listed(storage, AUTOSAVE + ref, storage.autosave_text(ref) or "", game_id)
        except engine.SaveError as err:
            entries.append({"ref": ref, "key": AUTOSAVE + ref, "error": str(err), "cause": err})
            continue
        fresh[ref] = found
        entries.append({"ref": ref, "facts": found})
    written = index is None or fresh != index or len(folded) > FOLD_AT
    if written:
        storage.write_index(fresh, folded)  # a full storage may drop old finished games
        entries = [e for e in entries if "facts" not in e or e["ref"] in fresh]
    entries.sort(key=lambda e: e["facts"]["saved"] if "facts" in e else e["ref"], reverse=True)
    entries.sort(key=lambda e: 2 if "facts" not in e else int(e["facts"]["over"]))
    storage.listed = None
    if not written and len(entries) == len(refs) and all("facts" in e for e in entries):
        storage.listed = (storage.index_seen[0], refs, folded,
                          [{**e, "facts": dict(e["facts"])} for e in entries])
    return entries


def stored_slots(storage) -> list[dict]:
    """The named slots, checked, newest first: {"name", "facts", "saved"} or
    {"name", "error", "saved": ""} for one that cannot be opened."""
    found = []
    for name in storage.slot_names():
        try:
            facts_ = listed(storage, SLOT + name, storage.slot_text(name) or "")
        except engine.SaveError as err:
            found.append({"name": name, "error": str(err), "cause": err, "saved": ""})
            continue
        found.append({"name": name, "facts": facts_, "saved": facts_["saved"]})
    return sorted(found, key=lambda e: e["saved"], reverse=True)


def beyond_limit(entries: list[dict], keep: int) -> set[str]:
    """The refs of the finished games of ``entries`` (:func:`stored_games`) beyond the newest
    ``keep``: the shelf does not list them one by one, offers to export or delete them, and
    a full storage drops them first (web/storage.py ``over_limit``)."""
    return set(over_limit({e["ref"]: e["facts"] for e in entries if "facts" in e}, keep))


def set_aside_broken(storage) -> list[dict]:
    """Move every autosave that does not load to ``broken/…`` (old copies are dropped first
    if the storage is full).  Returns {"key", "error", "cause", "kept"} per one found; ``kept`` is
    the broken/ key, or None when no copy could be made and the value stays in place (it is
    then listed as unreadable and never opened)."""
    found = []
    for entry in stored_games(storage):
        if "error" in entry:
            kept = storage.move_aside(entry["key"])
            if storage.current() == entry["ref"]:
                try:
                    storage.set_current(None)
                except Exception:  # noqa: BLE001  (a refused write: nothing more to do)
                    pass
            found.append({"key": entry["key"], "error": entry["error"], "cause": entry["cause"],
                          "kept": kept})
    return found
