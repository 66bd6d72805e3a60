"""Translations: every user-facing message extracted from engine/ and web/ has a Spanish
translation with the same placeholders (issue 2: "All user-facing text ... goes through gettext
with English and Spanish catalogs")."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

babel = pytest.importorskip("babel")
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from engine.i18n import format_event, translator  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
KEYWORDS = {"_": None, "N_": None, "note": None, "ngettext": (1, 2)}


def _extracted() -> set[str]:
    ids = set()
    for folder in ("engine", "web"):
        for _file, _line, message, _comments, _ctx in extract_from_dir(
                ROOT / folder, keywords=KEYWORDS, comment_tags=()):
            ids.add(message if isinstance(message, str) else message[0])
    return ids


def _catalog():
    with open(ROOT / "engine/locale/es/LC_MESSAGES/engine.po", "rb") as f:
        return {m.id: m for m in read_po(f) if m.id}


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w*)\}", text))


def test_every_extracted_message_has_a_spanish_translation():
    catalog = _catalog()
    missing = sorted(m for m in _extracted()
                     if m not in catalog or not catalog[m].string or catalog[m].fuzzy)
    assert missing == [], "run `python build.py i18n` and translate: %s" % missing[:20]


def test_translations_keep_the_placeholders():
    for msgid, m in _catalog().items():
        if m.string and isinstance(msgid, str):
            assert _placeholders(m.string) == _placeholders(msgid), msgid


def test_spanish_uses_the_rulebook_terms():
    """Seed 002's words: Orden de Pares, Riqueza de la Corona, Bula, Tercio, Excedentes."""
    _ = translator("es")
    assert _("Peer Order") == "Orden de Pares"
    assert _("Crown wealth") == "Riqueza de la Corona"
    assert _("Surplus") == "Excedentes"
    assert format_event("{player} buys a bull", {"player": 0}, ["Ana"], _) == "Ana compra una Bula"
