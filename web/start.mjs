/* index.html's start: Pyodide straight from the boot module, without PyScript's bootstrap.
 *
 * The page's Python uses two names of PyScript's `pyscript` package (`document`, `window`) and
 * two of `pyscript.ffi` (`create_proxy`, `to_js`); web/pyscript_lite.py provides them over
 * Pyodide's own `js` and `pyodide.ffi`, so the page need not load PyScript's core and its
 * chunks before Python starts, nor run its Python set-up after (a warm start's largest cost
 * after the interpreter itself; docs/ARCHITECTURE.md, "Boot"). What PyScript did for this
 * page is done here: load Pyodide through vendor/pyodide/euro-boot.mjs (which restores the
 * build's memory snapshot), write the archive python/euro-games.zip into Python's working
 * directory (/home/pyodide, where web/main.py puts it on sys.path), and run web/main.py with
 * top-level await. The archive and main.py are fetched at once (the page preloads both), in
 * parallel with the runtime. embed.html and board-host.html still start through PyScript.
 */
import { loadPyodide } from "../vendor/pyodide/euro-boot.mjs";

const ARCHIVE = "euro-games.zip";   // the name web/main.py reads in the working directory

function fetched(url) {
  return fetch(new URL(url, import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  });
}

async function start() {
  const archive = fetched(`../python/${ARCHIVE}`).then((r) => r.arrayBuffer());
  const main = fetched("./main.py").then((r) => r.text());
  const py = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href });
  py.FS.writeFile(`${py.FS.cwd()}/${ARCHIVE}`, new Uint8Array(await archive));
  py.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(`${py.FS.cwd()}/${ARCHIVE}`)})
import pyscript_lite; pyscript_lite.install()`);
  await py.runPythonAsync(await main, { filename: "main.py" });
}

start().catch((error) => {
  console.error("the app did not start:", error);
  const status = document.getElementById("status");
  if (status) status.textContent = String(error && error.message || error);
});
