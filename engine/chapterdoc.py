"""The chapter set's document: its format, its checks and a link's chapter (issue 32).

The format is described in :mod:`engine.chapters` (which builds sets); this module holds what
reading one needs (:func:`check`, :func:`open_chapter`), so :mod:`engine.share` reads a
chapter set's link without importing the builders.
"""
from __future__ import annotations

from typing import Any

from . import savedoc
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


def where_of(index: int) -> str:
    """How errors name chapter ``index`` (0-based): "chapter 1"."""
    return f"chapter {index + 1}"


def check_texts(entry: dict, where: str) -> dict:
    """The entry's title, text, right and wrong texts ("" when absent).

    Raises:
        ChapterError: one that is not text or too long (named with ``where``).
    """
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


def whole_number(value: Any, name: str, where: str) -> int:
    """``value`` if it is a whole number of 0 or more (not a bool).

    Raises:
        ChapterError: anything else, naming ``name`` and ``where``.
    """
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
        where = where_of(index)
        if not isinstance(entry, dict):
            raise ChapterError(f"{where} must be an object, not {brief(entry)}")
        g = whole_number(entry.get("game"), "game", where)
        if g >= len(games):
            raise ChapterError(f"{where}: game {g} is not one of the set's {len(games)} games")
        if g not in replayed:
            try:
                replayed[g] = list(savedoc.iter_states(games[g]))
            except SaveError as err:
                raise ChapterError(f"{where}: its game does not replay: {err}") from None
        states = replayed[g]
        first, last = whole_number(entry.get("from"), "from", where), whole_number(entry.get("to"), "to", where)
        if not first <= last < len(states):
            raise ChapterError(f"{where}: moves {first}–{last} are not within its game's "
                               f"{len(states) - 1} recorded moves")
        seat = entry.get("seat")
        if seat is not None:
            seat = whole_number(seat, "seat", where)
            if seat >= states[0].players:
                raise ChapterError(f"{where}: seat must be from 0 to {states[0].players - 1}, "
                                   f"not {seat}")
        kind = entry.get("kind", "view")
        if kind not in KINDS:
            raise ChapterError(f"{where}: kind must be one of {', '.join(KINDS)}, "
                               f"not {brief(kind)}")
        check_texts(entry, where)
        if kind != "view" and not first == last == len(states) - 1:
            raise ChapterError(f"{where}: an exercise or free play holds its position only "
                               "(no recorded moves after it)")
        if kind == "exercise":
            answers = answer_sequences(entry.get("answers"), where)
            if get_game(states[0].game).is_over(states[last]):
                raise ChapterError(f"{where}: the exercise's game is over")
            check_answers(states[last], answers, where)
    return book


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
