"""The embed's caption and screen-reader summary (web/embed_text.py): issue 29 D11 (captions
that went stale: the last log line instead of the move shown) and issue 32 item 4 (a
described board)."""
from __future__ import annotations

import random

import engine
from engine import share
from engine.i18n import format_event, translator

import embed_text
import replay
from viewer import Viewer

PU = engine.get_game("plus_ultra")
_ = translator("en")


def _draft_doc() -> dict:
    """The review's D11 game: Plus Ultra, 3 players, seed 101, three character picks (seed
    000 "Fase de draft": the picks stay secret until all have chosen)."""
    state = PU.new(3, seed=101)
    for _n in range(3):
        state = PU.apply(state, PU.legal_actions(state)[0])
    return engine.save(state)


def test_a_recorded_move_is_captioned_by_itself_not_by_an_older_log_line():
    v = Viewer(_draft_doc(), move=2)
    entries = replay.moves(v.recorded, v.game, None, _)
    text = embed_text.caption(v, None, entries, _)
    assert text == "Player 1 chose a character"              # move 2: seat 0's secret pick
    stale = v.state.log[-1]
    assert format_event(stale[0], stale[1], v.state.names, _, PU.terms) == "the war level is 5"
    assert "war level" not in text


def test_a_position_link_and_play_from_here_say_who_is_to_play_then_the_readers_move():
    doc = _draft_doc()
    link = share.parse_fragment(share.make_fragment(doc, move=2, rng=random.Random(1)))
    v = Viewer(link["doc"])
    assert v.total == 0
    assert embed_text.caption(v, None, None, _) == \
        "Player 2 to play: Choose a character (secret until all have chosen)."
    assert embed_text.caption(v, None, None, _, playing=True).startswith("Player 2 to play")
    v.play(str(v.game.legal_actions(v.state)[0]))
    assert embed_text.caption(v, None, None, _, playing=True) == "Player 2 chose a character"


def test_every_recorded_move_of_every_game_has_its_own_caption():
    """Inside a Lorenzo placement (a host's goto to its first action) the action itself."""
    for game_id in ("lorenzo", "nippon", "village", "plus_ultra"):
        game = engine.get_game(game_id)
        state, rng = game.new(3, seed=7), random.Random(7)
        for _n in range(40):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        v = Viewer(engine.save(state))
        entries = replay.moves(v.recorded, game, 1, _)
        ends = {e["move"] for e in entries}
        for move in range(1, 41):
            v.goto(move)
            text = embed_text.caption(v, 1, entries, _)
            assert text and text[0] == text[0].upper(), (game_id, move, text)
            if move in ends:
                assert text == next(e["text"] for e in entries if e["move"] == move)


def test_the_board_summary_reads_the_caption_the_turn_and_the_boards_own_text():
    v = Viewer(_draft_doc(), move=0)
    es = translator("es", "plus_ultra")
    for gettext in (_, es):
        caption = embed_text.caption(v, None, None, gettext)
        summary = embed_text.board_summary(PU, v.state, caption, "Plus Ultra · Turn 1", gettext)
        lines = summary.split("\n")
        assert lines[0] == caption and lines[-1] == "Plus Ultra · Turn 1"
        assert embed_text.to_play(PU, v.state, gettext) in summary
