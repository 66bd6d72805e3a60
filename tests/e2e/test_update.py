"""Issue 30, D-2 in Chromium (reliability review of 2026-11-28, task 2b, upgrade.py phase E): a
deploy while pages of the old build are open or starting never strands a page on "Loading…",
and the app tells the player that a new version is ready (web/sw.js, web/boot.js).
"""
from __future__ import annotations

import os
import re
import shutil

import pytest
from playwright.sync_api import expect

from tests.conftest import DIST

pytestmark = pytest.mark.e2e
CACHES = "caches.keys()"
BUILD = "document.querySelector('meta[name=euro-test-build]')?.content || 'A'"


def _deploy_b(site) -> None:
    """Build B over build A in ``site``: another cache hash in sw.js, a marker in index.html
    (new files written beside and renamed over, as a deploy does; A's files are hard links)."""
    for name, change in (
            ("sw.js", lambda text: re.sub(r'CACHE_PREFIX \+ "[^"]*"',
                                         'CACHE_PREFIX + "build-b"', text)),
            ("index.html", lambda text: text.replace(
                "<head>", '<head>\n  <meta name="euro-test-build" content="B">', 1))):
        path = site / name
        text = change(path.read_text(encoding="utf-8"))
        assert text != path.read_text(encoding="utf-8"), name
        (site / f"{name}.new").write_text(text, encoding="utf-8")
        os.replace(site / f"{name}.new", path)


def test_an_update_never_strands_a_page_and_offers_the_new_version(app, serve_dist, tmp_path):
    """Build A controls a tab; B is deployed; a second tab starts while B's worker installs.
    Both reach ready on A (A's cache kept beside B's) and show the new-version banner; a
    reload of the second tab is under way when the first tab's Reload lets B take over: both
    tabs end ready on B, the banner gone, A's cache dropped."""
    site = tmp_path / "site"
    shutil.copytree(DIST, site, copy_function=os.link)
    server = serve_dist(site)
    first = app(base_url=server.url)
    first.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    (cache_a,) = first.evaluate(CACHES)
    expect(first.locator("#update")).to_be_hidden()

    _deploy_b(site)
    second_app = type(app)(first.context.new_page(), server.url)
    second = second_app.page
    second.goto(server.url)                       # starts on A while B's worker installs
    first.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    second_app.wait_ready()
    for page in (first, second):
        expect(page.locator("#update")).to_be_visible(timeout=60_000)
        expect(page.locator("#update")).to_contain_text("A new version of the app is ready.")
        assert page.evaluate(BUILD) == "A"
    assert cache_a in first.evaluate(CACHES)      # A's files stay while A's pages are open

    second.evaluate("setTimeout(() => location.reload(), 0)")   # a start of A under way ...
    first.locator("#update button").click()       # ... when B takes over
    for each in (app, second_app):                # each page reloads itself onto B
        each.page.wait_for_selector("meta[name=euro-test-build]", state="attached", timeout=60_000)
    for each in (app, second_app):
        each.wait_ready()
        assert each.page.evaluate(BUILD) == "B"
        expect(each.page.locator("#update")).to_be_hidden()
    assert first.evaluate(CACHES) == ["euro-games-build-b"]
    errors = [line for line in app.console + second_app.console if "404" in line]
    assert not errors, errors
