"""SVG board of Nippon: pure functions from a view dict to SVG text, like ``chess.svg``.

Zones (seed 003, "El tablero de juego"): the five action spaces with their workers, the worker
rows and the scoring track; the map of Japan's four regions (region bonus, train/ship spaces,
two cities whose tile shows a good on each side, an influence space beside each side with the
foreign companies' number or a player's tile); the factory supply and the Emperor's reward
tiles; then one Zaibatsu (player board) per player: budget, tracks, worker spaces, factories,
contracts, influence tiles, ships and trains, achievement spaces.

No rules are decided here: legality arrives as ``legal``, and each legal notation that names
a board element is drawn on it with ``data-action``, ``role="button"``, ``tabindex`` and an
accessible name (DESIGN.md, "Contract that tests rely on").  The others (``consolidate``,
``steps N``, ``cubes N``, ``stop``, ``done``) are left to the side panel.  Built with
ElementTree, so every text is escaped.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Callable, Iterable

from ..core import Action
from ..svg import to_text as svg_text
from ..i18n import N_, format_number
from ..svg import explainable, hit_area, hit_layout, make_clickable, outline, text_width
from ..svg import el as _el, notation as _notation, wrap as _wrap
from . import data
from .text import contract_name, factory_name

SEAT_COLORS = ("#d32f2f", "#7b1fa2", "#1565c0", "#f9c21b")
"""The players' colours: red, purple, blue, yellow, the rulebook's four (seed 003, "Preparar",
"Suministro del jugador": "amarillo, rojo, morado o azul"; review C6)."""

DEFAULT_COLORS = {
    **{f"p{i}": color for i, color in enumerate(SEAT_COLORS)},
    "white": "#fafafa", "yellow": "#fdd835", "orange": "#fb8c00", "green": "#43a047",
    "brown": "#795548", "black": "#212121",
    "silk": "#f8bbd0", "paper": "#fff9c4", "bento": "#ffccbc", "lenses": "#b3e5fc",
    "clocks": "#d1c4e9", "bulbs": "#fff59d",
    "board": "#efe6d2", "zone": "#fbf7ee", "zone stroke": "#8d7b5f", "text": "#2b2118",
    "slot": "#ffffff", "slot stroke": "#b5a58a", "muted": "#8a8170", "sea": "#d6e9f2",
    "city": "#f4e3c1", "gold": "#f2c94c", "down": "#cfc8b8", "marker": "#2b2118",
    "legal": "#0091ea", "focus": "#ff6d00", "highlight": "#ffb300",
}
"""Colours by meaning; callers override any of them with ``colors=``.  Players p0–p3 are
:data:`SEAT_COLORS`, which the app's seat swatches also take (``Nippon.seat_colors``), so the
board, the panel and the score table agree."""

PLAYER_COLOR_NAMES = (N_("red"), N_("purple"), N_("blue"), N_("yellow"))
GOOD_NAMES = {"silk": N_("Silk"), "paper": N_("Paper"), "bento": N_("Bento"),
              "lenses": N_("Lenses"), "clocks": N_("Clocks"), "bulbs": N_("Light bulbs")}
ACTION_NAMES = {"invest": N_("Invest"), "machinery": N_("Machinery"), "produce": N_("Produce"),
                "knowledge": N_("Knowledge"), "mines": N_("Mines"), "trains": N_("Trains"),
                "ships": N_("Ships"), "export": N_("Export"), "market": N_("Local Market")}
BONUS_NAMES = {"yen": N_("5,000 Yen"), "coal": N_("2 coal"), "blueprints": N_("2 blueprints"),
               "vp": N_("2 VP")}
TRACK_NAMES = {"money": N_("Money"), "coal": N_("Coal"), "knowledge": N_("Knowledge")}
SHORT_BONUS = {
    "money_step": N_("money +1"), "contract_yen": N_("+1,000/contract"),
    "yen_3000": N_("+3,000 Yen"), "contracts_x2": N_("2 contracts (a)"),
    "knowledge_star": N_("1 star (c)"), "knowledge_2": N_("knowledge +2"),
    "blueprints_2": N_("+2 blueprints"), "blueprint_income": N_("+1 blueprint/cons."),
    "cheap_wage": N_("1st wage 1,000"), "coal_2": N_("coal track +2"),
    "free_machine": N_("free machine"), "coal_income": N_("+1 coal/cons."),
    "ship_star": N_("1 star (d)"), "free_ship": N_("free ship"), "flip_ships": N_("ships 3 VP"),
    "blueprint_1": N_("+1 blueprint"), "flip_trains": N_("trains +3"),
    "free_train": N_("free train"), "money_2": N_("money +2"),
    "trains_anywhere": N_("trains always count"), "coal_star": N_("1 star (f)"),
    "bulbs_plus": N_("bulbs tile +1"), "vp_4": N_("+4 VP"), "vp_2": N_("+2 VP"),
}
"""Short synergy-bonus texts drawn on factory tiles (full texts: data.BONUSES, P12)."""
ACHIEVEMENT_NAMES = {
    "a": N_("1 VP per 2 fulfilled contracts"), "b": N_("1 VP per 6,000 Yen"),
    "c": N_("1 VP per knowledge star"), "d": N_("1 VP per star above an empty ship space"),
    "e": N_("1 VP per factory of level 2 or 3"), "f": N_("1 VP per coal star"),
    "g": N_("1 VP per region with a train"), "h": N_("1 VP per machine at +2"),
    "i": N_("1 VP per region with influence"),
}

WIDTH, NARROW_WIDTH = 1000, 500
"""Board widths in user units: ``layout="wide"`` (desktop) and ``"narrow"`` (phones)."""
REGION_W, REGION_H = 245, 372
PLAYER_W, PLAYER_H = 490, 294

_CSS = """
text{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;font-size:13px;fill:%(text)s}
.title{font-weight:bold}
.small{font-size:11px}
.muted{fill:%(muted)s}
.action{cursor:pointer}
.action .hl{fill:none;stroke:%(legal)s;stroke-width:3}
.action .glow{fill:none;stroke:%(legal)s;stroke-opacity:.3;stroke-width:8}
.action:hover .hl,.action:focus .hl{stroke:%(focus)s;stroke-width:4}
.action:hover .glow,.action:focus .glow{stroke:%(focus)s;stroke-opacity:.5}
.action:focus{outline:none}
.highlight .hx{fill:none;stroke:%(highlight)s;stroke-width:4;stroke-dasharray:6 3}
"""


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, highlight: Iterable[Action | str] = (),
          to_move: int | None = None, colors: dict[str, str] | None = None,
          layout: str = "wide", actor: int | None = None) -> str:
    """The SVG text of a Nippon board.

    Args:
        view: the dict of :func:`engine.nippon.view.view`.
        legal: the deciding seat's legal actions; those naming a board element (``take N X``,
            ``worker C``, ``region R``, ``space CS SIDE``, ``return CS SIDE``, ``reward Mx B``,
            ``factory ID``, ``machine G``, ``run G``, ``good G``, ``reserve``, ``contract C``,
            ``influence V``, ``achievement A``, ``blueprint T``) are drawn on it with
            ``data-action``.
        gettext: translation function for user-visible text (English if None).
        highlight: notations whose elements get a decorative outline (e.g. the last turn).
        actor: the seat that made the highlighted moves (its player board is outlined for
            ``worker C``, ``factory ID``, ``run/machine/good G`` and ``influence V``).
        to_move: the deciding seat for ``data-to-move`` (default: the view's ``to_move``).
        colors: overrides of :data:`DEFAULT_COLORS`.
        layout: "wide" (1000 units across) or "narrow" (500 across, zones stacked).

    Raises:
        ValueError: an unknown layout.

    >>> from engine.nippon import GAME as g
    >>> s = g.new(2, seed=1)
    >>> 'data-game="nippon"' in board(g.view(s), legal=g.legal_actions(s))
    True
    """
    if layout not in ("wide", "narrow"):
        raise ValueError(f"layout must be 'wide' or 'narrow', not {layout!r}")
    c = _Ctx(view, legal, highlight, gettext, colors)
    c.hit = hit_layout(layout)                 # phones: hit areas of at least 24 CSS px
    narrow = layout == "narrow"
    seat = to_move if to_move is not None else view.get("to_move")
    c.to_move = seat
    c.actor = actor
    n = len(view["players"])
    if narrow:
        spots = {"actions": (5, 5), "workers": (5, 160), "regions": [(5, 320 + 377 * (r // 2))
                 if r % 2 == 0 else (250, 320 + 377 * (r // 2)) for r in range(4)],
                 "supply": (5, 1078), "rewards": (5, 1330)}
        players_y, per_row = 1585, 1
    else:
        spots = {"actions": (5, 5), "workers": (505, 5),
                 "regions": [(5 + 248 * r, 160) for r in range(4)],
                 "supply": (5, 537), "rewards": (505, 537)}
        players_y, per_row = 790, 2
    rows = (n + per_row - 1) // per_row
    width = NARROW_WIDTH if narrow else WIDTH
    height = players_y + rows * (PLAYER_H + 5)
    svg = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {width} {height}",
        "width": "100%", "class": f"board nippon {layout}", "data-game": "nippon",
        "role": "group", "aria-label": c._("Nippon board"),
        # taller than wide: let it keep its width and scroll with the page (app.css caps the
        # height of boards at the viewport, which would shrink this one below legibility)
        "style": "max-height:none"})
    over = view.get("phase") == "over"
    if seat is not None and not over:
        svg.set("data-to-move", str(seat))
    if over:
        svg.set("data-game-over", "true")
    _el(svg, "desc", _summary(c))
    _el(svg, "style", _CSS % c.colors)
    _defs(svg)
    _el(svg, "rect", x=0, y=0, width=width, height=height, fill=c.colors["board"])
    _actions(c, svg, *spots["actions"])
    _workers_and_track(c, svg, *spots["workers"])
    for r in range(len(data.REGIONS)):
        _region(c, svg, r, *spots["regions"][r])
    _supply(c, svg, *spots["supply"])
    _rewards(c, svg, *spots["rewards"])
    for seat_i in range(n):
        col, row = seat_i % per_row, seat_i // per_row
        _player(c, svg, seat_i, 5 + col * (PLAYER_W + 5), players_y + row * (PLAYER_H + 5))
    c.finish()
    return svg_text(svg)


# -- building blocks ------------------------------------------------------------------------------
def _text(parent, x, y, s, *, anchor=None, bold=False, cls=None, fill=None, size=None):
    """A text; ``size`` and ``fill`` go in ``style`` (a presentation attribute would lose to
    the stylesheet's ``text{font-size}``)."""
    classes = " ".join(k for k in (("title" if bold else None), cls) if k)
    style = ";".join(s for s in ((f"fill:{fill}" if fill else None),
                                 (f"font-size:{size:g}px" if size else None)) if s)
    return _el(parent, "text", s, x=x, y=y, text_anchor=anchor, class_=classes or None,
               style=style or None)


def _squeeze(e, width: float, char: float):
    """Fit a text element into ``width`` user units (``char``: its average glyph width) by
    condensing it when its text is longer."""
    if len(e.text or "") * char > width:
        e.set("textLength", f"{width:g}")
        e.set("lengthAdjust", "spacingAndGlyphs")
    return e


def _fit(e, width: float, size: float):
    """Condense a text element of font ``size`` into ``width`` user units when its estimated
    width (:func:`engine.svg.text_width`) is larger (one long word no wrap can break)."""
    if text_width(e.text or "", size) > width:
        e.set("textLength", f"{width:g}")
        e.set("lengthAdjust", "spacingAndGlyphs")
    return e


class _Ctx:
    """Everything one rendering needs: the view, the translation, colours and the targets."""

    def __init__(self, view, legal, highlight, gettext, colors):
        self.view = view
        self.hit = 0                      # smallest hit-area side (board(): by layout)
        self._ = gettext or (lambda s: s)
        self.colors = {**DEFAULT_COLORS, **(colors or {})}
        self.legal = {_notation(a) for a in legal}
        self.highlight = {_notation(a) for a in highlight}
        self.drawn: set[str] = set()
        self.overlays: list[tuple[ET.Element, tuple, bool, bool]] = []
        self.to_move: int | None = None
        self.actor: int | None = None

    def color(self, seat: int) -> str:
        return self.colors[f"p{seat % 4}"]

    def who(self, seat: int) -> str:
        """A player's name with colour, e.g. "Ana (red)"."""
        return "%s (%s)" % (self.view["players"][seat]["name"],
                            self._(PLAYER_COLOR_NAMES[seat % 4]))

    def good(self, good: str) -> str:
        return self._(GOOD_NAMES[good])

    def first_legal(self, *keys: str) -> str | None:
        return next((k for k in keys if k in self.legal and k not in self.drawn), None)

    def item(self, parent, key: str | None, box: tuple, label: str, cls: str,
             spots: Iterable[str] | None = None, explain: str | None = None) -> ET.Element:
        """A group for one board element; clickable (``data-action=key``) when ``key`` is legal;
        outlined when one of ``spots`` (notations acting on it; default ``key``) is
        highlighted; explained (``data-explain="nippon:<explain>"``) if ``explain``."""
        g = _el(parent, "g", class_=cls)
        act = key is not None and key in self.legal and key not in self.drawn
        lit = not self.highlight.isdisjoint((key,) if spots is None else spots)
        if act:
            self.drawn.add(key)
            make_clickable(g, key, label)
            hit_area(g, box, self.hit)            # gaps between parts click too
        if lit:
            g.set("class", g.get("class") + " highlight")
        if explain:
            explainable(g, "nippon:" + explain)
        _el(g, "title", label)
        if act or lit:
            self.overlays.append((g, box, act, lit))
        return g

    def finish(self) -> None:
        """Outline the clickable and highlighted elements (drawn last, on top of their content)."""
        for g, box, act, lit in self.overlays:
            outline(g, box, lit=lit, act=act)


def _zone(c: _Ctx, parent, cls: str, x, y, w, h, title: str | None,
          explain: str | None = None) -> ET.Element:
    g = _el(parent, "g", class_="zone " + cls)
    if explain:
        explainable(g, "nippon:zone:" + explain)
    _el(g, "rect", x=x, y=y, width=w, height=h, rx=8, fill=c.colors["zone"],
        stroke=c.colors["zone stroke"], stroke_width=1.5)
    if title:
        _text(g, x + 8, y + 18, title, bold=True)
    return g


def _box(c: _Ctx, g, x, y, w, h, *, fill=None, stroke=None, dashed=False, rx=4):
    return _el(g, "rect", x=x, y=y, width=w, height=h, rx=rx, fill=fill or c.colors["slot"],
               stroke=stroke or c.colors["slot stroke"], stroke_width=1.3,
               stroke_dasharray="4 3" if dashed else None)


def _defs(svg) -> None:
    """Ship, train and star drawn once and placed with ``<use>`` (chess.svg pattern)."""
    defs = _el(svg, "defs")
    ship = _el(defs, "symbol", id="g-ship", viewBox="0 0 20 20")
    _el(ship, "path", d="M2 12 H18 L15 17 H5 Z", stroke="#222")
    _el(ship, "path", d="M10 2 V12 M10 3 L16 10 H10", stroke="#222", fill="#fff")
    train = _el(defs, "symbol", id="g-train", viewBox="0 0 20 20")
    _el(train, "rect", x=2, y=5, width=16, height=9, rx=2, stroke="#222")
    _el(train, "rect", x=4, y=2, width=4, height=4, stroke="#222")
    _el(train, "circle", cx=6, cy=16, r=2.5, fill="#222")
    _el(train, "circle", cx=14, cy=16, r=2.5, fill="#222")
    star = _el(defs, "symbol", id="g-star", viewBox="0 0 20 20")
    _el(star, "path", d="M10 1 L12.6 7 L19 7.4 L14 11.6 L15.6 18 L10 14.4 L4.4 18 L6 11.6 "
        "L1 7.4 L7.4 7 Z", fill="#f2c94c", stroke="#7a5a00")


def _use(parent, kind: str, x, y, size=18, fill=None):
    return _el(parent, "use", href=f"#g-{kind}", x=x, y=y, width=size, height=size, fill=fill)


def _worker(c: _Ctx, parent, color: str, cx, cy, r=8):
    _el(parent, "circle", cx=cx, cy=cy, r=r, fill=c.colors[color], stroke="#333",
        stroke_width=1.2)


# -- top: action spaces, worker rows, scoring track ------------------------------------------------
def _actions(c: _Ctx, svg, x, y) -> None:
    """The five action spaces, left to right, each with its action(s) and workers."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "actions", x, y, 490, 150, _("Action spaces"), "actions")
    for i, acts in enumerate(data.ACTION_SPACES):
        sx = x + 8 + i * 96
        _box(c, g, sx, y + 26, 90, 116, fill="#f6efe0")
        _text(g, sx + 45, y + 40, i + 1, anchor="middle", bold=True, cls="small")
        for k, act in enumerate(acts):
            ay = y + 46 + k * 30
            key = f"take {i + 1} {act}"
            label = _("Space {n}: {action}").format(n=i + 1, action=_(ACTION_NAMES[act]))
            it = c.item(g, key, (sx + 4, ay, 82, 26), label, "action-space",
                        explain=f"action:{act}")
            _box(c, it, sx + 4, ay, 82, 26, fill="#fffdf7")
            _text(it, sx + 45, ay + 17, _(ACTION_NAMES[act]), anchor="middle", cls="small")
        workers = v["spaces"][i]
        for k, color in enumerate(workers):
            wx, wy = sx + 18 + k * 27, y + 122
            key = f"worker {color}" if v.get("took") == i else None
            label = _("{color} worker").format(color=_(color))
            it = c.item(g, key, (wx - 11, wy - 11, 22, 22), label, "worker")
            _worker(c, it, color, wx, wy, 10)


def _workers_and_track(c: _Ctx, svg, x, y) -> None:
    """Worker rows (top row first), the bag, and the scoring track with its symbols."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "rows-track", x, y, 490, 150, _("Worker rows"), "rows-track")
    for r, row in enumerate(v["rows"]):
        ry = y + 34 + r * 22
        _text(g, x + 12, ry + 4, r + 1, cls="small muted")
        for k, color in enumerate(row):
            _worker(c, g, color, x + 34 + k * 22, ry, 8)
        if not row:
            _el(g, "line", x1=x + 26, y1=ry, x2=x + 92, y2=ry, stroke=c.colors["down"],
                stroke_dasharray="3 3")
    bag = v["bag"]
    _text(g, x + 112, y + 34, _("Bag: {n}").format(n=sum(bag.values())), cls="small")
    for k, color in enumerate(data.WORKER_COLORS):
        bx, by = x + 118 + (k % 2) * 42, y + 50 + (k // 2) * 22
        _worker(c, g, color, bx, by, 7)
        _text(g, bx + 11, by + 4, bag.get(color, 0), cls="small")
    # scoring track
    tx = x + 214
    _text(g, tx, y + 18, _("Scoring track"), bold=True)
    for k in range(data.SCORING_TRACK_SPACES):
        sx = tx + (k % 4) * 66
        sy = y + 30 + (k // 4) * 58
        space = k + 1
        golden = space >= data.FIRST_GOLDEN
        _box(c, g, sx, sy, 60, 50, fill=c.colors["gold"] if golden else None)
        _text(g, sx + 6, sy + 14, space, cls="small")
        if space in data.SCORING_ON_ENTER:
            label = _("Scoring {n}").format(n=data.SCORING_ON_ENTER[space])
            _text(g, sx + 30, sy + 44, label, anchor="middle", size=9.5)
        if space == v["marker"]:
            _el(g, "circle", cx=sx + 30, cy=sy + 22, r=10, fill="#ffffff", stroke="#222",
                stroke_width=2)
    if v["final_round"] is not None:                # review C3: rounds, as the rulebook counts
        _text(g, x + 10, y + 144, _("Final round {n} of {m}: one turn each").format(
            n=v["final_round"], m=data.FINAL_ROUNDS), cls="small", bold=True)


# -- the map --------------------------------------------------------------------------------------
def _region(c: _Ctx, svg, r: int, x, y) -> None:
    """One region: header (bonus, foreign influence, player influence), train/ship spaces and
    the two cities with their four influence spaces each."""
    _ = c._
    v = c.view
    region = data.REGIONS[r]
    name = _(_region_name(region.id))
    g = _zone(c, svg, f"region {region.id}", x, y, REGION_W, REGION_H, None)
    _el(g, "rect", x=x + 1, y=y + 1, width=REGION_W - 2, height=REGION_H - 2, rx=8,
        fill=c.colors["sea"], opacity=0.35)
    bonus = _(BONUS_NAMES[region.bonus[0]])
    label = _("{region}: bonus {bonus}, foreign companies {n}").format(
        region=name, bonus=bonus, n=v["foreign"][r])
    head = c.item(g, f"region {region.id}", (x + 4, y + 4, REGION_W - 8, 86), label, "region-head",
                  explain=f"region:{region.id}")
    _text(head, x + 10, y + 20, name, bold=True)
    _text(head, x + REGION_W - 8, y + 20, bonus, anchor="end", cls="small")
    _text(head, x + 10, y + 36, _("Foreign companies: {n}").format(n=v["foreign"][r]),
          cls="small muted")
    tiles = v["transport"][r]
    for k in range(data.TRANSPORT_SPACES[len(v["players"])]):      # 8/6/4 usable (N8)
        tx, ty = x + 10 + (k % 4) * 57, y + 42 + (k // 4) * 23
        _box(c, head, tx, ty, 53, 20, fill="#fffdf7")
        if k < len(tiles):
            seat, kind = tiles[k]
            _el(head, "rect", x=tx + 2, y=ty + 2, width=49, height=16, rx=3, fill=c.color(seat))
            _use(head, kind, tx + 17, ty + 1, 18)
    for k, city in enumerate((2 * r, 2 * r + 1)):
        _city(c, g, city, x + REGION_W / 2, y + 162 + k * 140)


def _region_name(region_id: str) -> str:
    return {"r1": N_("Kyushu"), "r2": N_("Kansai"), "r3": N_("Kanto"),
            "r4": N_("Tohoku-Hokkaido")}[region_id]


CITY_NAMES = {"cs1": N_("Nagasaki"), "cs2": N_("Fukuoka"), "cs3": N_("Osaka"),
              "cs4": N_("Kyoto"), "cs5": N_("Tokyo"), "cs6": N_("Yokohama"),
              "cs7": N_("Sendai"), "cs8": N_("Sapporo")}
SIDE_NAMES = (N_("north"), N_("east"), N_("south"), N_("west"))


def _city(c: _Ctx, g, city: int, cx, cy) -> None:
    """A city tile (centre cx, cy) with the goods on its sides and the 4 influence spaces."""
    _ = c._
    v = c.view
    cid = data.CITY_SPACES[city]
    goods = v["cities"][city]["goods"]
    half = 40
    _box(c, g, cx - half, cy - half, 2 * half, 2 * half, fill=c.colors["city"], stroke="#6d5330")
    _text(g, cx, cy + 3, _(CITY_NAMES[cid]), anchor="middle", size=9.5)
    offsets = ((0, -1), (1, 0), (0, 1), (-1, 0))                  # N, E, S, W
    for side, (dx, dy) in enumerate(offsets):
        good = goods[side]
        # the good printed along this side of the tile (a band, text along the side)
        bx, by = cx + dx * (half - 7.5), cy + dy * (half - 7.5)
        w, h = (13, 54) if dx else (54, 13)
        _el(g, "rect", x=bx - w / 2, y=by - h / 2, width=w, height=h, rx=3, fill=c.colors[good],
            stroke="#8d7b5f", stroke_width=0.8)
        label = _text(g, bx, by + 3.5, c.good(good), anchor="middle", size=9.5)
        if dx:
            label.set("transform", f"rotate({-90 * dx} {bx} {by})")
        # the influence space beside it
        sw, sh = 42, 26
        sx = cx + dx * (half + 4 + sw / 2) - sw / 2
        sy = cy + dy * (half + 4 + sh / 2) - sh / 2
        key = f"{cid}-{data.SIDES[side]}"
        tile = v["influence"].get(key)
        foreign = data.FOREIGN[cid][side]
        if tile:
            what = _("{player}'s influence {n}").format(player=c.who(tile[0]), n=tile[1])
        else:
            what = _("foreign companies {n}").format(n=foreign)
        label = _("{city} {side} ({good}): {what}").format(
            city=_(CITY_NAMES[cid]), side=_(SIDE_NAMES[side]), good=c.good(good), what=what)
        place, back = f"space {cid} {data.SIDES[side]}", f"return {cid} {data.SIDES[side]}"
        key = back if back in c.legal else place            # N9: a full city's tile to return
        it = c.item(g, key, (sx, sy, sw, sh), label, "influence", spots=(place, back),
                    explain="zone:influence")
        if tile:
            _box(c, it, sx, sy, sw, sh, fill=c.color(tile[0]), stroke="#222")
            _text(it, sx + sw / 2, sy + 18, tile[1], anchor="middle", bold=True, fill="#ffffff")
        else:
            _box(c, it, sx, sy, sw, sh, fill="#f3f3f3", dashed=True)
            _text(it, sx + sw / 2, sy + 18, foreign or "", anchor="middle", cls="muted")


# -- supply and rewards -------------------------------------------------------------------------------
def _supply(c: _Ctx, svg, x, y) -> None:
    """The factory tiles beside the board, one column per good."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "supply", x, y, 490, 248, _("Factories"), "supply")
    available = set(v["factory_supply"])
    for col, good in enumerate(data.GOODS):
        fx = x + 8 + col * 80
        level = data.GOOD_LEVEL[good]
        _text(g, fx + 38, y + 36, "%s (%d)" % (c.good(good), data.KNOWLEDGE_NEEDED[level]),
              anchor="middle", cls="small", bold=True)
        ids = [f for f, tile in data.FACTORIES.items() if tile.good == good]
        for row, fid in enumerate(ids):
            fy = y + 42 + row * 50
            tile = data.FACTORIES[fid]
            here = fid in available
            bonus = _(SHORT_BONUS[tile.bonus])
            label = _("{factory}: {good}, level {level}, knowledge {k}, coal {coal}, storage "
                      "{storage}; {bonus}").format(
                factory=factory_name(fid, _), good=c.good(good), level=tile.level, k=tile.knowledge,
                coal=tile.coal, storage=tile.storage, bonus=bonus)
            it = c.item(g, f"factory {fid}" if here else None, (fx, fy, 76, 46), label, "factory",
                        explain=f"factory:{fid}")
            _box(c, it, fx, fy, 76, 46, fill=c.colors[good] if here else c.colors["down"],
                 dashed=not here)
            if here:
                _squeeze(_text(it, fx + 4, fy + 13, factory_name(fid, _), cls="small",
                               bold=True), 36, 6.2)
                _el(it, "circle", cx=fx + 44, cy=fy + 9, r=4, fill="#222")
                _text(it, fx + 50, fy + 13, tile.coal, size=10)
                _el(it, "rect", x=fx + 58, y=fy + 5, width=7, height=8, fill="#fff", stroke="#222")
                _text(it, fx + 67, fy + 13, tile.storage, size=10)
                for k, line in enumerate(_wrap(bonus, 14)[:2]):    # a long word: squeezed
                    _fit(_text(it, fx + 3, fy + 27 + k * 11, line, size=9.5), 70, 9.5)


def _rewards(c: _Ctx, svg, x, y) -> None:
    """The 12 reward stacks (column by multiplier, row by bonus), the 2x tiles and status."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "rewards", x, y, 490, 248, _("Emperor's rewards"), "rewards")
    for col, mult in enumerate(data.REWARD_MULTIPLIERS):
        _text(g, x + 140 + col * 74, y + 36, f"{mult}x", anchor="middle", bold=True)
        for row, bonus in enumerate(data.REWARD_BONUSES):
            left = v["rewards"][f"{mult}-{bonus}"]
            rx, ry = x + 108 + col * 74, y + 42 + row * 40
            if col == 0:
                _text(g, x + 10, ry + 22, _(BONUS_NAMES[bonus]), cls="small")
            label = _("Reward {n}x with {bonus}: {left} left").format(
                n=mult, bonus=_(BONUS_NAMES[bonus]), left=left)
            it = c.item(g, f"reward {mult}x {bonus}", (rx, ry, 66, 34), label, "reward",
                        explain=f"reward:{mult}x-{bonus}")
            _box(c, it, rx, ry, 66, 34, fill="#fff4d6" if left else c.colors["down"],
                 dashed=not left)
            _text(it, rx + 33, ry + 22, "×%d" % left, anchor="middle")
    _text(g, x + 10, y + 186, _("2x VP tiles: {n}").format(n=v["vp_tiles"]), cls="small")
    _text(g, x + 10, y + 206, _status(c), cls="small", bold=True)
    _text(g, x + 10, y + 226, _("Scorings done: {n} of 3").format(n=v["scorings"]), cls="small")


def _status(c: _Ctx) -> str:
    _ = c._
    v = c.view
    if v["phase"] == "over":
        return _("Game over")
    seat = c.to_move if c.to_move is not None else v["current"]
    return _("To play: {player}").format(player=c.who(seat))


# -- player boards ------------------------------------------------------------------------------------
def _player(c: _Ctx, svg, seat: int, x, y) -> None:
    """One Zaibatsu: budget, tracks, worker spaces, factories, contracts, influence tiles,
    ships and trains, achievement spaces."""
    _ = c._
    p = c.view["players"][seat]
    mine = seat == c.to_move
    g = _zone(c, svg, f"player p{seat}", x, y, PLAYER_W, PLAYER_H, None, "player")
    _el(g, "rect", x=x, y=y, width=8, height=PLAYER_H, rx=4, fill=c.color(seat))
    if mine and c.view["phase"] != "over":
        _el(g, "rect", x=x + 1, y=y + 1, width=PLAYER_W - 2, height=PLAYER_H - 2, rx=8,
            fill="none", stroke=c.colors["focus"], stroke_width=2.5)
    _text(g, x + 16, y + 18, c.who(seat), bold=True)
    _text(g, x + PLAYER_W - 8, y + 18, _("{vp} VP · {yen} Yen · {coal} coal · blueprints: {bp}")
          .format(vp=p["vp"], yen=format_number(p["yen"], _), coal=p["coal"],
                  bp=p["blueprints"]),
          anchor="end", cls="small")
    _tracks(c, g, seat, p, x + 14, y + 26)
    _worker_spaces(c, g, seat, p, x + 330, y + 26)
    _factories(c, g, seat, p, x + 14, y + 104)
    _pieces(c, g, seat, p, x + 14, y + 168)
    _achievements(c, g, seat, p, x + 14, y + 252)


def _tracks(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    mine = seat == c.to_move
    rows = (("money", p["money"], [v // 1000 for v in data.MONEY_TRACK], ()),
            ("coal", p["coal_track"], data.COAL_PRINTED, data.COAL_STARS),
            ("knowledge", p["knowledge"], data.KNOWLEDGE_PRINTED, data.KNOWLEDGE_STARS))
    for k, (track, slot, printed, stars) in enumerate(rows):
        ty = y + k * 24
        key = f"blueprint {track}" if mine else None
        label = _("{track} track: slot {n}; 3 blueprints for a step").format(
            track=_(TRACK_NAMES[track]), n=slot + 1)
        it = c.item(g, key, (x, ty, 74, 20), label, "track-name",
                    explain=f"track:{track}:{seat}")
        _text(it, x + 2, ty + 14, _(TRACK_NAMES[track]), size=10, bold=True)
        for i, value in enumerate(printed):
            cx = x + 82 + i * 23
            here = i == slot
            _box(c, g, cx, ty, 21, 20, fill=c.colors["marker"] if here else None)
            if i in stars:
                _use(g, "star", cx + 12, ty - 3, 10)
            _text(g, cx + 10.5, ty + 15, "" if value is None else value, anchor="middle",
                  size=10, fill="#ffffff" if here else None)


def _worker_spaces(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    _text(g, x, y + 10, _("Workers"), cls="small", bold=True)
    for k in range(data.WORKER_SPACES):
        wx, wy = x + (k % 3) * 50, y + 14 + (k // 3) * 34
        level = data.REWARD_LEVEL[k]
        _box(c, g, wx, wy, 44, 30)
        if level:
            _text(g, wx + 40, wy + 11, level, anchor="end", size=9, cls="muted")
        if k < len(p["workers"]):
            color = p["workers"][k]
            last = seat == c.actor and k == len(p["workers"]) - 1
            it = c.item(g, None, (wx, wy, 44, 30), _("{color} worker").format(color=_(color)),
                        "worker", (f"worker {color}",) if last else (), explain="zone:workers")
            _worker(c, it, color, wx + 16, wy + 16, 9)


def _factories(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    mine = seat == c.to_move
    _text(g, x, y + 10, _("Factories"), cls="small", bold=True)
    key = "reserve" if mine else None
    it = c.item(g, key, (x + 396, y - 2, 66, 16),
                _("Machines in reserve: {n}").format(n=p["reserve"]), "reserve")
    _text(it, x + 460, y + 10, _("reserve: {n}").format(n=p["reserve"]), anchor="end",
          cls="small")
    for k, good in enumerate(data.GOODS):
        fx, fy = x + k * 77, y + 14
        f = p["factories"].get(good)
        if f is None:
            _box(c, g, fx, fy, 72, 46, dashed=True, fill="#f5f1e6")
            _text(g, fx + 36, fy + 28, c.good(good), anchor="middle", size=10, cls="muted")
            continue
        tile = data.FACTORIES[f["id"]]
        key = c.first_legal(f"run {good}", f"machine {good}", f"good {good}") if mine else None
        label = _("{factory} ({good}): machine +{m}, {n} of {storage} goods").format(
            factory=factory_name(f["id"], _), good=c.good(good), m=f["machine"], n=f["goods"],
            storage=tile.storage)
        acted = (f"run {good}", f"machine {good}", f"good {good}", f"factory {f['id']}")
        it = c.item(g, key, (fx, fy, 72, 46), label, "own-factory",
                    acted if seat == c.actor else None, explain=f"factory:{f['id']}")
        _box(c, it, fx, fy, 72, 46, fill=c.colors[good], stroke="#5d4a33")
        _squeeze(_text(it, fx + 4, fy + 12, factory_name(f["id"], _), size=10, bold=True),
                 38 if f["machine"] else 62, 6.4)
        if f["machine"]:
            _text(it, fx + 68, fy + 12, f"+{f['machine']}", anchor="end", size=10, bold=True)
        for s in range(tile.storage):
            _el(it, "rect", x=fx + 4 + s * 13, y=fy + 20, width=10, height=10, rx=2,
                fill="#222" if s < f["goods"] else "#ffffff", stroke="#555")
        ran = good in p["ran"]
        _text(it, fx + 4, fy + 42, _("coal {n}").format(n=tile.coal) + (" ✓" if ran else ""),
              size=10)


def _pieces(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    """Contracts, influence tiles in hand, ships and trains still on the player board."""
    _ = c._
    mine = seat == c.to_move
    _text(g, x, y + 12, _("Contracts"), cls="small", bold=True)
    for k, cid in enumerate(data.CONTRACTS):
        cx, cy = x + 62 + (k % 4) * 56, y + (k // 4) * 19
        up = cid in p["contracts"]
        contract = data.CONTRACTS[cid]
        need = _cubes(contract.cubes)
        label = _("Contract {id}: goods {need}; {state}").format(
            id=contract_name(cid, _), need=need, state=_("face up") if up else _("fulfilled"))
        key = f"contract {cid}" if mine else None
        it = c.item(g, key, (cx, cy, 53, 17), label, "contract", explain=f"contract:{cid}")
        _box(c, it, cx, cy, 53, 17, fill="#ffffff" if up else c.colors["down"])
        _text(it, cx + 2, cy + 12.5, contract_name(cid, _), size=9.5, bold=True)
        _text(it, cx + 52, cy + 12.5, need if up else "✓", anchor="end", size=9.5)
    board = g
    played = tuple(f"influence {v}" for v in set(data.INFLUENCE_TILES)) if seat == c.actor else ()
    it = c.item(g, None, (x + 289, y, 60, 16), _("Influence"), "influence-hand", played,
                explain="zone:influence-hand")
    _text(it, x + 291, y + 12, _("Influence"), size=10, bold=True)
    for k, value in enumerate(p["influence"]):
        ix = x + 352 + k * 11.5
        key = f"influence {value}" if mine else None
        it = c.item(g, key, (ix, y, 10, 16),      # a tile still in hand was not played
                    _("Influence tile {n}").format(n=value), "influence-tile", (),
                    explain="zone:influence-hand")
        _el(it, "rect", x=ix, y=y, width=10, height=16, rx=2, fill=c.color(seat))
        _text(it, ix + 5, y + 12.5, value, anchor="middle", size=10.5, fill="#ffffff")
    for row, (kind, built, stars, icons, value) in enumerate((
            ("ship", p["ships"], data.SHIP_STARS, data.SHIP_MONEY_ICONS,
             _("{n} VP").format(n=p["ship_vp"])),
            ("train", p["trains"], (), data.TRAIN_MONEY_ICONS, f"+{p['train_value']}"))):
        ry = y + 42 + row * 21
        name = _("Ships") if kind == "ship" else _("Trains")
        g = explainable(_el(board, "g", class_="transport"), f"nippon:zone:{kind}s")
        _text(g, x, ry + 13, f"{name} {value}", cls="small")
        for k in range(data.TRANSPORT_TILES):
            bx = x + 90 + k * 26
            _box(c, g, bx, ry, 24, 18, fill="#ffffff" if k >= built else "#eeeeee")
            if k >= built:
                _use(g, kind, bx + 3, ry, 18, fill=c.color(seat))
            if k in stars:
                _use(g, "star", bx + 17, ry - 4, 9)
            if k in icons:
                _text(g, bx + 1, ry + 17, "¥", size=8, cls="muted")
    g = board
    _text(g, x + 262, y + 55, _("income: {yen} Yen, {coal} coal").format(
        yen=format_number(p['income'], _), coal=p["coal_income"]), size=11)
    _text(g, x + 262, y + 76, _("influence by region: {values}").format(
        values=" / ".join(str(n) for n in p["region_influence"])), size=11)


def _cubes(cubes: tuple[int, ...]) -> str:
    """A contract's goods: "2+1" (2 of one good, 1 of another); "4×1" for four single goods."""
    if len(cubes) > 2 and set(cubes) == {1}:
        return "%d×1" % len(cubes)
    return "+".join(str(n) for n in cubes)


def _achievements(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    mine = seat == c.to_move
    _text(g, x, y + 12, _("Achievements"), cls="small", bold=True)
    for k, ach in enumerate(data.ACHIEVEMENTS):
        ax = x + 88 + k * 42
        mult = p["achievements"].get(ach.id)
        shown = mult if mult is not None else ach.printed
        vp = p["achievement_vp"][ach.id]
        label = _("Achievement {id}: {text}; multiplier {m}; {vp} VP now").format(
            id=ach.id, text=_(ACHIEVEMENT_NAMES[ach.id]), m=shown, vp=vp)
        key = f"achievement {ach.id}" if mine else None
        it = c.item(g, key, (ax, y, 38, 34), label, "achievement", explain=f"achievement:{ach.id}")
        _box(c, it, ax, y, 38, 34, fill="#fff4d6" if mult is not None else None)
        _text(it, ax + 4, y + 13, ach.id, size=11, bold=True)
        _text(it, ax + 35, y + 13, f"{shown}x" if shown else "–", anchor="end", size=11)
        _text(it, ax + 19, y + 29.5, _("{n} VP").format(n=vp), anchor="middle", size=10.5)


# -- description ------------------------------------------------------------------------------------
def _summary(c: _Ctx) -> str:
    """The ``<desc>`` text: a plain-text outline of what the view shows."""
    v = c.view
    _ = c._
    lines = ["Nippon · " + _("Scoring marker on space {n}").format(n=v["marker"])]
    for i, acts in enumerate(data.ACTION_SPACES):
        lines.append("%d. %s: %s" % (i + 1, " / ".join(_(ACTION_NAMES[a]) for a in acts),
                                     ", ".join(_(w) for w in v["spaces"][i]) or "-"))
    for r, region in enumerate(data.REGIONS):
        lines.append("%s: %s %d" % (_(_region_name(region.id)), _("foreign"), v["foreign"][r]))
    for seat, p in enumerate(v["players"]):
        lines.append(_("{player}: {vp} VP, {yen} Yen").format(player=c.who(seat), vp=p["vp"],
                                                             yen=format_number(p["yen"], _)))
    return "\n".join(lines)
