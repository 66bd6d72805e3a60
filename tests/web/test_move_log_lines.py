"""Every public move is worded by the log lines it wrote, never by its option label (issue 20
open finding: a move that wrote nothing to the log was shown in the "since your last turn"
summary and the replay's move list as “Cid chose «Region Kansai»”).

Moves that write no line of their own are read with the rest of their seat's move
(``Game.follow_prompts``: Nippon's worker colour after "take a worker", Village's action after
the cube, Plus Ultra's tile after the character action); the rest write a line: Nippon's
achievement space for a reward tile (seed 003, "Consolidar": "coloque la loseta … en un
espacio de logro") and the cubes supplied to a local market ("Mercado local"), Plus Ultra's
King's tax (seed 002, Rey 2: "un ducado o un PG, a su elección") and the steps bought at Court
(seed 000, "Visitar la Corte"), Village's end of buying out of the black bag and of moving up
the church windows at a mass (seed 004, "La misa").  Secret choices (drafts, bids) stay named
as the game names them.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine import savedoc
from engine.i18n import translator

import replay

EDITIONS = [("plus_ultra", "reglamento"), ("plus_ultra", "early"), ("lorenzo", "basic"),
            ("lorenzo", "advanced"), ("nippon", None), ("village", None)]
QUOTES = {"en": "“", "es": "«"}


def recorded(game_id: str, variant, players: int, seed: int):
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed, variant=variant), random.Random(seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, list(savedoc.iter_states(savedoc.save(state)))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game_id,variant", EDITIONS)
def test_no_public_move_reads_as_its_option_label(game_id, variant, lang):
    _ = translator(lang, game_id)
    checked = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        game, states = recorded(game_id, variant, players, seed)
        for entry in replay.moves(states, game, None, _):
            prompt = game.decision(states[entry["first"] - 1]).prompt
            if prompt in game.secret_prompts:
                continue                  # chosen in secret: named when revealed (DESIGN.md)
            assert QUOTES[lang] not in entry["text"], (
                states[entry["first"]].history[-1], prompt, entry["text"])
            checked += 1
    assert checked > 150


def keys_after(game_id: str, prompts: tuple[str, ...], variant=None, games: int = 4) -> set:
    """The log keys written by the answers to ``prompts`` in random games of 3."""
    game, keys, rng = engine.get_game(game_id), set(), random.Random(5)
    for seed in range(games):
        state = game.new(3, seed=seed, variant=variant)
        while not game.is_over(state):
            notation = rng.choice(game.legal_actions(state)).notation
            before = game.decision(state).prompt
            after = game.apply(state, notation)
            if before in prompts:
                keys |= {key if isinstance(key, str) else tuple(key)
                         for key, _params in after.log[len(state.log):]}
            state = after
    return keys


def test_nippon_writes_the_achievement_space_and_the_cubes_supplied():
    keys = keys_after("nippon", ("pick_achievement", "pick_space"))
    assert "{player} places the ×{n} tile on an achievement ({achievement})" in keys
    assert ("{player} supplies {n} cube of {good} to the local market",
            "{player} supplies {n} cubes of {good} to the local market") in keys


def test_plus_ultra_writes_the_kings_tax_and_the_steps_at_court():
    keys = keys_after("plus_ultra", ("king_tax", "court_steps"), "early", games=8)
    assert keys & {"{player} pays the King's tax with 1 ducat",
                   "{player} pays the King's tax with 1 GP"}
    assert any(isinstance(k, tuple) and k[0] == "{player} moves up {n} place in the Peer Order"
               for k in keys)


def test_village_writes_the_end_of_a_players_part_of_the_mass():
    keys = keys_after("village", ("mass_draw", "mass_promote"), games=6)
    assert "{player} moves no more family members up the church windows" in keys


@pytest.mark.parametrize("lang,words", [("en", ("takes the", "to the war")),
                                        ("es", ("elige al", "a la guerra"))])
def test_plus_ultra_draft_picks_and_bids_read_as_sentences_once_revealed(lang, words):
    """Seed 002, "Personajes" and "Guerras europeas": the picks and bids are secret until
    revealed; then the replay names them as moves ("Ana takes the Pirate"), not as the
    option label ("Ana chose “Take the Pirate”")."""
    _ = translator(lang, "plus_ultra")
    game, states = recorded("plus_ultra", "reglamento", 3, 2)
    entries = replay.moves(states, game, None, _)
    verbs = {states[e["first"]].history[-1].split()[0]: e["text"] for e in entries}
    assert words[0] in verbs["draft"] and words[1] in verbs["bid"], verbs
