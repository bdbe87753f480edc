/** The count of a finished Scopa round, line by line, for the round panel: every number from the summary. */
import { strings } from "../../ui/strings.js";

/** @typedef {import("../../types").Summary} Summary */
/** @typedef {import("../../types").CountRow} CountRow */

/** A count's value as the language writes it: numbers in its digits, words as they are. */
const shown = (/** @type {unknown} */ value) => (typeof value === "number" ? strings.number(value) : String(value));

/** @param {Summary} summary @returns {CountRow[]} */
export function countRows(summary) {
  const players = summary.players;
  /** @type {Array<[string, (p: Record<string, any>) => unknown, string]>} */
  const lines = [
    ["cards", (p) => p.cards, "cards"],
    ["coins", (p) => p.coins, "coins"],
    ["settebello", (p) => (p.settebello ? strings.count.yes : strings.count.no), "settebello"],
    ["primiera", (p) => p.primiera ?? strings.count.none, "primiera"],
    ["scopa", (p) => p.scopas, "scopa"],
  ];
  if (summary.napola) lines.push(["napola", (p) => p.napola, "napola"]);
  /** @type {CountRow[]} */
  const rows = lines.map(([line, value, points]) => ({
    line,
    label: strings.count.lines[/** @type {keyof typeof strings.count.lines} */ (line)],
    cells: players.map((/** @type {Record<string, any>} */ p) => ({ value: shown(value(p)), points: p.points[points] })),
  }));
  for (const line of /** @type {const} */ (["round", "total"])) {
    const field = line === "round" ? "round_points" : "total";
    rows.push({ line, label: strings.count.lines[line], cells: players.map((/** @type {Record<string, any>} */ p) => ({ value: shown(p[field]) })), sum: true });
  }
  return rows;
}
