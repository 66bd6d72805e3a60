"""Serving dist/ on 127.0.0.1 with the MIME types Pyodide needs, compressed (issue 33).

Compression, standard library only: a file ``X`` is sent as ``X.br`` or ``X.gz`` when such a
precompressed file lies beside it and the browser accepts that encoding (a host's layout,
e.g. made with ``brotli -k`` / ``gzip -k``); otherwise the text and wasm files are gzipped on
the fly (once per file version, kept in memory).  Either way with ``Content-Encoding`` and
``Vary: Accept-Encoding``; Last-Modified and If-Modified-Since (304) as for any file, so the
service worker's revalidating install (web/sw.js) costs no body for what the page loaded.
"""
from __future__ import annotations

import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
import threading
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
    ".snapshot": "application/octet-stream",
}


COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".py",
                ".svg", ".txt", ".mo", ".zip", ".snapshot"}
"""Suffixes worth compressing (PNGs already are; the app's archive python/euro-games.zip is
stored uncompressed for this and the Python snapshot is raw memory, Pyodide's stdlib zip gains
little)."""
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))
"""(Content-Encoding, suffix of the file beside) in order of preference."""
MIN_COMPRESS = 1024
_gzipped: dict[tuple[str, int, int], bytes] = {}
_gzip_lock = threading.Lock()


def _gzip_cached(path: str, stat: os.stat_result) -> bytes:
    key = (path, stat.st_mtime_ns, stat.st_size)
    with _gzip_lock:
        body = _gzipped.get(key)
        if body is None:
            with open(path, "rb") as f:
                body = gzip.compress(f.read(), compresslevel=9, mtime=0)
            for old in [k for k in _gzipped if k[0] == path]:
                del _gzipped[old]
            _gzipped[key] = body
    return body


def _accepts(header: str | None) -> set[str]:
    """The codings of an Accept-Encoding header (those not refused with q=0)."""
    codings = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name and params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
            codings.add(name.strip().lower())
    return codings


# -- serving -----------------------------------------------------------------------------
class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Static files of dist/ with the MIME types Pyodide needs, compressed where the browser
    accepts it (module docstring); `quiet` silences the log."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    compress = True

    def send_head(self):
        path = self.translate_path(self.path)
        suffix = os.path.splitext(path)[1].lower()
        if not self.compress or suffix not in COMPRESSIBLE or not os.path.isfile(path):
            return super().send_head()
        accepted = _accepts(self.headers.get("Accept-Encoding"))
        stat = os.stat(path)
        coding, body = None, None
        for name, extension in PRECOMPRESSED:
            if name in accepted and os.path.isfile(path + extension):
                coding, stat = name, os.stat(path + extension)
                with open(path + extension, "rb") as f:
                    body = f.read()
                break
        else:
            if "gzip" in accepted and stat.st_size >= MIN_COMPRESS:
                coding, body = "gzip", _gzip_cached(path, stat)
        if coding is None:
            self._vary = True
            return super().send_head()
        since = self.headers.get("If-Modified-Since")
        if since and not self.headers.get("If-None-Match"):
            try:
                when = email.utils.parsedate_to_datetime(since)
            except (TypeError, ValueError, IndexError, OverflowError):
                when = None
            if when is not None and when.tzinfo is not None \
                    and int(stat.st_mtime) <= when.timestamp():
                self.send_response(http.HTTPStatus.NOT_MODIFIED)
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return None
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def __init__(self, *args, directory: str | os.PathLike | None = None, **kwargs):
        super().__init__(*args, directory=str(directory or DIST), **kwargs)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        if getattr(self, "_vary", False):    # compressible, sent as is: still varies
            self.send_header("Vary", "Accept-Encoding")
            self._vary = False
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
