/**
 * The engine worker's saved games, one per game, in IndexedDB (which workers
 * can use, unlike localStorage).
 *
 * Saves come before anything optional: when the browser says the storage is
 * full, the optional data goes (the engine snapshot, the hand-over cache:
 * makeRoom) and the save is tried again. When the database is deleted or
 * closed under the page, it is opened again (and made again) for the next
 * write. A write that still fails rejects: the worker goes on playing and
 * tells the page once. Where storage is unavailable at all (some private
 * windows and sandboxes) nothing is restored: play goes on.
 *
 * The player's statistics (statistics.js) live in the same database, in a
 * store of their own, written like the saves by the tab that plays only.
 */
const DATABASE = "mazzo";
const STORE = "saves";
// Statistics: their store (added in the database's version 2) and their one key.
const STATISTICS = "statistics";
const STATISTICS_KEY = "all";
const VERSION = 2;

export class SaveStore {
  /** @type {Promise<IDBDatabase> | null} */
  #opening = null;
  #makeRoom;

  /** `makeRoom()`: deletes optional data to free space, before a failed save is tried again. */
  constructor(makeRoom = async () => {}) {
    this.#makeRoom = makeRoom;
  }

  /** Every saved game as [game, save] pairs ([] when storage is unavailable). */
  async all() {
    try {
      const store = await this.#store("readonly");
      const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
      return keys.map((key, index) => [key, values[index]]);
    } catch (error) {
      console.warn(`mazzo: saved games unavailable: ${error instanceof Error ? error.message : error}`);
      return [];
    }
  }

  /** Stores `save` as `game`'s; rejects when it cannot, even with room made and the database opened again. */
  async put(game, save) {
    try {
      await this.#write((store) => store.put(save, game));
    } catch (error) {
      if (error instanceof DOMException && error.name === "QuotaExceededError") await this.#makeRoom();
      this.#opening = null;
      await this.#write((store) => store.put(save, game));
    }
  }

  // Statistics: read (undefined when none yet, or storage is unavailable) and written whole.
  async statistics() {
    try {
      return await settle((await this.#store("readonly", STATISTICS)).get(STATISTICS_KEY));
    } catch (error) {
      console.warn(`mazzo: statistics unavailable: ${error instanceof Error ? error.message : error}`);
      return undefined;
    }
  }

  async putStatistics(statistics) {
    try {
      await this.#write((store) => store.put(statistics, STATISTICS_KEY), STATISTICS);
    } catch {
      this.#opening = null;
      await this.#write((store) => store.put(statistics, STATISTICS_KEY), STATISTICS);
    }
  }

  async delete(game) {
    try {
      await this.#write((store) => store.delete(game));
    } catch (error) {
      console.warn(`mazzo: a saved game could not be deleted: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** Runs `change` in a read-write transaction; resolves once it is committed. */
  async #write(change, name = STORE) {
    const store = await this.#store("readwrite", name);
    change(store);
    await new Promise((resolve, reject) => {
      store.transaction.oncomplete = resolve;
      store.transaction.onerror = () => reject(store.transaction.error);
      store.transaction.onabort = () => reject(store.transaction.error ?? new DOMException("aborted", "AbortError"));
    });
  }

  async #store(mode, name = STORE) {
    this.#opening ??= this.#open();
    try {
      return (await this.#opening).transaction(name, mode).objectStore(name);
    } catch (error) {
      this.#opening = null;
      throw error;
    }
  }

  async #open() {
    const opening = indexedDB.open(DATABASE, VERSION);
    opening.onupgradeneeded = () => {
      for (const name of [STORE, STATISTICS]) {
        if (!opening.result.objectStoreNames.contains(name)) opening.result.createObjectStore(name);
      }
    };
    const database = await settle(opening);
    // Deleted under the page (another tab, the browser's settings), or closed by the browser:
    // let it go, and open it again for the next write.
    database.onversionchange = () => {
      database.close();
      this.#opening = null;
    };
    database.onclose = () => (this.#opening = null);
    return database;
  }
}

function settle(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
