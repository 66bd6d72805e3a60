"""Leader cards and personal bonus tiles on the Lorenzo board (advanced game, data §2, §2.1,
§4): drawn as cards with their requirement and ability, in hand (the owner's view only; the
others see face-down backs) and in play; the bonus tile with its Harvest and Production
gains; during the advanced setup the draft hand and the tiles left, as clickable cards.

Used by :mod:`.render` (its ``_Ctx`` ``c`` gives translation, colours and legality); no rules
are decided here.
"""
from __future__ import annotations

from ..i18n import N_
from ..svg import el as _el, explainable, fit as _fit_text, wrap as _wrap
from . import data, describe
from .render_base import _box, _fit, _text, _zone
from .text import LEADER_VERBS

LEADER_ROW = 86
"""Height added to a personal board in the advanced game for its tile and leaders."""
CARD = "#f4e7c8"
BACK = "#7a5c3a"


def _small(c, g, x, y, text, **kw):
    return _text(g, x, y, text, cls="small", **kw)


def _lines(c, g, x, y, text: str, width: float, rows: int, **kw) -> float:
    """``text`` wrapped to ``width`` in at most ``rows`` small lines from ``y``; the last
    line ends in "…" when cut.  Returns the y after the last line."""
    chars = max(6, int(width / 5.6))
    lines = _wrap(text, chars)
    if len(lines) > rows:
        lines = lines[:rows]
        lines[-1] = lines[-1][:chars - 1].rstrip() + "…"
    for i, line in enumerate(lines):
        _fit_text(_small(c, g, x, y + i * 10.5, line, **kw), width, 10)
    return y + len(lines) * 10.5


def _name_by_face(g, first: str) -> None:
    """Name the clickable card ``g`` by ``first`` (its action: "Keep Cesare Borgia") followed
    by the text drawn on its face, line by line as shown (cut lines included), so the visible
    label is contained in the name (WCAG 2.5.3, axe ``label-content-name-mismatch``); the
    full text stays in the card's ``<title>``, its description.  A space follows each drawn
    line (the element's tail), so lines never run together when read as one text."""
    lines = []
    for t in g.iter("text"):
        text = (t.text or "").strip()
        if text:
            lines.append(text)
            t.tail = " "
    g.set("aria-label", " ".join([first, *lines]))


def leader_text(c, key: str) -> str:
    """The full text of a leader for its tooltip: name, requirement, ability."""
    _ = c._
    leader = data.LEADER[key]
    return "\n".join([c.term(key),
                      _("Requirement: {req}").format(req=describe.leader_requirement(leader, _)),
                      _("Ability: {ability}").format(ability=describe.leader_ability(leader, _))])


ACTION_LABELS = {"draft": N_("Keep {leader}"), "leader use": LEADER_VERBS["use"],
                 "leader play": LEADER_VERBS["play"]}
"""The first line of a clickable leader's label, by its action's verb: a draft pick, a
leader in play whose once-per-round ability is a legal action now, or a leader in hand whose
requirement is met (issue 20)."""
BADGES = {"leader use": N_("Use"), "leader play": N_("Play")}
"""The badge on a clickable leader card, by its action's verb."""


def leader_card(c, parent, key: str, box: tuple, *, note: str = "", action: str | None = None,
                faded: bool = False) -> None:
    """One leader face up in ``box`` (x, y, w, h): name, requirement, ability, a note ("in
    hand", "used"); clickable when ``action`` (``draft <key>``, ``leader use <key>`` or
    ``leader play <key>``) is legal, then lit like a space, with a "Use" or "Play" badge."""
    _ = c._
    x, y, w, h = box
    leader = data.LEADER[key]
    label = leader_text(c, key)
    legal = bool(action and action in c.legal)
    verb = action.rsplit(" ", 1)[0] if action else ""      # read only when legal
    if legal:
        label = _(ACTION_LABELS[verb]).format(leader=c.term(key)) + "\n" + label
    g = c.item(parent, action, box, label, "leader-card" + (" placed" if faded else ""))
    c.mark(g, f"leader {key}", box)
    explainable(g, f"lorenzo:leader:{key}")
    _box(c, g, x, y, w, h, fill=CARD, stroke="#6b5b45", dashed=note == _("in hand"))
    _fit(g, x + 3, y + 11, c.term(key), w - 6)
    rows = max(2, int((h - 24 - (10 if note else 0)) // 10.5) + 1)
    yy = _lines(c, g, x + 3, y + 22, "▸ " + describe.leader_requirement(leader, _), w - 6,
                2 if rows > 3 else 1)
    _lines(c, g, x + 3, yy, describe.leader_ability(leader, _), w - 6,
           rows - round((yy - y - 22) / 10.5))
    badge = BADGES.get(verb) if legal else None
    if note and not (badge and verb == "leader play"):     # "Play" replaces "in hand"
        _small(c, g, x + w - 3, y + h - 3, note, anchor="end", bold=True)
    if badge:                                 # the ability can be used, the leader played
        text = _(badge)
        bw = len(text) * 6.2 + 10
        _el(g, "rect", x=x + w - bw - 2, y=y + h - 15, width=bw, height=13, rx=3,
            fill=c.colors["legal"])
        _small(c, g, x + w - 2 - bw / 2, y + h - 5, text, anchor="middle", fill="#ffffff",
               bold=True)
    if legal:
        _name_by_face(g, _(ACTION_LABELS[verb]).format(leader=c.term(key)) + ".")


def leader_back(c, parent, box: tuple) -> None:
    """A leader in another player's hand: only its back (data §2.1: the hand is secret)."""
    x, y, w, h = box
    g = explainable(_el(parent, "g", class_="leader-back"), "lorenzo:leader:hidden")
    _el(g, "title", c._("A leader in hand (secret)"))
    _box(c, g, x, y, w, h, fill=BACK, stroke="#4a3520")
    _small(c, g, x + w / 2, y + h / 2 + 3, c._("Leader"), anchor="middle", fill="#f4e7c8",
           bold=True)


def tile_card(c, parent, key: str, box: tuple, *, action: str | None = None,
              owner: int | None = None) -> None:
    """A personal bonus tile: its name and its Harvest and Production gains (data §4);
    clickable when ``action`` is legal; ``owner``: the seat that took it (its colour)."""
    _ = c._
    x, y, w, h = box
    tile = data.BONUS_TILES[key]
    text = describe.tile_text(tile, _)
    label = c.term(key) + "\n" + text
    take = _("Take {tile}").format(tile=c.term(key))
    if action and action in c.legal:
        label = take + "\n" + label
    g = c.item(parent, action, box, label, "bonus-tile")
    explainable(g, f"lorenzo:tile:{key}")
    _box(c, g, x, y, w, h, fill="#efe6d2",
         stroke=c.color(owner) if owner is not None else "#6b5b45")
    _fit(g, x + 3, y + 11, c.term(key), w - 6)
    yy = _lines(c, g, x + 3, y + 22, _("Harvest: {gain}").format(
        gain=describe.bundle(tile.harvest, _)), w - 6, 2)
    _lines(c, g, x + 3, yy, _("Production: {gain}").format(
        gain=describe.bundle(tile.production, _)), w - 6, 2)
    if action and action in c.legal:
        _name_by_face(g, take + ".")


def player_row(c, g, seat: int, p: dict, x, y, w) -> None:
    """The advanced game's row of a personal board: the bonus tile, then the leaders played
    (used ones marked) and, for the owner, the leaders in hand; others' hands as backs."""
    _ = c._
    h = LEADER_ROW - 8
    tile_card(c, g, p["tile"], (x + 8, y, 118, h))
    slots = 4
    sw = (w - 134 - 8 - (slots - 1) * 4) / slots
    boxes = [(x + 134 + i * (sw + 4), y, sw, h) for i in range(slots)]
    i = 0
    for key in p.get("played", []):
        note = _("used") if key in p.get("used", []) else ""
        if p.get("copied") and key == "lorenzo_de_medici":
            note = "= " + c.term(p["copied"])
        if i < slots:
            leader_card(c, g, key, boxes[i], note=note, faded=bool(note == _("used")),
                        action=f"leader use {key}" if seat == c.seat else None)
        i += 1
    for key in p.get("leaders") or []:
        if i < slots:
            leader_card(c, g, key, boxes[i], note=_("in hand"),
                        action=f"leader play {key}" if seat == c.seat else None)
        i += 1
    if p.get("leaders") is None:
        for _n in range(p.get("hand_size", 0)):
            if i < slots:
                leader_back(c, g, boxes[i])
            i += 1


def setup_choices(c, svg, x, y, w, h) -> None:
    """The advanced setup over the (still empty) towers: the viewer's draft hand as leader
    cards, or the bonus tiles with who took them; a card that is a legal choice is
    clickable (``draft <leader>``, ``tile <tile>``)."""
    _ = c._
    v = c.view
    if v["phase"] == "draft":
        viewer = v.get("viewer")
        hand = v["players"][viewer]["draft"] if viewer is not None else None
        if not hand:
            return
        g = _zone(c, svg, "draft", x, y, w, h, _("Leader draft: keep one, pass the others"))
        cols = 4 if w > 300 else 2
        cw = (w - 16 - (cols - 1) * 6) / cols
        ch = min(150, (h - 30 - 6) / ((len(hand) + cols - 1) // cols))
        for i, key in enumerate(hand):
            box = (x + 8 + (i % cols) * (cw + 6), y + 24 + (i // cols) * (ch + 6), cw, ch)
            leader_card(c, g, key, box, action=f"draft {key}")
    elif v["phase"] == "tiles":
        g = _zone(c, svg, "tiles", x, y, w, h, _("Personal bonus tiles"))
        owners = {p["tile"]: i for i, p in enumerate(v["players"])}
        tiles = data.ADVANCED_TILES
        cols = 4 if w > 300 else 2
        cw = (w - 16 - (cols - 1) * 6) / cols
        for i, tile in enumerate(tiles):
            box = (x + 8 + (i % cols) * (cw + 6), y + 24 + (i // cols) * 96, cw, 90)
            tile_card(c, g, tile.key, box, action=f"tile {tile.key}",
                      owner=owners.get(tile.key))
