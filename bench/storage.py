"""Benchmark: boot time (navigation → ``body[data-ready]``) with 0, 100 and 1,400 stored
finished games, an old build beside the new one (issue 30: with the 1,409 games that fill
Chromium's storage, boot read every autosave and took 64× as long).

    python3 build.py build                                   # the new dist/
    git worktree add --detach /tmp/old 0b507a6 && (cd /tmp/old && python3 build.py build)
    .venv/bin/python bench/storage.py --old /tmp/old/dist --runs 3

Each run is a fresh Chromium profile: localStorage is filled with N finished two-player
Plus Ultra games written as the app writes them (``{"saved", "doc", "facts"}`` under
``autosave/plus_ultra/<id>``; 20 distinct games, repeated under new ids; 1,400 of them take
about 4.1 million of the 5.24 million characters Chromium gives a site), then the page is opened
once (``first``: the new build builds its index there, and on a full storage drops the
finished games beyond the kept number, telling the player) and reloaded (``later``, what the
player meets from then on).  Builds alternate A, B, B, A run by run; medians with min–max.
Goal: ``later`` with 1,400 games within 1.2× of ``later`` with 0, new build.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import CHROMIUM, CHROMIUM_ARGS, build_module, serve_dist  # noqa: E402

import engine  # noqa: E402

P = "euro-games/v1/"
READY = """(() => {
  new MutationObserver(() => {
    if (document.body && document.body.dataset.ready && !window.__readyAt)
      window.__readyAt = performance.now();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});
})();"""
FILL = """(items) => { localStorage.clear();
  for (const [k, v] of items) localStorage.setItem(k, v); return localStorage.length; }"""


def finished_games(count: int) -> list[tuple[str, str]]:
    """``count`` (key, value) pairs of finished 2-player Plus Ultra games as the app stores them."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
    import saves  # web/saves.py: the facts the app writes

    distinct = []
    for seed in range(1, 21):
        game, rng = engine.get_game("plus_ultra"), random.Random(seed)
        state = game.new(2, seed=seed)
        while not game.is_over(state):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        distinct.append((engine.save(state), saves.facts(state)))
    items = []
    for n in range(count):
        doc, facts = distinct[n % len(distinct)]
        saved = f"2026-11-{1 + n // 1000:02d}T{(n // 60) % 24:02d}:{n % 60:02d}:00Z"
        value = json.dumps({"saved": saved, "doc": doc, "facts": facts}, separators=(",", ":"))
        items.append((f"{P}autosave/plus_ultra/20261101T{n:06d}Z-{n:06x}", value))
    return items


def one_run(pw, url: str, profile: Path, items) -> dict:
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    try:
        context.add_init_script(READY)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url + "web/manifest.webmanifest")        # same origin, no app: fill it
        stored = 0
        for start in range(0, len(items), 200):
            stored = page.evaluate(FILL if start == 0 else FILL.replace("localStorage.clear();", ""),
                                   items[start:start + 200])
        out = {"stored": stored}
        for step in ("first", "later"):
            if step == "first":
                page.goto(url + "index.html")
            else:
                page.reload()
            page.wait_for_function("window.__readyAt", timeout=180_000, polling=50)
            out[step] = page.evaluate("window.__readyAt")
            out[step + "_listed"] = page.evaluate(
                "document.querySelectorAll('#resume li').length")
        return out
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, required=True, help="the old build's dist/")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--counts", default="0,100,1400")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    new = build_module().DIST
    counts = [int(c) for c in args.counts.split(",")]
    data = {n: finished_games(n) for n in counts}
    print("uptime:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="euro-storage-") as tmp, sync_playwright() as pw, \
            serve_dist(args.old) as (_b, old_url), serve_dist(new) as (_b2, new_url):
        for run in range(args.runs):
            order = (("old", old_url), ("new", new_url))
            if run % 2:
                order = order[::-1]
            for n in counts:
                for name, url in order:
                    out = one_run(pw, url, Path(tmp) / f"{name}-{n}-{run}", data[n])
                    results.setdefault((name, n), []).append(out)
                    print(json.dumps({"build": name, "games": n, "run": run,
                                      **{k: round(v) for k, v in out.items()}}), flush=True)
    print("uptime:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())

    def cell(name, n, step):
        values = [r[step] for r in results[(name, n)]]
        return statistics.median(values), min(values), max(values)

    print(f"\nboot to data-ready, ms: median (min–max) of {args.runs} fresh profiles")
    print(f"{'games':>6} | {'old first':>20} | {'new first':>20} | {'old later':>20} | "
          f"{'new later':>20}")
    for n in counts:
        cells = [cell(name, n, step) for step in ("first", "later") for name in ("old", "new")]
        print(f"{n:>6} | " + " | ".join(f"{m:>6.0f} ({lo:.0f}–{hi:.0f})".rjust(20)
                                          for m, lo, hi in cells))
    for name in ("old", "new"):
        base = cell(name, counts[0], "later")[0]
        ratios = ", ".join(f"{n}: {cell(name, n, 'later')[0] / base:.2f}×" for n in counts)
        print(f"{name} later / later with {counts[0]} games: {ratios}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
