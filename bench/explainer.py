"""Benchmark: explainer pages of 1, 4 and 12 boards, iframe per board against the script embed
(issue 32, item 1), side by side in one run.

    python3 build.py build
    .venv/bin/python bench/explainer.py                  # 1 round: old, new, new, old per size
    .venv/bin/python bench/explainer.py --rounds 2 --sizes 1,4,12
    .venv/bin/python bench/explainer.py --baseline /tmp/main-copy   # script embed: main's vs ours

Each page is made here from seeded games of the shelf (engine/snippet.py for the new page):

- **iframe**: one ``<iframe src="embed.html#…">`` per board (the snippet the Share dialog gave
  until the script embed): every frame starts its own Python;
- **script**: one ``<script src="board-embed.js">`` and one ``figure.euro-board`` per board,
  the board's SVG in the page; one runtime (board-host.html) starts on the first step.
  Boards after the first :data:`EAGER` are lazy (their drawing built by board-embed.js as
  they near the screen; ``--no-lazy``: none is).

**main busy** = the page's main-thread task time until every board was drawn (CDP
Performance.getMetrics TaskDuration: parsing, style, layout, script; less swayed by a busy
machine than the page clock, which also counts waiting for a core).
Per page load, in a fresh Chromium profile (service workers blocked, so neither page's worker
downloads the app in the background): **drawn** = navigation start → every board of the
page there and drawn for the reader (page clock): each board on screen shows its SVG, laid
out and rendered, and each board below the screen holds its place (a box of its size; the
script embed lays out and paints it only as it nears the screen, ``content-visibility:
auto``); **last board** = from jumping to the page's last board (``scrollIntoView``) until it
is drawn and a frame has begun after it, what a reader scrolling there waits; **step** = navigation start → the first board shows the next move, the
reader pressing › as soon as the board can take it (the iframe's button exists once its
Python is up; the script embed's at once, then it starts the runtime); **memory** = the
proportional set size (PSS, /proc/…/smaps_rollup) of every process of that browser after the
step, and the page's JS heap (CDP Performance.getMetrics JSHeapUsedSize: the top page's V8
heap, which same-origin frames share; wasm memory is not in it).  Kinds alternate A,B,B,A
per round and size, so a busy machine slows both; medians with min–max, and ``uptime``.
With ``--baseline DIR`` (another checkout of the project, its dist/ built) the two kinds are
that checkout's script embed ("base": its pages written by its own engine/snippet.py, served
from its dist/) and this one's ("script"), so a change to the snippet or board-embed.js is
measured against the code before it in one run.  Issue 32's goal: every board drawn within
1 s of load; 12 boards ≤ 1.3× the time and memory of 1.
"""
from __future__ import annotations

import argparse
import contextlib
import html
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, build_module, serve_dist

sys.path.insert(0, str(ROOT))
import engine  # noqa: E402
from engine import share, snippet  # noqa: E402

KINDS = ("iframe", "script")
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>
<style>body{{max-width:46rem;margin:1rem auto;font:16px Georgia,serif}}
iframe{{width:100%;aspect-ratio:4/3;height:auto;border:1px solid #ccc}}</style>{head}</head>
<body><h1>{n} boards</h1>{boards}</body></html>"""
DRAWN = {
    "iframe": """n => {
      const frames = [...document.querySelectorAll('iframe')];
      const ok = frames.length >= n && frames.every(f => { try { return f.contentDocument &&
        f.contentDocument.querySelector('#board svg'); } catch (e) { return false; } });
      return ok ? performance.now() : false; }""",
    "script": """n => {
      const figures = [...document.querySelectorAll('figure.euro-board')];
      const ok = figures.length >= n && figures.every(f => {
        const v = f.querySelector('.euro-board-view');
        if (!v || !v.shadowRoot) return false;
        const box = v.getBoundingClientRect();
        if (!(box.width > 0 && box.height > 0)) return false;
        if (box.top >= innerHeight || box.bottom <= 0) return true;
        return [...v.shadowRoot.querySelectorAll('svg')].some(svg =>
          svg.checkVisibility({contentVisibilityAuto: true})
          && svg.getBoundingClientRect().width > 0); });
      return ok ? performance.now() : false; }""",
}
"""Every board of the page (all ``n``) drawn for the reader: the iframe's board svg exists;
a script-embed board on screen shows its svg laid out and rendered (not skipped by
``content-visibility``), and a board off screen holds its place (a box of its size)."""
SCROLLED = """async () => {
  const views = [...document.querySelectorAll('figure.euro-board .euro-board-view')];
  const view = views[views.length - 1];
  const frame = () => new Promise(done => requestAnimationFrame(done));
  const start = performance.now();
  view.scrollIntoView({block: 'start'});
  for (;;) {
    await frame();
    if ([...view.shadowRoot.querySelectorAll('svg')].some(svg =>
        svg.checkVisibility({contentVisibilityAuto: true})
        && svg.getBoundingClientRect().width > 0)) break;
  }
  await frame();
  return performance.now() - start; }"""
"""Milliseconds from jumping to the page's last board until it is drawn and a frame after it
began (a board off screen is laid out and painted only as it nears the screen)."""
MOVED = {
    "iframe": """start => { const d = document.querySelector('iframe').contentDocument;
      return d && d.body.dataset.move !== start ? performance.now() : false; }""",
    "script": """start => { const f = document.querySelector('figure.euro-board');
      return f.dataset.move !== start ? performance.now() : false; }""",
}
TIMEOUT_MS = 600_000


def positions(n: int) -> list[tuple[dict, int]]:
    """``n`` (save, move) pairs: seeded random games of the shelf's games in turn."""
    shelf = [info["id"] for info in engine.games()]
    out = []
    for k in range(n):
        game = engine.get_game(shelf[k % len(shelf)])
        state, rng = game.new(3, seed=k + 1), random.Random(k + 1)
        for _ in range(40):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        out.append((engine.save(state), 20))
    return out


EAGER = 2
"""Boards of a script page drawn at once; the ones after are lazy (``render --snippet --lazy``,
as docs/EMBED.md tells an author to mark the boards below a page's first screen): the bench's
900×900 window shows about two."""


def write_pages(root: Path, sizes: list[int], eager: int | None = EAGER) -> None:
    """bench-iframe-N.html and bench-script-N.html in ``root`` (dist/'s entries linked); the
    script pages' boards after the first ``eager`` are lazy (None: none)."""
    for n in sizes:
        boards = positions(n)
        frames = "".join(
            f'<iframe title="board {k + 1}" src="embed.html#'
            f'{html.escape(share.make_fragment(doc, move=move, whole=True))}"></iframe>'
            for k, (doc, move) in enumerate(boards))
        figures = "".join(snippet.figure(doc, move=move, whole=True, caption=f"board {k + 1}",
                                         lazy=eager is not None and k >= eager)
                          for k, (doc, move) in enumerate(boards))
        (root / f"bench-iframe-{n}.html").write_text(
            PAGE.format(n=n, head="", boards=frames), encoding="utf-8")
        (root / f"bench-script-{n}.html").write_text(
            PAGE.format(n=n, head=snippet.script_tag(), boards=figures), encoding="utf-8")


def write_baseline_pages(checkout: Path, root: Path, sizes: list[int]) -> None:
    """The script pages of ``checkout`` (its own bench and engine) into ``root``, renamed
    bench-base-N.html."""
    code = ("import sys; from pathlib import Path; sys.path[:0] = ['bench', '.']; "
            "import explainer; explainer.write_pages(Path(sys.argv[1]), "
            "[int(n) for n in sys.argv[2].split(',')])")
    subprocess.run([sys.executable, "-c", code, str(root), ",".join(map(str, sizes))],
                   cwd=checkout, check=True)
    for n in sizes:
        (root / f"bench-script-{n}.html").rename(root / f"bench-base-{n}.html")
        (root / f"bench-iframe-{n}.html").unlink()


def site(dist: Path, into: Path) -> Path:
    into.mkdir()
    for entry in dist.iterdir():
        (into / entry.name).symlink_to(entry)
    return into


def browser_pss_mb(profile: Path) -> float:
    """PSS in MB of the Chromium started with ``profile`` and all its descendants."""
    parents: dict[int, int] = {}
    root = None
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
            if root is None and f"--user-data-dir={profile}" in \
                    (entry / "cmdline").read_bytes().decode(errors="replace").replace("\0", " "):
                root = int(entry.name)
        except (OSError, IndexError, ValueError):
            continue
    if root is None:
        return float("nan")
    tree, todo = set(), [root]
    while todo:
        pid = todo.pop()
        tree.add(pid)
        todo += [child for child, parent in parents.items() if parent == pid
                 and child not in tree]
    kb = 0
    for pid in tree:
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    kb += int(line.split()[1])
        except OSError:
            continue
    return kb / 1024


def fresh_page(pw, profile: Path):
    """(context, page, CDP session) of a Chromium with a fresh profile in ``profile``,
    service workers blocked, a 900×900 window; the caller closes the context."""
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
        service_workers="block", viewport={"width": 900, "height": 900})
    page = context.pages[0] if context.pages else context.new_page()
    return context, page, context.new_cdp_session(page)


def one_run(pw, url: str, kind: str, profile: Path, boards: int, step: bool = True) -> dict:
    context, page, cdp = fresh_page(pw, profile)
    try:
        cdp.send("Performance.enable")
        page.goto(url, wait_until="commit")
        drawn = page.wait_for_function(DRAWN[kind], arg=boards, timeout=TIMEOUT_MS,
                                       polling=20).json_value()
        busy = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        if not step:
            start = None
        elif kind == "iframe":
            frame = page.frame_locator("iframe").first
            button = frame.locator('[data-cmd="next"]')
            button.wait_for(state="visible", timeout=TIMEOUT_MS)
            start = frame.locator("body").get_attribute("data-move")
            button.click(timeout=TIMEOUT_MS)
        else:
            figure = page.locator("figure.euro-board").first
            start = figure.get_attribute("data-move")
            figure.locator('button[data-cmd="next"]').click()
        step = float("nan") if start is None else page.wait_for_function(
            MOVED[kind], arg=start, timeout=TIMEOUT_MS, polling=20).json_value()
        heap = next(m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]
                    if m["name"] == "JSHeapUsedSize")
        pss = browser_pss_mb(profile)
        scroll = page.evaluate(SCROLLED) if kind == "script" else float("nan")
        return {"drawn_ms": drawn, "task_ms": busy["TaskDuration"] * 1000,
                "layout_ms": (busy["LayoutDuration"] + busy["RecalcStyleDuration"]) * 1000,
                "step_ms": step, "pss_mb": pss, "heap_mb": heap / 2**20, "scroll_ms": scroll}
    finally:
        context.close()


def spread(values: list[float], digits: int = 0) -> str:
    values = [v for v in values if v == v]          # not measured (NaN): left out
    if not values:
        return "–"
    fmt = f"{{:.{digits}f}}"
    med = statistics.median(values)
    return f"{fmt.format(med)} ({fmt.format(min(values))}–{fmt.format(max(values))})"


def built_dist() -> Path:
    """dist/ (exits if it has no board-embed.js), after printing ``uptime``."""
    dist = build_module().DIST
    if not (dist / "board-embed.js").exists():
        sys.exit("bench: dist/ has no board-embed.js: run `python3 build.py build` first")
    print("uptime before:", subprocess.run(["uptime"], capture_output=True, text=True).stdout
          .strip(), flush=True)
    return dist


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=1,
                        help="rounds of iframe, script, script, iframe per size (default 1)")
    parser.add_argument("--sizes", default="1,4,12", help="boards per page (comma-separated)")
    parser.add_argument("--baseline", type=Path, metavar="DIR",
                        help="compare the script embed of this checkout (dist/ built) with ours")
    parser.add_argument("--no-lazy", action="store_true",
                        help=f"no lazy boards (default: the script pages' boards after the "
                             f"first {EAGER} are lazy)")
    parser.add_argument("--no-step", action="store_true",
                        help="measure drawn and memory only (no step: the runtime never starts)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    sizes = [int(s) for s in args.sizes.split(",")]
    dist = built_dist()
    kinds = ("base", "script") if args.baseline else KINDS
    results: dict[tuple[str, int], list[dict]] = {(k, n): [] for k in kinds for n in sizes}
    with tempfile.TemporaryDirectory(prefix="euro-explainer-") as tmp, \
            contextlib.ExitStack() as stack:
        root = site(dist, Path(tmp) / "site")
        write_pages(root, sizes, None if args.no_lazy else EAGER)
        bases = {}
        if args.baseline:
            other = site(args.baseline / "dist", Path(tmp) / "base")
            write_baseline_pages(args.baseline.resolve(), other, sizes)
            bases["base"] = stack.enter_context(serve_dist(other))[1]
        with serve_dist(root) as (_build, base), sync_playwright() as pw:
            runs = 0
            for rnd in range(args.rounds):
                for n in sizes:
                    for kind in (kinds[0], kinds[1], kinds[1], kinds[0]):
                        runs += 1
                        started = time.monotonic()
                        got = one_run(pw, f"{bases.get(kind, base)}bench-{kind}-{n}.html",
                                      "script" if kind == "base" else kind,
                                      Path(tmp) / f"profile-{runs}", n,
                                      step=not args.no_step)
                        results[(kind, n)].append(got)
                        print(json.dumps({"round": rnd, "boards": n, "page": kind,
                                          **{k: round(v, 1) for k, v in got.items()},
                                          "wall_s": round(time.monotonic() - started, 1),
                                          "load1": os.getloadavg()[0]}), flush=True)
    print("uptime after:", subprocess.run(["uptime"], capture_output=True, text=True).stdout
          .strip())
    print(f"\nmedian (min–max) of {2 * args.rounds} loads per cell; page clock from navigation "
          "start")
    head = f"{'boards':>6}  {'page':<7}{'all drawn ms':>22}{'main busy ms':>20}" \
           f"{'first step ms':>22}{'browser PSS MB':>20}{'JS heap MB':>18}"
    print(head)
    for n in sizes:
        for kind in kinds:
            rows = results[(kind, n)]
            print(f"{n:>6}  {kind:<7}"
                  f"{spread([r['drawn_ms'] for r in rows]):>22}"
                  f"{spread([r['task_ms'] for r in rows]):>20}"
                  f"{spread([r['step_ms'] for r in rows]):>22}"
                  f"{spread([r['pss_mb'] for r in rows]):>20}"
                  f"{spread([r['heap_mb'] for r in rows], 1):>18}"
                  f"{spread([r['scroll_ms'] for r in rows]):>20}")
    if 1 in sizes and len(sizes) > 1:
        print(f"\nratio to 1 board (medians): {'boards':>6}{'drawn':>8}{'busy':>8}{'step':>8}"
              f"{'PSS':>8}{'heap':>8}")
        for kind in kinds:
            one = {k: statistics.median(r[k] for r in results[(kind, 1)])
                   for k in ("drawn_ms", "task_ms", "step_ms", "pss_mb", "heap_mb")}
            for n in sizes[1:]:
                med = {k: statistics.median(r[k] for r in results[(kind, n)]) for k in one}
                print(f"{kind:<27}{n:>6}" + "".join(f"{med[k] / one[k]:>8.2f}" for k in one))
    return 0


if __name__ == "__main__":
    sys.exit(main())
