"""Village board drawing: one player's farmyard (members, life-time track, grain, cubes, coins,
goods, customers and cities)."""
from __future__ import annotations

from ..svg import text_width
from . import data
from .render_base import FARM_H, FIT_LEAST, ZONE_W, _Ctx, _disc, _el, _part

def _farm(c: _Ctx, g, seat: int) -> float:
    """One farmyard in five rows: name and prestige; members at home, unborn and dead; the
    life-time track with the bridge; grain, cubes and coins; goods, customers and cities."""
    v = c.view
    p = v["players"][seat]
    moving = v.get("to_move") == seat and v["phase"] != "over"
    _el(g, "rect", x=0, y=0, width=ZONE_W, height=FARM_H, rx=8, fill=c.colors["zone"],
        stroke=c.colors["highlight"] if moving else c.colors["zone stroke"],
        stroke_width=4 if moving else 1)

    def body(g) -> None:
        """Everything but the frame (which shows whether the player is to move)."""
        _el(g, "rect", x=0, y=0, width=10, height=FARM_H, rx=4,
            fill=c.colors["seat " + p["color"]], stroke=c.colors["zone stroke"])
        head = c.who(seat) + (" ★" if v["start"] == seat else "")
        _el(g, "text", head, x=16, y=17, class_="title", fit=270)
        _el(g, "text", c._("{n} prestige").format(n=p["prestige"]), x=300, y=17, class_="title",
            fit=180)
        farm = g
        g = _part(farm, "farm:members")
        _el(g, "text", c._("Farmyard"), x=16, y=38, class_="small", fit=70)
        k = 0
        for gen, pl in p["members"]:
            if pl == "farm":
                _disc(c, g, 90 + 16 * k, 34, p["color"], gen, c.who(seat))
                k += 1
        unborn = sum(1 for _, pl in p["members"] if pl == "unborn")
        dead = sum(1 for _, pl in p["members"] if pl.split(":")[0] in ("chronicle", "grave", "gone"))
        _el(g, "text", c._("unborn {u} · dead {d}").format(u=unborn, d=dead), x=300, y=38,
            class_="small", fit=180)
        # life-time track: 10 spaces, the bridge between 9 and 0 (assumed, P7)
        g = _part(farm, "farm:life")
        _el(g, "text", c._("Life time"), x=16, y=59, class_="small", fit=70)
        for i in range(data.LIFE_TRACK):
            x = 90 + i * 22
            here = i == p["life"]
            _el(g, "rect", x=x, y=46, width=19, height=18, rx=3,
                fill=c.colors["seat " + p["color"]] if here else c.colors["slot"],
                stroke="#333" if here else c.colors["slot stroke"], stroke_width=2 if here else 1)
            light = here and p["color"] in ("red", "blue")
            _el(g, "text", i, x=x + 9.5, y=59, text_anchor="middle", class_="small",
                style="fill:#fff" if light else None)
        _el(g, "text", c._("bridge"), x=90 + 10 * 22 + 2, y=59, class_="small", fit=60)
        _el(g, "text", c._("time {t}").format(t=p["time"]), x=380, y=59, class_="small", fit=100)
        g = _part(farm, "farm:grain")
        _el(g, "text", c._("Grain"), x=16, y=81, class_="small", fit=70)
        for i in range(data.GRAIN_CAP):
            _el(g, "rect", x=90 + i * 18, y=70, width=14, height=14, rx=2,
                fill="#e0b84c" if i < p["grain"] else c.colors["slot"], stroke="#8a6d1f")
        g = _part(farm, "farm:cubes")
        _el(g, "text", c._("Cubes"), x=190, y=81, class_="small", fit=56)
        for i, color in enumerate(data.COLORS):
            c.chip(g, 250 + i * 26, 67, color, p["cubes"][color])
        g = _part(farm, "farm:coins")
        _el(g, "text", c._("Coins: {n}").format(n=p["coins"]), x=380, y=81, class_="small", fit=100)
        g = farm
        _el(g, "text", c._("Goods"), x=16, y=102, class_="small", fit=70)
        goods = [f"{c.term(k)} {n}" for k, n in p["goods"].items() if n] or ["—"]
        if text_width("  ".join(goods), 11) * FIT_LEAST <= 170:
            _el(g, "text", "  ".join(goods), x=90, y=102, class_="small", fit=170)
        else:                                 # a long list (Spanish): two lines of 10 px
            half = (len(goods) + 1) // 2
            for k, line in enumerate(("  ".join(goods[:half]), "  ".join(goods[half:]))):
                _el(g, "text", line, x=90, y=97 + 10 * k, class_="small", style="font-size:10px",
                    fit=170)
        if p["customers"] is None:                      # face down (seed 004, "Mercado")
            customers = c._("Customers: {n} (face down)").format(n=p["served"])
        else:
            served = sum(data.CUSTOMERS[t].prestige for t in p["customers"])
            customers = c._("Customers: {n} ({pp} prestige)").format(n=p["served"], pp=served)
        _el(g, "text", customers,
            x=268, y=102, class_="small", fit=150)
        _el(g, "text", c._("Cities: {n}").format(n=len(p["visited"])), x=424, y=102, class_="small",
            fit=60)

    if c.fragments is None:
        body(g)
    else:                        # kept apart: the player to move changes more often
        c.fragments.fragment(g, ("farm", seat, c._, repr(c.colors), repr(p),
                                 v["start"] == seat), body)
    return FARM_H
