"""web/snapshot-codec.mjs, the file form of the Python memory snapshot (issue 33): the static
memory stored as a difference from the wasm's data segments decodes back to Pyodide's own
snapshot byte for byte, and a file meets only the wasm it was made for; the file the build
wrote restores in Pyodide with the engine imported."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CODEC = ROOT / "web" / "snapshot-codec.mjs"
PYODIDE = ROOT / "node_modules" / "pyodide"

ROUND_TRIP = """
import { dataImage, decode, encode, expand, imageBytes, PAGE, restore } from %(codec)s;
// a wasm of two active data segments (at 4 and 12) and a passive one: magic, version, then
// section 11
const data = [3,
  0, 0x41, 4, 0x0b, 4, 97, 98, 99, 100,
  1, 2, 120, 120,
  0, 0x41, 12, 0x0b, 2, 120, 121];
const wasm = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 11, data.length, ...data]);
const base = dataImage(wasm);
const out = {base: Array.from(base)};
// a Pyodide snapshot: a 16-byte header (its second word: where the memory image starts),
// then 4 pages of memory: the first the data image with one byte changed, the second and
// fourth zeros, the third bytes
const snapshot = new Uint8Array(16 + 4 * PAGE);
new DataView(snapshot.buffer).setUint32(4, 16, true);
snapshot.set(base, 16);
snapshot[16 + 5] = 200;
for (let i = 0; i < PAGE; i++) snapshot[16 + 2 * PAGE + i] = (i * 37 + 11) & 255;
const file = encode(snapshot, base);
// prefix, page map (padded), header, two pages: the changed one and the bytes
out.size = file.length === 32 + 16 + 16 + 2 * PAGE;
const map = Array.from(file.subarray(32, 36));
const first = file.subarray(32 + 16 + 16, 32 + 16 + 16 + 16);
out.map = map;
out.xored = Array.from(first);
const expanded = expand(file);
out.pending = expanded.snapshot[16 + 4] === 0;          // still XORed
out.equal = Buffer.compare(decode(expanded, base), snapshot) === 0;
// restored straight into a memory that a module's start-up wrote (bytes of 7 in its first
// three pages, `dirty`; the fourth page zero as grown): the image, byte for byte
const image = snapshot.subarray(16);
const heap = new Uint8Array(imageBytes(file) + PAGE).fill(7, 0, 3 * PAGE);
const header = restore(file, heap, base, 3 * PAGE);
out.restored = Buffer.compare(heap.subarray(0, image.length), image) === 0;
out.header = Buffer.compare(header, snapshot.subarray(0, 16)) === 0;
out.beyond = heap.subarray(image.length).every((byte) => byte === 0);
const other = base.slice();
other[13] ^= 1;
try { decode(expand(file), other); out.other = "decoded"; } catch (e) { out.other = e.message; }
const untouched = new Uint8Array(image.length).fill(7);
try { restore(file, untouched, other, 0); out.restoredOther = "restored"; } catch (e) {
  out.restoredOther = e.message;
}
out.untouched = untouched.every((byte) => byte === 7);
try { restore(file.subarray(0, file.length - 1), heap, base, 0); out.restoredCut = "restored"; }
catch (e) { out.restoredCut = e.message; }
try { restore(file, new Uint8Array(PAGE), base, 0); out.small = "restored"; }
catch (e) { out.small = e.message; }
try { expand(new Uint8Array(64)); out.junk = "decoded"; } catch (e) { out.junk = e.message; }
try { expand(file.subarray(0, file.length - 1)); out.cut = "decoded"; } catch (e) { out.cut = e.message; }
console.log(JSON.stringify(out));
"""

RESTORE = """
import { loadPyodide } from %(pyodide)s;
import createPyodideModule from %(asm)s;
import { dataImage, decode, expand, heapBytes } from %(codec)s;
import { readFileSync } from "node:fs";
const snapshot = decode(expand(new Uint8Array(readFileSync(%(file)s))),
                        dataImage(new Uint8Array(readFileSync(%(wasm)s))));
const py = await loadPyodide({ _loadSnapshot: snapshot, createPyodideModule: async (s) => {
  const module = await createPyodideModule(s);
  module.growMemory(heapBytes(snapshot));
  return module;
} });
console.log(py.runPython(`
import sys
from engine.registry import get_game
game = get_game("nippon")
state = game.new(2, seed=1)
f"{'engine.nippon' in sys.modules} {len(game.legal_actions(state)) > 0}"
`));
"""


def node_or_skip() -> str:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    return node


def run(node: str, tmp_path: Path, script: str) -> str:
    path = tmp_path / "script.mjs"
    path.write_text(script, encoding="utf-8")
    done = subprocess.run([node, str(path)], capture_output=True, text=True, timeout=240)
    readable = [line for line in done.stderr.splitlines() if len(line) < 400]
    assert done.returncode == 0, "\n".join(readable)[-3000:]
    return done.stdout.strip().splitlines()[-1]


def test_the_file_decodes_to_the_snapshot_and_only_with_its_wasm(tmp_path):
    """expand + decode give Pyodide's snapshot back; restore writes its image into a memory a
    module's start-up has written (issue 33: the warm start's restore)."""
    out = json.loads(run(node_or_skip(), tmp_path,
                         ROUND_TRIP % {"codec": json.dumps(CODEC.as_uri())}))
    assert out["base"] == [0, 0, 0, 0, 97, 98, 99, 100, 0, 0, 0, 0, 120, 121, 0, 0]
    # the data image's bytes cost nothing: XORed to zero, but the one the program changed;
    # pages of zeros are left out
    assert out["map"] == [1, 0, 1, 0]
    assert out["size"]
    assert out["xored"] == [0] * 5 + [200 ^ 98] + [0] * 10
    assert out["pending"]
    assert out["equal"]
    assert out["other"] == "snapshot file: made for another wasm"
    # restore: the same image written into a used memory, Pyodide's header returned; a file
    # for another wasm, a cut one or a memory too small throws before writing anything
    assert out["restored"] and out["header"] and out["beyond"]
    assert out["restoredOther"] == "snapshot file: made for another wasm"
    assert out["untouched"]
    assert out["restoredCut"] == "snapshot file: truncated or too long"
    assert out["small"] == "snapshot file: larger than the wasm memory"
    assert out["junk"] == "not a snapshot file of this app"
    assert out["cut"] == "snapshot file: truncated or too long"


def test_the_built_file_restores_with_the_engine_imported(tmp_path):
    node = node_or_skip()
    files = sorted((ROOT / "dist" / "vendor" / "pyodide").glob("*.snapshot"))
    if not files or not (PYODIDE / "pyodide.mjs").exists():
        pytest.skip("no snapshot in dist/: run `python3 build.py build`")
    out = run(node, tmp_path, RESTORE % {
        "pyodide": json.dumps((PYODIDE / "pyodide.mjs").as_uri()),
        "asm": json.dumps((PYODIDE / "pyodide.asm.mjs").as_uri()),
        "codec": json.dumps(CODEC.as_uri()), "file": json.dumps(str(files[-1])),
        "wasm": json.dumps(str(PYODIDE / "pyodide.asm.wasm"))})
    assert out == "True True"
