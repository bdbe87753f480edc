/**
 * The engine worker's saved games, one per game, in IndexedDB (which workers
 * can use, unlike localStorage). Where storage is unavailable (some private
 * windows and sandboxes) the games are simply not kept: play goes on.
 */
const DATABASE = "mazzo";
const STORE = "saves";

export class SaveStore {
  #opening = null;

  /** Every saved game as [game, save] pairs. */
  async all() {
    const store = await this.#store("readonly");
    if (!store) return [];
    const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
    return keys.map((key, index) => [key, values[index]]);
  }

  async put(game, save) {
    const store = await this.#store("readwrite");
    if (store) await settle(store.put(save, game));
  }

  async delete(game) {
    const store = await this.#store("readwrite");
    if (store) await settle(store.delete(game));
  }

  async #store(mode) {
    try {
      this.#opening ??= openDatabase();
      return (await this.#opening).transaction(STORE, mode).objectStore(STORE);
    } catch (error) {
      console.warn(`mazzo: saved games unavailable: ${error?.message ?? error}`);
      return null;
    }
  }
}

function openDatabase() {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return settle(opening);
}

function settle(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
