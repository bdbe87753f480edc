/**
 * Where everything sits on the Scala 40 table, in CSS pixels, for a scene
 * (hands, stock, discard pile, the combinations on the table and the groups
 * prepared for an opening) inside a box (the canvas area the bars leave
 * free). Pure arithmetic: the renderer draws it, the animations blend two of
 * them, the buttons are placed on it.
 *
 * Every layout: the stock and the discard pile top left, the other hands top
 * right (at a table of three or four side by side, as the players sit from
 * your left to your right), the table's combinations in the middle grouped by
 * who laid them, then the status line and the action buttons, and your hand
 * at the bottom: one overlapping row, or two on a phone held upright. At two,
 * the zones lie side by side on a wide screen, the computer's above yours on
 * an upright one; at three or four, the others' zones lie in a row above
 * yours on a wide screen (each under its hand), one above the other on an
 * upright one.
 */
import { CARD_RATIO } from "../../cards/cards.js";
import { fan, leftToRight, sideOf } from "../../table/seats.js";
import { HAND_SCALE, preferences } from "../../ui/preferences.js";
import { MIN_MELD_HEIGHT, centreRows, flow, meldStep } from "./meld-rows.js";

/** Card heights as a share of a hand card's height. */
const SMALL = 0.62;
const OPPONENT = 0.5;
const MELD = 0.62;
/** How far a selected hand card rises. */
const LIFT = 0.14;
/** In two hand rows, the share of the first row's height left showing above the second. */
const FIRST_ROW_SHOWING = 0.47;
/** The share of each hand card left showing when they overlap, as the sizes plan it. */
const HAND_SHOWING = 0.62;
/** Hand strips stay wide enough to tap. */
const MIN_STRIP = 26;
const MAX_HAND_HEIGHT = 200;
const MAX_CARDS_IN_HAND = 14;
const OPPONENT_SPREAD = 0.32;
const OPPONENT_TILT = (2.2 * Math.PI) / 180;
/** The room under a prepared group for the lower half of the pill that tells its points or what is wrong with it. */
const CAPTION = 9;
/** The room at the top of a zone for its name. */
const LABEL = 18;

const clamp = (value, low, high) => Math.min(high, Math.max(low, value));
const sizeFor = (height) => {
  const h = Math.round(height);
  return { w: Math.round(h / CARD_RATIO), h };
};

/** The hand card's height as a share of the unit, and the share of each overlapping hand card left showing: large cards overlap more. */
const handShare = () => HAND_SCALE[preferences.cardSize];
const showing = () => HAND_SHOWING / handShare();

/** The unit (a hand card's height at the usual size) a box allows with `rows` hand rows, and the spacing. */
function fit(box, rows) {
  const HAND = handShare();
  const portrait = box.w < box.h * 0.9;
  const pad = Math.round(clamp(Math.min(box.w, box.h) * 0.025, 8, 18));
  const gap = pad;
  // Upright, the status line has room for three lines of text (what happened, and what to do now).
  const status = portrait ? Math.round(clamp(box.h * 0.095, 40, 56)) : Math.round(clamp(box.h * 0.045, 22, 30));
  const actions = 44;
  const perRow = Math.ceil(MAX_CARDS_IN_HAND / rows);
  const handWidth = box.w - 2 * pad;
  // The hand's width: a whole card plus the showing strips of the others, each wide enough to tap.
  const widthBound = (CARD_RATIO / HAND) * Math.min(handWidth / (1 + (perRow - 1) * showing()), handWidth - MIN_STRIP * (perRow - 1));
  const handRowsShare = HAND * (rows === 1 ? 1 : 1 + FIRST_ROW_SHOWING);
  // The table wants room for a row of combinations per player, and a little more.
  const tableShare = portrait ? 2 * MELD * 1.35 : MELD * 1.6;
  const fixed = 2 * pad + 4 * gap + (portrait ? status + actions + 10 : Math.max(status, actions));
  const heightBound = (box.h - fixed) / (SMALL + tableShare + LIFT + handRowsShare);
  const unit = Math.max(40, Math.min(MAX_HAND_HEIGHT, widthBound, heightBound));
  return { rows, portrait, pad, gap, status, actions, unit };
}

/** The sizes and regions of a box, the same for every scene. */
export function measure(box) {
  const one = fit(box, 1);
  const two = fit(box, 2);
  // A second hand row only when one row would leave the cards far too small.
  const spacing = two.unit > one.unit * 1.25 ? two : one;
  const { rows, portrait, pad, gap, status, actions, unit } = spacing;
  const hand = sizeFor(unit * handShare());
  const small = sizeFor(unit * SMALL);
  const opponent = sizeFor(unit * (portrait ? OPPONENT : SMALL * 0.85));
  const meld = sizeFor(unit * MELD);
  const lift = Math.round(unit * LIFT);
  const handHeight = rows === 1 ? hand.h : Math.round(hand.h * (1 + FIRST_ROW_SHOWING));

  const left = box.x + pad;
  const width = box.w - 2 * pad;
  const top = box.y + pad;
  const handTop = box.y + box.h - pad - handHeight;
  // The room above the actions keeps the total over the Open button clear of the status line.
  const barBottom = handTop - lift - gap;
  const badge = 10;
  let statusRect;
  let actionsRect;
  if (portrait) {
    actionsRect = { x: left, y: barBottom - actions, w: width, h: actions };
    statusRect = { x: left, y: actionsRect.y - badge - status, w: width, h: status };
  } else {
    // The actions at the side of the hand that plays: the right, or the left for a left hand.
    const actionsWidth = Math.min(width * 0.55, 560);
    const statusWidth = width - actionsWidth - gap;
    const [actionsX, statusX] = preferences.leftHanded ? [left, left + actionsWidth + gap] : [left + statusWidth + gap, left];
    actionsRect = { x: actionsX, y: barBottom - actions, w: actionsWidth, h: actions };
    statusRect = { x: statusX, y: barBottom - actions, w: statusWidth, h: actions };
  }
  const stock = { x: left + Math.round(small.w * 0.1), y: top, ...small };
  const discard = { x: stock.x + small.w + gap * 1.6, y: top, ...small };
  const opponentArea = {
    x: discard.x + small.w + gap * 2, y: top + Math.round((small.h - opponent.h) / 2),
    w: left + width - (discard.x + small.w + gap * 2), h: opponent.h,
  };
  const tableTop = top + small.h + gap;
  const tableBottom = statusRect.y - gap;
  const tableArea = { x: left, y: tableTop, w: width, h: Math.max(0, tableBottom - tableTop) };
  return {
    box, portrait, pad, gap, lift, rows,
    sizes: { hand, small, opponent, meld },
    stock, discard, opponentArea, tableArea,
    status: statusRect, actions: actionsRect,
    handArea: { x: left, y: handTop, w: width, h: handHeight },
  };
}

/** How many of `count` hand cards go in each row: two rows only when one would overlap them too much. */
function handRows(count, rows, w, room) {
  if (rows === 1 || count <= 1 || w + (count - 1) * w * showing() <= room) return [count];
  const first = Math.ceil(count / 2);
  return [first, count - first];
}

/** The distance from one of `count` hand cards of width `w` to the next, overlapping them when `room` is short. */
function handStep(count, w, gap, room) {
  return count > 1 ? Math.min((room - w) / (count - 1), w + gap * 0.5) : 0;
}

/** Numbers each card name by how often it came before: ["7H", "7H"] → ["7H:0", "7H:1"]. */
export function numbered(names) {
  const seen = new Map();
  return names.map((name) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return `${name}:${count}`;
  });
}

/** The card name of a sprite id ("h:7H:1" → "7H"). */
export const nameOf = (id) => id.split(":")[1];

/**
 * Sprites (every card drawn on its own) by id, and the rectangles of what can
 * be tapped. Ids: your hand "h:7H:0", seat s's hand "o1:3" (or "r1:7H:0"
 * once shown at the end of the round), combination i "m2:7H:0", prepared
 * group g "p0:7H:0", the discard pile by position "d:12:7H". Each sprite is
 * {x, y, w, h, angle, face (card name or null), z, stands?}. Places off layout:
 * the deck (the stock) and seat1, seat2, ... (the middle of each other hand).
 * `ui`: {selected: Set of hand ids} (those cards rise). `fans[seat]` is where
 * each other hand lies, `zoneBoxes[seat]` each player's combinations.
 */
export function layoutScene(scene, box, ui = {}) {
  const frame = measure(box);
  const cards = new Map();
  const fans = layoutOthers(frame, scene, cards);
  layoutDiscard(frame, scene, cards);
  const { melds, preparedRects, zoneLayouts } = layoutMelds(frame, scene, cards);
  const hand = layoutHand(frame, scene, ui.selected ?? new Set(), cards);
  const { sizes } = frame;
  const places = { deck: frame.stock };
  fans.forEach((rect, seat) => {
    if (seat > 0) places[`seat${seat}`] = { x: rect.x + rect.w / 2 - sizes.opponent.w / 2, y: rect.y, ...sizes.opponent };
  });
  return {
    ...frame,
    cards,
    places,
    bannerArea: frame.tableArea,
    bannerHeight: sizes.meld.h,
    hand,
    melds,
    prepared: preparedRects,
    zoneBoxes: zoneLayouts.map(({ zone }) => zone),
    fans,
  };
}

/**
 * The other hands, each fanned face down in its share of the strip beside the
 * piles (face up once the round is over); returns each seat's fan rectangle
 * (yours: the hand area).
 */
function layoutOthers(frame, scene, cards) {
  const fans = [frame.handArea];
  const order = leftToRight(scene.seats);
  order.forEach((seat, place) => {
    const share = frame.opponentArea.w / order.length;
    const area = { ...frame.opponentArea, x: frame.opponentArea.x + place * share, w: share };
    fans[seat] = layoutOther(frame, area, scene, seat, cards);
  });
  return fans;
}

/** One other hand in `area`: face down, or face up once the round is over; returns the fan's rectangle. */
function layoutOther(frame, area, scene, seat, cards) {
  const { sizes } = frame;
  const shown = scene.revealed?.[seat] ?? null;
  if (!shown) {
    const side = scene.seats === 2 ? sideOf(2, seat) : "top";
    const hand = fan({ area, count: scene.backs[seat], size: sizes.opponent, side, prefix: `o${seat}:`, spread: OPPONENT_SPREAD, tilt: OPPONENT_TILT });
    for (const [id, sprite] of hand.cards) cards.set(id, sprite);
    return hand.rect;
  }
  const count = shown.length;
  const spread = Math.min(sizes.opponent.w * OPPONENT_SPREAD * 1.6, (area.w - sizes.opponent.w) / Math.max(1, count - 1));
  const fanWidth = sizes.opponent.w + spread * Math.max(0, count - 1);
  const fanLeft = area.x + Math.max(0, (area.w - fanWidth) / 2);
  numbered(shown).forEach((id, i) => {
    cards.set(`r${seat}:${id}`, { x: fanLeft + i * spread, y: area.y, ...sizes.opponent, angle: 0, face: nameOf(`r${seat}:${id}`), z: 10 + i });
  });
  return { x: fanLeft, y: area.y, w: fanWidth, h: sizes.opponent.h };
}

/** The discard pile: its top card, and the one under it peeking out. */
function layoutDiscard(frame, scene, cards) {
  const pile = scene.discard;
  pile.forEach((name, position) => {
    if (position < pile.length - 2) return;
    const under = position === pile.length - 2;
    cards.set(`d:${position}:${name}`, {
      ...frame.discard, x: frame.discard.x + (under ? -3 : 0), y: frame.discard.y + (under ? 2 : 0),
      angle: under ? -0.06 : 0, face: name, z: 5 + (under ? 0 : 1),
    });
  });
}

/** The combinations on the table, each player's in their zone, and the groups you prepare in yours. */
function layoutMelds(frame, scene, cards) {
  const { sizes, gap } = frame;
  const melds = [];
  const zones = zonesOf(frame, scene);
  const zoneLayouts = zones.map((place, player) => {
    const zone = inset(place, 6);
    const indexes = scene.table.map((meld, i) => (meld.owner === player ? i : -1)).filter((i) => i >= 0);
    const groups = indexes.map((i) => scene.table[i].cards.length);
    const prepared = player === 0 ? scene.prepared : [];
    const caption = prepared.length ? CAPTION : 0;
    const placed = flow([...groups, ...prepared.map((group) => group.length)], { ...zone, y: zone.y + LABEL, h: zone.h - LABEL }, sizes.meld, gap, caption);
    centreRows(placed.places, zone);
    return { zone, indexes, placed };
  });
  const preparedRects = [];
  for (const [player, { indexes, placed }] of zoneLayouts.entries()) {
    const step = meldStep(placed.card.w);
    placed.places.forEach((place, k) => {
      const isMeld = k < indexes.length;
      const meld = isMeld ? scene.table[indexes[k]] : null;
      const names = isMeld ? meld.cards : scene.prepared[k - indexes.length];
      const prefix = isMeld ? `m${indexes[k]}` : `p${k - indexes.length}`;
      numbered(names).forEach((id, j) => {
        const joker = isMeld ? meld.joker : scene.preparedJokers?.[k - indexes.length];
        const stands = joker && joker.index === j ? joker.stands_for[0] : null;
        cards.set(`${prefix}:${id}`, {
          x: place.x + j * step, y: place.y, ...placed.card, angle: 0, face: names[j], z: 40 + j, stands,
        });
      });
      if (isMeld) melds[indexes[k]] = { ...place, player };
      else preparedRects.push(place);
    });
  }
  return { melds, preparedRects, zoneLayouts };
}

/** Your hand, one or two rows, the selected cards raised; returns what can be tapped of each card. */
function layoutHand(frame, scene, selected, cards) {
  const { sizes, gap } = frame;
  const rows = handRows(scene.hand.length, frame.rows, sizes.hand.w, frame.handArea.w);
  const handIds = numbered(scene.hand).map((id) => `h:${id}`);
  const hand = [];
  const centre = frame.handArea.x + frame.handArea.w / 2;
  const rowStep = Math.round(sizes.hand.h * FIRST_ROW_SHOWING);
  // Both rows overlap alike; a single row sits where the lower one would.
  const step = handStep(rows[0], sizes.hand.w, gap, frame.handArea.w);
  const handTop = frame.handArea.y + frame.handArea.h - sizes.hand.h - (rows.length - 1) * rowStep;
  let index = 0;
  rows.forEach((count, row) => {
    const start = centre - (sizes.hand.w + step * (count - 1)) / 2;
    for (let i = 0; i < count; i++, index++) {
      const id = handIds[index];
      const lifted = selected.has(id) ? frame.lift : 0;
      const sprite = { x: start + i * step, y: handTop + row * rowStep - lifted, ...sizes.hand, angle: 0, face: scene.hand[index], z: 100 + row * 20 + i, lifted: lifted > 0 };
      cards.set(id, sprite);
      // What can be tapped of the card: the strip the next card leaves showing, and the part above the next row.
      const last = i === count - 1;
      const tapHeight = (row < rows.length - 1 ? rowStep : sizes.hand.h) + lifted;
      hand.push({ id, rect: { x: sprite.x, y: sprite.y, w: last ? sizes.hand.w : step, h: tapHeight } });
    }
  });
  return hand;
}

/** The largest share of the table your zone, or the others' together, takes when the other is emptier. */
const MAX_ZONE_SHARE = 0.66;

/**
 * Where each player's combinations lie (zones[player]), each as large as its
 * cards need against the others' (your dashed frame counts as full). At two:
 * the computer's above yours on an upright screen, side by side on a wide
 * one. At three or four: yours at the bottom across the table; the others'
 * above it, one above the other on an upright screen, side by side on a wide
 * one (under their hands, from your left to your right); on a wide table too
 * low to stack them (a phone held sideways), the others' left of yours.
 */
function zonesOf(frame, scene) {
  const cardsOf = (player) =>
    scene.table.filter((meld) => meld.owner === player).reduce((sum, meld) => sum + meld.cards.length, 0) +
    (player === 0 ? scene.prepared.reduce((sum, group) => sum + group.length, 0) : 0);
  const order = leftToRight(scene.seats);
  const { tableArea: area, gap } = frame;
  // Stacked zones each keep the height of their name and a row of the smallest combinations.
  const least = LABEL + MIN_MELD_HEIGHT + 14;
  const theirLeast = frame.portrait ? order.length * least + (order.length - 1) * gap : least;
  // Side by side at two on a wide screen, and at three or four where the table is too low to stack them (a phone held sideways).
  const sideBySide = !frame.portrait && (scene.seats === 2 || area.h - gap < theirLeast + least);
  const need = Array.from({ length: scene.seats }, (_, player) => Math.max(cardsOf(player), 3));
  const shareLength = frame.portrait || sideBySide;
  const theirNeed = order.reduce((sum, seat) => (shareLength ? sum + need[seat] : Math.max(sum, need[seat])), 0);
  const mineNeed = scene.preparing ? Math.max(need[0], theirNeed) : need[0];
  const mine = clamp(mineNeed / (mineNeed + theirNeed), 1 - MAX_ZONE_SHARE, MAX_ZONE_SHARE);
  const length = sideBySide ? area.w : area.h;
  const share = Math.round((length - gap) * (1 - mine));
  const theirs = sideBySide || length - gap < theirLeast + least ? share : clamp(share, theirLeast, length - gap - least);
  const zones = [];
  zones[0] = sideBySide
    ? { x: area.x + theirs + gap, y: area.y, w: area.w - gap - theirs, h: area.h }
    : { x: area.x, y: area.y + theirs + gap, w: area.w, h: area.h - gap - theirs };
  const band = sideBySide ? { ...area, w: theirs } : { ...area, h: theirs };
  // The others share their band: across it on a wide screen, down it on an upright one (or at two, whole).
  const across = !frame.portrait;
  const each = ((across ? band.w : band.h) - gap * (order.length - 1)) / order.length;
  order.forEach((seat, place) => {
    const start = place * (each + gap);
    zones[seat] = across ? { ...band, x: band.x + start, w: each } : { ...band, y: band.y + start, h: each };
  });
  return zones;
}

function inset(rect, by) {
  return { x: rect.x + by, y: rect.y + by, w: Math.max(0, rect.w - 2 * by), h: Math.max(0, rect.h - 2 * by) };
}
