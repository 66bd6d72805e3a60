"""The e2e tests' shared browser context (tests/browser_state.py, tests/conftest.py): what a
test leaves in it is gone before the next test, and the dist/ server's origin is a returning
visitor (its service worker and offline copy as a first visit leaves them) whatever was done
to them."""
from __future__ import annotations

import pytest

from tests.browser_state import CHECK_PATH, LEFT, OFFLINE, CleanContext

pytestmark = [pytest.mark.e2e, pytest.mark.own_context]

DIRTY = """async () => {
  localStorage.setItem("euro-games/v1/lang", "es");
  sessionStorage.setItem("left", "1");
  document.cookie = "left=1; max-age=3600";
  await new Promise((done) => { const r = indexedDB.open("left"); r.onsuccess = done; });
  await (await caches.open("left")).put("/left", new Response("x"));
  for (const name of await caches.keys()) {          // the snapshot spoilt, as a bad write would
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (request.url.includes(".snapshot")) await cache.put(request, new Response("bad"));
    }
  }
}"""
STATE = """async () => ({online: navigator.onLine, session: sessionStorage.length,
  clipboard: (await navigator.permissions.query({name: "clipboard-read"})).state})"""


def test_clean_takes_away_what_a_test_left_and_keeps_a_returning_visitor(
        browser, server_url, serve_dist):
    shared = CleanContext(browser.new_context())
    try:
        shared.clean(returning=server_url)
        page = shared.context.new_page()
        page.goto(server_url + CHECK_PATH.lstrip("/"))
        installed = page.evaluate(OFFLINE)
        assert any(".snapshot" in line for line in installed)      # the Python snapshot
        assert sum(line.startswith("worker ") for line in installed) == 1
        assert page.evaluate(LEFT) == {}
        state = page.evaluate(STATE)
        assert state["online"] and state["session"] == 0

        other = serve_dist()                 # a second origin: a worker and data of its own
        second = shared.context.new_page()
        second.goto(other.url + CHECK_PATH.lstrip("/"))
        second.evaluate("navigator.serviceWorker.register('/sw.js')"
                        ".then(() => navigator.serviceWorker.ready).then(() => true)")
        for dirty in (page, second):
            dirty.evaluate(DIRTY)
            assert set(dirty.evaluate(LEFT)) == {"localStorage", "cookies", "indexedDB"}
        assert page.evaluate(OFFLINE) != installed
        shared.context.set_offline(True)
        shared.context.grant_permissions(["clipboard-read"])
        assert page.evaluate(STATE)["clipboard"] != state["clipboard"]

        shared.clean(returning=server_url)
        assert shared.context.pages == []
        home, away = shared.context.new_page(), shared.context.new_page()
        home.goto(server_url + CHECK_PATH.lstrip("/"))
        away.goto(other.url + CHECK_PATH.lstrip("/"))
        assert home.evaluate(LEFT) == {} and away.evaluate(LEFT) == {}
        assert home.evaluate(OFFLINE) == installed
        assert away.evaluate(OFFLINE) == []
        assert home.evaluate(STATE) == state

        assert not shared.tainted
        home.context.add_init_script("window.left = 1")
        assert shared.tainted                # such a context is replaced, not cleaned
    finally:
        shared.context.close()
