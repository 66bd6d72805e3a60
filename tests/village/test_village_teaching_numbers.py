"""The numbers Village's teaching texts quote are read from data.py, never typed twice (issue
27): changing a value in data.py changes every text that quotes it."""
from __future__ import annotations

import pytest

from engine.i18n import translator
from engine.village import data
from engine.village import tour as village_tour
from tests.village.vg_helpers import G

EN = translator("en", "village")


@pytest.fixture
def odd_values(monkeypatch):
    """Values no rule prints, so a text quoting them can only have read them from data.py."""
    for name, value in (("PLAGUE_TIME", 97), ("HARVEST_BASE", 91), ("GRAIN_CAP", 89),
                        ("MILL_TIME", 83), ("CHURCH_TIME", 79), ("COUNCIL_GREEN", 73),
                        ("PRIVILEGE_PRESTIGE", 71), ("PRIVILEGE_CUBES", 67),
                        ("CITY_PRESTIGE", 61), ("MASS_DRAW", 59), ("MAJORITY_PRESTIGE", 53)):
        monkeypatch.setattr(data, name, value)
    monkeypatch.setattr(data, "MARKET_EXTRA", {"green": 47, "time": 43})
    monkeypatch.setattr(data, "TRAVEL_POINTS", (0, 41, 42, 43, 44, 45, 46))


def test_explanations_quote_data(odd_values):
    text = lambda key: G.explain(f"village:{key}", EN)  # noqa: E731
    assert "costs 97 time" in text("cube:black") and "97 time" in text("farm:life")
    assert "take 91 grain" in text("space:harvest") and "at most 89 grain" in text("space:harvest")
    assert "83 time" in text("space:crafts") and "79 time" in text("space:church")
    assert "paying 47 green cube and 43 time" in text("space:market")
    assert "73 green cubes" in text("good:scroll") and "71 prestige" in text("privilege:4")
    assert "67 influence cubes" in text("privilege:2") and "61 prestige" in text("city:c1")
    assert "41, 42, 43, 44, 45, 46" in text("space:travel")
    assert "gain 53 prestige" in text("window:2")


def test_tour_texts_quote_data(odd_values):
    words = village_tour.numbers(EN)
    assert (words["plague_time"], words["mass_draw"], words["majority"]) == (97, 59, 53)
    assert words["travel_points"] == "41, 42, 43, 44, 45 or 46"
    texts = {s.id: s.text + " " + s.after for s in G.tour(EN)}
    assert "loses 97 time" in texts["plague"] and "59 pieces" in texts["church"]
    assert "paying 47 green cube and 43 time" in texts["market"]
