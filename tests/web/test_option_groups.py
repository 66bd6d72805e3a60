"""The decision panel shows at most about a dozen options at once (issue 20, review: "Choosing
a move is a wall of buttons", up to 60+ Lorenzo placements): a Lorenzo placement is a family
member (at most 4 options), then a space, whose options fold by tower or area when there are
more than ``ui.PANEL_MAX``."""
from __future__ import annotations

import random
import re

import engine
from engine.i18n import translator

import ui

G = engine.get_game("lorenzo")


def shown(html: str) -> int:
    """Options a player sees without opening anything: buttons outside a ``<details>`` plus
    one summary per group."""
    folded = re.sub(r"<details.*?</details>", "<summary>", html, flags=re.S)
    return folded.count("data-action=") + folded.count("<summary>")


def test_every_step_of_random_placements_shows_at_most_twelve_options():
    """Along random 4-player games, every placement step shows ≤ 12 options, every legal
    action is still in the panel (folded ones inside their group), and a space decision with
    many options is folded."""
    _ = translator("en", "lorenzo")
    folded = 0
    for seed in (1, 2, 3):
        rng, state = random.Random(seed), G.new(4, seed=seed)
        while not G.is_over(state):
            legal = G.legal_actions(state)
            prompt = G.decision(state).prompt
            if prompt in ("place", "space"):
                html = ui.options_html(G, state, legal, _)
                assert shown(html) <= ui.PANEL_MAX, (prompt, len(legal))
                assert set(re.findall(r'data-action="([^"]+)"', html)) == {
                    a.notation for a in legal}
                folded += "<details" in html
            state = G.apply(state, rng.choice(legal))
    assert folded


def test_few_options_are_not_folded():
    """Up to the panel's maximum, options are plain buttons (every other game's decisions)."""
    _ = translator("en", "lorenzo")
    state = G.new(2, seed=3)
    legal = G.legal_actions(state)
    html = ui.options_html(G, state, legal, _)
    assert "<details" not in html and html.count("data-action=") == len(legal)
    assert "Black family member (" in html
