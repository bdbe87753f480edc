/**
 * The app's state and its one owner. Every change of where play stands goes through a named
 * transition here, and each asks for the part that changed to be drawn again from the state
 * (`redraw`, which the wiring hands it: app.js, with the views and the plugins' `draw`); the owner
 * imports no view and no plugin, and the plugins hear its moments through their hooks (plugins.js).
 * The stages, as <html data-screen> shows them (docs/architecture.md, the DOM contract):
 *
 *   loading → dealing → your-turn ⇄ choosing → playing (your move on its way) → computer-turn
 *           → your-turn … → round-over or game-over (the count) → dealing …
 *   a watched game (every seat a computer's): dealing → computer-turn ⇄ paused … → round-over …
 *   reviewing stands over any of them, and gives back the one it stood over.
 *
 * A flow holds the generation it started in (`nextGeneration`); a transition asked with an older
 * token is dropped, so a flow of a game thrown away changes nothing.
 */
import { GAMES } from "../games.js";
import { OFFERED } from "./offered.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../../types").Words} Words  words to say, or how to say them again in another language */
/** @typedef {import("../../types").View} View */
/** @typedef {"page" | "settings" | "words"} Part  what changed: the stage or the view, the settings, the words said */

/**
 * A watched game: whether it goes on by itself, the hands face up, the reasons shown, the moves
 * shown so far, the flow waiting for a move to be let through (while paused), and the last move
 * with its reasons (when they were asked).
 * @typedef {{
 *   playing: boolean, faceUp: boolean, reasons: boolean, moves: number, go: (() => void) | null,
 *   last: {seat: number, seats: number, move: string, reasons: Array<Record<string, unknown> & {code: string}>} | null,
 * }} Watch
 */

/**
 * The app's state: the settings, the options each game offers (the build's, offered.js), the game on the table and its Play, the engine's view, the stage
 * and whether something is under way (changed only by the transitions below), the generation of
 * the flow under way, the engine client, the parts the flows use (the table, the sound, the menu), the
 * page's redraw and the plugins.
 * @typedef {{
 *   settings: import("../../types").Settings,
 *   choices: Record<string, import("../../types").OptionChoices>,
 *   game: string,
 *   play: import("../../types").Play,
 *   playOf: (name: string) => import("../../types").Play,
 *   view: import("../../types").View | null,
 *   screen: string,
 *   busy: boolean,
 *   generation: number,
 *   gamesStarted: number,
 *   handHadFocus: boolean,
 *   news: Words | null,
 *   people: import("./together.js").People,
 *   holder: number | null,
 *   client: import("../../types").Engine | null,
 *   table: import("../../table/table.js").Table,
 *   sound: import("../../sound/player.js").SoundPlayer,
 *   hooks: {
 *     onRoundOver?: (game: string, summary: import("../../types").Summary) => void,
 *     onDailyResult?: (result: {game: string, day: string, won: boolean, scores: number[], feats: Record<string, number>, line: string}) => void,
 *   },
 *   daily: string | null,
 *   watch: Watch | null,
 *   countBack: (() => void) | null,
 *   menu: ReturnType<typeof import("../views/menu.js").createMenu>,
 *   onMenu: () => void,
 *   onGame: () => void,
 *   redraw: (part: Part) => void,
 *   plugins: import("./plugins.js").Plugin[],
 * }} App
 */

/**
 * The state at the start: nothing dealt, loading; each game's Play made once, when it first comes to the table.
 * @param {Pick<App, "settings" | "table" | "hooks" | "sound" | "menu" | "onMenu" | "onGame" | "redraw" | "plugins"> & {kit: import("../../types").Kit}} parts
 * @returns {App}
 */
export function createState({ kit, ...parts }) {
  /** @type {Record<string, import("../../types").Play>} */
  const plays = {};
  const playOf = (/** @type {string} */ name) => (plays[name] ??= GAMES[name].createPlay(kit));
  const game = parts.settings.game;
  return {
    ...parts, game, play: playOf(game), playOf, choices: OFFERED, view: null, screen: "loading", busy: false,
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
  // Nobody's hand is on show yet: with people playing together, the device is passed first (plugins/pass.js).
  app.holder = null;
  return ++app.generation;
}

/** Sets the stage and the busy flag, when `token` is the generation in play. */
function enter(/** @type {App} */ app, /** @type {number} */ token, /** @type {string} */ screen, /** @type {boolean} */ busy) {
  if (token !== app.generation) return;
  app.screen = screen;
  app.busy = busy;
  app.redraw("page");
}

/** Cards on their way to the table: a new game, a new round, an undo. */
export const dealing = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "dealing", true);

/** The player's turn, nothing under way. */
export const yourTurn = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "your-turn", false);

/** The player's move is on its way to the engine. */
export const moving = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "playing", true);

/** A watched game waits for the watcher: paused, until Play or One move (plugins/watch.js). */
export const paused = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "paused", false);

/** A computer player is thinking, then its move is shown. */
export const computerTurn = (/** @type {App} */ app, /** @type {number} */ token) => enter(app, token, "computer-turn", true);

/** The device passes to the next person (`name`), every hand hidden until they tap (plugins/pass.js). */
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
  app.redraw("page");
}

/** Words said in the live region, kept to say again in another language; the plugins hear them (the announcements' log). */
export function said(/** @type {App} */ app, /** @type {Words} */ words) {
  app.news = words;
  app.redraw("words");
  const text = typeof words === "function" ? words() : words;
  for (const plugin of app.plugins) plugin.said?.(app, text);
}

/** The settings changed (a pick in the menu, the settings room, the engine's options): drawn at once. */
export function settingsChanged(/** @type {App} */ app) {
  app.redraw("settings");
}

/**
 * The language or the card style changed: every word again, the cards named as the style names them (the
 * score bar's trumps, the prompt, the words said, the table); the game goes on.
 */
export function namesChanged(/** @type {App} */ app) {
  app.redraw("settings");
  app.redraw("page");
  app.redraw("words");
  app.table.redraw();
}

/** Starts watching (the menu's Watch, playing; a watched game resumed, paused), keeping the last watch's switches. */
export function startWatching(/** @type {App} */ app, /** @type {boolean} */ playing) {
  const before = app.watch;
  app.watch = { playing, faceUp: before?.faceUp ?? true, reasons: before?.reasons ?? false, moves: 0, go: null, last: null };
  app.redraw("page");
}

/** Stops watching: a game with a person at the table is dealt or resumed. */
export function stopWatching(/** @type {App} */ app) {
  app.watch = null;
  app.redraw("page");
}

/** Something failed: it is said, and nothing stays under way. */
export function failed(/** @type {App} */ app, /** @type {Error} */ error) {
  console.error(`mazzo: ${error.message}`);
  said(app, () => strings.engineError(error.message));
  enter(app, app.generation, app.screen, false);
}
