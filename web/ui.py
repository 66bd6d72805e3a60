"""HTML fragments of the app's screens, as text (one ``innerHTML`` write per container).

Pure functions of engine data and a gettext function ``_``: no DOM, no storage, no rules, so
they run (and can be tested) on the host too.  Every element that performs a legal action
carries ``data-action``; app commands (new game, undo, saves…) carry ``data-cmd`` instead.

This module holds the game screen's own parts (hand-off card, sheet handle, log) and the Share
dialog; the board and options panel are in board_panel.py, the score table in scoretable.py,
the shelf and new-game form in ui_shelf.py, saved games and the Saves dialog in ui_saves.py,
escaping and buttons in ui_base.py.  All are re-exported here.
"""
from __future__ import annotations

from board_panel import (PANEL_MAX, bot_panel, counted_options, decision_panel,  # noqa: F401
                         fallback_board, options_html, visible_moves)
from scoretable import score_table  # noqa: F401
from ui_base import NAME_MAX, WIN, button, esc  # noqa: F401
from ui_saves import (confirm_delete, keep_finished, resume_items, saved_facts,  # noqa: F401
                      saves_dialog, saving_off_notice, stale_notice, stored_choices)
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


def sheet_handle(folded: bool, _) -> str:
    """The options sheet's handle on phones (web/sheet.py): a disclosure button."""
    label = esc(_("Options"))
    return (f'<button type="button" class="sheet-handle" data-cmd="sheet" data-testid="sheet-handle" '
            f'aria-expanded="{"false" if folded else "true"}"><span class="grip" aria-hidden="true">'
            f'</span><span class="sheet-label">{label}</span></button>')


EMPTY = (None, [], {}, "")
"""Values that tell nothing: a hidden part and an empty own part read alike (a hand of no
leaders is no secret)."""


def shows_more(own, public) -> bool:
    """Whether a seat's view (``own``) shows something the public view does not: the two
    JSON-shaped views differ other than in their "viewer" key and in empty against hidden
    parts.  "Show my secrets" is offered only then (review B8)."""
    if own == public:                  # equal parts (compared at C speed): nothing more
        return False
    if isinstance(own, dict) and isinstance(public, dict):
        keys = (own.keys() | public.keys()) - {"viewer"}
        return any(shows_more(own.get(k), public.get(k)) for k in keys)
    if isinstance(own, list) and isinstance(public, list) and len(own) == len(public):
        return any(shows_more(a, b) for a, b in zip(own, public, strict=False))
    if own in EMPTY and public in EMPTY:
        return False
    return own != public


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


# -- share dialog (issue 8) -------------------------------------------------------------------
EMBED_SIZE = (960, 800)
"""Default iframe size of the embed snippet, in CSS pixels: a 4-player Lorenzo board's text is
legible at this size (the player review measured 4-px text at 640×420); the frame shrinks with
a narrower column (``max-width:100%``), and the embed has zoom and "Open larger"."""


HOST_SCRIPT = (
    '<script>/* sizes each euro-games frame to its board (docs/EMBED.md) */\n'
    'addEventListener("message", function (e) {\n'
    '  var d = e.data; if (!d || d.type !== "euro-games:height") return;\n'
    '  document.querySelectorAll("iframe[data-euro-games]").forEach(function (f) {\n'
    '    if (f.contentWindow === e.source) f.style.height = Math.min(Math.max(+d.height || 0, 160), 8000) + "px";\n'
    '  });\n'
    '});</script>')
"""The host-page lines of the snippet: each frame marked ``data-euro-games`` takes the height
its board asks for (the frame's ``{type: "euro-games:height", height}`` message, web/embed-fit.js)."""


def embed_snippet(link: str, title: str, _) -> str:
    """The HTML a rule explainer pastes to embed ``link`` (an embed.html URL): the frame, and
    the few lines of script (:data:`HOST_SCRIPT`) that give it its board's height."""
    width, height = EMBED_SIZE
    label = _("{title} board").format(title=title)
    return (f'<iframe src="{esc(link)}" width="{width}" height="{height}" '
            f'style="border:1px solid #d8cdb8;border-radius:6px;max-width:100%" loading="lazy" '
            f'title="{esc(label)}" data-euro-games></iframe>\n' + HOST_SCRIPT)


def copy_button(label: str, target: str) -> str:
    """A Copy button for the text of the field ``target`` (an element id); ``label`` is
    already escaped.  The app copies with the clipboard API, else by selecting the text."""
    return (f'<button type="button" class="small copy" data-cmd="copy" data-target="{target}" '
            f'data-testid="copy-{target}">{label}</button>')
