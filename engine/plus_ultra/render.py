"""SVG board of Plus Ultra: pure functions from a view dict to SVG text, like ``chess.svg``.

The board shows the rulebook's zones (seed 002, "Zonas del Tablero"): 1 Peer Order, 2 turn
track, 3 Crown wealth, 4 Church, 5 bulls, 6 Market, 7 Surplus, 8 European Wars, 9 common
actions, 10 Greatness Points, 11 Maritime Trade, 12 Magellan's voyage, 13 New World (colony and
exploration columns), 14 Estates; below them the draft pool (or the turn status) and one area
per player.  No rules are decided here: legality arrives as ``legal``, and each legal notation
that names a board element is drawn on that element with ``data-action`` (DESIGN.md, "Contract
that tests rely on").  The earlier edition (seed 000, view ``edition``) shows its own areas: the
Church as donation guides over the market slots with the rosetón cards, and Magellan cards.  Built with ElementTree, so every text is escaped.

The drawing is split along the board's parts: render_zones.py (the zones), render_players.py
(status line, player areas, summary) and render_base.py (colours, names, context, shapes).
This module lays them out in :func:`board`, each zone and player area a part kept in
:data:`PARTS` (:mod:`engine.svgparts`), and re-exports the public names.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Iterable

from ..core import Action
from ..svg import board_css, board_root, el as _el, hit_layout
from ..svg import to_text as svg_text
from ..svgparts import PartCache, PartedBoard
from . import glyphs
from .render_base import (COLOR_NAMES, DEFAULT_COLORS, N_, NARROW_WIDTH,  # noqa: F401
                          NARROW_ZONES, PHASES, PLAYER_COLORS, RESOURCE_NAMES,  # (public names)
                          TITLE_CHAR, WIDTH, _NARROW_PLAYERS_Y, _Ctx)
from .render_players import _player, _status, _summary
from .render_zones import _commons, _gp_and_estates, _market_row, _new_world, _top_row, _war_row

_CSS = board_css(14, extra="text.used{fill-opacity:.5}")
PARTS = PartCache()
"""The zones and players' areas drawn (:func:`board`'s ``parts``)."""


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, highlight: Iterable[Action | str] = (),
          to_move: int | None = None, colors: dict[str, str] | None = None,
          layout: str = "wide", parts: PartCache | None = PARTS, **_options) -> str:
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
        parts: the cache the zones (:data:`ZONES`) and the players' areas are kept in
            (:mod:`engine.svgparts`): a zone or an area whose input is unchanged is not drawn
            again; None draws the whole board (the same text).

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
    svg = board_root("plus_ultra", layout, c._("Plus Ultra board"), seat=seat,
                     over=view.get("phase") == "over", desc=_summary(c), css=_CSS % c.colors,
                     size=(width, height))
    defs = _el(svg, "defs")
    _el(svg, "rect", x=0, y=0, width=width, height=height, fill=c.colors["board"], class_="bg")
    drawn = PartedBoard(svg, parts, c.drawn) if parts is not None else None
    c.fragments = parts
    names = [p["name"] for p in view["players"]]
    for draw, spots, reads, players in ZONES:
        if drawn is None:
            draw(c, svg)
            continue
        seen = (c.to_move,) if draw is _status else ()
        zkey = ("zone", draw.__name__, c._, repr((
            layout, c.hit, c.colors, names, [view.get(k) for k in reads],
            [[p[k] for k in players] for p in view["players"]], seen,
            sorted(k for k in c.legal if k.startswith(spots)),
            sorted(k for k in c.highlight if k.startswith(spots)),
            sorted(k for k in c.drawn if k.startswith(spots)))))
        c.glyphs |= drawn.part(zkey, partial(_drawn, c, draw))
    base = (layout, c.hit, repr(c.colors), n)
    acts = ("act ", "bull act ")                    # the notations an area draws as buttons
    for seat_i in range(n):
        if drawn is None:
            _player(c, svg, seat_i)
            continue
        # what the area reads: its player's view and name, the board's layout, whether it
        # is the area of the seat to move and of the actor (with the current character), the
        # outlined moves of its characters (render_players ``_character``: their actions, and
        # a bull's while one is the current character); the legal and drawn actions of its
        # buttons only for the deciding seat's area
        mine = seat_i == seat
        player = view["players"][seat_i]
        ours = tuple(f"act {ch} " for ch in player["characters"] if ch is not None)
        lit = sorted(h for h in c.highlight if h.startswith(ours) or h.startswith("bull act "))
        acting = view.get("actor") == seat_i
        key = ("player", c._, repr((base, seat_i, player, c.who(seat_i), lit, mine, acting,
                                    view.get("current") if acting else None,
                                    sorted(k for k in c.legal if k.startswith(acts))
                                    if mine else (),
                                    sorted(k for k in c.drawn if k.startswith(acts))
                                    if mine else ())))
        c.glyphs |= drawn.part(key, partial(_area, c, seat=seat_i))
    c.finish()
    for kind in sorted(c.glyphs):
        glyphs.symbol(defs, kind)
    return drawn.text() if drawn is not None else svg_text(svg)


ZONES: tuple[tuple[Callable[[_Ctx, object], None], tuple[str, ...], tuple[str, ...],
                   tuple[str, ...]], ...] = (
    (_new_world, ("colony ", "tile "),
     ("deck_size", "colonies", "exploration", "colony_sizes", "constants"), ()),
    (_top_row, (), ("peer_order", "turns", "turn", "crown", "constants"), ()),
    (_market_row, ("market ", "surplus", "church "),
     ("constants", "market", "surplus", "edition", "roseton_supply", "church", "bull_supply"), ()),
    (_war_row, ("war ", "seat "),
     ("war_level", "constants", "war", "edition", "magellan_spaces", "magellan_done",
      "magellan"), ("trade",)),
    (_commons, ("common ", "bull common "), ("commons_taken", "edition", "commons_by"), ()),
    (_gp_and_estates, (), ("estates_left",), ("gp",)),
    (_status, ("draft ",), ("phase", "pool", "pool_size", "turn", "turns", "round", "current",
                            "actor"), ()),
)
"""The board's zones above the player areas, each a part (:func:`board`): its drawing
function, the prefixes of the notations it draws or outlines (legal, highlighted, drawn
before it), the keys of the view it reads, and what it reads of each player (besides the
names, which every zone shows)."""


def _drawn(c: _Ctx, draw, parent) -> frozenset[str]:
    """Draw a zone into ``parent`` as a part of the board, its outlines included; the glyphs
    it uses (the board's ``<defs>`` must hold them when the zone comes from the cache)."""
    before, c.glyphs = c.glyphs, set()
    draw(c, parent)
    c.finish()
    used = frozenset(c.glyphs)
    c.glyphs = before | used
    return used


def _area(c: _Ctx, parent, *, seat: int) -> frozenset[str]:
    """Draw ``seat``'s player area into ``parent`` as a part of the board; the glyphs it
    uses (the board's ``<defs>`` must hold them even when the area comes from the cache)."""
    before, c.glyphs = c.glyphs, set()
    _player(c, parent, seat)
    c.finish()
    used = frozenset(c.glyphs)
    c.glyphs = before | used
    return used
