"""The engine wheel (pip wheel, setuptools backend) with its catalogs and shelf.json."""
from __future__ import annotations

import json
import shutil
import sys
import zipfile
from importlib import metadata
from pathlib import Path

from .common import ROOT, _version_tuple, log, run


# -- the engine wheel --------------------------------------------------------------------
SHELF_FILE = "shelf.json"  # engine.registry.SHELF_FILE


def _write_shelf() -> Path:
    """engine/shelf.json: ``engine.games()`` (id, title, players, variants of every game),
    which ``engine.registry.shelf()`` reads in the browser instead of importing every game."""
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
