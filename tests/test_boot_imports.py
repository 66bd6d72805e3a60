"""Issue 19: the page imports only what its first screen needs.  The shelf comes from the
wheel's shelf.json (no game package imported), opening a game imports that game's package
alone, and the shell's modules leave heavy standard-library modules (pickle, html, secrets)
to the moment they are used."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import engine
from engine import registry

ROOT = Path(__file__).resolve().parents[1]
GAME_MODULES = [f"engine.{name}" for name in registry.GAME_PACKAGES]


def imported_after(code: str) -> set[str]:
    """Modules in sys.modules after ``code`` runs in a fresh interpreter (web/ on the path)."""
    probe = (f"import sys; sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / 'web')!r}]\n{code}\n"
             "import json; print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.splitlines()[-1]))


def test_get_game_imports_only_its_own_package():
    loaded = imported_after("import engine; engine.get_game('nippon')")
    assert [m for m in GAME_MODULES if m in loaded] == ["engine.nippon"]


def test_unknown_game_names_every_shelf_game():
    try:
        registry.get_game("chess")
    except KeyError as err:
        assert all(name in str(err) for name in registry.GAME_PACKAGES)
    else:
        raise AssertionError("no KeyError")


def test_shelf_reads_the_wheels_file_without_importing_games(tmp_path, monkeypatch):
    infos = engine.games()
    (tmp_path / registry.SHELF_FILE).write_text(json.dumps(infos))
    loaded = imported_after(
        f"import engine.registry as c; c.__file__ = {str(tmp_path / 'registry.py')!r}\n"
        "assert [i['id'] for i in c.shelf()] == list(c.GAME_PACKAGES)")
    assert not [m for m in GAME_MODULES if m in loaded]
    monkeypatch.setattr(registry, "__file__", str(tmp_path / "registry.py"))
    assert registry.shelf() == infos


def test_a_stale_or_broken_shelf_file_falls_back_to_the_registry(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "__file__", str(tmp_path / "registry.py"))
    for text in ("{not json", json.dumps([{"id": "plus_ultra"}]), json.dumps({"id": 1})):
        (tmp_path / registry.SHELF_FILE).write_text(text)
        assert registry.shelf() == engine.games()


def test_the_shell_modules_leave_heavy_stdlib_modules_for_later():
    loaded = imported_after("import ui, storage, saves, seats, labels, links, engine.share, "
                            "engine.ai, engine.core")
    assert {"pickle", "html", "secrets"} & loaded == set()
    assert not [m for m in GAME_MODULES if m in loaded]


def test_build_writes_the_shelf_into_the_wheel_only(tmp_path):
    """build.py's shelf.json is engine.games() and leaves no copy in the source tree."""
    from tests.conftest import _build_module

    build = _build_module()
    path = build._write_shelf()
    try:
        assert json.loads(path.read_text(encoding="utf-8")) == engine.games()
    finally:
        path.unlink()
