"""Undo is yours (issue 29 item 3; player review 2026-11-28 D4 and D10): in hotseat a person
takes back only their own moves (the next player cannot withdraw a secret bid), with bots the
person's last move and the bots' after it, and a greyed Undo always says why
(web/turns.py ``Turns.undo_plan``)."""
from __future__ import annotations

import engine
from engine.i18n import translator

import since
from turns import Turns

NAMES = ("Ana", "Ben")


class Table:
    """The part of the app ``Turns.undo_plan`` reads: the open game, seat kinds, timeline;
    its ``turns`` is the app's ``Turns`` (web/turns.py) given this table."""

    def __init__(self, game_id, kinds, actions=(), variant=None, seed=77, lang="en"):
        self.game = engine.get_game(game_id)
        self.kinds = list(kinds)
        self.state = self.game.new(len(kinds), seed=seed, variant=variant, names=NAMES)
        self.timeline = since.Timeline(len(self.state.log))
        self._ = translator(lang, game_id)
        self.turns = Turns(self)
        for notation in actions:
            self.play(notation)

    def play(self, notation):
        decision = self.game.decision(self.state)
        self.state = self.game.apply(self.state, notation)
        self.timeline.add(decision.seat, self.state, decision.prompt)

    def first_legal(self):
        self.play(self.game.legal_actions(self.state)[0].notation)


def _to_the_bids(table):
    """Seed 000 (early edition), "Apuestas": the draft first, then the secret bids."""
    while table.game.decision(table.state).prompt != "bid":
        table.first_legal()


def test_the_next_player_cannot_undo_a_secret_bid():
    """Review D4 steps: Plus Ultra early edition, 2-player hotseat, seed 77: Ana bids, the
    device passes to Ben, and Ben's Undo is greyed, saying the last move was Ana's."""
    table = Table("plus_ultra", ["human", "human"], variant="early")
    _to_the_bids(table)
    bidder = table.game.decision(table.state).seat
    table.first_legal()                                   # the first bid (secret)
    other = table.game.decision(table.state).seat
    assert other != bidder and table.game.decision(table.state).prompt == "bid"
    target, why = table.turns.undo_plan()
    assert target is None
    assert why == f"You can undo only your own moves; the last move was {NAMES[bidder]}'s."
    es = Table("plus_ultra", ["human", "human"], table.state.history, variant="early",
               lang="es")
    assert es.turns.undo_plan()[1] != why and NAMES[bidder] in es.turns.undo_plan()[1]


def test_a_person_undoes_their_own_moves_of_the_turn():
    """Seed 000, a character turn of several decisions: its own moves may be taken back one
    by one, back to the first one of the sitting, never past another person's move."""
    table = Table("plus_ultra", ["human", "human"], variant="early")
    for _ in range(200):
        decision = table.game.decision(table.state)
        if (decision.prompt == "after_character" and table.timeline.seats[-1] == decision.seat
                and len(table.state.history) > table.state.undo_floor):
            break
        table.first_legal()
    else:
        raise AssertionError("no turn of several decisions")
    target, why = table.turns.undo_plan()
    assert target == len(table.state.history) - 1 and why is None


def test_with_bots_undo_goes_back_to_the_persons_last_move():
    table = Table("village", ["human", "bot:easy"], seed=5)
    for _ in range(40):
        if table.timeline.seats and table.timeline.seats[-1] == 1 and 0 in table.timeline.seats:
            break
        table.first_legal()
    target, why = table.turns.undo_plan()
    assert why is None and table.timeline.seats[target] == 0
    assert all(seat == 1 for seat in table.timeline.seats[target + 1:])


def test_a_greyed_undo_always_says_why():
    table = Table("village", ["human", "human"], seed=5)
    assert table.turns.undo_plan() == (None, "There is no move to undo yet.")
    table.first_legal()
    while table.game.decision(table.state).seat == 0:
        table.first_legal()
    assert table.turns.undo_plan()[1] == "You can undo only your own moves; the last move was Ana's."
    pu = Table("plus_ultra", ["human", "human"], variant="early")
    _to_the_bids(pu)
    pu.first_legal()
    pu.first_legal()                                      # the last bid: the reveal
    assert len(pu.state.history) == pu.state.undo_floor
    assert "hidden information" in pu.turns.undo_plan()[1]


def test_a_forced_move_is_played_for_the_person_and_undo_goes_past_it():
    """Review D10 ("Turn the Viceroy over (no action possible)" is a forced click): seed 002,
    a character with no action possible is turned over; offered alone, the app plays it
    (``forced_move``), and Undo takes it back with the person's move before it."""
    import random
    seen, rng = 0, random.Random(3)
    table = Table("plus_ultra", ["human", "human"], seed=3)
    game = table.game
    for _ in range(600):
        if game.is_over(table.state):
            break
        legal = game.legal_actions(table.state)
        forced = table.turns.forced_move(table.state)
        skips = [a for a in legal if a.notation.startswith("skip ")]
        assert (forced is not None) == (len(legal) == 1 and bool(skips)), legal
        if forced is not None:
            seen += 1
            seat = game.decision(table.state).seat
            table.play(forced)
            if game.decision(table.state).seat == seat and \
                    len(table.state.history) - 1 > table.state.undo_floor:
                target, _why = table.turns.undo_plan()
                assert target is None or target < len(table.state.history) - 1
                assert target is None or not table.turns.automatic(table.state.history[target])
            continue
        table.play(rng.choice(legal).notation)
    assert seen >= 1
