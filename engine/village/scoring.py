"""Village scoring: prestige won during play plus the final scoring of seed 004 ("Puntuación
final": travel, council chamber, church, chronicle, customers, coins).

:func:`scores` is pure and works at any time: during play it shows what each player would score
if the game ended now (before the final mass); at the end it is the final score.
"""
from __future__ import annotations

from ..core import score_table
from . import data
from .state import VillageState as S


def breakdown(s: S, seat: int) -> dict[str, int]:
    """Every scoring line for one seat (prestige points)."""
    p = s.areas[seat]
    lines = {"council": 0, "church": 0, "chronicle": 0}
    for pl in p.members:                        # one pass over the 11 members
        line = _PLACE_LINES.get(pl)
        if line is not None:
            lines[line[0]] += line[1]
    council, church, chronicled = lines["council"], lines["church"], lines["chronicle"]
    return {
        "prestige": p.prestige,
        "travel": data.TRAVEL_POINTS[len(p.visited)],
        "council": council,
        "church": church,
        "chronicle": data.CHRONICLE_POINTS[min(chronicled, len(data.CHRONICLE_POINTS) - 1)],
        "customers": sum(data.CUSTOMERS[t].prestige for t in p.customers),
        "coins": data.COIN_PRESTIGE * p.coins,
    }


_PLACE_LINES = {
    **{f"council:{n}": ("council", data.COUNCIL_POINTS[n])
       for n in range(1, data.COUNCIL_STAGES + 1)},
    **{f"church:{n}": ("church", data.WINDOW_POINTS[n]) for n in range(1, data.WINDOWS + 1)},
    **{f"chronicle:{c}": ("chronicle", 1) for c in data.CATEGORIES}}
"""What a member on a place adds up to: council and church points, chronicled members."""


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


def tie_break(s: S) -> str | None:
    """The tie-break that decided first place (a key of text.TIE_BREAKS): "customers" when the
    prestige leaders differ in customers served, "living" when then in living family members,
    "shared" when they tie on all three (E16); None when one player has the most prestige."""
    totals = [x["total"] for x in scores(s)]
    tied = [seat for seat in range(s.players) if totals[seat] == max(totals)]
    if len(tied) < 2:
        return None
    most = max(len(s.p(seat).customers) for seat in tied)
    tied = [seat for seat in tied if len(s.p(seat).customers) == most]
    if len(tied) == 1:
        return "customers"
    most = max(s.p(seat).living() for seat in tied)
    tied = [seat for seat in tied if s.p(seat).living() == most]
    return "living" if len(tied) == 1 else "shared"
