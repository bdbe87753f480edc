/** The count of a finished Scopa round, line by line, for the round panel: the summary's own lines, worded. */
import { countRows as rowsOf } from "../../ui/panel.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../../types").Summary} Summary */
/** @typedef {import("../../types").CountRow} CountRow */

/** A line's value in words: numbers in the language's digits, the settebello's yes or no, a missing primiera's dash. */
function shown(/** @type {string} */ _line, /** @type {number | boolean | null} */ value) {
  const words = strings.count;
  if (value === null) return words.none;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  return strings.number(value);
}

/** @param {Summary} summary @returns {CountRow[]} */
export const countRows = (summary) => rowsOf(summary.lines, strings.count.lines, shown);
