/**
 * What the Scala 40 player has picked and not yet sent: the selected hand
 * cards, the cursor of the arrows, the hand's order, the groups prepared for
 * the opening (and the engine's verdict on them), the place previewed for a
 * card that fits several, the card just drawn. Plain state, with the few
 * operations the table and the intents share.
 */
import { numbered, nameOf } from "./layout.js";
import { sortHand, without } from "./choice.js";

/**
 * @typedef {import("../../types").View} View
 * @typedef {{move: string, meld: number, kind: "add" | "low" | "swap"}} Placement
 * @typedef {{ok: boolean, kind: string | null, cards: string[], points: number, joker: {index: number, stands_for: string[]} | null, reason: string | null}} GroupCheck
 * @typedef {{groups: GroupCheck[], points: number, open: {ok: boolean, reason: string | null, points: number, move: string | null}}} Checks
 */

export function createPicks() {
  return {
    sortBy: /** @type {"rank" | "suit"} */ ("rank"),
    /** @type {Set<string>} hand sprite ids */
    selected: new Set(),
    cursor: -1,
    /** @type {string[][]} groups of card names set aside for the opening */
    prepared: [],
    /** @type {Checks | null} the engine's verdict on the prepared groups, null while asked */
    checks: null,
    /** @type {Set<string>} the selection behind the move being sent, given back if it is refused */
    pending: new Set(),
    /** @type {{card: string, options: Placement[], index: number} | null} */
    placing: null,
    /** @type {string | null} the card just drawn or taken, marked until your next move */
    fresh: null,
  };
}

/** @typedef {ReturnType<typeof createPicks>} Picks */

/** The hand as shown: the view's, less the prepared cards, in the chosen order. */
export function shownHand(/** @type {View} */ view, /** @type {Picks} */ picks) {
  return sortHand(without(view.hand, picks.prepared.flat()) ?? view.hand, picks.sortBy);
}

/** The hand's sprite ids in order. */
export function handIds(/** @type {View} */ view, /** @type {Picks} */ picks) {
  return numbered(shownHand(view, picks)).map((id) => `h:${id}`);
}

/** The names of the selected cards, in the hand's order. */
export function selectedNames(/** @type {View} */ view, /** @type {Picks} */ picks) {
  return handIds(view, picks).filter((id) => picks.selected.has(id)).map(nameOf);
}

/** Forgets every pick (a new deal, or a view that no longer holds them). */
export function clearPicks(/** @type {Picks} */ picks) {
  Object.assign(picks, { selected: new Set(), cursor: -1, prepared: [], checks: null, pending: new Set(), placing: null, fresh: null });
}

/** After a reply: the card just drawn or taken is marked; prepared groups last while their cards are in hand on your turn. */
export function followView(/** @type {Picks} */ picks, /** @type {View | null} */ previous, /** @type {View} */ view, /** @type {Array<Record<string, any>>} */ events) {
  const mine = events.find((event) => event.player === 0 && (event.type === "draw" || event.type === "take"));
  if (mine) picks.fresh = mine.card;
  else if (events.some((event) => event.player === 0)) picks.fresh = view.taken;
  if (view.turn !== 0 || view.opened[0] || !without(view.hand, picks.prepared.flat())) {
    picks.prepared = [];
    picks.checks = null;
  }
  if (previous && previous.turn === 0 && view.turn !== 0) picks.fresh = null;
}
