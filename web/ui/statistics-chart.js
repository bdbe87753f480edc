/**
 * The Statistics panel's chart: the last matches' results over time, drawn
 * on a canvas in the table's colours (the felt, its gold rim, the cream of
 * the cards). One bar per match, oldest first: up and cream for a match won,
 * down and red for one lost, as tall as the match's margin.
 */

const FELT = "#0f4a26";
const RIM = "#e2b64a";
const WON = "#f4ecd8";
const LOST = "#c8553d";
const MARGIN = 0.12;

/**
 * Draws `results` ({won, scores: [you, them]}) on `canvas`, at its CSS size and the screen's pixel density.
 * @param {HTMLCanvasElement} canvas
 * @param {Array<{won: boolean, scores: number[]}>} results
 */
export function drawResults(canvas, results) {
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
  const middle = height / 2;
  context.strokeStyle = RIM;
  context.lineWidth = 1;
  context.globalAlpha = 0.6;
  context.beginPath();
  context.moveTo(8, middle);
  context.lineTo(width - 8, middle);
  context.stroke();
  context.globalAlpha = 1;
  if (!results.length) return;
  const margins = results.map((result) => Math.abs(result.scores[0] - result.scores[1]));
  const largest = Math.max(1, ...margins);
  const slot = (width - 16) / results.length;
  const bar = Math.max(2, Math.min(18, slot * 0.7));
  const reach = middle * (1 - MARGIN * 2);
  results.forEach((result, i) => {
    // A match won by a point still shows: every bar reaches a fifth of the way at least.
    const length = reach * Math.max(0.2, margins[i] / largest);
    const x = 8 + slot * i + (slot - bar) / 2;
    context.fillStyle = result.won ? WON : LOST;
    context.beginPath();
    context.roundRect(x, result.won ? middle - length : middle, bar, length, 2);
    context.fill();
  });
}
