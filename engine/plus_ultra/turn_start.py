"""Plus Ultra's setup and start of turn (seed 002, "Preparación de la partida" and "Pasos del
Turno" / "Comienzo del Turno"; seed 000 where ``s.rules`` says): the board and supplies, the
exploration refill, the war level and the character draft, the reveal with its passives and
Peer Order income, resting the tercios and buying bulls.

Functions that change the state in place, as the game's ``_apply`` does; the start of a turn
ends by handing over to the action phase (``phase = ACTIONS``, resolved by rules.advance).
"""
from __future__ import annotations

from ..core import Action
from ..i18n import N_
from . import actions as A
from . import data
from .state import ACTIONS, TURN_START, Player, PlusUltraState as S


def setup(s: S) -> None:
    """Seed 002 / seed 000, "Preparación de la partida"; edition values from ``s.rules``."""
    n = s.players
    rules = s.rules
    s.areas = [Player() for _ in range(n)]
    s.trade = [0] * n
    s.peer_order = list(range(n))
    s.rng().shuffle(s.peer_order)            # no one ruled an empire: random order
    if s.first is not None:
        # seed 002, "Preparación": "El jugador inicial es el último que hubiese dominado un
        # imperio y los restantes hacia su izquierda" (seats in order from him); the draw
        # above still happens, so the rest of the setup is the seed's
        s.peer_order = [(s.first + k) % n for k in range(n)]
    s.market = list(data.START_MARKET)
    s.surplus = list(data.START_SURPLUS)
    s.deck = [kind for kind, count in data.NEW_WORLD_DECK.items() if kind != data.COLONY
              for _ in range(count)]
    s.deck += [kind for kind, count in rules.colony_tiles for _ in range(count)]
    s.rng().shuffle(s.deck)
    s.colonies = [None] * data.COLONY_SLOTS
    s.colony_size = [0] * data.COLONY_SLOTS
    s.blue_colonies = list(rules.blue_colonies)   # seed 000: set aside beside the board
    s.church = [None] * data.CHURCH_SPACES
    s.exploration = []
    for row in range(data.EXPLORATION_SPACES):
        s.exploration.append((s.deck.pop(), row == 0))
    top = s.exploration[0]
    assert top is not None                        # just dealt
    if top[0] in data.COLONY_SIZE:                # a revealed colony settles at once
        kind = top[0]
        s.exploration[0] = None
        settle(s, kind)
    estates = list(rules.estates)
    s.rng().shuffle(estates)
    s.estates_deck = estates[:rules.estates_in_play]   # seed 000: 6 of 10 at random
    s.bull_supply = rules.bull_supply(n)
    s.crown = data.CROWN_START
    s.note("setup: {n} players", n=n)
    s.phase = TURN_START


def start_turn(s: S) -> None:
    """Seed 002, "Comienzo del Turno": turn order from the Peer Order, the New World refilled,
    then the seats whose tercios are all tired and who can pay may rest them, then the draft."""
    s.turn_order = list(s.peer_order)
    s.note("turn {turn} begins", turn=s.turn)
    refill(s)
    s.queue = [seat for seat in s.turn_order
               if s.p(seat).tercios_active == 0 and s.p(seat).tercios_tired > 0
               and s.p(seat).ducats >= data.RECOVER_PRICE]
    s.phase = "recover"
    if not s.queue:
        start_draft(s)


def refill(s: S) -> None:
    """Fill empty exploration spaces face up; colonies drawn settle and drawing goes on (P-21)."""
    for row in range(data.EXPLORATION_SPACES):
        while s.exploration[row] is None and s.deck:
            s.deck = s.deck[:]                # lists are replaced, not changed (state.py)
            tile = s.deck.pop()
            if tile in data.COLONY_SIZE:
                settle(s, tile)
            else:
                s.exploration = s.exploration[:]
                s.exploration[row] = (tile, True)


def settle(s: S, kind: str) -> None:
    """A colony tile turned up in the New World settles in the first free colony slot (seed
    002, "Explorar el Nuevo Mundo": "Si apareciese una Colonia, se deberá colocar en el
    espacio de Colonias"), and the log says so (review finding 2)."""
    slot = A.place_colony(s, kind)
    if slot is not None:
        s.note("a colony turns up in the New World and settles in colony {slot}", slot=slot + 1)


def start_draft(s: S) -> None:
    """War level, hoard card and the draft order (seed 002, "Personajes")."""
    dice = [s.rng().randint(1, 6) for _ in range(s.rules.dice(s.players))]
    s.war_level = min(dice) if s.rules.war_pick == "lowest" else sorted(dice)[1]
    s.note("the war level is {n}", n=s.war_level, dice=dice)
    pool = list(data.CHARACTERS)
    s.rng().shuffle(pool)
    s.hoard = pool.pop()
    s.pool = sorted(pool)
    first, second = s.turn_order[0], s.turn_order[-1]
    if s.players == 2 and s.rules.two_player_draft:
        s.draft_queue = [first, second, second, "discard", first, first, second, "discard"]
    else:
        s.draft_queue = [*s.turn_order, *s.turn_order]
    s.phase = "draft"


def draft(s: S, seat: int, character: str) -> None:
    """``seat`` takes ``character`` from the pool; the 2-player draft's discards follow, and the
    last pick reveals the characters (seed 002, "Personajes")."""
    s.pool = s.pool[:]                        # lists are replaced, not changed (state.py)
    s.pool.remove(character)
    s.p(seat).characters.append(character)
    s.draft_queue = s.draft_queue[1:]
    while s.draft_queue and s.draft_queue[0] == "discard":   # seed 002's 2-player draft
        s.draft_queue = s.draft_queue[1:]
        s.pool.remove(s.rng().choice(s.pool))
    if not s.draft_queue:
        reveal(s)


def reveal(s: S) -> None:
    """Reveal characters; passives on reveal (P-22) and Peer Order income (seed 002).  Every
    gain is logged (review finding 1)."""
    s.undo_floor = len(s.history)
    s.pool = []
    for seat in s.turn_order:
        p = s.p(seat)
        p.characters.sort(key=data.CHARACTERS.index)
        s.note("{player} reveals {characters}", player=seat, characters=list(p.characters))
        if "secretary" in p.characters and not any(
                "king" in s.p(o).characters for o in range(s.players) if o != seat):
            A.gain_gp(s, seat, data.SECRETARY_GP)
            s.note("{player} gains {n} GP as Secretary: no other player has the King",
                   player=seat, n=data.SECRETARY_GP)
        if "viceroy" in p.characters:
            ducats = data.VICEROY_DUCATS * sum(1 for c in s.colonies if c and seat in c)
            p.ducats += ducats
            if ducats:                  # the log counts the ducats received
                s.note_n("{player} receives {n} ducat as Viceroy: {per} per colony with their "
                         "house",
                         "{player} receives {n} ducats as Viceroy: {per} per colony with their "
                         "house", ducats, player=seat, per=data.VICEROY_DUCATS)
    for pos, seat in enumerate(s.peer_order):
        ducats = data.PEER_ORDER_DUCATS[pos]
        gp = dict(enumerate(data.PEER_ORDER_GP.get(s.turn, ()))).get(pos, 0)
        s.p(seat).ducats += ducats
        if ducats:
            A.note_count(s, ducats, N_("{player} receives 1 ducat for their place in the "
                                       "Peer Order"),
                         N_("{player} receives {n} ducats for their place in the Peer Order"),
                         player=seat)
        if gp:
            A.gain_gp(s, seat, gp)
            s.note("{player} gains {n} GP for their place in the Peer Order", player=seat,
                   n=gp)
    s.phase = "bulls"
    s.queue = list(s.turn_order)
    next_bull_buyer(s)


def next_bull_buyer(s: S) -> None:
    """Skip to the next seat that may buy a bull (supply left, data.BULL_PRICE ducats); with
    none, the start of the turn ends (seed 002, "Bulas"; seed 000's blue colonies)."""
    while s.queue and not (s.bull_supply > 0 and s.p(s.queue[0]).ducats >= data.BULL_PRICE):
        s.queue = s.queue[1:]
    if not s.queue:
        blue_colony(s)
        s.phase = ACTIONS


def blue_colony(s: S) -> None:
    """Seed 000, "Comienzo del Turno" 7: "En los [turnos] 2 y 5, coloca una de las dos losetas
    de colonias de fondo azul en el primer hueco de colonias disponible"."""
    if s.turn in s.rules.blue_colony_turns and s.blue_colonies:
        s.blue_colonies = s.blue_colonies[:]  # lists are replaced, not changed (state.py)
        slot = A.place_colony(s, s.blue_colonies.pop())
        if slot is not None:
            s.note("a blue-backed colony settles in colony {slot}", slot=slot + 1)


def buy_bull(s: S, seat: int) -> None:
    """Buy one bull for data.BULL_PRICE ducats; the Cardinal gains data.CARDINAL_DUCATS per bull
    bought by another (seed 002, "Bulas"; Cardenal, Pasiva)."""
    p = s.p(seat)
    p.ducats -= data.BULL_PRICE
    p.bulls += 1
    s.bull_supply -= 1
    s.note("{player} buys a bull", player=seat)
    for other in range(s.players):
        if other != seat and "cardinal" in s.p(other).characters:
            s.p(other).ducats += data.CARDINAL_DUCATS
            A.note_count(s, data.CARDINAL_DUCATS,
                         N_("{player} receives 1 ducat as Cardinal: {target} bought a bull"),
                         N_("{player} receives {n} ducats as Cardinal: {target} bought a "
                            "bull"), player=other, target=seat)


def on_recover(s: S, seat: int, a: Action) -> None:
    """Start of turn: a player whose tercios are all tired may rest them for 1 ducat."""
    if a.verb == "recover":
        p = s.p(seat)
        p.tercios_active, p.tercios_tired = p.tercios_tired, 0
        p.ducats -= data.RECOVER_PRICE
        s.note("{player} rests the tercios", player=seat)
    s.queue = s.queue[1:]
    if not s.queue:
        start_draft(s)


def on_draft(s: S, seat: int, a: Action) -> None:
    """A draft pick: ``a`` is ``draft <character>``."""
    draft(s, seat, a.args[0])


def on_bulls(s: S, seat: int, a: Action) -> None:
    """``seat`` buys a bull (``buy``) or passes; then the next seat that may buy."""
    if a.verb == "buy":
        buy_bull(s, seat)
    s.queue = s.queue[1:]
    next_bull_buyer(s)
