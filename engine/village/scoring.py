"""Village scoring: prestige won during play plus the final scoring of seed 004 ("Puntuación
final": travel, council chamber, church, chronicle, customers, coins).

:func:`scores` is pure and works at any time: during play it shows what each player would score
if the game ended now (before the final mass); at the end it is the final score.
"""
from __future__ import annotations

from ..core import score_table
from . import data
from .state import VillageState as S, kind, where


def breakdown(s: S, seat: int) -> dict[str, int]:
    """Every scoring line for one seat (prestige points)."""
    p = s.p(seat)
    council = sum(data.COUNCIL_POINTS[int(where(pl))] for pl in p.members
                  if kind(pl) == "council")
    church = sum(data.WINDOW_POINTS[int(where(pl))] for pl in p.members
                 if kind(pl) == "church")
    chronicled = sum(1 for pl in p.members if kind(pl) == "chronicle")
    return {
        "prestige": p.prestige,
        "travel": data.TRAVEL_POINTS[len(p.visited)],
        "council": council,
        "church": church,
        "chronicle": data.CHRONICLE_POINTS[min(chronicled, len(data.CHRONICLE_POINTS) - 1)],
        "customers": sum(data.CUSTOMERS[t].prestige for t in p.customers),
        "coins": p.coins,
    }


def scores(s: S) -> list[dict]:
    """Per seat: {"total": prestige, "breakdown": {line: prestige}}."""
    return score_table(s.players, lambda seat: breakdown(s, seat))


def _key(s: S, totals: list[int], seat: int) -> tuple:
    """Most prestige, then most customers served, then most living members (seed 004)."""
    return (-totals[seat], -len(s.p(seat).customers), -s.p(seat).living())


def ranking(s: S) -> list[int]:
    """Seats best first with the rulebook's tie-breaks; a full tie keeps seat order."""
    totals = [x["total"] for x in scores(s)]
    return sorted(range(s.players), key=lambda seat: (_key(s, totals, seat), seat))


def winners(s: S) -> list[int]:
    """The seats sharing first place after both tie-breaks (assumed, E16: shared victory)."""
    totals = [x["total"] for x in scores(s)]
    best = min(_key(s, totals, seat) for seat in range(s.players))
    return [seat for seat in range(s.players) if _key(s, totals, seat) == best]
