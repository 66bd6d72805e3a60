"""The kernel's records (engine/flow.py): ``Pending`` is immutable by type: the gate's mypy
rejects an assignment to any of its fields, the guard that replaces a runtime-frozen
dataclass (issue 28)."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.flow import Pending

ROOT = Path(__file__).resolve().parents[1]


def test_pending_make_equals_the_constructor() -> None:
    made = Pending.make(1, "trade_good", "trade_good", ("a", "b"), {"n": 2})
    built = Pending(1, "trade_good", "trade_good", ("a", "b"), {"n": 2})
    assert made == built and type(made) is Pending
    assert made["n"] == 2 and made.get("x", 5) == 5
    assert made.with_params(n=3).params == {"n": 3} and made.params == {"n": 2}


@pytest.mark.skipif(shutil.which("mypy", path=str(Path(sys.executable).parent)) is None,
                    reason="mypy is installed with the test extras")
def test_mypy_rejects_changing_a_pending_decision(tmp_path: Path) -> None:
    snippet = tmp_path / "change_pending.py"
    snippet.write_text("from engine.flow import Pending\n"
                       "p = Pending(0, 'turn', 'turn')\n"
                       "p.seat = 1\n"
                       "p.params = {}\n", encoding="utf-8")
    mypy = str(Path(sys.executable).parent / "mypy")
    done = subprocess.run([mypy, "--no-incremental", "--follow-imports=silent", str(snippet)],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 1, done.stdout
    assert 'change_pending.py:3: error: Property "seat" defined in "Pending" is read-only' \
        in done.stdout
    assert 'change_pending.py:4: error: Property "params" defined in "Pending" is read-only' \
        in done.stdout
