"""A Playwright browser context kept open for many e2e tests and cleaned before each one.

A fresh context per test is a first visit every time: the page compiles Pyodide's wasm again
(the HTTP cache and the code cached with it belong to the context), installs the service worker
and starts Python without the memory snapshot, which the worker only stores after a start.
bench/context_reuse.py measures a test's start that way against a start here (figures in
docs/ARCHITECTURE.md, "Build, test and the gate"). ``CleanContext`` keeps one context and, before each test
(``clean``), takes away what a test can leave in it:

- its pages (a page's sessionStorage, routes, init scripts, viewport and handlers go with it;
  a new page has the context's viewport and locale);
- the context's own settings: offline, permissions, cookies, context routes, extra HTTP
  headers, geolocation;
- the site data of every http(s) origin the context has requested (CDP
  ``Storage.clearDataForOrigin``): localStorage, IndexedDB, cookies, Cache Storage, service
  workers (unregistered and stopped) and the rest of Chromium's storage types;
- but for the ``returning`` origin (the session's dist/ server): its service worker and its
  Cache Storage (the offline copy and the Python snapshot) stay when they are exactly what
  a first visit leaves (the same caches, entries and sizes, one active worker: ``OFFLINE``);
  otherwise they are cleared and installed again (``INSTALL``, as web/offline.py does it).

So every test starts as a returning visitor with nothing saved, whatever ran before it. The
HTTP cache stays; the server's ``Cache-Control: no-cache`` makes Chromium revalidate each
load, so a test sees the files of the dist/ it is served. ``clean`` checks each origin still
served from a 404 page of it (no localStorage, cookies or IndexedDB database; no caches or
service worker but the returning origin's), clears and checks again, and raises ``NotClean``
after ``TRIES``. What a context cannot be cleaned of (``add_init_script``, ``expose_binding``,
``expose_function``, HAR routes, default timeouts) marks it ``tainted``: its owner replaces it.
"""
from __future__ import annotations

import urllib.parse

TRIES = 3
CHECK_PATH = "/.clean-context-check"
"""A path no server here serves: a 404 page of the origin to look at its storage from."""
LEFT = """async () => {
  const left = {};
  if (localStorage.length) left.localStorage = Object.keys(localStorage);
  if (document.cookie) left.cookies = document.cookie;
  const databases = await indexedDB.databases();
  if (databases.length) left.indexedDB = databases.map((d) => d.name);
  return left;
}"""
"""What an origin's page still sees of a test's data: {kind: names}, {} when clean."""
OFFLINE = """async () => {
  const out = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      out.push(`${name} ${request.url} ${(await (await cache.match(request)).blob()).size}`);
    }
  }
  for (const r of await navigator.serviceWorker.getRegistrations()) {
    out.push(`worker ${r.scope} ${r.active && r.active.scriptURL} ${r.active && r.active.state}`
             + ` ${Boolean(r.waiting || r.installing)}`);
  }
  return out.sort();
}"""
"""The origin's offline copy as lines: each cache entry with its size, each worker."""
INSTALL = """async (limit) => {
  const script = await (await fetch("/sw.js", {cache: "no-cache"})).text();
  const named = script.match(/^const SNAPSHOT = "([^"]+)";/m);
  await navigator.serviceWorker.register("/sw.js");
  const registration = await navigator.serviceWorker.ready;
  if (!named) return true;
  registration.active.postMessage("store-snapshot");
  const snapshot = new URL(named[1], location.origin + "/sw.js").href;
  for (const start = Date.now(); Date.now() - start < limit;) {
    if (await caches.match(snapshot)) return true;
    await new Promise((next) => setTimeout(next, 100));
  }
  return false;
}"""
"""Register dist/'s service worker (which stores the offline copy) and, once it is active,
ask it to store the Python snapshot and wait for it (at most ``limit`` ms): whether the
snapshot is stored (true also when this build has none)."""
KEPT_TYPES = "cookies,local_storage,indexeddb,file_systems,websql,storage_buckets,shared_storage"
"""Storage types cleared on the returning origin: all but service_workers and cache_storage."""
TAINTING = ("add_init_script", "expose_binding", "expose_function", "route_from_har",
            "set_default_timeout", "set_default_navigation_timeout")
INSTALL_TIMEOUT_MS = 120_000


class NotClean(Exception):
    """An origin still held a test's data after ``TRIES`` clearings (the message says what)."""


def origin_of(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class CleanContext:
    """``context`` (a Playwright BrowserContext) with the origins it has requested, cleaned
    by ``clean()``; ``tainted`` once a test called one of TAINTING on it."""

    def __init__(self, context):
        self.context = context
        self.origins: set[str] = set()
        self.tainted = False
        self.offline: list[str] | None = None   # OFFLINE of the returning origin, installed
        context.on("request", self._saw)
        for name in TAINTING:
            setattr(context, name, self._tainting(getattr(context, name)))

    def _saw(self, request) -> None:
        if request.url.startswith(("http:", "https:")):
            self.origins.add(origin_of(request.url))

    def _tainting(self, method):
        def call(*args, **kwargs):
            self.tainted = True
            return method(*args, **kwargs)
        return call

    def close_pages(self) -> None:
        """Close every page of the context (no beforeunload handlers run)."""
        for page in list(self.context.pages):
            page.close()

    def clean(self, returning: str | None = None) -> None:
        """Close the pages, reset the context's settings, clear the site data of every origin
        requested so far and check it gone; leave the origin of URL ``returning`` with its
        service worker and offline copy as a first visit leaves them (see the module's
        docstring). NotClean if a test's data stays."""
        context = self.context
        self.close_pages()
        context.set_offline(False)
        context.clear_permissions()
        context.clear_cookies()
        context.unroute_all(behavior="ignoreErrors")
        context.set_extra_http_headers({})
        context.set_geolocation(None)
        home = origin_of(returning) if returning else None
        origins = self.origins | ({home} if home else set())
        if not origins:
            return
        page = context.new_page()
        try:
            cdp = context.new_cdp_session(page)
            for _ in range(TRIES):
                left = self._clear(page, cdp, origins, home)
                if not left:
                    break
                origins = set(left)
            else:
                raise NotClean(f"site data left after {TRIES} clearings: {left}")
        finally:
            page.close()
            self.origins.clear()         # the checks' own requests

    def _clear(self, page, cdp, origins: set[str], home: str | None) -> dict[str, object]:
        """One round of clean(): clear ``origins``, check each; what was left, by origin."""
        from playwright.sync_api import Error as PlaywrightError

        for origin in origins:
            cdp.send("Storage.clearDataForOrigin",
                     {"origin": origin, "storageTypes": KEPT_TYPES if origin == home else "all"})
        left: dict[str, object] = {}
        for origin in origins:
            try:
                page.goto(origin + CHECK_PATH)
            except PlaywrightError:         # its server has stopped: nothing to look at
                continue
            if still := page.evaluate(LEFT):
                left[origin] = still
            offline = page.evaluate(OFFLINE)
            if origin != home:
                if offline:
                    left[origin] = offline
            elif offline != self.offline:
                self._install(page, cdp, origin)
        return left

    def _install(self, page, cdp, origin: str) -> None:
        """Clear ``origin`` whole and install its service worker, offline copy and snapshot
        (``page`` is on the origin); self.offline is then what it left."""
        cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        page.goto(origin + CHECK_PATH)
        if not page.evaluate(INSTALL, INSTALL_TIMEOUT_MS):
            raise NotClean(f"{origin}: the service worker did not store the Python snapshot")
        self.offline = page.evaluate(OFFLINE)
