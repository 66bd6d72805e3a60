"""The geometry of a board's hit areas (engine/svg.py ``hit_area``): the size a wide board's
hit areas grow to so a pointer finds them (WCAG 2.5.8), their translation on the board, and
the parting that keeps each out of another's centre.  Shared by :func:`engine.svg.to_text`
(a board drawn whole) and :mod:`engine.svgparts` (a board drawn by parts), on the attributes
as written, so both write the same numbers.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

HIT_CSS_PX = 24
"""Smallest side of a board target on screen, in CSS px (WCAG 2.5.8, "Target Size (Minimum)")."""
DESKTOP_BOARD_PX = (904, 702)
"""The box the app draws a wide board in at 1280×800, in CSS px (web/app.css, measured): the
window less the 320 px panel column, gaps, padding and borders across; less the top bar down
(``.board svg``'s ``max-height: calc(100vh - 5.5rem)``, unless the board's own style lifts it,
as Nippon's tall board does).  The board is scaled to fit it."""
def wide_hit_minimum(width: float, height: float | None) -> float:
    """User units that make :data:`HIT_CSS_PX` on a wide board of ``width`` × ``height`` units
    drawn to fit :data:`DESKTOP_BOARD_PX` (the app at 1280×800); ``height`` None: the board
    is not limited in height (it scrolls)."""
    scale = DESKTOP_BOARD_PX[0] / width
    if height:
        scale = min(scale, DESKTOP_BOARD_PX[1] / height)
    return round(HIT_CSS_PX / scale + 0.05, 1)


def hit_minimum(svg: ET.Element) -> float | None:
    """The smallest hit-area side :func:`to_text` grows the hit areas of the board root
    ``svg`` to (:func:`wide_hit_minimum` of its ``viewBox``); None for a narrow board or a
    root without a ``viewBox`` (nothing grows)."""
    if "narrow" in (svg.get("class") or "").split():
        return None
    try:
        _x, _y, width, height = (float(v) for v in (svg.get("viewBox") or "").split())
    except ValueError:
        return None
    scrolls = "max-height:none" in (svg.get("style") or "").replace(" ", "")
    return wide_hit_minimum(width, None if scrolls else height)


Box = tuple[str, str, str, str]
"""A hit area's x, y, width and height attributes, as written."""


def grown(box: Box, minimum: float | None) -> Box:
    """The attributes of a hit area ``box`` grown to at least ``minimum`` on each side around
    its centre (:func:`hit_minimum`; None: as it is)."""
    if minimum is None:
        return box
    x, y, w, h = box
    if float(w) < minimum:
        x, w = f"{float(x) - (minimum - float(w)) / 2:g}", f"{minimum:g}"
    if float(h) < minimum:
        y, h = f"{float(y) - (minimum - float(h)) / 2:g}", f"{minimum:g}"
    return x, y, w, h


_TRANSLATE = re.compile(r"\s*translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)\s*")


def hit_rects(node: ET.Element, dx: float = 0.0, dy: float = 0.0, out: list | None = None
              ) -> list[tuple[ET.Element, float, float]]:
    """Every ``rect.hit`` under ``node`` with the translation (x, y) of its groups, in
    document order.  A subtree under another transform (a rotated label) holds none."""
    out = [] if out is None else out
    for child in node:
        tx, ty = dx, dy
        transform = child.get("transform")
        if transform:
            match = _TRANSLATE.fullmatch(transform)
            if match is None:
                continue
            tx, ty = dx + float(match.group(1)), dy + float(match.group(2))
        if child.tag == "rect" and child.get("class") == "hit":
            out.append((child, tx, ty))
        hit_rects(child, tx, ty, out)
    return out


def parted(rects: list[tuple[float, float, Box]]) -> dict[int, Box]:
    """The hit areas ``rects`` ((x, y) translation of its groups, its attributes), in
    document order, that :func:`_part_hit_areas` shrinks: their index → new attributes."""
    found: list[tuple[int, float, float, float, float]] = []
    for order, (dx, dy, (x, y, w, h)) in enumerate(rects):
        hw, hh = float(w) / 2, float(h) / 2
        found.append((order, dx + float(x) + hw, dy + float(y) + hh, hw, hh))
    changes: dict[int, Box] = {}
    if len(found) < 2:
        return changes
    found.sort(key=lambda r: r[1])
    for at, (order, cx, cy, hx, hy) in enumerate(found):
        reach, changed = hx, False
        for step in (-1, 1):                 # the neighbours by x, nearest first
            near = at + step
            while 0 <= near < len(found) and abs(found[near][1] - cx) < reach:
                other = found[near]
                ox, oy = abs(other[1] - cx), abs(other[2] - cy)
                near += step
                if other[0] < order and ox < hx and oy < hy and (ox or oy):
                    if ox >= oy:
                        hx = max(ox - 0.5, ox / 2)
                    else:
                        hy = max(oy - 0.5, oy / 2)
                    changed = True
        if changed:
            x, y, w, h = rects[order][2]
            fx, fy, fw, fh = float(x), float(y), float(w), float(h)
            changes[order] = (f"{round(fx + fw / 2 - hx, 2):g}", f"{round(fy + fh / 2 - hy, 2):g}",
                              f"{round(2 * hx, 2):g}", f"{round(2 * hy, 2):g}")
    return changes
