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


def button(text: str, cmd: str, *, cls: str = "", disabled: bool = False, why: str | None = None,
           **data) -> str:
    """A real <button> that runs an app command (never a game action).

    ``disabled`` with ``why`` (a translated sentence): the button stays focusable, marked
    ``aria-disabled="true"``, and says why it cannot be used, as its tooltip (``title``) and
    in its accessible name (``aria-label`` "Undo: …", the visible word first); the command must
    then do nothing by itself (review 2026-11-28 D10: a greyed Undo never said why)."""
    attrs = "".join(f' data-{k.replace("_", "-")}="{esc(v)}"' for k, v in data.items())
    if disabled and why:
        return (f'<button type="button" class="{esc(cls)}" data-cmd="{esc(cmd)}"{attrs}'
                f' aria-disabled="true" title="{esc(why)}" aria-label="{esc(text)}: {esc(why)}">'
                f'{esc(text)}</button>')
    return (f'<button type="button" class="{esc(cls)}" data-cmd="{esc(cmd)}"{attrs}'
            f'{" disabled" if disabled else ""}>{esc(text)}</button>')
