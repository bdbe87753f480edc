/**
 * Where everything sits on the table of a game of tricks for two (Briscola, Tressette), in CSS pixels, for a scene
 * inside a box (the canvas area left free by the bars). Pure arithmetic: the
 * renderer draws it, the animations blend two of them, the buttons lie on it.
 *
 * The computer's hand at the top, yours at the bottom; in the middle the
 * stock on the left, the briscola crosswise under it and half showing, and
 * the trick (the card led, then the answer beside it; at Tressette the cards
 * just drawn lie there a moment, face up); the won piles on the
 * right, the computer's at the top and yours beside your hand, the trick just
 * taken face up on its winner's pile. The same plan upright and sideways:
 * upright, your hand moves over to leave room for your pile.
 */
import { CARD_RATIO } from "../../cards/cards.js";
import { HAND_SCALE, preferences } from "../../ui/preferences.js";
import { fan, sideOf } from "../../table/seats.js";
import { statusHeight } from "../scopa/layout.js";

/** @typedef {import("../../types").Rect} Rect */
/** @typedef {import("../../types").Sprite} Sprite */
/** @typedef {import("../../types").Scene} Scene */

/** Card heights as a share of a hand card's height: the other hand, the stock and the piles; the trick. */
const SMALL = 0.6;
const TRICK = 0.8;
/** How much of the stock's width the briscola starts under: the rest of it shows (three quarters of it, both its corners). */
const UNDER = 0.6;
/** In the hand, the share of each card left showing when the row is short of room. */
const MIN_SHOWING = 0.62;
const PLANNED_SHOWING = 0.8;
const HAND_SIZE = 3;
/** A long hand (Tressette's ten cards) overlaps more: the share of each card left showing. */
const LONG_SHOWING = 0.42;
const MAX_HAND_HEIGHT = 270;
const OPPONENT_SPREAD = 0.55;
const OPPONENT_TILT = (5 * Math.PI) / 180;
const TRICK_TILT = (2.5 * Math.PI) / 180;
const LAST_TRICK_TILT = 0.08;
/** Stock layers drawn: one face-down card per this many, at most MAX_LAYERS. */
const PER_LAYER = 6;
const MAX_LAYERS = 6;
const SEATS = 2;

const clamp = (/** @type {number} */ value, /** @type {number} */ low, /** @type {number} */ high) => Math.min(high, Math.max(low, value));
const sizeFor = (/** @type {number} */ height) => {
  const h = Math.round(height);
  return { w: Math.round(h / CARD_RATIO), h };
};
const widthOf = (/** @type {number} */ share) => share / CARD_RATIO;

/** The stock's group: the stock and the briscola crosswise, as wide as this share of a small card's width. */
export const STOCK_GROUP = UNDER + CARD_RATIO;

/** The share of each card of a hand of `planned` cards left showing: most of it in a short hand, less in a long one. */
export const showingIn = (/** @type {number} */ planned) => (planned > HAND_SIZE ? LONG_SHOWING : MIN_SHOWING);

/** The sizes and regions of a box for a hand of `planned` cards at most (Briscola's three, Tressette's ten), the same for every scene. */
export function measure(/** @type {Rect} */ box, planned = HAND_SIZE) {
  const portrait = box.w < box.h * 0.9;
  const pad = Math.round(clamp(Math.min(box.w, box.h) * 0.03, 8, 20));
  const gap = pad;
  const status = statusHeight(box, portrait);
  const middleShare = Math.max(TRICK * 1.1, SMALL);
  // The hand's cards, larger when the player asks for large cards (overlapping more where room is short).
  const HAND = HAND_SCALE[preferences.cardSize];
  const bounds = [
    MAX_HAND_HEIGHT,
    (box.h - 2 * pad - 2 * gap - status) / (SMALL + middleShare + HAND),
    // The middle row: the stock's group, then the trick's two cards.
    (box.w - 2 * pad - 3 * gap) / (widthOf(SMALL) * STOCK_GROUP + 2 * widthOf(TRICK)),
  ];
  // Upright, your hand shares its row with your pile.
  if (portrait) bounds.push((box.w - 2 * pad - gap) / (widthOf(HAND) * (1 + ((HAND_SIZE - 1) * PLANNED_SHOWING) / HAND) + widthOf(SMALL)));
  // A long hand fits across the screen beside your pile, with which it shares its row.
  if (planned > HAND_SIZE) bounds.push((box.w - 2 * pad - gap) / (widthOf(HAND) * (1 + (planned - 1) * LONG_SHOWING) + widthOf(SMALL)));
  const unit = Math.max(20, Math.min(...bounds));
  const hand = sizeFor(unit * HAND);
  const small = sizeFor(unit * SMALL);
  const trick = sizeFor(unit * TRICK);
  const middle = Math.round(unit * middleShare);
  const used = 2 * pad + small.h + gap + middle + gap + status + hand.h;
  const extra = Math.max(0, box.h - used);

  const top = box.y + pad + extra * 0.15;
  const middleTop = top + small.h + gap + extra * 0.3;
  const statusTop = middleTop + middle + gap + extra * 0.3;
  const handTop = statusTop + status;
  const right = box.x + box.w - pad - small.w;
  const stock = { x: box.x + pad, y: middleTop + (middle - small.h) / 2, ...small };
  const stockGroup = { ...stock, w: Math.round(small.w * STOCK_GROUP) };
  const trickWidth = 2 * trick.w + gap;
  // The trick in the middle of the table, unless the stock's group needs the room.
  const trickCentre = Math.max(box.x + box.w / 2, stockGroup.x + stockGroup.w + gap + trickWidth / 2);
  const handArea = portrait || planned > HAND_SIZE ? { x: box.x + pad, w: right - gap - box.x - pad } : { x: box.x + pad, w: box.w - 2 * pad };
  return {
    box,
    gap,
    sizes: { hand, small, trick },
    opponentRow: { x: box.x, y: top, w: box.w, h: small.h },
    trickArea: { x: trickCentre - trickWidth / 2, y: middleTop + (middle - trick.h) / 2, w: trickWidth, h: trick.h },
    middle: { x: box.x + pad, y: middleTop, w: box.w - 2 * pad, h: middle },
    status: { x: box.x + pad, y: statusTop, w: box.w - 2 * pad, h: status },
    handArea: { ...handArea, y: handTop, h: hand.h },
    stock,
    stockGroup,
    piles: [{ x: right, y: handTop + (hand.h - small.h) / 2, ...small }, { x: right, y: top, ...small }],
  };
}

/** The sprites of the stock (at a table of two or four): the briscola crosswise under it, then a face-down layer per few cards; returns the layers. */
export function stockSprites(/** @type {Scene} */ scene, /** @type {{stock: Rect, sizes: {small: {w: number, h: number}}}} */ frame, /** @type {Map<string, Sprite>} */ cards) {
  const { stock, sizes } = frame;
  if (scene.briscola) {
    const cx = stock.x + sizes.small.w * UNDER + sizes.small.h / 2;
    const cy = stock.y + sizes.small.h / 2;
    cards.set(scene.briscola, { x: cx - sizes.small.w / 2, y: cy - sizes.small.h / 2, ...sizes.small, angle: Math.PI / 2, face: scene.briscola, z: 1 });
  }
  const backs = scene.stock - (scene.briscola ? 1 : 0);
  const layers = Math.min(MAX_LAYERS, Math.ceil(backs / PER_LAYER));
  for (let i = 0; i < layers; i++) {
    const lift = i * 1.25;
    cards.set(`stock${i}`, { ...stock, x: stock.x - lift * 0.5, y: stock.y - lift, angle: 0, face: null, z: 2 + i });
  }
  return layers;
}

/**
 * Your hand in a row in its area (at a table of two or four), overlapping where room is short;
 * returns the step from one card to the next.
 * @param {Scene} scene
 * @param {{handArea: Rect, box: Rect, gap: number, sizes: {hand: {w: number, h: number}}}} frame
 * @param {Map<string, Sprite>} cards
 */
export function layHand(scene, frame, cards) {
  const { sizes, gap } = frame;
  const room = frame.handArea;
  const count = scene.hand.length;
  const step = count > 1 ? clamp((room.w - sizes.hand.w) / (count - 1), sizes.hand.w * showingIn(count), sizes.hand.w + gap) : 0;
  const handWidth = sizes.hand.w + step * Math.max(0, count - 1);
  // Upright, the hand shares its row with your pile: centred on the screen when there is room.
  const centre = clamp(frame.box.x + frame.box.w / 2, room.x + handWidth / 2, room.x + room.w - handWidth / 2);
  scene.hand.forEach((/** @type {string} */ name, /** @type {number} */ i) => {
    cards.set(name, { x: centre - handWidth / 2 + i * step, y: room.y, ...sizes.hand, angle: 0, face: name, z: 30 + i });
  });
  return step;
}

/**
 * Sprites by id: a face-up card by its name, the computer's hand as "back0",
 * "back1", ..., the stock's layers as "stock0", ... Places off layout: the
 * top of the stock ("deck", where drawn cards come from) and each pile
 * (cards arriving there turn face down).
 * @param {Scene} scene
 * @param {Rect} box
 */
export function layoutScene(scene, box) {
  const frame = measure(box, scene.handPlan);
  const { sizes, gap } = frame;
  const opponent = fan({
    area: { ...frame.opponentRow, h: sizes.small.h * 1.3 }, count: scene.opponent, size: sizes.small,
    side: sideOf(SEATS, 1), prefix: "back", spread: OPPONENT_SPREAD, tilt: OPPONENT_TILT, faces: scene.revealed?.[1],
  });
  /** @type {Map<string, Sprite>} */
  const cards = new Map(opponent.cards);
  const layers = stockSprites(scene, frame, cards);

  const step = layHand(scene, frame, cards);

  const area = frame.trickArea;
  scene.trick.forEach((/** @type {{player: number, card: string}} */ { player, card }, /** @type {number} */ i) => {
    // Each card a little towards the player who played it.
    const toward = (player === 0 ? 1 : -1) * sizes.trick.h * 0.06;
    cards.set(card, { x: area.x + i * (sizes.trick.w + gap), y: area.y + toward, ...sizes.trick, angle: (i ? 1 : -1) * TRICK_TILT, face: card, z: 20 + i });
  });
  // Cards drawn in sight of both players (Tressette), face up in the middle a moment, in the order drawn.
  (scene.showing ?? []).forEach((/** @type {{card: string}} */ { card }, /** @type {number} */ i) => {
    cards.set(card, { x: area.x + i * (sizes.trick.w + gap), y: area.y, ...sizes.trick, angle: 0, face: card, z: 28 + i });
  });
  if (scene.shownTrick) {
    // Asked for, the last trick lies face up over the trick's place, as it was played.
    scene.shownTrick.cards.forEach((/** @type {string} */ card, /** @type {number} */ i) => {
      cards.set(card, { x: area.x + i * (sizes.trick.w + gap), y: area.y, ...sizes.trick, angle: (i ? 1 : -1) * TRICK_TILT, face: card, z: 25 + i });
    });
  } else if (scene.lastTrick) {
    const pile = frame.piles[scene.lastTrick.winner];
    scene.lastTrick.cards.forEach((/** @type {string} */ card, /** @type {number} */ i) => {
      const shift = (i ? 1 : -1) * sizes.small.h * 0.09;
      cards.set(card, { ...pile, y: pile.y + shift, angle: (i ? 1 : -1) * LAST_TRICK_TILT, face: card, z: 5 + i });
    });
  }
  const top = Math.max(0, layers - 1) * 1.25;
  const places = {
    deck: { ...frame.stock, x: frame.stock.x - top * 0.5, y: frame.stock.y - top },
    pile0: frame.piles[0],
    pile1: frame.piles[1],
  };
  return { ...frame, cards, places, opponentFan: opponent.rect, handStep: step, bannerArea: frame.middle, bannerHeight: sizes.trick.h * 0.45 };
}

/** @typedef {ReturnType<typeof layoutScene>} BriscolaFrame */
