"""Translation of user-facing text (gettext catalogs compiled by Babel at build time).

Message ids are plain English.  The catalogs live in ``engine/locale/<lang>/LC_MESSAGES/
engine.po`` (sources) and are compiled to ``.mo`` by ``python build.py``; at run time only the
standard library's :mod:`gettext` reads them, in CPython and Pyodide alike.
"""
from __future__ import annotations

import gettext as _gettext
from pathlib import Path
from typing import Callable

LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("en", "es")
"""Languages with a catalog; the first is the fallback."""

Translate = Callable[[str], str]


def N_(message: str) -> str:
    """Mark a literal for extraction without translating it now."""
    return message


def translator(lang: str | None) -> Translate:
    """The gettext function for a language code such as "es" or "es-ES" (English if unknown)."""
    code = (lang or "en").split("-")[0].lower()
    if code not in LANGUAGES:
        code = LANGUAGES[0]
    return _gettext.translation("engine", localedir=LOCALE_DIR, languages=[code],
                                fallback=True).gettext


def format_event(key: str, params: dict, names: tuple[str, ...] | list[str],
                 _: Translate | None = None, terms: dict[str, str] | None = None) -> str:
    """One log line: the translated template filled with its parameters.

    Parameters named "player" or "target" are seat indices, replaced by player names; text
    parameters (component ids such as "gold" or "king") are shown by their ``terms`` display
    name, translated; lists of them are joined.

    >>> format_event("{player} buys a bull", {"player": 1}, ["Ana", "Bruno"])
    'Bruno buys a bull'
    """
    _ = _ or (lambda s: s)
    terms = terms or {}

    def show(name: str, value):
        if name in ("player", "target") and isinstance(value, int) and 0 <= value < len(names):
            return names[value]
        if isinstance(value, str):
            return _(terms.get(value, value))
        if isinstance(value, list):
            return ", ".join(str(show("", v)) for v in value)
        return value

    values = {k: show(k, v) for k, v in params.items()}
    try:
        return _(key).format(**values)
    except (KeyError, IndexError, ValueError):
        return key.format(**values) if values else key
