"""Short and full English descriptions of Lorenzo cards and effects, for the board.

Presentation only: the renderer calls these with a gettext function; every fragment is an
English msgid marked with ``N_``.
"""
from __future__ import annotations

from typing import Callable

from . import data

N_ = lambda message: message  # noqa: E731  (marks msgids for Babel; translated when shown)

SHORT = {"wood": N_("wood"), "stone": N_("stone"), "servants": N_("serv."),
         "coins": N_("coins"), "mp": N_("MP"), "fp": N_("FP"), "vp": N_("VP")}
"""Abbreviated kinds for card faces (full names are the game's terms)."""
ONE = {"coins": N_("coin")}
"""Singular forms where they differ."""
TYPE_NAMES = {"territory": N_("Territory"), "building": N_("Building"),
              "character": N_("Character"), "venture": N_("Venture"), "any": N_("any"),
              "harvest": N_("Harvest"), "production": N_("Production")}


def bundle(b, _: Callable[[str], str]) -> str:
    """'2 wood + 1 MP' (empty bundle: '—')."""
    return " + ".join(f"{n} {_(ONE.get(k, SHORT[k]) if n == 1 else SHORT[k])}"
                      for k, n in b) or "—"


def effect(e: tuple, _: Callable[[str], str]) -> str:
    """One effect tuple of data.py as a short phrase."""
    verb = e[0]
    if verb == "gain":
        return bundle(e[1], _)
    if verb == "privileges":
        return _("1 privilege") if e[1] == 1 else _("{n} different privileges").format(n=e[1])
    if verb == "gain_per_card":
        return _("{gain} per {type}").format(gain=bundle(e[2], _), type=_(TYPE_NAMES[e[1]]))
    if verb == "gain_per_mp":
        return _("{gain} per {n} MP").format(gain=bundle(e[2], _), n=e[1])
    if verb == "take":
        text = _("take {type} card ({n})").format(type=_(TYPE_NAMES[e[1]]), n=e[2])
        return text + (" " + _("−{cost}").format(cost=bundle(e[3], _)) if e[3] else "")
    if verb == "harvest":
        return _("Harvest ({n})").format(n=e[1])
    if verb == "production":
        return _("Production ({n})").format(n=e[1])
    if verb == "exchange":
        parts = []
        for pay, got, privileges in e[1]:
            gets = [bundle(got, _)] if got else []
            gets += [_("1 privilege")] * privileges
            parts.append(f"{bundle(pay, _)} → {' + '.join(gets)}")
        return _(" or ").join(parts)
    if verb == "action_bonus":
        return _("+{n} {kind} actions").format(n=e[2], kind=_(TYPE_NAMES.get(e[1], e[1])))
    if verb == "discount":
        return _("{type} cost −{cost}").format(type=_(TYPE_NAMES[e[1]]), cost=bundle(e[2], _))
    if verb == "discount_choice":
        return _("{type} cost −{cost}").format(
            type=_(TYPE_NAMES[e[1]]), cost=_(" or ").join(bundle(o, _) for o in e[2]))
    if verb == "no_floor_bonus":
        return _("no floor bonuses")
    return verb


def effects(es, _) -> str:
    return "; ".join(effect(e, _) for e in es)


def cost(card: data.Card, _, *, short: bool = False) -> str:
    """The card's cost, alternatives joined by 'or' (``short``: the military alternative as
    "2 MP (≥4 MP)", for card faces)."""
    parts = []
    for c in card.costs:
        if c.need_mp and short:
            parts.append(_("{pay} MP (≥{need} MP)").format(need=c.need_mp, pay=c.pay_mp))
        elif c.need_mp:
            parts.append(_("need {need} MP, pay {pay} MP").format(need=c.need_mp, pay=c.pay_mp))
        else:
            parts.append(bundle(c.resources, _))
    return _(" or ").join(parts)


def card_full(card: data.Card, name: str, _) -> str:
    """Full description for a card's tooltip."""
    lines = [_("{card} ({type}, period {period})").format(
        card=name, type=_(TYPE_NAMES[card.type]), period=card.period)]
    if card.type != "territory":
        lines.append(_("Cost: {cost}").format(cost=cost(card, _)))
    if card.immediate:
        lines.append(_("Immediate: {effect}").format(effect=effects(card.immediate, _)))
    if card.type in ("territory", "building"):
        area = _("Harvest") if card.type == "territory" else _("Production")
        lines.append(_("{area} {n}: {effect}").format(area=area, n=card.value,
                                                     effect=effects(card.permanent, _)))
    elif card.permanent:
        lines.append(_("Permanent: {effect}").format(effect=effects(card.permanent, _)))
    if card.end_vp:
        lines.append(_("End of game: {n} VP").format(n=card.end_vp))
    return "\n".join(lines)
