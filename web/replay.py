"""The replay's move list, autoplay speeds and control bar (embed.html; issue 20, "Replay").

Pure (no DOM): from the recorded states of a save (web/viewer.py ``Viewer.recorded``) it
lists every move with what it did (its log lines), under a marker at each new round or turn,
and draws the list as buttons that jump to a move.  Secrets: a move whose content the seat
looking may not see is named as the game names it publicly (``Game.move_secret``).
"""
from __future__ import annotations

import since
import ui
from engine.i18n import N_, worded_names

SPEEDS = (("0.5", N_("Slow")), ("1", N_("Normal")), ("2", N_("Fast")), ("4", N_("Very fast")))
"""Autoplay speeds: factor (text, as the select's value) and English label."""
STEP_MS = 1400
"""Time a move stays on screen during autoplay at speed 1."""
TEXT_MAX = 140
"""Longest move description the move list shows (characters; a caption shows it whole)."""


def delay_ms(speed: str) -> int:
    """Milliseconds between two autoplayed moves at ``speed`` (a :data:`SPEEDS` value; anything
    else is speed 1)."""
    factor = {value: float(value) for value, _label in SPEEDS}.get(str(speed), 1.0)
    return round(STEP_MS / factor)


def moves(recorded: list, game, seat: int | None, _) -> list[dict]:
    """One entry per move: ``{"first", "move", "seat", "text", "marker"}``.

    A move is one recorded action, or several when the game reads them as one
    (``Game.follow_prompts``, as web/since.py ``moves_of``: Lorenzo's family member, then its
    space and what the placement brings, is one placement).  ``first``/``move``: the numbers
    (1…) of its first and last action, so jumping to the entry shows the position after the
    whole move; ``text``: the move as sentences naming its player (web/since.py
    ``describe`` of every log line its actions wrote), whole (the move list shortens it,
    :func:`move_list`; a caption shows all of it); ``marker``: "Round 3" / "Turn 5"
    (translated) where a new round or turn of the game begins (``Game.chart_period``; a game
    without one: each change of player), else None.
    """
    names = worded_names(recorded[0].names, _)
    final = recorded[-1]
    field = game.chart_period
    out, count, last_actor = [], 0, None
    for n in range(1, len(recorded)):
        before, after = recorded[n - 1], recorded[n]
        decision = game.decision(before)
        actor = decision.seat
        if out and decision.prompt in game.follow_prompts and out[-1]["seat"] == actor:
            entry = out[-1]                   # the rest of the same seat's move
            entry["move"] = n
        else:
            if field:
                number = getattr(before, field)
                new = n == 1 or number != getattr(recorded[n - 2], field)
                word = _("Round {n}") if game.chart_axis == "round" else _("Turn {n}")
                marker = word.format(n=number) if new else None
            else:
                new = n == 1 or actor != last_actor
                count += new
                marker = None
                if new:
                    marker = _("Turn {n}").format(n=count)
                    if actor is not None:
                        marker += " · " + names[actor]
            entry = {"first": n, "move": n, "seat": actor, "marker": marker}
            out.append(entry)
        last_actor = actor
        first = entry["first"]
        secret = game.move_secret(final, first - 1, seat)
        if secret is not None:
            text = _(secret).format(name=names[actor] if actor is not None else "")
        else:
            text = since.describe(game, recorded[first].history[-1], actor,
                                  after.log[len(recorded[first - 1].log):], list(names), _,
                                  after.variant,
                                  prompt=game.decision(recorded[first - 1]).prompt)
        entry["text"] = text
    return out


def next_stop(entries: list[dict], current: int) -> int:
    """The move autoplay shows after ``current``: the end of the next entry (a whole
    placement at once), or ``current + 1`` past the list."""
    return next((e["move"] for e in entries if e["move"] > current), current + 1)


def prev_stop(entries: list[dict], current: int) -> int:
    """The move the replay's ‹ shows before ``current``: the end of the last entry that ends
    before it (a whole placement back at once), or 0, the start."""
    return max((e["move"] for e in entries if e["move"] < current), default=0)


def move_list(entries: list[dict], current: int, _) -> str:
    """The move list: a button per move (``data-cmd="goto"``, ``data-move``: its last action),
    the one holding the shown position marked ``aria-current``, markers as headings of their
    groups.  A description longer than :data:`TEXT_MAX` is cut there with "…"."""
    title = _("Moves")
    items = []
    start = ui.esc(_("Start of the game"))
    here = ' aria-current="step"' if current == 0 else ""
    items.append(f'<li><button type="button" class="move" data-cmd="goto" data-move="0"'
                 f'{here}>{start}</button></li>')
    for e in entries:
        if e["marker"]:
            items.append(f'<li class="marker">{ui.esc(e["marker"])}</li>')
        swatch = (f'<span class="swatch seat-{e["seat"]}" aria-hidden="true"></span>'
                  if e["seat"] is not None else "")
        here = ' aria-current="step"' if e["first"] <= current <= e["move"] else ""
        items.append(f'<li><button type="button" class="move" data-cmd="goto" '
                     f'data-move="{e["move"]}"{here}><span class="move-n">{e["move"]}</span>'
                     f'{swatch}<span class="move-text">{ui.esc(_short(e["text"]))}</span></button></li>')
    return (f'<nav class="move-list" data-testid="move-list" aria-label="{ui.esc(title)}">'
            f'<h2>{ui.esc(title)}</h2><ol>{"".join(items)}</ol></nav>')


def _short(text: str) -> str:
    """``text``, cut to :data:`TEXT_MAX` characters with "…" when longer."""
    return text if len(text) <= TEXT_MAX else text[:TEXT_MAX - 1] + "…"


def speed_select(speed: str, _) -> str:
    """The autoplay speed ``<select id="speed">``."""
    label = ui.esc(_("Speed"))
    options = "".join(f'<option value="{v}"{" selected" if v == speed else ""}>{ui.esc(_(t))}'
                      f'</option>' for v, t in SPEEDS)
    return f'<select id="speed" aria-label="{label}" title="{label}">{options}</select>'


CONTROLS = (("first", "«", N_("First move")), ("prev", "‹", N_("Previous move")),
            ("next", "›", N_("Next move")), ("last", "»", N_("Last move")))
"""Step buttons: command, symbol, English label (msgid)."""


def controls(_, speed: str = "1") -> str:
    """The control bar: step buttons, move counter, autoplay and its speed, the move list,
    the coach's "Review the game" (shown for a finished game: web/embed_coach.py), zoom and
    "open larger", play on / back, SVG download."""
    steps = [f'<button type="button" class="step" data-cmd="{cmd}" aria-label="{ui.esc(_(label))}" '
             f'title="{ui.esc(_(label))}">{symbol}</button>' for cmd, symbol, label in CONTROLS]
    auto = ui.esc(_("Play the moves"))
    autoplay = (f'<button type="button" class="step" data-cmd="autoplay" data-testid="autoplay" '
                f'aria-pressed="false" aria-label="{auto}" title="{auto}">▶</button>')
    zoom = "".join(f'<button type="button" class="small zoom" data-cmd="{cmd}" '
                   f'aria-label="{ui.esc(_(label))}" title="{ui.esc(_(label))}">{symbol}</button>'
                   for cmd, symbol, label in (("zoom-out", "−", N_("Zoom out")),
                                              ("zoom-in", "+", N_("Zoom in"))))
    larger = ui.esc(_("Open larger"))
    more = ui.esc(_("More controls"))
    extra = (speed_select(speed, _)
             + ui.button(_("Moves"), "moves", cls="small", testid="show-moves")
             + ui.button(_("Review the game"), "review", cls="small", testid="bar-review")
             + f'<a id="enlarge" class="button small" href="#" target="_blank" '
             f'rel="noopener">{larger}</a>'
             + ui.button(_("Play from here"), "play", cls="primary small")
             + ui.button(_("Back to the recorded game"), "back", cls="small")
             + ui.button(_("SVG"), "svg", cls="small"))
    # a narrow frame (embed.css) keeps one row: the steps, play and zoom; "⋯" opens the rest
    return (f'<div class="steps">{"".join(steps[:2])}'
            f'<span id="counter" class="counter" aria-live="polite"></span>'
            f'{"".join(steps[2:])}{autoplay}{zoom}'
            f'<button type="button" class="step more" data-cmd="more" aria-expanded="false" '
            f'aria-controls="more-controls" aria-label="{more}" title="{more}">⋯</button></div>'
            f'<div class="extra" id="more-controls">{extra}</div>')
