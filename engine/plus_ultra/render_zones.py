"""Plus Ultra board drawing, the board's zones (seed 002, "Zonas del Tablero"): 13 New World
(colony and exploration columns), 1 Peer Order, 2 turn track, 3 Crown wealth, 5 bulls,
7 Surplus, 6 Market, 4 Church (the earlier edition's donation guides and rosetón cards),
8 European Wars, 12 Magellan's voyage, 11 Maritime Trade, 9 common actions, 10 Greatness
Points and 14 Estates.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET

from ..svg import el as _el, wrap as _wrap
from . import data
from .render_base import RESOURCE_NAMES, _box, _Ctx, _text, _tile, _tile_key, _zone

# -- zones ---------------------------------------------------------------------------------
def _new_world(c: _Ctx, svg) -> None:
    """Zone 13: seven rows, colony column (left) beside exploration column (right)."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "new-world", 6, 6, 330, 494, _("New World"))
    _text(g, 328, 24, _("Deck: {n}").format(n=v["deck_size"]), anchor="end")
    _text(g, 44, 46, _("Colonies"))
    _text(g, 196, 46, _("Exploration"))
    for row in range(data.EXPLORATION_SPACES):
        y = 56 + row * 62
        _text(g, 22, y + 34, row + 1, anchor="middle", bold=True)
        colony = v["colonies"][row] if row < len(v["colonies"]) else None
        _colony(c, g, row, colony, 36, y, 150, 56)
        tile = v["exploration"][row] if row < len(v["exploration"]) else None
        _exploration(c, g, row, tile, 192, y, 136, 56)


def _colony(c: _Ctx, g, row: int, colony, x, y, w, h) -> None:
    _ = c._
    if colony is None:
        label = _("Colony {n}: empty").format(n=row + 1)
    else:
        owners = ", ".join(c.who(s) for s in colony) or _("no houses")
        label = _("Colony {n}: {houses}").format(n=row + 1, houses=owners)
    sizes = c.view.get("colony_sizes") or []
    cap = sizes[row] if row < len(sizes) and sizes[row] else c.view["constants"]["colony_capacity"]
    if colony is not None:
        label += " · " + _("room for {n} houses").format(n=cap)
    item = c.item(g, f"colony {row + 1}", (x, y, w, h), label, "slot colony",
                  explain="zone:colony" if colony is not None else None)
    if colony is None:
        _box(c, item, x, y, w, h, dashed=True, fill=c.colors["inactive"])
        return
    _box(c, item, x, y, w, h, fill=c.colors["colony"], stroke="#6d5330")
    for i in range(cap):
        hx = x + 8 + i * 35
        if i < len(colony):
            c.use(item, "house", hx, y + 14, 28, fill=c.color(colony[i]))
        else:
            _el(item, "rect", x=hx + 3, y=y + 18, width=22, height=22, rx=3, fill="none",
                stroke="#a08a60", stroke_dasharray="3 3")


def _exploration(c: _Ctx, g, row: int, tile, x, y, w, h) -> None:
    _ = c._
    kind = None if tile is None else tile[0]
    if kind is None:
        label = _("Exploration {n}: empty").format(n=row + 1)
    elif kind == "hidden":
        label = _("Exploration {n}: face down").format(n=row + 1)
    else:
        label = _("Exploration {n}: {tile}").format(n=row + 1, tile=_(RESOURCE_NAMES[kind]))
    item = c.item(g, f"tile {row + 1}", (x, y, w, h), label,
                  "slot exploration" + (f" tile {kind}" if kind else ""), explain=_tile_key(kind))
    if kind is None:
        _box(c, item, x, y, w, h, dashed=True, fill=c.colors["inactive"])
    elif kind == "hidden":
        _box(c, item, x, y, w, h, fill=c.colors["card back"], stroke="#1b2438")
        _el(item, "path", d=f"M{x + 10} {y + 10} L{x + w - 10} {y + h - 10} "
            f"M{x + w - 10} {y + 10} L{x + 10} {y + h - 10}", stroke="#c9a227", opacity=0.5)
        _text(item, x + w / 2, y + h / 2 + 6, "?", size=20, anchor="middle", fill="#ffffff",
              bold=True)
    else:
        _tile(c, item, kind, x, y, w, h)


def _top_row(c: _Ctx, svg) -> None:
    """Zones 1–3: Peer Order, the turn track and Crown wealth."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "peer-order", 344, 6, 200, 74, _("Peer Order"))
    for pos, seat in enumerate(v["peer_order"]):
        x = 358 + pos * 46
        it = c.item(g, None, (x, 28, 40, 46), f"{pos + 1}. {c.who(seat)}", "slot peer")
        _text(it, x + 20, 44, pos + 1, anchor="middle")
        _el(it, "circle", cx=x + 20, cy=60, r=12, fill=c.color(seat), stroke="#222")
    g = _zone(c, svg, "turn-track", 552, 6, 222, 74, _("Turn"))
    for t in range(1, v["turns"] + 1):
        x = 560 + (t - 1) * 30
        now = t == v["turn"]
        _box(c, g, x, 34, 27, 36, fill="#2b2118" if now else None)
        _text(g, x + 13.5, 58, t, anchor="middle", bold=now, fill="#ffffff" if now else None)
    g = _zone(c, svg, "crown", 782, 6, 212, 74, _("Crown wealth"))
    _el(g, "title", _("Crown wealth: {n} ducats").format(n=v["crown"]))
    c.use(g, "crown", 968, 10, 20)
    for d in range(v["constants"]["crown_cap"] + 1):
        x = 790 + d * 29
        now = d == v["crown"]
        _box(c, g, x, 34, 26, 36, fill=c.colors["gold"] if now else None)
        if now:
            c.use(g, "ducat", x + 4, 36, 18)
        _text(g, x + 13, 66, d, anchor="middle", bold=now)


def _market_row(c: _Ctx, svg) -> None:
    """Zones 6, 7, 4 and 5: Market (slot 1 right-most), Surplus, Church and bulls."""
    _ = c._
    v = c.view
    slots = v["constants"]["market_slots"]
    g = _zone(c, svg, "market", 344, 88, 268, 96, _("Market"))
    for i in range(slots):            # slot 1 is the right-most; tiles close up to the right
        x = 344 + 268 - 12 - 60 - i * 63
        kind = v["market"][i] if i < len(v["market"]) else None
        name = _(RESOURCE_NAMES[kind]) if kind else _("empty")
        it = c.item(g, f"market {i + 1}", (x, 112, 60, 62),
                    _("Market slot {n}: {tile}").format(n=i + 1, tile=name),
                    "slot market" + (f" tile {kind}" if kind else ""), explain=_tile_key(kind))
        if kind:
            _tile(c, it, kind, x, 112, 60, 62)
        else:
            _box(c, it, x, 112, 60, 62, dashed=True)
            _text(it, x + 30, 149, i + 1, anchor="middle", fill="#9a8c74")
    _text(g, 604, 104, _("slot 1 →"), anchor="end", fill="#6d5c44")
    g = _zone(c, svg, "surplus", 620, 88, 100, 96, _("Surplus"))
    top = v["surplus"][-1] if v["surplus"] else None
    label = _("Surplus: {n} tiles").format(n=len(v["surplus"]))
    if top:
        label += " · " + _("top: {tile}").format(tile=_(RESOURCE_NAMES[top]))
    it = c.item(g, "surplus", (628, 112, 56, 62), label, "slot surplus stack")
    if top:
        for k in (2, 1):
            if len(v["surplus"]) > k:
                _box(c, it, 628 + 3 * k, 112 + 3 * k, 56, 62, fill="#d8ccb4")
        _tile(c, it, top, 628, 112, 56, 62)
    else:
        _box(c, it, 628, 112, 56, 62, dashed=True)
    _text(g, 714, 148, "×%d" % len(v["surplus"]), anchor="end", bold=True)
    edition = v.get("edition", {})
    guide = edition.get("donation_guide")
    g = _zone(c, svg, "church", 728, 88, 188, 96, _("Church"))
    spaces = v["constants"]["church_spaces"]
    if edition.get("roseton_cards"):
        _el(g, "title", _("Rosetón cards left: {n}").format(n=v["roseton_supply"]))
        c.use(g, "roseton", 872, 92, 16, fill="#8e3fb5")
        _text(g, 910, 105, "×%d" % v["roseton_supply"], anchor="end", bold=True)
    h = 54 if guide else 62               # room for the guide's slot numbers below
    for i in range(spaces):
        # seed 000: church space j sits above market slot j (slot 1 right-most, as the market)
        x = 736 + ((spaces - 1 - i) if guide else i) * 44
        space = v["church"][i] if i < len(v["church"]) else None
        if guide:
            _text(g, x + 21, 179, "↓%d" % (i + 1), anchor="middle", size=11, fill="#6d5c44")
        if space is None:
            it = c.item(g, f"church {i + 1}", (x, 112, 42, h),
                        _("Church space {n}: empty").format(n=i + 1), "slot church")
            _box(c, it, x, 112, 42, h, dashed=True)
            continue
        kind, owner = space
        label = _(RESOURCE_NAMES[kind])
        if owner is not None:
            label += " · " + _("rosetón of {player}").format(player=c.who(owner))
        it = c.item(g, None, (x, 112, 42, h), label, f"slot church tile {kind}",
                    explain=_tile_key(kind))
        _tile(c, it, kind, x, 112, 42, h, label=False)
        if owner is not None:
            c.use(it, "roseton", x + 9, 146, 24, fill=c.color(owner))
    g = _zone(c, svg, "bulls", 924, 88, 70, 96, _("Bulls"))     # seed 000: beside the board
    _el(g, "title", _("Bulls in supply: {n}").format(n=v["bull_supply"]))
    c.use(g, "bull", 937, 110, 44)
    _text(g, 959, 174, "×%d" % v["bull_supply"], anchor="middle", bold=True)


def _war_row(c: _Ctx, svg) -> None:
    """Zones 8, 11 and 12: European Wars, Maritime Trade and Magellan's voyage."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "wars", 344, 192, 296, 92, _("European Wars"))
    _text(g, 632, 210, _("Level {n}").format(n=v["war_level"]), anchor="end", bold=True)
    for i in range(v["constants"]["war_spaces"]):
        x = 354 + i * 47
        owner = v["war"][i] if i < len(v["war"]) else None
        active = i < v["war_level"]
        label = _("War space {n}").format(n=i + 1) + (
            ": " + c.who(owner) if owner is not None else (": " + _("free") if active else
                                                             " · " + _("beyond the level")))
        it = c.item(g, f"war {i + 1}", (x, 218, 42, 58), label, "slot war")
        _box(c, it, x, 218, 42, 58, fill=None if active else c.colors["inactive"],
             dashed=not active)
        _text(it, x + 21, 272, i + 1, anchor="middle", fill="#9a8c74")
        if owner is not None:
            c.use(it, "tercio", x + 7, 222, 28, fill=c.color(owner))
    g = _zone(c, svg, "trade", 648, 192, 174, 92, _("Maritime Trade"))
    n = len(v["players"])
    for seat in range(n):
        x = 656 + seat * 41
        count = v["players"][seat]["trade"]
        it = c.item(g, f"seat {seat}", (x, 218, 38, 58),
                    _("Trade markers of {player}: {n}").format(player=c.who(seat), n=count),
                    "slot trade")
        _box(c, it, x, 218, 38, 58)
        c.use(it, "ship", x + 7, 221, 24, fill=c.color(seat))
        _text(it, x + 19, 268, count, anchor="middle", bold=True)
    cards = v.get("edition", {}).get("magellan_piece") == "magellan_card"
    g = _zone(c, svg, "magellan", 830, 192, 164, 92, _("Magellan cards") if cards else _("Magellan"))
    spaces = v["magellan_spaces"]
    if v["magellan_done"]:
        _text(g, 912, 250, _("Completed"), anchor="middle", bold=True)
        return
    step = min(30, 148 // max(1, spaces))
    for i in range(spaces):
        x = 838 + i * step
        owner = v["magellan"][i] if i < len(v["magellan"]) else None
        if cards:                 # seed 000: a card per share; taken cards show the holder
            _box(c, g, x, 222, step - 6, step + 6, rx=3, dashed=owner is not None,
                 fill=c.colors["card back"] if owner is None else c.color(owner))
            if owner is None:
                c.use(g, "ship", x + 1, 228, step - 8)
            continue
        _box(c, g, x, 226, step - 4, step - 4)
        if owner is not None:
            c.use(g, "cube", x + 1, 227, step - 6, fill=c.color(owner))
    if cards:
        _el(g, "title", _("Magellan cards: {n} of {m} taken").format(
            n=len(v["magellan"]), m=spaces))
    else:
        _el(g, "title", _("Magellan's voyage: {n} of {m} spaces").format(
            n=len(v["magellan"]), m=spaces))


def _commons(c: _Ctx, svg) -> None:
    """Zone 9: the eight common actions with their cost; marked once taken this turn."""
    _ = c._
    cols = 3 if c.narrow else 4
    rows = -(-len(data.COMMON_ACTIONS) // cols)
    g = _zone(c, svg, "commons", 344, 292, 10 + cols * 160, 28 + rows * 74, _("Common actions"))
    for i, key in enumerate(data.COMMON_ACTIONS):
        x, y = 352 + (i % cols) * 160, 318 + (i // cols) * 74
        taken = key in c.view["commons_taken"]
        cost = c.view.get("edition", {}).get("common_cost", data.COMMON_COST)[key]
        label = _("{action}, cost {n} ducats").format(action=c.term(key), n=cost)
        taker = c.view.get("commons_by", {}).get(key)
        if taken:
            label += " · " + (_("taken this turn") if taker is None else
                              _("taken this turn by {player}").format(player=c.who(taker)))
        it = c.item(g, f"common {key}", (x, y, 154, 70), label,
                    "slot common" + (" taken" if taken else ""), (f"bull common {key}",),
                    explain=f"common:{key}")
        _box(c, it, x, y, 154, 70, fill=c.colors["taken"] if taken else c.colors["card"])
        for j, line in enumerate(_wrap(c.term(key), 17)[:2]):
            _text(it, x + 8, y + 20 + j * 18, line, cls="used" if taken else None)
        c.use(it, "ducat", x + 8, y + 47, 18)
        steps = c.view.get("edition", {}).get("court_steps", 1)
        shown = cost if key != "court" or steps == 1 else _("{n} per step").format(n=cost)
        _text(it, x + 31, y + 62, shown, bold=True)
        if taken:
            _el(it, "circle", cx=x + 138, cy=y + 54, r=10, stroke="#2b2118", stroke_width=1.5,
                fill="#2b2118" if taker is None else c.color(taker))   # the taker's marker,
            #          bottom right (a bull's place, never offered on a taken action): not on the name
        if f"bull common {key}" in c.legal:
            b = c.item(it, f"bull common {key}", (x + 104, y + 42, 44, 24),
                       _("Use a bull: {action}").format(action=c.term(key)), "bull-badge")
            _box(c, b, x + 104, y + 42, 44, 24, fill="#ffffff")
            c.use(b, "bull", x + 116, y + 44, 20)


def _title_at(zone: ET.Element, y: str) -> None:
    """Move the title that :func:`_zone` wrote (its first ``text``) to the baseline ``y``."""
    title = zone.find("text")
    assert title is not None
    title.set("y", y)


def _gp_and_estates(c: _Ctx, svg) -> None:
    """Zones 10 and 14: Greatness Points of each player and the face-down Estates stack."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "gp", 344, 476, 460, 28 + 0, _("Greatness Points"))
    _title_at(g, "495")
    for seat, p in enumerate(v["players"]):
        x = 540 + seat * 64
        it = c.item(g, None, (x, 478, 60, 24), _("{player}: {n} GP").format(
            player=c.who(seat), n=p["gp"]), "gp")
        _el(it, "circle", cx=x + 10, cy=490, r=8, fill=c.color(seat), stroke="#222")
        _text(it, x + 24, 495, p["gp"], bold=True)
    g = _zone(c, svg, "estates", 812, 476, 182, 28, _("Estates"))
    _title_at(g, "495")
    _el(g, "title", _("Estates left: {n}").format(n=v["estates_left"]))
    c.use(g, "estate", 928, 480, 20)
    _text(g, 952, 495, "×%d" % v["estates_left"], bold=True)
