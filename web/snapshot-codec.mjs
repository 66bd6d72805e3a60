/* The file form of the Python memory snapshot: Pyodide's snapshot with its static memory stored
 * as a difference (copied as is into dist/vendor/pyodide/; tools/build/snapshot.py writes the
 * file with `encode` and checks it with `expand` and `decode`; vendor/pyodide/euro-boot.mjs
 * writes it into the wasm memory with `restore`).
 *
 * Pyodide 314.0.7's `makeMemorySnapshot()` (src/js/snapshot.ts `makeSnapshot`) is a header (its
 * second little-endian 32-bit word: where the memory image starts) followed by the whole wasm
 * memory; `restoreSnapshot` copies that image over the memory of a fresh module
 * (`Module.HEAP8.set`). The image's first 3.8 MB, the static data, are mostly what the wasm's
 * own data segments hold: the file stores them XORed with those segments (`dataImage`, read
 * from pyodide.asm.wasm), so the bytes the wasm already carries compress to nothing (brotli
 * 5.4 → 4.4 MB at the time of writing). The rest of the image is stored as is. (A fresh
 * module's memory after its start-up would not do as the reference: the start-up writes seeds
 * and the program's name there, which differ between runs and between Node and a browser. Its
 * memory right after instantiation, before any of its code ran, is the data image itself:
 * the boot module copies it then, `dataCopy`.) Pages of the image that are then all zeros
 * (most of the static data, the unused stack and heap: about half) are left out of the file,
 * for a host that does not compress it.
 *
 * Layout: 32 bytes of little-endian 32-bit words [MAGIC, 32, base length, hash of the data
 * image, PAGE, length of Pyodide's snapshot, its header's length, number of pages], then one
 * byte per page of the image (1: stored), padded to 16 bytes, Pyodide's header, and the stored
 * pages of the image, in order, with memory bytes [0, base length) XORed with the data image.
 * `expand` gives back Pyodide's layout (still XORed); `decode` checks the data image's hash and
 * XORs: another wasm's data makes it throw (the caller then starts without the snapshot).
 * `restore` does both straight into the wasm memory, page by page, without Pyodide's layout in
 * between (no 31 MB copy, no 31 MB buffer).
 */
export const MAGIC = 0x32535545;   // "EUS2"
export const PREFIX = 32;
export const PAGE = 4096;

/** A 32-bit hash (FNV-1a over 32-bit words) of `bytes`, whose length is a multiple of 4. */
export function digest(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
  return hash >>> 0;
}

/** Offset of the memory image in Pyodide's `snapshot` (its header's second word). */
export function imageOffset(snapshot) {
  return new DataView(snapshot.buffer, snapshot.byteOffset, 8).getUint32(4, true);
}

/** Bytes of wasm memory Pyodide's `snapshot` holds. */
export function heapBytes(snapshot) {
  return snapshot.length - imageOffset(snapshot);
}

function xorInto(target, source, length) {
  const t = new Uint32Array(target.buffer, target.byteOffset, length >>> 2);
  const s = new Uint32Array(source.buffer, source.byteOffset, length >>> 2);
  for (let i = 0; i < t.length; i++) t[i] ^= s[i];
}

function leb(bytes, at) {
  let value = 0, shift = 0, byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/** The bytes the active data segments of the wasm module `wasm` (Uint8Array of the .wasm file)
 * put into memory, up to the last one's end (its length a multiple of 4); throws on a segment
 * whose offset is not a constant. */
export function dataImage(wasm) {
  const segments = [];
  let at = 8, end = 0;
  while (at < wasm.length) {
    const id = wasm[at];
    let size;
    [size, at] = leb(wasm, at + 1);
    const next = at + size;
    if (id === 11) {                        // the data section
      let count;
      [count, at] = leb(wasm, at);
      for (let i = 0; i < count; i++) {
        let flag, offset, length;
        [flag, at] = leb(wasm, at);
        if (flag === 1) {                   // passive: not placed at start-up
          [length, at] = leb(wasm, at);
          at += length;
          continue;
        }
        if (flag === 2) [, at] = leb(wasm, at);   // memory index
        if (flag > 2 || wasm[at] !== 0x41) throw new Error("data segment offset not i32.const");
        [offset, at] = leb(wasm, at + 1);   // non-negative: the unsigned reading is the value
        if (wasm[at++] !== 0x0b) throw new Error("data segment offset not a constant");
        [length, at] = leb(wasm, at);
        segments.push([offset, at, length]);
        end = Math.max(end, offset + length);
        at += length;
      }
    }
    at = next;
  }
  const image = new Uint8Array(Math.ceil(end / 4) * 4);
  for (const [offset, from, length] of segments) {
    image.set(wasm.subarray(from, from + length), offset);
  }
  return image;
}

/** The file for Pyodide's `snapshot` (Uint8Array) given `base`, the wasm's `dataImage`. */
export function encode(snapshot, base) {
  const header = imageOffset(snapshot);
  const image = snapshot.slice(header);
  if (base.length > image.length) throw new Error("the data image is larger than the memory");
  xorInto(image, base, base.length);
  const pages = Math.ceil(image.length / PAGE);
  const stored = new Uint8Array(pages);
  const words = new Uint32Array(image.buffer, 0, image.length >>> 2);
  for (let page = 0; page < pages; page++) {
    const end = Math.min((page + 1) * PAGE, image.length) >>> 2;
    for (let i = (page * PAGE) >>> 2; i < end; i++) {
      if (words[i]) { stored[page] = 1; break; }
    }
  }
  const map = Math.ceil(pages / 16) * 16;
  const count = stored.reduce((sum, bit) => sum + bit, 0);
  const out = new Uint8Array(PREFIX + map + header + count * PAGE);
  new Uint32Array(out.buffer, 0, PREFIX >>> 2).set(
    [MAGIC, PREFIX, base.length, digest(base), PAGE, snapshot.length, header, pages]);
  out.set(stored, PREFIX);
  out.set(snapshot.subarray(0, header), PREFIX + map);
  let at = PREFIX + map + header;
  for (let page = 0; page < pages; page++) {
    if (!stored[page]) continue;
    const part = image.subarray(page * PAGE, (page + 1) * PAGE);
    out.set(part, at);
    at += part.length;
  }
  return out.subarray(0, at);
}

/** The file `encoded`'s prefix words {length, hash, size, header, pages, map}; throws when it
 * is not a snapshot file of this app. */
function prefix(encoded) {
  const words = new Uint32Array(encoded.buffer, encoded.byteOffset,
                                Math.min(PREFIX, encoded.length) >>> 2);
  if (words.length < PREFIX >>> 2 || words[0] !== MAGIC || words[1] !== PREFIX
      || words[4] !== PAGE) {
    throw new Error("not a snapshot file of this app");
  }
  const [, , length, hash, , size, header, pages] = words;
  return { length, hash, size, header, pages, map: Math.ceil(pages / 16) * 16 };
}

/** Bytes of the data image the file `encoded` was made with (what `dataCopy` must copy). */
export function dataLength(encoded) {
  return prefix(encoded).length;
}

/** Bytes of wasm memory the file `encoded`'s image fills (the heap to grow the memory to). */
export function imageBytes(encoded) {
  const { size, header } = prefix(encoded);
  return size - header;
}

/** A copy of the first `length` bytes of the wasm `memory` (a WebAssembly.Memory): the data
 * image, when taken right after instantiation, before any of the module's code ran. */
export function dataCopy(memory, length) {
  if (!(memory instanceof WebAssembly.Memory) || memory.buffer.byteLength < length) {
    throw new Error("snapshot file: no wasm memory to read the data image from");
  }
  return new Uint8Array(memory.buffer, 0, length).slice();
}

/** {snapshot: Pyodide's layout, memory [0, length) still XORed, length, hash} from the file
 * `encoded`; throws when it is not one. */
export function expand(encoded) {
  const { length, hash, size, header, pages, map } = prefix(encoded);
  const stored = encoded.subarray(PREFIX, PREFIX + pages);
  const snapshot = new Uint8Array(size);
  let at = PREFIX + map + header;
  snapshot.set(encoded.subarray(PREFIX + map, at));
  for (let page = 0; page < pages; page++) {
    if (!stored[page]) continue;
    const into = header + page * PAGE;
    const part = encoded.subarray(at, at + Math.min(PAGE, size - into));
    if (part.length !== Math.min(PAGE, size - into)) break;
    snapshot.set(part, into);
    at += part.length;
  }
  if (at !== encoded.length) throw new Error("snapshot file: truncated or too long");
  return { snapshot, length, hash };
}

/** Pyodide's snapshot from `expanded` (`expand`'s answer; decoded in place: call once), given
 * `base`, the `dataImage` of the wasm it is to be restored into; throws when `base` is not
 * the build's. */
export function decode(expanded, base) {
  const { snapshot, length, hash } = expanded;
  if (length !== base.length || length > heapBytes(snapshot) || digest(base) !== hash) {
    throw new Error("snapshot file: made for another wasm");
  }
  xorInto(snapshot.subarray(imageOffset(snapshot)), base, length);
  return snapshot;
}

/** Writes the memory image of the file `encoded` into `heap` (Uint8Array over the wasm memory,
 * already at least `imageBytes(encoded)` long), given `base`, the data image of the
 * wasm (`dataCopy`), and `dirty`, how many bytes of `heap` the module may have written since
 * (its memory's size before growing; bytes above are zero as grown); returns Pyodide's header
 * (a snapshot of no image: what `restoreSnapshot` reads besides the image). What equals
 * Pyodide's `restoreSnapshot` on `decode(expand(encoded), base)`, without that 31 MB layout:
 * pages left out are the data image's bytes (below its length) or zeros, stored pages are
 * copied and their part below the data image's length XORed back. Throws, before writing, when
 * the file is not one, is cut, is larger than `heap`, or `base` is not the build's. */
export function restore(encoded, heap, base, dirty) {
  const { length, hash, size, header, pages, map } = prefix(encoded);
  const image = size - header;
  const stored = encoded.subarray(PREFIX, PREFIX + pages);
  let count = 0;
  for (let page = 0; page < pages; page++) count += stored[page];
  const last = stored[pages - 1] ? image - (pages - 1) * PAGE : PAGE;  // the last page's bytes
  const start = PREFIX + map + header;
  if (encoded.length !== start + (count ? (count - 1) * PAGE + last : 0)) {
    throw new Error("snapshot file: truncated or too long");
  }
  if (base.length !== length || length > image || digest(base) !== hash) {
    throw new Error("snapshot file: made for another wasm");
  }
  if (heap.length < image) throw new Error("snapshot file: larger than the wasm memory");
  heap.set(base, 0);
  const clean = Math.min(dirty, image);
  let at = start;
  for (let page = 0; page < pages; page++) {
    const from = page * PAGE, to = Math.min(from + PAGE, image);
    if (stored[page]) {
      heap.set(encoded.subarray(at, at + to - from), from);
      at += to - from;
      if (from < length) {
        xorInto(heap.subarray(from), base.subarray(from), Math.min(to, length) - from);
      }
    } else if (to > length && Math.max(from, length) < clean) {
      heap.fill(0, Math.max(from, length), Math.min(to, clean));
    }
  }
  return encoded.subarray(PREFIX + map, start);
}
