/**
 * What the page shows around the table, mirrored from the app's state: the
 * screen state and the busy flag on <html>, the score bar (scores, round,
 * target), the status line (what happened, what to do now, the keys), the
 * settings in use on <html> and the toolbar's switches. The announcement on show is kept as words to say again,
 * so a change of language says it again in the new language.
 */
import { GAMES } from "./games.js";
import { dailyOf } from "./daily.js";
import { strings } from "../ui/strings.js";

/** @typedef {import("./app.js").App} App */
/** @typedef {string | (() => string)} Words */

const root = document.documentElement;
const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Whether the human acts on this screen. */
export const humanActs = (/** @type {string} */ screen) => screen === "your-turn" || screen === "choosing";

export function setScreen(/** @type {App} */ app, /** @type {string} */ next) {
  app.screen = next;
  root.dataset.screen = next;
  app.table.setInteractive(humanActs(next));
  showPrompt(app);
}

/** What to do now: the game's prompt on your turn; the key hints each kept on one line. */
export function showPrompt(/** @type {App} */ app) {
  const prompt =
    humanActs(app.screen) && app.view ? app.play.prompt(app.view)
    : app.screen === "computer-turn" ? strings.status.computerTurn
    : { text: "", keys: "" };
  element("prompt").textContent = prompt.text;
  const hints = prompt.keys ? prompt.keys.split(" · ") : [];
  element("keys").replaceChildren(
    ...hints.flatMap((hint, i) => {
      const span = document.createElement("span");
      span.className = "hint";
      span.textContent = hint;
      return i ? [" · ", span] : [span];
    }),
  );
}

export function setBusy(/** @type {App} */ app, /** @type {number} */ token, /** @type {boolean} */ busy) {
  if (token !== app.generation) return;
  if (busy) root.dataset.busy = "1";
  else delete root.dataset.busy;
}

/** Takes the engine's view as the truth: score, turn, round and phase. */
export function commit(/** @type {App} */ app, /** @type {import("../types").View} */ view) {
  app.view = view;
  root.dataset.turn = view.round_over || view.game_over ? "over" : view.computer_to_move ? "computer" : "human";
  root.dataset.round = String(view.round + 1);
  if (view.phase) root.dataset.phase = view.phase;
  else delete root.dataset.phase;
  showScore(app);
}

function showScore(/** @type {App} */ app) {
  const view = app.view;
  if (!view) return;
  showSides(app);
  element("score-0").textContent = strings.number(view.scores[0]);
  element("score-1").textContent = strings.number(view.scores[1]);
  element("score-target").textContent = GAMES[app.game].words.target(view.options.target, view, app.settings.style);
  // The deal of the day says so beside the round.
  const round = strings.score.round(view.round + 1);
  element("score-round").textContent = dailyOf(app.game) ? `${strings.daily.inPlay} · ${round}` : round;
  element("score-meta").hidden = false;
}

/** Says what failed, and leaves the page not busy. */
export function report(/** @type {App} */ app, /** @type {Error} */ error) {
  console.error(`mazzo: ${error.message}`);
  tell(app, () => strings.engineError(error.message));
  setBusy(app, app.generation, false);
}

/** Says `words` in the live region (and keeps them, to say again in another language). */
export function tell(/** @type {App} */ app, /** @type {Words} */ words) {
  app.news = words;
  element("news").textContent = typeof words === "function" ? words() : words;
}

/** The settings in use, on <html> and on the toolbar's switches (the game's options are chosen in the menu). */
export function showSettings(/** @type {App} */ app) {
  const { settings } = app;
  root.dataset.level = settings.level;
  root.dataset.style = settings.style;
  // Until the engine has told its options, the target is unknown and the napola off.
  const target = settings.targets[app.game];
  const napola = settings.napola === true;
  root.dataset.napola = napola ? "1" : "0";
  if (target === undefined) delete root.dataset.target;
  else root.dataset.target = String(target);
  root.dataset.showPoints = settings.showPoints ? "1" : "0";
  // Sound: the switch, hidden where the browser has no Web Audio.
  const sound = settings.sound && app.sound.available;
  root.dataset.sound = sound ? "on" : "off";
  element("sound").hidden = !app.sound.available;
  element("sound").setAttribute("aria-pressed", String(sound));
  // The coach: Hint, and Undo in a practice game, unless the embedding page turned them off.
  root.dataset.practice = settings.practice ? "1" : "0";
  element("hint-tool").hidden = !settings.allows.hints;
  const review = /** @type {HTMLElement} */ (document.querySelector('#toolbar [data-intent="review"]'));
  review.hidden = !settings.allows.hints;
  element("undo").hidden = !settings.practice;
  showSides(app);
}

/** The score bar's names of the two sides: you and the computer, or the partnerships. */
function showSides(/** @type {App} */ app) {
  // Before the first view, the settings say which table is coming.
  const sides = GAMES[app.game].words.sides?.(app.view, app.settings) ?? strings.players;
  sides.forEach((side, i) => (element(`score-name-${i}`).textContent = side));
}

/** Every text again in the language now in use: the game goes on. */
export function showAgain(/** @type {App} */ app) {
  showSettings(app);
  showScore(app);
  showPrompt(app);
  if (app.news) tell(app, app.news);
  app.table.redraw();
}
