"""SVG board of Plus Ultra: pure functions from a view dict to SVG text, like ``chess.svg``.

The board shows the rulebook's zones (seed 002, "Zonas del Tablero"): 1 Peer Order, 2 turn
track, 3 Crown wealth, 4 Church, 5 bulls, 6 Market, 7 Surplus, 8 European Wars, 9 common
actions, 10 Greatness Points, 11 Maritime Trade, 12 Magellan's voyage, 13 New World (colony and
exploration columns), 14 Estates; below them the draft pool (or the turn status) and one area
per player.  No rules are decided here: legality arrives as ``legal``, and each legal notation
that names a board element is drawn on that element with ``data-action`` (DESIGN.md, "Contract
that tests rely on").  The earlier edition (seed 000, view ``edition``) shows its own areas: the
Church as donation guides over the market slots with the rosetón cards, and Magellan cards.  Built with ElementTree, so every text is escaped.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Callable, Iterable

from ..core import Action
from ..svg import to_text as svg_text
from . import data, glyphs
from ..svg import explainable, hit_area, hit_layout, make_clickable, outline, text_width
from ..svg import el as _el, notation as _notation, wrap as _wrap
from .glyphs import short as _short

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
_CSS = """
text{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;font-size:14px;fill:%(text)s}
.title{font-weight:bold}
.action{cursor:pointer}
.action .hl{fill:none;stroke:%(legal)s;stroke-width:3}
.action .glow{fill:none;stroke:%(legal)s;stroke-opacity:.3;stroke-width:8}
.action:hover .hl,.action:focus .hl{stroke:%(focus)s;stroke-width:4}
.action:hover .glow,.action:focus .glow{stroke:%(focus)s;stroke-opacity:.5}
.action:focus{outline:none}
.highlight .hx{fill:none;stroke:%(highlight)s;stroke-width:4;stroke-dasharray:6 3}
text.used{fill-opacity:.5}
"""


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, highlight: Iterable[Action | str] = (),
          to_move: int | None = None, colors: dict[str, str] | None = None,
          layout: str = "wide", **_options) -> str:
    """The SVG text of a Plus Ultra board as ``seat`` of ``view`` sees it.

    Args:
        view: the dict of :func:`engine.plus_ultra.view.view` (hidden parts already removed).
        legal: the deciding seat's legal actions; those whose notation names a board element
            (``tile N``, ``market N``, ``surplus``, ``church N``, ``colony N``, ``war N``, ``seat N``,
            ``common X``, ``draft X``, ``act X N``, ``bull act N``, ``bull common X``) are drawn
            on it with ``data-action``; the others (``done``, ``bid N``, ``choose X`` …) are left
            to the side panel.
        gettext: translation function for user-visible text (English if None).
        highlight: notations whose elements get a decorative outline (e.g. the last move).
        to_move: the deciding seat for ``data-to-move`` (default: the view's ``to_move`` or
            ``actor``).
        colors: overrides of :data:`DEFAULT_COLORS`.
        layout: "wide" (1000 units across, zones side by side) or "narrow" (500 across, zones
            stacked, for phones); the same elements and actions either way.

    Returns:
        ``<svg data-game="plus_ultra" viewBox="0 0 1000 H" width="100%" …>`` as text.

    >>> from engine import get_game
    >>> g = get_game("plus_ultra"); s = g.new(2, seed=1)
    >>> 'data-game="plus_ultra"' in board(g.view(s, 0), legal=g.legal_actions(s))
    True
    """
    if layout not in ("wide", "narrow"):
        raise ValueError(f"layout must be 'wide' or 'narrow', not {layout!r}")
    c = _Ctx(view, legal, highlight, gettext, colors)
    c.hit = hit_layout(layout)                 # phones: hit areas of at least 24 CSS px
    c.narrow = layout == "narrow"
    n = len(view["players"])
    seat = to_move if to_move is not None else view.get("to_move", view.get("actor"))
    if seat is None and view.get("pool"):
        seat = view.get("viewer")          # only the drafter sees the pool
    c.to_move = seat
    width = NARROW_WIDTH if c.narrow else WIDTH
    height = _NARROW_PLAYERS_Y + 214 * ((n + 1) // 2) if c.narrow else 595 + 212
    svg = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {width} {height}",
        "width": "100%", "class": f"board plus_ultra {layout}", "data-game": "plus_ultra",
        "role": "group", "aria-label": c._("Plus Ultra board")})
    if seat is not None and view.get("phase") != "over":
        svg.set("data-to-move", str(seat))
    if view.get("phase") == "over":
        svg.set("data-game-over", "true")
    _el(svg, "desc", _summary(c))
    _el(svg, "style", _CSS % c.colors)
    defs = _el(svg, "defs")
    _el(svg, "rect", x=0, y=0, width=width, height=height, fill=c.colors["board"], class_="bg")
    _new_world(c, svg)
    _top_row(c, svg)
    _market_row(c, svg)
    _war_row(c, svg)
    _commons(c, svg)
    _gp_and_estates(c, svg)
    _status(c, svg)
    for seat_i in range(n):
        _player(c, svg, seat_i)
    c.finish()
    for kind in sorted(c.glyphs):
        glyphs.symbol(defs, kind)
    return svg_text(svg)


# -- building blocks -----------------------------------------------------------------------
class _Ctx:
    """Everything one rendering needs: the view, the translation, colours and the targets."""

    def __init__(self, view, legal, highlight, gettext, colors):
        self.view = view
        self.hit = 0                      # smallest hit-area side (board(): by layout)
        self._ = gettext or (lambda s: s)
        self.colors = {**DEFAULT_COLORS, **(colors or {})}
        self.legal = {_notation(a) for a in legal}
        self.highlight = {_notation(a) for a in highlight}
        self.glyphs: set[str] = set()
        self.drawn: set[str] = set()
        self.overlays: list[tuple[ET.Element, tuple, bool, bool]] = []
        self.to_move: int | None = None
        self.narrow = False

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
        if act:
            self.drawn.add(key)
            make_clickable(g, key, label)
        if lit:
            g.set("class", g.get("class") + " highlight")
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
        """Outline the clickable and highlighted elements (drawn last, on top of their content)."""
        for g, box, act, lit in self.overlays:
            outline(g, box, lit=lit, act=act)


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


# -- zones ---------------------------------------------------------------------------------
def _new_world(c: _Ctx, svg) -> None:
    """Zone 13: seven rows, colony column (left) beside exploration column (right)."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "new-world", 6, 6, 330, 494, _("New World"))
    _text(g, 328, 24, _("Deck: {n}").format(n=v["deck_size"]), anchor="end")
    _text(g, 44, 46, _("Colonies"))
    _text(g, 196, 46, _("Exploration"))
    for row in range(data.EXPLORATION_SPACES):
        y = 56 + row * 62
        _text(g, 22, y + 34, row + 1, anchor="middle", bold=True)
        colony = v["colonies"][row] if row < len(v["colonies"]) else None
        _colony(c, g, row, colony, 36, y, 150, 56)
        tile = v["exploration"][row] if row < len(v["exploration"]) else None
        _exploration(c, g, row, tile, 192, y, 136, 56)


def _colony(c: _Ctx, g, row: int, colony, x, y, w, h) -> None:
    _ = c._
    if colony is None:
        label = _("Colony {n}: empty").format(n=row + 1)
    else:
        owners = ", ".join(c.who(s) for s in colony) or _("no houses")
        label = _("Colony {n}: {houses}").format(n=row + 1, houses=owners)
    sizes = c.view.get("colony_sizes") or []
    cap = sizes[row] if row < len(sizes) and sizes[row] else c.view["constants"]["colony_capacity"]
    if colony is not None:
        label += " · " + _("room for {n} houses").format(n=cap)
    item = c.item(g, f"colony {row + 1}", (x, y, w, h), label, "slot colony",
                  explain="zone:colony" if colony is not None else None)
    if colony is None:
        _box(c, item, x, y, w, h, dashed=True, fill=c.colors["inactive"])
        return
    _box(c, item, x, y, w, h, fill=c.colors["colony"], stroke="#6d5330")
    for i in range(cap):
        hx = x + 8 + i * 35
        if i < len(colony):
            c.use(item, "house", hx, y + 14, 28, fill=c.color(colony[i]))
        else:
            _el(item, "rect", x=hx + 3, y=y + 18, width=22, height=22, rx=3, fill="none",
                stroke="#a08a60", stroke_dasharray="3 3")


def _exploration(c: _Ctx, g, row: int, tile, x, y, w, h) -> None:
    _ = c._
    kind = None if tile is None else tile[0]
    if kind is None:
        label = _("Exploration {n}: empty").format(n=row + 1)
    elif kind == "hidden":
        label = _("Exploration {n}: face down").format(n=row + 1)
    else:
        label = _("Exploration {n}: {tile}").format(n=row + 1, tile=_(RESOURCE_NAMES[kind]))
    item = c.item(g, f"tile {row + 1}", (x, y, w, h), label,
                  "slot exploration" + (f" tile {kind}" if kind else ""), explain=_tile_key(kind))
    if kind is None:
        _box(c, item, x, y, w, h, dashed=True, fill=c.colors["inactive"])
    elif kind == "hidden":
        _box(c, item, x, y, w, h, fill=c.colors["card back"], stroke="#1b2438")
        _el(item, "path", d=f"M{x + 10} {y + 10} L{x + w - 10} {y + h - 10} "
            f"M{x + w - 10} {y + 10} L{x + 10} {y + h - 10}", stroke="#c9a227", opacity=0.5)
        _text(item, x + w / 2, y + h / 2 + 6, "?", size=20, anchor="middle", fill="#ffffff",
              bold=True)
    else:
        _tile(c, item, kind, x, y, w, h)


def _top_row(c: _Ctx, svg) -> None:
    """Zones 1–3: Peer Order, the turn track and Crown wealth."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "peer-order", 344, 6, 200, 74, _("Peer Order"))
    for pos, seat in enumerate(v["peer_order"]):
        x = 358 + pos * 46
        it = c.item(g, None, (x, 28, 40, 46), f"{pos + 1}. {c.who(seat)}", "slot peer")
        _text(it, x + 20, 44, pos + 1, anchor="middle")
        _el(it, "circle", cx=x + 20, cy=60, r=12, fill=c.color(seat), stroke="#222")
    g = _zone(c, svg, "turn-track", 552, 6, 222, 74, _("Turn"))
    for t in range(1, v["turns"] + 1):
        x = 560 + (t - 1) * 30
        now = t == v["turn"]
        _box(c, g, x, 34, 27, 36, fill="#2b2118" if now else None)
        _text(g, x + 13.5, 58, t, anchor="middle", bold=now, fill="#ffffff" if now else None)
    g = _zone(c, svg, "crown", 782, 6, 212, 74, _("Crown wealth"))
    _el(g, "title", _("Crown wealth: {n} ducats").format(n=v["crown"]))
    c.use(g, "crown", 968, 10, 20)
    for d in range(v["constants"]["crown_cap"] + 1):
        x = 790 + d * 29
        now = d == v["crown"]
        _box(c, g, x, 34, 26, 36, fill=c.colors["gold"] if now else None)
        if now:
            c.use(g, "ducat", x + 4, 36, 18)
        _text(g, x + 13, 66, d, anchor="middle", bold=now)


def _market_row(c: _Ctx, svg) -> None:
    """Zones 6, 7, 4 and 5: Market (slot 1 right-most), Surplus, Church and bulls."""
    _ = c._
    v = c.view
    slots = v["constants"]["market_slots"]
    g = _zone(c, svg, "market", 344, 88, 268, 96, _("Market"))
    for i in range(slots):            # slot 1 is the right-most; tiles close up to the right
        x = 344 + 268 - 12 - 60 - i * 63
        kind = v["market"][i] if i < len(v["market"]) else None
        name = _(RESOURCE_NAMES[kind]) if kind else _("empty")
        it = c.item(g, f"market {i + 1}", (x, 112, 60, 62),
                    _("Market slot {n}: {tile}").format(n=i + 1, tile=name),
                    "slot market" + (f" tile {kind}" if kind else ""), explain=_tile_key(kind))
        if kind:
            _tile(c, it, kind, x, 112, 60, 62)
        else:
            _box(c, it, x, 112, 60, 62, dashed=True)
            _text(it, x + 30, 149, i + 1, anchor="middle", fill="#9a8c74")
    _text(g, 604, 104, _("slot 1 →"), anchor="end", fill="#6d5c44")
    g = _zone(c, svg, "surplus", 620, 88, 100, 96, _("Surplus"))
    top = v["surplus"][-1] if v["surplus"] else None
    label = _("Surplus: {n} tiles").format(n=len(v["surplus"]))
    if top:
        label += " · " + _("top: {tile}").format(tile=_(RESOURCE_NAMES[top]))
    it = c.item(g, "surplus", (628, 112, 56, 62), label, "slot surplus stack")
    if top:
        for k in (2, 1):
            if len(v["surplus"]) > k:
                _box(c, it, 628 + 3 * k, 112 + 3 * k, 56, 62, fill="#d8ccb4")
        _tile(c, it, top, 628, 112, 56, 62)
    else:
        _box(c, it, 628, 112, 56, 62, dashed=True)
    _text(g, 714, 148, "×%d" % len(v["surplus"]), anchor="end", bold=True)
    edition = v.get("edition", {})
    guide = edition.get("donation_guide")
    g = _zone(c, svg, "church", 728, 88, 188, 96, _("Church"))
    spaces = v["constants"]["church_spaces"]
    if edition.get("roseton_cards"):
        _el(g, "title", _("Rosetón cards left: {n}").format(n=v["roseton_supply"]))
        c.use(g, "roseton", 872, 92, 16, fill="#8e3fb5")
        _text(g, 910, 105, "×%d" % v["roseton_supply"], anchor="end", bold=True)
    h = 54 if guide else 62               # room for the guide's slot numbers below
    for i in range(spaces):
        # seed 000: church space j sits above market slot j (slot 1 right-most, as the market)
        x = 736 + ((spaces - 1 - i) if guide else i) * 44
        space = v["church"][i] if i < len(v["church"]) else None
        if guide:
            _text(g, x + 21, 179, "↓%d" % (i + 1), anchor="middle", size=11, fill="#6d5c44")
        if space is None:
            it = c.item(g, f"church {i + 1}", (x, 112, 42, h),
                        _("Church space {n}: empty").format(n=i + 1), "slot church")
            _box(c, it, x, 112, 42, h, dashed=True)
            continue
        kind, owner = space
        label = _(RESOURCE_NAMES[kind])
        if owner is not None:
            label += " · " + _("rosetón of {player}").format(player=c.who(owner))
        it = c.item(g, None, (x, 112, 42, h), label, f"slot church tile {kind}",
                    explain=_tile_key(kind))
        _tile(c, it, kind, x, 112, 42, h, label=False)
        if owner is not None:
            c.use(it, "roseton", x + 9, 146, 24, fill=c.color(owner))
    g = _zone(c, svg, "bulls", 924, 88, 70, 96, _("Bulls"))     # seed 000: beside the board
    _el(g, "title", _("Bulls in supply: {n}").format(n=v["bull_supply"]))
    c.use(g, "bull", 937, 110, 44)
    _text(g, 959, 174, "×%d" % v["bull_supply"], anchor="middle", bold=True)


def _war_row(c: _Ctx, svg) -> None:
    """Zones 8, 11 and 12: European Wars, Maritime Trade and Magellan's voyage."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "wars", 344, 192, 296, 92, _("European Wars"))
    _text(g, 632, 210, _("Level {n}").format(n=v["war_level"]), anchor="end", bold=True)
    for i in range(v["constants"]["war_spaces"]):
        x = 354 + i * 47
        owner = v["war"][i] if i < len(v["war"]) else None
        active = i < v["war_level"]
        label = _("War space {n}").format(n=i + 1) + (
            ": " + c.who(owner) if owner is not None else (": " + _("free") if active else
                                                             " · " + _("beyond the level")))
        it = c.item(g, f"war {i + 1}", (x, 218, 42, 58), label, "slot war")
        _box(c, it, x, 218, 42, 58, fill=None if active else c.colors["inactive"],
             dashed=not active)
        _text(it, x + 21, 272, i + 1, anchor="middle", fill="#9a8c74")
        if owner is not None:
            c.use(it, "tercio", x + 7, 222, 28, fill=c.color(owner))
    g = _zone(c, svg, "trade", 648, 192, 174, 92, _("Maritime Trade"))
    n = len(v["players"])
    for seat in range(n):
        x = 656 + seat * 41
        count = v["players"][seat]["trade"]
        it = c.item(g, f"seat {seat}", (x, 218, 38, 58),
                    _("Trade markers of {player}: {n}").format(player=c.who(seat), n=count),
                    "slot trade")
        _box(c, it, x, 218, 38, 58)
        c.use(it, "ship", x + 7, 221, 24, fill=c.color(seat))
        _text(it, x + 19, 268, count, anchor="middle", bold=True)
    cards = v.get("edition", {}).get("magellan_piece") == "magellan_card"
    g = _zone(c, svg, "magellan", 830, 192, 164, 92, _("Magellan cards") if cards else _("Magellan"))
    spaces = v["magellan_spaces"]
    if v["magellan_done"]:
        _text(g, 912, 250, _("Completed"), anchor="middle", bold=True)
        return
    step = min(30, 148 // max(1, spaces))
    for i in range(spaces):
        x = 838 + i * step
        owner = v["magellan"][i] if i < len(v["magellan"]) else None
        if cards:                 # seed 000: a card per share; taken cards show the holder
            _box(c, g, x, 222, step - 6, step + 6, rx=3, dashed=owner is not None,
                 fill=c.colors["card back"] if owner is None else c.color(owner))
            if owner is None:
                c.use(g, "ship", x + 1, 228, step - 8)
            continue
        _box(c, g, x, 226, step - 4, step - 4)
        if owner is not None:
            c.use(g, "cube", x + 1, 227, step - 6, fill=c.color(owner))
    if cards:
        _el(g, "title", _("Magellan cards: {n} of {m} taken").format(
            n=len(v["magellan"]), m=spaces))
    else:
        _el(g, "title", _("Magellan's voyage: {n} of {m} spaces").format(
            n=len(v["magellan"]), m=spaces))


def _commons(c: _Ctx, svg) -> None:
    """Zone 9: the eight common actions with their cost; marked once taken this turn."""
    _ = c._
    cols = 3 if c.narrow else 4
    rows = -(-len(data.COMMON_ACTIONS) // cols)
    g = _zone(c, svg, "commons", 344, 292, 10 + cols * 160, 28 + rows * 74, _("Common actions"))
    for i, key in enumerate(data.COMMON_ACTIONS):
        x, y = 352 + (i % cols) * 160, 318 + (i // cols) * 74
        taken = key in c.view["commons_taken"]
        cost = c.view.get("edition", {}).get("common_cost", data.COMMON_COST)[key]
        label = _("{action}, cost {n} ducats").format(action=c.term(key), n=cost)
        taker = c.view.get("commons_by", {}).get(key)
        if taken:
            label += " · " + (_("taken this turn") if taker is None else
                              _("taken this turn by {player}").format(player=c.who(taker)))
        it = c.item(g, f"common {key}", (x, y, 154, 70), label,
                    "slot common" + (" taken" if taken else ""), (f"bull common {key}",),
                    explain=f"common:{key}")
        _box(c, it, x, y, 154, 70, fill=c.colors["taken"] if taken else c.colors["card"])
        for j, line in enumerate(_wrap(c.term(key), 17)[:2]):
            _text(it, x + 8, y + 20 + j * 18, line, cls="used" if taken else None)
        c.use(it, "ducat", x + 8, y + 47, 18)
        steps = c.view.get("edition", {}).get("court_steps", 1)
        shown = cost if key != "court" or steps == 1 else _("{n} per step").format(n=cost)
        _text(it, x + 31, y + 62, shown, bold=True)
        if taken:
            _el(it, "circle", cx=x + 138, cy=y + 54, r=10, stroke="#2b2118", stroke_width=1.5,
                fill="#2b2118" if taker is None else c.color(taker))   # the taker's marker,
            #          bottom right (a bull's place, never offered on a taken action): not on the name
        if f"bull common {key}" in c.legal:
            b = c.item(it, f"bull common {key}", (x + 104, y + 42, 44, 24),
                       _("Use a bull: {action}").format(action=c.term(key)), "bull-badge")
            _box(c, b, x + 104, y + 42, 44, 24, fill="#ffffff")
            c.use(b, "bull", x + 116, y + 44, 20)


def _gp_and_estates(c: _Ctx, svg) -> None:
    """Zones 10 and 14: Greatness Points of each player and the face-down Estates stack."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "gp", 344, 476, 460, 28 + 0, _("Greatness Points"))
    g.find("text").set("y", "495")
    for seat, p in enumerate(v["players"]):
        x = 540 + seat * 64
        it = c.item(g, None, (x, 478, 60, 24), _("{player}: {n} GP").format(
            player=c.who(seat), n=p["gp"]), "gp")
        _el(it, "circle", cx=x + 10, cy=490, r=8, fill=c.color(seat), stroke="#222")
        _text(it, x + 24, 495, p["gp"], bold=True)
    g = _zone(c, svg, "estates", 812, 476, 182, 28, _("Estates"))
    g.find("text").set("y", "495")
    _el(g, "title", _("Estates left: {n}").format(n=v["estates_left"]))
    c.use(g, "estate", 928, 480, 20)
    _text(g, 952, 495, "×%d" % v["estates_left"], bold=True)


def _status(c: _Ctx, svg) -> None:
    """The draft pool while drafting (the drafter sees the cards), else the turn status."""
    _ = c._
    v = c.view
    g = _el(svg, "g", class_="zone status")
    width, per_row = (488, 4) if c.narrow else (988, 99)
    cards = (v.get("pool") or [None] * v.get("pool_size", 0)) if v["phase"] == "draft" else []
    rows = 2 if c.narrow else 1                  # a stable height: room for 8 cards
    if c.narrow:
        g.set("transform", f"translate(0 {_NARROW_STATUS_Y - 510})")
    _el(g, "rect", x=6, y=510, width=width, height=26 + 52 * rows, rx=8, fill=c.colors["zone"],
        stroke=c.colors["zone stroke"], stroke_width=1.5)
    who = c.who(c.to_move) if c.to_move is not None else None
    head = _("Turn {n} of {m}").format(n=v["turn"], m=v["turns"]) + " · " + _(PHASES.get(
        v["phase"], v["phase"]))
    if v["phase"] == "act" and v.get("round"):
        head += " · " + _("round {n}").format(n=v["round"])
    if v["phase"] == "over":
        _text(g, 6 + width / 2, 555, head, anchor="middle", bold=True, size=18)
        return
    if who:
        head += " · " + _("to move: {player}").format(player=who)
    _text(g, 16, 530, head, bold=True)
    if v["phase"] != "draft":
        if v.get("current") and v.get("actor") is not None:
            _text(g, 16, 556, _("{player} acts with {character}").format(
                player=c.who(v["actor"]), character=c.term(v["current"])))
        return
    if not cards:
        return
    per_row = min(per_row, len(cards))
    w = min(114, (width - 16 - 10 * (per_row - 1)) // per_row)
    for i, ch in enumerate(cards):
        x, y = 16 + (i % per_row) * (w + 10), 538 + (i // per_row) * 52
        if ch is None:
            it = c.item(g, None, (x, y, w, 44), _("A character to draft (face down)"), "card back")
            _box(c, it, x, y, w, 44, fill=c.colors["card back"], stroke="#1b2438")
            c.use(it, "card", x + w / 2 - 10, y + 12, 20)
            continue
        it = c.item(g, f"draft {ch}", (x, y, w, 44), _("Draft: {character}").format(
            character=c.term(ch)), "card draft", explain=f"character:{ch}")
        _box(c, it, x, y, w, 44, fill=c.colors["card"])
        for j, line in enumerate(_wrap(c.term(ch), 12)[:2]):    # " " joins the lines in the
            _text(it, x + 6, y + 18 + j * 18, " " * (j > 0) + line)  # text read aloud (axe)


def _player(c: _Ctx, svg, seat: int) -> None:
    """One player's area: name, GP, pieces, estates and this turn's characters."""
    _ = c._
    v = c.view
    p = v["players"][seat]
    n = len(v["players"])
    if c.narrow:                      # two player areas per row
        pw = 240
        x, y = 6 + (seat % 2) * (pw + 8), _NARROW_PLAYERS_Y + (seat // 2) * 214
    else:
        pw = (988 - 8 * (n - 1)) / n
        x, y = 6 + seat * (pw + 8), 595
    moving = seat == c.to_move
    g = explainable(_el(svg, "g", class_="zone player" + (" to-move" if moving else ""),
                        data_seat=seat), "plus_ultra:zone:player")
    _el(g, "rect", x=x, y=y, width=pw, height=206, rx=8, fill=c.colors["zone"],
        stroke=c.color(seat) if moving else c.colors["zone stroke"],
        stroke_width=4 if moving else 1.5)
    _el(g, "rect", x=x, y=y, width=8, height=206, rx=3, fill=c.color(seat))
    used = p.get("rosetones_used", 0)          # seed 000: rosetón cards turned face down
    _el(g, "title", c.who(seat) + (" · " + _("to move") if moving else "")
        + (" · " + _("rosetón cards used: {n}").format(n=used) if used else ""))
    nx = x + 16
    if moving:
        _el(g, "path", d=f"M{x + 14} {y + 9} l10 7 l-10 7 z", fill="#2b2118")
        nx += 14
    _text(g, nx, y + 22, _short(p["name"], int((pw - 90) / 8.5) - (2 if moving else 0)),
          bold=True, size=16)
    c.use(g, "gp", x + pw - 84, y + 8, 18)
    _text(g, x + pw - 8, y + 22, _("{n} GP").format(n=p["gp"]), anchor="end", bold=True)
    col = (pw - 24) / 2
    stats = [("ducat", _("Ducats"), p["ducats"]), ("house", _("Houses"), p["houses"]),
             ("roseton", _("Rosetones"), p["rosetones"]), ("bull", _("Bulls"), p["bulls"]),
             ("natives", _("Natives"), p["natives"]), ("ship", _("Trade"), p["trade"])]
    for i, (kind, name, value) in enumerate(stats):
        sx, sy = x + 14 + (i % 2) * (col + 4), y + 28 + (i // 2) * 20
        row = explainable(_el(g, "g", class_="stat"), "plus_ultra:piece:" + _STAT_KEYS[kind])
        c.use(row, kind, sx, sy + 2, 16, fill=c.color(seat))
        label = _text(row, sx + 20, sy + 15, name)
        room = col - 24 - text_width(value, 14, bold=True) - 5   # a gap before the value
        if text_width(name, 14) > room:                 # a longer translation: squeezed
            label.set("textLength", f"{room:g}")
            label.set("lengthAdjust", "spacingAndGlyphs")
        _text(row, sx + col - 4, sy + 15, value, anchor="end", bold=True)
    ey = y + 28 + 3 * 20
    g_player = g
    g = explainable(_el(g_player, "g", class_="stat"), "plus_ultra:piece:estates")
    c.use(g, "estate", x + 14, ey + 2, 16)
    values = [e for e in p["estates"] if e is not None]
    shown = "" if not values else " (" + ", ".join(
        "+%d" % e if isinstance(e, int) else "+1/" + c.term(e) for e in values) + ")"
    _text(g, x + 34, ey + 15, _("Estates: {n}").format(n=len(p["estates"])) + shown)
    ty = ey + 20
    g = explainable(_el(g_player, "g", class_="stat"), "plus_ultra:piece:tercios")
    c.use(g, "tercio", x + 14, ty + 2, 16, fill=c.color(seat))
    _text(g, x + 34, ty + 15, _("Tercios: {active} + {tired} tired").format(
        active=p["tercios_active"], tired=p["tercios_tired"]))
    g = g_player
    for i, ch in enumerate(p["characters"]):
        _character(c, g, seat, ch, x + 14, ty + 22 + i * 25, pw - 22)


def _character(c: _Ctx, g, seat: int, ch: str | None, x, y, w) -> None:
    """A character card of this turn: face down while drafting, greyed once used."""
    _ = c._
    v = c.view
    if ch is None:
        it = c.item(g, None, (x, y, w, 22), _("Character (face down)"), "card back")
        _box(c, it, x, y, w, 22, fill=c.colors["card back"], stroke="#1b2438", rx=3)
        return
    used = ch in v["players"][seat]["used"]
    current = seat == v.get("actor") and ch == v.get("current")
    label = c.term(ch) + (" · " + _("used") if used else "")
    spots = tuple(f"act {ch} {k}" for k in (1, 2)) + (
        tuple(f"bull act {k}" for k in (1, 2)) if current else ())
    it = c.item(g, None, (x, y, w, 22), label, "card character" + (" used" if used else ""),
                spots, explain=f"character:{ch}")
    fill = c.colors["current"] if current else (c.colors["taken"] if used else c.colors["card"])
    _box(c, it, x, y, w, 22, fill=fill, rx=3)
    _text(it, x + 6, y + 16, c.term(ch), cls="used" if used else None)
    buttons = [(f"act {ch} {k}", str(k), _("{character}: action {n}").format(
        character=c.term(ch), n=k)) for k in (1, 2)]
    if current:
        buttons += [(f"bull act {k}", "+%d" % k, _("Use a bull: {character} action {n}").format(
            character=c.term(ch), n=k)) for k in (1, 2)]
    bx = x + w
    for key, text, blabel in reversed(buttons):
        if key not in c.legal:
            continue
        bw = 22 if len(text) == 1 else 30
        bx -= bw + 3
        b = c.item(it, key, (bx, y + 1, bw, 20), blabel, "act-button")
        _box(c, b, bx, y + 1, bw, 20, fill="#ffffff", rx=4)
        _text(b, bx + bw / 2, y + 16, text, anchor="middle", bold=True)


_STAT_KEYS = {"ducat": "ducats", "house": "houses", "roseton": "rosetones", "bull": "bulls",
              "natives": "natives", "ship": "trade"}
"""Explanation keys (``plus_ultra:piece:<key>``) of a player's counted pieces, by glyph."""


def _tile_key(kind: str | None) -> str | None:
    """The explanation key of a New World tile kind (colonies of any size share one)."""
    if kind is None:
        return None
    return "tile:" + ("colony" if kind.startswith("colony") else kind)


def _summary(c: _Ctx) -> str:
    """The ``<desc>`` text: a plain-text diagram of what the view shows."""
    v = c.view
    _ = c._
    res = lambda k: _(RESOURCE_NAMES[k])  # noqa: E731
    lines = [
        "Plus Ultra · " + _("Turn {n} of {m}").format(n=v["turn"], m=v["turns"]) + " · "
        + _(PHASES.get(v["phase"], v["phase"])),
        _("Peer Order") + ": " + ", ".join(c.who(s) for s in v["peer_order"]),
        _("Crown wealth") + ": %d" % v["crown"],
        _("Market") + ": " + (", ".join(res(k) for k in v["market"]) or "-"),
        _("Surplus") + ": %d" % len(v["surplus"]),
        _("Church") + ": " + (", ".join(res(c[0]) for c in v["church"] if c) or "-"),
        _("European Wars") + ": " + _("Level {n}").format(n=v["war_level"])
        + " · %d" % len(v["war"]),
        _("New World") + ": " + " | ".join(
            "-" if t is None else ("?" if t[0] == "hidden" else res(t[0]))
            for t in v["exploration"]),
    ]
    for seat, p in enumerate(v["players"]):
        lines.append(_("{player}: {gp} GP, {ducats} ducats").format(
            player=c.who(seat), gp=p["gp"], ducats=p["ducats"]))
    return "\n".join(lines)
