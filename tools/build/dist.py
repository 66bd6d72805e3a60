"""dist/: the example page, boot.js, the service worker, the foreign-URL check, and assemble()."""
from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
import tempfile
import urllib.parse
from pathlib import Path

from .bundle import (BUNDLE_PATH, _check_preloads, _copy_pyodide, _copy_pyscript, _write_config,
                     write_bundle)
from .common import (DIST, ENTRY_MODULES, LANGUAGES, LOCAL_HOSTS, LOCALE, NAMESPACE_PREFIXES,
                     PAGES, ROOT, SHARED_DOMAIN, STRICT_URL_FILES, TEXT_SUFFIXES, URL_RE, WEB,
                     WEB_TEMPLATES, log)
from .snapshot import SNAPSHOT_SUFFIX, snapshot_modules, write_boot_module, write_snapshot
from .wheel import build_wheel


# -- the example explainer page ------------------------------------------------------------
def write_examples() -> None:
    """dist/examples/: explainer.html from examples/explainer.html, its markers filled by
    tools/build/explainer.py (Village's rules on the rulebook's worked examples), and
    position.svg."""
    sys.path.insert(0, str(ROOT))
    from . import explainer

    text = explainer.write_page((ROOT / "examples" / "explainer.html").read_text(encoding="utf-8"))
    out = DIST / "examples"
    out.mkdir(parents=True, exist_ok=True)
    (out / "explainer.html").write_text(text, encoding="utf-8")
    (out / "position.svg").write_text(explainer.static_svg(), encoding="utf-8")


def _write_board_embed() -> None:
    """dist/board-embed.js from web/board-embed.js (the script embed, issue 32), with the
    translations of the messages it quotes, from the engine domain's catalogs (@CATALOG@)."""
    from babel.messages.pofile import read_po

    source = (WEB / "board-embed.js").read_text(encoding="utf-8")
    quoted = set(re.findall(r'"((?:[^"\\\n]|\\.)+)"', source))
    catalog = {}
    for lang in LANGUAGES:
        with open(LOCALE / lang / "LC_MESSAGES" / f"{SHARED_DOMAIN}.po", "rb") as f:
            po = read_po(f)
        catalog[lang] = {m: po[m].string for m in sorted(quoted)
                         if po.get(m) is not None and po[m].string and not po[m].fuzzy}
    marker = "/* @CATALOG@ */ {}"
    if marker not in source:
        sys.exit(f"build: web/board-embed.js lacks the marker {marker}")
    (DIST / "board-embed.js").write_text(
        source.replace(marker, json.dumps(catalog, ensure_ascii=False, sort_keys=True)),
        encoding="utf-8")


BOOT_COUNTED = ("pyodide.asm.wasm", "python_stdlib.zip")
"""Files of vendor/pyodide whose download web/boot.js shows as a percentage (all fetched
before Python starts)."""


def _write_boot_script() -> None:
    """dist/web/boot.js from web/boot.js: the sizes of the files it counts (@SIZES@) and the
    translations of its own messages, from the engine domain's catalogs (@CATALOG@)."""
    from babel.messages.extract import extract_from_file
    from babel.messages.pofile import read_po

    path = DIST / "web" / "boot.js"
    sizes = {name: (DIST / "vendor" / "pyodide" / name).stat().st_size for name in BOOT_COUNTED}
    messages = sorted({found[1] for found in extract_from_file(
        "javascript", WEB / "boot.js", keywords={"_": None}, comment_tags=())})
    catalog = {}
    for lang in LANGUAGES:
        with open(LOCALE / lang / "LC_MESSAGES" / f"{SHARED_DOMAIN}.po", "rb") as f:
            po = read_po(f)
        catalog[lang] = {m: po[m].string for m in messages
                         if po.get(m) is not None and po[m].string and not po[m].fuzzy}
    text = path.read_text(encoding="utf-8")
    for marker, value in (("/* @SIZES@ */ {}", sizes), ("/* @CATALOG@ */ {}", catalog)):
        if marker not in text:
            sys.exit(f"build: web/boot.js lacks the marker {marker}")
        text = text.replace(marker, json.dumps(value, ensure_ascii=False, sort_keys=True))
    path.write_text(text, encoding="utf-8")


def _dist_files() -> list[Path]:
    return sorted(p for p in DIST.rglob("*") if p.is_file())


PYSCRIPT_USED = ("core", "deprecations-manager", "donkey", "error", "py-editor", "py-game",
                 "py-terminal")
"""PyScript's chunks (name before the hash) its core loads on every start of our pages: its
plugins, small; not the editor's codemirror, the terminal's xterm, MicroPython, TOML (our
config is JSON), zip (the archive is written whole) or the packages graph, which those load
only when used.  Their static imports are kept too (tests/e2e/test_boot.py checks that every
file a page loads is precached)."""
CHUNK = re.compile(r"^(?P<name>.+)-[A-Za-z0-9_-]{8}\.js$")
STATIC_IMPORT = re.compile(r"""(?:\bfrom|\bimport)\s*["']\./([^"']+)["']""")
GROUP_FOLDERS = ("examples/",)
"""Stored by the service worker only for the pages under them (web/sw.js GROUPS)."""
NOT_OFFLINE = ("wheels/",)
"""Files no page loads (the wheel is for other hosts and bench/bot_speed.py)."""


def _pyscript_needed(folder: Path) -> set[Path]:
    """vendor/pyscript's files our pages load: core.js/core.css, :data:`PYSCRIPT_USED`'s
    chunks and everything they import statically."""
    todo = [p for p in folder.iterdir() if p.name in ("core.js", "core.css")
            or ((m := CHUNK.match(p.name)) is not None and m["name"] in PYSCRIPT_USED)]
    needed: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in needed or not path.is_file():
            continue
        needed.add(path)
        if path.suffix == ".js":
            todo += [folder / name for name in
                     STATIC_IMPORT.findall(path.read_text(encoding="utf-8", errors="replace"))]
    return needed


def offline_files() -> tuple[list[Path], dict[str, list[Path]]]:
    """(what the service worker precaches, {folder: files stored only for pages there}):
    every file of dist/ but sw.js, the snapshot (stored apart), the wheel and PyScript's
    chunks the pages never load."""
    pyscript = DIST / "vendor" / "pyscript"
    needed = _pyscript_needed(pyscript)
    precache, groups = [], {folder: [] for folder in GROUP_FOLDERS}
    for path in _dist_files():
        rel = path.relative_to(DIST).as_posix()
        if (path == DIST / "sw.js" or path.name.endswith(SNAPSHOT_SUFFIX)
                or rel.startswith(NOT_OFFLINE)
                or (path.parent == pyscript and path not in needed)):
            continue
        folder = next((f for f in GROUP_FOLDERS if rel.startswith(f)), None)
        (groups[folder] if folder else precache).append(path)
    return precache, groups


def _write_service_worker() -> str:
    files = [p for p in _dist_files() if p != DIST / "sw.js"]
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(DIST).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    version = digest.hexdigest()[:16]
    def url(path: Path) -> str:
        return "./" + urllib.parse.quote(path.relative_to(DIST).as_posix())

    snapshots = [url(p) for p in files if p.name.endswith(SNAPSHOT_SUFFIX)]
    precache, groups = offline_files()
    urls = ["./"] + [url(p) for p in precache]
    template = (WEB / "sw.js").read_text(encoding="utf-8")
    for marker in ("@CACHE_VERSION@", "/* @PRECACHE@ */", "/* @GROUPS@ */ {}",
                   "/* @SNAPSHOT@ */ null"):
        if marker not in template:
            sys.exit(f"build: web/sw.js lacks the marker {marker}")
    text = (template.replace("@CACHE_VERSION@", version)
            .replace("/* @PRECACHE@ */", "\n  " + ",\n  ".join(json.dumps(u) for u in urls) + ",\n")
            .replace("/* @GROUPS@ */ {}", json.dumps(
                {folder: [url(p) for p in paths] for folder, paths in groups.items()}))
            .replace("/* @SNAPSHOT@ */ null", json.dumps(snapshots[0] if snapshots else None)))
    (DIST / "sw.js").write_text(text, encoding="utf-8")
    return version


def check_no_foreign_urls() -> None:
    """Fail on an external URL in a file that defines what loads; count the rest as warnings."""
    strict, loose = [], {}
    for path in _dist_files():
        if path.suffix not in TEXT_SUFFIXES:
            continue
        rel = path.relative_to(DIST).as_posix()
        text = path.read_text(encoding="utf-8", errors="replace")
        for url in URL_RE.findall(text):
            host = urllib.parse.urlsplit(url).hostname or ""
            if host in LOCAL_HOSTS or url.startswith(NAMESPACE_PREFIXES) or "${" in url:
                continue
            if rel in STRICT_URL_FILES:
                strict.append(f"{rel}: {url}")
            else:
                loose.setdefault(rel, set()).add(host)
    for rel, hosts in sorted(loose.items()):
        log(f"note: {rel} mentions external hosts in strings (not loaded by our config): "
            + ", ".join(sorted(hosts)[:4]) + (" …" if len(hosts) > 4 else ""))
    if strict:
        sys.exit("build: external URLs in files the browser loads from:\n  " + "\n  ".join(strict))


def build_id() -> str:
    """The commit dist/ is built from (``git describe --always --dirty``: a short hash,
    "-dirty" when the tree has changes), or "" outside a git checkout."""
    import subprocess

    try:
        done = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=ROOT,
                              capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    found = done.stdout.strip()
    return found if done.returncode == 0 and re.fullmatch(r"[\w.-]{1,60}", found) else ""


def _stamp_build(page: Path) -> None:
    """Write :func:`build_id` into the page's ``<meta name="euro-build">`` (the About shows it)."""
    text = page.read_text(encoding="utf-8")
    marker = '<meta name="euro-build" content="">'
    if marker not in text:
        sys.exit(f"build: {page.name} lacks {marker}")
    page.write_text(text.replace(marker, f'<meta name="euro-build" content="{build_id()}">'),
                    encoding="utf-8")


def assemble(catalogs: list[Path]) -> None:
    """dist/ from scratch: the wheel (with ``catalogs``), the pages, web/, the vendored
    runtime, the archive, pyscript.json, the examples and the service worker."""
    with tempfile.TemporaryDirectory(prefix="euro-wheel-") as tmp:
        wheel_tmp = build_wheel(Path(tmp), catalogs)
        if DIST.exists():
            shutil.rmtree(DIST)
        (DIST / "wheels").mkdir(parents=True)
        wheel = Path(shutil.copy2(wheel_tmp, DIST / "wheels" / wheel_tmp.name))
    for page in PAGES:
        shutil.copy2(ROOT / page, DIST / page)
    _stamp_build(DIST / "index.html")
    shutil.copytree(WEB, DIST / "web", ignore=shutil.ignore_patterns(
        "__pycache__", "*.pyc", ".*", *WEB_TEMPLATES))
    _copy_pyodide(DIST / "vendor" / "pyodide")
    _copy_pyscript(DIST / "vendor" / "pyscript")
    _write_boot_script()
    _write_board_embed()
    for module in (DIST / "web").glob("*.py"):  # in the bundle; only the entries load alone
        if module.name not in ENTRY_MODULES:
            module.unlink()
    bundle = write_bundle(wheel)
    snapshot = write_snapshot(bundle, BUNDLE_PATH, snapshot_modules(bundle))
    _write_config(bundle, write_boot_module(snapshot))
    _check_preloads()
    write_examples()
    version = _write_service_worker()
    check_no_foreign_urls()
    files = _dist_files()
    size = sum(p.stat().st_size for p in files)
    log(f"dist/ ready: {len(files)} files, {size / 1e6:.1f} MB, cache {version}")
