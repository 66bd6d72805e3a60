"""Village board drawing: the village's areas (seed 004, "Preparar"): the action spaces A-H
with their cubes, the crafts (C) and mill, the market (D), the travel map (E), the council
chamber (F) and church (G) with the black bag, the chronicle (I) and graves (J)."""
from __future__ import annotations

from ..i18n import ngettext
from . import data
from .render_base import (SPACE_NAMES, TRAVEL_H, _Ctx, _disc, _el, _frame, _members, _part,
                          _slots, _wrap)
from .text import joker_text

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
        def on_space(t: list[str], sp: str = space, acts=acts) -> bool:
            return acts(t) or t[:2] == ["take", sp]

        it = c.item(g, key, (x, y, w, 20), c.t(SPACE_NAMES[space]), f"space {space}", on_space,
                    explain=f"space:{space}")
        _el(it, "text", c.t(SPACE_NAMES[space]), x=x + 5, y=y + 15, class_="small title", fit=108)
        if space == "well":
            for k, color in enumerate(data.COLORS):
                cx, cy = x + 6 + 28 * k, y + 40
                def at_well(t: list[str], col: str = color) -> bool:
                    return t[:2] == ["well", col]

                key = c.pick(at_well)
                label = c._("Well") + ": 3 × " + c.term(color)
                if key and len(key.split()) == 3:            # well <colour> <coins>
                    n = int(key.split()[2])
                    label += " " + joker_text(n, c._)
                cell = c.item(g, key, (cx, cy, 22, 22), label, "well", at_well,
                              explain="space:well")
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
            cost = (c._("{n} time").format(n=data.MILL_TIME),      # a line each: Spanish
                    "+ " + c._("{n} grain").format(n=data.MILL_GRAIN), c._("→ {n} coins").format(n=data.MILL_COINS))
            for j, line in enumerate(cost):
                _el(g, "text", line, x=x + 4, y=y + 32 + 15 * j, class_="small", fit=84)
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
                style="font-size:10px" if len(craft.goods) > 1 else None, fit=step - 3)
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
    for path in data.PATHS.values():
        (x1, y1), (x2, y2) = pos[path.ends[0]], pos[path.ends[1]]
        _el(g, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=c.colors[path.color], stroke_width=3)
        cost = f"{path.time}t" + (" " + c._("+W") if path.wagons else "")   # W: a wagon
        _el(g, "text", cost, x=(x1 + x2) / 2 - 12, y=(y1 + y2) / 2 - 3, class_="small")
    _el(g, "text", c._("village"), x=6, y=120, class_="small title")
    rewards = {"prestige": c._("{n} prestige").format(n=data.CITY_PRESTIGE),
               "coin": ngettext("{n} coin", "{n} coins", data.CITY_COINS, c._).format(
                   n=data.CITY_COINS),
               "cubes": c._("{n} cubes").format(n=data.CITY_CUBES)}
    for city in data.CITIES:
        x, y = pos[city]
        goes = lambda t, ct=city: t[0] == "travel" and t[-1] == ct  # noqa: E731
        key = c.pick(goes)
        label = c.term(city) + ": " + rewards[data.CITY_REWARDS[city]]
        it = c.item(g, key, (x - 25, y - 25, 50, 50), label, f"city {city}", goes,
                    explain=f"city:{city}")
        _el(it, "circle", cx=x, cy=y, r=24, fill=c.colors["slot"], stroke=c.colors["zone stroke"])
        _el(it, "text", city.upper(), x=x, y=y - 8, text_anchor="middle", class_="small title")
        _el(it, "text", rewards[data.CITY_REWARDS[city]], x=x, y=y + 4,
            text_anchor="middle", style="font-size:10px", fit=46)   # "3 prestigio": 9 px
        k = 0
        for p in v["players"]:
            if city in p["visited"]:
                _el(it, "rect", x=x - 18 + 9 * k, y=y + 8, width=7, height=7,
                    fill=c.colors["seat " + p["color"]], stroke="#333")
                k += 1
        here = sum(pl == f"city:{city}" for p in v["players"] for _gen, pl in p["members"])
        row = min(here, 4) or 1          # the travellers in a row centred under the city, clear
        _members(c, it, x - 8 - 7.5 * (row - 1), y + 21, f"city:{city}", per_row=4)  # of paths
    return TRAVEL_H


def _council_church(c: _Ctx, g) -> float:
    """Council stages 1–4 with privileges; church windows 4 (left) … 1 (right) and the bag."""
    v = c.view
    _frame(c, g, 150, "", "zone")
    _el(g, "rect", x=0, y=0, width=240, height=150, rx=8, fill=c.colors["council"],
        stroke=c.colors["zone stroke"])
    _el(g, "text", c.t(SPACE_NAMES["council"]), x=8, y=17, class_="title", fit=228)
    privileges = {                              # seed 004, "Resumen de los privilegios"
        1: c._("next start"), 2: c._("{n} cubes").format(n=data.PRIVILEGE_CUBES),
        3: ngettext("{n} good", "{n} goods", data.PRIVILEGE_GOODS, c._).format(
            n=data.PRIVILEGE_GOODS),
        4: ngettext("{n} coin → {prestige}", "{n} coins → {prestige}", data.PRIVILEGE_COINS,
                    c._).format(n=data.PRIVILEGE_COINS, prestige=data.PRIVILEGE_PRESTIGE)}
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
        _el(priv, "text", privileges[stage], x=162, y=y + 17, class_="small", fit=74)
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
            _el(it, "text", cost, x=x + 51, y=93, class_="small", text_anchor="end", fit=48)
        _members(c, it, x, 44, f"church:{window}", per_row=3)
    bag = [(seat, gen) for seat, p in enumerate(v["players"])
           for gen, pl in p["members"] if pl == "bag"]
    into_bag = lambda t: t[0] in ("draw", "church")  # noqa: E731
    key = c.pick(into_bag)
    it = c.item(g, key, (x0 + 6, 104, 232, 40), c._("Black bag"), "black-bag", into_bag,
                explain="bag:black")
    _el(it, "rect", x=x0 + 6, y=104, width=232, height=40, rx=6, fill="#333")
    _el(it, "text", c._("Black bag: {n} + {monks} monks").format(
        n=len(bag), monks=data.MONKS), x=x0 + 12, y=118,
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
