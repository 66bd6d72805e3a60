"""The e2e tests' BrowserPool (tests/conftest.py): a crashed test's browser is not handed to
the next test or to its rerun, and a browser is used for at most RECYCLE tests."""
from __future__ import annotations

from tests.conftest import BrowserPool


class FakeBrowser:
    def __init__(self, n):
        self.n, self.closed = n, False

    def is_connected(self):
        return not self.closed

    def close(self):
        self.closed = True


def pool():
    launched = []

    def launch(log):
        launched.append(FakeBrowser(len(launched)))
        return launched[-1]
    return BrowserPool(launch), launched


def test_the_same_browser_serves_tests_until_recycle():
    p, launched = pool()
    seen = {p.get().n for _ in range(BrowserPool.RECYCLE)}
    assert seen == {0} and len(launched) == 1
    assert p.get().n == 1 and launched[0].closed


def test_a_spent_or_disconnected_browser_is_replaced():
    p, launched = pool()
    first = p.get()
    p.spent = True
    second = p.get()
    assert first.closed and second is not first and not second.closed
    second.closed = True                 # gone on its own (a crash of the whole browser)
    assert p.get() is launched[2] and len(launched) == 3


class FakeContext:
    def __init__(self, browser):
        self.browser, self.closed = browser, False

    def on(self, event, listener):
        pass

    def close(self):
        self.closed = True

    def add_init_script(self, script):
        pass

    expose_binding = expose_function = route_from_har = add_init_script
    set_default_timeout = set_default_navigation_timeout = add_init_script


class ContextBrowser(FakeBrowser):
    def new_context(self, **args):
        return FakeContext(self)


def test_the_shared_context_serves_tests_until_one_fails_taints_it_or_its_browser_goes():
    launched = []
    p = BrowserPool(lambda log: launched.append(ContextBrowser(len(launched))) or launched[-1])
    browser = p.get()
    first = p.shared_context(browser, {})
    assert p.shared_context(p.get(), {}) is first            # kept from test to test
    p.shared_spent = True                                     # a test failed in it
    second = p.shared_context(p.get(), {})
    assert second is not first and first.context.closed and not p.shared_spent
    second.context.add_init_script("x")                       # not to be cleaned away
    third = p.shared_context(p.get(), {})
    assert third is not second and second.context.closed
    p.spent = True                                            # its browser crashed
    new_browser = p.get()
    assert new_browser is not browser
    assert p.shared_context(new_browser, {}).context.browser is new_browser
