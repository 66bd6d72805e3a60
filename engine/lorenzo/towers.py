"""Towers of Lorenzo il Magnifico (seed 001, "Reglas para colocar a un miembro de la familia en una
torre", "Territorios"): what a card costs after discounts, the ways to pay it, the 3-coin fee of
an occupied tower, the floor's bonus, the territory slots' military points, and taking the card.
Placements that lead here are in actions.py.
"""
from __future__ import annotations

from . import data
from . import effects as E
from .state import LorenzoState as S, Player, task


# -- towers ------------------------------------------------------------------------------------------
def _coloured_in(members, seat: int) -> bool:
    """Whether ``members`` ((seat, member) or None each) hold a coloured member of ``seat``."""
    for m in members:
        if m and m[0] == seat and m[1] != "neutral":
            return True
    return False


def discounts(s: S, seat: int, card: data.Card, extra, ctx: E.Context) -> list[dict]:
    """Every discount combination for ``card``: the effect's own (``extra``), the character
    discounts (a ``discount_choice`` gives one variant per choice) and Pico della Mirandola's
    3 coins (data §1.3, §2; a coin discount on a cost without coins changes nothing)."""
    variants = ctx.discounts.get(card.type)
    if variants is None:
        base: dict[str, int] = {}
        for eff in ctx.permanents:
            if eff[0] == "discount" and eff[1] == card.type:
                for k, n in eff[2]:
                    base[k] = base.get(k, 0) + n
        variants = [base]
        for eff in ctx.permanents:
            if eff[0] == "discount_choice" and eff[1] == card.type:
                variants = [{**v, k: v.get(k, 0) + n} for v in variants for opt in eff[2]
                            for k, n in opt]
        pico = ctx.leaders.get("coin_discount")
        if pico:
            variants = [{**v, "coins": v.get("coins", 0) + pico[1]} for v in variants]
        ctx.discounts[card.type] = variants
    if extra:
        variants = [{**v, **{k: v.get(k, 0) + n for k, n in extra}} for v in variants]
    return variants


def net_costs(s: S, seat: int, card: data.Card, extra, ctx: E.Context) -> list[tuple]:
    """Every way to pay ``card`` whatever the player holds, in the order of its costs and
    then of :func:`discounts`: (MP needed, MP paid, ()) for a cost in military points,
    (0, 0, ((kind, n), ...)) for resources after a discount (kinds whose cost the discount
    covers left out).  Without ``extra`` remembered by the (shared) ``ctx``; the same
    discounts give the same list to every Context (:data:`_NET_COSTS`)."""
    if not extra:
        known = ctx.net_costs.get(card.key)
        if known is not None:
            return known
    variants = discounts(s, seat, card, extra, ctx)
    key = (card.key, tuple(tuple(sorted(v.items())) for v in variants))
    out = _NET_COSTS.get(key)
    if out is None:
        out = _NET_COSTS[key] = []
        for cost in card.costs:
            if cost.need_mp:
                out.append((cost.need_mp, cost.pay_mp, ()))
                continue
            for disc in variants:
                out.append((0, 0, tuple((k, n - disc.get(k, 0)) for k, n in cost.resources
                                        if n > disc.get(k, 0))))
    if not extra:
        ctx.net_costs[card.key] = out
    return out


_NET_COSTS: dict = {}
"""(card key, its discount variants as sorted item tuples) -> :func:`net_costs` (a few hundred:
the cards times the discounts characters and leaders give)."""


def payment_options(s: S, seat: int, card: data.Card, extra, res: dict,
                    ctx: E.Context) -> list[list]:
    """Distinct payable ways to pay ``card`` from ``res``: [resources paid, MP paid] pairs
    (seed 001, "Ventures": a double cost lets the player choose)."""
    out = []
    for need_mp, pay_mp, paid in net_costs(s, seat, card, extra, ctx):
        if need_mp:
            if res["mp"] >= need_mp:
                out.append([[], pay_mp])
        elif all(res[k] >= n for k, n in paid):
            option = [[[k, n] for k, n in paid], 0]
            if option not in out:
                out.append(option)
    return out


def _tower_fee(s: S, seat: int, tower: str, member: str | None, ctx: E.Context) -> int | None:
    """The coins ``seat`` pays to enter ``tower`` (3 if occupied), or None when it may not take
    a card there at all: 6 cards of the type already, its own coloured member there (for a
    coloured ``member``), or the fee not payable."""
    p = s.areas[seat]                           # (read only)
    if len(p.cards[tower]) >= data.MAX_CARDS_PER_TYPE:
        return None
    members = s.tower_members[tower]
    if member is not None and member != "neutral" and _coloured_in(members, seat):
        return None
    fee = data.OCCUPIED_TOWER_FEE if any(members) and "no_tower_fee" not in ctx.leaders else 0
    return None if p.res["coins"] < fee else fee


def _floor_resources(p: Player, tower: str, floor: int, fee: int, ctx: E.Context) -> tuple | None:
    """(the floor's bonus, the resources ``p`` has to pay the card with after the fee and the
    bonus: ``p.res`` itself when neither changes it, to read only), or None when the territory
    slot's military points are missing."""
    res, bonus = p.res, ctx.floor_bonus(tower, floor)
    if fee or bonus:
        res = dict(res)
        res["coins"] -= fee
        for k, n in bonus.items():
            res[k] += n
    if tower == "territory" and "no_territory_mp" not in ctx.leaders:
        if res["mp"] < data.TERRITORY_SLOT_MP[len(p.cards["territory"])]:
            return None
    return bonus, res


def _tower_entry(s: S, seat: int, tower: str, floor: int, member: str | None,
                 ctx: E.Context) -> tuple | None:
    """What does not depend on the servants spent or the card's cost: (fee, bonus, resources
    after fee and bonus, to read only), or None if the card cannot be taken at all."""
    if s.towers[tower][floor] is None:
        return None
    fee = _tower_fee(s, seat, tower, member, ctx)
    if fee is None:
        return None
    found = _floor_resources(s.areas[seat], tower, floor, fee, ctx)
    return None if found is None else (fee, *found)


def tower_plan(s: S, seat: int, tower: str, floor: int, value: int, *, member: str | None = None,
               extra=(), ctx: E.Context | None = None) -> dict | None:
    """How ``seat`` would take the card on ``tower`` floor ``floor`` (0-based) with an action of
    ``value``, or None if not allowed.

    Returns {"servants", "fee", "bonus", "options"}.  Rules (seed 001, "Reglas para colocar ...",
    "Territorios"): the floor's value, no two coloured members of one player in a tower, the
    3-coin fee for an occupied tower (not payable with the floor's coins), the floor bonus usable
    to pay the card, at most 6 cards of a type, the territory slot's military points.
    """
    ctx = ctx or E.context(s, seat)
    entry = _tower_entry(s, seat, tower, floor, member, ctx)
    if entry is None:
        return None
    fee, bonus, res = entry
    servants = ctx.needed(value + ctx.bonus.get(tower, 0), data.FLOOR_VALUES[floor])
    if servants > res["servants"]:
        return None
    res = {**res, "servants": res["servants"] - servants}
    options = payment_options(s, seat, data.CARDS[s.towers[tower][floor]], extra, res, ctx)
    if not options:
        return None
    return {"servants": servants, "fee": fee, "bonus": bonus, "options": options}


def take_card(s: S, seat: int, tower: str, floor: int, plan: dict) -> None:
    """Spend the servants and the fee, receive the floor bonus (military points up to
    ``data.MILITARY_TRACK_END``), then pay (or ask how)."""
    res = s.p(seat).res
    res["servants"] -= plan["servants"]
    res["coins"] -= plan["fee"]
    for k, n in plan["bonus"].items():
        res[k] += n
    res["mp"] = min(res["mp"], data.MILITARY_TRACK_END)     # the track's end (assumed)
    key = s.towers[tower][floor]
    if len(plan["options"]) == 1:
        pay_and_take(s, seat, key, tower, floor, plan["options"][0])
    else:
        s.pending.insert(0, task("pay", seat, card=key, tower=tower, floor=floor,
                                 options=plan["options"]))


def pay_and_take(s: S, seat: int, key: str, tower: str, floor: int, option: list) -> None:
    """Pay one payment option, put the card on the personal board, then resolve its immediate
    effect (seed 001, tower "Resumen")."""
    p = s.p(seat)
    paid, mp = option
    for k, n in paid:
        p.res[k] -= n
    p.res["mp"] -= mp
    row = s.towers[tower][:]                    # (shared with the state before: successor)
    row[floor] = None
    s.towers = {**s.towers, tower: row}
    p.cards = {**p.cards, tower: p.cards[tower] + [key]}    # (shared: Player.copy)
    s.note("{player} takes {card}", player=seat, card=key)
    E.resolve(s, seat, data.CARDS[key].immediate, card=True)
