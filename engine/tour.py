"""Guided tours and rules summaries: the shapes every game's ``tour.py`` and ``howto.py`` return
(issue 21, "Learn to play inside the app").

A tour is a list of :class:`TourStep`: a real position (a save document and a move index),
a text that teaches one rule on it, the move the learner is asked to make there, and a text
that says what that move did.  Steps are built on the rulebooks' worked examples and key rules
and cite the seed's section heading.

A rules summary is a list of :class:`Section`: the goal, a turn, each phase, scoring, with
titles that follow the rulebook, in the project's own words.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .i18n import N_

ASSUMED = N_("not printed in the rulebook; assumed")
"""The marker a teaching text puts after a value the rulebooks leave open (docs/DATA.md)."""


def assumed(_) -> str:
    """The marker for a value the rulebooks leave open, translated by ``_``: "(not printed in
    the rulebook; assumed)".  Teaching texts append it to the sentence that quotes such a
    value, so a learner moving to the printed board knows which numbers may differ."""
    return "(" + _(ASSUMED) + ")"


@dataclass(frozen=True)
class Check:
    """One claim a tour step's texts make about its own position, as a test on it.

    Attributes:
        claim: what the text says, in short English (shown when the check fails).
        holds: ``(before, after) -> bool``: the states before and after the step's move
            (:func:`before_after`); True when the claim is true there.
    """

    claim: str
    holds: Callable[[Any, Any], bool]


@dataclass(frozen=True)
class TourStep:
    """One step of a guided tour.

    Attributes:
        id: stable short id of the step within its game's tour (``"bidding"``), used in links
            (``embed.html?tour=<game>&step=<id>``) and tests.
        title: English msgid of the step's title (translated by the caller's gettext when the
            tour is built with :meth:`engine.core.Game.tour`).
        text: the lesson shown before the move, translated.
        doc: a save document (engine/savedoc.py) whose ``actions[:index]`` lead to the position.
        index: how many of ``doc["actions"]`` are played to reach the position (0..len).
        move: the notation of the move the learner is asked to make there; legal in that
            position (``doc["actions"][index]`` when the tour follows the recorded game).
        after: the text shown once the move is made: what it did, with the rule's numbers.
        source: the rule's source, "seed NNN § section heading".
        focus: ``data-explain`` keys or board ids the step points at (highlighted), may be empty.
        checks: the claims of ``text`` and ``after`` as :class:`Check` objects on the position
            (tests/test_tour_claims.py evaluates them; every step has at least one).
    """

    id: str
    title: str
    text: str
    doc: dict
    index: int
    move: str
    after: str
    source: str
    focus: tuple[str, ...] = field(default_factory=tuple)
    checks: tuple[Check, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Section:
    """One section of a rules summary ("How to play").

    Attributes:
        title: translated section title, following the rulebook's own headings.
        paragraphs: translated paragraphs (plain text, no markup), in reading order.
        source: the seed section(s) summarised, "seed NNN § heading" (not translated).
    """

    title: str
    paragraphs: tuple[str, ...]
    source: str


TOUR_NAMES = ("Ana", "Bruno", "Carmen", "Diego")
"""Player names of the tours' recorded games (the same in every language)."""


def position_doc(game_id: str, position: dict) -> dict:
    """The save document (engine/savedoc.py) of a recorded tour game.

    Args:
        game_id: the game's id.
        position: ``{"seed", "players" (count), "variant", "actions"}`` as a game's
            ``tour_games.py`` stores it (written by a script under tools/).
    """
    from .savedoc import SAVE_FORMAT, SAVE_VERSION

    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": game_id,
            "variant": position.get("variant", ""), "seed": position["seed"],
            "players": [{"name": name, "kind": "human"}
                        for name in TOUR_NAMES[:position["players"]]],
            "actions": list(position["actions"])}


def before_after(doc: dict, index: int):
    """The states of a tour position: before the move ``doc["actions"][index]`` and after it.

    Raises:
        engine.core.SaveError: the recorded game no longer replays (a rule changed: run
            the game's script under tools/ again).
    """
    from .savedoc import iter_states

    before = after = None
    for n, state in enumerate(iter_states(doc, upto=index + 1)):
        before, after = (state, state) if n <= index else (before, state)
    return before, after


def sections(seed: str, table, _, values: dict | None = None) -> list[Section]:
    """The :class:`Section` list of a rules summary written as a table of msgids.

    Args:
        seed: the seed number cited, e.g. ``"003"``.
        table: rows ``(title, paragraphs, heading)``: English msgids (marked with ``N_``) of
            the title and of each paragraph, and the seed's section heading summarised (as
            the seed writes it; not translated).
        _: the gettext translating titles and paragraphs.
        values: the numbers the paragraphs quote as ``{name}`` placeholders, taken from the
            game's data and already formatted for ``_``'s language (``format_number``), so
            the summary says what the engine plays.

    Raises:
        KeyError: a paragraph (or its translation) names a placeholder ``values`` lacks."""
    values = values or {}
    return [Section(_(title), tuple(_(p).format(**values) for p in paragraphs),
                    f"seed {seed} § {heading}")
            for title, paragraphs, heading in table]
