"""The score chart of a game: each player's total over the game and the final breakdown.

:func:`progress` replays a save document and samples the scores at the end of every round
or turn (the game's :attr:`~engine.core.Game.chart_period`); :func:`chart` draws it as SVG,
like the boards (so the app's game-over panel, embeds and ``python -m engine chart`` show
the same picture).  Pure functions, standard library only.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from . import core, registry, savedoc
from .i18n import N_, format_number
from .svg import cut, el, text_width, to_text, wrap

DEFAULT_COLORS = ("#d32f2f", "#2e7d32", "#1565c0", "#f9c21b")
"""Player colours by seat when a game keeps the app's (web/app.css ``--seat-N``)."""

WIDTH = 360
"""Width of the chart in user units; the page scales it to its panel."""

TEXT = {
    "title": N_("Scores over the game"),
    "breakdown": N_("Final scores by scoring line"),
    "desc": N_("Each player's total over the game, then one bar per player for every "
               "scoring line."),
    "final": N_("{name}: {points}"),
}
"""English msgids of the chart's own words (the ``engine`` gettext domain)."""

AXES = {"turn": N_("Turn"), "round": N_("Round")}
"""The time axis's name by :attr:`~engine.core.Game.chart_axis`."""


def progress(doc: Any, *, seat: int | None = None) -> dict:
    """Each player's total over the game, from a save document (replayed from its seed).

    Returns ``{"game", "names", "over", "axis", "points": [{"move", "period", "totals"}], "final"}``:
    one point at the start (``period`` 0), one at the end of every round or turn (``move``:
    the history length where it ended, ``period``: its number), and one at the last move (its
    ``totals`` are the final scores).  ``final`` is the last point's per-seat breakdown
    (``{line: points}``).  While the game is not over, only what ``seat`` (None: the public)
    may see is counted (:meth:`~engine.core.Game.visible_scores`); at the end every line is
    public.  Raises :class:`~engine.core.SaveError` for a save that does not load.
    """
    states = list(savedoc.iter_states(doc))
    game = registry.get_game(states[0].game)
    last = states[-1]
    over = game.is_over(last)

    def scores(state):
        return game.scores(state) if over else game.visible_scores(state, seat)

    def totals(state) -> list[int]:
        return [x["total"] for x in scores(state)]

    points = [{"move": 0, "period": 0, "totals": totals(states[0])}]
    count = 0
    for index in range(1, len(states)):
        before, state = states[index - 1], states[index]
        if game.chart_period:
            ended = getattr(state, game.chart_period) != getattr(before, game.chart_period)
        else:                                  # a turn: the player to decide changes hands
            ended = _turn_seat(game, state) != _turn_seat(game, before)
        if ended and index < len(states) - 1:
            count += 1
            points.append({"move": index, "period": count, "totals": totals(state)})
    final = scores(last)
    points.append({"move": len(states) - 1, "period": count + 1,
                   "totals": [x["total"] for x in final]})
    return {"game": game.id, "names": list(last.names), "over": over,
            "axis": game.chart_axis, "points": points,
            "final": [dict(x["breakdown"]) for x in final]}


def _turn_seat(game: core.Game, state: core.State) -> int | None:
    return game.decision(state).seat


def chart(data: dict, gettext=None) -> str:
    """The SVG of :func:`progress`'s ``data``: a line per player (total after each round or
    turn) above grouped bars (every scoring line, one bar per player), in the game's player
    colours, with a legend of names and final totals.  ``gettext`` translates the words (the
    game's catalog for its scoring lines); names are text, never markup.  The root is
    ``svg[data-testid="score-chart"]`` with a ``<title>`` and ``<desc>`` (role ``img``)."""
    tr = gettext or (lambda s: s)      # not "_": Babel would extract the keys of TEXT
    game = registry.get_game(data["game"])
    names, points, final = data["names"], data["points"], data["final"]
    players = len(names)
    colors = list(game.seat_colors) or list(DEFAULT_COLORS)
    lines = list(final[0]) if final else []

    # -- geometry --------------------------------------------------------------------------
    left, right, top = 36, WIDTH - 12, 34
    legend_rows = (players + 1) // 2
    plot_h = 170
    plot_top = top + 22 * legend_rows + 6
    plot_bottom = plot_top + plot_h
    bars_top = plot_bottom + 74
    bar_h, gap = 11, 10                # 11: the 10 px value labels of two bars never touch
    group_h = players * bar_h + gap
    height = bars_top + 20 + group_h * len(lines) + 10

    title = tr(TEXT["title"])
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {WIDTH} {height}",
        "class": "score-chart", "data-testid": "score-chart", "data-game": game.id,
        "role": "img", "aria-labelledby": "chart-title chart-desc"})
    el(root, "style", "text{font-family:\"DejaVu Sans\",Verdana,Arial,sans-serif;"
       "font-size:12px;fill:#2b2118}.axis{stroke:#8a7a63;stroke-width:1}"
       ".grid{stroke:#e4dccb;stroke-width:1}.small{font-size:11px;fill:#5b4d3c}"
       ".head{font-size:14px;font-weight:bold}")
    el(root, "title", title, id="chart-title")
    axis = tr(AXES.get(data["axis"], AXES["turn"]))
    finals = "; ".join(tr(TEXT["final"]).format(name=names[s], points=points[-1]["totals"][s])
                       for s in game_order(points[-1]["totals"]))
    el(root, "desc", tr(TEXT["desc"]) + " " + finals, id="chart-desc")
    el(root, "rect", x=0, y=0, width=WIDTH, height=height, fill="#fffdf8", rx=8)
    el(root, "text", title, x=12, y=22, class_="head")

    # -- legend: swatch, name, final total -----------------------------------------------
    for seat, name in enumerate(names):
        x = 12 + (seat % 2) * (WIDTH - 24) / 2
        y = top + 22 * (seat // 2)
        el(root, "rect", x=x, y=y, width=14, height=14, rx=3, fill=colors[seat % len(colors)],
           stroke="#2b2118", stroke_width=0.8)
        total = f" ({format_number(points[-1]['totals'][seat], tr)})"
        room = (WIDTH - 24) / 2 - 26 - text_width(total, 12)
        shown = el(root, "text", cut(name, room, 12) + total, x=x + 20, y=y + 12)
        if shown.text != name + total:
            el(shown, "title", name + total)

    # -- totals over the game -------------------------------------------------------------
    values = [v for p in points for v in p["totals"]]
    low, high = min(0, *values), max(1, *values)
    high = _nice(high)

    def py(v: float) -> float:
        return round(plot_bottom - (v - low) / (high - low) * plot_h, 1)

    steps = len(points) - 1 or 1

    def px(i: int) -> float:
        return round(left + i * (right - left) / steps, 1)

    for tick in _ticks(low, high):
        el(root, "line", x1=left, x2=right, y1=py(tick), y2=py(tick), class_="grid")
        el(root, "text", format_number(tick, tr), x=left - 6, y=py(tick) + 4,
           text_anchor="end", class_="small")
    el(root, "line", x1=left, x2=left, y1=plot_top, y2=plot_bottom, class_="axis")
    el(root, "line", x1=left, x2=right, y1=py(0), y2=py(0), class_="axis")
    every = max(1, (len(points) + 8) // 9)
    for i, p in enumerate(points):
        last = len(points) - 1
        if i and ((i % every == 0 and last - i >= every / 2) or i == last):
            el(root, "text", str(p["period"]), x=px(i), y=plot_bottom + 16, text_anchor="middle",
               class_="small")
    el(root, "text", axis, x=(left + right) / 2, y=plot_bottom + 32,
       text_anchor="middle", class_="small")
    for seat in range(players):
        color = colors[seat % len(colors)]
        coords = " ".join(f"{px(i)},{py(p['totals'][seat])}" for i, p in enumerate(points))
        g = el(root, "g", data_seat=seat)
        el(g, "polyline", points=coords, fill="none", stroke="#2b2118", stroke_width=4.5,
           stroke_opacity=0.55, stroke_linejoin="round", stroke_dasharray=_dash(seat),
           class_="casing")                  # a light colour (Village's ivory) still shows
        el(g, "polyline", points=coords, fill="none", stroke=color, stroke_width=2.5,
           stroke_linejoin="round", stroke_dasharray=_dash(seat))
        if len(points) <= 30:
            for i, p in enumerate(points):
                el(g, "circle", cx=px(i), cy=py(p["totals"][seat]), r=3, fill=color,
                   stroke="#2b2118", stroke_width=0.6)

    # -- final breakdown per scoring line --------------------------------------------------
    el(root, "text", tr(TEXT["breakdown"]), x=12, y=bars_top - 14, class_="head")
    bar_values = [final[s][line] or 0 for s in range(players) for line in lines]
    b_low, b_high = min(0, *bar_values), max(1, *bar_values)
    label_w = 118
    b_left, b_right = 12 + label_w, right - 28

    def bx(v: float) -> float:
        return round(b_left + (v - b_low) / (b_high - b_low) * (b_right - b_left), 1)

    for k, line in enumerate(lines):
        y0 = bars_top + k * group_h
        name = game.score_lines.get(line) or game.terms.get(line) or line
        label = wrap(tr(name), 17)       # two lines before an ellipsis: "Bonificaciones
        if len(label) > 2:               # de Región" and "… de Fábricas" stay told apart
            label = label[:1] + [" ".join(label[1:])]
        label = [_short(text, 17) for text in label]
        for j, text in enumerate(label):
            el(root, "text", text, x=12, data_line=line,
               y=y0 + players * bar_h / 2 + 4 + (j - (len(label) - 1) / 2) * 13)
        if k:
            el(root, "line", x1=12, x2=right, y1=y0 - gap / 2, y2=y0 - gap / 2, class_="grid")
        for seat in range(players):
            v = final[seat][line] or 0
            x0, x1 = sorted((bx(0), bx(v)))
            y = y0 + seat * bar_h
            el(root, "rect", x=x0, y=y, width=max(x1 - x0, 1.5), height=bar_h - 1,
               fill=colors[seat % len(colors)], stroke="#2b2118", stroke_width=0.6,
               data_seat=seat, data_line=line)
            el(root, "text", format_number(v, tr), x=max(x1, bx(0)) + 3, y=y + bar_h - 1,
               class_="small", font_size=10)
    el(root, "line", x1=bx(0), x2=bx(0), y1=bars_top - 4,
       y2=bars_top + group_h * len(lines) - gap + 2, class_="axis")
    return to_text(root)


def game_order(totals: list[int]) -> list[int]:
    """Seats by total, highest first (ties in seat order): the order the description reads."""
    return sorted(range(len(totals)), key=lambda s: (-totals[s], s))


def _short(text: str, chars: int) -> str:
    text = str(text)
    return text if len(text) <= chars else text[:chars - 1] + "…"


def _dash(seat: int) -> str | None:
    """A dash pattern per seat, so lines differ without colour too."""
    return (None, "7 3", "2 3", "9 3 2 3")[seat % 4]


def _nice(value: float) -> int:
    """``value`` rounded up to a round number (for the top of the axis)."""
    for step in (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if value <= step * 6:
            return int(-(-value // step) * step)
    return int(value)


def _ticks(low: float, high: float) -> list[int]:
    span = high - low
    step = next((s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if span / s <= 6),
                1000)
    first = int(-(-low // step) * step)
    return list(range(first, int(high) + 1, step))
