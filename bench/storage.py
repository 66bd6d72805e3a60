"""Benchmark: boot and a move's autosave with 0, 100 and 1,400 stored finished games (issue 30:
with the 1,409 games that fill Chromium's storage, boot read every autosave and took 64× as
long; each autosave then parsed and rewrote the whole index).

    python3 build.py build                                   # dist/ of this checkout
    .venv/bin/python bench/storage.py boot --runs 3 [--stores current]
    mkdir /tmp/base && git archive <commit> | tar -x -C /tmp/base   # a baseline build, then
    (cd /tmp/base && ln -s $PWD/.venv $PWD/node_modules . && python3 build.py build)
    .venv/bin/python bench/storage.py autosave --old /tmp/base/dist --runs 3

Every run is a fresh Chromium profile whose localStorage is filled with N finished
two-player Plus Ultra games written as the app writes them (``{"saved", "doc", "facts"}``
under ``autosave/plus_ultra/<id>``; 20 distinct games, repeated under new ids; 1,400 of them
take about 4.1 million of the 5.24 million characters Chromium gives a site), in one of two
store formats: ``before`` (no index: as the app stored games before the index of web/storage.py,
so the first boot builds it from a scan) and ``current`` (with the index the app keeps).

``boot``: this checkout's dist opened once (``first``: a ``before`` store is converted there)
and reloaded (``later``); navigation → ``body[data-ready]`` and ``App.boot`` alone
(``data-boot-ms``).  ``autosave``: a new Village game (``?new=``) on a ``current`` store,
``--moves`` moves by clicking; per move, the page clock from the start of the autosave's
``setItem`` to the end of the tab's ``sessionStorage`` write that closes web/autosaves.py
``Autosaves.save`` (the index or row write and every parse between); the ``--old`` build beside
this one.  Cells run interleaved, A, B, C, … then backwards, run by run; medians with
min–max, ``uptime`` before and after.  Goal: 1,400 games within 1.2× of 0 games.
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
WATCH = """(() => {
  new MutationObserver(() => {
    if (document.body && document.body.dataset.ready && !window.__readyAt)
      window.__readyAt = performance.now();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});
  const log = window.__st = [];
  for (const name of ['getItem', 'setItem', 'removeItem']) {
    const f = Storage.prototype[name];
    Storage.prototype[name] = function (...a) {
      const t0 = performance.now();
      try { return f.apply(this, a); } finally {
        log.push([name, this === window.localStorage ? 'L' : 'S', String(a[0]), t0,
                  performance.now()]);
      }
    };
  }
})();"""
FILL = """(items) => { localStorage.clear();
  for (const [k, v] of items) localStorage.setItem(k, v); return localStorage.length; }"""
SPAN = """() => {
  const log = window.__st, P = 'euro-games/v1/';
  let start = -1;
  log.forEach((e, i) => { if (e[0] === 'setItem' && e[1] === 'L'
                              && e[2].startsWith(P + 'autosave/')) start = i; });
  if (start < 0) return null;
  const end = log.findIndex((e, i) => i > start && e[1] === 'S' && e[0] === 'setItem');
  if (end < 0) return null;
  const calls = log.slice(start, end + 1);
  return {ms: log[end][4] - log[start][3], calls: calls.length,
          written: calls.filter(e => e[0] === 'setItem' && e[1] === 'L').map(e => e[2].slice(P.length))};
}"""


def finished_games(count: int, index: bool) -> list[tuple[str, str]]:
    """``count`` (key, value) pairs of finished 2-player Plus Ultra games as the app stores
    them, with the index of their rows when ``index`` (web/storage.py ``write_index``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
    import saves  # web/saves.py: the facts the app writes
    import storage

    distinct = []
    for seed in range(1, 21):
        game, rng = engine.get_game("plus_ultra"), random.Random(seed)
        state = game.new(2, seed=seed)
        while not game.is_over(state):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        doc = engine.save(state)
        distinct.append((doc, saves.facts(state), saves.record_facts(doc)))
    store = storage.Storage(storage.MemoryBackend())
    rows = {}
    for n in range(count):
        doc, facts, record = distinct[n % len(distinct)]
        saved = f"2026-11-{1 + n // 1000:02d}T{(n // 60) % 24:02d}:{n % 60:02d}:00Z"
        ref = f"plus_ultra/20261101T{n:06d}Z-{n:06x}"
        store.set(storage.AUTOSAVE + ref, storage.envelope(doc, facts, saved))
        rows[ref] = {**facts, "saved": saved, **record}
    if index:
        store.write_index(rows)
    return list(store.backend.data.items())


def open_filled(pw, url: str, profile: Path, items):
    """A fresh persistent context whose origin's localStorage holds ``items``; its page."""
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    context.add_init_script(WATCH)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url + "web/manifest.webmanifest")        # same origin, no app: fill it
    for start in range(0, len(items), 200):
        page.evaluate(FILL if start == 0 else FILL.replace("localStorage.clear();", ""),
                      items[start:start + 200])
    return context, page


def ready(page, out: dict, step: str) -> None:
    page.wait_for_function("window.__readyAt", timeout=180_000, polling=50)
    out[step] = page.evaluate("window.__readyAt")
    out[step + "_app"] = float(page.evaluate("document.body.dataset.bootMs || 'NaN'"))
    out[step + "_listed"] = page.evaluate("document.querySelectorAll('#resume li').length")


def boot_run(pw, url: str, profile: Path, items) -> dict:
    context, page = open_filled(pw, url, profile, items)
    try:
        out: dict = {}
        page.goto(url + "index.html")
        ready(page, out, "first")
        page.reload()
        ready(page, out, "later")
        return out
    finally:
        context.close()


def autosave_run(pw, url: str, profile: Path, items, moves: int) -> dict:
    from tests.e2e.test_app import Player

    context, page = open_filled(pw, url, profile, items)
    try:
        page.goto(url + "index.html?new=village&players=2&seed=5")
        out: dict = {}
        ready(page, out, "first")
        player, spans = Player(page, seed=3), []
        for _ in range(moves):
            page.evaluate("window.__st.length = 0")
            player.play(actions=1)
            page.wait_for_function("window.__st.some(e => e[1] === 'S' && e[0] === 'setItem')",
                                   timeout=30_000, polling=20)
            spans.append(page.evaluate(SPAN))
        out["ms"] = statistics.median(s["ms"] for s in spans)
        out["written"] = spans[-1]["written"]
        return out
    finally:
        context.close()


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def fmt(values: list[float], digits: int = 0) -> str:
    return (f"{statistics.median(values):>7.{digits}f} "
            f"({min(values):.{digits}f}–{max(values):.{digits}f})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=("boot", "autosave"))
    parser.add_argument("--old", type=Path, help="a baseline build's dist/ (autosave: required)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--counts", default="0,100,1400")
    parser.add_argument("--moves", type=int, default=8)
    parser.add_argument("--stores", default="before,current", help="boot: the store formats")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    counts = [int(c) for c in args.counts.split(",")]
    if args.what == "boot":
        stores = args.stores.split(",")
        cells = [(fmt_, n, "new") for n in counts for fmt_ in stores]
    else:
        if args.old is None:
            parser.error("autosave needs --old (the baseline build's dist/)")
        cells = [("current", n, build) for n in counts for build in ("old", "new")]
    data = {(f, n): finished_games(n, index=f == "current") for f, n, _ in cells}
    print("uptime:", uptime(), flush=True)
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="euro-storage-") as tmp, sync_playwright() as pw, \
            serve_dist() as (_b, new_url), serve_dist(args.old or build_module().DIST) as (_o, old_url):
        urls = {"new": new_url, "old": old_url}
        for run in range(args.runs):
            for cell in (cells if run % 2 == 0 else cells[::-1]):
                store, n, build = cell
                profile = Path(tmp) / f"{store}-{n}-{build}-{run}"
                if args.what == "boot":
                    out = boot_run(pw, urls[build], profile, data[(store, n)])
                else:
                    out = autosave_run(pw, urls[build], profile, data[(store, n)], args.moves)
                results.setdefault(cell, []).append(out)
                print(json.dumps({"store": store, "games": n, "build": build, "run": run,
                                  **{k: (round(v, 1) if isinstance(v, float) else v)
                                     for k, v in out.items()}}), flush=True)
    print("uptime:", uptime())

    def col(cell, key):
        return [r[key] for r in results[cell]]

    if args.what == "boot":
        print(f"\nboot, ms: median (min–max) of {args.runs} fresh profiles; ready = navigation → "
              "data-ready, App.boot = data-boot-ms")
        heads = [f"{s} {step} {kind}" for s in stores for step in ("first", "later")
                 for kind in ("ready", "App.boot")]
        print("games | " + " | ".join(heads))
        for n in counts:
            print(f"{n:>5} | " + " | ".join(
                fmt(col((s, n, "new"), step + kind))
                for s in stores for step in ("first", "later")
                for kind in ("", "_app")))
        for s in stores:
            for step in ("first", "later"):
                for kind, name in (("", "ready"), ("_app", "App.boot")):
                    base = statistics.median(col((s, counts[0], "new"), step + kind))
                    print(f"{s} store, {step} {name}: " + ", ".join(
                        f"{n}: {statistics.median(col((s, n, 'new'), step + kind)) / base:.2f}×"
                        for n in counts))
    else:
        print(f"\na move's autosave, ms (page clock, median of {args.moves} moves per run): "
              f"median (min–max) of {args.runs} runs")
        print("games | old | new")
        for n in counts:
            print(f"{n:>5} | " + " | ".join(fmt(col(("current", n, b), "ms"), 1)
                                            for b in ("old", "new")))
        for b in ("old", "new"):
            base = statistics.median(col(("current", counts[0], b), "ms"))
            print(f"{b}: " + ", ".join(
                f"{n}: {statistics.median(col(('current', n, b), 'ms')) / base:.2f}×"
                for n in counts) + f"; keys written by the last move: "
                  f"{results[('current', counts[-1], b)][-1]['written']}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
