"""The index of what the app teaches (issue 27; tools/teaching.py): the statements of each
game's rules summary, explanations, tours and hints, and the claim tests that play them."""
from __future__ import annotations

import pytest

from tools import teaching

pytest.importorskip("babel")


@pytest.mark.parametrize("game", teaching.GAMES)
def test_every_teaching_file_contributes_statements(game):
    kinds = {s.kind for s in teaching.statements_cached(game)}
    assert {"summary", "explain", "tour"} <= kinds, kinds


def test_names_and_titles_are_not_statements_sentences_and_hints_are():
    texts = {s.msgid: s for s in teaching.statements_cached("plus_ultra")}
    assert "Peer Order" not in texts and "Maritime Trade" not in texts   # names
    assert "Choosing characters" not in texts                            # a tour title
    hint = next(s for s in texts.values() if s.kind == "hint" and "gain a bull" == s.msgid)
    assert hint.where.endswith("ACTION_HINTS['act cardinal 2']")
    assert not hint.names_number
    assert next(s for s in texts.values() if "Spend {n_ducats}" in s.msgid).names_number


def test_a_claim_covers_every_statement_holding_its_fragment_and_nothing_else():
    found = [("plus_ultra", "Spend {n_ducats}", "t::a"), ("lorenzo", "no such text", "t::b")]
    table = teaching.coverage(found)
    covered = [s.msgid for s, tests in table["plus_ultra"].items() if tests]
    assert covered and all("Spend {n_ducats}" in m for m in covered)
    assert not any(tests for tests in table["lorenzo"].values())
    assert teaching.matching("lorenzo", "no such text") == []


def test_the_collector_reads_the_teaches_markers():
    """The plugin keeps (game, fragment, node id) of each marked item, one per fragment."""
    class Mark:
        args = ("nippon", "alpha", "beta")

    class Item:
        nodeid = "tests/x.py::test_y"

        def iter_markers(self, name):
            return [Mark()] if name == "teaches" else []

    collector = teaching._ClaimCollector()
    collector.pytest_collection_modifyitems([Item()])
    assert collector.claims == [("nippon", "alpha", "tests/x.py::test_y"),
                                ("nippon", "beta", "tests/x.py::test_y")]
