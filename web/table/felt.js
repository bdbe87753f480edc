/**
 * The empty card table: green felt lit from the middle, a soft vignette
 * towards the edges, a fine woven grain (paintCloth) and a stitched border
 * (paintStitches). Painted once per size into an offscreen canvas
 * (feltPainter) and copied every frame.
 */

/** The felt's light, grain and vignette: all soft, so painted as well at one pixel per CSS pixel. */
function paintCloth(context, width, height) {
  const light = context.createRadialGradient(
    width / 2, height * 0.45, 0,
    width / 2, height * 0.45, Math.hypot(width, height) * 0.6,
  );
  light.addColorStop(0, "#2f8a4e");
  light.addColorStop(0.6, "#1f6b3a");
  light.addColorStop(1, "#0e3d20");
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);

  context.save();
  context.fillStyle = context.createPattern(grain(), "repeat");
  context.fillRect(0, 0, width, height);
  context.restore();

  const vignette = context.createRadialGradient(
    width / 2, height / 2, Math.min(width, height) * 0.35,
    width / 2, height / 2, Math.hypot(width, height) * 0.62,
  );
  vignette.addColorStop(0, "rgba(0, 0, 0, 0)");
  vignette.addColorStop(1, "rgba(0, 12, 4, 0.45)");
  context.fillStyle = vignette;
  context.fillRect(0, 0, width, height);
}

/** The stitched border, a thin line kept sharp at every pixel ratio. */
function paintStitches(context, width, height) {
  const inset = Math.max(6, Math.min(width, height) * 0.018);
  context.save();
  context.strokeStyle = "rgba(230, 214, 160, 0.22)";
  context.lineWidth = 1.25;
  context.setLineDash([6, 5]);
  context.beginPath();
  context.roundRect(inset, inset, width - 2 * inset, height - 2 * inset, inset * 2);
  context.stroke();
  context.restore();
}

/**
 * A painter that keeps the felt of the last size and pixel ratio and copies it. The cloth is painted
 * at one pixel per CSS pixel and stretched: a phone's first frame spent a quarter of a second on its
 * gradients at full resolution, for no difference one can see; the stitches are drawn at full resolution.
 */
export function feltPainter() {
  let cached = null;
  return (context, width, height) => {
    const scale = context.getTransform().a;
    const key = `${width}x${height}@${scale}`;
    if (cached?.key !== key) {
      const cloth = document.createElement("canvas");
      cloth.width = Math.max(1, Math.round(width));
      cloth.height = Math.max(1, Math.round(height));
      paintCloth(/** @type {CanvasRenderingContext2D} */ (cloth.getContext("2d")), width, height);
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      const offscreen = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
      offscreen.drawImage(cloth, 0, 0, canvas.width, canvas.height);
      offscreen.scale(scale, scale);
      paintStitches(offscreen, width, height);
      cached = { key, canvas };
    }
    context.drawImage(cached.canvas, 0, 0, width, height);
  };
}

let grainTile = null;

/** A small tile of light and dark specks, the same on every visit (no random source needed). */
function grain() {
  if (grainTile) return grainTile;
  const size = 64;
  grainTile = document.createElement("canvas");
  grainTile.width = grainTile.height = size;
  const context = /** @type {CanvasRenderingContext2D} */ (grainTile.getContext("2d"));
  let state = 0x2f6b3a;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = 0; i < 900; i++) {
    const light = next() < 0.5;
    context.fillStyle = light ? `rgba(255, 255, 255, ${0.018 + next() * 0.03})` : `rgba(0, 0, 0, ${0.03 + next() * 0.04})`;
    context.fillRect(Math.floor(next() * size), Math.floor(next() * size), 1, 1 + Math.floor(next() * 2));
  }
  return grainTile;
}
