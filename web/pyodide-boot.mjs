/* The pages' interpreter module (pyscript.json "interpreter"; a template: build.py writes
 * dist/vendor/pyodide/euro-boot.mjs from it, beside the vendored pyodide.mjs and
 * snapshot-codec.mjs).
 *
 * PyScript takes `loadPyodide` and `version` from this module. Every start restores the
 * build's memory snapshot of the pages' Python, taken with the engine already imported
 * (tools/build/snapshot.py), which skips Python's start-up and the imports (issue 19, issue
 * 33): later starts read it from the service worker's cache, the first one fetches it beside
 * the wasm, in parallel with it, unless the browser asks to save data or reports a slow link
 * (then the first start is the plain one and the service worker stores the snapshot for the
 * next). Anything wrong with it: the plain start.
 *
 * The file is web/snapshot-codec.mjs's form of Pyodide's snapshot (its static memory as a
 * difference from the wasm's data segments, pages of zeros left out). The pinned Pyodide
 * (314.0.7) restores a snapshot by copying it whole over the memory of a fresh module
 * (src/js/snapshot.ts `restoreSnapshot`: `Module.HEAP8.set(...)`), and it awaits the snapshot
 * before it even creates the module (`_loadSnapshot`). This module hands loadPyodide its own
 * `createPyodideModule` instead, so that a start costs the longer of the two, not their sum:
 * - Pyodide's `_loadSnapshot` is given a placeholder at once, so the wasm is fetched, compiled
 *   and instantiated while the snapshot file is read (from the cache or the network);
 * - right after instantiation, before any of the module's code runs, its memory holds the
 *   wasm's data segments and nothing else: the file's reference, copied then (`dataCopy`; no
 *   second read of pyodide.asm.wasm);
 * - the module's `API.restoreSnapshot` is replaced by the codec's `restore`, which writes the
 *   file's pages straight into the memory (grown to the snapshot's heap first: the pinned
 *   Pyodide's fresh memory is the wasm's own 30 MiB, whatever its `INITIAL_MEMORY`,
 *   pyodide/pyodide#6254) and hands Pyodide's own `restoreSnapshot` the header alone (its
 *   build-id check and the table of JavaScript references it returns).
 * Anything wrong on the way throws inside loadPyodide: the plain start follows.
 */
import { loadPyodide as plainLoad, version } from "./pyodide.mjs";
import { dataCopy, dataLength, imageBytes, restore } from "./snapshot-codec.mjs";

export { version };

const SNAPSHOT = /* @SNAPSHOT@ */ null;
/** File name of this build's snapshot beside this module, or null (none was made). */
const SLOW = new Set(["slow-2g", "2g", "3g"]);
/** navigator.connection.effectiveType values on which a first start does not fetch it. */
const PLACEHOLDER = new Uint8Array(0);
/** Pyodide's `_loadSnapshot` (a snapshot is to be restored: no `main` run at start-up); the
 * bytes are written by the module's replaced `restoreSnapshot`. */

/** The service worker's copy of the snapshot: {bytes: a promise of them}, or null (none
 * stored, or no snapshot in this build). The body is not awaited here: it is read while the
 * wasm compiles. */
async function storedSnapshot() {
  if (!SNAPSHOT || !globalThis.caches) return null;
  try {
    const hit = await caches.match(new URL(SNAPSHOT, import.meta.url).href);
    return hit ? { bytes: hit.arrayBuffer().then((buffer) => new Uint8Array(buffer)) } : null;
  } catch {
    return null;   // storage refused (a sandboxed frame, a private mode): start as before
  }
}

/** Whether a first start fetches the snapshot (not on a data saver or a slow link). */
function fetchOnFirstStart() {
  const link = globalThis.navigator && navigator.connection;
  return !!SNAPSHOT && !(link && (link.saveData || SLOW.has(link.effectiveType)));
}

/** The snapshot file fetched beside this module (the host compresses it like the wasm). */
async function fetchedSnapshot() {
  const response = await fetch(new URL(SNAPSHOT, import.meta.url));
  if (!response.ok) throw new Error(`snapshot: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** loadPyodide's `createPyodideModule` restoring `file` (a promise of the snapshot file's
 * bytes): Pyodide's own module factory, the data image copied at instantiation and the
 * module's `restoreSnapshot` replaced (see the top). The factory's module is imported when
 * loadPyodide calls this, after it has requested the wasm and the standard library (the
 * import's evaluation and Chromium's code cache of it take the main thread a while). */
function moduleFor(file) {
  return async (settings) => {
    const { default: createPyodideModule } = await import("./pyodide.asm.mjs");
    const instantiate = settings.instantiateWasm;
    if (!instantiate) throw new Error("Pyodide gave no instantiateWasm to wrap");
    let base = null;
    settings.instantiateWasm = (imports, done) => instantiate(imports, (instance, compiled) => {
      // The file's prefix says how much to copy: wait for it (usually read by now). A file
      // that failed is reported below; the module is made as usual meanwhile.
      file.then((bytes) => { base = dataCopy(instance.exports.memory, dataLength(bytes)); })
        .catch(() => {}).finally(() => done(instance, compiled));
    });
    const module = await createPyodideModule(settings);
    const bytes = await file;
    if (!base) throw new Error("the wasm's data image was not copied");
    const plainRestore = module.API.restoreSnapshot;
    module.API.restoreSnapshot = () => {
      const dirty = module.HEAP8.length;
      const heap = imageBytes(bytes);
      if (dirty < heap && !module.growMemory(heap)) {
        throw new Error(`cannot grow the wasm memory to the snapshot's ${heap} bytes`);
      }
      return plainRestore(restore(bytes, module.HEAP8, base, dirty));
    };
    return module;
  };
}

export async function loadPyodide(options) {
  // Read from the cache, or on a first start fetched, while loadPyodide fetches and compiles
  // the wasm and fetches the standard library. Unless a first start would not fetch it, the
  // snapshot is restored either way: loadPyodide does not wait for the cache's answer.
  const stored = storedSnapshot();
  let file = null;
  if (fetchOnFirstStart()) file = stored.then((hit) => (hit ? hit.bytes : fetchedSnapshot()));
  else if (await stored) file = (await stored).bytes;
  if (file) {
    file.catch(() => {});   // reported by the restore, which awaits it
    try {
      const py = await plainLoad({
        ...options, _loadSnapshot: PLACEHOLDER, createPyodideModule: moduleFor(file),
      });
      // The snapshot froze the random module's seed: draw a fresh one for this start.
      py.runPython("import random; random.seed()");
      performance.mark("euro:snapshot");
      if (!(await stored)) performance.mark("euro:snapshot-fetched");
      return py;
    } catch (error) {
      console.warn("Python snapshot not usable, starting without it:", error);
    }
  }
  return plainLoad(options);
}
