"""Village board drawing, shared parts: colours, names, the rendering context (:class:`_Ctx`)
and the small shapes every zone uses (frames, member discs, chronicle slots).  The zones are in
render_village.py (areas A-J) and render_farm.py (farmyards); :func:`render.board` lays them out.
"""
from __future__ import annotations

import re

import xml.etree.ElementTree as ET
from typing import Callable

from ..svg import BoardContext, el, explainable, hit_area, make_clickable, squeeze, text_width
from ..svgparts import PartCache
from . import data

N_ = lambda message: message  # noqa: E731  (marks msgids for Babel; translated when shown)

DEFAULT_COLORS = {
    "orange": "#ef8a17", "green": "#3a9d3a", "brown": "#8d5a2b", "pink": "#e57fb0",
    "black": "#222222",
    "seat red": "#d32f2f", "seat ivory": "#eadfb4", "seat blue": "#1565c0",
    "seat yellow": "#f9c21b",
    "board": "#efe6cf", "zone": "#fbf7ec", "zone stroke": "#8b7355", "text": "#2b2118",
    "slot": "#ffffff", "slot stroke": "#b5a58a", "blocked": "#cfc6b3", "dead": "#9e9e9e",
    "market": "#dbe9f7", "travel": "#e2f0d9", "harvest": "#f8e1ea", "council": "#f6d9d5",
    "family": "#f8e1ea", "church": "#ead9c6", "crafts": "#fbf0c4", "well": "#d9ecf2",
    "legal": "#0091ea", "focus": "#ff6d00", "highlight": "#ffb300",
}
"""Colours by meaning (area colours after village-data.md §2); override with ``colors=``.
Families are ``"seat <colour>"`` of :data:`data.PLAYER_COLORS` (the box's; pieces are outlined,
so ivory shows on the light board)."""

SEAT_COLORS = tuple(DEFAULT_COLORS["seat " + color] for color in data.PLAYER_COLORS)
"""The families' colours by seat (red, ivory, blue, yellow), also the app's seat swatches
(``Village.seat_colors``), so board, panel and score table agree."""

SPACE_NAMES = {"harvest": N_("A Grain harvest"), "family": N_("B Family"),
               "crafts": N_("C Crafts"), "market": N_("D Market"), "travel": N_("E Travel"),
               "council": N_("F Council chamber"), "church": N_("G Church"), "well": N_("H Well")}
COLOR_NAMES = {"red": N_("red"), "ivory": N_("ivory"), "blue": N_("blue"),
               "yellow": N_("yellow")}
ZONE_W = 490
TRAVEL_H, FARM_H = 196, 110
"""Heights of the travel map and of one farmyard: the wide 4-player board stays under ~780
units tall, so at 1280×800 it is drawn at about 0.9 (small text ~10 px; tests/e2e)."""


FIT_LEAST = 0.85
"""The narrowest a fitted text is condensed to (of its natural width, engine.svg.text_width):
issue 20, texts squeezed below it were hard to read (Spanish "Tiempo de vida")."""


def _el(parent, tag: str, text=None, fit: float | None = None, **attrs) -> ET.Element:
    """:func:`engine.svg.el`, and ``fit``: a text's room in user units.  A longer text
    (translations) is set 1 px smaller when condensing it would take it below
    :data:`FIT_LEAST` of its width, then squeezed into the room if it still needs it."""
    e = el(parent, tag, text, **attrs)
    if text is not None and fit is not None:
        cls, style = e.get("class", ""), e.get("style") or ""
        sized = re.search(r"font-size:([\d.]+)px", style)
        size = float(sized.group(1)) if sized else 11 if "small" in cls else 13
        bold = "title" in cls
        if text_width(text, size, bold) * FIT_LEAST > fit:
            size -= 1
            style = re.sub(r"font-size:[\d.]+px;?", "", style).strip(";")
            e.set("style", ";".join(x for x in (style, f"font-size:{size:g}px") if x))
        squeeze(e, fit, size, bold)
    return e


class _Ctx(BoardContext):
    """What one rendering needs: the view, the translation, colours and the legal targets."""

    def __init__(self, view, legal, gettext, colors, highlight=()):
        super().__init__(view, gettext, colors, DEFAULT_COLORS)
        self.lit = {a if isinstance(a, str) else a.notation for a in highlight}
        self.t = self._          # for table lookups (kept out of message extraction)
        self.legal = [a if isinstance(a, str) else a.notation for a in legal]
        self.fragments: PartCache | None = None
        """Where pieces of the parts are kept (:meth:`engine.svgparts.PartCache.fragment`;
        None: drawn every time)."""
        self.words: tuple[list[tuple[str, str]], list[tuple[str, str]]] | None = None
        """(first word, notation) of the legal notations in order and of the outlined
        ones sorted, once a zone's key asked (render.py ``_zone_key``)."""

    def term(self, key) -> str:
        return self._(data.TERMS.get(str(key), str(key)))

    def who(self, seat: int) -> str:
        color = self.view["players"][seat]["color"]
        return "%s (%s)" % (self.view["players"][seat]["name"], self.t(COLOR_NAMES[color]))

    def pick(self, test: Callable[[list[str]], bool]) -> str | None:
        """The first legal notation not yet drawn whose tokens pass ``test``."""
        for notation in self.legal:
            if notation not in self.drawn and test(notation.split()):
                return notation
        return None

    def item(self, parent, key: str | None, box: tuple, label: str, cls: str,
             spot: Callable[[list[str]], bool] | None = None,
             explain: str | None = None) -> ET.Element:
        """A group for one board element; clickable (``data-action=key``) when ``key`` is legal;
        outlined when ``key`` is highlighted, or a highlighted notation's tokens pass ``spot``
        (the actions that act on this element, as for :meth:`pick`); explained
        (``data-explain="village:<explain>"``) if ``explain``."""
        g = _el(parent, "g", class_=cls)
        _el(g, "title", label)
        if key in self.lit or (spot is not None and any(spot(n.split()) for n in self.lit)):
            g.set("class", cls + " highlight")
            x, y, w, h = box
            _el(g, "rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=6, class_="hx")
        if key is not None and key in self.legal and key not in self.drawn:
            self.drawn.add(key)
            make_clickable(g, key, label)
            hit_area(g, box, self.hit)
            x, y, w, h = box
            _el(g, "rect", x=x - 2, y=y - 2, width=w + 4, height=h + 4, rx=5, class_="hl")
        if explain:
            explainable(g, "village:" + explain)
        return g

    def chip(self, parent, x, y, kind: str, n=None, size=18):
        """A cube (influence colour or plague) with an optional count."""
        _el(parent, "rect", x=x, y=y, width=size, height=size, rx=3,
            fill=self.colors[kind], stroke="#333")
        if n is not None:
            light = kind in ("black", "brown", "green")
            _el(parent, "text", n, x=x + size / 2, y=y + size - 5, text_anchor="middle",
                class_="small", style="fill:%s" % ("#fff" if light else "#000"))


def _frame(c: _Ctx, g, h: float, title: str, fill: str = "zone", w: float = ZONE_W):
    _el(g, "rect", x=0, y=0, width=w, height=h, rx=8, fill=c.colors[fill],
        stroke=c.colors["zone stroke"])
    if title:
        _el(g, "text", title, x=8, y=17, class_="title")


def _wrap(items: list[str], chars: int) -> list[str]:
    """Greedy wrap of comma-separated ``items`` into lines of at most ``chars`` characters
    (an item is never split; a longer one stays whole on its own line)."""
    lines: list[str] = []
    for item in items:
        if lines and len(lines[-1]) + 2 + len(item) <= chars:
            lines[-1] += ", " + item
        else:
            if lines:
                lines[-1] += ","
            lines.append(item)
    return lines


def _members(c: _Ctx, parent, x, y, place: str, per_row: int = 6) -> None:
    """Every player's members on ``place``: a disc in the player's colour with the number."""
    k = 0
    for seat, p in enumerate(c.view["players"]):
        for gen, pl in p["members"]:
            if pl == place:
                cx, cy = x + 8 + 15 * (k % per_row), y + 8 + 15 * (k // per_row)
                _disc(c, parent, cx, cy, p["color"], gen, c.who(seat))
                k += 1


def _disc(c: _Ctx, parent, cx, cy, color: str, gen: int, who: str, dead=False) -> None:
    fill = c.colors["dead"] if dead else c.colors["seat " + color]
    _el(parent, "circle", cx=cx, cy=cy, r=7, fill=fill,
        stroke=c.colors["seat " + color] if dead else "#333", stroke_width=2 if dead else 1)
    dark = color in ("red", "blue") and not dead
    _el(parent, "text", gen, x=cx, y=cy + 4, text_anchor="middle", class_="small",
        style="font-size:10px;fill:%s" % ("#fff" if dark else "#000"))


def _part(parent, key: str) -> ET.Element:
    """A group for one explained part of a zone (``data-explain="village:<key>"``)."""
    return explainable(_el(parent, "g"), "village:" + key)


def _slots(c: _Ctx, g, x, y, slots: list, place: str) -> None:
    for i, who in enumerate(slots):
        sx = x + i * 26
        _el(g, "rect", x=sx, y=y, width=22, height=20, rx=3,
            fill=c.colors["blocked"] if who == -1 else c.colors["slot"],
            stroke=c.colors["slot stroke"])
        if who is not None and who >= 0 and who < len(c.view["players"]):
            color = c.view["players"][who]["color"]
            _el(g, "rect", x=sx + 3, y=y + 6, width=16, height=8, rx=2,
                fill=c.colors["seat " + color],
                stroke="#333")
