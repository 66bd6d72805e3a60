"""Village's prompts, labels, log lines, board labels and texts quote the rule values the rules
play from data.py, never typed twice (the studio rule "numbers in texts come from data.py").

Each test changes data.py's values to unusual numbers, plays or renders in English and Spanish
and finds them.  Rule sources (seed 004): "Resumen de los privilegios" (stage 3: 1 good of
choice; stage 4: exactly 1 coin for 3 prestige; stage 2: 2 cubes), "Fin de una ronda" 1 (1 coin
per member bought out of the black bag; 4 monks), "Las monedas" (each coin left is 1 prestige),
"Fin de una ronda" 3 (the church majority's 2 prestige), "Bueno" (the well's 3 cubes),
"Iglesia" (1 brown cube or 3 time), "cámara del Consejo" (2 green cubes), "Viajar" (the
cities' rewards).  At the printed values the rules are played in test_village_claims_*.py.
"""
from __future__ import annotations

import dataclasses
import re

import pytest

from engine.i18n import format_event, translator
from engine.village import data, howto, scoring
from engine.village.render import board
from tests.village.vg_helpers import G, decision, legal, play, turn
from tests.helpers import numbers, summary_text

pytest.importorskip("babel")

ODD = {"PRIVILEGE_GOODS": 61, "PRIVILEGE_COINS": 62, "MASS_BUYOUT_COINS": 63,
       "COIN_PRESTIGE": 64, "PRIVILEGE_PRESTIGE": 65, "MAJORITY_PRESTIGE": 66,
       "WELL_CUBES": 67, "CHURCH_BROWN": 68, "CHURCH_TIME": 69, "COUNCIL_GREEN": 70,
       "PRIVILEGE_CUBES": 71, "MONKS": 72, "CITY_PRESTIGE": 73, "CITY_COINS": 74,
       "CITY_CUBES": 75, "MILL_COINS": 76}
LANGS = ["en", "es"]


@pytest.fixture
def odd(monkeypatch):
    for name, value in ODD.items():
        monkeypatch.setattr(data, name, value)


@pytest.mark.parametrize("lang", LANGS)
def test_explanations_and_summary_quote_data(odd, lang):
    _ = translator(lang, "village")
    text = lambda key: G.explain(f"village:{key}", _)  # noqa: E731
    assert 61 in numbers(text("privilege:3")) and 61 in numbers(text("stage:3"))
    assert {62, 65} <= numbers(text("privilege:4"))
    assert {63, 64, 65} <= numbers(text("farm:coins"))
    assert 63 in numbers(text("bag:black"))
    summary = summary_text(howto.summary("standard", _))
    assert {61, 62, 63, 64} <= numbers(summary)


@pytest.mark.parametrize("lang", LANGS)
def test_prompts_and_option_labels_quote_data(odd, lang):
    _ = translator(lang, "village")
    s = turn(church=["orange"], harvest=["orange"])
    s.p(0).cubes["brown"] = 68
    s = play(s, "take church orange", "church 1")
    d = decision(s)
    assert d.prompt == "pay_church"
    assert {68, 69} <= numbers(_(G.prompts[d.prompt]).format(**d.params))
    labels = [G.action_label(o, ["A", "B"], _, None) for o in legal(s)]
    assert any("68" in x for x in labels) and any("69" in x for x in labels)
    green = G.action_label("pay green", ["A", "B"], _, None)
    assert "70" in green, green
    assert "67" in G.action_label("well coins", ["A", "B"], _, None)
    assert "67" in G.action_label("well green", ["A", "B"], _, None)


@pytest.mark.parametrize("lang", LANGS)
def test_the_mass_prompt_and_buyout_follow_data(monkeypatch, lang):
    """"Fin de una ronda" 1: buying a member out costs data.MASS_BUYOUT_COINS, as the prompt
    says."""
    monkeypatch.setattr(data, "MASS_BUYOUT_COINS", 3)
    _ = translator(lang, "village")
    s = turn()                                   # one cube left: the church's orange
    s.p(1).coins = 0
    s.p(0).members[:2] = ["bag", "bag"]
    s.p(0).coins = 4
    s = play(s, "take church orange", "pass")
    d = decision(s)
    assert (d.seat, d.prompt) == (0, "mass_draw")
    assert "3" in _(G.prompts[d.prompt]).format(**d.params)
    s = play(s, "draw 1")
    assert s.p(0).coins == 1 and not any(o.startswith("draw") for o in legal(s))


@pytest.mark.parametrize("lang", LANGS)
def test_the_privileges_play_and_log_data_values(monkeypatch, lang):
    """"Resumen de los privilegios": stage 3 gives data.PRIVILEGE_GOODS goods; stage 4 takes
    data.PRIVILEGE_COINS coins for data.PRIVILEGE_PRESTIGE prestige; the log says so."""
    for name, value in (("PRIVILEGE_GOODS", 2), ("PRIVILEGE_COINS", 2),
                        ("PRIVILEGE_PRESTIGE", 65)):
        monkeypatch.setattr(data, name, value)
    _ = translator(lang, "village")
    s = turn(2, council=["pink"])
    s.p(0).members[0] = "council:3"
    s = play(s, "take council pink", "privilege 3", "good ox")
    assert s.p(0).goods["ox"] == 2
    line = format_event(*s.log[-1], ["A", "B"], _, terms=G.terms)
    assert "2" in line, line
    s = turn(2, council=["pink"])
    s.p(0).members[0], s.p(0).coins = "council:4", 1
    s = play(s, "take council pink")
    assert "privilege 4" not in legal(s)                  # 1 coin is not 2
    s = turn(2, council=["pink"])
    s.p(0).members[0], s.p(0).coins = "council:4", 3
    s = play(s, "take council pink", "privilege 4")
    assert (s.p(0).coins, s.p(0).prestige) == (1, 65)
    line = next(format_event(k, p, ["A", "B"], _, terms=G.terms) for k, p in reversed(s.log)
                if "65" in format_event(k, p, ["A", "B"], _, terms=G.terms))
    assert {2, 65} <= numbers(line)


def test_coins_left_score_coin_prestige(monkeypatch):
    """"Las monedas": each coin left is data.COIN_PRESTIGE prestige at the end."""
    monkeypatch.setattr(data, "COIN_PRESTIGE", 64)
    s = turn()
    s.p(0).coins = 2
    assert scoring.breakdown(s, 0)["coins"] == 128


@pytest.mark.parametrize("lang", LANGS)
def test_board_labels_quote_data(odd, lang):
    """The council's privilege labels, the cities' rewards, the mill and the black bag."""
    s = turn()
    svg = board(G.view(s, 0), legal=G.legal_actions(s), gettext=translator(lang, "village"))
    found = numbers(re.sub(r'="[^"]*"', "", svg))          # the texts, not the attributes
    assert {61, 62, 65, 71, 72, 73, 74, 75, 76} <= found, sorted(found)


@pytest.mark.parametrize("lang", LANGS)
def test_the_council_scroll_price_follows_data(monkeypatch, lang):
    """"cámara del Consejo" a) and b): a move costs data.COUNCIL_SCROLLS scrolls (or the green
    cubes); the explanations, the summary, the tour, the prompt and the option label say it."""
    monkeypatch.setattr(data, "COUNCIL_SCROLLS", 77)
    _ = translator(lang, "village")
    assert 77 in numbers(G.explain("village:space:council", _))
    assert 77 in numbers(G.explain("village:stage:2", _))
    summary = summary_text(howto.summary("standard", _))
    assert 77 in numbers(summary)
    assert 77 in numbers(" ".join(s.text for s in G.tour(_) if s.id == "council"))
    assert "77" in G.action_label("pay scroll", ["A", "B"], _, None)
    s = turn(council=["green"])
    p = s.p(0)
    p.members[0] = "council:1"
    p.goods["scroll"] = 76                            # one short: no scroll payment
    s = play(s, "take council green", "advance 1 1")
    assert "pay scroll" not in legal(s)
    s = turn(council=["green"])
    p = s.p(0)
    p.members[0] = "council:1"
    p.goods["scroll"] = 78
    s = play(s, "take council green", "advance 1 1")
    d = decision(s)
    assert 77 in numbers(_(G.prompts[d.prompt]).format(**d.params))
    s = play(s, "pay scroll")
    assert s.p(0).goods["scroll"] == 1 and s.p(0).at("council:2") == [1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_legends_path_cost_follows_data(monkeypatch, lang):
    """Seed 004, "Viajar": a path from the village costs its time ("2 de tiempo"), a wagon and
    its cubes ("2 cubos marrones o rosas"): the engine charges data.PATHS' values (read once at
    import, travel.py), and the icon legend quotes the first path's, also when they change."""
    path = data.PATHS["p1"]
    s = turn(travel=["brown"])
    s.p(0).cubes["brown"], s.p(0).goods["wagon"], s.p(0).coins = path.cubes - 1, 1, 0
    time = s.p(0).time
    s = play(s, "take travel brown", "travel 1 farm c1")
    p = s.p(0)
    assert (p.time - time, p.goods["wagon"], p.cubes["brown"]) == (path.time, 0, 0)
    shown = dict(G.legend(translator(lang, "village")))
    assert numbers(shown[next(k for k in shown if k.startswith(f"{path.time}t "))]) == {
        path.time, path.cubes}
    monkeypatch.setitem(data.PATHS, "p1", dataclasses.replace(path, time=3, cubes=4))
    shown = dict(G.legend(translator(lang, "village")))
    assert numbers(shown[next(k for k in shown if k.startswith("3t "))]) == {3, 4}
