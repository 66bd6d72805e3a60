"""Translations: every user-facing message extracted from engine/ and web/ has a Spanish
translation with the same placeholders, in its domain's catalog (one per game package, plus
``engine`` for the shared code and web/; issue 2: "All user-facing text ... goes through gettext
with English and Spanish catalogs")."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

babel = pytest.importorskip("babel")
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from babel.messages.extract import extract_from_file  # noqa: E402

import build  # noqa: E402
from engine.i18n import format_event, translator  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
KEYWORDS = {"_": None, "N_": None, "note": None, "note_n": (1, 2), "ngettext": (1, 2)}
DOMAINS = build.i18n_domains()


def _extracted(domain: str) -> set[str]:
    ids = set()
    for source in DOMAINS[domain]:
        if source.is_dir():
            found = [(m[2]) for m in extract_from_dir(source, method_map=build.EXTRACT_METHODS,
                                                      keywords=KEYWORDS, comment_tags=())]
        else:
            found = [m[1] for m in extract_from_file("python", source, keywords=KEYWORDS,
                                                     comment_tags=())]
        ids.update(m if isinstance(m, str) else m[0] for m in found)
    return ids


def _catalog(domain: str):
    """msgid (a plural message: its singular) -> catalog message."""
    with open(ROOT / f"engine/locale/es/LC_MESSAGES/{domain}.po", "rb") as f:
        return {(m.id[0] if isinstance(m.id, tuple) else m.id): m for m in read_po(f) if m.id}


def _translated(message) -> bool:
    """Every form of the message has a translation."""
    forms = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(forms)


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w*)\}", text))


def test_domains_are_the_shared_one_and_every_game_package():
    assert "engine" in DOMAINS and "plus_ultra" in DOMAINS
    assert all(d == "engine" or build.is_game_package(ROOT / "engine" / d) for d in DOMAINS)


@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_every_extracted_message_has_a_spanish_translation(domain):
    catalog = _catalog(domain)
    missing = sorted(m for m in _extracted(domain)
                     if m not in catalog or not _translated(catalog[m]) or catalog[m].fuzzy)
    assert missing == [], "run `python3 build.py i18n` and translate: %s" % missing[:20]


@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_translations_keep_the_placeholders(domain):
    for m in _catalog(domain).values():
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        for text in forms:
            if text:
                assert _placeholders(text) == _placeholders(ids[-1]), m.id


def test_a_game_domain_is_translated_through_the_shared_translator():
    """Messages of the plus_ultra domain and of the shared domain reach one gettext."""
    _ = translator("es")
    assert _("Continue") != "Continue"              # web/ (engine domain)
    assert _("Peer Order") == "Orden de Pares"      # plus_ultra domain


def test_the_open_games_own_wording_wins_over_the_other_domains():
    """A msgid in several domains reads as the open game words it (Village's rulebook says
    "Fin del juego" where the other games and the shell say "Fin de la partida")."""
    village, shell = _catalog("village")["Game over"].string, _catalog("engine")["Game over"].string
    assert village != shell
    assert translator("es", "village")("Game over") == village
    assert translator("es", "lorenzo")("Game over") == shell
    assert translator("es")("Game over") == shell        # no game open: the shell's word


def test_spanish_uses_the_rulebook_terms():
    """Seed 002's words: Orden de Pares, Riqueza de la Corona, Bula, Tercio, Excedentes."""
    _ = translator("es")
    assert _("Peer Order") == "Orden de Pares"
    assert _("Crown wealth") == "Riqueza de la Corona"
    assert _("Surplus") == "Excedentes"
    assert format_event("{player} buys a bull", {"player": 0}, ["Ana"], _) == "Ana compra una Bula"
