"""Shared pytest configuration.

Engine tests need no browser: after ``python3 build.py env`` (the test extras in .venv/ and
the compiled catalogs the Spanish texts are read from), ``.venv/bin/python -m pytest tests -m
"not e2e"`` runs them all.  Browser tests (marker ``e2e``, given automatically to everything under
tests/e2e/) run Playwright against Debian's Chromium and dist/ served on 127.0.0.1; build
dist/ first (``python3 build.py test`` does it all).

Fixtures for browser tests:
    server_url   base URL of dist/ served for the whole session (build.py's handler)
    context      the test's browser context: this worker's shared one, cleaned before the test
                 (tests/browser_state.py): a returning visitor of server_url (its service
                 worker active, the offline copy and the Python snapshot stored) with no saved
                 data; marker ``own_context`` (or pytest-playwright's ``browser_context_args``):
                 a fresh context, i.e. a first visit (every test: E2E_OWN_CONTEXTS=1); also
                 for a test that routes server_url's files (page.route does not see what the
                 service worker answers)
    page         a new page in ``context``
    app          app(path="") opens the page and waits for body[data-ready="true"]
    serve_dist   start_server() for a test that needs its own server (e.g. to stop it)
Every e2e test fails if its browser context requested anything from a non-local host.
"""
from __future__ import annotations

import importlib.util
import os
import threading
import urllib.parse
from pathlib import Path

import pytest

from tests.browser_state import CleanContext

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic", "--disable-dev-shm-usage"]
BOOT_TIMEOUT_MS = 60_000
OWN_CONTEXTS = os.environ.get("E2E_OWN_CONTEXTS") == "1"
"""Every e2e test in a fresh context, as if marked own_context (to compare, or to tell a
failure of the shared context from the test's own)."""
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
LOCAL_SCHEMES = {"data", "blob", "about"}


def _build_module():
    """build.py loaded under another name (`build` is also the PyPI build frontend)."""
    spec = importlib.util.spec_from_file_location("euro_games_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pytest_collection_modifyitems(config, items):
    e2e_dir = ROOT / "tests" / "e2e"
    for item in items:
        if e2e_dir in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(autouse=True)
def _claims_cite_statements(request):
    """A claim test (marker ``teaches``, tools/teaching.py) fails when one of its fragments is
    in no teaching statement of its game: the text it was written for has changed."""
    marks = list(request.node.iter_markers("teaches"))
    if marks:
        from tools import teaching

        for mark in marks:
            game, *fragments = mark.args
            assert fragments, "teaches(game, fragment, ...) needs a fragment"
            stale = [f for f in fragments if not teaching.matching(game, f)]
            if stale:
                pytest.fail(f"no teaching statement of {game} holds {stale}", pytrace=False)
    yield


# -- browser -----------------------------------------------------------------------------
@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright's launch arguments, pointed at Debian's Chromium (see STACK.md)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} missing: `python3 build.py test` installs Debian's chromium")
    headless = browser_type_launch_args.get("headless", True)
    args = [*browser_type_launch_args.get("args", []), *(["--headless"] if headless else []),
            *CHROMIUM_ARGS]
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": args}


class BrowserPool:
    """This pytest worker's Chromium, launched again after a crash or every RECYCLE tests.

    One long-lived browser per worker once let crashes pile up late in a CI run, and a
    rerun of a crashed test met the same browser: now a test that crashed marks the
    browser spent (pytest_runtest_makereport below) and the next test, or the rerun, gets
    a fresh one.
    """

    RECYCLE = 30

    def __init__(self, launch, logs: Path | None = None):
        self.launch = launch            # (log file or None) -> Browser
        self.logs = logs                # where each launch's Chromium log goes
        self.log: Path | None = None    # the log of the browser in use
        self.launches = 0
        self.browser = None
        self.used = 0
        self.spent = False
        self.shared: CleanContext | None = None  # the tests' shared context in this browser
        self.shared_spent = False       # a test failed in it: the next test gets a new one

    def shared_context(self, browser, args: dict) -> CleanContext:
        """The shared context of ``browser`` (made with ``args``), a new one when there is
        none in it, a test failed in the last one or tainted it (browser_state.py)."""
        old = self.shared
        if (old is None or old.context.browser is not browser or self.shared_spent
                or old.tainted):
            if old is not None and old.context.browser is browser:
                old.context.close()
            self.shared = CleanContext(browser.new_context(**args))
            self.shared_spent = False
        return self.shared

    def get(self):
        """The browser for the next test (launched when there is none, or it is spent)."""
        if (self.browser is None or self.spent or self.used >= self.RECYCLE
                or not self.browser.is_connected()):
            self.close()
            self.launches += 1
            self.log = self.logs / f"chromium-{self.launches}.log" if self.logs else None
            self.browser = self.launch(self.log)
            self.used, self.spent, self.shared = 0, False, None
        self.used += 1
        return self.browser

    def close(self) -> None:
        if self.browser is not None:
            try:
                self.browser.close()
            except Exception:       # a crashed browser may be gone already
                pass
            self.browser = None


_POOL = pytest.StashKey[BrowserPool]()
CRASHED = ("Target crashed", "Page crashed", "Browser has been closed", "browser has disconnected")


def chromium_log_tail(path: Path, lines: int = 40) -> str:
    """The last ``lines`` lines of a Chromium --log-file, without the D-Bus noise of a
    machine with no bus (for the report of a test whose page crashed)."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as err:
        return f"(no log: {err})"
    kept = [line for line in text.splitlines() if "dbus" not in line]
    return "\n".join(kept[-lines:])


@pytest.fixture(scope="session")
def _browser_pool(launch_browser, browser_type_launch_args, pytestconfig, tmp_path_factory):
    def launch(log: Path) -> object:
        return launch_browser(args=[*browser_type_launch_args["args"], "--enable-logging",
                                    f"--log-file={log}"])

    pool = BrowserPool(launch, tmp_path_factory.mktemp("chromium-logs"))
    pytestconfig.stash[_POOL] = pool
    yield pool
    pool.close()


@pytest.fixture
def browser(_browser_pool):
    """pytest-playwright's browser, per test from this worker's BrowserPool."""
    return _browser_pool.get()


@pytest.fixture
def context(request, _browser_pool, browser, browser_context_args, new_context, server_url):
    """The test's browser context (see the module's docstring): the pool's shared one, cleaned
    and left a returning visitor of ``server_url``; a fresh one (pytest-playwright's
    ``new_context``) for a test marked ``own_context`` or ``browser_context_args``."""
    node = request.node
    if (OWN_CONTEXTS or node.get_closest_marker("own_context")
            or node.get_closest_marker("browser_context_args")):
        yield new_context()
        return
    shared = _browser_pool.shared_context(browser, browser_context_args)
    shared.clean(returning=server_url)
    yield shared.context
    shared.close_pages()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    pool = item.config.stash.get(_POOL, None)
    if pool is not None and report.failed:
        pool.shared_spent = True        # whatever the test left, the next one starts anew
    if pool is not None and report.failed and any(w in str(report.longrepr) for w in CRASHED):
        pool.spent = True
        if pool.log is not None:        # what Chromium said, to tell why next time
            report.sections.append(("chromium log", chromium_log_tail(pool.log)))
    return report


def is_local(url: str) -> bool:
    parts = urllib.parse.urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or (parts.hostname or "") in LOCAL_HOSTS


def watch_requests(context) -> tuple[list[str], object]:
    """Record every URL a browser context requests (pages and service workers alike):
    (the list it grows, the listener, for ``context.remove_listener("request", ...)``)."""
    seen: list[str] = []

    def saw(request) -> None:
        seen.append(request.url)
    context.on("request", saw)
    return seen, saw


@pytest.fixture(autouse=True)
def _only_local_requests(request):
    """Fail an e2e test whose default browser context requested a non-local URL."""
    if request.node.get_closest_marker("e2e") is None:
        yield None
        return
    context = request.getfixturevalue("context")
    seen, listener = watch_requests(context)
    yield seen
    context.remove_listener("request", listener)
    foreign = sorted({url for url in seen if not is_local(url)})
    if foreign:
        pytest.fail(f"requests to other hosts: {foreign[:10]}", pytrace=False)


# -- serving dist/ -----------------------------------------------------------------------
class DistServer:
    """dist/ served on 127.0.0.1 in a background thread; stop() closes the socket."""

    def __init__(self, directory: Path = DIST):
        if not (directory / "index.html").exists():
            pytest.fail(f"{directory} has no index.html: run `python3 build.py build` first")
        self.httpd = _build_module().make_server(directory, port=0, quiet=True)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        if self.thread.is_alive():
            self.httpd.shutdown()
            self.thread.join(timeout=10)
        self.httpd.server_close()


@pytest.fixture
def serve_dist():
    """start() → a fresh DistServer for this test; all are stopped at teardown."""
    servers: list[DistServer] = []

    def start(directory: Path = DIST) -> DistServer:
        servers.append(DistServer(directory))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


@pytest.fixture(scope="session")
def server_url():
    server = DistServer()
    yield server.url
    server.stop()


class App:
    """Opens app pages and waits until the app is ready for input."""

    def __init__(self, page, base_url: str):
        self.page = page
        self.base_url = base_url
        self.boot_ms: float | None = None  # navigation start → data-ready, last open()
        self.boot_cpu_s: float | None = None  # CPU the page's renderer spent on that start
        self.console: list[str] = []
        page.on("console", lambda msg: self.console.append(f"{msg.type}: {msg.text}"))
        page.on("pageerror", lambda err: self.console.append(f"pageerror: {err}"))

    def __call__(self, path: str = "", *, base_url: str | None = None):
        cpu = self._renderer_cpu()
        self.page.goto(urllib.parse.urljoin(base_url or self.base_url, path))
        page = self.wait_ready()
        self.boot_cpu_s = cpu()
        return page

    def _renderer_cpu(self):
        """A function giving the CPU seconds (all threads: wasm compiling included) the page's
        renderer process spent since this call (Chromium's Performance.getMetrics
        ``ProcessTime``; a new process, after a cross-site navigation, counts from its start).
        Unlike the wall time, it hardly grows when other jobs load the machine."""
        try:
            cdp = self.page.context.new_cdp_session(self.page)
            cdp.send("Performance.enable")
        except Exception:  # noqa: BLE001  (not Chromium: no figure)
            return lambda: None

        def process_time() -> float:
            metrics = cdp.send("Performance.getMetrics")["metrics"]
            return next(m["value"] for m in metrics if m["name"] == "ProcessTime")

        before = process_time()

        def spent() -> float | None:
            try:
                now = process_time()
            except Exception:  # noqa: BLE001  (the session went with an old process)
                return None
            return now - before if now >= before else now
        return spent

    def wait_ready(self, timeout: float = BOOT_TIMEOUT_MS):
        from playwright.sync_api import Error as PlaywrightError
        try:
            self.page.wait_for_selector('body[data-ready="true"]', state="attached",
                                        timeout=timeout)
        except PlaywrightError as err:
            tail = "\n".join(self.console[-20:])
            pytest.fail(f"app did not become ready: {err}\nconsole:\n{tail}", pytrace=False)
        self.boot_ms = self.page.evaluate("performance.now()")
        return self.page


@pytest.fixture
def app(page, server_url) -> App:
    return App(page, server_url)
