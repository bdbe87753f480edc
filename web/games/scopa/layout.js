/**
 * Where everything sits on the Scopa table, in CSS pixels, for a scene (what
 * the table shows: hands, table cards, deck, piles) inside a box (the canvas
 * area left free by the bars). Pure arithmetic: the renderer draws it, the
 * animations blend two of them, the card buttons are placed on it.
 *
 * Landscape: the deck in a column on the left, the capture piles on the
 * right, the computer's hand at the top, the table cards in the middle and
 * your hand at the bottom. Portrait: the deck and the computer's pile beside
 * the computer's hand, your pile beside yours.
 */
import { CARD_RATIO } from "../../cards/cards.js";
import { fan, sideOf } from "../../table/seats.js";
import { HAND_SCALE, preferences } from "../../ui/preferences.js";

/** @typedef {import("../../types").Rect} Rect */
/** @typedef {import("../../types").Sprite} Sprite */
/** @typedef {import("../../types").Scene} Scene */

/** Card heights as a share of a hand card's height. */
const SMALL = 0.6;
const TABLE = 0.8;
/** How far a picked hand card rises. */
const LIFT = 0.12;
/** In an overlapping hand, the share of each card left showing: at least, and as the sizes plan it. */
const MIN_SHOWING = 0.62;
const PLANNED_SHOWING = 0.8;
/** The table should hold this many cards at full size; upright screens, four in a row. */
const USUAL_TABLE = 6;
const UPRIGHT_ROW = 4;
const MAX_HAND_HEIGHT = 270;
const OPPONENT_SPREAD = 0.55;
const OPPONENT_TILT = (5 * Math.PI) / 180;
const SEATS = 2;
const TABLE_TILT = (1.6 * Math.PI) / 180;

export const clamp = (/** @type {number} */ value, /** @type {number} */ low, /** @type {number} */ high) => Math.min(high, Math.max(low, value));
/** The status line's height: upright, room for three lines (what happened, and what to do now); sideways, two. */
export const statusHeight = (/** @type {Rect} */ box, /** @type {boolean} */ portrait) =>
  Math.round(portrait ? clamp(box.h * 0.095, 40, 56) : clamp(box.h * 0.05, 24, 32));
export const sizeFor = (/** @type {number} */ height) => {
  const h = Math.round(height);
  return { w: Math.round(h / CARD_RATIO), h };
};

/** The hand card's height as a share of the unit: larger when the player asks for large cards (which then overlap more where room is short). */
export const handShare = () => HAND_SCALE[preferences.cardSize];

/** The unit (a hand card's height at the usual size) that fits `rows` rows of table cards in the box, and the spacing. */
function fit(/** @type {Rect} */ box, /** @type {number} */ rows) {
  const HAND = handShare();
  const portrait = box.w < box.h * 0.9;
  const pad = Math.round(clamp(Math.min(box.w, box.h) * 0.03, 8, 20));
  const gap = pad;
  const status = statusHeight(box, portrait);
  const perRow = Math.max(Math.ceil(USUAL_TABLE / rows), portrait ? UPRIGHT_ROW : 1);
  const width = (/** @type {number} */ share) => share / CARD_RATIO;
  const bounds = [
    MAX_HAND_HEIGHT,
    (box.h - 2 * pad - (rows + 1) * gap - status) / (SMALL + rows * TABLE + HAND + LIFT),
  ];
  if (portrait) {
    const inner = box.w - 2 * pad;
    bounds.push((inner - gap) / (width(HAND) * (1 + (2 * PLANNED_SHOWING) / HAND) + SMALL));
    bounds.push((inner - (perRow - 1) * gap) / (perRow * width(TABLE)));
  } else {
    const inner = box.w - 4 * pad;
    bounds.push((inner - 2 * gap) / (3 * width(HAND) + 2 * SMALL));
    bounds.push((inner - (perRow - 1) * gap) / (perRow * width(TABLE) + 2 * SMALL));
  }
  return { rows, portrait, pad, gap, status, unit: Math.max(20, Math.min(...bounds)) };
}

/** The sizes and regions of a box, the same for every scene. */
export function measure(/** @type {Rect} */ box) {
  const spacing = [fit(box, 1), fit(box, 2)].reduce((best, next) => (next.unit > best.unit ? next : best));
  const { rows, portrait, pad, gap, status, unit } = spacing;
  const hand = sizeFor(unit * handShare());
  const table = sizeFor(unit * TABLE);
  const small = sizeFor(unit * SMALL);
  const lift = Math.round(unit * LIFT);
  const tableHeight = rows * table.h + (rows - 1) * gap;
  const used = 2 * pad + small.h + gap + tableHeight + gap + status + lift + hand.h;
  const extra = Math.max(0, box.h - used);

  const top = box.y + pad + extra * 0.15;
  const opponentRow = { y: top, h: small.h };
  const tableTop = top + small.h + gap + extra * 0.3;
  const statusTop = tableTop + tableHeight + gap + extra * 0.3;
  const handRow = { y: statusTop + status + lift, h: hand.h };
  // A pile's column is as wide as a card lying crosswise, like a scopa card.
  const column = small.h;
  const right = box.x + box.w - pad - column;

  /** @type {{x: number, w: number}} */ let center;
  /** @type {{x: number, y: number}} */ let deck;
  /** @type {Array<{x: number, y: number}>} */ let piles;
  /** @type {{x: number, w: number}} */ let handArea;
  if (portrait) {
    center = { x: box.x + pad, w: box.w - 2 * pad };
    deck = { x: box.x + pad + (column - small.w) / 2, y: opponentRow.y };
    piles = [handRow.y + (hand.h - small.h) / 2, opponentRow.y].map((y) => ({ x: right + (column - small.w) / 2, y }));
    handArea = { x: box.x + pad, w: right - gap - box.x - pad };
  } else {
    center = { x: box.x + 2 * pad + column, w: box.w - 4 * pad - 2 * column };
    deck = { x: box.x + pad + (column - small.w) / 2, y: tableTop + (tableHeight - small.h) / 2 };
    piles = [handRow.y + (hand.h - small.h) / 2, opponentRow.y].map((y) => ({ x: right + (column - small.w) / 2, y }));
    handArea = center;
  }
  return {
    box,
    portrait,
    gap,
    lift,
    sizes: { hand, table, small },
    opponentRow: { x: center.x, w: center.w, ...opponentRow },
    tableArea: { x: center.x, y: tableTop, w: center.w, h: tableHeight },
    status: { x: center.x, y: statusTop, w: center.w, h: status },
    handArea: { ...handArea, ...handRow },
    deck: { ...deck, ...small },
    piles: piles.map((pile) => ({ ...pile, ...small })),
  };
}

/**
 * x of each of `count` cards of width `w` in a row centred on `centre`,
 * overlapping (to no less than MIN_SHOWING) when the row is wider than `room`.
 */
export function rowOf(/** @type {number} */ count, /** @type {number} */ w, /** @type {number} */ gap, /** @type {number} */ centre, /** @type {number} */ room) {
  if (count === 0) return { xs: [], step: 0 };
  const step = count > 1 ? clamp((room - w) / (count - 1), w * MIN_SHOWING, w + gap) : 0;
  const start = centre - (w + step * (count - 1)) / 2;
  return { xs: Array.from({ length: count }, (_, i) => start + i * step), step };
}

/** A small steady tilt per card, as cards lie on a real table (the same card, the same tilt). */
function tiltOf(/** @type {string} */ name) {
  const code = name.charCodeAt(0) * 31 + name.charCodeAt(1) * 7;
  return (((code % 9) - 4) / 4) * TABLE_TILT;
}

/**
 * Sprites (every card drawn on its own) by id: a face-up card by its name,
 * the computer's face-down cards as "back0", "back1", ... Each is
 * {x, y, w, h, angle, face (card name or null for a back), z}.
 * `scene.lifted`: the hand card raised because it is picked. Places off
 * layout: the deck, and each player's pile (cards keep their faces on the way).
 * @param {Scene} scene
 * @param {Rect} box
 */
export function layoutScene(scene, box) {
  const frame = measure(box);
  const { sizes, gap } = frame;
  const lifted = scene.lifted ?? null;
  const opponent = fan({
    area: { ...frame.opponentRow, h: sizes.small.h * 1.3 }, count: scene.opponent, size: sizes.small,
    side: sideOf(SEATS, 1), prefix: "back", spread: OPPONENT_SPREAD, tilt: OPPONENT_TILT, faces: scene.revealed?.[1],
  });
  /** @type {Map<string, Sprite>} */
  const cards = new Map(opponent.cards);

  const room = frame.handArea;
  const handRow = rowOf(scene.hand.length, sizes.hand.w, gap, 0, room.w);
  const handWidth = sizes.hand.w + handRow.step * Math.max(0, scene.hand.length - 1);
  // In portrait the hand shares its row with your pile: centred on the screen when there is room.
  const handCentre = frame.portrait
    ? clamp(box.x + box.w / 2, room.x + handWidth / 2, room.x + room.w - handWidth / 2)
    : room.x + room.w / 2;
  scene.hand.forEach((/** @type {string} */ name, /** @type {number} */ i) => {
    const y = room.y - (name === lifted ? frame.lift : 0);
    cards.set(name, { x: handCentre + handRow.xs[i], y, ...sizes.hand, angle: 0, face: name, z: 30 + i, lifted: name === lifted });
  });

  placeTableCards(cards, scene, frame.tableArea, sizes.table, gap);
  const places = {
    deck: frame.deck,
    pile0: { ...frame.piles[0], keepsFace: true },
    pile1: { ...frame.piles[1], keepsFace: true },
  };
  return { ...frame, cards, places, opponentFan: opponent.rect, handStep: handRow.step, bannerArea: frame.tableArea, bannerHeight: sizes.table.h * 0.55 };
}

/** @typedef {ReturnType<typeof layoutScene>} ScopaFrame */

/**
 * The table cards in `area`, each with its own small tilt, and the card played
 * landing on the first card it takes (`scene.landing`), for every Scopa table.
 * @param {Map<string, Sprite>} cards where the sprites go
 * @param {Scene} scene
 * @param {Rect} area
 * @param {{w: number, h: number}} size
 * @param {number} gap
 */
export function placeTableCards(cards, scene, area, size, gap) {
  const grid = tableGrid(scene.table.length, area, size, gap);
  scene.table.forEach((/** @type {string} */ name, /** @type {number} */ i) => {
    cards.set(name, { ...grid[i], angle: tiltOf(name), face: name, z: 20 + i });
  });
  if (scene.landing) {
    const onto = /** @type {Sprite} */ (cards.get(scene.landing.onto));
    cards.set(scene.landing.card, {
      x: onto.x + onto.w * 0.28, y: onto.y + onto.h * 0.16, w: onto.w, h: onto.h,
      angle: TABLE_TILT * 2.5, face: scene.landing.card, z: 29,
    });
  }
}

/** The table cards' rectangles: the usual size in as few rows as the area allows, smaller if they do not fit. */
function tableGrid(/** @type {number} */ count, /** @type {Rect} */ area, /** @type {{w: number, h: number}} */ size, /** @type {number} */ gap) {
  let { w, h } = size;
  let perRow = 1;
  for (;;) {
    perRow = Math.max(1, Math.floor((area.w + gap) / (w + gap)));
    const rows = Math.max(1, Math.floor((area.h + gap) / (h + gap)));
    if (perRow * rows >= count || w < 16) break;
    w *= 0.92;
    h = w * CARD_RATIO;
  }
  const rows = Math.ceil(count / perRow);
  const balanced = Math.ceil(count / Math.max(1, rows));
  const top = area.y + (area.h - (rows * h + (rows - 1) * gap)) / 2;
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / balanced);
    const inRow = Math.min(balanced, count - row * balanced);
    const left = area.x + (area.w - (inRow * w + (inRow - 1) * gap)) / 2;
    return { x: left + (i % balanced) * (w + gap), y: top + row * (h + gap), w, h };
  });
}
