"""The bot's thought shared by the page and the bot worker (web/botthink.py, issue 19): the
worker gets save documents and must play exactly the move the page would, for the same seed."""
from __future__ import annotations

import asyncio
import concurrent.futures
import json
import random

import pytest

import botthink

import engine
from engine.ai import MCTSBot, make_bot
from engine.i18n import translator, worded_view


def run(coroutine):
    """``asyncio.run`` in a thread of its own (Playwright's loop may run in this one)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def played(game_id: str, moves: int, seed: int = 3):
    game = engine.get_game(game_id)
    state, rng = game.new(min(4, game.max_players), seed=seed), random.Random(seed)
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, state


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_worker_plays_the_pages_move(game_id):
    """The worker's answer for a save document is the bot's own choice in the state (same
    seed: state.seed * 10 + seat), after a replay of the document."""
    game, state = played(game_id, 25)
    seat = game.decision(state).seat
    expected = make_bot("easy", seed=state.seed * 10 + seat).choose(game, state).notation
    doc = json.dumps(engine.save(state))
    got = json.loads(run(botthink.worker_think(doc, "easy", lambda: True)))
    assert got == {"notation": expected, "board": None, "chart": None, "panel": None}
    in_page = run(botthink.think(game, state, "easy", slice_s=0.001))
    assert in_page == expected


def test_replayer_extends_and_restarts():
    """A document that extends the last one applies only its new actions; another game, or
    a shorter history (undo), replays from the seed; both give the states of a full load."""
    game, state = played("village", 30)
    replayer = botthink.Replayer()
    doc = engine.save(state)
    short = {**doc, "actions": doc["actions"][:20]}
    first = replayer.state(json.dumps(short))
    assert first.history == engine.load(short).history
    longer = replayer.state(json.dumps(doc))
    assert game.view(longer, None) == game.view(state, None) and longer.history == state.history
    undone = replayer.state(json.dumps({**doc, "actions": doc["actions"][:10]}))
    assert undone.history == state.history[:10]
    other_game, other = played("nippon", 5)
    assert replayer.state(json.dumps(engine.save(other))).history == other.history


def test_a_thought_no_longer_wanted_stops():
    """Between two slices the thought asks ``wanted()``: false gives None (undo, pause, a newer
    request), not a move."""
    game, state = played("plus_ultra", 10)
    assert run(botthink.think(game, state, "hard", slice_s=0.0,
                                      wanted=lambda: False)) is None


def test_a_thought_past_its_deadline_plays_what_it_has_searched():
    """Issue 31 (a hard bot decides within 3 s in the browser): a search past ``deadline_s``
    ends after the iteration under way, so with a deadline of 0 the hard bot plays what a
    one-iteration search of its seed plays; without one, its whole budget's move."""
    game, state = played("plus_ultra", 12)
    seat = game.decision(state).seat
    bot = botthink.bot_for(state, seat, "hard")
    one = MCTSBot(bot.seed, level="hard", iterations=1).choose(game, state).notation
    whole = bot.choose(game, state).notation
    assert run(botthink.think(game, state, "hard", slice_s=1.0, deadline_s=0.0)) == one
    assert run(botthink.think(game, state, "hard", slice_s=1.0, deadline_s=None)) == whole
    assert 0 < botthink.DEADLINE_S < 3


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_the_worker_draws_the_board_the_page_would_draw(game_id):
    """With the page's drawing parameters the answer carries the board after the move: the
    very SVG App._board draws there (public view, or the one person's seat; the last turn
    outlined), so the page can use it instead of drawing on its main thread."""
    game, state = played(game_id, 30)
    seat = game.decision(state).seat
    for viewer, layout, lang in ((None, "wide", "en"), (1 - seat % 2, "narrow", "es")):
        board = {"viewer": viewer, "layout": layout, "lang": lang, "actor": seat,
                 "played": [len(state.history) - 1, len(state.history)]}
        got = json.loads(run(botthink.worker_think(json.dumps(engine.save(state)), "easy",
                                                   lambda: True, json.dumps(board))))
        after = game.apply(state, got["notation"])
        moves = [after.history[i] for i in board["played"]
                 if game.move_secret(after, i, viewer) is None]
        sent = got["board"]
        assert sent["base"] is None and None not in sent["parts"]   # the page shows no board of it
        gettext = translator(lang, game_id)
        assert sent["head"] + "".join(sent["parts"]) + "</svg>" == game.render(
            worded_view(game.view(after, viewer), gettext), legal=[], gettext=gettext,
            layout=layout, highlight=moves, actor=seat)


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_the_worker_sends_only_the_groups_that_changed(game_id):
    """Issue 33 item 4: once the page shows the worker's last board, the next answer carries
    only the top-level groups that differ from it (None for the others): with the shown
    board's groups in their places they make the whole next board; a page that shows
    another board (None, or an older number) gets every group."""
    game, state = played(game_id, 30)
    board = {"viewer": None, "layout": "wide", "lang": "en"}
    shown = None
    parts: list[str] = []
    for _move in range(4):
        seat = game.decision(state).seat
        ask = {**board, "actor": seat, "played": [len(state.history)], "shown": shown}
        got = json.loads(run(botthink.worker_think(json.dumps(engine.save(state)), "easy",
                                                   lambda: True, json.dumps(ask))))
        sent = got["board"]
        assert sent["base"] == shown
        state = game.apply(state, got["notation"])
        whole = game.render(game.view(state, None), legal=[], layout="wide", actor=seat,
                            highlight=[state.history[-1]])
        if shown is not None:
            assert None in sent["parts"]             # some group is as it was
        parts = [new if new is not None else old
                 for new, old in zip(sent["parts"], parts or sent["parts"], strict=True)]
        assert sent["head"] + "".join(parts) + "</svg>" == whole
        shown = sent["id"]
    stale = {**board, "actor": game.decision(state).seat, "played": [], "shown": shown - 1}
    got = json.loads(run(botthink.worker_think(json.dumps(engine.save(state)), "easy",
                                               lambda: True, json.dumps(stale))))
    assert got["board"]["base"] is None and None not in got["board"]["parts"]


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_the_move_that_ends_the_game_brings_its_chart(game_id):
    """Issue 33 (no long task): the bot's game-ending move comes with the score chart's data,
    the same the page would replay the game for; the page keeps it (endgame.keep_chart) and
    draws the game-over panel without replaying."""
    import endgame
    game, state = played(game_id, 0, seed=5)
    while True:                                  # easy bots to the move that ends the game
        seat = game.decision(state).seat
        notation = make_bot("easy", seed=state.seed * 10 + seat).choose(game, state).notation
        ended = game.apply(state, notation)
        if game.is_over(ended):
            break
        state = ended
    got = json.loads(run(botthink.worker_think(json.dumps(engine.save(state)), "easy",
                                               lambda: True)))
    assert got["notation"] == notation
    endgame._CHART_CACHE.clear()
    assert got["chart"] == endgame.chart_data(ended)
    assert got["chart"]["over"] and got["chart"]["points"][-1]["move"] == len(ended.history)
    endgame._CHART_CACHE.clear()
    endgame.keep_chart(state, notation, {"kept": True})
    assert endgame.chart_data(ended) == {"kept": True}       # no replay on the page


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
def test_the_move_that_ends_the_game_brings_the_pages_game_over_panel(game_id):
    """Issue 33 (no long task): with the page's drawing parameters, the bot's game-ending move
    comes with the game-over panel's HTML, the very text the game screen builds at the end
    (``BoardPanel.panel``: final scores, chart, the coach's hints taken) in the page's
    language; a move that does not end the game brings none."""
    import endgame
    from board_panel import BoardPanel
    game, state = played(game_id, 0, seed=5)
    while True:
        seat = game.decision(state).seat
        notation = make_bot("easy", seed=state.seed * 10 + seat).choose(game, state).notation
        ended = game.apply(state, notation)
        if game.is_over(ended):
            break
        before, state = state, ended
    for lang, hints in (("en", [0] * state.players), ("es", [2] + [0] * (state.players - 1))):
        board = {"viewer": None, "layout": "wide", "lang": lang, "actor": seat,
                 "played": [len(state.history)], "shown": None, "hints": hints}
        got = json.loads(run(botthink.worker_think(json.dumps(engine.save(state)), "easy",
                                                   lambda: True, json.dumps(board))))
        endgame._CHART_CACHE.clear()
        endgame.keep_chart(state, got["notation"], got["chart"])    # as the page does
        page = BoardPanel(game, ended, None, translator(lang, game_id)).panel(
            [], can_undo=True, hints=hints, undo_why=None)
        assert got["panel"] == page and 'data-testid="score-chart"' in page
    board = {"viewer": None, "layout": "wide", "lang": "en", "actor": None, "played": [],
             "shown": None, "hints": None}
    got = json.loads(run(botthink.worker_think(json.dumps(engine.save(before)), "easy",
                                               lambda: True, json.dumps(board))))
    assert got["panel"] is None and got["chart"] is None
