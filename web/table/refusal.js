/**
 * The refusal bubble (#refusal): why an action was refused, beside where the
 * player acted (and the coach's bubble, beside the card it hints). It stays whole on the screen and clear of the status line: above
 * the place when it fits there, else below it, else at the top of the table.
 */

/** @typedef {import("../types").Rect} Rect */

const GAP = 6;
const MARGIN = 8;

const overlaps = (/** @type {Rect} */ a, /** @type {Rect} */ b) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

/**
 * @param {HTMLElement} bubble
 * @param {string} text
 * @param {Rect | null} at
 * @param {{area: Rect, avoid: HTMLElement[]}} room the table's free area, and what the bubble must not cover
 */
export function showRefusal(bubble, text, at, room) {
  bubble.textContent = text;
  placeBeside(bubble, at, room);
}

/**
 * Shows `bubble` (its content set) beside `at`, whole on the screen and clear of `avoid`; the
 * refusal's place, and the coach's hint's.
 * @param {HTMLElement} bubble
 * @param {Rect | null} at
 * @param {{area: Rect, avoid: HTMLElement[]}} room
 */
export function placeBeside(bubble, at, { area, avoid }) {
  bubble.hidden = false;
  const width = Math.min(320, area.w - 2 * MARGIN);
  bubble.style.width = `${width}px`;
  bubble.style.left = "0px";
  bubble.style.top = "0px";
  const height = bubble.offsetHeight;
  const place = at ?? { x: area.x + area.w / 2, y: area.y + area.h / 2, w: 0, h: 0 };
  const x = Math.max(area.x + MARGIN, Math.min(area.x + area.w - width - MARGIN, place.x + place.w / 2 - width / 2));
  const covered = avoid.filter((node) => !node.hidden && node.textContent?.trim()).map((node) => {
    const r = node.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  });
  const candidates = [place.y - GAP - height, place.y + place.h + GAP, area.y + MARGIN];
  const fits = (/** @type {number} */ y) => {
    const rect = { x, y, w: width, h: height };
    return y >= area.y + MARGIN - 0.5 && y + height <= area.y + area.h - MARGIN + 0.5 && !covered.some((other) => overlaps(rect, other));
  };
  const y = candidates.find(fits) ?? candidates[candidates.length - 1];
  bubble.style.left = `${x}px`;
  bubble.style.top = `${y}px`;
}

export function hideRefusal(/** @type {HTMLElement} */ bubble) {
  bubble.hidden = true;
  bubble.textContent = "";
}
