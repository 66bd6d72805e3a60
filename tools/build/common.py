"""Paths, file lists and the log/run helpers shared by the parts of build.py."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
WEB = ROOT / "web"
LOCALE = ROOT / "engine" / "locale"
SHARED_DOMAIN = "engine"  # engine/*.py, engine/<non-game subpackage>/ and web/
LANGUAGES = ("en", "es")  # catalogs kept by `python build.py i18n`
NODE_MODULES = ROOT / "node_modules"

# Runtime files of the npm `pyodide` package (no wheels, no micropip: see STACK.md).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
PYODIDE_OPTIONAL = ("pyodide.asm.js",)  # older layouts; copied when present
WEB_TEMPLATES = ("sw.js", "pyscript.json", "pyodide-boot.mjs", "snapshot-codec.mjs", "board-embed.js")  # rendered into dist/ root, not copied as is

# Files whose URLs the browser would load: an external URL in them fails the build.  Other
# text files (vendored JS, Python sources) only warn: they carry CDN defaults in strings
# that are never used with our config; tests/e2e fail on any non-local request for real.
PAGES = ("index.html", "embed.html", "board-host.html")  # copied from the repository root
ENTRY_MODULES = ("main.py", "embed.py", "board_host.py")  # the pages' <script type="py" src>, not in `files`
STRICT_URL_FILES = ("index.html", "embed.html", "board-host.html", "board-embed.js", "pyscript.json",
                    "sw.js", "web/manifest.webmanifest")
TEXT_SUFFIXES = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".py", ".txt"}
URL_RE = re.compile(r"""(?:https?|wss?)://[^\s"'`<>()\\]+""")
LOCAL_HOSTS = {"localhost", "127.0.0.1", "[::1]", "::1"}
NAMESPACE_PREFIXES = ("http://www.w3.org/", "https://www.w3.org/")


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], *, cwd: Path = ROOT, env: dict | None = None) -> None:
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, cwd=cwd, check=True, env=env)


def _version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", text)[:3])
