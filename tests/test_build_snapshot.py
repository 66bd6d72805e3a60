"""tools/build/snapshot.py: what the Python memory snapshot imports (issue 19, warm boot), and
the boot module that restores it only when the service worker stored it."""
import zipfile

from tools.build import snapshot


def test_modules_that_import_the_browser_stay_out_of_the_snapshot(tmp_path):
    bundle = tmp_path / "euro-games.zip"
    with zipfile.ZipFile(bundle, "w") as zf:
        zf.writestr("engine/__init__.py", "import json\n")
        zf.writestr("engine/core.py", "x = 1\n")
        zf.writestr("engine/__main__.py", "main()\n")            # would run the CLI
        zf.writestr("engine/nippon/__init__.py", "")
        zf.writestr("ui.py", "def esc(s): return s\n")
        zf.writestr("app.py", "from pyscript import document\n")
        zf.writestr("storage.py", "def f():\n    import js\n    return js\n")
        zf.writestr("engine/core.pyc", b"\0")
    assert snapshot.snapshot_modules(bundle) == ["engine", "engine.core", "engine.nippon", "ui"]


def test_the_boot_module_names_this_builds_snapshot(tmp_path, monkeypatch):
    monkeypatch.setattr(snapshot, "DIST", tmp_path)
    (tmp_path / "vendor" / "pyodide").mkdir(parents=True)
    assert snapshot.write_boot_module("euro-games-0123.snapshot") == \
        "./vendor/pyodide/euro-boot.mjs"
    text = (tmp_path / "vendor" / "pyodide" / "euro-boot.mjs").read_text(encoding="utf-8")
    assert 'const SNAPSHOT = "euro-games-0123.snapshot";' in text
    assert "@SNAPSHOT@" not in text
    snapshot.write_boot_module(None)       # no Node at build time: the plain start only
    text = (tmp_path / "vendor" / "pyodide" / "euro-boot.mjs").read_text(encoding="utf-8")
    assert "const SNAPSHOT = null;" in text


def test_an_archive_of_pyc_alone_reads_its_sources_from_the_project(tmp_path):
    """Issue 33: the archive carries each module's .pyc alone; whether a module imports the
    browser is read from its source in the project (engine/ or web/)."""
    bundle = tmp_path / "euro-games.zip"
    with zipfile.ZipFile(bundle, "w") as zf:
        for name in ("engine/__init__.pyc", "engine/registry.pyc", "labels.pyc", "offline.pyc"):
            zf.writestr(name, b"\0")
    assert snapshot.snapshot_modules(bundle) == ["engine", "engine.registry", "labels"]
