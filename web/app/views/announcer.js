/**
 * The announcements for screen readers (issue 3.4): every line the table says (each step's `say`,
 * worded by the game from the engine's events; the count's lines) goes, in order, into a log
 * (#mirror-log, role="log", polite): a screen reader queues what is added to a log, so the
 * computer's moves are read one after another, never over each other. A line is not said twice
 * running. The last line can be said again on demand (the `repeat` key), in the reading region.
 */

/** How many lines the log keeps: a whole round's, few enough to stay light. */
const KEPT = 200;

const log = () => /** @type {HTMLElement} */ (document.getElementById("mirror-log"));

/** The last line announced, in the language it was said in. */
let last = "";

/** Adds `text` to the log, unless it is what was just said (or nothing). */
export function announce(/** @type {string} */ text) {
  if (!text || text === last) return;
  last = text;
  const line = document.createElement("p");
  line.textContent = text;
  const lines = log();
  lines.append(line);
  while (lines.childElementCount > KEPT) lines.firstElementChild?.remove();
}

/**
 * The count of a round, a line each, as its panel shows it: the label, then each side's value, the
 * points it scores by that line, and what the value is made of ("Cards: You 21 +1, Computer 19";
 * "Cards left: You 2 (3♥ 9♦), Computer closed").
 * @param {readonly string[]} sides
 * @param {import("../../types").CountRow[]} rows
 */
export function announceCount(sides, rows) {
  /** @type {(cell: import("../../types").CountRow["cells"][number], side: number) => string} */
  const said = (cell, side) => `${sides[side]} ${cell.value}${(cell.points ?? 0) > 0 ? ` +${cell.points}` : ""}${cell.detail ? ` (${cell.detail})` : ""}`;
  for (const row of rows) announce(`${row.label}: ${row.cells.map(said).join(", ")}`);
}

/** The last line announced ("" before the first). */
export const lastAnnounced = () => last;

/**
 * Says `text` in the reading region (#reading, a polite status), even when it is the same as the
 * last reading: emptied first, so the screen reader hears a change.
 */
export function read(/** @type {string} */ text) {
  const region = /** @type {HTMLElement} */ (document.getElementById("reading"));
  region.textContent = "";
  requestAnimationFrame(() => (region.textContent = text));
}
