/** The count of a finished Briscola hand for the round panel: the summary's own lines, in its order, worded. */
import { strings } from "../../ui/strings.js";

/** @typedef {import("../../types").Summary} Summary */
/** @typedef {import("../../types").CountRow} CountRow */

/** The lines that sum up the others: the hand's card points, the hands this one won, the match. */
const SUMS = new Set(["hand_points", "round", "total"]);

/** @param {Summary} summary @param {string} style the card style, whose deck names the Knight @returns {CountRow[]} */
export function countRows(summary, style) {
  const words = strings.briscola.count;
  // The French deck (and its numbers) has a Queen where the Italian decks have a Knight.
  const labels = /** @type {Record<string, string>} */ ({ ...words.lines, ...(style === "french" || style === "numbers" ? words.french : {}) });
  return summary.lines.map((/** @type {{line: string, values: number[], points: number[] | null}} */ { line, values, points }) => ({
    line,
    label: labels[line],
    cells: values.map((value, player) => (points ? { value: strings.number(value), points: points[player] } : { value: strings.number(value) })),
    sum: SUMS.has(line),
  }));
}
