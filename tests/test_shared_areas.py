"""Copy on write of the players' areas (engine/state.py, SharedAreas), the one scheme of the
four games: ``apply`` never changes its input's areas, a successor shares every area the
action did not ask for with the state before, and a final state keeps no copy-on-write mark."""
from __future__ import annotations

import copy
import random

import pytest

import engine
from engine.state import SharedAreas

GAMES = ("plus_ultra", "lorenzo", "nippon", "village")


@pytest.mark.parametrize("game_id", GAMES)
def test_successors_share_unasked_areas_and_never_change_the_inputs(game_id):
    g = engine.get_game(game_id)
    rng = random.Random(11)
    s = g.new(4, seed=11)
    assert isinstance(s, SharedAreas)
    shared = copied = 0
    for _ in range(150):
        if g.is_over(s):
            break
        before = copy.deepcopy(s.areas)
        nxt = g.apply(s, rng.choice(g.legal_actions(s)))
        assert s.areas == before                 # the input's areas are as they were
        assert nxt.areas is not s.areas and "_before" not in vars(nxt)
        for old, new in zip(s.areas, nxt.areas, strict=True):
            if new is old:
                shared += 1
            else:
                copied += 1
        s = nxt
    assert shared > copied > 0                  # most actions change one or two areas


def test_p_copies_a_shared_area_once_and_only_while_the_action_is_applied():
    g = engine.get_game("nippon")
    s = g.new(3, seed=2)
    new = s.successor()
    assert new.areas == s.areas and all(a is b for a, b in zip(new.areas, s.areas, strict=True))
    mine = new.p(1)
    assert mine is not s.areas[1] and mine == s.areas[1] and new.p(1) is mine
    assert new.areas[0] is s.areas[0]           # a seat not asked for stays shared
    new.made()
    assert new.p(0) is s.areas[0]               # a final state's p copies nothing
