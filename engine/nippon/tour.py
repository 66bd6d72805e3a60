"""Nippon's guided tour (issue 21; ``Game.tour``): eight steps on real positions after seed 003's
turn structure ("Como se Juega": take a worker or consolidate), the actions (Mines, Invest,
Produce), the three steps of consolidating (budget, the Emperor's reward, labour) and region
scoring, in our own words.

The positions are in tour_games.py, written by tools/tour_positions.py.
"""
from __future__ import annotations

from ..i18n import N_, format_number
from ..tour import Check, assumed
from ..tourbook import Lesson, steps as build
from . import data, scoring
from .render import ACTION_NAMES
from .text import factory_name
from .tour_games import GAMES, POSITIONS


def _params(step: str) -> dict:
    """The numbers a step's texts quote (tour_games.POSITIONS)."""
    return POSITIONS[step]["params"]


def _q(state, step: str):
    """The player of ``step`` (its ``seat`` param) in ``state``."""
    return state.p(_params(step)["seat"])


def _mover(before, step: str) -> bool:
    """Whether the step's player is the one to move in ``before``."""
    from . import GAME
    return GAME.decision(before).seat == _params(step)["seat"]


def _first_scoring_gains(before) -> list[int]:
    """Each seat's VP from the first region scoring on ``before``'s board (the engine's
    scoring function on a copy)."""
    board = before.clone()
    vp = [p.vp for p in board.areas]
    scoring.region_scoring(board, 0)
    return [p.vp - v for p, v in zip(board.areas, vp, strict=True)]


def _space_emptied(before, after) -> int | None:
    """The action space (0-based) the step's move took the last worker of, or None."""
    took = [i for i, (b, _a) in enumerate(zip(before.spaces, after.spaces, strict=True))
            if len(b) == 1]
    return took[0] if len(took) == 1 else None


LESSONS = [
    Lesson("worker", N_("A turn: take a worker"),
           N_("On your turn you either take 1 worker from an action space and do that "
              "space's action, or you consolidate. {player} chose action space {space}, which "
              "shows two actions, {first} and {second}: only one is done, here the Mines. Take "
              "one of its workers: it goes to the leftmost empty worker space of the board "
              "({worker_spaces} at most). Its colour does not change the action; it counts "
              "when you consolidate."),
           N_("Workers on {player}'s board: {workers} of {worker_spaces}. The Mines action "
              "follows."),
           "seed 003 § I. Lleve un trabajador", ("nippon:action:mines", "nippon:zone:workers"),
           checks=(
               Check("it is the step's player's turn",
                     lambda b, a: _mover(b, "worker")),
               Check("the chosen action space shows two actions, Knowledge and Mines",
                     lambda b, a: data.ACTION_SPACES[b.took] == tuple(
                         _params("worker")["actions"]) and b.took == _params("worker")["space"] - 1),
               Check("the worker goes to the leftmost worker space: 1 of 6 workers",
                     lambda b, a: _q(a, "worker").workers == _q(b, "worker").workers
                     + [_params("worker")["colour"]]
                     and len(_q(a, "worker").workers) == _params("worker")["workers"]
                     and data.WORKER_SPACES == 6),
               Check("the Mines action follows (the coal steps are asked)",
                     lambda b, a: a.pending.prompt == "pick_steps"
                     and a.pending["track"] == "coal"),
           )),
    Lesson("mines", N_("Mines: more coal at each consolidation"),
           N_("The Mines move your coal marker up 1, 2 or 3 steps for {step_1}, {step_2} or "
              "{step_3} Yen; the marker never passes the top. The coal track sets the coal you "
              "receive each time you consolidate. {player} has {before} Yen: buy 3 steps."),
           N_("{player} paid {step_3} Yen ({before} → {after} Yen). Each consolidation now "
              "brings {coal_after} coal instead of {coal_before}. {assumed}"),
           "seed 003 § E. Minas", ("nippon:action:mines", "nippon:track:coal:{seat}"),
           checks=(
               Check("the player has the quoted Yen before",
                     lambda b, a: _q(b, "mines").yen == _params("mines")["before"]),
               Check("3 steps cost 6,000 Yen: before → after as quoted",
                     lambda b, a: _q(b, "mines").yen - _q(a, "mines").yen == data.STEP_COSTS[3]
                     and _q(a, "mines").yen == _params("mines")["after"]),
               Check("the coal marker moved 3 steps",
                     lambda b, a: _q(a, "mines").coal_track - _q(b, "mines").coal_track == 3),
               Check("coal per consolidation goes from coal_before to coal_after",
                     lambda b, a: data.COAL_TRACK[_q(b, "mines").coal_track]
                     == _params("mines")["coal_before"]
                     and data.COAL_TRACK[_q(a, "mines").coal_track]
                     == _params("mines")["coal_after"]),
           )),
    Lesson("invest", N_("Invest: build a factory"),
           N_("A factory costs {factory_cost} Yen and asks for knowledge: {knowledge_or} for "
              "levels 1, 2 and 3. Knowledge is not spent, and each missing point costs "
              "{blueprints_per} blueprint. Nobody owns two factories of the same good. "
              "{player} has knowledge {knowledge} and the {factory} factory needs {need}: "
              "build it."),
           N_("{player} paid {factory_cost} Yen ({before} → {after} Yen) and covered the "
              "missing knowledge with blueprints ({blueprints_before} → {blueprints_after})."),
           "seed 003 § A. Invierta en una nueva industria",
           ("nippon:action:invest", "nippon:factory:{factory}"),
           checks=(
               Check("the player's knowledge is below the factory's need",
                     lambda b, a: _q(b, "invest").knowledge_level == _params("invest")["knowledge"]
                     < _params("invest")["need"]
                     == data.FACTORIES[_params("invest")["factory"]].knowledge),
               Check("a factory costs 6,000 Yen: before → after as quoted",
                     lambda b, a: _q(b, "invest").yen - _q(a, "invest").yen == data.FACTORY_COST
                     and (_q(b, "invest").yen, _q(a, "invest").yen)
                     == (_params("invest")["before"], _params("invest")["after"])),
               Check("one blueprint per missing knowledge point, as quoted",
                     lambda b, a: _q(b, "invest").blueprints - _q(a, "invest").blueprints
                     == _params("invest")["need"] - _params("invest")["knowledge"]
                     and (_q(b, "invest").blueprints, _q(a, "invest").blueprints)
                     == (_params("invest")["blueprints_before"],
                         _params("invest")["blueprints_after"])),
               Check("knowledge is not spent",
                     lambda b, a: _q(a, "invest").knowledge == _q(b, "invest").knowledge),
               Check("the player now owns the factory, and owned none of that good before",
                     lambda b, a: data.FACTORIES[_params("invest")["factory"]].good
                     not in _q(b, "invest").factories
                     and _q(a, "invest").factories[data.FACTORIES[
                         _params("invest")["factory"]].good]["id"]
                     == _params("invest")["factory"]),
           )),
    Lesson("produce", N_("Produce goods"),
           N_("Producing runs 1 to {most} of your factories, each once a turn. A run burns the "
              "coal shown on the factory and stores {produce} good, plus {machine_first} or "
              "{machine_max} more for a +{machine_first} or +{machine_max} "
              "machine, as far as the storage has room. {player}'s {factory} factory has a "
              "+{machine} machine: run it."),
           N_("The factory burned {coal} coal ({coal_before} → {coal_after}) and stored {made} "
              "goods: {stored} of its {storage} storage spaces are full. {assumed}"),
           "seed 003 § C. Producir bienes", ("nippon:action:produce", "nippon:factory:{factory}"),
           checks=(
               Check("the factory has a +1 machine",
                     lambda b, a: _q(b, "produce").factories[_params("produce")["good"]]
                     ["machine"] == _params("produce")["machine"] >= 1),
               Check("the run burned the factory's coal, as quoted",
                     lambda b, a: _q(b, "produce").coal - _q(a, "produce").coal
                     == data.FACTORIES[_params("produce")["factory"]].coal
                     == _params("produce")["coal"]
                     and (_q(b, "produce").coal, _q(a, "produce").coal)
                     == (_params("produce")["coal_before"], _params("produce")["coal_after"])),
               Check("it stored the run's good plus 1 for the machine",
                     lambda b, a: _q(a, "produce").factories[_params("produce")["good"]]["goods"]
                     - _q(b, "produce").factories[_params("produce")["good"]]["goods"]
                     == data.PRODUCE_GOODS + _params("produce")["machine"]
                     == _params("produce")["made"]),
               Check("stored goods out of the factory's storage, as quoted",
                     lambda b, a: _q(a, "produce").factories[_params("produce")["good"]]["goods"]
                     == _params("produce")["stored"]
                     and data.FACTORIES[_params("produce")["factory"]].storage
                     == _params("produce")["storage"]),
           )),
    Lesson("consolidate", N_("Consolidate"),
           N_("Whoever cannot or will not take a worker consolidates, and with "
              "{worker_spaces} workers it is compulsory. Three steps follow: the budget, the "
              "Emperor's reward and labour. {player} has {workers} workers of {colours} "
              "colours on the board and {yen_before} Yen left: consolidate."),
           N_("Budget: the Yen and coal left went back, and {player} received what the tracks "
              "show: {yen} Yen from the money track and {coal} coal from the coal track. "
              "{assumed} With {workers} workers the Emperor offers a reward tile of level "
              "{level} or lower. {assumed}"),
           "seed 003 § II. Consolidar",
           ("nippon:track:money:{seat}", "nippon:track:coal:{seat}"),
           checks=(
               Check("workers and colours on the board, Yen left, as quoted",
                     lambda b, a: len(_q(b, "consolidate").workers)
                     == _params("consolidate")["workers"]
                     and len(set(_q(b, "consolidate").workers))
                     == _params("consolidate")["colours"]
                     and _q(b, "consolidate").yen == _params("consolidate")["yen_before"]),
               Check("the budget is exactly what the money and coal tracks show",
                     lambda b, a: _q(a, "consolidate").yen
                     == data.MONEY_TRACK[_q(a, "consolidate").money]
                     == _params("consolidate")["yen"]
                     and _q(a, "consolidate").coal
                     == data.COAL_TRACK[_q(a, "consolidate").coal_track]
                     == _params("consolidate")["coal"]),
               Check("the Emperor offers rewards of the level above the rightmost worker or "
                     "lower",
                     lambda b, a: a.pending.prompt == "pick_reward"
                     and data.REWARD_LEVEL[_params("consolidate")["workers"] - 1]
                     == _params("consolidate")["level"]
                     and all(int(o.split()[1].rstrip("x")) <= _params("consolidate")["level"]
                             for o in a.pending.options)),
           )),
    Lesson("reward", N_("The Emperor's reward"),
           N_("With {min_workers} or more workers on the board you take 1 reward tile of the "
              "level shown above your rightmost worker, or lower. Its bonus comes at once "
              "({reward_yen} Yen, {reward_blueprints} blueprints or {reward_coal} coal); then "
              "the tile goes, VP side up, on an empty achievement space, which at the end "
              "scores times the tile's multiplier. {player} may go up to level {level}. "
              "{assumed} Take a ×{multiplier} tile with {reward_coal} coal."),
           N_("{player} gained {reward_coal} coal ({coal_before} → {coal_after}) and now "
              "chooses the achievement space for the ×{multiplier} tile."),
           "seed 003 § 2. Recompensa del emperador", ("nippon:reward:{multiplier}x-coal",),
           checks=(
               Check("at least 3 workers, the level above the rightmost worker",
                     lambda b, a: len(_q(b, "reward").workers) == _params("reward")["workers"]
                     >= data.MIN_WORKERS_FOR_REWARD
                     and data.REWARD_LEVEL[len(_q(b, "reward").workers) - 1]
                     == _params("reward")["level"] >= _params("reward")["multiplier"]),
               Check("the tile's bonus: 2 coal at once, as quoted",
                     lambda b, a: _q(a, "reward").coal - _q(b, "reward").coal
                     == data.REWARD_BONUSES["coal"]
                     and (_q(b, "reward").coal, _q(a, "reward").coal)
                     == (_params("reward")["coal_before"], _params("reward")["coal_after"])),
               Check("the player now chooses an empty achievement space",
                     lambda b, a: a.pending.prompt == "pick_achievement"
                     and all(o.split()[1] not in _q(a, "reward").achievements
                             for o in a.pending.options)),
           )),
    Lesson("wages", N_("Labour: wages per worker colour"),
           N_("The last step of consolidating: pay {wage} Yen for each different colour among "
              "the workers on your board; each colour you cannot pay costs {wage_penalty} VP. "
              "Then the workers go back to the bag. {player} puts the ×{multiplier} tile on "
              "achievement {achievement}, and the labour follows: {workers} workers of "
              "{colours} colours."),
           N_("{player} paid {colours} × {wage} Yen ({before} → {after} Yen), and the worker "
              "spaces are empty again."),
           "seed 003 § 3. Mano de obra",
           ("nippon:achievement:{achievement}", "nippon:zone:workers"),
           checks=(
               Check("workers and colours on the board, as quoted",
                     lambda b, a: len(_q(b, "wages").workers) == _params("wages")["workers"]
                     and len(set(_q(b, "wages").workers)) == _params("wages")["colours"]),
               Check("the tile goes on the achievement space",
                     lambda b, a: _q(a, "wages").achievements[_params("wages")["achievement"]]
                     == _params("wages")["multiplier"]
                     and _params("wages")["achievement"] not in _q(b, "wages").achievements),
               Check("3,000 Yen per colour: before → after as quoted",
                     lambda b, a: _q(b, "wages").yen - _q(a, "wages").yen
                     == data.WAGE * _params("wages")["colours"]
                     and (_q(b, "wages").yen, _q(a, "wages").yen)
                     == (_params("wages")["before"], _params("wages")["after"])),
               Check("no VP lost (every colour paid) and the worker spaces are empty",
                     lambda b, a: _q(a, "wages").vp == _q(b, "wages").vp
                     and _q(a, "wages").workers == []),
           )),
    Lesson("scoring", N_("Region scoring"),
           N_("When an action space is emptied while every worker row is empty, spaces and rows "
              "are refilled from the bag and the scoring marker moves on; it triggers three "
              "scorings. In each region the influence tiles count, plus your trains there if "
              "you have at least 1 tile; the foreign companies compete like a player. The "
              "first scoring gives {first}, {second} and {third} VP to the three greatest "
              "influences, and the first two also score their ships there. Every worker row "
              "is empty here: {player} takes the last worker of an action space, while other "
              "action spaces still hold workers."),
           N_("The board was refilled and the scoring marker reached space {marker}: the first "
              "scoring. {assumed} {player} scored {gain} VP ({vp_before} → {vp_after})."),
           "seed 003 § Fin del juego",
           ("nippon:region:r1", "nippon:region:r2", "nippon:region:r3", "nippon:region:r4"),
           checks=(
               Check("every worker row is empty before the move",
                     lambda b, a: all(not row for row in b.rows)),
               Check("the move takes the last worker of an action space",
                     lambda b, a: _space_emptied(b, a) is not None and _mover(b, "scoring")),
               Check("other action spaces still hold workers (not the last worker on the board)",
                     lambda b, a: sum(map(len, b.spaces)) - 1 > 0),
               Check("spaces and rows are refilled from the bag",
                     lambda b, a: all(len(sp) == data.WORKERS_PER_SPACE for sp in a.spaces)
                     and all(len(row) == data.WORKERS_PER_ROW[a.players] for row in a.rows)),
               Check("the scoring marker moves on to the quoted space: the first scoring",
                     lambda b, a: a.marker == b.marker + 1 == _params("scoring")["marker"]
                     and data.SCORING_ON_ENTER.get(a.marker) == 1
                     and (b.scorings, a.scorings) == (0, 1)),
               Check("the first scoring pays 10 / 7 / 5",
                     lambda b, a: (_params("scoring")["first"], _params("scoring")["second"],
                                   _params("scoring")["third"]) == data.REGION_VP[0]),
               Check("the player scores the quoted VP: the region scoring's gain",
                     lambda b, a: _q(a, "scoring").vp - _q(b, "scoring").vp
                     == _first_scoring_gains(b)[_params("scoring")["seat"]]
                     == _params("scoring")["gain"]
                     and (_q(b, "scoring").vp, _q(a, "scoring").vp)
                     == (_params("scoring")["vp_before"], _params("scoring")["vp_after"])),
           )),
]
"""The tour's steps, in order; each id is a key of tour_games.POSITIONS."""


def numbers(_) -> dict:
    """The rule numbers the lessons quote: ``{name: text}`` for their ``{name}`` placeholders
    (besides the position's params), read from data.py (seed 003's costs, the worker spaces,
    the Emperor's reward and wages) and written the way ``_``'s language writes numbers, and
    ``{assumed}``, the marker of a value the rulebook leaves open (docs/DATA.md)."""
    n = lambda value: format_number(value, _)  # noqa: E731
    return {
        "worker_spaces": data.WORKER_SPACES, "most": data.MAX_PER_ACTION,
        "machine_first": data.MACHINE_FIRST, "machine_max": data.MACHINE_MAX,
        **{f"step_{k}": n(v) for k, v in data.STEP_COSTS.items()},
        "factory_cost": n(data.FACTORY_COST),
        "blueprints_per": data.BLUEPRINTS_PER_KNOWLEDGE, "produce": data.PRODUCE_GOODS,
        "knowledge_or": _("{a}, {b} or {c}").format(
            a=data.KNOWLEDGE_NEEDED[1], b=data.KNOWLEDGE_NEEDED[2], c=data.KNOWLEDGE_NEEDED[3]),
        "min_workers": data.MIN_WORKERS_FOR_REWARD,
        "reward_yen": n(data.REWARD_BONUSES["yen"]),
        "reward_blueprints": data.REWARD_BONUSES["blueprints"],
        "reward_coal": data.REWARD_BONUSES["coal"],
        "wage": n(data.WAGE), "wage_penalty": data.WAGE_PENALTY_VP,
        "assumed": assumed(_),
    }


def _words(params: dict, _) -> dict:
    """The translated names the texts quote (actions and factories) and the rule numbers of
    :func:`numbers`."""
    words = numbers(_)
    if "actions" in params:
        words["first"], words["second"] = (_(ACTION_NAMES[a]) for a in params["actions"])
    if "factory" in params:
        words["factory"] = factory_name(params["factory"], _)
    return words


def steps(_) -> list:
    """The tour (list of :class:`engine.tour.TourStep`), texts translated with ``_``."""
    return build("nippon", LESSONS, POSITIONS, _, _words, GAMES)
