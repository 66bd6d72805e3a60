"""Plus Ultra board drawing, below the zones: the status line (the draft pool, or whose turn
and which phase), one area per player (character cards, resources, houses, tercios, estates)
and the board's text summary (its ``<desc>``).
"""
from __future__ import annotations

from ..svg import FIT_LEAST, explainable, fit, keep_within, squeeze, text_width
from ..svg import el as _el, wrap as _wrap
from .render_base import (PHASES, RESOURCE_NAMES, _NARROW_PLAYERS_Y, _NARROW_STATUS_Y, _STAT_KEYS,
                          _box, _Ctx, _text)

def _squeezed(e, width: float, size: float, bold: bool = False) -> None:
    """A status line kept within ``width``: set smaller and condensed (:func:`engine.svg.fit`,
    down to 11 units), and cut with "…" (the whole line in a ``<title>``) only beyond that (a
    very long player name)."""
    keep_within(e, width * size / 11 / FIT_LEAST, size, bold)
    fit(e, width, size, bold)


def _status(c: _Ctx, svg) -> None:
    """The draft pool while drafting (the drafter sees the cards), else the turn status."""
    _ = c._
    v = c.view
    g = _el(svg, "g", class_="zone status")
    width, per_row = (488, 4) if c.narrow else (988, 99)
    cards = (v.get("pool") or [None] * v.get("pool_size", 0)) if v["phase"] == "draft" else []
    rows = 2 if c.narrow else 1                  # a stable height: room for 8 cards
    if c.narrow:
        g.set("transform", f"translate(0 {_NARROW_STATUS_Y - 510})")
    _el(g, "rect", x=6, y=510, width=width, height=26 + 52 * rows, rx=8, fill=c.colors["zone"],
        stroke=c.colors["zone stroke"], stroke_width=1.5)
    who = c.who(c.to_move) if c.to_move is not None else None
    head = _("Turn {n} of {m}").format(n=v["turn"], m=v["turns"]) + " · " + _(PHASES.get(
        v["phase"], v["phase"]))
    if v["phase"] == "act" and v.get("round"):
        head += " · " + _("round {n}").format(n=v["round"])
    if v["phase"] == "over":
        _text(g, 6 + width / 2, 555, head, anchor="middle", bold=True, size=18)
        return
    if who:
        head += " · " + _("to move: {player}").format(player=who)
    _squeezed(_text(g, 16, 530, head, bold=True), width - 20, 14, True)
    if v["phase"] != "draft":
        if v.get("current") and v.get("actor") is not None:
            _squeezed(_text(g, 16, 556, _("{player} acts with {character}").format(
                player=c.who(v["actor"]), character=c.term(v["current"]))), width - 20, 14)
        return
    if not cards:
        return
    per_row = min(per_row, len(cards))
    w = min(114, (width - 16 - 10 * (per_row - 1)) // per_row)
    for i, ch in enumerate(cards):
        x, y = 16 + (i % per_row) * (w + 10), 538 + (i // per_row) * 52
        if ch is None:
            it = c.item(g, None, (x, y, w, 44), _("A character to draft (face down)"), "card back")
            _box(c, it, x, y, w, 44, fill=c.colors["card back"], stroke="#1b2438")
            c.use(it, "card", x + w / 2 - 10, y + 12, 20)
            continue
        it = c.item(g, f"draft {ch}", (x, y, w, 44), _("Draft: {character}").format(
            character=c.term(ch)), "card draft", explain=f"character:{ch}")
        _box(c, it, x, y, w, 44, fill=c.colors["card"])
        for j, line in enumerate(_wrap(c.term(ch), 12)[:2]):    # " " joins the lines in the
            _text(it, x + 6, y + 18 + j * 18, " " * (j > 0) + line)  # text read aloud (axe)


def _player(c: _Ctx, svg, seat: int) -> None:
    """One player's area: name, GP, pieces, estates and this turn's characters."""
    _ = c._
    v = c.view
    p = v["players"][seat]
    n = len(v["players"])
    if c.narrow:                      # two player areas per row
        pw: float = 240
        x, y = 6 + (seat % 2) * (pw + 8), _NARROW_PLAYERS_Y + (seat // 2) * 214
    else:
        pw = (988 - 8 * (n - 1)) / n
        x, y = 6 + seat * (pw + 8), 595
    moving = seat == c.to_move
    g = explainable(_el(svg, "g", class_="zone player" + (" to-move" if moving else ""),
                        data_seat=seat), "plus_ultra:zone:player")
    _el(g, "rect", x=x, y=y, width=pw, height=206, rx=8, fill=c.colors["zone"],
        stroke=c.color(seat) if moving else c.colors["zone stroke"],
        stroke_width=4 if moving else 1.5)
    _el(g, "rect", x=x, y=y, width=8, height=206, rx=3, fill=c.color(seat))
    used = p.get("rosetones_used", 0)          # seed 000: rosetón cards turned face down
    _el(g, "title", c.who(seat) + (" · " + _("to move") if moving else "")
        + (" · " + _("rosetón cards used: {n}").format(n=used) if used else ""))
    nx = x + 16
    if moving:
        _el(g, "path", d=f"M{x + 14} {y + 9} l10 7 l-10 7 z", fill="#2b2118")
        nx += 14
    keep_within(_text(g, nx, y + 22, p["name"], bold=True, size=16), x + pw - 92 - nx, 16, True)
    c.use(g, "gp", x + pw - 84, y + 8, 18)
    _text(g, x + pw - 8, y + 22, _("{n} GP").format(n=p["gp"]), anchor="end", bold=True)
    def stats(g) -> frozenset[str]:
        """The pieces, estates and tercios of the player; the glyphs they use."""
        before, c.glyphs = c.glyphs, set()
        col = (pw - 24) / 2
        pieces = [("ducat", _("Ducats"), p["ducats"]), ("house", _("Houses"), p["houses"]),
                 ("roseton", _("Rosetones"), p["rosetones"]), ("bull", _("Bulls"), p["bulls"]),
                 ("natives", _("Natives"), p["natives"]), ("ship", _("Trade"), p["trade"])]
        for i, (kind, name, value) in enumerate(pieces):
            sx, sy = x + 14 + (i % 2) * (col + 4), y + 28 + (i // 2) * 20
            row = explainable(_el(g, "g", class_="stat"), "plus_ultra:piece:" + _STAT_KEYS[kind])
            c.use(row, kind, sx, sy + 2, 16, fill=c.color(seat))
            room = col - 24 - text_width(value, 14, bold=True) - 5   # a gap before the value
            squeeze(_text(row, sx + 20, sy + 15, name), room, 14)   # a longer translation
            _text(row, sx + col - 4, sy + 15, value, anchor="end", bold=True)
        ey = y + 28 + 3 * 20
        g_player = g
        g = explainable(_el(g_player, "g", class_="stat"), "plus_ultra:piece:estates")
        c.use(g, "estate", x + 14, ey + 2, 16)
        values = [e for e in p["estates"] if e is not None]
        shown = "" if not values else " (" + ", ".join(
            "+%d" % e if isinstance(e, int) else "+1/" + c.term(e) for e in values) + ")"
        _text(g, x + 34, ey + 15, _("Estates: {n}").format(n=len(p["estates"])) + shown)
        ty = ey + 20
        g = explainable(_el(g_player, "g", class_="stat"), "plus_ultra:piece:tercios")
        c.use(g, "tercio", x + 14, ty + 2, 16, fill=c.color(seat))
        _text(g, x + 34, ty + 15, _("Tercios: {active} + {tired} tired").format(
            active=p["tercios_active"], tired=p["tercios_tired"]))
        used = frozenset(c.glyphs)
        c.glyphs = before | used
        return used

    if c.fragments is None:
        stats(g)
    else:                        # kept apart: the player to move changes more often
        c.glyphs |= c.fragments.fragment(g, ("stats", seat, x, y, pw, c._, repr(c.colors),
                                             repr(p)), stats)
    ty = y + 28 + 3 * 20 + 20
    for i, ch in enumerate(p["characters"]):
        _character(c, g, seat, ch, x + 14, ty + 22 + i * 25, pw - 22)


def _character(c: _Ctx, g, seat: int, ch: str | None, x, y, w) -> None:
    """A character card of this turn: face down while drafting, greyed once used."""
    _ = c._
    v = c.view
    if ch is None:
        it = c.item(g, None, (x, y, w, 22), _("Character (face down)"), "card back")
        _box(c, it, x, y, w, 22, fill=c.colors["card back"], stroke="#1b2438", rx=3)
        return
    used = ch in v["players"][seat]["used"]
    current = seat == v.get("actor") and ch == v.get("current")
    label = c.term(ch) + (" · " + _("used") if used else "")
    spots = tuple(f"act {ch} {k}" for k in (1, 2)) + (
        tuple(f"bull act {k}" for k in (1, 2)) if current else ())
    it = c.item(g, None, (x, y, w, 22), label, "card character" + (" used" if used else ""),
                spots, explain=f"character:{ch}")
    fill = c.colors["current"] if current else (c.colors["taken"] if used else c.colors["card"])
    _box(c, it, x, y, w, 22, fill=fill, rx=3)
    _text(it, x + 6, y + 16, c.term(ch), cls="used" if used else None)
    buttons = [(f"act {ch} {k}", str(k), _("{character}: action {n}").format(
        character=c.term(ch), n=k)) for k in (1, 2)]
    if current:
        buttons += [(f"bull act {k}", "+%d" % k, _("Use a bull: {character} action {n}").format(
            character=c.term(ch), n=k)) for k in (1, 2)]
    bx = x + w
    for key, text, blabel in reversed(buttons):
        if key not in c.legal:
            continue
        bw = 22 if len(text) == 1 else 30
        bx -= bw + 3
        b = c.item(it, key, (bx, y + 1, bw, 20), blabel, "act-button")
        _box(c, b, bx, y + 1, bw, 20, fill="#ffffff", rx=4)
        _text(b, bx + bw / 2, y + 16, text, anchor="middle", bold=True)


def _summary(c: _Ctx) -> str:
    """The ``<desc>`` text: a plain-text diagram of what the view shows."""
    v = c.view
    _ = c._
    res = lambda k: _(RESOURCE_NAMES[k])  # noqa: E731
    lines = [
        "Plus Ultra · " + _("Turn {n} of {m}").format(n=v["turn"], m=v["turns"]) + " · "
        + _(PHASES.get(v["phase"], v["phase"])),
        _("Peer Order") + ": " + ", ".join(c.who(s) for s in v["peer_order"]),
        _("Crown wealth") + ": %d" % v["crown"],
        _("Market") + ": " + (", ".join(res(k) for k in v["market"]) or "-"),
        _("Surplus") + ": %d" % len(v["surplus"]),
        _("Church") + ": " + (", ".join(res(c[0]) for c in v["church"] if c) or "-"),
        _("European Wars") + ": " + _("Level {n}").format(n=v["war_level"])
        + " · %d" % len(v["war"]),
        _("New World") + ": " + " | ".join(
            "-" if t is None else ("?" if t[0] == "hidden" else res(t[0]))
            for t in v["exploration"]),
    ]
    for seat, p in enumerate(v["players"]):
        lines.append(_("{player}: {gp} GP, {ducats} ducats").format(
            player=c.who(seat), gp=p["gp"], ducats=p["ducats"]))
    return "\n".join(lines)
