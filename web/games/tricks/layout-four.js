/**
 * Where everything sits on the table of Briscola for four, in CSS pixels, for
 * a scene inside a box: the layout for four beside the one for two
 * (layout.js), on the same helpers. Pure arithmetic.
 *
 * Seated as at Scopa for four (scopa/layout-four.js): you at the bottom, your
 * partner across (top), the opponents at the sides, seat 1 on your right and
 * seat 3 on your left, their hands face down. Each seat's won pile lies at the
 * end of its band, turning the same way round the table: yours bottom right,
 * seat 1's top right, your partner's top left, seat 3's bottom left. The stock,
 * the briscola crosswise under it, lies at the top beside your partner's hand;
 * the trick in the middle, each card on the side of the seat that played it, none over another.
 */
import { CARD_RATIO } from "../../cards/cards.js";
import { clamp, handShare, sizeFor, statusHeight } from "../scopa/layout.js";
import { BACK_SPREAD, layOtherHands } from "../scopa/layout-four.js";
import { layHand, showingIn, stockSprites, STOCK_GROUP } from "./layout.js";

/** @typedef {import("../../types").Rect} Rect */
/** @typedef {import("../../types").Sprite} Sprite */
/** @typedef {import("../../types").Scene} Scene */

const SEATS = 4;
/** Card heights as a share of a hand card's height: piles, the stock and your partner's cards; the side players' cards; the trick's. */
const SMALL = 0.6;
const SIDE = { upright: 0.46, wide: 0.6 };
const TRICK = 0.7;
const MAX_HAND_HEIGHT = 230;
const HAND_SIZE = 3;
const PLANNED_SHOWING = 0.8;
const TRICK_TILT = (2 * Math.PI) / 180;
/** The trick's cards stand at least a tap target's side apart (44 px), so that their labelled places never overlap. */
const TAP = 44;
/** A partner's fan of three small cards, as a share of a small card's width. */
const PARTNER_FAN = 1 + 2 * BACK_SPREAD;
/** The room left between your partner's pile and hand, as a share of a small card's width. */
const PARTNER_ROOM = 0.5;

const widthOf = (/** @type {number} */ share) => share / CARD_RATIO;

/** The sizes and regions of a box for a hand of `planned` cards at most (Briscola's three, Tressette's ten), the same for every scene. */
export function measureFour(/** @type {Rect} */ box, planned = HAND_SIZE) {
  const portrait = box.w < box.h * 0.9;
  const pad = Math.round(clamp(Math.min(box.w, box.h) * 0.03, 8, 20));
  const gap = pad;
  const status = statusHeight(box, portrait);
  const sideShare = portrait ? SIDE.upright : SIDE.wide;
  const inner = box.w - 2 * pad;
  const HAND = handShare();
  const bounds = [
    MAX_HAND_HEIGHT,
    // Your hand and, beside it, the band of your pile.
    (inner - gap) / (planned > HAND_SIZE ? widthOf(HAND * (1 + (planned - 1) * showingIn(planned))) + sideShare : widthOf(HAND + (HAND_SIZE - 1) * PLANNED_SHOWING) + sideShare),
    // Between the side bands, the trick: three cards across (the side players' and, between them, yours and your partner's).
    (inner - 4 * gap) / (2 * sideShare + 3 * widthOf(TRICK)),
    // Across the top: the piles' bands, your partner's hand and the stock's group.
    (inner - 3 * gap) / (2 * sideShare + widthOf(SMALL) * (PARTNER_ROOM + PARTNER_FAN + STOCK_GROUP)),
    // Down the middle: your partner's row, the trick's two rows (your partner's card and yours), the status line, your hand.
    (box.h - 2 * pad - 4 * gap - status) / (SMALL + 2 * TRICK + HAND),
  ];
  const unit = Math.max(20, Math.min(...bounds));
  const hand = sizeFor(unit * HAND);
  const small = sizeFor(unit * SMALL);
  const side = sizeFor(unit * sideShare);
  const trick = sizeFor(unit * TRICK);
  const left = box.x + pad;
  const right = box.x + box.w - pad;
  const top = box.y + pad;
  const handTop = box.y + box.h - pad - hand.h;
  const statusRect = { x: left, y: handTop - status, w: right - left, h: status };
  const bottom = statusRect.y - gap;
  // A side band is as wide as a card lying crosswise; a pile stands upright in it, centred.
  const band = side.h;
  const inBand = (/** @type {number} */ x) => x + (band - small.w) / 2;
  const middleTop = top + small.h + gap;
  const stock = { x: right - band - gap - Math.round(small.w * STOCK_GROUP), y: top, ...small };
  // Your partner's hand leaves half a card's room beside its pile, for the pile's pill and the hand's not to touch.
  const partnerFrom = left + band + gap + Math.round(small.w * PARTNER_ROOM);
  return {
    box, portrait, gap,
    sizes: { hand, small, side, trick },
    trickArea: { x: left + band + gap, y: middleTop, w: right - left - 2 * (band + gap), h: Math.max(0, bottom - middleTop) },
    status: statusRect,
    handArea: { x: left, y: handTop, w: right - left - band - gap, h: hand.h },
    bands: [
      null,
      { x: right - band, y: middleTop, w: band, h: bottom - small.h - gap - middleTop },
      { x: partnerFrom, y: top, w: stock.x - gap - partnerFrom, h: small.h },
      { x: left, y: middleTop, w: band, h: bottom - small.h - gap - middleTop },
    ],
    stock,
    stockGroup: { ...stock, w: Math.round(small.w * STOCK_GROUP) },
    piles: [
      { x: inBand(right - band), y: handTop + (hand.h - small.h) / 2 },
      { x: inBand(right - band), y: top },
      { x: inBand(left), y: top },
      { x: inBand(left), y: bottom - small.h },
    ].map((place) => ({ ...place, ...small })),
  };
}

/**
 * Where a card `seat` plays lies on the trick: on the seat's side of the middle, yours below it
 * and your partner's above, the side players' to the right and left, no card over another.
 */
function trickSpot(/** @type {Rect} */ area, /** @type {{w: number, h: number}} */ size, /** @type {number} */ seat, /** @type {number} */ gap) {
  const [dx, dy] = { 0: [0, 1], 1: [1, 0], 2: [0, -1], 3: [-1, 0] }[seat] ?? [0, 0];
  const cx = area.x + area.w / 2 + dx * (Math.max(size.w, TAP) + gap / 2);
  const cy = area.y + area.h / 2 + dy * (Math.max(size.h, TAP) + gap / 2) / 2;
  return { x: cx - size.w / 2, y: cy - size.h / 2, ...size, angle: (seat % 2 ? 1 : -1) * TRICK_TILT };
}

/**
 * Sprites by id for a scene of four seats: your cards by name, the other hands'
 * face-down cards as "s1b0", ..., the stock's layers, the trick's cards by name.
 * Places off layout: the top of the stock ("deck") and each seat's pile.
 * @param {Scene} scene
 * @param {Rect} box
 */
export function layoutFour(scene, box) {
  const frame = measureFour(box, scene.handPlan);
  const { sizes, gap } = frame;
  /** @type {Map<string, Sprite>} */
  const cards = new Map();
  const fans = layOtherHands(frame, scene, cards);
  const layers = stockSprites(scene, frame, cards);

  const step = layHand(scene, frame, cards);

  const area = frame.trickArea;
  scene.trick.forEach((/** @type {{player: number, card: string}} */ { player, card }, /** @type {number} */ i) => {
    cards.set(card, { ...trickSpot(area, sizes.trick, player, gap), face: card, z: 20 + i });
  });
  const shown = scene.shownTrick;
  if (shown) {
    // Asked for, the last trick lies face up in the middle again, each card before the seat that played it.
    shown.cards.forEach((/** @type {string} */ card, /** @type {number} */ i) => {
      cards.set(card, { ...trickSpot(area, sizes.trick, (shown.leader + i) % SEATS, gap), face: card, z: 25 + i });
    });
  } else if (scene.lastTrick) {
    const pile = frame.piles[scene.lastTrick.winner];
    scene.lastTrick.cards.forEach((/** @type {string} */ card, /** @type {number} */ i) => {
      const shift = (i - 1.5) * sizes.small.h * 0.06;
      cards.set(card, { ...pile, y: pile.y + shift, angle: (i % 2 ? 1 : -1) * 0.08, face: card, z: 5 + i });
    });
  }
  const lift = Math.max(0, layers - 1) * 1.25;
  /** @type {Record<string, import("../../types").Place>} */
  const places = { deck: { ...frame.stock, x: frame.stock.x - lift * 0.5, y: frame.stock.y - lift } };
  frame.piles.forEach((pile, seat) => (places[`pile${seat}`] = pile));
  return { ...frame, cards, places, fans, handStep: step, bannerArea: frame.trickArea, bannerHeight: sizes.trick.h * 0.45 };
}

/** @typedef {ReturnType<typeof layoutFour>} BriscolaFourFrame */
