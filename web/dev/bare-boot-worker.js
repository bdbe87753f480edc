/**
 * A bare Pyodide boot: loadPyodide from the site's runtime files, with the lock file the
 * game's worker passes (build.json's), and nothing else; posts "ready" when booted.
 */
import { loadPyodide } from "../pyodide/pyodide.mjs";

const built = await (await fetch(new URL("../build.json", import.meta.url))).json();
await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href, lockFileContents: built.lock });
self.postMessage("ready");
