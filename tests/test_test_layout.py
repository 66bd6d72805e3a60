"""The test suite's own layout.

tests/ and each folder of test modules are packages (an ``__init__.py``): a test module is named
by its path (tests.e2e.test_app), helpers are imported as ``from tests.<folder>.<module> import``,
and pytest's configuration (pyproject.toml: pythonpath) puts the repository and web/ on
sys.path, so no test module changes sys.path itself.  A folder without ``__init__.py`` would
bring back the old naming, by basename, where two test files of the same name in different
folders stop collection with "import file mismatch" (CI of session 10 failed on exactly that:
tests/test_learn_walkthrough.py beside tests/e2e/test_learn_walkthrough.py); the basenames stay
unique too, so that a name given to ``pytest -k`` or read in a report means one file."""
from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _suite_files() -> list[Path]:
    """Test modules and their helpers (tests/fixtures/ holds saved games and the scripts run
    in old checkouts to make them: not part of the suite's packages)."""
    return [path for path in TESTS.rglob("*.py")
            if "fixtures" not in path.relative_to(TESTS).parts]


def test_no_two_test_modules_share_a_basename():
    by_name: dict[str, list[str]] = defaultdict(list)
    for path in _suite_files():
        if path.name.startswith("test_"):
            by_name[path.name].append(str(path.relative_to(TESTS)))
    clashes = {name: paths for name, paths in by_name.items() if len(paths) > 1}
    assert not clashes, f"rename one of each: {clashes}"


def test_every_folder_of_tests_is_a_package():
    folders = {path.parent for path in _suite_files()}
    missing = sorted(str(f.relative_to(TESTS.parent)) for f in folders
                     if not (f / "__init__.py").exists())
    assert not missing, f"add an __init__.py to {missing}"


def test_no_test_module_changes_sys_path():
    """pyproject.toml's pythonpath gives every test module the repository and web/; a probe run
    in a subprocess sets its own interpreter's path inside the code it runs (a string)."""
    edits = re.compile(r"^\s*sys\.path\.(insert|append)\(|^\s*sys\.path\s*(\[.*\])?\s*=", re.M)
    subprocess_probes = {"test_zip_import.py"}   # its probe's path is the archive alone
    offenders = sorted(str(p.relative_to(TESTS)) for p in _suite_files()
                       if p.name not in subprocess_probes
                       and edits.search(p.read_text(encoding="utf-8")))
    assert not offenders, f"import through the packages instead: {offenders}"
