"""SVG building blocks shared by the games' board renderers (ElementTree, so text is escaped).

Only drawing plumbing lives here; what a board shows is each game's own ``render.py``.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET

from .core import Action


def el(parent, tag: str, text=None, **attrs) -> ET.Element:
    """Append a sub-element.  Keyword attributes: a trailing ``_`` is dropped and ``_`` becomes
    ``-`` (``class_`` → class, ``font_size`` → font-size); None values are left out; floats are
    written short (``%g``).  ``text``: the element's text (str() of it), if not None."""
    clean = {k.rstrip("_").replace("_", "-"): (f"{v:g}" if isinstance(v, float) else str(v))
             for k, v in attrs.items() if v is not None}
    e = ET.SubElement(parent, tag, clean)
    if text is not None:
        e.text = str(text)
    return e


def wrap(text: str, chars: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines of at most ``chars`` characters (a longer word
    stays whole on its own line); at least one line."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def notation(action: Action | str) -> str:
    """The notation of an action given as an :class:`~engine.core.Action` or as text."""
    return action if isinstance(action, str) else action.notation
