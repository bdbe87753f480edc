/**
 * The app's state and its one owner. Every change of where play stands goes through a named
 * transition here, and each has the page drawn again from the state (page.js only draws). The
 * stages, as <html data-screen> shows them (docs/architecture.md, the DOM contract):
 *
 *   loading → dealing → your-turn ⇄ choosing → playing (your move on its way) → computer-turn
 *           → your-turn … → round-over or game-over (the count) → dealing …
 *   a watched game (every seat a computer's): dealing → computer-turn ⇄ paused … → round-over …
 *   reviewing stands over any of them, and gives back the one it stood over.
 *
 * A flow holds the generation it started in (`nextGeneration`); a transition asked with an older
 * token is dropped, so a flow of a game thrown away changes nothing.
 */
import { drawPage, drawSettings, drawWords } from "../views/page.js";
import { announce } from "../views/announcer.js";
import { GAMES } from "../games.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../views/page.js").Words} Words */
/** @typedef {import("../../types").View} View */

/**
 * The app's state: the settings, the game on the table and its Play, the engine's view, the stage
 * and whether something is under way (changed only by the transitions below), the generation of
 * the flow under way, the engine client, and the parts the flows use (the table, the sound, the menu).
 * @typedef {{
 *   settings: import("../../types").Settings,
 *   choices: Record<string, import("../../types").OptionChoices> | null,
 *   game: string,
 *   play: import("../../types").Play,
 *   playOf: (name: string) => import("../../types").Play,
 *   view: import("../../types").View | null,
 *   screen: string,
 *   busy: boolean,
 *   generation: number,
 *   gamesStarted: number,
 *   handHadFocus: boolean,
 *   news: import("../views/page.js").Words | null,
 *   people: import("./together.js").People,
 *   holder: number | null,
 *   client: import("../../types").Engine | null,
 *   table: import("../../table/table.js").Table,
 *   sound: import("../../sound/player.js").SoundPlayer,
 *   hooks: {
 *     onRoundOver?: (game: string, summary: import("../../types").Summary) => void,
 *     onDailyResult?: (result: ReturnType<typeof import("../plugins/daily.js").dailyResult>) => void,
 *   },
 *   daily: string | null,
 *   watch: import("../plugins/watch.js").Watch | null,
 *   countBack: (() => void) | null,
 *   menu: ReturnType<typeof import("../views/menu.js").createMenu>,
 *   onMenu: () => void,
 *   onGame: () => void,
 * }} App
 */

/**
 * The state at the start: nothing dealt, loading; each game's Play made once, when it first comes to the table.
 * @param {Pick<App, "settings" | "table" | "hooks" | "sound" | "menu" | "onMenu" | "onGame"> & {kit: import("../../types").Kit}} parts
 * @returns {App}
 */
export function createState({ kit, ...parts }) {
  /** @type {Record<string, import("../../types").Play>} */
  const plays = {};
  const playOf = (/** @type {string} */ name) => (plays[name] ??= GAMES[name].createPlay(kit));
  const game = parts.settings.game;
  return {
    ...parts, game, play: playOf(game), playOf, choices: null, view: null, screen: "loading", busy: false,
    generation: 0, gamesStarted: 0, handHadFocus: false, news: null, people: [""], holder: null, client: null, daily: null, watch: null, countBack: null,
  };
}

/** The stages in which the player acts on the table. */
const ACTING = ["your-turn", "choosing"];

/**
 * Whether the player acts now: their turn, with nothing under way.
 * @param {App} app
 * @returns {app is App & {view: View}}
 */
export const playerActs = (app) => ACTING.includes(app.screen) && !app.busy && app.view !== null;

/** Whether the stage is the player's, busy or not (a hint asked may still come back to it). */
export const playersStage = (/** @type {App} */ app) => ACTING.includes(app.screen);

/** A new generation starts: whatever an older one asks from now on is dropped. */
export function begin(/** @type {App} */ app) {
  app.countBack = null;
  // Nobody's hand is on show yet: with people playing together, the device is passed first (pass.js).
  app.holder = null;
  return ++app.generation;
}

/** Sets the stage and the busy flag, when `token` is the generation in play. */
function enter(/** @type {App} */ app, /** @type {number} */ token, /** @type {string} */ screen, /** @type {boolean} */ busy) {
  if (token !== app.generation) return;
  app.screen = screen;
  app.busy = busy;
  drawPage(app, playersStage(app));
}

/** Cards on their way to the table: a new game, a new round, an undo. */
export const dealing = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "dealing", true);

/** The player's turn, nothing under way. */
export const yourTurn = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "your-turn", false);

/** The player's move is on its way to the engine. */
export const moving = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "playing", true);

/** A watched game waits for the watcher: paused, until Play or One move (watch.js). */
export const paused = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "paused", false);

/** A computer player is thinking, then its move is shown. */
export const computerTurn = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "computer-turn", true);

/** The device passes to the next person (`name`), every hand hidden until they tap (pass.js). */
export function passing(/** @type {App} */ app, /** @type {number} */ token, /** @type {string} */ name) {
  if (token !== app.generation) return;
  said(app, () => strings.together.passTo(name));
  enter(app, token, "passing", false);
}

/** The count of a round; busy until it is on show. */
export const counting = (/** @type {App} */ app, /** @type {number} */ token, /** @type {boolean} */ gameOver) =>
  enter(app, token, gameOver ? "game-over" : "round-over", true);

/** The player picks among ways to play a card (the game's Play says when), or has stopped picking. */
export function choosing(/** @type {App} */ app, /** @type {boolean} */ picking) {
  enter(app, app.generation, picking ? "choosing" : "your-turn", app.busy);
}

/** The review stands over the table; the function returned gives back the stage it stood over (unless a new game came meanwhile). */
export function reviewing(/** @type {App} */ app) {
  const { screen: over, generation } = app;
  enter(app, generation, "reviewing", app.busy);
  return () => enter(app, generation, over, app.busy);
}

/** Something is under way (a question, the engine asked), or no longer: the stage stays. */
export const working = (/** @type {App} */ app, /** @type {number} */ token, /** @type {boolean} */ busy) => enter(app, token, app.screen, busy);

/** The engine's view taken as the truth: the score, the turn, the round. */
export function committed(/** @type {App} */ app, /** @type {View} */ view) {
  app.view = view;
  drawPage(app, playersStage(app));
}

/** Words said in the live region, kept to say again in another language, and added to the announcements' log (announcer.js). */
export function said(/** @type {App} */ app, /** @type {Words} */ words) {
  app.news = words;
  drawWords(app);
  announce(typeof words === "function" ? words() : words);
}

/** The settings changed (a pick in the menu, the settings room, the engine's options): drawn at once. */
export function settingsChanged(/** @type {App} */ app) {
  drawSettings(app);
}

/** The language changed: every word again; the game goes on. */
export function languageChanged(/** @type {App} */ app) {
  drawSettings(app);
  drawPage(app, playersStage(app));
  drawWords(app);
  app.table.redraw();
}

/** Something failed: it is said, and nothing stays under way. */
export function failed(/** @type {App} */ app, /** @type {Error} */ error) {
  console.error(`mazzo: ${error.message}`);
  said(app, () => strings.engineError(error.message));
  enter(app, app.generation, app.screen, false);
}
