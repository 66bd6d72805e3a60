"""Find the positions of a game's guided tour (issue 21) by playing seeded games.

Each tour step is a real position: a seed and the action notations that lead to it, then the
move the learner is asked to make.  This script plays games with a seeded random policy (a
step may steer some choices, e.g. the bids of the rulebook's worked example) until the
step's situation arises, and writes the positions as Python data to
``engine/<game>/tour_games.py`` (shipped in the wheel like any module).

    .venv/bin/python tools/tour_plus_ultra.py      # rewrites engine/plus_ultra/tour_games.py

The search is deterministic: the same engine gives the same file.  Run it again when a rule
change makes a recorded game stop replaying (tests/test_tour.py says so).
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402

NAMES = ("Ana", "Bruno", "Carmen", "Diego")
"""Player names of the tour games (the same in every language)."""


@dataclass
class Target:
    """One step's situation.

    Attributes:
        id: the step id.
        players: the player count.
        found: ``(game, state, legal notations) -> move or None``: the move to ask for when
            the situation has arisen (before the deciding seat moves), else None.
        steer: ``(game, state, legal notations, rng) -> notation or None``: a choice the
            search makes instead of a random one (None: random).
        seeds: the seeds tried, in order.
        max_actions: a game is given up after this many actions.
    """

    id: str
    players: int
    found: Callable
    steer: Callable | None = None
    seeds: range = range(1, 4000)
    max_actions: int = 2000


def search(game_id: str, target: Target, variant: str | None = None) -> dict:
    """The first seeded game where ``target`` is found: ``{"seed", "players", "actions"
    (up to and including the move), "index" (where the move is)}``.

    Raises:
        LookupError: no seed of ``target.seeds`` gives the situation.
    """
    game = engine.get_game(game_id)
    for seed in target.seeds:
        state = game.new(target.players, seed=seed, variant=variant,
                         names=list(NAMES[:target.players]))
        rng = random.Random(seed)
        while not game.is_over(state) and len(state.history) < target.max_actions:
            legal = [a.notation for a in game.legal_actions(state)]
            move = target.found(game, state, legal)
            if move is not None:
                assert move in legal, (target.id, move)
                return {"seed": seed, "players": target.players, "variant": state.variant,
                        "actions": list(state.history) + [move], "index": len(state.history)}
            choice = target.steer(game, state, legal, rng) if target.steer else None
            state = game.apply(state, choice if choice in legal else rng.choice(legal))
    raise LookupError(f"{game_id}: no game of {target.seeds} reaches step {target.id!r}")


# -- Plus Ultra (seed 002) ---------------------------------------------------------------------
def _pu_steer(game, s, legal, rng):
    """Plain play: characters are acted with rather than turned over, bulls rarely bought."""
    acts = [n for n in legal if n.startswith("act ")]
    if acts and rng.random() < 0.8:
        return rng.choice(acts)
    if "pass" in legal and rng.random() < 0.8:
        return "pass"
    if "done" in legal and rng.random() < 0.6:
        return "done"
    return None


def _pu_draft(game, s, legal):
    if s.phase == "draft" and s.turn == 1 and len(s.pool) == 8 and "draft admiral" in legal:
        return "draft admiral"
    return None


def _pu_bid_steer(game, s, legal, rng):
    """The worked example's bids (seed 002, "Colocación de Tercios"): the first in Peer
    Order shows 2 tercios, the second 1."""
    if s.phase == "bid" and not s.pending and s.turn == 1 and s.war_level == 3:
        seat = s.queue[0]
        return {s.turn_order[0]: "bid 2", s.turn_order[1]: "bid 1"}.get(seat)
    return _pu_steer(game, s, legal, rng)


def _pu_bid(game, s, legal):
    if (s.phase == "bid" and not s.pending and s.turn == 1 and s.war_level == 3
            and s.queue == [s.turn_order[2]] and s.p(s.queue[0]).tercios_active == 2
            and s.p(s.turn_order[0]).bid == 2 and s.p(s.turn_order[1]).bid == 1):
        return "bid 2"
    return None


def _pu_constable(game, s, legal):
    if (s.phase == "act" and not s.pending and not s.acted and "act constable 1" in legal
            and s.war_level >= 2 and len(s.war) == s.war_level - 1):
        return "act constable 1"
    return None


def _pu_admiral(game, s, legal):
    if (s.phase == "act" and not s.pending and not s.acted and s.turn >= 2
            and "act admiral 1" in legal and "act admiral 2" in legal
            and s.p(s.actor).ducats >= 2):
        return "act admiral 2"
    return None


def _pu_bull(game, s, legal):
    """A bull spent for the current character's other action (seed 002, "Bulas")."""
    used = [params.get("n") for key, params in s.log if key == "{player} uses {character} action {n}"]
    if (s.phase == "act" and not s.pending and s.acted and s.turn >= 2
            and s.current == "admiral" and used and used[-1] == 1
            and "bull act 2" in legal and s.p(s.actor).bulls == 1):
        return "bull act 2"
    return None


def _pu_church(game, s, legal):
    if s.pending and s.pending.prompt == "roseton" and "choose yes" in legal \
            and s.church_filled() < 5:
        return "choose yes"
    return None


def _pu_natives(game, s, legal):
    if s.pending and s.pending.prompt == "capture" and "choose pay" in legal:
        return "choose pay"
    return None


def _pu_hoard(game, s, legal):
    """The last character turn of a turn whose set-aside character is the Merchant, with
    2 silver tiles in the Market and room in the Crown (seed 002, "Riqueza de la Corona")."""
    if (s.phase == "act" and not s.pending and s.acted and legal == ["done"]
            and s.round == s.rounds() and s.actor == s.turn_order[-1]
            and s.hoard == "merchant" and s.market.count("silver") == 2
            and s.crown <= 4 and not any(
                c is not None and t and t[1] for c, t in zip(s.colonies, s.exploration, strict=False))):
        return "done"
    return None


PLUS_ULTRA = [
    Target("draft", 3, _pu_draft),
    Target("bidding", 3, _pu_bid, _pu_bid_steer),
    Target("constable", 3, _pu_constable, _pu_steer),
    Target("admiral", 3, _pu_admiral, _pu_steer),
    Target("bull", 3, _pu_bull, _pu_steer),
    Target("church", 3, _pu_church, _pu_steer),
    Target("natives", 3, _pu_natives, _pu_steer),
    Target("hoarding", 3, _pu_hoard, _pu_steer),
]
"""Plus Ultra's tour steps in the published rules (variant ``reglamento``)."""

TARGETS = {"plus_ultra": (PLUS_ULTRA, "reglamento")}


def write(game_id: str) -> Path:
    """Search every step of ``game_id`` and write ``engine/<game_id>/tour_games.py`` in the
    form of the other games' tours (tools/tour_positions.py): each seed's game stored once in
    GAMES, each step as that game, its index and the move."""
    from tools.tour_positions import write as write_positions

    targets, variant = TARGETS[game_id]
    found = {t.id: search(game_id, t, variant) for t in targets}
    return write_positions(game_id, found, "tools/tour_plus_ultra.py",
                           "python tools/tour_plus_ultra.py")


if __name__ == "__main__":
    for name in sys.argv[1:] or list(TARGETS):
        print(write(name))
