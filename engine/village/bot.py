"""What Village's bots need from the rules: a position estimate.

(The determinization, a re-shuffle of the face-down customer pile, is
:meth:`engine.village.rules.Village._resample_hidden`.)  :func:`evaluate` estimates, in
prestige points, what each player will have at the end and returns the seat's lead over the
best other player.

Where the prestige comes from (seed 004, "Puntuación final", "Fin de una ronda", "Fallece un
familiar"; values in data.py):

- the score if the game ended now (scoring.py: prestige track, travel, council, church,
  chronicle, customers, coins);
- the village chronicle still to fill: the life-time track moves towards the bridge, and the
  member who dies next (the lowest generation visible) enters the chronicle if its category
  has a free space ("Pista 1": dying into the chronicle early is good);
- customers reachable with the goods and grain held (each customer's prestige is the worth of
  its demand, data.py P8), goods and grain towards customers and the church windows, influence
  cubes towards actions;
- family members still to employ (farmyard, the unborn, the black bag towards the church
  windows and the 2-prestige majority at every mass) — worth less as the end nears.

The end comes when the chronicle or the anonymous graves are full ("Fin del juego"); the share
of free spaces left is the measure of time left.  The weights are estimates for the bots
(assumed; not rules).  Plain arithmetic over the state (no copies): MCTS calls it thousands
of times a move.
"""
from __future__ import annotations

import math

from . import data
from .market import available
from .scoring import scores
from .state import BOARD_PLACES, VillageState as S, kind

GOOD_PP = {"wagon": 1.4, "scroll": 1.4, "horse": 2.0, "ox": 2.0, "plow": 2.0}
"""Estimated prestige of a good held: about 2/3 of what it adds to a customer (P8 prices)."""
GRAIN_PP = 0.5                        # customers and church promotions
CUBE_PP = 0.3                         # an influence cube towards an action
SERVABLE_PP = 0.35                    # share of the best customer servable now
FARM_PP = 1.2                         # a member on the farmyard, ready to work
UNBORN_PP = 0.8                       # a member still to be born (the family action)
BAG_PP = 1.5                          # a member in the black bag: window 1 at a mass (2 PP)
CRAFT_PP = 1.0                        # a trained member: goods for time only
CHURCH_MAJORITY_PP = 0.6              # per church member, towards the majority at each mass
CHRONICLE_ESTIMATE = (0.0, 1.5, 3.0, 4.5, 7.0, 12.0)
"""Prestige of 0–5 chronicled members while more can still follow (the printed table 0, 0, 0,
4, 7, 12 smoothed: the first entries lead to the later ones)."""


def game_left(s: S) -> float:
    """Fraction of the game still to play, 1 → 0: the free chronicle spaces and anonymous
    graves, whichever runs out first ends the game (seed 004, "Fin del juego")."""
    if s.end_by is not None:
        return 0.0
    chronicle = [v for slots in s.chronicle.values() for v in slots if v != -1]
    graves = [v for v in s.graves if v != -1]
    return min(chronicle.count(None) / max(1, len(chronicle)),
               graves.count(None) / max(1, len(graves)))


def next_death_counts(s: S, seat: int) -> bool:
    """Whether the member who dies next (the lowest generation visible) would enter the
    chronicle: a free space in the category where it is (seed 004, "Fallece un familiar")."""
    low, places = None, set()
    for g, place in zip(data.GENERATIONS, s.areas[seat].members):   # generations ascend
        if place == "farm" or place in BOARD_PLACES:                  # visible (Player.visible)
            if low is None:
                low = g
            elif g != low:
                break
            places.add(place)
    return any(None in s.chronicle[_CATEGORY[kind(p)]] for p in places)


_CHRONICLE_PLACES = frozenset(f"chronicle:{c}" for c in data.CATEGORIES)
_CHURCH_PLACES = frozenset(f"church:{n}" for n in range(1, data.WINDOWS + 1))
_MEMBER_PP = {"farm": FARM_PP, "unborn": UNBORN_PP, "bag": BAG_PP,
              **{f"craft:{b}": CRAFT_PP for b in data.CRAFTS}}
"""Worth of a member still to employ, by place (church members count towards the majority)."""

_CATEGORY = {"council": "council", "craft": "crafts", "city": "travel", "church": "church",
             "farm": "farm"}


def customers_within(s: S, seat: int) -> float:
    """The best prestige among available customers whose demand the seat holds (stalls S1–S5
    in use; the market day's extra cost ignored)."""
    p = s.p(seat)
    best = 0
    for i in available(s):
        c = data.CUSTOMERS[s.stalls[i]]
        if c.prestige > best and all(
                (p.grain if k == "grain" else p.goods[k]) >= n for k, n in c.demand.items()):
            best = c.prestige
    return best


def estimate(s: S, seat: int, left: float, score: dict) -> float:
    """The seat's estimated final prestige: ``score`` (its scores() entry) plus what is to come."""
    p = s.areas[seat]
    lines = score["breakdown"]
    value = score["total"] - lines["chronicle"]
    chronicled = sum(1 for m in p.members if m in _CHRONICLE_PLACES)
    if left > 0:
        upcoming = (p.time % data.LIFE_TRACK) / data.LIFE_TRACK if next_death_counts(s, seat) else 0
        c = min(chronicled + upcoming, len(CHRONICLE_ESTIMATE) - 1)
        low = int(c)
        high = min(low + 1, len(CHRONICLE_ESTIMATE) - 1)
        smooth = CHRONICLE_ESTIMATE[low] + (c - low) * (CHRONICLE_ESTIMATE[high]
                                                        - CHRONICLE_ESTIMATE[low])
        value += max(lines["chronicle"], left * smooth + (1 - left) * lines["chronicle"])
    else:
        value += lines["chronicle"]
    use = min(1.0, 3 * left)                  # resources need turns to turn into prestige
    goods = math.fsum(GOOD_PP[g] * n for g, n in p.goods.items()) + GRAIN_PP * p.grain
    cubes = CUBE_PP * sum(p.cubes.values())
    members = 0.0
    church = 0
    for place in p.members:
        worth = _MEMBER_PP.get(place)
        if worth is not None:
            members += worth
        elif place in _CHURCH_PLACES:
            church += 1
    value += use * (goods + cubes + SERVABLE_PP * customers_within(s, seat))
    value += left * (members + CHURCH_MAJORITY_PP * church)
    return value


def evaluate(s: S, seat: int) -> float:
    """The seat's estimated prestige lead over the best other player at the end (the final
    score lead once the game is over)."""
    all_scores = scores(s)
    if s.phase == "over":
        totals = [x["total"] for x in all_scores]
    else:
        left = game_left(s)
        totals = [estimate(s, i, left, all_scores[i]) for i in range(s.players)]
    return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)
