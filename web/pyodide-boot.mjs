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
 * difference from the wasm's data segments); `decode` turns it back into Pyodide's own before
 * Pyodide copies it in, with the data segments read from a clone of the response to Pyodide's
 * own fetch of pyodide.asm.wasm (`wasmBytes`: no second request).
 *
 * The pinned Pyodide (314.0.7) restores a snapshot by copying it over the wasm memory
 * (src/js/snapshot.ts `restoreSnapshot`: `Module.HEAP8.set(...)`), but the memory it gives a
 * fresh module is the wasm's own 30 MiB: its `INITIAL_MEMORY = snapshot.length` setting is
 * read by nothing, as the memory is declared inside the wasm (pyodide/pyodide#6254). A
 * snapshot whose heap is larger (ours is, with every game imported) would fail with
 * "RangeError: offset is out of bounds"; so this module hands loadPyodide its own
 * `createPyodideModule`, which grows the fresh module's memory to the snapshot's heap
 * (`Module.growMemory`) before Pyodide copies the snapshot in.
 */
import { loadPyodide as plainLoad, version } from "./pyodide.mjs";
import { dataImage, decode, expand, heapBytes } from "./snapshot-codec.mjs";

export { version };

const SNAPSHOT = /* @SNAPSHOT@ */ null;
/** File name of this build's snapshot beside this module, or null (none was made). */
const SLOW = new Set(["slow-2g", "2g", "3g"]);
/** navigator.connection.effectiveType values on which a first start does not fetch it. */

async function storedSnapshot() {
  if (!SNAPSHOT || !globalThis.caches) return null;
  try {
    const hit = await caches.match(new URL(SNAPSHOT, import.meta.url).href);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
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

/** The bytes of pyodide.asm.wasm (a promise; null if unread): the next fetch of it, whoever
 * makes it (loadPyodide), answered as usual while a clone of the response is read. */
function wasmBytes() {
  const plainFetch = globalThis.fetch;
  return new Promise((resolve) => {
    globalThis.fetch = function (input, ...rest) {
      const answer = plainFetch.call(this, input, ...rest);
      if (String(input && input.url ? input.url : input).endsWith("/pyodide.asm.wasm")) {
        if (globalThis.fetch.plainFetch === plainFetch) globalThis.fetch = plainFetch;
        answer.then((response) => response.clone().arrayBuffer())
          .then((buffer) => resolve(new Uint8Array(buffer)), () => resolve(null));
      }
      return answer;
    };
    globalThis.fetch.plainFetch = plainFetch;
  });
}

/** loadPyodide's `createPyodideModule` for restoring `expanded` (a promise of the snapshot
 * file's `expand`) into the runtime `wasm` (a promise of its bytes): Pyodide's own module
 * factory, then the snapshot decoded and the module's memory grown to its heap (see the
 * top). */
async function moduleFor(expanded, wasm) {
  const { default: createPyodideModule } = await import("./pyodide.asm.mjs");
  return async (settings) => {
    const module = await createPyodideModule(settings);
    const bytes = await wasm;
    if (!bytes) throw new Error("pyodide.asm.wasm not read");
    const snapshot = decode(await expanded, dataImage(bytes));
    const heap = heapBytes(snapshot);
    if (module.HEAP8.length < heap && !module.growMemory(heap)) {
      throw new Error(`cannot grow the wasm memory to the snapshot's ${heap} bytes`);
    }
    return module;
  };
}

export async function loadPyodide(options) {
  const stored = await storedSnapshot();
  // A first start: the fetch runs while loadPyodide fetches the wasm and the standard library
  // (it starts both before it awaits `_loadSnapshot`).
  const encoded = stored ? Promise.resolve(stored)
    : fetchOnFirstStart() ? fetchedSnapshot() : null;
  if (encoded) {
    const wasm = wasmBytes();
    const expanded = encoded.then(expand);
    try {
      const py = await plainLoad({
        ...options, _loadSnapshot: expanded.then(({ snapshot }) => snapshot),
        createPyodideModule: await moduleFor(expanded, wasm),
      });
      // The snapshot froze the random module's seed: draw a fresh one for this start.
      py.runPython("import random; random.seed()");
      performance.mark("euro:snapshot");
      if (!stored) performance.mark("euro:snapshot-fetched");
      return py;
    } catch (error) {
      console.warn("Python snapshot not usable, starting without it:", error);
      if (globalThis.fetch.plainFetch) globalThis.fetch = globalThis.fetch.plainFetch;
    }
  }
  return plainLoad(options);
}
