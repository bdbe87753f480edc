/**
 * The shipped engine snapshot, made at build time under Node (build.py runs this; it is not
 * shipped): boots the runtime of a built dist/ exactly as snapshot-worker.js does in a
 * browser, installs and imports the whole engine with the same code (runtime.js), and
 * snapshots the memory, so that a first visit restores in half a second what a boot makes in
 * three (worker.js, shippedSnapshot).
 *
 *     node web/engine/make-snapshot.mjs DIST OUT
 *
 * Writes OUT: the snapshot, stamped with the engine key of DIST/build.json (snapshots.js,
 * stamp), gzipped; prints {"bytes", "checksum", "heap"} of the stamped snapshot as JSON.
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
const { heapBytes, installEngine } = await from("engine/runtime.js");
const { checksum, stamp } = await from("engine/snapshots.js");

const built = JSON.parse(readFileSync(`${dist}/build.json`, "utf8"));
const pyodide = await loadPyodide({ indexURL: `${dist}/pyodide/`, lockFileContents: built.lock, _makeSnapshot: true });
installEngine(pyodide, readFileSync(`${dist}/${built.wheels.mazzo}`));
const heap = heapBytes(pyodide);
if (heap > HEAP_LIMIT) {
  console.error(`make-snapshot: the engine grew the heap to ${heap} bytes, past ${HEAP_LIMIT}: no snapshot`);
  process.exit(1);
}
const stamped = stamp(pyodide.makeMemorySnapshot(), built.engine);
writeFileSync(out, gzipSync(stamped, { level: 9 }));
console.log(JSON.stringify({ bytes: stamped.length, checksum: checksum(stamped), heap }));
