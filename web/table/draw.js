/**
 * The drawing helpers every table shares, in CSS pixels: a count on a pill,
 * a face-down stack, a label on the felt, a rounded outline, the light under
 * the hand of the player to move and a banner across the table.
 */

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** @typedef {import("../types").Rect} Rect */

/**
 * A count on a dark pill centred at (cx, cy), moved sideways as far as it takes to stay on the
 * canvas (a long label under a card at the edge); `warn` makes it say something is wrong.
 * @param {CanvasRenderingContext2D} context
 * @param {number} cx
 * @param {number} cy
 * @param {string} label
 * @param {number} size font size in px
 */
export function drawPill(context, cx, cy, label, size, { warn = false } = {}) {
  context.save();
  context.font = `700 ${size}px ${FONT}`;
  const width = Math.max(size * 1.9, context.measureText(label).width + size * 1.1);
  const height = size * 1.55;
  const canvasWidth = context.canvas.width / context.getTransform().a;
  cx = Math.min(Math.max(cx, width / 2 + 2), canvasWidth - width / 2 - 2);
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

/** The size of a pill's text under a card `w` px wide. */
export const pillSize = (/** @type {number} */ w) => Math.round(Math.max(11, Math.min(15, w * 0.24)));

/**
 * A rounded rectangle, filled and/or outlined (dashed when `dash` is given).
 * @param {CanvasRenderingContext2D} context
 * @param {Rect} rect
 * @param {{dash?: number[] | null, stroke?: string, fill?: string | null, width?: number, radius?: number}} [look]
 */
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

/**
 * A face-down stack as thick as its count (`perLayer` cards a layer), its
 * count on a pill; an empty place is a dashed outline.
 * @param {CanvasRenderingContext2D} context
 * @param {Rect} rect
 * @param {number} count
 * @param {(sprite: import("../types").Sprite) => void} drawBack draws one face-down sprite
 * @param {{label?: string, perLayer?: number}} [options]
 */
export function drawStack(context, rect, count, drawBack, { label, perLayer = 6 } = {}) {
  if (count === 0) {
    drawOutline(context, { x: rect.x + 1, y: rect.y + 1, w: rect.w - 2, h: rect.h - 2 }, {
      dash: [4, 4], stroke: "rgba(244, 236, 216, 0.28)", width: 1.5, radius: rect.w * 0.06,
    });
    return;
  }
  const layers = Math.min(6, Math.ceil(count / perLayer));
  for (let i = 0; i < layers; i++) {
    const lift = (layers - 1 - i) * 1.25;
    drawBack({ ...rect, x: rect.x - lift * 0.5, y: rect.y - lift, angle: 0, face: null });
  }
  if (label !== undefined) drawPill(context, rect.x + rect.w / 2, rect.y + rect.h, label, pillSize(rect.w));
}

/**
 * A line of text on the felt from its top, made smaller to fit `width` when given.
 * @param {CanvasRenderingContext2D} context
 * @param {string} label
 * @param {number} x
 * @param {number} y
 * @param {{size?: number, color?: string, align?: CanvasTextAlign, weight?: number, width?: number}} [look]
 */
export function drawLabel(context, label, x, y, { size = 12, color = "rgba(244, 236, 216, 0.62)", align = "left", weight = 600, width = Infinity } = {}) {
  context.save();
  const font = (/** @type {number} */ px) => `${weight} ${px}px ${FONT}`;
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

/**
 * A soft light under `rect`, the hand of the player to move.
 * @param {CanvasRenderingContext2D} context
 * @param {Rect} rect
 */
export function drawTurnLight(context, rect) {
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  const r = Math.max(rect.h * 1.2, Math.min(rect.w, 420) * 0.7);
  const glow = context.createRadialGradient(cx, cy, 0, cx, cy, r);
  glow.addColorStop(0, "rgba(255, 226, 140, 0.16)");
  glow.addColorStop(1, "rgba(255, 226, 140, 0)");
  context.fillStyle = glow;
  context.fillRect(cx - r, cy - r, 2 * r, 2 * r);
}

/**
 * A gold word across `area` that grows in and fades out as `t` runs from 0 to 1.
 * @param {CanvasRenderingContext2D} context
 * @param {Rect} area
 * @param {string} text
 * @param {number} t
 * @param {number} height the largest letter height
 */
export function drawBanner(context, area, text, t, height) {
  const grow = 0.75 + 0.25 * Math.min(1, t * 4);
  const size = Math.min(area.w / 4.5, height) * grow;
  context.save();
  context.globalAlpha = Math.min(1, (1 - t) * 6);
  context.font = `italic 700 ${size}px Georgia, "Times New Roman", serif`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  context.shadowColor = "rgba(0, 0, 0, 0.6)";
  context.shadowBlur = size * 0.25;
  context.lineWidth = Math.max(2, size * 0.06);
  context.strokeStyle = "#3b2606";
  context.strokeText(text, cx, cy);
  const gold = context.createLinearGradient(0, cy - size / 2, 0, cy + size / 2);
  gold.addColorStop(0, "#fff2b8");
  gold.addColorStop(0.5, "#e9b73c");
  gold.addColorStop(1, "#a8731a");
  context.fillStyle = gold;
  context.shadowColor = "transparent";
  context.fillText(text, cx, cy);
  context.restore();
}
