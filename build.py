#!/usr/bin/env python3
"""Build, serve and test the app (the only entry point a newcomer needs).

    python3 build.py [build]       compile catalogs, build the engine wheel, assemble dist/
    python3 build.py serve         build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test [ARGS]   install everything, build, run pytest (ARGS passed through)
    python3 build.py i18n          extract messages per domain (engine/locale/<domain>.pot), update .po
    python3 build.py env           make .venv/ with the build and test extras, print its python

Every command first makes sure of the project environment .venv/ (created with the python3
that runs build.py; on Debian/Ubuntu, `python3-venv` is installed with apt-get when root) and
re-executes itself with .venv/bin/python; everything pip installs goes there, never into the
system's Python (PEP 668).  The extras of pyproject.toml are installed once: a stamp in .venv/
remembers them, so a second run starts no pip.

dist/ is what the browser sees, all paths relative, nothing fetched from another host:

    index.html                  the app shell (copied from the repository root)
    embed.html                  one recorded game for iframes and replays (also copied)
    examples/                   explainer.html (from examples/, with generated links), position.svg
    pyscript.json               generated: interpreter = vendored Pyodide, files = the archive
    python/euro-games.zip       what the pages' Python imports: the engine and web/'s modules
                                (but the entry modules), each with its Pyodide-compiled .pyc
    sw.js                       generated from web/sw.js: precache list + content-hash cache
    web/                        web/ copied (minus the templates sw.js and pyscript.json and
                                the modules in the archive); boot.js with sizes + catalog
    vendor/pyodide/             runtime files of npm `pyodide` (pinned in package.json)
    vendor/pyscript/            .js/.css of npm `@pyscript/core` dist/ (no source maps)
    wheels/euro_games-*.whl     the `engine` package, pure Python, with compiled .mo catalogs
                                and shelf.json (for bench/bot_speed.py and other hosts)

pyscript.json's files write the archive into the working directory, and web/main.py and
web/embed.py put it on sys.path: they import the engine and their sibling modules from it in
place (zipimport: nothing is unpacked at boot).  pyscript.json sits beside
index.html, so `interpreter` (resolved against the page) and `files` keys (resolved against
the config) mean the same thing.

Standard library only, except Babel (catalogs) at build time; the wheel is built with
`pip wheel` (setuptools backend), the .pyc by the vendored Pyodide run in Node.  The commands install what they need themselves (into .venv/).
"""
from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import urllib.parse
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
LOCALE = ROOT / "engine" / "locale"
SHARED_DOMAIN = "engine"  # engine/*.py, engine/<non-game subpackage>/ and web/
LANGUAGES = ("en", "es")  # catalogs kept by `python build.py i18n`
NODE_MODULES = ROOT / "node_modules"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

# Runtime files of the npm `pyodide` package (no wheels, no micropip: see STACK.md).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
PYODIDE_OPTIONAL = ("pyodide.asm.js",)  # older layouts; copied when present
WEB_TEMPLATES = ("sw.js", "pyscript.json")  # rendered into dist/ root, not copied as is

# Files whose URLs the browser would load: an external URL in them fails the build.  Other
# text files (vendored JS, Python sources) only warn: they carry CDN defaults in strings
# that are never used with our config; tests/e2e fail on any non-local request for real.
PAGES = ("index.html", "embed.html")  # copied from the repository root
ENTRY_MODULES = ("main.py", "embed.py")  # the pages' <script type="py" src>, not in `files`
STRICT_URL_FILES = ("index.html", "embed.html", "pyscript.json", "sw.js", "web/manifest.webmanifest")
TEXT_SUFFIXES = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".py", ".txt"}
URL_RE = re.compile(r"""(?:https?|wss?)://[^\s"'`<>()\\]+""")
LOCAL_HOSTS = {"localhost", "127.0.0.1", "[::1]", "::1"}
NAMESPACE_PREFIXES = ("http://www.w3.org/", "https://www.w3.org/")

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/octet-stream",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".mo": "application/octet-stream",
}


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], *, cwd: Path = ROOT, env: dict | None = None) -> None:
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, cwd=cwd, check=True, env=env)


# -- the project virtual environment -------------------------------------------------------
# Debian 12 / Ubuntu 24.04 refuse `pip install` into their Python (PEP 668), and nothing
# should land there anyway: every command runs in .venv/, made by whatever python3 started
# build.py, which then re-executes itself with .venv's python.  Only that python installs.
VENV = ROOT / ".venv"
VENV_BIN = VENV / "bin"
VENV_PYTHON = VENV_BIN / "python"
VENV_STAMP = VENV / "euro-games-installed.json"  # requirement strings pip installed here
MIN_PYTHON = (3, 11)  # tomllib


def in_project_venv() -> bool:
    """True when this interpreter is .venv's (sys.prefix is the venv directory)."""
    return Path(sys.prefix).resolve() == VENV.resolve()


def venv_version(venv: Path | None = None) -> tuple[int, ...] | None:
    """The Python version a venv was made with (its pyvenv.cfg), None if it is not usable:
    no pyvenv.cfg, its python gone (e.g. the interpreter that made it was removed) or no pip."""
    venv = VENV if venv is None else venv
    try:
        cfg = (venv / "pyvenv.cfg").read_text(encoding="utf-8")
    except OSError:
        return None
    match = re.search(r"^version(?:_info)?\s*=\s*(\d+)\.(\d+)", cfg, re.M)
    has_pip = any((venv / "lib").glob("python3*/site-packages/pip/__init__.py"))
    if match is None or not (venv / "bin" / "python").exists() or not has_pip:
        return None
    return int(match.group(1)), int(match.group(2))


def venv_apt_package() -> str:
    """Debian's package with `venv`'s ensurepip for this interpreter: python3-venv for the
    system's default python3, python3.X-venv for another Debian python3.X."""
    system = Path("/usr/bin/python3")
    if system.exists() and system.resolve() == Path(sys.executable).resolve():
        return "python3-venv"
    return f"python3.{sys.version_info.minor}-venv"


def venv_support_missing() -> bool:
    """Debian splits `ensurepip` (which `python3 -m venv` needs for pip) into python3-venv."""
    import importlib.util
    return any(importlib.util.find_spec(name) is None for name in ("venv", "ensurepip"))


def apt_install(package: str, why: str) -> None:
    """Install a Debian package with apt-get: as root, or with passwordless sudo; otherwise
    exit with the one command the user has to run."""
    command = ["apt-get", "install", "-y", package]
    if shutil.which("apt-get") is None:
        sys.exit(f"build: {why}, and this system has no apt-get: install {package} "
                 f"(or its equivalent) and run again")
    prefix: list[str] = []
    if os.geteuid() != 0:
        sudo_ok = shutil.which("sudo") is not None and subprocess.run(
            ["sudo", "-n", "true"], capture_output=True).returncode == 0
        if not sudo_ok:
            sys.exit(f"build: {why}. Install it with:\n\n    sudo apt-get install {package}\n")
        prefix = ["sudo", "-n"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    log(f"{why}: installing Debian's {package}")
    try:
        run([*prefix, *command], env=env)
    except subprocess.CalledProcessError:  # stale or empty package lists (a fresh container)
        run([*prefix, "apt-get", "update"], env=env)
        run([*prefix, *command], env=env)


def create_venv() -> None:
    """Make .venv/ with the running interpreter (with pip; replaces a broken one)."""
    if sys.version_info < MIN_PYTHON:
        sys.exit(f"build: Python {'.'.join(map(str, MIN_PYTHON))}+ needed, "
                 f"{sys.executable} is {sys.version.split()[0]}")
    if venv_support_missing():
        apt_install(venv_apt_package(), f"{sys.executable} cannot make a virtual environment "
                                        "(no venv/ensurepip module)")
        if venv_support_missing():
            sys.exit(f"build: {venv_apt_package()} installed but {sys.executable} still "
                     "lacks venv/ensurepip")
    log(f"creating the project environment {VENV.name}/ with {sys.executable} "
        f"(Python {sys.version.split()[0]})")
    run([sys.executable, "-m", "venv", "--clear", str(VENV)])
    if venv_version() is None:
        sys.exit(f"build: {VENV} was not created completely (no python or pip in it)")


def ensure_venv(argv: list[str]) -> None:
    """Return only inside .venv's python: otherwise create .venv/ if it is missing, broken or
    older than Python 3.11, and re-execute ``build.py argv`` with its python (this process
    is replaced; nothing is installed into the interpreter that started it)."""
    if in_project_venv():
        return
    version = venv_version()
    if version is None or version < MIN_PYTHON:
        create_venv()
    env = {**os.environ, "VIRTUAL_ENV": str(VENV),
           "PATH": os.pathsep.join([str(VENV_BIN), os.environ.get("PATH", "")])}
    env.pop("PYTHONHOME", None)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(VENV_PYTHON, [str(VENV_PYTHON), str(Path(__file__).resolve()), *argv], env)


# -- installing what the commands need ---------------------------------------------------
def project_extras() -> dict[str, list[str]]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["optional-dependencies"]


def _installed_requirements() -> set[str]:
    try:
        return set(json.loads(VENV_STAMP.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return set()


def ensure_extras(*names: str) -> None:
    """pip-install pyproject's optional dependencies ``names`` (e.g. "build", "test") into
    .venv/, unless these very requirement strings were installed there before (the stamp
    file in .venv/ keeps them: a second run starts no pip).  Only inside .venv's python."""
    extras = project_extras()
    wanted = sorted({req for name in names for req in extras[name]})
    done = _installed_requirements()
    if not wanted or set(wanted) <= done:
        return
    pip_install(wanted)
    VENV_STAMP.write_text(json.dumps(sorted(done | set(wanted)), indent=1) + "\n",
                          encoding="utf-8")


def pip_install(requirements: list[str]) -> None:
    if not in_project_venv():  # never into the interpreter that runs build.py
        raise RuntimeError(f"pip install outside {VENV}: {sys.executable}")
    run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         *requirements])


def _version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", text)[:3])


def ensure_build_deps() -> None:
    """Babel (catalogs) and a recent setuptools (wheel) in .venv/."""
    ensure_extras("build")


def npm_pins() -> dict[str, str]:
    """Every pinned npm package: the runtime vendored into dist/ (``dependencies``) and the
    test-only ones (``devDependencies``: axe-core, injected by the e2e accessibility tests
    from node_modules, never copied into dist/)."""
    with open(ROOT / "package.json", encoding="utf-8") as f:
        manifest = json.load(f)
    return {**manifest["dependencies"], **manifest.get("devDependencies", {})}


def ensure_node_modules() -> None:
    """`npm ci` (from the committed lock) unless node_modules already has the pinned versions."""
    for name, version in npm_pins().items():
        manifest = NODE_MODULES / name / "package.json"
        try:
            installed = json.loads(manifest.read_text(encoding="utf-8"))["version"]
        except (OSError, ValueError, KeyError):
            installed = None
        if installed != version:
            log(f"npm package {name}: want {version}, have {installed or 'none'}")
            break
    else:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build: npm not found (Node.js with npm is needed to vendor Pyodide/PyScript)")
    run([npm, "ci", "--include=dev", "--no-audit", "--no-fund"])   # dev: axe-core (tests)


def ensure_chromium() -> None:
    """Debian's chromium for the browser tests (Playwright cannot download browsers here)."""
    if Path(CHROMIUM).exists():
        return
    apt_install("chromium", f"{CHROMIUM} missing (the browser tests need Debian's chromium)")
    if not Path(CHROMIUM).exists():
        sys.exit(f"build: chromium installed but {CHROMIUM} is missing")


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
    ensure_build_deps()
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


# -- the engine wheel --------------------------------------------------------------------
SHELF_FILE = "shelf.json"  # engine.core.SHELF_FILE


def _write_shelf() -> Path:
    """engine/shelf.json: ``engine.games()`` (id, title, players, variants of every game),
    which ``engine.core.shelf()`` reads in the browser instead of importing every game."""
    sys.path.insert(0, str(ROOT))
    import engine

    path = ROOT / "engine" / SHELF_FILE
    path.write_text(json.dumps(engine.games(), ensure_ascii=False, indent=1) + "\n",
                    encoding="utf-8")
    return path


def build_wheel(out: Path, catalogs: list[Path]) -> Path:
    """Build the pure-Python engine wheel into ``out`` and check its contents."""
    shutil.rmtree(ROOT / "build", ignore_errors=True)  # stale build/lib leaks into wheels
    cmd = [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
           "--no-deps", "-w", str(out), str(ROOT)]
    try:
        isolated = _version_tuple(metadata.version("setuptools")) < (70, 1)
    except metadata.PackageNotFoundError:
        isolated = True
    if not isolated:
        cmd.insert(4, "--no-build-isolation")  # offline and fast when setuptools is here
    shelf = _write_shelf()
    try:
        # cwd elsewhere: `-m` would otherwise find this very file under the name `build`.
        run(cmd, cwd=out)
    finally:
        shelf.unlink(missing_ok=True)  # only the wheel has it: never stale in the tree
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    wheels = sorted(out.glob("*.whl"))
    if len(wheels) != 1 or not wheels[0].name.endswith("-py3-none-any.whl"):
        sys.exit(f"build: expected one pure-Python wheel, got {[w.name for w in wheels]}")
    wheel = wheels[0]
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    wanted = {c.relative_to(ROOT).as_posix() for c in catalogs} | {
        "engine/__init__.py", "engine/core.py", f"engine/{SHELF_FILE}",
        "engine/locale/numbers.json"}
    if not wanted <= names:
        sys.exit(f"build: wheel lacks {sorted(wanted - names)}")
    log(f"wheel {wheel.name}: {len(names)} files, {wheel.stat().st_size / 1024:.0f} KiB")
    return wheel


# -- dist/ -------------------------------------------------------------------------------
def _copy_pyodide(dest: Path) -> None:
    src = NODE_MODULES / "pyodide"
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if not (src / name).exists():
            sys.exit(f"build: node_modules/pyodide/{name} missing (npm package layout changed?)")
        shutil.copy2(src / name, dest / name)
    for name in PYODIDE_OPTIONAL:
        if (src / name).exists():
            shutil.copy2(src / name, dest / name)


def _copy_pyscript(dest: Path) -> None:
    src = NODE_MODULES / "@pyscript" / "core" / "dist"
    dest.mkdir(parents=True)
    files = [p for p in src.iterdir() if p.is_file() and p.suffix in (".js", ".css")]
    if not any(p.name == "core.js" for p in files):
        sys.exit("build: node_modules/@pyscript/core/dist/core.js missing")
    for path in files:  # chunk names carry hashes: copy them all, never name them
        shutil.copy2(path, dest / path.name)


# -- the pages' Python: one archive, compiled ------------------------------------------------
BUNDLE = Path("python") / "euro-games.zip"  # in dist/
BUNDLE_PATH = "/home/pyodide/euro-games.zip"
"""Where pyscript.json's ``files`` put the archive in the browser (PyScript's working
directory); web/offline.py puts it on ``sys.path`` (zipimport, nothing unpacked)."""
BUNDLE_DATE = (2020, 1, 1, 0, 0, 0)  # fixed zip entry times: the same sources, the same bytes
PYC_SCRIPT = """
import { loadPyodide } from %(pyodide)s;
const py = await loadPyodide();
py.FS.mkdirTree("/stage");
py.mountNodeFS("/stage", %(stage)s);
console.log(py.runPython(`
import compileall, py_compile, sys
ok = compileall.compile_dir("/stage", quiet=1, workers=1, ddir=%(ddir)s,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
(sys.implementation.cache_tag if ok else "FAILED")
`));
"""
"""Node + the vendored Pyodide compile the staged sources with the very CPython the browser
runs (its own magic number), as unchecked-hash .pyc (no source check), with the archive's
path in the browser as their file names (tracebacks find the sources in the archive)."""


def _compile_with_pyodide(stage: Path) -> str | None:
    """Write __pycache__/*.pyc for every .py under ``stage``; returns the cache tag, or None
    (with a note) where Node cannot run the vendored Pyodide: the archive then carries the
    sources alone, which work, only slower to import."""
    node = shutil.which("node")
    if node is None:
        log("note: no node: the archive carries no .pyc (the pages compile at boot)")
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".mjs", prefix="pyc-", delete=False) as f:
        f.write(PYC_SCRIPT % {"pyodide": json.dumps((NODE_MODULES / "pyodide" / "pyodide.mjs")
                                                    .as_uri()),
                              "stage": json.dumps(str(stage)),
                              "ddir": repr(BUNDLE_PATH)})
    try:
        out = subprocess.run([node, f.name], capture_output=True, text=True, check=False)
    finally:
        os.unlink(f.name)
    tag = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""
    if out.returncode != 0 or not re.fullmatch(r"cpython-\d+", tag):
        log(f"note: compiling with Pyodide in Node failed ({out.returncode}); the archive "
            f"carries no .pyc (the pages compile at boot):\n{out.stderr[-1500:]}")
        for cache in stage.rglob("__pycache__"):
            shutil.rmtree(cache)
        return None
    return tag


def write_bundle(wheel: Path) -> Path:
    """dist/python/euro-games.zip, which pyscript.json writes as one file into Python's
    working directory and the pages import from in place (zipimport; issue 19: unpacking its
    150 files took 100–250 ms of every boot): the wheel's ``engine`` package (shelf.json,
    catalogs, read through the loader) and web/'s modules but the pages' entry modules, each
    with its .pyc compiled by the vendored Pyodide beside its source (``x.pyc`` next to
    ``x.py``: zipimport does not look into ``__pycache__``).  One fetch instead of one per
    module, and no compiling in the browser."""
    with tempfile.TemporaryDirectory(prefix="euro-bundle-") as tmp:
        stage = Path(tmp)
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(stage, [n for n in zf.namelist() if n.startswith("engine/")])
        for module in sorted(WEB.glob("*.py")):
            if module.name not in ENTRY_MODULES:
                shutil.copy2(module, stage / module.name)
        tag = _compile_with_pyodide(stage)
        sources = sorted(stage.rglob("*.py"))
        missing = [p for p in sources if tag is not None
                   and not (p.parent / "__pycache__" / f"{p.stem}.{tag}.pyc").is_file()]
        if missing:
            sys.exit(f"build: no .pyc for {[str(p.relative_to(stage)) for p in missing][:5]}")
        out = DIST / BUNDLE
        out.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in sorted(p for p in stage.rglob("*") if p.is_file()):
                name = path.relative_to(stage).as_posix()
                if path.parent.name == "__pycache__":      # x.cpython-314.pyc -> ../x.pyc
                    name = (path.relative_to(stage).parent.parent
                            / (path.name.split(".", 1)[0] + ".pyc")).as_posix()
                info = zipfile.ZipInfo(name, BUNDLE_DATE)
                info.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(info, path.read_bytes())
    log(f"{BUNDLE.as_posix()}: {len(sources)} modules with {tag or 'no'} bytecode, "
        f"{out.stat().st_size / 1024:.0f} KiB")
    return out


def _check_preloads() -> None:
    """The pages preload the archive by its path: it must be the one built."""
    for page in PAGES:
        if f'href="./{BUNDLE.as_posix()}"' not in (DIST / page).read_text(encoding="utf-8"):
            sys.exit(f"build: {page} does not preload ./{BUNDLE.as_posix()}")


def _write_config(bundle: Path) -> None:
    config = json.loads((WEB / "pyscript.json").read_text(encoding="utf-8"))
    interpreter = config.get("interpreter", "")
    if not (DIST / interpreter).resolve().is_file():
        sys.exit(f"build: pyscript.json interpreter {interpreter!r} is not a file in dist/")
    if "packages" in config:
        sys.exit("build: pyscript.json must not use `packages` (needs micropip; not vendored)")
    files = dict(config.get("files") or {})
    # written as is into the cwd; web/offline.py puts it on sys.path (imported in place)
    files["./" + bundle.relative_to(DIST).as_posix()] = "./" + Path(BUNDLE_PATH).name
    config["files"] = files
    (DIST / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


# -- the example explainer page (issue 8) --------------------------------------------------
EXAMPLE_POSITIONS = {
    # marker: (index into the shelf's games, players, seed, moves recorded, move shown, seat,
    #          play)
    "first": (0, 3, 5, 40, 40, None, False),
    "second": (0, 3, 5, 40, 40, 0, False),        # the same moment, one player's view
    "third": (1, 4, 8, 100, 100, None, True),
    "step": (3, 2, 3, 40, 12, None, False),
    "static": (2, 4, 8, 120, 120, None, False),
}
"""The boards of examples/explainer.html: seeded random games of the shelf's games (in their
default variant), so the page shows several different games."""


def example_positions() -> dict[str, dict]:
    """marker -> {"doc", "move", "seat", "play", "caption"} (deterministic: seeded play)."""
    import random

    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(WEB))
    import engine
    from labels import variant_name      # the shell's names of rules variants (web/labels.py)

    shelf = [(info["id"], info["variants"][0]) for info in engine.games()]
    result = {}
    for marker, (index, players, seed, moves, shown, seat, play) in EXAMPLE_POSITIONS.items():
        game_id, variant = shelf[index % len(shelf)]
        game = engine.get_game(game_id)
        players = max(game.min_players, min(game.max_players, players))
        state, rng = game.new(players, seed=seed, variant=variant), random.Random(seed)
        while len(state.history) < moves and not game.is_over(state):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        shown = min(shown, len(state.history))
        view = "the public view" if seat is None else f"the view of {state.names[seat]}"
        caption = (f"{game.title} ({variant_name(variant, lambda text: text)}), {players} "
                   f"players, after {shown} moves, {view}")
        if shown < len(state.history):
            caption += f" (recorded: {len(state.history)} moves)"
        result[marker] = {"doc": engine.save(state), "move": shown, "seat": seat,
                          "play": play, "caption": caption, "game": game, "state": state}
    return result


def write_examples() -> None:
    """dist/examples/: explainer.html (from examples/, markers filled) and position.svg."""
    import engine
    from engine import share

    positions = example_positions()
    text = (ROOT / "examples" / "explainer.html").read_text(encoding="utf-8")
    for marker, pos in positions.items():
        fragment = share.make_fragment(pos["doc"], move=pos["move"], seat=pos["seat"],
                                       play=pos["play"])
        text = (text.replace(f"@EMBED {marker}@", f"../embed.html#{fragment}")
                .replace(f"@CAPTION {marker}@", pos["caption"])
                .replace(f"@GOTO {marker}@", str(max(0, pos["move"] - 6))))
    leftover = re.findall(r"@(?:EMBED|CAPTION|GOTO) \w+@", text)
    if leftover:
        sys.exit(f"build: examples/explainer.html has unknown markers {leftover}")
    out = DIST / "examples"
    out.mkdir(parents=True, exist_ok=True)
    (out / "explainer.html").write_text(text, encoding="utf-8")
    static = positions["static"]
    game, state = static["game"], engine.load(static["doc"], upto=static["move"])
    (out / "position.svg").write_text(game.render(game.view(state, None), legal=()),
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


def _write_service_worker() -> str:
    files = [p for p in _dist_files() if p != DIST / "sw.js"]
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(DIST).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    version = digest.hexdigest()[:16]
    urls = ["./"] + ["./" + urllib.parse.quote(p.relative_to(DIST).as_posix()) for p in files]
    template = (WEB / "sw.js").read_text(encoding="utf-8")
    for marker in ("@CACHE_VERSION@", "/* @PRECACHE@ */"):
        if marker not in template:
            sys.exit(f"build: web/sw.js lacks the marker {marker}")
    text = (template.replace("@CACHE_VERSION@", version)
            .replace("/* @PRECACHE@ */", "\n  " + ",\n  ".join(json.dumps(u) for u in urls) + ",\n"))
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


def build() -> None:
    ensure_build_deps()
    catalogs = compile_catalogs()
    ensure_node_modules()
    with tempfile.TemporaryDirectory(prefix="euro-wheel-") as tmp:
        wheel_tmp = build_wheel(Path(tmp), catalogs)
        if DIST.exists():
            shutil.rmtree(DIST)
        (DIST / "wheels").mkdir(parents=True)
        wheel = Path(shutil.copy2(wheel_tmp, DIST / "wheels" / wheel_tmp.name))
    for page in PAGES:
        shutil.copy2(ROOT / page, DIST / page)
    shutil.copytree(WEB, DIST / "web", ignore=shutil.ignore_patterns(
        "__pycache__", "*.pyc", ".*", *WEB_TEMPLATES))
    _copy_pyodide(DIST / "vendor" / "pyodide")
    _copy_pyscript(DIST / "vendor" / "pyscript")
    _write_boot_script()
    for module in (DIST / "web").glob("*.py"):  # in the bundle; only the entries load alone
        if module.name not in ENTRY_MODULES:
            module.unlink()
    _write_config(write_bundle(wheel))
    _check_preloads()
    write_examples()
    version = _write_service_worker()
    check_no_foreign_urls()
    files = _dist_files()
    size = sum(p.stat().st_size for p in files)
    log(f"dist/ ready: {len(files)} files, {size / 1e6:.1f} MB, cache {version}")


# -- serving -----------------------------------------------------------------------------
class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Static files of dist/ with the MIME types Pyodide needs; `quiet` silences the log."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def __init__(self, *args, directory: str | os.PathLike | None = None, **kwargs):
        super().__init__(*args, directory=str(directory or DIST), **kwargs)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib signature)
        if not self.quiet:
            super().log_message(format, *args)


class DistServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)  # a browser hanging up is normal


def make_server(directory: Path = DIST, port: int = 0, quiet: bool = False) -> DistServer:
    """A server for ``directory`` on 127.0.0.1 (port 0: a free one); call serve_forever()."""
    handler = type("Handler", (DistHandler,), {"quiet": quiet})
    return DistServer(("127.0.0.1", port), functools.partial(handler, directory=directory))


def serve(port: int) -> None:
    if not (DIST / "index.html").exists():
        sys.exit("build: dist/ is empty; run without --no-build")
    try:
        server = make_server(DIST, port)
    except OSError as err:
        sys.exit(f"build: cannot listen on 127.0.0.1:{port}: {err} (try --port)")
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"\nServing dist/ at {url}  (Ctrl+C to stop)\n", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# -- tests -------------------------------------------------------------------------------
def test(pytest_args: list[str], *, install: bool, do_build: bool) -> int:
    if install:
        ensure_extras("build", "test")
        ensure_node_modules()
        ensure_chromium()
    if do_build:
        build()
    parallel = [] if any(a.startswith(("-n", "--numprocesses", "-p")) for a in pytest_args) \
        else ["-n", "auto"]        # one pytest worker per core (pytest-xdist)
    cmd = [sys.executable, "-m", "pytest", *parallel, *pytest_args]
    log("$ " + " ".join(cmd))
    return subprocess.call(cmd, cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 build.py", description=__doc__.split("\n\n")[0],
                                     allow_abbrev=False)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("build", help="compile catalogs, build the wheel, assemble dist/ (default)")
    p_serve = sub.add_parser("serve", allow_abbrev=False, help="build, then serve dist/ on 127.0.0.1")
    p_serve.add_argument("--port", type=int, default=8000, help="port (default 8000; 0: any)")
    p_serve.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    p_test = sub.add_parser("test", allow_abbrev=False, help="install deps (pip, npm, Debian chromium), build, "
                                         "run pytest; other arguments go to pytest")
    p_test.add_argument("--no-install", action="store_true", help="skip the install steps")
    p_test.add_argument("--no-build", action="store_true", help="test dist/ as it is")
    sub.add_parser("i18n", help="extract messages per domain into engine/locale/*.pot, update .po")
    sub.add_parser("env", help="make .venv/ with the build and test extras; print its python "
                               "(for bench/ scripts)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    os.chdir(ROOT)
    try:
        ensure_venv(sys.argv[1:] if argv is None else list(argv))
        if args.command in (None, "build"):
            build()
        elif args.command == "serve":
            if not args.no_build:
                build()
            serve(args.port)
        elif args.command == "i18n":
            i18n()
            compile_catalogs()      # tests read the compiled catalogs
        elif args.command == "env":
            ensure_extras("build", "test")
            print(sys.executable)
        elif args.command == "test":
            return test(extra[1:] if extra[:1] == ["--"] else extra,
                        install=not args.no_install, do_build=not args.no_build)
    except subprocess.CalledProcessError as err:
        print(f"build: command failed with exit status {err.returncode}: "
              f"{' '.join(map(str, err.cmd))}", file=sys.stderr)
        return err.returncode or 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
