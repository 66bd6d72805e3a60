"""gettext catalogs: extraction per domain, compiling, each language's number rules (Babel)."""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

from .common import LANGUAGES, LOCALE, ROOT, SHARED_DOMAIN, WEB, log


# -- gettext catalogs --------------------------------------------------------------------
def babel_cli(*args: str) -> None:
    from babel.messages.frontend import CommandLineInterface
    log("$ pybabel " + " ".join(args))
    status = CommandLineInterface().run(["pybabel", "--quiet", *args])
    if status:
        sys.exit(f"build: pybabel {args[0]} failed ({status})")


def engine_version() -> str:
    text = (ROOT / "engine" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.M)
    return match.group(1) if match else "0"


def is_game_package(folder: Path) -> bool:
    """A game package registers a Game (``register(`` in its __init__.py)."""
    init = folder / "__init__.py"
    return init.exists() and "register(" in init.read_text(encoding="utf-8")


def i18n_domains() -> dict[str, list[Path]]:
    """Catalog domain -> source paths: one domain per game package (its folder), and the
    shared domain ``engine`` for engine/*.py, other engine subpackages and web/."""
    engine_dir = ROOT / "engine"
    games = sorted(p for p in engine_dir.iterdir() if p.is_dir() and is_game_package(p))
    shared = sorted(engine_dir.glob("*.py")) + sorted(
        p for p in engine_dir.iterdir()
        if p.is_dir() and (p / "__init__.py").exists() and p not in games) + [WEB]
    return {SHARED_DOMAIN: shared, **{p.name: [p] for p in games}}


EXTRACT_KEYWORDS = ("_", "N_", "note", "note_n:1,2", "ngettext:1,2")
"""Translated calls: ``_()``, ``N_()`` (mark only), ``state.note()`` / ``state.note_n()`` log
templates and ``engine.i18n.ngettext(singular, plural, n, _)`` (plural messages)."""
EXTRACT_METHODS = [("**.py", "python"), ("**.js", "javascript")]
"""Babel's extractor per file pattern: web/boot.js's boot messages are in the engine domain."""


def i18n() -> None:
    """Extract _() / N_() messages and engine log templates (``state.note("...")``) per
    domain (:func:`i18n_domains`), then update (or create) each language's .po file."""
    LOCALE.mkdir(parents=True, exist_ok=True)
    mapping = tempfile.NamedTemporaryFile("w", suffix=".cfg", prefix="babel-", delete=False)
    with mapping:
        mapping.write("".join(f"[{method}: {pattern}]\n" for pattern, method in EXTRACT_METHODS))
    try:
        _i18n_domains(mapping.name)
    finally:
        os.unlink(mapping.name)


def _i18n_domains(mapping: str) -> None:
    for domain, sources in i18n_domains().items():
        pot = LOCALE / f"{domain}.pot"
        keywords = [arg for k in EXTRACT_KEYWORDS for arg in ("-k", k)]
        babel_cli("extract", "--no-default-keywords", *keywords, "-F", mapping,
                  "--project", "euro-games", "--version", engine_version(), "--no-location",
                  "--sort-output", "--no-wrap",
                  "-o", str(pot.relative_to(ROOT)), *(str(p.relative_to(ROOT)) for p in sources))
        for lang in LANGUAGES:
            po = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
            command = "update" if po.exists() else "init"
            babel_cli(command, "-i", str(pot.relative_to(ROOT)), "-d", str(LOCALE.relative_to(ROOT)),
                      "-D", domain, "-l", lang, "--no-wrap",
                      *(["--ignore-obsolete"] if command == "update" else []))
            _drop_volatile_header(po)
        _drop_volatile_header(pot)


def _drop_volatile_header(po: Path) -> None:
    """Remove the extraction timestamp from a catalog's header: it changes on every run and
    would make every two branches that touched a catalog conflict.  (Catalogs are also written
    unwrapped, one message per line, for the same reason.)"""
    lines = po.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [line for line in lines if not line.startswith('"POT-Creation-Date:')]
    po.write_text("".join(kept), encoding="utf-8")


def compile_catalogs() -> list[Path]:
    """Compile every engine/locale/<lang>/LC_MESSAGES/<domain>.po to .mo (build outputs)."""
    if not list(LOCALE.glob(f"*/LC_MESSAGES/{SHARED_DOMAIN}.po")):
        log("no catalogs yet: creating them with `i18n`")
        i18n()
    for stale in LOCALE.glob("*/LC_MESSAGES/*.mo"):
        stale.unlink()
    for domain in sorted({po.stem for po in LOCALE.glob("*/LC_MESSAGES/*.po")}):
        babel_cli("compile", "-d", str(LOCALE.relative_to(ROOT)), "-D", domain, "--statistics")
    write_number_rules()
    compiled = sorted(LOCALE.glob("*/LC_MESSAGES/*.mo"))
    missing = [po for po in LOCALE.glob("*/LC_MESSAGES/*.po")
               if not po.with_suffix(".mo").exists()]
    if missing:  # Babel skips a catalog whose header is marked fuzzy
        sys.exit(f"build: not compiled (fuzzy header?): {', '.join(map(str, missing))}")
    return compiled


MIN_GROUPING = {"es": 2}
"""CLDR ``minimumGroupingDigits`` where it is not 1 (Spanish writes 6000 but 12.000); Babel's
locale data does not carry this field, so it is kept here (source: CLDR common/main/es.xml)."""


def write_number_rules() -> Path:
    """engine/locale/numbers.json (a build output shipped in the wheel): each language's
    number symbols and grouping from Babel's CLDR data, read by ``engine.i18n.format_number``
    (the engine runs without Babel)."""
    from babel import Locale
    from babel.numbers import get_decimal_symbol, get_group_symbol, get_minus_sign_symbol

    rules = {}
    for lang in LANGUAGES:
        pattern = Locale.parse(lang).decimal_formats[None]
        rules[lang] = {"group": get_group_symbol(lang), "decimal": get_decimal_symbol(lang),
                       "minus": get_minus_sign_symbol(lang), "size": pattern.grouping[0],
                       "min_grouping": MIN_GROUPING.get(lang, 1)}
    out = LOCALE / "numbers.json"
    out.write_text(json.dumps(rules, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return out
