/**
 * Combinations in rows: how wide an overlapped combination is, and how groups
 * of them flow into a zone at the largest card size that fits. The table's
 * zones (layout.js) and the large view of a player's combinations
 * (meld-viewer.js) lay them alike.
 */
import { CARD_RATIO } from "../../cards/cards.js";

/** The share of each card of a combination left showing (its index, a joker's badge). */
const MELD_SHOWING = 0.44;
export const MIN_MELD_HEIGHT = 30;

/** The width of a combination of `count` cards of width `w`, overlapped. */
export function meldWidth(count, w) {
  return w + (count - 1) * meldStep(w);
}

export function meldStep(w) {
  return Math.max(12, Math.round(w * MELD_SHOWING));
}

/**
 * Lays groups of cards (each a list of card counts) in rows inside `zone`,
 * at the largest card size up to `size` that fits them all; `caption` adds
 * room under each row. Returns the card size and each group's {x, y, w, h}.
 */
export function flow(counts, zone, size, gap, caption) {
  let { w, h } = size;
  for (;;) {
    const places = [];
    let x = zone.x;
    let y = zone.y;
    const groupGap = Math.max(8, Math.round(gap * 1.2));
    for (const count of counts) {
      const width = meldWidth(count, w);
      if (x > zone.x && x + width > zone.x + zone.w) {
        x = zone.x;
        y += h + caption + gap * 0.6;
      }
      places.push({ x, y, w: width, h });
      x += width + groupGap;
    }
    const last = places.at(-1);
    const bottom = last ? last.y + h + caption : zone.y;
    const widest = Math.max(0, ...places.map((place) => place.x + place.w - zone.x));
    if ((bottom <= zone.y + zone.h && widest <= zone.w) || h <= MIN_MELD_HEIGHT) return { card: { w, h }, places };
    h = Math.max(MIN_MELD_HEIGHT, Math.floor(h * 0.92));
    w = Math.round(h / CARD_RATIO);
  }
}

/** Centres each row of placed groups (laid from the zone's left edge) in the zone's width. */
export function centreRows(places, zone) {
  const rows = new Map();
  for (const place of places) rows.set(place.y, [...(rows.get(place.y) ?? []), place]);
  for (const row of rows.values()) {
    const shift = Math.max(0, (zone.x + zone.w - (row.at(-1).x + row.at(-1).w)) / 2);
    for (const place of row) place.x += shift;
  }
}
