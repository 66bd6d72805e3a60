"""HTML fragments of the shelf screen (see ui.py): one card per game (its pitch, playing
time, editions, New game, How to play and the guided tour) and the new-game form (players,
seats and their kinds, edition, first player, seed), with the game's own seat colours.
"""
from __future__ import annotations

import re

import labels
import seats
from ui_base import button, esc

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
            f'{tour_entry(info["id"], _)}'
            + "".join(tour_entry(info["id"], _, v) for v in info.get("tour_variants", [])[1:])
            + '</div></li>')
    return "".join(items)


CREDITS = (
    ("Plus Ultra", "Meridiano 6", ""),
    ("Lorenzo il Magnifico", "Cranio Creations",
     "Virginio Gigli, Flaminia Brasini, Simone Luciani"),
    ("Nippon", "What's Your Game?", "Paulo Soledade, Nuno Bizarro Sentieiro"),
    ("Village", "eggertspiele", "Inka Brand, Markus Brand"),
)
"""Each game's title, publisher and designers, as README.md credits them."""


def about(_, version: str) -> str:
    """The shelf's "About" entry (a ``<details>``): that this is an unofficial implementation
    for learning and teaching the rules, whose games' titles, rules and components belong to
    their publishers and designers (:data:`CREDITS`), and the app's ``version``."""
    rows = []
    for title, publisher, designers in CREDITS:
        line = (_("{publisher}; designed by {designers}").format(
            publisher=publisher, designers=designers) if designers else publisher)
        rows.append(f"<li><cite>{esc(title)}</cite>: {esc(line)}</li>")
    text = (_("This is an unofficial implementation, made for learning and teaching the rules. "
              "The games' titles, rules and components belong to their publishers and "
              "designers:"), _("Buy the games."), _("Version {version}").format(version=version))
    title = _("About")                      # outside the f-string: Babel extracts it
    return (f'<summary>{esc(title)}</summary><p>{esc(text[0])}</p>'
            f'<ul class="credits">{"".join(rows)}</ul><p>{esc(text[1])}</p>'
            f'<p class="muted" data-testid="version">{esc(text[2])}</p>')


def tour_entry(game_id: str, _, variant: str | None = None) -> str:
    """The "Learn: guided tour" button of a game (its shelf card, the game screen's help
    dialog), opening web/tour.py's screen; ``variant``: a rules edition with a tour of its own
    (``Game.tour_variants``, not the default one), named on the button."""
    if variant is None:
        return button(_("Learn: guided tour"), "tour", cls="small learn", game=game_id,
                      testid="tour-entry")
    label = _("Learn: guided tour ({edition})").format(edition=labels.variant_name(variant, _))
    return button(label, "tour", cls="small learn", game=game_id, variant=variant,
                  testid="tour-entry")


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
