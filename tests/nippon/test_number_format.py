"""One number format in Nippon's Spanish (review 2026-11-28 TN6, issue 27 item 4): the
explanations wrote "6.000 yenes" in their msgstr while How to play and the tour wrote "6000
yenes" (engine.i18n.format_number, CLDR: Spanish groups only from 5 digits on).  Every Yen
amount of the teaching texts is now a placeholder filled by format_number, and the catalog's
own numbers follow the same rule."""
from __future__ import annotations

import re

import engine
from engine.i18n import format_number, translator
from engine.nippon import data
from engine.nippon.explain import explain
from tests.nippon.np_helpers import G, new

GROUPED_4 = re.compile(r"(?<![\d.,])\d[.,]\d{3}(?![\d.,])")     # "6.000" / "6,000"
UNGROUPED_5 = re.compile(r"(?<![\d.,])\d{5,}(?![\d.,])")         # "12000"


def _keys(view) -> list[str]:
    keys = [f"nippon:action:{a}" for a in data.ACTIONS]
    keys += [f"nippon:factory:{f}" for f in data.FACTORIES]
    keys += [f"nippon:achievement:{a}" for a in data.ACHIEVEMENT_IDS]
    keys += [f"nippon:reward:{m}x-{b}" for m in data.REWARD_MULTIPLIERS
             for b in data.REWARD_BONUSES]
    keys += [f"nippon:region:{r}" for r in data.REGION_IDS]
    keys += [f"nippon:contract:{c}" for c in data.CONTRACTS]
    keys += [f"nippon:track:{t}:0" for t in data.TRACKS]
    keys += [f"nippon:zone:{z}" for z in ("actions", "rows-track", "supply", "rewards", "player",
                                          "influence", "workers", "influence-hand", "ships",
                                          "trains")]
    return keys


def _spanish_texts() -> list[str]:
    es = translator("es", "nippon")
    game = engine.get_game("nippon")
    s = new(4)
    s.p(0).money = 4
    view = G.view(s)
    texts = [explain(k, es, view) for k in _keys(view)]
    texts += [p for section in game.rules_summary("standard", es) for p in section.paragraphs]
    texts += [t for step in game.tour(es) for t in (step.text, step.after)]
    texts += [es(m) for m in __import__("engine.nippon.text", fromlist=["PROMPTS"])
              .PROMPTS.values()]
    return texts


def test_spanish_teaching_texts_write_numbers_as_format_number_does():
    """Review TN6: 4-digit amounts ungrouped (6000), 5 digits and more grouped (12.000)."""
    es = translator("es", "nippon")
    assert (format_number(6000, es), format_number(12000, es)) == ("6000", "12.000")
    for text in _spanish_texts():
        assert not GROUPED_4.search(text), text
        assert not UNGROUPED_5.search(text), text


def test_the_same_amount_reads_the_same_in_how_to_play_and_the_invest_popover():
    """Review TN6: "compare the popover of Invest with How to play"."""
    es = translator("es", "nippon")
    cost = format_number(data.FACTORY_COST, es)
    howto = " ".join(p for s in engine.get_game("nippon").rules_summary("standard", es)
                     for p in s.paragraphs)
    assert f"{cost} yenes" in howto and f"{cost} yenes" in explain("nippon:action:invest", es)
