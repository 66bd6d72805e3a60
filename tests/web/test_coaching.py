"""The coach's hint in the page (web/coaching.py, issue 31 items 1 and 2): the estimates in
words, the hint's buttons, the hints counted per seat in the save and the game-over line."""
import json
import random

import pytest

import engine
from engine import registry
from engine.__main__ import play_random
from engine.i18n import translator

import botthink
import coaching
import endgame

OPTION = {"notation": "x", "estimate": 4.24, "win": 0.613, "visits": 640}


def test_estimate_in_words_in_english_and_spanish():
    assert coaching.estimate_text(OPTION, translator("en")) == (
        "+4.2 points expected, 61% chance to win, 640 simulations")
    assert coaching.estimate_text({**OPTION, "estimate": -1.5, "visits": 1200},
                                  translator("es")) == (
        "-1,5 puntos esperados, 61 % de probabilidad de ganar, 1200 simulaciones")
    one = {**OPTION, "estimate": 0.04, "visits": 1, "win": 0.5}
    assert coaching.estimate_text(one, translator("en")) == (
        "0 points expected, 50% chance to win, 1 simulation")
    assert coaching.signed(3.0, translator("en")) == "+3"


def mid_game(game_id: str, seed: int = 3, moves: int = 20):
    game = registry.get_game(game_id)
    state = game.new(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)).notation)
    return game, state


def test_hint_buttons_name_the_option_and_play_it_by_notation():
    game, state = mid_game("village")
    legal = [a.notation for a in game.legal_actions(state)]
    options = [{**OPTION, "notation": n} for n in legal[:3]]
    html = coaching.hint_html(game, state, options, translator("en", "village"))
    assert html.count('data-cmd="play-hint"') == len(options)
    for rank, n in enumerate(legal[:3], 1):
        assert f'data-notation="{n}" data-hint-rank="{rank}"' in html
    assert "data-action" not in html            # only the options themselves carry it (DESIGN.md)
    assert "The coach found nothing" in coaching.hint_html(game, state, [], lambda s: s)


def test_hint_button_is_disabled_while_the_coach_thinks():
    idle, busy = coaching.hint_button(lambda s: s), coaching.hint_button(lambda s: s, busy=True)
    assert 'aria-keyshortcuts="h"' in idle and " disabled" not in idle and ">Hint<" in idle
    assert " disabled" in busy and "Coach is thinking…" in busy


def test_hints_header_round_trip_and_refusals():
    assert coaching.hints_header({0: 2, 1: 0, 2: 1}) == {"0": 2, "2": 1}
    doc = {"hints": coaching.hints_header({0: 2, 2: 1})}
    assert coaching.hints_from_doc(json.loads(json.dumps(doc)), 3) == {0: 2, 2: 1}
    bad = {"hints": {"0": "2", "1": -1, "5": 3, "x": 1, "2": True, "3": 10**9, "1.5": 1}}
    assert coaching.hints_from_doc(bad, 4) == {}
    assert coaching.hints_from_doc({"hints": [1, 2]}, 2) == {}
    assert coaching.hints_from_doc({}, 2) == {}


def test_a_save_keeps_the_hints_header():
    """engine.load ignores headers it does not know: a save with hints loads, and the
    header comes back unchanged from its text."""
    game, state = mid_game("lorenzo")
    doc = {**engine.save(state), "hints": coaching.hints_header({1: 3})}
    assert engine.load(json.loads(json.dumps(doc))).history == state.history
    assert coaching.hints_from_doc(json.loads(json.dumps(doc)), state.players) == {1: 3}


def test_game_over_panel_counts_hints_only_when_any():
    game = registry.get_game("nippon")
    state = play_random(game, 2, 4, None)
    _ = translator("en", "nippon")
    plain = endgame.over_panel(game, state, _)
    assert 'data-testid="hints-taken"' not in plain
    assert 'data-testid="hints-taken"' not in endgame.over_panel(game, state, _, hints={0: 0})
    html = endgame.over_panel(game, state, _, hints={1: 2})
    line = html.split('data-testid="hints-taken">')[1].split("</p>")[0]
    assert line == f"Hints taken: {state.names[0]}: 0 · {state.names[1]}: 2"
    es = endgame.over_panel(game, state, translator("es", "nippon"), hints={1: 2})
    assert "Pistas recibidas:" in es


def test_the_worker_hint_is_legal_best_first_and_the_same_for_the_same_position():
    game, state = mid_game("village", moves=24)
    doc = json.dumps(engine.save(state))
    got = json.loads(botthink.worker_hint(doc))
    legal = {a.notation for a in game.legal_actions(state)}
    assert 1 <= len(got) <= coaching.HINT_TOP and {o["notation"] for o in got} <= legal
    assert all(0 <= o["win"] <= 1 and o["visits"] >= 0 for o in got)
    assert got == json.loads(botthink.worker_hint(doc))


def test_no_hint_once_the_game_is_over():
    game = registry.get_game("village")
    with pytest.raises(ValueError):
        coaching.compute_hint(game, play_random(game, 2, 1, None))
