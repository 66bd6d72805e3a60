"""dist/vendor (Pyodide, PyScript) and the pages' Python: one archive, compiled, and pyscript.json."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from .common import (DIST, ENTRY_MODULES, NODE_MODULES, PAGES, PYODIDE_FILES,
                     PYODIDE_OPTIONAL, WEB, log)


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
    as its .pyc compiled by the vendored Pyodide, alone (``x.pyc`` where ``x.py`` would be:
    zipimport does not look into ``__pycache__``, and with unchecked-hash .pyc it never reads
    a source, so the sources are left out: issue 33, each module once; tracebacks then show
    no source lines).  One fetch instead of one per module, and no compiling in the browser.
    Without Node the archive carries the sources instead."""
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
        # stored, not deflated (issue 33): the server's brotli/gzip then compresses the whole
        # archive at once (br 0.72 MB instead of 1.12 MB for the deflated one), and
        # zipimport reads the entries without inflating them
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as zf:
            for path in sorted(p for p in stage.rglob("*") if p.is_file()):
                if tag is not None and path.suffix == ".py":
                    continue        # its .pyc alone (issue 33): zipimport needs no source
                name = path.relative_to(stage).as_posix()
                if path.parent.name == "__pycache__":      # x.cpython-314.pyc -> ../x.pyc
                    name = (path.relative_to(stage).parent.parent
                            / (path.name.split(".", 1)[0] + ".pyc")).as_posix()
                info = zipfile.ZipInfo(name, BUNDLE_DATE)
                info.compress_type = zipfile.ZIP_STORED
                zf.writestr(info, path.read_bytes())
    log(f"{BUNDLE.as_posix()}: {len(sources)} modules with {tag or 'no'} bytecode, "
        f"{out.stat().st_size / 1024:.0f} KiB")
    return out


def _check_preloads() -> None:
    """The pages preload the archive by its path: it must be the one built."""
    for page in PAGES:
        if f'href="./{BUNDLE.as_posix()}"' not in (DIST / page).read_text(encoding="utf-8"):
            sys.exit(f"build: {page} does not preload ./{BUNDLE.as_posix()}")


def _write_config(bundle: Path, interpreter: str) -> None:
    """dist/pyscript.json from web/pyscript.json: ``interpreter`` (the boot module, relative
    to dist/) and the archive in ``files``."""
    config = json.loads((WEB / "pyscript.json").read_text(encoding="utf-8"))
    config["interpreter"] = interpreter
    if not (DIST / interpreter).resolve().is_file():
        sys.exit(f"build: pyscript.json interpreter {interpreter!r} is not a file in dist/")
    if "packages" in config:
        sys.exit("build: pyscript.json must not use `packages` (needs micropip; not vendored)")
    files = dict(config.get("files") or {})
    # written as is into the cwd; web/offline.py puts it on sys.path (imported in place)
    files["./" + bundle.relative_to(DIST).as_posix()] = "./" + Path(BUNDLE_PATH).name
    config["files"] = files
    (DIST / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
