/**
 * The seats of a Scopa scene, at a table of two or of four. A scene for two
 * holds the other hand's size as `opponent` (seat 1, across); a scene for
 * four holds `backs`, how many face-down cards each seat holds (yours 0: your
 * cards are `hand`). The face-down cards are the sprites "back0", "back1", ...
 * at a table of two, "s1b0", "s1b1", ... "s3b0", ... at a table of four, so
 * the steps and the layouts name them alike. A review's step (steps.js's
 * reviewScene) shows every hand face up: `revealed` holds each seat's cards,
 * and those sprites are named by their cards; so does a watched game's view that holds every hand
 * (`hands`, docs/protocol.md "Watching").
 */

/** @typedef {import("../../types").Scene} Scene */

/** How many players sit at the scene's table: 2 or 4. */
export const seatCount = (/** @type {Scene} */ scene) => (scene.backs ? 4 : 2);

/** How many face-down cards `seat` holds. */
export const backsOf = (/** @type {Scene} */ scene, /** @type {number} */ seat) =>
  scene.backs ? scene.backs[seat] : seat === 1 ? scene.opponent : 0;

/** The scene with `seat` holding `count` face-down cards. @returns {Scene} */
export function withBacks(/** @type {Scene} */ scene, /** @type {number} */ seat, /** @type {number} */ count) {
  if (!scene.backs) return { ...scene, opponent: count };
  return { ...scene, backs: scene.backs.map((/** @type {number} */ old, /** @type {number} */ i) => (i === seat ? count : old)) };
}

/** The sprite ids of a seat's face-down cards start with this. */
export const backPrefix = (/** @type {Scene} */ scene, /** @type {number} */ seat) => (scene.backs ? `s${seat}b` : "back");

/**
 * The scene once `seat` (not yours) has played `card` out of its hand, and the sprite the card
 * leaves from: the card itself in a hand a watcher sees face up (`revealed`), else the last face-down one.
 * @returns {{after: Scene, origin: string}}
 */
export function playedOut(/** @type {Scene} */ scene, /** @type {number} */ seat, /** @type {string} */ card) {
  const held = backsOf(scene, seat);
  const fewer = withBacks(scene, seat, held - 1);
  const open = /** @type {string[][] | null | undefined} */ (scene.revealed);
  if (!open?.[seat]) return { after: fewer, origin: `${backPrefix(scene, seat)}${held - 1}` };
  return { after: { ...fewer, revealed: open.map((cards, i) => (i === seat ? cards.filter((own) => own !== card) : cards)) }, origin: card };
}

/** The ids of the face-down cards `seat` holds. */
export function backIds(/** @type {Scene} */ scene, /** @type {number} */ seat) {
  const prefix = backPrefix(scene, seat);
  return Array.from({ length: backsOf(scene, seat) }, (_, i) => `${prefix}${i}`);
}

/** The other players' seats: 1 at a table of two; 1, 2 and 3 at a table of four. */
export const otherSeats = (/** @type {Scene} */ scene) => Array.from({ length: seatCount(scene) - 1 }, (_, i) => i + 1);

/** Every seat in the order of play, from the one after the dealer (who is served first at the deal). */
export function fromDealer(/** @type {Scene} */ scene) {
  const seats = seatCount(scene);
  return Array.from({ length: seats }, (_, i) => (scene.dealer + 1 + i) % seats);
}
