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

from . import data
from .scoring import FOREIGN, achievement_base, influence
from .state import NipponState as S

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


def game_left(s: S) -> float:
    """Fraction of the game still to play, 1 at the start → 0 at the end: the scoring marker
    moves from space 1 to the first golden space (6) at refills, then 3 more rounds (seed 003,
    "Filas de trabajadores vacías")."""
    if s.final_turns is None:
        return (data.FIRST_GOLDEN - s.marker + 1) / data.FIRST_GOLDEN
    return s.final_turns / (data.FINAL_ROUNDS * s.players) / data.FIRST_GOLDEN


def regions_ahead(s: S) -> list[float]:
    """Per seat, the VP the region scorings still to come would pay if influence stayed as it
    is now (places, shared ties, foreign companies and ships as in scoring.region_scoring), plus
    a little per influence point (a bigger lead is harder to take)."""
    n = s.players
    out = [0.0] * n
    scorings = range(s.scorings, len(data.REGION_VP))
    weights = [1.0 if k == s.scorings else LATER_SCORING for k in scorings]
    if not weights:
        return out
    for region in range(len(data.REGIONS)):
        values = {seat: influence(s, seat, region) for seat in range(n)}
        for seat, v in values.items():
            out[seat] += INFLUENCE_VP * v
        values[FOREIGN] = s.foreign(region)
        levels = sorted({v for v in values.values() if v > 0}, reverse=True)
        place = 0
        for level in levels:
            members = [c for c, v in values.items() if v == level]
            for seat in members:
                if seat == FOREIGN:
                    continue
                ships = (s.transport_in(seat, region, "ship") * s.p(seat).ship_vp
                         if place < 2 else 0)
                for k, w in zip(scorings, weights):
                    table = data.REGION_VP[k]
                    pot = sum(table[i] for i in range(place, place + len(members))
                              if i < len(table))
                    out[seat] += w * (pot // len(members) + ships)
            place += len(members)
    return out


def achievements_ahead(s: S, seat: int, left: float) -> float:
    """The achievement spaces (reference sheet S4): base × multiplier, with achievement b on the
    Yen of the final money income (the final scoring discards the Yen held), and a share of a
    reward tile still to come on spaces without one."""
    p = s.p(seat)
    total = 0.0
    for a in data.ACHIEVEMENTS:
        if a.id == "b":
            base = data.MONEY_TRACK[p.money] / data.YEN_PER_ACHIEVEMENT_VP
        else:
            base = achievement_base(s, seat, a.id)
        placed = p.achievements.get(a.id)
        multiplier = placed if placed is not None else a.printed + REWARD_TILE * left / 2
        total += base * multiplier
    return total


def _empty_best(s: S, seat: int) -> float:
    """The largest base among the seat's achievement spaces without a tile (0 if none)."""
    p = s.p(seat)
    bases = [achievement_base(s, seat, a) for a in data.ACHIEVEMENT_IDS if a not in p.achievements]
    return max(bases, default=0)


def pending_reward(s: S, seat: int) -> float:
    """A reward tile being taken at consolidation (seed 003, "Recompensa del emperador"): the
    best multiplier offered, placed on the best empty achievement space."""
    pending = s.pending
    if not pending or pending["seat"] != seat:
        return 0.0
    if pending["step"] == "achievement":
        return pending["value"] * _empty_best(s, seat)
    if pending["step"] == "reward":
        best = max(int(o.split()[1].rstrip("x")) for o in pending["options"])
        return best * _empty_best(s, seat)
    return 0.0


def resources(s: S, seat: int, left: float) -> float:
    """Estimated VP still to come from what the seat holds and has built."""
    p = s.p(seat)
    use = min(1.0, left * data.FIRST_GOLDEN)          # 1 until the last round, then → 0
    consolidations = CONSOLIDATIONS * left
    value = (p.yen * YEN_VP + p.coal * COAL_VP + p.blueprints * BLUEPRINT_VP) * use
    for good, f in p.factories.items():
        level = data.GOOD_LEVEL[good]
        value += use * (f["goods"] * GOOD_VP[level] + FACTORY_VP[level] * left
                        + MACHINE_VP * f["machine"] * left)
    value += MACHINE_VP * p.reserve * left
    value += consolidations * (data.MONEY_TRACK[p.money] * YEN_VP
                               + data.COAL_TRACK[p.coal_track] * COAL_VP)
    value += KNOWLEDGE_VP * p.knowledge_level * left
    value -= len(set(p.workers)) * data.WAGE * YEN_VP        # wages owed ("Mano de obra")
    return value + use * workers_ahead(s, seat)


def workers_ahead(s: S, seat: int) -> float:
    """The workers on the seat's board: actions taken in this cycle, and the reward tile the
    next consolidation will bring (level above the right-most worker, at least 3 workers: seed
    003, "Recompensa del emperador"), part of it since rewards run out."""
    n = len(s.p(seat).workers)
    value = WORKER_VP * n
    if n >= data.MIN_WORKERS_FOR_REWARD:
        value += REWARD_SHARE * data.REWARD_LEVEL[n - 1] * _empty_best(s, seat)
    return value


def evaluate(s: S, seat: int) -> float:
    """The seat's estimated VP lead over the best other player at the end of the game (the
    final score lead once the game is over)."""
    from .scoring import scores
    if s.phase == "over":
        totals = [x["total"] for x in scores(s)]
        return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)
    left = game_left(s)
    regions = regions_ahead(s)
    estimates = [s.p(i).vp + regions[i] + achievements_ahead(s, i, left)
                 + resources(s, i, left) + pending_reward(s, i)
                 for i in range(s.players)]
    return estimates[seat] - max(e for i, e in enumerate(estimates) if i != seat)
