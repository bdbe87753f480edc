/**
 * The service worker: keeps every file of one build in a cache, so that after
 * one visit mazzo opens and plays with the network off.
 *
 * build.py writes the build's file list and content hash in place of the
 * marker below, so each deployment has a different sw.js. The browser then
 * installs the new build beside the running one; it takes over only when no
 * page of the old build is open any more (no skipWaiting), so an update never
 * lands in the middle of a game: it applies on the next start.
 */
const PRECACHE = /*PRECACHE*/ { version: "dev", files: [] };

const CACHE = `mazzo-${PRECACHE.version}`;
const SCOPE = new URL("./", self.location).href;

self.addEventListener("install", (event) => {
  // cache: "reload" skips the HTTP cache, which may still hold the previous build's files.
  const requests = PRECACHE.files.map((file) => new Request(new URL(file, SCOPE), { cache: "reload" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("mazzo-") && name !== CACHE) await caches.delete(name);
      }
      // The first visit's page is controlled at once, so it works offline without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(cachedOrFetched(request));
});

/** This build's copy when it has one (pages whatever their query string), else the network. */
async function cachedOrFetched(request) {
  const cache = await caches.open(CACHE);
  const page = request.mode === "navigate" || request.destination === "document";
  const cached = await cache.match(request, { ignoreSearch: page });
  return cached ?? fetch(request);
}
