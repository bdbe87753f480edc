/**
 * The engine snapshot: the memory of a booted runtime with the whole engine
 * imported (Pyodide's makeMemorySnapshot), made once by snapshot-worker.js and
 * restored by worker.js instead of a boot. Kept in Cache Storage as one entry,
 * stamped with the engine key of build.json (Pyodide, the wheel, this code:
 * see build.py), its length and a checksum.
 *
 * Stored as it is: read and checked, 31 MB take less time than gzip's 6 MB
 * take to inflate (measured, see docs/performance.md). It is optional data:
 * anything may delete it, and anything wrong with it means a normal boot.
 */
const CACHE = "mazzo-snapshot";
const ENTRY = new URL("snapshot", import.meta.url).href;

/**
 * The stored snapshot's bytes if it is whole and made by `key` (a promise: the lookup
 * starts before the key is known), else {reason}: "none", "other_build", "truncated",
 * "corrupt" or "unavailable" (no Cache Storage, or it failed).
 */
export async function readSnapshot(key) {
  try {
    const [response, expected] = await Promise.all([caches.open(CACHE).then((cache) => cache.match(ENTRY)), key]);
    if (!response) return { reason: "none" };
    if (response.headers.get("X-Engine-Key") !== expected) return { reason: "other_build" };
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length !== Number(response.headers.get("X-Length"))) return { reason: "truncated" };
    if (checksum(bytes) !== response.headers.get("X-Checksum")) return { reason: "corrupt" };
    return { bytes };
  } catch {
    return { reason: "unavailable" };
  }
}

/** Keeps `bytes` as the snapshot of engine `key`, in place of any other. */
export async function storeSnapshot(key, bytes) {
  const headers = {
    "Content-Type": "application/octet-stream",
    "X-Engine-Key": key,
    "X-Length": String(bytes.length),
    "X-Checksum": checksum(bytes),
  };
  await (await caches.open(CACHE)).put(ENTRY, new Response(bytes, { headers }));
}

/** Deletes the snapshot (a bad one, or to make room for saves). */
export async function dropSnapshot() {
  try {
    await caches.delete(CACHE);
  } catch {
    // No Cache Storage: there is no snapshot either.
  }
}

/**
 * A 32-bit FNV-1a over the bytes' 32-bit words, as 8 hex digits: catches a cut or a flipped
 * byte (what goes wrong with stored data by accident) in 31 MB in tens of milliseconds,
 * where SHA-256 takes hundreds. `bytes` starts on a 4-byte boundary of its buffer.
 */
export function checksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
  for (let i = words.length * 4; i < bytes.byteLength; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}
