"""Benchmark: the app's boot against a bare Pyodide + PyScript page, side by side (issue 19).

    python3 build.py build                 # dist/
    .venv/bin/python bench/boot.py         # 3 runs of each page, cold and warm; medians, ratio
    .venv/bin/python bench/boot.py --runs 5 --pages index.html,embed.html
    .venv/bin/python bench/boot.py --runs 5 --base /tmp/main-dist --pages base/index.html,index.html

Every run is a fresh Chromium profile (its own disk cache, no service worker): "cold" is the
first navigation, "warm" the reload after the page settled (its service worker active, if it
has one, and a few seconds for Chromium to store compiled code).  The figure is navigation
start → ``body[data-ready]`` in the page's own clock (``performance.now()`` when a
MutationObserver, installed before any page script, sees the attribute).  The bare page
loads the same vendored files from dist/vendor (the vendored ``pyodide.mjs`` itself, not the
app's boot module, which restores the app's memory snapshot; no files) and only sets
``data-ready``.  Each run notes whether the app's cold start (fetched) and warm start (stored)
restored the snapshot.  The pages
alternate A,B,B,A run by run, so a busy machine slows both alike; the table gives medians with
min-max.  Issue 33's targets: app / bare ≤ 0.7 cold, ≤ 0.25 warm.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, build_module, serve_dist
BARE = "bench-bare.html"
BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare</title>
<link rel="stylesheet" href="./vendor/pyscript/core.css">
<script type="module" src="./vendor/pyscript/core.js"></script></head>
<body><script type="py" config="./bench-bare.json">
from pyscript import document, window
window.performance.mark("euro:main")
document.body.dataset.ready = "true"
</script></body></html>
"""
READY_WATCH = """(() => {
  const seen = () => {
    if (document.body && document.body.dataset.ready && !window.__readyAt) {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(seen).observe(document,
    {attributes: true, subtree: true, attributeFilter: ['data-ready']});
  addEventListener('py:progress', e => performance.mark('py:' + e.detail));
})();"""
PHASES = """() => {
  const at = name => (performance.getEntriesByName(name)[0] || {}).startTime;
  const span = (a, b) => (at(a) === undefined || at(b) === undefined) ? null
                         : Math.round(at(b) - at(a));
  return {python_ms: Math.round(at('py:Loaded interpreter') || at('euro:snapshot') || 0),
          files_ms: span('py:Loading files', 'py:Loaded files'),
          page_ms: at('euro:main') === undefined ? null
                   : Math.round(window.__readyAt - at('euro:main'))};
}"""
"""Where the time went (page clock): the interpreter loaded (PyScript's "Loaded interpreter",
or the snapshot restored where the page starts Pyodide itself), pyscript.json's files
written (PyScript's pages), and the page's own Python (euro:main → ready)."""
SETTLE_S = 4.0
"""Wait after ready before the warm reload (service worker precache, code cache)."""


def site(dist: Path, into: Path, base: Path | None = None) -> Path:
    """``into`` (made) with dist/'s entries linked and the bare page beside them (and
    ``base``, another build's dist/, linked as base/)."""
    into.mkdir()
    for entry in dist.iterdir():
        (into / entry.name).symlink_to(entry)
    if base is not None:
        (into / "base").symlink_to(base.resolve())
    # the vendored Pyodide itself, not the app's boot module (which may restore a snapshot)
    (into / "bench-bare.json").write_text(json.dumps(
        {"interpreter": "./vendor/pyodide/pyodide.mjs"}))
    (into / BARE).write_text(BARE_PAGE, encoding="utf-8")
    return into


def one_run(pw, url: str, profile: Path, *, service_workers: str = "allow"
            ) -> tuple[float, float, dict]:
    """(cold ms, warm ms, notes) of ``url`` in a fresh profile (``service_workers``:
    "allow" or "block", Playwright's option)."""
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
        service_workers=service_workers)
    try:
        context.add_init_script(READY_WATCH)
        page = context.pages[0] if context.pages else context.new_page()
        times, phases, restored = [], {}, {}
        for step in ("cold", "warm"):
            if step == "cold":
                page.goto(url)
            else:
                page.reload()
            page.wait_for_function("window.__readyAt", timeout=120_000, polling=50)
            times.append(page.evaluate("window.__readyAt"))
            phases[step] = page.evaluate(PHASES)
            restored[step] = page.evaluate(
                "performance.getEntriesByName('euro:snapshot').length > 0")
            if step == "cold":
                page.evaluate("""async () => {
                  if (!navigator.serviceWorker) return;
                  const regs = await navigator.serviceWorker.getRegistrations();
                  if (regs.length) await navigator.serviceWorker.ready;
                }""")
                time.sleep(SETTLE_S)
        notes = {"sw": page.evaluate("!!(navigator.serviceWorker && "
                                     "navigator.serviceWorker.controller)")}
        notes["warm_phases"] = phases["warm"]
        notes["snapshot"] = restored
        return times[0], times[1], notes
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per page (median; default 3)")
    parser.add_argument("--pages", default="index.html",
                        help="app pages to compare with the bare page (comma-separated); "
                             "PAGE@nosw: that page with service workers blocked")
    parser.add_argument("--base", type=Path, help="another build's dist/ (e.g. main's), "
                        "served as base/: compare with --pages base/index.html,index.html")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    dist = build_module().DIST
    if not (dist / "index.html").exists():
        sys.exit("bench: dist/ is empty: run `python3 build.py build` first")
    pages = [BARE, *args.pages.split(",")]
    results: dict[str, dict[str, list[float]]] = {p: {"cold": [], "warm": []} for p in pages}
    with tempfile.TemporaryDirectory(prefix="euro-boot-") as tmp:
        root = site(dist, Path(tmp) / "site", args.base)
        with serve_dist(root) as (_build, base), sync_playwright() as pw:
            for run in range(args.runs):
                # A,B,B,A: even runs in order, odd ones reversed, so a trend in the
                # machine's load weighs on every page alike
                for page in (pages if run % 2 == 0 else pages[::-1]):
                    path, _, flag = page.partition("@")
                    cold, warm, notes = one_run(
                        pw, base + path, Path(tmp) / f"p{run}-{page.replace('/', '-')}",
                        service_workers="block" if flag == "nosw" else "allow")
                    results[page]["cold"].append(cold)
                    results[page]["warm"].append(warm)
                    print(json.dumps({"page": page, "run": run, "cold_ms": round(cold),
                                      "warm_ms": round(warm), **notes}), flush=True)
    bare = {k: statistics.median(v) for k, v in results[BARE].items()}
    print(f"\n{'page':<18}{'cold ms (min-max)':>22}{'warm ms (min-max)':>22}{'cold ×':>8}"
          f"{'warm ×':>8}   (median of {args.runs}; × = page / bare)")
    for page in pages:
        med = {k: statistics.median(v) for k, v in results[page].items()}
        spans = {k: f"{med[k]:.0f} ({min(v):.0f}-{max(v):.0f})"
                 for k, v in results[page].items()}
        print(f"{page:<18}{spans['cold']:>22}{spans['warm']:>22}"
              f"{med['cold'] / bare['cold']:>8.2f}{med['warm'] / bare['warm']:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
