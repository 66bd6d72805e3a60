"""Plus Ultra board drawing, shared parts: colours and names, the zones' places in the
narrow layout, the rendering context (:class:`_Ctx`: translation, colours, legal and
highlighted notations, clickable elements) and the small shapes every zone uses (zone frames,
slots, resource tiles).  The zones are in render_zones.py, the status and the player areas in
render_players.py; :func:`render.board` lays them out.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET

from ..svg import explainable, hit_area, make_clickable, outline
from ..svg import BoardContext, el as _el, notation as _notation
from ..svgparts import PartCache
from . import data

N_ = lambda message: message  # noqa: E731  (marks msgids for Babel; translated when shown)

DEFAULT_COLORS = {
    "red": "#d32f2f", "green": "#2e7d32", "blue": "#1565c0", "yellow": "#f9c21b",
    "gold": "#f6d87a", "silver": "#e1e6eb", "spices": "#f0ad7a", "gems": "#d7b5e8",
    "natives": "#bcd8a6", "colony": "#efe0b8",
    "board": "#f3ead3", "zone": "#fbf7ec", "zone stroke": "#8b7355", "text": "#2b2118",
    "slot": "#ffffff", "slot stroke": "#b5a58a", "inactive": "#e4dccb", "taken": "#bdb6a8",
    "card": "#fffaf0", "card back": "#3b4a6b", "current": "#fff3c4",
    "legal": "#0091ea", "focus": "#ff6d00", "highlight": "#ffb300",
}
"""Colours by meaning; callers override any of them with ``colors=``."""

PLAYER_COLORS = ("red", "green", "blue", "yellow")
"""Colour key of each seat (seat 0 is red)."""

COLOR_NAMES = {"red": N_("red"), "green": N_("green"), "blue": N_("blue"),
               "yellow": N_("yellow")}
RESOURCE_NAMES = {"gold": N_("Gold"), "silver": N_("Silver"), "spices": N_("Spices"),
                  "gems": N_("Gems"), "natives": N_("Natives"), "colony": N_("Colony")}
PHASES = {"recover": N_("Rest tercios"), "draft": N_("Draft"), "bulls": N_("Buy bulls"),
          "bid": N_("Tercio bids"), "act": N_("Actions"), "over": N_("Game over")}

WIDTH = 1000
NARROW_WIDTH = 500
"""Board widths in user units: ``layout="wide"`` (desktop) and ``"narrow"`` (phones)."""

NARROW_ZONES = {
    "peer-order": (6, 6), "turn-track": (214, 6), "crown": (6, 88), "bulls": (226, 88),
    "surplus": (304, 88), "market": (6, 192), "church": (282, 192), "wars": (6, 296),
    "magellan": (310, 296), "trade": (6, 396), "estates": (188, 396), "gp": (6, 496),
    "commons": (6, 532), "new-world": (85, 790),
}
"""Top-left corner of each zone in the narrow layout (zones are drawn at their wide position
and moved there)."""
_NARROW_STATUS_Y, _NARROW_PLAYERS_Y = 1292, 1430


# -- building blocks -----------------------------------------------------------------------
class _Ctx(BoardContext):
    """Everything one rendering needs: the view, the translation, colours and the targets."""

    def __init__(self, view, legal, highlight, gettext, colors):
        super().__init__(view, gettext, colors, DEFAULT_COLORS)
        self.legal = {_notation(a) for a in legal}
        self.highlight = {_notation(a) for a in highlight}
        self.glyphs: set[str] = set()
        self.overlays: list[tuple[ET.Element, tuple, bool, bool]] = []
        self.to_move: int | None = None
        self.narrow = False
        self.fragments: PartCache | None = None
        """Where pieces of the parts are kept (:meth:`engine.svgparts.PartCache.fragment`;
        None: drawn every time)."""

    def color(self, seat: int) -> str:
        return self.colors[PLAYER_COLORS[seat % len(PLAYER_COLORS)]]

    def who(self, seat: int) -> str:
        """A player's name with colour, e.g. "Ana (red)"."""
        return "%s (%s)" % (self.view["players"][seat]["name"],
                            self._(COLOR_NAMES[PLAYER_COLORS[seat % len(PLAYER_COLORS)]]))

    def term(self, key: str) -> str:
        return self._(data.TERMS.get(key, key))

    def item(self, parent, key: str | None, box: tuple, label: str, cls: str,
             spots: tuple[str, ...] = (), explain: str | None = None) -> ET.Element:
        """A group for one board element; clickable (``data-action=key``) when ``key`` is legal;
        outlined when ``key`` or one of ``spots`` (other notations that act on it) is
        highlighted; explained (``data-explain="plus_ultra:<explain>"``) if ``explain``."""
        g = _el(parent, "g", class_=cls)
        act = key is not None and key in self.legal and key not in self.drawn
        lit = key in self.highlight or any(spot in self.highlight for spot in spots)
        if act and key is not None:               # (act: key is not None, …)
            self.drawn.add(key)
            make_clickable(g, key, label)
        if lit:
            g.set("class", g.get("class", "") + " highlight")
        if explain:
            explainable(g, "plus_ultra:" + explain)
        _el(g, "title", label)
        if act and self.hit:
            hit_area(g, box, self.hit)
        if act or lit:
            self.overlays.append((g, box, act, lit))
        return g

    def use(self, parent, kind: str, x: float, y: float, size: float = 20, fill=None):
        self.glyphs.add(kind)
        return _el(parent, "use", href=f"#g-{kind}", x=x, y=y, width=size, height=size, fill=fill)

    def finish(self) -> None:
        """Outline the clickable and highlighted elements drawn since the last call (drawn
        last, on top of their content; each drawn part of the board ends with one)."""
        for g, box, act, lit in self.overlays:
            outline(g, box, lit=lit, act=act)
        self.overlays.clear()


def _text(parent, x, y, s, *, size=14, anchor=None, bold=False, fill=None, cls=None):
    return _el(parent, "text", s, x=x, y=y, font_size=size if size != 14 else None,
               text_anchor=anchor, class_=("title " + (cls or "")).strip() if bold else cls,
               style=f"fill:{fill}" if fill else None)


def _zone(c: _Ctx, parent, cls: str, x, y, w, h, title: str) -> ET.Element:
    """A titled zone drawn at its wide-layout position (moved as a whole when narrow)."""
    g = explainable(_el(parent, "g", class_="zone " + cls), "plus_ultra:zone:" + cls)
    if c.narrow:
        nx, ny = NARROW_ZONES[cls]
        g.set("transform", f"translate({nx - x} {ny - y})")
    _el(g, "rect", x=x, y=y, width=w, height=h, rx=8, fill=c.colors["zone"],
        stroke=c.colors["zone stroke"], stroke_width=1.5)
    head = _text(g, x + 8, y + 18, title, bold=True)
    if len(title) * TITLE_CHAR > w - 16:        # a longer translation stays inside its zone
        head.set("textLength", f"{w - 16:g}")
        head.set("lengthAdjust", "spacingAndGlyphs")
    return g


TITLE_CHAR = 7.8
"""Average width of a bold title character, in user units (13 px DejaVu Sans Bold)."""


def _box(c: _Ctx, g, x, y, w, h, *, fill=None, dashed=False, stroke=None, rx=5):
    return _el(g, "rect", x=x, y=y, width=w, height=h, rx=rx, fill=fill or c.colors["slot"],
               stroke=stroke or c.colors["slot stroke"], stroke_width=1.5,
               stroke_dasharray="5 4" if dashed else None)


def _tile(c: _Ctx, g, kind: str, x, y, w, h, *, label=True) -> None:
    """A resource tile: its colour, its glyph and (if it fits) its short name."""
    _box(c, g, x, y, w, h, fill=c.colors.get(kind, c.colors["slot"]), stroke="#5d4a33")
    if not label:
        c.use(g, kind, x + (w - 22) / 2, y + (h - 22) / 2, 22)
    elif w >= 100:
        c.use(g, kind, x + 6, y + (h - 24) / 2, 24)
        _text(g, x + 36, y + h / 2 + 5, c._(RESOURCE_NAMES[kind]))
    else:
        c.use(g, kind, x + (w - 22) / 2, y + 5, 22)
        _text(g, x + w / 2, y + h - 8, c._(RESOURCE_NAMES[kind]), anchor="middle")


_STAT_KEYS = {"ducat": "ducats", "house": "houses", "roseton": "rosetones", "bull": "bulls",
              "natives": "natives", "ship": "trade"}
"""Explanation keys (``plus_ultra:piece:<key>``) of a player's counted pieces, by glyph."""


def _tile_key(kind: str | None) -> str | None:
    """The explanation key of a New World tile kind (colonies of any size share one)."""
    if kind is None:
        return None
    return "tile:" + ("colony" if kind.startswith("colony") else kind)
