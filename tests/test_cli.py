"""The command line of DESIGN.md: ``python -m engine simulate`` prints one JSON object and exits
non-zero on errors; ``validate``, ``replay`` and ``render`` read an exported save."""
from __future__ import annotations

import json
import random
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_simulate_prints_one_json_object():
    out = run("simulate", "plus_ultra", "--players", "3", "--games", "4", "--seed", "11")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["games"] == 4 and result["errors"] == 0
    assert result["mean_actions"] > 100 and result["max_score"] >= result["mean_score"] > 0
    assert {"seconds", "players", "game"} <= set(result)


def test_simulate_plays_a_named_variant():
    out = run("simulate", "plus_ultra", "--variant", "early", "--players", "4", "--games", "3",
              "--seed", "1")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["variant"] == "early" and result["games"] == 3 and result["errors"] == 0
    bad = run("simulate", "plus_ultra", "--variant", "no_such_variant", "--games", "1")
    assert bad.returncode != 0 and "unknown variant" in bad.stderr


def test_simulate_rejects_an_unknown_game():
    out = run("simulate", "no_such_game", "--games", "1")
    assert out.returncode != 0 and "unknown game" in out.stderr


def _save(tmp_path: Path) -> Path:
    g = engine.get_game("plus_ultra")
    s, rng = g.new(2, seed=3, names=["Ana", "Bruno"]), random.Random(3)
    for _ in range(60):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    path = tmp_path / "save.json"
    path.write_text(json.dumps(engine.save(s)))
    return path


def test_validate_replay_and_render_a_save(tmp_path):
    path = _save(tmp_path)
    out = run("validate", str(path))
    assert out.returncode == 0 and json.loads(out.stdout)["actions"] == 60
    out = run("replay", str(path))
    assert out.returncode == 0 and "Ana" in out.stdout and "turn 1 begins" in out.stdout
    svg = tmp_path / "board.svg"
    out = run("render", str(path), "--move", "30", "-o", str(svg))
    assert out.returncode == 0, out.stderr
    root = ET.parse(svg).getroot()
    assert root.get("data-game") == "plus_ultra"


def test_validate_reports_a_broken_save(tmp_path):
    path = _save(tmp_path)
    doc = json.loads(path.read_text())
    doc["actions"][5] = "act nobody 9"
    path.write_text(json.dumps(doc))
    out = run("validate", str(path))
    assert out.returncode == 1 and "action 6" in out.stderr


def test_tournament_prints_win_rates_with_intervals():
    """Issue 7: `tournament` plays seat-rotated games and prints one JSON object."""
    out = run("tournament", "plus_ultra", "--players", "2", "--bots", "greedy,random",
              "--games", "4", "--seed", "3")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    bots = result["bots"]
    assert set(bots) == {"greedy", "random"} and result["games"] == 4
    assert bots["greedy"]["wins"] + bots["random"]["wins"] == 4
    for stats in bots.values():
        low, high = stats["ci95"]
        assert 0 <= low <= stats["win_rate"] <= high <= 1
        assert stats["seconds_per_decision"] > 0 and stats["games"] == 4


@pytest.mark.parametrize("game_id", [info["id"] for info in engine.games()])
def test_render_draws_valid_svg_of_a_mid_game_position_of_every_game(tmp_path, game_id):
    """Issue 8, acceptance: `render` produces valid SVG (parsed by an XML parser) for a
    mid-game position of every game on the shelf."""
    game = engine.get_game(game_id)
    state, rng = game.new(3, seed=4), random.Random(4)
    for _ in range(80):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    path = tmp_path / "save.json"
    path.write_text(json.dumps(engine.save(state)))
    out = run("render", str(path), "--move", "60", "--seat", "1")
    assert out.returncode == 0, out.stderr
    root = ET.fromstring(out.stdout)
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("data-game") == game_id


# -- bad input (issue 17; reliability review 2026-11-24, task 1) ------------------------------
HOSTILE = ["Ana\x00\x07\x1b", "Bo\ud800b"]


def _hostile_save(tmp_path: Path, game_id: str) -> Path:
    g = engine.get_game(game_id)
    s, rng = g.new(2, seed=13, names=HOSTILE), random.Random(13)
    for _ in range(25):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    path = tmp_path / f"{game_id}.json"
    path.write_text(json.dumps(engine.save(s)))            # ASCII, \u escapes
    return path


@pytest.mark.parametrize("game_id", [info["id"] for info in engine.games()])
def test_render_writes_well_formed_svg_for_names_with_controls_and_surrogates(tmp_path, game_id):
    """Corpus 27b/27d (D-9, D-10): NUL/BEL/ESC gave an SVG that is not XML (exit 0); a lone
    surrogate gave exit 2 and a 0-byte file; ``replay`` printed part of the log, then failed."""
    path = _hostile_save(tmp_path, game_id)
    assert run("validate", str(path)).returncode == 0
    svg = tmp_path / "board.svg"
    out = run("render", str(path), "-o", str(svg))
    assert out.returncode == 0, out.stderr
    assert ET.parse(svg).getroot().get("data-game") == game_id
    out = subprocess.run([sys.executable, "-m", "engine", "render", str(path)], cwd=ROOT,
                         capture_output=True, timeout=300)
    assert out.returncode == 0 and ET.fromstring(out.stdout).get("data-game") == game_id
    out = run("replay", str(path))
    assert out.returncode == 0 and "Traceback" not in out.stderr and out.stdout.count("\n") > 5


def test_a_failed_render_leaves_no_file_and_keeps_an_old_one(tmp_path):
    path = _save(tmp_path)
    svg = tmp_path / "board.svg"
    out = run("render", str(path), "--seat", "7", "-o", str(svg))
    assert out.returncode == 1 and "--seat" in out.stderr and "Traceback" not in out.stderr
    assert not svg.exists() and [p.name for p in tmp_path.iterdir()] == ["save.json"]
    svg.write_text("old board")
    doc = json.loads(path.read_text())
    path.write_text(json.dumps({**doc, "seed": None}))
    out = run("render", str(path), "-o", str(svg))
    assert out.returncode == 1 and "no seed" in out.stderr
    assert svg.read_text() == "old board" and len(list(tmp_path.iterdir())) == 2


def _variants(tmp_path: Path) -> dict[str, bytes]:
    """Bad files of the review's corpus, made from a real save."""
    text = _save(tmp_path).read_text()
    doc = json.loads(text)
    return {
        "nested_100k": b"[" * 100_000 + b"]" * 100_000,                         # 29
        "nested_in_save": (text[:-1] + ', "x": ' + '{"a":' * 100_000 + "1" + "}" * 100_000
                           + "}").encode(),                                       # 29b
        "seed_5000_digits": json.dumps({**doc, "seed": 0}).replace(
            '"seed": 0', '"seed": ' + "9" * 5001).encode(),                       # 15b
        "seed_true": json.dumps({**doc, "seed": True}).encode(),                  # 16d
        "seed_null": json.dumps({**doc, "seed": None, "actions": []}).encode(),   # 16f
        "version_true": json.dumps({**doc, "version": True}).encode(),            # 09b
        "name_object": json.dumps({**doc, "players": [{"name": {"first": "Ana"}},
                                                      *doc["players"][1:]]}).encode(),  # 27c
        "utf16": text.encode("utf-16"),                                           # 32
        "long_token": json.dumps({**doc, "actions": doc["actions"][:3]
                                  + ["act " + "x" * 100_000]}).encode(),          # 37
        "truncated": text[:len(text) // 2].encode(),                              # 01
    }


def test_bad_files_give_one_short_line_and_exit_1(tmp_path):
    for case, data in _variants(tmp_path).items():
        path = tmp_path / f"{case}.json"
        path.write_bytes(data)
        for command in ("validate", "replay", "render"):
            out = run(command, str(path))
            assert out.returncode == 1, (case, command, out.stderr[-300:])
            assert "Traceback" not in out.stderr and out.stdout == "", (case, command)
            assert out.stderr.startswith("invalid save: ") and out.stderr.count("\n") == 1
            assert len(out.stderr) < 500, (case, command)
    assert run("validate", str(tmp_path / "missing.json")).returncode == 1
    assert run("validate", str(tmp_path)).returncode == 1


def test_a_save_with_a_bom_is_read_as_the_app_reads_it(tmp_path):
    """Corpus 31 (risk): the CLI refused a UTF-8 BOM that the app accepted."""
    path = _save(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    out = run("validate", str(path))
    assert out.returncode == 0 and json.loads(out.stdout)["actions"] == 60
