/**
 * Drawing the Scala 40 table's pieces on the canvas, in CSS pixels: cards
 * (French faces, jokers with the card they stand for, the shared back) from
 * a cache of finished images, count pills, outlines, labels on the felt, the
 * stock and the light under the hand of the player to move.
 */
import { drawCardBack, drawFrenchCard } from "../../cards/cards.js";

const RANKS = "A23456789TJQK";
/** Card images kept for reuse: a hand, a full table, the piles and a few in flight. */
const MAX_IMAGES = 160;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** "7H" → {rank: 7, suit: "H"}; "JK" → a joker, as cards.js draws them. */
export function cardOf(name) {
  if (name === "JK") return { joker: true, color: "red" };
  return { rank: RANKS.indexOf(name[0]) + 1, suit: name[1] };
}

export function createSprites() {
  const images = new Map();

  /**
   * A finished card image at w×h CSS px and the canvas's pixel scale, the least
   * recently used dropped first. (cards.js's own cache keys on the canvas
   * transform, which changes every frame of a flip.)
   */
  function cardImage(face, w, h, highlight, stands, scale) {
    const key = `${face ?? "back"}|${w}x${h}|${highlight ?? ""}|${stands ?? ""}|${scale}`;
    let image = images.get(key);
    if (image) {
      images.delete(key);
    } else {
      image = document.createElement("canvas");
      image.width = Math.max(1, Math.ceil(w * scale));
      image.height = Math.max(1, Math.ceil(h * scale));
      const context = image.getContext("2d");
      context.scale(image.width / w, image.height / h);
      const opts = { highlight: highlight ?? null, ...(stands ? { stands: cardOf(stands) } : {}) };
      if (face) drawFrenchCard(context, cardOf(face), 0, 0, w, h, opts);
      else drawCardBack(context, 0, 0, w, h, opts);
      if (images.size >= MAX_IMAGES) images.delete(images.keys().next().value);
    }
    images.set(key, image);
    return image;
  }

  /**
   * Draws one sprite {x, y, w, h, angle?, face, stands?, highlight?, flip?, lifted?}:
   * `flip` (0..1) narrows it while it turns over, `lifted` casts a longer shadow.
   */
  function drawSprite(context, sprite, scale) {
    const { x, y, w, h, angle = 0, face, flip = 1, lifted = false, highlight = null } = sprite;
    const stands = face === "JK" && sprite.stands?.length ? sprite.stands[0] : null;
    const image = cardImage(face, Math.round(sprite.restW ?? w), Math.round(sprite.restH ?? h), highlight, stands, scale);
    context.save();
    context.shadowColor = "rgba(0, 0, 0, 0.4)";
    context.shadowBlur = lifted ? 14 : 4;
    context.shadowOffsetY = lifted ? 6 : 1.5;
    if (angle || flip !== 1) {
      context.translate(x + w / 2, y + h / 2);
      context.rotate(angle);
      context.scale(flip, 1);
      context.drawImage(image, -w / 2, -h / 2, w, h);
    } else {
      // Upright at rest: on whole device pixels, as crisp as it was drawn.
      const snap = (v) => Math.round(v * scale) / scale;
      context.drawImage(image, snap(x), snap(y), w, h);
    }
    context.restore();
  }

  /** The stock: a face-down stack as thick as its count, with `label` (the count) on a pill. */
  function drawStock(context, rect, count, label, scale) {
    if (count === 0) {
      drawOutline(context, rect, { dash: [4, 4], stroke: "rgba(244, 236, 216, 0.3)", radius: rect.w * 0.07 });
    } else {
      const layers = Math.min(6, Math.ceil(count / 14));
      for (let i = 0; i < layers; i++) {
        const lift = (layers - 1 - i) * 1.3;
        drawSprite(context, { ...rect, x: rect.x - lift * 0.5, y: rect.y - lift, face: null }, scale);
      }
    }
    drawPill(context, rect.x + rect.w / 2, rect.y + rect.h, label, Math.round(Math.max(11, Math.min(15, rect.w * 0.24))));
  }

  return { drawSprite, drawStock };
}

/** A count on a dark pill centred at (cx, cy); `warn` makes it say something is wrong. */
export function drawPill(context, cx, cy, label, size, { warn = false } = {}) {
  context.save();
  context.font = `700 ${size}px ${FONT}`;
  const width = Math.max(size * 1.9, context.measureText(label).width + size * 1.1);
  const height = size * 1.55;
  context.fillStyle = warn ? "rgba(92, 20, 8, 0.92)" : "rgba(8, 30, 16, 0.85)";
  context.strokeStyle = warn ? "#ff9a86" : "rgba(226, 182, 74, 0.7)";
  context.lineWidth = 1;
  context.beginPath();
  context.roundRect(cx - width / 2, cy - height / 2, width, height, height / 2);
  context.fill();
  context.stroke();
  context.fillStyle = warn ? "#ffd9cf" : "#f4ecd8";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(label, cx, cy + size * 0.05);
  context.restore();
}

/** A rounded rectangle, filled and/or outlined (dashed when `dash` is given). */
export function drawOutline(context, rect, { dash = null, stroke = "rgba(244, 236, 216, 0.16)", fill = null, width = 1.25, radius = 10 } = {}) {
  context.save();
  context.beginPath();
  context.roundRect(rect.x, rect.y, rect.w, rect.h, radius);
  if (fill) {
    context.fillStyle = fill;
    context.fill();
  }
  if (dash) context.setLineDash(dash);
  context.lineWidth = width;
  context.strokeStyle = stroke;
  context.stroke();
  context.restore();
}

/** A line of text on the felt from its top, made smaller to fit `width` when given. */
export function drawLabel(context, label, x, y, { size = 12, color = "rgba(244, 236, 216, 0.62)", align = "left", weight = 600, width = Infinity } = {}) {
  context.save();
  const font = (px) => `${weight} ${px}px ${FONT}`;
  context.font = font(size);
  const measured = context.measureText(label).width;
  if (measured > width) context.font = font(Math.max(8, Math.floor((size * width) / measured)));
  context.fillStyle = color;
  context.textAlign = align;
  context.textBaseline = "top";
  context.shadowColor = "rgba(0, 0, 0, 0.6)";
  context.shadowBlur = 3;
  context.fillText(label, x, y);
  context.restore();
}

/** A soft light under `row`, the hand of the player to move. */
export function drawTurnLight(context, row) {
  const cx = row.x + row.w / 2;
  const cy = row.y + row.h / 2;
  const r = Math.max(row.h * 1.2, Math.min(row.w, 420) * 0.7);
  const glow = context.createRadialGradient(cx, cy, 0, cx, cy, r);
  glow.addColorStop(0, "rgba(255, 226, 140, 0.15)");
  glow.addColorStop(1, "rgba(255, 226, 140, 0)");
  context.fillStyle = glow;
  context.fillRect(cx - r, cy - r, 2 * r, 2 * r);
}
