"""The Nippon board's names, colours, sizes and drawing blocks (split from render.py, which
draws the board from them with render_map.py and render_players.py)."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Iterable

from ..i18n import N_, format_number
from ..svg import explainable, hit_area, make_clickable, outline
from ..svg import BoardContext, board_css, el as _el, notation as _notation
from . import data

SEAT_COLORS = ("#d32f2f", "#7b1fa2", "#1565c0", "#f9c21b")
"""The players' colours: red, purple, blue, yellow, the rulebook's four (seed 003, "Preparar",
"Suministro del jugador": "amarillo, rojo, morado o azul"; review C6)."""

DEFAULT_COLORS = {
    **{f"p{i}": color for i, color in enumerate(SEAT_COLORS)},
    "white": "#fafafa", "yellow": "#fdd835", "orange": "#fb8c00", "green": "#43a047",
    "brown": "#795548", "black": "#212121",
    "silk": "#f8bbd0", "paper": "#fff9c4", "bento": "#ffccbc", "lenses": "#b3e5fc",
    "clocks": "#d1c4e9", "bulbs": "#fff59d",
    "board": "#efe6d2", "zone": "#fbf7ee", "zone stroke": "#8d7b5f", "text": "#2b2118",
    "slot": "#ffffff", "slot stroke": "#b5a58a", "muted": "#8a8170", "sea": "#d6e9f2",
    "city": "#f4e3c1", "gold": "#f2c94c", "down": "#cfc8b8", "marker": "#2b2118",
    "legal": "#0091ea", "focus": "#ff6d00", "highlight": "#ffb300",
}
"""Colours by meaning; callers override any of them with ``colors=``.  Players p0–p3 are
:data:`SEAT_COLORS`, which the app's seat swatches also take (``Nippon.seat_colors``), so the
board, the panel and the score table agree."""

PLAYER_COLOR_NAMES = (N_("red"), N_("purple"), N_("blue"), N_("yellow"))
GOOD_NAMES = {"silk": N_("Silk"), "paper": N_("Paper"), "bento": N_("Bento"),
              "lenses": N_("Lenses"), "clocks": N_("Clocks"), "bulbs": N_("Light bulbs")}
ACTION_NAMES = {"invest": N_("Invest"), "machinery": N_("Machinery"), "produce": N_("Produce"),
                "knowledge": N_("Knowledge"), "mines": N_("Mines"), "trains": N_("Trains"),
                "ships": N_("Ships"), "export": N_("Export"), "market": N_("Local Market")}
BONUS_NAMES = {"yen": N_("{n} Yen"), "coal": N_("{n} coal"), "blueprints": N_("{n} blueprints"),
               "vp": N_("{n} VP")}
"""A region's or reward tile's bonus by kind; ``{n}``: its amount (:func:`bonus_words`)."""
TRACK_NAMES = {"money": N_("Money"), "coal": N_("Coal"), "knowledge": N_("Knowledge")}
SHORT_BONUS = {
    "money_step": N_("money +{money_step}"), "contract_yen": N_("+{contract_yen}/contract"),
    "yen_3000": N_("+{yen_3000} Yen"), "contracts_x2": N_("{contracts_x2} contracts (a)"),
    "knowledge_star": N_("1 star (c)"), "knowledge_2": N_("knowledge +{knowledge_2}"),
    "blueprints_2": N_("+{blueprints_2} blueprints"), "blueprint_income": N_("+{blueprint_income} blueprint/cons."),
    "cheap_wage": N_("1st wage {cheap_wage}"), "coal_2": N_("coal track +{coal_2}"),
    "free_machine": N_("free machine"), "coal_income": N_("+{coal_income} coal/cons."),
    "ship_star": N_("1 star (d)"), "free_ship": N_("free ship"),
    "flip_ships": N_("ships {ship_back} VP"), "blueprint_1": N_("+{blueprint_1} blueprint"),
    "flip_trains": N_("trains +{train_back}"), "free_train": N_("free train"),
    "money_2": N_("money +{money_2}"), "trains_anywhere": N_("trains always count"),
    "coal_star": N_("1 star (f)"), "bulbs_plus": N_("bulbs tile +1"), "vp_4": N_("+{vp_4} VP"),
    "vp_2": N_("+{vp_2} VP"),
}
"""Short synergy-bonus texts drawn on factory tiles (full texts: data.BONUSES, P12); the braces:
:func:`bonus_numbers`."""


def bonus_numbers(_) -> dict[str, int | str]:
    """The factory bonuses' values from data.py (all assumed, P12), by the brace names of
    :data:`SHORT_BONUS` and the bonus explanations: what a bonus gives when built
    (data.BUILD_GAINS, track steps data.BUILD_STEPS), the income at each consolidation
    (data.BLUEPRINT_INCOME, data.COAL_INCOME), the contracts SIL-4 counts for
    (data.BONUS_CONTRACTS), a contract's extra Yen, the cheap wage and
    the back sides of ships and trains (data.SHIP_VP, data.TRAIN_INFLUENCE, P10); Yen amounts
    written the way ``_``'s language writes numbers (engine.i18n.format_number)."""
    gains = {bonus: amount for bonus, (_kind, amount) in data.BUILD_GAINS.items()}
    steps = {bonus: amount for bonus, (_track, amount) in data.BUILD_STEPS.items()}
    return {"contract_yen": format_number(data.CONTRACT_BONUS_YEN, _),
            "cheap_wage": format_number(data.CHEAP_WAGE, _),
            "yen_3000": format_number(gains["yen_3000"], _),
            "blueprints_2": gains["blueprints_2"], "blueprint_1": gains["blueprint_1"],
            "vp_4": gains["vp_4"], "vp_2": gains["vp_2"], "knowledge_2": steps["knowledge_2"],
            "coal_2": steps["coal_2"], "money_2": steps["money_2"],
            "money_step": steps["money_step"],
            "ship_back": data.SHIP_VP[1], "train_back": data.TRAIN_INFLUENCE[1],
            "blueprint_income": data.BLUEPRINT_INCOME, "coal_income": data.COAL_INCOME,
            "contracts_x2": data.BONUS_CONTRACTS}


def short_bonus(bonus: str, _) -> str:
    """A factory bonus's short text (:data:`SHORT_BONUS`, KeyError for an unknown id),
    translated with ``_`` and its values from data.py."""
    return _(SHORT_BONUS[bonus]).format(**bonus_numbers(_))


def bonus_words(kind: str, amount: int, _) -> str:
    """A bonus as the texts quote it ("5,000 Yen", "2 coal", "2 blueprints", "2 VP"): ``kind``
    is "yen", "coal", "blueprints" or "vp" (KeyError otherwise), ``amount`` from data.py (the
    Emperor's rewards, seed 003 "2. Recompensa del emperador"; the region bonuses, "I.
    Mercado local"), written the way ``_``'s language writes numbers."""
    return _(BONUS_NAMES[kind]).format(n=format_number(amount, _))
ACHIEVEMENT_NAMES = {
    "a": N_("1 VP per {contracts} fulfilled contracts"), "b": N_("1 VP per {yen} Yen"),
    "c": N_("1 VP per knowledge star"), "d": N_("1 VP per star above an empty ship space"),
    "e": N_("1 VP per factory of level 2 or 3"), "f": N_("1 VP per coal star"),
    "g": N_("1 VP per region with a train"), "h": N_("1 VP per machine at +{machine_max}"),
    "i": N_("1 VP per region with influence"),
}
"""What one base VP of each achievement space counts (reference sheet S4, P11); the braces
take :func:`achievement_numbers` (:func:`achievement_name`)."""


def achievement_numbers(ident: str) -> dict[str, int]:
    """The data.py values the name of achievement ``ident`` quotes: a's fulfilled contracts
    per VP (data.CONTRACTS_PER_ACHIEVEMENT_VP, S4), b's Yen per VP
    (data.YEN_PER_ACHIEVEMENT_VP, S4), h's machine side (data.MACHINE_MAX, seed 003
    "Maquinaria"), as scoring.achievement_base plays them; none for the others.  A log event
    naming an achievement carries them (engine.i18n.format_event fills the name)."""
    if ident == "a":
        return {"contracts": data.CONTRACTS_PER_ACHIEVEMENT_VP}
    if ident == "b":
        return {"yen": data.YEN_PER_ACHIEVEMENT_VP}
    if ident == "h":
        return {"machine_max": data.MACHINE_MAX}
    return {}


def achievement_name(ident: str, _) -> str:
    """The name of achievement ``ident`` ("b": "1 VP per 6,000 Yen"), translated with ``_``,
    its numbers (:func:`achievement_numbers`) written the way that language writes numbers.

    Raises:
        KeyError: ``ident`` is not an achievement space ("a".."i")."""
    return _(ACHIEVEMENT_NAMES[ident]).format(
        **{k: format_number(v, _) for k, v in achievement_numbers(ident).items()})

WIDTH, NARROW_WIDTH = 1000, 500
"""Board widths in user units: ``layout="wide"`` (desktop) and ``"narrow"`` (phones)."""
REGION_W, REGION_H = 245, 372
PLAYER_W, PLAYER_H = 490, 294

_CSS = board_css(13, small_px=11, extra=".muted{fill:%(muted)s}")


# -- building blocks ------------------------------------------------------------------------------
def _text(parent, x, y, s, *, anchor=None, bold=False, cls=None, fill=None, size=None):
    """A text; ``size`` and ``fill`` go in ``style`` (a presentation attribute would lose to
    the stylesheet's ``text{font-size}``)."""
    classes = " ".join(k for k in (("title" if bold else None), cls) if k)
    style = ";".join(s for s in ((f"fill:{fill}" if fill else None),
                                 (f"font-size:{size:g}px" if size else None)) if s)
    return _el(parent, "text", s, x=x, y=y, text_anchor=anchor, class_=classes or None,
               style=style or None)


class _Ctx(BoardContext):
    """Everything one rendering needs: the view, the translation, colours and the targets."""

    def __init__(self, view, legal, highlight, gettext, colors):
        super().__init__(view, gettext, colors, DEFAULT_COLORS)
        self.legal = {_notation(a) for a in legal}
        self.highlight = {_notation(a) for a in highlight}
        self.overlays: list[tuple[ET.Element, tuple, bool, bool]] = []
        self.to_move: int | None = None
        self.actor: int | None = None

    def color(self, seat: int) -> str:
        return self.colors[f"p{seat % 4}"]

    def who(self, seat: int) -> str:
        """A player's name with colour, e.g. "Ana (red)"."""
        return "%s (%s)" % (self.view["players"][seat]["name"],
                            self._(PLAYER_COLOR_NAMES[seat % 4]))

    def good(self, good: str) -> str:
        return self._(GOOD_NAMES[good])

    def first_legal(self, *keys: str) -> str | None:
        return next((k for k in keys if k in self.legal and k not in self.drawn), None)

    def item(self, parent, key: str | None, box: tuple, label: str, cls: str,
             spots: Iterable[str] | None = None, explain: str | None = None) -> ET.Element:
        """A group for one board element; clickable (``data-action=key``) when ``key`` is legal;
        outlined when one of ``spots`` (notations acting on it; default ``key``) is
        highlighted; explained (``data-explain="nippon:<explain>"``) if ``explain``."""
        g = _el(parent, "g", class_=cls)
        act = key is not None and key in self.legal and key not in self.drawn
        lit = not self.highlight.isdisjoint((key,) if spots is None else spots)
        if act and key is not None:               # (act: key is not None, …)
            self.drawn.add(key)
            make_clickable(g, key, label)
            hit_area(g, box, self.hit)            # gaps between parts click too
        if lit:
            g.set("class", g.get("class", "") + " highlight")
        if explain:
            explainable(g, "nippon:" + explain)
        _el(g, "title", label)
        if act or lit:
            self.overlays.append((g, box, act, lit))
        return g

    def finish(self) -> None:
        """Outline the clickable and highlighted elements drawn since the last call (drawn
        last, on top of their content; each drawn part of the board ends with one)."""
        for g, box, act, lit in self.overlays:
            outline(g, box, lit=lit, act=act)
        self.overlays.clear()


def _zone(c: _Ctx, parent, cls: str, x, y, w, h, title: str | None,
          explain: str | None = None) -> ET.Element:
    g = _el(parent, "g", class_="zone " + cls)
    if explain:
        explainable(g, "nippon:zone:" + explain)
    _el(g, "rect", x=x, y=y, width=w, height=h, rx=8, fill=c.colors["zone"],
        stroke=c.colors["zone stroke"], stroke_width=1.5)
    if title:
        _text(g, x + 8, y + 18, title, bold=True)
    return g


def _box(c: _Ctx, g, x, y, w, h, *, fill=None, stroke=None, dashed=False, rx=4):
    return _el(g, "rect", x=x, y=y, width=w, height=h, rx=rx, fill=fill or c.colors["slot"],
               stroke=stroke or c.colors["slot stroke"], stroke_width=1.3,
               stroke_dasharray="4 3" if dashed else None)


def _defs(svg) -> None:
    """Ship, train and star drawn once and placed with ``<use>`` (chess.svg pattern)."""
    defs = _el(svg, "defs")
    ship = _el(defs, "symbol", id="g-ship", viewBox="0 0 20 20")
    _el(ship, "path", d="M2 12 H18 L15 17 H5 Z", stroke="#222")
    _el(ship, "path", d="M10 2 V12 M10 3 L16 10 H10", stroke="#222", fill="#fff")
    train = _el(defs, "symbol", id="g-train", viewBox="0 0 20 20")
    _el(train, "rect", x=2, y=5, width=16, height=9, rx=2, stroke="#222")
    _el(train, "rect", x=4, y=2, width=4, height=4, stroke="#222")
    _el(train, "circle", cx=6, cy=16, r=2.5, fill="#222")
    _el(train, "circle", cx=14, cy=16, r=2.5, fill="#222")
    star = _el(defs, "symbol", id="g-star", viewBox="0 0 20 20")
    _el(star, "path", d="M10 1 L12.6 7 L19 7.4 L14 11.6 L15.6 18 L10 14.4 L4.4 18 L6 11.6 "
        "L1 7.4 L7.4 7 Z", fill="#f2c94c", stroke="#7a5a00")


def _use(parent, kind: str, x, y, size=18, fill=None):
    return _el(parent, "use", href=f"#g-{kind}", x=x, y=y, width=size, height=size, fill=fill)


def _worker(c: _Ctx, parent, color: str, cx, cy, r=8):
    _el(parent, "circle", cx=cx, cy=cy, r=r, fill=c.colors[color], stroke="#333",
        stroke_width=1.2)
