"""The action spaces of the Lorenzo il Magnifico board beside the towers (seed 001, "B.
Acciones"): the Council Palace, the Market, the Harvest and Production areas (single and large
spaces, the viewer's bonus tile), and the Vatican reports' excommunication tiles with their
faith requirement and the excommunicated players' cubes.  Drawn by :func:`.render.board`.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET

from . import data
from ..svg import el as _el, explainable, fit as _fit_text, wrap as _wrap
from .describe import bundle
from .render_base import _box, _placing_button, _text, _token, _zone
from .text import excommunication_name


def _action_space(c, g, spot: str, box: tuple, label: str, cls: str,
                  open_: bool) -> ET.Element:
    """The group of the Market, Harvest or Production space ``spot`` ("market 2"): the button
    of its ``place`` action when that is legal now, else a plain group titled ``label`` (said
    covered when not open); its box (greyed when covered), highlight and explanation."""
    place, place_label = c.placing(spot, label)
    if place:
        sg = c.item(g, place, box, place_label, cls)
    else:
        sg = _el(g, "g", class_=cls)
        _el(sg, "title", label if open_ else label + " — " + c._("covered"))
    x, y, w, h = box
    _box(c, sg, x, y, w, h, fill=None if open_ else c.colors["inactive"], dashed=not open_)
    c.mark(sg, spot, box)
    explainable(sg, "lorenzo:space:" + spot.replace(" ", "-"))
    return sg


ZONES = ("council", "market", "harvest", "production", "excommunications")
"""The zones beside the towers, top to bottom, each :data:`ZONE_STEP` below the last."""
ZONE_STEP = 86


def draw_zone(c, svg, zone: str, x, y, w) -> None:
    """The zone ``zone`` (one of :data:`ZONES`) at (x, y), ``w`` wide."""
    if zone == "council":
        _council(c, svg, x, y, w)
    elif zone == "market":
        _market(c, svg, x, y, w)
    elif zone in ("harvest", "production"):
        _area(c, svg, zone, x, y, w)
    else:
        _vatican(c, svg, x, y, w)


def _council(c, svg, x, y, w) -> None:
    """The Council Palace: its members in order, its ``place council`` button."""
    _ = c._
    v = c.view
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


def _market(c, svg, x, y, w) -> None:
    """The Market's four spaces (those beyond the player count covered)."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "market", x, y, w, 82, c.term("market"))
    sw = (w - 16 - 3 * 6) / 4
    rewards = [bundle(r, _) for r in data.MARKET[:3]] + [_("2 different privileges")]
    for i in range(4):
        sx = x + 8 + i * (sw + 6)
        open_ = i < v["market_open"]
        label = _("Market {n}: {reward}").format(n=i + 1, reward=rewards[i])
        sg = _action_space(c, g, f"market {i + 1}", (sx, y + 22, sw, 54), label,
                           "market-space", open_)
        for j, line in enumerate(_wrap(rewards[i], int(sw / 6.2))[:2]):
            _text(sg, sx + 4, y + 35 + j * 11, line, cls="small")
        occupant = v["market"][i]
        if occupant:
            _token(c, sg, sx + sw / 2, y + 64, occupant[0], occupant[1])
        c.badge(sg, f"market {i + 1}", sx + 3, y + 58)


def _area(c, svg, area, x, y, w) -> None:
    """The Harvest or Production ``area``: the viewer's bonus tile, its single and large
    space."""
    _ = c._
    v = c.view
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
            label += f" (−{data.LARGE_SPACE_PENALTY})"
        sg = _action_space(c, g, f"{area} {space + 1}", (sx, y + 22, sw, 54), label,
                           "area-space", open_)
        _text(sg, sx + sw - 4, y + 72, f"≥{data.SPACE_VALUE}"
              + (f" −{data.LARGE_SPACE_PENALTY}" if space else ""), cls="small",
              anchor="end")
        for i, (seat, member) in enumerate(v[area][space][:10]):
            _token(c, sg, sx + 12 + i * 19, y + 60, seat, member)


def _vatican(c, svg, x, y, w) -> None:
    """The Vatican reports: each period's excommunication tile, its faith requirement and
    the cubes of the players it excommunicated."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "excommunications", x, y, w, 82, _("Vatican reports"))
    tw = (w - 16 - 12) / 3
    for i, key in enumerate(v["excommunications"]):
        period = i + 1
        tx = x + 8 + i * (tw + 6)
        text = excommunication_name(key, _)
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
            _fit_text(_text(tg, tx + 4, y + 46 + j * 10.5, line, cls="small"), tw - 8, 10)
        cubes = [s for s, p in enumerate(v["players"]) if period in p["excommunicated"]]
        for j, s in enumerate(cubes):
            _el(tg, "rect", x=tx + tw - 12 - j * 12, y=y + 66, width=9, height=9,
                fill=c.color(s), stroke="#222")
