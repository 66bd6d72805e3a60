"""The Share dialog's chapter and exercise authoring (issue 32, item 6): its HTML.

The view (:func:`authoring_html`) is the set's title, the chapter list (:func:`chapter_list`,
``#author-list``), the edited chapter's fields (:func:`chapter_form`, ``#author-form``; an
exercise's answers in ``#author-answers``, :func:`answers_html`) and the outputs: a live
preview (an iframe of the script embed's own page, :func:`preview_page`), the link, the iframe
snippet and the script snippet, each with Copy.  The model is web/authoring.py's
:class:`~authoring.Authoring`; web/authoring_dialog.py fills these in and follows the fields.
Pure (no DOM).
"""
from __future__ import annotations

import labels
import seats
from engine.i18n import ngettext

from authoring import KINDS, TEXTS, Authoring
from ui_base import button, esc


CURRENT = ' aria-current="true"'


def kind_names(_) -> dict[str, str]:
    """What each kind of chapter gives the reader, as the dialog names it."""
    return {"view": _("Moves to step through"), "exercise": _("An exercise: find the move"),
            "free": _("Free play from a position (what if)")}


def chapter_name(authoring: Authoring, index: int, _) -> str:
    """"2. Caption" (or the chapter's kind when it has no caption)."""
    spec = authoring.chapters[index]
    return f"{index + 1}. {spec.title or kind_names(_)[spec.kind]}"


def chapter_list(authoring: Authoring, _) -> str:
    """The chapters (the edited one ``aria-current``), Add chapter, Remove chapter."""
    items = "".join(
        f'<li><button type="button" class="small chapter-pick" id="author-ch-{i}" '
        f'data-cmd="author-chapter" data-index="{i}"'
        f'{CURRENT if i == authoring.index else ""}>'
        f'{esc(chapter_name(authoring, i, _))}</button></li>'
        for i in range(len(authoring.chapters)))
    remove = (button(_("Remove this chapter"), "author-remove", cls="small")
              if len(authoring.chapters) > 1 else "")
    add = button(_("Add a chapter"), "author-add", cls="small")
    name = esc(_("Chapters"))
    return (f'<ol class="author-chapters" aria-label="{name}">{items}</ol>'
            f'<div class="buttons">{add}{remove}</div>')


def _number(ident: str, label: str, value: int, high: int) -> str:
    return (f'<label>{esc(label)} <input type="number" id="{ident}" inputmode="numeric" '
            f'min="0" max="{high}" value="{value}"></label>')


def chapter_form(authoring: Authoring, names, _, variant: str | None = None) -> str:
    """The edited chapter's fields: kind, moves, view, caption, text, and an exercise's
    answers and feedback texts."""
    spec = authoring.spec
    kinds = kind_names(_)
    options = "".join(f'<option value="{k}"{" selected" if k == spec.kind else ""}>'
                      f'{esc(kinds[k])}</option>' for k in KINDS)
    last = authoring.last_move(spec.kind)
    if authoring.ranges(spec.kind):
        first = _number("author-first", _("From move"), spec.first, last)
        upto = _number("author-move", _("To move"), spec.move, last)
        moves = f'<div class="author-range">{first}{upto}</div>'
    else:
        moves = _number("author-move", _("At move"), spec.move, last)
    total = ngettext("The game has {n} recorded move.", "The game has {n} recorded moves.",
                     authoring.total, _).format(n=authoring.total)
    if not authoring.over:
        total += " " + _("It is still being played, so each chapter shows one position.")
    views = seats.view_options(names, authoring.views, spec.seat, _)
    withheld = seats.withheld_note(authoring.kinds, authoring.over, _)
    note = f'<p class="muted" id="author-withheld">{esc(withheld)}</p>' if withheld else ""
    exercise = ""
    if spec.kind == "exercise":
        exercise = (f'<div id="author-answers">{answers_html(authoring, names, _, variant)}</div>'
                    + _text("author-right", _("Told for a right answer"), spec.right,
                            TEXTS["right"], _("Right!"))
                    + _text("author-wrong", _("Told for a wrong answer"), spec.wrong,
                            TEXTS["wrong"], _("Not this one. Try again.")))
    t = {"legend": _("Chapter {n}").format(n=authoring.index + 1),
         "kind": _("The reader gets"), "show": _("Show"), "text": _("Text for the reader")}
    t = {k: esc(v) for k, v in t.items()}
    caption = _text("author-title", _("Caption"), spec.title, TEXTS["title"],
                    _("e.g. Moves 10–14: the first harvest"))
    return (f'<fieldset class="author-chapter"><legend>{t["legend"]}</legend>'
            f'<label>{t["kind"]} <select id="author-kind">{options}</select></label>'
            f'{moves}<p class="muted" id="author-moves-note">{esc(total)}</p>'
            f'<label>{t["show"]} <select id="author-seat">{views}</select></label>{note}'
            f'{caption}'
            f'<label>{t["text"]} <textarea id="author-text" rows="3" '
            f'maxlength="{TEXTS["text"]}">{esc(spec.text)}</textarea></label>'
            + exercise + "</fieldset>")


def _text(ident: str, label: str, value: str, limit: int, hint: str = "") -> str:
    placeholder = f' placeholder="{esc(hint)}"' if hint else ""
    return (f'<label>{esc(label)} <input type="text" id="{ident}" maxlength="{limit}" '
            f'value="{esc(value)}"{placeholder}></label>')


def answers_html(authoring: Authoring, names, _, variant: str | None = None) -> str:
    """An exercise's answers: a checkbox per legal action at its position (as its view
    knows it), the move the game recorded marked when that view may know it
    (:meth:`authoring.Authoring.recorded`)."""
    spec = authoring.spec
    recorded = authoring.recorded(spec.move, spec.seat)
    boxes = []
    for i, notation in enumerate(authoring.legal(spec)):
        label = labels.action_label(authoring.game, notation, names, _, variant)
        if notation == recorded:
            label = _("{move} (played in the game)").format(move=label)
        checked = " checked" if notation in spec.answers else ""
        boxes.append(f'<label class="check"><input type="checkbox" name="author-answer" '
                     f'id="author-answer-{i}" value="{esc(notation)}"{checked}> '
                     f'{esc(label)}</label>')
    legend = esc(_("Right answers (one or more)"))
    return (f'<fieldset class="author-answer-list"><legend>{legend}</legend>'
            f'{"".join(boxes)}</fieldset>')


def status_text(authoring: Authoring, left, _) -> str:
    """How many chapters the outputs hold, and why any is left out."""
    made = len(authoring.chapters) - len(left)
    words = [ngettext("The link, the frame and the script below hold {n} chapter.",
                      "The link, the frame and the script below hold {n} chapters.", made, _)
             .format(n=made) if made else _("Nothing to share yet.")]
    for index, err in left:
        spec = authoring.chapters[index]
        why = (_("choose its answer") if spec.kind == "exercise" and not spec.answers
               else str(err))
        words.append(_("Chapter {n} is left out: {why}.").format(n=index + 1, why=why))
    return " ".join(words)


def preview_page(figure: str, script: str, chapter: int, lang: str, _) -> str:
    """The preview frame's page (``srcdoc``): the script embed's figure and script, as a host
    page would hold them, turned to chapter ``chapter`` (1-based)."""
    title = esc(_("Preview"))
    return (f'<!doctype html><html lang="{esc(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">'
            f'<title>{title}</title><style>body{{margin:.5rem;'
            f'font:16px/1.45 system-ui,sans-serif;color:#2b2118;background:#fff}}</style>'
            f'</head><body><main>{figure}</main>{script}<script>addEventListener('
            f'"DOMContentLoaded",function(){{var f=document.querySelector("figure");'
            f'if(window.euroBoards&&f)euroBoards.chapter(f,{int(chapter)})}});</script>'
            f'</body></html>')


def authoring_html(authoring: Authoring, names, _, variant: str | None = None) -> str:
    """The whole authoring view of the Share dialog (outputs empty: filled in afterwards)."""
    t = {"title": _("Chapters and exercises"),
         "intro": _("Build an embed of several positions or move ranges of this game, each "
                    "with a caption and your text; mark a position as an exercise with its "
                    "answer. What the link carries follows the view you choose: a finished "
                    "game travels whole; an exercise, a free play and any chapter of a game "
                    "in progress carry only that position as the view knows it, other hidden "
                    "cards re-dealt and no seed."),
         "preview": _("Preview"), "link": _("Link"), "embed": _("Embed in a web page"),
         "script": _("Or drawn at once, one script for all the boards of a page"),
         "open": _("Open"), "copy": _("Copy"),
         "runtime": _("The preview is the page your readers get: stepping or trying a board "
                      "in it starts that page's own copy of the games, apart from this app's, "
                      "so its first answer takes a few seconds.")}
    t = {k: esc(v) for k, v in t.items()}
    set_title = _text("author-set-title", _("Title of the set"), authoring.title,
                      TEXTS["title"])
    back = button(_("Back to one position"), "author-back")
    close = button(_("Close"), "close-dialog")
    return (f'<div class="share author"><h2>{t["title"]}</h2>'
            f'<p class="muted">{t["intro"]}</p>{set_title}'
            f'<div id="author-list">{chapter_list(authoring, _)}</div>'
            f'<div id="author-form">{chapter_form(authoring, names, _, variant)}</div>'
            f'<h3>{t["preview"]}</h3>'
            f'<p id="author-status" role="status" aria-live="polite"></p>'
            f'<p class="muted" id="author-runtime">{t["runtime"]}</p>'
            f'<iframe id="author-preview" class="author-preview" title="{t["preview"]}" '
            f'data-testid="author-preview"></iframe>'
            f'<label>{t["link"]} <input id="author-link" readonly value="" '
            f'data-testid="author-link"></label>{_copy(t["copy"], "author-link")}'
            f'<label>{t["embed"]} <textarea id="author-snippet" readonly '
            f'rows="4" data-testid="author-snippet"></textarea></label>'
            f'{_copy(t["copy"], "author-snippet")}'
            f'<label>{t["script"]} <textarea id="author-script" readonly rows="3" '
            f'data-testid="author-script"></textarea></label>{_copy(t["copy"], "author-script")}'
            f'<p id="copy-status" class="copy-status" role="status" aria-live="polite"></p>'
            f'<div class="buttons"><a class="button" id="author-open" href="#" target="_blank" '
            f'rel="noopener">{t["open"]}</a>{back}{close}</div></div>')


def _copy(label: str, target: str) -> str:
    return (f'<button type="button" class="small copy" data-cmd="copy" data-target="{target}" '
            f'data-testid="copy-{target}">{label}</button>')
