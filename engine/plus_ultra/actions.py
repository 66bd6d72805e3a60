"""Plus Ultra actions: the 9 characters' active actions and the 8 common actions.

Each action is a pair of functions: ``can_*(s, seat) -> bool`` (its required part is possible,
P-33) and ``do_*(s, seat)`` which performs it.  A choice inside an action is asked with
:func:`ask`, which records a pending sub-decision whose options are action notations; the
chosen option is handed to the named step function.  When an action is complete,
``s.pending`` is None.

Rule source: seed 002, "Personajes" and "Listado de acciones comunes"; the Viceroy from
seed 000 (Q-40); proposals of plus-ultra-spec.md §19 where cited.
"""
from __future__ import annotations

from ..core import Action
from . import data
from .state import PlusUltraState as S


# -- sub-decisions ------------------------------------------------------------------------
def ask(s: S, seat: int, prompt: str, step: str, options: list[str], **params) -> None:
    """Ask ``seat`` to pick one of ``options`` (notations); a single option is taken at once."""
    if len(options) == 1:
        STEPS[step](s, seat, Action.parse(options[0]), params)
    else:
        s.pending = {"seat": seat, "prompt": prompt, "step": step, "options": options, **params}


def answer(s: S, action: Action) -> None:
    """Resolve the pending sub-decision with a legal option."""
    pending, s.pending = s.pending, None
    params = {k: v for k, v in pending.items() if k not in ("seat", "prompt", "step", "options")}
    STEPS[pending["step"]](s, pending["seat"], action, params)


# -- economy ---------------------------------------------------------------------------------
def gain_gp(s: S, seat: int, n: int) -> None:
    s.p(seat).gp = max(0, s.p(seat).gp + n)   # P-32: never below 0


def crown_gain(s: S, n: int) -> None:
    """Add to Crown wealth; above 6 the excess goes one ducat at a time in Peer Order (P-25)."""
    s.crown += n
    order = s.turn_order or s.peer_order
    i = 0
    while s.crown > data.CROWN_CAP:
        seat = order[i % len(order)]
        s.p(seat).ducats += 1
        s.crown -= 1
        s.note("{player} receives 1 ducat of the Crown's excess", player=seat)
        i += 1


def pay_with_crown(s: S, seat: int) -> None:
    """Pay 1 own ducat and 1 of the Crown; the player pays both if the Crown is empty."""
    s.p(seat).ducats -= s.crown_cost()
    s.crown = max(0, s.crown - 1)


def advance(s: S, seat: int) -> None:
    """Advance one step on the Peer Order track (swap with the player ahead)."""
    i = s.peer_order.index(seat)
    if i > 0:
        s.peer_order[i - 1], s.peer_order[i] = s.peer_order[i], s.peer_order[i - 1]


def to_first(s: S, seat: int) -> None:
    """Move to first place on the Peer Order track; the players ahead drop one place."""
    s.peer_order.remove(seat)
    s.peer_order.insert(0, seat)


def place_in_market(s: S, resource: str) -> None:
    """Put a goods tile in the first free market slot (the market must have room)."""
    s.market.append(resource)


def to_surplus(s: S, resource: str) -> None:
    s.surplus.append(resource)


def add_trade(s: S, seat: int, n: int) -> None:
    """Place up to ``n`` maritime-trade markers (cubes); a gain beyond the supply is lost (Q-30)."""
    s.trade[seat] += min(n, s.cubes_free(seat))


def can_capture_with_bull(s: S, seat: int) -> bool:
    return s.p(seat).bulls > 0 and not s.p(seat).bull_used


def spend_bull(s: S, seat: int) -> None:
    """Return a bull to the board; one bull per turn, any use counts (P-16)."""
    p = s.p(seat)
    p.bulls -= 1
    p.bull_used = True
    s.bull_supply += 1


def tire_tercio(s: S, seat: int) -> None:
    p = s.p(seat)
    p.tercios_active -= 1
    p.tercios_tired += 1


def build_house(s: S, seat: int, slot: int) -> None:
    s.p(seat).houses -= 1
    s.colonies[slot].append(seat)
    s.note("{player} builds a house in colony {slot}", player=seat, slot=slot + 1)


def magellan_open(s: S) -> bool:
    return not s.magellan_done and len(s.magellan) < s.rules.magellan_spaces(s.players)


def add_magellan(s: S, seat: int) -> None:
    """Place a marker on Magellan's Voyage; filling the last space completes it (3 GP each)."""
    s.magellan.append(seat)
    if len(s.magellan) == s.rules.magellan_spaces(s.players):
        for owner in sorted(set(s.magellan)):
            gain_gp(s, owner, 3 * s.magellan.count(owner))
        s.note("Magellan's voyage is completed")
        s.magellan = []
        s.magellan_done = True


def gain_options(s: S, seat: int, kinds: tuple[str, ...]) -> list[str]:
    """Which of rosetón / house / Magellan marker the seat can still receive."""
    ok = {"roseton": s.rosetones_free(seat) > 0,
          "house": s.cubes_free(seat) > 0,
          "magellan": magellan_open(s) and s.cubes_free(seat) > 0}
    return [f"choose {k}" for k in kinds if ok[k]]


def step_gain(s: S, seat: int, a: Action, params: dict) -> None:
    kind = a.args[0]
    if kind == "roseton":
        s.p(seat).rosetones += 1
    elif kind == "house":
        s.p(seat).houses += 1
    else:
        add_magellan(s, seat)
    s.note("{player} gains a {piece}", player=seat, piece=kind)


def step_tercio(s: S, seat: int, a: Action, params: dict) -> None:
    p = s.p(seat)
    if a.args[0] == "active":
        p.tercios_active += 1
    else:
        p.tercios_tired += 1
    s.note("{player} gains a tercio", player=seat)


def ask_tercio(s: S, seat: int) -> None:
    ask(s, seat, "tercio_state", "tercio", ["choose active", "choose tired"])


# -- Admiral ------------------------------------------------------------------------------------
def can_admiral_1(s: S, seat: int) -> bool:
    return bool(s.goods_rows())


def do_admiral_1(s: S, seat: int) -> None:
    ask(s, seat, "pick_tile", "admiral_tile", [f"tile {r + 1}" for r in s.goods_rows()])


def step_admiral_tile(s: S, seat: int, a: Action, params: dict) -> None:
    row = int(a.args[0]) - 1
    resource = s.exploration[row][0]
    s.exploration[row] = None
    new = resource not in s.market           # "no está ya presente": judged before any bump
    if len(s.market) >= data.MARKET_SLOTS:   # full market: the placer bumps one tile (seed 002, "Mercado")
        ask(s, seat, "bump_market", "admiral_bump",
            [f"market {i + 1}" for i in range(len(s.market))], resource=resource, new=new)
    else:
        _admiral_place(s, seat, resource, new)


def step_admiral_bump(s: S, seat: int, a: Action, params: dict) -> None:
    to_surplus(s, s.market.pop(int(a.args[0]) - 1))
    _admiral_place(s, seat, params["resource"], params["new"])


def _admiral_place(s: S, seat: int, resource: str, new: bool) -> None:
    place_in_market(s, resource)
    if new:
        gain_gp(s, seat, 2)
    add_trade(s, seat, 1)
    s.note("{player} ships {resource} to the market", player=seat, resource=resource)


def can_admiral_2(s: S, seat: int) -> bool:
    return True


def do_admiral_2(s: S, seat: int) -> None:
    add_trade(s, seat, 2)
    s.p(seat).ducats += 1
    s.note("{player} trades overseas", player=seat)


# -- Cardinal -------------------------------------------------------------------------------
def can_cardinal_1(s: S, seat: int) -> bool:
    return bool(s.market)


def do_cardinal_1(s: S, seat: int) -> None:
    ask(s, seat, "donate", "donate", [f"market {i + 1}" for i in range(len(s.market))])


def step_donate(s: S, seat: int, a: Action, params: dict) -> None:
    resource = s.market.pop(int(a.args[0]) - 1)
    gain_gp(s, seat, 1)
    s.note("{player} donates {resource} to the Church", player=seat, resource=resource)
    p = s.p(seat)
    may_place = resource not in (r for r, _ in s.church) and p.rosetones > 0 and p.ducats >= 1
    s.church.append((resource, None))
    if may_place:
        ask(s, seat, "roseton", "roseton", ["choose yes", "choose no"])
    else:
        _church_check(s, seat)


def step_roseton(s: S, seat: int, a: Action, params: dict) -> None:
    if a.args[0] == "yes":
        p = s.p(seat)
        p.ducats -= 1
        p.rosetones -= 1
        s.church[-1] = (s.church[-1][0], seat)
        s.note("{player} places a rosetón", player=seat)
    _church_check(s, seat)


def _church_check(s: S, seat: int) -> None:
    """Filling the last space builds a Cathedral (seed 002, "Iglesia")."""
    if len(s.church) < data.CHURCH_SPACES:
        return
    gain_gp(s, seat, 2)
    for _, owner in s.church:
        if owner is not None:
            s.p(owner).rosetones += 1
            gain_gp(s, owner, 2)
    s.church = []
    s.note("{player} completes a Cathedral", player=seat)


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
    ask(s, seat, "sell", "sell", options)


def step_sell(s: S, seat: int, a: Action, params: dict) -> None:
    """Sell for 4 − (other tiles of that resource in the Market), at least 0 (P-13, P-14)."""
    resource = s.market.pop(0) if a.verb == "market" else s.surplus.pop()
    price = max(0, 4 - s.market.count(resource))
    s.p(seat).ducats += price
    s.note("{player} sells {resource} for {n} ducats", player=seat, resource=resource, n=price)


def can_merchant_2(s: S, seat: int) -> bool:
    return s.p(seat).ducats >= min(data.MERCHANT_TITLES)


def do_merchant_2(s: S, seat: int) -> None:
    ask(s, seat, "titles", "titles",
        [f"choose {d}" for d in data.MERCHANT_TITLES if s.p(seat).ducats >= d])


def step_titles(s: S, seat: int, a: Action, params: dict) -> None:
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
        s.war.append(seat)
        s.note("{player} sends a tercio to the war", player=seat)
    else:
        ask(s, seat, "swap_tercio", "swap", [f"war {i + 1}" for i in _swap_targets(s, seat)])


def step_swap(s: S, seat: int, a: Action, params: dict) -> None:
    i = int(a.args[0]) - 1
    s.p(s.war[i]).tercios_tired += 1       # the displaced tercio returns tired (seed 000)
    s.p(seat).tercios_active -= 1
    s.note("{player} replaces a tercio of {target} in the war", player=seat, target=s.war[i])
    s.war[i] = seat


def can_constable_2(s: S, seat: int) -> bool:
    return s.tercios_free(seat) > 0


def do_constable_2(s: S, seat: int) -> None:
    ask_tercio(s, seat)


# -- Conquistador -----------------------------------------------------------------------------
def _hidden_rows(s: S) -> list[int]:
    return [i for i, t in enumerate(s.exploration) if t and not t[1]]


def can_conquistador_1(s: S, seat: int) -> bool:
    """A face-down tile to turn, or else a pile tile and an empty space for it (P-20)."""
    return bool(_hidden_rows(s)) or (bool(s.deck) and None in s.exploration)


def do_conquistador_1(s: S, seat: int) -> None:
    hidden = _hidden_rows(s)
    if hidden:
        row = hidden[0]
        tile = s.exploration[row][0]
    else:
        row = s.exploration.index(None)
        tile = s.deck.pop()
    s.exploration[row] = (tile, True)
    s.undo_floor = len(s.history)
    s.note("{player} explores and finds {tile}", player=seat, tile=tile)
    if tile in data.RESOURCES:
        gain_gp(s, seat, 2)
    elif tile == data.NATIVES:
        p = s.p(seat)
        options = (["choose bull"] if can_capture_with_bull(s, seat) else []) + \
                  (["choose pay"] if p.ducats >= 1 and p.tercios_active >= 1 else [])
        if options:
            ask(s, seat, "capture", "explore_capture", options + ["choose no"], row=row)
    else:
        s.exploration[row] = None
        slot = place_colony(s)
        p = s.p(seat)
        if slot is not None and p.houses > 0 and p.ducats >= 2:
            ask(s, seat, "build_house", "explore_build", ["choose yes", "choose no"], slot=slot)


def step_explore_capture(s: S, seat: int, a: Action, params: dict) -> None:
    how = a.args[0]
    if how == "no":
        return
    if how == "bull":
        spend_bull(s, seat)
    else:
        s.p(seat).ducats -= 1
        tire_tercio(s, seat)
    _capture(s, seat, params["row"])


def _capture(s: S, seat: int, row: int) -> None:
    s.exploration[row] = None
    s.p(seat).natives += 1
    s.note("{player} captures natives", player=seat)


def step_explore_build(s: S, seat: int, a: Action, params: dict) -> None:
    if a.args[0] == "yes":
        s.p(seat).ducats -= 2
        build_house(s, seat, params["slot"])


def place_colony(s: S) -> int | None:
    """Put a colony tile in the first empty colony slot; None if all are full (P-05)."""
    if None not in s.colonies:
        s.note("a colony tile finds no free slot and leaves the game")
        return None
    slot = s.colonies.index(None)
    s.colonies[slot] = []
    return slot


def can_conquistador_2(s: S, seat: int) -> bool:
    return bool(s.goods_rows())


def do_conquistador_2(s: S, seat: int) -> None:
    ask(s, seat, "pick_tile", "to_surplus", [f"tile {r + 1}" for r in s.goods_rows()])


def step_to_surplus(s: S, seat: int, a: Action, params: dict) -> None:
    row = int(a.args[0]) - 1
    to_surplus(s, s.exploration[row][0])
    s.exploration[row] = None
    s.p(seat).ducats += 2
    s.note("{player} sends goods to the surplus", player=seat)


# -- Pirate ------------------------------------------------------------------------------------
def _pirate_idle(s: S) -> bool:
    """Neither action has a target: the Pirate still gains 2 ducats (seed 002, Pirata note)."""
    return not any(s.trade) and not s.goods_rows()


def can_pirate_1(s: S, seat: int) -> bool:
    return any(s.trade) or _pirate_idle(s)


def do_pirate_1(s: S, seat: int) -> None:
    targets = [f"seat {i}" for i, n in enumerate(s.trade) if n > 0]
    if targets:
        ask(s, seat, "pick_trade", "raid_trade", targets)
    else:
        s.p(seat).ducats += 2


def step_raid_trade(s: S, seat: int, a: Action, params: dict) -> None:
    target = int(a.args[0])
    s.trade[target] -= 1
    s.p(seat).ducats += 2
    s.note("{player} sinks a trade ship of {target}", player=seat, target=target)


def can_pirate_2(s: S, seat: int) -> bool:
    return bool(s.goods_rows()) or _pirate_idle(s)


def do_pirate_2(s: S, seat: int) -> None:
    rows = s.goods_rows()
    if rows:
        ask(s, seat, "pick_tile", "raid_tile", [f"tile {r + 1}" for r in rows])
    else:
        s.p(seat).ducats += 2


def step_raid_tile(s: S, seat: int, a: Action, params: dict) -> None:
    row = int(a.args[0]) - 1
    s.note("{player} plunders {resource}", player=seat, resource=s.exploration[row][0])
    s.exploration[row] = None            # the tile leaves the game (P-14)
    s.p(seat).ducats += 2


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
    """Each other player loses 1 ducat or 1 GP, at his choice if he has both; then Crown +2."""
    while victims:
        v = victims.pop(0)
        p = s.p(v)
        if p.ducats >= 1 and p.gp >= 1:
            ask(s, v, "king_tax", "king_tax", ["choose ducat", "choose gp"], king=king,
                victims=victims)
            return
        if p.ducats >= 1:
            p.ducats -= 1
        elif p.gp >= 1:
            p.gp -= 1
    crown_gain(s, 2)
    s.note("{player} raises a tax for the Crown", player=king)


def step_king_tax(s: S, seat: int, a: Action, params: dict) -> None:
    p = s.p(seat)
    if a.args[0] == "ducat":
        p.ducats -= 1
    else:
        p.gp -= 1
    _king_tax(s, params["king"], list(params["victims"]))


# -- Secretary of State -------------------------------------------------------------------------
def can_secretary_1(s: S, seat: int) -> bool:
    return (s.p(seat).ducats >= s.crown_cost()
            and bool(gain_options(s, seat, ("roseton", "house", "magellan"))))


def do_secretary_1(s: S, seat: int) -> None:
    pay_with_crown(s, seat)
    ask(s, seat, "gain", "gain", gain_options(s, seat, ("roseton", "house", "magellan")))


def can_secretary_2(s: S, seat: int) -> bool:
    return True


def do_secretary_2(s: S, seat: int) -> None:
    advance(s, seat)
    s.p(seat).ducats += 1
    s.note("{player} advances in Peer Order", player=seat)


# -- Viceroy (seed 000 text, Q-40) ---------------------------------------------------------------
def can_viceroy_1(s: S, seat: int) -> bool:
    p = s.p(seat)
    return p.houses > 0 and bool(s.open_colonies()) and p.ducats >= s.crown_cost()


def do_viceroy_1(s: S, seat: int) -> None:
    pay_with_crown(s, seat)
    ask_colony(s, seat)


def ask_colony(s: S, seat: int) -> None:
    ask(s, seat, "pick_colony", "colony", [f"colony {c + 1}" for c in s.open_colonies()])


def step_colony(s: S, seat: int, a: Action, params: dict) -> None:
    build_house(s, seat, int(a.args[0]) - 1)


def _viceroy_payments(s: S, seat: int) -> list[str]:
    p = s.p(seat)
    return ((["choose bull"] if can_capture_with_bull(s, seat) else [])
            + (["choose pay"] if p.ducats >= s.crown_cost() and p.tercios_active >= 1 else []))


def can_viceroy_2(s: S, seat: int) -> bool:
    return bool(s.native_rows()) and bool(_viceroy_payments(s, seat))


def do_viceroy_2(s: S, seat: int) -> None:
    ask(s, seat, "pick_tile", "viceroy_tile", [f"tile {r + 1}" for r in s.native_rows()])


def step_viceroy_tile(s: S, seat: int, a: Action, params: dict) -> None:
    ask(s, seat, "capture", "viceroy_pay", _viceroy_payments(s, seat), row=int(a.args[0]) - 1)


def step_viceroy_pay(s: S, seat: int, a: Action, params: dict) -> None:
    if a.args[0] == "bull":
        spend_bull(s, seat)
    else:
        pay_with_crown(s, seat)
        tire_tercio(s, seat)
    _capture(s, seat, params["row"])


# -- common actions ----------------------------------------------------------------------------
def can_common(s: S, seat: int, action: str) -> bool:
    """Whether ``seat`` can take common action ``action`` now (unmarked, affordable, possible)."""
    p = s.p(seat)
    if action in s.commons_taken or p.ducats < data.COMMON_COST[action]:
        return False
    return {
        "painter": True,
        "mission": p.houses > 0 and bool(s.open_colonies()),
        "loan": p.gp >= 1,                                    # P-32
        "court": s.peer_order[0] != seat,
        "finance": s.tercios_free(seat) > 0,
        "workshops": bool(gain_options(s, seat, ("roseton", "house"))),
        "trade": s.cubes_free(seat) > 0,
        "estate": bool(s.estates_deck),
    }[action]


def do_common(s: S, seat: int, action: str) -> None:
    """Mark the common action, pay its cost and perform it."""
    p = s.p(seat)
    s.commons_taken.append(action)
    p.ducats -= data.COMMON_COST[action]
    s.note("{player} takes the common action {action}", player=seat, action=action)
    if action == "painter":
        gain_gp(s, seat, 2)
    elif action == "mission":
        ask_colony(s, seat)
    elif action == "loan":
        gain_gp(s, seat, -1)
        p.ducats += 3
    elif action == "court":
        advance(s, seat)
    elif action == "finance":
        ask_tercio(s, seat)
    elif action == "workshops":
        ask(s, seat, "gain", "gain", gain_options(s, seat, ("roseton", "house")))
    elif action == "trade":
        add_trade(s, seat, 1)
    elif action == "estate":
        p.estates.append(s.estates_deck.pop())     # top of the face-down stack (P-28)


CAN = {(c, n): globals()[f"can_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
DO = {(c, n): globals()[f"do_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
STEPS = {
    "gain": step_gain, "tercio": step_tercio, "admiral_tile": step_admiral_tile,
    "admiral_bump": step_admiral_bump, "donate": step_donate, "roseton": step_roseton,
    "sell": step_sell, "titles": step_titles, "swap": step_swap,
    "explore_capture": step_explore_capture, "explore_build": step_explore_build,
    "to_surplus": step_to_surplus, "raid_trade": step_raid_trade, "raid_tile": step_raid_tile,
    "king_tax": step_king_tax, "colony": step_colony, "viceroy_tile": step_viceroy_tile,
    "viceroy_pay": step_viceroy_pay,
}
