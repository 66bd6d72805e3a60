"""Plus Ultra's explanations of the characters (seed 002 / seed 000, "Personajes"): each
character's passive and active actions, the edition's different wording, the numbers they
quote from data.py; :mod:`engine.plus_ultra.explain` answers ``plus_ultra:character:<id>``
with :func:`character_lines`.
"""
from __future__ import annotations

from . import data
from ..i18n import N_, ngettext
from ..tour import assumed

CHARACTERS = {
    "admiral": (None,
                N_("1: move a goods tile from the New World to the Market; {new_gp} GP more if "
                   "those goods are not in the Market yet, and 1 trade marker."),
                N_("2: place {markers} of your trade markers in Maritime Trade and gain "
                   "{gain_ducats}.")),
    "cardinal": (N_("Passive: {income_ducats} for each bull another player buys this turn."),
                 N_("1: donate goods from the Market to the Church for {donation} GP; if those "
                    "goods are not in the Church yet, pay {price_ducats} to put your rosetón on "
                    "them."),
                 N_("2: gain a bull.")),
    "merchant": (None,
                 N_("1: sell the top tile of the Surplus or the tile in Market slot 1 (the "
                    "right-most): {price_ducats}, less {discount} for each equal tile left in the "
                    "Market."),
                 N_("2: buy titles: {titles}.")),
    "constable": (N_("Passive: {gp} GP if Spain wins the war this turn."),
                  N_("1: send an active tercio to the European Wars; if the war level is "
                     "already reached, swap yours for a tercio there (it goes back tired)."),
                  N_("2: gain a tercio, active or tired as you choose.")),
    "conquistador": (None,
                     N_("1: explore the first face-down New World tile: goods give {gp} GP, "
                        "natives may be captured, a colony goes to the first free colony row "
                        "(build a house there for {house_ducats})."),
                     N_("2: send goods from the New World to the Surplus and gain {gain_ducats}.")),
    "pirate": (None,
               N_("1: remove any player's trade marker and gain {gain_ducats}."),
               N_("2: remove a face-up goods tile of the New World and gain {gain_ducats}.")),
    "king": (N_("Passive: when the King acts, its player moves to first place in Peer Order."),
             N_("1: gain GP by Crown wealth ({table})."),
             N_("2: tax: every other player loses {tax_ducats} or {tax} GP; the Crown gains "
                "{crown_ducats}.")),
    "secretary": (N_("Passive: {gp} GP at the reveal if nobody else has the King."),
                  N_("1: pay {share_ducats} and {share} from the Crown: gain a rosetón or a house, or put "
                     "a marker on Magellan's voyage."),
                  N_("2: advance {peer_steps} in Peer Order and gain {gain_ducats}.")),
    "viceroy": (N_("Passive: at the reveal, {gain_ducats} for each colony where you have at least "
                   "one house."),
                N_("1: pay {share_ducats} and {share} from the Crown: build a house in a colony."),
                N_("2: capture natives: spend a bull, or pay {share_ducats} and {share} from the "
                   "Crown and "
                   "tire a tercio.")),
}
"""Each character's passive action (or None) and its two active actions (seed 002,
"Personajes"; the Viceroy, whose text seed 002 does not print, after seed 000: Q-40)."""

PIRATE_IDLE = N_("When neither action has a target (no trade markers, no goods to take), "
                 "either one still gives {gain_ducats}.")
"""The Pirate's note (Pirata, Nota, both seeds): shown with the Pirate's actions."""

EARLY_ACTIONS = {
    "admiral": (None, N_("2: advance your marker {markers_steps} on the Maritime Trade track "
                         "and gain {gain_ducats}.")),
    "cardinal": (N_("1: donate the Market tile below an empty Church space, or the top tile "
                    "of the Surplus, for {donation} GP; you may turn a face-up rosetón card of yours "
                    "for {high} GP (gold, gems) or {low} GP (silver, spices)."), None),
    "secretary": (N_("1: pay {share_ducats} and {share} from the Crown: gain a rosetón card, a house or a "
                     "Magellan card."),
                  N_("2: buy an estate for {n_ducats}.")),
    "pirate": (N_("1: move any player's Maritime Trade marker {sink_steps} back and gain "
                  "{gain_ducats}."),
               N_("2: remove goods next to a colony and gain {gain_ducats}; each player with "
                  "at least one house in that colony tires a tercio or loses {toll_ducats}.")),
}
"""Active actions (1, 2; None: as in seed 002) that read differently in the earlier edition
(seed 000, "Personajes")."""


def roseton_gp() -> dict:
    """The GP a rosetón brings on a Church space of gold or gems (high) and of silver or
    spices (low): data.ROSETON_GP (seed 002, "Iglesia")."""
    return {"high": data.ROSETON_GP["gold"], "low": data.ROSETON_GP["silver"]}


def character_numbers(ident: str, view: dict | None, _) -> dict:
    """The numbers a character's lines quote (``{brace}`` name → value), from data.py and the
    view (``view``: the view on screen; the characters' values do not depend on its edition)
    and ``_`` (gettext: the Merchant's titles are words)."""
    if ident == "merchant":
        titles = ", ".join(_("{d} for {gp} GP").format(d=d, gp=gp)
                           for d, gp in data.MERCHANT_TITLES.items())
        return {"titles": titles, "price": data.MERCHANT_PRICE,
                "discount": data.MERCHANT_DISCOUNT}
    if ident == "king":
        table: dict[int, list[int]] = {}
        for wealth, gp in enumerate(data.KING_TABLE):
            table.setdefault(gp, []).append(wealth)
        return {"table": ", ".join(f"{w[0]}–{w[-1]}: {gp}" if len(w) > 1 else f"{w[0]}: {gp}"
                                   for gp, w in table.items()),
                "tax": data.KING_TAX, "crown": data.KING_TAX_CROWN}
    if ident == "cardinal":
        return {**roseton_gp(), "donation": data.DONATION_GP, "price": data.ROSETON_PRICE,
                "income": data.CARDINAL_DUCATS}
    if ident == "admiral":
        return {"new_gp": data.ADMIRAL_NEW_GP, "markers": data.ADMIRAL_MARKERS,
                "gain": data.ADMIRAL_DUCATS}
    if ident == "secretary":
        return {"n": data.SECRETARY_ESTATE_PRICE, "gp": data.SECRETARY_GP,
                "gain": data.SECRETARY_DUCATS, "share": data.CROWN_SHARE,
                "peer": data.SECRETARY_STEPS}
    if ident == "constable":
        return {"gp": data.CONSTABLE_GP}
    if ident == "conquistador":
        return {"gp": data.EXPLORE_GP, "house": data.EXPLORE_HOUSE_PRICE,
                "gain": data.CONQUISTADOR_DUCATS}
    if ident == "pirate":
        return {"gain": data.PIRATE_DUCATS, "toll": data.PIRATE_TOLL, "sink": data.PIRATE_SINK}
    if ident == "viceroy":
        return {"gain": data.VICEROY_DUCATS, "share": data.CROWN_SHARE}
    return {}


def counted(numbers: dict, _) -> dict[str, str]:
    """Each whole number of ``numbers`` as counted words in its count's form (``ngettext``
    with ``_``'s plural rule), by brace name: ``<name>_ducats`` ("1 ducat", "3 ducats") and
    ``<name>_steps`` ("1 step"), which the texts quote where the number counts ducats or steps.

    >>> counted({"gain": 1, "sink": 2, "titles": "…"}, lambda s: s)["gain_ducats"]
    '1 ducat'
    """
    words: dict[str, str] = {}
    for name, n in numbers.items():
        if type(n) is int:
            words[f"{name}_ducats"] = ngettext("{n} ducat", "{n} ducats", n, _).format(n=n)
            words[f"{name}_steps"] = ngettext("{n} step", "{n} steps", n, _).format(n=n)
    return words


def character_lines(ident: str, early: bool, view: dict | None, _, term) -> list[str]:
    """A character's explanation, line by line: name, passive, actions 1 and 2 (the
    edition's: ``early`` for seed 000), notes, goods; translated with ``_``, ``term`` giving a
    component id's translated name.  Values the rulebooks leave open end with
    :func:`engine.tour.assumed` (docs/DATA.md: P-04, P-10, Q-40).

    Raises:
        KeyError: ``ident`` is not in :data:`CHARACTERS`."""
    passive, one, two = CHARACTERS[ident]
    if early and ident in EARLY_ACTIONS:
        one = EARLY_ACTIONS[ident][0] or one
        two = EARLY_ACTIONS[ident][1] or two
    numbers = character_numbers(ident, view, _)
    numbers.update(counted(numbers, _))
    lines = [term(ident)]
    viceroy = " " + assumed(_) if ident == "viceroy" and not early else ""   # seed 002
    if passive:                                                           # prints no Viceroy
        lines.append(_(passive).format(**numbers) + viceroy)
    lines.append(_(one).format(**numbers) + viceroy + (
        " " + assumed(_) if ident == "king" and not early else ""))  # P-04: "ver tablero"
    lines.append(_(two).format(**numbers) + viceroy)
    if ident == "pirate":
        lines.append(_(PIRATE_IDLE).format(**numbers))
    goods = _("Its goods: {goods} (if it is the character set aside, the Crown takes those "
              "goods from the Market).").format(goods=_(data.TERMS[data.CHARACTER_ICON[ident]]))
    if ident not in data.PRINTED_ICONS:
        goods += " " + assumed(_)                            # P-10
    lines.append(goods)
    return lines
