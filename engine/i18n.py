"""Translation of user-facing text (gettext catalogs compiled by Babel at build time).

Message ids are plain English.  There is one gettext domain per game package (its rules'
display text: ``plus_ultra``, ``lorenzo``…) and the domain ``engine`` for the shared code and the
browser shell.  The sources are ``engine/locale/<lang>/LC_MESSAGES/<domain>.po``, compiled to
``.mo`` by ``python build.py``; at run time only the standard library's :mod:`gettext` reads
them, in CPython and Pyodide alike, chained into one translation per language.

Catalogs and number rules are read through the package's loader (:func:`package_data`), so
they are found both in a directory and inside the zip archive the pages import in place
(issue 19: dist/python/euro-games.zip is put on ``sys.path``, not unpacked).
"""
from __future__ import annotations

import copy
import gettext as _gettext
import io
import json
import os
from pathlib import Path
from typing import Any, Callable

from .packages import GAME_PACKAGES

LOCALE_DIR = Path(__file__).parent / "locale"
"""Where the catalogs are when the package is a directory (build.py compiles them there)."""
LANGUAGES = ("en", "es")
"""Languages with a catalog; the first is the fallback."""

Translate = Callable[[str], str]


def N_(message: str) -> str:
    """Mark a literal for extraction without translating it now."""
    return message


def package_data(relative: str) -> bytes:
    """The bytes of the engine package's data file ``relative`` ("/"-separated, e.g.
    ``"locale/numbers.json"``), read through the package's loader: a directory or a zip
    archive on ``sys.path`` alike.

    Raises:
        OSError: no such file.
    """
    path = os.path.join(os.path.dirname(__file__), *relative.split("/"))
    loader: Any = globals()["__loader__"]   # the module's own (not in mypy's module names)
    return loader.get_data(path)


_CATALOGS: dict[tuple[str, str], _gettext.NullTranslations | None] = {}


def _catalog(domain: str, code: str) -> _gettext.NullTranslations | None:
    """The parsed catalog of ``domain`` in language ``code`` (None if there is none), read
    once; callers get a copy, as :func:`gettext.translation` gives (chaining changes it)."""
    key = (domain, code)
    if key not in _CATALOGS:
        try:
            data = package_data(f"locale/{code}/LC_MESSAGES/{domain}.mo")
        except OSError:
            _CATALOGS[key] = None
        else:
            _CATALOGS[key] = _gettext.GNUTranslations(io.BytesIO(data))
    found = _CATALOGS[key]
    return copy.copy(found) if found is not None else None


def domains() -> list[str]:
    """The compiled catalog domains present (``engine`` first, then the games, sorted): the
    shared domain and every game package with a catalog in some language."""
    return ["engine"] + sorted(d for d in GAME_PACKAGES
                               if any(_catalog(d, code) is not None for code in LANGUAGES))


class Translator:
    """The gettext of one language: call it with an English msgid (``_("Pass")``).

    ``lang`` is the catalog's language code; :meth:`ngettext` picks the plural form by the
    catalog's own ``Plural-Forms`` header (English's rule where a message is untranslated);
    :func:`format_number` reads ``lang`` to format numbers the language's way.  A message
    is looked up through the chain of catalogs once and its translation kept (a board's redraw
    asks for the same few hundred messages on every move; the catalogs never change)."""

    def __init__(self, lang: str, chain: _gettext.NullTranslations):
        self.lang = lang
        self._chain = chain
        self._seen: dict[str, str] = {}

    def __call__(self, message: str) -> str:
        found = self._seen.get(message)
        if found is None:
            found = self._seen[message] = self._chain.gettext(message)
        return found

    gettext = __call__

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form of a message for the count ``n`` (not yet formatted)."""
        return self._chain.ngettext(singular, plural, n)

    def known(self, message: str | tuple[str, int]) -> bool:
        """Whether a catalog of this language translates ``message`` (a msgid, or
        ``(msgid, plural index)`` for a plural message)."""
        t: _gettext.NullTranslations | None = self._chain
        while t is not None:
            if message in getattr(t, "_catalog", {}):
                return True
            t = getattr(t, "_fallback", None)   # private to gettext: not in its type stubs
        return False



DEFAULT_NAME = N_("Player {n}")
"""A seat's name when a game starts without names (engine.game's ``Game.new``), ``n`` the
1-based seat; stored as English and worded in the reader's language where it is shown
(:func:`worded_names`)."""


def default_names(players: int) -> tuple[str, ...]:
    """The stored default names of ``players`` seats: ``("Player 1", "Player 2", ...)``."""
    return tuple(DEFAULT_NAME.format(n=seat + 1) for seat in range(players))


def worded_names(names, gettext: Callable[[str], str]) -> list[str]:
    """The players' names as a reader of ``gettext``'s language sees them: a seat's stored
    default name ("Player 2" at seat 1) worded in that language ("Jugador 2"); a name a
    person gave stays as it is.  ``names``: the names in seat order."""
    return [gettext(DEFAULT_NAME).format(n=seat + 1) if name == DEFAULT_NAME.format(n=seat + 1)
            else name for seat, name in enumerate(names)]


def worded_view(view: dict, gettext: Callable[[str], str]) -> dict:
    """``view`` (a game's ``view``: ``{"players": [{"name", ...}, ...], ...}``) with the
    players' names as :func:`worded_names` gives them, for a board drawn in that language; the
    same dict when no name changes (English, or names people gave), else a copy sharing all
    but the changed players' entries."""
    players = view.get("players")
    if not players:
        return view
    names = worded_names([p["name"] for p in players], gettext)
    if all(p["name"] == name for p, name in zip(players, names, strict=True)):
        return view
    return {**view, "players": [p if p["name"] == name else {**p, "name": name}
                                for p, name in zip(players, names, strict=True)]}


def translator(lang: str | None, game: str | None = None) -> Translator:
    """The gettext function for a language code such as "es" or "es-ES" (English if unknown).

    It looks a message up in every domain's catalog of that language: ``game``'s own domain
    first (a game package id: its wording of a message wins, e.g. Village's "Game over"), then
    ``engine``, then the other games.  The same call gives the same translator."""
    code = (lang or "en").split("-")[0].lower()
    if code not in LANGUAGES:
        code = LANGUAGES[0]
    order = domains()
    if game in order:
        order.remove(game)
        order.insert(0, game)
    known = _TRANSLATORS.get((code, *order))
    if known is not None:
        return known
    chain = None
    for domain in order:
        t = _catalog(domain, code) or _gettext.NullTranslations()
        if chain is None:
            chain = t
        else:
            chain.add_fallback(t)
    made = _TRANSLATORS[(code, *order)] = Translator(code, chain or _gettext.NullTranslations())
    return made


_TRANSLATORS: dict[tuple[str, ...], Translator] = {}
"""The translator of each language and order of domains, made once: the same one for every
board drawn in a language (engine/svgparts.py keys a board's parts by it)."""


def ngettext(singular: str, plural: str, n: int, _: Translate | None = None) -> str:
    """The translated form of a message for the count ``n`` ("{n} tercio" / "{n} tercios"),
    still to be formatted.  ``_`` is a :class:`Translator` (its language's plural rule) or any
    gettext function (English's rule, then ``_``).  Babel extracts it (keyword
    ``ngettext:1,2``; the translator comes last, as a ``_`` before the strings would hide the
    call from Babel's extractor).

    >>> ngettext("{n} tercio", "{n} tercios", 1).format(n=1)
    '1 tercio'
    """
    plural_of = getattr(_, "ngettext", None)     # a Translator: its language's rule
    if plural_of is not None:
        return plural_of(singular, plural, n)
    text = singular if n == 1 else plural
    return _(text) if _ else text


NUMBERS_FILE = LOCALE_DIR / "numbers.json"
"""Each language's number symbols and grouping, written from Babel's CLDR data at build time
(``python build.py``): ``{lang: {"group", "decimal", "minus", "size", "min_grouping"}}``."""

_ENGLISH_NUMBERS = {"group": ",", "decimal": ".", "minus": "-", "size": 3, "min_grouping": 1}
_numbers: dict | None = None


def _number_rules(lang: str) -> dict:
    global _numbers
    if _numbers is None:
        try:
            _numbers = json.loads(package_data("locale/numbers.json").decode("utf-8"))
        except (OSError, ValueError):
            _numbers = {}
    return _numbers.get(lang) or _numbers.get(LANGUAGES[0]) or _ENGLISH_NUMBERS


def format_number(value: int | float, _: Translate | None = None) -> str:
    """A number for display in ``_``'s language (English when ``_`` has no ``lang``): digit
    groups of 3 with the language's separator, only from ``min_grouping`` + 3 digits on (CLDR:
    Spanish writes 6000 but 12.000; English 6,000 and 12,000); the language's decimal sign.

    >>> format_number(12000), format_number(-1234.5)
    ('12,000', '-1,234.5')
    """
    rules = _number_rules(getattr(_, "lang", LANGUAGES[0]))
    text = f"{abs(value)}" if isinstance(value, int) else f"{abs(value):g}"
    whole, _dot, fraction = text.partition(".")
    size = rules["size"]
    if len(whole) >= size + rules["min_grouping"]:
        groups: list[str] = []
        while len(whole) > size:
            whole, tail = whole[:-size], whole[-size:]
            groups.insert(0, tail)
        whole = rules["group"].join([whole, *groups])
    text = whole + (rules["decimal"] + fraction if fraction else "")
    return (rules["minus"] + text) if value < 0 else text


def format_event(key: str | tuple[str, str], params: dict, names: tuple[str, ...] | list[str],
                 _: Translate | None = None, terms: dict[str, str] | None = None) -> str:
    """One log line: the translated template filled with its parameters.

    ``key`` is a template, or a (singular, plural) pair of templates chosen by the parameter
    ``n`` (:meth:`engine.core.State.note_n`).  Numbers are formatted for the language.
    Parameters named "player" or "target" are seat indices, replaced by player names; text
    parameters (component ids such as "gold" or "king") are shown by their ``terms`` display
    name, translated; lists of them are joined.  A text parameter's display name may quote the
    event's other parameters by brace (Lorenzo's excommunication "−{n} to every Harvest", the
    event carrying ``n`` from data.py), and is filled from them.

    >>> format_event("{player} buys a bull", {"player": 1}, ["Ana", "Bruno"])
    'Bruno buys a bull'
    >>> format_event("{player} takes {tile}", {"player": 0, "tile": "ex", "n": 3}, ["Ana"],
    ...              terms={"ex": "−{n} to every Harvest"})
    'Ana takes −3 to every Harvest'
    """
    _ = _ or (lambda s: s)
    terms = terms or {}

    def show(name: str, value):
        if name in ("player", "target") and isinstance(value, int) and 0 <= value < len(names):
            return names[value]
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return format_number(value, _)
        if isinstance(value, str):
            return _(terms.get(value, value))
        if isinstance(value, list):
            return ", ".join(str(show("", v)) for v in value)
        return value

    values = {k: show(k, v) for k, v in params.items()}
    for k, v in params.items():     # a name quoting the event's numbers: "−{n} to every Harvest"
        if isinstance(v, str) and "{" in values[k]:
            try:
                values[k] = values[k].format(**values)
            except (KeyError, IndexError, ValueError):
                pass
    if isinstance(key, (tuple, list)):          # State.note_n: singular and plural templates
        n = params.get("n", 0)
        template = ngettext(key[0], key[1], n, _)
        key = key[0] if n == 1 else key[1]
    else:
        template = _(key)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return key.format(**values) if values else key
