"""Issue 7, item 4: tournaments are seat-rotated games named by their seed, so a run split
into chunks, spread over processes or resumed from its log plays the same games."""
from __future__ import annotations

import json

from engine.ai import tournament as t


def test_seats_rotate_with_the_seed():
    assert t.seating(["mcts", "greedy"], 2, 1) == ["mcts", "greedy"]
    assert t.seating(["mcts", "greedy"], 2, 2) == ["greedy", "mcts"]
    assert t.seating(["a", "b", "c"], 2, 3) == ["c", "a"]


def test_chunks_processes_and_a_resumed_log_give_the_same_games(tmp_path):
    bots = ["greedy", "random"]
    whole = t.run("plus_ultra", 2, None, bots, range(3, 7))
    log = tmp_path / "games.jsonl"
    t.run("plus_ultra", 2, None, bots, range(3, 5), log=log)
    log.write_text(log.read_text() + '{"torn')              # a run cut off mid-line
    resumed = t.run("plus_ultra", 2, None, bots, range(3, 7), jobs=2, log=log)
    assert resumed["played"] == 2 and whole["played"] == 4
    for name in bots:
        for key in ("games", "wins", "mean_score"):
            assert resumed["bots"][name][key] == whole["bots"][name][key]
    records = [json.loads(line) for line in log.read_text().splitlines()[:2]]
    assert [r["seed"] for r in records] == [3, 4]
    assert sorted(t.read_log(log)) == [("plus_ultra", "reglamento", 2, ("greedy", "random"), s)
                                       for s in range(3, 7)]


def test_summary_counts_wins_per_level_and_wilson_interval():
    records = [{"seats": ["a", "b"], "winner": 0, "totals": [10, 4], "seconds": [1.0, 2.0],
                "decisions": [2, 4]},
               {"seats": ["b", "a"], "winner": 0, "totals": [7, 3], "seconds": [1.0, 1.0],
                "decisions": [1, 1]}]
    out = t.summarize(records, ["a", "b"])
    assert out["a"]["wins"] == 1 and out["b"]["wins"] == 1 and out["a"]["games"] == 2
    assert out["a"]["mean_score"] == 6.5 and out["b"]["mean_score"] == 5.5
    assert out["a"]["seconds_per_decision"] == round(2.0 / 3, 4)
    assert t.wilson(0, 0) == (0.0, 1.0)
    low, high = t.wilson(190, 200)
    assert 0.90 < low < 0.95 < high < 0.98
