"""The four towers of the Lorenzo il Magnifico board (seed 001, "Torres para tarjetas de
desarrollo"): each floor's card (cost and effects in short text, the full description on hover
or focus; ``take …`` actions on it) and its action space (value, bonus, occupant; a lit
``place …`` button over the whole floor with its cost).  Drawn by :func:`.render.board`.
"""
from __future__ import annotations

from . import data, describe
from ..svg import FIT_LEAST, el as _el, explainable, fit as _fit_text, text_width, wrap as _wrap
from .describe import bundle
from .render_base import (_box, _fit, _placing_button, _text, _token,
                          _zone)
from .text import capital

BADGE_ROOM = 16
"""Height kept free at the bottom of a lit floor's card for its cost badge (13 high, 2 above
the card's bottom edge) so that the badge never covers the card's text."""


def _tower(c, svg, tower: str, x, y, w) -> None:
    _ = c._
    g = _zone(c, svg, "tower " + tower, x, y, w, 418, c.term(tower))
    explainable(g, f"lorenzo:tower:{tower}")
    for floor in range(4):
        fy = y + 22 + (3 - floor) * 99
        _floor(c, g, tower, floor, x + 4, fy, w - 8, 95)


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
        below = BADGE_ROOM if bool(c.badge_text(space)) and place is not None else 0

        def face(parent) -> bool:
            return _card_face(c, parent, card, name, x, y, cw, h, below=below)
        if (face(item) if c.fragments is None else c.fragments.fragment(
                item, ("face", key, name, x, y, cw, h, below, c._), face)):
            item.set("data-overflow", "true")
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


def _card_face(c, g, card, name, x, y, w, h, below: float = 0) -> bool:
    """Name, cost and effects in short text on a card, drawn into ``g``.  Text that needs
    more lines than the card has first moves a two-line name onto one (smaller, squeezed)
    line; what still does not fit ends in "…" (the card's title always has the full
    description): then True (the card is marked ``data-overflow`` by the caller).
    ``below``: the height kept free at the card's bottom (the cost badge of a lit floor sits
    there).  Reads nothing but its arguments, the card and the language."""
    _ = c._
    h -= below
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
            and text_width(name, 10, True) * FIT_LEAST <= w - 8):
        _fit(g, x + 4, y + 12, name, w - 8)
        lines = [name]
    else:
        for i, line in enumerate(lines):
            _text(g, x + 4, y + 13 + i * 13, line, bold=True)
    yy = y + 13 + len(lines) * 13
    if len(out) > room(len(lines)):            # longer lines, squeezed into the width
        out = [line for row in rows for line in _wrap(row, int(chars * 1.25))]
    over = len(out) > room(len(lines))
    if over:
        out = out[:room(len(lines))]
        out[-1] = out[-1][:chars - 1].rstrip() + "…"
    for i, line in enumerate(out):
        _fit_text(_text(g, x + 4, yy + 9 + i * 11, line, cls="small"), w - 8, 10)
    return over
