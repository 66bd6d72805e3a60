"""HTML fragments of the app's screens, as text (one ``innerHTML`` write per container).

Pure functions of engine data and a gettext function ``_``: no DOM, no storage, no rules, so
they run (and can be tested) on the host too.  Every element that performs a legal action
carries ``data-action``; app commands (new game, undo, saves…) carry ``data-cmd`` instead.

This module holds the game screen (decision panel, options, scores, log) and the Share
dialog; the shelf and new-game form are in ui_shelf.py, saved games and the Saves dialog
in ui_saves.py, escaping and buttons in ui_base.py.  All are re-exported here.
"""
from __future__ import annotations

import labels
from scoretable import score_table  # noqa: F401
from ui_base import NAME_MAX, WIN, button, esc  # noqa: F401
from ui_saves import (confirm_delete, resume_items, saved_facts, saves_dialog,  # noqa: F401
                      saving_off_notice, stale_notice)
from ui_shelf import new_game_form, seat_css, seat_style, shelf_items, tour_entry  # noqa: F401


# -- game screen ------------------------------------------------------------------------
def handoff(name: str, _) -> str:
    """The full-screen hand-off card shown before a seat's private information."""
    pass_to = _("Pass the device to")
    secret = _("The next choice is secret: only {name} should look.").format(name=name)
    ready = _("I am {name}: continue").format(name=name)
    return (f'<div class="handoff-card"><h1 id="handoff-title" class="handoff-title">'
            f'<span class="handoff-lead">{esc(pass_to)}</span> '
            f'<span class="handoff-name">{esc(name)}</span></h1><p class="muted">{esc(secret)}</p>'
            f'<button type="button" class="primary" data-cmd="continue" data-testid="continue">'
            f'{esc(ready)}</button></div>')


def decision_panel(game, state, decision, legal, can_undo: bool, _, *,
                   peek: str | None = None, app: bool = True) -> str:
    """Whose turn, the prompt and one button per legal action (or the game-over summary).

    ``peek`` adds "Show my secrets" ("peek") or "Hide my secrets" ("hide").  ``app=False``
    (embed.html's "Play from here") leaves out the app's Share, New game and Replay, which
    only the app can do; Undo stays.
    """
    undo = button(_("Undo"), "undo", disabled=not can_undo)
    if app:
        undo += button(_("Share"), "share")
    if peek == "peek":
        undo = button(_("Show my secrets"), "peek") + undo
    elif peek == "hide":
        undo = button(_("Hide my secrets"), "hide") + undo
    if decision.seat is None:
        import endgame                   # the game-over panel (issue 20); imports this module
        return endgame.over_panel(game, state, _, app=app, can_undo=can_undo)
    seat = decision.seat
    buttons = counted_options(game, state, decision, legal, _)
    to_play = _("{name} to play").format(name=state.names[seat])
    options = _("Your options")
    return (f'<h2 class="to-move"><span class="swatch seat-{seat}" aria-hidden="true"></span>'
            f'{esc(to_play)}</h2>'
            f'<p class="prompt">{esc(labels.prompt_text(game, decision, _))}</p>'
            f'<div class="actions" role="group" aria-label="{esc(options)}">{buttons}</div>'
            f'<div class="tools">{undo}</div>')


def counted_options(game, state, decision, legal, _) -> str:
    """The options of ``decision``: a count the game lets choose with a stepper
    (``Game.stepper``, e.g. Lorenzo's servants) as one −/+ form, the others as buttons."""
    spec = game.stepper(game.view(state, decision.seat), decision, legal, _)
    if not spec:
        return options_html(game, state, legal, _)
    import stepper                     # (imports this module)
    counted = {entry["action"] for entry in spec["steps"]}
    rest = [a for a in legal if a.notation not in counted]
    key = f"{id(state)}:{len(state.history)}"         # this position (kept across redraws)
    return stepper.html(spec, key) + options_html(game, state, rest, _)


PANEL_MAX = 12
"""Most options the panel shows at once (issue 20): beyond, the game's groups fold them."""


def options_html(game, state, legal, _) -> str:
    """One button per legal action; when there are more than :data:`PANEL_MAX`, the options
    of each group the game names (``game.option_group``, e.g. a Lorenzo tower) fold into a
    ``<details>`` whose summary names the group and its count, one open at a time."""
    def one(a) -> str:
        return (f'<button type="button" class="action" data-action="{esc(a.notation)}">'
                f'{esc(labels.action_label(game, a.notation, state.names, _, state.variant))}'
                f'</button>')

    fold = len(legal) > PANEL_MAX
    group_of = [game.option_group(a.notation) if fold else None for a in legal]
    groups: dict[str | None, list] = {}
    for a, group in zip(legal, group_of, strict=False):
        groups.setdefault(group, []).append(a)
    out, done = [], set()
    for a, group in zip(legal, group_of, strict=False):
        if group is None or len(groups[group]) == 1:
            out.append(one(a))
        elif group not in done:
            done.add(group)
            title = f"{_(group)} ({len(groups[group])})"
            out.append(f'<details class="option-group" name="option-groups">'
                       f'<summary>{esc(title)}</summary><div class="actions">'
                       + "".join(one(b) for b in groups[group]) + '</div></details>')
    return "".join(out)


def sheet_handle(folded: bool, _) -> str:
    """The options sheet's handle on phones (web/sheet.py): a disclosure button."""
    label = esc(_("Options"))
    return (f'<button type="button" class="sheet-handle" data-cmd="sheet" data-testid="sheet-handle" '
            f'aria-expanded="{"false" if folded else "true"}"><span class="grip" aria-hidden="true">'
            f'</span><span class="sheet-label">{label}</span></button>')


def bot_panel(name: str, paused: bool, can_undo: bool, _) -> str:
    """The panel while a bot decides: who thinks, and the watch controls (pause / step)."""
    if paused:
        status = _("{name} (bot) waits: press Step or Resume.").format(name=name)
        controls = button(_("Step"), "step", cls="primary") + button(_("Resume"), "resume-bots")
    else:
        status = _("{name} (bot) is thinking…").format(name=name)
        controls = button(_("Pause"), "pause")
    undo = button(_("Undo"), "undo", disabled=not can_undo)
    return (f'<h2 class="to-move bot-turn"><span class="thinking" aria-hidden="true"></span>'
            f'{esc(status)}</h2><div class="tools">{controls}{undo}</div>')


EMPTY = (None, [], {}, "")
"""Values that tell nothing: a hidden part and an empty own part read alike (a hand of no
leaders is no secret)."""


def shows_more(own, public) -> bool:
    """Whether a seat's view (``own``) shows something the public view does not: the two
    JSON-shaped views differ other than in their "viewer" key and in empty against hidden
    parts.  "Show my secrets" is offered only then (review B8)."""
    if isinstance(own, dict) and isinstance(public, dict):
        keys = (own.keys() | public.keys()) - {"viewer"}
        return any(shows_more(own.get(k), public.get(k)) for k in keys)
    if isinstance(own, list) and isinstance(public, list) and len(own) == len(public):
        return any(shows_more(a, b) for a, b in zip(own, public, strict=False))
    if own in EMPTY and public in EMPTY:
        return False
    return own != public


def visible_moves(game, state, indices, viewer: int | None) -> list[str]:
    """The notations of the moves ``state.history[i]`` (``i`` in ``indices``) that ``viewer``
    (None: the public) may see: what the board outlines as the last turn."""
    history = state.history
    return [history[i] for i in indices
            if -len(history) <= i < len(history) and game.move_secret(state, i, viewer) is None]


def log_items(entries) -> str:
    """The log's ``<li>`` lines.  ``entries``: texts, or (text, seat, kind) as
    ``since.log_entries`` gives them: a line about a seat is drawn in its colour, "head" lines
    (a round, a turn of the game) as headers, "turn" lines start another seat's move."""
    out = []
    for entry in entries:
        line, seat, kind = (entry, None, "") if isinstance(entry, str) else entry
        line = esc(line[:1].upper() + line[1:])
        if kind == "head":
            out.append(f'<li class="log-head">{line}</li>')
            continue
        cls = " ".join(filter(None, (f"seat-{seat}" if seat is not None else "",
                                     "log-turn" if kind == "turn" else "")))
        out.append(f'<li class="{cls}">{line}</li>' if cls else f"<li>{line}</li>")
    return "".join(out)


def fallback_board(game_id: str, seat, over: bool, _) -> str:
    """A placeholder board root (same root attributes) for a game without a renderer yet."""
    over_attr = ' data-game-over="true"' if over else ""
    missing = _("The board drawing is not available yet.")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 120" role="img" '
            f'data-game="{esc(game_id)}" data-to-move="{"" if seat is None else seat}"{over_attr}>'
            f'<text x="200" y="64" text-anchor="middle" font-size="16">'
            f'{esc(missing)}</text></svg>')


# -- share dialog (issue 8) -------------------------------------------------------------------
EMBED_SIZE = (960, 800)
"""Default iframe size of the embed snippet, in CSS pixels: a 4-player Lorenzo board's text is
legible at this size (the player review measured 4-px text at 640×420); the frame shrinks with
a narrower column (``max-width:100%``), and the embed has zoom and "Open larger"."""


def embed_snippet(link: str, title: str, _) -> str:
    """The HTML a rule explainer pastes to embed ``link`` (an embed.html URL)."""
    width, height = EMBED_SIZE
    label = _("{title} board").format(title=title)
    return (f'<iframe src="{esc(link)}" width="{width}" height="{height}" '
            f'style="border:1px solid #d8cdb8;border-radius:6px;max-width:100%" loading="lazy" '
            f'title="{esc(label)}"></iframe>')


def copy_button(label: str, target: str) -> str:
    """A Copy button for the text of the field ``target`` (an element id); ``label`` is
    already escaped.  The app copies with the clipboard API, else by selecting the text."""
    return (f'<button type="button" class="small copy" data-cmd="copy" data-target="{target}" '
            f'data-testid="copy-{target}">{label}</button>')
