"""Host tests of web/tour.py's TourRun (issue 21): the panel of a tour step offers only the
step's move (the other options are shown disabled, the board lights only that move); another
notation does nothing; once made, the panel shows the after text and the move's log lines,
with no move left to play; every word of the panel and board goes through gettext in both
languages; Back/Next stay within the tour."""
from __future__ import annotations

import re

import pytest
from tests.test_i18n_complete import Marking, problems

import engine
from engine import svgparts

import ui
from tour import TourRun

pytest.importorskip("babel")
GAMES = [g["id"] for g in engine.games() if engine.get_game(g["id"]).tour()]


def actions(html: str) -> list[str]:
    return re.findall(r'data-action="([^"]*)"', html)


@pytest.mark.parametrize("game_id", GAMES)
def test_only_the_steps_move_is_playable_then_its_result_shows(game_id):
    run = TourRun(game_id, lambda s: s)
    for at, step in enumerate(run.steps):
        run.go(at)
        html = run.panel(lambda s: s)
        assert actions(html) == [step.move], step.id
        legal = run.game.legal_actions(run.states()[0])
        assert html.count(" disabled>") >= len(legal) - 1       # the others, not playable
        svg, _view = run.board(None, "wide")
        assert set(actions(svg)) <= {step.move}, step.id
        assert not run.play("no such move") and not run.made
        assert run.play(step.move) and run.made
        made = run.panel(lambda s: s)
        assert actions(made) == [] and ui.esc(step.after) in made
        assert 'data-testid="tour-next"' in made
        assert actions(run.board(None, "narrow")[0]) == []


def test_back_and_next_stay_in_the_tour():
    run = TourRun("plus_ultra", lambda s: s)
    run.go(-3)
    assert run.at == 0 and not run.made
    run.go(99)
    assert run.at == len(run.steps) - 1
    assert 'data-cmd="tour-exit"' in run.panel(lambda s: s)
    assert run.index_of("bidding") == 1 and run.index_of("nope") is None


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_panel_and_board_are_translated(game_id, lang):
    marking = Marking(lang, game_id)
    run = TourRun(game_id, marking)
    trouble = []
    for at, step in enumerate(run.steps):
        run.go(at)
        for made in (False, True):
            if made:
                run.play(step.move)
            marking.where, marking.words = f"{step.id} made={made}", set()
            svgparts.forget_all()           # every part drawn now, asking its words of marking
            trouble += problems(marking, marking.where, run.panel(marking))
            trouble += problems(marking, marking.where, run.board(marking, "wide")[0])
    trouble += [f"{m!r} {why}" for m, why in marking.missing.items()]
    assert not trouble, "\n".join(trouble[:30])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_folded_option_group_holding_the_move_is_open(game_id):
    run = TourRun(game_id, lambda s: s)
    for at in range(len(run.steps)):
        run.go(at)
        for group in re.findall(r"<details[^>]*>.*?</details>", run.panel(lambda s: s), re.S):
            opened = group.split(">", 1)[0].endswith(" open")
            assert opened == ("data-action=" in group), group


def test_plus_ultras_steps_point_at_parts_on_the_board():
    """Each step's focus keys are drawn on its board (web/tour.py outlines them) and named in
    the panel."""
    run = TourRun("plus_ultra", lambda s: s)
    for at, step in enumerate(run.steps):
        run.go(at)
        assert step.focus, step.id
        for layout in ("wide", "narrow"):
            svg = run.board(None, layout)[0]
            for key in step.focus:
                assert f'data-explain="{key}"' in svg, (step.id, key, layout)
        assert "On the board: " in run.panel(lambda s: s)


def test_the_tower_fee_step_names_the_fee_in_its_option_and_its_done_line():
    """Lorenzo's rulebook, "Torres": a tower already occupied costs 3 coins more (data.py
    OCCUPIED_TOWER_FEE); the tour's option and its "Done" line say so, as the game panel
    does (labels.action_label with the seat's view)."""
    from engine.lorenzo import data
    run = TourRun("lorenzo", lambda s: s)
    at = next(i for i, step in enumerate(run.steps) if step.id == "tower-fee")
    run.go(at)
    fee = f": {data.OCCUPIED_TOWER_FEE} coins fee"
    option = re.search(r'data-testid="tour-move"[^>]*>([^<]*)<', run.panel(lambda s: s))
    assert option and option.group(1).endswith(fee)
    assert run.play(run.steps[at].move)
    assert re.search(r"Done: [^<]*" + re.escape(fee), run.panel(lambda s: s))
