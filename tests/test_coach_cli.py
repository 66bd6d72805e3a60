"""The coach on the command line (issue 31): ``python -m engine coach`` prints the hint at a
position of a save and ``python -m engine review`` the review of a finished one, the same for
the same seed; the save's ``hints`` and ``review`` headers (engine/savedoc.py,
engine/ai/coach.py) are optional and kept."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from engine import savedoc
from engine.__main__ import main
from engine.ai import coach


def _finished(game_id: str = "village", seed: int = 4) -> dict:
    """A finished 2-player game of random moves, seat 1 played by a bot."""
    g = engine.get_game(game_id)
    s, rng = g.new(2, seed=seed, names=["Ana", "Bot"]), random.Random(seed)
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return savedoc.save(s, seats=[{"name": "Ana", "kind": "human"},
                                  {"name": "Bot", "kind": "bot:normal"}])


def _write(tmp_path: Path, doc: dict) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    return path


def _run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_coach_prints_legal_options_best_first_and_the_same_twice(tmp_path, capsys):
    doc = _finished()
    path = _write(tmp_path, doc)
    move = 40
    code, out, err = _run(capsys, "coach", str(path), "--move", str(move), "--json",
                          "--iterations", "30")
    assert code == 0, err
    hint = json.loads(out)
    g = engine.get_game("village")
    state = savedoc.load(doc, upto=move)
    legal = [a.notation for a in g.legal_actions(state)]
    assert hint["move"] == move and hint["seat"] == g.decision(state).seat
    options = hint["options"]
    assert 1 <= len(options) <= 3
    for option in options:
        assert legal[option["index"]] == option["action"]
        assert 0 <= option["win"] <= 1 and option["visits"] > 0
        assert isinstance(option["estimate"], float)
    visits = [o["visits"] for o in options]
    assert visits == sorted(visits, reverse=True)            # the bot's choice first
    assert sum(visits) <= 30
    again = _run(capsys, "coach", str(path), "--move", str(move), "--json", "--iterations", "30")
    assert json.loads(again[1]) == hint
    other = _run(capsys, "coach", str(path), "--move", str(move), "--json", "--iterations",
                 "30", "--seed", "99")
    assert other[0] == 0
    code, text, _ = _run(capsys, "coach", str(path), "--move", str(move), "--iterations", "30")
    assert code == 0 and "1. " in text and "simulations" in text and "points" in text


def test_coach_refuses_a_seat_not_to_move_and_a_finished_game(tmp_path, capsys):
    doc = _finished()
    path = _write(tmp_path, doc)
    g = engine.get_game("village")
    mover = g.decision(savedoc.load(doc, upto=10)).seat
    code, _, err = _run(capsys, "coach", str(path), "--move", "10", "--seat", str(1 - mover))
    assert code == 1 and "not to move" in err
    code, _, err = _run(capsys, "coach", str(path))             # the last position: over
    assert code == 1 and "over" in err
    code, _, err = _run(capsys, "coach", str(path), "--move", "10", "--iterations", "0")
    assert code == 2 and "iterations" in err


def test_review_covers_the_person_and_is_the_same_for_the_same_seed(tmp_path, capsys):
    doc = _finished()
    path = _write(tmp_path, doc)
    code, out, err = _run(capsys, "review", str(path), "--json", "--iterations", "4")
    assert code == 0, err
    review = json.loads(out)
    assert review["version"] == coach.REVIEW_VERSION and review["complete"] is True
    assert review["seats"] == [0] and review["actions"] == len(doc["actions"])
    g = engine.get_game("village")
    states = list(savedoc.iter_states(doc))
    choices = [k for k in range(len(doc["actions"]))
               if g.decision(states[k]).seat == 0 and len(g.legal_actions(states[k])) > 1]
    assert [d["move"] for d in review["decisions"]] == choices   # forced moves skipped
    for d in review["decisions"]:
        assert d["seat"] == 0 and d["played"]["action"] == doc["actions"][d["move"]]
        assert d["loss"] >= 0
        if d["played"]["action"] == d["best"]["action"]:
            assert d["loss"] == 0
    costly = review["costly"][0]
    assert len(costly) <= 3 and review["costly"][1] == []
    assert [d["loss"] for d in costly] == sorted((d["loss"] for d in costly), reverse=True)
    assert all(d["loss"] > 0 and d["best"]["visits"] >= review["mark_visits"] for d in costly)
    assert review["mark_visits"] == coach.MARK_VISITS
    backed = [d["loss"] for d in review["decisions"] if d["best"]["visits"] >= coach.MARK_VISITS]
    assert not costly or costly[0]["loss"] == max(backed)
    winner = g.ranking(states[-1])[0]
    for seat in (0, 1):                                  # both seats' chances, then the result
        curve = review["curves"][seat]
        assert all(0 <= w <= 1 for _, w in curve)
        assert curve[-1] == [len(doc["actions"]), 1.0 if seat == winner else 0.0]
    again = _run(capsys, "review", str(path), "--json", "--iterations", "4")
    assert json.loads(again[1]) == review
    code, text, _ = _run(capsys, "review", str(path), "--iterations", "4")
    assert code == 0 and "Ana: hints taken 0" in text


def test_a_stored_review_is_not_computed_again(tmp_path, capsys, monkeypatch):
    doc = _finished()
    g = engine.get_game("village")
    made = coach.review(g, doc, seed=doc["seed"], iterations=3)
    coach.store_review(doc, made)
    assert coach.stored_review(doc) == made
    path = _write(tmp_path, doc)

    def refuse(*args, **kwargs):
        raise AssertionError("the stored review was computed again")
    monkeypatch.setattr(coach, "review", refuse)
    code, out, err = _run(capsys, "review", str(path), "--json", "--iterations", "3")
    assert code == 0, err
    assert json.loads(out) == made
    assert coach.stored_review({**doc, "actions": doc["actions"][:-1]}) is None
    assert coach.stored_review({**doc, "review": {**made, "version": 0}}) is None
    assert coach.stored_review({**doc, "review": "forged"}) is None


def test_a_stopped_review_is_partial_and_cannot_be_stored():
    doc = _finished()
    g = engine.get_game("village")
    seen = []
    partial = coach.review(g, doc, seed=1, iterations=2, progress=lambda d, t: seen.append(d),
                           should_stop=lambda: len(seen) >= 3)
    assert seen == [1, 2, 3] and partial["complete"] is False
    assert len(partial["decisions"]) == 3
    with pytest.raises(ValueError):
        coach.store_review(doc, partial)


def test_hints_are_counted_per_seat_and_kept_by_save():
    doc = _finished()
    old = json.loads(json.dumps(doc))
    assert savedoc.hints_taken(doc) == [0, 0]
    state = savedoc.load(doc)
    assert savedoc.save(state, seats=doc["players"], keep=doc) == old   # unchanged without
    savedoc.count_hint(doc, 0)
    savedoc.count_hint(doc, 0)
    savedoc.count_hint(doc, 1)
    assert doc["hints"] == [2, 1] and savedoc.hints_taken(doc) == [2, 1]
    again = savedoc.save(state, seats=doc["players"], keep=doc)
    assert again["hints"] == [2, 1] and "review" not in again
    assert savedoc.read(json.dumps(again)) == again                     # a valid save
    with pytest.raises(ValueError):
        savedoc.count_hint(doc, 2)
    for forged in ("many", [1], [-1, 0], [True, 0], None):
        assert savedoc.hints_taken({**doc, "hints": forged}) == [0, 0]
