/**
 * The snapshot maker: a throwaway worker that boots the runtime as the engine
 * worker does, installs and imports the whole engine, snapshots the memory
 * and stores it (snapshots.js). It is started by the page once the game is
 * ready and idle (client.makeSnapshot), and thrown away after: Pyodide's
 * makers say a runtime that made a snapshot is not to be used afterwards.
 *
 * It holds no PyProxy (a snapshot cannot be made while one is held) and
 * makes no snapshot when the engine's imports grew the heap past Pyodide's
 * initial 30 MiB: larger snapshots have been seen to fail to restore.
 *
 * It posts one JSON message: {"stored": true, "bytes", "heap", "make_ms",
 * "store_ms"} or {"stored": false, "reason": "heap_grew" | "failed", "heap"?,
 * "message"?}.
 */
import { heapBytes, installEngine, loadRuntime, startDownloads } from "./runtime.js";
import { sparse, storeSnapshot } from "./snapshots.js";

const HEAP_LIMIT = 30 * 1024 * 1024;

async function makeSnapshot() {
  const started = performance.now();
  const downloads = startDownloads();
  const wheel = downloads.wheel();
  const { pyodide } = await loadRuntime(downloads, { _makeSnapshot: true });
  installEngine(pyodide, await wheel);
  const heap = heapBytes(pyodide);
  if (heap > HEAP_LIMIT) return { stored: false, reason: "heap_grew", heap };
  const bytes = pyodide.makeMemorySnapshot();
  const made = performance.now();
  await storeSnapshot((await downloads.manifest).engine, sparse(bytes), { length: bytes.length });
  return { stored: true, bytes: bytes.length, heap, make_ms: made - started, store_ms: performance.now() - made };
}

makeSnapshot()
  .catch((error) => ({ stored: false, reason: "failed", message: String(error instanceof Error ? error.message : error) }))
  .then((outcome) => self.postMessage(JSON.stringify(outcome)));
