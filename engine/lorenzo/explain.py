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

from ..i18n import N_, ngettext
from . import data, describe
from .text import TERMS, capital

NUMBERS = {
    "fee": data.OCCUPIED_TOWER_FEE, "large": data.LARGE_SPACE_PENALTY,
    "value": data.SPACE_VALUE, "leaders": data.LEADERS_PER_PLAYER,
    "servant_rate": data.SERVANT_RATE,
    "market_all": max(data.MARKET_SPACES),
    "council_coins": dict(data.COUNCIL_REWARD)["coins"],
    **{f"floor_{i}": v for i, v in enumerate(data.FLOOR_VALUES, 1)},
    **{f"slot_{i}": v for i, v in enumerate(data.TERRITORY_SLOT_MP, 1)},
    **{f"territories_{n}": data.TERRITORY_VP[n] for n in range(3, 7)},
    **{f"characters_{n}": data.CHARACTER_VP[n] for n in range(1, 7)},
    **{f"p_{k}": n for option in data.PRIVILEGES.values() for k, n in option},
}
"""The data.py values the explanations quote as ``{placeholders}``."""

TOWERS = {
    "territory": N_("Territory cards: no cost. Their Harvest effect works whenever you "
                    "harvest with enough value. Your 3rd to 6th territory need {slot_3}, "
                    "{slot_4}, {slot_5} and {slot_6} military points; at the end 3–6 "
                    "territories score {territories_3}, {territories_4}, {territories_5}, "
                    "{territories_6} VP."),
    "building": N_("Building cards: paid in resources. Their Production effect works whenever "
                   "you produce with enough value."),
    "character": N_("Character cards: paid in coins; an immediate effect and often a "
                    "permanent one. At the end 1–6 characters score {characters_1}, "
                    "{characters_2}, {characters_3}, {characters_4}, {characters_5}, "
                    "{characters_6} VP."),
    "venture": N_("Venture cards: paid in resources or military points; victory points at "
                  "the end of the game."),
}
"""What each tower's cards are (seed 001, "Cartas de desarrollo" and "Puntuación final")."""

TOWER_RULES = N_("A family member needs the floor's value ({floor_1}, {floor_2}, {floor_3}, "
                 "{floor_4}; servants raise it, {servant_rate} per +1). If the tower already "
                 "holds a family member, pay {fee} coins; never two of your coloured members in "
                 "one tower.")

ABILITIES = {
    "harvest": N_("Once a round: a Harvest action of value {n}, without a family member; "
                  "your character cards' bonuses do not count (servants do)."),
    "production": N_("Once a round: a Production action of value {n}, without a family "
                     "member; your character cards' bonuses do not count (servants do)."),
    "occupied_spaces": N_("You may place family members on action spaces already taken."),
    "no_tower_fee": N_("You never pay the {fee} coins for a tower already occupied."),
    "member_six": N_("Once a round: one coloured family member has value 6."),
    "coin_discount": N_("Every card you take costs {n} coins less (if it costs coins)."),
    "vatican_bonus": N_("Each time you support the Church you gain {n} victory points more."),
    "coloured_bonus": N_("Your coloured family members get +{n} value."),
    "neutral_bonus": N_("Your neutral family member gets +{n} value."),
    "copy_leader": N_("Copy the ability of a leader another player has played."),
    "coloured_five": N_("Your coloured family members have value 5 whatever the dice."),
    "no_territory_mp": N_("You need no military points to place territory cards."),
    "double_card_resources": N_("Each time a card's immediate effect gives resources, you get "
                                "them twice (not points)."),
}
"""Leader abilities that are not plain gains (data §2)."""

PENALTIES = {
    "gain_malus": N_("Each time you gain {what}, you get {n} fewer."),
    "action_malus": N_("Each action to take a {what} card has value −{n}."),
    "area_malus": N_("Each {what} action you take has value −{n}."),
    "member_malus": N_("Your coloured family members have value −{n}."),
    "no_market": N_("You cannot place family members in the Market."),
    "skip_first_turn": N_("You skip your first turn of each round and place that member last."),
    "no_final": N_("At the end, your {what} cards score no victory points."),
    "lose_vp_per_vp": N_("At the end, lose 1 VP for every {n} VP you have."),
    "lose_vp_building_costs": N_("At the end, lose 1 VP for each wood and stone in your "
                                 "buildings' costs."),
}
"""Excommunication penalties (data §3); those whose count takes a noun's form (servant_rate,
lose_vp_per_mp, lose_vp_per_resource) are worded by :func:`_penalty` with
:func:`engine.i18n.ngettext`."""

SINGULAR = {"wood": N_("wood"), "stone": N_("stone"), "servants": N_("servant"),
            "coins": N_("coin"), "mp": N_("military point"), "fp": N_("faith point"),
            "vp": N_("victory point")}
"""Names of one resource or point (more than one: the game's terms)."""


def words(bundle, _) -> str:
    """A bundle in full words: '2 wood + 1 military point' ('—' when empty)."""
    return " + ".join(f"{n} {_(SINGULAR[k]) if n == 1 else _(TERMS[k])}"
                      for k, n in bundle) or "—"


def _take(effect, _) -> str:
    """A free card action in words (data §1.3): "a free action of value 6 to take a Building
    card, paying 1 wood + 1 stone less"."""
    _verb, type_, value, discount = effect
    if type_ == "any":
        text = _("a free action of value {n} to take a card of any type").format(n=value)
    else:
        text = _("a free action of value {n} to take a {type} card").format(
            n=value, type=_(describe.TYPE_NAMES[type_]))
    if discount:
        text += _(", paying {cost} less").format(cost=words(discount, _))
    return text


def phrase(effects, _) -> str:
    """Effects in words: gains and free card actions spelled out, the others in describe.py's
    phrases."""
    return "; ".join(words(e[1], _) if e[0] == "gain" else _take(e, _) if e[0] == "take"
                     else describe.effect(e, _) for e in effects)


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
            "A personal bonus tile: a Harvest of value {n} or more gives {harvest}; a "
            "Production of value {n} or more gives {production}.").format(n=data.BONUS_TILE_VALUE,
                                                     harvest=words(tile.harvest, _),
                                                     production=words(tile.production, _)),
            _("It works on every Harvest and Production you take. In a Production its gains "
              "come at the end, with your buildings' gains, so they cannot pay a building's "
              "exchange.")))
    if kind == "excommunication" and ident in data.EXCOMMUNICATION:
        ex = data.EXCOMMUNICATION[ident]
        return "\n".join((
            _("Excommunication, period {n}").format(n=ex.period),
            _penalty(ex.penalty, _, term),
            _("Vatican report at the end of period {n}: with {fp} faith points or more you may "
              "support the Church (lose all faith points, gain their victory points); "
              "otherwise you take this tile for the rest of the game.").format(
                n=ex.period, fp=data.FAITH_REQUIRED[ex.period])))
    if kind == "tower" and ident in TOWERS:
        return "\n".join((term(ident), _(TOWERS[ident]).format(**NUMBERS),
                          _(TOWER_RULES).format(**NUMBERS)))
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
        return "\n".join((_("A leader in hand (secret)"), _(LEADER_RULES).format(**NUMBERS)))
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
        lines.append(ngettext("End of the game: {n} victory point.",
                              "End of the game: {n} victory points.", card.end_vp, _)
                     .format(n=card.end_vp))
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
                                            else "", fee=data.OCCUPIED_TOWER_FEE)
    return "\n".join((
        _("Leader: {name}").format(name=term(leader.key)),
        _("To play it you must hold (not pay): {needs}.").format(needs=", ".join(needs)),
        ability,
        _("Or discard it from your hand for a council privilege.")))


LEADER_RULES = N_("Advanced game: each player drafts {leaders} leaders. Play one when you hold its "
                  "requirement (it is not paid); a once-a-round ability is used with ✓. Or "
                  "discard one for a council privilege.")


def _penalty(penalty: tuple, _, term) -> str:
    """One excommunication penalty (data §3) in words, its number from data.py."""
    verb = penalty[0]
    if verb == "servant_rate":
        return ngettext("Each +1 of value costs {n} servant.",
                        "Each +1 of value costs {n} servants.", penalty[1], _).format(n=penalty[1])
    if verb == "lose_vp_per_mp":
        return ngettext("At the end, lose 1 VP for every {n} military point.",
                        "At the end, lose 1 VP for every {n} military points.",
                        penalty[1], _).format(n=penalty[1])
    if verb == "lose_vp_per_resource":
        return ngettext("At the end, lose 1 VP for every {n} resource you hold.",
                        "At the end, lose 1 VP for every {n} resources you hold.",
                        penalty[1], _).format(n=penalty[1])
    text = _(PENALTIES[verb])
    if verb == "gain_malus":
        return text.format(what=_(" or ").join(term(k) for k in penalty[1]), n=penalty[2])
    if verb == "action_malus" and penalty[1] in ("harvest", "production"):
        return _(PENALTIES["area_malus"]).format(what=_(describe.TYPE_NAMES[penalty[1]]),
                                                 n=penalty[2])
    if verb == "action_malus":
        return text.format(what=_(describe.TYPE_NAMES[penalty[1]]), n=penalty[2])
    if verb == "no_final":
        return text.format(what=_(describe.TYPE_NAMES[penalty[1]]))
    if verb in ("member_malus", "lose_vp_per_vp"):
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
        lines.append(_(TOWER_RULES).format(**NUMBERS))
        return "\n".join(lines)
    if len(tokens) == 2 and tokens[0] == "market" and tokens[1] in "1234":
        i = int(tokens[1]) - 1
        reward = data.MARKET[i]
        gain = (describe.effect(reward, _) if reward[0] == "privileges"
                else words(reward, _))
        lines = [capital(term(space)), _("Value {value}; gives {gain}. One family member "
                                         "only.").format(gain=gain, **NUMBERS)]
        if i >= data.MARKET_SPACES[3]:
            lines.append(_("Open only with {market_all} players.").format(**NUMBERS))
        return "\n".join(lines)
    if space == "council":
        return "\n".join((term("council"), _(
            "Value {value}; gives {council_coins} coin and 1 council privilege. Any number of "
            "family members.").format(**NUMBERS),
            _("The order in which members arrive here sets the next round's turn order."),
            _("Privileges: {p_wood} wood + {p_stone} stone, {p_servants} servants, {p_coins} "
              "coins, {p_mp} military points or {p_fp} faith point.").format(**NUMBERS)))
    if len(tokens) == 2 and tokens[0] in ("harvest", "production") and tokens[1] in "12":
        area = tokens[0]
        if tokens[1] == "1":
            rule = _("Value {value} or more; one family member only; the action's value is "
                     "the member's (servants raise it, {servant_rate} per +1).").format(**NUMBERS)
        else:
            rule = _("Any number of family members, each action at value −{large}; covered "
                     "in 2-player games.").format(**NUMBERS)
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
    ("−{large}", N_("the large Harvest/Production space: action value −{large}")),
)
"""The board's symbols and what they mean; ``{large}``: data.LARGE_SPACE_PENALTY (:func:`legend`)."""


def legend(_) -> list[tuple[str, str]]:
    """Lorenzo's icon legend, translated (``Game.legend``); the large Harvest/Production
    space's penalty is data.LARGE_SPACE_PENALTY (seed 001), read when it is called."""
    short = {"MP": describe.SHORT["mp"], "FP": describe.SHORT["fp"], "VP": describe.SHORT["vp"]}
    def symbol_of(symbol: str) -> str:
        words = [_(short[w]) if w in short else w for w in symbol.split(" ")]
        return " ".join(words)                # "≥4 MP" is "≥4 PM" in Spanish too
    large = {"large": data.LARGE_SPACE_PENALTY}
    return [(symbol_of(symbol.format(**large)), _(meaning).format(**large))
            for symbol, meaning in LEGEND]
