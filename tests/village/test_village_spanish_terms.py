"""The Spanish texts use the rulebook's words (seed 004_097ee86c06bfb6e7.txt; review TV5 of
rules-review-nippon-village-2026-11-28)."""
from __future__ import annotations

import re

from engine.i18n import translator
from tests.village.vg_helpers import G, data

ES = translator("es", "village")


def test_the_chronicles_travel_category_is_the_rulebooks_noun_viajes():
    """Seed 004, "Cubos de influencia y cubos de plaga": the category is "viajes", the action
    "Viajar"."""
    assert G.explain("village:chronicle:travel", ES).splitlines()[0] == \
        "Crónica del pueblo: viajes"
    titles = {G.explain(f"village:chronicle:{c}", ES).splitlines()[0] for c in data.CATEGORIES}
    assert len(titles) == len(data.CATEGORIES) and not any("{" in t for t in titles)


def test_time_is_always_written_de_tiempo():
    """One wording for an amount of time: "1 de tiempo", never "1 tiempo"."""
    texts = [G.explain(f"village:{key}", ES) or "" for key in
             [f"space:{s}" for s in data.SPACES + ("well",)]
             + [f"stage:{n}" for n in range(1, data.COUNCIL_STAGES + 1)]]
    texts += [p for section in G.rules_summary("standard", ES) for p in section.paragraphs]
    texts += [t for step in G.tour(ES) for t in (step.text, step.after)]
    bad = [t for t in texts if re.search(r"\d tiempo", t)]
    assert not bad
