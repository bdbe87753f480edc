/**
 * What the page shows around the table, drawn from the app's state (core/state.js owns it and asks
 * for `drawPart` after each change; nothing here decides): the stage and the busy flag on <html>, the
 * score bar (names, scores, round, target), the status line (what was said, what to do now, the
 * keys), the settings in use on <html> and the toolbar's switches, the table for screen readers
 * (mirror.js) and the watch bar (watch-bar.js).
 */
import { GAMES } from "../games.js";
import { playersStage } from "../core/state.js";
import { watchedSides } from "../core/names.js";
import { drawMirror } from "./mirror.js";
import { drawWatch } from "./watch-bar.js";
import { strings } from "../../ui/strings.js";
import { peopleAt, personAt, seatCountOf, sideNames, together } from "../core/together.js";

/** @typedef {import("../core/state.js").App} App */

const root = document.documentElement;
const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Puts `text` in `node` when it says something else (the status line is a live region: the same words are not said twice). */
function put(/** @type {HTMLElement} */ node, /** @type {string} */ text) {
  if (node.textContent !== text) node.textContent = text;
}

/** Draws the part of the page that changed (`part`, as the owner says: the stage or the view, the settings, the words said). */
export function drawPart(/** @type {App} */ app, /** @type {import("../core/state.js").Part} */ part) {
  if (part === "page") drawPage(app);
  else if (part === "settings") drawSettings(app);
  else drawWords(app);
}

/** Whether cards are moving on the table (<html data-moving>): the player may act meanwhile, and the table then comes to rest at once. */
export function drawMoving(/** @type {boolean} */ moving) {
  if (moving) root.dataset.moving = "1";
  else delete root.dataset.moving;
}

/** The page as the state says: the stage and the busy flag, the turn, the score, what to do now (on the player's stage). */
function drawPage(/** @type {App} */ app) {
  const acting = playersStage(app);
  root.dataset.screen = app.screen;
  if (app.busy) root.dataset.busy = "1";
  else delete root.dataset.busy;
  app.table.setInteractive(acting);
  const view = app.view;
  if (view) {
    root.dataset.turn = view.round_over || view.game_over ? "over" : view.computer_to_move ? "computer" : "human";
    root.dataset.round = String(view.round + 1);
    if (view.phase) root.dataset.phase = view.phase;
    else delete root.dataset.phase;
  }
  // Under the pass screen, the tools for the person to move wait for them (plugins/pass.js); the others answer.
  for (const id of ["hint-tool", "undo", "review-open"]) /** @type {HTMLButtonElement} */ (element(id)).disabled = app.screen === "passing";
  showScore(app);
  showPrompt(app, acting);
  drawMirror(app);
  drawWatch(app);
}

/** What to do now: the game's prompt on your turn; the key hints each kept on one line. */
function showPrompt(/** @type {App} */ app, /** @type {boolean} */ acting) {
  const prompt =
    acting && app.view ? app.play.prompt(app.view)
    : app.watch ? strings.watch.status
    : app.screen === "computer-turn" ? strings.status.computerTurn
    : { text: "", keys: "" };
  // People playing together: whose turn it is, by name.
  const name = acting && app.view && together(app.view) ? personAt(app.people, app.view, 0) : null;
  put(element("prompt"), name ? `${strings.together.turnOf(name)} · ${prompt.text}` : prompt.text);
  const keys = element("keys");
  if (keys.dataset.shown === prompt.keys) return;
  keys.dataset.shown = prompt.keys;
  const hints = prompt.keys ? prompt.keys.split(" · ") : [];
  keys.replaceChildren(
    ...hints.flatMap((hint, i) => {
      const span = document.createElement("span");
      span.className = "hint";
      span.textContent = hint;
      return i ? [" · ", span] : [span];
    }),
  );
}

function showScore(/** @type {App} */ app) {
  const view = app.view;
  if (!view) return;
  showSides(app);
  const [mine, theirs] = GAMES[app.game].words.scoreBar?.(view, app.settings).scores ?? view.scores.map((/** @type {number} */ score) => strings.number(score));
  element("score-0").textContent = mine;
  element("score-1").textContent = theirs;
  element("score-target").textContent = GAMES[app.game].words.target(view.options.target, view, app.settings.style);
  // The deal of the day says so beside it (plugins/daily.js).
  element("score-round").textContent = strings.score.round(view.round + 1);
  element("score-meta").hidden = false;
}

/** The words last said, in the live region (again in another language); words shown elsewhere are said, not shown twice. */
function drawWords(/** @type {App} */ app) {
  const words = app.news ?? "";
  const news = element("news");
  news.textContent = typeof words === "function" ? words() : words;
  news.toggleAttribute("data-shown-elsewhere", typeof words !== "string" && words.shown === true);
}

/** The settings in use, on <html> and on the toolbar's switches (the game's options are chosen in the menu). */
function drawSettings(/** @type {App} */ app) {
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
  // The table for screen readers, shown or hidden as the settings room's switch says.
  drawMirror(app);
}

/** The score bar's names of the two sides: you and the computer, or the partnerships. */
function showSides(/** @type {App} */ app) {
  // Before the first view of a game is on the table (no one holds the device yet: core/state.js `begin`, even
  // while the pass screen waits for the first tap), the view there is the last game's: the settings say
  // which table is coming.
  const view = app.holder === null ? null : app.view;
  // So do they say who sits at it (the menu's people; a watched table's are all the computer's).
  const people = view || app.watch ? app.people : peopleAt(app.settings, app.game, seatCountOf(app.settings, app.game));
  const { words } = GAMES[app.game];
  // The bar holds two names: at a watched table of three or four each for themselves (Scala 40), the first seat's, the others' by their scores.
  const watched = watchedSides(app, view);
  const sides = (watched && [watched[0], watched.length > 2 ? "" : watched[1]]) ?? words.scoreBar?.(view, app.settings).names ??
    sideNames(people, view, words.sides?.(view, app.settings) ?? strings.players);
  sides.forEach((side, i) => (element(`score-name-${i}`).textContent = side));
}
