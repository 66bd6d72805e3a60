"""The built app boots in Chromium from dist/ and reloads offline through its service worker."""
from __future__ import annotations

import os

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e
SCREENSHOT = os.environ.get("BOOT_SCREENSHOT")  # optional path: save the booted page


def test_boots_and_lists_games(app, _only_local_requests, record_property):
    page = app()
    # the request guard (tests/conftest.py) really sees the page's loads
    assert any(url.endswith("/vendor/pyodide/pyodide.asm.wasm") for url in _only_local_requests)
    # index.html starts Pyodide itself (web/start.mjs, issue 33): nothing of PyScript loads
    assert not page.evaluate("performance.getEntriesByType('resource')"
                             ".map(r => r.name).filter(n => n.includes('/vendor/pyscript/'))")
    expect(page.locator("#games li", has_text="Plus Ultra")).to_have_count(1)
    expect(page.locator('#games li[data-game="plus_ultra"] h2')).to_have_text("Plus Ultra")
    record_property("boot_ms", round(app.boot_ms))
    print(f"boot to data-ready: {app.boot_ms:.0f} ms")
    if SCREENSHOT:
        page.screenshot(path=SCREENSHOT, full_page=True)


def test_reloads_offline_from_service_worker(app, context, serve_dist, record_property):
    server = serve_dist()
    page = app(base_url=server.url)
    # The worker precaches all of dist/, activates and claims the page (clients.claim).
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)

    server.stop()  # the origin is gone: only the service worker's cache can answer
    context.set_offline(True)
    page.reload()
    app.wait_ready()
    expect(page.locator('#games li[data-game="plus_ultra"] h2')).to_have_text("Plus Ultra")
    record_property("offline_boot_ms", round(app.boot_ms))
    print(f"offline reload to data-ready: {app.boot_ms:.0f} ms")


CACHED = """async () => {
  const out = [];
  for (const key of await caches.keys()) {
    for (const request of await (await caches.open(key)).keys()) out.push(request.url);
  }
  return out;
}"""


def test_the_service_worker_stores_what_the_page_loads_and_not_the_rest(
        app, serve_dist, _only_local_requests):
    """Issue 33, one download: every file the page loaded is in the worker's cache (so it
    starts offline); the wheel, PyScript's editor/terminal chunks and examples/ are not (no
    examples page was open); the install took the page's files through the HTTP cache."""
    server = serve_dist()
    page = app(base_url=server.url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    cached = {url.split("?")[0] for url in page.evaluate(CACHED)}
    loaded = {url.split("?")[0] for url in _only_local_requests if url.startswith(server.url)}
    loaded -= {server.url + "sw.js"}
    missing = sorted(url for url in loaded - cached if not url.endswith(".snapshot"))
    assert not missing, missing
    unwanted = sorted(url for url in cached if any(
        part in url for part in ("/wheels/", "codemirror", "xterm", "/examples/", "toml")))
    assert not unwanted, unwanted
