"""HTML text basics of the app's screens (see ui.py): escaping (:func:`esc`), command buttons
(:func:`button`) and the shared limits and marks.
"""
from __future__ import annotations

WIN = ' class="winner"'
NAME_MAX = 40
"""Longest name shown from a stored document or key (the engine keeps player names as long)."""


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(value) -> str:
    """``html.escape(str(value), quote=True)``, without importing :mod:`html`, whose
    entity tables cost the page's boot about 0.1 s in Pyodide."""
    return str(value).translate(_ESCAPES)


def button(text: str, cmd: str, *, cls: str = "", disabled: bool = False, **data) -> str:
    """A real <button> that runs an app command (never a game action)."""
    attrs = "".join(f' data-{k.replace("_", "-")}="{esc(v)}"' for k, v in data.items())
    return (f'<button type="button" class="{esc(cls)}" data-cmd="{esc(cmd)}"{attrs}'
            f'{" disabled" if disabled else ""}>{esc(text)}</button>')
