"""Scenario helpers shared by the four games' rule tests, and random play for the tests that
sample positions.

Each game's helper module (tests/lorenzo/lz_helpers.py, tests/nippon/np_helpers.py,
tests/plus_ultra/pu_helpers.py, tests/village/vg_helpers.py) binds a :class:`Scenarios` to its
game and keeps only what is its own (setting up a board, a seat's resources, a phase).
Scenarios are driven only through the public API: ``game.legal_actions`` / ``game.apply``.
"""
from __future__ import annotations

import random
import re
from typing import Any, Callable

import pytest

from engine import IllegalAction
from engine.core import Game, State


class Scenarios:
    """The generic scenario helpers of one game.

    Args:
        game: the game (``engine.get_game(id)``).
        check_legal: :meth:`play` asserts that each notation is among the legal ones first
            (a failure lists them), instead of leaving it to ``apply``'s IllegalAction.
    """

    def __init__(self, game: Game, *, check_legal: bool = False) -> None:
        self.game = game
        self.check_legal = check_legal

    def identity_seeds(self, order_of: Callable[[Any], list[int]],
                       players: tuple[int, ...] = (2, 3, 4)) -> dict[int, int]:
        """Per player count, the first seed whose setup order (``order_of(state)``: the turn
        order, Peer Order…) is seat 0, 1, 2, …, so that expected values read plainly (the
        rulebooks draw it at random)."""
        return {n: next(seed for seed in range(1, 10_000)
                        if order_of(self.game.new(n, seed=seed)) == list(range(n)))
                for n in players}

    def legal(self, s: State) -> list[str]:
        """The notations of the legal actions."""
        return [a.notation for a in self.game.legal_actions(s)]

    def play(self, s: State, *notations: str) -> Any:
        """Apply ``notations`` in order through ``game.apply``; returns the last state."""
        for n in notations:
            if self.check_legal:
                assert n in self.legal(s), f"{n!r} not legal; legal: {self.legal(s)}"
            s = self.game.apply(s, n)
        return s

    def assert_illegal(self, s: State, notation: str) -> None:
        """``notation`` raises IllegalAction and leaves the state exactly as it was."""
        before = s.clone()
        with pytest.raises(IllegalAction):
            self.game.apply(s, notation)
        assert s == before


def random_game(game: Game, state: State, rng: random.Random,
                keep: Callable[[Any], bool]) -> list[Any]:
    """``state``, the positions of a random game from it (``rng.choice`` of the legal moves)
    for which ``keep(position)`` is true, and the final position, in order."""
    out = [state]
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        if keep(state):
            out.append(state)
    return out + [state]


def random_moves(game: Game, state: State, rng: random.Random, stop: int) -> Any:
    """``state`` after random legal moves (``rng.choice``) until its history holds ``stop``
    actions or the game is over."""
    while not game.is_over(state) and len(state.history) < stop:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return state


def numbers(text: str) -> set[int]:
    """The whole numbers written in ``text`` (digits only: what the typed-number tests look
    for after swapping a data.py constant for an unusual value)."""
    return {int(n) for n in re.findall(r"\d+", text)}


def summary_text(sections) -> str:
    """A game's rules summary (``howto.summary(variant, _)``: sections with ``paragraphs``)
    as one text."""
    return " ".join(p for s in sections for p in s.paragraphs)
