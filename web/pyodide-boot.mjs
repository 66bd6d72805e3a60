/* The pages' interpreter module (pyscript.json "interpreter"; a template: build.py writes
 * dist/vendor/pyodide/euro-boot.mjs from it, beside the vendored pyodide.mjs).
 *
 * PyScript takes `loadPyodide` and `version` from this module. On a start after the first
 * visit the service worker has stored a memory snapshot of the pages' Python, taken at build
 * time with the engine already imported (tools/build/snapshot.py); restoring it skips
 * Python's start-up and the imports (issue 19: warm boot). Anything wrong with it, or no
 * snapshot stored yet: the plain start, as before.
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

/** Bytes of wasm memory `snapshot` holds: all but its header, whose second little-endian
 * 32-bit word is the offset of the memory image (Pyodide's src/js/snapshot.ts). */
function heapBytes(snapshot) {
  const header = new DataView(snapshot.buffer, snapshot.byteOffset, 8);
  return snapshot.length - header.getUint32(4, true);
}

/** loadPyodide's `createPyodideModule` for restoring `snapshot`: Pyodide's own module
 * factory, then the module's memory grown to the snapshot's heap (see the top). */
async function moduleSizedFor(snapshot) {
  const { default: createPyodideModule } = await import("./pyodide.asm.mjs");
  return async (settings) => {
    const module = await createPyodideModule(settings);
    const heap = heapBytes(snapshot);
    if (module.HEAP8.length < heap && !module.growMemory(heap)) {
      throw new Error(`cannot grow the wasm memory to the snapshot's ${heap} bytes`);
    }
    return module;
  };
}

export async function loadPyodide(options) {
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      const py = await plainLoad({
        ...options, _loadSnapshot: snapshot, createPyodideModule: await moduleSizedFor(snapshot),
      });
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
