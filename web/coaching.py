"""The coach at the table (issue 31), the page's side: hints and the honest record of them.

A hint is the hard bot's search for the seat to move (``engine.ai.coach.hint``), run in the
bot worker (web/botthink.py ``worker_hint``) like a bot's move; :func:`compute_hint` is that
call, the same in the worker and in the page's fallback.  The coach searches from the seat's
information set (it determinises what the seat cannot see), so the save document it gets
may hold everything: the answer depends only on what the seat sees.

Pure (no DOM): the Hint button, the hint's options with their estimates in words, the board
and panel marks, the hints counted per seat in the save document's ``hints`` header and the
game-over panel's "Hints taken" line.  tests/web runs it in CPython.
"""
from __future__ import annotations

from engine.i18n import format_number, ngettext

import labels
from ui_base import esc

HINT_LEVEL = "hard"
"""The coach searches as the hard bot does (docs/BOTS.md)."""
HINT_TOP = 3
"""How many of the best options a hint shows."""
HINT_KEY = "h"
"""The key that asks for a hint (``aria-keyshortcuts`` of the Hint button)."""
HINTS_MAX = 100_000
"""Largest count per seat read back from a save document; a larger one is not trusted."""


def hint_seed(state, seat: int) -> int:
    """The coach's seed for ``seat`` at ``state``: the seat's bot seed (web/botthink.py
    ``bot_for``) mixed with the move number, so a hint is the same wherever it is computed
    and asking again at the same position gives the same answer."""
    return (state.seed or 0) * 10 + seat + 7919 * len(state.history)


def compute_hint(game, state, *, top: int = HINT_TOP) -> list[dict]:
    """The coach's best options for the seat to move in ``state``, best first:
    ``[{"notation", "estimate" (expected final margin in points), "win" (0..1),
    "visits" (simulations behind it)}]``.

    Raises:
        ValueError: the game is over (nobody to hint).
    """
    from engine.ai import coach        # the search: imported where a hint is computed

    seat = game.decision(state).seat
    if seat is None:
        raise ValueError("the game is over: there is nothing to hint")
    legal = game.legal_actions(state)
    found = coach.hint(game, state, seat, seed=hint_seed(state, seat), level=HINT_LEVEL, top=top)
    return [{"notation": legal[o["index"]].notation, "estimate": float(o["estimate"]),
             "win": float(o["win"]), "visits": int(o["visits"])} for o in found]


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
    simulations" (translated; numbers in the language's format)."""
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
        body = f'<p class="muted">{esc(_("The coach found nothing to suggest."))}</p>'
    else:
        items = []
        for rank, option in enumerate(options, 1):
            label = labels.action_label(game, option["notation"], state.names, _, state.variant,
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


# -- the honest record: hints counted per seat ------------------------------------------------
def hints_from_doc(doc: dict, players: int) -> dict[int, int]:
    """The hints counted per seat in a save document's ``hints`` header ({"0": 2} or
    {0: 2}); anything not of that shape (a seat out of range, a count not a whole number
    from 1 to :data:`HINTS_MAX`) is left out."""
    got = doc.get("hints") if isinstance(doc, dict) else None
    if not isinstance(got, dict):
        return {}
    counts: dict[int, int] = {}
    for key, value in got.items():
        try:
            seat = int(key)
        except (TypeError, ValueError):
            continue
        if 0 <= seat < players and type(value) is int and 0 < value <= HINTS_MAX:
            counts[seat] = value
    return counts


def hints_header(hints: dict[int, int]) -> dict[str, int]:
    """The ``hints`` header of a save document (JSON keys are text): seats with a count."""
    return {str(seat): n for seat, n in sorted(hints.items()) if n > 0}


def hints_line(names, hints: dict[int, int] | None, _) -> str:
    """The game-over panel's "Hints taken" line, one count per seat ("" when nobody took
    one)."""
    if not hints or not any(hints.values()):
        return ""
    parts = [_("{name}: {points}").format(name=name, points=format_number(hints.get(seat, 0), _))
             for seat, name in enumerate(names)]
    title = _("Hints taken")
    return (f'<p class="hints-line" data-testid="hints-taken">{esc(title)}: '
            f'{esc(" · ".join(parts))}</p>')

