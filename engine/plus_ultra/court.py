"""Plus Ultra actions of the characters of the court and the Church (seed 002, "Personajes"):
the Cardinal (donations, rosetones, the Church), the Merchant (sales and titles), the Constable
(swapping characters), the King (tax) and the Secretary of State (estates).  Each action is
``can_<character>_<n>`` / ``do_<character>_<n>`` with its ``step_*`` functions, each
registered with ``@STEPS.step(name)`` (economy.py).
"""
from __future__ import annotations

from typing import Any

from ..core import Action
from ..i18n import N_
from . import data
from .commons import buy_estate
from .economy import (STEPS, advance, ask_tercio, crown_gain, gain_gp, gain_options,
                      note_count, pay_with_crown)
from .state import PlusUltraState as S


# -- Cardinal -------------------------------------------------------------------------------
def _guide_sources(s: S) -> list[str]:
    """Seed 000, "Iglesia": the market tile "justo debajo de una casilla de la Iglesia que no
    tenga ya un recurso", or the top of the Surplus (into any empty church space)."""
    empty = [j for j, c in enumerate(s.church) if c is None]
    return ([f"market {j + 1}" for j in empty if j < len(s.market)]
            + (["surplus"] if s.surplus and empty else []))


def can_cardinal_1(s: S, seat: int) -> bool:
    return bool(_guide_sources(s)) if s.rules.donation_guide else bool(s.market)


def do_cardinal_1(s: S, seat: int) -> None:
    if s.rules.donation_guide:
        STEPS.ask(s, seat, "donate", "donate_guide", _guide_sources(s))
    else:
        STEPS.ask(s, seat, "donate", "donate", [f"market {i + 1}" for i in range(len(s.market))])


@STEPS.step("donate")
def step_donate(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Seed 002, Cardenal 1: any market tile into the next church space; +1 GP; a rosetón for
    1 ducat if that resource is not yet in the Church."""
    s.market = s.market[:]
    resource = s.market.pop(int(a.args[0]) - 1)
    gain_gp(s, seat, data.DONATION_GP)
    s.note("{player} donates {resource} to the Church", player=seat, resource=resource)
    p = s.p(seat)
    may_place = (resource not in (c[0] for c in s.church if c)
                 and p.rosetones > 0 and p.ducats >= data.ROSETON_PRICE)
    space = s.church.index(None)
    s.church = s.church[:]
    s.church[space] = (resource, None)
    if may_place:
        STEPS.ask(s, seat, "roseton", "roseton", ["choose yes", "choose no"], space=space)
    else:
        _church_check(s, seat)


@STEPS.step("roseton")
def step_roseton(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    if a.args[0] == "yes":
        p = s.p(seat)
        p.ducats -= data.ROSETON_PRICE
        p.rosetones -= 1
        space = params["space"]
        s.church = s.church[:]
        s.church[space] = (s.church[space][0], seat)
        s.note("{player} places a rosetón", player=seat)
    _church_check(s, seat)


@STEPS.step("donate_guide")
def step_donate_guide(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Seed 000, "Iglesia": the tile under church space j moves up into it; the top of the
    Surplus goes into a church space of the donor's choice."""
    if a.verb == "market":
        j = int(a.args[0]) - 1
        s.market = s.market[:]
        _donate_into(s, seat, s.market.pop(j), j)
    else:
        empty = [f"church {j + 1}" for j, c in enumerate(s.church) if c is None]
        s.surplus = s.surplus[:]
        STEPS.ask(s, seat, "church_space", "church_space", empty, resource=s.surplus.pop())


@STEPS.step("church_space")
def step_church_space(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    _donate_into(s, seat, params["resource"], int(a.args[0]) - 1)


def _donate_into(s: S, seat: int, resource: str, space: int) -> None:
    """Seed 000: +1 PG; "si el jugador tiene un rosetón disponible (boca arriba) podrá usarlo,
    dándole la vuelta y ganando ... 2 PG si era Oro o Gemas o 1 PG si era Plata o Especias"."""
    s.church = s.church[:]
    s.church[space] = (resource, None)
    gain_gp(s, seat, data.DONATION_GP)
    s.note("{player} donates {resource} to the Church", player=seat, resource=resource)
    if s.p(seat).rosetones > 0:
        STEPS.ask(s, seat, "flip_roseton", "flip_roseton", ["choose yes", "choose no"],
            gp=data.ROSETON_GP[resource])
    else:
        _church_check(s, seat)


@STEPS.step("flip_roseton")
def step_flip_roseton(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    if a.args[0] == "yes":
        p = s.p(seat)
        p.rosetones -= 1
        p.rosetones_used += 1
        gain_gp(s, seat, params["gp"])
        s.note("{player} turns a rosetón card for {n} GP", player=seat, n=params["gp"])
    _church_check(s, seat)


def _church_check(s: S, seat: int) -> None:
    """Filling the last space: seed 002 builds a Cathedral (donor +2 GP; rosetones return to
    their owners, 2 GP each); seed 000 finances a new cathedral (donor +2 GP; used rosetón cards
    turn face up).  The tiles leave the game."""
    if s.church_filled() < data.CHURCH_SPACES:
        return
    gain_gp(s, seat, data.CATHEDRAL_GP)
    s.note("{player} completes a Cathedral and gains {n} GP", player=seat, n=data.CATHEDRAL_GP)
    for space in s.church:
        assert space is not None                 # the last space is filled: all are
        owner = space[1]
        if owner is not None:
            s.p(owner).rosetones += 1
            gain_gp(s, owner, data.ROSETON_RETURN_GP)
            s.note("{player}'s rosetón returns with 2 GP", player=owner)
    for owner in range(s.players):
        p = s.p(owner)
        p.rosetones, p.rosetones_used = p.rosetones + p.rosetones_used, 0
    s.church = [None] * data.CHURCH_SPACES


def can_cardinal_2(s: S, seat: int) -> bool:
    return s.bull_supply > 0


def do_cardinal_2(s: S, seat: int) -> None:
    s.bull_supply -= 1
    s.p(seat).bulls += 1
    s.note("{player} gains a bull", player=seat)


# -- Merchant -------------------------------------------------------------------------------
def can_merchant_1(s: S, seat: int) -> bool:
    return bool(s.market or s.surplus)


def do_merchant_1(s: S, seat: int) -> None:
    options = (["market 1"] if s.market else []) + (["surplus"] if s.surplus else [])
    STEPS.ask(s, seat, "sell", "sell", options)


@STEPS.step("sell")
def step_sell(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    """Sell for data.MERCHANT_PRICE less data.MERCHANT_DISCOUNT per other tile of that resource in
    the Market, at least 0 (Comerciante 1; P-13, P-14)."""
    s.market, s.surplus = s.market[:], s.surplus[:]
    resource = s.market.pop(0) if a.verb == "market" else s.surplus.pop()
    price = max(0, data.MERCHANT_PRICE - data.MERCHANT_DISCOUNT * s.market.count(resource))
    s.p(seat).ducats += price
    s.note("{player} sells {resource} for {n} ducats", player=seat, resource=resource, n=price)


def can_merchant_2(s: S, seat: int) -> bool:
    return s.p(seat).ducats >= min(data.MERCHANT_TITLES)


def do_merchant_2(s: S, seat: int) -> None:
    STEPS.ask(s, seat, "titles", "titles",
        [f"choose {d}" for d in data.MERCHANT_TITLES if s.p(seat).ducats >= d])


@STEPS.step("titles")
def step_titles(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    paid = int(a.args[0])
    s.p(seat).ducats -= paid
    gain_gp(s, seat, data.MERCHANT_TITLES[paid])
    s.note("{player} buys titles", player=seat)


# -- Constable ----------------------------------------------------------------------------
def _swap_targets(s: S, seat: int) -> list[int]:
    return [i for i, owner in enumerate(s.war) if owner != seat]


def can_constable_1(s: S, seat: int) -> bool:
    if s.p(seat).tercios_active == 0:
        return False
    return len(s.war) < s.war_level or bool(_swap_targets(s, seat))


def do_constable_1(s: S, seat: int) -> None:
    if len(s.war) < s.war_level:
        s.p(seat).tercios_active -= 1
        s.war = s.war + [seat]
        s.note("{player} sends a tercio to the war", player=seat)
    else:
        STEPS.ask(s, seat, "swap_tercio", "swap", [f"war {i + 1}" for i in _swap_targets(s, seat)])


@STEPS.step("swap")
def step_swap(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    i = int(a.args[0]) - 1
    s.p(s.war[i]).tercios_tired += 1       # the displaced tercio returns tired (seed 000)
    s.p(seat).tercios_active -= 1
    s.note("{player} replaces a tercio of {target} in the war", player=seat, target=s.war[i])
    s.war = s.war[:]
    s.war[i] = seat


def can_constable_2(s: S, seat: int) -> bool:
    return s.tercios_free(seat) > 0


def do_constable_2(s: S, seat: int) -> None:
    ask_tercio(s, seat)


# -- King ----------------------------------------------------------------------------------------
def can_king_1(s: S, seat: int) -> bool:
    return True


def do_king_1(s: S, seat: int) -> None:
    gain = data.KING_TABLE[s.crown]
    gain_gp(s, seat, gain)
    s.note("{player} is rewarded by the King: {n} GP", player=seat, n=gain)


def can_king_2(s: S, seat: int) -> bool:
    return True


def do_king_2(s: S, seat: int) -> None:
    victims = [v for v in s.turn_order if v != seat]
    _king_tax(s, seat, victims)


def _king_tax(s: S, king: int, victims: list[int]) -> None:
    """Each other player loses data.KING_TAX ducats or GP, at his choice if he has both; then the
    Crown gains data.KING_TAX_CROWN (Rey 2)."""
    while victims:
        v = victims.pop(0)
        p = s.p(v)
        if p.ducats >= data.KING_TAX and p.gp >= data.KING_TAX:
            STEPS.ask(s, v, "king_tax", "king_tax", ["choose ducat", "choose gp"], king=king,
                victims=victims)
            return
        if p.ducats >= data.KING_TAX:
            p.ducats -= data.KING_TAX
        elif p.gp >= data.KING_TAX:
            p.gp -= data.KING_TAX
    crown_gain(s, data.KING_TAX_CROWN)
    s.note("{player} raises a tax for the Crown", player=king)


@STEPS.step("king_tax")
def step_king_tax(s: S, seat: int, a: Action, params: dict[str, Any]) -> None:
    p = s.p(seat)
    if a.args[0] == "ducat":
        p.ducats -= data.KING_TAX
        note_count(s, data.KING_TAX, N_("{player} pays the King's tax with 1 ducat"),
                   N_("{player} pays the King's tax with {n} ducats"), player=seat)
    else:
        p.gp -= data.KING_TAX
        note_count(s, data.KING_TAX, N_("{player} pays the King's tax with 1 GP"),
                   N_("{player} pays the King's tax with {n} GP"), player=seat)
    _king_tax(s, params["king"], list(params["victims"]))


# -- Secretary of State -------------------------------------------------------------------------
def can_secretary_1(s: S, seat: int) -> bool:
    return (s.p(seat).ducats >= s.crown_cost()
            and bool(gain_options(s, seat, ("roseton", "house", "magellan"))))


def do_secretary_1(s: S, seat: int) -> None:
    pay_with_crown(s, seat)
    STEPS.ask(s, seat, "gain", "gain", gain_options(s, seat, ("roseton", "house", "magellan")))


def can_secretary_2(s: S, seat: int) -> bool:
    if s.rules.secretary_estate:
        return bool(s.estates_deck) and s.p(seat).ducats >= data.SECRETARY_ESTATE_PRICE
    return True


def do_secretary_2(s: S, seat: int) -> None:
    if s.rules.secretary_estate:         # seed 000: "Compra una finca del tablero por 2 ducados"
        s.p(seat).ducats -= data.SECRETARY_ESTATE_PRICE
        buy_estate(s, seat)
        return
    for _step in range(data.SECRETARY_STEPS):
        advance(s, seat)
    s.p(seat).ducats += data.SECRETARY_DUCATS
    s.note("{player} advances in Peer Order", player=seat)
