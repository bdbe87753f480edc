/**
 * The engine worker: runs Python (Pyodide) off the page's thread and answers
 * the page's requests through mazzo.protocol.handle.
 *
 * Page → worker: a JSON string request {"id": n, "type": ..., ...}.
 * Worker → page: JSON strings, either the reply that handle() returns (same
 * id), or an event:
 *   {"event": "progress", "step": "runtime" | "restoring" | "engine" | "ready"}, and on the
 *     first visit {"event": "progress", "step": "runtime", "loaded": bytes, "total": bytes};
 *     "ready" carries "boot": {"path": "snapshot" | "shipped" | "boot", "fallback": why a
 *     stored snapshot was not used (see snapshots.js) or null, "shipped": why the shipped
 *     one was not (null when it was, or was not needed), "phases": {name: epoch ms}};
 *   {"event": "failed", "step": ..., "message": ...}.
 *
 * Every file comes from this worker's own site (see build.py), so the site
 * works under any sub-path and never asks another host for anything.
 *
 * Boot: every download starts at once (runtime.js). When a snapshot of this
 * build's engine is stored, the runtime is restored from it (a fraction of a
 * boot) and Python's `random` reseeded, so nothing random is frozen; a bad
 * one is deleted. Without one (a first visit), the snapshot shipped with the
 * build is restored the same way, when it is worth fetching (snapshots.js shippedSnapshot),
 * and then stored for the next start. When neither restores, the worker
 * boots normally, and the page makes a snapshot on the device once the game
 * is ready (client.makeSnapshot).
 *
 * Saves: after every request that changes a game, the worker stores the
 * game's save (seed and move log) in IndexedDB, and restores the saved games
 * when it starts, before it reports "ready". The saves stay here: they hold
 * the seed, which would reveal the deck, so the page can neither ask for a
 * save nor load one. A save that cannot be restored is dropped and reported
 * as {"event": "restore_failed", "game": ..., "message": ...}; a save that
 * cannot be written (storage full or gone) as {"event": "save_failed",
 * "message": ...}, once, and play goes on.
 *
 * Only the tab that plays writes saves (shell/tabs.js): the worker starts
 * writing nothing, and two requests of its own, never passed to the engine,
 * switch it: {"type": "playing", "here": true} restores the saved games again
 * (another tab may have played on) and writes from then on; "here": false
 * stops writing and answers once every save under way is written.
 * {"type": "memory"} answers {"heap_bytes", "python_objects"}, for the benches.
 * {"type": "store_snapshot"}: the page is idle, so the shipped snapshot this worker restored is
 * stored now for the next start (it waits for that: on a phone the storing is a few hundred
 * milliseconds of work that the first deal must not share); answers {"stored": true} once done,
 * false when there was nothing to store.
 *
 * Statistics (statistics.js): while this tab plays, each reply whose events
 * end a round has that round's summary counted and stored. The page reads
 * them with {"type": "statistics"}, and (in the tab that plays) empties them
 * with {"type": "statistics_reset"} or replaces them with
 * {"type": "statistics_import", "statistics": ...}, checked in full first:
 * a bad one is refused with `bad_statistics` (its `reason` and `params`) and
 * changes nothing. Each answers {"statistics"}.
 */
import { STDLIB, WASM, fetchedAt, heapBytes, installEngine, loadRuntime, startDownloads } from "./runtime.js";
import { SaveStore } from "./saves.js";
import { StatisticsError, countRound, empty, peopleFit, roundsOf, validate } from "./statistics.js";
import { dropSnapshot, readSnapshot, shippedSnapshot, storeSnapshot, xorInto } from "./snapshots.js";

const send = (message) => self.postMessage(JSON.stringify(message));
/** Now, in milliseconds since the epoch: the page reads phases on its own clock. */
const now = () => performance.timeOrigin + performance.now();

/** @typedef {{ handOver: string | null, saveData: boolean }} WorkerStart */

/** What the page said as it started this worker, in its name (client.js `workerStart`). */
const told = /** @type {WorkerStart} */ (JSON.parse(self.name));
const started = now();
const bytes = new Map();
const downloads = startDownloads({ handOver: told.handOver, onBytes: countBytes });
const snapshot = readSnapshot(downloads.manifest.then((built) => built.engine));
let step = "runtime";
const RUNTIME_FILES = [WASM, STDLIB];
/**
 * The files whose bytes the progress bar counts: the runtime's, then the shipped snapshot, or
 * the wheel once the engine boots instead (the bar then jumps ahead, never back).
 */
let planned = /** @type {Promise<string[]>} */ (
  downloads.manifest.then((built) => [...RUNTIME_FILES, built.snapshot ? built.snapshot.path : built.wheels.mazzo])
);

async function startEngine() {
  const phases = { created: performance.timeOrigin, started };
  const [found, built] = await Promise.all([snapshot, downloads.manifest]);
  phases.read = now();
  /** Why the stored snapshot was not restored (null when it was), and why the shipped one was not. */
  let fallback = found.reason ?? null;
  let shipped = null;
  let path = "snapshot";
  let keep = /** @type {(() => Promise<void>) | null} */ (null);
  let runtime = found.bytes ? await restore(found.bytes, found.delta ?? undefined) : null;
  if (found.bytes && !runtime) fallback = "restore_failed";
  if (fallback !== null && fallback !== "none") await dropSnapshot();
  if (!runtime) {
    const chosen = await shippedSnapshot(built, downloads, told.saveData);
    runtime = chosen.bytes ? await restore(chosen.bytes, built.snapshot.delta) : null;
    shipped = chosen.reason ?? (runtime ? null : "restore_failed");
    path = "shipped";
    // Kept inflated as it came, as a stored snapshot: the next start reads it without fetching or inflating.
    const { snapshot: about } = built;
    const form = /** @type {Uint8Array<ArrayBuffer>} */ (chosen.form);
    if (runtime) keep = () => storeSnapshot(built.engine, form, { length: about.length, delta: about.delta }).catch(() => {});
  }
  phases.runtime = now();
  if (!runtime) {
    path = "boot";
    planned = Promise.resolve([...RUNTIME_FILES, built.wheels.mazzo]);
    const wheel = downloads.wheel();
    step = "runtime";
    send({ event: "progress", step: "runtime" });
    runtime = await loadRuntime(downloads);
    phases.runtime = now();
    step = "engine";
    send({ event: "progress", step: "engine" });
    installEngine(runtime.pyodide, await wheel);
  }
  phases.engine = now();
  phases.fetched = performance.timeOrigin + fetchedAt();
  phases.compiled = performance.timeOrigin + runtime.compiled;
  const { handle } = runtime.pyodide.pyimport("mazzo.protocol");
  await restoreSavedGames(handle);
  phases.saves = now();
  step = "ready";
  send({ event: "progress", step: "ready", boot: { path, fallback, shipped, phases } });
  return { pyodide: runtime.pyodide, handle, keep };
}

/**
 * The runtime restored from a snapshot's bytes, with Python's `random` reseeded; null when it does
 * not restore. A shipped snapshot's heap is its difference from the initial memory (`delta`,
 * build.json's {offset, length}): turned back in place, from the new instance's memory, before
 * Pyodide reads it.
 * @param {Uint8Array} snapshotBytes
 * @param {{ offset: number, length: number }} [delta]
 */
async function restore(snapshotBytes, delta) {
  // Until the WebAssembly is in, its download is the step (a failed one is loadRuntime's to report).
  await downloads.wasm.catch(() => {});
  step = "restoring";
  send({ event: "progress", step });
  const undoDelta = (/** @type {WebAssembly.Instance} */ instance) => {
    if (!delta) return;
    const memory = /** @type {WebAssembly.Memory} */ (instance.exports.memory);
    xorInto(snapshotBytes, delta.offset, new Uint8Array(memory.buffer, 0, delta.length));
  };
  try {
    const runtime = await loadRuntime(downloads, { _loadSnapshot: snapshotBytes }, undoDelta);
    runtime.pyodide.runPython("import random; random.seed()");
    return runtime;
  } catch (error) {
    console.warn(`mazzo: the engine snapshot did not restore: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/**
 * Reports the bytes of a first visit's downloads as they arrive, ten times a second at most, and
 * always the last count: a file that arrives whole within 100 ms (a fast connection) still shows.
 */
const REPORT_MS = 100;
let reported = -Infinity;
let reportDue = false;
function countBytes(path, loaded) {
  bytes.set(path, loaded);
  if (reportDue) return;
  reportDue = true;
  setTimeout(reportBytes, Math.max(0, reported + REPORT_MS - performance.now()));
}

/** Sends the bytes of the planned files so far, while the runtime's files are the step. */
function reportBytes() {
  Promise.all([downloads.manifest, planned]).then(([built, files]) => {
    reportDue = false;
    if (step !== "runtime") return;
    reported = performance.now();
    const sizes = { ...built.downloads, ...(built.snapshot ? { [built.snapshot.path]: built.snapshot.download } : {}) };
    const total = files.reduce((sum, file) => sum + (sizes[file] ?? 0), 0);
    const sum = files.reduce((all, file) => all + (bytes.get(file) ?? 0), 0);
    send({ event: "progress", step, loaded: sum, total });
  }, () => {}); // no build.json: the boot fails and says so
}

// When the storage is full, the snapshot goes first: saves before anything optional.
const saves = new SaveStore(dropSnapshot);
/** Requests that change a game (a hint only its assisted mark), after which its save is rewritten. */
const CHANGES_A_GAME = new Set(["new_game", "play", "computer", "next_round", "undo", "hint"]);
/** Requests only the worker itself may make: their replies hold the seed. */
const WORKER_ONLY = new Set(["save", "load"]);
/** Whether this tab is the one playing, so writes saves; the saves being written. */
let playing = false;
const writing = new Set();
let toldSaveFailed = false;

/** Each game's save as this engine last loaded or wrote it: a save it has already is not replayed again. */
const held = new Map();

async function restoreSavedGames(handle) {
  for (const [game, save] of await saves.all()) {
    const text = JSON.stringify(save);
    if (held.get(game) === text) continue;
    held.set(game, text);
    const reply = JSON.parse(handle(JSON.stringify({ type: "load", save })));
    if (!reply.ok) {
      await saves.delete(game);
      send({ event: "restore_failed", game, message: reply.error.message });
    }
  }
}

/** Answers one page request; after a change, keeps the game's save up to date. */
async function answer(runtime, request) {
  const { pyodide, handle } = runtime;
  let message;
  try {
    message = JSON.parse(request);
  } catch {
    return handle(request); // the engine explains what is wrong with it
  }
  if (WORKER_ONLY.has(message?.type)) {
    return JSON.stringify(errorReply(request, "unknown_type", `${message.type} is not available to the page`));
  }
  if (message?.type === "playing") return JSON.stringify(await playHere(handle, message));
  if (message?.type === "memory") return JSON.stringify(memory(pyodide, message));
  if (message?.type === "store_snapshot") return JSON.stringify(await storeRestored(runtime, message));
  if (STATISTICS_REQUESTS.has(message?.type)) return JSON.stringify(await answerStatistics(message));
  if (message?.type === "people") return JSON.stringify(keepPeople(message));
  const reply = JSON.parse(handle(request));
  // The engine refuses a request too large or too deeply nested before reading it, so its
  // error cannot name the request's id; the worker, which has read it, can.
  reply.id ??= message?.id ?? null;
  // A lesson (`lesson` in the request) is played apart from the games: nothing of it is saved or counted.
  if (CHANGES_A_GAME.has(message?.type) && reply.ok && !message.lesson) {
    if (playing) {
      await keep(message.game, JSON.parse(handle(JSON.stringify({ type: "save", game: message.game }))).save);
      await countIfOver(handle, message.game, reply);
    } else held.delete(message.game); // changed here, unsaved: the save is read again when this tab plays
  }
  return JSON.stringify(reply);
}

async function keep(game, save) {
  held.set(game, JSON.stringify(save));
  const write = saves.put(game, save).catch((error) => {
    console.warn(`mazzo: the game could not be saved: ${error instanceof Error ? error.message : error}`);
    if (!toldSaveFailed) send({ event: "save_failed", message: String(error instanceof Error ? error.message : error) });
    toldSaveFailed = true;
  });
  writing.add(write);
  await write;
  writing.delete(write);
}

/** Starts (after restoring the saves again) or stops (after the writes under way) writing saves. */
async function playHere(handle, { id, here }) {
  if (typeof here !== "boolean") return { id, ok: false, error: { code: "bad_request", message: "here must be true or false" } };
  playing = false;
  await Promise.all(writing);
  if (here) {
    await restoreSavedGames(handle);
    playing = true;
  }
  return { id, ok: true, playing };
}

// Statistics: counted here, after the engine's replies, by the tab that plays.
const STATISTICS_REQUESTS = new Set(["statistics", "statistics_reset", "statistics_import"]);

/** The stored statistics, or none yet (a store that holds something unreadable starts again). */
async function storedStatistics() {
  try {
    return validate((await saves.statistics()) ?? empty());
  } catch {
    return empty();
  }
}

/** The names of the people playing each game together on this device, per seat (null for a computer's), as the page said. */
const people = new Map();

/** {"type": "people", "game", "names"}: who plays `game` together, so that each is counted apart by name. */
function keepPeople({ id, game, names }) {
  if (typeof game !== "string" || !peopleFit(names)) {
    return { id, ok: false, error: { code: "bad_request", message: "people: a game and a name or null per seat" } };
  }
  people.set(game, names);
  return { id, ok: true };
}

/**
 * After a reply that ends a round: that round's summary counted, at the game's level, with help or
 * not, today: for each person at the table (statistics.js `roundsOf`; a watched game's, nobody's).
 */
async function countIfOver(handle, game, reply) {
  if (!reply.events?.some((/** @type {{type: string}} */ event) => event.type === "round_over")) return; // a hint has no events
  if (!reply.view.seats?.includes("person")) return;
  const { summary } = JSON.parse(handle(JSON.stringify({ type: "summary", game })));
  const now = new Date();
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
  const round = { summary, level: reply.view.level, assisted: reply.view.assisted === true, day };
  const rounds = roundsOf(round, reply.view, people.get(game) ?? null);
  const counted = rounds.reduce((statistics, each) => countRound(statistics, each), await storedStatistics());
  await saves.putStatistics(counted).catch((error) => {
    console.warn(`mazzo: statistics not kept: ${error instanceof Error ? error.message : error}`);
  });
}

async function answerStatistics({ id, type, statistics }) {
  if (type === "statistics") return { id, ok: true, statistics: await storedStatistics() };
  if (!playing) return { id, ok: false, error: { code: "not_playing", message: "another tab plays: it keeps the statistics" } };
  let next;
  try {
    next = type === "statistics_reset" ? empty() : validate(statistics);
  } catch (error) {
    if (!(error instanceof StatisticsError)) throw error;
    return { id, ok: false, error: { code: "bad_statistics", message: error.message, reason: error.reason, params: { field: error.field } } };
  }
  await saves.putStatistics(next);
  return { id, ok: true, statistics: next };
}

/** Stores the shipped snapshot restored at the start, once: the page asks when it is idle. */
async function storeRestored(runtime, { id }) {
  const keep = runtime.keep;
  runtime.keep = null;
  await keep?.();
  return { id, ok: true, stored: keep !== null };
}

function memory(pyodide, { id }) {
  const objects = pyodide.runPython("import gc; len(gc.get_objects())");
  return { id, ok: true, heap_bytes: heapBytes(pyodide), python_objects: objects };
}

const engine = startEngine();
engine.catch((error) => {
  send({ event: "failed", step, message: String(error instanceof Error ? error.message : error) });
  step = "failed"; // no more progress news
});

self.onmessage = async ({ data: request }) => {
  let runtime;
  try {
    runtime = await engine;
  } catch {
    send(errorReply(request, "unavailable", "the game engine failed to load"));
    return;
  }
  try {
    self.postMessage(await answer(runtime, request));
  } catch (error) {
    send(errorReply(request, "internal", String(error instanceof Error ? error.message : error)));
  }
};

function errorReply(request, code, message) {
  let id = null;
  try {
    id = JSON.parse(request).id ?? null;
  } catch {
    // Not JSON: the reply goes out without an id.
  }
  return { id, ok: false, error: { code, message } };
}
