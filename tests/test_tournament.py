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
    assert out["a"]["seconds_per_decision"] == round(2.0 / 3, 6)
    assert t.wilson(0, 0) == (0.0, 1.0)
    low, high = t.wilson(190, 200)
    assert 0.90 < low < 0.95 < high < 0.98


def test_the_targets_table_reads_the_logs(tmp_path):
    """bench/tournament_table.py: one row per log, "met" when all games are in and the first
    bot's win rate reaches issue 7's target, or earlier when the whole 95% interval of the
    games so far lies above it (below it: "not met"); else "running"."""
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "bench" / "tournament_table.py"
    spec = importlib.util.spec_from_file_location("tournament_table", path)
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    log = tmp_path / "plus_ultra-greedy-random.jsonl"
    t.run("plus_ultra", 2, None, ["greedy", "random"], range(1, 5), log=log)
    done = table.rows(tmp_path, 4)[2]
    wins = t.summarize(list(t.read_log(log).values()), ["greedy", "random"])["greedy"]["wins"]
    assert done.startswith(f"| plus_ultra | greedy vs random | 4 | {wins} |")
    assert done.endswith("| ≥ 0.85 | met |" if wins / 4 >= 0.85 else "| ≥ 0.85 | not met |")
    assert table.rows(tmp_path, 6)[2].endswith("| running (4 of 6) |")
    low, high = t.summarize(list(t.read_log(log).values()), ["greedy", "random"])["greedy"]["ci95"]
    table.TARGETS[("greedy", "random")] = low - 0.01
    assert table.rows(tmp_path, 6)[2].endswith("| met (interval above it at 4 of 6) |")
    table.TARGETS[("greedy", "random")] = min(high + 0.01, 1.0)
    row = table.rows(tmp_path, 6)[2]
    assert row.endswith("| not met (interval below it at 4 of 6) |" if high + 0.01 <= 1.0
                        else "| running (4 of 6) |")


def test_the_targets_table_counts_a_log_from_its_first_seed(tmp_path):
    """bench/tournament_table.py: a run on fresh seeds (issue 31's hard against normal, from
    seed 3001) counts its first ``games`` seeds, and hard's target against normal is 0.60."""
    import importlib.util
    import json
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "bench" / "tournament_table.py"
    spec = importlib.util.spec_from_file_location("tournament_table", path)
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    lines = [{"game": "lorenzo", "variant": "basic", "players": 2, "bots": ["hard", "normal"],
              "seed": seed, "seats": t.seating(["hard", "normal"], 2, seed),
              "totals": [50, 40], "winner": 0, "seconds": [1.0, 1.0], "decisions": [5, 5]}
             for seed in (3001, 3002, 3003, 3005)]
    (tmp_path / "lorenzo-hard-normal.jsonl").write_text(
        "".join(json.dumps(line) + "\n" for line in lines))
    # seat 0 won each game: hard held it in games 3001, 3003 and 3005 (seat-rotated)
    assert table.rows(tmp_path, 4)[2] == ("| lorenzo | hard vs normal | 3 | 2 | 0.667 "
                                          "(0.208–0.939) | ≥ 0.60 | running (3 of 4) |")
    assert table.rows(tmp_path, 5)[2].startswith("| lorenzo | hard vs normal | 4 | 3 |")
