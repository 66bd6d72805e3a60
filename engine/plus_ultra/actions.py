"""Plus Ultra actions: the 9 characters' active actions and the 8 common actions.

Each action is a pair of functions: ``can_*(s, seat) -> bool`` (its required part is possible,
P-33) and ``do_*(s, seat)`` which performs it.  A choice inside an action is asked with
:func:`ask`, which records a pending sub-decision whose options are action notations; the
chosen option is handed to the named step function.  When an action is complete,
``s.pending`` is None.

Rule source: seed 002, "Personajes" and "Listado de acciones comunes"; the Viceroy from
seed 000 (Q-40); proposals of plus-ultra-spec.md §19 where cited.  Where the earlier edition
(seed 000, variant ``early``) differs, the action asks ``s.rules`` (data.Rules) and the seed 000
section is cited beside the switch.
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
def note_count(s: S, n: int, one: str, many: str, **params) -> None:
    """Log ``one`` when ``n`` is 1, else ``many`` (with ``n``): the singular and plural of
    English and Spanish.  Both templates are marked with ``N_`` by the caller."""
    if n == 1:
        s.note(one, **params)
    else:
        s.note(many, n=n, **params)


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
        s.peer_order = s.peer_order[:]           # lists are replaced, not changed (state.py)
        s.peer_order[i - 1], s.peer_order[i] = s.peer_order[i], s.peer_order[i - 1]


def to_first(s: S, seat: int) -> None:
    """Move to first place on the Peer Order track; the players ahead drop one place."""
    s.peer_order = [seat] + [other for other in s.peer_order if other != seat]


def place_in_market(s: S, resource: str) -> None:
    """Put a goods tile in the first free market slot (the market must have room)."""
    s.market = s.market + [resource]


def to_surplus(s: S, resource: str) -> None:
    s.surplus = s.surplus + [resource]


def add_trade(s: S, seat: int, n: int) -> None:
    """Gain ``n`` maritime-trade markers (seed 002) or track steps (seed 000); cubes beyond the
    supply are lost (Q-30)."""
    room = s.trade_room(seat, n)
    s.trade = s.trade[:]
    s.trade[seat] += room


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
    s.magellan = s.magellan + [seat]
    if len(s.magellan) == s.rules.magellan_spaces(s.players):
        s.note("Magellan's voyage is completed")
        for owner in sorted(set(s.magellan)):
            gain_gp(s, owner, 3 * s.magellan.count(owner))
            s.note("{player} gains {n} GP for Magellan's voyage", player=owner,
                   n=3 * s.magellan.count(owner))
        s.magellan = []
        s.magellan_done = True


def gain_options(s: S, seat: int, kinds: tuple[str, ...]) -> list[str]:
    """Which of rosetón / house / Magellan share the seat can still receive.  The Magellan share
    is a marker on a space (seed 002, a cube) or a card (seed 000, "choose magellan_card")."""
    ok = {"roseton": s.rosetones_free(seat) > 0,
          "house": s.cubes_free(seat) > 0,
          "magellan": magellan_open(s) and (s.cubes_free(seat) > 0 or not s.rules.shared_cubes)}
    return [f"choose {s.rules.magellan_piece if k == 'magellan' else k}"
            for k in kinds if ok[k]]


def step_gain(s: S, seat: int, a: Action, params: dict) -> None:
    kind = a.args[0]
    if kind == "roseton":
        s.p(seat).rosetones += 1
    elif kind == "house":
        s.p(seat).houses += 1
    else:                                    # "magellan" (seed 002) or "magellan_card" (seed 000)
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
    s.exploration = s.exploration[:]
    s.exploration[row] = None
    new = resource not in s.market           # "no está ya presente": judged before any bump
    slots = [f"market {i + 1}" for i in range(len(s.market))]
    if len(s.market) < data.MARKET_SLOTS:
        _admiral_place(s, seat, resource, new)
    elif s.rules.admiral_replaces:           # seed 000, Almirante 1, Nota: any slot, in place
        ask(s, seat, "replace_market", "admiral_replace", slots, resource=resource, new=new)
    else:                                    # seed 002, "Mercado": the placer bumps one tile
        ask(s, seat, "bump_market", "admiral_bump", slots, resource=resource, new=new)


def step_admiral_bump(s: S, seat: int, a: Action, params: dict) -> None:
    s.market = s.market[:]
    to_surplus(s, s.market.pop(int(a.args[0]) - 1))
    _admiral_place(s, seat, params["resource"], params["new"])


def step_admiral_replace(s: S, seat: int, a: Action, params: dict) -> None:
    """Seed 000: "el almirante puede colocar la loseta en cualquier espacio del mercado,
    expulsando la que allí hubiese a los excedentes"."""
    i = int(a.args[0]) - 1
    to_surplus(s, s.market[i])
    s.market = s.market[:]
    s.market[i] = params["resource"]
    _admiral_reward(s, seat, params["resource"], params["new"])


def _admiral_place(s: S, seat: int, resource: str, new: bool) -> None:
    place_in_market(s, resource)
    _admiral_reward(s, seat, resource, new)


def _admiral_reward(s: S, seat: int, resource: str, new: bool) -> None:
    add_trade(s, seat, 1)
    s.note("{player} ships {resource} to the market", player=seat, resource=resource)
    if new:
        gain_gp(s, seat, 2)
        s.note("{player} gains 2 GP: {resource} is new to the market", player=seat,
               resource=resource)


def can_admiral_2(s: S, seat: int) -> bool:
    return True


def do_admiral_2(s: S, seat: int) -> None:
    add_trade(s, seat, 2)
    s.p(seat).ducats += 1
    s.note("{player} trades overseas", player=seat)


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
        ask(s, seat, "donate", "donate_guide", _guide_sources(s))
    else:
        ask(s, seat, "donate", "donate", [f"market {i + 1}" for i in range(len(s.market))])


def step_donate(s: S, seat: int, a: Action, params: dict) -> None:
    """Seed 002, Cardenal 1: any market tile into the next church space; +1 GP; a rosetón for
    1 ducat if that resource is not yet in the Church."""
    s.market = s.market[:]
    resource = s.market.pop(int(a.args[0]) - 1)
    gain_gp(s, seat, 1)
    s.note("{player} donates {resource} to the Church", player=seat, resource=resource)
    p = s.p(seat)
    may_place = (resource not in (c[0] for c in s.church if c)
                 and p.rosetones > 0 and p.ducats >= 1)
    space = s.church.index(None)
    s.church = s.church[:]
    s.church[space] = (resource, None)
    if may_place:
        ask(s, seat, "roseton", "roseton", ["choose yes", "choose no"], space=space)
    else:
        _church_check(s, seat)


def step_roseton(s: S, seat: int, a: Action, params: dict) -> None:
    if a.args[0] == "yes":
        p = s.p(seat)
        p.ducats -= 1
        p.rosetones -= 1
        space = params["space"]
        s.church = s.church[:]
        s.church[space] = (s.church[space][0], seat)
        s.note("{player} places a rosetón", player=seat)
    _church_check(s, seat)


def step_donate_guide(s: S, seat: int, a: Action, params: dict) -> None:
    """Seed 000, "Iglesia": the tile under church space j moves up into it; the top of the
    Surplus goes into a church space of the donor's choice."""
    if a.verb == "market":
        j = int(a.args[0]) - 1
        s.market = s.market[:]
        _donate_into(s, seat, s.market.pop(j), j)
    else:
        empty = [f"church {j + 1}" for j, c in enumerate(s.church) if c is None]
        s.surplus = s.surplus[:]
        ask(s, seat, "church_space", "church_space", empty, resource=s.surplus.pop())


def step_church_space(s: S, seat: int, a: Action, params: dict) -> None:
    _donate_into(s, seat, params["resource"], int(a.args[0]) - 1)


def _donate_into(s: S, seat: int, resource: str, space: int) -> None:
    """Seed 000: +1 PG; "si el jugador tiene un rosetón disponible (boca arriba) podrá usarlo,
    dándole la vuelta y ganando ... 2 PG si era Oro o Gemas o 1 PG si era Plata o Especias"."""
    s.church = s.church[:]
    s.church[space] = (resource, None)
    gain_gp(s, seat, 1)
    s.note("{player} donates {resource} to the Church", player=seat, resource=resource)
    if s.p(seat).rosetones > 0:
        ask(s, seat, "flip_roseton", "flip_roseton", ["choose yes", "choose no"],
            gp=ROSETON_GP[resource])
    else:
        _church_check(s, seat)


ROSETON_GP = {"gold": 2, "gems": 2, "silver": 1, "spices": 1}
"""GP for flipping a rosetón card on a donation, by resource (seed 000, "Iglesia")."""


def step_flip_roseton(s: S, seat: int, a: Action, params: dict) -> None:
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
    gain_gp(s, seat, 2)
    s.note("{player} completes a Cathedral and gains 2 GP", player=seat)
    for space in s.church:
        if space[1] is not None:
            s.p(space[1]).rosetones += 1
            gain_gp(s, space[1], 2)
            s.note("{player}'s rosetón returns with 2 GP", player=space[1])
    for p in s.areas:
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
    ask(s, seat, "sell", "sell", options)


def step_sell(s: S, seat: int, a: Action, params: dict) -> None:
    """Sell for 4 − (other tiles of that resource in the Market), at least 0 (P-13, P-14)."""
    s.market, s.surplus = s.market[:], s.surplus[:]
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
        s.war = s.war + [seat]
        s.note("{player} sends a tercio to the war", player=seat)
    else:
        ask(s, seat, "swap_tercio", "swap", [f"war {i + 1}" for i in _swap_targets(s, seat)])


def step_swap(s: S, seat: int, a: Action, params: dict) -> None:
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
        s.deck = s.deck[:]
        tile = s.deck.pop()
    s.exploration = s.exploration[:]
    s.exploration[row] = (tile, True)
    s.undo_floor = len(s.history)
    s.note("{player} explores and finds {tile}", player=seat, tile=tile)
    if tile in data.RESOURCES:
        gain_gp(s, seat, 2)
        s.note("{player} gains 2 GP for the goods found", player=seat)
    elif tile == data.NATIVES:
        p = s.p(seat)
        options = (["choose bull"] if can_capture_with_bull(s, seat) else []) + \
                  (["choose pay"] if p.ducats >= 1 and p.tercios_active >= 1 else [])
        if options:
            ask(s, seat, "capture", "explore_capture", options + ["choose no"], row=row)
    else:
        s.exploration = s.exploration[:]
        s.exploration[row] = None
        slot = place_colony(s, tile)
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
    s.exploration = s.exploration[:]
    s.exploration[row] = None
    s.p(seat).natives += 1
    s.note("{player} captures natives", player=seat)


def step_explore_build(s: S, seat: int, a: Action, params: dict) -> None:
    if a.args[0] == "yes":
        s.p(seat).ducats -= 2
        build_house(s, seat, params["slot"])


def place_colony(s: S, kind: str) -> int | None:
    """Put a colony tile of ``kind`` (data.COLONY_SIZE) in the first empty colony slot; None if
    all are full (P-05)."""
    if None not in s.colonies:
        s.note("a colony tile finds no free slot and leaves the game")
        return None
    slot = s.colonies.index(None)
    s.colonies[slot] = []
    s.colony_size = s.colony_size[:]
    s.colony_size[slot] = data.COLONY_SIZE[kind]
    return slot


def can_conquistador_2(s: S, seat: int) -> bool:
    return bool(s.goods_rows())


def do_conquistador_2(s: S, seat: int) -> None:
    ask(s, seat, "pick_tile", "to_surplus", [f"tile {r + 1}" for r in s.goods_rows()])


def step_to_surplus(s: S, seat: int, a: Action, params: dict) -> None:
    row = int(a.args[0]) - 1
    to_surplus(s, s.exploration[row][0])
    s.exploration = s.exploration[:]
    s.exploration[row] = None
    s.p(seat).ducats += 2
    s.note("{player} sends goods to the surplus", player=seat)


# -- Pirate ------------------------------------------------------------------------------------
def _plunder_rows(s: S) -> list[int]:
    """Pirate 2 targets: any revealed goods tile (seed 002), or one "que esté al lado de una
    colonia del Nuevo Mundo" (seed 000; "al lado" = the same row, P-05)."""
    rows = s.goods_rows()
    if s.rules.pirate_next_to_colony:
        rows = [r for r in rows if s.colonies[r] is not None]
    return rows


def _pirate_idle(s: S) -> bool:
    """Neither action has a target: the Pirate still gains 2 ducats (Pirata, Nota, both seeds)."""
    return not any(s.trade) and not _plunder_rows(s)


def can_pirate_1(s: S, seat: int) -> bool:
    return any(s.trade) or _pirate_idle(s)


def do_pirate_1(s: S, seat: int) -> None:
    targets = [f"seat {i}" for i, n in enumerate(s.trade) if n > 0]
    if targets:
        ask(s, seat, "pick_trade", "raid_trade", targets)
    else:
        _pirate_idle_gain(s, seat)


def step_raid_trade(s: S, seat: int, a: Action, params: dict) -> None:
    target = int(a.args[0])
    s.trade = s.trade[:]
    s.trade[target] -= 1
    s.p(seat).ducats += 2
    if target == seat:                   # P-26: his own markers are the only ones left
        s.note("{player} sinks one of their own trade ships (2 ducats)", player=seat)
    else:
        s.note("{player} sinks a trade ship of {target}", player=seat, target=target)


def can_pirate_2(s: S, seat: int) -> bool:
    return bool(_plunder_rows(s)) or _pirate_idle(s)


def do_pirate_2(s: S, seat: int) -> None:
    rows = _plunder_rows(s)
    if rows:
        ask(s, seat, "pick_tile", "raid_tile", [f"tile {r + 1}" for r in rows])
    else:
        _pirate_idle_gain(s, seat)


def _pirate_idle_gain(s: S, seat: int) -> None:
    """Pirata, Nota: "Si no pudiese realizar ninguna de las opciones … aun así ganaría 2"."""
    s.p(seat).ducats += 2
    s.note("{player} finds nothing to raid and still gains 2 ducats as Pirate", player=seat)


def step_raid_tile(s: S, seat: int, a: Action, params: dict) -> None:
    row = int(a.args[0]) - 1
    s.note("{player} plunders {resource}", player=seat, resource=s.exploration[row][0])
    s.exploration = s.exploration[:]
    s.exploration[row] = None            # the tile leaves the game (P-14)
    s.p(seat).ducats += 2
    if s.rules.pirate_next_to_colony:
        owners = set(s.colonies[row])
        _pirate_penalty(s, [v for v in s.turn_order if v in owners])


def _pirate_penalty(s: S, victims: list[int]) -> None:
    """Seed 000, Pirata 2: "Cada jugador que tenga una casa al menos en dicha colonia deberá
    cansar un tercio de su reserva o bien perder 1 ducado (que no lo gana el Pirata)"; the Pirate
    too (P-36); a player able to do neither is unaffected."""
    while victims:
        v = victims.pop(0)
        p = s.p(v)
        options = ((["choose tercio"] if p.tercios_active >= 1 else [])
                   + (["choose ducat"] if p.ducats >= 1 else []))
        if options:
            ask(s, v, "pirate_penalty", "pirate_penalty", options, victims=victims)
            return


def step_pirate_penalty(s: S, seat: int, a: Action, params: dict) -> None:
    if a.args[0] == "tercio":
        tire_tercio(s, seat)
    else:
        s.p(seat).ducats -= 1
    s.note("{player} pays the Pirate's toll", player=seat)
    _pirate_penalty(s, list(params["victims"]))


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
    if s.rules.secretary_estate:
        return bool(s.estates_deck) and s.p(seat).ducats >= data.SECRETARY_ESTATE_PRICE
    return True


def do_secretary_2(s: S, seat: int) -> None:
    if s.rules.secretary_estate:         # seed 000: "Compra una finca del tablero por 2 ducados"
        s.p(seat).ducats -= data.SECRETARY_ESTATE_PRICE
        buy_estate(s, seat)
        return
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
    if action in s.commons_taken or p.ducats < s.rules.common_cost[action]:
        return False
    return COMMON_POSSIBLE[action](s, seat, p)


COMMON_POSSIBLE = {                  # each checked only when asked (legal lists call it often)
    "painter": lambda s, seat, p: True,
    "mission": lambda s, seat, p: p.houses > 0 and bool(s.open_colonies()),
    "loan": lambda s, seat, p: p.gp >= 1,                                    # P-32
    "court": lambda s, seat, p: s.peer_order[0] != seat,
    "finance": lambda s, seat, p: s.tercios_free(seat) > 0,
    "workshops": lambda s, seat, p: bool(gain_options(s, seat, ("roseton", "house"))),
    "trade": lambda s, seat, p: s.trade_room(seat, 1) > 0,
    "estate": lambda s, seat, p: bool(s.estates_deck),
}


def do_common(s: S, seat: int, action: str) -> None:
    """Mark the common action, pay its cost and perform it."""
    p = s.p(seat)
    s.commons_taken = s.commons_taken + [action]
    s.commons_by = s.commons_by + [seat]               # marked with the player's own piece
    s.note("{player} takes the common action {action}", player=seat, action=action)
    if action == "court" and s.rules.court_steps > 1:
        ask(s, seat, "court_steps", "court", court_options(s, seat))
        return
    p.ducats -= s.rules.common_cost[action]
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
        buy_estate(s, seat)


def court_options(s: S, seat: int) -> list[str]:
    """Seed 000, "Visitar la Corte": "Paga 1 ducado para avanzar ... un paso ... o 2 ducados para
    avanzar en dos" — as many steps as there are places ahead and ducats to pay."""
    price = s.rules.common_cost["court"]
    ahead = s.peer_order.index(seat)
    return [f"choose {k * price}" for k in range(1, s.rules.court_steps + 1)
            if k <= ahead and k * price <= s.p(seat).ducats]


def step_court(s: S, seat: int, a: Action, params: dict) -> None:
    paid = int(a.args[0])
    s.p(seat).ducats -= paid
    for _ in range(paid // s.rules.common_cost["court"]):
        advance(s, seat)


def buy_estate(s: S, seat: int) -> None:
    """Take the top estate of the face-down stack (P-28); undo stops here (a hidden draw)."""
    s.estates_deck = s.estates_deck[:]
    s.p(seat).estates.append(s.estates_deck.pop())
    s.undo_floor = len(s.history)
    s.note("{player} buys an estate", player=seat)


def can_cash_estate(s: S, seat: int, kind: str) -> bool:
    """Whether discarding a resource estate of ``kind`` can give its resource now."""
    return {"tercio": s.tercios_free(seat) > 0, "bull": s.bull_supply > 0,
            "ducats": True, "house": s.cubes_free(seat) > 0,
            "roseton": s.rosetones_free(seat) > 0}[kind]


def cash_estate(s: S, seat: int, kind: str) -> None:
    """Seed 000, "Fincas": discard an estate for its resource (losing its 1 GP).  A bull taken
    this way does not pay the Cardinal (Cardenal, Nota)."""
    p = s.p(seat)
    p.estates.remove(kind)
    s.undo_floor = len(s.history)
    s.note("{player} discards an estate for {piece}", player=seat, piece=kind)
    if kind == "tercio":
        ask_tercio(s, seat)
    elif kind == "bull":
        s.bull_supply -= 1
        p.bulls += 1
    elif kind == "ducats":
        p.ducats += 2
    elif kind == "house":
        p.houses += 1
    else:
        p.rosetones += 1


CAN = {(c, n): globals()[f"can_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
DO = {(c, n): globals()[f"do_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
STEPS = {
    "gain": step_gain, "tercio": step_tercio, "admiral_tile": step_admiral_tile,
    "admiral_bump": step_admiral_bump, "donate": step_donate, "roseton": step_roseton,
    "sell": step_sell, "titles": step_titles, "swap": step_swap,
    "explore_capture": step_explore_capture, "explore_build": step_explore_build,
    "to_surplus": step_to_surplus, "raid_trade": step_raid_trade, "raid_tile": step_raid_tile,
    "king_tax": step_king_tax, "colony": step_colony, "viceroy_tile": step_viceroy_tile,
    "viceroy_pay": step_viceroy_pay, "admiral_replace": step_admiral_replace,
    "donate_guide": step_donate_guide, "church_space": step_church_space,
    "flip_roseton": step_flip_roseton, "pirate_penalty": step_pirate_penalty, "court": step_court,
}
