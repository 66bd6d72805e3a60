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

Here: :func:`board` and its ``<desc>``; the names, colours and drawing blocks are in
render_base.py, the action spaces, map, supply and rewards in render_map.py, the Zaibatsu in
render_players.py (public names re-exported here).
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from ..core import Action
from ..svg import to_text as svg_text
from ..i18n import format_number
from ..svg import board_root, hit_layout
from ..svg import el as _el
from ..svgparts import PartCache, PartedBoard
from . import data
from .render_base import (ACHIEVEMENT_NAMES, ACTION_NAMES, BONUS_NAMES,  # noqa: F401  (public)
                          DEFAULT_COLORS, GOOD_NAMES, NARROW_WIDTH, PLAYER_COLOR_NAMES,
                          PLAYER_H, PLAYER_W, REGION_H, REGION_W, SEAT_COLORS, SHORT_BONUS,
                          TRACK_NAMES, WIDTH, _CSS, _Ctx, _defs)
from .render_map import (CITY_NAMES, SIDE_NAMES, _actions, _region,  # noqa: F401  (public)
                         _region_name, _rewards, _supply, _workers_and_track)
from .render_players import _player

PARTS = PartCache()
"""The zones and players' boards drawn (:func:`board`'s ``parts``)."""


def board(view: dict, *, legal: Iterable[Action | str] = (),
          gettext: Callable[[str], str] | None = None, highlight: Iterable[Action | str] = (),
          to_move: int | None = None, colors: dict[str, str] | None = None,
          layout: str = "wide", actor: int | None = None,
          parts: PartCache | None = PARTS) -> str:
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
        parts: the cache the zones (:func:`_zones`) and the players' boards are kept in
            (:mod:`engine.svgparts`): a zone or board whose input is unchanged is not drawn
            again; None draws the whole board (the same text).

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
    spots: dict[str, Any]             # zone → its top-left corner (regions: one per region)
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
    # taller than wide: it keeps its width and scrolls with the page (app.css caps the
    # height of boards at the viewport, which would shrink this one below legibility)
    svg = board_root("nippon", layout, c._("Nippon board"), seat=seat,
                     over=view.get("phase") == "over", desc=_summary(c), css=_CSS % c.colors,
                     size=(width, height), style="max-height:none")
    _defs(svg)
    _el(svg, "rect", x=0, y=0, width=width, height=height, fill=c.colors["board"])
    drawn = PartedBoard(svg, parts, c.drawn) if parts is not None else None
    base = (layout, c.hit, repr(c.colors), view.get("phase") == "over")
    names = [c.who(i) for i in range(n)]
    for name, draw, spots_of, reads in _zones(c, spots):
        if drawn is None:
            draw(svg)
            continue
        # what the zone reads: its slice of the view (every text a zone shows comes from
        # it, the players' names and colours included) and the notations it draws or
        # outlines, legal, highlighted or drawn before it by an earlier zone
        zkey = ("zone", name, c._, repr((base, reads, names,
                                        sorted(k for k in c.legal if k.startswith(spots_of)),
                                        sorted(k for k in c.highlight
                                               if k.startswith(spots_of)),
                                        sorted(k for k in c.drawn if k.startswith(spots_of)))))

        def build_zone(parent, draw=draw) -> None:
            draw(parent)
            c.finish()
        drawn.part(zkey, build_zone)
    for seat_i in range(n):
        col, row = seat_i % per_row, seat_i // per_row
        x, y = 5 + col * (PLAYER_W + 5), players_y + row * (PLAYER_H + 5)
        if drawn is None:
            _player(c, svg, seat_i, x, y)
            continue
        mine, acted = seat_i == seat, seat_i == actor
        # what the board reads: its player's view, place, name and colour; the legal
        # actions and the buttons drawn before it only for the deciding seat's board (no
        # other draws a button), the outlined moves for that one's (its buttons are outlined
        # by their own notation) and the actor's
        key = ("player", c._, repr((base, seat_i, x, y, view["players"][seat_i],
                                    c.who(seat_i), mine, acted,
                                    sorted(c.legal) if mine else (),
                                    sorted(c.drawn) if mine else (),
                                    sorted(c.highlight) if mine or acted else ())))

        def build(parent, seat_i=seat_i, x=x, y=y) -> None:
            _player(c, parent, seat_i, x, y)
            c.finish()
        drawn.part(key, build)
    c.finish()
    return drawn.text() if drawn is not None else svg_text(svg)


def _zones(c: _Ctx, spots: dict[str, Any]) -> list[tuple[str, Callable[[Any], None],
                                                         tuple[str, ...], tuple]]:
    """The board's zones above the Zaibatsu, in drawing order, each a part of the board
    (:func:`board`): its name, its drawing (``draw(parent)``), the prefixes of the notations
    it draws as buttons or outlines, and the slice of the view it reads."""
    v = c.view
    zones: list[tuple[str, Callable[[Any], None], tuple[str, ...], tuple]] = [
        ("actions", lambda g: _actions(c, g, *spots["actions"]), ("take ", "worker "),
         (v["spaces"], v.get("took"))),
        ("rows-track", lambda g: _workers_and_track(c, g, *spots["workers"]), (),
         (v["rows"], v["bag"], v["marker"], v["final_round"]))]
    for r, region in enumerate(data.REGIONS):
        cities = data.CITY_SPACES[2 * r:2 * r + 2]

        def region_zone(g, r: int = r) -> None:
            _region(c, g, r, *spots["regions"][r])
        zones.append((f"region {region.id}", region_zone,
                      ("region ", "space ", "return "),
                      (r, len(v["players"]), v["foreign"][r], v["transport"][r],
                       v["cities"][2 * r:2 * r + 2],
                       sorted(kv for kv in v["influence"].items()
                              if kv[0].split("-")[0] in cities))))
    zones.append(("supply", lambda g: _supply(c, g, *spots["supply"]), ("factory ",),
                  (v["factory_supply"],)))
    zones.append(("rewards", lambda g: _rewards(c, g, *spots["rewards"]), ("reward ",),
                  (v["rewards"], v["vp_tiles"], v["phase"], c.to_move, v["current"],
                   v["scorings"])))
    return zones


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
