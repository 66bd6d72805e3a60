"""Nippon scoring: the three region scorings, the final scoring and the achievements
(seed 003, "Fin del juego"; reference-sheet data and P6, P11 of nippon-data.md).

:func:`scores` is pure and works at any time: during play it shows the VP track plus what the
achievement spaces would score now; once the game is over it is the final score.
"""
from __future__ import annotations

from ..core import score_table
from . import data
from .state import NipponState as S, space_id

FOREIGN = "foreign"
LINES = ("start", "scorings", "ships", "market", "contracts", "factories", "wages",
         "achievements")
"""Score lines: the VP track by source, then the achievement spaces."""


def influence(s: S, seat: int, region: int, tiles: list[int] | None = None,
              trains: int | None = None) -> int:
    """Influence tiles in the region plus trains there, the trains only with at least one
    influence tile (seed 003; CLO-4 lifts that condition, P12).  ``tiles``: the seat's tile
    values in the region (``s.tiles_in_region``), ``trains``: its trains there
    (``s.transport_in``), when the caller has them."""
    p = s.areas[seat]
    if tiles is None:
        tiles = s.tiles_in_region(seat, region)
    total = sum(tiles)
    if tiles or p.has_bonus("trains_anywhere"):
        if trains is None:
            trains = s.transport_in(seat, region, "train")
        if trains:
            total += trains * p.train_value
    return total


def places(s: S, region: int) -> list[tuple[int, list]]:
    """Ranked groups of competitors with influence ≥ 1 (P15 #2), best first, as
    (first place index 0-based, [competitors]); the foreign companies count as a competitor."""
    seats = range(len(s.names))
    tiles: list[list[int]] = [[] for _ in seats]
    for key, (owner, v) in s.influence.items():       # one pass for every seat
        if _SPACE_REGION[key] == region:
            tiles[owner].append(v)
    trains = [0 for _ in seats]
    for owner, kind in s.transport[region]:
        if kind == "train":
            trains[owner] += 1
    values: dict[int | str, int] = {seat: influence(s, seat, region, tiles[seat], trains[seat])
                                    for seat in seats}      # and FOREIGN: the foreign player
    values[FOREIGN] = s.foreign(region)
    levels = sorted({v for v in values.values() if v > 0}, reverse=True)
    groups, place = [], 0
    for level in levels:
        members = [c for c, v in values.items() if v == level]
        groups.append((place, members))
        place += len(members)
    return groups


_SPACE_REGION = {space_id(c, side): c // 2
                 for c in range(len(data.CITY_SPACES)) for side in range(len(data.SIDES))}
"""Influence space id → its region (:func:`state.space_region`)."""


def region_scoring(s: S, k: int) -> None:
    """Scoring ``k`` (0-based): per region, VP for 1st–3rd place; ties add the places' VP and
    share it rounding down; players 1st or 2nd (ties included, P15 #4) also score their ships
    there (seed 003, "Fin del juego")."""
    s.scorings = k + 1
    s.note("scoring {n}", n=k + 1)
    table = data.REGION_VP[k]
    for region in range(len(data.REGIONS)):
        for place, members in places(s, region):
            pot = sum(table[i] for i in range(place, place + len(members)) if i < len(table))
            share = pot // len(members)
            for seat in members:
                if seat == FOREIGN:
                    continue                          # the foreign share is lost (P15 #3)
                ships = s.transport_in(seat, region, "ship") * s.areas[seat].ship_vp if place < 2 else 0
                if share:
                    _vp(s, seat, share, "scorings")
                if ships:
                    _vp(s, seat, ships, "ships")
                if share or ships:
                    s.note("{player} scores {n} VP in {region}", player=seat, n=share + ships,
                           region=data.REGION_IDS[region])


def _vp(s: S, seat: int, n: int, line: str) -> None:
    p = s.p(seat)
    p.vp += n
    p.vp_lines = {**p.vp_lines, line: p.vp_lines.get(line, 0) + n}   # replaced: see Player.copy


def final_scoring(s: S) -> None:
    """Final steps 1–3 for every player: discard Yen, money income, wages for the workers still
    on the board (reference sheet S4; step 4, the achievements, is read by :func:`scores`)."""
    for seat in range(s.players):
        p = s.p(seat)
        p.yen = data.MONEY_TRACK[p.money]
        pay_wages(s, seat)


def pay_wages(s: S, seat: int) -> None:
    """3,000 Yen per worker colour on the board (BEN-1: the first 1,000); −2 VP per colour not
    paid (seed 003, "Mano de obra").  Used at consolidation (rules.py) and in the final
    scoring."""
    p = s.p(seat)
    unpaid = 0
    for k in range(len(set(p.workers))):
        cost = data.CHEAP_WAGE if k == 0 and p.has_bonus("cheap_wage") else data.WAGE
        if p.yen >= cost:
            p.yen -= cost
        else:
            unpaid += 1
    if unpaid:
        _vp(s, seat, -data.WAGE_PENALTY_VP * unpaid, "wages")
        if unpaid == 1:
            s.note("{player} cannot pay 1 worker colour", player=seat)
        else:
            s.note("{player} cannot pay {n} worker colours", player=seat, n=unpaid)


def achievement_base(s: S, seat: int, achievement: str) -> int:
    """Base VP of one achievement space (P11)."""
    p = s.areas[seat]
    bonus = p.has_bonus
    if achievement == "a":
        fulfilled = len(data.CONTRACTS) - len(p.contracts) + data.BONUS_CONTRACTS * bonus("contracts_x2")
        return fulfilled // data.CONTRACTS_PER_ACHIEVEMENT_VP
    if achievement == "b":
        return p.yen // data.YEN_PER_ACHIEVEMENT_VP
    if achievement == "c":
        return sum(p.knowledge >= i for i in data.KNOWLEDGE_STARS) + bonus("knowledge_star")
    if achievement == "d":
        return sum(p.ships > i for i in data.SHIP_STARS) + bonus("ship_star")
    if achievement == "e":
        return sum(data.GOOD_LEVEL[g] >= 2 for g in p.factories)
    if achievement == "f":
        return sum(p.coal_track >= i for i in data.COAL_STARS) + bonus("coal_star")
    if achievement == "g":
        return sum(s.transport_in(seat, r, "train") > 0 for r in range(len(data.REGIONS)))
    if achievement == "h":
        return sum(f["machine"] == data.MACHINE_MAX for f in p.factories.values())
    return sum(bool(s.tiles_in_region(seat, r)) for r in range(len(data.REGIONS)))


def multiplier(s: S, seat: int, achievement: str) -> int:
    """A placed tile's multiplier, else the printed 1x, else 0 (S4)."""
    placed = s.areas[seat].achievements.get(achievement)
    if placed is not None:
        return placed
    return next(a.printed for a in data.ACHIEVEMENTS if a.id == achievement)


def achievements(s: S, seat: int) -> dict[str, int]:
    """VP of each achievement space: base × multiplier."""
    return {a: achievement_base(s, seat, a) * multiplier(s, seat, a) for a in data.ACHIEVEMENT_IDS}


def breakdown(s: S, seat: int) -> dict[str, int]:
    lines = {line: s.areas[seat].vp_lines.get(line, 0) for line in LINES[:-1]}
    lines["achievements"] = sum(achievements(s, seat).values())
    return lines


def scores(s: S) -> list[dict]:
    """Per seat: {"total": VP, "breakdown": {line: VP}}."""
    return score_table(s.players, lambda seat: breakdown(s, seat))


def ranking(s: S) -> list[int]:
    """Most VP first; a tie goes to the player who played the last turn, then the closest to
    him counter-clockwise (seed 003, "Fin del juego")."""
    totals = [x["total"] for x in scores(s)]
    last = s.order.index(s.last_player if s.last_player is not None else s.order[-1])

    def distance(seat: int) -> int:
        return (last - s.order.index(seat)) % s.players

    return sorted(range(s.players), key=lambda seat: (-totals[seat], distance(seat)))
