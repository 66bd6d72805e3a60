"""Plus Ultra state: the board, each player's area and the flow position.

The state is plain data (ints, strings, lists) so it pickles fast and compares by value.
Queries here are pure helpers shared by the rules, scoring and the view.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import SharedAreas, State
from ..flow import Pending
from . import data

__all__ = ["Pending", "Player", "PlusUltraState"]


@dataclass
class Player:
    """One player's area (seed 002, "Preparación de la partida").

    Attributes:
        ducats, gp: money and Greatness Points (the GP track).
        tercios_active, tercios_tired: tercios in the reserve, standing and lying down.
        houses, rosetones: pieces in hand (not on the board); with rosetón cards (seed 000)
            ``rosetones`` are the face-up cards and ``rosetones_used`` the flipped ones.
        bulls: bulls held.  estates: estates held (secret to others): a GP value, or the id
            of the resource a seed 000 estate can be discarded for (data.ESTATE_GAINS).
        natives: natives tiles captured.
        characters: characters held this turn; used: those already turned over.
        common_used, bull_used: whether the one common action / one bull of the turn is spent.
        bid: tercios secretly bid this turn (None until chosen).
    """

    ducats: int = data.START["ducats"]
    gp: int = 0
    tercios_active: int = data.START["tercios"]
    tercios_tired: int = 0
    houses: int = data.START["houses"]
    rosetones: int = data.START["rosetones"]
    rosetones_used: int = 0
    bulls: int = 0
    estates: list[int | str] = field(default_factory=list)
    natives: int = 0
    characters: list[str] = field(default_factory=list)
    used: list[str] = field(default_factory=list)
    common_used: bool = False
    bull_used: bool = False
    bid: int | None = None

    def copy(self) -> "Player":
        """A detached copy (its lists copied, as the rules change them in place; built from
        ``__dict__``, without copy.copy's generic protocol): :meth:`PlusUltraState.clone`'s
        and the copy on write of :meth:`PlusUltraState.p` (core.SharedAreas)."""
        new = object.__new__(Player)
        new.__dict__ = d = self.__dict__.copy()
        d["estates"], d["characters"], d["used"] = self.estates[:], self.characters[:], self.used[:]
        return new


TURN_START, ACTIONS, TURN_END = "turn_start", "actions", "turn_end"
"""The hand-overs between the parts of a turn (seed 002, "Pasos del Turno": "Comienzo del
Turno", "Fase de Acciones", "Fin del Turno"): a part that ends sets ``phase`` to the next
part's name and :func:`engine.plus_ultra.rules.advance` begins that part, so no part calls
another.  No decision is ever asked in them."""


@dataclass(kw_only=True)
class PlusUltraState(SharedAreas, State):
    """The whole game.  Lists of the board are ordered as the rulebook reads them.

    Attributes:
        turn: 1..7.  phase: "recover", "draft", "bulls", "bid", "act" or "over" between
            actions; while an action is applied also one of the parts' hand-overs
            (TURN_START, ACTIONS, TURN_END), which rules.advance resolves.
        peer_order: the Peer Order track, first to last (moves at once).
        turn_order: Peer Order frozen at the start of the turn: acting order and in-turn
            tie-breaks (P-17).
        crown: Crown wealth in ducats (0..6).
        market: goods by slot, index 0 = slot 1 (right-most, oldest); tiles close up to it.
        surplus: the Surplus stack, last = top.
        church: per church space, None (empty) or (resource, rosetón owner seat or None); seed
            002 fills the spaces in order, seed 000's space j sits above market slot j.
        exploration: per row, None or (tile kind, face up).
        colonies: per colony slot, None (empty) or the seats owning its houses, in build order.
        colony_size: per colony slot, how many houses its colony tile holds (0: no colony).
        blue_colonies: colony tiles set aside at setup (seed 000), placed in turns 2 and 5.
        deck: face-down New World tiles, last = top.   estates_deck: face-down estates, last = top.
        bull_supply: bulls on the board.   war_level: this turn's level.
        war: seats of the tercios on the European Wars spaces, in placement order.
        trade: maritime-trade markers per seat.   magellan: seats of the Magellan markers.
        magellan_done: the voyage was completed (it can be completed only once).
        hoard: the character set aside this turn (hidden until the end of the turn).
        pool: characters still to draft.   draft_queue: seats still to pick, "discard" marks a
            random discard (2-player draft).
        queue: seats still to answer the current phase step (recover, bulls, bid).
        round, actor: the action round and the seat whose character turn it is.
        acted: whether the actor has used a character this character turn; current: which.
        commons_taken: common actions marked this turn; commons_by: the seat that marked each.
        pending: the sub-decision asked and not yet answered (engine/flow.py), or None; an
            immutable record, shared by clones and successors.
        final: set once the game is over.
    """

    turn: int = 1
    phase: str = "draft"
    peer_order: list[int] = field(default_factory=list)
    turn_order: list[int] = field(default_factory=list)
    areas: list[Player] = field(default_factory=list)
    crown: int = data.CROWN_START
    market: list[str] = field(default_factory=list)
    surplus: list[str] = field(default_factory=list)
    church: list[tuple[str, int | None] | None] = field(default_factory=list)
    exploration: list[tuple[str, bool] | None] = field(default_factory=list)
    colonies: list[list[int] | None] = field(default_factory=list)
    colony_size: list[int] = field(default_factory=list)
    blue_colonies: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    estates_deck: list[int] = field(default_factory=list)
    bull_supply: int = 0
    war_level: int = 0
    war: list[int] = field(default_factory=list)
    trade: list[int] = field(default_factory=list)
    magellan: list[int] = field(default_factory=list)
    magellan_done: bool = False
    hoard: str | None = None
    pool: list[str] = field(default_factory=list)
    draft_queue: list[int | str] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)
    round: int = 0
    actor: int | None = None
    acted: bool = False
    current: str | None = None
    commons_taken: list[str] = field(default_factory=list)
    commons_by: list[int] = field(default_factory=list)
    pending: Pending | None = None

    _LISTS = ("peer_order", "turn_order", "market", "surplus", "church", "exploration",
              "colony_size", "blue_colonies", "deck", "estates_deck", "war", "trade", "magellan",
              "pool", "draft_queue", "queue", "commons_taken", "commons_by", "history", "log")
    """Fields that are lists of immutable items (copied shallowly by :meth:`clone`)."""

    def clone(self) -> "PlusUltraState":
        """A detached copy, field by field (a pickle round trip costs about 3 times more; the
        pending decision is an immutable record, shared); tests/plus_ultra/test_invariants.py
        checks it against the generic pickle clone."""
        new = object.__new__(PlusUltraState)
        old = self.__dict__
        new.__dict__ = d = old.copy()
        for name in self._LISTS:
            d[name] = old[name][:]
        d["areas"] = [p.copy() for p in self.areas]
        d["colonies"] = [None if c is None else c[:] for c in self.colonies]
        return new

    def successor(self) -> "PlusUltraState":
        """The copy :meth:`Game.apply` changes (core.State.shared_successor, nothing in
        :attr:`CHANGED_IN_PLACE`): the player areas are copied on write (core.SharedAreas:
        :meth:`p` copies an area the first time it is asked for), the colonies are copied,
        and the lists of :attr:`_LISTS` other than history and log are shared, since the
        rules replace such a list with a changed copy instead of changing it
        (``s.market = s.market[:]`` before a ``pop``).  The property tests and
        ``bench/random_games.py`` check that ``apply`` never changes its input, so a missed
        copy would show up there."""
        new = self.shared_successor()
        new.colonies = [None if c is None else c[:] for c in self.colonies]
        return new

    @property
    def rules(self) -> data.Rules:
        return data.RULESETS[self.variant]

    # -- counts of pieces -------------------------------------------------------------
    def houses_built(self, seat: int) -> int:
        return sum(c.count(seat) for c in self.colonies if c)

    def cubes_free(self, seat: int) -> int:
        """Cubes of this colour left in the supply (seed 002: houses, trade and Magellan markers
        share them); with separate pieces (seed 000) the house markers left."""
        free = self.rules.houses_per_player - self.p(seat).houses - self.houses_built(seat)
        if self.rules.shared_cubes:
            free -= self.trade[seat] + self.magellan.count(seat)
        return free

    def trade_room(self, seat: int, wanted: int) -> int:
        """How many of ``wanted`` maritime-trade steps the seat can still take: seed 002 places
        cubes (Q-30), seed 000 moves a marker on a track (no limit printed; assumed none)."""
        return min(wanted, self.cubes_free(seat)) if self.rules.shared_cubes else wanted

    def church_filled(self) -> int:
        return sum(1 for c in self.church if c is not None)

    def rosetones_on_church(self, seat: int) -> int:
        return sum(1 for c in self.church if c is not None and c[1] == seat)

    def rosetones_free(self, seat: int) -> int:
        """Rosetones the seat can still gain: of its 4 pieces (seed 002), or cards left of the
        shared supply of 10 (seed 000)."""
        if self.rules.roseton_cards:
            return self.rules.roseton_cards - sum(p.rosetones + p.rosetones_used
                                                  for p in self.areas)
        return data.ROSETONES_PER_PLAYER - self.p(seat).rosetones - self.rosetones_on_church(seat)

    def tercios_free(self, seat: int) -> int:
        p = self.p(seat)
        return data.TERCIOS_PER_PLAYER - p.tercios_active - p.tercios_tired - self.war.count(seat)

    def rounds(self) -> int:
        """Character rounds per turn: one per character held (P-19)."""
        return len(self.areas[0].characters) if self.areas else 2

    # -- New World queries --------------------------------------------------------------
    def goods_rows(self) -> list[int]:
        """Exploration rows holding a revealed goods tile (P-35)."""
        return [i for i, t in enumerate(self.exploration)
                if t and t[1] and t[0] in data.RESOURCES]

    def native_rows(self) -> list[int]:
        return [i for i, t in enumerate(self.exploration) if t and t[1] and t[0] == data.NATIVES]

    def open_colonies(self) -> list[int]:
        """Colony slots with a colony that has room for a house."""
        return [i for i, c in enumerate(self.colonies)
                if c is not None and len(c) < self.colony_size[i]]

    def crown_cost(self) -> int:
        """Ducats a player pays for "1 own and 1 of the Crown" (2 when the Crown is empty)."""
        return data.CROWN_SHARE if self.crown > 0 else 2 * data.CROWN_SHARE
