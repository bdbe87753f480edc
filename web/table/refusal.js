/**
 * The refusal bubble (#refusal): why an action was refused, beside where the
 * player acted (and the coach's bubble, beside the card it hints). It stays whole on the screen and clear of the status line
 * and of the cards: above the place when it fits there, else below it, else at the top of the table, else in a gap between
 * them. A refusal goes at the player's next action.
 */

/** @typedef {import("../types").Rect} Rect */

const GAP = 6;
const MARGIN = 8;

const overlaps = (/** @type {Rect} */ a, /** @type {Rect} */ b) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

/** Takes the bubble on show away at the player's next action; null while none is on show. */
let dismissal = /** @type {AbortController | null} */ (null);

/**
 * Shows why an action was refused, clear of the cards, until the player's next action (a key, a
 * tap, a click): the reason is read once, and the cards stay in sight to act on.
 * @param {HTMLElement} bubble
 * @param {string} text
 * @param {Rect | null} at
 * @param {{area: Rect, avoid: HTMLElement[], cards: Element[]}} room the table's free area, what the bubble must not cover, and the cards it keeps clear of
 */
export function showRefusal(bubble, text, at, room) {
  dismissal?.abort();
  bubble.textContent = text;
  placeBeside(bubble, at, room);
  // Added while the action that was refused is still dispatched, these hear only the next one.
  dismissal = new AbortController();
  for (const type of ["keydown", "pointerdown"]) {
    window.addEventListener(type, () => hideRefusal(bubble), { capture: true, signal: dismissal.signal });
  }
}

/** The box of `node` on the screen. */
const boxOf = (/** @type {Element} */ node) => {
  const r = node.getBoundingClientRect();
  return { x: r.x, y: r.y, w: r.width, h: r.height };
};

/**
 * Shows `bubble` (its content set) beside `at`, whole on the screen and clear of `avoid` (those
 * with text) and of `cards`: above the place, else below it, else at the top of the table, else
 * in the nearest gap between what it keeps clear of. The refusal's place, and the coach's hint's.
 * @param {HTMLElement} bubble
 * @param {Rect | null} at
 * @param {{area: Rect, avoid: HTMLElement[], cards?: Element[]}} room
 */
export function placeBeside(bubble, at, { area, avoid, cards = [] }) {
  bubble.hidden = false;
  const width = Math.min(320, area.w - 2 * MARGIN);
  bubble.style.width = `${width}px`;
  bubble.style.left = "0px";
  bubble.style.top = "0px";
  const height = bubble.offsetHeight;
  const place = at ?? { x: area.x + area.w / 2, y: area.y + area.h / 2, w: 0, h: 0 };
  const x = Math.max(area.x + MARGIN, Math.min(area.x + area.w - width - MARGIN, place.x + place.w / 2 - width / 2));
  const covered = [
    ...avoid.filter((node) => !node.hidden && node.textContent?.trim()).map(boxOf),
    ...cards.map(boxOf).filter((box) => box.w > 0 && box.h > 0),
  ];
  const preferred = [place.y - GAP - height, place.y + place.h + GAP, area.y + MARGIN];
  const gaps = covered
    .flatMap((other) => [other.y - GAP - height, other.y + other.h + GAP])
    .sort((a, b) => Math.abs(a - place.y) - Math.abs(b - place.y));
  const fits = (/** @type {number} */ y) => {
    const rect = { x, y, w: width, h: height };
    return y >= area.y + MARGIN - 0.5 && y + height <= area.y + area.h - MARGIN + 0.5 && !covered.some((other) => overlaps(rect, other));
  };
  const y = [...preferred, ...gaps].find(fits) ?? area.y + MARGIN;
  bubble.style.left = `${x}px`;
  bubble.style.top = `${y}px`;
}

export function hideRefusal(/** @type {HTMLElement} */ bubble) {
  dismissal?.abort();
  dismissal = null;
  bubble.hidden = true;
  bubble.textContent = "";
}
