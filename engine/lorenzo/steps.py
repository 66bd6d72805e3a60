"""Lorenzo il Magnifico's stepper: the servants added to a Harvest or Production action, chosen
with − and + instead of one button per count (issue 20), each count shown with the action value
it reaches and what that value activates.

Rules (seed 001, "Área de cosecha y producción" and "Activando efectos permanentes"): each
servant raises the action's value by 1 (2 servants per +1 with excommunication 2_6, data §3);
the personal bonus tile acts at value 1, every territory (Harvest) or building (Production)
whose number is at most the value is activated.  Presentation only: the legal counts arrive as
``legal`` (the engine's ``servants <n>`` actions), the player's cards and tile from the view.
"""
from __future__ import annotations

from ..core import Action, Decision
from ..i18n import N_, ngettext
from . import data, describe
from .text import TERMS, action_label

AREA_TYPE = {"harvest": "territory", "production": "building"}

LEGEND = N_("Servants to add")
FEWER, MORE = N_("One servant fewer"), N_("One servant more")
VALUE = N_("{area} value {n}")
TILE = N_("bonus tile: {gain}")
NOTHING = N_("nothing is activated")


def stepper(view: dict, decision: Decision, legal, gettext) -> dict | None:
    """The stepper of the ``servants`` decision (:meth:`engine.core.Game.stepper`), or None
    for any other decision or when only one count is legal.

    Returns ``{"legend", "fewer", "more", "step", "steps"}``: translated legend and −/+ names,
    the servants per step (the servant rate) and one entry per legal count, ascending:
    ``{"n": servants, "action": "servants <n>", "label": button text, "value": the action
    value reached, "says": what it activates}``.
    """
    if decision.prompt != "servants" or decision.seat is None:
        return None
    _ = gettext
    counts = sorted(int(a.args[0]) for a in map(_action, legal)
                    if a.verb == "servants" and len(a.args) == 1 and a.args[0].isdigit())
    if len(counts) < 2:
        return None
    rate = counts[1] - counts[0]
    area, base = decision.params["area"], decision.params["base"]
    player = view["players"][decision.seat]
    steps = []
    for n in counts:
        value = base + n // rate
        steps.append({"n": n, "action": f"servants {n}",
                      "label": action_label(None, f"servants {n}", _),
                      "value": value, "says": activates(player, area, value, _, rate=rate)})
    return {"legend": _(LEGEND), "fewer": _(FEWER), "more": _(MORE), "step": rate,
            "steps": steps}


def _action(a) -> Action:
    return a if isinstance(a, Action) else Action.parse(str(a))


def activates(player: dict, area: str, value: int, _, *, rate: int = 1) -> str:
    """"Harvest value 4: bonus tile: 1 wood + …; Forest: 1 wood. 1 more servant also activates
    Gold Mine (5)" for ``player`` (a view's player) acting on ``area`` with ``value``
    (``rate``: servants per +1)."""
    parts = []
    if value >= data.BONUS_TILE_VALUE:
        tile = data.BONUS_TILES[player["tile"]]
        parts.append(_(TILE).format(gain=describe.bundle(getattr(tile, area), _)))
    cards = sorted((data.CARDS[k] for k in player["cards"][AREA_TYPE[area]]),
                   key=lambda card: card.value)
    for card in cards:
        if card.value <= value:
            parts.append(f"{_(TERMS[card.key])}: {describe.effects(card.permanent, _)}")
    text = _(VALUE).format(area=_(TERMS[area]), n=value) + ": " + (
        "; ".join(parts) if parts else _(NOTHING))
    later = [f"{_(TERMS[c.key])} ({c.value})" for c in cards if c.value == value + 1]
    if later:
        text += ". " + ngettext("{n} more servant also activates {cards}",
                                "{n} more servants also activate {cards}", rate, _).format(
            n=rate, cards=", ".join(later))
    return text

