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
ElementTree, so every text is escaped.  The towers, the zones beside them and the personal
boards are parts (:mod:`engine.svgparts`): kept in :data:`PARTS` under the slice of the view
each one draws, drawn again only when that slice changed; a personal board's rows of cards
are kept apart (:meth:`engine.svgparts.PartCache.fragment`), written again only when the
player's cards changed.

The board's parts are drawn by their own modules: :mod:`.render_towers` (the four towers),
:mod:`.render_spaces` (Council Palace, Market, Harvest and Production, Vatican reports),
:mod:`.render_players` (personal boards) and :mod:`.render_cards` (leaders and bonus tiles);
:mod:`.render_base` holds the rendering context and the shapes they share.
"""
from __future__ import annotations

from typing import Callable, Iterable

from ..core import Action
from ..svg import to_text as svg_text
from ..svg import board_root, el as _el, explainable, hit_layout
from ..svgparts import PartCache, PartedBoard
from . import data
from . import render_cards as rcards
from .render_base import DEFAULT_COLORS, PLAYER_COLORS  # noqa: F401  (the colours, public)
from .render_base import N_, PLAYER_H, _CSS, _Ctx, _box, _text
from .render_players import _player
from .render_spaces import ZONE_STEP, ZONES, draw_zone
from .render_towers import _tower

PHASES = {"draft": N_("Leader draft"), "tiles": N_("Personal bonus tiles"),
          "actions": N_("Actions"), "vatican": N_("Vatican report"), "over": N_("Game over")}
PARTS = PartCache()
"""The parts of the boards drawn (:func:`board`'s ``parts``)."""
WIDTH, NARROW_WIDTH = 1000, 500
"""Board widths in user units: ``layout="wide"`` (desktop) and ``"narrow"`` (phones)."""


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, to_move: int | None = None,
          colors: dict[str, str] | None = None, layout: str = "wide",
          highlight: Iterable[Action | str] = (), actor: int | None = None,
          parts: PartCache | None = PARTS, **_options) -> str:
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
        parts: the cache the board's parts (towers, action spaces, personal boards) are
            kept in (:mod:`engine.svgparts`): a part whose input is unchanged is not drawn
            again; None draws the whole board (the same text).

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
    svg = board_root("lorenzo", layout, _("Lorenzo il Magnifico board"), seat=seat,
                     over=view.get("phase") == "over", desc=_summary(c), css=_CSS % c.colors,
                     size=(width, height))
    _el(svg, "rect", x=0, y=0, width=width, height=height, fill=c.colors["board"])
    _status(c, svg, width)
    drawn = PartedBoard(svg, parts, c.drawn) if parts is not None else None
    c.fragments = parts
    base = (layout, c.hit, repr(c.colors))

    def part(name: str, spots, data_, draw) -> None:
        """Draw a part: straight into the root (no cache), else by :class:`PartedBoard`
        under its key: the part's name and place, what it reads of the view (``data_``),
        and the legal actions, highlights and buttons drawn of its board places
        (``spots``: a place → whether the part draws it), with what the view's
        ``choosing`` says of them when one is legal."""
        if drawn is None:
            draw(svg)
            return
        legal = sorted(c.full[k] for k in c.legal if spots(_place(k)))
        choice = _choice(choosing, spots) if legal else ()   # what a lit space's label says
        key = (name, c._, repr((base, data_, legal, choice, sorted(k for k in c.lit if spots(k)),
                                sorted(k for k in c.drawn if spots(_place(k))))))

        def build(parent) -> None:
            draw(parent)
            c.finish()
        drawn.part(key, build)

    choosing = view.get("choosing") or {}
    if view.get("phase") in ("draft", "tiles"):       # advanced setup: in place of the towers
        # (still empty; drawn under it they were keyboard stops hidden from sight)
        rcards.setup_choices(c, svg, 6, towers_y, width - 12 if narrow else 4 * (tower_w + 1) - 1,
                            2 * 422 - 4 if narrow else 418)
    else:
        for i, tower in enumerate(data.TOWER_ORDER):
            if narrow:
                x, y = 6 + (i % 2) * (tower_w + 4), towers_y + (i // 2) * 422
            else:
                x, y = 6 + i * (tower_w + 1), towers_y
            part("tower", _in_tower(tower),
                 (tower, x, y, tower_w, view["towers"][tower], view["tower_members"][tower]),
                 lambda parent, tower=tower, x=x, y=y: _tower(c, parent, tower, x, y, tower_w))
    sx, sy, sw = spaces
    for z, zone in enumerate(ZONES):
        zy = sy + z * ZONE_STEP
        here = _in_zone(zone)
        reads: tuple
        if zone == "excommunications":
            reads = (view["excommunications"], view["period"],
                     [p["excommunicated"] for p in view["players"]])
        elif zone in ("harvest", "production"):
            reads = (view[zone], n, view["players"][seat or 0]["tile"])
        else:
            reads = (view[zone], view["market_open"])
        part("zone", here, (zone, sx, zy, sw, reads),
             lambda parent, zone=zone, zy=zy: draw_zone(c, parent, zone, sx, zy, sw))
    for i in range(n):
        x = 6 + (i % per_row) * (player_w + 6)
        y = players_y + (i // per_row) * (c.player_h + 6)
        mine = _on_player if i in (seat, c.actor) else _leader
        part("player", mine,
             (i, x, y, player_w, c.player_h, view.get("variant"), view["players"][i],
              view["turn_order"], view["dice"], i == seat, i == c.actor,
              choosing.get("member") if choosing.get("seat") == i else None),
             lambda parent, i=i, x=x, y=y: _player(c, parent, i, x, y, player_w))
    c.finish()
    return drawn.text() if drawn is not None else svg_text(svg)


def _place(notation: str) -> str:
    """The board place a board notation acts on, as the context's highlighted places name
    it (render_base ``_spots``): ``take green 2`` → ``green 2``, ``member black 5`` →
    ``member black``, ``leader use sisto_iv`` → ``leader sisto_iv``; else the notation."""
    verb, _sep, rest = notation.partition(" ")
    if verb in ("place", "take"):
        return rest
    if verb == "member":
        return "member " + rest.split(" ")[0]
    if verb == "leader":
        return "leader " + rest.split(" ")[-1]
    return notation


def _in_tower(tower: str):
    """Whether a board place is one of ``tower``'s floors."""
    def inside(place: str) -> bool:
        return place.startswith(tower + " ")
    return inside


def _in_zone(zone: str):
    """Whether a board place is in the zone ``zone`` (render_spaces ``ZONES``): the Council
    Palace, or a Market, Harvest or Production space (the Vatican reports have none)."""
    def inside(place: str) -> bool:
        return place == zone or place.startswith(zone + " ")
    return inside


def _on_player(place: str) -> bool:
    """Whether a board place is a family member or a leader (the board of the seat to move
    or of the last turn's actor)."""
    return place.startswith(("member ", "leader "))


def _leader(place: str) -> bool:
    """Whether a board place is a leader (outlined on any board when highlighted)."""
    return place.startswith("leader ")


def _choice(choosing: dict, spots) -> tuple:
    """What a part's lit spaces show of the view's ``choosing``: the member, its value and
    the costs of the part's spaces."""
    costs = choosing.get("costs") or {}
    return (bool(choosing), choosing.get("member"), choosing.get("value"),
            sorted((k, repr(v)) for k, v in costs.items() if spots(k)))


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
