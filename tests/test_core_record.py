"""core.Record, the shared append-only history and log of states (issue 19: no copy of them per
action): a successor shares its predecessor's list, and a second successor of one state (tree
search) gets its own copy, so no state ever sees another's entries."""
from __future__ import annotations

import pickle

import engine
from engine.core import Record, fork


def test_forks_share_until_a_second_branch_appends():
    base = Record(["a", "b"])
    first, second = base.fork(), base.fork()
    first.append("c")
    second.append("x")                           # the shared list already holds "c"
    second.append("y")
    assert base == ["a", "b"] and first == ["a", "b", "c"] and second == ["a", "b", "x", "y"]
    assert first._items is base._items and second._items is not base._items
    base.append("z")                             # the original can branch too
    assert base == ["a", "b", "z"] and first == ["a", "b", "c"]


def test_it_reads_like_a_list():
    r = fork(["a", "b", "c", "d"])
    longer = r.fork()
    longer.append("e")
    assert len(r) == 4 and r[-1] == "d" and r[1:3] == ["b", "c"] and r[::-1] == list("dcba")
    assert r[-10:] == list("abcd") and r[::2] == ["a", "c"] and list(r) == list("abcd")
    assert r + ["e"] == list("abcde") and ["z"] + r == list("zabcd") and "e" not in r
    assert r == Record("abcd") and r != Record("abc") and r != longer
    assert repr(r) == repr(list("abcd")) and r.copy() == list("abcd")
    try:
        r[4]
    except IndexError:
        pass
    else:
        raise AssertionError("index past the record's own length")
    assert pickle.loads(pickle.dumps(r)) == list("abcd")


def test_apply_shares_history_and_keeps_every_state_as_it_was():
    for info in engine.games():
        game = engine.get_game(info["id"])
        s = game.new(2, seed=5)
        a, b = game.legal_actions(s)[:2] if len(game.legal_actions(s)) > 1 else (None, None)
        if a is None:
            continue
        before = (list(s.history), list(s.log))
        one, two = game.apply(s, a), game.apply(s, b)
        assert (list(s.history), list(s.log)) == before, info["id"]
        assert one.history == before[0] + [a.notation], info["id"]
        assert two.history == before[0] + [b.notation], info["id"]
        assert list(one.log[:len(before[1])]) == before[1] == list(two.log[:len(before[1])])
