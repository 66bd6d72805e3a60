/* Offline cache of the app: a template; `python build.py` writes dist/sw.js from it.
 *
 * build.py replaces @CACHE_VERSION@ with a content hash of dist/ and @PRECACHE@ with the
 * list of every file in dist/, so a new build gets a new cache and the old one is dropped.
 * After a deploy, the first visit still runs the cached build while the new worker
 * installs (skipWaiting + clients.claim); the next load runs the new build.
 * Same-origin GETs are answered cache-first (navigations ignore the query string, so
 * index.html?new=... works offline); anything not cached goes to the network untouched.
 */
const CACHE_PREFIX = "euro-games-";
const CACHE = CACHE_PREFIX + "@CACHE_VERSION@";
const PRECACHE = [/* @PRECACHE@ */];
const SNAPSHOT = /* @SNAPSHOT@ */ null;
/* The Python memory snapshot (tools/build/snapshot.py; gzipped, about 7 MB), or null. It is
 * not in PRECACHE: a page that has started asks for it ("store-snapshot", web/offline.py), and
 * the worker then stores it unpacked, unless the browser asks to save data;
 * vendor/pyodide/euro-boot.mjs reads it from the cache on later starts. Neither the install
 * nor any fetch waits for it. */

async function storeSnapshot(cache) {
  if (!SNAPSHOT || (self.navigator.connection && self.navigator.connection.saveData)) return;
  if (await cache.match(SNAPSHOT)) return;
  try {
    const response = await fetch(new Request(SNAPSHOT, { cache: "reload" }));
    if (!response.ok) return;
    let body = new Blob([await response.arrayBuffer()]);
    const head = new Uint8Array(await body.slice(0, 2).arrayBuffer());
    if (head[0] === 0x1f && head[1] === 0x8b) {   // still gzipped (no Content-Encoding)
      if (!self.DecompressionStream) return;
      body = await new Response(body.stream().pipeThrough(new DecompressionStream("gzip"))).blob();
    }
    await cache.put(SNAPSHOT, new Response(body,
      { headers: { "Content-Type": "application/octet-stream" } }));
  } catch (error) {
    console.warn("Python snapshot not stored:", error);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // cache: "reload" bypasses the HTTP cache, so the files match this build's hash.
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "store-snapshot") event.waitUntil(caches.open(CACHE).then(storeSnapshot));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    return hit || fetch(request);
  })());
});
