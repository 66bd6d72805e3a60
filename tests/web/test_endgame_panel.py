"""The game-over panel and the new-game dialog's memory (web/endgame.py, issue 20)."""
import json

import pytest

from engine import registry
from engine.__main__ import play_random

import endgame
import ui
from storage import MemoryBackend, Storage

INFO = {"id": "lorenzo", "min_players": 2, "max_players": 4, "variants": ["basic", "advanced"]}


def over(game_id="lorenzo", players=3, seed=4):
    game = registry.get_game(game_id)
    return game, play_random(game, players, seed, None)


@pytest.mark.parametrize("game_id", ["plus_ultra", "lorenzo", "nippon", "village"])
def test_over_panel_has_winner_chart_scores_and_rematch(game_id):
    game, state = over(game_id)
    html = endgame.over_panel(game, state, lambda s: s)
    winner = state.names[game.ranking(state)[0]]
    assert f"{winner} wins!" in html
    assert 'data-testid="score-chart"' in html and 'data-testid="final-scores"' in html
    assert 'data-cmd="rematch"' in html
    assert 'data-cmd="rematch"' not in endgame.over_panel(game, state, lambda s: s, app=False)


def test_tie_break_line_is_shown_when_a_tie_was_broken():
    """Seed 001, "Fin del juego": a tie goes to the player further ahead in turn order; the
    panel says so under the winner line."""
    game, state = over()
    if game.tie_break(state) is None:
        assert 'data-testid="tie-break"' not in endgame.over_panel(game, state, lambda s: s)
    for _ in range(10):              # an excommunication may take VP per VP: settle
        totals = [x["total"] for x in game.scores(state)]
        for seat in range(state.players):
            state.p(seat).res["vp"] += max(totals) - totals[seat]
    html = endgame.over_panel(game, state, lambda s: s)
    assert game.tie_break(state) == "turn_order"
    assert "further ahead in turn order" in html and 'data-testid="tie-break"' in html
    assert f"{state.names[state.turn_order[0]]} wins!" in html


def test_shared_victory_names_every_winner():
    """Village: a tie after both tie-breaks is a shared victory (assumed, E16)."""
    game, state = over("village")
    totals = [x["total"] for x in game.scores(state)]
    for seat in range(state.players):
        state.p(seat).prestige += max(totals) - totals[seat]
        state.p(seat).customers[:] = []
        state.p(seat).members[:] = ["farm"] * 3
    totals = [x["total"] for x in game.scores(state)]
    for seat in range(state.players):
        state.p(seat).prestige += max(totals) - totals[seat]
    assert endgame.winners(game, state) == [0, 1, 2]
    assert "Player 1, Player 2, Player 3 share the victory!" in endgame.winner_line(
        game, state, lambda s: s)


def test_rematch_keeps_players_seats_and_rules_with_a_new_seed():
    game, state = over()
    kinds = ["human", "bot:easy", "bot:hard"]
    args = endgame.rematch(state, kinds)
    assert args == {"game_id": "lorenzo", "players": 3, "seed": None, "variant": state.variant,
                    "names": list(state.names), "kinds": kinds}


def test_remembered_choices_round_trip_and_are_checked():
    text = endgame.choices_text(3, ["Ana", "Bea", "Cris"], ["human", "bot:easy", "bot:hard"],
                                "advanced")
    got = endgame.read_choices(text, INFO)
    assert got == {"players": 3, "names": ["Ana", "Bea", "Cris", ""],
                   "kinds": ["human", "bot:easy", "bot:hard", "human"], "variant": "advanced"}
    for bad in (None, "", "{", "[]", json.dumps({"players": 9, "names": [], "kinds": []}),
                json.dumps({"players": True, "names": [], "kinds": []}),
                json.dumps({"players": 2, "names": "Ana", "kinds": []})):
        assert endgame.read_choices(bad, INFO) is None
    odd = endgame.read_choices(json.dumps({"players": 2, "names": [7, "x" * 99],
                                           "kinds": ["bot:god", None], "variant": "chess"}), INFO)
    assert odd["names"][:2] == ["", "x" * 40] and odd["kinds"][:2] == ["human", "human"]
    assert odd["variant"] == "basic"


def test_remembered_choices_that_nest_deeply_or_are_huge_are_ignored_unparsed():
    """Issue 17 ("every stored document is validated like an imported file"): a value of
    100,000 nested arrays under ``newgame/<game>`` raised RecursionError here, and in Pyodide
    killed the interpreter ("fatal error … Maximum call stack size exceeded") when the player
    opened the new-game dialog; a 2,000,000-character value is not parsed at all."""
    for bad in ("[" * 100_000 + "]" * 100_000,
                '{"players": 2, "names": ' + "[" * 100_000 + "]" * 100_000 + "}",
                '{"players": 2, "names": [], "kinds": [], "variant": "' + "x" * 2_000_000 + '"}',
                '{"players": ' + "9" * 5000 + ', "names": [], "kinds": []}'):
        assert endgame.read_choices(bad, INFO) is None


def test_storage_keeps_choices_under_the_versioned_prefix():
    backend = MemoryBackend()
    store = Storage(backend)
    store.remember_dialog("lorenzo", "{}")
    assert backend.getItem("euro-games/v1/newgame/lorenzo") == "{}"
    assert store.dialog_choices("lorenzo") == "{}"


def test_dialog_is_filled_from_the_remembered_choices():
    info = dict(INFO, title="Lorenzo il Magnifico", choose_first=False, seat_colors=[])
    got = endgame.read_choices(endgame.choices_text(
        3, ["Ana <i>", "Bea", "Cris"], ["human", "bot:easy", "bot:hard"], "advanced"), info)
    html = ui.new_game_form(info, lambda s: s, got)
    assert 'value="Ana &lt;i&gt;"' in html
    assert '<option value="3" selected>' in html
    assert '<option value="easy" selected>' in html and '<option value="hard" selected>' in html
    assert '<option value="advanced" selected>' in html
    assert 'data-cmd="against-bots"' in html
    assert endgame.against_bots(3) == ["human", "bot:normal", "bot:normal"]
