/**
 * The service worker: keeps every file of one build in a cache, so that after
 * one visit mazzo opens and plays with the network off.
 *
 * build.py writes the build's files with their sha256, and which of them a
 * first game does not need, in place of the marker below, so each deployment
 * has a different sw.js. The browser then installs the new build beside the
 * running one; it takes over only when no page of the old build is open any
 * more (no skipWaiting), so an update never lands in the middle of a game: it
 * applies on the next start.
 *
 * Each file is downloaded once. The page registers this worker once the game
 * is ready, so on a first visit everything a game needs has been fetched
 * already: the install takes each file from where it is (the engine worker's
 * hand-over, an older build's cache, the HTTP cache with "force-cache") and
 * goes to the network only for a file it finds nowhere. Any copy is checked
 * against the build's hash, so a stale one is never kept. The files a first
 * game does not need (rules pages, large icons) are cached when the page says
 * it is idle ("cache-later"), or when first asked for.
 */
/** @type {{ version: string, files: Record<string, string>, later: string[] }} */
const PRECACHE = /*PRECACHE*/ { version: "dev", files: {}, later: [] };

/** This worker's global scope: a worker's to TypeScript (tsconfig.workers.json), a service worker's here. */
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const CACHE = `mazzo-build-${PRECACHE.version}`;
/** What the activation keeps: this build and the engine snapshot (worker's snapshots.js). */
const KEPT = new Set([CACHE, "mazzo-snapshot"]);
const SCOPE = new URL("./", worker.location.href).href;
const LATER = new Set(PRECACHE.later);

worker.addEventListener("install", (event) => {
  event.waitUntil(cacheFiles(Object.keys(PRECACHE.files).filter((file) => !LATER.has(file))));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Older builds and the engine worker's hand-over go.
      for (const name of await caches.keys()) {
        if (name.startsWith("mazzo-") && !KEPT.has(name)) await caches.delete(name);
      }
      // The first visit's page is controlled at once, so it works offline without a reload.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("message", (event) => {
  if (event.data === "cache-later") event.waitUntil(cacheFiles(PRECACHE.later));
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(cachedOrFetched(event));
});

/**
 * This build's copy when it has one (pages whatever their query string; index.html is kept
 * as ./), else the network's, kept if it is this build's.
 * @param {FetchEvent} event
 */
async function cachedOrFetched(event) {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const page = request.mode === "navigate" || request.destination === "document";
  const path = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length);
  const cached = await cache.match(path === "index.html" ? SCOPE : request, { ignoreSearch: page });
  if (cached) return cached;
  const response = await fetch(request);
  const file = request.url.slice(SCOPE.length) || "./";
  if (response.ok && file in PRECACHE.files) {
    event.waitUntil(
      checked(file, response.clone())
        .then((copy) => copy && cache.put(new URL(file, SCOPE).href, copy))
        .catch(() => {}),
    );
  }
  return response;
}

/** Caches each of `files` that this build's cache lacks. */
async function cacheFiles(files) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    files.map(async (file) => {
      const url = new URL(file, SCOPE).href;
      if (!(await cache.match(url))) await cache.put(url, await thisBuilds(file, url));
    }),
  );
}

/** This build's `file`: a copy already at hand when one has the right hash, else the network's. */
async function thisBuilds(file, url) {
  const sources = [
    () => caches.match(url),
    () => fetch(url, { cache: "force-cache" }),
    () => fetch(url, { cache: "reload" }),
  ];
  for (const source of sources) {
    const copy = await source()
      .then((response) => response && checked(file, response))
      .catch(() => null);
    if (copy) return copy;
  }
  throw new Error(`${file}: no copy has this build's content`);
}

/** A copy of `response` if it holds this build's `file` (its sha256 matches), else null. */
async function checked(file, response) {
  if (!response.ok) return null;
  const body = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return hex === PRECACHE.files[file] ? new Response(body, response) : null;
}
