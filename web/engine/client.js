/**
 * The page's side of the engine worker (worker.js): numbered JSON requests,
 * replies matched to them by id, and the worker's loading events.
 */

/**
 * A request the engine refused or could not answer; `code` says which kind,
 * and a refused move's `reason` and `params` say why (docs/protocol.md).
 */
export class EngineError extends Error {
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

export class EngineClient {
  #workerURL;
  #callbacks;
  #worker = null;
  #nextId = 1;
  #pending = new Map();

  /**
   * Starts the worker at once.
   * onProgress(step) for each loading step ("runtime", "engine", "ready"),
   * onReady() when the engine answers requests,
   * onFailed({step, message}) when loading failed; restart() tries again,
   * onRestoreFailed({game, message}) when a saved game could not be restored (it is dropped).
   */
  constructor(
    workerURL,
    { onProgress = () => {}, onReady = () => {}, onFailed = () => {}, onRestoreFailed = () => {} } = {},
  ) {
    this.#workerURL = workerURL;
    this.#callbacks = { onProgress, onReady, onFailed, onRestoreFailed };
    this.#start();
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
    this.#start();
  }

  #start() {
    const worker = new Worker(this.#workerURL, { type: "module" });
    worker.onmessage = (event) => {
      if (worker === this.#worker) this.#receive(JSON.parse(event.data));
    };
    // A worker script that cannot load or run at all ends up here, not in a "failed" event.
    worker.onerror = (event) => {
      event.preventDefault();
      if (worker === this.#worker) this.#fail("worker", event.message || "the worker script did not start");
    };
    this.#worker = worker;
  }

  #receive(message) {
    if (message.event === "progress") {
      this.#callbacks.onProgress(message.step);
      if (message.step === "ready") this.#callbacks.onReady();
    } else if (message.event === "failed") {
      this.#fail(message.step, message.message);
    } else if (message.event === "restore_failed") {
      this.#callbacks.onRestoreFailed({ game: message.game, message: message.message });
    } else {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message);
      else pending.reject(new EngineError(message.error.code, message.error.message, message.error));
    }
  }

  #fail(step, message) {
    this.#rejectPending("unavailable", message);
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
