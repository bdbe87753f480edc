/**
 * The count of a finished Scala 40 round, line by line, for the round panel:
 * the summary's own lines (the 100 of a hand never opened and what closing in
 * one go added included), worded; the page adds nothing up. At three or
 * four, a last line says who is out of the match once this round is counted.
 */
import { countRows as rowsOf } from "../../ui/panel.js";
import { strings } from "../../ui/strings.js";
import { short } from "./names.js";

/** @typedef {import("../../types").Summary} Summary */
/** @typedef {import("../../types").CountRow} CountRow */

/** @param {Summary} summary @returns {CountRow[]} */
export function countRows(summary) {
  const words = strings.scala40.count;
  /** A line's value in words: the closer's hand is "closed", nothing to count a dash. */
  const shown = (/** @type {string} */ line, /** @type {number | null} */ value, /** @type {number} */ player) => {
    if (line === "cards_left" && summary.closer === player) return words.closed;
    if (value === null) return words.none;
    return line === "doubled" ? words.doubled(value) : strings.number(value);
  };
  const rows = rowsOf(summary.lines, words.lines, shown);
  const cardsLeft = rows.find((/** @type {CountRow} */ row) => row.line === "cards_left");
  cardsLeft?.cells.forEach((cell, player) => (cell.detail = summary.players[player].cards.map(short).join(" ")));
  if (summary.players.length === 2) return rows;
  const many = strings.scala40.many.count;
  const out = summary.players.map((/** @type {{out: boolean}} */ player) => ({ value: player.out ? many.isOut : words.none }));
  return [...rows, { line: "out", label: many.out, cells: out, sum: false }];
}
