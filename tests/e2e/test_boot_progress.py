"""Issue 19: while the page starts, it says what is happening (downloading the runtime with a
percentage, starting Python, loading the games), on the page and to screen readers, in the
reader's language; web/boot.js, with the page's Python for the last phase."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.e2e, pytest.mark.own_context]  # a first visit: the download shown

RECORD_PHASES = """(() => {
  window.__phases = [];
  new MutationObserver((records) => {
    for (const r of records) {
      const box = r.target;
      const line = box.querySelector('[role=status]');
      const bar = box.querySelector('progress');
      window.__phases.push({phase: box.dataset.phase, text: line && line.textContent,
                            bar: !!bar && !bar.hidden});
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-phase']});
})();"""


@pytest.mark.parametrize("path", ["index.html", "embed.html"])
def test_boot_names_each_phase_in_a_live_region(page, app, path):
    page.add_init_script(RECORD_PHASES)
    app(path)
    phases = page.evaluate("window.__phases")
    assert [p["phase"] for p in phases] == ["download", "python", "games"]
    assert [p["text"] for p in phases] == ["Downloading the game runtime…", "Starting Python…",
                                           "Loading the games…"]
    assert [p["bar"] for p in phases] == [True, False, False]  # the percentage while downloading
    status = page.locator("#status")
    expect(status).to_be_hidden()                       # the first screen replaced it
    expect(status.locator("[role=status]")).to_have_count(1)  # in the HTML from the start


def test_download_percentage_and_spanish(browser, server_url):
    """Spanish browser, slow network: the percentage climbs to 100 and the texts are Spanish."""
    context = browser.new_context(locale="es-ES")
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 5, "downloadThroughput": 8_000_000,
            "uploadThroughput": 1_000_000})
        page.goto(server_url + "index.html", wait_until="commit")
        line = page.locator("#status [role=status]")
        expect(line).to_have_text("Descargando el entorno de ejecución de los juegos…",
                                  timeout=30_000)
        # the bar is read as it first moves (it is hidden once the download is over, which a
        # fast start reaches right after)
        expect(page.locator("#status progress")).to_have_attribute(
            "aria-label", "Descargando el entorno de ejecución de los juegos…")
        seen = page.wait_for_function(
            "document.querySelector('#status progress').value || false",
            timeout=30_000).json_value()
        assert 0 < seen <= 100
        page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
        # every byte counted: the bar ends at 100 (the count of a file's last bytes may
        # land just after the first screen, so it is awaited, not read once)
        page.wait_for_function("document.querySelector('#status progress').value === 100",
                               timeout=10_000)
        expect(page.locator("#nav-saves")).to_have_text("Guardadas")
    finally:
        context.close()


def test_the_pages_python_is_one_archive_of_compiled_modules():
    """dist/pyscript.json writes one archive, which the pages import in place (zipimport,
    nothing unpacked): every module in it is its unchecked-hash .pyc compiled by the vendored
    Pyodide (build.py), alone (issue 33: each module once), so the browser compiles nothing."""
    import json
    import zipfile
    from pathlib import Path

    dist = Path(__file__).resolve().parents[2] / "dist"
    config = json.loads((dist / "pyscript.json").read_text(encoding="utf-8"))
    assert config["files"] == {"./python/euro-games.zip": "./euro-games.zip"}
    with zipfile.ZipFile(dist / "python" / "euro-games.zip") as zf:
        names = set(zf.namelist())
        pycs = {n: zf.read(n) for n in names if n.endswith(".pyc")}
    assert not [n for n in names if n.endswith(".py")]          # no source twins
    assert "app.pyc" in pycs and "engine/core.pyc" in pycs and "main.pyc" not in pycs
    magic = {pyc[:4] for pyc in pycs.values()}
    assert len(magic) == 1  # one CPython (Pyodide's own)
    for pyc, data in pycs.items():
        assert int.from_bytes(data[4:8], "little") == 0b01, pyc  # hash-based, unchecked
