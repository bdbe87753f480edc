/** The count of a finished Tressette hand for the round panel: the summary's own lines, in its order, worded. */
import { strings } from "../../ui/strings.js";

/** @typedef {import("../../types").Summary} Summary */
/** @typedef {import("../../types").CountRow} CountRow */

/** The lines that sum up the others: the hand's points, the match. */
const SUMS = new Set(["round", "total"]);

/**
 * Each line as the engine counted it: a count (Aces, figures, the thirds dropped, the last trick)
 * with the points it made, or a side's declarations named, with theirs.
 * @param {Summary} summary
 * @param {string} style the card style, whose deck names the suits
 * @returns {CountRow[]}
 */
export function countRows(summary, style) {
  const words = strings.tressette;
  return summary.lines.map((/** @type {{line: string, values: Array<number | string[]>, points: number[] | null}} */ { line, values, points }) => ({
    line,
    label: words.count.lines[/** @type {"aces"} */ (line)],
    cells: values.map((value, side) => {
      const shown = Array.isArray(value) ? words.count.declared(value.map((made) => words.declaration(made, style))) : strings.number(value);
      return points ? { value: shown, points: points[side] } : { value: shown };
    }),
    sum: SUMS.has(line),
  }));
}
