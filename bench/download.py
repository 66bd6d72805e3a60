"""Benchmark: the bytes of a cold first visit against what the page itself needs and the bare
Pyodide page, interleaved (issue 33, "one download").

    python3 build.py build                      # dist/
    .venv/bin/python bench/download.py          # 3 runs, raw and brotli (gzip: add it)
    .venv/bin/python bench/download.py --runs 5 --encodings identity,gzip,br

Three visits per run and encoding, each in a fresh Chromium profile (empty HTTP cache, no
service worker), in an order that rotates run by run (A,B,C / B,C,A / ...):

- ``visit``: index.html as a first visit: until ready, then until its service worker is
  activated, controls the page, has stored the Python snapshot, and the server has seen no
  request for QUIET_S (the install's downloads are in this figure).
- ``page``: index.html with service workers blocked, until ready and QUIET_S without a
  request: the bytes the page itself needs (the snapshot included: the first start restores
  it, web/pyodide-boot.mjs).
- ``bare``: the bare Pyodide page (the perf kit's: the vendored ``pyodide.mjs``,
  ``loadPyodide``, ``import sys``; no PyScript, no app), until ready and QUIET_S.

The server is build.py's handler (tools/build/serve.py) counting every response body byte as
sent: ``identity`` with compression off; ``gzip`` on the fly; ``br`` from ``X.br`` files
written beside a copy of dist/ with the ``brotli`` package (quality 11; ``pip install
brotli`` into .venv/; skipped without it).  The snapshot's bytes (web/snapshot-codec.mjs's
file, which the first start fetches beside the wasm) are also given apart.  Bytes do not depend
on the load; the load average is printed beside the figures all the same.
Issue 33's targets: visit ≤ 1.15 × page; with brotli, visit ≤ 1.2 × bare.
"""
from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, build_module

BARE = "bench-bare-pyodide.html"
BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare pyodide</title></head>
<body><script type="module">
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", location.href).href });
py.runPython("import sys");
document.body.dataset.ready = "true";
</script></body></html>
"""
"""The perf kit's bare-pyodide.html (shared/reviews/perf-kit-2026-11-28/pk.py), verbatim but
the marks."""
QUIET_S = 3.0
TIMEOUT_S = 240.0
SW_SETTLED = """async () => {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return false;
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg || !reg.active || reg.installing || reg.waiting) return false;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const r of await cache.keys()) if (r.url.endsWith('.snapshot')) return true;
  }
  return false;
}"""


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def site(dist: Path, into: Path, encoding: str) -> Path:
    """A copy of dist/ with the bare page (and for ``br`` the .br files beside)."""
    shutil.copytree(dist, into, symlinks=False)
    (into / BARE).write_text(BARE_PAGE, encoding="utf-8")
    if encoding == "br":
        import brotli

        serve = build_module()._part("serve")
        for path in sorted(into.rglob("*")):
            if path.is_file() and path.suffix in serve.COMPRESSIBLE \
                    and path.stat().st_size >= serve.MIN_COMPRESS:
                path.with_name(path.name + ".br").write_bytes(
                    brotli.compress(path.read_bytes(), quality=11))
    return into


@contextlib.contextmanager
def counting_server(directory: Path, encoding: str):
    """(base URL, log of (time, path, status, body bytes, Content-Encoding)) while serving."""
    serve = build_module()._part("serve")

    class Counting(serve.DistHandler):
        quiet = True
        compress = encoding != "identity"
        log: list = []

        def send_response(self, code, message=None):
            self._code, self._coding = int(code), None
            super().send_response(code, message)

        def send_header(self, keyword, value):
            if keyword.lower() == "content-encoding":
                self._coding = value
            super().send_header(keyword, value)

        def copyfile(self, source, outputfile):
            sent = 0
            while chunk := source.read(1 << 16):
                outputfile.write(chunk)
                sent += len(chunk)
            self.log.append((time.time(), self.path, self._code, sent, self._coding))

        def end_headers(self):
            super().end_headers()
            if getattr(self, "_code", 200) != 200:
                self.log.append((time.time(), self.path, self._code, 0, None))

    server = serve.DistServer(("127.0.0.1", 0), functools.partial(Counting,
                                                                  directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", Counting.log
    finally:
        server.shutdown()
        server.server_close()


def wait_quiet(log: list, deadline: float) -> None:
    while time.monotonic() < deadline:
        time.sleep(0.5)
        last = log[-1][0] if log else 0
        if time.time() - last >= QUIET_S:
            return


def visit(pw, base: str, log: list, kind: str, profile: Path) -> dict:
    log.clear()
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
        service_workers="block" if kind == "page" else "allow")
    started = time.monotonic()
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(base + (BARE if kind == "bare" else "index.html"))
        page.wait_for_selector("body[data-ready]", state="attached", timeout=TIMEOUT_S * 1000)
        ready = sum(entry[3] for entry in log)
        deadline = started + TIMEOUT_S
        settled = kind != "visit"
        while not settled and time.monotonic() < deadline:
            settled = page.evaluate(SW_SETTLED)
            time.sleep(0.5)
        wait_quiet(log, deadline)
        entries = list(log)
        snapshot = sum(e[3] for e in entries if e[1].endswith(".snapshot"))
        return {"kind": kind, "bytes": sum(e[3] for e in entries), "ready_bytes": ready,
                "snapshot_bytes": snapshot, "requests": len(entries),
                "bodies_200": sum(1 for e in entries if e[2] == 200),
                "not_modified": sum(1 for e in entries if e[2] == 304),
                "encodings": sorted({e[4] for e in entries if e[4]}),
                "settled": settled, "load": round(os.getloadavg()[0], 1),
                "paths": sorted({e[1] for e in entries if e[3]})}
    finally:
        context.close()


def fmt(values: list[float], scale: float = 1e6) -> str:
    values = [v / scale for v in values]
    return (f"{statistics.median(values):7.2f} ({min(values):.2f}–{max(values):.2f})"
            if values else "      -")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per encoding (default 3)")
    parser.add_argument("--encodings", default="identity,br",
                        help="comma-separated: identity, gzip, br (default identity,br)")
    parser.add_argument("--jsonl", type=Path, help="append every visit as a JSON line")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    dist = build_module().DIST
    if not (dist / "index.html").exists():
        sys.exit("bench: dist/ is empty: run `python3 build.py build` first")
    encodings = args.encodings.split(",")
    if "br" in encodings:
        try:
            import brotli  # noqa: F401
        except ImportError:
            print("bench: no brotli module (.venv/bin/pip install brotli): br skipped")
            encodings.remove("br")
    kinds = ["visit", "page", "bare"]
    results: dict[str, dict[str, list[dict]]] = {e: {k: [] for k in kinds} for e in encodings}
    loads_seen = [uptime()]
    print(loads_seen[0], flush=True)
    with tempfile.TemporaryDirectory(prefix="euro-download-") as tmp, sync_playwright() as pw:
        for encoding in encodings:
            root = site(dist, Path(tmp) / f"site-{encoding}", encoding)
            with counting_server(root, encoding) as (base, log):
                for run in range(args.runs):
                    order = kinds[run % 3:] + kinds[:run % 3]
                    for kind in order:
                        row = visit(pw, base, log, kind, Path(tmp) / f"p-{encoding}-{run}-{kind}")
                        row.update(encoding=encoding, run=run)
                        results[encoding][kind].append(row)
                        line = {k: v for k, v in row.items() if k != "paths"}
                        print(json.dumps(line), flush=True)
                        if args.jsonl:
                            with args.jsonl.open("a", encoding="utf-8") as f:
                                f.write(json.dumps(row) + "\n")
            loads_seen.append(uptime())
            print(loads_seen[-1], flush=True)
    print(f"\nMB, median (min–max) of {args.runs} runs per encoding; "
          "visit = first visit + service worker install + snapshot stored; "
          "−snapshot: without the snapshot file's bytes")
    print(f"{'encoding':<9}{'bare':>22}{'page':>22}{'visit':>22}{'visit−snapshot':>22}"
          f"{'visit/page':>12}{'visit/bare':>12}{'(−snap)/page':>13}")
    for encoding in encodings:
        r = results[encoding]
        if not all(r[k] for k in kinds):
            continue
        bare = [x["bytes"] for x in r["bare"]]
        page = [x["bytes"] for x in r["page"]]
        full = [x["bytes"] for x in r["visit"]]
        nosnap = [x["bytes"] - x["snapshot_bytes"] for x in r["visit"]]
        med = statistics.median
        print(f"{encoding:<9}{fmt(bare):>22}{fmt(page):>22}{fmt(full):>22}{fmt(nosnap):>22}"
              f"{med(full) / med(page):>12.3f}{med(full) / med(bare):>12.3f}"
              f"{med(nosnap) / med(page):>13.3f}")
    print("targets: visit/page ≤ 1.15 (raw); visit/bare ≤ 1.2 (brotli)")
    print("load: " + " | ".join(loads_seen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
