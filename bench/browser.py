"""Shared by the browser benchmarks: Debian's Chromium and dist/ served by build.py's server.

    with serve_dist() as (build, base):       # build.py as a module, "http://127.0.0.1:PORT/"
        ...
"""
from __future__ import annotations

import contextlib
import importlib.util
import sys
import threading
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-dev-shm-usage"]


def build_module():
    """build.py loaded under another name (`build` is also the PyPI build frontend)."""
    spec = importlib.util.spec_from_file_location("euro_games_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextlib.contextmanager
def serve_dist(directory: Path | None = None) -> Iterator[tuple[object, str]]:
    """(build module, base URL ending in "/") of ``directory`` (default dist/) served on
    127.0.0.1 in a thread for the duration; exits if dist/ is not built."""
    build = build_module()
    if not (build.DIST / "index.html").exists():
        sys.exit("bench: dist/ is empty: run `python3 build.py build` first")
    server = build.make_server(directory or build.DIST, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield build, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
