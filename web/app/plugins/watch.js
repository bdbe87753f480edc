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
import { committed, failed, paused } from "../core/state.js";
import { drawWatch } from "../views/watch-bar.js";
import { SPEEDS, preferences, setPreference } from "../../ui/preferences.js";
import { saveSettings } from "../../ui/settings.js";

/** @typedef {import("../core/state.js").App} App */

/** How long the count of a round stays on show before a watched game deals the next (ms, at normal speed). */
const COUNT_LOOK = 2500;

const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** What a request asks of a watched game: every hand, while face up (nothing, unwatched). */
const handsAsked = (/** @type {App} */ app) => (app.watch?.faceUp ? { open_hands: true } : {});

/** The other requests that answer with a view, so may show every hand (docs/protocol.md: `open_hands`); a move or the count takes none. */
const SHOWS_HANDS = new Set(["new_game", "view", "next_round"]);

/** What a computer's move asks of a watched game: every hand while face up, its reasons while shown. */
const moveAsked = (/** @type {App} */ app) => ({ ...handsAsked(app), ...(app.watch?.reasons ? { reasons: true } : {}) });

/** Resolves when the next move may be asked: at once while playing (or unwatched), else once Play or One move lets it through. */
function nextMove(/** @type {App} */ app) {
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
function moveShown(/** @type {App} */ app, /** @type {number} */ seat, /** @type {import("../../types").Reply} */ reply) {
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
function countSeen(/** @type {App} */ app, /** @type {number} */ token) {
  if (!app.watch?.playing) return;
  const dialog = element("count");
  app.table.show([app.table.pause({ ms: COUNT_LOOK })]).then(() => {
    const next = /** @type {HTMLElement | null} */ (dialog.querySelector('[data-action="continue"]'));
    if (token === app.generation && app.watch?.playing && dialog.hasAttribute("open")) next?.click();
  });
}

/** Acts on the watch bar's intents (K, J, V, F, I); returns whether the intent meant something now. */
function handleWatch(/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) {
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

/**
 * Watching, as the app's plugin: the watch bar's intents; every hand while face up, and the reasons
 * while shown, in each request of the game; a pause before each computer's move while the watcher
 * holds it; each move counted; a count that deals on by itself while playing.
 * @type {import("../core/plugins.js").Plugin}
 */
export const watch = {
  name: "watch",
  intent: handleWatch,
  asks: (app, type) => (type === "computer" ? moveAsked(app) : SHOWS_HANDS.has(type) ? handsAsked(app) : {}),
  beforeComputer(app, token) {
    if (app.watch && !app.watch.playing) paused(app, token);
    return nextMove(app);
  },
  computerMoved: moveShown,
  countShown(app, token, summary) {
    if (!summary.game_over) countSeen(app, token);
  },
};
