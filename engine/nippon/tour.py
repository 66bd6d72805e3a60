"""Nippon's guided tour (issue 21; ``Game.tour``): eight steps on real positions after seed 003's
turn structure ("Como se Juega": take a worker or consolidate), the actions (Mines, Invest,
Produce), the three steps of consolidating (budget, the Emperor's reward, labour) and region
scoring, in our own words.

The positions are in tour_games.py, written by tools/tour_positions.py.
"""
from __future__ import annotations

from ..i18n import N_
from ..tourbook import Lesson, steps as build
from .render import ACTION_NAMES
from .text import factory_name
from .tour_games import GAMES, POSITIONS

LESSONS = [
    Lesson("worker", N_("A turn: take a worker"),
           N_("On your turn you either take 1 worker from an action space and do that "
              "space's action, or you consolidate. {player} chose action space {space}, which "
              "shows two actions, {first} and {second}: only one is done, here the Mines. Take "
              "one of its workers: it goes to the leftmost empty worker space of the board "
              "(6 at most). Its colour does not change the action; it counts when you "
              "consolidate."),
           N_("Workers on {player}'s board: {workers} of 6. The Mines action follows."),
           "seed 003 § I. Lleve un trabajador", ("nippon:action:mines", "nippon:zone:workers")),
    Lesson("mines", N_("Mines: more coal at each consolidation"),
           N_("The Mines move your coal marker up 1, 2 or 3 steps for 1,000, 3,000 or 6,000 "
              "Yen; the marker never passes the top. The coal track sets the coal you receive "
              "each time you consolidate. {player} has {before} Yen: buy 3 steps."),
           N_("{player} paid 6,000 Yen ({before} → {after} Yen). Each consolidation now brings "
              "{coal_after} coal instead of {coal_before}."),
           "seed 003 § E. Minas", ("nippon:action:mines", "nippon:track:coal:{seat}")),
    Lesson("invest", N_("Invest: build a factory"),
           N_("A factory costs 6,000 Yen and asks for knowledge: 2, 4 or 6 for levels 1, 2 and "
              "3. Knowledge is not spent, and each missing point costs 1 blueprint. Nobody owns "
              "two factories of the same good. {player} has knowledge {knowledge} and the "
              "{factory} factory needs {need}: build it."),
           N_("{player} paid 6,000 Yen ({before} → {after} Yen) and covered the missing "
              "knowledge with blueprints ({blueprints_before} → {blueprints_after})."),
           "seed 003 § A. Invierta en una nueva industria",
           ("nippon:action:invest", "nippon:factory:{factory}")),
    Lesson("produce", N_("Produce goods"),
           N_("Producing runs 1 to 3 of your factories, each once a turn. A run burns the coal "
              "shown on the factory and stores 1 good, plus 1 or 2 more for a +1 or +2 "
              "machine, as far as the storage has room. {player}'s {factory} factory has a "
              "+{machine} machine: run it."),
           N_("The factory burned {coal} coal ({coal_before} → {coal_after}) and stored {made} "
              "goods: {stored} of its {storage} storage spaces are full."),
           "seed 003 § C. Producir bienes", ("nippon:action:produce", "nippon:factory:{factory}")),
    Lesson("consolidate", N_("Consolidate"),
           N_("Whoever cannot or will not take a worker consolidates, and with 6 workers it is "
              "compulsory. Three steps follow: the budget, the Emperor's reward and labour. "
              "{player} has {workers} workers of {colours} colours on the board and {yen_before} "
              "Yen left: consolidate."),
           N_("Budget: the Yen and coal left went back, and {player} received what the tracks "
              "show: {yen} Yen from the money track and {coal} coal from the coal track. With "
              "{workers} workers the Emperor offers a reward tile of level {level} or lower."),
           "seed 003 § II. Consolidar",
           ("nippon:track:money:{seat}", "nippon:track:coal:{seat}")),
    Lesson("reward", N_("The Emperor's reward"),
           N_("With 3 or more workers on the board you take 1 reward tile of the level shown "
              "above your rightmost worker, or lower. Its bonus comes at once (5,000 Yen, 2 "
              "blueprints or 2 coal); then the tile goes, VP side up, on an empty achievement "
              "space, which at the end scores times the tile's multiplier. {player} may go up "
              "to level {level}: take a ×{multiplier} tile with 2 coal."),
           N_("{player} gained 2 coal ({coal_before} → {coal_after}) and now chooses the "
              "achievement space for the ×{multiplier} tile."),
           "seed 003 § 2. Recompensa del emperador", ("nippon:reward:{multiplier}x-coal",)),
    Lesson("wages", N_("Labour: 3,000 Yen per worker colour"),
           N_("The last step of consolidating: pay 3,000 Yen for each different colour among "
              "the workers on your board; each colour you cannot pay costs 2 VP. Then the "
              "workers go back to the bag. {player} puts the ×{multiplier} tile on achievement "
              "{achievement}, and the labour follows: {workers} workers of {colours} colours."),
           N_("{player} paid {colours} × 3,000 Yen ({before} → {after} Yen), and the worker "
              "spaces are empty again."),
           "seed 003 § 3. Mano de obra",
           ("nippon:achievement:{achievement}", "nippon:zone:workers")),
    Lesson("scoring", N_("Region scoring"),
           N_("When an action space is emptied while every worker row is empty, spaces and rows "
              "are refilled from the bag and the scoring marker moves on; it triggers three "
              "scorings. In each region the influence tiles count, plus your trains there if "
              "you have a tile; the foreign companies compete like a player. The first scoring "
              "gives {first}, {second} and {third} VP to the three greatest influences, and the "
              "first two also score their ships there. {player} takes the last worker on the "
              "board."),
           N_("The board was refilled and the scoring marker reached space {marker}: the first "
              "scoring. {player} scored {gain} VP ({vp_before} → {vp_after})."),
           "seed 003 § Fin del juego",
           ("nippon:region:r1", "nippon:region:r2", "nippon:region:r3", "nippon:region:r4")),
]
"""The tour's steps, in order; each id is a key of tour_games.POSITIONS."""


def _words(params: dict, _) -> dict:
    """The translated names the texts quote: actions and factories."""
    words = {}
    if "actions" in params:
        words["first"], words["second"] = (_(ACTION_NAMES[a]) for a in params["actions"])
    if "factory" in params:
        words["factory"] = factory_name(params["factory"], _)
    return words


def steps(_) -> list:
    """The tour (list of :class:`engine.tour.TourStep`), texts translated with ``_``."""
    return build("nippon", LESSONS, POSITIONS, _, _words, GAMES)
