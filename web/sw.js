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

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    return hit || fetch(request);
  })());
});
