/**
 * The Python runtime (Pyodide 314.0.7) in a worker: the engine worker
 * (worker.js) and the snapshot maker (snapshot-worker.js) boot it the same way.
 *
 * Every download a boot needs starts at once and in parallel (startDownloads):
 * Pyodide alone would fetch its files one after another. A worker started
 * by a page that no service worker controls yet (a first visit) hands the
 * files it fetched over to the service worker through a cache (client.js's
 * HAND_OVER, which it gets as its name), so the service worker never
 * downloads them a second time (see sw.js), and counts their bytes for the
 * progress bar.
 *
 * The engine wheel is installed by unpacking it with zipfile, not with
 * pyodide.loadPackage: a memory snapshot cannot be made after loadPackage.
 */

/** A file of the site, relative to its root (these workers live in engine/). */
export const local = (path) => new URL(`../${path}`, import.meta.url).href;

export const WASM = "pyodide/pyodide.asm.wasm";
export const STDLIB = "pyodide/python_stdlib.zip";

/**
 * Starts fetching build.json, Pyodide's modules and its standard library, and fetching and
 * compiling its WebAssembly (Pyodide would compile it only after reading a snapshot).
 * `handOver`: the name of a cache where to keep each response for the service worker, and
 * then report bytes as they arrive with onBytes(path, total so far of that file).
 * @param {{ handOver?: string | null, onBytes?: (path: string, loaded: number) => void }} [options]
 */
export function startDownloads({ handOver = null, onBytes = () => {} } = {}) {
  const counted = handOver ? onBytes : undefined;
  const get = (path) => download(path, { handOver, onBytes: counted });
  const manifest = later(get("build.json").then((response) => response.json()));
  return {
    manifest,
    pyodide: later(import("../pyodide/pyodide.mjs")),
    // Pyodide imports this itself; started here, its import finds it loaded.
    module: later(import("../pyodide/pyodide.asm.mjs")),
    wasm: later(
      get(WASM)
        .then((response) => WebAssembly.compileStreaming(response))
        .then((module) => ({ module, compiled: performance.now() })),
    ),
    stdlib: later(get(STDLIB).then((response) => response.arrayBuffer())),
    wheel: () => later(manifest.then((built) => get(built.wheels.mazzo)).then((response) => response.arrayBuffer())),
    /**
     * The shipped snapshot's file, when the worker chooses to restore it: counted, but not
     * handed over (the service worker does not keep it: the worker stores it inflated).
     * @param {string} path
     * @param {AbortSignal} signal
     */
    snapshot: (path, signal) => download(path, { onBytes: counted, signal }),
  };
}

/**
 * `promise`, whose failure is dealt with where it is awaited, later: not an unhandled rejection now.
 * @template T
 * @param {Promise<T>} promise
 */
function later(promise) {
  promise.catch(() => {});
  return promise;
}

/**
 * The response for the site's `path`; with `handOver`, a copy of its body goes to that cache,
 * and onBytes(path, loaded) hears of its bytes as they arrive.
 * @param {string} path
 * @param {{ handOver?: string | null, onBytes?: (path: string, loaded: number) => void, signal?: AbortSignal }} options
 */
async function download(path, { handOver = null, onBytes, signal }) {
  const response = await fetch(local(path), { signal });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  if (!response.body || (!handOver && !onBytes)) return response;
  let body = response.body;
  if (handOver) {
    const [mine, kept] = body.tee();
    body = mine;
    caches
      .open(handOver)
      .then((cache) => cache.put(local(path), new Response(kept, response)))
      .catch(() => {}); // only an economy: the service worker fetches what is not handed over
  }
  if (!onBytes) return new Response(body, response);
  let loaded = 0;
  const counted = body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        onBytes(path, loaded);
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, response);
}

/**
 * Boots Pyodide from the downloads; `options` go to loadPyodide (_loadSnapshot or
 * _makeSnapshot). Resolves with the runtime and when its WebAssembly was compiled.
 * Runs more than once in a worker if need be (after a snapshot failed to restore): the
 * downloads serve every boot.
 *
 * Pyodide fetches its WebAssembly and standard library by URL, and compiles the first
 * itself: while it loads, fetch answers those URLs from the downloads, and
 * WebAssembly.instantiateStreaming instantiates the module compiled already. Pyodide 314
 * also catches a failed instantiation of its wasm (HTTP error, wrong MIME type, cut-off
 * download), logs a warning and then waits forever; so fail instead.
 * `onInstance` sees the instance as it is made, its memory as the WebAssembly starts it, before
 * Pyodide writes a snapshot over it (worker.js turns the shipped snapshot's heap back then).
 * @param {ReturnType<typeof startDownloads>} downloads
 * @param {import("../pyodide/pyodide.mjs").PyodideConfig} [options]
 * @param {(instance: WebAssembly.Instance) => void} [onInstance]
 */
export async function loadRuntime(downloads, options = {}, onInstance = () => {}) {
  const [{ loadPyodide }, built] = await Promise.all([downloads.pyodide, downloads.manifest]);
  const nativeFetch = self.fetch;
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  const served = {
    [local(WASM)]: async () => new Response(null), // unread: the module is compiled already
    [local(STDLIB)]: () => downloads.stdlib.then((bytes) => new Response(bytes)),
  };
  self.fetch = (input, init) => served[String(input)]?.() ?? nativeFetch(input, init);
  /** @type {(error: Error) => void} */
  let instantiationFailed;
  const failed = /** @type {Promise<never>} */ (new Promise((_, reject) => (instantiationFailed = reject)));
  WebAssembly.instantiateStreaming = async (_, imports) => {
    try {
      const { module } = await downloads.wasm;
      const instance = await WebAssembly.instantiate(module, imports);
      onInstance(instance);
      return { module, instance };
    } catch (error) {
      instantiationFailed(new Error(`${WASM}: ${error instanceof Error ? error.message : error}`));
      throw error;
    }
  };
  try {
    const pyodide = await Promise.race([
      loadPyodide({ indexURL: local("pyodide/"), lockFileContents: built.lock, ...options }),
      failed,
    ]);
    return { pyodide, compiled: (await downloads.wasm).compiled };
  } finally {
    self.fetch = nativeFetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

/**
 * The bytes of the runtime's WebAssembly heap, read from Pyodide's Emscripten module: private,
 * so Pyodide's types leave it out.
 * @param {import("../pyodide/pyodide.mjs").PyodideAPI} pyodide
 */
export function heapBytes(pyodide) {
  const { _module } = /** @type {typeof pyodide & { _module: { HEAP8: Uint8Array } }} */ (pyodide);
  return _module.HEAP8.length;
}

/**
 * Unpacks the engine wheel into site-packages and imports every module in it, so that a
 * snapshot holds all the engine (a restored runtime has none of the wheel's files). Runs
 * Python that returns nothing: a snapshot cannot be made while a PyProxy is held.
 */
export function installEngine(pyodide, wheel) {
  pyodide.FS.writeFile("/tmp/engine.whl", new Uint8Array(wheel));
  pyodide.runPython(`
import importlib, site, zipfile
with zipfile.ZipFile("/tmp/engine.whl") as wheel:
    wheel.extractall(site.getsitepackages()[0])
    modules = [name[:-3].replace("/", ".").removesuffix(".__init__") for name in wheel.namelist()
               if name.endswith(".py") and not name.endswith("__main__.py")]
importlib.invalidate_caches()
for module in sorted(modules):
    importlib.import_module(module)
del importlib, site, zipfile, wheel, modules, module
`);
}

/** How long `size` bytes should take to come, in ms, at the pace the runtime's files came: a round trip, then their bytes. */
export function expectedMs(size) {
  const entries = runtimeTimings();
  if (!entries.length) return 0;
  const first = Math.min(...entries.map((entry) => entry.responseStart));
  const span = Math.max(...entries.map((entry) => entry.responseEnd)) - first;
  const body = entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  const roundTrip = Math.min(...entries.map((entry) => entry.responseStart - entry.requestStart));
  return Math.max(0, roundTrip) + (span > 0 && body > 0 ? (size * span) / body : 0);
}

/** The resource timings of the runtime's files (worker clock). */
function runtimeTimings() {
  return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource")).filter((entry) =>
    entry.name.includes("/pyodide/"),
  );
}

/** When the last of the runtime's files had arrived (worker clock), from the resource timings. */
export function fetchedAt() {
  return Math.max(0, ...runtimeTimings().map((entry) => entry.responseEnd));
}
