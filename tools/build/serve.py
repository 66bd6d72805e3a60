"""Serving dist/ on 127.0.0.1 with the MIME types Pyodide needs."""
from __future__ import annotations

import functools
import http.server
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .common import DIST


MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/octet-stream",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".mo": "application/octet-stream",
}


# -- serving -----------------------------------------------------------------------------
class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Static files of dist/ with the MIME types Pyodide needs; `quiet` silences the log."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def __init__(self, *args, directory: str | os.PathLike | None = None, **kwargs):
        super().__init__(*args, directory=str(directory or DIST), **kwargs)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib signature)
        if not self.quiet:
            super().log_message(format, *args)


class DistServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)  # a browser hanging up is normal


def make_server(directory: Path = DIST, port: int = 0, quiet: bool = False) -> DistServer:
    """A server for ``directory`` on 127.0.0.1 (port 0: a free one); call serve_forever()."""
    handler = type("Handler", (DistHandler,), {"quiet": quiet})
    return DistServer(("127.0.0.1", port), functools.partial(handler, directory=directory))


def serve(port: int, before: Callable[[], object] | None = None) -> None:
    """Serve dist/ on 127.0.0.1:``port`` until Ctrl+C.  The port is taken first, then
    ``before`` runs (the build), so a port in use stops the command at once, not after a
    build.

    Raises:
        SystemExit: the port is in use (the message names ``--port``), or dist/ is empty.
    """
    try:
        server = make_server(DIST, port)
    except OSError as err:
        sys.exit(f"build: cannot listen on 127.0.0.1:{port}: {err} (choose another port: "
                 f"python3 build.py serve --port 8080)")
    try:
        if before is not None:
            before()
        if not (DIST / "index.html").exists():
            sys.exit("build: dist/ is empty; run without --no-build")
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        print(f"\nServing dist/ at {url}  (Ctrl+C to stop)\n", flush=True)
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
