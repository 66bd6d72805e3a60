"""Who plays each seat: a person at this device ("human") or a bot of a level ("bot:<level>").

Pure helpers (no DOM) shared by the app and its tests.  The kind is stored in the save's
``players[i].kind`` (engine.savedoc.save), so a resumed game keeps its bots.
"""
from __future__ import annotations

from engine import share
from engine.ai import LEVELS

HUMAN = "human"
BOT_PREFIX = share.BOT_KIND_PREFIX


def bot_level(kind: str | None) -> str | None:
    """The bot level of a seat kind, or None for a person (unknown kinds count as people)."""
    if isinstance(kind, str) and kind.startswith(BOT_PREFIX) and kind[len(BOT_PREFIX):] in LEVELS:
        return kind[len(BOT_PREFIX):]
    return None


def kind_of(choice: str) -> str:
    """A seat kind from a form or link value: "human", or a level such as "easy"."""
    choice = (choice or "").strip().lower()
    if choice.startswith(BOT_PREFIX):
        choice = choice[len(BOT_PREFIX):]
    return BOT_PREFIX + choice if choice in LEVELS else HUMAN


def kinds_from_doc(doc: dict, players: int) -> list[str]:
    """The seat kinds recorded in a save document (people where none is recorded)."""
    recorded = doc.get("players") if isinstance(doc, dict) else None
    recorded = recorded if isinstance(recorded, list) else []
    kinds = [p.get("kind") if isinstance(p, dict) else None for p in recorded]
    kinds += [HUMAN] * (players - len(kinds))
    return [BOT_PREFIX + bot_level(k) if bot_level(k) else HUMAN for k in kinds[:players]]


def view_options(names, offered: list[int | None], selected: int | None, _) -> str:
    """The ``<option>`` elements of a view picker: each view of ``offered``
    (:func:`engine.share.shareable_views`) named ("Public view", "Ana's view"), ``selected`` chosen."""
    from ui_base import esc

    options = []
    for view in offered:
        label = _("Public view") if view is None else _("{name}'s view").format(name=names[view])
        mark = " selected" if view == selected else ""
        options.append(f'<option value="{"" if view is None else view}"{mark}>'
                       f'{esc(label)}</option>')
    return "".join(options)


def withheld_note(kinds: list[str], over: bool, _) -> str:
    """A sentence saying why the bots' views are not offered (:func:`engine.share.shareable_views`), or ""
    when every seat's is."""
    if over or all(bot_level(kind) is None for kind in kinds):
        return ""
    return _("The bots' views are offered once the game is over: until then what they keep "
             "hidden stays hidden.")
