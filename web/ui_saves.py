"""HTML fragments of saved games (see ui.py): a saved game's facts, the shelf's "Your games"
rows (Continue, Replay, Delete and its confirmation), the Saves dialog and the notice shown
when the browser keeps nothing.
"""
from __future__ import annotations

from engine.i18n import N_, ngettext

import labels
import seats
from ui_base import NAME_MAX, button, esc

BOT_KINDS = {"easy": N_("Bot: easy"), "normal": N_("Bot: normal"), "hard": N_("Bot: hard"),
             "random": N_("Bot: random moves")}
"""How a bot's seat is marked after its name, by level (the new-game form's words)."""

# -- saved games -----------------------------------------------------------------------
def saved_facts(facts: dict, titles: dict[str, str], _, when=str, *, slot: bool = False) -> str:
    """One saved game's facts as HTML: title and edition, a "Copy" and a "Finished" mark,
    players (a bot's seat marked with its level), moves, whose turn (or who won) and when it
    was last played (``slot``: when it was saved).  ``facts`` is web/saves.summary's dict
    (its "variant", "kinds" and "copy" optional); ``when`` formats its ISO time for the
    reader.  The edition is named unless the game has only its standard rules."""
    title = titles.get(facts["game"], facts["game"])
    variant = facts.get("variant") or ""
    if variant and variant != "standard":
        title = f"{title} · {labels.variant_name(variant, _)}"
    kinds = list(facts.get("kinds") or [])
    names = []
    for i, name in enumerate(facts["names"]):
        level = seats.bot_level(kinds[i]) if i < len(kinds) else None
        name = str(name)[:NAME_MAX]
        names.append(f"{name} ({_(BOT_KINDS[level])})" if level in BOT_KINDS else name)
    parts = [", ".join(names), _("Moves: {n}").format(n=facts["moves"])]
    if facts["over"]:
        if facts["winner"] is not None:
            parts.append(_("{name} won").format(name=str(facts["winner"])[:NAME_MAX]))
    else:
        parts.append(_("{name} to play").format(name=str(facts["turn"])[:NAME_MAX]))
    if facts["saved"]:
        stamp = _("saved {time}") if slot else _("last played {time}")
        parts.append(stamp.format(time=when(facts["saved"])))
    finished, copy = _("Finished"), _("Kept copy")
    mark = (f' <span class="tag copy" data-testid="copy">{esc(copy)}</span>'
            if facts.get("copy") else "")
    mark += (f' <span class="tag finished" data-testid="finished">{esc(finished)}</span>'
             if facts["over"] else "")
    return (f'<span class="saved-title">{esc(title)}</span>{mark}'
            f'<span class="saved-detail muted">{esc(" · ".join(parts))}</span>')


def stored_choices(ref: str, _) -> str:
    """The choices offered when an imported game is already stored as instance ``ref``:
    open that one ("resume") or keep the import as a copy ("keep-copy")."""
    return ('<div class="notice-buttons" data-testid="stored-choices">'
            + button(_("Open it"), "resume", cls="small primary", instance=ref)
            + button(_("Keep a copy"), "keep-copy", cls="small") + '</div>')


def confirm_delete(question: str, cmd: str, _, **data) -> str:
    """The in-place confirmation that replaces a row's buttons after "Delete"."""
    return (f'<span class="confirm" role="group" aria-label="{esc(question)}">'
            f'<span class="confirm-question">{esc(question)}</span>'
            + button(_("Delete"), cmd, cls="danger", testid="confirm-delete", **data)
            + button(_("Keep"), "keep", testid="keep") + '</span>')


def resume_items(entries: list[dict], titles: dict[str, str], _, *, when=str,
                 confirming: str | None = None) -> str:
    """ "Your games": one row per stored game instance, newest first as given.

    ``entries``: {"ref", "facts"} (facts from web/saves.summary) or {"ref", "key", "error"} for
    a stored value that cannot be read (offered for deletion only).  Unfinished games offer
    Continue; finished ones are marked and offer Replay.  Every row offers Delete, which asks
    first (``confirming`` is the reference awaiting that answer)."""
    rows, unreadable, heading = [], _("A saved game that cannot be read"), _("Your games")
    for entry in entries:
        ref, facts = entry["ref"], entry.get("facts")
        if facts is None:
            about = (f'<span class="saved-title">{esc(unreadable)}</span>'
                     f'<span class="saved-detail muted">{esc(str(entry.get("error", ""))[:200])}</span>')
            main = ""
        else:
            about = saved_facts(facts, titles, _, when)
            main = (button(_("Replay"), "replay", instance=ref) if facts["over"]
                    else button(_("Continue"), "resume", cls="primary", instance=ref))
        if confirming == ref:
            tools = confirm_delete(_("Delete this game for good?"), "delete-game", _,
                                   instance=ref)
        else:
            tools = main + button(_("Delete"), "ask-delete-game", instance=ref)
        rows.append(f'<li class="saved-game" data-instance="{esc(ref)}">'
                    f'<span class="saved-about">{about}</span>'
                    f'<span class="saved-buttons">{tools}</span></li>')
    if not rows:
        return ""
    return (f'<h2>{esc(heading)}</h2>'
            f'<ul class="resume-list" data-testid="your-games">{"".join(rows)}</ul>')


def keep_finished(keep: int, beyond: int, _, *, confirming: bool = False) -> str:
    """The shelf's setting of how many finished games it keeps (``keep``), and, when
    ``beyond`` finished games are older than those, what becomes of them, with Export (one
    file) and Delete (asks first, ``confirming``)."""
    label, rule = _("Finished games kept"), _(
        "When this browser's storage is full, older finished games are deleted first.")
    parts = [f'<p class="keep-setting"><label for="keep-finished">{esc(label)}</label> '
             f'<input type="number" id="keep-finished" min="1" max="9999" inputmode="numeric" '
             f'value="{keep}"> <span class="muted">{esc(rule)}</span></p>']
    if beyond:
        told = ngettext("{n} older finished game is not listed. Export it to a file to keep it.",
                        "{n} older finished games are not listed. Export them to a file to keep "
                        "them.", beyond, _).format(n=beyond)
        if confirming:
            tools = confirm_delete(_("Delete them for good?"), "delete-beyond", _)
        else:
            tools = (button(_("Export them"), "export-beyond")
                     + button(_("Delete them"), "ask-delete-beyond"))
        parts.append(f'<p class="keep-beyond" data-testid="beyond">{esc(told)}</p>'
                     f'<span class="saved-buttons">{tools}</span>')
    return f'<div class="keep-finished" data-testid="keep-finished">{"".join(parts)}</div>'


# -- saves dialog ---------------------------------------------------------------------------
def kept_aside_items(copies: list[dict], _, *, when=str, confirming: str | None = None) -> str:
    """The Saves dialog's list of copies kept aside (web/storage.py ``broken_copies``: stored
    values that could not be opened), each with Download (the text as it was) and Delete (asks
    first); "" when there is none (issue 30: the player was told of them, and no screen
    showed them)."""
    if not copies:
        return ""
    rows = []
    for copy in copies:
        key = copy["key"]
        detail = _("kept aside {time}").format(time=when(copy["time"]))
        if confirming == key:
            tools = confirm_delete(_("Delete this copy for good?"), "delete-broken", _, broken=key)
        else:
            tools = (button(_("Download"), "download-broken", broken=key)
                     + button(_("Delete"), "ask-delete-broken", broken=key))
        rows.append(f'<li><span class="saved-about"><span class="slot-name">{esc(copy["of"][:160])}'
                    f'</span><span class="saved-detail muted">{esc(detail)}</span></span>'
                    f'<span class="slot-buttons">{tools}</span></li>')
    heading = _("Kept aside: saves that cannot be opened")
    rule = _("If this browser's storage fills up, these copies are deleted first, oldest "
             "first, before any game, and you are told.")
    return (f'<h3>{esc(heading)}</h3><p class="muted" data-testid="aside-rule">{esc(rule)}</p>'
            f'<ul class="aside-list" data-testid="kept-aside">{"".join(rows)}</ul>')


def saves_dialog(slots: list[dict], titles: dict[str, str], has_game: bool, _, *, when=str,
                 confirming: str | None = None, done: str = "",
                 kept_aside: list[dict] = ()) -> str:
    """Save as…, the named slots (load / replay / delete, with the facts "Your games" shows),
    the copies kept aside (:func:`kept_aside_items`), export and import.  ``slots``: {"name",
    "facts"} or {"name", "error"} for a slot that cannot be opened; ``confirming``: the slot
    name or kept-aside key whose deletion awaits an answer; ``done``: a line saying what was
    just saved."""
    rows = []
    for slot in slots:
        name, facts = slot["name"], slot.get("facts")
        if facts is None:
            about = esc(_("cannot be opened: {error}").format(error=str(slot.get("error", ""))[:200]))
            about = f'<span class="saved-detail muted">{about}</span>'
            tools = ""
        else:
            about = saved_facts(facts, titles, _, when, slot=True)
            tools = (button(_("Load"), "load-slot", slot=name)
                     + button(_("Replay"), "replay", slot=name))
        if confirming == name:
            tools = confirm_delete(_("Delete this save for good?"), "delete-slot", _, slot=name)
        else:
            tools += button(_("Delete"), "ask-delete-slot", slot=name)
        rows.append(f'<li><span class="saved-about"><span class="slot-name">{esc(name[:NAME_MAX])}'
                    f'</span>{about}</span><span class="slot-buttons">{tools}</span></li>')
    empty, save_as, save, heading = (_("No saved games yet."), _("Save as"), _("Save"),
                                     _("Saved games"))
    listing = (f'<ul class="slots">{"".join(rows)}</ul>' if rows
               else f'<p class="muted">{esc(empty)}</p>')
    save_form = (
        f'<form id="save-form" class="save-form"><label>{esc(save_as)} '
        f'<input id="slot-name" name="slot" maxlength="{NAME_MAX}" required autocomplete="off"></label>'
        f'<button type="submit" class="primary">{esc(save)}</button></form>'
        if has_game else "")
    buttons = (button(_("Export to a file"), "export", disabled=not has_game)
               + button(_("Import a file…"), "import") + button(_("Close"), "close-dialog"))
    done = f'<p class="muted" role="status" data-testid="saved">{esc(done)}</p>' if done else ""
    aside = kept_aside_items(list(kept_aside), _, when=when, confirming=confirming)
    return (f'<h2>{esc(heading)}</h2>{save_form}{done}{listing}{aside}'
            f'<div class="buttons">{buttons}</div>')


def saving_off_notice(quota: bool | None, _) -> str:
    """The lasting notice once the browser refuses to store the game: play goes on, the last
    good save stays, and the way to keep the game is an export to a file.  ``quota``: True
    for a full storage, False for another refusal, None when the browser gives this page no
    storage at all (disabled, or a private mode that refuses it): nothing outlives the page."""
    if quota is None:
        why = _("Saving is off: this browser does not let this page store anything.")
        rest = _("Play goes on, but the game is lost when this page is closed or reloaded. "
                 "Export the game to a file to keep it.")
        return (f'<p><strong>{esc(why)}</strong> {esc(rest)}</p>'
                + button(_("Export to a file"), "export", cls="small"))
    why = (_("Saving is off: this browser's storage is full.") if quota
           else _("Saving is off: this browser refused to store the game."))
    rest = _("Play goes on, but new moves are not kept here (the last save is). Export the "
             "game to a file to keep it.")
    return (f'<p><strong>{esc(why)}</strong> {esc(rest)}</p>'
            + button(_("Export to a file"), "export", cls="small"))


def stale_notice(moves: int | None, shown: int, deleted: bool, _) -> str:
    """The notice of a tab whose game changed in another tab or window (issue 30, D-1): its
    moves are not stored over the others until the player chooses.  ``moves``: how many the
    stored game has (None when it does not read), ``shown`` how many this tab shows,
    ``deleted``: the game was deleted there.  Buttons: load the stored game ("reload-game",
    not for a deleted one) and keep this tab's position as a game of its own ("fork-game")."""
    if deleted:
        why = _("This game was deleted in another tab or window.")
        rest = _("Moves made here are not saved unless you keep it.")
        return (f'<p><strong>{esc(why)}</strong> {esc(rest)}</p><div class="notice-buttons">'
                + button(_("Keep this game"), "fork-game", cls="small primary") + '</div>')
    why = _("This game was played on in another tab or window.")
    if moves is not None:
        where = _("It is at move {stored} there, at move {shown} here.").format(
            stored=moves, shown=shown)
        why = f"{why} {where}"
    rest = _("This tab does not save over those moves.")
    return (f'<p><strong>{esc(why)}</strong> {esc(rest)}</p><div class="notice-buttons">'
            + button(_("Load the latest moves"), "reload-game", cls="small primary")
            + button(_("Keep this position as a new game"), "fork-game", cls="small")
            + '</div>')
