"""Find the positions of a game's guided tour (issue 21) by playing seeded games.

Each tour step is a real position: a seed and the action notations that lead to it, then the
move the learner is asked to make.  This script plays games with a seeded random policy (a
step may steer some choices, e.g. the bids of the rulebook's worked example) until the
step's situation arises, and writes the positions as Python data to
``engine/<game>/tour_games.py`` (shipped in the wheel like any module).

    .venv/bin/python tools/tour_plus_ultra.py      # rewrites engine/plus_ultra/tour_games.py
    .venv/bin/python tools/tour_plus_ultra.py plus_ultra_early    # tour_early_games.py

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

# -- Plus Ultra, the earlier edition (seed 000, variant ``early``) ------------------------------
def _early_draft(game, s, legal):
    """Seed 000, "Personajes": the first pick of a 2-player game (one draft for every count)."""
    if s.phase == "draft" and s.turn == 1 and len(s.pool) == 8 and "draft admiral" in legal:
        return "draft admiral"
    return None


def _early_war(game, s, legal):
    """Seed 000, "Guerras Europeas": the last bid of turn 1, the middle of 3 dice differing
    from their lowest, the learner showing both active tercios, more tercios shown in all than
    the war level (some go back tired)."""
    dice = next((p["dice"] for k, p in s.log if k == "the war level is {n}"), None)
    if (s.phase == "bid" and not s.pending and s.turn == 1 and len(s.queue) == 1
            and dice is not None and sorted(dice)[1] != min(dice) and s.war_level >= 3
            and s.p(s.queue[0]).tercios_active == 2 and "bid 2" in legal
            and any(s.p(o).bid for o in s.turn_order[:-1])
            and sum(s.p(o).bid or 0 for o in s.turn_order[:-1]) + 2 > s.war_level):
        return "bid 2"
    return None


def _early_court(game, s, legal):
    """Seed 000, "Acciones comunes": Visit the Court for two steps, from third in Peer Order."""
    if (s.pending and s.pending.prompt == "court_steps" and "choose 2" in legal and s.players == 3
            and s.peer_order.index(s.pending.seat) == 2):
        return "choose 2"
    return None


def _early_court_steer(game, s, legal, rng):
    if "common court" in legal and rng.random() < 0.5:
        return "common court"
    return _pu_steer(game, s, legal, rng)


def _early_church(game, s, legal):
    """Seed 000, "Iglesia": a face-up rosetón card turned on a donation of gold or gems."""
    if (s.pending and s.pending.prompt == "flip_roseton" and "choose yes" in legal
            and s.church_filled() < 4 and s.pending["gp"] == 2):
        return "choose yes"
    return None


def _early_magellan(game, s, legal):
    """Seed 000, "Viaje de Magallanes": a Magellan card bought with the Secretary of State,
    the Crown paying its ducat."""
    if (s.pending and s.pending.prompt == "gain" and "choose magellan_card" in legal
            and s.current == "secretary" and s.crown > 0 and not s.magellan):
        return "choose magellan_card"
    return None


def _early_estate(game, s, legal):
    """Seed 000, Secretario de Estado 2: an estate for 2 ducats."""
    if (s.phase == "act" and not s.pending and not s.acted and "act secretary 2" in legal
            and s.turn >= 2):
        return "act secretary 2"
    return None


EARLY = [
    Target("draft", 2, _early_draft),
    Target("war", 3, _early_war, _pu_steer),
    Target("court", 3, _early_court, _early_court_steer),
    Target("church", 3, _early_church, _pu_steer),
    Target("magellan", 3, _early_magellan, _pu_steer),
    Target("estate", 3, _early_estate, _pu_steer),
]
"""The earlier edition's tour steps (variant ``early``): where its rules differ."""

TARGETS = {"plus_ultra": (PLUS_ULTRA, "reglamento", "tour_games"),
           "plus_ultra_early": (EARLY, "early", "tour_early_games")}
"""Tours by name: their steps, the variant played and the module written."""


def write(game_id: str) -> Path:
    """Search every step of the tour ``game_id`` (a key of TARGETS) and write its module under
    engine/plus_ultra/ in the form of the other games' tours (tools/tour_positions.py): each
    seed's game stored once in GAMES, each step as that game, its index and the move."""
    from tools.tour_positions import write as write_positions

    targets, variant, module = TARGETS[game_id]
    found = {t.id: search("plus_ultra", t, variant) for t in targets}
    return write_positions("plus_ultra", found, "tools/tour_plus_ultra.py",
                           f"python tools/tour_plus_ultra.py {game_id}", module=module)


if __name__ == "__main__":
    for name in sys.argv[1:] or list(TARGETS):
        print(write(name))
