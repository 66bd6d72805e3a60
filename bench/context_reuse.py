"""Benchmark: what an e2e test's start costs in a fresh browser context against one in the
browser context the e2e tests share (tests/browser_state.py ``CleanContext``), side by side.

    python3 build.py build
    .venv/bin/python bench/context_reuse.py                 # fresh,warm; 4 rounds of A,B,B,A
    .venv/bin/python bench/context_reuse.py --modes fresh,kept,warm --rounds 6

One start: a new page opens ``--path`` on dist/ served on 127.0.0.1 and waits for
``body[data-ready]``, then the pages are closed. Modes: "fresh", a new context for every start
(pytest-playwright's own ``context``, a first visit); "warm", one context for the run, cleaned
before every start with ``clean(returning=server)`` as the e2e ``context`` fixture does (a
returning visitor: service worker, offline copy and Python snapshot kept, nothing saved);
"kept", the same context cleaned of everything (a first visit with the HTTP cache kept). The
figure is the CPU seconds of this process and all its descendants (the Playwright driver and
every Chromium process: /proc's utime+stime, reaped children included), which other jobs on a
shared machine hardly move; wall seconds beside it, and the load average at the end. The modes
alternate A,B,B,A round by round; round 0 (Chromium's and each context's first start) is left
out of the medians (min-max beside them).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from browser import CHROMIUM, CHROMIUM_ARGS, serve_dist  # noqa: E402

from tests.browser_state import CleanContext  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def tree_cpu(root: int) -> float:
    """CPU seconds of process ``root`` and every live descendant (each with its reaped
    children's time), read from /proc."""
    parents: dict[int, int] = {}
    cpu: dict[int, float] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        cpu[int(entry)] = sum(int(f) for f in fields[11:15]) / TICK
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += cpu.get(pid, 0.0)
        todo.extend(p for p, parent in parents.items() if parent == pid)
    return total


def start(context, url: str) -> None:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=4, help="A,B,B,A rounds (default 4)")
    parser.add_argument("--modes", default="fresh,warm",
                        help="comma-separated, of fresh, kept, warm (default fresh,warm)")
    parser.add_argument("--path", default="index.html", help="page opened (default index.html)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    me = os.getpid()
    with serve_dist() as (_build, base), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        url = base + args.path
        kept = CleanContext(browser.new_context())
        warm = CleanContext(browser.new_context())
        figures: dict[str, list[tuple[float, float]]] = {m: [] for m in args.modes.split(",")}

        def fresh() -> None:
            context = browser.new_context()
            start(context, url)
            context.close()

        def reused() -> None:
            kept.clean()                # no returning origin: cleared whole
            start(kept.context, url)
            for page in kept.context.pages:
                page.close()

        def warmed() -> None:
            warm.clean(returning=base)
            start(warm.context, url)
            for page in warm.context.pages:
                page.close()

        runs = {"fresh": fresh, "kept": reused, "warm": warmed}
        modes = list(figures)
        order = modes + modes[::-1]
        for round_no in range(args.rounds + 1):
            for mode in order if round_no % 2 == 0 else order[::-1]:
                cpu0, wall0 = tree_cpu(me), time.monotonic()
                runs[mode]()
                cpu, wall = tree_cpu(me) - cpu0, time.monotonic() - wall0
                if round_no:            # round 0 warms Chromium and the kept context
                    figures[mode].append((cpu, wall))
                print(f"round {round_no} {mode:5} cpu {cpu:5.2f} s  wall {wall:5.2f} s",
                      flush=True)
        browser.close()

    def stat(values: list[float]) -> str:
        return f"{statistics.median(values):5.2f} ({min(values):.2f}-{max(values):.2f})"

    print(f"\n{os.uname().nodename}: {open('/proc/loadavg').read().split()[:3]} load")
    print(f"{'mode':6} {'n':>3}  {'CPU s (median, min-max)':26} wall s")
    for mode, rows in figures.items():
        print(f"{mode:6} {len(rows):3}  {stat([c for c, _ in rows]):26} "
              f"{stat([w for _, w in rows])}")
    base = statistics.median(c for c, _ in figures[modes[0]])
    for mode in modes[1:]:
        print(f"{mode} / {modes[0]} CPU: {statistics.median(c for c, _ in figures[mode]) / base:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
