"""One game, one writer (issue 30, D-1 of the reliability review of 2026-11-28): the rule a
tab applies before it stores its game, :func:`elsewhere.elsewhere`, on the host.

Two tabs of one browser share localStorage.  A tab remembers the stored text it last read or
wrote for its game (``seen``); before it writes, it compares the stored text with it.  The
review's sequence lost 2 of 8 moves because the last tab to move won.
"""
from __future__ import annotations

import json
import random

import engine

import elsewhere
import saves
import storage

SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Bea", "kind": "human"}]


def line(seed: int, moves: int, start=None) -> list:
    """States of a Village game: ``start`` (a new game, seed 7) then ``moves`` random moves."""
    game, rng = engine.get_game("village"), random.Random(seed)
    state = start or game.new(2, seed=7, names=["Ana", "Bea"])
    states = [state]
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        states.append(state)
    return states


def doc(state) -> dict:
    return engine.save(state, seats=SEATS)


class Tab:
    """What a tab of the app keeps of its open game: the instance and the text it has seen
    (web/autosaves.py ``Autosaves.seen``), writing through ``Autosaves.save``'s rule."""

    def __init__(self, store: storage.Storage, ref: str):
        self.store, self.ref = store, ref
        text = store.autosave_text(ref)
        self.seen = (text, saves.unwrap(json.loads(text))[0] if text else None)

    def save(self, state) -> bool:
        """Store ``state`` unless the stored game moved on elsewhere; True if written."""
        mine = doc(state)
        if elsewhere.elsewhere(self.store.autosave_text(self.ref), *self.seen, mine) is not None:
            return False
        self.seen = (self.store.autosave(self.ref, mine, saves.facts(state)), mine)
        return True


def test_the_reviews_two_tab_sequence_loses_no_move():
    store = storage.Storage(storage.MemoryBackend())
    ref = "village/a"
    a_line = line(1, 5)
    store.autosave(ref, doc(a_line[3]))
    a, b = Tab(store, ref), Tab(store, ref)               # both open the game at move 3
    assert a.save(a_line[5])                              # A plays 2 more
    b_line = line(2, 2, start=a_line[3])                  # B plays 2 from its move 3
    assert not b.save(b_line[2])                          # refused: it has not seen A's moves
    stored = saves.unwrap(json.loads(store.autosave_text(ref)))[0]
    assert stored == doc(a_line[5])
    found = elsewhere.elsewhere(store.autosave_text(ref), *b.seen, doc(b_line[2]))
    assert found.moves == 5 and not found.deleted
    b = Tab(store, ref)                                   # B loads the newer game, plays on
    assert b.save(line(3, 2, start=a_line[5])[2])
    assert not a.save(line(4, 1, start=a_line[5])[1])     # now A is behind


def test_a_tab_ahead_writes_and_so_does_undo():
    store = storage.Storage(storage.MemoryBackend())
    ref = "village/a"
    states = line(1, 6)
    store.autosave(ref, doc(states[2]))
    a = Tab(store, ref)
    assert a.save(states[3]) and a.save(states[4])
    assert a.save(states[3])                              # Undo: its own move, seen
    b = Tab(store, ref)
    assert b.save(states[5])
    assert not a.save(states[2])                          # behind: even an Undo waits


def test_a_stored_game_behind_this_tab_is_played_on():
    """Another tab stored a position this tab has played past (its actions a prefix of
    ours): this tab has seen every stored move, so it writes."""
    store = storage.Storage(storage.MemoryBackend())
    ref = "village/a"
    states = line(1, 6)
    store.autosave(ref, doc(states[2]))
    a = Tab(store, ref)
    store.autosave(ref, doc(states[3]))                   # the same line, one move on
    assert elsewhere.elsewhere(store.autosave_text(ref), *a.seen, doc(states[5])) is None


def test_the_same_game_rewritten_with_its_facts_is_not_news():
    """A listing in another tab rewrites an old value with its facts (web/saves.py): the
    document is the same, so the tab is not behind."""
    states = line(1, 3)
    old = json.dumps(doc(states[3]))                      # a bare document (f2d3e39)
    seen_doc = json.loads(old)
    again = storage.envelope(seen_doc, saves.facts(states[3]))
    assert elsewhere.elsewhere(again, old, seen_doc, doc(states[3])) is None


def test_another_line_or_other_headers_are_news():
    states, other = line(1, 4), line(9, 4)
    seen = storage.envelope(doc(states[2]))
    assert elsewhere.elsewhere(storage.envelope(doc(other[4])), seen, doc(states[2]),
                           doc(states[3])).moves == 4
    renamed = dict(doc(states[2]), players=[{"name": "Ana", "kind": "bot:easy"}, SEATS[1]])
    assert elsewhere.elsewhere(storage.envelope(renamed), seen, doc(states[2]),
                           doc(states[3])) is not None


def test_an_unreadable_stored_value_is_never_written_over():
    states = line(1, 2)
    seen = storage.envelope(doc(states[1]))
    for garbage in ("garbage{{{", "[]", '{"doc": 5}', "x" * 1000):
        found = elsewhere.elsewhere(garbage, seen, doc(states[1]), doc(states[2]))
        assert found is not None and found.moves is None, garbage


def test_a_game_deleted_elsewhere_is_news_unless_nobody_had_moved():
    states = line(1, 2)
    seen = storage.envelope(doc(states[2]))
    found = elsewhere.elsewhere(None, seen, doc(states[2]), doc(states[2]))
    assert found is not None and found.deleted
    fresh = storage.envelope(doc(states[0]))              # a new game another tab dropped
    assert elsewhere.elsewhere(None, fresh, doc(states[0]), doc(states[1])) is None
    assert elsewhere.elsewhere(None, None, None, doc(states[1])) is None     # never stored yet


def test_two_tabs_on_two_games_never_interfere():
    store = storage.Storage(storage.MemoryBackend())
    village, nippon = line(1, 4), []
    game, rng = engine.get_game("nippon"), random.Random(5)
    state = game.new(2, seed=5, names=["Ana", "Bea"])
    for _ in range(4):
        nippon.append(state)
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    store.autosave("village/a", doc(village[0]))
    store.autosave("nippon/b", doc(nippon[0]))
    a, b = Tab(store, "village/a"), Tab(store, "nippon/b")
    for i in range(1, 4):
        assert a.save(village[i]) and b.save(nippon[i])


def test_autosave_returns_the_stored_text():
    store = storage.Storage(storage.MemoryBackend())
    states = line(1, 1)
    text = store.autosave("village/a", doc(states[1]), saves.facts(states[1]))
    assert text == store.autosave_text("village/a")
