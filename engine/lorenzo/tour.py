"""Lorenzo il Magnifico's guided tour (issue 21; ``Game.tour``): nine steps on real positions,
built on seed 001's worked examples (the Harvest and Production examples of "Activando efectos
permanentes", the Vatican report example: one player supports the Church, one short of faith
is excommunicated) and key rules (family members and dice, servants, the occupied-tower fee,
the Council Palace, the Market), in our own words.

The positions are in tour_games.py, written by tools/tour_positions.py; a placement is two
decisions (``member <colour> <value>``, then ``place <space>``), and a step that places a
member starts after the member was taken.
"""
from __future__ import annotations

from ..i18n import N_
from ..tourbook import NAMES, Lesson, steps as build
from .text import TERMS
from .tour_games import GAMES, POSITIONS

TOWER_RULES = "seed 001 § Reglas para colocar a un miembro de la familia en una torre"

LESSONS = [
    Lesson("member", N_("Family members and the dice"),
           N_("The game lasts 6 rounds. At the start of each round the three dice are rolled, "
              "and each coloured family member is worth the die of its colour for the whole "
              "round; the neutral member is worth 0. Better action spaces ask for higher "
              "values. {player} places first: take the {colour} family member, the strongest "
              "one this round."),
           N_("The {colour} family member has value {value}, the number on the {colour} die. "
              "Next comes the choice of the action space it goes to."),
           "seed 001 § B. Acciones", ("lorenzo:die:{colour}",)),
    Lesson("servants", N_("Servants raise a family member's value"),
           N_("Before placing a family member you may spend servants: each one adds 1 to its "
              "value, without limit. A tower's floors ask for 1, 3, 5 and 7, so the 4th floor "
              "needs servants or a card's bonus. {player} holds the {colour} member of value "
              "{value}: place it on the 4th floor of the {tower} tower, spending {servants} "
              "servants to reach 7."),
           N_("{servants} servants went back to the supply ({before} → {after}); the member "
              "counted as 7, so {player} took the floor's bonus and the {card} card."),
           TOWER_RULES, ("lorenzo:space:{tower}-4", "lorenzo:card:{card}")),
    Lesson("tower-fee", N_("An occupied tower costs 3 coins"),
           N_("{owner} already has a family member in the {tower} tower. Whoever places a "
              "member in a tower where any member stands, their own or another player's, first "
              "pays 3 coins to the supply; coins from the floor's bonus cannot pay it. A player "
              "never has two coloured members in the same tower. Place on floor {floor} of the "
              "{tower} tower."),
           N_("{player} paid the 3 coins ({before} → {after} coins) and took the {card} card: "
              "a territory costs nothing else."),
           TOWER_RULES, ("lorenzo:tower:{tower}", "lorenzo:space:{tower}-{floor}")),
    Lesson("council", N_("The Council Palace"),
           N_("The Council Palace takes any number of family members of value 1 or more. Each "
              "member placed there gives 1 coin and a council privilege at once, and at the "
              "end of the round the order of arrival in the palace becomes the new turn order. "
              "{player} holds the {colour} member of value {value}: send it to the Council "
              "Palace."),
           N_("{player} received 1 coin ({before} → {after}) and now chooses a council "
              "privilege: 1 wood and 1 stone, 2 servants, 2 coins, 2 military points or 1 faith "
              "point. Having arrived first, {player} will start the next round."),
           "seed 001 § El Palacio del Consejo", ("lorenzo:space:council",)),
    Lesson("market", N_("The Market"),
           N_("Each Market space takes one family member of value 1 or more, and a player may "
              "use several of them: 5 coins, 5 servants, 3 military points and 2 coins, or 2 "
              "different council privileges (the last two only with 4 players). {player} holds "
              "the {colour} member of value {value}: take the 5 servants."),
           N_("{player} received 5 servants ({before} → {after}). Each servant spent adds 1 to "
              "a family member's value."),
           "seed 001 § El mercado", ("lorenzo:space:market-2",)),
    Lesson("harvest", N_("Harvest: the action's value decides"),
           N_("{player} has placed a family member on the Harvest, for an action of value "
              "{base}. Servants may still raise it, 1 value each. A Harvest activates the "
              "personal bonus tile and every territory whose activation value is not above the "
              "action's value: in the rulebook's example a Harvest of value 5 leaves the "
              "Monastery, of value 6, idle. Spend {servants} servants."),
           N_("The Harvest had value {value}: the bonus tile and {worked} of {total} "
              "territories gave their goods, the {raised} (value {raised_value}) thanks to the "
              "servants. The {idle} needs {idle_value}, so it gave nothing."),
           "seed 001 § Activando efectos permanentes",
           ("lorenzo:space:harvest-{space}", "lorenzo:card:{raised}", "lorenzo:card:{idle}")),
    Lesson("production", N_("The large Production space: −3"),
           N_("Harvest and Production each have a small space for one family member and, with "
              "3 or 4 players, a large space for any number, where the action counts 3 less. "
              "In the rulebook's example a member of value 6 on the large Production space acts "
              "with value 3. {player} holds the {colour} member of value {value}: place it on "
              "the large Production space."),
           N_("The Production has value {base} ({value} − 3). {player} may now spend servants "
              "to raise it; then the personal bonus tile and each building of that value or "
              "less produce."),
           "seed 001 § Área de cosecha y producción", ("lorenzo:space:production-2",)),
    Lesson("vatican", N_("The Vatican report"),
           N_("At the end of rounds 2, 4 and 6 the Church asks for 3, 4 and 5 faith points. "
              "Whoever has fewer is excommunicated: a cube on the period's excommunication tile, "
              "whose penalty lasts the rest of the game. Whoever has enough chooses: support "
              "the Church, trading every faith point for the victory points the faith track "
              "shows, or accept the excommunication and keep them. {player} has {fp} faith "
              "points ({need} needed): support the Church."),
           N_("{player} gave up {fp} faith points for {gain} victory points ({vp_before} → "
              "{vp_after}); the faith marker is back at 0."),
           "seed 001 § C. Informe del Vaticano", ("lorenzo:excommunication:{tile}",)),
    Lesson("excommunication", N_("Excommunication"),
           N_("{player} makes the last placement of round 2, the end of the first period, and "
              "the Vatican report follows at once. {victim} has {fp} faith points, fewer than "
              "the {need} asked for, so there is no choice to make, as for the red player of "
              "the rulebook's example. Make the move."),
           N_("{victim} was excommunicated: a cube on the period's excommunication tile, whose "
              "penalty holds until the end of the game. The faith points stay ({fp_after}) and "
              "count at the next reports."),
           "seed 001 § C. Informe del Vaticano", ("lorenzo:excommunication:{tile}",)),
]
"""The tour's steps, in order; each id is a key of tour_games.POSITIONS."""


def _words(params: dict, _) -> dict:
    """The translated names the texts quote: die colours, towers, cards, other players."""
    words = {field: _(TERMS[params[field]]) for field in
             ("colour", "tower", "card", "raised", "idle") if field in params}
    for field in ("owner", "victim"):
        if field in params:
            words[field] = NAMES[params[field]]
    return words


def steps(_) -> list:
    """The tour (list of :class:`engine.tour.TourStep`), texts translated with ``_``."""
    return build("lorenzo", LESSONS, POSITIONS, _, _words, GAMES)
