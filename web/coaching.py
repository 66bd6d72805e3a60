"""The coach at the table (issue 31), the page's side: hints and the honest record of them.

A hint is the hard bot's search for the seat to move (``engine.ai.coach.think_hint``), run in
the bot worker in slices (web/botthink.py ``worker_hint``) like a bot's move;
:func:`think_hint` is that search, the same in the worker and in the page's fallback.  The coach searches from the seat's
information set (it determinises what the seat cannot see), so the save document it gets
may hold everything: the answer depends only on what the seat sees.

Pure (no DOM): the Hint button, the hint's options with their estimates in words and the
game-over panel's "Hints taken" line (the counts are the save document's ``hints`` header:
``engine.savedoc.hints_taken``, one count per seat).  tests/web runs it in CPython.
"""
from __future__ import annotations

from engine.i18n import format_number, ngettext
from engine.i18n import worded_names

import labels
from ui_base import esc

HINT_LEVEL = "hard"
"""The coach searches as the hard bot does (docs/BOTS.md)."""
HINT_TOP = 3
"""How many of the best options a hint shows."""
HINT_KEY = "h"
"""The key that asks for a hint (``aria-keyshortcuts`` of the Hint button)."""


def hint_seed(state, seat: int) -> int:
    """The coach's seed for ``seat``: the seat's bot seed (web/botthink.py ``bot_for``), so
    its first option is the move the hard bot would play, wherever it is computed (the
    search mixes in the move number itself)."""
    return (state.seed or 0) * 10 + seat


def think_hint(game, state, *, top: int = HINT_TOP):
    """The coach's search for the seat to move in ``state`` as a generator of small slices
    (``engine.ai.coach.think_hint``), returning its best options, best first:
    ``[{"notation", "estimate" (expected final margin in points, None if no simulation went
    through it), "win" (0..1, or None), "visits" (simulations behind it), "only" (the seat's
    single legal option, given unsearched)}]``.

    Raises:
        ValueError: the game is over (nobody to hint).
    """
    from engine.ai import coach        # the search: imported where a hint is computed

    seat = game.decision(state).seat
    if seat is None:
        raise ValueError("the game is over: there is nothing to hint")
    found = yield from coach.think_hint(game, state, seat, seed=hint_seed(state, seat),
                                        level=HINT_LEVEL, top=top)
    return [{"notation": o["action"], "estimate": o["estimate"], "win": o["win"],
             "visits": int(o["visits"]), "only": bool(o.get("only"))} for o in found]


def compute_hint(game, state, *, top: int = HINT_TOP) -> list[dict]:
    """:func:`think_hint` run to its end (the page's fallback, tests)."""
    steps = think_hint(game, state, top=top)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def signed(value: float, _) -> str:
    """``value`` rounded to one decimal, with its sign ("+4.2", "−1.5", "0"), in ``_``'s
    language's number format."""
    value = round(value, 1)
    if value == 0:
        return format_number(0, _)
    text = format_number(int(value) if value == int(value) else value, _)
    return "+" + text if value > 0 else text


def estimate_text(option: dict, _) -> str:
    """An option's estimate in words: "+4.2 points expected, 61% chance to win, 640
    simulations" (translated; numbers in the language's format); "the only legal move" for a
    seat's single option (given unsearched); "not simulated" for an option no simulation went
    through."""
    if option.get("only"):
        return _("the only legal move")
    if not option["visits"] or option["estimate"] is None or option["win"] is None:
        return _("not simulated")
    points = _("{points} points expected").format(points=signed(option["estimate"], _))
    percent = _("{n}%").format(n=format_number(round(100 * option["win"]), _))
    win = _("{percent} chance to win").format(percent=percent)
    visits = ngettext("{n} simulation", "{n} simulations", option["visits"], _).format(
        n=format_number(option["visits"], _))
    return ", ".join((points, win, visits))


def hint_button(_, *, busy: bool = False) -> str:
    """The panel's Hint button (key :data:`HINT_KEY`); while the coach thinks it says so and
    is disabled."""
    text = _("Coach is thinking…") if busy else _("Hint")
    cls = "hint-button busy" if busy else "hint-button"
    return (f'<button type="button" class="{cls}" data-cmd="hint" data-testid="hint"'
            f' aria-keyshortcuts="{HINT_KEY}"{" disabled" if busy else ""}>'
            + ('<span class="thinking" aria-hidden="true"></span>' if busy else "")
            + f'{esc(text)}</button>')


def hint_html(game, state, options: list[dict], _) -> str:
    """The hint's options in the panel, best first: each a button that plays it
    (``data-cmd="play-hint"``, ``data-notation``) with its label and estimate."""
    view = game.view(state, game.decision(state).seat)
    if not options:
        nothing = _("The coach found nothing to suggest.")
        body = f'<p class="muted">{esc(nothing)}</p>'
    else:
        items = []
        for rank, option in enumerate(options, 1):
            label = labels.action_label(game, option["notation"], worded_names(state.names, _), _, state.variant,
                                        view=view)
            items.append(
                f'<li><button type="button" class="hint-option" data-cmd="play-hint"'
                f' data-notation="{esc(option["notation"])}" data-hint-rank="{rank}">'
                f'<span class="hint-label">{esc(label)}</span>'
                f'<span class="hint-estimate">{esc(estimate_text(option, _))}</span>'
                f'</button></li>')
        body = f'<ol class="hint-options">{"".join(items)}</ol>'
    title = _("The coach suggests")
    return (f'<section class="coach-hint-box" data-testid="hint-box" aria-live="polite"'
            f' aria-label="{esc(title)}"><h3>{esc(title)}</h3>{body}</section>')


def place_hint(panel, hint: dict | None, game, state, _) -> bool:
    """Put the Hint button into the DOM ``panel`` just drawn for a person to move (its
    ``.tools``; busy while ``hint`` is asked and unanswered) and, once ``hint`` has options,
    :func:`hint_html` after the panel's prompt (or at its end).

    Args:
        panel: a DOM element (the app's decision panel or embed.html's panel).
        hint: ``{"options": list | None, ...}`` (None when no hint was asked here).
    Returns:
        Whether the hint's options were placed (the caller then outlines them).
    """
    tools = panel.querySelector(".tools")
    if tools is not None:
        tools.insertAdjacentHTML("afterbegin", hint_button(
            _, busy=hint is not None and hint["options"] is None))
    if hint is None or hint["options"] is None:
        return False
    html = hint_html(game, state, hint["options"], _)
    prompt = panel.querySelector(".prompt") or panel.querySelector(".to-move")
    if prompt is not None:
        prompt.insertAdjacentHTML("afterend", html)
    else:
        panel.insertAdjacentHTML("beforeend", html)
    return True


def outline_hint(document, escape, options: list[dict], panel: str) -> None:
    """Mark the hint's ``options`` (best first) on the board and among the options of the
    panel ``panel`` (a CSS selector: ``#decision`` in the app, ``#panel`` in embed.html) with
    ``.coach-hint`` and ``data-hint-rank`` (web/app.css); ``escape`` is the DOM's
    ``CSS.escape``."""
    for rank, option in enumerate(options, 1):
        key = escape(option["notation"])
        for node in document.querySelectorAll(
                f'#board [data-action="{key}"], {panel} .actions [data-action="{key}"]'):
            node.classList.add("coach-hint")
            node.setAttribute("data-hint-rank", str(rank))


# -- the honest record: hints counted per seat (engine/savedoc.py ``hints`` header) ----------
def hints_line(names, hints: list[int] | None, _) -> str:
    """The game-over panel's "Hints taken" line, one count per seat ("" when nobody took
    one)."""
    if not hints or not any(hints):
        return ""
    parts = [_("{name}: {points}").format(name=name, points=format_number(n, _))
             for name, n in zip(names, hints, strict=False)]
    title = _("Hints taken")
    return (f'<p class="hints-line" data-testid="hints-taken">{esc(title)}: '
            f'{esc(" · ".join(parts))}</p>')
