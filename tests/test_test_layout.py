"""The test suite's own layout: pytest's default import mode ("prepend", no packages) names a
test module by its file's basename, so two test files with the same basename in different
folders stop collection with "import file mismatch" (CI of session 10 failed on exactly
that: tests/test_learn_walkthrough.py beside tests/e2e/test_learn_walkthrough.py)."""
from __future__ import annotations

from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_no_two_test_modules_share_a_basename():
    by_name: dict[str, list[str]] = defaultdict(list)
    for path in TESTS.rglob("test_*.py"):
        if "fixtures" in path.relative_to(TESTS).parts:
            continue
        by_name[path.name].append(str(path.relative_to(TESTS)))
    clashes = {name: paths for name, paths in by_name.items() if len(paths) > 1}
    assert not clashes, f"rename one of each: {clashes}"
