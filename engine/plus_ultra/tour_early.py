"""The guided tour of Plus Ultra's earlier edition (variant ``early``, seed 000; issue 29): six
steps on real positions of that edition, each teaching a basic rule where the edition differs
from the published one (seed 002, tour.py's tour): one draft for every player count, the war
level from the middle of three dice, Visit the Court for up to two places, the donation guide
and rosetón cards in the Church, Magellan cards, and the Secretary of State buying an estate.

The positions are recorded games (``tour_early_games.py``, written by
``tools/tour_plus_ultra.py plus_ultra_early``); the texts are ours, their numbers read from
the positions' states and from data.py.  tour_early_checks.py states each text's claims as
checks played on the engine.
"""
from __future__ import annotations

from ..i18n import N_, format_number, ngettext
from ..tour import TourStep, before_after, position_doc
from ..tourbook import recorded
from . import data
from .tour_checks import mover
from .tour_early_checks import CHECKS, dice_rolled, donated, unused
from .tour_early_games import GAMES, POSITIONS

SOURCES = {
    "draft": "seed 000 § Personajes",
    "war": "seed 000 § Guerras Europeas",
    "court": "seed 000 § Acciones comunes",
    "church": "seed 000 § Iglesia",
    "magellan": "seed 000 § Viaje de Magallanes",
    "estate": "seed 000 § Secretario de Estado",
}
"""Each step's rule source: seed 000's section heading (as the seed writes it)."""

FOCUS = {
    "draft": ("plus_ultra:zone:peer-order", "plus_ultra:character:admiral"),
    "war": ("plus_ultra:zone:wars",),
    "court": ("plus_ultra:common:court", "plus_ultra:zone:peer-order"),
    "church": ("plus_ultra:zone:church", "plus_ultra:zone:market"),
    "magellan": ("plus_ultra:zone:magellan", "plus_ultra:character:secretary"),
    "estate": ("plus_ultra:zone:estates", "plus_ultra:character:secretary"),
}
"""The board parts (``data-explain`` keys) each step points at."""


def steps(_) -> list[TourStep]:
    """The early edition's tour in teaching order, texts translated by ``_`` (a gettext).

    Raises:
        engine.core.SaveError: a recorded game no longer replays (run
            ``tools/tour_plus_ultra.py plus_ultra_early``).
    """
    out = []
    for step_id, position in POSITIONS.items():
        doc = position_doc("plus_ultra", recorded(position, GAMES))
        index = position["index"]
        before, after = before_after(doc, index)
        title, text, after_text = TEXTS[step_id](before, after, _)
        out.append(TourStep(id=step_id, title=title, text=text, doc=doc, index=index,
                            move=doc["actions"][index], after=after_text,
                            source=SOURCES[step_id], focus=FOCUS[step_id],
                            checks=CHECKS[step_id]))
    return out


def _n(value: int, _) -> str:
    return format_number(value, _)


def _draft(s, t, _):
    name = s.names[mover(s)]
    return (
        _(N_("Choosing characters, whatever the number of players")),
        _(N_("Each turn the {count} characters are shuffled and one is set aside face down, "
             "unseen by all. In this edition the draft is the same for any number of players: "
             "in Peer Order each player takes one character, then again, until everyone holds "
             "two. With {players} players, {unused} characters stay unused this turn. {name} "
             "is first in Peer Order: take the Admiral.")).format(
            players=_n(s.players, _), unused=_n(unused(t), _), name=name,
            count=_n(len(data.CHARACTERS), _)),
        _(N_("{name} holds the Admiral. Each player acts once with each of their two "
             "characters, one per round. The published rules deal a 2-player game "
             "differently: there each player holds three characters.")).format(name=name))


def _war(s, t, _):
    seat = mover(s)
    dice = dice_rolled(s)
    shown = "; ".join(_(N_("{name} showed {n}")).format(
        name=s.names[o], n=_n(s.p(o).tercios_active if o == seat else s.p(o).bid, _))
        for o in s.turn_order)
    placed = t.war.count(seat)
    return (
        _(N_("The war level: the middle of three dice")),
        _(N_("At the start of each turn three dice are rolled for the European Wars, and the "
             "middle one is the war level: this turn {dice}, so the level is {level}. (The "
             "published rules take the lowest of two dice, three with 2 players.) Each player "
             "secretly takes any number of active tercios and all show them at once; whoever "
             "shows most places a tercio first, then the next, until the level is reached; "
             "ties go by Peer Order. The others have chosen in secret; {name}, show both your "
             "tercios.")).format(
            dice=", ".join(_n(d, _) for d in dice), level=_n(s.war_level, _),
            name=s.names[seat]),
        _(N_("All showed at once: {shown}. The wars now hold {placed}: the level of {level} "
             "is reached. Tercios shown but not placed go back to their owners tired: {name} "
             "placed {mine} and {tired} went back tired. If the level is still matched at the end of the turn, Spain "
             "wins the war and each tercio there gives its owner {war_gp} GP.")).format(
            war_gp=_n(data.WAR_GP, _),
            shown=shown, placed=", ".join(t.names[o] for o in t.war), level=_n(t.war_level, _),
            name=s.names[seat], mine=_n(placed, _),
            tired=_n(t.p(seat).tercios_tired - s.p(seat).tercios_tired, _)))


def _court(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    price = data.EARLY.common_cost["court"]
    paid = s.p(seat).ducats - t.p(seat).ducats
    return (
        _(N_("Visit the Court: up to {steps} places")).format(
            steps=_n(data.EARLY.court_steps, _)),
        _(N_("{name} took the common action Visit the Court. In this edition it costs "
             "{price} ducat a place and moves you up to {steps} places in Peer Order; the "
             "published rules ask {published} ducats for one place. {name} is last of "
             "{players} in Peer Order and has {ducats} ducats: pay {paid} to move up "
             "{steps}.")).format(
            name=name, price=_n(price, _), steps=_n(data.EARLY.court_steps, _),
            published=_n(data.REGLAMENTO.common_cost["court"], _),
            players=_n(s.players, _), ducats=_n(s.p(seat).ducats, _), paid=_n(paid, _)),
        _(N_("{name} paid {paid} ducats ({before} → {after}) and is first in Peer Order; the "
             "change applies from the next turn, when {name} will choose characters and act "
             "first. Each common action can be taken once a turn, by one player.")).format(
            name=name, paid=_n(paid, _), before=_n(s.p(seat).ducats, _),
            after=_n(t.p(seat).ducats, _)))


def _church(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    return (
        _(N_("The Church: the donation guide and rosetón cards")),
        _(N_("{name} used the Cardinal's first action. In this edition the goods donated are "
             "the Market tile right below an empty Church space, or the top tile of the "
             "Surplus, for {gp} GP. Rosetones are cards: a face-up rosetón card of yours may be "
             "turned over now, for {high} GP if the goods are gold or gems, {low} GP for "
             "silver or spices. {name} donated {resource}: turn a rosetón card.")).format(
            name=name, high=_n(data.ROSETON_GP["gold"], _), low=_n(data.ROSETON_GP["silver"], _),
            gp=_n(data.DONATION_GP, _),
            resource=_(data.TERMS[donated(s)])),
        _(N_("{name} gained {gp} GP ({before} → {after}) and the card stays face down. When "
             "the last Church space is filled, the used rosetón cards turn face up again and "
             "whoever filled it gains {filler_gp} GP more.")).format(
            filler_gp=_n(data.CATHEDRAL_GP, _),
            name=name, gp=_n(t.p(seat).gp - s.p(seat).gp, _), before=_n(s.p(seat).gp, _),
            after=_n(t.p(seat).gp, _)))


def _magellan(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    cards = s.rules.magellan_spaces(s.players)
    left = cards - len(t.magellan)
    return (
        _(N_("Magellan's voyage: cards")),
        _(N_("{name} used the Secretary of State's first action, paying {share} ducat and "
             "{share} of the Crown, and now takes a rosetón card, a house or a Magellan card. In this edition "
             "Magellan's voyage is {cards} cards: once the last is sold the voyage is "
             "completed and each card gives {complete} GP; if it never is, each card gives "
             "only {end} GP at the end of the game. Take a Magellan card.")).format(
            name=name, cards=_n(cards, _), complete=_n(data.MAGELLAN_GP, _),
            share=_n(data.CROWN_SHARE, _),
            end=_n(data.MAGELLAN_END_GP, _)),
        ngettext("{name} holds a Magellan card; {left} card is left to sell.",
                 "{name} holds a Magellan card; {left} cards are left to sell.", left,
                 _).format(name=name, left=_n(left, _)))


def _estate(s, t, _):
    seat = mover(s)
    name = s.names[seat]
    return (
        _(N_("The Secretary of State buys an estate")),
        _(N_("In this edition the Secretary of State's second action buys an estate for "
             "{price} ducats, where the common action Buy Estates costs {common}; in the "
             "published rules it moves you up in Peer Order and gives {gain} ducat. {in_play} "
             "of the {box} estates were drawn at random at the start and lie face down. {name} "
             "has {ducats} ducats: use the second action.")).format(
            price=_n(data.SECRETARY_ESTATE_PRICE, _), gain=_n(data.SECRETARY_DUCATS, _),
            common=_n(data.EARLY.common_cost["estate"], _),
            in_play=_n(data.EARLY.estates_in_play, _), box=_n(len(data.EARLY.estates), _),
            name=name, ducats=_n(s.p(seat).ducats, _)),
        _(N_("{name} paid {price} ducats ({before} → {after}) and took the top estate, which "
             "only {name} sees. Some estates are worth GP at the end of the game; others are "
             "worth {gp} GP or, discarded in your turn, a resource such as a tercio.")).format(
            gp=_n(data.estate_gp("tercio"), _),
            name=name, price=_n(data.SECRETARY_ESTATE_PRICE, _),
            before=_n(s.p(seat).ducats, _), after=_n(t.p(seat).ducats, _)))


TEXTS = {"draft": _draft, "war": _war, "court": _court, "church": _church,
         "magellan": _magellan, "estate": _estate}
"""Per step: ``(before, after, _) -> (title, text, after text)``, translated."""
