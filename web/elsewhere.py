"""One game, one writer (issue 30, D-1): before a tab stores its game over the stored text of
its instance, :func:`elsewhere` says whether another tab or window changed it meanwhile (moves
this tab has not seen, or a deletion); :func:`review_added` recognises the one change that is
no news, a coach's review another tab kept with the game (web/records.py ``keep_review``).

No DOM: the tabs' texts are given as arguments (web/autosaves.py reads them from storage and
from the ``storage`` event).
"""
from __future__ import annotations

from dataclasses import dataclass

import engine
from saves import parse, unwrap


@dataclass
class Elsewhere:
    """The stored game of an instance changed in another tab or window (issue 30, D-1):
    ``moves`` its number of actions (None when the stored text does not read as a save),
    ``deleted`` True when it was deleted there."""

    moves: int | None
    deleted: bool = False


def elsewhere(stored: str | None, seen: str | None, seen_doc: dict | None,
              doc: dict | None) -> Elsewhere | None:
    """Whether a tab may store its game ``doc`` over the ``stored`` text of its instance:
    None when it may, else what changed elsewhere (one game, one writer: a tab never writes
    over moves it has not seen).

    ``seen`` is the text the tab last read or wrote at that key (None: it never stored the
    game yet), ``seen_doc`` its document.  The tab may write when the stored text is the one
    it saw, holds the same document (another tab only added its facts), or holds a position
    of the same game that ``doc`` has played past (same headers, its actions a prefix of
    ``doc``'s).  A stored text that does not read is never written over (reloading sets it
    aside and says so).  A game deleted elsewhere is news, except one nobody had moved in
    (a tab opening the same new game drops those: web/autosaves.py ``drop_untouched``)."""
    if stored is None:
        moved = isinstance(seen_doc, dict) and bool(seen_doc.get("actions"))
        return Elsewhere(0, deleted=True) if seen is not None and moved else None
    if stored == seen:
        return None
    try:
        other = unwrap(parse(stored))[0]
    except engine.SaveError:
        return Elsewhere(None)
    if not isinstance(other, dict) or not isinstance(other.get("actions"), list):
        return Elsewhere(None)
    if other == seen_doc or _played_past(other, doc) or _reviewed(other, doc):
        return None
    return Elsewhere(len(other["actions"]))


def _reviewed(other: dict, doc: dict | None) -> bool:
    """Whether ``other`` is ``doc`` with a coach's review added (the replay of another tab
    stored one: :func:`keep_review`): no move of it is news."""
    return (isinstance(doc, dict) and "review" in other
            and {k: v for k, v in other.items() if k != "review"}
            == {k: v for k, v in doc.items() if k != "review"})


def review_added(stored: str | None, doc: dict | None) -> tuple[dict, dict] | None:
    """(stored document, its review) when the ``stored`` text of an instance is ``doc`` with
    a coach's review that another tab added (:func:`keep_review`), else None."""
    from engine.ai import coach
    try:
        other = unwrap(parse(stored or ""))[0]
    except engine.SaveError:
        return None
    if not isinstance(other, dict) or not _reviewed(other, doc):
        return None
    review = coach.stored_review(other)
    return (other, review) if review is not None else None


def _played_past(older: dict, doc: dict | None) -> bool:
    """Whether ``doc`` is ``older`` played on: the same headers, and ``older``'s actions the
    first of ``doc``'s."""
    if not isinstance(doc, dict) or not isinstance(doc.get("actions"), list):
        return False
    mine, theirs = doc["actions"], older["actions"]
    if len(theirs) > len(mine) or mine[:len(theirs)] != theirs:
        return False
    return ({k: v for k, v in older.items() if k != "actions"}
            == {k: v for k, v in doc.items() if k != "actions"})
