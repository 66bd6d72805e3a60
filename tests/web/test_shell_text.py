"""Host tests of the app shell's pure parts (web/labels.py, web/ui.py, web/storage.py).

They need no browser: the modules only format engine data and talk to a storage backend.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.i18n import translator

import labels
import ui

GAME = engine.get_game("plus_ultra")


def random_states(seed: int, players: int, variant: str | None = None):
    rng, state = random.Random(seed), GAME.new(players, seed=seed, variant=variant)
    while not GAME.is_over(state):
        yield state
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    yield state


@pytest.mark.parametrize("variant", GAME.variants)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_prompt_and_action_has_a_written_label(lang, variant):
    _ = translator(lang)
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        for state in random_states(seed, players, variant):
            decision = GAME.decision(state)
            if decision.seat is None:
                continue
            assert decision.prompt in GAME.prompts, decision.prompt
            assert "{" not in labels.prompt_text(GAME, decision, _)
            for action in GAME.legal_actions(state):
                label = labels.action_label(GAME, action.notation, state.names, _, variant)
                assert label and label != action.notation and "{" not in label, action.notation


@pytest.mark.parametrize("game_id", engine.registry.GAME_PACKAGES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_games_action_labels_are_one_readable_line(game_id, lang):
    """Labels come from the game's own wording first (Plus Ultra's verbs are its own), then
    the shell's generic words; none may leak a catalog header or a raw placeholder."""
    game, _ = engine.get_game(game_id), translator(lang)
    for variant in game.variants:
        rng, state = random.Random(7), game.new(3, seed=7, variant=variant)
        for _move in range(250):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            for action in legal:
                label = labels.action_label(game, action.notation, state.names, _, variant)
                assert label.strip() and "\n" not in label, (action.notation, label)
                assert "{" not in label and "Project-Id" not in label, (action.notation, label)
            state = game.apply(state, rng.choice(legal))


def test_generic_labels_do_not_use_plus_ultras_words():
    lorenzo, _ = engine.get_game("lorenzo"), translator("en")
    assert labels.action_label(lorenzo, "draft sisto_iv", [], _) == "Take Sisto IV"
    assert "Exploration" not in labels.action_label(lorenzo, "tile tile_a", [], _)
    assert labels.action_label(GAME, "tile 2", [], _) == "Exploration tile 2"
    assert labels.action_label(GAME, "draft admiral", [], _) == "Take the Admiral"


def test_panel_buttons_carry_every_legal_notation_and_nothing_else_does():
    state = GAME.new(3, seed=5)
    decision, legal = GAME.decision(state), GAME.legal_actions(state)
    html = ui.decision_panel(GAME, state, decision, legal, True, translator("en"))
    assert html.count("data-action=") == len(legal)
    for action in legal:
        assert f'data-action="{action.notation}"' in html
    for fragment in (ui.score_table(GAME, state, translator("en")),
                     ui.handoff("Ana", translator("en")),
                     ui.saves_dialog([], {}, True, translator("en"))):
        assert "data-action" not in fragment


def test_final_table_orders_columns_by_ranking():
    *_, final = random_states(7, 4)
    html = ui.score_table(GAME, final, translator("en"), final=True)
    ranking = GAME.ranking(final)
    order = [int(part.split('"')[0]) for part in html.split('scope="col" data-seat="')[1:]]
    assert order == ranking
    assert f'<th scope="col" data-seat="{ranking[0]}" title' in html


def test_public_live_table_hides_face_down_estates():
    """Seed 002, "Fincas": estate values stay secret until the end of the game."""
    state = GAME.new(3, seed=5)
    state.areas[0].estates = [3]
    html = ui.score_table(GAME, state, translator("en"))
    assert 'data-line="estates">?<' in html and 'data-line="estates">3<' not in html


def test_the_new_game_dialog_offers_the_first_player_only_where_the_rules_let_players_choose():
    """Plus Ultra, seed 002, "Preparación": "El jugador inicial es el último que hubiese dominado
    un imperio … En caso de que nadie …, al azar": the dialog has a "First player" select, "At
    random" first (the default), one option per seat, those beyond the smallest count hidden
    until more players are chosen.  Nippon draws the first player: no select."""
    _ = translator("es")
    form = ui.new_game_form(GAME.info(), _)
    assert 'id="new-first"' in form and "Jugador inicial" in form
    assert '<option value="">Al azar</option>' in form
    assert form.count('data-seat="') - form.count('class="name-row"') == 4
    assert '<option value="2" data-seat="2" hidden>Puesto 3</option>' in form
    assert 'id="new-first"' not in ui.new_game_form(engine.get_game("nippon").info(), _)


def test_a_games_own_seat_colours_reach_the_swatches():
    """Nippon's players wear the rulebook's colours (seed 003, "amarillo, rojo, morado o azul";
    review C6): the new-game dialog and the game screen (app.py sets the same CSS on
    #game-screen) get ``--seat-N`` from ``seat_colors``; a game without its own keeps
    app.css's; anything but a hex colour is not written into the page."""
    nippon = engine.get_game("nippon")
    css = ui.seat_css(nippon.seat_colors)
    assert css == ";".join(f"--seat-{i}:{c}" for i, c in enumerate(nippon.seat_colors))
    assert f'style="{css}"' in ui.new_game_form(nippon.info(), translator("en"))
    assert "style=" not in ui.new_game_form(GAME.info(), translator("en")).split(">")[0]
    assert ui.seat_css(()) == "" and ui.seat_css(("red;x:url(y)",)) == ""
