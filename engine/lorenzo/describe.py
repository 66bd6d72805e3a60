"""Short and full English descriptions of Lorenzo cards and effects, for the board.

Presentation only: the renderer calls these with a gettext function; every fragment is an
English msgid marked with ``N_``.
"""
from __future__ import annotations

from typing import Callable

from ..i18n import N_  # marks msgids for Babel; translated when shown
from . import data

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


ABILITIES = {
    "occupied_spaces": N_("Place family members on occupied action spaces"),
    "no_tower_fee": N_("Never pay the 3 coins of an occupied tower"),
    "member_six": N_("One coloured family member has value 6"),
    "coin_discount": N_("Cards cost {n} coins less"),
    "vatican_bonus": N_("+{n} VP when you support the Church"),
    "coloured_bonus": N_("Coloured family members +{n}"),
    "neutral_bonus": N_("Neutral family member +{n}"),
    "copy_leader": N_("Copy the ability of a leader another player played"),
    "coloured_five": N_("Coloured family members have value 5"),
    "no_territory_mp": N_("Territories need no military points"),
    "double_card_resources": N_("Resources of cards' immediate effects twice"),
}
"""Permanent leader abilities by verb (data §2), as short phrases."""


def leader_requirement(leader: data.Leader, _) -> str:
    """What must be held to play ``leader`` (data §2): "5 Ventures", "6 of one type + …"."""
    parts = []
    for type_, n in leader.cards:
        if type_ == "same":
            parts.append(_("{n} cards of one type").format(n=n))
        else:
            parts.append(f"{n} {_(TYPE_PLURALS[type_])}")
    if leader.resources:
        parts.append(bundle(leader.resources, _))
    return " + ".join(parts)


def leader_ability(leader: data.Leader, _) -> str:
    """The ability of ``leader`` (data §2), "1×/round: " first when once per round."""
    verb = leader.ability[0]
    if verb in ("harvest", "production"):
        text = _("{area} action of value {n} (servants only)").format(
            area=_(TYPE_NAMES[verb]), n=leader.ability[1])
    elif verb in ABILITIES:
        text = _(ABILITIES[verb]).format(n=(leader.ability[1:] or ("",))[0])
    else:
        text = effect(leader.ability, _)
    return _("1×/round: {ability}").format(ability=text) if leader.once_per_round else text


TYPE_PLURALS = {"territory": N_("Territories"), "building": N_("Buildings"),
                "character": N_("Characters"), "venture": N_("Ventures")}
"""Card types in the plural, for counts of cards held."""


def tile_text(tile: data.BonusTile, _) -> str:
    """A personal bonus tile's two gains (data §4): "Harvest: … · Production: …"."""
    return _("Harvest: {harvest} · Production: {production}").format(
        harvest=bundle(tile.harvest, _), production=bundle(tile.production, _))
