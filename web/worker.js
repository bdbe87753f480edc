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
 */
import { loadPyodide } from "./pyodide/pyodide.mjs";

const local = (path) => new URL(path, import.meta.url).href;
const send = (message) => self.postMessage(JSON.stringify(message));

let step = "runtime";

async function startEngine() {
  send({ event: "progress", step: "runtime" });
  const manifest = await fetchJSON(local("./build.json"));
  const pyodide = await loadRuntime();
  step = "engine";
  send({ event: "progress", step: "engine" });
  await pyodide.loadPackage(local(manifest.wheels.micropip));
  const micropip = pyodide.pyimport("micropip");
  // deps=False: mazzo needs nothing else, so micropip never consults a package index.
  await micropip.install.callKwargs(local(manifest.wheels.mazzo), { deps: false });
  const { handle } = pyodide.pyimport("mazzo.protocol");
  step = "ready";
  send({ event: "progress", step: "ready" });
  return handle;
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
    return await Promise.race([loadPyodide({ indexURL: local("./pyodide/") }), instantiationFailed]);
  } finally {
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
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
    self.postMessage(handle(request));
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
