/**
 * The engine worker: runs Python (Pyodide) off the page's thread and answers
 * the page's requests through mazzo.protocol.handle.
 *
 * Page → worker: a JSON string request {"id": n, "type": ..., ...}.
 * Worker → page: JSON strings, either the reply that handle() returns (same
 * id), or an event: {"event": "progress", "step": "runtime" | "engine" | "ready"}
 * or {"event": "failed", "step": ..., "message": ...}.
 *
 * Every file comes from this worker's own directory (see build.py), so the
 * site works under any sub-path and never asks another host for anything.
 *
 * Saves: after every request that changes a game, the worker stores the
 * game's save (seed and move log) in IndexedDB, and restores the saved games
 * when it starts, before it reports "ready". The saves stay here: they hold
 * the seed, which would reveal the deck, so the page can neither ask for a
 * save nor load one. A save that cannot be restored is dropped and reported
 * as {"event": "restore_failed", "game": ..., "message": ...}.
 */
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { SaveStore } from "./saves.js";

/** A file of the site, relative to its root (this worker lives in engine/). */
const local = (path) => new URL(`../${path}`, import.meta.url).href;
const send = (message) => self.postMessage(JSON.stringify(message));

let step = "runtime";

async function startEngine() {
  send({ event: "progress", step: "runtime" });
  const manifest = await fetchJSON(local("build.json"));
  const pyodide = await loadRuntime();
  step = "engine";
  send({ event: "progress", step: "engine" });
  await installWheel(pyodide, local(manifest.wheels.mazzo));
  const { handle } = pyodide.pyimport("mazzo.protocol");
  await restoreSavedGames(handle);
  step = "ready";
  send({ event: "progress", step: "ready" });
  return handle;
}

const saves = new SaveStore();
/** Requests that change a game, after which its save is rewritten. */
const CHANGES_A_GAME = new Set(["new_game", "play", "computer", "next_round"]);
/** Requests only the worker itself may make: their replies hold the seed. */
const WORKER_ONLY = new Set(["save", "load"]);

async function restoreSavedGames(handle) {
  for (const [game, save] of await saves.all()) {
    const reply = JSON.parse(handle(JSON.stringify({ type: "load", save })));
    if (!reply.ok) {
      await saves.delete(game);
      send({ event: "restore_failed", game, message: reply.error.message });
    }
  }
}

/** Answers one page request; after a change, keeps the game's save up to date. */
async function answer(handle, request) {
  let message;
  try {
    message = JSON.parse(request);
  } catch {
    return handle(request); // the engine explains what is wrong with it
  }
  if (WORKER_ONLY.has(message?.type)) {
    return JSON.stringify(errorReply(request, "unknown_type", `${message.type} is not available to the page`));
  }
  const reply = JSON.parse(handle(request));
  // The engine refuses a request too large or too deeply nested before reading it, so its
  // error cannot name the request's id; the worker, which has read it, can.
  reply.id ??= message?.id ?? null;
  if (CHANGES_A_GAME.has(message?.type) && reply.ok) {
    const saved = JSON.parse(handle(JSON.stringify({ type: "save", game: message.game })));
    await saves.put(message.game, saved.save);
  }
  return JSON.stringify(reply);
}

/**
 * Pyodide 314 catches a failed instantiation of its wasm (HTTP error, wrong
 * MIME type, cut-off download), logs a warning and then waits forever; so
 * watch WebAssembly.instantiateStreaming while it loads, and fail instead.
 */
async function loadRuntime() {
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  const instantiationFailed = new Promise((_, reject) => {
    WebAssembly.instantiateStreaming = (...args) => {
      const instantiating = instantiateStreaming(...args);
      instantiating.catch((error) => reject(new Error(`pyodide.asm.wasm: ${error.message}`)));
      return instantiating;
    };
  });
  try {
    return await Promise.race([loadPyodide({ indexURL: local("pyodide/") }), instantiationFailed]);
  } finally {
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

/**
 * Installs a pure-Python wheel with no dependencies into site-packages.
 * Given a wheel's URL, loadPackage fetches it and unpacks it, with no lock
 * file entry, index or micropip; but it only logs a failure, so throw it here.
 */
async function installWheel(pyodide, url) {
  const errors = [];
  const installed = await pyodide.loadPackage(url, { errorCallback: (message) => errors.push(message) });
  if (installed.length === 0) throw new Error(errors.at(-1) ?? `${url}: not installed`);
}

async function fetchJSON(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

const engine = startEngine();
engine.catch((error) => send({ event: "failed", step, message: String(error?.message ?? error) }));

self.onmessage = async ({ data: request }) => {
  let handle;
  try {
    handle = await engine;
  } catch {
    send(errorReply(request, "unavailable", "the game engine failed to load"));
    return;
  }
  try {
    self.postMessage(await answer(handle, request));
  } catch (error) {
    send(errorReply(request, "internal", String(error?.message ?? error)));
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
