/**
 * The page's entry point: draws the table at once, shows the loading steps
 * of the engine worker (started from the page's head by engine/start.js), or
 * what failed, with a Retry button, then hands the engine to the app, which
 * deals the first game. <html data-app> tells the state: "loading", then
 * "ready" or "error", or "elsewhere" while another tab plays (tabs.js), with
 * a Play here button; input is paused then.
 * Once the game is ready and the page idle, it keeps the game for next time
 * (offline.js). It tells an embedding page what happens (embed.js), asks
 * for persistent storage once a first game is finished (storage.js), and
 * says so when a saved game could not be restored, a game cannot be saved,
 * or the engine stopped (Retry then restarts it and resumes the game).
 */
import { createApp } from "./app/app.js";
import { client } from "./engine/start.js";
import { EmbedBridge } from "./shell/embed.js";
import { keepForNextTime } from "./shell/offline.js";
import { keepStorage } from "./shell/storage.js";
import { PlayLock } from "./shell/tabs.js";
import { onLanguageChange, startLanguage, switchLanguage } from "./ui/language.js";
import { attachRulesPanel } from "./ui/rules-panel.js";
import { strings } from "./ui/strings.js";
import { createSurface } from "./table/surface.js";

/** How far the bar is at each step; a first visit's download fills the runtime's share by bytes. */
const PROGRESS = { runtime: 0.1, restoring: 0.6, engine: 0.9, ready: 1 };
const DOWNLOAD_SHARE = 0.85;

const root = document.documentElement;
/** The element of index.html with this id. */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`index.html has no #${id}`);
  return found;
}
const progressBar = /** @type {HTMLProgressElement} */ (element("progress"));
/** The text for a key such as "toolbar.rules" or "players.0". */
const text = (path) => path.split(".").reduce((node, key) => node[key], strings);

/** The loading step on show, and the failure on show (a key of strings.failed), shown again in a newly chosen language. */
let loadingStep = null;
let failure = null;

/** The page's own texts, in the language in use (again after each switch). */
function showTexts() {
  document.title = strings.title;
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-text]"))) {
    node.textContent = text(node.dataset.text);
  }
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-label]"))) {
    node.setAttribute("aria-label", text(node.dataset.label));
  }
  element("step").textContent = loadingStep ? stepText(loadingStep) : "";
  // One tip while the engine loads, another the next day.
  const tips = strings.loading.tips;
  element("tip").textContent = strings.loading.tip(tips[new Date().getDate() % tips.length]);
  element("failure-message").textContent = failure ? strings.failed[failure] : "";
}

await startLanguage();
showTexts();
onLanguageChange(showTexts);
attachRulesPanel(element("rules"), element("rules-panel"));

const surface = createSurface(element("table"), () => {});
const app = createApp(surface, {
  onRoundOver: (game, summary) => {
    embedding.post(summary.game_over ? "game_over" : "round_over", roundNews(game, summary));
    if (summary.game_over) keepStorage();
  },
  onDailyResult: ({ game, day, won, scores, feats, line }) =>
    embedding.post("daily_result", { game, date: day, winner: won ? "you" : "computer", scores, feats, line }),
});
const embedding = new EmbedBridge(new URLSearchParams(location.search), (command) => {
  if (root.dataset.app !== "ready") return root.dataset.app === "elsewhere" ? "elsewhere" : "not_ready";
  app.command(command);
  return null;
});
const tabs = new PlayLock({
  onPlay: () => playHere().catch(showEngineFailure),
  onElsewhere: showElsewhere,
  stop: () => client.request("playing", { here: false }),
});
/** Once the engine has been ready, a failure means it stopped in the middle of a game. */
let wasReady = false;
progressBar.max = 1;

element("notice-close").addEventListener("click", () => (element("notice").hidden = true));
element("play-here").addEventListener("click", () => tabs.take());
// While another tab plays, the table takes no keys (the panel on top takes the pointer).
window.addEventListener("keydown", (event) => root.dataset.app === "elsewhere" && event.stopImmediatePropagation(), true);

// A handle for the browser console and the browser tests (the page's modules are one bundle: a
// module imported on its own would be another copy, with its own state).
globalThis.mazzo = { client, surface, animator: app.animator, switchLanguage, texts: () => strings };

element("retry").addEventListener("click", () => {
  showStep("runtime");
  client.restart();
});
// Last: the worker may have news already, which this hears at once.
client.listen({
  onProgress: showStep,
  onReady: greetEngine,
  onFailed: showFailure,
  onRestoreFailed: () => showNotice(strings.notices.restoreFailed),
  onSaveFailed: () => showNotice(strings.shell.notKept),
});

/**
 * Shows a loading step, or the bytes downloaded so far. Within one loading the bar never goes
 * back: a worker that gives up the shipped snapshot for a boot starts its "runtime" step again
 * with other files to count, and a restore comes after the bytes are in.
 */
function showStep(step, bytes) {
  const floor = root.dataset.app === "loading" ? progressBar.value : 0;
  delete root.dataset.failedStep;
  failure = null;
  root.dataset.app = "loading";
  progressBar.value = Math.max(floor, bytes ? (DOWNLOAD_SHARE * bytes.loaded) / bytes.total : PROGRESS[step]);
  loadingStep = step;
  element("step").textContent = stepText(step);
}

function stepText(step) {
  return strings.steps[step] ?? strings.shell.steps[step];
}

/** The engine answered: its version shows, then this tab plays, or waits while another does. */
async function greetEngine() {
  try {
    const { version } = await client.request("ping");
    element("version").textContent = strings.version(version);
    await tabs.claim();
  } catch (error) {
    showEngineFailure(error);
  }
}

/** Bumped each time this tab starts or stops playing: a start that was overtaken stops. */
let turn = 0;

/** This tab plays: its engine takes the saved games and writes them; the app goes on with the game. */
async function playHere() {
  const mine = ++turn;
  await client.request("playing", { here: true });
  await app.start(client);
  if (mine !== turn) return;
  root.dataset.app = "ready";
  if (!wasReady) {
    keepForNextTime(client, { onUpdateReady: () => showNotice(strings.notices.updateReady) }).then(
      (snapshot) => snapshot && (globalThis.mazzo.snapshot = snapshot),
    );
  }
  wasReady = true;
  embedding.post("ready", { game: root.dataset.game });
}

/** Another tab plays: this one shows so, with Play here, and sends nothing that changes a game. */
function showElsewhere() {
  turn += 1;
  for (const dialog of /** @type {NodeListOf<HTMLDialogElement>} */ (document.querySelectorAll("dialog[open]"))) {
    dialog.close();
  }
  root.dataset.app = "elsewhere";
  embedding.post("elsewhere");
  element("play-here").focus();
}

function showFailure({ step, message }) {
  console.error(`mazzo: ${step} failed: ${message}`);
  root.dataset.app = "error";
  root.dataset.failedStep = step;
  failure = wasReady ? "stopped" : step in strings.failed ? step : "worker";
  element("failure-message").textContent = strings.failed[failure];
  element("failure-detail").textContent = message;
  element("retry").focus();
}

/** The engine did not answer as it should, or this tab could not start playing. */
function showEngineFailure(error) {
  showFailure({ step: "engine", message: error instanceof Error ? error.message : String(error) });
}

function showNotice(message) {
  element("notice-text").textContent = message;
  element("notice").hidden = false;
}

/** What an embedding page learns of a finished round: scores and, at the end, the winner. */
function roundNews(game, summary) {
  const scores = summary.players.map((player) => player.total);
  if (!summary.game_over) return { game, round: summary.round, scores };
  return { game, winner: summary.winner === 0 ? "you" : "computer", scores };
}
