"""Plus Ultra turn structure: setup, start of turn, draft, bulls, tercio bids, the character
rounds and the end of turn (seed 002, "Preparación de la partida" and "Pasos del Turno").

The flow is a phase field plus small queues; every decision is derived from them by
:meth:`PlusUltra.decision`, and each phase has one legal-action generator.
"""
from __future__ import annotations

from functools import lru_cache

from ..core import Action, Decision, Game
from ..i18n import N_
from . import actions as A
from . import bot
from . import data, text
from .economy import parse as _parse   # option texts → shared Actions (as STEPS parses)
from .state import Player, PlusUltraState as S
from .view import to_move_seat

_of = lru_cache(maxsize=None, typed=True)(Action.of)
""":meth:`Action.of`, one shared (immutable) Action per notation: the legal lists are rebuilt
at every step of every game and search, and ``a in legal`` then matches by identity."""


@lru_cache(maxsize=None)
def _plain(seat: int | None, prompt: str, private: bool = False) -> Decision:
    """A decision without parameters, one shared (frozen) object per seat and prompt."""
    return Decision(seat, prompt, private=private)


class PlusUltra(Game):
    """Plus Ultra (Meridiano 6): 2–4 players, 7 turns of character drafting at Charles V's court."""

    id = "plus_ultra"
    title = "Plus Ultra"
    min_players = 2
    max_players = 4
    variants = tuple(data.RULESETS)
    pitch = N_("Young nobles at the court of Charles V pick characters to win the Emperor's "
               "favour: trade with the New World, fight Europe's wars, fund the Church.")
    play_minutes = (90, 120)        # assumed: neither seed prints it (docs/DATA.md)
    variant_notes = {
        "reglamento": N_("The published rulebook, the usual game."),
        "early": N_("The earlier rules: war from the middle of 3 dice, shared rosetón cards, "
                    "colonies of 2 to 4 houses, Magellan cards, estates with resources."),
    }
    terms = data.TERMS
    prompts, action_hints, variant_hints = text.PROMPTS, text.ACTION_HINTS, text.VARIANT_HINTS
    choices, score_lines = text.CHOICES, text.SCORE_LINES
    tie_breaks = text.TIE_BREAKS
    chart_period = "turn"                 # the score chart counts the 7 turns (seed 002)
    points_label = N_("{n} GP")          # greatness points (seed 002, "Puntos de Grandeza")
    eval_scale = 8.0                      # GP that make one player clearly ahead (bots)
    bot_budgets = {"normal": {"iterations": 320, "playout": 6},     # browser times:
                   "hard": {"iterations": 600, "playout": 6, "guide": 4}}  # bench/bot_speed.py
    # issue 19: twice the iterations of 160, in the time those took before apply got faster;
    # hard's guided playouts (issue 31) beat normal where 960 random ones did not (docs/BOTS.md)
    secret_lines = ("estates",)          # estates are kept face down until the end (seed 002, "Fincas")
    secret_prompts = text.SECRET_PROMPTS
    follow_prompts = text.FOLLOW_PROMPTS
    move_sentence = text.move_sentence       # web/labels.py: draft picks and bids, revealed
    prompt_for = staticmethod(text.prompt_for)   # web/labels.py: a prompt after its options
    automatic_verbs = frozenset({"skip"})
    """Verbs of moves the rules leave no choice about when offered alone (a character with no
    action possible is turned over, seed 002 "Acciones de personaje"; public): the app plays
    such a lone option for a person (web/turns.py ``Turns.forced_move``; review D10)."""
    log_heads = frozenset({"setup: {n} players", "turn {turn} begins", "the game is over"})
    choose_first = True                  # "el último que hubiese dominado un imperio" (seed 002)

    # -- setup -----------------------------------------------------------------------------
    def _make_state(self, *, players, seed, variant, names) -> S:
        return S(game=self.id, variant=variant, seed=seed, names=names)

    def _setup(self, s: S) -> None:
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
            self._settle(s, kind)
        estates = list(rules.estates)
        s.rng().shuffle(estates)
        s.estates_deck = estates[:rules.estates_in_play]   # seed 000: 6 of 10 at random
        s.bull_supply = rules.bull_supply(n)
        s.crown = data.CROWN_START
        s.note("setup: {n} players", n=n)
        self._start_turn(s)

    # -- start of turn -------------------------------------------------------------------------
    def _start_turn(self, s: S) -> None:
        s.turn_order = list(s.peer_order)
        s.note("turn {turn} begins", turn=s.turn)
        self._refill(s)
        s.queue = [seat for seat in s.turn_order
                   if s.p(seat).tercios_active == 0 and s.p(seat).tercios_tired > 0
                   and s.p(seat).ducats >= data.RECOVER_PRICE]
        s.phase = "recover"
        if not s.queue:
            self._start_draft(s)

    def _refill(self, s: S) -> None:
        """Fill empty exploration spaces face up; colonies drawn settle and drawing goes on (P-21)."""
        for row in range(data.EXPLORATION_SPACES):
            while s.exploration[row] is None and s.deck:
                s.deck = s.deck[:]                # lists are replaced, not changed (state.py)
                tile = s.deck.pop()
                if tile in data.COLONY_SIZE:
                    self._settle(s, tile)
                else:
                    s.exploration = s.exploration[:]
                    s.exploration[row] = (tile, True)

    def _settle(self, s: S, kind: str) -> None:
        """A colony tile turned up in the New World settles in the first free colony slot (seed
        002, "Explorar el Nuevo Mundo": "Si apareciese una Colonia, se deberá colocar en el
        espacio de Colonias"), and the log says so (review finding 2)."""
        slot = A.place_colony(s, kind)
        if slot is not None:
            s.note("a colony turns up in the New World and settles in colony {slot}", slot=slot + 1)

    def _start_draft(self, s: S) -> None:
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

    def _draft(self, s: S, seat: int, character: str) -> None:
        s.pool = s.pool[:]                        # lists are replaced, not changed (state.py)
        s.pool.remove(character)
        s.p(seat).characters.append(character)
        s.draft_queue = s.draft_queue[1:]
        while s.draft_queue and s.draft_queue[0] == "discard":   # seed 002's 2-player draft
            s.draft_queue = s.draft_queue[1:]
            s.pool.remove(s.rng().choice(s.pool))
        if not s.draft_queue:
            self._reveal(s)

    def _reveal(self, s: S) -> None:
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
                n = sum(1 for c in s.colonies if c and seat in c)
                p.ducats += n
                if n:
                    A.note_count(s, n, N_("{player} receives 1 ducat as Viceroy: 1 colony with "
                                          "their house"),
                                 N_("{player} receives {n} ducats as Viceroy: 1 per colony with "
                                    "their house"), player=seat)
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
        self._next_bull_buyer(s)

    def _next_bull_buyer(self, s: S) -> None:
        while s.queue and not (s.bull_supply > 0 and s.p(s.queue[0]).ducats >= data.BULL_PRICE):
            s.queue = s.queue[1:]
        if not s.queue:
            self._blue_colony(s)
            self._start_bids(s)

    def _blue_colony(self, s: S) -> None:
        """Seed 000, "Comienzo del Turno" 7: "En los [turnos] 2 y 5, coloca una de las dos losetas
        de colonias de fondo azul en el primer hueco de colonias disponible"."""
        if s.turn in s.rules.blue_colony_turns and s.blue_colonies:
            s.blue_colonies = s.blue_colonies[:]  # lists are replaced, not changed (state.py)
            slot = A.place_colony(s, s.blue_colonies.pop())
            if slot is not None:
                s.note("a blue-backed colony settles in colony {slot}", slot=slot + 1)

    def _buy_bull(self, s: S, seat: int) -> None:
        """Buy one bull for 3 ducats; the Cardinal gains 1 ducat per bull bought by another."""
        p = s.p(seat)
        p.ducats -= data.BULL_PRICE
        p.bulls += 1
        s.bull_supply -= 1
        s.note("{player} buys a bull", player=seat)
        for other in range(s.players):
            if other != seat and "cardinal" in s.p(other).characters:
                s.p(other).ducats += 1
                s.note("{player} receives 1 ducat as Cardinal: {target} bought a bull",
                       player=other, target=seat)

    # -- action phase ---------------------------------------------------------------------------
    def _start_bids(self, s: S) -> None:
        s.phase = "bid"
        s.queue = [seat for seat in s.turn_order if s.p(seat).tercios_active > 0]
        if not s.queue:
            self._place_tercios(s)

    def _place_tercios(self, s: S) -> None:
        """Reveal bids; most first (ties by Peer Order), one tercio each in turn, up to the level.

        Seed 002, "Colocación de Tercios" (worked example: Red, Green, Blue).
        """
        s.undo_floor = len(s.history)
        bids = {seat: s.p(seat).bid or 0 for seat in s.turn_order}
        if any(bids.values()):                # who sent how many (review 2026-11-24 section 2)
            for seat in s.turn_order:
                s.note_n("{player} reveals a bid of {n} tercio",
                         "{player} reveals a bid of {n} tercios", bids[seat], player=seat)
        order = sorted(s.turn_order, key=lambda seat: -bids[seat])
        left = dict(bids)
        while len(s.war) < s.war_level and any(left.values()):
            for seat in order:
                if left[seat] and len(s.war) < s.war_level:
                    left[seat] -= 1
                    s.war = s.war + [seat]
        for seat, bid in bids.items():
            p = s.p(seat)
            p.tercios_active -= bid
            p.tercios_tired += left[seat]
            p.bid = None
        s.phase = "act"
        s.round = 1
        self._begin_character_turn(s, s.turn_order[0])

    def _begin_character_turn(self, s: S, seat: int) -> None:
        s.actor, s.acted, s.current = seat, False, None

    def _next_actor(self, s: S) -> None:
        actor = s.actor
        assert actor is not None
        i = s.turn_order.index(actor) + 1
        if i == len(s.turn_order):
            i, s.round = 0, s.round + 1
        if s.round > s.rounds():
            self._end_turn(s)
        else:
            self._begin_character_turn(s, s.turn_order[i])

    # -- end of turn -------------------------------------------------------------------------------
    def _end_turn(self, s: S) -> None:
        """Seed 002, "Fin del Turno": war, natives, colony production, Crown hoarding."""
        s.actor = None
        won = len(s.war) == s.war_level
        if won:
            s.note("Spain wins the war in Europe")
        else:
            s.note("Spain loses the war in Europe")
        for seat in s.war:
            if won:
                A.gain_gp(s, seat, data.WAR_GP)
            s.p(seat).tercios_tired += 1
        if won:
            for seat in sorted(set(s.war)):
                s.note("{player} gains {n} GP for their tercios in the war", player=seat,
                       n=s.war.count(seat))
            for seat in range(s.players):
                if "constable" in s.p(seat).characters:
                    A.gain_gp(s, seat, data.CONSTABLE_GP)
                    s.note("{player} gains {n} GP as Constable: the war is won", player=seat,
                           n=data.CONSTABLE_GP)
        s.war = []
        for slot, colony in enumerate(s.colonies):
            tile = s.exploration[slot]
            if colony and tile == (data.NATIVES, True):
                owner = colony.pop()
                s.p(owner).houses += 1
                s.note("natives drive a house of {player} out of colony {slot}",
                       player=owner, slot=slot + 1)
        for slot, colony in enumerate(s.colonies):
            tile = s.exploration[slot]
            if colony is not None and tile and tile[1] and tile[0] in data.RESOURCES:
                s.exploration = s.exploration[:]
                s.exploration[slot] = None
                if len(s.market) < data.MARKET_SLOTS:
                    A.place_in_market(s, tile[0])
                else:
                    A.to_surplus(s, tile[0])                 # P-12
                s.note("colony {slot} ships {resource}", slot=slot + 1, resource=tile[0])
        assert s.hoard is not None                  # drawn when the turn began
        resource = data.CHARACTER_ICON[s.hoard]
        hoarded = s.market.count(resource)
        s.market = [r for r in s.market if r != resource]
        if hoarded:
            s.note("the Crown hoards {n} {resource} ({character} was set aside)",
                   n=hoarded, resource=resource, character=s.hoard)
        else:                                   # review PU-C1: no "hoards 0" line
            s.note("the {character} was set aside: the Crown finds no {resource} in the Market",
                   resource=resource, character=s.hoard)
        A.crown_gain(s, hoarded * data.HOARD_DUCATS)
        s.hoard = None
        s.commons_taken, s.commons_by = [], []
        for seat in range(s.players):
            p = s.p(seat)
            p.characters, p.used, p.common_used, p.bull_used = [], [], False, False
        s.undo_floor = len(s.history)
        if s.turn == data.TURNS:
            s.phase = "over"
            s.note("the game is over")
        else:
            s.turn += 1
            self._start_turn(s)

    # -- decisions and legal actions -------------------------------------------------------------
    def decision(self, s: S) -> Decision:
        seat = to_move_seat(s)
        pending = s.pending
        if pending is not None:
            return Decision(seat, pending.prompt,
                            {k: v for k, v in pending.params.items()
                             if k in ("resource", "slot", "row", "gp")})
        if s.phase == "over":
            return _plain(None, "game_over")
        if s.phase == "draft":
            return _plain(seat, "draft", True)
        if s.phase == "bid":
            return Decision(seat, "bid", {"war_level": s.war_level}, private=True)
        if s.phase in ("recover", "bulls"):
            return _plain(seat, s.phase)
        return Decision(seat, "after_character" if s.acted else "character", {"round": s.round})

    def is_over(self, s: S) -> bool:
        """The game has ended (what :meth:`decision` says with seat None, without building it)."""
        return s.phase == "over" and not s.pending

    def hidden_moves(self, s: S) -> dict[int, tuple[int, str]]:
        """The picks of the draft under way and the bids not yet revealed: the moves since the
        phase began, all of that phase's verb (seed 002: "Personajes", the characters are
        revealed once all have chosen; "Colocación de Tercios", bids are revealed together)."""
        if s.pending or s.phase not in ("draft", "bid"):
            return {}
        start = len(s.history)
        while start and s.history[start - 1].split(" ", 1)[0] == s.phase:
            start -= 1
        moves = s.history[start:]
        if s.phase == "draft":        # characters are unique: the seat holding it chose it
            seats = [next(seat for seat in range(s.players)
                          if m.split()[1] in s.p(seat).characters) for m in moves]
        else:                         # bids are made in turn order by the seats with tercios
            seats = [seat for seat in s.turn_order if s.p(seat).bid is not None]
        return {start + i: (seat, s.phase) for i, seat in enumerate(seats)}

    def _legal(self, s: S) -> list[Action]:
        if s.pending is not None:
            return [_parse(o) for o in s.pending.options]
        seat = to_move_seat(s)
        assert seat is not None                       # (legal_actions: [] once over)
        p = s.p(seat)
        if s.phase == "recover":
            return [_of("recover"), _of("pass")]
        if s.phase == "draft":
            return [_of("draft", c) for c in s.pool]
        if s.phase == "bulls":
            return [_of("buy"), _of("pass")]
        if s.phase == "bid":
            return [_of("bid", n) for n in range(p.tercios_active + 1)]
        if not s.acted:
            return (self._character_actions(s, seat) + self._commons(s, seat)
                    + self._estate_actions(s, seat))
        return ([_of("done")] + self._commons(s, seat) + self._bull_actions(s, seat)
                + self._estate_actions(s, seat))

    def is_legal(self, s: S, a: Action) -> bool:
        """Membership in :meth:`legal_actions`, computing only the part of the list that can
        hold ``a`` (the action phase's lists are the costly ones); tests check it agrees."""
        if s.phase != "act" or s.pending:
            return a in self.legal_actions(s)
        seat = s.actor
        assert seat is not None                       # the action phase has an actor
        if a.verb == "common":          # one common action: only its own check
            return (len(a.args) == 1 and a.args[0] in data.COMMON_ACTIONS
                    and not s.p(seat).common_used and A.can_common(s, seat, a.args[0]))
        if a.verb == "act":             # one character action: only its own check
            p = s.p(seat)
            if s.acted or len(a.args) != 2 or a.args[1] not in ("1", "2"):
                return False
            c = a.args[0]
            return c in p.characters and c not in p.used and A.CAN[c, int(a.args[1])](s, seat)
        part = {"act": self._character_actions, "skip": self._character_actions,
                "common": self._commons, "bull": self._bull_actions,
                "discard": self._estate_actions}.get(a.verb)
        if part is None:
            return a.verb == "done" and not a.args and s.acted
        if a.verb in ("act", "skip") and s.acted:
            return False
        return a in part(s, seat)

    def _character_actions(self, s: S, seat: int) -> list[Action]:
        """One unused character's action 1 or 2 whose required part is possible; else (P-33)
        turning an unused character over without effect."""
        p = s.p(seat)
        unused = [c for c in p.characters if c not in p.used]
        acts = [_of("act", c, n) for c in unused for n in (1, 2) if A.CAN[c, n](s, seat)]
        return acts or [_of("skip", c) for c in unused]

    def _commons(self, s: S, seat: int) -> list[Action]:
        """The turn's one common action, if not yet taken (unmarked, affordable, possible)."""
        p = s.p(seat)
        if p.common_used:
            return []
        taken, cost, possible = s.commons_taken, s.rules.common_cost, A.COMMON_POSSIBLE
        return [_of("common", c) for c in data.COMMON_ACTIONS     # A.can_common, inlined
                if c not in taken and p.ducats >= cost[c] and possible[c](s, seat, p)]

    def _estate_actions(self, s: S, seat: int) -> list[Action]:
        """Seed 000, "Fincas": a resource estate may be discarded for its resource "en cualquier
        momento del turno de su propietario" (here: during his character turns)."""
        return [_of("discard", kind) for kind in data.ESTATE_GAINS
                if kind in s.p(seat).estates and A.can_cash_estate(s, seat, kind)]

    def _bull_actions(self, s: S, seat: int) -> list[Action]:
        """Extra actions a bull buys, judged as they would be once the bull is spent."""
        p = s.p(seat)
        if p.bulls == 0 or p.bull_used or s.current is None:
            return []
        saved = (p.bulls, p.bull_used, s.bull_supply)
        A.spend_bull(s, seat)
        try:
            return ([_of("bull", "act", n) for n in (1, 2) if A.CAN[s.current, n](s, seat)]
                    + [_of("bull", "common", c) for c in data.COMMON_ACTIONS
                       if A.can_common(s, seat, c)])
        finally:
            p.bulls, p.bull_used, s.bull_supply = saved

    # -- applying actions ------------------------------------------------------------------------
    def _apply(self, s: S, a: Action) -> None:
        if s.pending is not None:
            A.STEPS.answer(s, a)     # asks again or completes the action: the character
        else:                        # turn goes on until its seat plays "done"
            seat = to_move_seat(s)
            getattr(self, f"_on_{s.phase}")(s, seat, a)

    def _on_recover(self, s: S, seat: int, a: Action) -> None:
        """Start of turn: a player whose tercios are all tired may rest them for 1 ducat."""
        if a.verb == "recover":
            p = s.p(seat)
            p.tercios_active, p.tercios_tired = p.tercios_tired, 0
            p.ducats -= data.RECOVER_PRICE
            s.note("{player} rests the tercios", player=seat)
        s.queue = s.queue[1:]
        if not s.queue:
            self._start_draft(s)

    def _on_draft(self, s: S, seat: int, a: Action) -> None:
        self._draft(s, seat, a.args[0])

    def _on_bulls(self, s: S, seat: int, a: Action) -> None:
        if a.verb == "buy":
            self._buy_bull(s, seat)
        s.queue = s.queue[1:]
        self._next_bull_buyer(s)

    def _on_bid(self, s: S, seat: int, a: Action) -> None:
        s.p(seat).bid = int(a.args[0])
        s.queue = s.queue[1:]
        if not s.queue:
            self._place_tercios(s)

    def _on_act(self, s: S, seat: int, a: Action) -> None:
        """A character turn: one character, at most one common action, at most one bull."""
        p = s.p(seat)
        if a.verb in ("act", "skip"):
            p.used.append(a.args[0])
            s.acted, s.current = True, a.args[0]
            if a.verb == "act":
                self._character_action(s, seat, int(a.args[1]))
            else:
                s.note("{player} turns {character} over without effect", player=seat,
                       character=a.args[0])
        elif a.verb == "discard":
            A.cash_estate(s, seat, a.args[0])
        elif a.verb == "common":
            p.common_used = True
            A.do_common(s, seat, a.args[0])
        elif a.verb == "bull":
            A.spend_bull(s, seat)
            s.note("{player} uses a bull", player=seat)
            if a.args[0] == "act":
                self._character_action(s, seat, int(a.args[1]))
            else:
                A.do_common(s, seat, a.args[1])
        else:
            self._next_actor(s)

    def _character_action(self, s: S, seat: int, n: int) -> None:
        character = s.current
        assert character is not None                  # the character whose action this is
        s.note("{player} uses {character} action {n}", player=seat, character=character, n=n)
        if character == "king":                 # passive: the King's holder goes first
            A.to_first(s, seat)
        A.DO[character, n](s, seat)


    # -- information -------------------------------------------------------------------------------
    def view(self, s: S, seat: int | None = None) -> dict:
        from .view import view
        return view(s, seat)

    def scores(self, s: S) -> list[dict]:
        from .scoring import scores
        return scores(s)

    def ranking(self, s: S) -> list[int]:
        from .scoring import ranking
        return ranking(s)

    # -- bots -----------------------------------------------------------------------------------
    def _resample_hidden(self, s: S, seat: int | None, rng) -> None:
        bot.resample_hidden(s, seat, rng)

    def evaluate(self, s: S, seat: int) -> float:
        return bot.evaluate(s, seat)

    def action_label(self, notation, names, gettext, variant):
        return text.action_label(self, notation, names, gettext, variant)

    def render(self, view: dict, *, legal=(), gettext=None, **options) -> str:
        from .render import board
        return board(view, legal=legal, gettext=gettext, **options)
