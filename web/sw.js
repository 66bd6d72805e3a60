/* Offline cache of the app: a template; `python build.py` writes dist/sw.js from it.
 *
 * build.py replaces @CACHE_VERSION@ with a content hash of dist/, @PRECACHE@ with the files
 * offline play needs (the pages, the runtime, the archive, the bot worker; not the wheel,
 * not PyScript's editor and terminal chunks) and @GROUPS@ with files stored only for the
 * pages that use them (examples/), so a new build gets a new cache and the old one is dropped.
 *
 * One download (issue 33): the install asks with `cache: "no-cache"`, i.e. through the HTTP
 * cache, revalidated. The files the page has just loaded come from the HTTP cache once the
 * server confirms them (304, no body sent again); a file changed since (a new build) comes
 * whole. So the cache holds this build's files and a first visit fetches each file once.
 *
 * Updates (issue 30, D-2): after a deploy the open pages keep running the cached build while
 * the new worker installs (only changed files are downloaded) and then waits: the old cache
 * stays as long as a page of the old build is open, so no page loses its files mid-start.
 * web/boot.js shows "A new version is ready" with a Reload button, which wakes the old worker
 * ("ping") and posts "skip-waiting" (and nudges Chromium until the worker activates: boot.js
 * `takeOver`); the worker then activates, drops the old cache, claims the pages and tells each
 * page open then to reload ("reload"), so every page of the old build, one still starting
 * included, reloads itself onto the new one (boot.js; also on `controllerchange`). Closing
 * every page of the old build activates it too. Same-origin GETs are answered cache-first (navigations ignore the query string, so
 * index.html?new=... works offline); a file of this build not stored yet (a group's) is
 * stored when fetched; anything else goes to the network untouched.
 */
const CACHE_PREFIX = "euro-games-";
const CACHE = CACHE_PREFIX + "@CACHE_VERSION@";
const PRECACHE = [/* @PRECACHE@ */];
const GROUPS = /* @GROUPS@ */ {};
/* {"examples/": [urls]}: stored at install when a page under that folder is open (it was
 * loaded before this worker existed), and file by file when fetched through the worker. */
const SNAPSHOT = /* @SNAPSHOT@ */ null;
/* The Python memory snapshot (tools/build/snapshot.py; about 4.4 MB with brotli), or null. It
 * is not in PRECACHE: a page that has started asks for it ("store-snapshot", web/offline.py),
 * and the worker then stores it, unless the browser asks to save data;
 * vendor/pyodide/euro-boot.mjs reads it from the cache on later starts. A first start has
 * usually fetched it already (euro-boot.mjs), so the worker's request is answered by the HTTP
 * cache. Neither the install nor any fetch waits for it. Its name carries a hash: the HTTP
 * cache's copy is this one. */

const revalidated = (url) => new Request(url, { cache: "no-cache" });
const GROUP_FILES = new Set(Object.values(GROUPS).flat()
  .map((url) => new URL(url, self.location.href).href));

async function storeSnapshot(cache) {
  if (!SNAPSHOT || (self.navigator.connection && self.navigator.connection.saveData)) return;
  if (await cache.match(SNAPSHOT)) return;
  try {
    const response = await fetch(SNAPSHOT);
    if (response.ok) await cache.put(SNAPSHOT, response);
  } catch (error) {
    console.warn("Python snapshot not stored:", error);
  }
}

async function openGroups() {
  /* The groups of the pages open in this worker's scope (controlled or not). */
  const scope = new URL(self.registration.scope);
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  return Object.entries(GROUPS).filter(([folder]) => open.some((client) =>
    new URL(client.url).pathname.startsWith(new URL(folder, scope).pathname)));
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const groups = (await openGroups()).flatMap(([, urls]) => urls);
    await cache.addAll([...PRECACHE, ...groups].map(revalidated));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const older = (await caches.keys()).filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE);
    for (const key of older) await caches.delete(key);
    await self.clients.claim();
    if (!older.length) return;   // a first install: the open pages are of this build
    // Every page open now was started by an older build (one starting now included, whose
    // script may not listen yet: web/boot.js starts its messages when it does).
    for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage("reload");
  })());
});

self.addEventListener("message", (event) => {
  const answer = () => { if (event.ports[0]) event.ports[0].postMessage(event.data); };
  if (event.data === "ping") answer();
  if (event.data === "skip-waiting") {
    event.waitUntil(self.skipWaiting());
    answer();
  }
  if (event.data === "store-snapshot") event.waitUntil(caches.open(CACHE).then(storeSnapshot));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    const response = await fetch(request);
    url.search = "";
    if (response.ok && GROUP_FILES.has(url.href)) {
      event.waitUntil(cache.put(url.href, response.clone()));
    }
    return response;
  })());
});
