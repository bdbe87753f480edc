/**
 * One tab plays at a time: two tabs (or two embedded copies on one host
 * page, which share the origin's storage) would write the same saves, and
 * whichever wrote last would win.
 *
 * The tab that plays holds the Web Lock "mazzo-play"; every other tab waits
 * in the lock's queue, so a playing tab that is closed or crashes frees the
 * game for the next. "Play here" goes through a BroadcastChannel: the asking
 * tab says "take"; the playing tab stops (its engine writes its last saves
 * and then no more) and answers "released"; the asking tab then steals the
 * lock, so that it, and not the queue's first, plays next, and its engine
 * reads the saves again. A playing tab that does not answer (frozen, say) is
 * stolen from after a while all the same: frozen, it writes nothing.
 *
 * A tab remembers that it plays (sessionStorage, which is the tab's own and
 * outlives a reload), so reloading the tab that plays takes the game back
 * from whichever waiting tab the reload let have it.
 *
 * Without Web Locks (browsers older than 2022) every tab plays, as before.
 */
const NAME = "mazzo-play";
const PLAYS_HERE = "mazzo.playsHere";
const ANSWER_LIMIT_MS = 3_000;

export class PlayLock {
  /** @type {BroadcastChannel | null} */
  #channel = null;
  #holding = false;
  /** @type {AbortController | null} */
  #queued = null;
  #onPlay;
  #onElsewhere;
  #stop;

  /**
   * onPlay() when this tab becomes the one playing; onElsewhere() when another tab is (or is
   * about to be) the one playing; stop() (a promise) finishes this tab's writes before another
   * tab takes the game.
   */
  constructor({ onPlay, onElsewhere, stop }) {
    this.#onPlay = onPlay;
    this.#onElsewhere = onElsewhere;
    this.#stop = stop;
  }

  /**
   * Plays here if no other tab does (or this tab played before its reload), else waits its
   * turn. Again later (a restarted engine): says which.
   */
  async claim() {
    if (!("locks" in navigator) || !("BroadcastChannel" in window)) return this.#onPlay();
    if (this.#channel) return this.#holding ? this.#play() : this.#elsewhere();
    const channel = new BroadcastChannel(NAME);
    this.#channel = channel;
    channel.onmessage = ({ data }) => data === "take" && this.#yield(channel);
    if (remembered()) return this.take();
    if (await this.#hold({ ifAvailable: true })) return this.#play();
    this.#queue();
    this.#elsewhere();
  }

  /** "Play here": takes the game from the tab playing it. */
  async take() {
    if (this.#holding) return this.#play(); // asked for, but never taken: still this tab's
    this.#queued?.abort();
    const held = await navigator.locks.query().then(({ held = [] }) => held.some((lock) => lock.name === NAME), () => true);
    if (held && this.#channel) await this.#askForIt(this.#channel);
    await this.#hold({ steal: true });
    this.#play();
  }

  /**
   * Asks the tab playing to give up the game; resolves when it has, or did not answer in time.
   * @param {BroadcastChannel} channel
   */
  #askForIt(channel) {
    /** @type {Promise<void>} */
    const released = new Promise((resolve) => {
      const done = () => {
        channel.removeEventListener("message", listener);
        clearTimeout(timer);
        resolve();
      };
      const listener = ({ data }) => data === "released" && done();
      const timer = setTimeout(done, ANSWER_LIMIT_MS);
      channel.addEventListener("message", listener);
    });
    channel.postMessage("take");
    return released;
  }

  /**
   * Another tab asks for the game, over `channel`: stop writing, step aside, tell it so, and
   * wait to be stolen from.
   * @param {BroadcastChannel} channel
   */
  async #yield(channel) {
    if (!this.#holding) return;
    await this.#stop();
    this.#elsewhere();
    channel.postMessage("released");
  }

  /** Waits in the lock's queue; plays when the tab playing closes. */
  #queue() {
    this.#queued = new AbortController();
    this.#hold({ signal: this.#queued.signal }).then((held) => held && this.#play());
  }

  #play() {
    remember(true);
    this.#onPlay();
  }

  #elsewhere() {
    remember(false);
    this.#onElsewhere();
  }

  /**
   * Requests the lock; resolves with whether this tab holds it (false: not available, or the
   * wait given up). Held until stolen: then this tab is elsewhere and waits its turn again.
   */
  #hold(options) {
    return new Promise((granted) => {
      navigator.locks
        .request(NAME, options, (lock) => {
          granted(lock !== null);
          this.#holding ||= lock !== null;
          return lock && new Promise(() => {}); // held for good: a playing tab gives it up by being stolen from
        })
        .catch(() => {
          granted(false);
          if (options.signal?.aborted) return;
          this.#holding = false;
          this.#stop(); // stolen without being asked first (this tab did not answer): stop at once
          this.#queue();
          this.#elsewhere();
        });
    });
  }
}

/** Whether this tab played before it was reloaded. */
function remembered() {
  try {
    return sessionStorage.getItem(PLAYS_HERE) === "1";
  } catch {
    return false; // no storage at all: nothing to remember
  }
}

function remember(playsHere) {
  try {
    if (playsHere) sessionStorage.setItem(PLAYS_HERE, "1");
    else sessionStorage.removeItem(PLAYS_HERE);
  } catch {
    // No storage: a reload starts as a new tab.
  }
}
