"""Plus Ultra's end of turn (seed 002, "Pasos del Turno" / "Fin del Turno"): the European war
settled, natives beside colonies, colony production, the Crown hoarding the set-aside
character's goods, and the next turn or the end of the game after turn 7 ("Fin de la Partida"
is scored in scoring.py).

A function that changes the state in place, as the game's ``_apply`` does; unless the game is
over it hands over to the next turn's start (``phase = TURN_START``, resolved by rules.advance).
"""
from __future__ import annotations

from . import actions as A
from . import data
from .state import TURN_START, PlusUltraState as S


def end_turn(s: S) -> None:
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
        s.phase = TURN_START
