"""The coach's review of a finished game on the game-over panel (issue 31, item 3), as text.

The review itself is ``engine.ai.coach.review``'s document (computed in the bot worker:
web/botthink.py ``worker_review``; kept in the save's ``review`` header): each reviewed
decision's played option and the coach's best one, a win-chance curve per seat and the three
costliest decisions per seat.  This module draws it: the "Review the game" button, the
progress bar with Stop, the win-chance chart (the score chart's look, engine/scorechart.py)
and, per person, the marked decisions with a link that opens the replay at that move.

Pure (no DOM): tests/web runs it in CPython.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Callable

from engine import scorechart
from engine.i18n import format_number
from engine.svg import el, to_text

import labels
from coaching import estimate_text
from ui_base import button, esc

WIDTH = scorechart.WIDTH


def review_button(_) -> str:
    """"Review the game" (the game-over panel)."""
    return button(_("Review the game"), "review", testid="review")


def progress_html(done: int, total: int, _) -> str:
    """The review under way: a progress bar (decisions reviewed of ``total``; none known
    yet: an indeterminate bar) and Stop."""
    if total:
        label = _("Reviewing: {done} of {total} decisions").format(
            done=format_number(done, _), total=format_number(total, _))
        bar = f'<progress max="{total}" value="{done}"></progress>'
    else:                                  # the worker starts: no count yet
        label, bar = _("Starting the review…"), "<progress></progress>"
    stop = button(_("Stop"), "stop-review", testid="stop-review")
    return (f'<div class="review-progress" data-testid="review-progress">'
            f'<label>{esc(label)}{bar}</label>{stop}</div>')


def win_chart(review: dict, names: list[str], colors, _) -> str:
    """The review's win-chance curves as SVG (``svg[data-testid="win-chart"]``): one line
    per seat, the chance after each reviewed move (0–100 %), in the seats' colours and the
    score chart's dashes, with a legend of names."""
    colors = list(colors) or list(scorechart.DEFAULT_COLORS)
    curves, actions = review["curves"], max(1, int(review["actions"]))
    players = len(names)
    left, right, top = 36, WIDTH - 12, 34
    plot_top = top + 22 * ((players + 1) // 2) + 6
    plot_h = 150
    bottom = plot_top + plot_h
    height = bottom + 40
    title = _("Chance to win over the game")
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {WIDTH} {height}",
        "class": "score-chart win-chart", "data-testid": "win-chart", "role": "img",
        "aria-labelledby": "win-chart-title"})
    el(root, "style", "text{font-family:\"DejaVu Sans\",Verdana,Arial,sans-serif;"
       "font-size:12px;fill:#2b2118}.axis{stroke:#8a7a63;stroke-width:1}"
       ".grid{stroke:#e4dccb;stroke-width:1}.small{font-size:11px;fill:#5b4d3c}"
       ".head{font-size:14px;font-weight:bold}")
    el(root, "title", title, id="win-chart-title")
    el(root, "rect", x=0, y=0, width=WIDTH, height=height, fill="#fffdf8", rx=8)
    el(root, "text", title, x=12, y=22, class_="head")
    for seat, name in enumerate(names):
        x, y = 12 + (seat % 2) * (WIDTH - 24) / 2, top + 22 * (seat // 2)
        el(root, "rect", x=x, y=y, width=14, height=14, rx=3, fill=colors[seat % len(colors)],
           stroke="#2b2118", stroke_width=0.8)
        el(root, "text", scorechart._short(name, 22), x=x + 20, y=y + 12)

    def px(move: float) -> float:
        return round(left + move / actions * (right - left), 1)

    def py(win: float) -> float:
        return round(bottom - win * plot_h, 1)

    for tick in (0, 25, 50, 75, 100):
        el(root, "line", x1=left, x2=right, y1=py(tick / 100), y2=py(tick / 100), class_="grid")
        el(root, "text", _("{n}%").format(n=format_number(tick, _)), x=left - 4,
           y=py(tick / 100) + 4, text_anchor="end", class_="small")
    el(root, "line", x1=left, x2=left, y1=plot_top, y2=bottom, class_="axis")
    el(root, "line", x1=left, x2=right, y1=bottom, y2=bottom, class_="axis")
    el(root, "text", _("Move"), x=(left + right) / 2, y=bottom + 30, text_anchor="middle",
       class_="small")
    for seat, curve in enumerate(curves[:players]):
        if not curve:
            continue
        coords = " ".join(f"{px(m)},{py(max(0.0, min(1.0, w)))}" for m, w in curve)
        g = el(root, "g", data_seat=seat)
        el(g, "polyline", points=coords, fill="none", stroke="#2b2118", stroke_width=4.5,
           stroke_opacity=0.55, stroke_linejoin="round", stroke_dasharray=scorechart._dash(seat))
        el(g, "polyline", points=coords, fill="none", stroke=colors[seat % len(colors)],
           stroke_width=2.5, stroke_linejoin="round", stroke_dasharray=scorechart._dash(seat))
    return to_text(root)


def review_html(game, state, review: dict, link: Callable[[int], str] | None, _) -> str:
    """The review shown: the win-chance chart, then for each reviewed seat its marked
    decisions (the costliest the coach can back, at most three: ``engine.ai.coach.costly``):
    "Move N: you played X (estimate) — the coach prefers Y (estimate)", each with a link
    ``link(move)`` to the replay at that move (the game-over panel: a new tab), or with
    ``link`` None a button that jumps there within the page (``data-cmd="goto"``,
    ``data-move``: embed.html's replay).  A seat without marks reads that the coach agrees
    with every decision, or, when it preferred other options on too few simulations, that it
    is not sure enough of any to mark one."""
    names = list(state.names)
    parts = [f'<figure class="chart">{win_chart(review, names, game.seat_colors, _)}</figure>']
    for seat in review["seats"]:
        costly = review["costly"][seat] if seat < len(review["costly"]) else []
        head = _("{name}'s decisions to look at again").format(name=names[seat])
        if not costly:
            unsure = any(d["seat"] == seat and d["loss"] > 0 for d in review["decisions"])
            agrees = (_("The coach is not sure enough of any other choice to mark one.")
                      if unsure else _("The coach agrees with every decision it reviewed."))
            items = f'<li>{esc(agrees)}</li>'
        else:
            rows = []
            for d in costly:
                played, best = d["played"], d["best"]
                text = _("You played {played} ({estimate}) — the coach prefers {best} "
                         "({best_estimate})").format(
                    played=labels.action_label(game, played["action"], names, _,
                                               state.variant),
                    estimate=estimate_text(played, _),
                    best=labels.action_label(game, best["action"], names, _, state.variant),
                    best_estimate=estimate_text(best, _))
                at = _("Move {n}").format(n=format_number(d["move"] + 1, _))
                if link is None:
                    to = (f'<button type="button" class="link" data-cmd="goto"'
                          f' data-move="{d["move"]}" data-testid="review-link">{esc(at)}</button>')
                else:
                    to = (f'<a href="{esc(link(d["move"]))}" target="_blank" rel="noopener"'
                          f' data-testid="review-link">{esc(at)}</a>')
                rows.append(f'<li data-testid="review-decision" data-seat="{seat}">'
                            f'{to}: {esc(text)}</li>')
            items = "".join(rows)
        parts.append(f'<h3>{esc(head)}</h3><ol class="review-decisions">{items}</ol>')
    title = _("The coach's review")
    return (f'<section class="coach-review" data-testid="review">'
            f'<h3>{esc(title)}</h3>{"".join(parts)}</section>')
