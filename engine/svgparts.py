"""A board's SVG built by parts (issue 33): each part (a tower, a player's board, a market
row) is drawn only when its input changed since it was last drawn; else its markup comes from
a cache, keyed by what it shows.

A renderer makes its root as usual (:func:`engine.svg.board_root`), then draws each part with
:meth:`PartedBoard.part` (a key and a function that draws the part into a parent) and the rest
straight into the root; :meth:`PartedBoard.text` gives what :func:`engine.svg.to_text` gives for
the same tree drawn whole, character for character: the hit areas grown and parted over the
whole board (:func:`engine.svg.grown`, :func:`engine.svg.parted`), the text of a part
rewritten only when its own hit areas came out different.

A piece of a part whose input changes less often than the part's (a player's rows of cards)
can be kept on its own with :meth:`PartCache.fragment`: drawn and written once, then its
markup is put in the part as one element (:data:`engine.svg.RAW`) that the part writes as it
is.

The key of a part is the caller's: it must hold everything the part's drawing reads (the
slice of the view, the legal actions and highlights it draws, the language, colours, layout
and place), and, for the secrets rule, nothing but what the view being drawn holds: a cached
part is shared between seats whose views draw it alike.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import OrderedDict
from typing import Any, Callable, Hashable

from .svg import RAW, _write, attribute_text, unstop_inner, written, xml_safe
from .svghits import Box, grown, hit_minimum, hit_rects, parted


class _Part:
    """One drawn part, kept as text: its markup in pieces with a slot for each box attribute
    of its hit areas (whose final values depend on the whole board's, :meth:`PartedBoard.text`),
    its hit areas (translation of their groups, box as drawn), the notations it drew as
    buttons, its text by the final boxes of its hit areas, and what its drawing function
    returned (a height).  No element is kept: the elements of a drawing are freed once it
    is written (a cache of element trees gave the cyclic garbage collector a hundred
    thousand objects to walk, in Pyodide hundreds of milliseconds a full collection)."""
    __slots__ = ("pieces", "hits", "drawn", "texts", "value")

    def __init__(self, nodes: list[ET.Element], drawn: frozenset[str], value: object = None):
        self.value = value
        unstop = ET.Element("g")
        unstop.extend(nodes)
        unstop_inner(unstop)
        shifts = {id(r): (dx, dy) for r, dx, dy in hit_rects(unstop)}
        rects = [r for r in unstop.iter("rect") if r.get("class") == "hit"]
        self.hits: list[tuple[tuple[float, float] | None, Box]] = [
            (shifts.get(id(r)), (r.attrib["x"], r.attrib["y"], r.attrib["width"],
                                 r.attrib["height"])) for r in rects]
        """Every hit area (grown by :func:`engine.svg.grown`) with the translation of its
        groups, None under another transform (not parted, as :func:`engine.svg.to_text`)."""
        out: list[Any] = []
        seen = written()
        slots = {id(r): k for k, r in enumerate(rects)}
        for node in nodes:
            _write(node, out, seen, slots)
        self.pieces: list[str | tuple[int, int, str]] = []
        """The markup: texts (XML-safe) and, between them, ``(hit area, index in its box,
        attribute name)`` slots."""
        run: list[str] = []
        for piece in out:
            if type(piece) is str:
                run.append(piece)
                continue
            self.pieces.append(xml_safe("".join(run)))
            self.pieces.append(piece)
            run = []
        self.pieces.append(xml_safe("".join(run)))
        self.drawn = drawn
        self.texts: dict[tuple[Box, ...], str] = {}

    def text(self, boxes: tuple[Box, ...]) -> str:
        """The markup of the part with its hit areas at ``boxes`` (kept for the next time)."""
        done = self.texts.get(boxes)
        if done is None:
            if len(boxes) != len(self.hits):
                raise ValueError(f"{len(boxes)} boxes for {len(self.hits)} hit areas")
            out: list[str] = []
            for piece in self.pieces:
                if isinstance(piece, str):
                    out.append(piece)
                else:
                    hit, index, name = piece
                    out.append(attribute_text(name, boxes[hit][index]))
            done = "".join(out)
            if len(self.texts) >= 8:                  # bounded: few layouts of neighbours
                self.texts.clear()
            self.texts[boxes] = done
        return done


class PartCache:
    """The parts last drawn, by key, at most ``size`` (the least recently used go first).
    One per renderer module, shared by every board it draws."""

    def __init__(self, size: int = 400):
        self.size = size
        self._parts: OrderedDict[Hashable, _Part] = OrderedDict()
        self._fragments: OrderedDict[Hashable, tuple[str, Any]] = OrderedDict()
        self.built = 0          # parts drawn (tests, benchmarks)
        self.reused = 0         # parts taken from the cache
        _CACHES.append(self)

    def get(self, key: Hashable) -> _Part | None:
        """The part drawn for ``key``, if kept (now the most recently used)."""
        part = self._parts.get(key)
        if part is not None:
            self._parts.move_to_end(key)
            self.reused += 1
        return part

    def put(self, key: Hashable, part: _Part) -> None:
        """Keep ``part`` for ``key``."""
        self.built += 1
        self._parts[key] = part
        if len(self._parts) > self.size:
            self._parts.popitem(last=False)

    def clear(self) -> None:
        """Forget every part and fragment."""
        self._parts.clear()
        self._fragments.clear()

    def fragment(self, parent: ET.Element, key: Hashable, draw: Callable[[ET.Element], Any]
                 ) -> Any:
        """Append to ``parent`` what ``draw(parent)`` appends, as its markup kept under ``key``
        (one element that stands for it, :data:`engine.svg.RAW`): drawn and written once,
        then taken from the cache.  For a piece of a part whose input changes less often than
        the part's (a player's rows of cards).  ``key`` must hold everything the drawing
        reads; ``parent`` must not be (inside) a button unless the piece has no keyboard
        stop; ``draw`` may change nothing but what it appends.  A piece with a button or a
        hit area (which the board writes as the whole board places them) is appended as
        drawn, never kept.  Returns what ``draw`` returned when the piece was drawn."""
        kept = self._fragments.get(key)
        if kept is None:
            scratch = ET.Element("g")
            value = draw(scratch)
            if any(e.get("data-action") is not None or e.get("class") == "hit"
                   for e in scratch.iter()):
                parent.extend(scratch)
                return value
            out: list[str] = []
            seen = written()
            for node in scratch:
                _write(node, out, seen)
            kept = self._fragments[key] = ("".join(out), value)
            if len(self._fragments) > self.size:
                self._fragments.popitem(last=False)
        else:
            self._fragments.move_to_end(key)
        ET.SubElement(parent, RAW).text = kept[0]
        return kept[1]


_CACHES: list[PartCache] = []
"""Every :class:`PartCache` made (one per renderer module)."""


def forget_all() -> None:
    """Empty every renderer's cache, so the next board draws each part again: for checks of
    what a drawing asks of its translation function (tests/test_i18n_complete.py), which a
    part taken from the cache does not ask."""
    for cache in _CACHES:
        cache.clear()


_PLACE = "\x00part"
"""The tag of a part's place among the root's children (never written)."""


class PartedBoard:
    """A board root ``svg`` whose parts come from ``cache``.

    Args:
        svg: the root (:func:`engine.svg.board_root`); its size may be set later.
        cache: the renderer's :class:`PartCache`; None draws every part (a full build).
        drawn: the rendering context's set of notations drawn as buttons (each is drawn
            once): a part taken from the cache adds the ones it drew.
    """

    def __init__(self, svg: ET.Element, cache: PartCache | None,
                 drawn: set[str] | None = None):
        self.svg = svg
        self.cache = cache
        self.drawn = drawn if drawn is not None else set()
        self._places: dict[int, _Part] = {}

    def part(self, key: Hashable, draw: Callable[[ET.Element], Any]) -> Any:
        """Draw the part ``key`` at this place among the root's children: ``draw(parent)``
        appends its elements to ``parent``, unless the cache holds the part for ``key``.
        Returns what ``draw`` returned when the part was drawn (e.g. its height)."""
        part = self.cache.get(key) if self.cache is not None else None
        if part is None:
            scratch = ET.Element("svg")
            before = set(self.drawn)
            value = draw(scratch)
            part = _Part(list(scratch), frozenset(self.drawn - before), value)
            if self.cache is not None:
                self.cache.put(key, part)
        else:
            self.drawn |= part.drawn
        self._places[id(ET.SubElement(self.svg, _PLACE))] = part
        return part.value

    def text(self) -> str:
        """The board's SVG text, as :func:`engine.svg.to_text` writes the whole tree."""
        svg = self.svg
        minimum = hit_minimum(svg)
        parts: list[_Part] = []
        for child in svg:
            part = self._places.get(id(child)) if child.tag == _PLACE else None
            parts.append(part if part is not None else _Part([child], frozenset()))
        boxes: list[Box] = []
        placed: list[int] = []                  # indices in boxes of the hit areas parted
        shifted: list[tuple[float, float, Box]] = []
        for part in parts:
            for shift, box in part.hits:
                box = grown(box, minimum)
                if shift is not None:
                    placed.append(len(boxes))
                    shifted.append((shift[0], shift[1], box))
                boxes.append(box)
        for order, box in parted(shifted).items():
            boxes[placed[order]] = box
        head = ET.Element(svg.tag, svg.attrib)
        out: list[str] = []
        _write(head, out, {})
        start = out[0][:-3] + ">"                       # "<svg … />" → "<svg …>"
        texts = [start]
        at = 0
        for part in parts:
            n = len(part.hits)
            texts.append(part.text(tuple(boxes[at:at + n])))
            at += n
        texts.append("</svg>")
        return xml_safe(start) + "".join(texts[1:])
