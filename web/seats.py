"""Who plays each seat: a person at this device ("human") or a bot of a level ("bot:<level>").

Pure helpers (no DOM) shared by the app and its tests.  The kind is stored in the save's
``players[i].kind`` (engine.savedoc.save), so a resumed game keeps its bots.
"""
from __future__ import annotations

from engine.ai import LEVELS

HUMAN = "human"
BOT_PREFIX = "bot:"


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
