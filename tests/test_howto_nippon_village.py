"""Nippon's and Village's rules summaries (issue 21, "A rules summary per game";
``Game.rules_summary``, engine/nippon/howto.py, engine/village/howto.py).

Each summary has a goal, the turn, each phase, scoring and the end, as sections whose source
cites a heading that really is a heading line of the named seed file; every title and paragraph
goes through gettext and is translated to Spanish (the marking gettext of
test_i18n_complete.py); the numbers quoted are the engine's data and, where the rulebook prints
them, the rulebook's.  The checks read the compiled catalogs: run ``python build.py i18n``
first.
"""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

import pytest
from tests.test_i18n_complete import ENGLISH_NUMBER, WORD, Marking, outside_marks, translated

import engine
from engine.i18n import format_number, translator
from engine.nippon import data as nippon
from engine.village import data as village

pytest.importorskip("babel")

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("nippon", "village")
SEED = {"nippon": "003", "village": "004"}
SOURCE = re.compile(r"^seed (\d{3}) § (.+)$")


def seeds_folder() -> Path | None:
    """The Spanish rulebooks (shared/rules/seeds beside the repository or its worktree)."""
    candidates = [os.environ.get("RULES_SEEDS", ""), ROOT.parent / "shared/rules/seeds",
                  ROOT.parents[1] / "shared/rules/seeds"]
    return next((Path(c) for c in candidates if c and Path(c).is_dir()), None)


@lru_cache(maxsize=None)
def seed_lines(number: str) -> frozenset[str]:
    """The stripped lines of seed ``number``'s file (its headings are whole lines)."""
    folder = seeds_folder()
    if folder is None:
        pytest.skip("the rulebook seeds (shared/rules/seeds) are not on this machine")
    (path,) = folder.glob(f"{number}_*.txt")
    return frozenset(line.strip() for line in path.read_text(encoding="utf-8").splitlines())


def summary(game_id: str, _=None) -> list:
    return engine.get_game(game_id).rules_summary(None, _)


def text_of(game_id: str, heading: str, _=None) -> str:
    """All paragraphs of the sections citing ``heading``, as one English (or ``_``) text."""
    found = [" ".join(s.paragraphs).replace("\u00a0", " ")      # no-break spaces in tables
             for s in summary(game_id, _) if s.source.endswith(heading)]
    assert found, f"{game_id}: no section cites {heading!r}"
    return " ".join(found)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_source_is_a_heading_of_its_seed(game_id):
    sections = summary(game_id)
    assert 8 <= len(sections) <= 12, len(sections)
    for section in sections:
        match = SOURCE.match(section.source)
        assert match, section.source
        number, heading = match.groups()
        assert number == SEED[game_id], section.source
        assert heading in seed_lines(number), f"{section.title}: no heading {heading!r}"
        assert section.title.strip() and 2 <= len(section.paragraphs) <= 5, section.title
        assert all(p.strip() and "{" not in p for p in section.paragraphs), section.title


REQUIRED = {
    "nippon": {"goal": "Como se Juega", "turn": "I. Lleve un trabajador",
               "actions": "A. Invierta en una nueva industria", "market": "I. Mercado local",
               "consolidation": "II. Consolidar", "scoring and end": "Fin del juego"},
    "village": {"goal": "Objeto del juego", "turn": "Tomando tu turno",
                "market day": "Mercado", "council": "cámara del Consejo",
                "death and the chronicle": "Fallece un familiar", "travel": "Viajar",
                "church and mass": "Fin de una ronda", "end": "Fin del juego",
                "scoring": "Puntuación final"},
}
"""The parts every summary has (issue 21: the goal, a turn, each phase, scoring), by the seed
heading the part's section cites."""


@pytest.mark.parametrize("game_id", GAMES)
def test_the_goal_the_turn_each_phase_and_scoring_have_a_section(game_id):
    cited = [SOURCE.match(s.source).group(2) for s in summary(game_id)]
    missing = {part: h for part, h in REQUIRED[game_id].items() if h not in cited}
    assert not missing, missing
    assert cited[0] == REQUIRED[game_id]["goal"]         # the goal comes first
    titles = [s.title for s in summary(game_id)]
    assert titles[0] == "Goal of the game" and "Setup" in titles
    assert len(set(titles)) == len(titles)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_goes_through_gettext_and_is_translated(game_id, lang):
    marking = Marking(lang, game_id)
    marking.where = f"{game_id} rules summary"
    trouble = []
    for section in summary(game_id, marking):
        for text in (section.title, *section.paragraphs):
            words = [w for w in re.findall(WORD, outside_marks(text))
                     if not translated(marking, w)]
            if words:
                trouble.append(f"{section.source}: words without gettext {words}")
            plain = text.replace("\ue000", "").replace("\ue001", "")
            if lang == "es" and ENGLISH_NUMBER.search(plain):
                trouble.append(f"{section.source}: English number in {plain!r}")
    trouble += [f"{m!r}: {why}" for m, why in marking.missing.items()]
    assert not trouble, "\n".join(trouble[:30])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_spanish_summary_differs_from_the_english_one(game_id):
    english, spanish = summary(game_id), summary(game_id, translator("es", game_id))
    assert [s.source for s in english] == [s.source for s in spanish]
    for en, es in zip(english, spanish, strict=False):
        assert es.title != en.title, en.title
        for p_en, p_es in zip(en.paragraphs, es.paragraphs, strict=False):
            assert p_es != p_en, p_en


def yen(n: int) -> str:
    return f"{format_number(n)} Yen"


def test_nippon_quotes_the_engines_costs_and_points():
    """Seed 003 prints these: a factory 6,000 Yen and knowledge 2/4/6 ("Invierta en una nueva
    industria"), machinery 5,000 ("Maquinaria"), steps 1,000/3,000/6,000 ("Conocimiento",
    "Minas"), trains and ships 5,000, wages 3,000 a colour or 2 VP ("Mano de obra"), a start of
    12,000 Yen and 10–13 VP ("Preparar"); the region VP are data.py's (partly assumed, P6)."""
    assert (nippon.FACTORY_COST, nippon.MACHINE_COST, nippon.TRANSPORT_COST) == (6000, 5000, 5000)
    assert nippon.STEP_COSTS == {1: 1000, 2: 3000, 3: 6000}
    factories = text_of("nippon", "A. Invierta en una nueva industria")
    assert f"build 1 factory for {yen(nippon.FACTORY_COST)}" in factories
    assert "needs knowledge 2 / 4 / 6" in factories
    assert f"upgrades, {yen(nippon.MACHINE_COST)} each" in factories
    assert "costs 1,000 Yen for 1 step, 3,000 for 2 and 6,000 for 3" in text_of(
        "nippon", "D. Conocimiento")
    assert f"{yen(nippon.TRANSPORT_COST)} each" in text_of("nippon", "F. Trenes")
    consolidate = text_of("nippon", "II. Consolidar")
    assert f"pay {yen(nippon.WAGE)} for each different worker colour" in consolidate
    assert f"costs {nippon.WAGE_PENALTY_VP} VP" in consolidate
    assert f"at least {nippon.MIN_WORKERS_FOR_REWARD} workers" in consolidate
    setup = text_of("nippon", "Preparar")
    assert f"starts with {yen(nippon.START_YEN)} and {nippon.START_COAL} coal" in setup
    assert "start at 10 / 11 / 12 / 13" in setup
    rows = " / ".join(str(nippon.WORKER_ROWS[k]) for k in (4, 3, 2))
    assert f"{rows} worker rows" in setup
    assert "8 / 6 / 4 train/ship spaces per region" in setup   # 8 printed; 6 and 4 sourced (N8)
    scoring = text_of("nippon", "Fin del juego")
    for k, (first, second, third) in enumerate(nippon.REGION_VP):
        assert f"{first} / {second} / {third}" in scoring, k
    raw = " ".join(p for s in summary("nippon") if s.source.endswith("Fin del juego")
                   for p in s.paragraphs)
    assert "10\u00a0/\u00a07\u00a0/\u00a05 VP" in raw             # a table is never split
    marker = text_of("nippon", "Filas de trabajador vacías")
    assert f"space {nippon.FIRST_GOLDEN}) every player has exactly 3 more turns" in marker


def test_nippon_spanish_numbers_are_written_the_spanish_way():
    es = translator("es", "nippon")
    setup = text_of("nippon", "Preparar", es)
    assert "12.000 yenes" in setup and "12,000" not in setup
    assert "6000 yenes" in text_of("nippon", "A. Invierta en una nueva industria", es)


def test_village_quotes_the_engines_costs_and_points():
    """Seed 004 prints these: harvests of 2 / 3 / 4 grain and a farmyard of 5 ("Cosecha de
    granos"), a plague cube's 2 time ("Tomando tu turno"), the well's 3 cubes ("Bueno"), 1 green
    cube and 1 time for a further sale ("Mercado"), 1 brown cube or 3 time for the church
    ("Iglesia"), 4 pieces and 2 prestige at a mass ("Fin de una ronda") and the final scoring's
    tables ("Puntuación final"); the life track's 10 per death is data.py's (assumed, P7)."""
    assert (village.HARVEST_BASE, dict(village.HARVEST)) == (2, {"ox": 4, "horse": 3})
    assert village.TRAVEL_POINTS == (0, 1, 3, 6, 10, 14, 18)
    assert village.WINDOW_POINTS[1:] == (2, 3, 4, 6) and village.COUNCIL_POINTS[2:] == (2, 4, 6)
    assert village.CHRONICLE_POINTS[3:] == (4, 7, 12)
    actions = text_of("village", "Las acciones")
    assert "take 2 grain; with a plow and a horse 3, with a plow and an ox 4" in actions
    assert f"at most {village.GRAIN_CAP} grain" in text_of("village", "Preparar")
    turn = text_of("village", "Tomando tu turno")
    assert f"costs you {village.PLAGUE_TIME} time" in turn
    assert f"return {village.WELL_CUBES} influence cubes of one colour" in turn
    assert "paying 1 green cube and 1 time besides" in text_of("village", "Mercado")
    assert "1 / 3 / 6 / 10 / 14 / 18 prestige for 1 to 6 cities" in text_of("village", "Viajar")
    assert "stage 2, 3 or 4 scores 2 / 4 / 6 prestige" in text_of("village", "cámara del Consejo")
    mass = text_of("village", "Fin de una ronda")
    assert f"for {village.CHURCH_BROWN} brown cube or {village.CHURCH_TIME} time" in mass
    assert f"{village.MASS_DRAW} pieces are taken" in mass
    assert f"gains {village.MAJORITY_PRESTIGE} prestige" in mass
    assert "scores 2 / 3 / 4 / 6 prestige by window" in mass
    death = text_of("village", "Fallece un familiar")
    assert f"(every {village.LIFE_TRACK} time)" in death
    assert "4 / 7 / 12 prestige for 3, 4 and 5 or more" in death


def test_village_spanish_uses_the_rulebooks_terms():
    es = translator("es", "village")
    texts = " ".join(" ".join((s.title, *s.paragraphs)) for s in summary("village", es))
    for term in ("crónica del pueblo", "tumbas anónimas", "corral", "bolsa negra",
                 "día de mercado", "cámara del consejo", "puente", "monjes negros"):
        assert term in texts, term


def numbered(game_id: str, heading: str) -> list[str]:
    (section,) = [s for s in summary(game_id) if s.source.endswith(heading)]
    return [p.split(" ", 1)[0] + " " + p.split(" ", 2)[1] for p in section.paragraphs
            if re.match(r"^\d+\. ", p)]


def test_the_rulebooks_numbered_steps_stay_numbered_in_order():
    """Consolidation's three steps (seed 003, "II. Consolidar": "1. Presupuesto", "2. Recompensa
    del emperador", "3. Mano de obra") and the mass's three phases (seed 004, "Fin de una
    ronda": draw 4 pieces, move up in the church, the majority's 2 prestige) are numbered steps,
    in the rulebook's order (the How to play dialog shows them as an ordered list)."""
    assert numbered("nippon", "II. Consolidar") == ["1. Budget:", "2. Emperor's", "3. Wages:"]
    assert [p[:2] for p in numbered("village", "Fin de una ronda")] == ["1.", "2.", "3."]
    mass = [s for s in summary("village") if s.source.endswith("Fin de una ronda")][0]
    steps = [p for p in mass.paragraphs if re.match(r"^\d+\. ", p)]
    assert "pieces are taken from the black bag" in steps[0]
    assert "windows further left" in steps[1] and "most members in the church" in steps[2]
