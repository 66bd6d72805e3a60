"""Building a game's guided tour (issue 21) from stored positions and lesson texts.

A game's ``tour.py`` lists :class:`Lesson` objects (English msgids with ``{name}`` fields) and
its ``tour_games.py`` the positions found by tools/tour_positions.py (players, variant, seed,
actions, the index of the learner's move and the numbers the texts quote); :func:`steps` joins
them into :class:`engine.tour.TourStep` objects translated with the caller's gettext.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .i18n import format_number
from .tour import TOUR_NAMES as NAMES, Check, TourStep, position_doc


@dataclass(frozen=True)
class Lesson:
    """The texts of one tour step, before translation.

    Attributes:
        id: the step id, also the key of its position in the game's ``POSITIONS``.
        title, text, after: English msgids; ``text`` and ``after`` may hold ``{name}`` fields
            filled from the position's params (integers written in the learner's language:
            12,000 / 12.000), the seat's player name ``{player}`` and the game's translated
            words (see :func:`steps`).
        source: "seed NNN § heading" (not translated).
        focus: ``data-explain`` keys, with ``{name}`` fields filled from the params.
        checks: what ``text`` and ``after`` claim about the position, as
            :class:`engine.tour.Check` objects on the states before and after the move.
    """

    id: str
    title: str
    text: str
    after: str
    source: str
    focus: tuple[str, ...] = ()
    checks: tuple[Check, ...] = ()


def recorded(position: dict, games: dict | None) -> dict:
    """A stored position with its ``actions`` (``games[game][:index] + [move]``, see
    tools/tour_positions.py), ready for :func:`engine.tour.position_doc`.

    Raises:
        KeyError: a position that names a recorded game, without ``games``.
    """
    if "actions" in position:
        return position
    if games is None:
        raise KeyError(f"the position names the recorded game {position['game']!r}, "
                       "but no games were given")
    played = games[position["game"]][:position["index"]]
    return {**position, "actions": played + [position["move"]]}


def steps(game_id: str, lessons: list[Lesson], positions: dict, _,
          words: Callable[[dict, Callable], dict] | None = None,
          games: dict | None = None) -> list[TourStep]:
    """The tour of ``game_id``: one :class:`TourStep` per lesson, in order.

    Args:
        lessons: the game's lessons; each ``id`` must be a key of ``positions``.
        positions: step id -> ``{"players", "variant", "seed", "index", "params"}`` and either
            ``"actions"`` or ``"game"`` and ``"move"`` (:func:`recorded`).
        games: the game's shared recorded games (tour_games.GAMES).
        _: the gettext that translates the game's messages.
        words: ``(params, _) -> {field: translated word}`` for fields that name components
            (a card, a die colour), so that the texts read in the learner's language.

    Raises:
        KeyError: a lesson without a position, or a text field the params do not fill.
    """
    out = []
    for lesson in lessons:
        position = recorded(positions[lesson.id], games)
        params = position["params"]
        values = {k: format_number(v, _) if type(v) is int else v for k, v in params.items()}
        if "seat" in params:
            values["player"] = NAMES[params["seat"]]
        if words is not None:
            values.update(words(params, _))
        index = position["index"]
        out.append(TourStep(
            id=lesson.id, title=_(lesson.title), text=_(lesson.text).format(**values),
            doc=position_doc(game_id, position), index=index,
            move=position["actions"][index], after=_(lesson.after).format(**values),
            source=lesson.source, focus=tuple(f.format(**params) for f in lesson.focus),
            checks=lesson.checks))
    return out
