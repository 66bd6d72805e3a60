"""Village's guided tour (issue 21; ``Game.tour``): eleven steps on real positions after seed
004: the turn (take a cube, then the action; a plague cube's time), the grain harvest, the
market day, the council chamber, travel, the church and the mass, a death and the village
chronicle, and the end of the game, in our own words.

The positions are in tour_games.py, written by tools/tour_positions.py.  Values the rulebook
leaves open (grain between church windows, the travel map's costs) are the engine's assumed
ones (data.py, docs/DATA.md), quoted from the position and marked ``{assumed}``.

Each lesson's ``checks`` state what its texts claim as :class:`engine.tour.Check` objects on
the states before and after its move (tests/test_tour_claims.py evaluates them); the numbers
are read from data.py and the position, and the legal moves from the engine.
"""
from __future__ import annotations

from typing import Any, Callable, cast

from ..i18n import N_
from ..tour import Check
from ..tourbook import NAMES, Lesson, steps as build
from . import data
from .data import TERMS
from .explain import numbers as explain_numbers
from .state import VillageState
from .tour_games import GAMES, POSITIONS

def _p(step: str) -> dict:
    """The params of a step's position (tour_games.POSITIONS)."""
    return POSITIONS[step]["params"]


def _legal(state) -> list[str]:
    """The notations legal in ``state``."""
    from .. import get_game

    return [a.notation for a in get_game("village").legal_actions(state)]


def _seat(step: str):
    """``(before, after) -> (player before, player after)`` of the step's seat."""
    seat = _p(step)["seat"]
    return lambda b, a: (b.p(seat), a.p(seat))


def _delta(step: str, read) -> Callable[[Any, Any], Any]:
    """``(before, after) -> read(after) - read(before)`` on the step's seat's farmyard."""
    pair = _seat(step)
    return lambda b, a: read(pair(b, a)[1]) - read(pair(b, a)[0])


def _score(state, seat: int, line: str) -> int:
    """One line of the engine's final scoring of ``seat`` on ``state``."""
    from .scoring import breakdown

    return breakdown(state, seat)[line]


def _life(player) -> int:
    """The life-time marker's space (0 = the cloud past the bridge)."""
    return player.time % data.LIFE_TRACK


def _paid_time(state, seat: int, notation: str) -> int:
    """The time ``seat`` pays when ``notation`` is played on ``state`` (a copy; the tour's
    own move is not this one)."""
    from .. import get_game

    after = cast(VillageState, get_game("village").apply(state, notation))
    return after.p(seat).time - state.p(seat).time


def _cube(step):
    colour = _p(step)["colour"]
    return _delta(step, lambda p: p.cubes[colour])


def _turn_checks():
    p = _p("turn")
    return (
        Check("the cube leaves the Grain harvest space",
              lambda b, a: b.spaces["harvest"][p["colour"]] - a.spaces["harvest"][p["colour"]]
              == 1 and b.actor == p["seat"]),
        Check("it joins the player's farmyard: {before} -> {after}",
              lambda b, a: (_cube("turn")(b, a), a.p(p["seat"]).cubes[p["colour"]])
              == (1, p["after"]) and b.p(p["seat"]).cubes[p["colour"]] == p["before"]),
        Check("the harvest may follow, or only the cube is kept",
              lambda b, a: {"harvest", "pass"} <= set(_legal(a))),
    )


def _harvest_checks():
    p = _p("harvest")
    return (
        Check("a member is at home and the harvest brings 2 sacks (no plow)",
              lambda b, a: b.p(p["seat"]).at("farm") and not b.p(p["seat"]).goods["plow"]
              and _delta("harvest", lambda q: q.grain)(b, a) == data.HARVEST_BASE == p["gain"]),
        Check("grain {before} -> {after}, at most 5",
              lambda b, a: (b.p(p["seat"]).grain, a.p(p["seat"]).grain)
              == (p["before"], p["after"]) and a.p(p["seat"]).grain <= data.GRAIN_CAP),
        Check("the goods are not used up",
              lambda b, a: b.p(p["seat"]).goods == a.p(p["seat"]).goods),
    )


def _plague_checks():
    p = _p("plague")
    return (
        Check("the plague cube costs 2 time and joins no farmyard",
              lambda b, a: _delta("plague", lambda q: q.time)(b, a) == data.PLAGUE_TIME
              and b.p(p["seat"]).cubes == a.p(p["seat"]).cubes),
        Check("it returns to the supply",
              lambda b, a: a.cube_supply(data.PLAGUE) == b.cube_supply(data.PLAGUE) + 1),
        Check("marker {before} -> {after}, {left} more before the bridge",
              lambda b, a: (_life(b.p(p["seat"])), _life(a.p(p["seat"])))
              == (p["before"], p["after"]) and p["left"] == data.LIFE_TRACK - p["after"]),
        Check("the space's action may still be done", lambda b, a: "harvest" in _legal(a)),
    )


def _market_checks():
    p = _p("market")
    demand = data.CUSTOMERS[p["customer"]].demand
    return (
        Check("{player} called the market day and serves first",
              lambda b, a: b.market.starter == p["seat"] and b.market.free
              and b.market.queue[0] == p["seat"]),
        Check("the sale costs the customer's goods only, no green cube nor time",
              lambda b, a: all(_delta("market", lambda q, k=k: q.grain if k == "grain"
                                      else q.goods[k])(b, a) == -n for k, n in demand.items())
              and _delta("market", lambda q: q.cubes["green"])(b, a) == 0
              and _delta("market", lambda q: q.time)(b, a) == 0),
        Check("the customer is kept: {prestige} prestige; customers served: {customers}",
              lambda b, a: a.p(p["seat"]).customers[-1] == p["customer"]
              and data.CUSTOMERS[p["customer"]].prestige == p["prestige"]
              and len(a.p(p["seat"]).customers) == p["customers"]),
    )


def _market_extra_checks():
    p = _p("market-extra")
    return (
        Check("{starter} called the market day, not {player}",
              lambda b, a: b.market.starter == p["starter"] != p["seat"]),
        Check("1 green cube {green_before} -> {green_after} and 1 time {before} -> {after}",
              lambda b, a: (b.p(p["seat"]).cubes["green"], a.p(p["seat"]).cubes["green"])
              == (p["green_before"], p["green_after"])
              and p["green_before"] - p["green_after"] == data.MARKET_EXTRA["green"]
              and (_life(b.p(p["seat"])), _life(a.p(p["seat"]))) == (p["before"], p["after"])
              and _delta("market-extra", lambda q: q.time)(b, a) == data.MARKET_EXTRA["time"]),
        Check("{player} takes the customer",
              lambda b, a: a.p(p["seat"]).customers[-1] == p["customer"]),
    )


def _council_checks():
    p = _p("council")
    return (
        Check("2 green cubes {green_before} -> {green_after}, 1 time {before} -> {after}",
              lambda b, a: (b.p(p["seat"]).cubes["green"], a.p(p["seat"]).cubes["green"])
              == (p["green_before"], p["green_after"])
              and p["green_before"] - p["green_after"] == data.COUNCIL_GREEN
              and _delta("council", lambda q: q.time)(b, a) == data.COUNCIL_ENTER_TIME
              and (_life(b.p(p["seat"])), _life(a.p(p["seat"]))) == (p["before"], p["after"])),
        Check("member {generation} moves from the farmyard to stage 1",
              lambda b, a: a.p(p["seat"]).at("council:1").count(p["generation"])
              == b.p(p["seat"]).at("council:1").count(p["generation"]) + 1
              and a.p(p["seat"]).at("farm").count(p["generation"])
              == b.p(p["seat"]).at("farm").count(p["generation"]) - 1),
        Check("the first privilege may now be taken (or none)",
              lambda b, a: _legal(a) == ["privilege 1", "none"]),
        Check("points from the 2nd stage on: the member on stage 1 scores nothing yet",
              lambda b, a: _score(a, p["seat"], "council") == _score(b, p["seat"], "council")),
    )


def _travel_checks():
    p = _p("travel")
    pid = data.path_between(data.VILLAGE, p["city"])
    assert pid is not None                       # the step's city is next to the village
    path = data.PATHS[pid]
    return (
        Check("{city} is next to the village; member {generation} goes there from the farmyard",
              lambda b, a: a.p(p["seat"]).at(f"city:{p['city']}") == [p["generation"]]
              and b.p(p["seat"]).at("farm").count(p["generation"])
              == a.p(p["seat"]).at("farm").count(p["generation"]) + 1),
        Check("the road's price: {time} time, a wagon, 2 {colour} cubes",
              lambda b, a: _delta("travel", lambda q: q.time)(b, a) == path.time == p["time"]
              and _delta("travel", lambda q: q.goods["wagon"])(b, a) == -path.wagons == -1
              and _delta("travel", lambda q: q.cubes[p["colour"]])(b, a) == -path.cubes
              and path.color == p["colour"]),
        Check("{city} gives 3 prestige ({prestige_before} -> {prestige_after})",
              lambda b, a: (b.p(p["seat"]).prestige, a.p(p["seat"]).prestige)
              == (p["prestige_before"], p["prestige_after"])
              and p["prestige_after"] - p["prestige_before"] == data.CITY_PRESTIGE
              and data.CITY_REWARDS[p["city"]] == "prestige"
              and a.p(p["seat"]).visited == [p["city"]]),
        Check("the first city visited scores the table's first value at the end",
              lambda b, a: (_score(b, p["seat"], "travel"), _score(a, p["seat"], "travel"))
              == (0, data.TRAVEL_POINTS[1])),
    )


def _church_checks():
    p = _p("church")
    return (
        Check("1 brown cube {brown_before} -> {brown_after}",
              lambda b, a: (b.p(p["seat"]).cubes["brown"], a.p(p["seat"]).cubes["brown"])
              == (p["brown_before"], p["brown_after"]) and p["brown_before"] - p["brown_after"]
              == data.CHURCH_BROWN and _delta("church", lambda q: q.time)(b, a) == 0),
        Check("paying {church_time} time instead was possible",
              lambda b, a: "pay time" in _legal(b)
              and _paid_time(b, p["seat"], "pay time") == data.CHURCH_TIME
              and b.p(p["seat"]).cubes["brown"] > 0),
        Check("member {generation} goes from the farmyard into the black bag: {bag} there",
              lambda b, a: a.p(p["seat"]).at("bag").count(p["generation"])
              == b.p(p["seat"]).at("bag").count(p["generation"]) + 1
              and a.p(p["seat"]).members.count("bag") == p["bag"]),
        Check("a member in the bag scores nothing",
              lambda b, a: _score(a, p["seat"], "church") == _score(b, p["seat"], "church")),
    )


def _mass_checks():
    p = _p("mass")
    return (
        Check("a mass is under way, {player} may move members up",
              lambda b, a: b.phase == "mass_promote" and b.queue[0] == p["seat"]),
        Check("member {generation} goes from window {window} to window {to}",
              lambda b, a: p["to"] == p["window"] + 1
              and b.p(p["seat"]).at(f"church:{p['window']}").count(p["generation"])
              > a.p(p["seat"]).at(f"church:{p['window']}").count(p["generation"])
              and p["generation"] in a.p(p["seat"]).at(f"church:{p['to']}")),
        Check("{grain} grain ({grain_before} -> {grain_after})",
              lambda b, a: (b.p(p["seat"]).grain, a.p(p["seat"]).grain)
              == (p["grain_before"], p["grain_after"])
              and p["grain_before"] - p["grain_after"] == p["grain"] == data.WINDOW_GRAIN[p["to"]]),
        Check("the member now scores {points_after} instead of {points_before}",
              lambda b, a: (p["points_before"], p["points_after"])
              == (data.WINDOW_POINTS[p["window"]], data.WINDOW_POINTS[p["to"]])),
        Check("the final scoring counts the member's new window",
              lambda b, a: _score(a, p["seat"], "church") - _score(b, p["seat"], "church")
              == p["points_after"] - p["points_before"]),
    )


def _death_checks():
    p = _p("death")
    return (
        Check("the marker passed the bridge and the turn's action is over",
              lambda b, a: b.step == "end" and b.actor == p["seat"]
              and b.p(p["seat"]).time // data.LIFE_TRACK > b.p(p["seat"]).crossings),
        Check("the lowest number among board and farmyard dies; a tie is the player's pick",
              lambda b, a: sorted(b.pending.options) == sorted(
                  f"die {p['generation']} {place}" for place in
                  {pl for g, pl in b.p(p["seat"]).visible()
                   if g == min(g for g, _ in b.p(p["seat"]).visible())})
              and len(b.pending.options) > 1),
        Check("the craftsman enters the chronicle among the craftsmen: {chronicle} there",
              lambda b, a: a.chronicle["crafts"].count(p["seat"])
              == b.chronicle["crafts"].count(p["seat"]) + 1
              and sum(slots.count(p["seat"]) for slots in a.chronicle.values())
              == p["chronicle"]),
        Check("{chronicle} member(s) in the chronicle score what the table says",
              lambda b, a: _score(a, p["seat"], "chronicle")
              == data.CHRONICLE_POINTS[min(p["chronicle"], len(data.CHRONICLE_POINTS) - 1)]),
    )


def _end_checks():
    p = _p("end")
    return (
        Check("{player}'s member takes the last anonymous grave; the end comes",
              lambda b, a: b.end_by is None and a.end_by == p["seat"]
              and b.graves.count(None) == 1 and a.graves.count(None) == 0),
        Check("{player} has no further turn; the others act once each, clockwise: {still}",
              lambda b, a: [a.actor] + list(a.final)
              == [(p["seat"] + k) % b.players for k in range(1, b.players)]
              and p["others"] == b.players - 1 and not a.end_in_market and a.phase == "turn"),
    )


LESSONS = [
    Lesson("turn", N_("A turn: take a cube"),
           N_("On your turn you take 1 cube from an action space of your choice, then you may "
              "do that space's action (or only keep the cube; not at the Market, whose "
              "action must follow). An influence cube goes to your "
              "farmyard: orange is skill, green persuasion, brown faith and pink knowledge, "
              "and the actions ask for them. {player} takes one {colour} cube from the Grain "
              "harvest space."),
           N_("{player}'s {colour} cubes: {before} → {after}. The harvest may follow."),
           "seed 004 § Tomando tu turno",
           ("village:space:harvest", "village:cube:{colour}", "village:farm:cubes"),
           checks=_turn_checks()),
    Lesson("harvest", N_("The grain harvest"),
           N_("With at least one family member at home, the harvest brings {harvest} sacks of "
              "grain: {harvest_horse} with a horse and a plow, {harvest_ox} with an ox and a "
              "plow. The goods are not used up, and a farmyard holds at most {grain_cap} "
              "sacks. {player} harvests."),
           N_("{player} took {gain} grain ({before} → {after} sacks). Grain pays customers, "
              "the Stables, the Mill and the climb between church windows."),
           "seed 004 § Cosecha de granos", ("village:space:harvest", "village:farm:grain"),
           checks=_harvest_checks()),
    Lesson("plague", N_("Plague cubes cost time"),
           N_("The black cubes are plague: whoever takes one returns it and loses "
              "{plague_time} time at once, moving the life-time marker {plague_time} spaces. "
              "Many actions also cost time, one space per hourglass. Each time the marker "
              "passes the bridge, one of your oldest family members dies. {player} takes the "
              "plague cube."),
           N_("The life-time marker moved {plague_time} spaces ({before} → {after}); {left} "
              "more before the bridge. {assumed} {player} may still do the action of that "
              "space."),
           "seed 004 § La hora de la moneda", ("village:cube:black", "village:farm:life"),
           checks=_plague_checks()),
    Lesson("market", N_("Market day"),
           N_("The Market action calls a market day, which everyone may join. Whoever called "
              "it serves a customer first, giving back the goods and grain it asks for, for "
              "nothing more. Then the day goes round the table, turn after turn: on each turn "
              "every player may serve another customer, paying {market_green} green cube and "
              "{market_time} time on top, until all have passed or no customer is left; "
              "whoever passes is out until the next market day. {player} serves the customer "
              "at this stall."),
           N_("{player} keeps the customer face down: {prestige} prestige at the end of the "
              "game. {assumed} Customers served so far: {customers}."),
           "seed 004 § Mercado", ("village:space:market", "village:customer:{customer}"),
           checks=_market_checks()),
    Lesson("market-extra", N_("Serving on someone else's market day"),
           N_("{starter} called this market day. Only the caller's first sale is free: "
              "{player} pays the customer's goods plus {market_green} green cube and "
              "{market_time} time. Serve the customer."),
           N_("{player} paid {market_green} green cube ({green_before} → {green_after}) and "
              "{market_time} time (life marker {before} → {after}), and took the customer."),
           "seed 004 § Mercado", ("village:customer:{customer}", "village:cube:green"),
           checks=_market_extra_checks()),
    Lesson("council", N_("The council chamber"),
           N_("A family member enters the council chamber's first stage for {enter_time} time "
              "and {green} green cubes (or {scrolls} scroll); later moves up cost {advance_time} "
              "time. "
              "Then comes the privilege of its stage or a lower one: the first stage's is the "
              "next starting player marker. From the 2nd stage on, members score "
              "{council_points} prestige at the end. {player} pays with green cubes for member "
              "{generation}."),
           N_("{player} paid {green} green cubes ({green_before} → {green_after}) and "
              "{enter_time} time (life marker {before} → {after}); member {generation} sits on "
              "stage 1, and the first privilege may now be taken."),
           "seed 004 § cámara del Consejo",
           ("village:space:council", "village:stage:1", "village:privilege:1"),
           checks=_council_checks()),
    Lesson("travel", N_("Travel"),
           N_("Travel sends a family member from the farmyard to one of the two cities next to "
              "the village, or on from a city to a neighbouring one. The road shows its price: "
              "time, a wagon and {path_cubes} cubes of one colour. Your marker on a new city "
              "brings its reward once, and at the end the cities visited score {travel_points} "
              "prestige. {player} sends member {generation} to {city}."),
           N_("{player} paid {time} time ({before} → {after}), a wagon ({wagons_before} → "
              "{wagons_after}) and {path_cubes} {colour} cubes, and {city} gave "
              "{city_prestige} prestige ({prestige_before} → {prestige_after}). {assumed}"),
           "seed 004 § Viajar", ("village:space:travel", "village:city:{city}"),
           checks=_travel_checks()),
    Lesson("church", N_("The church and the black bag"),
           N_("The church puts a family member from your farmyard into the black bag, for "
              "{church_brown} brown cube or {church_time} time. At each mass {mass_draw} "
              "pieces are drawn from the bag, where {monks} black monks wait too; members "
              "drawn enter the church. {player} pays a brown cube for member {generation}."),
           N_("{player} paid {church_brown} brown cube ({brown_before} → {brown_after}); "
              "{player}'s members in the black bag: {bag}. Each coin at a mass buys one of "
              "them out for sure."),
           "seed 004 § Iglesia", ("village:space:church", "village:bag:black"),
           checks=_church_checks()),
    Lesson("mass", N_("The mass: climbing the windows"),
           N_("A mass ends every round. After the draw, each player in turn may pay grain to "
              "move members up the church windows, from right to left; then the player with "
              "most members in the church gains {majority} prestige. At the end the windows "
              "score {window_points}. {player} moves member {generation} from window {window} "
              "to window {to}."),
           N_("{player} paid {grain} grain ({grain_before} → {grain_after}). {assumed} At the "
              "end this member now scores {points_after} prestige instead of {points_before}."),
           "seed 004 § 2. Subir a los miembros de la familia en la jerarquía de la iglesia",
           ("village:window:{window}", "village:window:{to}"),
           checks=_mass_checks()),
    Lesson("death", N_("A death and the village chronicle"),
           N_("{player}'s life-time marker has passed the bridge: at the end of the turn the "
              "family member with the lowest number dies, among those on the board or in the "
              "farmyard; with a tie the player picks one. Where it worked decides its place: a "
              "free space of that trade in the village chronicle, else an anonymous grave, "
              "which scores nothing. The craftsman, member {generation}, dies."),
           N_("Member {generation} entered the village chronicle among the craftsmen; {player} "
              "has {chronicle} there now. At the end {chronicle_counts} members in the "
              "chronicle score {chronicle_points} prestige."),
           "seed 004 § Fallece un familiar",
           ("village:chronicle:{category}", "village:farm:life"),
           checks=_death_checks()),
    Lesson("end", N_("The end of the game"),
           N_("The game ends when a family member takes the last free space of the village "
              "chronicle or the last anonymous grave. That player has no further turn; every "
              "other player takes one last action, then the final mass is said and the final "
              "scoring follows. {player}'s member dies now."),
           N_("{player} filled the last space: the end has come. One last action each, "
              "clockwise: {still}. Then the final mass and the scoring."),
           "seed 004 § Fin del juego", ("village:graves:all",),
           checks=_end_checks()),
]
"""The tour's steps, in order; each id is a key of tour_games.POSITIONS."""




def _words(params: dict, _) -> dict:
    """The translated words the texts quote: cube colours, cities, other players, and the
    marker of an assumed value (``{assumed}``)."""
    words = {field: _(TERMS[params[field]]) for field in ("colour", "city")
             if field in params}
    if "starter" in params:
        words["starter"] = NAMES[params["starter"]]
    if "others" in params:          # the end: every other player, clockwise
        players = params["others"] + 1
        words["still"] = ", ".join(NAMES[(params["seat"] + k) % players]
                                   for k in range(1, players))
    words.update(numbers(_))
    return words


def numbers(_) -> dict:
    """The rule values the lessons quote, from data.py (the explanations' :func:`engine.village.
    explain.numbers`, ``{assumed}`` included), with lists written out in words: "2, 4 or 6"."""
    def listed(values, last: str) -> str:
        values = [str(v) for v in values]
        return ", ".join(values[:-1]) + last + values[-1]

    firsts = range(3, len(data.CHRONICLE_POINTS))      # 3, 4 and 5 (or more) members
    return {**explain_numbers(_), "mass_draw": data.MASS_DRAW, "monks": data.MONKS,
            "majority": data.MAJORITY_PRESTIGE,
            "council_points": listed(data.COUNCIL_POINTS[2:], _(" or ")),
            "travel_points": listed(data.TRAVEL_POINTS[1:], _(" or ")),
            "window_points": listed(data.WINDOW_POINTS[1:], _(" and ")),
            "chronicle_counts": listed(firsts, _(" and ")),
            "chronicle_points": listed([data.CHRONICLE_POINTS[n] for n in firsts], _(" and "))}


def steps(_) -> list:
    """The tour (list of :class:`engine.tour.TourStep`), texts translated with ``_``."""
    return build("village", LESSONS, POSITIONS, _, _words, GAMES)
