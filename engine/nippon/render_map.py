"""The Nippon board's common zones (seed 003, "El tablero de juego"): the action spaces, the
worker rows and the scoring track; the map of Japan's four regions with their cities; the
factory supply and the Emperor's reward tiles (split from render.py)."""
from __future__ import annotations

from ..i18n import N_
from ..svg import el as _el, keep_within, squeeze as _fit, wrap as _wrap
from . import data
from .render_base import (ACTION_NAMES, REGION_H, REGION_W, _Ctx, _box, _text, _use, _worker,
                          _zone, bonus_words, short_bonus)
from .text import factory_name, factory_number


# -- top: action spaces, worker rows, scoring track ------------------------------------------------
def _actions(c: _Ctx, svg, x, y) -> None:
    """The five action spaces, left to right, each with its action(s) and workers."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "actions", x, y, 490, 150, _("Action spaces"), "actions")
    for i, acts in enumerate(data.ACTION_SPACES):
        sx = x + 8 + i * 96
        _box(c, g, sx, y + 26, 90, 116, fill="#f6efe0")
        _text(g, sx + 45, y + 40, i + 1, anchor="middle", bold=True, cls="small")
        for k, act in enumerate(acts):
            ay = y + 46 + k * 30
            key = f"take {i + 1} {act}"
            label = _("Space {n}: {action}").format(n=i + 1, action=_(ACTION_NAMES[act]))
            it = c.item(g, key, (sx + 4, ay, 82, 26), label, "action-space",
                        explain=f"action:{act}")
            _box(c, it, sx + 4, ay, 82, 26, fill="#fffdf7")
            _text(it, sx + 45, ay + 17, _(ACTION_NAMES[act]), anchor="middle", cls="small")
        workers = v["spaces"][i]
        for k, color in enumerate(workers):
            wx, wy = sx + 18 + k * 27, y + 122
            worker = f"worker {color}" if v.get("took") == i else None
            label = _("{color} worker").format(color=_(color))
            it = c.item(g, worker, (wx - 11, wy - 11, 22, 22), label, "worker")
            _worker(c, it, color, wx, wy, 10)


def _workers_and_track(c: _Ctx, svg, x, y) -> None:
    """Worker rows (top row first), the bag, and the scoring track with its symbols."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "rows-track", x, y, 490, 150, _("Worker rows"), "rows-track")
    for r, row in enumerate(v["rows"]):
        ry = y + 34 + r * 22
        _text(g, x + 12, ry + 4, r + 1, cls="small muted")
        for k, color in enumerate(row):
            _worker(c, g, color, x + 34 + k * 22, ry, 8)
        if not row:
            _el(g, "line", x1=x + 26, y1=ry, x2=x + 92, y2=ry, stroke=c.colors["down"],
                stroke_dasharray="3 3")
    bag = v["bag"]
    _text(g, x + 112, y + 34, _("Bag: {n}").format(n=sum(bag.values())), cls="small")
    for k, color in enumerate(data.WORKER_COLORS):
        bx, by = x + 118 + (k % 2) * 42, y + 50 + (k // 2) * 22
        _worker(c, g, color, bx, by, 7)
        _text(g, bx + 11, by + 4, bag.get(color, 0), cls="small")
    # scoring track
    tx = x + 214
    _text(g, tx, y + 18, _("Scoring track"), bold=True)
    for k in range(data.SCORING_TRACK_SPACES):
        sx = tx + (k % 4) * 66
        sy = y + 30 + (k // 4) * 58
        space = k + 1
        golden = space >= data.FIRST_GOLDEN
        _box(c, g, sx, sy, 60, 50, fill=c.colors["gold"] if golden else None)
        _text(g, sx + 6, sy + 14, space, cls="small")
        if space in data.SCORING_ON_ENTER:
            label = _("Scoring {n}").format(n=data.SCORING_ON_ENTER[space])
            _text(g, sx + 30, sy + 44, label, anchor="middle", size=9.5)
        if space == v["marker"]:
            _el(g, "circle", cx=sx + 30, cy=sy + 22, r=10, fill="#ffffff", stroke="#222",
                stroke_width=2)
    if v["final_round"] is not None:                # review C3: rounds, as the rulebook counts
        _text(g, x + 10, y + 144, _("Final round {n} of {m}: one turn each").format(
            n=v["final_round"], m=data.FINAL_ROUNDS), cls="small", bold=True)


# -- the map --------------------------------------------------------------------------------------
def _region(c: _Ctx, svg, r: int, x, y) -> None:
    """One region: header (bonus, foreign influence, player influence), train/ship spaces and
    the two cities with their four influence spaces each."""
    _ = c._
    v = c.view
    region = data.REGIONS[r]
    name = _(_region_name(region.id))
    g = _zone(c, svg, f"region {region.id}", x, y, REGION_W, REGION_H, None)
    _el(g, "rect", x=x + 1, y=y + 1, width=REGION_W - 2, height=REGION_H - 2, rx=8,
        fill=c.colors["sea"], opacity=0.35)
    bonus = bonus_words(*region.bonus, _)
    label = _("{region}: bonus {bonus}, foreign companies {n}").format(
        region=name, bonus=bonus, n=v["foreign"][r])
    head = c.item(g, f"region {region.id}", (x + 4, y + 4, REGION_W - 8, 86), label, "region-head",
                  explain=f"region:{region.id}")
    _text(head, x + 10, y + 20, name, bold=True)
    _text(head, x + REGION_W - 8, y + 20, bonus, anchor="end", cls="small")
    _text(head, x + 10, y + 36, _("Foreign companies: {n}").format(n=v["foreign"][r]),
          cls="small muted")
    tiles = v["transport"][r]
    for k in range(data.TRANSPORT_SPACES[len(v["players"])]):      # 8/6/4 usable (N8)
        tx, ty = x + 10 + (k % 4) * 57, y + 42 + (k // 4) * 23
        _box(c, head, tx, ty, 53, 20, fill="#fffdf7")
        if k < len(tiles):
            seat, kind = tiles[k]
            _el(head, "rect", x=tx + 2, y=ty + 2, width=49, height=16, rx=3, fill=c.color(seat))
            _use(head, kind, tx + 17, ty + 1, 18)
    for k, city in enumerate((2 * r, 2 * r + 1)):
        _city(c, g, city, x + REGION_W / 2, y + 162 + k * 140)


def _region_name(region_id: str) -> str:
    return {"r1": N_("Kyushu"), "r2": N_("Kansai"), "r3": N_("Kanto"),
            "r4": N_("Tohoku-Hokkaido")}[region_id]


CITY_NAMES = {"cs1": N_("Nagasaki"), "cs2": N_("Fukuoka"), "cs3": N_("Osaka"),
              "cs4": N_("Kyoto"), "cs5": N_("Tokyo"), "cs6": N_("Yokohama"),
              "cs7": N_("Sendai"), "cs8": N_("Sapporo")}
SIDE_NAMES = (N_("north"), N_("east"), N_("south"), N_("west"))


def _city(c: _Ctx, g, city: int, cx, cy) -> None:
    """A city tile (centre cx, cy) with the goods on its sides and the 4 influence spaces."""
    _ = c._
    v = c.view
    cid = data.CITY_SPACES[city]
    goods = v["cities"][city]["goods"]
    half = 40
    _box(c, g, cx - half, cy - half, 2 * half, 2 * half, fill=c.colors["city"], stroke="#6d5330")
    _text(g, cx, cy + 3, _(CITY_NAMES[cid]), anchor="middle", size=9.5)
    offsets = ((0, -1), (1, 0), (0, 1), (-1, 0))                  # N, E, S, W
    for side, (dx, dy) in enumerate(offsets):
        good = goods[side]
        # the good printed along this side of the tile (a band, text along the side)
        bx, by = cx + dx * (half - 7.5), cy + dy * (half - 7.5)
        w, h = (13, 54) if dx else (54, 13)
        _el(g, "rect", x=bx - w / 2, y=by - h / 2, width=w, height=h, rx=3, fill=c.colors[good],
            stroke="#8d7b5f", stroke_width=0.8)
        label = _text(g, bx, by + 3.5, c.good(good), anchor="middle", size=9.5)
        if dx:
            label.set("transform", f"rotate({-90 * dx} {bx} {by})")
        # the influence space beside it
        sw, sh = 42, 26
        sx = cx + dx * (half + 4 + sw / 2) - sw / 2
        sy = cy + dy * (half + 4 + sh / 2) - sh / 2
        key = f"{cid}-{data.SIDES[side]}"
        tile = v["influence"].get(key)
        foreign = data.FOREIGN[cid][side]
        if tile:
            what = _("{player}'s influence {n}").format(player=c.who(tile[0]), n=tile[1])
        else:
            what = _("foreign companies {n}").format(n=foreign)
        label = _("{city} {side} ({good}): {what}").format(
            city=_(CITY_NAMES[cid]), side=_(SIDE_NAMES[side]), good=c.good(good), what=what)
        place, back = f"space {cid} {data.SIDES[side]}", f"return {cid} {data.SIDES[side]}"
        key = back if back in c.legal else place            # N9: a full city's tile to return
        it = c.item(g, key, (sx, sy, sw, sh), label, "influence", spots=(place, back),
                    explain="zone:influence")
        if tile:
            _box(c, it, sx, sy, sw, sh, fill=c.color(tile[0]), stroke="#222")
            _text(it, sx + sw / 2, sy + 18, tile[1], anchor="middle", bold=True, fill="#ffffff")
        else:
            _box(c, it, sx, sy, sw, sh, fill="#f3f3f3", dashed=True)
            _text(it, sx + sw / 2, sy + 18, foreign or "", anchor="middle", cls="muted")


# -- supply and rewards -------------------------------------------------------------------------------
def _supply(c: _Ctx, svg, x, y) -> None:
    """The factory tiles beside the board, one column per good."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "supply", x, y, 490, 248, _("Factories"), "supply")
    available = set(v["factory_supply"])
    for col, good in enumerate(data.GOODS):
        fx = x + 8 + col * 80
        level = data.GOOD_LEVEL[good]
        _fit(_text(g, fx + 38, y + 36, "%s (%d)" % (c.good(good), data.KNOWLEDGE_NEEDED[level]),
                   anchor="middle", bold=True, size=10), 76, 10, bold=True)  # a column
        ids = [f for f, tile in data.FACTORIES.items() if tile.good == good]
        for row, fid in enumerate(ids):
            fy = y + 42 + row * 50
            tile = data.FACTORIES[fid]
            here = fid in available
            bonus = short_bonus(tile.bonus, _)
            label = _("{factory}: {good}, level {level}, knowledge {k}, coal {coal}, storage "
                      "{storage}; {bonus}").format(
                factory=factory_name(fid, _), good=c.good(good), level=tile.level, k=tile.knowledge,
                coal=tile.coal, storage=tile.storage, bonus=bonus)
            it = c.item(g, f"factory {fid}" if here else None, (fx, fy, 76, 46), label, "factory",
                        explain=f"factory:{fid}")
            _box(c, it, fx, fy, 76, 46, fill=c.colors[good] if here else c.colors["down"],
                 dashed=not here)
            if here:
                # the column's heading names the good: the tile its number (no squeeze)
                _fit(_text(it, fx + 4, fy + 13, factory_number(fid, _), cls="small",
                           bold=True), 36, 11, bold=True)
                _el(it, "circle", cx=fx + 44, cy=fy + 9, r=4, fill="#222")
                _text(it, fx + 50, fy + 13, tile.coal, size=10)
                _el(it, "rect", x=fx + 58, y=fy + 5, width=7, height=8, fill="#fff", stroke="#222")
                _text(it, fx + 67, fy + 13, tile.storage, size=10)
                for k, line in enumerate(_wrap(bonus, 14)[:2]):    # a long word: squeezed
                    _fit(_text(it, fx + 3, fy + 27 + k * 11, line, size=9.5), 70, 9.5)


def _rewards(c: _Ctx, svg, x, y) -> None:
    """The 12 reward stacks (column by multiplier, row by bonus), the 2x tiles and status."""
    _ = c._
    v = c.view
    g = _zone(c, svg, "rewards", x, y, 490, 248, _("Emperor's rewards"), "rewards")
    for col, mult in enumerate(data.REWARD_MULTIPLIERS):
        _text(g, x + 140 + col * 74, y + 36, f"{mult}x", anchor="middle", bold=True)
        for row, bonus in enumerate(data.REWARD_BONUSES):
            left = v["rewards"][f"{mult}-{bonus}"]
            words = bonus_words(bonus, data.REWARD_BONUSES[bonus], _)
            rx, ry = x + 108 + col * 74, y + 42 + row * 40
            if col == 0:
                _text(g, x + 10, ry + 22, words, cls="small")
            label = _("Reward {n}x with {bonus}: {left} left").format(
                n=mult, bonus=words, left=left)
            it = c.item(g, f"reward {mult}x {bonus}", (rx, ry, 66, 34), label, "reward",
                        explain=f"reward:{mult}x-{bonus}")
            _box(c, it, rx, ry, 66, 34, fill="#fff4d6" if left else c.colors["down"],
                 dashed=not left)
            _text(it, rx + 33, ry + 22, "×%d" % left, anchor="middle")
    _text(g, x + 10, y + 186, _("{mult}x VP tiles: {n}").format(
        mult=data.VP_TILE_MULTIPLIER, n=v["vp_tiles"]), cls="small")
    keep_within(_text(g, x + 10, y + 206, _status(c), cls="small", bold=True), 470, 11, True)
    _text(g, x + 10, y + 226, _("Scorings done: {n} of {total}").format(
        n=v["scorings"], total=len(data.REGION_VP)), cls="small")


def _status(c: _Ctx) -> str:
    _ = c._
    v = c.view
    if v["phase"] == "over":
        return _("Game over")
    seat = c.to_move if c.to_move is not None else v["current"]
    return _("To play: {player}").format(player=c.who(seat))
