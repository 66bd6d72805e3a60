"""Chapters and exercises: several positions or move ranges in one embed (issue 32, items 2, 3).

A *chapter set* is one JSON document that travels in a link (``chapters=`` of
:func:`engine.share.parse_fragment`, link format 3) and in the script embed's snippet
(engine/snippet.py :func:`~engine.snippet.chapters_figure`)::

    {"format": "euro-games-chapters", "version": 1, "title": "…",
     "games": [<save document>, …],
     "chapters": [{"game": 0, "from": 10, "to": 14, "seat": null, "kind": "view",
                   "title": "Moves 10–14", "text": "…"},
                  {"game": 1, "from": 0, "to": 0, "seat": 0, "kind": "exercise",
                   "title": "…", "text": "…", "answers": [["pick 3"]],
                   "right": "…", "wrong": "…"},
                  {"game": 2, "from": 0, "to": 0, "seat": null, "kind": "free", …}]}

- ``view``: the reader steps through recorded moves ``from``…``to`` of the game.
- ``exercise``: the reader plays from the position; each answer is a sequence of actions
  (usually one), each a legal action of the engine at its turn (checked here by applying them;
  the reader's moves are compared as :class:`engine.core.Action`, never as typed text).
- ``free``: "what if": the reader plays on from the position for every seat, with a reset.

Secrets: :func:`chapter` gives an exercise or free-play chapter, and a chapter of a game in
progress, only :func:`engine.share.position_doc` of its position for its ``seat`` (hidden
parts re-dealt, no history, no seed), so a chapter carries no more than its view shows and an
exercise's answer cannot be read from the moves after it.  Only the author's ``whole`` (their
own demo games) carries a game in progress whole, as :func:`engine.share.make_fragment`.

:func:`check` validates a set read from a link or a file: anything malformed raises
:class:`ChapterError` (a :class:`~engine.core.SaveError`) saying what and where (both in
:mod:`engine.chapterdoc`, which :mod:`engine.share` reads links with; re-exported here).
"""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from . import savedoc, share
from .chapterdoc import (FORMAT, KINDS, VERSION, ChapterError, answer_sequences, check,
                         check_answers, check_texts, open_chapter, where_of, whole_number)
from .core import SaveError
from .errors import brief
from .registry import get_game

__all__ = ["FORMAT", "VERSION", "KINDS", "ChapterError", "answer_sequences", "build",
           "chapter", "check", "check_answers", "fragment", "open_chapter", "read_spec"]

def chapter(doc: dict, *, move: int | None = None, first: int | None = None,
            seat: int | None = None, kind: str = "view", title: str = "", text: str = "",
            answers: Any = None, right: str = "", wrong: str = "", whole: bool = False,
            rng: random.Random | None = None) -> tuple[dict, dict]:
    """One chapter of the save ``doc``: (the game document it carries, its entry).

    Args:
        doc: a save document (:func:`engine.savedoc.save`), replayed here.
        move: the position shown (recorded actions; None: all): the range's last move, the
            exercise's or free play's position.
        first: a view's first move (None: ``move``): the reader steps ``first``…``move``.
        seat: whose view (None: the public view).
        kind: "view", "exercise" or "free" (:data:`KINDS`).
        title, text: the chapter's caption and the author's text (plain text).
        answers: an exercise's answers (a notation, or a list of notations or of lists of
            them); None: the action the game recorded at ``move``.
        right, wrong: an exercise's texts for a right and a wrong answer.
        whole: a view of a game in progress carries the whole save (every secret): for the
            author's own demo games only.
        rng: the re-deal of hidden parts of a position (None: fresh randomness).
    Raises:
        ChapterError: a bad kind, seat or range, a bot's seat or a range of a game in
            progress without ``whole``, an exercise at the game's end, an answer that is not legal.
        SaveError: ``doc`` does not replay.
    """
    states = list(savedoc.iter_states(doc))
    game = get_game(states[0].game)
    where = "the chapter"
    if kind not in KINDS:
        raise ChapterError(f"{where}: kind must be one of {', '.join(KINDS)}, not {brief(kind)}")
    total = len(states) - 1
    shown = total if move is None else whole_number(move, "move", where)
    start = shown if first is None else whole_number(first, "from", where)
    if shown > total or start > shown:
        raise ChapterError(f"{where}: moves {start}–{shown} are not within the game's "
                           f"{total} recorded moves")
    if seat is not None and (isinstance(seat, bool) or not 0 <= seat < states[0].players):
        raise ChapterError(f"{where}: seat must be from 0 to {states[0].players - 1}, "
                           f"not {seat!r}")
    if not whole:
        try:
            share.check_shareable(seat, doc.get("players"), game.is_over(states[-1]))
        except ValueError as err:
            raise ChapterError(f"{where}: {err}") from None
    rng = rng or random.Random(random.SystemRandom().getrandbits(64))
    entry: dict[str, Any] = {"from": start, "to": shown, "seat": seat, "kind": kind,
                             "title": title, "text": text}
    if kind == "view" and (whole or game.is_over(states[-1])):
        carried = doc
    elif kind == "view" and start < shown:
        raise ChapterError(f"{where}: moves {start}–{shown} of a game in progress would carry "
                           "every secret and the game's future; show one position, or pass "
                           "whole for your own demo games")
    else:
        if kind == "exercise" and answers is None:
            if shown >= total:
                raise ChapterError(f"{where}: no recorded move after move {shown} to be the "
                                   "answer; give the answers")
            answers = [states[shown + 1].history[-1]]
        carried = share.position_doc(states[shown], seat, rng, doc.get("players"))
        entry["from"] = entry["to"] = 0
    if kind == "exercise":
        entry.update(answers=answer_sequences(answers, where), right=right, wrong=wrong)
        if game.is_over(states[shown]):
            raise ChapterError(f"{where}: the exercise's position is the game's end")
        check_answers(savedoc.load(carried), entry["answers"],
                      where + (f" (seat {seat}'s view)" if seat is not None else
                               " (the public view; give a seat for a player's own view)"))
    check_texts(entry, where)
    return carried, entry


def build(parts: list[tuple[dict, dict]], title: str = "") -> dict:
    """The chapter set of :func:`chapter`'s results, each game carried once; checked.

    Raises:
        ChapterError: as :func:`check`.
    """
    games: list[dict] = []
    keys: list[str] = []
    chapters = []
    for carried, entry in parts:
        key = json.dumps(carried, sort_keys=True)
        if key not in keys:
            keys.append(key)
            games.append(carried)
        chapters.append({"game": keys.index(key), **entry})
    return check({"format": FORMAT, "version": VERSION, "title": title, "games": games,
                  "chapters": chapters})


def fragment(book: dict, *, chapter: int | None = None, move: int | None = None,
             lang: str | None = None) -> str:
    """``v=3&chapters=…[&chapter=N][&move=M][&lang=…]``: a link of the set, opening at
    chapter ``chapter`` (1-based; None: the first) and move ``move`` of its range."""
    from urllib.parse import urlencode

    params = [("v", str(share.LINK_FORMAT)), ("chapters", share.encode(book))]
    if chapter is not None:
        params.append(("chapter", str(int(chapter))))
    if move is not None:
        params.append(("move", str(int(move))))
    if lang:
        params.append(("lang", lang))
    return urlencode(params, safe="")


def read_spec(path: str | Path, rng: random.Random | None = None) -> dict:
    """The chapter set an author's JSON spec file describes (docs/EMBED.md, "Chapters and
    exercises")::

        {"title": "…", "chapters": [{"save": "game.json", "move": 14, "from": 10,
          "seat": null, "kind": "view", "title": "…", "text": "…", "whole": false,
          "answers": [...], "right": "…", "wrong": "…"}, …]}

    ``save`` is a save file's path (relative to the spec's folder).

    Raises:
        ChapterError: an unreadable spec or save, an unknown key, or as :func:`chapter`.
    """
    path = Path(path)
    try:
        spec = savedoc.parse_json(path.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError) as err:
        raise ChapterError(f"cannot read the spec {path}: {err}") from None
    if not isinstance(spec, dict) or not isinstance(spec.get("chapters"), list):
        raise ChapterError("a spec is an object with a list of chapters")
    known = {"save", "move", "from", "seat", "kind", "title", "text", "whole", "answers",
             "right", "wrong"}
    rng = rng or random.Random(random.SystemRandom().getrandbits(64))
    parts = []
    for index, entry in enumerate(spec["chapters"]):
        where = where_of(index)
        if not isinstance(entry, dict) or not isinstance(entry.get("save"), str):
            raise ChapterError(f"{where}: needs the path of its save ('save')")
        unknown = sorted(set(entry) - known)
        if unknown:
            raise ChapterError(f"{where}: unknown keys {unknown} (known: {sorted(known)})")
        save = path.parent / entry["save"]
        try:
            doc = savedoc.read(save.read_bytes())
        except OSError as err:
            raise ChapterError(f"{where}: cannot read {save}: {err.strerror or err}") from None
        except SaveError as err:
            raise ChapterError(f"{where}: invalid save {save}: {err}") from None
        try:
            parts.append(chapter(doc, move=entry.get("move"), first=entry.get("from"),
                                 seat=entry.get("seat"), kind=entry.get("kind", "view"),
                                 title=entry.get("title", ""), text=entry.get("text", ""),
                                 answers=entry.get("answers"), right=entry.get("right", ""),
                                 wrong=entry.get("wrong", ""), whole=bool(entry.get("whole")),
                                 rng=rng))
        except SaveError as err:
            raise ChapterError(str(err).replace("the chapter", where, 1)) from None
    title = spec.get("title", "")
    return build(parts, title if isinstance(title, str) else "")
