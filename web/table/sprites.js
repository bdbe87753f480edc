/**
 * The one sprite painter, with the one cache of finished card images: every
 * card on any table is drawn through it. A sprite is a card at a place
 * ({x, y, w, h, angle, face, ...}); its face is drawn by the game's art
 * ({style, draw}), its back by the one back every game shares.
 */
import { drawCardBack } from "../cards/cards.js";

/** Card images kept for reuse: a full table, both hands, the piles and a few in flight. */
const MAX_IMAGES = 200;

/**
 * @typedef {import("../types").Sprite} Sprite
 * @typedef {import("../types").CardArt} CardArt
 */

/**
 * A painter whose cache keeps a finished image per face, style, rest size,
 * mark and pixel scale, the least recently used dropped first. The key is the
 * card's rest size and the canvas's scale, not the canvas transform, which
 * changes every frame of a flip or a flight.
 */
export function createSpritePainter(maxImages = MAX_IMAGES) {
  /** @type {Map<string, HTMLCanvasElement>} */
  const images = new Map();

  /**
   * @param {CardArt} art
   * @param {string | null} face
   * @param {number} w
   * @param {number} h
   * @param {{highlight?: string | null, stands?: string | null}} marks
   * @param {number} scale
   */
  function cardImage(art, face, w, h, marks, scale) {
    const key = `${face === null ? "back" : `${art.style}|${face}`}|${w}x${h}|${marks.highlight ?? ""}|${marks.stands ?? ""}|${scale}`;
    let image = images.get(key);
    if (image) {
      images.delete(key);
    } else {
      image = document.createElement("canvas");
      image.width = Math.max(1, Math.ceil(w * scale));
      image.height = Math.max(1, Math.ceil(h * scale));
      const context = /** @type {CanvasRenderingContext2D} */ (image.getContext("2d"));
      context.scale(image.width / w, image.height / h);
      if (face === null) drawCardBack(context, 0, 0, w, h, { highlight: marks.highlight ?? null });
      else art.draw(context, face, w, h, marks);
      if (images.size >= maxImages) images.delete(/** @type {string} */ (images.keys().next().value));
    }
    images.set(key, image);
    return image;
  }

  /**
   * Draws one sprite: `flip` (0..1) narrows it while it turns over, `lifted`
   * casts a longer shadow; upright at rest it sits on whole device pixels.
   * @param {CanvasRenderingContext2D} context
   * @param {Sprite} sprite
   * @param {CardArt} art
   * @param {number} scale
   */
  function drawSprite(context, sprite, art, scale) {
    const { x, y, w, h, angle = 0, face, flip = 1, lifted = false } = sprite;
    const marks = { highlight: sprite.highlight ?? null, stands: sprite.stands ?? null };
    const image = cardImage(art, face, Math.round(sprite.restW ?? w), Math.round(sprite.restH ?? h), marks, scale);
    context.save();
    context.shadowColor = "rgba(0, 0, 0, 0.38)";
    context.shadowBlur = lifted ? 15 : 4.5;
    context.shadowOffsetY = lifted ? 6.5 : 1.8;
    if (angle || flip !== 1) {
      context.translate(x + w / 2, y + h / 2);
      context.rotate(angle);
      context.scale(flip, 1);
      context.drawImage(image, -w / 2, -h / 2, w, h);
    } else {
      const snap = (/** @type {number} */ v) => Math.round(v * scale) / scale;
      context.drawImage(image, snap(x), snap(y), w, h);
    }
    context.restore();
  }

  return { drawSprite, get size() { return images.size; } };
}

/** @typedef {ReturnType<typeof createSpritePainter>} SpritePainter */
