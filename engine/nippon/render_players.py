"""The Nippon board's Zaibatsu (seed 003, "Suministro del jugador"): one player board each,
with budget, tracks, worker spaces, factories, contracts, influence tiles, ships and trains
and achievement spaces (split from render.py)."""
from __future__ import annotations

from ..i18n import format_number
from ..svg import el as _el, explainable, keep_within, squeeze as _fit, text_width
from . import data
from .render_base import (PLAYER_H, PLAYER_W, TRACK_NAMES, _Ctx, _box,
                          _text, _use, _worker, _zone, achievement_name)
from .text import contract_name, factory_name


# -- player boards ------------------------------------------------------------------------------------
def _player(c: _Ctx, svg, seat: int, x, y) -> None:
    """One Zaibatsu: budget, tracks, worker spaces, factories, contracts, influence tiles,
    ships and trains, achievement spaces."""
    _ = c._
    p = c.view["players"][seat]
    mine = seat == c.to_move
    g = _zone(c, svg, f"player p{seat}", x, y, PLAYER_W, PLAYER_H, None, "player")
    _el(g, "rect", x=x, y=y, width=8, height=PLAYER_H, rx=4, fill=c.color(seat))
    if mine and c.view["phase"] != "over":
        _el(g, "rect", x=x + 1, y=y + 1, width=PLAYER_W - 2, height=PLAYER_H - 2, rx=8,
            fill="none", stroke=c.colors["focus"], stroke_width=2.5)
    stats = _("{vp} VP · {yen} Yen · {coal} coal · blueprints: {bp}").format(
        vp=p["vp"], yen=format_number(p["yen"], _), coal=p["coal"], bp=p["blueprints"])
    keep_within(_text(g, x + 16, y + 18, c.who(seat), bold=True),
                PLAYER_W - 34 - text_width(stats, 11), 13, True)
    _text(g, x + PLAYER_W - 8, y + 18, stats, anchor="end", cls="small")
    _tracks(c, g, seat, p, x + 14, y + 26)
    _worker_spaces(c, g, seat, p, x + 330, y + 26)
    _factories(c, g, seat, p, x + 14, y + 104)
    _pieces(c, g, seat, p, x + 14, y + 168)
    _achievements(c, g, seat, p, x + 14, y + 252)


def _tracks(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    mine = seat == c.to_move
    rows = (("money", p["money"], [v // 1000 for v in data.MONEY_TRACK], ()),
            ("coal", p["coal_track"], data.COAL_PRINTED, data.COAL_STARS),
            ("knowledge", p["knowledge"], data.KNOWLEDGE_PRINTED, data.KNOWLEDGE_STARS))
    for k, (track, slot, printed, stars) in enumerate(rows):
        ty = y + k * 24
        key = f"blueprint {track}" if mine else None
        label = _("{track} track: slot {n}; {per_step} blueprints for a step").format(
            track=_(TRACK_NAMES[track]), n=slot + 1, per_step=data.BLUEPRINTS_PER_STEP)
        it = c.item(g, key, (x, ty, 74, 20), label, "track-name",
                    explain=f"track:{track}:{seat}")
        _text(it, x + 2, ty + 14, _(TRACK_NAMES[track]), size=10, bold=True)
        for i, value in enumerate(printed):
            cx = x + 82 + i * 23
            here = i == slot
            _box(c, g, cx, ty, 21, 20, fill=c.colors["marker"] if here else None)
            if i in stars:
                _use(g, "star", cx + 12, ty - 3, 10)
            _text(g, cx + 10.5, ty + 15, "" if value is None else value, anchor="middle",
                  size=10, fill="#ffffff" if here else None)


def _worker_spaces(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    _text(g, x, y + 10, _("Workers"), cls="small", bold=True)
    for k in range(data.WORKER_SPACES):
        wx, wy = x + (k % 3) * 50, y + 14 + (k // 3) * 34
        level = data.REWARD_LEVEL[k]
        _box(c, g, wx, wy, 44, 30)
        if level:
            _text(g, wx + 40, wy + 11, level, anchor="end", size=9, cls="muted")
        if k < len(p["workers"]):
            color = p["workers"][k]
            last = seat == c.actor and k == len(p["workers"]) - 1
            it = c.item(g, None, (wx, wy, 44, 30), _("{color} worker").format(color=_(color)),
                        "worker", (f"worker {color}",) if last else (), explain="zone:workers")
            _worker(c, it, color, wx + 16, wy + 16, 9)


def _factories(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    mine = seat == c.to_move
    _text(g, x, y + 10, _("Factories"), cls="small", bold=True)
    key = "reserve" if mine else None
    it = c.item(g, key, (x + 396, y - 2, 66, 16),
                _("Machines in reserve: {n}").format(n=p["reserve"]), "reserve")
    _text(it, x + 460, y + 10, _("reserve: {n}").format(n=p["reserve"]), anchor="end",
          cls="small")
    for k, good in enumerate(data.GOODS):
        fx, fy = x + k * 77, y + 14
        f = p["factories"].get(good)
        if f is None:
            _box(c, g, fx, fy, 72, 46, dashed=True, fill="#f5f1e6")
            _text(g, fx + 36, fy + 28, c.good(good), anchor="middle", size=10, cls="muted")
            continue
        tile = data.FACTORIES[f["id"]]
        key = c.first_legal(f"run {good}", f"machine {good}", f"good {good}") if mine else None
        label = _("{factory} ({good}): machine +{m}, {n} of {storage} goods").format(
            factory=factory_name(f["id"], _), good=c.good(good), m=f["machine"], n=f["goods"],
            storage=tile.storage)
        acted = (f"run {good}", f"machine {good}", f"good {good}", f"factory {f['id']}")
        it = c.item(g, key, (fx, fy, 72, 46), label, "own-factory",
                    acted if seat == c.actor else None, explain=f"factory:{f['id']}")
        _box(c, it, fx, fy, 72, 46, fill=c.colors[good], stroke="#5d4a33")
        # the title has the tile's whole width (the machine is on the storage row): its name,
        # or its good's when the name would be squeezed below 85 % ("Light bulbs 1")
        name = factory_name(f["id"], _)
        if text_width(name, 10, bold=True) * 0.85 > 64:
            name = c.good(good)
        _fit(_text(it, fx + 4, fy + 12, name, size=10, bold=True), 64, 10, bold=True)
        step = 13 if not f["machine"] else 12 if tile.storage < 5 else 10   # room for "+2"
        if f["machine"]:
            _text(it, fx + 69, fy + 29, f"+{f['machine']}", anchor="end", size=10, bold=True)
        for s in range(tile.storage):
            _el(it, "rect", x=fx + 4 + s * step, y=fy + 20, width=min(10, step - 2), height=10,
                rx=2, fill="#222" if s < f["goods"] else "#ffffff", stroke="#555")
        ran = good in p["ran"]
        _text(it, fx + 4, fy + 42, _("coal {n}").format(n=tile.coal) + (" ✓" if ran else ""),
              size=10)


def _pieces(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    """Contracts, influence tiles in hand, ships and trains still on the player board."""
    _ = c._
    mine = seat == c.to_move
    _text(g, x, y + 12, _("Contracts"), cls="small", bold=True)
    for k, cid in enumerate(data.CONTRACTS):
        cx, cy = x + 62 + (k % 4) * 56, y + (k // 4) * 19
        up = cid in p["contracts"]
        contract = data.CONTRACTS[cid]
        need = _cubes(contract.cubes)
        label = _("Contract {id}: goods {need}; {state}").format(
            id=contract_name(cid, _), need=need, state=_("face up") if up else _("fulfilled"))
        key = f"contract {cid}" if mine else None
        it = c.item(g, key, (cx, cy, 53, 17), label, "contract", explain=f"contract:{cid}")
        _box(c, it, cx, cy, 53, 17, fill="#ffffff" if up else c.colors["down"])
        _text(it, cx + 2, cy + 12.5, contract_name(cid, _), size=9.5, bold=True)
        _text(it, cx + 52, cy + 12.5, need if up else "✓", anchor="end", size=9.5)
    board = g
    played = tuple(f"influence {v}" for v in set(data.INFLUENCE_TILES)) if seat == c.actor else ()
    it = c.item(g, None, (x + 289, y, 60, 16), _("Influence"), "influence-hand", played,
                explain="zone:influence-hand")
    _text(it, x + 291, y + 12, _("Influence"), size=10, bold=True)
    for k, value in enumerate(p["influence"]):
        ix = x + 352 + k * 11.5
        key = f"influence {value}" if mine else None
        it = c.item(g, key, (ix, y, 10, 16),      # a tile still in hand was not played
                    _("Influence tile {n}").format(n=value), "influence-tile", (),
                    explain="zone:influence-hand")
        _el(it, "rect", x=ix, y=y, width=10, height=16, rx=2, fill=c.color(seat))
        _text(it, ix + 5, y + 12.5, value, anchor="middle", size=10.5, fill="#ffffff")
    for row, (kind, built, stars, icons, value) in enumerate((
            ("ship", p["ships"], data.SHIP_STARS, data.SHIP_MONEY_ICONS,
             _("{n} VP").format(n=p["ship_vp"])),
            ("train", p["trains"], (), data.TRAIN_MONEY_ICONS, f"+{p['train_value']}"))):
        ry = y + 42 + row * 21
        name = _("Ships") if kind == "ship" else _("Trains")
        g = explainable(_el(board, "g", class_="transport"), f"nippon:zone:{kind}s")
        _text(g, x, ry + 13, f"{name} {value}", cls="small")
        for k in range(data.TRANSPORT_TILES):
            bx = x + 90 + k * 26
            _box(c, g, bx, ry, 24, 18, fill="#ffffff" if k >= built else "#eeeeee")
            if k >= built:
                _use(g, kind, bx + 3, ry, 18, fill=c.color(seat))
            if k in stars:
                _use(g, "star", bx + 17, ry - 4, 9)
            if k in icons:
                _text(g, bx + 1, ry + 17, "¥", size=8, cls="muted")
    g = board
    _text(g, x + 262, y + 55, _("income: {yen} Yen, {coal} coal").format(
        yen=format_number(p['income'], _), coal=p["coal_income"]), size=11)
    _text(g, x + 262, y + 76, _("influence by region: {values}").format(
        values=" / ".join(str(n) for n in p["region_influence"])), size=11)


def _cubes(cubes: tuple[int, ...]) -> str:
    """A contract's goods: "2+1" (2 of one good, 1 of another); "4×1" for four single goods."""
    if len(cubes) > 2 and set(cubes) == {1}:
        return "%d×1" % len(cubes)
    return "+".join(str(n) for n in cubes)


def _achievements(c: _Ctx, g, seat: int, p: dict, x, y) -> None:
    _ = c._
    mine = seat == c.to_move
    _text(g, x, y + 12, _("Achievements"), cls="small", bold=True)
    for k, ach in enumerate(data.ACHIEVEMENTS):
        ax = x + 88 + k * 42
        mult = p["achievements"].get(ach.id)
        shown = mult if mult is not None else ach.printed
        vp = p["achievement_vp"][ach.id]
        label = _("Achievement {id}: {text}; multiplier {m}; {vp} VP now").format(
            id=ach.id, text=achievement_name(ach.id, _), m=shown, vp=vp)
        key = f"achievement {ach.id}" if mine else None
        it = c.item(g, key, (ax, y, 38, 34), label, "achievement", explain=f"achievement:{ach.id}")
        _box(c, it, ax, y, 38, 34, fill="#fff4d6" if mult is not None else None)
        _text(it, ax + 4, y + 13, ach.id, size=11, bold=True)
        _text(it, ax + 35, y + 13, f"{shown}x" if shown else "–", anchor="end", size=11)
        _text(it, ax + 19, y + 29.5, _("{n} VP").format(n=vp), anchor="middle", size=10.5)
