/**
 * The yardstick page of bench/load.py: a worker that only boots Pyodide from the
 * same files as the game (bare-boot-worker.js); <html data-app="ready"> once it has.
 */
const worker = new Worker(new URL("bare-boot-worker.js", import.meta.url), { type: "module" });
worker.onmessage = () => (document.documentElement.dataset.app = "ready");
