"""The score chart (engine/scorechart.py): totals over the game from a replayed save, and
the SVG drawn from them (issue 20, "End of the game, and again")."""
import json
import xml.etree.ElementTree as ET

import pytest

from engine import registry, savedoc, scorechart
from engine.__main__ import main, play_random

GAMES = ["plus_ultra", "lorenzo", "nippon", "village"]
NS = "{http://www.w3.org/2000/svg}"


def finished_doc(game_id, players=3, seed=7):
    game = registry.get_game(game_id)
    return game, savedoc.save(play_random(game, players, seed, None))


@pytest.mark.parametrize("game_id", GAMES)
def test_points_are_the_replayed_scores_and_end_on_the_final_scores(game_id):
    game, doc = finished_doc(game_id)
    data = scorechart.progress(doc)
    final = savedoc.load(doc)
    assert data["points"][-1]["totals"] == [x["total"] for x in game.scores(final)]
    assert data["final"] == [x["breakdown"] for x in game.scores(final)]
    assert data["points"][0]["move"] == 0 and data["points"][-1]["move"] == len(doc["actions"])
    moves = [p["move"] for p in data["points"]]
    assert moves == sorted(moves) and len(set(moves)) == len(moves)
    for point in data["points"][1:-1:3]:
        state = savedoc.load(doc, upto=point["move"])
        assert point["totals"] == [x["total"] for x in game.scores(state)]


def test_one_point_per_turn_of_plus_ultra_and_per_round_of_lorenzo():
    """Plus Ultra lasts 7 turns (seed 002, "Fin de la Partida"), Lorenzo 6 rounds (seed 001,
    "Fin del juego"): the start, the end of each but the last, and the final scores."""
    _, doc = finished_doc("plus_ultra")
    assert [p["period"] for p in scorechart.progress(doc)["points"]] == list(range(8))
    _, doc = finished_doc("lorenzo")
    assert [p["period"] for p in scorechart.progress(doc)["points"]] == list(range(7))


def test_during_play_only_public_lines_count():
    """Face-down estates (Plus Ultra's secret line) of other seats stay out of the chart
    until the end, as in the live score table."""
    game = registry.get_game("plus_ultra")
    state = game.new(3, seed=7)
    import random
    rng = random.Random(3)
    while len(state.history) < 150:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    assert not game.is_over(state)
    data = scorechart.progress(savedoc.save(state))
    assert data["points"][-1]["totals"] == [x["total"] for x in game.visible_scores(state, None)]
    assert data["final"] == [x["breakdown"] for x in game.visible_scores(state, None)]


@pytest.mark.parametrize("game_id", GAMES)
def test_chart_svg_is_accessible_and_coloured_by_seat(game_id):
    game, doc = finished_doc(game_id, players=4)
    doc["players"][1]["name"] = 'Ana <b>&"\x07\ud800'
    svg = scorechart.chart(scorechart.progress(doc))
    root = ET.fromstring(svg)
    assert root.get("data-testid") == "score-chart" and root.get("role") == "img"
    assert root.find(NS + "title").text == "Scores over the game"
    desc = root.find(NS + "desc").text
    assert "Ana <b>&\"\ufffd" in desc
    colors = list(game.seat_colors) or list(scorechart.DEFAULT_COLORS)
    lines = [pl for pl in root.iter(NS + "polyline") if pl.get("class") != "casing"]
    assert [pl.get("stroke") for pl in lines] == colors[:4]
    bars = [r for r in root.iter(NS + "rect") if r.get("data-line")]
    assert len(bars) == 4 * len(game.scores(savedoc.load(doc))[0]["breakdown"])
    assert {b.get("fill") for b in bars} == set(colors[:4])


def test_chart_in_spanish_uses_the_catalog():
    _, doc = finished_doc("lorenzo")
    words = {"Scores over the game": "Puntos a lo largo de la partida", "Round": "Ronda"}
    svg = scorechart.chart(scorechart.progress(doc), lambda s: words.get(s, s))
    assert "Puntos a lo largo de la partida" in svg and ">Ronda<" in svg


def test_cli_chart_writes_the_svg(tmp_path, capsys):
    _, doc = finished_doc("village")
    path = tmp_path / "save.json"
    path.write_text(json.dumps(doc))
    out = tmp_path / "chart.svg"
    assert main(["chart", str(path), "-o", str(out)]) == 0
    assert out.read_text() == scorechart.chart(scorechart.progress(doc))
    assert main(["chart", str(path), "--seat", "9"]) == 1
    assert "--seat" in capsys.readouterr().err
