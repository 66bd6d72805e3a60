"""SVG board of Lorenzo il Magnifico: pure functions from a view dict to SVG text (``chess.svg``
style).

Drawn: the status bar (round, period, dice, turn order), the four towers with their floors,
values, bonuses and cards (cost and effects in short text, the full description on hover or
focus), the Council Palace, the Market, the Harvest and Production areas, the excommunication
tiles with the faith requirement, and one personal board per player (points, resources, family
members, the four rows of cards).  No rules are decided here: legality arrives as ``legal``;
``member …`` actions (the first step of a placement) are drawn on the family members of the
player's board, ``place …`` actions (the second) on their whole space, lit, with what the
view's ``choosing`` says the space costs, and ``take …`` actions on the card (DESIGN.md,
"Contract that tests rely on"); other answers are left to the side panel.  Built with
ElementTree, so every text is escaped.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Callable, Iterable

from ..core import Action
from ..i18n import ngettext
from ..svg import to_text as svg_text
from ..svg import explainable, hit_area, hit_layout, make_clickable, outline
from ..svg import el as _el, notation as _notation, wrap as _wrap
from . import data, describe
from . import render_cards as rcards
from .describe import bundle
from .actions import split_servants
from .text import TERMS, capital, with_servants

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
COLOR_NAMES = {"red": N_("red"), "green": N_("green"), "blue": N_("blue"),
               "yellow": N_("yellow")}
ROW_NAMES = {"territory": N_("Terr."), "building": N_("Build."), "character": N_("Char."),
             "venture": N_("Vent.")}
PHASES = {"draft": N_("Leader draft"), "tiles": N_("Personal bonus tiles"),
          "actions": N_("Actions"), "vatican": N_("Vatican report"), "over": N_("Game over")}
PLAYER_H = 166
"""Height of a personal board."""
WIDTH, NARROW_WIDTH = 1000, 500
"""Board widths in user units: ``layout="wide"`` (desktop) and ``"narrow"`` (phones)."""

_CSS = """
text{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;font-size:12px;fill:%(text)s}
.title{font-weight:bold}
.small{font-size:10px}
.action{cursor:pointer}
.action .hl{fill:none;stroke:%(legal)s;stroke-width:3}
.highlight .hx{fill:none;stroke:%(highlight)s;stroke-width:4;stroke-dasharray:6 3}
.action .glow{fill:none;stroke:%(legal)s;stroke-opacity:.3;stroke-width:7}
.action:hover .hl,.action:focus .hl{stroke:%(focus)s;stroke-width:4}
.action:focus{outline:none}
.placed{opacity:.3}
"""


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


class _Ctx:
    """Everything one rendering needs: the view, translation, colours and the legal targets."""

    def __init__(self, view, legal, gettext, colors, highlight=()):
        self.view = view
        self.hit = 0                      # smallest hit-area side (board(): by layout)
        self.lit = _spots(_notation(a) for a in highlight)
        self._ = gettext or (lambda s: s)
        self.colors = {**DEFAULT_COLORS, **(colors or {})}
        self.full = {_base(n): n for n in map(_notation, legal)}
        self.legal = set(self.full)         # board places: notations without servants
        self.drawn: set[str] = set()
        self.overlays: list[tuple[ET.Element, tuple]] = []
        self.marks: list[tuple[ET.Element, tuple]] = []
        self.seat: int | None = None
        self.actor: int | None = None
        self.player_h = PLAYER_H

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
        costs = (self.view.get("choosing") or {}).get("costs", {}).get(space)
        if not costs:
            return ""
        _ = self._
        parts = []
        if costs["servants"]:
            parts.append(ngettext("{n} servant", "{n} servants", costs["servants"], _).format(
                n=costs["servants"]))
        if costs["fee"]:
            parts.append(_("{n} coins fee").format(n=costs["fee"]))
        return ", ".join(parts)

    def badge(self, g, space: str, x, y) -> None:
        """The cost of a lit space, in a small label at (x, y) (its top left corner), short:
        "3 serv. · +3 coins" (the element's label says it in full)."""
        costs = (self.view.get("choosing") or {}).get("costs", {}).get(space)
        if not costs or f"place {space}" not in self.legal:
            return
        _ = self._
        parts = []
        if costs["servants"]:
            parts.append(f"{costs['servants']} {_(describe.SHORT['servants'])}")
        if costs["fee"]:
            parts.append(f"+{costs['fee']} {_(describe.SHORT['coins'])}")
        text = " · ".join(parts)
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
        for g, box in self.marks:
            outline(g, box, lit=True)
        for g, box in self.overlays:
            outline(g, box, act=True, rx=5)


def _text(parent, x, y, s, *, size=None, anchor=None, bold=False, fill=None, cls=None):
    classes = " ".join(filter(None, ["title" if bold else None, cls]))
    return _el(parent, "text", s, x=x, y=y, font_size=size, text_anchor=anchor,
               class_=classes or None, style=f"fill:{fill}" if fill else None)


BOLD_SMALL_CHAR = 6.6
"""Mean width (SVG units) of a bold 10-unit DejaVu Sans character, for fitting names."""


def _fit(parent, x, y, s: str, width: float, *, squeeze: float = 1.3, **kw) -> ET.Element:
    """Small bold text kept inside ``width``: squeezed (SVG ``textLength``, at most by
    ``squeeze``) when a little too long, cut with "…" beyond; never wider than ``width``."""
    fits = int(width * squeeze / BOLD_SMALL_CHAR)
    if len(s) > fits:
        s = s[:fits - 1].rstrip() + "…"
    e = _text(parent, x, y, s, cls="small", bold=True, **kw)
    if len(s) * BOLD_SMALL_CHAR > width:
        e.set("textLength", f"{width:g}")
        e.set("lengthAdjust", "spacingAndGlyphs")
    return e


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


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, to_move: int | None = None,
          colors: dict[str, str] | None = None, layout: str = "wide",
          highlight: Iterable[Action | str] = (), actor: int | None = None,
          **_options) -> str:
    """The SVG text of a Lorenzo board for ``view``.

    Args:
        view: the dict of :func:`engine.lorenzo.view.view`.
        legal: the deciding seat's legal actions; ``place …`` and ``take …`` are drawn on the
            board with ``data-action``; the others are left to the side panel.
        gettext: translation of user-visible text (English if None).
        to_move: the deciding seat for ``data-to-move`` (default: the view's ``to_move``).
        colors: overrides of :data:`DEFAULT_COLORS`.
        layout: "wide" (1000 units across) or "narrow" (500 across, for phones).
        highlight: actions (e.g. the last turn's) whose places get a dashed outline.
        actor: the seat that made the ``highlight`` actions (its family member chosen is
            outlined on its board; default: the seat choosing a space now, if any).

    Raises:
        ValueError: unknown layout.

    >>> from engine.lorenzo import GAME as g
    >>> s = g.new(2, seed=1)
    >>> 'data-game="lorenzo"' in board(g.view(s, 0), legal=g.legal_actions(s))
    True
    """
    if layout not in ("wide", "narrow"):
        raise ValueError(f"layout must be 'wide' or 'narrow', not {layout!r}")
    c = _Ctx(view, legal, gettext, colors, highlight)
    c.actor = actor if actor is not None else (view.get("choosing") or {}).get("seat")
    c.hit = hit_layout(layout)                 # phones: hit areas of at least 24 CSS px
    _ = c._
    narrow = layout == "narrow"
    n = len(view["players"])
    seat = to_move if to_move is not None else view.get("to_move")
    c.seat = seat
    width = NARROW_WIDTH if narrow else WIDTH
    if narrow:
        tower_w, towers_y, spaces = 242, 50, (6, 900, 488)
        players_y, per_row, player_w = spaces[1] + 5 * 86 + 6, 1, 488
    else:
        tower_w, towers_y, spaces = 157, 50, (646, 50, 348)
        players_y, per_row, player_w = 486, 2, 491
    rows = (n + per_row - 1) // per_row
    c.player_h = PLAYER_H + (rcards.LEADER_ROW if view.get("variant") == "advanced" else 0)
    height = players_y + rows * (c.player_h + 6)
    svg = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {width} {height}",
        "width": "100%", "class": f"board lorenzo {layout}", "data-game": "lorenzo",
        "role": "group", "aria-label": _("Lorenzo il Magnifico board")})
    if seat is not None and view.get("phase") != "over":
        svg.set("data-to-move", str(seat))
    if view.get("phase") == "over":
        svg.set("data-game-over", "true")
    _el(svg, "desc", _summary(c))
    _el(svg, "style", _CSS % c.colors)
    _el(svg, "rect", x=0, y=0, width=width, height=height, fill=c.colors["board"])
    _status(c, svg, width)
    for i, tower in enumerate(data.TOWER_ORDER):
        if narrow:
            x, y = 6 + (i % 2) * (tower_w + 4), towers_y + (i // 2) * 422
        else:
            x, y = 6 + i * (tower_w + 1), towers_y
        _tower(c, svg, tower, x, y, tower_w)
    if view.get("phase") in ("draft", "tiles"):       # advanced setup: over the empty towers
        rcards.setup_choices(c, svg, 6, towers_y, width - 12 if narrow else 4 * (tower_w + 1) - 1,
                            2 * 422 - 4 if narrow else 418)
    _spaces(c, svg, *spaces)
    for i in range(n):
        x = 6 + (i % per_row) * (player_w + 6)
        y = players_y + (i // per_row) * (c.player_h + 6)
        _player(c, svg, i, x, y, player_w)
    c.finish()
    return svg_text(svg)


def _summary(c) -> str:
    v = c.view
    return "Lorenzo il Magnifico: " + c._("round {round} of {rounds}, period {period}").format(
        round=v["round"], rounds=v["rounds"], period=v["period"])


# -- status bar --------------------------------------------------------------------------------
def _status(c, svg, width) -> None:
    _ = c._
    v = c.view
    g = _el(svg, "g", class_="status")
    _box(c, g, 6, 6, width - 12, 38, fill=c.colors["zone"], stroke=c.colors["zone stroke"])
    status = _("Round {round}/{rounds} · period {period}").format(
        round=v["round"], rounds=v["rounds"], period=v["period"])
    if width > NARROW_WIDTH:
        status += " · " + _(PHASES.get(v["phase"], v["phase"]))
    _text(g, 14, 30, status, bold=True)
    x = width - 12 - 3 * 34
    for i, die in enumerate(data.DICE):
        value = v["dice"].get(die, "")
        dg = _el(g, "g", class_=f"die {die}")
        explainable(dg, f"lorenzo:die:{die}")
        _el(dg, "title", _("{die} die: {n}").format(die=c.term(die), n=value))
        _el(dg, "rect", x=x + i * 34, y=11, width=28, height=28, rx=5, fill=c.colors[die],
            stroke="#555")
        _text(dg, x + i * 34 + 14, 31, value, anchor="middle", bold=True,
              fill="#ffffff" if die == "black" else "#222222", size=16)
    ox = x - 20 - 30 * len(v["turn_order"])
    _text(g, ox - 6, 30, _("Order:"), anchor="end")
    for pos, seat in enumerate(v["turn_order"]):
        og = _el(g, "g", class_="order")
        _el(og, "title", f"{pos + 1}. {c.who(seat)}")
        _el(og, "circle", cx=ox + 12 + pos * 30, cy=25, r=11, fill=c.color(seat),
            stroke="#000" if seat == c.seat else "#555", stroke_width=3 if seat == c.seat else 1)
        _text(og, ox + 12 + pos * 30, 29, pos + 1, anchor="middle", fill="#ffffff", bold=True)


# -- towers ------------------------------------------------------------------------------------
def _tower(c, svg, tower: str, x, y, w) -> None:
    _ = c._
    g = _zone(c, svg, "tower " + tower, x, y, w, 418, c.term(tower))
    explainable(g, f"lorenzo:tower:{tower}")
    for floor in range(4):
        fy = y + 22 + (3 - floor) * 99
        _floor(c, g, tower, floor, x + 4, fy, w - 8, 95)


def _placing_button(c, g, key: str, box: tuple, label: str, cls: str) -> ET.Element:
    """The button of a lit space, drawn over what the space shows: a transparent area named
    by ``label``.  The texts stay outside it, so the button's name (the space and its cost in
    words) is never contradicted by what it shows (axe label-content-name-mismatch)."""
    button = c.item(g, key, box, label, cls)
    x, y, w, h = box
    _el(button, "rect", x=x, y=y, width=w, height=h, fill="#ffffff", fill_opacity=0)
    return button


def _action_space(c, g, place, box: tuple, label: str, place_label: str, cls: str,
                  open_: bool) -> ET.Element:
    """The group of a Market, Harvest or Production space: the button of its ``place`` action
    when that is legal now, else a plain group titled ``label`` (said covered when not open)."""
    if place:
        return c.item(g, place, box, place_label, cls)
    sg = _el(g, "g", class_=cls)
    _el(sg, "title", label if open_ else label + " — " + c._("covered"))
    return sg


def _floor(c, g, tower, floor, x, y, w, h) -> None:
    _ = c._
    v = c.view
    space = f"{tower} {floor + 1}"
    place, place_label = c.placing(space, c.term(space))
    key = v["towers"][tower][floor]
    occupant = v["tower_members"][tower][floor]
    strip = 36
    cw = w - strip - 3
    name = c.term(key) if key else ""
    if key:
        card = data.CARDS[key]
        full = describe.card_full(card, name, _)
        take = f"take {tower} {floor + 1}"
        label = (_("Take {card}").format(card=name) + "\n" + full) if take in c.legal else full
        item = c.item(g, take, (x, y, cw, h), label, f"card {tower}")
        explainable(item, f"lorenzo:card:{key}")
        _box(c, item, x, y, cw, h, fill=c.colors[tower], stroke="#6b5b45")
        _card_face(c, item, card, name, x, y, cw, h)
    else:
        _box(c, g, x, y, cw, h, fill=c.colors["inactive"], dashed=True)
    sx = x + cw + 3
    sg = _el(g, "g", class_="floor-space")
    explainable(sg, f"lorenzo:space:{tower}-{floor + 1}")
    bonus = data.FLOOR_BONUS[tower][floor]
    label = _("{space}: value {value}").format(space=capital(c.term(space)),
                                               value=data.FLOOR_VALUES[floor])
    if bonus:
        label += "; " + _("bonus {bonus}").format(bonus=bundle(bonus, _))
    _el(sg, "title", label)
    c.mark(sg, f"{tower} {floor + 1}", (x, y, w, h))
    _box(c, sg, sx, y, strip, h)
    _el(sg, "rect", x=sx + 6, y=y + 3, width=24, height=18, rx=3, fill="#fff", stroke="#333")
    _text(sg, sx + 18, y + 16, data.FLOOR_VALUES[floor], anchor="middle", bold=True)
    for i, (kind, n) in enumerate(bonus):
        _text(sg, sx + 18, y + 33 + i * 11, f"+{n}", anchor="middle", cls="small")
        _text(sg, sx + 18, y + 44 + i * 11, _(describe.SHORT[kind]), anchor="middle",
              cls="small")
    if occupant:
        _token(c, sg, sx + 18, y + h - 14, occupant[0], occupant[1])
    if place:                           # the whole floor (card and space) chooses it
        c.badge(g, space, x + 2, y + h - 15)
        _placing_button(c, g, place, (x, y, w, h), place_label, "floor")


def _card_face(c, g, card, name, x, y, w, h) -> None:
    """Name, cost and effects in short text on a card.  Text that needs more lines than the
    card has first moves a two-line name onto one (smaller, squeezed) line; what still does
    not fit ends in "…" (the card's title always has the full description)."""
    _ = c._
    chars = max(8, int(w / 6.4))
    rows = []
    if card.type != "territory":
        rows.append("$ " + describe.cost(card, _, short=True))
    if card.immediate:
        rows.append("⚡ " + describe.effects(card.immediate, _))
    if card.type in ("territory", "building"):
        rows.append(f"⚄{card.value}: " + describe.effects(card.permanent, _))
    elif card.permanent:
        rows.append("∞ " + describe.effects(card.permanent, _))
    if card.end_vp:
        rows.append(_("End: {n} VP").format(n=card.end_vp))
    out = [line for row in rows for line in _wrap(row, chars)]
    lines = _wrap(name, int(w / 7.9))[:2]
    room = lambda names: int((h - 13 - names * 13) // 11)  # noqa: E731
    if (len(lines) == 2 and len(out) > room(2)
            and len(name) * BOLD_SMALL_CHAR <= (w - 8) * 1.3):
        _fit(g, x + 4, y + 12, name, w - 8)
        lines = [name]
    else:
        for i, line in enumerate(lines):
            _text(g, x + 4, y + 13 + i * 13, line, bold=True)
    yy = y + 13 + len(lines) * 13
    if len(out) > room(len(lines)):            # longer lines, squeezed into the width
        out = [line for row in rows for line in _wrap(row, int(chars * 1.25))]
    if len(out) > room(len(lines)):
        g.set("data-overflow", "true")
        out = out[:room(len(lines))]
        out[-1] = out[-1][:chars - 1].rstrip() + "…"
    for i, line in enumerate(out):
        e = _text(g, x + 4, yy + 9 + i * 11, line, cls="small")
        if len(line) > chars:
            e.set("textLength", f"{w - 8:g}")
            e.set("lengthAdjust", "spacingAndGlyphs")


# -- action spaces -----------------------------------------------------------------------------
def _spaces(c, svg, x, y, w) -> None:
    _ = c._
    v = c.view
    # Council Palace
    g = _zone(c, svg, "council", x, y, w, 82, c.term("council"))
    place, label = c.placing("council", c.term("council"))
    _box(c, g, x + 8, y + 24, w - 16, 50)
    c.mark(g, "council", (x + 8, y + 24, w - 16, 50))
    note = _("1 coin + 1 privilege; sets the turn order")
    if len(c.term("council")) * 7.0 + len(note) * 4.9 + 24 <= w:
        _text(g, x + w - 8, y + 15, note, anchor="end", cls="small")
    else:                                   # too long beside the title: inside the box
        _text(g, x + w - 14, y + 69, note, anchor="end", cls="small")
    for i, (seat, member) in enumerate(v["council"][:16]):
        _token(c, g, x + 20 + i * 19, y + 40, seat, member)
    c.badge(g, "council", x + w - 12 - len(c.cost("council")) * 5.6, y + 27)
    # the explanation sits on the button when there is one (no keyboard stop around a button)
    explainable(_placing_button(c, g, place, (x + 8, y + 24, w - 16, 50), label, "council-space")
                if place else g, "lorenzo:space:council")
    # Market
    y += 86
    g = _zone(c, svg, "market", x, y, w, 82, c.term("market"))
    sw = (w - 16 - 3 * 6) / 4
    rewards = [bundle(r, _) for r in data.MARKET[:3]] + [_("2 different privileges")]
    for i in range(4):
        sx = x + 8 + i * (sw + 6)
        open_ = i < v["market_open"]
        label = _("Market {n}: {reward}").format(n=i + 1, reward=rewards[i])
        place, place_label = c.placing(f"market {i + 1}", label)
        sg = _action_space(c, g, place, (sx, y + 22, sw, 54), label, place_label,
                           "market-space", open_)
        _box(c, sg, sx, y + 22, sw, 54, fill=None if open_ else c.colors["inactive"],
             dashed=not open_)
        c.mark(sg, f"market {i + 1}", (sx, y + 22, sw, 54))
        explainable(sg, f"lorenzo:space:market-{i + 1}")
        for j, line in enumerate(_wrap(rewards[i], int(sw / 6.2))[:2]):
            _text(sg, sx + 4, y + 35 + j * 11, line, cls="small")
        occupant = v["market"][i]
        if occupant:
            _token(c, sg, sx + sw / 2, y + 64, occupant[0], occupant[1])
        c.badge(sg, f"market {i + 1}", sx + 3, y + 58)
    # Harvest and Production
    for area in ("harvest", "production"):
        y += 86
        g = _zone(c, svg, area, x, y, w, 82, c.term(area))
        tile = _("bonus tile: {gain}").format(gain=bundle(getattr(
            data.BONUS_TILES[v["players"][c.seat or 0]["tile"]], area), _))
        tg = explainable(_el(g, "g", class_="bonus-tile"),
                         "lorenzo:tile:" + v["players"][c.seat or 0]["tile"])
        _text(tg, x + w - 8, y + 15, tile, anchor="end", cls="small")
        for space in (0, 1):
            sx = x + 8 + space * 96
            sw = 88 if space == 0 else w - 16 - 96
            open_ = space == 0 or len(v["players"]) >= data.LARGE_SPACES_FROM
            label = _("{area} space {n}").format(area=c.term(area), n=space + 1)
            if space:
                label += " (−3)"
            place, place_label = c.placing(f"{area} {space + 1}", label)
            sg = _action_space(c, g, place, (sx, y + 22, sw, 54), label, place_label,
                               "area-space", open_)
            _box(c, sg, sx, y + 22, sw, 54, fill=None if open_ else c.colors["inactive"],
                 dashed=not open_)
            c.mark(sg, f"{area} {space + 1}", (sx, y + 22, sw, 54))
            explainable(sg, f"lorenzo:space:{area}-{space + 1}")
            _text(sg, sx + sw - 4, y + 72, "≥1" + (" −3" if space else ""), cls="small",
                  anchor="end")
            for i, (seat, member) in enumerate(v[area][space][:10]):
                _token(c, sg, sx + 12 + i * 19, y + 60, seat, member)
    # Excommunication tiles
    y += 86
    g = _zone(c, svg, "excommunications", x, y, w, 82, _("Vatican reports"))
    tw = (w - 16 - 12) / 3
    for i, key in enumerate(v["excommunications"]):
        period = i + 1
        tx = x + 8 + i * (tw + 6)
        text = c.term(key)
        tg = _el(g, "g", class_="excommunication")
        explainable(tg, f"lorenzo:excommunication:{key}")
        _el(tg, "title", _("Period {n}: {fp} faith points needed; excommunication: {text}").format(
            n=period, fp=data.FAITH_REQUIRED[period], text=text))
        _box(c, tg, tx, y + 22, tw, 54, fill="#ece3f3" if period == v["period"] else "#f4eee4")
        _text(tg, tx + 4, y + 34, _("{n}: ≥{fp} FP").format(n=period,
                                                           fp=data.FAITH_REQUIRED[period]),
              bold=True, cls="small")
        chars = int(tw / 6.2)
        lines = _wrap(text, chars)
        if len(lines) > 3:                  # longer lines, squeezed into the width (Spanish)
            lines = _wrap(text, int(chars * 1.3))
        if len(lines) > 3:
            lines = lines[:2] + [lines[2][:int(chars * 1.3) - 1].rstrip() + "…"]
        for j, line in enumerate(lines):
            e = _text(tg, tx + 4, y + 46 + j * 10.5, line, cls="small")
            if len(line) > chars:
                e.set("textLength", f"{tw - 8:g}")
                e.set("lengthAdjust", "spacingAndGlyphs")
        cubes = [s for s, p in enumerate(v["players"]) if period in p["excommunicated"]]
        for j, s in enumerate(cubes):
            _el(tg, "rect", x=tx + tw - 12 - j * 12, y=y + 66, width=9, height=9,
                fill=c.color(s), stroke="#222")


# -- personal boards ---------------------------------------------------------------------------
def _player(c, svg, seat: int, x, y, w) -> None:
    _ = c._
    v = c.view
    p = v["players"][seat]
    now = seat == c.seat
    g = _el(svg, "g", class_=f"player seat-{seat}")
    _el(g, "rect", x=x, y=y, width=w, height=c.player_h, rx=7,
        fill=c.colors["current"] if now else c.colors["zone"], stroke=c.color(seat),
        stroke_width=4 if now else 2)
    _el(g, "rect", x=x + 8, y=y + 7, width=14, height=14, rx=3, fill=c.color(seat))
    pos = v["turn_order"].index(seat) + 1
    _text(g, x + 28, y + 19, f"{pos}. {p['name']}", bold=True)
    res = p["res"]
    points = _("VP {vp} · MP {mp} · FP {fp}").format(**res)
    _text(g, x + w - 8, y + 19, points, anchor="end", bold=True)
    stock = " · ".join(f"{res[k]} {c.term(k)}" for k in data.RESOURCES)
    _text(g, x + 8, y + 37, stock)
    choosing = v.get("choosing") or {}
    for i, member in enumerate(data.MEMBERS):
        mx = x + w - 86 + i * 21
        value = "0" if member == "neutral" else v["dice"].get(member, "")
        title = _("{member} family member ({n})").format(member=c.term(member), n=value)
        key = next((k for k in c.legal if k.startswith(f"member {member} ")), None)
        if now and key:
            title = _("Choose the {member} family member ({n})").format(
                member=c.term(member), n=key.split()[2])
        cls = "member" + (" placed" if member in p["placed"] else "")
        if choosing.get("seat") == seat and choosing.get("member") == member:
            cls += " chosen"
            _el(g, "circle", cx=mx, cy=y + 33, r=12, fill="none", stroke=c.colors["legal"],
                stroke_width=3)
        mg = c.item(g, key if now else None, (mx - 10, y + 23, 20, 20), title, cls)
        if seat == c.actor:
            c.mark(mg, f"member {member}", (mx - 10, y + 23, 20, 20))
        _el(mg, "circle", cx=mx, cy=y + 33, r=9, fill=c.colors[member], stroke=c.color(seat),
            stroke_width=2.5)
        number = _text(g, mx, y + 37, value, anchor="middle", cls="small",   # outside the
                       fill="#ffffff" if member == "black" else "#222222")   # button: its
        number.set("aria-hidden", "true")                 # label names the value in words
        number.set("pointer-events", "none")
        if member in p["placed"]:
            number.set("opacity", ".3")
    for r, type_ in enumerate(("territory", "building", "character", "venture")):
        ry = y + 44 + r * 26
        _text(g, x + 8, ry + 16, _(ROW_NAMES[type_]), cls="small", bold=True)
        cards = p["cards"][type_]
        sw = (w - 58 - 5 * 3) / 6
        for i in range(6):
            sx = x + 50 + i * (sw + 3)
            if i < len(cards):
                key = cards[i]
                card = data.CARDS[key]
                cg = _el(g, "g", class_="held " + type_)
                explainable(cg, f"lorenzo:card:{key}")
                _el(cg, "title", describe.card_full(card, c.term(key), _))
                _box(c, cg, sx, ry, sw, 24, fill=c.colors[type_], stroke="#6b5b45")
                _fit(cg, sx + 3, ry + 11, c.term(key), sw - 6)
                corner = f"⚄{card.value}" if card.value else (
                    _("{n} VP").format(n=card.end_vp) if card.end_vp else "")
                _text(cg, sx + 3, ry + 22, corner, cls="small")
            else:
                _box(c, g, sx, ry, sw, 24, dashed=True, fill=c.colors["inactive"])
                if type_ == "territory" and data.TERRITORY_SLOT_MP[i]:
                    _text(g, sx + sw / 2, ry + 16, _("{n} MP").format(n=data.TERRITORY_SLOT_MP[i]),
                          anchor="middle", cls="small")
    if v.get("variant") == "advanced":
        rcards.player_row(c, g, seat, p, x, y + PLAYER_H - 4, w)
