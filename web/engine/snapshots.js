/**
 * Engine snapshots: the memory of a booted runtime with the whole engine imported (Pyodide's
 * makeMemorySnapshot), restored by worker.js instead of a boot. Two kinds:
 *
 * - **Shipped**: made at build time under Node (make-snapshot.mjs), served gzipped as a
 *   static file named in build.json, stamped with the engine key it belongs to (`stamp`) and
 *   described there by its length and checksum (readShipped checks all three).
 * - **Stored**: kept on the device in Cache Storage as one entry, stamped with the engine key
 *   of build.json (Pyodide, the wheel, this code: see build.py), its length and a checksum:
 *   the shipped one, inflated, stored as it came (its heap the difference from the initial
 *   memory, `X-Delta`) by the worker once it restored; or, when the engine had to boot, one made by
 *   snapshot-worker.js. Stored uncompressed but without its pages of zeros (`sparse`: 11 to 15 MB
 *   of the 31), read, checked and laid out again (`dense`): that takes less time than gzip's 5 MB
 *   take to inflate (measured, see docs/performance.md).
 *
 * Both are optional data: anything may delete them, and anything wrong with one means a
 * normal boot.
 */
import { WASM, expectedMs } from "./runtime.js";

const CACHE = "mazzo-snapshot";
const ENTRY = new URL("snapshot", import.meta.url).href;

/**
 * The stored snapshot's bytes if it is whole and made by `key` (a promise: the lookup
 * starts before the key is known), with where its heap is a difference from the initial memory
 * (`delta`, null when it is not), else {reason}: "none", "other_build", "truncated",
 * "corrupt" or "unavailable" (no Cache Storage, or it failed).
 */
export async function readSnapshot(key) {
  try {
    const [response, expected] = await Promise.all([caches.open(CACHE).then((cache) => cache.match(ENTRY)), key]);
    if (!response) return { reason: "none" };
    if (response.headers.get("X-Engine-Key") !== expected) return { reason: "other_build" };
    const bytes = new Uint8Array(Number(response.headers.get("X-Length")) || 0);
    const sum = new Checksum(bytes);
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();
    let length = 0;
    // Summed as it arrives: the sum of what is in overlaps the reading of the rest.
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (length + chunk.value.length > bytes.length) return { reason: "corrupt" }; // longer than it says
      bytes.set(chunk.value, length);
      length += chunk.value.length;
      sum.upTo(length);
    }
    if (length !== bytes.length) return { reason: "truncated" };
    if (sum.hex() !== response.headers.get("X-Checksum")) return { reason: "corrupt" };
    const heap = dense(bytes, Number(response.headers.get("X-Heap-Length")));
    const delta = response.headers.get("X-Delta")?.split(",").map(Number) ?? null;
    if (!heap || (delta && !(delta.length === 2 && delta.every(Number.isSafeInteger)))) return { reason: "corrupt" };
    return { bytes: heap, delta: delta && { offset: delta[0], length: delta[1] } };
  } catch {
    return { reason: "unavailable" };
  }
}

/**
 * Keeps the snapshot of engine `key` in place of any other: `form`, the snapshot of `length` bytes
 * without its pages of zeros (sparse), its heap the difference from the initial memory where `delta`
 * says so.
 * @param {string} key
 * @param {Uint8Array<ArrayBuffer>} form
 * @param {{length: number, delta?: {offset: number, length: number} | null}} about
 */
export async function storeSnapshot(key, form, { length, delta = null }) {
  const headers = {
    "Content-Type": "application/octet-stream",
    "X-Engine-Key": key,
    "X-Length": String(form.length),
    "X-Heap-Length": String(length),
    "X-Checksum": checksum(form),
    ...(delta ? { "X-Delta": `${delta.offset},${delta.length}` } : {}),
  };
  await (await caches.open(CACHE)).put(ENTRY, new Response(form, { headers }));
}

/** The stored form's page: a page of the heap holding only zeros is left out. */
const PAGE = 4096;

/**
 * `heap` without its pages of zeros: the pages kept, in order (the last one may be short), then
 * one bit per page of the heap, 1 for a page kept. The heap's first page (Pyodide's own stamp)
 * is never zeros, so the entry starts as the heap does. `heap` starts on a 4-byte boundary.
 * @param {Uint8Array} heap
 */
export function sparse(heap) {
  const pages = Math.ceil(heap.length / PAGE);
  const map = new Uint8Array(Math.ceil(pages / 8));
  const kept = [];
  for (let page = 0; page < pages; page++) {
    const bytes = heap.subarray(page * PAGE, Math.min(heap.length, (page + 1) * PAGE));
    if (allZero(bytes)) continue;
    map[page >> 3] |= 1 << (page & 7);
    kept.push(bytes);
  }
  const form = new Uint8Array(kept.reduce((sum, bytes) => sum + bytes.length, 0) + map.length);
  let at = 0;
  for (const bytes of kept) {
    form.set(bytes, at);
    at += bytes.length;
  }
  form.set(map, at);
  return form;
}

/**
 * The heap of `heapLength` bytes that `form` (sparse's) holds, or null when the form does not fit
 * that length (its map and its pages disagree).
 * @param {Uint8Array} form
 * @param {number} heapLength
 */
export function dense(form, heapLength) {
  if (!Number.isSafeInteger(heapLength) || heapLength < 0) return null;
  const pages = Math.ceil(heapLength / PAGE);
  const mapAt = form.length - Math.ceil(pages / 8);
  if (mapAt < 0) return null;
  const heap = new Uint8Array(heapLength);
  let at = 0;
  for (let page = 0; page < pages; page++) {
    if (!(form[mapAt + (page >> 3)] & (1 << (page & 7)))) continue;
    const size = Math.min(PAGE, heapLength - page * PAGE);
    if (at + size > mapAt) return null;
    heap.set(form.subarray(at, at + size), page * PAGE);
    at += size;
  }
  return at === mapAt ? heap : null;
}

/** Whether every byte of `bytes` (a page, or the heap's short last one) is zero. */
function allZero(/** @type {Uint8Array} */ bytes) {
  const whole = bytes.length >>> 2;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, whole);
  for (let i = 0; i < whole; i++) if (words[i] !== 0) return false;
  for (let i = whole * 4; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
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
 * XORs `base` into `bytes` from `offset`, in place. The shipped snapshot's heap is kept as its
 * difference from the runtime's initial memory (its WebAssembly's data segments, downloaded on
 * every first visit anyway): mostly zeros where Python left them as they were, so a quarter
 * smaller gzipped (make-snapshot.mjs). The same call turns the difference back into the heap.
 * @param {Uint8Array} bytes
 * @param {number} offset
 * @param {Uint8Array} base
 */
export function xorInto(bytes, offset, base) {
  if (offset + base.length > bytes.length) throw new Error("a snapshot shorter than its difference");
  for (let i = 0; i < base.length; i++) bytes[offset + i] ^= base[i];
}

/** The length of the engine key stamped after a shipped snapshot's bytes. */
const STAMP_BYTES = 32;

/** `snapshot` followed by `key` (the engine key of build.json), padded with spaces to STAMP_BYTES. */
export function stamp(snapshot, key) {
  const mark = new TextEncoder().encode(key.padEnd(STAMP_BYTES, " "));
  if (mark.length !== STAMP_BYTES) throw new Error(`an engine key longer than ${STAMP_BYTES} bytes: ${key}`);
  const stamped = new Uint8Array(snapshot.length + STAMP_BYTES);
  stamped.set(snapshot);
  stamped.set(mark, snapshot.length);
  return stamped;
}

/**
 * What a boot costs once the runtime's files are in (Pyodide's boot and the engine's import),
 * and a restore once the snapshot is in, in ms, on the desktop measured in docs/performance.md:
 * the shipped snapshot is fetched only when it should arrive and restore sooner than a boot.
 */
const BOOT_MS = 2500;
const RESTORE_MS = 500;

/**
 * The shipped snapshot (build.json's `snapshot`) when it is whole, this build's and worth its
 * bytes, else {reason} ("none", "save_data", "unavailable", "slow", "missing", or readShipped's).
 * Both a boot and a restore need the runtime's files: the snapshot is fetched beside them only on
 * a link fast enough for both, else after them, so it never slows them down, and only when their
 * pace says it arrives and restores before a boot would be done; one that has not arrived in time
 * is given up and the engine boots. `saveData`: the player asked to save data (none is fetched).
 * @param {any} built build.json
 * @param {ReturnType<typeof import("./runtime.js").startDownloads>} downloads
 * @param {boolean} saveData
 */
export async function shippedSnapshot(built, downloads, saveData) {
  const about = built.snapshot;
  if (!about) return { reason: "none" };
  if (saveData) return { reason: "save_data" };
  if (typeof DecompressionStream === "undefined") return { reason: "unavailable" };
  // The standard library arrives well before the WebAssembly: when its pace says that the snapshot
  // and the whole WebAssembly (counted uncompressed) would arrive together in time, the snapshot
  // starts at once, beside the WebAssembly; else only once the runtime's files are in, if their
  // pace says it arrives in time then.
  await downloads.stdlib;
  let expected = expectedMs(about.download + built.downloads[WASM]);
  if (expected + RESTORE_MS > BOOT_MS) {
    await downloads.wasm;
    expected = expectedMs(about.download);
    if (expected + RESTORE_MS > BOOT_MS) return { reason: "slow" };
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), BOOT_MS + 2 * expected);
  try {
    return await readShipped(await downloads.snapshot(about.path, abort.signal), about, built.engine);
  } catch {
    return { reason: abort.signal.aborted ? "slow" : "missing" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The snapshot in a shipped file's `response` if it is whole and this build's, else {reason}:
 * "truncated" (cut off), "corrupt" (not what build.json describes), "other_build" (stamped
 * with another engine key). The file holds it without its pages of zeros (sparse), laid out
 * again here; its heap is still the difference from the initial memory (xorInto): the worker
 * turns it back as it restores. `about` is build.json's {bytes, checksum, length, download} of it
 * (`bytes` the stamped form's length, `length` the snapshot's); `key` its engine key. A host that
 * sends the file with Content-Encoding: gzip has the browser inflate it: bytes that are not gzip are
 * taken as inflated already.
 * @param {Response} response
 * @param {{ bytes: number, checksum: string, length: number, download: number }} about
 * @param {string} key
 */
async function readShipped(response, about, key) {
  const body = countedBody(response);
  let bytes;
  try {
    bytes = await collect(await inflatedIfGzip(body.stream), about.bytes);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error; // given up: too slow
    return { reason: body.read() < about.download ? "truncated" : "corrupt" };
  }
  if (bytes.length < about.bytes) return { reason: "truncated" };
  const mark = new TextDecoder().decode(bytes.subarray(bytes.length - STAMP_BYTES)).trimEnd();
  if (mark !== key) return { reason: "other_build" };
  if (bytes.length !== about.bytes || checksum(bytes) !== about.checksum) return { reason: "corrupt" };
  const form = bytes.subarray(0, bytes.length - STAMP_BYTES);
  const snapshot = dense(form, about.length);
  return snapshot ? { bytes: snapshot, form } : { reason: "corrupt" };
}

/**
 * A response's body, and how many of its bytes have been read (to tell a cut-off download from
 * a corrupt one when inflating fails).
 * @param {Response} response
 */
function countedBody(response) {
  let read = 0;
  const stream = /** @type {ReadableStream<Uint8Array>} */ (response.body).pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        read += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, read: () => read };
}

/**
 * `stream` inflated as it arrives when it is gzip (by its first two bytes), else as it is: the
 * download and the inflating overlap.
 * @param {ReadableStream<Uint8Array>} stream
 */
async function inflatedIfGzip(stream) {
  const reader = stream.getReader();
  let head = new Uint8Array(0);
  while (head.length < 2) {
    const chunk = await reader.read();
    if (chunk.done) break;
    head = joined(head, chunk.value);
  }
  const whole = new ReadableStream({
    start: (controller) => void (head.length && controller.enqueue(head)),
    pull: async (controller) => {
      const chunk = await reader.read();
      chunk.done ? controller.close() : controller.enqueue(chunk.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return head[0] === 0x1f && head[1] === 0x8b ? whole.pipeThrough(new DecompressionStream("gzip")) : whole;
}

/** @param {Uint8Array} first @param {Uint8Array} second */
function joined(first, second) {
  const both = new Uint8Array(first.length + second.length);
  both.set(first);
  both.set(second, first.length);
  return both;
}

/**
 * The bytes of `stream`, into one buffer of the `expected` length when that is right.
 * @param {ReadableStream<Uint8Array>} stream
 * @param {number} expected
 */
async function collect(stream, expected) {
  const reader = stream.getReader();
  let whole = new Uint8Array(expected);
  let length = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (length + chunk.value.length > whole.length) {
      const grown = new Uint8Array(2 * (length + chunk.value.length));
      grown.set(whole.subarray(0, length));
      whole = grown;
    }
    whole.set(chunk.value, length);
    length += chunk.value.length;
  }
  return whole.subarray(0, length);
}

/**
 * A 32-bit FNV-1a over the bytes' 32-bit words, as 8 hex digits: catches a cut or a flipped
 * byte (what goes wrong with stored data by accident) in 31 MB in tens of milliseconds,
 * where SHA-256 takes hundreds. `bytes` starts on a 4-byte boundary of its buffer.
 * @param {Uint8Array} bytes
 */
export function checksum(bytes) {
  const sum = new Checksum(bytes);
  sum.upTo(bytes.length);
  return sum.hex();
}

/** checksum's sum of a buffer that fills from its start: each word is summed once it is in. */
class Checksum {
  #hash = 0x811c9dc5;
  #summed = 0;
  #bytes;
  #words;

  /** @param {Uint8Array} bytes */
  constructor(bytes) {
    this.#bytes = bytes;
    this.#words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  }

  /** Sums the words in the first `length` bytes not summed yet; the last few bytes once all are in. */
  upTo(length) {
    let hash = this.#hash;
    const words = this.#words;
    const end = length >>> 2;
    for (let i = this.#summed; i < end; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
    this.#summed = end;
    if (length === this.#bytes.byteLength) {
      for (let i = end * 4; i < length; i++) hash = Math.imul(hash ^ this.#bytes[i], 0x01000193);
    }
    this.#hash = hash;
  }

  hex() {
    return (this.#hash >>> 0).toString(16).padStart(8, "0");
  }
}
