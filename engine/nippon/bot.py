"""What Nippon's bots need from the rules: a position estimate.

Nippon has no hidden components (:mod:`.view`): the default determinization (a new seed for the
bag's future draws) is all a bot needs.  :func:`evaluate` estimates, in VP, what each player
will have at the end and returns the seat's lead over the best other player.

Where the VP come from (seed 003, "Fin del juego" and "Consolidar"; values in data.py):

- the VP track so far (start, scorings, ships, region bonuses, contracts, factories, wages);
- the region scorings still to come: influence tiles, plus trains where the player has a tile,
  against the other players and the foreign companies; 1st and 2nd also score their ships;
- the achievement spaces at the end: base × the multiplier of the reward tile placed there
  (achievement b counts the Yen of the final money income, reference sheet S4);
- resources that turn into VP later: Yen and coal until the next consolidation (it discards
  both), blueprints, goods in storage (influence tiles or contracts), factories and machines,
  the money and coal tracks (income at every consolidation), knowledge; minus the wages owed
  for the worker colours on the board (3,000 Yen each, "Mano de obra").

The weights of resources are estimates for the bots (assumed; not rules).  The function is
plain arithmetic over the state (no copies), since MCTS calls it thousands of times a move.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right

from . import data
from .state import NipponState as S, space_id

YEN_VP = 1 / 3000
"""Estimated VP of one Yen held before the next consolidation (3,000 Yen is a worker colour's
wage; a ship or a machine costs 5,000).  Assumed for the bots."""
COAL_VP = 0.35
BLUEPRINT_VP = 0.4                    # 3 blueprints buy a track step
GOOD_VP = {1: 0.8, 2: 1.1, 3: 1.4}    # per cube in storage, by good level (influence / contracts)
FACTORY_VP = {1: 3.0, 2: 4.0, 3: 5.0}  # production still to come, by level
MACHINE_VP = 2.5                      # per machine step (+1 cube per run, several runs)
KNOWLEDGE_VP = 0.3                    # per knowledge level (factories of higher levels)
INFLUENCE_VP = 0.15                   # per point of influence in a region (holding a majority)
LATER_SCORING = 0.8                   # weight of a scoring after the next one (positions change)
CONSOLIDATIONS = 5                    # consolidations a player still has at the start (about)
REWARD_TILE = 2.5                     # mean multiplier of a reward tile still to come
WORKER_VP = 1.2                       # per worker on the board: the cycle's progress
REWARD_SHARE = 0.6                    # of the reward tile the workers on the board will earn
HELD_YEN = 0.4
"""The budget estimate (:func:`estimates` with ``budget=True``; a search budget's ``estimate``
1, not used by any level: docs/BOTS.md, "Hard against normal"): the share of
:data:`YEN_VP` a Yen held in the budget is worth.  A Yen held is only worth what it buys before
the next consolidation discards it (seed 003, "Consolidar", 1. Presupuesto), and at the full
weight a one-step rating saw most purchases as a loss and kept the Yen.  Assumed for the bots:
easy bots rating with 0.2–0.5 won 58–72 of 100 games against the full weight, 0.7 did not;
the hard bot searching with it did not beat ``normal``."""


def game_left(s: S) -> float:
    """Fraction of the game still to play, 1 at the start → 0 at the end: the scoring marker
    moves from space 1 to the first golden space (6) at refills, then 3 more rounds (seed 003,
    "Filas de trabajadores vacías")."""
    if s.final_turns is None:
        return (data.FIRST_GOLDEN - s.marker + 1) / data.FIRST_GOLDEN
    return s.final_turns / (data.FINAL_ROUNDS * s.players) / data.FIRST_GOLDEN


class Tally:
    """Counts read once per evaluation (one pass over the influence spaces and the train/ship
    spaces): per seat and region the influence tile values and tiles, trains and ships; per
    region the foreign companies' influence (printed numbers on uncovered spaces, seed 003)."""

    __slots__ = ("tiles", "count", "trains", "ships", "foreign")

    def __init__(self, s: S):
        n, regions = s.players, len(data.REGIONS)
        self.tiles = [[0] * regions for _ in range(n)]
        self.count = [[0] * regions for _ in range(n)]
        self.trains = [[0] * regions for _ in range(n)]
        self.ships = [[0] * regions for _ in range(n)]
        self.foreign = list(_FOREIGN_TOTAL)
        for key, (owner, value) in s.influence.items():
            region, printed = _SPACES[key]
            self.tiles[owner][region] += value
            self.count[owner][region] += 1
            self.foreign[region] -= printed
        for region, spaces in enumerate(s.transport):
            for owner, kind in spaces:
                (self.trains if kind == "train" else self.ships)[owner][region] += 1


_SPACES = {space_id(city, side): (city // 2, data.FOREIGN[data.CITY_SPACES[city]][side])
           for city in range(len(data.CITY_SPACES)) for side in range(len(data.SIDES))}
"""Influence space id → (region, foreign influence printed on it)."""
_FOREIGN_TOTAL = tuple(sum(printed for region, printed in _SPACES.values() if region == r)
                       for r in range(len(data.REGIONS)))


def _bonuses(p) -> set[str]:
    return {data.FACTORIES[f["id"]].bonus for f in p.factories.values()}


def _pots(table: tuple[int, ...], places: int) -> list[list[int]]:
    """``pots[place][m]``: the VP ``m`` players tied at ``place`` (0-based) share out of
    ``table``, i.e. the sum of the places they cover (places past the table pay 0)."""
    return [[sum(table[place:place + m]) for m in range(places + 1)] for place in range(places)]


_PLACES = max(data.WORKER_ROWS) + 1          # the most players data.py sets up, and the foreign
_POTS = [_pots(table, _PLACES) for table in data.REGION_VP]
"""``_POTS[k][place][m]``: scoring k's pot for ``m`` players tied at ``place`` (regions_ahead)."""
_SCORINGS_LEFT = [[(_POTS[k], 1.0 if k == done else LATER_SCORING)
                   for k in range(done, len(data.REGION_VP))]
                  for done in range(len(data.REGION_VP) + 1)]
"""``_SCORINGS_LEFT[done]``: (pots, weight) of each region scoring still to come once ``done``
have been held (the next at full weight, later ones at :data:`LATER_SCORING`)."""


def regions_ahead(s: S, tally: Tally | None = None,
                  bonuses: list[set[str]] | None = None) -> list[float]:
    """Per seat, the VP the region scorings still to come would pay if influence stayed as it
    is now (places, shared ties, foreign companies and ships as in scoring.region_scoring), plus
    a little per influence point (a bigger lead is harder to take).  ``bonuses``: each seat's
    factory bonuses (:func:`_bonuses`), if known."""
    tally = tally or Tally(s)
    n = s.players
    out = [0.0] * n
    scorings = _SCORINGS_LEFT[s.scorings]
    if not scorings:
        return out
    areas, seats = s.areas, range(n)
    if bonuses is None:
        bonuses = [_bonuses(areas[seat]) for seat in seats]
    anywhere = [("trains_anywhere" in bonuses[seat]) for seat in seats]
    train_value = [areas[seat].train_value for seat in seats]
    tiles, count, trains, ships = tally.tiles, tally.count, tally.trains, tally.ships
    for region in range(len(data.REGIONS)):
        values = []                                   # scoring.influence, by seat
        for seat in seats:
            v = tiles[seat][region]
            if count[seat][region] or anywhere[seat]:
                v += trains[seat][region] * train_value[seat]
            values.append(v)
            out[seat] += INFLUENCE_VP * v
        foreign = tally.foreign[region]
        levels = {v for v in values if v > 0}
        if foreign > 0:
            levels.add(foreign)
        place = 0
        for level in sorted(levels, reverse=True):
            m = values.count(level) + (foreign == level)
            for seat in seats:
                if values[seat] != level:
                    continue
                shipped = ships[seat][region] * areas[seat].ship_vp if place < 2 else 0
                for pots, w in scorings:
                    out[seat] += w * (pots[place][m] // m + shipped)
            place += m
    return out


_KNOWLEDGE_STARS = sorted(data.KNOWLEDGE_STARS)
_SHIP_STARS = sorted(data.SHIP_STARS)
_COAL_STARS = sorted(data.COAL_STARS)


def achievement_bases(s: S, seat: int, tally: Tally | None = None) -> dict[str, float]:
    """Base VP of each achievement space (scoring.achievement_base, P11) from the tally, except
    achievement b, counted on the Yen of the final money income (the final scoring discards
    the Yen held and pays the income, reference sheet S4), as a fraction."""
    p = s.areas[seat]
    return dict(zip(data.ACHIEVEMENT_IDS, _bases(p, _bonuses(p), tally or Tally(s), seat),
                    strict=True))


def _bases(p, bonus: set[str], tally: Tally, seat: int) -> list[float]:
    """:func:`achievement_bases` in the order of ``data.ACHIEVEMENTS`` (a to i)."""
    level_2_up = machines_full = 0
    for good, f in p.factories.items():
        level_2_up += _LEVEL_2_UP[good]
        machines_full += f["machine"] == data.MACHINE_MAX
    trains, count = tally.trains[seat], tally.count[seat]
    return [
        (len(data.CONTRACTS) - len(p.contracts) + data.BONUS_CONTRACTS
         * ("contracts_x2" in bonus)) // data.CONTRACTS_PER_ACHIEVEMENT_VP,
        data.MONEY_TRACK[p.money] / data.YEN_PER_ACHIEVEMENT_VP,
        bisect_right(_KNOWLEDGE_STARS, p.knowledge) + ("knowledge_star" in bonus),
        bisect_left(_SHIP_STARS, p.ships) + ("ship_star" in bonus),
        level_2_up,
        bisect_right(_COAL_STARS, p.coal_track) + ("coal_star" in bonus),
        len(trains) - trains.count(0),                # regions with a train (counts ≥ 0)
        machines_full,
        len(count) - count.count(0),                  # regions with influence
    ]


_LEVEL_2_UP = {g: int(level >= 2) for g, level in data.GOOD_LEVEL.items()}
"""Good → 1 if its level counts for achievement e (level 2 or 3), else 0."""


def achievements_ahead(p, bases: dict[str, float], left: float) -> float:
    """The achievement spaces (reference sheet S4): base × the multiplier of the tile placed
    (else the printed one), plus a share of a reward tile still to come on spaces without one."""
    return _achievements_ahead(p, [bases[a] for a in data.ACHIEVEMENT_IDS], left)


def _achievements_ahead(p, bases: list[float], left: float) -> float:
    """:func:`achievements_ahead` with the bases in the order of ``data.ACHIEVEMENTS``."""
    placed_on = p.achievements.get
    share = REWARD_TILE * left / 2
    total = 0.0
    for a, base in zip(data.ACHIEVEMENTS, bases, strict=True):
        placed = placed_on(a.id)
        total += base * (placed if placed is not None else a.printed + share)
    return total


def empty_best(p, bases: dict[str, float]) -> float:
    """The largest base among the achievement spaces without a tile (0 if none)."""
    return _empty_best(p, [bases[a] for a in data.ACHIEVEMENT_IDS])


def _empty_best(p, bases: list[float]) -> float:
    """:func:`empty_best` with the bases in the order of ``data.ACHIEVEMENT_IDS``."""
    placed = p.achievements
    best: float = 0
    for a, b in zip(data.ACHIEVEMENT_IDS, bases, strict=True):
        if b > best and a not in placed:
            best = b
    return best


def pending_reward(s: S, seat: int, best: float) -> float:
    """A reward tile being taken at consolidation (seed 003, "Recompensa del emperador"): the
    best multiplier offered, placed on the empty achievement space with the largest base
    ``best``."""
    pending = s.pending
    if pending is None or pending.seat != seat:
        return 0.0
    if pending.step == "achievement":
        return pending["value"] * best
    if pending.step == "reward":
        return max(int(o.split()[1].rstrip("x")) for o in pending.options) * best
    return 0.0


def resources(s: S, seat: int, left: float, best: float, budget: bool = False) -> float:
    """Estimated VP still to come from what the seat holds and has built (``best``: the
    largest base of an empty achievement space, for the reward tile to come).

    ``budget`` (the budget estimate): Yen held count :data:`HELD_YEN` of their weight, and
    the Yen and coal of a seat with all 6 worker spaces full count nothing: it must consolidate
    next (seed 003, "Lleve un trabajador"), which discards them ("Consolidar", 1. Presupuesto)."""
    p = s.areas[seat]
    use = min(1.0, left * data.FIRST_GOLDEN)          # 1 until the last round, then → 0
    consolidations = CONSOLIDATIONS * left
    if not budget:
        value = (p.yen * YEN_VP + p.coal * COAL_VP + p.blueprints * BLUEPRINT_VP) * use
    elif len(p.workers) < data.WORKER_SPACES:
        value = (p.yen * YEN_VP * HELD_YEN + p.coal * COAL_VP + p.blueprints * BLUEPRINT_VP) * use
    else:
        value = p.blueprints * BLUEPRINT_VP * use
    for good, f in p.factories.items():
        level = data.GOOD_LEVEL[good]
        value += use * (f["goods"] * GOOD_VP[level] + FACTORY_VP[level] * left
                        + MACHINE_VP * f["machine"] * left)
    value += MACHINE_VP * p.reserve * left
    value += consolidations * (data.MONEY_TRACK[p.money] * YEN_VP
                               + data.COAL_TRACK[p.coal_track] * COAL_VP)
    value += KNOWLEDGE_VP * p.knowledge_level * left
    value -= len(set(p.workers)) * data.WAGE * YEN_VP        # wages owed ("Mano de obra")
    return value + use * workers_ahead(len(p.workers), best)


def workers_ahead(n: int, best: float) -> float:
    """``n`` workers on a board: actions taken in this cycle, and the reward tile the next
    consolidation will bring (level above the right-most worker, at least 3 workers: seed 003,
    "Recompensa del emperador") on the best empty space, part of it since rewards run out."""
    value = WORKER_VP * n
    if n >= data.MIN_WORKERS_FOR_REWARD:
        level = data.REWARD_LEVEL[n - 1]
        assert level is not None                      # a level from 3 workers on
        value += REWARD_SHARE * level * best
    return value


def estimates(s: S, budget: bool = False) -> list[float]:
    """Per seat, the estimated VP at the end of the game (during play).  ``budget``: the budget
    estimate (:data:`HELD_YEN`), which weighs the budget's Yen and coal by what they can still buy
    (:func:`resources`)."""
    left = game_left(s)
    tally = Tally(s)
    areas = s.areas
    bonuses = [_bonuses(p) for p in areas]
    regions = regions_ahead(s, tally, bonuses)
    out = []
    for i, p in enumerate(areas):
        bases = _bases(p, bonuses[i], tally, i)
        best = _empty_best(p, bases)
        out.append(p.vp + regions[i] + _achievements_ahead(p, bases, left)
                   + resources(s, i, left, best, budget) + pending_reward(s, i, best))
    return out


def evaluate(s: S, seat: int, budget: bool = False) -> float:
    """The seat's estimated VP lead over the best other player at the end of the game (the
    final score lead once the game is over).  ``budget``: with the budget estimate
    (:func:`estimates`)."""
    if s.phase == "over":
        from .scoring import scores
        totals = [x["total"] for x in scores(s)]
    else:
        totals = estimates(s, budget)
    return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)
