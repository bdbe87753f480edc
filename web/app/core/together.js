/**
 * People playing together on one device (pass and play): who sits at each seat of a table, as the
 * menu chose and the settings remember, per game and table size. Seat 0 is always a person's (the
 * one who deals); every other is a person's (a name, "" for the seat's default name) or a
 * computer's (null). With one person the game is what it always was: new_game names no seats.
 */
import { GAMES } from "../games.js";
import { NAME_LENGTH } from "../../ui/settings.js";
import { strings } from "../../ui/strings.js";

/** @typedef {Array<string | null>} People  a name per person's seat, null for a computer's */

/** How many seats `game`'s table has: its `players` choice, else its descriptor's. */
export const seatCountOf = (/** @type {import("../../types").Settings} */ settings, /** @type {string} */ game) =>
  Number(settings.choices[game]?.players ?? GAMES[game].seats);

/** Who sits at `game`'s table of `count` seats: as remembered, else you and the computers. @returns {People} */
export function peopleAt(/** @type {import("../../types").Settings} */ settings, /** @type {string} */ game, /** @type {number} */ count) {
  const kept = settings.together[`${game}:${count}`];
  return kept?.length === count ? [...kept] : ["", ...Array(count - 1).fill(null)];
}

/** Remembers who sits at `game`'s table (the settings are saved by the caller). */
export function keepPeople(/** @type {import("../../types").Settings} */ settings, /** @type {string} */ game, /** @type {People} */ people) {
  settings.together[`${game}:${people.length}`] = people.map((name, seat) => (seat === 0 ? cleanName(name ?? "") : name === null ? null : cleanName(name)));
}

/** The controls that set the direction of text: in a name, an unclosed one turns the words after it round. */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A name as typed, without direction controls (a right-to-left script keeps its own), trimmed and held to NAME_LENGTH. */
export const cleanName = (/** @type {string} */ name) => name.replace(DIRECTION_CONTROLS, "").trim().slice(0, NAME_LENGTH).trim();

/** A person's name at `seat` (at the engine's table): their own, or the seat's default ("Player 2"). */
export const nameOf = (/** @type {People} */ people, /** @type {number} */ seat) => people[seat] || strings.together.defaultName(seat + 1);

/** new_game's `seats` for `people`, or null when seat 0 plays alone against the computers (the engine's default). */
export function seatsAsked(/** @type {People} */ people) {
  return people.some((name, seat) => seat > 0 && name !== null) ? people.map((name) => (name === null ? "computer" : "person")) : null;
}

/** Whether more than one person plays the game of `view` (whose seats are its own kinds, turned or not). */
export const together = (/** @type {import("../../types").View | null} */ view) =>
  (view?.seats ?? []).filter((/** @type {string} */ kind) => kind === "person").length > 1;

/**
 * The people of a game the engine holds (a resume): as remembered when they fit its seats, else the
 * default names at its persons' seats. `view` is turned (engine/turned.js): its seats are put back in
 * the engine's order first.
 * @returns {People}
 */
export function peopleOf(/** @type {import("../../types").Settings} */ settings, /** @type {string} */ game, /** @type {import("../../types").View} */ view) {
  const count = view.seats.length;
  const kinds = view.seats.map((/** @type {string} */ _, /** @type {number} */ seat) => view.seats[(seat - (view.seat ?? 0) + count) % count]);
  const kept = peopleAt(settings, game, count);
  return kinds.map((/** @type {string} */ kind, /** @type {number} */ seat) => (kind === "person" ? kept[seat] ?? "" : null));
}

/** Whether `view` goes to another person than the one holding the device (`app.holder`): the device is passed first (plugins/pass.js). */
export const passes = (/** @type {import("./state.js").App} */ app, /** @type {import("../../types").View} */ view) => together(view) && view.seat !== app.holder;

/** The name of the person at the turned view's seat `seat` (0: the view's own player), when people play together. */
export function personAt(/** @type {People} */ people, /** @type {import("../../types").View} */ view, /** @type {number} */ seat) {
  const real = (seat + (view.seat ?? 0)) % view.seats.length;
  return view.seats[seat] === "person" ? nameOf(people, real) : null;
}

/**
 * The sides' names where each plays for themselves (`names`: "You", "Computer"; Scala 40's seats),
 * with people playing together each person's name in their place; partnerships keep theirs. With no
 * view (the pass screen before the first tap), the people of the table coming, in the seats' order.
 */
export function sideNames(/** @type {People} */ people, /** @type {import("../../types").View | null} */ view, /** @type {readonly string[]} */ names) {
  if (!view) return seatsAsked(people) && people.length === names.length ? people.map((name, seat) => (name === null ? names[seat] : nameOf(people, seat))) : names;
  if (!together(view) || view.scores.length !== view.seats.length) return names;
  return names.map((name, side) => personAt(people, view, side) ?? name);
}
