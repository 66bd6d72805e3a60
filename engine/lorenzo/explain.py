"""Lorenzo il Magnifico's explanations of board elements (issue 21; ``Game.explain``): every
development card (cost, immediate and permanent effects, generated from the card data of
data.py with describe.py's phrases), leaders (requirement and ability), personal bonus tiles,
excommunication tiles and action spaces, in our own words after seed 001 ("Acciones",
"Informe del Vaticano", "Puntuación final") and ../shared/rules/lorenzo-data.md.

Keys (``data-explain`` on the board, engine/lorenzo/render.py): ``lorenzo:card:<key>``,
``lorenzo:leader:<key>``, ``lorenzo:tile:<key>``, ``lorenzo:excommunication:<key>``,
``lorenzo:space:<space>`` (``territory-1`` … ``venture-4``, ``market-1`` … ``market-4``,
``council``, ``harvest-1``, ``harvest-2``, ``production-1``, ``production-2``),
``lorenzo:tower:<type>`` and ``lorenzo:die:<colour>``; ``lorenzo:leader:hidden`` is another
player's leader in hand (its back).
"""
from __future__ import annotations

from ..i18n import N_
from . import data, describe
from .text import TERMS, capital

TOWERS = {
    "territory": N_("Territory cards: no cost. Their Harvest effect works whenever you "
                    "harvest with enough value. Your 3rd to 6th territory need 3, 7, 12 and "
                    "18 military points; at the end 3–6 territories score 1, 4, 10, 20 VP."),
    "building": N_("Building cards: paid in resources. Their Production effect works whenever "
                   "you produce with enough value."),
    "character": N_("Character cards: paid in coins; an immediate effect and often a "
                    "permanent one. At the end 1–6 characters score 1, 3, 6, 10, 15, 21 VP."),
    "venture": N_("Venture cards: paid in resources or military points; victory points at "
                  "the end of the game."),
}
"""What each tower's cards are (seed 001, "Cartas de desarrollo" and "Puntuación final")."""

TOWER_RULES = N_("A family member needs the floor's value (1, 3, 5, 7; servants add 1 each). "
                 "If the tower already holds a family member, pay 3 coins; never two of your "
                 "coloured members in one tower.")

ABILITIES = {
    "harvest": N_("Once a round: a Harvest action of value {n}, without a family member."),
    "production": N_("Once a round: a Production action of value {n}, without a family "
                     "member."),
    "occupied_spaces": N_("You may place family members on action spaces already taken."),
    "no_tower_fee": N_("You never pay the 3 coins for a tower already occupied."),
    "member_six": N_("Once a round: one coloured family member has value 6."),
    "coin_discount": N_("Every card you take costs 3 coins less (if it costs coins)."),
    "vatican_bonus": N_("Each time you support the Church you gain 5 victory points more."),
    "coloured_bonus": N_("Your coloured family members get +2 value."),
    "neutral_bonus": N_("Your neutral family member gets +3 value."),
    "copy_leader": N_("Copy the ability of a leader another player has played."),
    "coloured_five": N_("Your coloured family members have value 5 whatever the dice."),
    "no_territory_mp": N_("You need no military points to place territory cards."),
    "double_card_resources": N_("Each time a card's immediate effect gives resources, you get "
                                "them twice (not points)."),
}
"""Leader abilities that are not plain gains (data §2)."""

PENALTIES = {
    "gain_malus": N_("Each time you gain {what}, you get 1 fewer."),
    "action_malus": N_("Each {what} action you take has value −{n}."),
    "member_malus": N_("Your coloured family members have value −{n}."),
    "no_market": N_("You cannot place family members in the Market."),
    "servant_rate": N_("Each +1 of value costs {n} servants."),
    "skip_first_turn": N_("You skip your first turn of each round and place that member last."),
    "no_final": N_("At the end, your {what} cards score no victory points."),
    "lose_vp_per_vp": N_("At the end, lose 1 VP for every {n} VP you have."),
    "lose_vp_per_mp": N_("At the end, lose 1 VP for every {n} military point."),
    "lose_vp_building_costs": N_("At the end, lose 1 VP for each wood and stone in your "
                                 "buildings' costs."),
    "lose_vp_per_resource": N_("At the end, lose 1 VP for every {n} resource you hold."),
}
"""Excommunication penalties (data §3)."""

SINGULAR = {"wood": N_("wood"), "stone": N_("stone"), "servants": N_("servant"),
            "coins": N_("coin"), "mp": N_("military point"), "fp": N_("faith point"),
            "vp": N_("victory point")}
"""Names of one resource or point (more than one: the game's terms)."""


def words(bundle, _) -> str:
    """A bundle in full words: '2 wood + 1 military point' ('—' when empty)."""
    return " + ".join(f"{n} {_(SINGULAR[k]) if n == 1 else _(TERMS[k])}"
                      for k, n in bundle) or "—"


def phrase(effects, _) -> str:
    """Effects in words: gains spelled out, the others in describe.py's phrases."""
    return "; ".join(words(e[1], _) if e[0] == "gain" else describe.effect(e, _)
                     for e in effects)


AREA_TEXT = {
    "harvest": N_("Activates your personal bonus tile and the Harvest effect of each "
                  "territory whose value is at most the action value."),
    "production": N_("Activates your personal bonus tile and the Production effect of each "
                     "building whose value is at most the action value."),
}


def explain(key: str, _, view: dict | None = None) -> str | None:
    """The explanation of ``lorenzo:<kind>:<id>`` (see the module docstring), or None."""
    parts = key.split(":")
    if len(parts) != 3 or parts[0] != "lorenzo":
        return None
    kind, ident = parts[1], parts[2]
    term = lambda k: _(TERMS.get(k, k))  # noqa: E731
    if kind == "card" and ident in data.CARDS:
        return _card(data.CARDS[ident], _, term)
    if kind == "leader" and ident in data.LEADER:
        return _leader(data.LEADER[ident], _, term)
    if kind == "tile" and ident in data.BONUS_TILES:
        tile = data.BONUS_TILES[ident]
        return "\n".join((term(ident), _(
            "A personal bonus tile: a Harvest of value 1 or more gives {harvest}; a Production "
            "gives {production}.").format(harvest=words(tile.harvest, _),
                                          production=words(tile.production, _)),
            _("It works before your cards, on every Harvest and Production you take.")))
    if kind == "excommunication" and ident in data.EXCOMMUNICATION:
        tile = data.EXCOMMUNICATION[ident]
        return "\n".join((
            _("Excommunication, period {n}").format(n=tile.period),
            _penalty(tile.penalty, _, term),
            _("Vatican report at the end of period {n}: with {fp} faith points or more you may "
              "support the Church (lose all faith points, gain their victory points); "
              "otherwise you take this tile for the rest of the game.").format(
                n=tile.period, fp=data.FAITH_REQUIRED[tile.period])))
    if kind == "tower" and ident in TOWERS:
        return "\n".join((term(ident), _(TOWERS[ident]), _(TOWER_RULES)))
    if kind == "die" and ident in data.DICE:
        value = ((view or {}).get("dice") or {}).get(ident)
        name = _("{colour} die").format(colour=term(ident))
        lines = [name[:1].upper() + name[1:],
                 _("Gives the value of each player's {colour} family member this round.")
                 .format(colour=term(ident))]
        if value:
            lines.append(_("This round: {n}.").format(n=value))
        return "\n".join(lines)
    if kind == "space":
        return _space(ident.replace("-", " "), _, term, view or {})
    if kind == "leader" and ident == "hidden":
        return "\n".join((_("A leader in hand (secret)"), _(LEADER_RULES)))
    return None


def _card(card: data.Card, _, term) -> str:
    lines = [term(card.key),
             _("{type} card, period {period}.").format(
                 type=_(describe.TYPE_NAMES[card.type]), period=card.period)]
    if card.type != "territory":
        lines.append(_("Cost: {cost}.").format(cost=describe.cost(card, _)))
    else:
        lines.append(_("No cost; a 3rd to 6th territory needs military points."))
    if card.immediate:
        lines.append(_("Immediate effect (⚡), when you take it: {effect}.").format(
            effect=phrase(card.immediate, _)))
    if card.type == "territory":
        lines.append(_("Harvest effect (⚄{n}): each Harvest of value {n} or more gives "
                       "{effect}.").format(n=card.value, effect=phrase(card.permanent, _)))
    elif card.type == "building":
        lines.append(_("Production effect (⚄{n}): each Production of value {n} or more: "
                       "{effect}.").format(n=card.value, effect=phrase(card.permanent, _)))
    elif card.permanent:
        lines.append(_("Permanent effect (∞), for the rest of the game: {effect}.").format(
            effect=phrase(card.permanent, _)))
    if card.end_vp:
        lines.append(_("End of the game: {n} victory points.").format(n=card.end_vp))
    return "\n".join(lines)


def _leader(leader: data.Leader, _, term) -> str:
    needs = [_("{n} {type} cards").format(n=n, type=_(describe.TYPE_NAMES[t])) if t != "same" else
             _("{n} cards of one type").format(n=n) for t, n in leader.cards]
    if leader.resources:
        needs.append(words(leader.resources, _))
    verb = leader.ability[0]
    if verb in ("gain", "privileges"):
        ability = _("Once a round: gain {gain}.").format(gain=phrase((leader.ability,), _))
    else:
        ability = _(ABILITIES[verb]).format(n=leader.ability[1] if len(leader.ability) > 1
                                            else "")
    return "\n".join((
        _("Leader: {name}").format(name=term(leader.key)),
        _("To play it you must hold (not pay): {needs}.").format(needs=", ".join(needs)),
        ability,
        _("Or discard it from your hand for a council privilege.")))


LEADER_RULES = N_("Advanced game: each player drafts 4 leaders. Play one when you hold its "
                  "requirement (it is not paid); a once-a-round ability is used with ✓. Or "
                  "discard one for a council privilege.")


def _penalty(penalty: tuple, _, term) -> str:
    verb = penalty[0]
    text = _(PENALTIES[verb])
    if verb == "gain_malus":
        return text.format(what=_(" or ").join(term(k) for k in penalty[1]))
    if verb == "action_malus":
        return text.format(what=_(describe.TYPE_NAMES[penalty[1]]), n=penalty[2])
    if verb == "no_final":
        return text.format(what=_(describe.TYPE_NAMES[penalty[1]]))
    if verb in ("member_malus", "servant_rate", "lose_vp_per_vp", "lose_vp_per_mp",
                "lose_vp_per_resource"):
        return text.format(n=penalty[1])
    return text


def _space(space: str, _, term, view: dict) -> str | None:
    tokens = space.split()
    if len(tokens) == 2 and tokens[0] in data.TYPES and tokens[1] in "1234":
        tower, floor = tokens[0], int(tokens[1])
        bonus = data.FLOOR_BONUS[tower][floor - 1]
        lines = [capital(term(space)),
                 _("Needs a family member of value {n}; take the card beside it.").format(
                     n=data.FLOOR_VALUES[floor - 1])]
        if bonus:
            lines.append(_("Floor bonus: {bonus}, before you pay the card.").format(
                bonus=words(bonus, _)))
        lines.append(_(TOWER_RULES))
        return "\n".join(lines)
    if len(tokens) == 2 and tokens[0] == "market" and tokens[1] in "1234":
        i = int(tokens[1]) - 1
        reward = data.MARKET[i]
        gain = (describe.effect(reward, _) if reward[0] == "privileges"
                else words(reward, _))
        lines = [capital(term(space)), _("Value 1; gives {gain}. One family member only.").format(
            gain=gain)]
        if i >= 2:
            lines.append(_("Open only with 4 players."))
        return "\n".join(lines)
    if space == "council":
        return "\n".join((term("council"), _(
            "Value 1; gives 1 coin and 1 council privilege. Any number of family members."),
            _("The order in which members arrive here sets the next round's turn order."),
            _("Privileges: 1 wood + 1 stone, 2 servants, 2 coins, 2 military points or 1 "
              "faith point.")))
    if len(tokens) == 2 and tokens[0] in ("harvest", "production") and tokens[1] in "12":
        area = tokens[0]
        if tokens[1] == "1":
            rule = _("Value 1 or more; one family member only; the action's value is the "
                     "member's (servants add 1 each).")
        else:
            rule = _("Any number of family members, each action at value −3; covered in "
                     "2-player games.")
        return "\n".join((capital(term(space)), rule, _(AREA_TEXT[area])))
    return None


LEGEND = (
    ("$", N_("the card's cost")),
    ("⚡", N_("immediate effect, once, when you take the card")),
    ("⚄3", N_("Harvest or Production effect, for actions of value 3 or more")),
    ("∞", N_("permanent effect of a character card")),
    ("MP", N_("military points")),
    ("FP", N_("faith points")),
    ("VP", N_("victory points")),
    ("≥4 MP", N_("military points you must hold to pay a venture with military points")),
    ("✓", N_("a leader's once-a-round ability already used this round")),
    ("−3", N_("the large Harvest/Production space: action value −3")),
)
"""The board's symbols and what they mean."""


def legend(_) -> list[tuple[str, str]]:
    """Lorenzo's icon legend, translated (``Game.legend``)."""
    short = {"MP": describe.SHORT["mp"], "FP": describe.SHORT["fp"], "VP": describe.SHORT["vp"]}
    def symbol_of(symbol: str) -> str:
        words = [_(short[w]) if w in short else w for w in symbol.split(" ")]
        return " ".join(words)                # "≥4 MP" is "≥4 PM" in Spanish too
    return [(symbol_of(symbol), _(meaning)) for symbol, meaning in LEGEND]
