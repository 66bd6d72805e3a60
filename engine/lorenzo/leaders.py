"""Leader cards and the advanced setup of Lorenzo il Magnifico (data §2 and §2.1: the leader
draft, playing a leader when its requirement is held, once-per-round abilities, discarding for a
council privilege; advanced personal bonus tiles chosen in reverse turn order).

Notation: ``draft <leader>``, ``tile <tile>``, ``leader play|use|discard <leader>``,
``copy <leader>`` (Lorenzo de' Medici), ``six <member>`` (Federico da Montefeltro), and
``end`` (ends a turn at the "after" decision, :func:`asks_after`).
"""
from __future__ import annotations

from . import data
from . import effects as E
from .state import LorenzoState as S, task


# -- the draft and the tiles ----------------------------------------------------------------------
def start_draft(s: S) -> None:
    """Deal 4 leaders to each player; each keeps 1 and passes the rest (data §2.1)."""
    pool = [leader.key for leader in data.LEADERS]
    s.rng().shuffle(pool)
    k = data.LEADERS_PER_PLAYER
    s.draft = [sorted(pool[i * k:(i + 1) * k]) for i in range(s.players)]
    s.phase = "draft"
    s.queue = list(s.turn_order)
    s.draft_order = tuple(s.turn_order)


def pick(s: S, seat: int, key: str) -> None:
    """``seat`` keeps one leader of its hand; when all have picked, hands pass on (to the
    next seat in turn order; assumed: "to the player on your right" on a table we do not
    see); the last card of each hand is kept without a choice."""
    s.draft[seat].remove(key)
    p = s.p(seat)
    p.leaders = p.leaders + [key]               # (shared with the board before: Player.copy)
    s.queue.pop(0)
    if s.queue:
        return
    order = s.turn_order
    s.draft = [s.draft[order[(order.index(seat) - 1) % len(order)]]
               for seat in range(s.players)]
    if len(s.draft[0]) == 1:
        for seat in range(s.players):
            p = s.p(seat)
            p.leaders = p.leaders + [s.draft[seat].pop()]
        s.draft = []
        s.phase = "tiles"
        s.queue = list(reversed(s.turn_order))
    else:
        s.queue = list(s.turn_order)


def tiles_left(s: S) -> list[str]:
    taken = {s.areas[seat].tile for seat in range(s.players)}
    return [t.key for t in data.ADVANCED_TILES if t.key not in taken]


# -- leader actions ---------------------------------------------------------------------------------
def requirement_met(s: S, seat: int, key: str) -> bool:
    """The requirement is held, not paid (data §2.1)."""
    leader = data.LEADER[key]
    p = s.areas[seat]
    for type_, n in leader.cards:
        have = max(len(c) for c in p.cards.values()) if type_ == "same" else len(p.cards[type_])
        if have < n:
            return False
    if any(p.res[k] < n for k, n in leader.resources):
        return False
    if leader.ability[0] == "copy_leader":
        return bool(copy_targets(s, seat))
    return True


def copy_targets(s: S, seat: int) -> list[str]:
    """Leaders other players have played that Lorenzo de' Medici may copy."""
    return sorted({k for other in range(s.players) if other != seat for k in s.areas[other].played
                   if k != "lorenzo_de_medici"})


def usable(s: S, seat: int, key: str) -> bool:
    """A played once-per-round leader not used this round, whose ability can do something."""
    p = s.areas[seat]
    ability = s.ability(seat, key)
    if key not in p.played or key in p.used or not _once_per_round(s, seat, key):
        return False
    if ability[0] == "member_six":
        return any(m not in p.placed for m in data.DICE) and p.six is None
    return True


def _once_per_round(s: S, seat: int, key: str) -> bool:
    if key == "lorenzo_de_medici":
        copied = s.areas[seat].copied
        return bool(copied) and data.LEADER[copied].once_per_round
    return data.LEADER[key].once_per_round


def leader_actions(s: S, seat: int) -> list[tuple]:
    """Legal leader actions of ``seat`` in its turn (advanced game), as argument tuples."""
    p = s.areas[seat]
    if not p.leaders and not p.played:      # the basic game, and once all are played
        return []
    out = []
    for key in sorted(p.leaders):
        if requirement_met(s, seat, key):
            out.append(("play", key))
        out.append(("discard", key))
    out += [("use", key) for key in sorted(p.played) if usable(s, seat, key)]
    return out


def asks_after(s: S, seat: int) -> bool:
    """Whether the "after" decision (leader actions or ``end``) follows ``seat``'s placement,
    once nothing is pending.

    Data §2.1: leader actions are done "before or after your placement, any number per turn".
    One done after a placement is offered at the start of the player's next turn instead,
    beside the family members (the ``place`` decision), when that turn comes in the same
    round: nothing in between reads the player's leaders or resources, and a once-per-round
    ability is as usable then as now, so waiting changes nothing (assumed, docs/DATA.md: only
    another player's Lorenzo de' Medici could copy a leader played now a turn sooner).  So the
    decision comes only after the player's last placement of the round (all members placed; a
    pass asks nothing: the pass decision offered them beside it, ``rules.Lorenzo._apply``),
    when a leader is in hand (a discard's privilege before the Vatican report or the final
    scoring; a leader played now whose once-per-round ability serves this round) or a played
    leader's once-per-round ability is unused (it renews at the round's end).  Public facts
    only (members placed, leaders played and used, how many in hand): whether it comes never
    tells others what a hand holds.  A game of save format 1 (``after_each_turn``) has it
    after every placement with a leader action legal.
    """
    if not leader_actions(s, seat):
        return False
    if s.after_each_turn:
        return True
    p = s.areas[seat]
    return p.done and (bool(p.leaders) or any(usable(s, seat, key) for key in p.played))


def act(s: S, seat: int, verb: str, key: str) -> None:
    """Play, use or discard a leader (data §2.1)."""
    p = s.p(seat)
    if verb in ("discard", "play"):             # (lists shared with the board before:
        p.leaders = p.leaders[:]                # Player.copy; replaced, not changed)
        p.leaders.remove(key)
    if verb == "discard":
        s.note("{player} discards {leader} for a council privilege", player=seat, leader=key)
        E.resolve(s, seat, (("privileges", 1),))
    elif verb == "play":
        p.played = p.played + [key]
        s.note("{player} plays {leader}", player=seat, leader=key)
        if data.LEADER[key].ability[0] == "copy_leader":
            s.pending.insert(0, task("copy", seat))
    else:
        p.used = p.used + [key]
        s.note("{player} uses {leader}", player=seat, leader=key)
        ability = s.ability(seat, key)
        if ability[0] == "member_six":
            s.pending.insert(0, task("six", seat))
        elif ability[0] in ("harvest", "production"):
            s.pending.insert(0, E.value_task(s, seat, ability[0], ability[1], cards=False))
        else:
            E.resolve(s, seat, (ability,))
