"""Translation of user-facing text (gettext catalogs compiled by Babel at build time).

Message ids are plain English.  There is one gettext domain per game package (its rules'
display text: ``plus_ultra``, ``lorenzo``…) and the domain ``engine`` for the shared code and the
browser shell.  The sources are ``engine/locale/<lang>/LC_MESSAGES/<domain>.po``, compiled to
``.mo`` by ``python build.py``; at run time only the standard library's :mod:`gettext` reads
them, in CPython and Pyodide alike, chained into one translation per language.
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


def domains() -> list[str]:
    """The compiled catalog domains present (``engine`` first, then the games, sorted)."""
    found = {mo.stem for mo in LOCALE_DIR.glob("*/LC_MESSAGES/*.mo")}
    return ["engine"] + sorted(found - {"engine"})


def translator(lang: str | None, game: str | None = None) -> Translate:
    """The gettext function for a language code such as "es" or "es-ES" (English if unknown).

    It looks a message up in every domain's catalog of that language: ``game``'s own domain
    first (a game package id: its wording of a message wins, e.g. Village's "Game over"), then
    ``engine``, then the other games."""
    code = (lang or "en").split("-")[0].lower()
    if code not in LANGUAGES:
        code = LANGUAGES[0]
    order = domains()
    if game in order:
        order.remove(game)
        order.insert(0, game)
    chain = None
    for domain in order:
        t = _gettext.translation(domain, localedir=LOCALE_DIR, languages=[code], fallback=True)
        if chain is None:
            chain = t
        else:
            chain.add_fallback(t)
    return chain.gettext


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
