"""Saves and preferences in localStorage, under one versioned key prefix (DESIGN.md, "Saves").

Keys (all under :data:`PREFIX`):

    lang                    the chosen language code
    current                 id of the game open when the page was left ("" on the shelf)
    autosave/<game id>      the save document of the last game of that id (JSON text)
    slot/<name>             a named save: {"name", "saved", "doc"} (JSON text)
    broken/<key>/<time>     a save that failed to load at boot, kept aside verbatim

The backend is anything with the Web Storage methods ``getItem``, ``setItem``,
``removeItem``, ``key`` and ``length`` (``window.localStorage`` in the browser, a dict-backed
fake on the host).  Nothing here replays or judges a save: that is ``engine.load``.
"""
from __future__ import annotations

import json
from datetime import datetime, timezone

PREFIX = "euro-games/v1/"


class MemoryBackend:
    """A Web Storage look-alike over a dict (host tests, or when localStorage is refused)."""

    def __init__(self):
        self.data: dict[str, str] = {}

    @property
    def length(self) -> int:
        return len(self.data)

    def key(self, index: int):
        keys = list(self.data)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str):  # noqa: N802  (Web Storage spelling)
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.data[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.data.pop(key, None)


def now() -> str:
    """UTC time as ISO text to the second (sorts as it reads)."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class Storage:
    """Typed access to the app's keys; values are JSON text."""

    def __init__(self, backend):
        self.backend = backend

    # -- raw ----------------------------------------------------------------------------
    def get(self, key: str) -> str | None:
        value = self.backend.getItem(PREFIX + key)
        return value if isinstance(value, str) else None      # JS null arrives as jsnull

    def set(self, key: str, text: str) -> None:
        """Store text; raises if the browser refuses (quota, private mode)."""
        self.backend.setItem(PREFIX + key, text)

    def remove(self, key: str) -> None:
        self.backend.removeItem(PREFIX + key)

    def keys(self, under: str = "") -> list[str]:
        """Our keys (without the prefix) that start with ``under``, sorted."""
        found = []
        for i in range(int(self.backend.length)):
            key = self.backend.key(i)
            if isinstance(key, str) and key.startswith(PREFIX + under):
                found.append(key[len(PREFIX):])
        return sorted(found)

    # -- preferences --------------------------------------------------------------------
    def language(self) -> str | None:
        return self.get("lang")

    def set_language(self, code: str) -> None:
        self.set("lang", code)

    # -- autosaves ----------------------------------------------------------------------
    def current(self) -> str | None:
        """The game id to reopen at boot, if any."""
        return self.get("current") or None

    def set_current(self, game_id: str | None) -> None:
        self.set("current", game_id or "")

    def autosave(self, doc: dict) -> None:
        """Write the autosave of ``doc``'s game and make it the one reopened at boot."""
        self.set(f"autosave/{doc['game']}", json.dumps(doc, separators=(",", ":")))
        self.set_current(doc["game"])

    def autosave_text(self, game_id: str) -> str | None:
        return self.get(f"autosave/{game_id}")

    def autosaved(self) -> dict[str, dict | None]:
        """Game id → parsed autosave document (None if it does not even parse)."""
        result = {}
        for key in self.keys("autosave/"):
            try:
                doc = json.loads(self.get(key) or "")
            except ValueError:
                doc = None
            result[key.split("/", 1)[1]] = doc if isinstance(doc, dict) else None
        return result

    def move_aside(self, key: str) -> str:
        """Move the value at ``key`` to a new ``broken/`` key (never overwriting); return it."""
        text = self.get(key)
        stamp = now()
        target, n = f"broken/{key}/{stamp}", 1
        while self.get(target) is not None:
            n += 1
            target = f"broken/{key}/{stamp}-{n}"
        if text is not None:
            self.set(target, text)
        self.remove(key)
        return target

    # -- named slots --------------------------------------------------------------------
    def slots(self) -> list[dict]:
        """Named saves, newest first: {"name", "saved", "game", "doc"} (doc may be None)."""
        found = []
        for key in self.keys("slot/"):
            try:
                entry = json.loads(self.get(key) or "")
            except ValueError:
                entry = None
            if not isinstance(entry, dict):
                entry = {"doc": None, "saved": ""}
            doc = entry.get("doc") if isinstance(entry.get("doc"), dict) else None
            found.append({"name": key.split("/", 1)[1], "saved": str(entry.get("saved", "")),
                          "game": doc.get("game") if doc else None, "doc": doc})
        return sorted(found, key=lambda e: e["saved"], reverse=True)

    def save_slot(self, name: str, doc: dict) -> None:
        self.set(f"slot/{name}", json.dumps({"saved": now(), "doc": doc},
                                            separators=(",", ":")))

    def delete_slot(self, name: str) -> None:
        self.remove(f"slot/{name}")
