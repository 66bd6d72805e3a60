"""What Village's bots need from the rules: the determinization and a position estimate.

:func:`resample_hidden` deals anew what a seat cannot see (the face-down customer pile and the
customers other seats served face down; :meth:`engine.village.rules.Village._resample_hidden`).
:func:`evaluate` estimates, in
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
    free = in_use = 0
    for slots in s.chronicle.values():          # slots: None free, -1 blocked, else a seat
        free += slots.count(None)
        in_use += len(slots) - slots.count(-1)
    graves = s.graves
    return min(free / max(1, in_use),
               graves.count(None) / max(1, len(graves) - graves.count(-1)))


def next_death_counts(s: S, seat: int) -> bool:
    """Whether the member who dies next (the lowest generation visible) would enter the
    chronicle: a free space in the category where it is (seed 004, "Fallece un familiar")."""
    low, places = None, set()
    for g, place in zip(data.GENERATIONS, s.areas[seat].members, strict=True):  # ascending
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


def customers_within(s: S, seat: int, customers: list | None = None) -> float:
    """The best prestige among available customers whose demand the seat holds (stalls S1–S5
    in use; the market day's extra cost ignored).  ``customers``: :func:`offered` of ``s``
    (worked out once for every seat)."""
    p = s.areas[seat]
    goods, grain = p.goods, p.grain
    for prestige, demand in (offered(s) if customers is None else customers):
        if all((grain if k == "grain" else goods[k]) >= n for k, n in demand):
            return prestige
    return 0


def offered(s: S) -> list[tuple[int, tuple]]:
    """(prestige, demand items) of the available customers, most prestige first."""
    customers = [_DEMANDS[s.stalls[i]] for i in available(s)]
    customers.sort(key=_first, reverse=True)
    return customers


_DEMANDS = {tile: (c.prestige, tuple(c.demand.items())) for tile, c in data.CUSTOMERS.items()}


def _first(pair: tuple) -> int:
    return pair[0]


def estimate(s: S, seat: int, left: float, score: dict, customers: list | None = None) -> float:
    """The seat's estimated final prestige: ``score`` (its scores() entry) plus what is to come
    (``customers``: :func:`offered` of ``s``, when already worked out)."""
    p = s.areas[seat]
    lines = score["breakdown"]
    value = score["total"] - lines["chronicle"]
    members = 0.0
    church = chronicled = 0
    for place in p.members:                     # one pass over the 11 members
        worth = _MEMBER_PP.get(place)
        if worth is not None:
            members += worth
        elif place in _CHURCH_PLACES:
            church += 1
        elif place in _CHRONICLE_PLACES:
            chronicled += 1
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
    value += use * (goods + cubes + SERVABLE_PP * customers_within(s, seat, customers))
    value += left * (members + CHURCH_MAJORITY_PP * church)
    return value


def evaluate(s: S, seat: int) -> float:
    """The seat's estimated prestige lead over the best other player at the end (the final
    score lead once the game is over)."""
    all_scores = scores(s)
    if s.phase == "over":
        totals = [x["total"] for x in all_scores]
    else:
        left, customers = game_left(s), offered(s)
        totals = [estimate(s, i, left, all_scores[i], customers) for i in range(s.players)]
    return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)


def resample_hidden(s, seat: int | None, rng) -> None:
    """The components hidden from ``seat`` (None: the public) dealt anew, in ``s`` (a clone),
    from what the seat's view allows: the face-down customer pile and the customers that seats
    other than ``seat`` (None: every seat) served face down (seed 004, "Mercado": hidden until
    the end of the game; the view shows only how many) are one pool of unseen tiles, shuffled
    from a sorted order and dealt back in the same numbers.  The bags hold counts and draw at
    random, so nothing else is hidden but future chance (:meth:`Game.determinize`)."""
    others = [] if s.phase == "over" else [i for i in range(s.players) if i != seat]
    pool = sorted(list(s.pile) + [t for i in others for t in s.areas[i].customers])
    rng.shuffle(pool)
    for i in others:
        p = s.p(i)
        p.customers = [pool.pop() for _ in p.customers]
    s.pile = pool
