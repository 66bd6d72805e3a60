"""A game record among the stored games: when two save documents hold the same record
(:func:`same_record`) and which stored instance holds a document's (:func:`stored_record`);
files of finished games (:data:`ARCHIVE_FORMAT`: the shelf's Export them, web/keeping.py),
read (:func:`parse_import`, :func:`read_archive`) and stored as instances unless their record
is there already (:func:`import_archive`); and the coach's review kept with the stored record
(:func:`keep_review`, :func:`kept_review`).

No DOM: the stored texts come through a web/storage.py ``Storage``; documents are read and
checked by web/saves.py.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

import engine
from engine import savedoc
from saves import SAVED_TIME, Stored, facts, load_value, parse, record_facts, unwrap
from storage import AUTOSAVE, WriteRefused, envelope


RECORD_KEYS = ("game", "variant", "seed", "position", "first", "players", "actions")
"""The keys of a save document that make its game record (whatever else it carries)."""


def record_key(doc: dict) -> str:
    """What :func:`same_record` compares, as text (two checked save documents hold the same
    game record when their keys are equal)."""
    variant = doc.get("variant") or engine.get_game(doc["game"]).variants[0]
    players = [{"name": p.get("name"), "kind": p.get("kind") or "human"}
               for p in doc.get("players", [])]
    return json.dumps([doc.get(k) for k in RECORD_KEYS if k not in ("variant", "players")]
                      + [variant, players], sort_keys=True)


def same_record(a: dict, b: dict) -> bool:
    """Whether two checked save documents hold the same game record: the same game, rules,
    seed (or position), first player, players (names and kinds) and actions."""
    return a.get("game") == b.get("game") and record_key(a) == record_key(b)


def stored_records(storage) -> dict[str, str]:
    """{:func:`record_key`: ref} of every stored instance that reads as a save document (one
    pass over the autosaves: an import of many games looks each up here).  Values that do
    not read are passed over."""
    found: dict[str, str] = {}
    for ref in storage.instances():
        try:
            other = unwrap(parse(storage.autosave_text(ref) or ""))[0]
            if isinstance(other, dict) and isinstance(other.get("game"), str):
                found.setdefault(record_key(other), ref)
        except (engine.SaveError, KeyError, AttributeError, TypeError, ValueError):
            continue
    return found


def stored_record(storage, doc: dict) -> str | None:
    """The reference of a stored instance holding the same game record as ``doc`` (a
    checked save document, :func:`same_record`), or None: an import of a game already
    under "Your games" is recognised, never stored twice unasked.  Values that do not
    read are passed over."""
    return stored_records(storage).get(record_key(doc))


def kept_review(storage, doc: dict) -> dict | None:
    """The coach's review kept in the stored instance holding the same record as ``doc``
    (:func:`stored_record`, ``engine.ai.coach.stored_review``), or None: embed.html's replay
    of a link without one (a review link of the game-over panel) shows it, not computed."""
    from engine.ai import coach
    ref = stored_record(storage, doc)
    if ref is None:
        return None
    try:
        stored = unwrap(parse(storage.autosave_text(ref) or ""))[0]
    except engine.SaveError:
        return None
    return coach.stored_review(stored) if isinstance(stored, dict) else None


def keep_review(storage, doc: dict, review: dict) -> str | None:
    """Keep ``review`` (a complete ``engine.ai.coach.review`` of the record ``doc``) in the
    stored instance holding the same record (:func:`stored_record`), so that it is not
    computed again: embed.html's replay of a game under "Your games" (web/embed_coach.py).
    The instance's saved time and facts stay as they were (nothing was played).  Returns its
    reference, or None when no instance holds the record or it already has a review.

    Raises:
        WriteRefused: the browser refused the write (web/storage.py).
        ValueError: ``review`` is not a complete review of ``doc``'s record.
    """
    from engine.ai import coach
    ref = stored_record(storage, doc)
    if ref is None:
        return None
    value = parse(storage.autosave_text(ref) or "")
    stored, saved = unwrap(value)
    if not isinstance(stored, dict) or coach.stored_review(stored) is not None:
        return None
    coach.store_review(stored, review)
    facts = value.get("facts") if isinstance(value, dict) and "doc" in value else None
    storage.write(AUTOSAVE + ref, envelope(stored, facts, saved or None))
    return ref


ARCHIVE_FORMAT = "euro-games/finished-games"
"""The ``format`` of a file of finished games (the shelf's Export them, web/keeping.py):
{"format", "saves": [save documents, each what Export of one game writes], "saved": [the
time each was last stored, ISO text; optional]}."""
ARCHIVE_MAX_BYTES = 10_000_000
"""Largest file of finished games read (a full browser storage holds about 5.2 million
characters); a single save keeps ``savedoc.MAX_BYTES``."""


def parse_import(data: str | bytes):
    """The JSON object of an imported file: a save (at most ``savedoc.MAX_BYTES``) or a file
    of finished games (:data:`ARCHIVE_FORMAT`, at most :data:`ARCHIVE_MAX_BYTES`).

    Raises:
        engine.SaveError: as ``savedoc.parse``; a save past its size limit.
    """
    value = savedoc.parse(data, ARCHIVE_MAX_BYTES)
    if value.get("format") != ARCHIVE_FORMAT:
        size = len(data) if isinstance(data, (bytes, bytearray)) else len(data.lstrip("\ufeff"))
        savedoc.check_size(size, "bytes" if isinstance(data, (bytes, bytearray)) else "characters")
    return value


def read_archive(value: dict) -> tuple[list[Stored], list[tuple[int, engine.SaveError]]]:
    """The games of a file of finished games (:data:`ARCHIVE_FORMAT`, parsed): (each save
    that loads, as :func:`read` gives it, with its "saved" time when the file gives a
    well-formed one; (its place in the file, counted from 1, and the error) of each save that
    does not).

    Raises:
        engine.SaveError: ``saves`` is not a list (not a file of this app).
    """
    docs, times = value.get("saves"), value.get("saved")
    if not isinstance(docs, list):
        raise engine.SaveError("not a save file of this app")
    times = times if isinstance(times, list) and len(times) == len(docs) else [""] * len(docs)
    loaded, refused = [], []
    for n, (doc, saved) in enumerate(zip(docs, times, strict=True), start=1):
        try:
            stored = load_value(doc)
        except engine.SaveError as err:
            refused.append((n, err))
            continue
        if isinstance(saved, str) and SAVED_TIME.fullmatch(saved):
            stored.saved = saved
        loaded.append(stored)
    return loaded, refused


@dataclass
class Imported:
    """What :func:`import_archive` did: ``added`` the new refs, ``again`` the refs of the
    stored games found again (one per duplicate), ``refused`` the ``WriteRefused`` that
    stopped it (the games after it were not stored), or None."""

    added: list[str]
    again: list[str]
    refused: Exception | None = None


def import_archive(storage, games: list[Stored]) -> Imported:
    """Store each game of a file of finished games (:func:`read_archive`) as an instance of
    its own, with its facts and its "saved" time (now when the file gave none), unless a
    stored instance (or one already taken from the file) holds the same game record
    (:func:`stored_record`, as the import of one file recognises it).  A write the storage
    refuses stops it; the games stored before stay."""
    known = stored_records(storage)
    done = Imported([], [])
    for stored in games:
        key = record_key(stored.doc)
        if key in known:
            done.again.append(known[key])
            continue
        ref = storage.new_ref(stored.state.game)
        while storage.autosave_text(ref) is not None:     # ids made in the same second
            ref = storage.new_ref(stored.state.game)
        try:
            storage.autosave(ref, stored.doc, {**facts(stored.state), **record_facts(stored.doc)},
                             saved=stored.saved or None)
        except WriteRefused as err:
            done.refused = err
            break
        known[key] = ref
        done.added.append(ref)
    return done
