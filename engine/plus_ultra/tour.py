"""Plus Ultra's guided tour (issue 21): eight steps on real positions, built on seed 002's
worked examples (the tercio bidding example of "Colocación de Tercios", the Merchant set
aside in "Riqueza de la Corona") and key rules (the draft, a character's two actions, the
war, bulls, the Church, natives), in the published rules (variant ``reglamento``).

The positions are recorded games (``tour_games.py``, written by tools/tour_plus_ultra.py:
each seed's game once, each step an index into it);
the texts are ours, with the numbers of each position read from its states.  The earlier
edition (variant ``early``, seed 000) has a tour of its own, tour_early.py.
"""
from __future__ import annotations

from ..i18n import N_, ngettext
from ..tour import TourStep, assumed, before_after, position_doc
from ..tourbook import recorded
from . import data
from .scoring import natives_gp
from .tour_checks import CHECKS as TOUR_CHECKS
from .tour_checks import mover
from .tour_games import GAMES, POSITIONS

SOURCES = {
    "draft": "seed 002 § Personajes",
    "bidding": "seed 002 § Colocación de Tercios",
    "constable": "seed 002 § Guerras Europeas",
    "admiral": "seed 002 § Comercio marítimo",
    "bull": "seed 002 § Bulas",
    "church": "seed 002 § Iglesia",
    "natives": "seed 002 § Personajes",
    "hoarding": "seed 002 § Riqueza de la Corona",
}
"""Each step's rule source: seed file and section heading (as the seed writes it)."""

FOCUS = {
    "draft": ("plus_ultra:zone:peer-order",),
    "bidding": ("plus_ultra:zone:wars",),
    "constable": ("plus_ultra:zone:wars", "plus_ultra:character:constable"),
    "admiral": ("plus_ultra:zone:trade", "plus_ultra:character:admiral"),
    "bull": ("plus_ultra:zone:bulls", "plus_ultra:character:admiral"),
    "church": ("plus_ultra:zone:church",),
    "natives": ("plus_ultra:zone:new-world",),
    "hoarding": ("plus_ultra:zone:crown", "plus_ultra:zone:market"),
}
"""The board parts (``data-explain`` keys) each step points at."""

CHECKS = TOUR_CHECKS
"""Per step, what its texts claim about its position (:class:`engine.tour.Check`; written in
tour_checks.py)."""


VARIANTS = ("reglamento", "early")
"""The rules editions with a tour (``Game.tour_variants``): the published rules' (this
module's steps) and the earlier edition's (tour_early.py)."""


def steps(_, variant: str = "reglamento") -> list[TourStep]:
    """The tour's steps in teaching order, texts translated by ``_`` (a gettext); ``variant``
    ``early``: the earlier edition's tour (tour_early.py).

    Raises:
        engine.core.SaveError: a recorded game no longer replays (run tools/tour_plus_ultra.py).
        KeyError: a variant without a tour.
    """
    if variant != "reglamento":
        if variant != "early":
            raise KeyError(variant)
        from . import tour_early
        return tour_early.steps(_)
    out = []
    for step_id, position in POSITIONS.items():
        doc = position_doc("plus_ultra", recorded(position, GAMES))
        index = position["index"]
        before, after = before_after(doc, index)
        title, text, after_text = TEXTS[step_id](before, after, _)
        out.append(TourStep(id=step_id, title=title, text=text, doc=doc, index=index,
                            move=doc["actions"][index], after=after_text,
                            source=SOURCES[step_id], focus=FOCUS[step_id],
                            checks=CHECKS.get(step_id, ())))
    return out


def _draft(s, t, _):
    seat = mover(s)
    return (
        _(N_("Choosing characters")),
        _(N_("Each turn the {count} characters are shuffled and one is set aside face down, "
             "unseen by all. Then, in Peer Order, each player takes one character, and again "
             "until everyone holds two. {name} is first in Peer Order this turn and picks "
             "first: take the Admiral.")).format(name=s.names[seat],
                                                 count=len(data.CHARACTERS)),
        _(N_("{name} holds the Admiral. When everyone holds two characters they are "
             "revealed; in each of the turn's two rounds every player acts with one of them. "
             "The set-aside character is turned face up at the end of the turn, and the Crown "
             "takes the goods its card shows from the Market.")).format(name=s.names[seat]))


def _bidding(s, t, _):
    order = s.turn_order
    first, second, third = (s.names[seat] for seat in order)
    war = [t.names[seat] for seat in t.war]
    shown = [s.p(seat).bid for seat in order[:2]] + [s.p(order[2]).tercios_active]
    return (
        _(N_("Bidding tercios for the war")),
        _(N_("The war level this turn is {level}. Each player secretly takes any number of "
             "their active tercios, and all show them at once. Whoever shows most places one "
             "tercio on the European Wars first, then the next, in turn, until the level is "
             "reached; ties go by Peer Order ({first}, {second}, {third}). {first} and "
             "{second} have chosen; you are {third}: show both your tercios.")).format(
            level=s.war_level, first=first, second=second, third=third),
        _(N_("As in the rulebook's example: {first} showed {bid_1}, {second} {bid_2}, {third} "
             "{bid_3}. {first} and {third} tie with {bid_1}, and {first} places first, being "
             "ahead in Peer Order; then {third}; then {second} places the one tercio shown. The "
             "wars now hold {placed}: the level of {level} is reached, so the other tercios "
             "shown go back to their owners' reserves tired.")).format(
            first=first, second=second, third=third, level=s.war_level,
            placed=", ".join(war), bid_1=shown[0], bid_2=shown[1], bid_3=shown[2]))


def _constable(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    return (
        _(N_("Winning the war in Europe")),
        _(N_("The war level is {level} and {placed} of its spaces hold tercios. If at the end "
             "of the turn the tercios placed equal the level, Spain wins the war and each "
             "tercio placed gives its owner {war_gp} GP. The Constable's first action puts one "
             "of your active tercios in the first free space: {name}, fill the last one.")).format(
            level=s.war_level, placed=len(s.war), name=name, war_gp=data.WAR_GP),
        _(N_("All {level} spaces are filled. If it stays so until the end of the turn, Spain "
             "wins: {name} gains {war_gp} GP for the tercio, and {constable_gp} GP more for "
             "holding the Constable (its passive ability). Once the level is matched, the "
             "Constable's first action swaps one of your tercios for one already there.")).format(
            level=t.war_level, name=name, war_gp=data.WAR_GP, constable_gp=data.CONSTABLE_GP))


def _admiral(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    return (
        _(N_("A character's two actions")),
        _(N_("Every character card has two actions; when you act with a character you choose "
             "one of them. The Admiral's first action moves a resource from the New World to "
             "the Market ({new_gp} GP more if that resource is not in the Market yet) and adds a "
             "marker to Maritime Trade; the second places {markers} markers in Maritime Trade "
             "and gives {gain} ducat. {name} has {ducats} ducats: take the second.")).format(
            name=name, ducats=s.p(seat).ducats, new_gp=data.ADMIRAL_NEW_GP,
            markers=data.ADMIRAL_MARKERS, gain=data.ADMIRAL_DUCATS),
        _(N_("{name} now has {trade} markers in Maritime Trade and {ducats} ducats. At the end "
             "of the game the player with most markers there gains {first} GP, the second "
             "{second}, and every other player with at least one marker {other}; a player with "
             "no marker gains nothing. If the game ended now: {line}.")).format(
            name=name, trade=t.trade[seat], ducats=t.p(seat).ducats, line=_trade_line(t, _),
            **_trade_values()))


def _trade_values() -> dict:
    """The GP of Maritime Trade by rank, read from the engine's scoring (seed 002, "Comercio
    marítimo"): three players with 3, 2 and 1 markers."""
    from .scoring import trade_points

    first, second, other = trade_points([3, 2, 1])
    return {"first": first, "second": second, "other": other}


def _trade_line(t, _) -> str:
    """Who would score what for Maritime Trade in state ``t`` (the engine's trade scoring)."""
    from .scoring import trade_points

    return ", ".join(_(N_("{name} {n} GP ({markers} markers)")).format(
        name=t.names[seat], n=gp, markers=t.trade[seat])
        for seat, gp in enumerate(trade_points(t.trade)))


def _bull(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    return (
        _(N_("Bulls: one more action")),
        _(N_("{name} has just used the Admiral's first action. Giving a bull back to the board "
             "buys one more action at once: an action of the same character again, or a "
             "common action still free, paying its cost. Only one bull may be used per turn, "
             "and each bull still held at the end of the game costs {end_gp} GP. Spend the bull "
             "on the Admiral's second action.")).format(name=name, end_gp=data.BULL_END_GP),
        _(N_("{name} placed {markers} more markers in Maritime Trade (now {trade}) and took "
             "{gain} ducat (now {ducats}). Bulls are bought for {price} ducats at the start of a "
             "turn, in Peer Order, or gained with the Cardinal.")).format(
            name=name, trade=t.trade[seat], ducats=t.p(seat).ducats, price=data.BULL_PRICE,
            markers=data.ADMIRAL_MARKERS, gain=data.ADMIRAL_DUCATS))


def _church(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    resource = t.church[s.pending["space"]][0]
    return (
        _(N_("Donating to the Church")),
        _(N_("{name} used the Cardinal to place {resource} from the Market in the Church, and "
             "gained {gp} GP. No {resource} was in the Church yet, so for {price} ducat {name} "
             "may put a rosetón of their colour on it: place it.")).format(
            name=name, resource=_(data.TERMS[resource]), gp=data.DONATION_GP,
            price=data.ROSETON_PRICE),
        _(N_("The rosetón stays on that space. When the last space of the Church is filled a "
             "Cathedral is built: every rosetón goes back to its owner with {back_gp} GP, and "
             "whoever filled it gains {filler_gp} GP more. A rosetón still in the Church at the "
             "end of the game scores {end_gp} GP. {name} has {ducats} ducats left.")).format(
            name=name, ducats=t.p(seat).ducats, back_gp=data.ROSETON_RETURN_GP,
            filler_gp=data.CATHEDRAL_GP, end_gp=data.ROSETON_END_GP))


def _natives(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    held = t.p(seat).natives
    return (
        _(N_("Capturing natives")),
        _(N_("{name} explored the New World with the Conquistador and turned up natives. They "
             "can be captured at once: spend a bull, or pay {price} ducat and tire one tercio "
             "of the reserve. Natives left beside a colony drive its last house out at the end "
             "of the turn. Pay the ducat.")).format(name=name, price=data.NATIVES_PRICE),
        ngettext("{name} paid {price} ducat and tired a tercio, and now holds {n} natives tile. "
                 "At the end of the game each natives tile scores as many GP as tiles its owner "
                 "captured: 1 tile, {gp_1} GP; 2 tiles, {gp_2} GP; 3 tiles, {gp_3} GP.",
                 "{name} paid {price} ducat and tired a tercio, and now holds {n} natives tiles. "
                 "At the end of the game each natives tile scores as many GP as tiles its owner "
                 "captured: 1 tile, {gp_1} GP; 2 tiles, {gp_2} GP; 3 tiles, {gp_3} GP.", held,
                 _).format(name=name, n=held, price=data.NATIVES_PRICE,
                           **{f"gp_{k}": natives_gp(k) for k in (1, 2, 3)}))


def _hoarding(s, t, _):
    name = s.names[mover(s)]
    resource = data.CHARACTER_ICON[s.hoard]
    n = s.market.count(resource)
    return (
        _(N_("The Crown hoards")),
        _(N_("{name} has acted with both characters and is the last of the turn: ending this "
             "character turn ends the turn. The war is settled; then the character set aside "
             "at the draft is turned face up, and every Market tile of the resource its card "
             "shows goes to the Crown: {per_tile} ducat into the Crown wealth per tile. End "
             "the turn.")).format(name=name, per_tile=data.HOARD_DUCATS),
        _(N_("The set-aside character was the {character}, whose icon is {resource}: as in the "
             "rulebook's example, the {n} {resource} tiles leave the Market and the Crown "
             "wealth goes from {before} to {after} ducats. Above {cap} ducats the Crown hands "
             "the excess out, one ducat each in Peer Order.")).format(
            character=_(data.TERMS[s.hoard]), resource=_(data.TERMS[resource]), n=n,
            before=s.crown, after=t.crown, cap=data.CROWN_CAP)
        + ("" if s.hoard in data.PRINTED_ICONS else " " + assumed(_)))


TEXTS = {"draft": _draft, "bidding": _bidding, "constable": _constable, "admiral": _admiral,
         "bull": _bull, "church": _church, "natives": _natives, "hoarding": _hoarding}
"""Per step: ``(before, after, _) -> (title, text, after text)``, translated."""
