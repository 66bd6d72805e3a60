"""HTML fragments of the app's screens, as text (one ``innerHTML`` write per container).

Pure functions of engine data and a gettext function ``_``: no DOM, no storage, no rules, so
they run (and can be tested) on the host too.  Every element that performs a legal action
carries ``data-action``; app commands (new game, undo, saves…) carry ``data-cmd`` instead.
"""
from __future__ import annotations

import re

import labels
import seats

WIN = ' class="winner"'
NAME_MAX = 40
"""Longest name shown from a stored document or key (the engine keeps player names as long)."""


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(value) -> str:
    """``html.escape(str(value), quote=True)``, without importing :mod:`html`, whose
    entity tables cost the page's boot about 0.1 s in Pyodide."""
    return str(value).translate(_ESCAPES)


def button(text: str, cmd: str, *, cls: str = "", disabled: bool = False, **data) -> str:
    """A real <button> that runs an app command (never a game action)."""
    attrs = "".join(f' data-{k.replace("_", "-")}="{esc(v)}"' for k, v in data.items())
    return (f'<button type="button" class="{esc(cls)}" data-cmd="{esc(cmd)}"{attrs}'
            f'{" disabled" if disabled else ""}>{esc(text)}</button>')


# -- shelf ------------------------------------------------------------------------------
def shelf_items(games: list[dict], _) -> str:
    """One <li data-game> card per registered game: its title, one-line pitch, players and
    playing time, what each rules edition or variant is, and its buttons: "New game" (the
    new-game dialog), "How to play" (web/howto.py's dialog) and the guided tour.  ``data-meta`` keeps the
    player range for scripts."""
    items = []
    for info in games:
        game_id = esc(info["id"])
        meta = _("{low}–{high} players").format(low=info["min_players"], high=info["max_players"])
        facts = [meta]
        low, high = (info.get("play_minutes") or (0, 0))[:2]
        if low:
            facts.append(_("{low}–{high} min").format(low=low, high=high) if high > low
                          else _("{n} min").format(n=low))
        pitch = f'<p class="pitch">{esc(_(info["pitch"]))}</p>' if info.get("pitch") else ""
        notes = "".join(f'<dt>{esc(labels.variant_name(v, _))}</dt><dd>{esc(_(note))}</dd>'
                        for v, note in (info.get("variant_notes") or {}).items() if note)
        notes = f'<dl class="variant-notes">{notes}</dl>' if notes else ""
        new, howto = _("New game"), _("How to play")
        items.append(
            f'<li class="game" data-game="{game_id}" data-meta="{esc(meta)}">'
            f'<h2 class="game-title" id="title-{game_id}">{esc(info["title"])}</h2>'
            f'{pitch}<p class="facts">{esc(" · ".join(facts))}</p>{notes}'
            f'<div class="game-buttons">'
            f'<button type="button" class="primary" data-cmd="new" data-game="{game_id}" '
            f'aria-describedby="title-{game_id}">{esc(new)}</button>'
            f'<button type="button" data-cmd="howto" data-game="{game_id}" '
            f'aria-describedby="title-{game_id}">{esc(howto)}</button>'
            f'{tour_entry(info["id"], _)}</div></li>')
    return "".join(items)


def tour_entry(game_id: str, _) -> str:
    """The "Learn: guided tour" button of a game (its shelf card, the game screen's help
    dialog), opening web/tour.py's screen."""
    return button(_("Learn: guided tour"), "tour", cls="small learn", game=game_id,
                  testid="tour-entry")


def saved_facts(facts: dict, titles: dict[str, str], _, when=str, *, slot: bool = False) -> str:
    """One saved game's facts as HTML: title, a "Finished" mark, players, moves, whose turn
    (or who won) and when it was last played (``slot``: when it was saved).  ``facts`` is
    web/saves.summary's dict; ``when`` formats its ISO time for the reader."""
    title = titles.get(facts["game"], facts["game"])
    parts = [", ".join(str(n)[:NAME_MAX] for n in facts["names"]),
             _("Moves: {n}").format(n=facts["moves"])]
    if facts["over"]:
        if facts["winner"] is not None:
            parts.append(_("{name} won").format(name=str(facts["winner"])[:NAME_MAX]))
    else:
        parts.append(_("{name} to play").format(name=str(facts["turn"])[:NAME_MAX]))
    if facts["saved"]:
        stamp = _("saved {time}") if slot else _("last played {time}")
        parts.append(stamp.format(time=when(facts["saved"])))
    finished = _("Finished")
    mark = (f' <span class="tag finished" data-testid="finished">{esc(finished)}</span>'
            if facts["over"] else "")
    return (f'<span class="saved-title">{esc(title)}</span>{mark}'
            f'<span class="saved-detail muted">{esc(" · ".join(parts))}</span>')


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


def seat_css(colors) -> str:
    """CSS custom properties ``--seat-N`` for a game's own player colours (``info
    ["seat_colors"]``, hex only), or "" to keep web/app.css's."""
    ok = [c for c in colors if re.fullmatch(r"#[0-9a-fA-F]{6}", str(c))]
    if len(ok) != len(colors):
        return ""
    return ";".join(f"--seat-{i}:{c}" for i, c in enumerate(ok))


def seat_style(colors) -> str:
    """A ``style`` attribute carrying :func:`seat_css` (empty when there is nothing to set)."""
    css = seat_css(colors)
    return f' style="{css}"' if css else ""


def new_game_form(info: dict, _, choices: dict | None = None) -> str:
    """The new-game dialog body: players, names, variant, optional seed, and who begins for a
    game whose rulebook lets the players say (``info["choose_first"]``; random by default).

    ``choices``: the last game's players, names, seat kinds and rules (web/endgame.py
    ``read_choices``), filled in; and a "Me against bots" button starting at once."""
    low, high = info["min_players"], info["max_players"]
    chosen = choices["players"] if choices else low
    counts = "".join(f'<option value="{n}"{" selected" if n == chosen else ""}>{n}</option>'
                     for n in range(low, high + 1))
    given = choices["names"] if choices else [""] * high
    picked = [seats.bot_level(k) or "human" for k in choices["kinds"]] if choices else (
        ["human"] * high)
    default, label = _("Player {n}"), _("Name of player {n}")
    kinds = [("human", _("Person")), ("easy", _("Bot: easy")), ("normal", _("Bot: normal")),
             ("hard", _("Bot: hard")), ("random", _("Bot: random moves"))]
    kind_label = _("Who plays seat {n}")

    def kind_options(seat: int) -> str:
        return "".join(f'<option value="{k}"{" selected" if k == picked[seat] else ""}>'
                       f'{esc(text)}</option>' for k, text in kinds)

    names = "".join(
        f'<div class="name-row" data-seat="{i}"{" hidden" if i >= chosen else ""}>'
        f'<span class="swatch seat-{i}" aria-hidden="true"></span>'
        f'<input name="name-{i}" id="new-name-{i}" maxlength="40" autocomplete="off" '
        f'value="{esc(given[i] or default.format(n=i + 1))}" '
        f'aria-label="{esc(label.format(n=i + 1))}">'
        f'<select id="new-kind-{i}" name="kind-{i}" aria-label="{esc(kind_label.format(n=i + 1))}">'
        f'{kind_options(i)}</select></div>'
        for i in range(high))
    variant = choices["variant"] if choices else info["variants"][0]
    variants = "".join(f'<option value="{esc(v)}"{" selected" if v == variant else ""}>'
                       f'{esc(labels.variant_name(v, _))}</option>' for v in info["variants"])
    text = {"title": _("New game: {title}").format(title=info["title"]), "players": _("Players"),
            "names": _("Player names (in seat order)"), "rules": _("Rules"),
            "seed": _("Seed (optional)"), "random": _("random"), "start": _("Start")}
    cancel = button(_("Cancel"), "close-dialog")
    bots = button(_("Me against bots"), "against-bots", testid="against-bots")
    first = ""
    if info.get("choose_first"):
        seat, title, chance = _("Seat {n}"), _("First player"), _("At random")
        seats_ = "".join(f'<option value="{i}" data-seat="{i}"{" hidden" if i >= chosen else ""}>'
                         f'{esc(seat.format(n=i + 1))}</option>' for i in range(high))
        first = (f'<label>{esc(title)} <select id="new-first" name="first">'
                 f'<option value="">{esc(chance)}</option>{seats_}</select></label>')
    text = {key: esc(value) for key, value in text.items()}
    return (
        f'<form id="new-form" data-game="{esc(info["id"])}" method="dialog"'
        f'{seat_style(info.get("seat_colors", ()))}>'
        f'<h2>{text["title"]}</h2>'
        f'<label>{text["players"]} <select id="new-players" name="players">{counts}</select></label>'
        f'<fieldset><legend>{text["names"]}</legend>{names}</fieldset>'
        f'<label>{text["rules"]} <select id="new-variant" name="variant">{variants}</select></label>'
        f'{first}<label>{text["seed"]} <input id="new-seed" name="seed" inputmode="numeric" '
        f'pattern="[0-9]*" autocomplete="off" placeholder="{text["random"]}"></label>'
        f'<div class="buttons">{cancel}{bots}'
        f'<button type="submit" class="primary">{text["start"]}</button></div></form>')


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
    for a, group in zip(legal, group_of):
        groups.setdefault(group, []).append(a)
    out, done = [], set()
    for a, group in zip(legal, group_of):
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
        return any(shows_more(a, b) for a, b in zip(own, public))
    if own in EMPTY and public in EMPTY:
        return False
    return own != public


def visible_moves(game, state, indices, viewer: int | None) -> list[str]:
    """The notations of the moves ``state.history[i]`` (``i`` in ``indices``) that ``viewer``
    (None: the public) may see: what the board outlines as the last turn."""
    history = state.history
    return [history[i] for i in indices
            if -len(history) <= i < len(history) and game.move_secret(state, i, viewer) is None]


def score_table(game, state, _, *, final: bool = False) -> str:
    """Scores per line and total; at the end, columns by ranking with the winner marked."""
    scores = game.visible_scores(state, None)      # the public may not see face-down estates
    seats = game.ranking(state) if final else list(range(state.players))
    lines = list(scores[0]["breakdown"]) if scores else []
    head = "".join(
        f'<th scope="col" data-seat="{s}" title="{esc(state.names[s])}" '
        f'class="seat-col{" winner" if final and r == 0 else ""}">'
        f'<span class="swatch seat-{s}" aria-hidden="true"></span>'
        f'{esc(f"{r + 1}." if final else f"P{s + 1}")}'
        f'<span class="visually-hidden"> {esc(state.names[s])}</span></th>'
        for r, s in enumerate(seats))
    body = "".join(
        f'<tr><th scope="row">{esc(labels.line_name(game, line, _))}</th>'
        + "".join(f'<td data-seat="{s}" data-line="{esc(line)}"'
                  f'{WIN if final and r == 0 else ""}>'
                  f'{_shown(scores[s]["breakdown"][line])}</td>' for r, s in enumerate(seats))
        + "</tr>" for line in lines)
    totals = "".join(
        f'<td data-seat="{s}" data-testid="total"{WIN if final and r == 0 else ""}>'
        f'{scores[s]["total"]}{" + ?" if scores[s].get("partial") else ""}</td>'
        for r, s in enumerate(seats))
    caption = _("Final scores") if final else _("If the game ended now")
    testid = "final-scores" if final else "score-table"
    points = _(game.points_label)
    standings = "".join(
        f'<li{WIN if r == 0 else ""} data-seat="{s}"><span class="swatch seat-{s}" aria-hidden="true">'
        f'</span><span class="standing-name">{esc(state.names[s])}</span>'
        f'<span class="standing-total">{esc(points.format(n=scores[s]["total"]))}</span></li>'
        for r, s in enumerate(seats)) if final else ""
    standings = f'<ol class="standings">{standings}</ol>' if standings else ""
    line_head, total = esc(_("Line")), esc(_("Total"))
    return (f'{standings}<table class="scores" data-testid="{testid}"><caption>{esc(caption)}</caption>'
            f'<thead><tr><th scope="col">{line_head}</th>{head}</tr></thead>'
            f'<tbody>{body}</tbody>'
            f'<tfoot><tr><th scope="row">{total}</th>{totals}</tr></tfoot></table>')


def _shown(points: int | None) -> str:
    """A score cell: "?" for a line still secret."""
    return "?" if points is None else str(points)


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


# -- saves dialog ---------------------------------------------------------------------------
def saves_dialog(slots: list[dict], titles: dict[str, str], has_game: bool, _, *, when=str,
                 confirming: str | None = None, done: str = "") -> str:
    """Save as…, the named slots (load / replay / delete, with the facts "Your games" shows),
    export and import.  ``slots``: {"name", "facts"} or {"name", "error"} for a slot that
    cannot be opened; ``confirming``: the slot name whose deletion awaits an answer; ``done``:
    a line saying what was just saved."""
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
    return (f'<h2>{esc(heading)}</h2>{save_form}{done}{listing}'
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


def share_dialog(link: str, title: str, names, seat: int | None, play: bool, move: int, _) -> str:
    """Share position: the view to show, whether readers may play on, the link and the snippet."""
    views = [(None, _("Public view (no secrets)"))] + [
        (i, _("{name}'s view (shows their secrets)").format(name=n)) for i, n in enumerate(names)]
    options = "".join(f'<option value="{"" if v is None else v}"{" selected" if v == seat else ""}>'
                      f'{esc(label)}</option>' for v, label in views)
    text = {"title": _("Share this position"),
            "intro": _("A link to this game at move {move}. The whole game travels in the link "
                       "itself: nothing is uploaded, and it works offline.").format(move=move),
            "view": _("Show"), "play": _("Readers may play on from here"), "link": _("Link"),
            "embed": _("Embed in a web page"), "open": _("Open"), "copy": _("Copy")}
    text = {k: esc(v) for k, v in text.items()}
    checked = " checked" if play else ""
    close = button(_("Close"), "close-dialog")
    return (f'<div class="share"><h2>{text["title"]}</h2><p class="muted">{text["intro"]}</p>'
            f'<label>{text["view"]} <select id="share-seat">{options}</select></label>'
            f'<label class="check"><input type="checkbox" id="share-play"{checked}> '
            f'{text["play"]}</label>'
            f'<label>{text["link"]} <input id="share-link" readonly value="{esc(link)}" '
            f'data-testid="share-link"></label>'
            f'{copy_button(text["copy"], "share-link")}'
            f'<label>{text["embed"]} <textarea id="share-snippet" readonly rows="4" '
            f'data-testid="share-snippet">{esc(embed_snippet(link, title, _))}</textarea></label>'
            f'{copy_button(text["copy"], "share-snippet")}'
            f'<p id="copy-status" class="copy-status" role="status" aria-live="polite"></p>'
            f'<div class="buttons"><a class="button" href="{esc(link)}" target="_blank" '
            f'rel="noopener">{text["open"]}</a>{close}</div></div>')
