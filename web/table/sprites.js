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
 * The shadow a card casts, in device pixels as canvas shadows are: soft at rest, longer lifted. It is
 * drawn into the card's cached image once (a blur on every card of every frame made a phone's frames
 * slow), so the image holds the card and, around it, `SHADOW_PAD` device pixels for its shadow.
 */
const SHADOWS = {
  rest: { blur: 4.5, offsetY: 1.8 },
  lifted: { blur: 15, offsetY: 6.5 },
};
/** A shadow's reach beyond the card, in device pixels: three of its Gaussian's deviations, and its offset. */
const SHADOW_PAD = {
  rest: Math.ceil(1.5 * SHADOWS.rest.blur + SHADOWS.rest.offsetY),
  lifted: Math.ceil(1.5 * SHADOWS.lifted.blur + SHADOWS.lifted.offsetY),
};

/**
 * A painter whose cache keeps a finished image per face, style, rest size,
 * mark, shadow and pixel scale, the least recently used dropped first. The key is the
 * card's rest size and the canvas's scale, not the canvas transform, which
 * changes every frame of a flip or a flight.
 */
export function createSpritePainter(maxImages = MAX_IMAGES) {
  /** @type {Map<string, HTMLCanvasElement>} */
  const images = new Map();

  /**
   * The card `face` (null: its back) of `w` x `h` CSS pixels at `scale`, with its `shadow` around it.
   * @param {CardArt} art
   * @param {string | null} face
   * @param {number} w
   * @param {number} h
   * @param {{highlight?: string | null, stands?: string | null}} marks
   * @param {"rest" | "lifted"} shadow
   * @param {number} scale
   */
  function cardImage(art, face, w, h, marks, shadow, scale) {
    const key = `${face === null ? "back" : `${art.style}|${face}`}|${w}x${h}|${marks.highlight ?? ""}|${marks.stands ?? ""}|${shadow}|${scale}`;
    let image = images.get(key);
    if (image) {
      images.delete(key);
    } else {
      const pad = SHADOW_PAD[shadow];
      image = document.createElement("canvas");
      image.width = Math.max(1, Math.ceil(w * scale)) + 2 * pad;
      image.height = Math.max(1, Math.ceil(h * scale)) + 2 * pad;
      const context = /** @type {CanvasRenderingContext2D} */ (image.getContext("2d"));
      context.translate(pad, pad);
      context.scale((image.width - 2 * pad) / w, (image.height - 2 * pad) / h);
      // The card's silhouette casts the shadow (cards.js draws its face without one).
      context.shadowColor = "rgba(0, 0, 0, 0.38)";
      context.shadowBlur = SHADOWS[shadow].blur;
      context.shadowOffsetY = SHADOWS[shadow].offsetY;
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
    const shadow = lifted ? "lifted" : "rest";
    const restW = Math.round(sprite.restW ?? w);
    const restH = Math.round(sprite.restH ?? h);
    const image = cardImage(art, face, restW, restH, marks, shadow, scale);
    // The image's shadow margin, in the sprite's own size (a card in flight may be drawn larger or smaller).
    const padX = (SHADOW_PAD[shadow] / (image.width - 2 * SHADOW_PAD[shadow])) * w;
    const padY = (SHADOW_PAD[shadow] / (image.height - 2 * SHADOW_PAD[shadow])) * h;
    if (angle || flip !== 1) {
      context.save();
      context.translate(x + w / 2, y + h / 2);
      context.rotate(angle);
      context.scale(flip, 1);
      context.drawImage(image, -w / 2 - padX, -h / 2 - padY, w + 2 * padX, h + 2 * padY);
      context.restore();
    } else {
      const snap = (/** @type {number} */ v) => Math.round(v * scale) / scale;
      context.drawImage(image, snap(x) - padX, snap(y) - padY, w + 2 * padX, h + 2 * padY);
    }
  }

  return { drawSprite, get size() { return images.size; } };
}

/** @typedef {ReturnType<typeof createSpritePainter>} SpritePainter */
