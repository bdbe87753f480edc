/**
 * How the page names seats and sides, one way everywhere (the score bar, the count, the mirror, the
 * words of a move): a watched game's by their places (Bottom, Top), people playing together by their
 * names (together.js), else null or the game's own words ("You", "Computer").
 */
import { strings } from "../../ui/strings.js";
import { personAt, sideNames, together } from "./together.js";

/** @typedef {import("./state.js").App} App */

/** Whether a view is of a watched game: no person at the table. */
export const watched = (/** @type {import("../../types").View} */ view) => !view.seats.includes("person");

/**
 * The names of the sides of a watched game, where a game names them "You" and "Computer", "Us" and
 * "Them" or by seats round you: each seat by its place, or each partnership by its two; else null.
 * @param {App} app
 * @param {import("../../types").View | null} view
 */
export function watchedSides(app, view) {
  if (!app.watch || !view) return null;
  const seats = view.seats.length;
  return view.scores.length === seats ? view.seats.map((/** @type {string} */ _, /** @type {number} */ seat) => strings.watch.seat(seat, seats)) : strings.watch.sides(seats);
}

/**
 * The sides' names as the count and the mirror say them: a watched game's by their places, people
 * playing together by their names (app/core/together.js), else the game's `names`.
 * @param {App} app
 * @param {import("../../types").View | null} view
 * @param {readonly string[]} names
 */
export const sidesShown = (app, view, names) => watchedSides(app, view) ?? sideNames(app.people, view, names);

/**
 * A seat's name (`seat` of `view`, turned) as the words of a move and the mirror say it, the way the
 * sides are named: a watched game's by its place, a person's by their name when people play together;
 * null where the game's own words name it (you, the computer, the seats round you).
 * @param {App} app
 * @param {import("../../types").View | null} view
 * @param {number} seat
 */
export function seatShown(app, view, seat) {
  if (!view) return null;
  if (app.watch) return strings.watch.seat(seat, view.seats.length);
  return together(view) ? personAt(app.people, view, seat) : null;
}
