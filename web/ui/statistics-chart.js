/**
 * The Statistics panel's chart: the last matches' results over time, drawn
 * on a canvas in the table's colours (the felt, its gold rim, the cream of
 * the cards). One bar per match, oldest first: up and cream for a match won,
 * down and red for one lost, as tall as the match's margin, against a scale
 * of points at the left (the largest margin above and below, 0 on the line).
 * The legend and what the axes mean are words beside it (the panel's).
 */

const FELT = "#0f4a26";
const RIM = "#e2b64a";
const LABEL = "rgba(244, 236, 216, 0.8)";
/** The bars' colours, which the legend's swatches wear too. */
export const BAR_COLOURS = { won: "#f4ecd8", lost: "#c8553d" };
const MARGIN = 0.12;
const PAD = 8;
const LABEL_PX = 11;

/**
 * Draws `results` ({won, scores: [you, them]}) on `canvas`, at its CSS size and the screen's pixel
 * density; `number` writes the scale's numbers in the page's language.
 * @param {HTMLCanvasElement} canvas
 * @param {Array<{won: boolean, scores: number[]}>} results
 * @param {(value: number) => string} number
 */
export function drawResults(canvas, results, number) {
  const scale = window.devicePixelRatio || 1;
  const width = canvas.clientWidth || 300;
  const height = canvas.clientHeight || 120;
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.fillStyle = FELT;
  context.beginPath();
  context.roundRect(0, 0, width, height, 10);
  context.fill();
  // No match yet: the felt only, under the panel's words that say so.
  if (!results.length) return;
  const middle = height / 2;
  const reach = middle * (1 - MARGIN * 2);
  // Your margin over the nearest other score (at three or four, each player for themselves).
  const margins = results.map(({ scores: [mine, ...others] }) => Math.min(...others.map((theirs) => Math.abs(mine - theirs))));
  const largest = Math.max(1, ...margins);
  const left = drawScale(context, middle, reach, largest, number);
  context.strokeStyle = RIM;
  context.lineWidth = 1;
  context.globalAlpha = 0.6;
  context.beginPath();
  context.moveTo(left, middle);
  context.lineTo(width - PAD, middle);
  context.stroke();
  context.globalAlpha = 1;
  const slot = (width - PAD - left) / results.length;
  const bar = Math.max(2, Math.min(18, slot * 0.7));
  results.forEach((result, i) => {
    // A match won by a point still shows: every bar reaches a fifth of the way at least.
    const length = reach * Math.max(0.2, margins[i] / largest);
    const x = left + slot * i + (slot - bar) / 2;
    context.fillStyle = result.won ? BAR_COLOURS.won : BAR_COLOURS.lost;
    context.beginPath();
    context.roundRect(x, result.won ? middle - length : middle, bar, length, 2);
    context.fill();
  });
}

/**
 * The scale of points at the left: +largest at the top of the bars' reach, 0 on the line,
 * −largest at the bottom, with a tick for each. Returns where the bars may begin.
 * @param {CanvasRenderingContext2D} context
 * @param {number} middle
 * @param {number} reach
 * @param {number} largest
 * @param {(value: number) => string} number
 */
function drawScale(context, middle, reach, largest, number) {
  const family = getComputedStyle(context.canvas).fontFamily || "sans-serif";
  context.font = `${LABEL_PX}px ${family}`;
  const labels = [
    { text: `+${number(largest)}`, y: middle - reach },
    { text: number(0), y: middle },
    { text: `−${number(largest)}`, y: middle + reach },
  ];
  const widest = Math.max(...labels.map((label) => context.measureText(label.text).width));
  const axis = PAD + widest + 6;
  context.fillStyle = LABEL;
  context.strokeStyle = LABEL;
  context.textAlign = "right";
  context.textBaseline = "middle";
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(axis, middle - reach);
  context.lineTo(axis, middle + reach);
  for (const label of labels) {
    context.fillText(label.text, axis - 4, label.y);
    context.moveTo(axis - 2, label.y);
    context.lineTo(axis + 2, label.y);
  }
  context.stroke();
  return axis + 4;
}
