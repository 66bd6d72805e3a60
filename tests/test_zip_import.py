"""Issue 19, boot: the pages import the engine from dist/python/euro-games.zip in place
(zipimport, nothing unpacked), so the engine reads its data files (catalogs, number rules,
shelf.json) through its package loader.  Here the engine is zipped as build.py zips it and
imported from the archive by a fresh interpreter."""
from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[1]


def test_the_engine_works_imported_from_a_zip_archive(tmp_path):
    locale = ROOT / "engine" / "locale"
    catalogs = sorted(locale.glob("*/LC_MESSAGES/*.mo"))
    if not catalogs or not (locale / "numbers.json").exists():
        pytest.skip("catalogs not compiled: run `python3 build.py build` first")
    archive = tmp_path / "euro-games.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in sorted((ROOT / "engine").rglob("*")):
            if path.suffix in (".py", ".mo") or path.name == "numbers.json":
                zf.write(path, path.relative_to(ROOT).as_posix())
        zf.writestr("engine/shelf.json", json.dumps(engine.games()))
    probe = f"""
import json, sys
sys.path = [{str(archive)!r}] + [p for p in sys.path if p not in ("", {str(ROOT)!r})]
import engine
from engine.i18n import format_number, translator
assert engine.__file__.startswith({str(archive)!r}), engine.__file__
shelf = engine.registry.shelf()
games = sorted(m for m in sys.modules if m.count(".") == 1 and m.split(".")[1] in
               engine.registry.GAME_PACKAGES)
es = translator("es", "lorenzo")
print(json.dumps({{"shelf": [i["id"] for i in shelf], "games_imported": games,
                   "saves": es("Saves"), "number": format_number(12000, es),
                   "state": engine.get_game("village").new(2, seed=1).players}}))
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=tmp_path, timeout=120)
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout.splitlines()[-1])
    assert found["shelf"] == list(engine.registry.GAME_PACKAGES)
    assert found["games_imported"] == []            # the shelf came from shelf.json
    assert found["saves"] == translator_es("Saves") != "Saves"
    assert found["number"] == "12.000"
    assert found["state"] == 2


def translator_es(message: str) -> str:
    from engine.i18n import translator

    return translator("es", "lorenzo")(message)
