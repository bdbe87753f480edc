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
 * Shows `bubble` (its content set) beside `at`, whole on the screen (taller than the table, it
 * scrolls) and clear of `avoid` (those with text) and of `cards`, and of `spare` too where it can
 * be: above the place, else below it, else at the top of the table, else in the nearest gap
 * between what it keeps clear of; centred on the place, else at the table's left or right edge
 * (sideways, beside the cards). The refusal's place, and the coach's hint's.
 * @param {HTMLElement} bubble
 * @param {Rect | null} at
 * @param {{area: Rect, avoid: HTMLElement[], cards?: Element[], spare?: Element[]}} room
 */
export function placeBeside(bubble, at, { area, avoid, cards = [], spare = [] }) {
  bubble.hidden = false;
  const width = Math.min(320, area.w - 2 * MARGIN);
  bubble.style.width = `${width}px`;
  bubble.style.maxHeight = `${area.h - 2 * MARGIN}px`;
  bubble.style.left = "0px";
  bubble.style.top = "0px";
  const height = bubble.offsetHeight;
  const place = at ?? { x: area.x + area.w / 2, y: area.y + area.h / 2, w: 0, h: 0 };
  const xs = [place.x + place.w / 2 - width / 2, area.x + MARGIN, area.x + area.w - width - MARGIN].map((x) =>
    Math.max(area.x + MARGIN, Math.min(area.x + area.w - width - MARGIN, x)),
  );
  const kept = [...avoid.filter((node) => !node.hidden && node.textContent?.trim()), ...cards].map(boxOf).filter((box) => box.w > 0 && box.h > 0);
  const spared = spare.map(boxOf).filter((box) => box.w > 0 && box.h > 0);
  /** The first place clear of `covered`, or null. */
  const spot = (/** @type {Rect[]} */ covered) => {
    const ys = [
      place.y - GAP - height,
      place.y + place.h + GAP,
      area.y + MARGIN,
      ...covered.flatMap((other) => [other.y - GAP - height, other.y + other.h + GAP]).sort((a, b) => Math.abs(a - place.y) - Math.abs(b - place.y)),
    ];
    for (const x of xs) {
      for (const y of ys) {
        const rect = { x, y, w: width, h: height };
        if (y >= area.y + MARGIN - 0.5 && y + height <= area.y + area.h - MARGIN + 0.5 && !covered.some((other) => overlaps(rect, other))) return rect;
      }
    }
    return null;
  };
  const { x, y, h } = spot([...kept, ...spared]) ?? spot(kept) ?? tallestGap(xs, width, kept, area);
  bubble.style.left = `${x}px`;
  bubble.style.top = `${y}px`;
  if (h < height) bubble.style.maxHeight = `${Math.max(48, h)}px`;
}

/**
 * Where a bubble too tall for any place clear of `kept` goes: the tallest free band of the table at one of
 * `xs`, clear of what it must keep clear of, its height then held to the band's (it scrolls).
 * @param {number[]} xs @param {number} width @param {Rect[]} kept @param {Rect} area
 */
function tallestGap(xs, width, kept, area) {
  let best = { x: xs[0], y: area.y + MARGIN, h: 0 };
  for (const x of xs) {
    const across = kept.filter((other) => Math.min(x + width, other.x + other.w) - Math.max(x, other.x) > 0.5).sort((a, b) => a.y - b.y);
    let top = area.y + MARGIN;
    for (const other of [...across, { x, y: area.y + area.h - MARGIN + GAP, w: width, h: 0 }]) {
      const h = other.y - GAP - top;
      if (h > best.h) best = { x, y: top, h };
      top = Math.max(top, other.y + other.h + GAP);
    }
  }
  return best;
}

export function hideRefusal(/** @type {HTMLElement} */ bubble) {
  dismissal?.abort();
  dismissal = null;
  bubble.hidden = true;
  bubble.textContent = "";
}
