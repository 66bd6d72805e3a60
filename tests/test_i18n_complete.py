"""One language at a time (issue 16 point 6; player review 2026-11-24 B9 and section 4).

Every piece of text a player reads while playing — the decision prompt, the option buttons
(web/labels.py), the board SVG (text, ``<title>`` tooltips, ``aria-label``\\ s), the score table
and the log — is rendered for random games of every game and variant through a *marking*
gettext: each message it translates comes back wrapped in two private-use characters and is
recorded.  The test then fails on

* a message that is no msgid of the catalogs (a raw id such as "house", "standard"),
* in Spanish, a message the Spanish catalog does not translate,
* any word left outside the marks: text that reached the page without gettext ("period 1",
  "5 VP", "reglamento"),
* in Spanish, a number of five digits or more written the English way ("12,000").

The checks read the compiled catalogs: run ``python build.py i18n`` (or any build) first.
"""
from __future__ import annotations

import html
import random
import re
from functools import lru_cache
from pathlib import Path

import pytest

import engine
from engine import svgparts
from engine.i18n import Translator, format_event, format_number, ngettext, translator

ROOT = Path(__file__).resolve().parents[1]
import labels
import ui

babel = pytest.importorskip("babel")
from babel.messages.pofile import read_po

OPEN, CLOSE = "\ue000", "\ue001"
NAMES = ["Ana", "Bruno", "Carmen", "Diego"]
PROPER = {"Plus Ultra", "Lorenzo il Magnifico", "Nippon", "Village"}
"""Words that stay as they are in every language (player names, game titles)."""


@lru_cache(maxsize=None)
def msgids() -> frozenset:
    """Every msgid of the extracted templates (engine/locale/*.pot)."""
    ids = set()
    for pot in (ROOT / "engine" / "locale").glob("*.pot"):
        with open(pot, "rb") as f:
            for m in read_po(f):
                if m.id:
                    ids.update(m.id if isinstance(m.id, tuple) else (m.id,))
    return frozenset(ids)


class Marking(Translator):
    """A language's translator that marks what it translated and records what it could not."""

    def __init__(self, lang: str, game: str):
        real = translator(lang, game)
        super().__init__(real.lang, real._chain)
        self.missing: dict[str, str] = {}
        self.words: set[str] = set()
        """Words of the translations given out: a renderer may wrap or shorten a message
        over several text elements, so words outside the marks pass if they are these."""

    def _check(self, message: str, key, where: str) -> None:
        if not message or not re.search(r"[A-Za-z]", message):
            return
        if message not in msgids():
            self.missing.setdefault(message, f"no msgid (raw id or unmarked text) — {where}")
        elif self.lang != "en" and not self.known(key):
            self.missing.setdefault(message, f"untranslated — {where}")

    def _mark(self, text: str) -> str:
        self.words.update(w.lower() for w in re.findall(WORD, re.sub(r"\{\w*\}", "", text)))
        return OPEN + text + CLOSE

    def __call__(self, message: str) -> str:
        self._check(message, message, self.where)
        return self._mark(super().__call__(message))

    gettext = __call__

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self._check(singular, (singular, 0), self.where)
        return self._mark(super().ngettext(singular, plural, n))

    where = ""


WORD = r"[^\W\d_]{2,}"
TEXT = re.compile(r">([^<]+)<|(?:aria-label|title|placeholder)=\"([^\"]*)\"")


def readable(markup: str) -> list[str]:
    """The text nodes and the labelling attributes of an SVG/HTML fragment, or plain text."""
    if "<" not in markup:
        return [markup]
    markup = re.sub(r"<style[^>]*>.*?</style>", "", markup, flags=re.S)
    found = [a or b for a, b in TEXT.findall(markup)]
    return [html.unescape(t) for t in found if t.strip()]


def outside_marks(text: str) -> str:
    """What is left of a text once every marked (translated) part is taken out."""
    inner = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
    while True:
        text, n = inner.subn(" ", text)
        if not n:
            break
    for word in [*NAMES, *PROPER]:
        text = text.replace(word, " ")
    return text.replace(OPEN, " ").replace(CLOSE, " ")


ENGLISH_NUMBER = re.compile(r"\b\d{1,3}(?:,\d{3})+\b")


def translated(_, word: str) -> bool:
    """A word of a translation given out, or a shortened one ("Com…", a 3-letter label)."""
    word = word.rstrip("…").lower()
    return any(w.startswith(word) for w in _.words)


def problems(_, where: str, markup: str) -> list[str]:
    """Untranslated words and wrongly formatted numbers in one rendered fragment."""
    found = []
    # A translated message may be wrapped over several text lines: the marks are matched
    # over the whole fragment's text.
    text = "\n".join(readable(markup))
    for line in outside_marks(text).splitlines():
        words = [w for w in re.findall(WORD + "…?", line) if not translated(_, w)]
        if words:
            found.append(f"{where}: words without gettext {words} in {line.strip()!r}")
    plain = text.replace(OPEN, "").replace(CLOSE, "")
    if _.lang == "es":
        found.extend(f"{where}: English number {n!r}" for n in ENGLISH_NUMBER.findall(plain))
    found.extend(f"{where}: ungrouped number {n!r}" for n in re.findall(r"\b\d{5,}\b", plain))
    return found


def walk(game, lang: str, players: int, seed: int, variant: str, every: int):
    """Render everything a player reads at every ``every``-th state of a random game;
    returns (missing messages, problems)."""
    _ = Marking(lang, game.id)
    trouble: list[str] = []

    def look(where: str, produce, *args, **kwargs):
        """Record the words ``produce(*args, **kwargs)`` translates, as seen at ``where``."""
        _.where, _.words = where, set()
        svgparts.forget_all()               # every part drawn now, asking its words of _
        trouble.extend(problems(_, where, produce(*args, **kwargs)))

    rng = random.Random(seed)
    state = game.new(players, seed=seed, variant=variant, names=NAMES[:players])
    logged, move = 0, 0
    while True:
        over = game.is_over(state)
        decision = game.decision(state)
        legal = [] if over else game.legal_actions(state)
        seat = decision.seat
        if move % every == 0 or over:      # the board, every few moves (the costly part)
            for who in {None, seat}:
                view = game.view(state, who)
                for layout in ("wide", "narrow"):
                    look(f"board {layout} seat {who}", game.render, view,
                         legal=legal if who == seat else (), gettext=_, layout=layout)
            look("scores", ui.score_table, game, state, _, final=over)
        if not over:
            look("prompt", labels.prompt_text, game, decision, _)
            for action in legal:
                label = labels.action_label(game, action.notation, state.names, _,
                                            state.variant)
                look(f"option {action.notation}", str, label)
                shown = label.replace(OPEN, "").replace(CLOSE, "")
                if shown[:1].islower():          # a bare component id such as "house"
                    trouble.append(f"option {action.notation}: lower-case label {shown!r}")
        for key, params in state.log[logged:]:
            look(f"log {key!r}", format_event, key, params, state.names, _, game.terms)
        logged = len(state.log)
        if over:
            return _.missing, trouble
        state = game.apply(state, rng.choice(legal))
        move += 1


GAMES = [(g, v) for g in engine.registry.GAME_PACKAGES for v in engine.get_game(g).variants]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id,variant", GAMES)
def test_every_text_of_random_games_is_in_one_language(game_id, variant, lang):
    game = engine.get_game(game_id)
    missing, trouble = {}, []
    for players, seed in ((game.min_players, 1), (3, 2), (game.max_players, 3)):
        m, t = walk(game, lang, players, seed, variant, every=7)
        missing.update(m)
        trouble.extend(t)
    report = [f"{msg!r}: {why}" for msg, why in sorted(missing.items())]
    unique = list(dict.fromkeys(re.sub(r"\d+", "#", t) for t in trouble))
    assert not report and not unique, "\n".join(report[:40] + unique[:40])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_rules_variants_have_names(lang):
    """The Rules select shows a name, never an id such as "standard" (review B9)."""
    _ = Marking(lang, "engine")
    _.where = "rules select"
    for info in engine.games():
        for variant in info["variants"]:
            name = labels.variant_name(variant, _)
            assert not outside_marks(name).strip(), (info["id"], variant, name)
    assert _.missing == {}


def test_numbers_are_written_the_languages_way():
    """Babel's CLDR data, written at build time: 12,000 in English, 12.000 in Spanish, and
    Spanish groups no 4-digit number (6000)."""
    en, es = translator("en"), translator("es")
    assert [format_number(n, en) for n in (6000, 12000, 999)] == ["6,000", "12,000", "999"]
    assert [format_number(n, es) for n in (6000, 12000, 1234567)] == ["6000", "12.000",
                                                                    "1.234.567"]
    assert format_event("{player}: {n}", {"player": 0, "n": 12000}, ["Ana"], es) == "Ana: 12.000"
    assert format_event("{player}: {n}", {"player": 0, "n": 12000}, ["Ana"], en) == "Ana: 12,000"


def test_plurals_follow_each_catalogs_rule():
    """ngettext picks the form by the count: "1 tercio", "2 tercios"."""
    es, en = translator("es"), translator("en")
    one, many = "Send {n} tercio", "Send {n} tercios"
    assert ngettext(one, many, 1, en).format(n=1) == "Send 1 tercio"
    assert ngettext(one, many, 2, en).format(n=2) == "Send 2 tercios"
    assert ngettext(one, many, 1, es).format(n=1) == "Enviar 1 tercio"
    assert ngettext(one, many, 2, es).format(n=2) == "Enviar 2 tercios"
