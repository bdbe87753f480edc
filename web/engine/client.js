/**
 * The page's side of the engine worker (worker.js): numbered JSON requests,
 * replies matched to them by id, and the worker's loading events; and the
 * throwaway worker that snapshots the engine (snapshot-worker.js).
 */

/**
 * @typedef {{ loaded: number, total: number }} Bytes What a first visit downloaded so far.
 * @typedef {{ step: string, message: string }} Failure
 * @typedef {{ game: string, message: string }} RestoreFailure
 * @typedef {{
 *   progress: [string, Bytes?] | null,
 *   ready: boolean,
 *   failed: Failure | null,
 *   restoreFailed: RestoreFailure[],
 *   saveFailed: string | null,
 * }} Heard
 * @typedef {{ path: "snapshot" | "shipped" | "boot", fallback: string | null, shipped: string | null, phases: Record<string, number> }} Boot
 * @typedef {{
 *   onProgress?: (step: string, bytes?: Bytes) => void,
 *   onReady?: () => void,
 *   onFailed?: (failure: Failure) => void,
 *   onRestoreFailed?: (news: RestoreFailure) => void,
 *   onSaveFailed?: (message: string) => void,
 * }} Callbacks
 */

/**
 * A request the engine refused or could not answer; `code` says which kind,
 * and a refused move's `reason` and `params` say why (docs/protocol.md).
 */
export class EngineError extends Error {
  /**
   * @param {string} code
   * @param {string} message
   * @param {{ reason?: string | null, params?: Record<string, unknown> }} [details]
   */
  constructor(code, message, { reason = null, params = {} } = {}) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.reason = reason;
    this.params = params;
  }
}

/**
 * A request unanswered this long means the worker died (a browser may kill it without any
 * event): the client then fails, and the page offers to restart the engine. The slowest
 * answer, a Hard move on a slow phone, takes a few seconds.
 */
const ANSWER_LIMIT_MS = 30_000;

/**
 * The cache where a first visit's engine worker leaves what it downloaded, for the service
 * worker to take instead of downloading it again (runtime.js, sw.js).
 */
export const HAND_OVER = "mazzo-hand-over";

/**
 * What the page tells the engine worker as it starts it, in the worker's name (worker.js reads it
 * before anything else): the cache to hand its downloads over to, on a page no service worker
 * controls yet (null otherwise), and whether the player asked to save data. The page's own
 * `navigator.connection` says so: a worker's may be missing, or miss the page's emulation.
 * @returns {{ handOver: string | null, saveData: boolean }} worker.js's WorkerStart
 */
function workerStart() {
  const handOver = "serviceWorker" in navigator && !navigator.serviceWorker.controller;
  return { handOver: handOver ? HAND_OVER : null, saveData: savesData() };
}

/** Whether the player asked to save data (navigator.connection.saveData, where the browser has it). */
export const savesData = () => Boolean(/** @type {{ connection?: { saveData?: boolean } }} */ (navigator).connection?.saveData);

export class EngineClient {
  #workerURL;
  #callbacks;
  /** @type {Worker} */
  #worker;
  #nextId = 1;
  #pending = new Map();
  /** What the worker told so far: listen() replays it to the callbacks it gives. */
  #heard = nothingHeard();
  /** @type {Boot | null} */
  #boot = null;

  /**
   * Starts the worker at once.
   * onProgress(step, bytes) for each loading step ("runtime", "restoring", "engine", "ready"),
   *   with bytes = {loaded, total} while a first visit downloads the runtime,
   * onReady() when the engine answers requests,
   * onFailed({step, message}) when loading failed; restart() tries again,
   * onRestoreFailed({game, message}) when a saved game could not be restored (it is dropped),
   * onSaveFailed(message) when a save could not be written (once: the game goes on unsaved).
   * The callbacks may also be given later, with listen().
   * @param {URL} workerURL
   * @param {Callbacks} [callbacks]
   */
  constructor(workerURL, callbacks = {}) {
    this.#workerURL = workerURL;
    this.#callbacks = withDefaults(callbacks);
    this.#worker = this.#start();
  }

  /**
   * Sets the callbacks (see the constructor) and tells them at once what already happened:
   * the page's code may load after the worker started, which happens from the page's head.
   * @param {Callbacks} callbacks
   */
  listen(callbacks) {
    this.#callbacks = withDefaults(callbacks);
    const { progress, ready, failed, restoreFailed, saveFailed } = this.#heard;
    if (progress) this.#callbacks.onProgress(...progress);
    if (ready) this.#callbacks.onReady();
    for (const news of restoreFailed) this.#callbacks.onRestoreFailed(news);
    if (saveFailed) this.#callbacks.onSaveFailed(saveFailed);
    if (failed) this.#callbacks.onFailed(failed);
  }

  /**
   * How the worker got ready, once it is: {path: "snapshot" | "shipped" | "boot", fallback, shipped, phases}, the
   * phases in milliseconds on the page's clock (see worker.js); null before.
   */
  get boot() {
    return this.#boot;
  }

  /**
   * Makes and stores a snapshot of the engine in a throwaway worker (snapshot-worker.js), for
   * the next start; resolves with what it reports, {stored, ...}.
   */
  makeSnapshot() {
    return new Promise((resolve) => {
      const maker = new Worker(new URL("./snapshot-worker.js", this.#workerURL), { type: "module" });
      const done = (outcome) => {
        maker.terminate();
        resolve(outcome);
      };
      maker.onmessage = (event) => done(JSON.parse(event.data));
      maker.onerror = (event) => {
        event.preventDefault();
        done({ stored: false, reason: "failed", message: event.message || "the snapshot worker did not start" });
      };
    });
  }

  /** Sends {type, ...fields}; resolves with the reply, rejects with an EngineError if it is not ok. */
  request(type, fields = {}) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.#fail("worker", "the game engine stopped answering"), ANSWER_LIMIT_MS);
      this.#pending.set(id, { resolve, reject, timer });
      this.#worker.postMessage(JSON.stringify({ ...fields, id, type }));
    });
  }

  /** Throws the worker away, with its unanswered requests, and loads a new one. */
  restart() {
    this.#worker.terminate();
    this.#rejectPending("restarted", "the game engine was restarted");
    this.#worker = this.#start();
  }

  /** Forgets what the last worker told, and starts a new one. */
  #start() {
    this.#heard = nothingHeard();
    this.#boot = null;
    const worker = new Worker(this.#workerURL, { type: "module", name: JSON.stringify(workerStart()) });
    worker.onmessage = (event) => {
      if (worker === this.#worker) this.#receive(JSON.parse(event.data));
    };
    // A worker script that cannot load or run at all ends up here, not in a "failed" event.
    worker.onerror = (event) => {
      event.preventDefault();
      if (worker === this.#worker) this.#fail("worker", event.message || "the worker script did not start");
    };
    return worker;
  }

  #receive(message) {
    if (message.event === "progress") {
      /** @type {[string, Bytes?]} */
      const progress =
        "loaded" in message ? [message.step, { loaded: message.loaded, total: message.total }] : [message.step];
      this.#heard.progress = progress;
      this.#callbacks.onProgress(...progress);
      if (message.step === "ready") this.#ready(message.boot);
    } else if (message.event === "failed") {
      this.#fail(message.step, message.message);
    } else if (message.event === "restore_failed") {
      const news = { game: message.game, message: message.message };
      this.#heard.restoreFailed.push(news);
      this.#callbacks.onRestoreFailed(news);
    } else if (message.event === "save_failed") {
      this.#heard.saveFailed = message.message;
      this.#callbacks.onSaveFailed(message.message);
    } else {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message);
      else pending.reject(new EngineError(message.error.code, message.error.message, message.error));
    }
  }

  #ready(boot) {
    const phases = Object.fromEntries(Object.entries(boot.phases).map(([name, at]) => [name, at - performance.timeOrigin]));
    this.#boot = { ...boot, phases };
    this.#heard.ready = true;
    this.#callbacks.onReady();
  }

  #fail(step, message) {
    this.#rejectPending("unavailable", message);
    this.#heard.failed = { step, message };
    this.#callbacks.onFailed({ step, message });
  }

  #rejectPending(code, message) {
    for (const { reject, timer } of this.#pending.values()) {
      clearTimeout(timer);
      reject(new EngineError(code, message));
    }
    this.#pending.clear();
  }
}

/** @returns {Heard} */
function nothingHeard() {
  return { progress: null, ready: false, failed: null, restoreFailed: [], saveFailed: null };
}

/**
 * @param {Callbacks} callbacks
 * @returns {Required<Callbacks>}
 */
function withDefaults({
  onProgress = () => {},
  onReady = () => {},
  onFailed = () => {},
  onRestoreFailed = () => {},
  onSaveFailed = () => {},
}) {
  return { onProgress, onReady, onFailed, onRestoreFailed, onSaveFailed };
}
