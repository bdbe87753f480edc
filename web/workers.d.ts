/**
 * The Pyodide runtime's modules, for TypeScript's check of the workers (tsconfig.workers.json).
 * build.py copies them beside the page, into dist/pyodide/; web/ has no copy, so their types are
 * the npm package's own (pyodide.d.ts, which "pyodide" names there). Not shipped.
 */
declare module "*/pyodide/pyodide.mjs" {
  export * from "pyodide";
}

/** Pyodide's Emscripten module: imported only to start its download early (engine/runtime.js). */
declare module "*/pyodide/pyodide.asm.mjs" {}
