/**
 * What a table of four (Scopa in pairs, Scopone) says that a table of two
 * does not: the two sides ("us" and "them") on the score bar and the count,
 * the round and the game won by a side, each partner's scopas under the
 * side's, the keys for up to ten cards, each other hand named by its seat.
 * Scopa's descriptor asks `isFour(view)`; Scopone's table is always of four.
 */
import { strings } from "../../ui/strings.js";

/** @typedef {import("../../types").View} View */
/** @typedef {import("../../types").Summary} Summary */
/** @typedef {import("../../types").CountRow} CountRow */

/** Whether a view is of a table of four. */
export const isFour = (/** @type {View | null | undefined} */ view) => view?.hand_sizes?.length === 4;

/** Before the first view: whether `game`'s table coming is of four, as the URL (which wins) or the remembered choice asks. */
export const fourComing = (/** @type {string} */ game, /** @type {import("../../types").Settings | undefined} */ settings) =>
  (new URLSearchParams(location.search).get("players") ?? String(settings?.choices[game]?.players)) === "4";

/** The words of a descriptor whose table is of four: the sides, the round and the winner. */
export const fourWords = {
  sides: () => strings.four.sides,
  roundOver: (/** @type {number} */ ours, /** @type {number} */ theirs) => strings.four.announce.roundOver(ours, theirs),
  winner: (/** @type {number} */ side, /** @type {number} */ ours, /** @type {number} */ theirs) => strings.four.winner(side, ours, theirs),
};

/**
 * At a table of four, the count's rows with each partner's scopas under the
 * side's ("you 1 · partner 2"), from the summary's `seat_scopas` (every
 * number from the engine); at a table of two, the rows as they are.
 * @param {CountRow[]} rows
 * @param {Summary} summary
 * @returns {CountRow[]}
 */
export function withPartnersScopas(rows, summary) {
  const sides = /** @type {Array<{seats: number[], seat_scopas: number[]}>} */ (summary.players);
  if (sides[0].seats.length < 2) return rows;
  return rows.map((row) =>
    row.line !== "scopa" ? row : { ...row, cells: row.cells.map((cell, side) => ({ ...cell, detail: strings.four.seatScopas(sides[side].seats, sides[side].seat_scopas) })) },
  );
}

/** Where a card stands in a hand held in order: by rank, then coins, cups, swords, clubs. */
const heldRank = (/** @type {string} */ card) => "A234567JQK".indexOf(card[0]) * 4 + "DHSC".indexOf(card[1]);

/**
 * Your hand as you hold it: at a table of four (Scopone's ten cards, Scopa's three in pairs) in rank
 * order, so the cards that take the same table card sit together; at a table of two, its three cards
 * as dealt. The scene and the number keys both follow it.
 */
export const heldHand = (/** @type {string[]} */ hand, /** @type {boolean} */ four) => (four ? [...hand].sort((a, b) => heldRank(a) - heldRank(b)) : [...hand]);

/** The key that picks the hand's card at `index`, or null past the tenth. */
export const keyOf = (/** @type {number} */ index) => (index < 9 ? String(index + 1) : index === 9 ? "0" : null);
