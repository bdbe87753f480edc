/**
 * The count of a finished Scala 40 round, line by line, for the round panel:
 * every number from the engine's summary (the points of a hand never opened
 * included); the page adds none.
 */
import { strings } from "../../ui/strings.js";
import { short } from "./names.js";

/** @typedef {import("../../types").Summary} Summary */
/** @typedef {import("../../types").CountRow} CountRow */

/**
 * What player `seat`'s hand never opened cost, or null: the summary's own
 * `never_opened` line when the engine gives it, else its round points before any doubling.
 */
function neverOpened(/** @type {Summary} */ summary, /** @type {number} */ seat) {
  const line = summary.lines?.find((/** @type {{line: string}} */ entry) => entry.line === "never_opened");
  if (line) return line.values[seat];
  const player = summary.players[seat];
  if (player.opened || player.closed || summary.void) return null;
  return player.round_points / (summary.doubled ? 2 : 1);
}

/** @param {Summary} summary @returns {CountRow[]} */
export function countRows(summary) {
  const players = summary.players;
  const words = strings.scala40.count;
  const dash = words.none;
  const shown = (/** @type {unknown} */ value) => (typeof value === "number" ? strings.number(value) : String(value));
  const row = (/** @type {keyof typeof words.lines} */ line, /** @type {(p: Record<string, any>, seat: number) => unknown} */ value, sum = false) => ({
    line, label: words.lines[line], cells: players.map((/** @type {Record<string, any>} */ p, /** @type {number} */ seat) => ({ value: shown(value(p, seat)) })), sum,
  });
  const cardsLeft = row("cardsLeft", (p) => (p.closed ? words.closed : p.cards.length));
  cardsLeft.cells.forEach((cell, i) => Object.assign(cell, { detail: players[i].cards.map(short).join(" ") }));
  return [
    cardsLeft,
    row("cardPoints", (p) => (p.closed ? dash : p.card_points)),
    row("neverOpened", (_, seat) => neverOpened(summary, seat) ?? dash),
    row("doubled", (p) => (summary.doubled && !p.closed ? words.double : dash)),
    row("round", (p) => p.round_points, true),
    row("total", (p) => p.total, true),
  ];
}
