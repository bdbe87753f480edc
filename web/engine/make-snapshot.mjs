/**
 * The shipped engine snapshot, made at build time under Node (build.py runs this; it is not
 * shipped): boots the runtime of a built dist/ exactly as snapshot-worker.js does in a
 * browser, installs and imports the whole engine with the same code (runtime.js), and
 * snapshots the memory, so that a first visit restores in half a second what a boot makes in
 * three (worker.js, shippedSnapshot).
 *
 *     node web/engine/make-snapshot.mjs DIST OUT
 *
 * Writes OUT: the snapshot, its heap stored as its difference from the runtime's initial memory
 * (snapshots.js, xorInto), without its pages of zeros (snapshots.js, sparse: a first visit then
 * inflates 11 MB rather than 31), stamped with the engine key of DIST/build.json (snapshots.js,
 * stamp), gzipped; prints {"bytes", "checksum", "length", "heap", "delta"} as JSON: the stamped
 * form's length and checksum, the snapshot's own length, and where the difference is: `delta`,
 * {"offset", "length"}.
 * Fails (exit 1) when the engine's imports grew the heap past Pyodide's initial 30 MiB, as the
 * browser's maker refuses to: larger snapshots have been seen to fail to restore.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const HEAP_LIMIT = 30 * 1024 * 1024;

const [dist, out] = process.argv.slice(2).map((path) => resolve(path));
const from = (/** @type {string} */ path) => import(pathToFileURL(`${dist}/${path}`).href);
const { loadPyodide } = await from("pyodide/pyodide.mjs");
// The worker's own modules, which dist/ holds only inside its bundle.
const { heapBytes, installEngine } = await import("./runtime.js");
const { checksum, sparse, stamp, xorInto } = await import("./snapshots.js");

const built = JSON.parse(readFileSync(`${dist}/build.json`, "utf8"));
const pyodide = await loadPyodide({ indexURL: `${dist}/pyodide/`, lockFileContents: built.lock, _makeSnapshot: true });
installEngine(pyodide, readFileSync(`${dist}/${built.wheels.mazzo}`));
const heap = heapBytes(pyodide);
if (heap > HEAP_LIMIT) {
  console.error(`make-snapshot: the engine grew the heap to ${heap} bytes, past ${HEAP_LIMIT}: no snapshot`);
  process.exit(1);
}
const snapshot = pyodide.makeMemorySnapshot();
// The heap is the tail of Pyodide's snapshot, after its header.
const initial = initialMemory(readFileSync(`${dist}/pyodide/pyodide.asm.wasm`));
const delta = { offset: snapshot.length - heap, length: initial.length };
xorInto(snapshot, delta.offset, initial);
const shipped = stamp(sparse(snapshot), built.engine);
writeFileSync(out, gzipSync(shipped, { level: 9 }));
console.log(JSON.stringify({ bytes: shipped.length, checksum: checksum(shipped), length: snapshot.length, heap, delta }));

/**
 * The memory a WebAssembly module starts with, up to the end of its last data segment: each
 * active segment's bytes at its offset (read from the module's data section), zeros between.
 * It is what the worker finds in the instance's memory as it restores (runtime.js, loadRuntime).
 * @param {Uint8Array} wasm
 */
function initialMemory(wasm) {
  let at = 8; // past the magic number and the version
  const unsigned = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  /** @type {{offset: number, bytes: Uint8Array}[]} */
  const segments = [];
  while (at < wasm.length) {
    const section = wasm[at++];
    const size = unsigned();
    const end = at + size;
    if (section === 11) {
      for (let count = unsigned(); count > 0; count--) {
        const kind = unsigned();
        if (kind === 1) throw new Error("make-snapshot: a passive data segment: the initial memory is not the data section");
        if (kind === 2) unsigned(); // the memory's index
        if (wasm[at++] !== 0x41) throw new Error("make-snapshot: a data segment whose offset is not a constant");
        let offset = 0;
        for (let shift = 0; ; shift += 7) {
          const byte = wasm[at++];
          offset |= (byte & 0x7f) << shift;
          if (!(byte & 0x80)) break;
        }
        if (wasm[at++] !== 0x0b) throw new Error("make-snapshot: a data segment's offset is not one constant");
        const length = unsigned();
        segments.push({ offset, bytes: wasm.subarray(at, at + length) });
        at += length;
      }
    }
    at = end;
  }
  const image = new Uint8Array(Math.max(0, ...segments.map(({ offset, bytes }) => offset + bytes.length)));
  for (const { offset, bytes } of segments) image.set(bytes, offset);
  return image;
}
