"""JavaScript values met through Pyodide, as plain Python (shared by app.py and embed.py).

No DOM access: importable on the host, where the JavaScript types never occur.
"""
from __future__ import annotations

JS_ABSENT = ("JsNull", "JsUndefined")
"""Type names Pyodide gives JavaScript's ``null`` and ``undefined``."""


def js(value):
    """``value`` with JavaScript's null/undefined mapped to None (Pyodide gives ``jsnull``)."""
    return None if value is None or type(value).__name__ in JS_ABSENT else value


def text(value) -> str | None:
    """A JavaScript string as str, or None for null/undefined (and anything not a string)."""
    return value if isinstance(value, str) else None
