"""The coach's hint in the page (web/coaching.py, issue 31 items 1 and 2): the estimates in
words, the hint's buttons, the hints counted per seat in the save and the game-over line."""
import asyncio
import json
import random

import pytest

import engine
from engine import registry, savedoc
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


class _Node:
    """The few DOM calls coaching.place_hint makes, recording where the HTML went."""

    def __init__(self, name: str, children: dict | None = None):
        self.name, self.children, self.inserted = name, children or {}, []

    def querySelector(self, selector):             # noqa: N802 (the DOM's name)
        return self.children.get(selector)

    def insertAdjacentHTML(self, where, html):      # noqa: N802
        self.inserted.append((where, html))


def test_place_hint_puts_the_button_then_the_options_after_the_prompt():
    """The app's panel and embed.html's share coaching.place_hint: a busy button while the
    coach thinks, the options after the prompt once answered, at the panel's end without one."""
    game, state = mid_game("nippon")
    notation = game.legal_actions(state)[0].notation
    _ = translator("en", "nippon")
    tools, prompt = _Node("tools"), _Node("prompt")
    panel = _Node("panel", {".tools": tools, ".prompt": prompt})
    assert coaching.place_hint(panel, {"options": None}, game, state, _) is False
    assert " disabled" in tools.inserted[0][1] and not prompt.inserted
    answered = {"options": [{**OPTION, "notation": notation}]}
    assert coaching.place_hint(panel, answered, game, state, _) is True
    assert prompt.inserted[0][0] == "afterend" and 'data-cmd="play-hint"' in prompt.inserted[0][1]
    bare = _Node("panel")
    assert coaching.place_hint(bare, answered, game, state, _) is True
    assert bare.inserted[0][0] == "beforeend"
    assert coaching.place_hint(_Node("panel"), None, game, state, _) is False


def test_outline_hint_marks_each_option_by_rank_on_board_and_panel():
    """coaching.outline_hint asks the DOM for each option's board and panel targets and marks
    them ``coach-hint`` with their rank."""
    asked, marked = [], []

    class Target:
        def __init__(self, selector):
            self.selector = selector
            self.classList = self                    # noqa: N815 (the DOM's name)

        def add(self, name):
            marked.append((self.selector, name))

        def setAttribute(self, name, value):         # noqa: N802
            marked.append((self.selector, name, value))

    class Document:
        def querySelectorAll(self, selector):        # noqa: N802
            asked.append(selector)
            return [Target(selector)]

    options = [{**OPTION, "notation": "a b"}, {**OPTION, "notation": "c"}]
    coaching.outline_hint(Document(), lambda s: s.replace(" ", "\\ "), options, "#panel")
    assert asked == ['#board [data-action="a\\ b"], #panel .actions [data-action="a\\ b"]',
                     '#board [data-action="c"], #panel .actions [data-action="c"]']
    assert (asked[0], "coach-hint") in marked and (asked[1], "data-hint-rank", "2") in marked


def test_a_single_legal_option_is_shown_as_the_only_move_without_numbers():
    """engine.ai.coach.hint gives a seat with one legal option that option at once
    (``only``); the panel says so instead of estimates it does not have."""
    game, state = mid_game("village")
    rng = random.Random(1)
    while len(game.legal_actions(state)) != 1:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    (notation,) = [a.notation for a in game.legal_actions(state)]
    options = coaching.compute_hint(game, state)
    assert options == [{"notation": notation, "estimate": None, "win": None, "visits": 0,
                        "only": True}]
    assert coaching.estimate_text(options[0], translator("en")) == "the only legal move"
    assert coaching.estimate_text(options[0], translator("es")) == "la única jugada legal"
    html = coaching.hint_html(game, state, options, translator("en", "village"))
    assert html.count('data-cmd="play-hint"') == 1 and "the only legal move" in html
    assert "simulat" not in html and "expected" not in html


def test_an_option_no_simulation_went_through_says_so():
    bare = {"notation": "x", "estimate": None, "win": None, "visits": 0}
    assert coaching.estimate_text(bare, translator("en")) == "not simulated"
    assert coaching.estimate_text(bare, translator("es")) == "sin simular"


def test_a_save_keeps_the_hints_header():
    """The app's save document carries the hints counted per seat (engine.save's ``keep``,
    as web/app.py ``App.save_doc`` calls it); the document loads and reads them back."""
    game, state = mid_game("lorenzo")
    doc = json.loads(json.dumps(engine.save(state, keep={"hints": [0, 3]})))
    assert doc["hints"] == [0, 3]
    assert engine.load(doc).history == state.history
    assert savedoc.hints_taken(doc, state.players) == [0, 3]
    assert "hints" not in engine.save(state, keep={"hints": [0, 0]})


def test_game_over_panel_counts_hints_only_when_any():
    game = registry.get_game("nippon")
    state = play_random(game, 2, 4, None)
    _ = translator("en", "nippon")
    plain = endgame.over_panel(game, state, _)
    assert 'data-testid="hints-taken"' not in plain
    assert 'data-testid="hints-taken"' not in endgame.over_panel(game, state, _, hints=[0, 0])
    html = endgame.over_panel(game, state, _, hints=[0, 2])
    line = html.split('data-testid="hints-taken">')[1].split("</p>")[0]
    assert line == f"Hints taken: {state.names[0]}: 0 · {state.names[1]}: 2"
    es = endgame.over_panel(game, state, translator("es", "nippon"), hints=[0, 2])
    assert "Pistas recibidas:" in es


def test_the_worker_hint_is_legal_best_first_and_the_same_for_the_same_position():
    game, state = mid_game("village", moves=24)
    doc = json.dumps(engine.save(state))
    def hint():
        return json.loads(asyncio.run(botthink.worker_hint(doc, lambda: True)))
    got = hint()
    legal = {a.notation for a in game.legal_actions(state)}
    assert len(got) == min(coaching.HINT_TOP, len(legal))
    assert {o["notation"] for o in got} <= legal
    assert all(0 <= o["win"] <= 1 and o["visits"] > 0 for o in got)
    assert got == hint()
    assert got[0]["notation"] == asyncio.run(botthink.think(game, state, "hard", slice_s=1))


def test_a_hint_no_longer_wanted_stops():
    game, state = mid_game("lorenzo", moves=10)
    doc = json.dumps(engine.save(state))
    assert asyncio.run(botthink.worker_hint(doc, lambda: False)) is None


def test_no_hint_once_the_game_is_over():
    game = registry.get_game("village")
    with pytest.raises(ValueError):
        coaching.compute_hint(game, play_random(game, 2, 1, None))
