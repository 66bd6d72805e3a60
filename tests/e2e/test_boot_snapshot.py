"""Every start restores the Python memory snapshot (issues 19 and 33: tools/build/snapshot.py,
web/snapshot-codec.mjs, web/pyodide-boot.mjs, web/sw.js): the first fetches it, later ones read
the copy the service worker stored; the app then works as after a plain start, and a snapshot
that cannot be used only costs the plain start."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.e2e, pytest.mark.own_context]  # a first visit, then a later one

STORED = """async () => {
  for (const key of await caches.keys()) {
    const cache = await caches.open(key);
    for (const request of await cache.keys()) {
      if (request.url.endsWith('.snapshot')) return request.url;
    }
  }
  return null;
}"""
RESTORED = "performance.getEntriesByName('euro:snapshot').length > 0"
FETCHED = "performance.getEntriesByName('euro:snapshot-fetched').length > 0"


def stored_snapshot(page) -> str:
    """The URL of the snapshot once the service worker has stored it (waits up to 60 s)."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    for _ in range(240):
        url = page.evaluate(STORED)
        if url:
            return url
        page.wait_for_timeout(250)
    pytest.fail("the service worker did not store the snapshot within 60 s")


def not_restored(app) -> str:
    """Why the page fell back to the plain start: web/pyodide-boot.mjs's warnings."""
    return "\n".join(line for line in app.console if "snapshot" in line.lower()) or "no warning"


def test_every_start_restores_the_snapshot_and_plays(app, serve_dist):
    server = serve_dist()
    page = app(base_url=server.url)
    # the first start fetched the file and decoded it against the fresh module's memory (its
    # hash matched the build's: Chromium's fresh memory is Node's)
    assert page.evaluate(RESTORED) and page.evaluate(FETCHED), not_restored(app)
    expect(page.locator('#games li[data-game="nippon"]')).to_be_visible()
    stored_snapshot(page)
    page.goto(server.url + "index.html?new=nippon&players=2&seed=4&seats=human,human")
    app.wait_ready()
    assert not page.evaluate(FETCHED)             # a later start: the stored copy
    # restored, not merely started: the snapshot's heap (every game imported) is larger than
    # the memory Pyodide gives a fresh module, which euro-boot.mjs grows before the restore
    assert page.evaluate(RESTORED), not_restored(app)
    # the engine imported in the snapshot plays; a game package and its drawing work
    expect(page.locator("#board svg")).to_be_visible()
    before = int(page.locator("#game-screen").get_attribute("data-history"))
    page.locator("#decision [data-action]").first.click()
    page.wait_for_function(
        f"Number(document.getElementById('game-screen').dataset.history) > {before}")
    # modules left out of the snapshot (they import the browser) and lazy ones still import;
    # the Spanish catalogs are read as after a plain start
    page.evaluate("localStorage.setItem('euro-games/v1/lang', 'es')")
    page.goto(server.url + "index.html?new=lorenzo&players=2&seed=3&seats=human,human")
    app.wait_ready()
    assert page.evaluate(RESTORED), not_restored(app)
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator("#board svg")).to_be_visible()
    expect(page.locator("#decision")).to_contain_text("miembro")   # "Elige un miembro…"
    errors = [line for line in app.console if line.startswith(("error:", "pageerror:"))]
    assert not errors, errors


def test_an_unusable_snapshot_falls_back_to_the_plain_start(app, serve_dist):
    server = serve_dist()
    page = app(base_url=server.url)
    url = stored_snapshot(page)
    page.evaluate("""async url => {
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        if (await cache.match(url)) await cache.put(url, new Response(new Uint8Array(4096)));
      }
    }""", url)
    page.reload()
    app.wait_ready()
    assert not page.evaluate(RESTORED)
    expect(page.locator('#games li[data-game="nippon"]')).to_be_visible()
