"""Secrets stay secret on the page (issue 16, point 1; DESIGN.md "Contract added…": another
seat's unrevealed secret action is named only as "chose …").

Over random states of random games of every game, for every seat looking (and the public), the
text the app would put on the page — the decision panel (web/ui.py), the "since your last turn"
list of every seat (web/since.py), the score table, the log lines (``engine.i18n.format_event``) and the board SVG drawn from
``game.view(state, seat)`` with the last turn outlined — never contains the label of another
seat's move that the engine still holds secret (``game.hidden_moves``).  The engine's own list
is checked against a replay: each hidden move answered a prompt of ``game.secret_prompts`` by the
seat it names, and once revealed it stays revealed.
"""
from __future__ import annotations

import random
import re
from html import escape

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import engine
from engine.i18n import format_event, translator

import labels
import since
import ui

GAME_IDS = [info["id"] for info in engine.games()]
CHECKED_STATES = 40
"""States of one random game whose page text is checked (those with secrets come first)."""


def configs(game_id: str):
    info = next(i for i in engine.games() if i["id"] == game_id)
    return [(v, n) for v in info["variants"]
            for n in range(info["min_players"], info["max_players"] + 1)]


def play(game, variant: str, players: int, seed: int):
    """[(state, seat that moved into it or None, decision of the state before)] of one random
    game, and the decision answered by each move (seat, prompt)."""
    rng = random.Random(seed)
    state = game.new(players, seed=seed, variant=variant)
    steps, answered = [(state, None)], []
    while not game.is_over(state) and len(answered) < 2500:
        decision = game.decision(state)
        answered.append((decision.seat, decision.prompt))
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        steps.append((state, decision.seat))
    return steps, answered


def timeline_of(steps, upto: int) -> since.Timeline:
    """The app's timeline of the state ``steps[upto]`` (who chose each move, its log lines)."""
    return since.Timeline(len(steps[0][0].log), [m for _s, m in steps[1:upto + 1]],
                          [len(s.log) for s, _m in steps[1:upto + 1]])


def page_texts(game, state, mover, viewer, _, timeline=None) -> list[str]:
    """What the app shows ``viewer`` (None: the public) in ``state``: panel, the "since your
    last turn" list of each seat, score table, log and board.  Labels the viewer may read are
    left out: the deciding seat's own option buttons when it is the one looking ("Send 0
    tercios" while bidding) and the label of a listed move it may see (its own bid may read
    like another's)."""
    decision = game.decision(state)
    legal = game.legal_actions(state)
    texts = []
    if decision.seat is None or not decision.private or decision.seat == viewer:
        panel = ui.decision_panel(game, state, decision, legal, True, _)
        if decision.seat is not None and decision.seat == viewer:
            for action in legal:
                own = labels.action_label(game, action.notation, state.names, _, state.variant)
                panel = panel.replace(
                    f'data-action="{escape(action.notation)}">{escape(own)}</button>', "")
        texts.append(panel)
    history = state.history
    for person in range(state.players) if timeline is not None else ():
        listed = since.summary(game, state, timeline, person, viewer, _)
        for index in since.moves_since(timeline, person):
            if game.move_secret(state, index, viewer) is None:    # a move the viewer may see
                listed = listed.replace(escape(labels.action_label(
                    game, history[index], state.names, _, state.variant)), "")
        texts.append(listed)
    texts.append(ui.score_table(game, state, _, final=decision.seat is None))
    texts += [format_event(key, params, state.names, _, game.terms) for key, params in state.log]
    recent = list(range(max(0, len(history) - 2 * state.players), len(history)))
    texts.append(game.render(game.view(state, viewer),
                             legal=legal if decision.seat == viewer else [], gettext=_,
                             highlight=ui.visible_moves(game, state, recent, viewer),
                             actor=mover))
    return texts


def secret_labels(game, state, viewer, _) -> dict[int, str]:
    """History index → label of every move ``viewer`` may not see yet."""
    return {index: labels.action_label(game, state.history[index], state.names, _,
                                       state.variant)
            for index, (seat, _prompt) in game.hidden_moves(state).items() if seat != viewer}


def check_game(game_id: str, variant: str, players: int, seed: int, lang: str) -> int:
    """Check one random game; returns how many secret labels were looked for."""
    game = engine.get_game(game_id)
    _ = translator(lang, game_id)
    steps, answered = play(game, variant, players, seed)
    ever_revealed: set[int] = set()
    for position, (state, _mover) in enumerate(steps):
        hidden = game.hidden_moves(state)
        for index, (seat, prompt) in hidden.items():
            assert index < len(state.history) and answered[index] == (seat, prompt), \
                f"move {index} is hidden as {(seat, prompt)} but answered {answered[index]}"
            assert prompt in game.secret_prompts and index not in ever_revealed
        if position and answered[position - 1][1] in game.secret_prompts:
            assert position - 1 in hidden or not hidden, \
                f"the secret move {state.history[-1]!r} is shown at once"
        ever_revealed |= {i for i in range(len(state.history)) if i not in hidden
                          and answered[i][1] in game.secret_prompts}
    with_secrets = [i for i, (s, _m) in enumerate(steps) if game.hidden_moves(s)]
    others = [i for i in range(len(steps)) if i not in with_secrets]
    rng = random.Random(seed)
    chosen = (rng.sample(with_secrets, min(len(with_secrets), CHECKED_STATES))
              + rng.sample(others, min(len(others), 3)))
    looked = 0
    for position in sorted(chosen):
        state, mover = steps[position]
        for viewer in [None, *range(state.players)]:
            secrets = secret_labels(game, state, viewer, _)
            if not secrets:
                continue
            texts = page_texts(game, state, mover, viewer, _, timeline_of(steps, position))
            for index, label in secrets.items():
                looked += 1
                pattern = re.compile(rf"(?<![\w-])(?:{re.escape(label)}|{re.escape(escape(label))})"
                                     rf"(?![\w-])")
                for text in texts:
                    assert not pattern.search(text), (
                        f"{game_id} {variant} {players}p seed {seed}, move {position}: seat "
                        f"{viewer} can read {label!r} (move {index}, "
                        f"{state.history[index]!r}) in: {text[:300]}")
    return looked


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=6, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_no_page_text_names_another_seats_secret_move(game_id, data):
    variant, players = data.draw(st.sampled_from(configs(game_id)), label="config")
    seed = data.draw(st.integers(1, 10**6), label="seed")
    lang = data.draw(st.sampled_from(["en", "es"]), label="lang")
    check_game(game_id, variant, players, seed, lang)


@pytest.mark.parametrize("game_id,variant,players", [
    ("plus_ultra", "reglamento", 3), ("plus_ultra", "early", 2), ("lorenzo", "advanced", 3)])
def test_the_games_with_secret_moves_are_really_checked(game_id, variant, players):
    """The property above looks at real secrets: Plus Ultra's draft and bids, Lorenzo's leader
    draft (a random walk of these games always has some)."""
    assert check_game(game_id, variant, players, seed=7, lang="en") > 50


def test_a_bots_draft_pick_is_named_only_as_a_choice():
    """Review B2: "Last move — Player 3: Take the King" during the Plus Ultra draft; the "since
    your last turn" list that replaced that line names the pick only as a choice."""
    game = engine.get_game("plus_ultra")
    _ = translator("en", "plus_ultra")
    state = game.new(3, seed=4, names=["Ana", "Bea", "Cid"])
    mover = game.decision(state).seat
    timeline = since.Timeline(len(state.log))
    state = game.apply(state, game.legal_actions(state)[0])      # the first pick
    timeline.add(mover, state)
    viewer = next(seat for seat in range(3) if seat != mover)
    line = since.summary(game, state, timeline, viewer, viewer, _)
    assert f"{state.names[mover]} chose a character" in line and "takes the" not in line
    assert "takes the" in since.summary(game, state, timeline, viewer, mover, _)   # their own
    assert ui.visible_moves(game, state, [0], viewer) == []
    assert ui.visible_moves(game, state, [0], mover) == [state.history[0]]


def test_village_out_of_turn_decisions_are_public():
    """Village marks market day, deaths and the mass ``private`` for the hand-off only: their
    answers are public moves (logged), so no move of a Village game is ever hidden."""
    game = engine.get_game("village")
    steps, answered = play(game, "standard" if "standard" in game.variants else
                           game.default_variant, 3, seed=3)
    assert any(game.decision(s).private for s, _m in steps)
    assert all(not game.hidden_moves(s) for s, _m in steps)


def test_show_my_secrets_is_offered_only_for_real_secrets():
    """Review B8: a seat whose own view adds nothing but empty parts (Lorenzo's basic game: no
    leaders) has nothing to show; face-down estates (seed 002, "Fincas") are a secret."""
    lorenzo = engine.get_game("lorenzo")
    state = lorenzo.new(2, seed=5)
    assert lorenzo.view(state, 0) != lorenzo.view(state, None)          # [] against None
    assert not ui.shows_more(lorenzo.view(state, 0), lorenzo.view(state, None))
    pu = engine.get_game("plus_ultra")
    state = pu.new(2, seed=5)
    own, public = pu.view(state, 0), pu.view(state, None)
    assert not ui.shows_more(own, public)
    own["players"][0]["estates"] = [2]
    assert ui.shows_more(own, public)
    assert not ui.shows_more({"viewer": 0, "a": []}, {"viewer": None, "a": None})
