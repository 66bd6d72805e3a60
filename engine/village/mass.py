"""The mass at the end of each round and of the game (seed 004, "Fin de una ronda").

1. From the starting player on, each player may buy their own members out of the black bag
   for 1 coin each, until 4 are bought; the rest of the 4 pieces are drawn at random (monks
   go back).  Members drawn go to the rightmost window.
2. From the starting player on, each player once may move members left, paying grain per step.
3. Most members in the church gain 2 prestige; ties go to the member on the leftmost window,
   then all tied players gain them (no members, no award: assumed E15).
"""
from __future__ import annotations

from ..core import Action
from . import data
from .state import VillageState as S, where


def start(s: S, final: bool) -> None:
    s.phase = "mass_draw"
    s.final_mass = final
    s.bought = 0
    s.queue = [(s.start + k) % s.players for k in range(s.players)]
    if final:
        s.note("the final mass is said")
    else:
        s.note("a mass is said at the end of round {round}", round=s.round)


def draw_options(s: S, seat: int) -> list[str]:
    p = s.areas[seat]
    if s.bought >= data.MASS_DRAW or p.coins < data.MASS_BUYOUT_COINS or "bag" not in p.members:
        return []
    return [f"draw {g}" for g in p.generations("bag")] + ["stop"]


def promote_options(s: S, seat: int) -> list[str]:
    p = s.areas[seat]
    out = []
    for window in range(1, data.WINDOWS):
        if p.grain >= data.WINDOW_GRAIN[window + 1]:
            out += [f"promote {g} {window}" for g in p.generations(f"church:{window}")]
    return out + ["stop"] if out else []


def current(s: S, options) -> int | None:
    """The queue's head who has something to choose (others are skipped); None when done."""
    while s.queue and not options(s, s.queue[0]):
        s.queue.pop(0)
    return s.queue[0] if s.queue else None


def on_draw(s: S, seat: int, a: Action) -> None:
    if a.verb == "stop":
        s.queue.pop(0)
        s.note("{player} leaves their other family members in the black bag", player=seat)
        return
    p = s.p(seat)
    p.coins -= data.MASS_BUYOUT_COINS
    p.move(int(a.args[0]), "bag", "church:1")
    s.bought += 1
    s.note("{player} buys family member {n} out of the black bag", player=seat, n=int(a.args[0]))
    if s.bought >= data.MASS_DRAW:
        s.queue = []


def draw_rest(s: S) -> None:
    """Draw the rest of the 4 pieces at random; then the promotion phase."""
    pieces: list[tuple[int, int] | None] = [
        (seat, g) for seat in range(s.players) for g in s.areas[seat].at("bag")]
    pieces += [None] * data.MONKS                # the monks: drawn, nobody's
    rng = s.rng()
    drawn = []
    for _ in range(data.MASS_DRAW - s.bought):
        piece = pieces.pop(rng.randrange(len(pieces)))
        if piece is not None:
            seat, g = piece
            s.p(seat).move(g, "bag", "church:1")
            drawn.append(seat)
    s.note_n("{n} family member is drawn from the black bag",
             "{n} family members are drawn from the black bag", len(drawn))
    s.undo_floor = len(s.history)               # a random draw: no undo past it
    s.phase = "mass_promote"
    s.queue = [(s.start + k) % s.players for k in range(s.players)]


def on_promote(s: S, seat: int, a: Action) -> None:
    if a.verb == "stop":
        s.queue.pop(0)
        s.note("{player} moves no more family members up the church windows", player=seat)
        return
    g, window = int(a.args[0]), int(a.args[1])
    p = s.p(seat)
    p.grain -= data.WINDOW_GRAIN[window + 1]
    p.move(g, f"church:{window}", f"church:{window + 1}")
    s.note("{player} moves family member {n} up to window {window}", player=seat, n=g,
           window=window + 1)


_CHURCH = frozenset(f"church:{n}" for n in range(1, data.WINDOWS + 1))
"""The church's places (kind "church")."""


def majority(s: S) -> list[int]:
    """Seats gaining the church majority's prestige (seed 004, mass phase 3)."""
    counts = [sum(1 for pl in p.members if pl in _CHURCH) for p in s.areas]
    best = max(counts)
    if best == 0:
        return []
    tied = [seat for seat in range(s.players) if counts[seat] == best]
    top = {seat: max(int(where(pl)) for pl in s.areas[seat].places("church")) for seat in tied}
    high = max(top.values())
    return [seat for seat in tied if top[seat] == high]


def finish(s: S) -> None:
    """Phase 3: the majority gains ``MAJORITY_PRESTIGE`` prestige."""
    for seat in majority(s):
        s.p(seat).prestige += data.MAJORITY_PRESTIGE
        s.note("{player} has the church majority: {n} prestige", player=seat,
               n=data.MAJORITY_PRESTIGE)
    s.queue = []
