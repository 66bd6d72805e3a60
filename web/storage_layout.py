"""The pieces of web/storage.py's layout that need no ``Storage``: the key names under
:data:`PREFIX` (web/storage.py's docstring lists the keys), the stored text of a game
(:func:`envelope`), instance ids and times, the refusal of a write (:class:`WriteRefused`,
:func:`is_quota_error`) and a Web Storage look-alike over a dict (:class:`MemoryBackend`: host
tests, or a browser that refuses localStorage).

web/storage.py re-exports every name; the app's modules import them from there.
"""
from __future__ import annotations

import json
from datetime import datetime, timezone

PREFIX = "euro-games/v1/"
AUTOSAVE = "autosave/"
SLOT = "slot/"
BROKEN = "broken/"
NEWGAME = "newgame/"
AUTHORING = "authoring/"
INDEX = "index"
ROW = "row/"
KEEP = "keep-finished"
NAME_MAX = 40
"""Longest slot name kept (and shown), in characters (the engine cuts player names alike)."""
KEEP_DEFAULT = 50
"""Finished games the shelf keeps unless the player sets another number."""


class WriteRefused(Exception):
    """The browser refused to store a value; ``quota`` tells a full storage from other causes."""

    def __init__(self, key: str, quota: bool, detail: str = ""):
        super().__init__(f"{key}: {detail}"[:300])
        self.key, self.quota = key, quota


def is_quota_error(err: BaseException) -> bool:
    """Whether ``err`` (a Pyodide JsException or a host fake) is the Web Storage quota error."""
    name = str(getattr(err, "name", "") or "")
    if name in ("QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"):
        return True
    text = f"{type(err).__name__} {err}"
    return "QuotaExceeded" in text or "NS_ERROR_DOM_QUOTA_REACHED" in text or "quota" in text.lower()


class MemoryBackend:
    """A Web Storage look-alike over a dict (host tests, or when localStorage is refused).

    ``quota``: if set, the total characters of keys and values it holds (as browsers count
    them); a ``setItem`` past it raises :class:`QuotaExceededError` and changes nothing."""

    def __init__(self, quota: int | None = None):
        self.data: dict[str, str] = {}
        self.quota = quota

    @property
    def length(self) -> int:
        return len(self.data)

    def key(self, index: int):
        keys = list(self.data)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str):  # noqa: N802  (Web Storage spelling)
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        value = str(value)
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise QuotaExceededError(f"Setting the value of '{key}' exceeded the quota.")
        self.data[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.data.pop(key, None)


class QuotaExceededError(Exception):
    """What :class:`MemoryBackend` raises past its quota (the DOMException's name in browsers)."""

    name = "QuotaExceededError"


def now() -> str:
    """UTC time as ISO text to the second (sorts as it reads)."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_instance_id() -> str:
    """A fresh instance id: creation time (UTC, sortable) and 6 random hex digits."""
    import secrets  # here: the page's boot does not need it (nor its hmac)

    return datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ") + "-" + secrets.token_hex(3)


def envelope(doc: dict, facts: dict | None = None, saved: str | None = None) -> str:
    """The stored text of an autosave or slot: {"saved": ``saved`` (default: now), "doc":
    doc} and "facts" when given, compact JSON."""
    value = {"saved": now() if saved is None else saved, "doc": doc}
    if facts is not None:
        value["facts"] = facts
    return json.dumps(value, separators=(",", ":"))
