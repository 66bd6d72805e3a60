"""Drawing context and primitives of the Lorenzo il Magnifico board (engine/lorenzo/render.py):
colours, the board's CSS, the rendering context :class:`_Ctx` (view, translation, colours, the
legal actions drawn as buttons and their labels, the lit spaces' costs, highlights) and the
small shapes every part of the board uses (text, fitted names, boxes, zones, family member
tokens, the button of a lit space).  No rules are decided here.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET

from ..svg import FIT_LEAST, fit, hit_area, make_clickable, outline, text_width
from ..svg import BoardContext, board_css, el as _el, notation as _notation
from ..svgparts import PartCache
from . import describe
from .actions import split_servants
from .text import TERMS, cost_text, with_servants

N_ = lambda message: message  # noqa: E731  (marks msgids for Babel; translated when shown)

DEFAULT_COLORS = {
    "red": "#d32f2f", "green": "#2e7d32", "blue": "#1565c0", "yellow": "#f9c21b",
    "board": "#f3ead3", "zone": "#fbf7ec", "zone stroke": "#8b7355", "text": "#2b2118",
    "slot": "#ffffff", "slot stroke": "#b5a58a", "inactive": "#e4dccb",
    "territory": "#d4ebc4", "building": "#f6e4a6", "character": "#cfe0f4",
    "venture": "#e4d2ef", "black": "#222222", "white": "#ffffff", "orange": "#f08a24",
    "neutral": "#bdbdbd", "legal": "#0091ea", "focus": "#ff6d00", "current": "#fff3c4",
    "highlight": "#ffb300",
}
"""Colours by meaning; callers override any of them with ``colors=``."""

PLAYER_COLORS = ("red", "green", "blue", "yellow")
PLAYER_H = 166
"""Height of a personal board."""
COLOR_NAMES = {"red": N_("red"), "green": N_("green"), "blue": N_("blue"),
               "yellow": N_("yellow")}

_CSS = board_css(12, small_px=10, glow=7, hover_glow=False, extra=".placed{opacity:.3}")


def _spots(notations) -> set[str]:
    """The board places actions acted on: ``place green 2`` and ``take green 2`` → ``green
    2``; ``place council`` → ``council``; ``member black 5`` → ``member black`` (on the
    board of the seat that chose it); ``leader use sisto_iv`` → ``leader sisto_iv`` (its
    card); others name no place."""
    out = set()
    for notation in notations:
        verb, *args = _base(notation).split()
        if verb in ("place", "take") and args:
            out.add(" ".join(args))
        elif verb == "member" and args:
            out.add(f"member {args[0]}")
        elif verb == "leader" and len(args) == 2:
            out.add(f"leader {args[1]}")
    return out


def _base(notation: str) -> str:
    """A notation without its servants token: ``place territory 4 +3`` → ``place territory
    4`` (the board place; the servants are named in the element's label)."""
    args, _n = split_servants(tuple(notation.split()))
    return " ".join(args)


class _Ctx(BoardContext):
    """Everything one rendering needs: the view, translation, colours and the legal targets."""

    def __init__(self, view, legal, gettext, colors, highlight=()):
        super().__init__(view, gettext, colors, DEFAULT_COLORS)
        self.lit = _spots(_notation(a) for a in highlight)
        self.full = {_base(n): n for n in map(_notation, legal)}
        self.legal = set(self.full)         # board places: notations without servants
        self.overlays: list[tuple[ET.Element, tuple]] = []
        self.marks: list[tuple[ET.Element, tuple]] = []
        self.seat: int | None = None
        self.actor: int | None = None
        self.player_h = PLAYER_H
        self.fragments: PartCache | None = None
        """Where pieces of the parts are kept (:meth:`engine.svgparts.PartCache.fragment`;
        None: drawn every time)."""

    def color(self, seat: int) -> str:
        return self.colors[PLAYER_COLORS[seat % 4]]

    def who(self, seat: int) -> str:
        return "%s (%s)" % (self.view["players"][seat]["name"],
                            self._(COLOR_NAMES[PLAYER_COLORS[seat % 4]]))

    def term(self, key: str) -> str:
        return self._(TERMS.get(key, key))

    def item(self, parent, key: str | None, box: tuple, label: str, cls: str) -> ET.Element:
        """A group for one board element; clickable (``data-action=key``) when ``key`` is legal."""
        g = _el(parent, "g", class_=cls)
        if key is not None and key in self.legal and key not in self.drawn:
            self.drawn.add(key)
            full = self.full[key]
            n = split_servants(tuple(full.split()))[1]
            if n and key.startswith("take "):   # spends servants: the label says how many
                first, *rest = label.split("\n", 1)
                label = "\n".join([f"{first} {with_servants(n, self._)}", *rest])
            make_clickable(g, full, label)
            self.overlays.append((g, box))
            _el(g, "title", label)
            if self.hit:
                hit_area(g, box, self.hit)
            return g
        _el(g, "title", label)
        return g

    def placing(self, space: str, name: str) -> tuple[str | None, str]:
        """For the space ``space`` ("territory 4", "council"; ``name``: its display text):
        the key of its legal ``place`` action (None when not legal now) and the label of that
        action: the member, the space, and what it costs ("3 servants, 3 coins fee")."""
        key = f"place {space}"
        choosing = self.view.get("choosing")
        if key not in self.legal or not choosing:
            return None, name
        _ = self._
        label = _("Place the {member} family member ({n}) on {space}").format(
            member=self.term(choosing["member"]), n=choosing["value"], space=name)
        cost = self.cost(space)
        return key, label + (": " + cost if cost else "")

    def cost(self, space: str) -> str:
        """What placing on ``space`` costs before its card or reward, from the view's
        ``choosing`` ("3 servants, 3 coins fee"; "" when nothing)."""
        return cost_text((self.view.get("choosing") or {}).get("costs", {}).get(space), self._)

    def badge_text(self, space: str) -> str:
        """The short cost of a lit space, "3 serv. · +3 coins"; "" when it has no badge."""
        costs = (self.view.get("choosing") or {}).get("costs", {}).get(space)
        if not costs or f"place {space}" not in self.legal:
            return ""
        _ = self._
        parts = []
        if costs["servants"]:
            parts.append(f"{costs['servants']} {_(describe.SHORT['servants'])}")
        if costs["fee"]:
            parts.append(f"+{costs['fee']} {_(describe.SHORT['coins'])}")
        return " · ".join(parts)

    def badge(self, g, space: str, x, y) -> None:
        """The cost of a lit space, in a small label at (x, y) (its top left corner), short:
        "3 serv. · +3 coins" (the element's label says it in full)."""
        text = self.badge_text(space)
        if not text:
            return
        bw = len(text) * 5.6 + 8
        _el(g, "rect", x=x, y=y, width=bw, height=13, rx=3, fill=self.colors["legal"])
        _text(g, x + 4, y + 10, text, cls="small", fill="#ffffff", bold=True)

    def mark(self, g, spot: str, box: tuple) -> None:
        """Outline ``g`` (class ``highlight``) when a highlighted action acted on ``spot``."""
        if spot in self.lit:
            g.set("class", (g.get("class", "") + " highlight").strip())
            self.marks.append((g, box))

    def finish(self) -> None:
        """Draw the outlines of the highlighted places and legal buttons drawn since the last
        call (each drawn part of the board ends with one)."""
        for g, box in self.marks:
            outline(g, box, lit=True)
        for g, box in self.overlays:
            outline(g, box, act=True, rx=5)
        self.marks.clear()
        self.overlays.clear()


def _text(parent, x, y, s, *, size=None, anchor=None, bold=False, fill=None, cls=None):
    classes = " ".join(filter(None, ["title" if bold else None, cls]))
    return _el(parent, "text", s, x=x, y=y, font_size=size, text_anchor=anchor,
               class_=classes or None, style=f"fill:{fill}" if fill else None)




def _fit(parent, x, y, s: str, width: float, **kw) -> ET.Element:
    """Small bold text kept inside ``width`` (:func:`engine.svg.fit`: squeezed when a little
    too long, in a font down to 9 units when more, never condensed below
    :data:`engine.svg.FIT_LEAST` of its width); cut with "…" beyond."""
    least = FIT_LEAST * 0.9                       # at 9 units instead of 10
    if text_width(s, 10, True) * least > width:
        while len(s) > 1 and text_width(s + "…", 10, True) * least > width:
            s = s[:-1]
        s = s.rstrip() + "…"
    return fit(_text(parent, x, y, s, cls="small", bold=True, **kw), width, 10, True)


def _box(c, g, x, y, w, h, *, fill=None, dashed=False, stroke=None, rx=4):
    return _el(g, "rect", x=x, y=y, width=w, height=h, rx=rx, fill=fill or c.colors["slot"],
               stroke=stroke or c.colors["slot stroke"], stroke_width=1.2,
               stroke_dasharray="4 3" if dashed else None)


def _zone(c, parent, cls: str, x, y, w, h, title: str) -> ET.Element:
    g = _el(parent, "g", class_="zone " + cls)
    _el(g, "rect", x=x, y=y, width=w, height=h, rx=7, fill=c.colors["zone"],
        stroke=c.colors["zone stroke"], stroke_width=1.4)
    _text(g, x + 7, y + 15, title, bold=True)
    return g


def _token(c, g, x, y, seat: int, member: str, r=8) -> None:
    """A placed family member: die colour inside, the owner's colour as a thick ring."""
    _el(g, "circle", cx=x, cy=y, r=r, fill=c.colors[member], stroke=c.color(seat),
        stroke_width=3)


def _placing_button(c, g, key: str, box: tuple, label: str, cls: str) -> ET.Element:
    """The button of a lit space, drawn over what the space shows: a transparent area named
    by ``label``.  The texts stay outside it, so the button's name (the space and its cost in
    words) is never contradicted by what it shows (axe label-content-name-mismatch)."""
    button = c.item(g, key, box, label, cls)
    x, y, w, h = box
    _el(button, "rect", x=x, y=y, width=w, height=h, fill="#ffffff", fill_opacity=0)
    return button
