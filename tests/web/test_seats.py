"""Seat kinds (web/seats.py): people and bot levels, as chosen in the dialog or a link and as
recorded in saves (issue 7)."""
from __future__ import annotations


import seats


def test_kinds_from_choices():
    assert seats.kind_of("human") == "human"
    assert seats.kind_of("easy") == "bot:easy"
    assert seats.kind_of("bot:hard") == "bot:hard"
    assert seats.kind_of(" Normal ") == "bot:normal"
    assert seats.kind_of("grandmaster") == "human" and seats.kind_of("") == "human"


def test_bot_level_of_a_kind():
    assert seats.bot_level("bot:random") == "random"
    assert seats.bot_level("human") is None
    assert seats.bot_level("bot:nonsense") is None and seats.bot_level(None) is None


def test_kinds_recorded_in_a_save_are_checked():
    doc = {"players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot:easy"},
                       {"name": "C", "kind": "<script>"}, "junk"]}
    assert seats.kinds_from_doc(doc, 4) == ["human", "bot:easy", "human", "human"]
    assert seats.kinds_from_doc({}, 2) == ["human", "human"]
    assert seats.kinds_from_doc({"players": [{"kind": "bot:hard"}]}, 2) == ["bot:hard", "human"]
