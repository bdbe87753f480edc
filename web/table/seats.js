/**
 * Seats for 2, 3 or 4 players. You are seat 0, at the bottom; with two players
 * the other sits across (top); with three, seats 1 and 2 sit to your right and
 * to your left; with four, seats 1, 2 and 3 sit to your right, across and to
 * your left: the order of play at an Italian table, counter-clockwise. A hand that is not yours lies face down, fanned along its
 * side, and shows its size.
 */

/**
 * @typedef {import("../types").Rect} Rect
 * @typedef {import("../types").Sprite} Sprite
 * @typedef {"bottom" | "right" | "top" | "left"} Side
 */

/** @type {Record<number, Side[]>} */
const SIDES = { 2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"] };

/** The side of the table where `seat` sits among `players` (2, 3 or 4). */
export function sideOf(/** @type {number} */ players, /** @type {number} */ seat) {
  const sides = SIDES[players];
  if (!sides || seat < 0 || seat >= sides.length) throw new Error(`no seat ${seat} at a table of ${players}`);
  return sides[seat];
}

/** The other seats as they sit from your left to your right, seen from your place: left, across, right. */
export function leftToRight(/** @type {number} */ players) {
  const order = { left: 0, top: 1, right: 2 };
  const others = Array.from({ length: players - 1 }, (_, i) => i + 1);
  return others.sort((a, b) => order[/** @type {"left"} */ (sideOf(players, a))] - order[/** @type {"left"} */ (sideOf(players, b))]);
}

/**
 * The bands along the sides of `box` where each seat's hand lies: `depth` px
 * deep, the side bands shortened so that no two overlap.
 * @param {number} players
 * @param {Rect} box
 * @param {number} depth
 * @returns {Rect[]}
 */
export function seatAreas(players, box, depth) {
  const side = players === 4 ? depth : 0;
  /** @type {Record<Side, Rect>} */
  const bands = {
    bottom: { x: box.x + side, y: box.y + box.h - depth, w: box.w - 2 * side, h: depth },
    top: { x: box.x + side, y: box.y, w: box.w - 2 * side, h: depth },
    right: { x: box.x + box.w - depth, y: box.y + depth, w: depth, h: box.h - 2 * depth },
    left: { x: box.x, y: box.y + depth, w: depth, h: box.h - 2 * depth },
  };
  return SIDES[players].map((name) => bands[name]);
}

/**
 * A face-down hand of `count` cards of `size`, fanned in the middle of
 * `area` along `side` (cards on the left and right sides lie crosswise), each
 * `spread` of a card's width from the next and leaning out by `tilt` radians.
 * Returns the sprites (ids `${prefix}0`, `${prefix}1`, ...) and the fan's rectangle.
 * With `faces` (a review's step), the hand lies face up: those cards, each its name as its id.
 * @param {{area: Rect, count: number, size: {w: number, h: number}, side: Side, prefix: string, spread?: number, tilt?: number, z?: number, faces?: string[] | null}} hand
 */
export function fan({ area, count, size, side, prefix, spread = 0.4, tilt = 0.04, z = 10, faces = null }) {
  const across = side === "left" || side === "right";
  const room = across ? area.h : area.w;
  const step = count > 1 ? Math.min(size.w * spread, (room - size.w) / (count - 1)) : 0;
  const length = size.w + step * Math.max(0, count - 1);
  const start = (across ? area.y + area.h / 2 : area.x + area.w / 2) - length / 2;
  const turn = { bottom: 0, top: 0, right: -Math.PI / 2, left: Math.PI / 2 }[side];
  /** @type {Map<string, Sprite>} */
  const cards = new Map();
  for (let i = 0; i < count; i++) {
    const lean = i - (count - 1) / 2;
    const along = start + i * step;
    const drop = Math.abs(lean) * size.h * 0.03;
    const place = across
      ? { x: area.x + (area.w - size.w) / 2, y: along + (size.w - size.h) / 2 }
      : { x: along, y: area.y + (side === "top" ? drop : area.h - size.h - drop) };
    cards.set(faces?.[i] ?? `${prefix}${i}`, { ...place, ...size, angle: turn + lean * tilt, face: faces?.[i] ?? null, z: z + i });
  }
  const rect = across
    ? { x: area.x + (area.w - size.h) / 2, y: start, w: size.h, h: length }
    : { x: start, y: side === "top" ? area.y : area.y + area.h - size.h, w: length, h: size.h };
  return { cards, rect };
}
