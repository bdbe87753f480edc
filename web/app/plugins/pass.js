/**
 * The pass screen, between two people's turns on one device: the table covered (table.js draws the
 * felt only, every hand and button gone, the screen-reader table emptied), a panel says whose turn
 * it is ("Pass to Anna"), and the next person taps it (or presses Enter or Space) to see their own
 * hand. The view of the next person is put on the table only after that tap, so no frame shows it
 * to the one who passed, and none shows the one who passed theirs afterwards. The panel covers all
 * but the bar (style.css), so the toolbar stays at hand: the menu, the statistics, the settings, the
 * rules and the sound show no hand; the hint, undo and the review are for the person to move, and
 * wait, disabled, until they tapped (views/page.js).
 */
import { passing } from "../core/state.js";
import { nameOf } from "../core/together.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {import("../../types").View} View */

const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * Covers the table and waits for the person of `view` to tap; resolves true once they did (the
 * table then shows `scene`, at rest), false when a new game came meanwhile (the panel closed).
 * @param {App} app
 * @param {number} token
 * @param {View} view
 * @param {() => import("../../types").Scene} scene the next person's table, made only once they tapped
 */
async function passTo(app, token, view, scene) {
  const name = nameOf(app.people, view.seat);
  app.table.cover(null);
  passing(app, token, name);
  const dialog = /** @type {HTMLDialogElement} */ (element("pass"));
  const title = document.createElement("h2");
  title.className = "title";
  title.id = "pass-title";
  title.textContent = strings.together.passTo(name);
  const note = document.createElement("p");
  note.textContent = strings.together.passNote;
  const show = document.createElement("button");
  show.type = "button";
  show.className = "primary";
  show.dataset.action = "show";
  show.textContent = strings.together.passShow(name);
  dialog.setAttribute("aria-labelledby", title.id);
  dialog.replaceChildren(title, note, show);
  // Not modal: the toolbar above it answers (a modal dialog would make the whole page inert).
  dialog.show();
  show.focus();
  const tapped = await new Promise((resolve) => {
    // A tap anywhere on the panel shows the cards.
    dialog.onclick = () => resolve(true);
    // A close comes a frame after close(): one finding the panel open again is an older panel's, shown anew since.
    dialog.onclose = () => dialog.open || resolve(false);
  });
  dialog.onclose = null;
  if (dialog.open) dialog.close();
  dialog.replaceChildren();
  if (!tapped || token !== app.generation) return false;
  app.holder = view.seat;
  app.table.cover(scene());
  return true;
}

/** The pass screen as the app's plugin: it hands the device over. @type {import("../core/plugins.js").Plugin} */
export const pass = { name: "pass", handOver: passTo };
