/* The bot worker (issue 19): bots think here, off the page's main thread.
 *
 * A module Web Worker started by web/bots.py at the first bot move (so after the page is
 * ready).  It loads the same vendored Pyodide and the same compiled archive as the page
 * (python/euro-games.zip, in the service worker's cache like every file of dist/), then
 * answers requests {id, doc, level, board}: doc is a save document (JSON text) whose deciding
 * seat is a bot, board (JSON text, optional) says how the page draws the board after the
 * move; the answer is {id, answer: {notation, board, chart, panel}} (web/botthink.py worker_think's
 * JSON text parsed here, off the page's thread: the page hands the board to web/redraw.js
 * without copying it through its Python; null: the thought was dropped) or {id, error}.
 * A request {id, doc, kind: "hint"} asks the coach instead (web/botthink.py worker_hint,
 * issue 31): the answer is the list of the hint's options; {id, doc, kind: "review"} the
 * coach's review of a finished game (worker_review), with {id, progress: [done, total]}
 * messages while it runs.  Every answer is an object (the Python's JSON text parsed here).
 * A newer request (or {id} alone: a cancel) stops an older thought at its next slice
 * (web/botthink.py).  The first message is {ready: true} or {failed: text}.
 */
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

let current = 0;  // id of the newest request: older thoughts are no longer wanted

const module = (async () => {
  const py = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href });
  const archive = await fetch(new URL("../python/euro-games.zip", import.meta.url));
  if (!archive.ok) throw new Error(`python/euro-games.zip: HTTP ${archive.status}`);
  // imported in place (zipimport), as the page does (web/main.py)
  py.FS.writeFile("/home/pyodide/euro-games.zip", new Uint8Array(await archive.arrayBuffer()));
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/euro-games.zip')");
  return py.pyimport("botthink");
})();

module.then(() => postMessage({ ready: true }),
            (err) => postMessage({ failed: String(err && err.message || err) }));

self.onmessage = async (event) => {
  const { id, doc, level, board, kind } = event.data;
  current = id;
  if (!doc) return;  // a cancel
  try {
    const bots = await module;
    const wanted = () => current === id;
    const answer = kind === "hint" ? await bots.worker_hint(doc, wanted)
      : kind === "review" ? await bots.worker_review(
        doc, wanted, (done, total) => postMessage({ id, progress: [done, total] }))
      : await bots.worker_think(doc, level, () => current === id, board ?? null);
    postMessage({ id, answer: answer == null ? null : JSON.parse(answer) });
  } catch (err) {
    postMessage({ id, error: String(err && err.message || err) });
  }
};
