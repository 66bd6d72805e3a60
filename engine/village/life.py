"""Time, death and burial (seed 004, "La hora de la moneda" and "Fallece un familiar").

Time is kept as a running total per player; the life-time marker stands at ``time % 10`` and
every tenth unit passes the bridge (assumed, P7).  Each crossing is resolved once: the
lowest-numbered visible member dies (the player chooses among equals), or nobody if no member
is visible (assumed, P7/U19).  The dead go to the village chronicle by the place they worked,
else to an anonymous grave, else (after the end) out of the game.
"""
from __future__ import annotations

from ..core import Action
from . import data
from .state import VillageState as S, kind
from .steps import STEPS


def spend_time(s: S, seat: int, n: int) -> None:
    """Move the life-time marker ``n`` spaces clockwise (seed 004, "La hora de la moneda")."""
    s.p(seat).time += n


def deaths_owed(s: S, seat: int) -> int:
    """Bridge crossings of ``seat`` not yet resolved."""
    p = s.areas[seat]
    return p.time // data.LIFE_TRACK - p.crossings


def category(place: str) -> str:
    """Chronicle category of a place (village-data.md §7): where the member worked."""
    return {"council": "council", "craft": "crafts", "city": "travel", "church": "church",
            "farm": "farm"}[kind(place)]


def candidates(s: S, seat: int) -> list[str]:
    """``die <gen> <place>`` options: the lowest generation among visible members, one option
    per place holding one (seed 004: "siempre es el que tiene el menor número")."""
    visible = s.areas[seat].visible()
    if not visible:
        return []
    low = min(g for g, _ in visible)
    places = sorted({p for g, p in visible if g == low})
    return [f"die {low} {p}" for p in places]


def resolve_deaths(s: S, seat: int, keep: int = 0) -> None:
    """Resolve the seat's owed crossings one at a time, all but the first ``keep`` (crossings
    made before a market day, which wait for the end of the turn); a choice between places is
    asked."""
    while s.pending is None and deaths_owed(s, seat) > keep:
        options = candidates(s, seat)
        if not options:                         # nobody visible: nobody dies (assumed, P7)
            s.p(seat).crossings += 1
            s.note("{player} passes the bridge, but no family member is visible", player=seat)
            continue
        STEPS.ask(s, seat, "die", "die", options, keep=keep)


@STEPS.step("die")
def _die(s: S, seat: int, a: Action, params: dict) -> None:
    generation, place = int(a.args[0]), a.args[1]
    s.p(seat).crossings += 1
    bury(s, seat, generation, place)
    resolve_deaths(s, seat, params.get("keep", 0))


def bury(s: S, seat: int, generation: int, place: str) -> None:
    """The member dies: a free chronicle space of its category, else a free grave, else out of
    the game.  Filling the last chronicle space or grave triggers the end (seed 004, "Fin del
    juego")."""
    cat = category(place)
    slots = s.chronicle[cat]
    if None in slots:                       # chronicle and graves: copied before a change
        slots = slots[:]                    # (shared with the state before: successor)
        slots[slots.index(None)] = seat
        s.chronicle = {**s.chronicle, cat: slots}
        dest = f"chronicle:{cat}"
        s.note("{player}'s family member {n} dies and enters the chronicle ({where})",
               player=seat, n=generation, where=cat)
    elif None in s.graves:
        s.graves = s.graves[:]
        s.graves[s.graves.index(None)] = seat
        dest = "grave"
        s.note("{player}'s family member {n} dies and rests in an anonymous grave",
               player=seat, n=generation)
    else:
        dest = "gone"
        s.note("{player}'s family member {n} dies and leaves the game", player=seat, n=generation)
    s.p(seat).move(generation, place, dest)
    if dest != "gone" and s.end_by is None and (chronicle_full(s) or None not in s.graves):
        s.end_by, s.end_in_market = seat, s.phase == "market"
        s.note("{player} fills the last space: the game ends after the last actions", player=seat)


def chronicle_full(s: S) -> bool:
    return all(None not in slots for slots in s.chronicle.values())
