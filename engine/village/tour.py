"""Village's guided tour (issue 21; ``Game.tour``): eleven steps on real positions after seed
004: the turn (take a cube, then the action; a plague cube's time), the grain harvest, the
market day, the council chamber, travel, the church and the mass, a death and the village
chronicle, and the end of the game, in our own words.

The positions are in tour_games.py, written by tools/tour_positions.py.  Values the rulebook
leaves open (grain between church windows, the travel map's costs) are the engine's assumed
ones (data.py, docs/DATA.md), quoted from the position.
"""
from __future__ import annotations

from ..i18n import N_
from ..tourbook import NAMES, Lesson, steps as build
from .data import TERMS
from .tour_games import GAMES, POSITIONS

LESSONS = [
    Lesson("turn", N_("A turn: take a cube"),
           N_("On your turn you take 1 cube from an action space of your choice, then you may "
              "do that space's action (or only keep the cube). An influence cube goes to your "
              "farmyard: orange is skill, green persuasion, brown faith and pink knowledge, "
              "and the actions ask for them. {player} takes one {colour} cube from the "
              "Grain harvest space."),
           N_("{player}'s {colour} cubes: {before} → {after}. The harvest may follow."),
           "seed 004 § Tomando tu turno",
           ("village:space:harvest", "village:cube:{colour}", "village:farm:cubes")),
    Lesson("harvest", N_("The grain harvest"),
           N_("With at least one family member at home, the harvest brings 2 sacks of grain: "
              "3 with a horse and a plow, 4 with an ox and a plow. The goods are not used up, "
              "and a farmyard holds at most 5 sacks. {player} harvests."),
           N_("{player} took {gain} grain ({before} → {after} sacks). Grain pays customers, "
              "the Stables, the Mill and the climb between church windows."),
           "seed 004 § Cosecha de granos", ("village:space:harvest", "village:farm:grain")),
    Lesson("plague", N_("Plague cubes cost time"),
           N_("The black cubes are plague: whoever takes one returns it and loses 2 time at "
              "once, moving the life-time marker 2 spaces. Many actions also cost time, one "
              "space per hourglass. Each time the marker passes the bridge, one of your "
              "oldest family members dies. {player} takes the plague cube."),
           N_("The life-time marker moved 2 spaces ({before} → {after}); {left} more before "
              "the bridge. {player} may still do the action of that space."),
           "seed 004 § La hora de la moneda", ("village:cube:black", "village:farm:life")),
    Lesson("market", N_("Market day"),
           N_("The Market action calls a market day, which everyone may join. Whoever called "
              "it serves a customer first, giving back the goods and grain it asks for, for "
              "nothing more. Then, in turn, each player may serve another customer, paying 1 "
              "green cube and 1 time on top; whoever passes is out until the next market day. "
              "{player} serves the customer at this stall."),
           N_("{player} keeps the customer face down: {prestige} prestige at the end of the "
              "game. Customers served so far: {customers}."),
           "seed 004 § Mercado", ("village:space:market", "village:customer:{customer}")),
    Lesson("market-extra", N_("Serving on someone else's market day"),
           N_("{starter} called this market day. Only the caller's first sale is free: "
              "{player} pays the customer's goods plus 1 green cube and 1 time. Serve the "
              "customer."),
           N_("{player} paid 1 green cube ({green_before} → {green_after}) and 1 time (life "
              "marker {before} → {after}), and took the customer."),
           "seed 004 § Mercado", ("village:customer:{customer}", "village:cube:green")),
    Lesson("council", N_("The council chamber"),
           N_("A family member enters the council chamber's first stage for 1 time and 2 "
              "green cubes (or 1 scroll); later moves up cost 2 or 3 time. Then comes the "
              "privilege of its stage or a lower one: the first stage's is the next starting "
              "player marker. From the 2nd stage on, members score 2, 4 or 6 prestige at the "
              "end. {player} pays with green cubes for member {generation}."),
           N_("{player} paid 2 green cubes ({green_before} → {green_after}) and 1 time (life "
              "marker {before} → {after}); member {generation} sits on stage 1, and the first "
              "privilege may now be taken."),
           "seed 004 § cámara del Consejo",
           ("village:space:council", "village:stage:1", "village:privilege:1")),
    Lesson("travel", N_("Travel"),
           N_("Travel sends a family member from the farmyard to one of the two cities next "
              "to the village, or on from a city to a neighbouring one. The road shows its "
              "price: time, a wagon and 2 cubes of one colour. Your marker on a new city "
              "brings its reward once, and at the end the cities visited score 1, 3, 6, 10, 14 "
              "or 18 prestige. {player} sends member {generation} to {city}."),
           N_("{player} paid {time} time ({before} → {after}), a wagon ({wagons_before} → "
              "{wagons_after}) and 2 {colour} cubes, and {city} gave 3 prestige "
              "({prestige_before} → {prestige_after})."),
           "seed 004 § Viajar", ("village:space:travel", "village:city:{city}")),
    Lesson("church", N_("The church and the black bag"),
           N_("The church puts a family member from your farmyard into the black bag, for 1 "
              "brown cube or 3 time. At each mass 4 pieces are drawn from the bag, where 4 "
              "black monks wait too; members drawn enter the church. {player} pays a brown "
              "cube for member {generation}."),
           N_("{player} paid 1 brown cube ({brown_before} → {brown_after}); {player}'s members "
              "in the black bag: {bag}. Each coin at a mass buys one of them out for sure."),
           "seed 004 § Iglesia", ("village:space:church", "village:bag:black")),
    Lesson("mass", N_("The mass: climbing the windows"),
           N_("A mass ends every round. After the draw, each player in turn may pay grain to "
              "move members up the church windows, from right to left; then the player with "
              "most members in the church gains 2 prestige. At the end the windows score 2, 3, "
              "4 and 6. {player} moves member {generation} from window {window} to window "
              "{to}."),
           N_("{player} paid {grain} grain ({grain_before} → {grain_after}); at the end this "
              "member now scores {points_after} prestige instead of {points_before}."),
           "seed 004 § 2. Subir a los miembros de la familia en la jerarquía de la iglesia",
           ("village:window:{window}", "village:window:{to}")),
    Lesson("death", N_("A death and the village chronicle"),
           N_("{player}'s life-time marker has passed the bridge: at the end of the turn the "
              "family member with the lowest number dies, among those on the board or in the "
              "farmyard; with a tie the player picks one. Where it worked decides its place: a "
              "free space of that trade in the village chronicle, else an anonymous grave, "
              "which scores nothing. The craftsman, member {generation}, dies."),
           N_("Member {generation} entered the village chronicle among the craftsmen; {player} "
              "has {chronicle} there now. At the end 3, 4 and 5 members in the chronicle score "
              "4, 7 and 12 prestige."),
           "seed 004 § Fallece un familiar",
           ("village:chronicle:{category}", "village:farm:life")),
    Lesson("end", N_("The end of the game"),
           N_("The game ends when a family member takes the last free space of the village "
              "chronicle or the last anonymous grave. That player has no further turn; every "
              "other player takes one last action, then the final mass is said and the final "
              "scoring follows. {player}'s member dies now."),
           N_("{player} filled the last space: the end has come. Players still to act: {others}, "
              "one last action each; then the final mass and the scoring."),
           "seed 004 § Fin del juego", ("village:graves:all",)),
]
"""The tour's steps, in order; each id is a key of tour_games.POSITIONS."""


def _words(params: dict, _) -> dict:
    """The translated names the texts quote: cube colours, cities, other players."""
    words = {field: _(TERMS[params[field]]) for field in ("colour", "city")
             if field in params}
    if "starter" in params:
        words["starter"] = NAMES[params["starter"]]
    return words


def steps(_) -> list:
    """The tour (list of :class:`engine.tour.TourStep`), texts translated with ``_``."""
    return build("village", LESSONS, POSITIONS, _, _words, GAMES)
