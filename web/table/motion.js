/**
 * The one motion model: a step moves the table from one scene to the next.
 * Cards are sprites with stable ids, laid out by the game for each scene; a
 * sprite in both layouts slides from its place to its new one, a sprite that
 * appears comes from an origin (another sprite of the layout before, such as
 * the hand card that becomes a meld's, or a named place off layout: the deck,
 * a pile, a seat), a sprite that leaves goes to a destination. Listed cards
 * start one after another (`order`, `stagger`) and fly above the rest; a card
 * whose face changes turns over on the way. Pure arithmetic on layouts.
 */

/**
 * @typedef {import("../types").Sprite} Sprite
 * @typedef {import("../types").Frame} Frame
 * @typedef {import("../types").Motion} Motion
 */

const ease = (/** @type {number} */ t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const lerp = (/** @type {number} */ a, /** @type {number} */ b, /** @type {number} */ t) => a + (b - a) * t;
/** Where a card with no origin comes from, and where one with no destination goes: the deck; "gone" cards are covered at once. */
const DECK = "deck";
const GONE = "gone";

/** How long a motion lasts, its stagger included (ms). */
export function motionLength(/** @type {{ms: number, stagger: number, order: string[]}} */ motion) {
  return motion.ms + motion.stagger * Math.max(0, motion.order.length - 1);
}

/**
 * A place of a layout: one of its sprites (face as it is) or a named place (face down unless it keeps faces).
 * @param {Frame} frame
 * @param {string} where
 * @returns {Sprite & {keepsFace?: boolean}}
 */
function placeOf(frame, where) {
  const sprite = frame.cards.get(where);
  if (sprite) return sprite;
  const place = frame.places[where] ?? frame.places[DECK];
  return { x: place.x, y: place.y, w: place.w, h: place.h, angle: place.angle ?? 0, face: null, keepsFace: place.keepsFace };
}

/**
 * The sprites of `motion` at its time `motion.t` (0..1), between the layouts of its two scenes, in drawing order.
 * @param {Frame} before
 * @param {Frame} after
 * @param {Motion} motion
 * @returns {Sprite[]}
 */
export function blend(before, after, motion) {
  const { origins, destinations, order, stagger, ms, t } = motion;
  const total = motionLength(motion);
  // A sprite lent as the origin of another one travels as that one.
  const lent = new Set(Object.values(origins).filter((id) => before.cards.has(id)));
  const ids = new Set([...before.cards.keys(), ...after.cards.keys()]);
  for (const id of lent) if (!after.cards.has(id)) ids.delete(id);
  /** @type {Sprite[]} */
  const sprites = [];
  for (const id of ids) {
    const known = before.cards.get(id);
    const origin = origins[id] ?? DECK;
    const start = known ?? placeOf(before, origin);
    const ending = after.cards.get(id);
    const where = destinations[id] ?? GONE;
    if (!ending && where === GONE) continue;
    const end = ending ?? { ...placeOf(after, where), z: start.z };
    const endFace = ending ? ending.face : "keepsFace" in end && end.keepsFace ? start.face : null;
    const ordered = order.indexOf(id);
    const delay = Math.max(0, ordered) * stagger;
    const at = ease(total > 0 ? Math.min(1, Math.max(0, (t * total - delay) / ms)) : 1);
    if (!ending && at >= 1) continue; // it has joined a pile, the deck or a hand off the table
    if (!known && !before.cards.has(origin) && at <= 0) continue; // still in the deck
    const turning = start.face !== endFace;
    const moving = turning || start.x !== end.x || start.y !== end.y || start.w !== end.w;
    const flying = moving && ordered >= 0 && at > 0 && at < 1;
    sprites.push({
      x: lerp(start.x, end.x, at), y: lerp(start.y, end.y, at), w: lerp(start.w, end.w, at), h: lerp(start.h, end.h, at),
      angle: lerp(start.angle ?? 0, end.angle ?? 0, at),
      face: turning && at < 0.5 ? start.face : endFace,
      stands: at < 0.5 ? start.stands : end.stands,
      restW: Math.max(start.w, end.w), restH: Math.max(start.h, end.h),
      z: flying ? 400 - ordered : (end.z ?? start.z ?? 0),
      flip: turning ? Math.max(0.04, Math.abs(Math.cos(Math.PI * at))) : 1,
      lifted: flying,
      id,
    });
  }
  return sprites.sort((a, b) => (a.z ?? 0) - (b.z ?? 0));
}

/**
 * Links the cards that change zone between two layouts by face, for a change
 * the player makes with no event (a sort, a group prepared or taken back):
 * each sprite of `after` absent from `before` comes from a sprite of `before`
 * absent from `after` with the same face, when one is left.
 * @param {Frame} before
 * @param {Frame} after
 * @returns {Record<string, string>}
 */
export function linkByFace(before, after) {
  const leaving = [...before.cards.keys()].filter((id) => !after.cards.has(id));
  /** @type {Record<string, string>} */
  const origins = {};
  for (const [id, sprite] of after.cards) {
    if (before.cards.has(id)) continue;
    const at = leaving.findIndex((old) => before.cards.get(old)?.face === sprite.face);
    if (at >= 0) origins[id] = leaving.splice(at, 1)[0];
  }
  return origins;
}
