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
