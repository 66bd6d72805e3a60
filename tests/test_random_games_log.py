"""bench/random_games.py's resumable log (issue 17: the 10,000-games run takes many hours, so
it must survive being stopped and be split between processes)."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def bench():
    spec = importlib.util.spec_from_file_location("random_games_bench",
                                                  ROOT / "bench" / "random_games.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def lines(path: Path) -> list[dict]:
    return [json.loads(t) for t in path.read_text(encoding="utf-8").splitlines()]


def test_a_stopped_run_resumes_where_it_stopped_and_shards_split_the_chunks(tmp_path, capsys):
    rg = bench()
    log = tmp_path / "log.jsonl"
    common = ["--game", "nippon", "--chunk", "2", "--log", str(log)]
    assert rg.main([*common, "--to-seed", "2"]) == 0
    first = lines(log)
    assert [(x["players"], x["from"], x["to"], x["games"]) for x in first] == [
        (2, 1, 2, 2), (3, 1, 2, 2), (4, 1, 2, 2)]
    assert all(x["errors"] == 0 and x["actions"] > 0 and x["commit"] for x in first)
    with open(log, "a", encoding="utf-8") as f:      # a killed run's torn last line
        f.write('{"game": "nippon", "vari')
    assert rg.main([*common, "--to-seed", "4", "--shard", "1/2"]) == 0
    again = lines_tolerant(log)
    assert [(x["players"], x["from"]) for x in again[3:]] == [(2, 3), (3, 3), (4, 3)]
    assert rg.main([*common, "--to-seed", "4"]) == 0   # everything done: nothing runs
    assert len(lines_tolerant(log)) == 6
    capsys.readouterr()
    assert rg.main(["--report", str(log)]) == 0
    rows = [json.loads(t) for t in capsys.readouterr().out.splitlines()]
    assert [(r["players"], r["games"]) for r in rows[:-1]] == [(2, 4), (3, 4), (4, 4)]
    assert rows[-1]["total"]["games"] == 12 and rows[-1]["chunks"] == 6


def lines_tolerant(path: Path) -> list[dict]:
    found = []
    for text in path.read_text(encoding="utf-8").splitlines():
        try:
            found.append(json.loads(text))
        except ValueError:
            pass
    return found
