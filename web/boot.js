/**
 * The page's entry point: draws the empty table at once, starts the engine
 * worker, and shows its loading steps, or what failed with a Retry button.
 * <html data-app> tells the state: "loading", then "ready" or "error".
 */
import { EngineClient } from "./client.js";
import { paintFelt } from "./felt.js";
import { strings } from "./strings.js";
import { createSurface } from "./surface.js";

const STEPS = ["runtime", "engine", "ready"];

const root = document.documentElement;
const element = (id) => document.getElementById(id);

document.title = strings.title;
for (const node of document.querySelectorAll("[data-text]")) node.textContent = strings[node.dataset.text];

const surface = createSurface(element("table"), paintFelt);
element("progress").max = STEPS.length;

const client = new EngineClient(new URL("./worker.js", import.meta.url), {
  onProgress: showStep,
  onReady: greetEngine,
  onFailed: showFailure,
});

// A handle for the browser console and the browser tests.
globalThis.mazzo = { client, surface };

element("retry").addEventListener("click", () => {
  showStep(STEPS[0]);
  client.restart();
});

function showStep(step) {
  delete root.dataset.failedStep;
  root.dataset.app = "loading";
  element("progress").value = STEPS.indexOf(step) + 1;
  element("step").textContent = strings.steps[step];
}

/** Ready means the engine has answered: one ping, which also gives the version. */
async function greetEngine() {
  try {
    const { version } = await client.request("ping");
    element("version").textContent = strings.version(version);
    root.dataset.app = "ready";
  } catch (error) {
    showFailure({ step: "engine", message: error.message });
  }
}

function showFailure({ step, message }) {
  console.error(`mazzo: ${step} failed: ${message}`);
  root.dataset.app = "error";
  root.dataset.failedStep = step;
  element("failure-message").textContent = strings.failed[step] ?? strings.failed.worker;
  element("failure-detail").textContent = message;
  element("retry").focus();
}
