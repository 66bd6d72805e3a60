#!/usr/bin/env python3
"""Build, serve and test the app (the only entry point a newcomer needs).

    python3 build.py [build]       compile catalogs, build the engine wheel, assemble dist/
    python3 build.py serve         build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test [ARGS]   install everything, run the gate (ruff, mypy), build, run
                                   pytest (ARGS passed through)
    python3 build.py check         the gate alone: ruff on the tree, mypy on engine/
    python3 build.py i18n          extract messages per domain (engine/locale/<domain>.pot), update .po
    python3 build.py env           make .venv/ with the build and test extras, compile the
                                   catalogs, print its python (then: pytest -m "not e2e")

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

The set-up (the venv, installing what a command needs) and the commands are here, standard
library only, so a bare `python3 build.py` works; the parts that build live in tools/build/
(i18n, wheel, bundle, dist, serve), imported once .venv/ is in use.  Standard library only,
except Babel (catalogs) at build time; the wheel is built with
`pip wheel` (setuptools backend), the .pyc by the vendored Pyodide run in Node.  The commands install what they need themselves (into .venv/).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
NODE_MODULES = ROOT / "node_modules"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


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


# -- building (tools/build/) ----------------------------------------------------------------
PARTS = ("common", "i18n", "wheel", "bundle", "dist", "serve")
"""The modules of tools/build/, in the order build.<name> looks names up in them."""


def _part(name: str):
    """tools/build/<name>.py, imported (the project root first on sys.path)."""
    import importlib

    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return importlib.import_module(f"tools.build.{name}")


def __getattr__(name: str):
    """``build.<name>`` of the parts' names (PEP 562), as before the split (tests, bench)."""
    if not name.startswith("__"):
        for part in PARTS:
            module = _part(part)
            if hasattr(module, name):
                return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def build() -> None:
    """Compile the catalogs, build the wheel and assemble dist/ (tools/build/dist.py)."""
    ensure_build_deps()
    catalogs = _part("i18n").compile_catalogs()
    ensure_node_modules()
    _part("dist").assemble(catalogs)


def i18n() -> None:
    """Extract messages per domain and update every language's .po (tools/build/i18n.py)."""
    ensure_build_deps()
    _part("i18n").i18n()


# -- the gate: lint and type check --------------------------------------------------------
GATE = (
    ("ruff", ["check", "."], "ruff check .   (lint of the whole tree: [tool.ruff] in pyproject.toml)"),
    ("mypy", [], "mypy           (types of engine/: [tool.mypy] in pyproject.toml)"),
)
"""The checks of the gate, in order: (module run with ``python -m``, its arguments, what it is).
Both read their settings from pyproject.toml, so a bare `.venv/bin/ruff check .` or
`.venv/bin/mypy` in the project root runs the same check."""


def gate() -> int:
    """Run the gate (ruff on the tree, mypy on engine/) with .venv's tools, every check even
    when one fails, and return 0 when all pass; otherwise say which failed and how to re-run
    them alone, and return 1.  The tools come with the test extras (ensure_extras)."""
    import importlib.util

    failed = []
    for module, args, what in GATE:
        if importlib.util.find_spec(module) is None:
            log(f"gate: {module} is not installed in {VENV.name}/ (run without --no-install)")
            failed.append(what)
            continue
        log(f"gate: {what}")
        cmd = [sys.executable, "-m", module, *args]
        if subprocess.call(cmd, cwd=ROOT) != 0:
            failed.append(what)
    if failed:
        print("build: the gate failed (fix the findings above before building and testing):\n"
              + "".join(f"    .venv/bin/{line}\n" for line in failed)
              + "(python3 build.py check runs the gate alone; "
                "python3 build.py test --no-gate skips it)", file=sys.stderr)
        return 1
    log("gate: ruff and mypy pass")
    return 0


# -- tests -------------------------------------------------------------------------------
def test(pytest_args: list[str], *, install: bool, do_build: bool, do_gate: bool = True) -> int:
    """Install what the tests need, run the gate (gate()), build dist/ and run pytest with
    ``pytest_args``; a failed gate stops before the build."""
    if install:
        ensure_extras("build", "test")
        ensure_node_modules()
        ensure_chromium()
    if do_gate and gate() != 0:
        return 1
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
    p_test.add_argument("--no-gate", action="store_true",
                        help="skip the gate (ruff on the tree, mypy on engine/)")
    sub.add_parser("check", help="the gate alone: ruff on the tree, mypy on engine/ "
                                 "(installs the test extras)")
    sub.add_parser("i18n", help="extract messages per domain into engine/locale/*.pot, update .po")
    sub.add_parser("env", help="make .venv/ with the build and test extras, compile the "
                               "catalogs; print its python (for bench/ scripts and "
                               "`pytest -m 'not e2e'`)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    os.chdir(ROOT)
    try:
        ensure_venv(sys.argv[1:] if argv is None else list(argv))
        if args.command in (None, "build"):
            build()
        elif args.command == "serve":
            _part("serve").serve(args.port, before=None if args.no_build else build)
        elif args.command == "i18n":
            i18n()
            _part("i18n").compile_catalogs()      # tests read the compiled catalogs
        elif args.command == "env":
            ensure_extras("build", "test")
            if (ROOT / "engine" / "locale").is_dir():
                _part("i18n").compile_catalogs()  # the non-browser tests read them
            print(sys.executable)
        elif args.command == "test":
            return test(extra[1:] if extra[:1] == ["--"] else extra,
                        install=not args.no_install, do_build=not args.no_build,
                        do_gate=not args.no_gate)
        elif args.command == "check":
            ensure_extras("test")
            return gate()
    except subprocess.CalledProcessError as err:
        print(f"build: command failed with exit status {err.returncode}: "
              f"{' '.join(map(str, err.cmd))}", file=sys.stderr)
        return err.returncode or 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
