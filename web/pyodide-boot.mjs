/* The pages' interpreter module (pyscript.json "interpreter"; a template: build.py writes
 * dist/vendor/pyodide/euro-boot.mjs from it, beside the vendored pyodide.mjs).
 *
 * PyScript takes `loadPyodide` and `version` from this module. On a start after the first
 * visit the service worker has stored a memory snapshot of the pages' Python, taken at build
 * time with the engine already imported (tools/build/snapshot.py); restoring it skips
 * Python's start-up and the imports (issue 19: warm boot). Anything wrong with it, or no
 * snapshot stored yet: the plain start, as before.
 */
import { loadPyodide as plainLoad, version } from "./pyodide.mjs";

export { version };

const SNAPSHOT = /* @SNAPSHOT@ */ null;
/** File name of this build's snapshot beside this module, or null (none was made). */

async function storedSnapshot() {
  if (!SNAPSHOT || !globalThis.caches) return null;
  try {
    const hit = await caches.match(new URL(SNAPSHOT, import.meta.url).href);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null;   // storage refused (a sandboxed frame, a private mode): start as before
  }
}

export async function loadPyodide(options) {
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      const py = await plainLoad({ ...options, _loadSnapshot: snapshot });
      // The snapshot froze the random module's seed: draw a fresh one for this start.
      py.runPython("import random; random.seed()");
      performance.mark("euro:snapshot");
      return py;
    } catch (error) {
      console.warn("Python snapshot not usable, starting without it:", error);
    }
  }
  return plainLoad(options);
}
