"""docs/ARCHITECTURE.md is a map of the code as it is (issue 28, item 5): every module of
engine/, web/, tools/ and bench/ is named in it or in docs/WEB.md (the web app's screen by
screen map, which ARCHITECTURE.md points to), and every file name the two maps give exists.
A name may stand for several files: ``tour_finders_<game>.py``, ``tour_early*.py``."""
from __future__ import annotations

import re
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAPS = [ROOT / "docs" / "ARCHITECTURE.md", ROOT / "docs" / "WEB.md"]
FOLDERS = ["engine", "web", "tools", "bench"]
NAME = re.compile(r"[\w<>*-]+\.(?:py|mjs|js)\b")


def _patterns() -> set[str]:
    """The file names the maps give, as glob patterns (``<game>`` → ``*``)."""
    names = set()
    for doc in MAPS:
        for name in NAME.findall(doc.read_text(encoding="utf-8")):
            names.add(re.sub(r"<[^>]+>", "*", name))
    return names


def _modules() -> list[Path]:
    files = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".py", ".js", ".mjs") and path.name != "__init__.py" \
                    and "locale" not in path.parts and "__pycache__" not in path.parts:
                files.append(path)
    return files


def test_every_module_is_on_the_map():
    patterns = _patterns()
    missing = [str(p.relative_to(ROOT)) for p in _modules()
               if not any(fnmatch(p.name, pattern) for pattern in patterns)]
    assert not missing, f"modules the maps do not name: {missing}"


NOT_SOURCES = {"euro-boot.mjs", "pyodide.mjs", "asm.mjs", "core.js", "x.py"}
"""Names the maps give that are no source file of ours: dist/'s boot module (made from
web/pyodide-boot.mjs), Pyodide's and PyScript's files, a name in an example."""


def test_every_file_the_map_names_exists():
    names = {p.name for p in _modules()} | {p.name for p in ROOT.glob("*.py")} | NOT_SOURCES
    names |= {p.name for p in (ROOT / "tests").rglob("*.py")}
    stale = sorted(pattern for pattern in _patterns()
                   if not any(fnmatch(name, pattern) for name in names))
    assert not stale, f"file names on the maps that no file has: {stale}"
