"""The personal boards of the Lorenzo il Magnifico board: name and turn position, points and
resources, the family members (``member …`` actions, the first step of a placement, drawn on
them), the four rows of cards with the territory slots' military points and, in the advanced
game, the bonus tile and the leaders (:mod:`.render_cards`).  Drawn by :func:`.render.board`.
"""
from __future__ import annotations

from . import data, describe
from . import render_cards as rcards
from ..svg import el as _el, explainable, keep_within, text_width
from .render_base import N_, PLAYER_H, _box, _fit, _text

ROW_NAMES = {"territory": N_("Terr."), "building": N_("Build."), "character": N_("Char."),
             "venture": N_("Vent.")}


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
    res = p["res"]
    points = _("VP {vp} · MP {mp} · FP {fp}").format(**res)
    keep_within(_text(g, x + 28, y + 19, f"{pos}. {p['name']}", bold=True),
                w - 46 - text_width(points, 12, True), 12, True)
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
    def rows(parent) -> None:
        """The four rows of cards (:data:`ROW_NAMES`) with the territory slots' points."""
        for r, type_ in enumerate(("territory", "building", "character", "venture")):
            ry = y + 44 + r * 26
            _text(parent, x + 8, ry + 16, _(ROW_NAMES[type_]), cls="small", bold=True)
            cards = p["cards"][type_]
            sw = (w - 58 - 5 * 3) / 6
            for i in range(6):
                sx = x + 50 + i * (sw + 3)
                if i < len(cards):
                    key = cards[i]
                    card = data.CARDS[key]
                    cg = _el(parent, "g", class_="held " + type_)
                    explainable(cg, f"lorenzo:card:{key}")
                    _el(cg, "title", describe.card_full(card, c.term(key), _))
                    _box(c, cg, sx, ry, sw, 24, fill=c.colors[type_], stroke="#6b5b45")
                    _fit(cg, sx + 3, ry + 11, c.term(key), sw - 6)
                    corner = f"⚄{card.value}" if card.value else (
                        _("{n} VP").format(n=card.end_vp) if card.end_vp else "")
                    _text(cg, sx + 3, ry + 22, corner, cls="small")
                else:
                    _box(c, parent, sx, ry, sw, 24, dashed=True, fill=c.colors["inactive"])
                    if type_ == "territory" and data.TERRITORY_SLOT_MP[i]:
                        _text(parent, sx + sw / 2, ry + 16,
                              _("{n} MP").format(n=data.TERRITORY_SLOT_MP[i]),
                              anchor="middle", cls="small")

    if c.fragments is None:
        rows(g)
    else:                        # kept apart: the rows change less often than the board
        c.fragments.fragment(g, ("rows", x, y, w, c._, repr(c.colors), repr(p["cards"])), rows)
    if v.get("variant") == "advanced":
        rcards.player_row(c, g, seat, p, x, y + PLAYER_H - 4, w)
