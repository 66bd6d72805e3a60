"""A board's SVG as its top-level parts, and the memo that sends a board as the parts that
changed since the board on screen (issue 33: the page parses and patches only those,
web/redraw.js ``euroRedrawParts``), for the bot worker (web/botthink.py).  No browser API
here: tests/web runs it in CPython.
"""
from __future__ import annotations

import re

_TAG = re.compile(r"<(/?)[^\s/>]+[^>]*?(/?)>")


def board_parts(svg: str) -> tuple[str, list[str]]:
    """(the root's start tag, the text of each of its top-level children, in order) of a
    board's SVG written by ``engine.svg.to_text`` (whose escaping leaves no ``<`` or ``>``
    inside a value or a text).  Text between top-level children goes with the child after
    it; ``"".join`` of the head, the parts and ``"</svg>"`` gives ``svg`` back.

    Raises:
        ValueError: ``svg`` is not one ``<svg>`` element with children."""
    if not (svg.startswith("<svg") and svg.endswith("</svg>")):
        raise ValueError("not a board's SVG")
    start = svg.index(">") + 1
    end = len(svg) - len("</svg>")
    parts: list[str] = []
    depth = 0
    for tag in _TAG.finditer(svg, start, end):
        if tag.group(1):
            depth -= 1
        elif not tag.group(2):
            depth += 1
        if depth == 0:
            parts.append(svg[start:tag.end()])
            start = tag.end()
    if depth != 0 or start != end:
        raise ValueError("unbalanced board SVG")
    return svg[:svg.index(">") + 1], parts


class BoardMemo:
    """The last board the bot worker sent, to send the next one as what changed (issue 33).

    :meth:`change` numbers each board; web/redraw.js ``euroRedrawParts`` paints it and marks
    the board on screen with its number (``euroBoardShown``; None after a board the page
    drew itself), which the page names with its next request."""

    def __init__(self):
        self.number = 0
        self.parts: list[str] | None = None

    def change(self, svg: str, shown: int | None) -> dict:
        """The board ``svg`` as {"id": its number, "base": ``shown`` if the page shows the
        last board sent, else None, "head": the root's start tag, "parts": the top-level
        children's texts (:func:`board_parts`), None for each one equal to the base's}.
        Every part is sent when there is no base (or the count of parts changed)."""
        head, parts = board_parts(svg)
        old = self.parts
        base = shown if (shown is not None and shown == self.number and old is not None
                         and len(old) == len(parts)) else None
        sent = list(parts) if base is None or old is None else [
            None if part == before else part for part, before in zip(parts, old, strict=True)]
        self.number += 1
        self.parts = parts
        return {"id": self.number, "base": base, "head": head, "parts": sent}
