// Replays saved games inside Pyodide under Node and prints their digests as JSON (issue 17).
//
//   node tests/pyodide_replay.mjs <engine: wheel file or source folder> <cases.json>
//
// Loads the pinned npm `pyodide` from node_modules (no network), installs the engine (the
// wheel from dist/wheels, unpacked into site-packages, or the engine/ source folder copied
// file by file), copies tests/replay_digest.py, and prints
// replay_digest.digest_all(cases) as one JSON line on stdout.  Used by
// tests/test_pyodide_replay.py, which compares it with CPython's.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const [enginePath, casesPath] = process.argv.slice(2);
if (!enginePath || !casesPath) {
  console.error("usage: node tests/pyodide_replay.mjs <engine wheel or folder> <cases.json>");
  process.exit(2);
}

const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const started = Date.now();
const pyodide = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/",
                                    stdout: (line) => console.error(line) });
const booted = Date.now();
const site = "/home/pyodide/lib";
pyodide.FS.mkdirTree(site);

function copyTree(from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (statSync(source).isDirectory()) {
      if (name !== "__pycache__") copyTree(source, `${to}/${name}`);
    } else if ([".py", ".mo", ".json"].some((end) => name.endsWith(end))) {
      pyodide.FS.writeFile(`${to}/${name}`, readFileSync(source));
    }
  }
}

if (enginePath.endsWith(".whl")) {
  // unpackArchive takes a Uint8Array, not a Node Buffer ("Unknown typed array type").
  pyodide.unpackArchive(new Uint8Array(readFileSync(enginePath)), "zip", { extractDir: site });
} else {
  copyTree(resolve(enginePath), `${site}/engine`);
}
pyodide.FS.writeFile(`${site}/replay_digest.py`, readFileSync(join(here, "replay_digest.py")));
pyodide.FS.writeFile("/home/pyodide/cases.json", readFileSync(casesPath));

const result = await pyodide.runPythonAsync(`
import sys, json
sys.path.insert(0, ${JSON.stringify(site)})
import replay_digest
with open("/home/pyodide/cases.json", encoding="utf-8") as f:
    cases = json.load(f)
json.dumps(replay_digest.digest_all(cases))
`);
console.error(`pyodide: boot ${(booted - started) / 1000} s, replays ${(Date.now() - booted) / 1000} s` +
              ` (${relative(root, resolve(enginePath))})`);
process.stdout.write(result + "\n");
