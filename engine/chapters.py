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
:class:`ChapterError` (a :class:`~engine.core.SaveError`) saying what and where.
"""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from . import savedoc, share
from .action import Action
from .core import SaveError, State
from .errors import brief
from .registry import get_game

FORMAT = "euro-games-chapters"
VERSION = 1
"""The chapter set's own format version (a later one is refused as "made by a newer version")."""
KINDS = ("view", "exercise", "free")
MAX_CHAPTERS = 40
MAX_GAMES = 40
MAX_TEXT = 2000
"""Longest author's text of a chapter (characters); titles and feedback: :data:`MAX_TITLE`."""
MAX_TITLE = 200
MAX_ANSWERS = 12
MAX_ANSWER_MOVES = 12


class ChapterError(SaveError):
    """A chapter set (or a spec of one) that cannot be used; the message says what and where."""


def _where(index: int) -> str:
    return f"chapter {index + 1}"


def _texts(entry: dict, where: str) -> dict:
    out = {}
    for key, limit in (("title", MAX_TITLE), ("text", MAX_TEXT), ("right", MAX_TITLE * 2),
                       ("wrong", MAX_TITLE * 2)):
        value = entry.get(key, "")
        if value is None:
            value = ""
        if not isinstance(value, str) or len(value) > limit:
            raise ChapterError(f"{where}: {key} must be a text of at most {limit} characters, "
                               f"not {brief(value)}")
        out[key] = value
    return out


def _int(value: Any, name: str, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ChapterError(f"{where}: {name} must be a whole number of 0 or more, "
                           f"not {brief(value)}")
    return value


def answer_sequences(answers: Any, where: str) -> list[list[str]]:
    """The answers of an exercise as lists of notations (a single notation is a one-move
    answer).  Raises ChapterError: not a non-empty list of notations or of lists of them."""
    if isinstance(answers, str):
        answers = [answers]
    if not isinstance(answers, list) or not 0 < len(answers) <= MAX_ANSWERS:
        raise ChapterError(f"{where}: an exercise needs 1 to {MAX_ANSWERS} answers, "
                           f"not {brief(answers)}")
    out = []
    for answer in answers:
        moves = [answer] if isinstance(answer, str) else answer
        if not isinstance(moves, list) or not 0 < len(moves) <= MAX_ANSWER_MOVES \
                or not all(isinstance(m, str) for m in moves):
            raise ChapterError(f"{where}: an answer must be an action or a list of 1 to "
                               f"{MAX_ANSWER_MOVES} actions, not {brief(answer)}")
        try:
            out.append([Action.parse(m).notation for m in moves])
        except ValueError as err:
            raise ChapterError(f"{where}: {err}") from None
    return out


def check_answers(state: State, answers: list[list[str]], where: str) -> None:
    """Each answer is played from ``state`` by the engine: every action legal at its turn.

    Raises:
        ChapterError: an answer's action is not a legal action there (named, with its place).
    """
    game = get_game(state.game)
    for answer in answers:
        at = state
        for k, move in enumerate(answer):
            if game.is_over(at):
                raise ChapterError(f"{where}: the game is over before answer move {k + 1} "
                                   f"({move!r})")
            legal = {a.notation for a in game.legal_actions(at)}
            if move not in legal:
                raise ChapterError(f"{where}: {move!r} is not a legal action at the exercise's "
                                   f"position (as its view knows it) after {k} answer moves")
            at = game.apply(at, move)


def check(book: Any) -> dict:
    """Validate a chapter set (from a link, a snippet or a file) and return it.

    Every game replays (:func:`engine.savedoc.iter_states`), every range lies within its
    game, every seat is a seat of it, an exercise's and a free play's game holds only its
    position (no recorded moves after it), and every answer plays legally.

    Raises:
        ChapterError: the first thing wrong, e.g. "chapter 2: 'pick 9' is not a legal action
            at the exercise's position …"; a later ``version``: "made by a newer version".
    """
    if not isinstance(book, dict) or book.get("format") != FORMAT:
        raise ChapterError(f"not a chapter set (its format must be {FORMAT!r})")
    version = book.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ChapterError(f"the chapter set's version must be a whole number, "
                           f"not {brief(version)}")
    if version > VERSION:
        raise ChapterError(f"the chapter set was made by a newer version of this app "
                           f"(version {version}; this one reads up to {VERSION})")
    title = book.get("title", "")
    if not isinstance(title, str) or len(title) > MAX_TITLE:
        raise ChapterError(f"the chapter set's title must be a text of at most {MAX_TITLE} "
                           "characters")
    games, chapters = book.get("games"), book.get("chapters")
    if not isinstance(games, list) or not 0 < len(games) <= MAX_GAMES:
        raise ChapterError(f"a chapter set needs 1 to {MAX_GAMES} games, not {brief(games)}")
    if not isinstance(chapters, list) or not 0 < len(chapters) <= MAX_CHAPTERS:
        raise ChapterError(f"a chapter set needs 1 to {MAX_CHAPTERS} chapters, "
                           f"not {brief(chapters)}")
    replayed: dict[int, list[State]] = {}
    for index, entry in enumerate(chapters):
        where = _where(index)
        if not isinstance(entry, dict):
            raise ChapterError(f"{where} must be an object, not {brief(entry)}")
        g = _int(entry.get("game"), "game", where)
        if g >= len(games):
            raise ChapterError(f"{where}: game {g} is not one of the set's {len(games)} games")
        if g not in replayed:
            try:
                replayed[g] = list(savedoc.iter_states(games[g]))
            except SaveError as err:
                raise ChapterError(f"{where}: its game does not replay: {err}") from None
        states = replayed[g]
        first, last = _int(entry.get("from"), "from", where), _int(entry.get("to"), "to", where)
        if not first <= last < len(states):
            raise ChapterError(f"{where}: moves {first}–{last} are not within its game's "
                               f"{len(states) - 1} recorded moves")
        seat = entry.get("seat")
        if seat is not None:
            seat = _int(seat, "seat", where)
            if seat >= states[0].players:
                raise ChapterError(f"{where}: seat must be from 0 to {states[0].players - 1}, "
                                   f"not {seat}")
        kind = entry.get("kind", "view")
        if kind not in KINDS:
            raise ChapterError(f"{where}: kind must be one of {', '.join(KINDS)}, "
                               f"not {brief(kind)}")
        _texts(entry, where)
        if kind != "view" and not first == last == len(states) - 1:
            raise ChapterError(f"{where}: an exercise or free play holds its position only "
                               "(no recorded moves after it)")
        if kind == "exercise":
            answers = answer_sequences(entry.get("answers"), where)
            if get_game(states[0].game).is_over(states[last]):
                raise ChapterError(f"{where}: the exercise's game is over")
            check_answers(states[last], answers, where)
    return book


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
        ChapterError: a bad kind, seat or range, a range of a game in progress without
            ``whole``, an exercise at the game's end, an answer that is not legal.
        SaveError: ``doc`` does not replay.
    """
    states = list(savedoc.iter_states(doc))
    game = get_game(states[0].game)
    where = "the chapter"
    if kind not in KINDS:
        raise ChapterError(f"{where}: kind must be one of {', '.join(KINDS)}, not {brief(kind)}")
    total = len(states) - 1
    shown = total if move is None else _int(move, "move", where)
    start = shown if first is None else _int(first, "from", where)
    if shown > total or start > shown:
        raise ChapterError(f"{where}: moves {start}–{shown} are not within the game's "
                           f"{total} recorded moves")
    if seat is not None and (isinstance(seat, bool) or not 0 <= seat < states[0].players):
        raise ChapterError(f"{where}: seat must be from 0 to {states[0].players - 1}, "
                           f"not {seat!r}")
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
    _texts(entry, where)
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


def open_chapter(book: dict, number: int | None, move: int | None) -> dict:
    """The parts of a link (as :func:`engine.share.parse_fragment`) of chapter ``number``
    (1-based; None: 1) of the checked ``book``: its game ``doc``, ``move`` (the deep link's,
    kept within the chapter's range; None: its first), ``seat``, ``play`` (a free play),
    ``chapter`` (0-based index) and ``book``.

    Raises:
        ChapterError: ``number`` is not a chapter of the set.
    """
    chapters = book["chapters"]
    index = 0 if number is None else number - 1
    if not 0 <= index < len(chapters):
        raise ChapterError(f"the link's chapter must be from 1 to {len(chapters)}, "
                           f"not {number}")
    entry = chapters[index]
    shown = entry["from"] if move is None else max(entry["from"], min(entry["to"], move))
    return {"doc": book["games"][entry["game"]], "move": shown, "seat": entry.get("seat"),
            "play": entry.get("kind") == "free", "chapter": index, "book": book}


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
        where = _where(index)
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
