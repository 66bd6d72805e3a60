"""Lorenzo il Magnifico scoring (seed 001, "Puntuación final") with the excommunication
penalties of period 3 (data §3).

:func:`scores` is pure and works at any time: during play it shows what each player would
score if the game ended now; at the end it is the final score.
"""
from __future__ import annotations

from ..core import score_table
from . import data
from .state import LorenzoState as S

CATEGORIES = ("track", "territories", "characters", "ventures", "military", "resources",
              "excommunication")
"""Score lines: VP on the track, the rulebook's final-scoring lines, and tile penalties."""


def military_points(mp: list[int]) -> list[int]:
    """5 VP for the most MP, 2 for the second; all tied for first get 5 and nobody gets 2;
    all tied for second get 2 (seed 001, "Fuerza militar").  Players are ranked by MP as the
    rule says, a player with 0 MP included (rules review B2)."""
    levels = sorted(set(mp), reverse=True)
    out = []
    for m in mp:
        if m == levels[0]:
            out.append(data.MILITARY_VP[0])
        elif mp.count(levels[0]) == 1 and m == levels[1]:
            out.append(data.MILITARY_VP[1])
        else:
            out.append(0)
    return out


def breakdown(s: S, seat: int, military: list[int] | None = None) -> dict[str, int]:
    """Every scoring line for one seat (VP); ``military``: :func:`military_points` of all
    seats, when the caller has it already.  The excommunication line may take the total below
    0 (assumed: no source clips a score, docs/DATA.md)."""
    if military is None:
        military = military_points([a.res["mp"] for a in s.areas])
    p = s.areas[seat]
    res = p.res
    cards = p.cards
    lines = {
        "track": res["vp"],
        "territories": data.TERRITORY_VP[len(cards["territory"])],
        "characters": data.CHARACTER_VP[len(cards["character"])],
        "ventures": sum(data.CARDS[k].end_vp for k in cards["venture"]),
        "military": military[seat],
        "resources": sum(res[k] for k in data.RESOURCES) // data.RESOURCES_PER_VP,
        "excommunication": 0,
    }
    if p.excommunicated:
        lines["excommunication"] = penalty_vp(s, seat, s.penalties(seat), lines)
    return lines


def penalty_vp(s: S, seat: int, penalties: list[tuple], lines: dict[str, int]) -> int:
    """The VP (0 or less) that the final-scoring excommunication ``penalties`` (period 3
    tiles, data §3) take from ``seat``, whose other scoring lines are ``lines``
    (:func:`breakdown`'s); penalties of other kinds take none.  The bots also ask what a tile
    not yet suffered would take (engine/lorenzo/bot.py)."""
    res, cards = s.areas[seat].res, s.areas[seat].cards
    vp = 0
    for pen in penalties:
        verb = pen[0]
        if verb == "no_final":         # the cards' points shown, and taken by the
            wiped = pen[1] + "s" if pen[1] != "territory" else "territories"
            vp -= lines[wiped]                          # excommunication (issue 29, D9)
        elif verb == "lose_vp_per_vp":
            vp -= res["vp"] // pen[1]
        elif verb == "lose_vp_per_mp":
            vp -= res["mp"] // pen[1]
        elif verb == "lose_vp_building_costs":
            vp -= sum(n for k in cards["building"] for cost in data.CARDS[k].costs
                      for kind, n in cost.resources if kind in ("wood", "stone"))
        elif verb == "lose_vp_per_resource":
            vp -= sum(res[k] for k in data.RESOURCES) // pen[1]
    return vp


def scores(s: S) -> list[dict]:
    """Per seat: {"total": VP, "breakdown": {line: VP}}."""
    military = military_points([a.res["mp"] for a in s.areas])
    return score_table(s.players, lambda seat: breakdown(s, seat, military))


def ranking(s: S) -> list[int]:
    """Seats best first; a tie goes to the player further ahead in turn order (seed 001)."""
    totals = [x["total"] for x in scores(s)]
    return sorted(range(s.players), key=lambda seat: (-totals[seat], s.turn_order.index(seat)))
