"""A Pyodide memory snapshot of the pages' Python, taken at build time (issues 19 and 33).

The vendored Pyodide runs in Node, imports the engine (every game) and the pages' modules that
need no browser (``js``, ``pyscript``) from the very archive the pages load, and writes
``makeMemorySnapshot()`` into dist/vendor/pyodide/ in web/snapshot-codec.mjs's form: the static
memory XORed with the wasm's data segments, so that what the wasm already carries compresses
to nothing, and the pages then all zeros left out.  The script decodes the file again and checks it equals the snapshot before
writing it.
The file name carries a hash of the archive and the runtime, so a snapshot never meets another
build's files.  Hosts compress it like the wasm (README, "Serving").

dist/vendor/pyodide/euro-boot.mjs (from web/pyodide-boot.mjs), the module pyscript.json names
as the interpreter, restores it on every start (``loadPyodide({_loadSnapshot})``, the file
decoded and the wasm memory grown to the snapshot's heap first): fetched on the first, from the
service worker's cache later (web/sw.js).  Without Node, or when Pyodide cannot make the
snapshot, the build says so and the pages start as before.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from .common import DIST, NODE_MODULES, WEB, log

SNAPSHOT_SUFFIX = ".snapshot"
"""The snapshot's file name ends so (web/sw.js stores it apart from the precache)."""

BOOT_MODULE = "euro-boot.mjs"
"""The interpreter module of dist/pyscript.json, written into dist/vendor/pyodide/."""

CODEC = "snapshot-codec.mjs"
"""web/'s module for the snapshot's file form, copied beside the boot module."""

PURE = re.compile(r"^\s*(?:import\s+(?:js|pyscript|pyodide)\b|from\s+(?:js|pyscript|pyodide)\b)",
                  re.MULTILINE)
"""A module that imports the browser (at any level): not imported into the snapshot, whose
Python must hold no JavaScript object.  A module that imports such a module is found when its
import fails: the snapshot's script makes ``js``, ``pyscript`` and ``pyodide.ffi`` unimportable
while it imports, and leaves out what fails."""

SCRIPT = """
import { loadPyodide } from %(pyodide)s;
import { dataImage, decode, encode, expand } from %(codec)s;
import { readFileSync, writeFileSync } from "node:fs";
const py = await loadPyodide({ _makeSnapshot: true });
py.FS.writeFile(%(bundle_path)s, readFileSync(%(bundle)s));
const skipped = py.runPython(`
import importlib, sys
sys.path.insert(0, ${JSON.stringify(%(bundle_path)s)})
blocked = {name: sys.modules.pop(name, None) for name in ("js", "pyscript", "pyodide.ffi")}
sys.modules.update(dict.fromkeys(blocked))       # None: importing them raises ImportError
skipped = []
for name in ${JSON.stringify(%(modules)s)}:
    try:
        importlib.import_module(name)
    except ImportError:                          # it needs the browser, through another module
        skipped.append(name)
for name, module in blocked.items():
    if module is None:
        del sys.modules[name]
    else:
        sys.modules[name] = module
" ".join(skipped)
`);
const snapshot = py.makeMemorySnapshot();
const base = dataImage(new Uint8Array(readFileSync(%(wasm)s)));
const encoded = encode(snapshot, base);
if (Buffer.compare(decode(expand(encoded), base), snapshot) !== 0) {
  throw new Error("the decoded snapshot differs from the snapshot");
}
writeFileSync(%(out)s, encoded);
console.log(skipped || "-");
console.log(snapshot.length);
"""


def snapshot_modules(bundle: Path) -> list[str]:
    """The modules of the archive ``bundle`` to import before the snapshot is taken: every
    module (the engine with every game, the pages' modules) but those that import a browser
    module (:data:`PURE`) and ``__main__`` modules, in name order."""
    names = []
    with zipfile.ZipFile(bundle) as zf:
        entries = set(zf.namelist())
        for entry in entries:
            stem, dot, suffix = entry.rpartition(".")
            if suffix not in ("py", "pyc") or (suffix == "pyc" and f"{stem}.py" in entries):
                continue
            name = stem.replace("/", ".").removesuffix(".__init__")
            source = (zf.read(entry).decode("utf-8") if suffix == "py"
                      else _source_of(stem).read_text(encoding="utf-8"))
            if name.endswith("__main__") or PURE.search(source):
                continue
            names.append(name)
    return sorted(names)


def _source_of(stem: str) -> Path:
    """The source in the repository of the archive's module ``stem`` (its path without
    suffix), for an archive of .pyc alone: engine/... from the project, the rest from web/."""
    path = WEB.parent / f"{stem}.py" if stem.startswith("engine/") else WEB / f"{stem}.py"
    if not path.is_file():
        path = path.with_suffix("") / "__init__.py"
    return path


def write_snapshot(bundle: Path, bundle_path: str, modules: list[str]) -> str | None:
    """Make the snapshot of ``bundle`` (dist/python/euro-games.zip, placed at ``bundle_path``
    as in the pages) with ``modules`` imported; returns its URL relative to the boot module,
    or None (with a note) where Node or Pyodide cannot make it."""
    node = shutil.which("node")
    if node is None:
        log("note: no node: no Pyodide memory snapshot (warm starts run Python's start-up)")
        return None
    runtime = NODE_MODULES / "pyodide" / "pyodide.asm.wasm"
    digest = hashlib.sha256(bundle.read_bytes() + runtime.read_bytes()).hexdigest()[:16]
    name = f"euro-games-{digest}{SNAPSHOT_SUFFIX}"
    out = DIST / "vendor" / "pyodide" / name
    with tempfile.NamedTemporaryFile("w", suffix=".mjs", prefix="snap-", delete=False) as f:
        f.write(SCRIPT % {
            "pyodide": json.dumps((NODE_MODULES / "pyodide" / "pyodide.mjs").as_uri()),
            "wasm": json.dumps(str(runtime)),
            "codec": json.dumps((WEB / CODEC).as_uri()),
            "bundle": json.dumps(str(bundle)), "bundle_path": json.dumps(bundle_path),
            "modules": json.dumps(modules), "out": json.dumps(str(out))})
    try:
        run = subprocess.run([node, f.name], capture_output=True, text=True, check=False)
    finally:
        Path(f.name).unlink()
    if run.returncode != 0 or not out.is_file():
        log(f"note: no Pyodide memory snapshot ({run.returncode}):\n{run.stderr[-1500:]}")
        out.unlink(missing_ok=True)
        return None
    *_, skipped, size = run.stdout.strip().splitlines()      # the script's last two lines
    skipped = [] if skipped.strip() == "-" else skipped.split()
    log(f"vendor/pyodide/{name}: {len(modules) - len(skipped)} modules imported"
        + (f" ({len(skipped)} need the browser through others: {', '.join(skipped)})"
           if skipped else "")
        + f", {int(size) / 1e6:.0f} MB ({out.stat().st_size / 1e6:.0f} MB file, "
        + f"{len(gzip.compress(out.read_bytes(), 6)) / 1e6:.1f} MB gzipped)")
    return name


def write_boot_module(snapshot: str | None) -> str:
    """dist/vendor/pyodide/euro-boot.mjs from web/pyodide-boot.mjs, naming ``snapshot`` (or
    none); returns its path relative to dist/ (pyscript.json's ``interpreter``)."""
    text = (WEB / "pyodide-boot.mjs").read_text(encoding="utf-8")
    marker = "/* @SNAPSHOT@ */ null"
    if marker not in text:
        raise SystemExit("build: web/pyodide-boot.mjs lacks the marker " + marker)
    path = DIST / "vendor" / "pyodide" / BOOT_MODULE
    path.write_text(text.replace(marker, json.dumps(snapshot)), encoding="utf-8")
    shutil.copyfile(WEB / CODEC, path.with_name(CODEC))
    return "./" + path.relative_to(DIST).as_posix()
