"""Invariants over random games (issue 6, "Tests"): members of each colour are conserved
across farmyard, board, bags, church, chronicle and graves; grain never above 5; no supply
goes negative; the chronicle and graves hold exactly the dead members placed there."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.village.vg_helpers import G, data
from engine.flow import Pending
from engine.village.state import kind


def check(s) -> None:
    for seat, p in enumerate(s.areas):
        assert len(p.members) == len(data.GENERATIONS)
        assert 0 <= p.grain <= data.GRAIN_CAP
        assert p.coins >= 0 and all(v >= 0 for v in p.cubes.values())
        assert all(v >= 0 for v in p.goods.values())
        assert len(p.visited) == len(set(p.visited)) <= data.TRAVEL_MARKERS
        buried = Counter(kind(pl) for pl in p.members)
        in_chronicle = sum(slots.count(seat) for slots in s.chronicle.values())
        assert buried["chronicle"] == in_chronicle
        assert buried["grave"] == s.graves.count(seat)
        for cat, slots in s.chronicle.items():
            assert p.members.count(f"chronicle:{cat}") == slots.count(seat)
    for color in data.CUBE_KINDS:
        assert s.cube_supply(color) >= 0
    for good in data.GOODS:
        assert s.goods_supply(good) >= 0
    assert s.coin_supply() >= 0 and s.grain_supply() >= 0
    tiles = [t for t in s.stalls + s.waiting + s.pile if t] + [
        t for p in s.areas for t in p.customers]
    assert sorted(tiles) == sorted(data.CUSTOMERS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants(players):
    for seed in range(1, 9):
        rng = random.Random(seed)
        s = G.new(players, seed=seed)
        while not G.is_over(s):
            s = G.apply(s, rng.choice(G.legal_actions(s)))
            check(s)
        assert s.end_by is not None and s.phase == "over"
        assert sorted(G.ranking(s)) == list(range(players))


def test_fast_clone_equals_the_generic_pickle_clone_and_is_detached():
    """VillageState.clone copies field by field; it must equal core.State.clone (a pickle
    round trip) and share no mutable part with the original."""
    from engine.core import State
    rng = random.Random(3)
    s = G.new(3, seed=3)
    for _ in range(400):
        if G.is_over(s):
            break
        t = s.clone()
        assert t == State.clone(s) and t.history == s.history and t.log == s.log
        for a, b in ((t.areas[0].members, s.areas[0].members),
                     (t.spaces["crafts"], s.spaces["crafts"]),
                     (t.chronicle["farm"], s.chronicle["farm"]), (t.pile, s.pile),
                     (t.areas[1].cubes, s.areas[1].cubes), (t.queue, s.queue)):
            assert a is not b
        if s.pending:
            assert t.pending == s.pending and isinstance(t.pending, Pending)    # immutable
        if s.market:
            assert t.market.queue is not s.market.queue
        s = G.apply(s, rng.choice(G.legal_actions(s)))


def test_is_legal_agrees_with_the_legal_actions():
    """The fast legality check (Game.is_legal) gives the same answer as membership."""
    from engine import Action
    rng = random.Random(4)
    s = G.new(4, seed=4)
    probes = [Action.parse(n) for n in ("take harvest black", "take harvest orange", "take x y",
                                        "take church", "pass", "harvest", "serve 1", "stop")]
    while not G.is_over(s):
        legal = G.legal_actions(s)
        for a in legal + probes:
            assert G.is_legal(s, a) == (a in legal), a
        s = G.apply(s, rng.choice(legal))
    assert not any(G.is_legal(s, a) for a in probes)


def test_usable_agrees_with_the_option_lists_and_successors_share_only_what_is_unchanged():
    """actions.usable (with its sure shortcuts) is ``bool(options)`` for every space and seat;
    a successor made by apply copies a farmyard only when it changes, never the input's."""
    from engine.village import actions as A
    rng = random.Random(6)
    s = G.new(4, seed=6)
    while not G.is_over(s):
        for seat in range(s.players):
            for space in data.SPACES:
                assert A.usable(s, seat, space) == bool(A.options(s, seat, space)), space
        before = [(p, p.copy()) for p in s.areas]
        nxt = G.apply(s, rng.choice(G.legal_actions(s)))
        for (p, copy), q in zip(before, nxt.areas, strict=True):
            assert p == copy                     # the input's farmyards are as they were
            assert q is p or q != p or q.members is not p.members
        assert "_before" not in vars(nxt)
        s = nxt


def test_usable_with_names_the_cubes_that_open_a_space():
    """actions.usable_with (the turn's ``take … only`` test, issue 16) is True when the space's
    options are not empty, and otherwise names exactly the colours of which one more cube in
    the farmyard (taken from that space) gives it options; tested against the option lists of
    a clone with the cube moved, for every seat, space and colour of random games."""
    from engine.village import actions as A
    opened = 0
    for seed in (7, 8):
        rng = random.Random(seed)
        s = G.new(2 + seed % 3, seed=seed)
        while not G.is_over(s):
            for seat in range(s.players):
                for space in data.SPACES:
                    usable = A.usable_with(s, seat, space)
                    assert (usable is True) == bool(A.options(s, seat, space)), space
                    if usable is True:
                        continue
                    for color in data.COLORS:
                        t = s.clone()
                        t.spaces[space][color] -= 1
                        t.areas[seat].cubes[color] += 1
                        assert (color in usable) == bool(A.options(t, seat, space)), (
                            space, color)
                        opened += color in usable
            s = G.apply(s, rng.choice(G.legal_actions(s)))
    assert opened > 0                            # the case is met, not only the empty answer
