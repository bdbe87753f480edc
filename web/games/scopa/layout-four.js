/**
 * Where everything sits on a Scopa table of four (Scopa in pairs, Scopone),
 * in CSS pixels, for a scene inside a box: the layout for four beside the one
 * for two (layout.js), on the same helpers. Pure arithmetic.
 *
 * You at the bottom, your partner across (top), the opponents at the sides:
 * seat 1 on your right, seat 3 on your left (table/seats.js), their hands face
 * down. Each seat's capture pile lies at the end of its band, turning the
 * same way round the table: yours bottom right, seat 1's top right, your
 * partner's top left, seat 3's bottom left. The deck (while Scopa deals) lies
 * at the top, right of your partner's hand; the table cards in the middle,
 * the status line across the table under them, and your hand at the bottom:
 * one row, or two on an upright screen when it holds more than five cards.
 */
import { CARD_RATIO } from "../../cards/cards.js";
import { fan, sideOf } from "../../table/seats.js";
import { clamp, handShare, placeTableCards, rowOf, sizeFor, statusHeight } from "./layout.js";
import { backPrefix, backsOf, otherSeats } from "./seating.js";

/** @typedef {import("../../types").Rect} Rect */
/** @typedef {import("../../types").Sprite} Sprite */
/** @typedef {import("../../types").Scene} Scene */

const SEATS = 4;
/** Card heights as a share of a hand card's height: piles, the deck and your partner's cards; the side players' cards; the table's. */
const SMALL = 0.6;
const SIDE = { upright: 0.46, wide: 0.6 };
const TABLE = 0.8;
/** How far a picked hand card rises. */
const LIFT = 0.12;
const MAX_HAND_HEIGHT = 230;
/** The share of each hand card left showing, as the sizes plan it. */
const PLANNED_SHOWING = 0.8;
/** An upright screen holds this many hand cards in a row; more go in two rows. */
const UPRIGHT_ROW = 5;
/** In two hand rows, the share of the upper row's height left showing above the lower. */
const UPPER_SHOWING = 0.5;
/** The table should hold two rows of cards at full size, three to a row at least. */
const TABLE_ROWS = 2;
const TABLE_ROW = 3;
export const BACK_SPREAD = 0.34;
const BACK_TILT = (2.5 * Math.PI) / 180;

/** The hand card height that fits a hand of `count` cards in `rows` rows, and the spacing. */
function fit(/** @type {Rect} */ box, /** @type {number} */ count) {
  const portrait = box.w < box.h * 0.9;
  const pad = Math.round(clamp(Math.min(box.w, box.h) * 0.03, 8, 20));
  const gap = pad;
  // Upright, the status line has room for three lines of text (what happened, and what to do now).
  const status = statusHeight(box, portrait);
  const side = portrait ? SIDE.upright : SIDE.wide;
  const rows = portrait && count > UPRIGHT_ROW ? 2 : 1;
  const perRow = Math.ceil(Math.max(count, 1) / rows);
  const width = (/** @type {number} */ share) => share / CARD_RATIO;
  const inner = box.w - 2 * pad;
  const HAND = handShare();
  const bounds = [
    MAX_HAND_HEIGHT,
    // The hand's rows, and the band of your pile beside them.
    (inner - gap) / (width(HAND + (perRow - 1) * PLANNED_SHOWING) + side),
    // Between the side players' bands, a row of the table's cards.
    (inner - 2 * gap - (TABLE_ROW - 1) * gap) / (2 * side + TABLE_ROW * width(TABLE)),
    (box.h - 2 * pad - (TABLE_ROWS + 2) * gap - status) / (SMALL + TABLE_ROWS * TABLE + LIFT + HAND * (rows === 1 ? 1 : 1 + UPPER_SHOWING)),
  ];
  return { rows, portrait, pad, gap, status, side, unit: Math.max(20, Math.min(...bounds)) };
}

/** The sizes and regions of a box for a hand of `count` cards. */
function measureFour(/** @type {Rect} */ box, /** @type {number} */ count) {
  const fitted = fit(box, count);
  const { rows, portrait, pad, gap, status, unit } = fitted;
  const hand = sizeFor(unit * handShare());
  const small = sizeFor(unit * SMALL);
  const side = sizeFor(unit * fitted.side);
  const table = sizeFor(unit * TABLE);
  const lift = Math.round(unit * LIFT);
  const upper = Math.round(hand.h * UPPER_SHOWING);
  const left = box.x + pad;
  const right = box.x + box.w - pad;
  const top = box.y + pad;
  const handTop = box.y + box.h - pad - hand.h - (rows - 1) * upper;
  // The status line runs across the table above your hand; the side bands end above it.
  const statusRect = { x: left, y: handTop - lift - status, w: right - left, h: status };
  const bottom = statusRect.y - gap;
  // A side band is as wide as a card lying crosswise; a pile stands upright in it, centred.
  const band = side.h;
  const inBand = (/** @type {number} */ x) => x + (band - small.w) / 2;
  const middleTop = top + small.h + gap;
  const middle = { x: left + band + gap, w: right - left - 2 * (band + gap) };
  const piles = [
    { x: inBand(right - band), y: handTop + (hand.h - small.h) / 2 },
    { x: inBand(right - band), y: top },
    { x: inBand(left), y: top },
    { x: inBand(left), y: bottom - small.h },
  ].map((place) => ({ ...place, ...small }));
  const deck = { x: right - band - gap - small.w, y: top, ...small };
  return {
    box, portrait, gap, lift, rows, upper,
    sizes: { hand, small, side, table },
    tableArea: { ...middle, y: middleTop, h: Math.max(0, bottom - middleTop) },
    status: statusRect,
    handArea: { x: left, y: handTop, w: right - left - band - gap, h: hand.h + (rows - 1) * upper },
    // Where each other hand fans out: your partner's between the piles' corners and the deck, the sides' between the piles.
    bands: [
      null,
      { x: right - band, y: top + small.h + gap, w: band, h: bottom - top - small.h - gap },
      { x: left + band + gap + small.w + gap, y: top, w: right - left - 2 * (band + 2 * gap + small.w), h: small.h },
      { x: left, y: middleTop, w: band, h: bottom - small.h - gap - middleTop },
    ],
    deck,
    piles,
  };
}

/**
 * Your hand in one or two rows, centred on the box, the picked card raised;
 * returns the part of each card that can be tapped (what the next card, and
 * the row below, leave showing).
 * @param {ReturnType<typeof measureFour>} frame
 * @param {Scene} scene
 * @param {Map<string, Sprite>} cards
 * @returns {Map<string, Rect>}
 */
function layHand(frame, scene, cards) {
  const { sizes, gap, box, handArea, upper } = frame;
  const hand = /** @type {string[]} */ (scene.hand);
  const first = frame.rows === 2 && hand.length > UPRIGHT_ROW ? Math.ceil(hand.length / 2) : hand.length;
  const rows = first < hand.length ? [hand.slice(0, first), hand.slice(first)] : [hand];
  /** @type {Map<string, Rect>} */
  const taps = new Map();
  const step = rowOf(rows[0].length, sizes.hand.w, gap, 0, handArea.w).step;
  const rowTop = handArea.y + handArea.h - sizes.hand.h - (rows.length - 1) * upper;
  rows.forEach((row, r) => {
    const width = sizes.hand.w + step * Math.max(0, row.length - 1);
    const centre = clamp(box.x + box.w / 2, handArea.x + width / 2, handArea.x + handArea.w - width / 2);
    row.forEach((name, i) => {
      const picked = name === scene.lifted;
      const y = rowTop + r * upper - (picked ? frame.lift : 0);
      const x = centre - width / 2 + i * step;
      cards.set(name, { x, y, ...sizes.hand, angle: 0, face: name, z: 30 + r * 12 + i, lifted: picked });
      const last = i === row.length - 1;
      const showing = r < rows.length - 1 ? upper : sizes.hand.h;
      taps.set(name, { x, y, w: last ? sizes.hand.w : Math.min(sizes.hand.w, step), h: showing + (picked ? frame.lift : 0) });
    });
  });
  return taps;
}

/**
 * The other hands face down (face up in a review's step), each fanned in its seat's band (your
 * partner's cards small, the sides' crosswise): adds their sprites to `cards` and returns where each
 * seat's hand lies, yours (the hand area) first. Briscola for four lays its hands alike.
 * @param {{bands: Array<Rect | null>, handArea: Rect, sizes: {small: {w: number, h: number}, side: {w: number, h: number}}}} frame
 * @param {Scene} scene
 * @param {Map<string, Sprite>} cards
 * @returns {Rect[]}
 */
export function layOtherHands(frame, scene, cards) {
  const fans = [frame.handArea];
  for (const seat of otherSeats(scene)) {
    const size = seat === 2 ? frame.sizes.small : frame.sizes.side;
    const hand = fan({
      area: /** @type {Rect} */ (frame.bands[seat]), count: backsOf(scene, seat), size, side: sideOf(SEATS, seat),
      prefix: backPrefix(scene, seat), spread: BACK_SPREAD, tilt: BACK_TILT, faces: scene.revealed?.[seat],
    });
    for (const [id, sprite] of hand.cards) cards.set(id, sprite);
    fans[seat] = hand.rect;
  }
  return fans;
}

/**
 * Sprites by id for a scene of four seats (seating.js: `scene.backs`): your
 * cards by name, the other hands' face-down cards as "s1b0", ..., the table
 * cards by name. Places off layout: the deck, each seat's pile (cards keep
 * their faces on the way) and each other hand.
 * @param {Scene} scene
 * @param {Rect} box
 */
export function layoutFour(scene, box) {
  const frame = measureFour(box, scene.hand.length);
  const { sizes, gap } = frame;
  /** @type {Map<string, Sprite>} */
  const cards = new Map();
  const fans = layOtherHands(frame, scene, cards);
  const taps = layHand(frame, scene, cards);
  placeTableCards(cards, scene, frame.tableArea, sizes.table, gap);
  /** @type {Record<string, import("../../types").Place>} */
  const places = { deck: frame.deck };
  frame.piles.forEach((pile, seat) => (places[`pile${seat}`] = { ...pile, keepsFace: true }));
  return { ...frame, cards, places, fans, taps, bannerArea: frame.tableArea, bannerHeight: sizes.table.h * 0.55 };
}

/** @typedef {ReturnType<typeof layoutFour>} FourFrame */
