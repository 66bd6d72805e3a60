"""A move's sentence in "since your last turn" drops the mover's name only right after a clause
about the mover (seen in the sweep, issue 20: Plus Ultra's early-edition tercio bids read "Ana
chose …; Bea reveals a bid of 0 tercios; Cid reveals a bid of 0 tercios; reveals a bid of 1
tercio", the last clause Ana's with no name)."""
from __future__ import annotations


from engine.i18n import translator

import since

import engine

NAMES = ["Ana", "Bea", "Cid"]
BID = ("{player} reveals a bid of {n} tercio", "{player} reveals a bid of {n} tercios")


def test_the_mover_is_named_again_after_another_players_clause():
    game = engine.get_game("plus_ultra")
    events = [(BID, {"player": 1, "n": 0}), (BID, {"player": 2, "n": 0}),
              (BID, {"player": 0, "n": 1})]
    text = since.describe(game, "bid 1", 0, events, NAMES, translator("en", "plus_ultra"))
    assert text.endswith("; Ana reveals a bid of 1 tercio"), text


def test_the_mover_is_named_once_in_a_row_of_their_own_clauses():
    game = engine.get_game("plus_ultra")
    events = [(BID, {"player": 0, "n": 1}), (BID, {"player": 0, "n": 2})]
    text = since.describe(game, "bid 1", 0, events, NAMES, translator("en", "plus_ultra"))
    assert text == "Ana reveals a bid of 1 tercio; reveals a bid of 2 tercios", text
