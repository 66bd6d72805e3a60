"""SVG board of Village: pure functions from a view dict to SVG text, like ``chess.svg``.

The village shows the rulebook's areas (seed 004, "Preparar"): A grain harvest, B family,
C crafts, D market, E travel, F council chamber, G church, H well, I village chronicle and
J anonymous graves; the action spaces carry their cubes by colour.  Below, one farmyard per
player: members by generation, the life-time track with the bridge, grain, goods, cubes,
coins, prestige and customers served.  No rules are decided here: legality arrives as
``legal``, and each legal notation that names a board element is drawn on it with
``data-action`` (DESIGN.md, "Contract that tests rely on"); the others are left to the side
panel.  Built with ElementTree, so every text is escaped.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Callable, Iterable

from ..core import Action
from ..svg import to_text as svg_text
from ..svg import el, explainable, hit_area, hit_layout, make_clickable
from . import data
from .text import joker_text

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
PHASES = {"turn": N_("Turns"), "market": N_("Market day"), "mass_draw": N_("Mass"),
          "mass_promote": N_("Mass"), "over": N_("Game over")}
WIDTH, NARROW_WIDTH = 1000, 500
"""Board widths in user units: ``layout="wide"`` (desktop) and ``"narrow"`` (phones)."""
ZONE_W = 490
TRAVEL_H, FARM_H = 196, 110
"""Heights of the travel map and of one farmyard: the wide 4-player board stays under ~780
units tall, so at 1280×800 it is drawn at about 0.9 (small text ~10 px; tests/e2e)."""

_CSS = """
text{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;font-size:13px;fill:%(text)s}
.title{font-weight:bold}
.small{font-size:11px}
.action{cursor:pointer}
.action .hl{fill:none;stroke:%(legal)s;stroke-width:3}
.action:hover .hl,.action:focus .hl{stroke:%(focus)s;stroke-width:4}
.action:focus{outline:none}
.highlight .hx{fill:none;stroke:%(highlight)s;stroke-width:4;stroke-dasharray:6 3}
"""


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, to_move: int | None = None,
          colors: dict[str, str] | None = None, layout: str = "wide",
          highlight: Iterable[Action | str] = (), **_options) -> str:
    """The SVG text of a Village board for ``view``.

    Args:
        view: the dict of :func:`engine.village.view.view`.
        legal: the deciding seat's legal actions; notations naming a board element (``take S
            C``, ``well C``, ``serve N``, ``travel G A B``, ``train B G``, ``produce G``, ``buy
            G``, ``mill``, ``harvest``, ``birth``, ``market``, ``church G``, ``enter G``,
            ``advance G S``, ``privilege N``, ``promote G W``, ``draw G``, ``cube C``, ``good
            G``) are drawn on it with ``data-action``; the others go to the side panel.
        gettext: translation function for user-visible text (English if None).
        to_move: the deciding seat for ``data-to-move`` (default: the view's ``to_move``).
        colors: overrides of :data:`DEFAULT_COLORS`.
        layout: "wide" (1000 units across, two columns) or "narrow" (500 across, stacked).

    Raises:
        ValueError: unknown layout.
    """
    if layout not in ("wide", "narrow"):
        raise ValueError(f"layout must be 'wide' or 'narrow', not {layout!r}")
    c = _Ctx(view, legal, gettext, colors, highlight)
    c.hit = hit_layout(layout)                 # phones: hit areas of at least 24 CSS px
    seat = to_move if to_move is not None else view.get("to_move")
    narrow = layout == "narrow"
    svg = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "width": "100%",
                             "class": f"board village {layout}", "data-game": "village",
                             "role": "group", "aria-label": c._("Village board")})
    if view["phase"] == "over":
        svg.set("data-game-over", "true")
    elif seat is not None:
        svg.set("data-to-move", str(seat))
    _el(svg, "desc", _summary(c))
    _el(svg, "style", _CSS % c.colors)
    bg = _el(svg, "rect", x=0, y=0, fill=c.colors["board"], class_="bg")
    left = [_status, _spaces, _crafts, _market]
    right = [_travel, _council_church, _chronicle]
    players = [lambda c, g, i=i: _farm(c, g, i) for i in range(len(view["players"]))]
    if narrow:
        height = _column(c, svg, 5, 5, left + right + players)
        width = NARROW_WIDTH
    else:
        y = max(_column(c, svg, 5, 5, left), _column(c, svg, 505, 5, right))
        y1 = _column(c, svg, 5, y, players[0::2])
        y2 = _column(c, svg, 505, y, players[1::2])
        height, width = max(y1, y2), WIDTH
    bg.set("width", str(width))
    bg.set("height", str(height))
    svg.set("viewBox", f"0 0 {width} {height}")
    return svg_text(svg)


# -- building blocks -------------------------------------------------------------------------
def _el(parent, tag: str, text=None, fit: float | None = None, **attrs) -> ET.Element:
    """:func:`engine.svg.el`, and ``fit``: a text's room in user units; a longer text
    (translations) is squeezed into it."""
    e = el(parent, tag, text, **attrs)
    if text is not None and fit is not None:
        cls = e.get("class", "")
        if _text_width(e.text, 11 if "small" in cls else 13, "title" in cls) > fit:
            e.set("textLength", f"{fit:g}")
            e.set("lengthAdjust", "spacingAndGlyphs")
    return e


_NARROW, _SLIM, _WIDE = set(" ,.:;·'|!ilj"), set("ftrI()[]-"), set("mwMW")


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """Estimated width in user units of ``text`` in DejaVu Sans at ``size`` (a little above
    the real advance widths, so that a squeezed text never overflows and a fitting one is
    left alone instead of being stretched)."""
    ems = sum(0.32 if ch in _NARROW else 0.42 if ch in _SLIM else 0.98 if ch in _WIDE
              else 0.74 if ch.isupper() else 0.66 if ch.isdigit() else 0.62 for ch in text)
    return ems * size * (1.1 if bold else 1.0)


class _Ctx:
    """What one rendering needs: the view, the translation, colours and the legal targets."""

    def __init__(self, view, legal, gettext, colors, highlight=()):
        self.view = view
        self.hit = 0                      # smallest hit-area side (board(): by layout)
        self.lit = {a if isinstance(a, str) else a.notation for a in highlight}
        self._ = gettext or (lambda s: s)
        self.t = self._          # for table lookups (kept out of message extraction)
        self.colors = {**DEFAULT_COLORS, **(colors or {})}
        self.legal = [a if isinstance(a, str) else a.notation for a in legal]
        self.drawn: set[str] = set()

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


def _column(c: _Ctx, svg, x: float, y: float, zones) -> float:
    """Draw zones one under another at ``x`` from ``y``; returns the y below the last."""
    for zone in zones:
        g = _el(svg, "g", transform=f"translate({x},{y})")
        y += zone(c, g) + 8
    return y


def _frame(c: _Ctx, g, h: float, title: str, fill: str = "zone", w: float = ZONE_W):
    _el(g, "rect", x=0, y=0, width=w, height=h, rx=8, fill=c.colors[fill],
        stroke=c.colors["zone stroke"])
    if title:
        _el(g, "text", title, x=8, y=17, class_="title")


def _summary(c: _Ctx) -> str:
    v = c.view
    lines = [c._("Village, round {round}: {phase}").format(round=v["round"],
                                                          phase=c.t(PHASES[v["phase"]]))]
    for i, p in enumerate(v["players"]):
        lines.append(c._("{name}: prestige {prestige}, coins {coins}, grain {grain}, time "
                         "{time}, customers {customers}").format(
            name=p["name"], prestige=p["prestige"], coins=p["coins"], grain=p["grain"],
            time=p["time"], customers=p["served"]))
    return "\n".join(lines)


# -- zones -------------------------------------------------------------------------------------
def _status(c: _Ctx, g) -> float:
    v = c.view
    _frame(c, g, 80, "")
    text = c._("Round {round}").format(round=v["round"]) + " · " + c.t(PHASES[v["phase"]])
    _el(g, "text", text, x=8, y=18, class_="title", fit=236)
    start = c._("Starting player: {player}").format(player=c.who(v["start"]))
    _el(g, "text", start, x=8, y=36, class_="small", fit=236)
    x = 8
    for color in data.COLORS:                        # the supply, for cubes of choice
        key = f"cube {color}"
        label = c._("Take a cube") + ": " + c.term(color)
        box = (250 + x, 26, 18, 18)
        it = c.item(g, key, box, label, "supply cube", explain=f"cube:{color}")
        c.chip(it, 250 + x, 26, color, v["supply"][color])
        x += 26
    _el(g, "text", c._("Supply"), x=258, y=18, class_="small")
    _el(g, "text", c._("Goods"), x=8, y=68, class_="small", fit=52)
    left = v.get("goods_supply", {})
    for i, good in enumerate(data.GOODS):                 # written out (review: "wag hor ox")
        key, x = f"good {good}", 64 + 84 * i
        name = c.term(good)
        shown = f"{name[:1].upper()}{name[1:]} ×{left.get(good, '?')}"
        it = c.item(g, key, (x, 56, 80, 18), c._("Supply") + ": " + shown, "supply good",
                    explain=f"good:{good}")
        _el(it, "rect", x=x, y=56, width=80, height=18, rx=3, fill="#ffffff",
            stroke=c.colors["zone stroke"], stroke_width=0.5)
        _el(it, "text", shown, x=x + 4, y=69, class_="small", fit=72)
    return 80


def _spaces(c: _Ctx, g) -> float:
    """Action spaces A–G and the well (H), 4 per row."""
    v = c.view
    w, h = 118, 88
    for i, space in enumerate(data.SPACES + ("well",)):
        x, y = 4 + (i % 4) * (w + 4), 4 + (i // 4) * (h + 4)
        current = v["space"] == space and v["phase"] == "turn" and v["step"] != "start"
        acts = lambda t, sp=space: t == {"harvest": ["harvest"], "family": ["birth"],  # noqa: E731
                                         "market": ["market"],
                                         "well": ["well", "coins"]}.get(sp, ["-"])
        key = c.pick(acts)
        _el(g, "rect", x=x, y=y, width=w, height=h, rx=6,
            fill=c.colors["well" if space == "well" else space],
            stroke=c.colors["highlight"] if current else c.colors["zone stroke"],
            stroke_width=3 if current else 1)
        it = c.item(g, key, (x, y, w, 20), c.t(SPACE_NAMES[space]), f"space {space}",
                    lambda t, sp=space, acts=acts: acts(t) or t[:2] == ["take", sp],
                    explain=f"space:{space}")
        _el(it, "text", c.t(SPACE_NAMES[space]), x=x + 5, y=y + 15, class_="small title", fit=108)
        if space == "well":
            for k, color in enumerate(data.COLORS):
                cx, cy = x + 6 + 28 * k, y + 40
                key = c.pick(lambda t, col=color: t[:2] == ["well", col])
                label = c._("Well") + ": 3 × " + c.term(color)
                if key and len(key.split()) == 3:            # well <colour> <coins>
                    n = int(key.split()[2])
                    label += " " + joker_text(n, c._)
                cell = c.item(g, key, (cx, cy, 22, 22), label, "well",
                              lambda t, col=color: t[:2] == ["well", col], explain="space:well")
                c.chip(cell, cx, cy, color, 3, 22)
            continue
        cubes = v["spaces"][space]
        k = 0
        for kind in data.CUBE_KINDS:
            for _ in range(cubes[kind]):
                cx, cy = x + 6 + 26 * (k % 4), y + 24 + 26 * (k // 4)
                label = c._("Take a cube:") + " " + c.term(space) + ", " + c.term(kind)
                key = f"take {space} {kind}"
                if key not in c.legal and f"{key} only" in c.legal:     # rules.ONLY
                    key += " only"
                    label += " " + c._("(you cannot use its action now)")
                cell = c.item(g, key, (cx, cy, 22, 22), label, f"cube {kind}",
                              explain=f"cube:{kind}")
                c.chip(cell, cx, cy, kind, None, 22)
                k += 1
    return 2 * (h + 4) + 4


def _crafts(c: _Ctx, g) -> float:
    """The four craft buildings with their trained members, and the mill."""
    _frame(c, g, 118, c.t(SPACE_NAMES["crafts"]), "crafts")
    for i, name in enumerate(list(data.CRAFTS) + ["mill"]):
        x, y, w = 6 + i * 96, 24, 92
        _el(g, "rect", x=x, y=y, width=w, height=88, rx=5, fill=c.colors["slot"],
            stroke=c.colors["slot stroke"])
        trains = lambda t, n=name: t[:2] == ["train", n]  # noqa: E731
        key = "mill" if name == "mill" else c.pick(trains)
        label = c.term(name) if name == "mill" else c._("Train at") + " " + c.term(name)
        head = c.item(g, key, (x, y, w, 18), label, f"craft {name}", trains,
                      explain=f"craft:{name}")
        _el(head, "text", c.term(name), x=x + 4, y=y + 14, class_="small title", fit=84)
        if name == "mill":
            _el(g, "text", c._("2 time + 2 grain"), x=x + 4, y=y + 32, class_="small", fit=84)
            _el(g, "text", c._("→ 2 coins"), x=x + 4, y=y + 48, class_="small", fit=84)
            continue
        craft = data.CRAFTS[name]
        _el(g, "text", c._("train {t} · make {p}").format(t=craft.training, p=craft.production),
            x=x + 4, y=y + 29, class_="small", fit=84)
        step = 90 / len(craft.goods)                 # one or two goods share the width
        for j, good in enumerate(craft.goods):
            gx = x + 2 + j * step
            sub = c.item(g, f"produce {good}", (gx, y + 33, step - 2, 15),
                         c._("Produce one") + " " + c.term(good), "produce",
                         explain=f"good:{good}")
            _el(sub, "text", "▶ " + c.term(good), x=gx + 2, y=y + 45, class_="small",
                fit=step - 5)
        price = " + ".join(f"{n} {c.term(k)}" for k, n in craft.price.items())
        px = x + 4
        for k, n in craft.price.items():
            if k == "grain":
                _el(g, "text", f"{n} {c.term(k)}", x=px, y=y + 63, class_="small")
            else:
                c.chip(g, px, y + 51, k, n, 15)
                px += 19
        for j, good in enumerate(craft.goods):
            c.item(g, f"buy {good}", (x + 2 + step * j, y + 50, step - 2, 17),
                   c._("Buy one") + " " + c.term(good) + ": " + price, "buy",
                   explain=f"good:{good}")
        _members(c, g, x + 4, y + 68, f"craft:{name}")
    return 118


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


def _market(c: _Ctx, g) -> float:
    """Five stalls (blue border, servable) and the waiting line (assumed, P9)."""
    v = c.view
    _frame(c, g, 144, c.t(SPACE_NAMES["market"]), "market")
    _el(g, "text", c._("Pile: {n}").format(n=v["pile_size"]), x=400, y=17, class_="small")
    for row, tiles in enumerate((v["stalls"], v["waiting"])):
        for i, tile in enumerate(tiles):
            x, y = 6 + i * 96, 24 + row * 58
            usable = row == 1 or i in v["usable_stalls"]
            label = (c._("Serve the customer at stall") + f" {i + 1}" if row == 0
                     else c._("Waiting line") + f" {i + 1}")
            it = c.item(g, f"serve {i + 1}" if row == 0 else None, (x, y, 92, 54), label,
                        "stall" if row == 0 else "waiting",
                        explain=f"customer:{tile}" if tile else None)
            _el(it, "rect", x=x, y=y, width=92, height=54, rx=4,
                fill=c.colors["slot"] if usable else c.colors["blocked"],
                stroke="#1565c0" if row == 0 else c.colors["slot stroke"],
                stroke_width=2 if row == 0 else 1)
            if tile:
                cust = data.CUSTOMERS[tile]
                demand = [f"{n} {c.term(k)}" if n > 1 else c.term(k)
                          for k, n in cust.demand.items()]
                _el(it, "text", c._("{n} prestige").format(n=cust.prestige), x=x + 4,
                    y=y + 14, class_="small title", fit=84)
                chars = 12
                while len(_wrap(demand, chars)) > 3:       # long translations: squeeze
                    chars += 1
                for j, line in enumerate(_wrap(demand, chars)):
                    _el(it, "text", line, x=x + 4, y=y + 27 + 11 * j, class_="small", fit=86)
    return 144


def _travel(c: _Ctx, g) -> float:
    """The travel map (assumed, P3): paths with costs, cities with rewards and markers."""
    v = c.view
    _frame(c, g, TRAVEL_H, c.t(SPACE_NAMES["travel"]), "travel")
    pos = {"village": (30, 96), "c1": (120, 50), "c2": (120, 142), "c3": (240, 34),
           "c4": (240, 96), "c5": (240, 158), "c6": (360, 50), "c7": (360, 142),
           "c8": (450, 96)}
    for pid, path in data.PATHS.items():
        (x1, y1), (x2, y2) = pos[path.ends[0]], pos[path.ends[1]]
        _el(g, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=c.colors[path.color], stroke_width=3)
        cost = f"{path.time}t" + (" " + c._("+W") if path.wagons else "")   # W: a wagon
        _el(g, "text", cost, x=(x1 + x2) / 2 - 12, y=(y1 + y2) / 2 - 3, class_="small")
    _el(g, "text", c._("village"), x=6, y=120, class_="small title")
    rewards = {"prestige": N_("3 prestige"), "coin": N_("1 coin"), "cubes": N_("2 cubes")}
    for city in data.CITIES:
        x, y = pos[city]
        goes = lambda t, ct=city: t[0] == "travel" and t[-1] == ct  # noqa: E731
        key = c.pick(goes)
        label = c.term(city) + ": " + c.t(rewards[data.CITY_REWARDS[city]])
        it = c.item(g, key, (x - 22, y - 22, 44, 44), label, f"city {city}", goes,
                    explain=f"city:{city}")
        _el(it, "circle", cx=x, cy=y, r=21, fill=c.colors["slot"], stroke=c.colors["zone stroke"])
        _el(it, "text", city.upper(), x=x, y=y - 8, text_anchor="middle", class_="small title")
        _el(it, "text", c.t(rewards[data.CITY_REWARDS[city]]), x=x, y=y + 4,
            text_anchor="middle", style="font-size:10px", fit=40)
        k = 0
        for seat, p in enumerate(v["players"]):
            if city in p["visited"]:
                _el(it, "rect", x=x - 18 + 9 * k, y=y + 8, width=7, height=7,
                    fill=c.colors["seat " + p["color"]], stroke="#333")
                k += 1
        _members(c, it, x - 26, y + 14, f"city:{city}", per_row=4)
    return TRAVEL_H


def _council_church(c: _Ctx, g) -> float:
    """Council stages 1–4 with privileges; church windows 4 (left) … 1 (right) and the bag."""
    v = c.view
    _frame(c, g, 150, "", "zone")
    _el(g, "rect", x=0, y=0, width=240, height=150, rx=8, fill=c.colors["council"],
        stroke=c.colors["zone stroke"])
    _el(g, "text", c.t(SPACE_NAMES["council"]), x=8, y=17, class_="title", fit=228)
    privileges = {1: N_("next start"), 2: N_("2 cubes"), 3: N_("1 good"),
                  4: N_("1 coin → 3")}
    for stage in range(1, 5):
        y = 24 + (4 - stage) * 28
        moves = lambda t, s=stage: ((t[0] == "advance" and t[2] == str(s))  # noqa: E731
                                    or (s == 1 and t[0] == "enter"))
        key = c.pick(moves)
        it = c.item(g, key, (6, y, 150, 26), c._("council stage {n}").format(n=stage),
                    f"stage {stage}", moves, explain=f"stage:{stage}")
        _el(it, "rect", x=6, y=y, width=150, height=26, rx=4, fill=c.colors["slot"],
            stroke=c.colors["slot stroke"])
        _el(it, "text", str(stage), x=12, y=y + 17, class_="title")
        _members(c, it, 22, y + 5, f"council:{stage}", per_row=8)
        priv = c.item(g, f"privilege {stage}", (160, y, 76, 26),
                      c._("Privilege of stage") + f" {stage}", "privilege",
                      explain=f"privilege:{stage}")
        _el(priv, "text", c.t(privileges[stage]), x=162, y=y + 17, class_="small", fit=74)
    marker = v["next_start"]
    text = c._("next start: {who}").format(who=c.who(marker) if marker is not None else "—")
    _el(g, "text", text, x=8, y=146, class_="small", fit=228)
    x0 = 246
    _el(g, "rect", x=x0, y=0, width=244, height=150, rx=8, fill=c.colors["church"],
        stroke=c.colors["zone stroke"])
    _el(g, "text", c.t(SPACE_NAMES["church"]), x=x0 + 8, y=17, class_="title", fit=228)
    for window in range(4, 0, -1):
        x = x0 + 6 + (4 - window) * 58
        promotes = lambda t, w=window: t[0] == "promote" and t[2] == str(w)  # noqa: E731
        key = c.pick(promotes)
        label = c._("church window {n}").format(n=window)
        it = c.item(g, key, (x, 24, 54, 74), label, f"window {window}", promotes,
                    explain=f"window:{window}")
        _el(it, "rect", x=x, y=24, width=54, height=74, rx=12, fill="#cfe3f3", stroke="#6b5b3e")
        _el(it, "text", f"{data.WINDOW_POINTS[window]}", x=x + 4, y=38, class_="small title")
        if window > 1:
            cost = c._("{n} grain").format(n=data.WINDOW_GRAIN[window])
            _el(it, "text", cost, x=x + 50, y=93, class_="small", text_anchor="end", fit=46)
        _members(c, it, x, 44, f"church:{window}", per_row=3)
    bag = [(seat, gen) for seat, p in enumerate(v["players"])
           for gen, pl in p["members"] if pl == "bag"]
    into_bag = lambda t: t[0] in ("draw", "church")  # noqa: E731
    key = c.pick(into_bag)
    it = c.item(g, key, (x0 + 6, 104, 232, 40), c._("Black bag"), "black-bag", into_bag,
                explain="bag:black")
    _el(it, "rect", x=x0 + 6, y=104, width=232, height=40, rx=6, fill="#333")
    _el(it, "text", c._("Black bag: {n} + 4 monks").format(n=len(bag)), x=x0 + 12, y=118,
        class_="small", style="fill:#fff", fit=220)
    for k, (seat, gen) in enumerate(bag[:14]):
        _disc(c, it, x0 + 16 + 15 * k, 133, v["players"][seat]["color"], gen, c.who(seat))
    return 150


def _chronicle(c: _Ctx, g) -> float:
    """The village chronicle by category (I) and the anonymous graves (J)."""
    v = c.view
    rows = len(data.CATEGORIES)
    height = 24 + (rows + 1) * 22 + 4
    _frame(c, g, height, c._("I Village chronicle · J Anonymous graves"))
    for row, cat in enumerate(data.CATEGORIES):
        y = 24 + row * 22
        name = c._("Farmyard") if cat == "farm" else c.term(cat)   # a row title: capitalized
        row_g = _part(g, f"chronicle:{cat}")
        _el(row_g, "text", name, x=8, y=y + 14, class_="small", fit=136)
        _slots(c, row_g, 150, y, v["chronicle"][cat], f"chronicle:{cat}")
    y = 24 + rows * 22 + 4
    row_g = _part(g, "graves:all")
    _el(row_g, "text", c._("Graves"), x=8, y=y + 14, class_="small", fit=136)
    _slots(c, row_g, 150, y, v["graves"], "grave")
    return height


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


def _farm(c: _Ctx, g, seat: int) -> float:
    """One farmyard in five rows: name and prestige; members at home, unborn and dead; the
    life-time track with the bridge; grain, cubes and coins; goods, customers and cities."""
    v = c.view
    p = v["players"][seat]
    moving = v.get("to_move") == seat and v["phase"] != "over"
    _el(g, "rect", x=0, y=0, width=ZONE_W, height=FARM_H, rx=8, fill=c.colors["zone"],
        stroke=c.colors["highlight"] if moving else c.colors["zone stroke"],
        stroke_width=4 if moving else 1)
    _el(g, "rect", x=0, y=0, width=10, height=FARM_H, rx=4, fill=c.colors["seat " + p["color"]],
        stroke=c.colors["zone stroke"])
    head = c.who(seat) + (" ★" if v["start"] == seat else "")
    _el(g, "text", head, x=16, y=17, class_="title", fit=270)
    _el(g, "text", c._("{n} prestige").format(n=p["prestige"]), x=300, y=17, class_="title",
        fit=180)
    farm = g
    g = _part(farm, "farm:members")
    _el(g, "text", c._("Farmyard"), x=16, y=38, class_="small", fit=70)
    k = 0
    for gen, pl in p["members"]:
        if pl == "farm":
            _disc(c, g, 90 + 16 * k, 34, p["color"], gen, c.who(seat))
            k += 1
    unborn = sum(1 for _, pl in p["members"] if pl == "unborn")
    dead = sum(1 for _, pl in p["members"] if pl.split(":")[0] in ("chronicle", "grave", "gone"))
    _el(g, "text", c._("unborn {u} · dead {d}").format(u=unborn, d=dead), x=300, y=38,
        class_="small", fit=180)
    # life-time track: 10 spaces, the bridge between 9 and 0 (assumed, P7)
    g = _part(farm, "farm:life")
    _el(g, "text", c._("Life time"), x=16, y=59, class_="small", fit=70)
    for i in range(data.LIFE_TRACK):
        x = 90 + i * 22
        here = i == p["life"]
        _el(g, "rect", x=x, y=46, width=19, height=18, rx=3,
            fill=c.colors["seat " + p["color"]] if here else c.colors["slot"],
            stroke="#333" if here else c.colors["slot stroke"], stroke_width=2 if here else 1)
        light = here and p["color"] in ("red", "blue")
        _el(g, "text", i, x=x + 9.5, y=59, text_anchor="middle", class_="small",
            style="fill:#fff" if light else None)
    _el(g, "text", c._("bridge"), x=90 + 10 * 22 + 2, y=59, class_="small", fit=60)
    _el(g, "text", c._("time {t}").format(t=p["time"]), x=380, y=59, class_="small", fit=100)
    g = _part(farm, "farm:grain")
    _el(g, "text", c._("Grain"), x=16, y=81, class_="small", fit=70)
    for i in range(data.GRAIN_CAP):
        _el(g, "rect", x=90 + i * 18, y=70, width=14, height=14, rx=2,
            fill="#e0b84c" if i < p["grain"] else c.colors["slot"], stroke="#8a6d1f")
    g = _part(farm, "farm:cubes")
    _el(g, "text", c._("Cubes"), x=190, y=81, class_="small", fit=56)
    for i, color in enumerate(data.COLORS):
        c.chip(g, 250 + i * 26, 67, color, p["cubes"][color])
    g = _part(farm, "farm:coins")
    _el(g, "text", c._("Coins: {n}").format(n=p["coins"]), x=380, y=81, class_="small", fit=100)
    g = farm
    _el(g, "text", c._("Goods"), x=16, y=102, class_="small", fit=70)
    goods = "  ".join(f"{c.term(k)} {n}" for k, n in p["goods"].items() if n) or "—"
    _el(g, "text", goods, x=90, y=102, class_="small", fit=170)
    if p["customers"] is None:                      # face down (seed 004, "Mercado")
        customers = c._("Customers: {n} (face down)").format(n=p["served"])
    else:
        served = sum(data.CUSTOMERS[t].prestige for t in p["customers"])
        customers = c._("Customers: {n} ({pp} prestige)").format(n=p["served"], pp=served)
    _el(g, "text", customers,
        x=268, y=102, class_="small", fit=150)
    _el(g, "text", c._("Cities: {n}").format(n=len(p["visited"])), x=424, y=102, class_="small",
        fit=60)
    return FARM_H
