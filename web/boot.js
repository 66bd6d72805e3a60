/* Boot progress of index.html and embed.html (issue 19): what is happening while the page
 * starts, shown on the page and announced to screen readers.
 *
 *   1. "Downloading the game runtime…" with a percentage: the bytes of Pyodide's two large
 *      files fetched before Python starts (the wasm, the standard library zip) read so far, counted on a clone of each response (the responses Pyodide reads are left
 *      untouched), against their sizes, which build.py writes into dist/web/boot.js
 *      (@SIZES@) along with the Spanish catalog of its messages (@CATALOG@).
 *   2. "Starting Python…" once they are in and the wasm is compiled (painted before the
 *      interpreter's start takes the main thread).
 *   3. "Loading the games…": set by the page's Python (web/main.py, web/embed.py) through
 *      window.euroBoot.phase("games") before it imports the engine.
 * The phase line is a polite live region (role=status): one announcement per phase; the
 * percentage is a <progress> bar, not announced on every step.  The page's Python hides
 * #status when its first screen is drawn.  A plain module with no imports, loaded before
 * PyScript's core.js; messages go through _() so `python3 build.py i18n` extracts them.
 */
// -- storage refused ---------------------------------------------------------------------
// PyScript opens an IndexedDB cache (its packages cache, unused here) before Python starts.
// Where the browser refuses IndexedDB (a frame whose top page has an opaque origin, such as
// about:blank or a sandboxed page; storage disabled) the open fails and PyScript never
// starts (issue 17).  `indexedDB.open` is wrapped: a refusal, thrown or reported, is answered
// with an in-memory database that offers what PyScript's cache uses (one object store:
// get, getKey, getAllKeys, put, delete, clear, count), so the page starts without storage.
function memoryRequest(run) {
  const request = {};
  queueMicrotask(() => {
    request.result = run();
    if (request.onsuccess) request.onsuccess({ type: "success", target: request });
  });
  return request;
}

function memoryDatabase() {
  const stores = new Map();
  const store = (name) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const data = stores.get(name);
    return {
      get: (key) => memoryRequest(() => data.get(key)),
      getKey: (key) => memoryRequest(() => (data.has(key) ? key : undefined)),
      getAllKeys: () => memoryRequest(() => [...data.keys()]),
      put: (value, key) => memoryRequest(() => { data.set(key, value); return key; }),
      delete: (key) => memoryRequest(() => { data.delete(key); }),
      clear: () => memoryRequest(() => { data.clear(); }),
      count: () => memoryRequest(() => data.size),
    };
  };
  return {
    objectStoreNames: { length: 1, contains: () => true },
    createObjectStore: store,
    transaction: (name) => ({ objectStore: () => store(Array.isArray(name) ? name[0] : name) }),
    close() {},
  };
}

function guardIndexedDB() {
  let factory = null;
  try {
    factory = window.indexedDB;
  } catch (err) {
    factory = null;
  }
  const refused = (request, why) => {
    console.warn(`IndexedDB refused (${why}): the page starts without its cache`);
    request.readyState = "done";
    request.result = memoryDatabase();
    if (request.onsuccess) request.onsuccess({ type: "success", target: request });
  };
  const open = (name, version) => {
    const request = { readyState: "pending" };
    let real;
    try {
      real = factory.open(name, version);
    } catch (err) {
      queueMicrotask(() => refused(request, err && err.name));
      return request;
    }
    real.onupgradeneeded = (event) => {
      request.result = real.result;
      if (request.onupgradeneeded) request.onupgradeneeded({ type: "upgradeneeded", target: real });
    };
    real.onsuccess = () => {
      request.result = real.result;
      if (request.onsuccess) request.onsuccess({ type: "success", target: real });
    };
    real.onerror = (event) => {
      event.preventDefault();
      refused(request, real.error && real.error.name);
    };
    real.onblocked = () => refused(request, "blocked");
    return request;
  };
  try {
    Object.defineProperty(window, "indexedDB", {
      configurable: true,
      value: { open, deleteDatabase: (n) => factory && factory.deleteDatabase(n) },
    });
  } catch (err) {
    // cannot be replaced: PyScript meets the browser's own
  }
}

guardIndexedDB();

const SIZES = /* @SIZES@ */ {};
const CATALOG = /* @CATALOG@ */ {};

function pickLanguage() {
  const fragment = new URLSearchParams(location.hash.slice(1)).get("lang");
  let stored = null;
  try {
    stored = localStorage.getItem("euro-games/v1/lang");
  } catch (err) {
    stored = null; // storage disabled: the browser's language
  }
  const code = (fragment || stored || navigator.language || "en").split("-")[0].toLowerCase();
  return CATALOG[code] ? code : "en";
}

const LANG = pickLanguage();

function _(message) {
  return (CATALOG[LANG] && CATALOG[LANG][message]) || message;
}

const PHASES = {
  download: () => _("Downloading the game runtime…"),
  python: () => _("Starting Python…"),
  games: () => _("Loading the games…"),
};

const box = document.getElementById("status");
let phaseLine = null;
let bar = null;
let percentText = null;
let current = null;

function render() {
  if (!box) return;
  box.classList.add("boot");
  // The live region is in the page's HTML from the start, so its changes are announced.
  phaseLine = box.querySelector("[role=status]");
  if (!phaseLine) {
    phaseLine = document.createElement("span");
    phaseLine.setAttribute("role", "status");
    box.replaceChildren(phaseLine);
  }
  phaseLine.classList.add("boot-phase");
  bar = document.createElement("progress");
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute("aria-label", _("Downloading the game runtime…"));
  percentText = document.createElement("span");
  percentText.className = "boot-percent";
  percentText.setAttribute("aria-hidden", "true");
  box.append(bar, percentText);
}

function phase(name) {
  if (!phaseLine || name === current || !(name in PHASES)) return;
  current = name;
  phaseLine.textContent = PHASES[name]();
  const downloading = name === "download";
  bar.hidden = !downloading;
  percentText.hidden = !downloading;
  box.dataset.phase = name;
}

// -- download progress ------------------------------------------------------------------
const total = Object.values(SIZES).reduce((a, b) => a + b, 0);
const received = {};
const pending = new Set(Object.keys(SIZES));

function tracked(url) {
  const name = new URL(url, location.href).pathname.split("/").pop();
  return pending.has(name) && !(name in received) ? name : null;
}

function progress() {
  const got = Object.values(received).reduce((a, b) => a + b, 0);
  const percent = total ? Math.min(100, Math.floor((100 * got) / total)) : 0;
  // Kept up to date after the phase moves on (the wasm can be compiled before the last
  // bytes of another file are counted): the hidden bar still ends at 100.
  if (bar) {
    bar.value = percent;
    percentText.textContent = `${percent}%`;
  }
}

function finished(name) {
  if (!pending.has(name)) return;
  received[name] = Math.max(received[name] || 0, SIZES[name]);
  pending.delete(name);
  progress();
  if (pending.size === 0 && current === "download") phase("python");
}

async function count(name, response) {
  received[name] = 0;
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received[name] += value.byteLength;
      progress();
      // All bytes in: the phase changes now, not at the stream's end, which can wait
      // behind the interpreter's start on the main thread.
      if (received[name] >= SIZES[name]) finished(name);
    }
  } catch (err) {
    // the page's own read of the response goes on; only this count stops
  }
  finished(name);
}

if (box && total) {
  const fetchPage = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchPage(input, init);
    const name = tracked(typeof input === "string" ? input : input.url || String(input));
    if (name && response.ok && response.body) count(name, response.clone());
    return response;
  };
}

/** A promise resolved after the next frame is painted (for the page's Python to await
 * after phase(), before work that holds the main thread). */
function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The interpreter's start holds the main thread for a while right after the wasm is
// compiled: "Starting Python…" is painted first (one frame), or it would never be seen.
if (box && WebAssembly.instantiateStreaming) {
  const instantiate = WebAssembly.instantiateStreaming.bind(WebAssembly);
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const result = await instantiate(source, imports);
    phase("python");
    await painted();
    return result;
  };
}

// A start that takes past the 20 s (a refused runtime, a very slow machine) says so
// under the phase line, and what to do; the page's Python hides #status once it is drawn.
const SLOW_MS = 20000;
function slowNote() {
  if (!box || box.hidden || document.body.dataset.ready) return;
  const note = document.createElement("span");
  note.className = "boot-slow";
  note.setAttribute("role", "alert");
  note.textContent = _("This is taking longer than it should. If nothing changes, reload the page.");
  box.append(note);
}
setTimeout(slowNote, SLOW_MS);

// -- a new version (issue 30, D-2) ----------------------------------------------------------
// web/sw.js installs a new build beside the running one and waits. A page controlled by the
// old worker offers the new version in #update ("A new version is ready", Reload); Reload
// hands over to the waiting worker (takeOver). When the new worker takes over it tells every
// page open at that moment to reload ("reload", web/sw.js), and a page whose controller changes
// reloads too: so every page of the old build, even one still starting, reloads itself onto
// the new build (the game is autosaved after every move).
function offerUpdate(worker) {
  const bar = document.getElementById("update");
  if (!bar || !navigator.serviceWorker.controller) return;
  const text = document.createElement("p");
  text.textContent = _("A new version of the app is ready.");
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = _("Reload");
  button.addEventListener("click", () => {
    button.disabled = true;
    takeOver(worker);
  });
  const buttons = document.createElement("div");
  buttons.className = "notice-buttons";
  buttons.append(button);
  bar.replaceChildren(text, buttons);
  bar.hidden = false;
}

// `what` posted to service worker `worker`: true on its answer (web/sw.js answers "ping" and
// "skip-waiting" on the port it is given), false when there is none within `ms`.
function ask(worker, what, ms = 5000) {
  return new Promise((resolve) => {
    if (!worker) return resolve(false);
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ms);
    channel.port1.onmessage = () => { clearTimeout(timer); resolve(true); };
    worker.postMessage(what, [channel.port2]);
  });
}

// A navigation in the worker's scope that loads nothing of the app (a hidden frame showing the
// icon, from the cache): Chromium tries the waiting worker's activation on each navigation.
function nudge(scope) {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    frame.hidden = true;
    frame.setAttribute("sandbox", "allow-same-origin");
    const done = () => { frame.remove(); resolve(); };
    const timer = setTimeout(done, 3000);
    frame.addEventListener("load", () => { clearTimeout(timer); done(); });
    frame.src = new URL("web/icons/icon.svg", scope).href;
    document.body.append(frame);
  });
}

// Resolves when `worker` changes state, or after `ms`.
function stateChange(worker, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    worker.addEventListener("statechange", () => { clearTimeout(timer); resolve(); },
                            { once: true });
  });
}

// The waiting worker asked to take over, until it does. Chromium activates a worker that
// called skipWaiting() only when the active worker has no work left: it asks a running active
// worker to stop as soon as it is idle, but not one that is starting, and the request is lost
// when a page of the old build still loading restarts it (then the activation waits for the
// old worker's idle timeout, 30 s, or 5 minutes under DevTools). So the old worker is woken
// first ("ping"), and until the new one leaves "installed" it is woken again and a navigation
// asks Chromium to try once more (nudge), about once a second for at most a minute.
async function takeOver(worker) {
  const workers = navigator.serviceWorker;
  const registration = await workers.getRegistration();
  for (let round = 0; worker.state === "installed" && round < 60; round += 1) {
    await ask(workers.controller, "ping");
    if (round === 0) await ask(worker, "skip-waiting");
    else if (registration) await nudge(registration.scope);
    if (worker.state === "installed") await stateChange(worker, 1000);
  }
}

function watchUpdates() {
  let workers = null;
  try {
    workers = navigator.serviceWorker;   // throws in a frame of an opaque origin
  } catch (err) {
    workers = null;
  }
  if (!workers) return;
  let controlled = Boolean(workers.controller);
  workers.addEventListener("controllerchange", () => {
    if (controlled) location.reload();
    controlled = true;
  });
  workers.addEventListener("message", (event) => {
    if (event.data === "reload") location.reload();
  });
  workers.startMessages();   // "reload" posted before this script ran is delivered now
  const watch = (registration) => {
    const installed = (worker) => {
      if (!worker) return;
      if (worker.state === "installed") offerUpdate(worker);
      else worker.addEventListener("statechange", () => {
        if (worker.state === "installed") offerUpdate(worker);
      });
    };
    installed(registration.waiting || registration.installing);
    registration.addEventListener("updatefound", () => installed(registration.installing));
  };
  workers.getRegistration().then((registration) => {
    if (registration) watch(registration);
    else workers.ready.then(watch);   // a first visit: web/offline.py registers the worker
  }, () => {});
}
watchUpdates();

render();
phase("download");
progress();
window.euroBoot = { phase, painted, state: () => ({ received: { ...received }, pending: [...pending] }) };
