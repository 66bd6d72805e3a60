"""SVG board of Village: pure functions from a view dict to SVG text, like ``chess.svg``.

The village shows the rulebook's areas (seed 004, "Preparar"): A grain harvest, B family,
C crafts, D market, E travel, F council chamber, G church, H well, I village chronicle and
J anonymous graves; the action spaces carry their cubes by colour.  Below, one farmyard per
player: members by generation, the life-time track with the bridge, grain, goods, cubes,
coins, prestige and customers served.  No rules are decided here: legality arrives as
``legal``, and each legal notation that names a board element is drawn on it with
``data-action`` (DESIGN.md, "Contract that tests rely on"); the others are left to the side
panel.  Built with ElementTree, so every text is escaped.  The village's zones and the
farmyards are parts (:mod:`engine.svgparts`), drawn again only when what they show changed.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Iterable

from ..core import Action
from ..svg import board_css, board_root, hit_layout
from ..svg import to_text as svg_text
from ..svgparts import PartCache, PartedBoard
from . import data
from .render_base import (COLOR_NAMES, DEFAULT_COLORS, FARM_H, N_, SEAT_COLORS,  # noqa: F401
                          SPACE_NAMES, TRAVEL_H, ZONE_W, _Ctx, _el, _frame)      # (public names)
from .render_farm import _farm
from .render_village import (_chronicle, _council_church, _crafts, _market, _spaces,
                             _travel)

PHASES = {"turn": N_("Turns"), "market": N_("Market day"), "mass_draw": N_("Mass"),
          "mass_promote": N_("Mass"), "over": N_("Game over")}
WIDTH, NARROW_WIDTH = 1000, 500
"""Board widths in user units: ``layout="wide"`` (desktop) and ``"narrow"`` (phones)."""

_CSS = board_css(13, small_px=11, glow=None)
PARTS = PartCache()
"""The zones and farmyards of the boards drawn (:func:`board`'s ``parts``)."""


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, to_move: int | None = None,
          colors: dict[str, str] | None = None, layout: str = "wide",
          highlight: Iterable[Action | str] = (), parts: PartCache | None = PARTS,
          **_options) -> str:
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
        parts: the cache the zones (:data:`ZONE_READS`) and farmyards are kept in
            (:mod:`engine.svgparts`): a zone or farmyard whose input is unchanged is not drawn
            again; None draws the whole board (the same text).

    Raises:
        ValueError: unknown layout.
    """
    if layout not in ("wide", "narrow"):
        raise ValueError(f"layout must be 'wide' or 'narrow', not {layout!r}")
    c = _Ctx(view, legal, gettext, colors, highlight)
    c.hit = hit_layout(layout)                 # phones: hit areas of at least 24 CSS px
    seat = to_move if to_move is not None else view.get("to_move")
    narrow = layout == "narrow"
    svg = board_root("village", layout, c._("Village board"), seat=seat,
                     over=view["phase"] == "over", desc=_summary(c), css=_CSS % c.colors)
    bg = _el(svg, "rect", x=0, y=0, fill=c.colors["board"], class_="bg")
    left = [_status, _spaces, _crafts, _market]
    right = [_travel, _council_church, _chronicle]
    players = list(range(len(view["players"])))
    drawn = PartedBoard(svg, parts, c.drawn) if parts is not None else None
    c.fragments = parts
    if narrow:
        height = _column(c, svg, 5, 5, left + right + players, drawn)
        width = NARROW_WIDTH
    else:
        y = max(_column(c, svg, 5, 5, left, drawn), _column(c, svg, 505, 5, right, drawn))
        y1 = _column(c, svg, 5, y, players[0::2], drawn)
        y2 = _column(c, svg, 505, y, players[1::2], drawn)
        height, width = max(y1, y2), WIDTH
    bg.set("width", str(width))
    bg.set("height", str(height))
    svg.set("viewBox", f"0 0 {width} {height}")
    return drawn.text() if drawn is not None else svg_text(svg)


def _column(c: _Ctx, svg, x: float, y: float, zones, drawn: PartedBoard | None = None
            ) -> float:
    """Draw zones one under another at ``x`` from ``y``; returns the y below the last.  A
    zone is a function drawing into its group (a part of ``drawn``, :func:`_zone_key`), or a
    seat: that player's farmyard, a part of ``drawn`` (:func:`_farm_part`)."""
    for zone in zones:
        if isinstance(zone, int):
            y += _farm_part(c, svg, drawn, zone, x, y) + 8
        elif drawn is None:
            y += zone(c, _el(svg, "g", transform=f"translate({x},{y})")) + 8
        else:
            y += drawn.part(_zone_key(c, zone, x, y), partial(_zone_part, c, zone, x, y)) + 8
    return y


ZONE_READS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], bool]] = {
    "_status": (("cube", "good"), ("round", "phase", "start", "supply", "goods_supply"), (),
                False),
    "_spaces": (("harvest", "birth", "market", "well", "take"),
                ("space", "phase", "step", "spaces"), (), False),
    "_crafts": (("train", "mill", "produce", "buy"), (), ("craft:",), False),
    "_market": (("serve",), ("pile_size", "stalls", "waiting", "usable_stalls"), (), False),
    "_travel": (("travel",), (), ("city:",), True),
    "_council_church": (("advance", "enter", "privilege", "promote", "draw", "church"),
                        ("next_start",), ("council:", "church:", "bag"), False),
    "_chronicle": ((), ("chronicle", "graves"), (), False),
}
"""What each zone of the village draws, by its drawing function's name: the first words of
the notations it draws or outlines (legal, highlighted, drawn before it), the keys of the
view it reads, the places whose members it shows, and whether it shows the cities each
player visited (besides the players' names and colours, which every zone may show)."""


def _zone_key(c: _Ctx, zone, x: float, y: float) -> tuple:
    """The key of the zone drawn by ``zone`` at (x, y) (:data:`ZONE_READS`): its place, the
    language, colours and layout, and what it reads of the view, the legal notations (in
    their order: :meth:`_Ctx.pick` takes the first that fits), the outlined and the drawn."""
    verbs, reads, places, visited = ZONE_READS[zone.__name__]
    v = c.view
    players = [(p["name"], p["color"], [m for m in p["members"] if m[1].startswith(places)]
                if places else (), p["visited"] if visited else ()) for p in v["players"]]

    if c.words is None:              # the first word of each legal and outlined notation
        c.words = ([(n.split(" ", 1)[0], n) for n in c.legal],
                   sorted((n.split(" ", 1)[0], n) for n in c.lit))
    legal, lit = ([n for word, n in pairs if word in verbs] for pairs in c.words)
    return ("zone", zone.__name__, c._, repr((
        c.colors, c.hit, x, y, [v.get(k) for k in reads], players, legal, lit,
        sorted(n for n in c.drawn if n.split(" ", 1)[0] in verbs))))


def _zone_part(c: _Ctx, zone, x: float, y: float, parent) -> float:
    """Draw ``zone`` at (x, y) into ``parent`` (a part of the board); its height."""
    return zone(c, _el(parent, "g", transform=f"translate({x},{y})"))


def _farm_part(c: _Ctx, svg, drawn: PartedBoard | None, seat: int, x: float, y: float) -> float:
    """The farmyard of ``seat`` at (x, y), drawn straight (``drawn`` None) or as a part kept
    under what it shows: the player's slice of the view, whether the player is to move, the
    game over, the starting player; its height."""
    def draw(parent) -> float:
        return _farm(c, _el(parent, "g", transform=f"translate({x},{y})"), seat)
    if drawn is None:
        return draw(svg)
    v = c.view
    key = ("farm", c._, repr((c.colors, c.hit, x, y, seat, v["players"][seat],
                              v.get("to_move") == seat, v["phase"] == "over",
                              v["start"] == seat)))
    return drawn.part(key, draw)


def _summary(c: _Ctx) -> str:
    v = c.view
    lines = [c._("Village, round {round}: {phase}").format(round=v["round"],
                                                          phase=c.t(PHASES[v["phase"]]))]
    for p in v["players"]:
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
