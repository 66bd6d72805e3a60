"""The score chart's bars read (seen in the end-screen sweep, issue 20): every scoring line's
name is told apart from the others (Nippon's "Bonificaciones de Región" and "Bonificaciones de
Fábricas" were both cut to "Bonificaciones d…"), and the value labels of a line's bars do not
overlap (10 px labels on 9 px bars)."""
import xml.etree.ElementTree as ET
from collections import defaultdict

import pytest

from engine import registry, savedoc, scorechart
from engine.__main__ import play_random
from engine.i18n import translator

NS = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game_id", ["plus_ultra", "lorenzo", "nippon", "village"])
def test_line_names_differ_and_value_labels_do_not_overlap(game_id, lang):
    game = registry.get_game(game_id)
    doc = savedoc.save(play_random(game, 4, 3, None))
    root = ET.fromstring(scorechart.chart(scorechart.progress(doc), translator(lang, game_id)))
    names = defaultdict(list)
    for text in root.iter(f"{NS}text"):
        if text.get("data-line"):
            names[text.get("data-line")].append(text.text)
    shown = [" ".join(parts) for parts in names.values()]
    assert len(set(shown)) == len(shown) == len(game.score_lines or names), shown
    assert all(len(part) <= 17 for parts in names.values() for part in parts)
    values = [t for t in root.iter(f"{NS}text") if t.get("class") == "small"
              and t.get("font-size") == "10"]
    ys = sorted(float(t.get("y")) for t in values)
    assert len(ys) >= 4 * len(names)
    assert all(b - a >= 10 for a, b in zip(ys, ys[1:], strict=False) if b - a < 30), "value labels overlap"
