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
