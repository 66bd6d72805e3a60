"""The Spanish catalog uses the rulebook's words (seed 001_edd640461a1660f5.txt; rules review
2026-11-28, LZ-T2 and LZ-T3, issue 27 item 4)."""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from engine.i18n import translator
from engine.lorenzo import data

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT.parent / "shared" / "rules" / "seeds" / "001_edd640461a1660f5.txt"


def _spanish_texts() -> list[str]:
    with open(ROOT / "engine" / "locale" / "es" / "LC_MESSAGES" / "lorenzo.po", "rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [s for s in strings if s]
    return out


def test_forest_of_the_harvest_example_is_the_bosque():
    """Seed 001, "Activando efectos permanentes": the Harvest example's "3 maderas del bosque"
    is the card of value 5 giving 3 wood, Forest (#5): Spanish "Bosque"; Woods (#2) has
    another name (review LZ-T2)."""
    _ = translator("es", "lorenzo")
    forest = data.CARDS["forest"]
    assert (forest.number, forest.value, forest.permanent) == (5, 5, (("gain", (("wood", 3),)),))
    assert _("Forest") == "Bosque"
    assert _("Woods") not in ("Bosque", "Floresta", "Woods")
    if SEED.exists():
        assert "maderas del bosque" in SEED.read_text(encoding="utf-8")


def test_the_personal_bonus_tile_is_a_ficha_everywhere():
    """Seed 001 calls it "ficha de bonificación personal"; no Spanish text says "loseta de
    bonificación" (review LZ-T3)."""
    texts = _spanish_texts()
    assert not [t for t in texts if re.search(r"losetas? de bonificaci", t, re.IGNORECASE)]
    assert any("ficha de bonificación personal" in t for t in texts)


def test_no_spanish_or_english_text_counts_one_with_a_plural():
    """Issue 27 item 4: no "1 <plural>" in Lorenzo's texts ("1 military points", "1
    faith points", "1 servants"...); a count of one reads in the singular."""
    plurals = ("wood", "stones", "servants", "coins", "military points", "faith points",
               "victory points", "cards", "steps", "kinds", "players")
    with open(ROOT / "engine" / "locale" / "es" / "LC_MESSAGES" / "lorenzo.po", "rb") as f:
        catalog = read_po(f)
    english = [m.id for m in catalog if isinstance(m.id, str)]
    bad = [t for t in english if re.search(r"(?<![\d.,{])1 (" + "|".join(
        p for p in plurals if p != "wood") + r")\b", t)]
    spanish = [t for t in _spanish_texts() if re.search(
        r"(?<![\d.,{])1 (maderas|piedras|sirvientes|monedas|puntos|cartas|jugadores)\b", t)]
    assert bad == [] and spanish == []


def test_no_shown_text_counts_one_with_a_plural():
    """Issue 27 item 4: every explanation, rules summary paragraph and tour text, in English and
    Spanish, writes a count of one in the singular (the Support to the Bishop's "End of the
    game: 1 victory points" did not)."""
    import engine
    game = engine.get_game("lorenzo")
    keys = ([f"lorenzo:card:{k}" for k in data.CARDS] + [f"lorenzo:leader:{k}" for k in data.LEADER]
            + [f"lorenzo:tile:{k}" for k in data.BONUS_TILES]
            + [f"lorenzo:excommunication:{k}" for k in data.EXCOMMUNICATION]
            + [f"lorenzo:space:{t}-{f}" for t in data.TYPES for f in range(1, 5)]
            + [f"lorenzo:space:market-{i}" for i in range(1, 5)]
            + [f"lorenzo:space:{a}-{i}" for a in ("harvest", "production") for i in (1, 2)]
            + ["lorenzo:space:council", "lorenzo:leader:hidden"]
            + [f"lorenzo:tower:{t}" for t in data.TYPES])
    one = re.compile(r"(?<![\d.,])\b1 (coins|servants|stones|military points|faith points|"
                     r"victory points|cards|monedas|sirvientes|piedras|maderas|puntos|cartas|"
                     r"privilegios)\b")
    bad = []
    for lang in ("en", "es"):
        _ = translator(lang, "lorenzo")
        texts = [game.explain(k, _, None) for k in keys]
        texts += [p for v in ("basic", "advanced") for s in game.rules_summary(v, _)
                  for p in s.paragraphs]
        texts += [t for step in game.tour(_) for t in (step.text, step.after)]
        bad += [t for t in texts if one.search(t)]
    assert bad == []
