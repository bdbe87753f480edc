/**
 * The watch bar (#watch, in the top bar, while the computer plays every seat: app/plugins/watch.js):
 * drawn from the watch in the app's state, in the language in use; hidden when nothing is watched.
 * Its buttons send their intents (watchPlay, watchStep, watchSpeed, watchFaces, watchReasons) through
 * the app's one intent path; <html data-watch> says "playing" or "paused", data-watched the moves shown.
 */
import { moveWords, reasonWords } from "../../ui/coach-words.js";
import { preferences } from "../../ui/preferences.js";
import { strings } from "../../ui/strings.js";

const root = document.documentElement;
const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The watch bar as the watch stands (hidden when nothing is watched), in the language in use. */
export function drawWatch(/** @type {import("../core/state.js").App} */ app) {
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
  const who = last ? words.seat(last.seat, last.seats) : "";
  const text = last ? words.why(who, moveWords(last.move, name), last.reasons.map((reason) => reasonWords(reason, name, who))) : "";
  if (why.textContent !== text) why.textContent = text;
}
