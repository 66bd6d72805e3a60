"""Where an explainer page's time goes until every board is drawn: a Chromium trace of the
script-embed pages of bench/explainer.py (issue 32), main thread's time by kind of work.

    python3 build.py build
    .venv/bin/python bench/explainer_trace.py                   # pages of 1 and 12 boards
    .venv/bin/python bench/explainer_trace.py --sizes 1,4,12 --reps 3

Per page: its bytes, each board's bytes (the figure, its wide drawing, its stacked one in the
noscript; "lazy": the wide one in a noscript too) and elements of the wide drawing; then per load, in a fresh Chromium profile
(service workers blocked), a trace (CDP Tracing, devtools.timeline) from navigation until
bench/explainer.py's **drawn** (every board there, those on screen laid out and painted):
the renderer's main thread split into parse (HTML parser, DOM building), style, layout,
paint (pre-paint, paint, layerize, commit) and script (board-embed.js, the bench's own
polling, events), each its own time (what nests inside another kind counts for that kind),
as wall ms / thread CPU ms; medians over ``--reps`` loads.  On a busy machine wall time
waits for a core and CPU time is the steadier figure; state ``uptime``.
"""
from __future__ import annotations

import argparse
import collections
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from browser import serve_dist
from explainer import DRAWN, EAGER, TIMEOUT_MS, built_dist, fresh_page, site, write_pages

CATEGORIES = ("devtools.timeline,disabled-by-default-devtools.timeline,blink,loading,"
              "v8.execute")
KINDS = {"ParseHTML": "parse", "UpdateLayoutTree": "style", "ParseAuthorStyleSheet": "style",
         "Layout": "layout", "PrePaint": "paint", "Paint": "paint", "Layerize": "paint",
         "Commit": "paint", "EvaluateScript": "script", "FunctionCall": "script",
         "EventDispatch": "script", "TimerFire": "script", "FireAnimationFrame": "script",
         "FireIdleCallback": "script", "v8.compile": "script"}
"""Trace event names of the main thread and the kind of work each is."""
COLUMNS = ("parse", "style", "layout", "paint", "script")


def page_bytes(path: Path) -> str:
    """One line per board of the page at ``path``: game, figure / wide / stacked bytes, and
    elements of the wide drawing; the page's total first."""
    text = path.read_text(encoding="utf-8")
    lines = [f"{path.name}: {len(text.encode()):,} bytes"]
    for figure in re.findall(r"<figure.*?</figure>", text, re.S):
        game = re.search(r'data-game="([^"]+)"', figure)
        wide = re.search(r"<svg.*?</svg>", figure, re.S)
        narrow = re.search(r'<noscript class="euro-narrow">.*?</noscript>', figure, re.S)
        lines.append(f"  {game.group(1) if game else '?':<11}"
                     f"{' lazy' if 'euro-wide' in figure else '     '} figure {len(figure):>7,}"
                     f"  wide {len(wide.group(0)) if wide else 0:>7,}"
                     f"  stacked {len(narrow.group(0)) if narrow else 0:>7,}"
                     f"  elements {wide.group(0).count('<') - wide.group(0).count('</') if wide else 0:>5}")
    return "\n".join(lines)


def self_times(events: list[dict], start: float, end: float) -> dict[str, tuple[float, float]]:
    """{kind: (wall ms, CPU ms)} of the main thread's events between ``start`` and ``end``
    (trace µs), each event's own time: time inside a nested event of another kind is that
    kind's."""
    counts = collections.Counter((e["pid"], e["tid"]) for e in events
                                 if e.get("name") == "ParseHTML")
    if not counts:
        return {}
    main = counts.most_common(1)[0][0]
    spans = sorted((e for e in events if (e["pid"], e["tid"]) == main and e.get("ph") == "X"
                    and e.get("name") in KINDS and start <= e["ts"] <= end),
                   key=lambda e: (e["ts"], -e.get("dur", 0)))
    wall: collections.Counter = collections.Counter()
    cpu: collections.Counter = collections.Counter()
    stack: list[dict] = []
    for event in spans:
        while stack and stack[-1]["ts"] + stack[-1].get("dur", 0) <= event["ts"]:
            stack.pop()
        kind = KINDS[event["name"]]
        wall[kind] += event.get("dur", 0) / 1000
        cpu[kind] += event.get("tdur", event.get("dur", 0)) / 1000
        if stack:                                   # its time is not its parent's own
            parent = KINDS[stack[-1]["name"]]
            wall[parent] -= event.get("dur", 0) / 1000
            cpu[parent] -= event.get("tdur", event.get("dur", 0)) / 1000
        stack.append(event)
    return {kind: (wall[kind], cpu[kind]) for kind in COLUMNS}


def one_trace(pw, url: str, boards: int, profile: Path) -> tuple[float, dict]:
    """(drawn ms, self_times) of one load of ``url`` traced from navigation to drawn."""
    context, page, cdp = fresh_page(pw, profile)
    try:
        events: list[dict] = []
        done: list[bool] = []
        cdp.on("Tracing.dataCollected", lambda params: events.extend(params["value"]))
        cdp.on("Tracing.tracingComplete", lambda params: done.append(True))
        cdp.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})
        page.goto(url, wait_until="commit")
        drawn = page.wait_for_function(DRAWN["script"], arg=boards, timeout=TIMEOUT_MS,
                                       polling=20).json_value()
        page.evaluate("() => new Promise(done => requestAnimationFrame(() => done()))")
        cdp.send("Tracing.end")
        while not done:
            page.wait_for_timeout(50)
    finally:
        context.close()
    requests = [e["ts"] for e in events if e.get("name") == "ResourceSendRequest"
                and url in str(e.get("args", {}).get("data", {}).get("url", ""))]
    start = min(requests) if requests else min(e["ts"] for e in events if e.get("ts"))
    return drawn, self_times(events, start, start + drawn * 1000)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1,12", help="boards per page (comma-separated)")
    parser.add_argument("--reps", type=int, default=2, help="traced loads per page")
    parser.add_argument("--no-lazy", action="store_true",
                        help=f"no lazy boards (default: boards after the first {EAGER} are)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    sizes = [int(s) for s in args.sizes.split(",")]
    dist = built_dist()
    with tempfile.TemporaryDirectory(prefix="euro-explainer-trace-") as tmp:
        root = site(dist, Path(tmp) / "site")
        write_pages(root, sizes, None if args.no_lazy else EAGER)
        for n in sizes:
            print(page_bytes(root / f"bench-script-{n}.html"))
        rows = {}
        with serve_dist(root) as (_build, base), sync_playwright() as pw:
            for rep in range(args.reps):
                for n in sizes:
                    rows.setdefault(n, []).append(one_trace(
                        pw, f"{base}bench-script-{n}.html", n, Path(tmp) / f"p-{rep}-{n}"))
    print("uptime after:", subprocess.run(["uptime"], capture_output=True, text=True).stdout
          .strip())
    print(f"\nmain thread until drawn, wall / CPU ms, medians of {args.reps} loads")
    print(f"{'boards':>6}{'drawn':>8}" + "".join(f"{kind:>14}" for kind in COLUMNS))
    for n in sizes:
        drawn = statistics.median(r[0] for r in rows[n])
        cells = []
        for kind in COLUMNS:
            wall = statistics.median(r[1].get(kind, (0, 0))[0] for r in rows[n])
            cpu = statistics.median(r[1].get(kind, (0, 0))[1] for r in rows[n])
            cells.append(f"{wall:>8.0f} /{cpu:>4.0f}")
        print(f"{n:>6}{drawn:>8.0f}" + "".join(f"{c:>14}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
