"""Issue 30 acceptance, D-2: the update scenario of tests/e2e/test_update.py (build A open, B
deployed while a second tab starts, Reload in the banner while the second tab is starting
again) run N times in a row (default 20), each in a fresh pytest process and browser.

Prints each try (pass/fail, seconds) and the count, with `uptime`'s load. Needs dist/
(`python3 build.py build`). Usage: .venv/bin/python bench/update_tries.py [N]
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST = "tests/e2e/test_update.py::test_an_update_never_strands_a_page_and_offers_the_new_version"


def main(tries: int = 20) -> int:
    """Run the test ``tries`` times; exit status 0 when every try passed."""
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    passed = 0
    for n in range(1, tries + 1):
        start = time.monotonic()
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", TEST],
                             cwd=ROOT, capture_output=True, text=True)
        ok = run.returncode == 0
        passed += ok
        print(f"try {n:2}: {'pass' if ok else 'FAIL'} {time.monotonic() - start:6.1f} s", flush=True)
        if not ok:
            print(run.stdout[-3000:])
    print(f"{passed}/{tries} passed")
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    return 0 if passed == tries else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
