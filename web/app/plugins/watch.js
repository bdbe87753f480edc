/**
 * Watching the computer play (issue 3.7): every seat a computer's, at any game and table, dealt by
 * the menu's Watch. The page steps the game one `computer` request at a time (docs/protocol.md,
 * "Watching"): playing, it asks for the next move once the last is shown, at the speed of the
 * settings room; paused, it asks for none; One move lets exactly one through and stays paused.
 * The other hands lie face up while the watcher wants them (the engine sends them only while
 * asked), and the coach's reasons for each move, from the view of the seat that made it, may show
 * beside it. The watch bar (#watch, in the top bar) holds the controls, each a button with its key
 * (K, J, V, F, I); <html data-watch> says "playing" or "paused", and data-watched counts the moves shown.
 */
import { GAMES } from "../games.js";
import { moveWords, reasonWords } from "../../ui/coach-words.js";
import { committed, failed } from "../core/state.js";
import { SPEEDS, preferences, setPreference } from "../../ui/preferences.js";
import { saveSettings } from "../../ui/settings.js";
import { strings } from "../../ui/strings.js";
import { personAt, sideNames, together } from "../core/together.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {Array<Record<string, unknown> & {code: string}>} Reasons */

/**
 * A watched game: whether it goes on by itself, the hands face up, the reasons shown, the moves
 * shown so far, the flow waiting for a move to be let through (while paused), and the last move
 * with its reasons (when they were asked).
 * @typedef {{
 *   playing: boolean, faceUp: boolean, reasons: boolean, moves: number, go: (() => void) | null,
 *   last: {seat: number, seats: number, move: string, reasons: Reasons} | null,
 * }} Watch
 */

/** How long the count of a round stays on show before a watched game deals the next (ms, at normal speed). */
const COUNT_LOOK = 2500;

const root = document.documentElement;
const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Starts watching (the menu's Watch, playing; a watched game resumed, paused), keeping the last watch's switches. */
export function startWatching(/** @type {App} */ app, /** @type {boolean} */ playing) {
  const before = app.watch;
  app.watch = { playing, faceUp: before?.faceUp ?? true, reasons: before?.reasons ?? false, moves: 0, go: null, last: null };
  drawWatch(app);
}

/** Stops watching: a game with a person at the table is dealt or resumed. */
export function stopWatching(/** @type {App} */ app) {
  app.watch = null;
  drawWatch(app);
}

/** The seats of a watched game of the game on the table, as its options ask for: a computer at each. */
export function watchedSeats(/** @type {App} */ app) {
  const game = GAMES[app.game];
  const players = /** @type {number | undefined} */ (game.options(app.settings).players) ?? game.seats;
  return Array(players).fill("computer");
}

/** Whether a view is of a watched game: no person at the table. */
export const watched = (/** @type {import("../../types").View} */ view) => !view.seats.includes("person");

/**
 * The names of the sides of a watched game, where a game names them "You" and "Computer", "Us" and
 * "Them" or by seats round you: each seat by its place, or each partnership by its two; else null.
 * @param {App} app
 * @param {import("../../types").View | null} view
 */
export function watchedSides(app, view) {
  if (!app.watch || !view) return null;
  const seats = view.seats.length;
  return view.scores.length === seats ? view.seats.map((/** @type {string} */ _, /** @type {number} */ seat) => strings.watch.seat(seat, seats)) : strings.watch.sides(seats);
}

/**
 * The sides' names as the count and the mirror say them: a watched game's by their places, people
 * playing together by their names (app/core/together.js), else the game's `names`.
 * @param {App} app
 * @param {import("../../types").View | null} view
 * @param {readonly string[]} names
 */
export const sidesShown = (app, view, names) => watchedSides(app, view) ?? sideNames(app.people, view, names);

/**
 * A seat's name (`seat` of `view`, turned) as the words of a move and the mirror say it, the way the
 * sides are named: a watched game's by its place, a person's by their name when people play together;
 * null where the game's own words name it (you, the computer, the seats round you).
 * @param {App} app
 * @param {import("../../types").View | null} view
 * @param {number} seat
 */
export function seatShown(app, view, seat) {
  if (!view) return null;
  if (app.watch) return strings.watch.seat(seat, view.seats.length);
  return together(view) ? personAt(app.people, view, seat) : null;
}

/** What a request asks of a watched game: every hand, while face up (nothing, unwatched). */
export const handsAsked = (/** @type {App} */ app) => (app.watch?.faceUp ? { open_hands: true } : {});

/** What a computer's move asks of a watched game: every hand while face up, its reasons while shown. */
export const moveAsked = (/** @type {App} */ app) => ({ ...handsAsked(app), ...(app.watch?.reasons ? { reasons: true } : {}) });

/** Resolves when the next move may be asked: at once while playing (or unwatched), else once Play or One move lets it through. */
export function nextMove(/** @type {App} */ app) {
  const watch = app.watch;
  if (!watch || watch.playing) return Promise.resolve();
  return new Promise((resolve) => {
    watch.go = () => {
      watch.go = null;
      resolve(undefined);
    };
    showHands(app);
  });
}

/** A watched move shown (`seat` made it): counted, with its reasons beside it when asked. */
export function moveShown(/** @type {App} */ app, /** @type {number} */ seat, /** @type {import("../../types").Reply} */ reply) {
  const watch = app.watch;
  if (!watch) return;
  watch.moves += 1;
  watch.last = reply.reasons && reply.move ? { seat, seats: reply.view.seats.length, move: reply.move, reasons: reply.reasons } : null;
  drawWatch(app);
}

/**
 * The count of a round of a watched game that plays on: on show a moment, then the next round (as its
 * button would). Paused, the count waits for the watcher, as it waits for a player.
 */
export function countSeen(/** @type {App} */ app, /** @type {number} */ token) {
  if (!app.watch?.playing) return;
  const dialog = element("count");
  app.table.show([app.table.pause({ ms: COUNT_LOOK })]).then(() => {
    const next = /** @type {HTMLElement | null} */ (dialog.querySelector('[data-action="continue"]'));
    if (token === app.generation && app.watch?.playing && dialog.hasAttribute("open")) next?.click();
  });
}

/** Acts on the watch bar's intents (K, J, V, F, I); returns whether the intent meant something now. */
export function handleWatch(/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) {
  const watch = app.watch;
  if (!watch) return false;
  switch (intent.name) {
    case "watchPlay":
      watch.playing = !watch.playing;
      if (watch.playing) watch.go?.();
      break;
    // One move: paused from now on, and the move waiting (if any) let through.
    case "watchStep":
      watch.playing = false;
      watch.go?.();
      break;
    // The speeds of the settings room, in turn, remembered.
    case "watchSpeed": {
      const speeds = Object.keys(SPEEDS);
      setPreference("speed", speeds[(speeds.indexOf(preferences.speed) + 1) % speeds.length]);
      saveSettings(app.settings);
      break;
    }
    case "watchFaces":
      watch.faceUp = !watch.faceUp;
      showHands(app);
      break;
    case "watchReasons":
      watch.reasons = !watch.reasons;
      break;
    default:
      return false;
  }
  drawWatch(app);
  return true;
}

/**
 * The hands face up or hidden at once, while the game waits for the watcher (the engine's view again,
 * with every hand or without); a move under way brings them with its reply.
 */
function showHands(/** @type {App} */ app) {
  const view = app.view;
  if (!app.client || !view || !app.watch?.go || Boolean(view.hands) === app.watch.faceUp) return;
  const token = app.generation;
  app.client
    .request("view", { game: app.game, ...handsAsked(app) })
    .then((/** @type {import("../../types").Reply} */ reply) => {
      if (token !== app.generation || app.view !== view) return;
      committed(app, reply.view);
      return app.table.show([app.table.pause({ ms: 0, scene: app.play.scene(reply.view) })]);
    })
    .catch((error) => failed(app, error));
}

/** The watch bar as the watch stands (hidden when nothing is watched), in the language in use. */
export function drawWatch(/** @type {App} */ app) {
  const watch = app.watch;
  element("watch").hidden = !watch;
  if (!watch) {
    delete root.dataset.watch;
    delete root.dataset.watched;
    return;
  }
  const words = strings.watch;
  root.dataset.watch = watch.playing ? "playing" : "paused";
  root.dataset.watched = String(watch.moves);
  const label = (/** @type {string} */ id, /** @type {string} */ selector) => /** @type {HTMLElement} */ (element(id).querySelector(selector));
  label("watch-play", ".label").textContent = watch.playing ? words.pause : words.play;
  label("watch-speed", ".value").textContent = strings.settingsRoom.speeds[/** @type {"normal"} */ (preferences.speed)];
  element("watch-faces").setAttribute("aria-pressed", String(watch.faceUp));
  element("watch-reasons").setAttribute("aria-pressed", String(watch.reasons));
  const why = element("watch-why");
  const last = watch.reasons ? watch.last : null;
  why.hidden = !last;
  const name = (/** @type {string} */ card) => app.play.name(card);
  const text = last ? words.why(words.seat(last.seat, last.seats), moveWords(last.move, name), last.reasons.map((reason) => reasonWords(reason, name))) : "";
  if (why.textContent !== text) why.textContent = text;
}
