"""Plus Ultra scoring: the end-of-game lines of seed 002 and seed 000 ("Fin de la Partida").

:func:`scores` is pure and works at any time: during play it shows what each player would
score if the game ended now; at the end it is the final score.
"""
from __future__ import annotations

from ..core import score_table
from . import data
from .state import PlusUltraState as S

CATEGORIES = ("track", "houses", "colonies", "bulls", "money", "trade", "estates", "magellan",
              "church", "natives")
"""Score lines in the rulebook's order; "track" is the GP earned during play."""


def trade_points(trade: list[int]) -> list[int]:
    """Maritime trade: most 5 GP, second 3, every other player with a marker 1 (P-27: ties share)."""
    values = sorted({n for n in trade if n > 0}, reverse=True)
    first, second, other = data.TRADE_GP
    points = {v: first if i == 0 else second if i == 1 else other for i, v in enumerate(values)}
    return [points.get(n, 0) for n in trade]


def natives_gp(tiles: int) -> int:
    """GP of ``tiles`` captured natives tiles at the end: each scores as many GP as tiles its
    owner captured (both seeds, "Fin de la Partida": 1 tile 1 GP, 2 tiles 4 GP)."""
    return tiles * tiles


def colony_majorities(s: S, seat: int) -> int:
    """GP for each colony where ``seat`` has strictly more houses than anyone (a tie gives
    nothing: seed 000, P-29): seed 002 2 GP flat; seed 000 1 / 2 / 3 GP for a colony of maximum
    size 2 / 3 / 4 (``rules.majority_gp``)."""
    won = 0
    for slot, colony in enumerate(s.colonies):
        if not colony:
            continue
        counts = sorted((colony.count(o) for o in set(colony)), reverse=True)
        mine = colony.count(seat)
        if mine and mine == counts[0] and (len(counts) == 1 or counts[1] < mine):
            won += s.rules.majority_gp[s.colony_size[slot]]
    return won


def breakdown(s: S, seat: int) -> dict[str, int]:
    """Every scoring line for one seat (GP).  Conversion to ducats, data.END_DUCATS each: tercios and houses
    not in colonies, plus bulls (seed 002) or rosetón cards (seed 000); seed 000 has no Church
    line (its rosetones are cards, not pieces on the Church)."""
    p = s.p(seat)
    tercios = p.tercios_active + p.tercios_tired + s.war.count(seat)
    converted = p.bulls if s.rules.convert_bulls else 0
    if s.rules.roseton_cards:
        converted += p.rosetones + p.rosetones_used
    ducats = p.ducats + data.END_DUCATS * (tercios + p.houses + converted)
    lines = {
        "track": p.gp,
        "houses": data.HOUSE_GP * s.houses_built(seat),
        "colonies": colony_majorities(s, seat),
        "bulls": -data.BULL_END_GP * p.bulls,
        "money": ducats // data.DUCATS_PER_GP,
        "trade": trade_points(s.trade)[seat],
        "estates": sum(data.estate_gp(e) for e in p.estates),
        "magellan": 0 if s.magellan_done else data.MAGELLAN_END_GP * s.magellan.count(seat),
        "church": data.ROSETON_END_GP * s.rosetones_on_church(seat),
        "natives": natives_gp(p.natives),
    }
    if s.rules.roseton_cards:
        del lines["church"]
    return lines


def scores(s: S) -> list[dict]:
    """Per seat: {"total": GP, "breakdown": {line: GP}}."""
    return score_table(s.players, lambda seat: breakdown(s, seat))


def ranking(s: S) -> list[int]:
    """Seats best first; a tie goes to the player ahead in Peer Order at the end."""
    totals = [x["total"] for x in scores(s)]
    return sorted(range(s.players), key=lambda seat: (-totals[seat], s.peer_order.index(seat)))
