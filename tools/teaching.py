"""What the app teaches, and which of it a claim test plays in the engine (issue 27).

A *teaching statement* is one English msgid the app shows to teach a rule: a paragraph of a
game's rules summary (``engine/<game>/howto.py``), a sentence of its component explanations
(``explain.py`` and its parts, ``explain_*.py``), a tour lesson (``tour.py``) or an action hint (``text.ACTION_HINTS`` and
``text.VARIANT_HINTS``).  Names and titles are not statements: in the three teaching files a
statement is a msgid that reads as a sentence or a list item (it ends with a full stop, a
colon or a semicolon, or holds a full stop followed by a space); every action hint is one.  A statement *names a number* when it holds a
digit or a ``{placeholder}`` (the numbers read from data.py).

A *claim test* is a test marked ``@pytest.mark.teaches(game, fragment, ...)``: it sets up a
position, plays the rule in the engine and asserts what the statements holding each fragment
(a substring of the English msgid) say.  tests/conftest.py fails such a test when a fragment
matches no statement of its game, so a reworded text needs its claim test looked at again.

    .venv/bin/python -m tools.teaching            the counts per game
    .venv/bin/python -m tools.teaching --missing  and the statements without a claim test

Needs Babel (msgid extraction) and pytest (the claim tests are found by collecting tests/).
"""
from __future__ import annotations

import argparse
import functools
import importlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("plus_ultra", "lorenzo", "nippon", "village")
"""The games whose teaching is indexed (engine/<game>/)."""
FILES = {"howto.py": "summary", "explain*.py": "explain", "tour.py": "tour"}
"""Teaching files of a game package (glob patterns: explain.py and the parts split from it,
such as Plus Ultra's explain_characters.py) and the kind of statement each holds."""
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
"""The project's gettext calls (tools/build/i18n.py EXTRACT_KEYWORDS, less the log's)."""
NUMBER = re.compile(r"\d|\{[a-z_]*\}")


@dataclass(frozen=True)
class Statement:
    """One teaching statement.

    Attributes:
        game: the game id.
        kind: "summary", "explain", "tour" or "hint".
        msgid: the English text (for a plural message, its singular).
        where: "engine/<game>/<file>:<line>" (hints: the text.py dict and action notation).
    """

    game: str
    kind: str
    msgid: str
    where: str

    @property
    def names_number(self) -> bool:
        """True when the text names a number: a digit or a ``{placeholder}``."""
        return NUMBER.search(self.msgid) is not None


def _sentence(msgid: str) -> bool:
    """A sentence, or an item of a list a summary paragraph opens ("...: " then "...;")."""
    text = msgid.strip()
    return text.endswith((".", ";", ":")) or ". " in text


def statements(game: str) -> list[Statement]:
    """Every teaching statement of ``game`` (module docstring), in file order, each msgid
    once per kind.

    Raises:
        ImportError: Babel is not installed (``python3 build.py env``)."""
    from babel.messages.extract import extract_from_file

    out: list[Statement] = []
    seen: set[tuple[str, str]] = set()
    package = ROOT / "engine" / game
    for pattern, kind in FILES.items():
        for path in sorted(package.glob(pattern)):
            for line, message, _comments, _context in extract_from_file(
                    "python", str(path), keywords=KEYWORDS):
                msgid = message[0] if isinstance(message, tuple) else message
                if _sentence(msgid) and (kind, msgid) not in seen:
                    seen.add((kind, msgid))
                    out.append(Statement(game, kind, msgid,
                                         f"{path.relative_to(ROOT)}:{line}"))
    text = importlib.import_module(f"engine.{game}.text")
    tables = [("ACTION_HINTS", getattr(text, "ACTION_HINTS", {}))]
    tables += [(f"VARIANT_HINTS[{v!r}]", table)
               for v, table in getattr(text, "VARIANT_HINTS", {}).items()]
    for table_name, table in tables:
        for notation, msgid in table.items():
            if ("hint", msgid) not in seen:
                seen.add(("hint", msgid))
                out.append(Statement(game, "hint", msgid,
                                     f"engine/{game}/text.py {table_name}[{notation!r}]"))
    return out


def matching(game: str, fragment: str) -> list[Statement]:
    """The statements of ``game`` whose English text holds ``fragment``."""
    return [s for s in statements_cached(game) if fragment in s.msgid]


@functools.lru_cache(maxsize=None)
def statements_cached(game: str) -> tuple[Statement, ...]:
    """:func:`statements`, extracted once per process."""
    return tuple(statements(game))


class _ClaimCollector:
    """A pytest plugin that keeps the ``teaches`` markers of the collected tests."""

    def __init__(self) -> None:
        self.claims: list[tuple[str, str, str]] = []   # (game, fragment, test node id)

    def pytest_collection_modifyitems(self, items) -> None:
        for item in items:
            for mark in item.iter_markers("teaches"):
                game, *fragments = mark.args
                self.claims += [(game, f, item.nodeid) for f in fragments]


def claims(paths: list[str] | None = None) -> list[tuple[str, str, str]]:
    """``(game, fragment, test node id)`` of every claim test under ``paths`` (tests/ but the
    browser tests by default), found by collecting them with pytest.

    Raises:
        RuntimeError: collection failed (pytest's own output says why)."""
    import pytest

    collector = _ClaimCollector()
    args = paths or [str(ROOT / "tests"), f"--ignore={ROOT / 'tests' / 'e2e'}"]
    code = pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                        *args], plugins=[collector])
    if code not in (0, 5):
        raise RuntimeError(f"pytest could not collect the claim tests (exit {code})")
    return collector.claims


def coverage(found: list[tuple[str, str, str]]) -> dict[str, dict[Statement, list[str]]]:
    """Per game, each statement and the claim tests that play it (an empty list: none)."""
    table: dict[str, dict[Statement, list[str]]] = {}
    for game in GAMES:
        table[game] = {s: [] for s in statements_cached(game)}
    for game, fragment, nodeid in found:
        for s in matching(game, fragment):
            table[game][s].append(nodeid)
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.teaching",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--missing", action="store_true",
                        help="list the statements without a claim test")
    args = parser.parse_args(argv)
    import io
    import contextlib
    with contextlib.redirect_stdout(io.StringIO()):
        found = claims()
    table = coverage(found)
    print(f"{'game':<11} {'statements':>10} {'with claim test':>16} "
          f"{'naming a number':>16} {'of them with test':>18}")
    totals = [0, 0, 0, 0]
    for game, rows in table.items():
        figures = [len(rows), sum(1 for t in rows.values() if t),
                   sum(1 for s in rows if s.names_number),
                   sum(1 for s, t in rows.items() if s.names_number and t)]
        totals = [a + b for a, b in zip(totals, figures, strict=False)]
        print(f"{game:<11} {figures[0]:>10} {figures[1]:>16} {figures[2]:>16} {figures[3]:>18}")
    print(f"{'all':<11} {totals[0]:>10} {totals[1]:>16} {totals[2]:>16} {totals[3]:>18}")
    unmatched = [(g, f, n) for g, f, n in found if not matching(g, f)]
    for game, fragment, nodeid in unmatched:
        print(f"stale claim: {nodeid} cites {fragment!r}, in no statement of {game}",
              file=sys.stderr)
    if args.missing:
        for rows in table.values():
            for s, tests in rows.items():
                if not tests:
                    print(f"- {s.where} [{s.kind}] {s.msgid}")
    return 1 if unmatched else 0


if __name__ == "__main__":
    sys.exit(main())
