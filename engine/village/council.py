"""F. Council chamber (seed 004, "cámara del Consejo"): a member enters or climbs a stage, paying
2 green cubes or a scroll, and the player may then use the privilege of a stage reached."""
from __future__ import annotations

from typing import Iterator

from ..core import Action
from . import data
from .life import spend_time
from .paying import (_NONE, Helping, can_pay, choose_cubes, gain_prestige, helping, joker_token,
                     pay)
from .state import VillageState as S
from .steps import STEPS


# -- F. council chamber --------------------------------------------------------------------------
def council_payments(s: S, seat: int) -> list[str]:
    """``pay green`` (2 green cubes; ``pay green <n>``: n of them paid with coins) and/or
    ``pay scroll`` (data.COUNCIL_SCROLLS scrolls) for a council move."""
    out = []
    green = {"green": data.COUNCIL_GREEN}
    if can_pay(s, seat, green):
        out.append("pay green" + joker_token(s, seat, green))
    if s.areas[seat].goods["scroll"] >= data.COUNCIL_SCROLLS:
        out.append("pay scroll")
    return out


def privileges(s: S, seat: int, top: int) -> list[int]:
    """Privileges of stages 1..``top`` that can be used now (seed 004; assumed E18, E19)."""
    return list(_privileges(s, seat, top))


def _privileges(s: S, seat: int, top: int) -> Iterator[int]:
    if top >= 1 and s.next_start is None:      # each condition worked out only if asked
        yield 1
    if top >= 2 and any(s.cube_supply(c) > 0 for c in data.COLORS):
        yield 2
    if top >= 3 and len(s.goods_out()) < len(data.GOODS):
        yield 3
    if top >= 4 and s.areas[seat].coins >= data.PRIVILEGE_COINS:
        yield 4


def _council_options(s: S, seat: int) -> Iterator[str]:
    p = s.areas[seat]
    if p.goods["scroll"] >= data.COUNCIL_SCROLLS or helping(p, _GREEN) is True:   # payments
        for g in p.generations("farm"):
            yield _ENTER[g]
        for place in p.places("council"):
            stage = _STAGE[place]
            if stage < data.COUNCIL_STAGES:
                for g in p.generations(place):
                    yield _ADVANCE[g, stage]
    for n in _privileges(s, seat, s.council_top(seat)):
        yield _PRIVILEGE[n]


_GENERATIONS = sorted(set(data.GENERATIONS))
_ENTER = {g: f"enter {g}" for g in _GENERATIONS}
_ADVANCE = {(g, n): f"advance {g} {n}" for g in _GENERATIONS
            for n in range(1, data.COUNCIL_STAGES + 1)}
_PRIVILEGE = {n: f"privilege {n}" for n in range(1, data.COUNCIL_STAGES + 1)}
"""The notations of the council's options (built once)."""


def _enter(s: S, seat: int, generation: str) -> None:
    STEPS.ask(s, seat, "pay_council", "council_pay", council_payments(s, seat),
        generation=int(generation), stage=0)


def _advance(s: S, seat: int, generation: str, stage: str) -> None:
    STEPS.ask(s, seat, "pay_council", "council_pay", council_payments(s, seat),
        generation=int(generation), stage=int(stage))


@STEPS.step("council_pay")
def _council_pay(s: S, seat: int, a: Action, params: dict) -> None:
    """Enter stage 1 (1 time) or advance one stage (2 or 3 time), paying data.COUNCIL_GREEN green or data.COUNCIL_SCROLLS scrolls;
    then a privilege of the new stage or an earlier one (seed 004, "cámara del Consejo")."""
    g, stage = params["generation"], params["stage"]
    pay(s, seat, {"scroll": data.COUNCIL_SCROLLS} if a.args[0] == "scroll"
        else {"green": data.COUNCIL_GREEN})
    new = stage + 1
    spend_time(s, seat, data.COUNCIL_ENTER_TIME if stage == 0 else data.COUNCIL_ADVANCE_TIME[new])
    s.p(seat).move(g, "farm" if stage == 0 else f"council:{stage}", f"council:{new}")
    s.note("{player} moves family member {n} to council stage {stage}", player=seat, n=g,
           stage=new)
    options = [f"privilege {n}" for n in privileges(s, seat, new)]
    STEPS.ask(s, seat, "privilege", "privilege", options + ["none"])


@STEPS.step("privilege")
def _privilege_step(s: S, seat: int, a: Action, params: dict) -> None:
    if a.verb == "privilege":
        _privilege(s, seat, a.args[0])


def _privilege(s: S, seat: int, stage: str) -> None:
    """Stage 1: next starting player; 2: ``PRIVILEGE_CUBES`` cubes; 3: ``PRIVILEGE_GOODS``
    goods; 4: ``PRIVILEGE_COINS`` coins → ``PRIVILEGE_PRESTIGE`` prestige (seed 004, "Resumen
    de los privilegios")."""
    n = int(stage)
    if n == 1:
        s.next_start = seat
        s.note("{player} takes the next starting player marker", player=seat)
    elif n == 2:
        choose_cubes(s, seat, data.PRIVILEGE_CUBES)
    elif n == 3:
        options = [f"good {g}" for g in data.GOODS if s.goods_supply(g) > 0]
        STEPS.ask(s, seat, "good", "good", options)
    else:
        pay(s, seat, {"coin": data.PRIVILEGE_COINS})
        gain_prestige(s, seat, data.PRIVILEGE_PRESTIGE)
        s.note_n("{player} pays {n} coin for {prestige} prestige",
                 "{player} pays {n} coins for {prestige} prestige", data.PRIVILEGE_COINS,
                 player=seat, prestige=data.PRIVILEGE_PRESTIGE)


@STEPS.step("good")
def _good(s: S, seat: int, a: Action, params: dict) -> None:
    s.p(seat).goods[a.args[0]] += data.PRIVILEGE_GOODS
    s.note_n("{player} takes a {good}", "{player} takes {n} × {good}", data.PRIVILEGE_GOODS,
             player=seat, good=a.args[0])



def _council_with(s: S, seat: int, p) -> Helping:
    """A member to enter or advance with a payment for it, or a privilege to use."""
    stages = [_STAGE[place] for place in _STAGE.keys() & p.members]
    found: Helping = _NONE
    if "farm" in p.members or any(stage < data.COUNCIL_STAGES for stage in stages):
        if p.goods["scroll"] >= data.COUNCIL_SCROLLS:
            return True
        found = helping(p, _GREEN)
        if found is True:
            return True
    return True if next(_privileges(s, seat, max(stages, default=0)), None) else found


_STAGE = {f"council:{n}": n for n in range(1, data.COUNCIL_STAGES + 1)}
"""The council stage of each council place."""

_GREEN = {"green": data.COUNCIL_GREEN}
